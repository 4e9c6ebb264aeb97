// GenreFuzzion's [gf-sheet] as the service's sheet registry reads it (src/service/sheets/sheet-model.ts):
// the registry holds every GenreFuzzion sheet in this model, other games' sheets as its empty sheet
// carrying their name, player and language, and takes the hand-edits of points between two versions
// of a sheet from here (GF-FORUM-4).
import type { Lang } from "../../../../lib/i18n.js";
import { err, ok } from "../../../../lib/result.js";
import type { SheetModel } from "../../../../service/sheets/sheet-model.js";
import { game as genreFuzzionGame } from "../../game.js";
import type { LedgerEntry } from "../../rules/state.js";
import { manualAdjustments, readSheet, type Sheet } from "../../sheet/index.js";
import { GENREFUZZION_TEMPLATE_WORDS } from "./template-words.js";

export const gfSheetModel: SheetModel<Sheet, LedgerEntry> = {
  game: genreFuzzionGame.id,
  tag: genreFuzzionGame.sheetTag,
  // GF-FORUM-4: each player keeps their own character; only they, staff and the Moderator edit its sheet.
  ownerRule: "GF-FORUM-4",
  read(raw: string, lang?: Lang) {
    const doc = readSheet(raw, lang ? { lang } : {});
    return doc.ok ? ok(doc.value.sheet) : err(doc.error);
  },
  empty: (found) => ({ mode: "creation", lang: found.lang, name: found.name, ...(found.player ? { player: found.player } : {}),
    cliches: [], relationships: [], tricks: [], flaws: [], objectives: [], advantages: [], problems: [] }),
  manualEdits: (before, after) => manualAdjustments(before, after),
  // The composer skeleton's examples (concept, clichés, objectives): posted as inserted, the sheet waits for its own.
  templateWords: GENREFUZZION_TEMPLATE_WORDS,
};
