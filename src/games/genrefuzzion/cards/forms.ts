// GenreFuzzion's forms: plugin/public/javascripts/gf-genrefuzzion-forms.js, built by build.mjs as a
// classic script defining window.GfGames["genrefuzzion-forms"] (src/games/plugin-data.ts
// partBundle), which the game's chunk loads (./load-forms.ts) the first time a reader opens a
// picker or a form, or the composer in a GenreFuzzion category: the pool pickers (the sheet's,
// the scene's), the scene's turn forms, the interval's forms, the relationship form and every text
// the composer is given, and the messages of a block's mistakes (its error card's). What a reader who only reads cards needs (the parsers, the cards, the
// turn's state) stays in the chunk (./chunk.ts).
import type { Lang } from "../../../lib/i18n.js";
import { useCardReaders, type Card } from "../../../plugin-client/card-data.js";
import type { GameCards } from "../../../plugin-client/game-cards.js";
import { errorMessage } from "../markup/card-payload.js";
import { intervalText, poolSkeleton, sceneSkeleton, sheetSkeleton, turnActionText } from "./compose-text.js";
import { finaleGroup } from "./finale-group.js";
import { intervalActions } from "./interval-forms.js";
import { openScenePicker, openTurnForm } from "./scene-forms.js";
import { relationshipForms, sheetPicker } from "./sheet-forms.js";

export const chunk = {
  /** The chunk's reader of GenreFuzzion's cooked lines, for the sheets and scenes the forms read. */
  useReader(read: NonNullable<GameCards["read"]>): void {
    useCardReaders([{ game: "genrefuzzion", read, draw: (_: Card) => undefined }]);
  },
  /** The messages of a block's mistakes, in the table's language (the catalogue: every mistake the parsers name). */
  errorMessage,
  openTurnForm, openScenePicker, sheetPicker, relationshipForms, intervalActions, turnActionText, intervalText, finaleGroup,
  // The composer entries of ./manifest.ts.
  compose: { "gf-pool": poolSkeleton, "gf-scene": sceneSkeleton, "gf-sheet": sheetSkeleton } as Readonly<Record<"gf-pool" | "gf-scene" | "gf-sheet", (lang: Lang, writer?: string) => string>>,
};

export type GfForms = typeof chunk;
