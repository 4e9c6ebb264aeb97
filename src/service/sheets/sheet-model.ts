// What the sheet registry and guard need to know of a game's sheet, without knowing the game: the
// game's service adapter (src/games/<id>/service) hands its model to the service, which reads its
// game's sheets with it. Other games' sheets (a TopicFlow's `sheet`: tag and
// identify) are held in the same registry as the model's `empty` sheet carrying their name, player
// and language, so the model's game never mistakes them for its own (SheetEntry.game tells them apart).
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, type GfError, type Result } from "../../lib/result.js";
import type { TemplateWord } from "../../lib/topic-flow.js";

/** What the registry and guard read of any sheet: its language, the character's name, the player it names. */
export interface SheetView {
  /** The sheet's language: it is read and rewritten in it (replies and edit reasons use the table's). */
  readonly lang: Lang;
  readonly name?: string | undefined;
  /** The player line: a username, maybe with "@"; a claim until the owner policy accepts it. */
  readonly player?: string | undefined;
}

/** A hand-edit of points between two versions of a sheet, as its game's points (SheetPoints) record or flag it. */
export interface PointsEdit {
  /** The points' kind, as its game names them. */
  readonly currency: string;
  readonly amount: number;
}

/** The error code of `read` for a text that holds no sheet of the model's game (not a broken one). */
export const NO_SHEET = "sheet.none";

/**
 * A game's sheet, as the registry reads it: `S` the game's sheet model, `M` its hand-edit entries.
 * Every function is pure.
 */
export interface SheetModel<S extends SheetView, M extends PointsEdit> {
  /** The game's id in the registry (SheetEntry.game of its sheets). */
  readonly game: string;
  /** Its sheet tag (GameModule.sheetTag, checked by startService). */
  readonly tag: string;
  /** The game's rule on who edits a sheet (its player, staff, the Moderator), cited by the edit reason of an edit undone. */
  readonly ownerRule?: string;
  /** The post's sheet; an error with code NO_SHEET when it holds none; `lang`: for a block that does not reveal its own. */
  read(raw: string, lang?: Lang): Result<S, GfError>;
  /** Another game's sheet, held as an empty sheet of this model carrying its identity. */
  empty(identity: { readonly name: string; readonly player?: string; readonly lang: Lang }): S;
  /** The hand-edits of points from one version of a sheet to a later one (none for a game without points). */
  manualEdits(before: S, after: S): M[];
  /** Its composer skeleton's example words a player must replace (as TopicFlow.templateWords): a sheet holding one is not registered. */
  readonly templateWords?: readonly TemplateWord[];
}

/**
 * Without a game adapter (a service that plays only topic flows, or a test of the registry alone): no
 * sheet of the registry's own, other games' sheets held as their identity, no points.
 */
export const VIEW_ONLY: SheetModel<SheetView, PointsEdit> = {
  game: "",
  tag: "",
  read: () => err(gfError(NO_SHEET)),
  empty: (identity) => ({ lang: identity.lang, name: identity.name, ...(identity.player ? { player: identity.player } : {}) }),
  manualEdits: () => [],
};
