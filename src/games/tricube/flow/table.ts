// A topic's table between posts: the characters from the group's sheets, the sheets a post changed
// (for the lossless rewrite, src/games/tricube/sheet), and the session as a replay log that
// `gf tricube replay` checks by hand. Pure.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { initialState, type Action, type Character, type CharacterInput, type TtSettings, type TtState } from "../rules/index.js";
import { readTricubeSheet, sheetToCharacter } from "../sheet/index.js";

export interface SheetPost {
  readonly raw: string;
  /** The post's author: the character's player unless the sheet names one. */
  readonly author: string;
}

export interface Table {
  readonly state: TtState;
  /** Sheets that could not join, each with why (the sheet's own card shows the details). */
  readonly refused: readonly { readonly author: string; readonly error: GfError }[];
}

/** The group's starting state: its GM, its settings, and a character from each readable sheet. */
export function tableFromSheets(gm: string, settings: Partial<TtSettings> | "all", sheets: readonly SheetPost[]): Result<Table, GfError> {
  const start = initialState({ gm, settings });
  if (!start.ok) return start;
  const characters: Record<string, Character> = {};
  const refused: { author: string; error: GfError }[] = [];
  for (const s of sheets) {
    const doc = readTricubeSheet(s.raw);
    const c = doc.ok ? sheetToCharacter(doc.value, s.author, start.value.settings) : doc;
    if (!c.ok) { refused.push({ author: s.author, error: c.error }); continue; }
    // TT-SETUP-2: one character per name; TT-SETUP-1: the GM plays none.
    if (Object.hasOwn(characters, c.value.name)) { refused.push({ author: s.author, error: gfError("tt.character.duplicate", "TT-SETUP-2", { character: c.value.name }) }); continue; }
    if (c.value.player === gm && c.value.kind === "pc") { refused.push({ author: s.author, error: gfError("tt.character.gm", "TT-SETUP-1", { character: c.value.name }) }); continue; }
    characters[c.value.name] = c.value;
  }
  return ok({ state: { ...start.value, characters }, refused });
}

/** Fields the sheet holds (what a rewrite writes and a hand edit may change). */
const SHEET_FIELDS = ["karma", "karmaQuota", "resolve", "resolveQuota", "afflictions", "advances", "level", "perks", "quirks"] as const;

export interface ChangedCharacter {
  readonly name: string;
  readonly player: string;
  readonly before: Character;
  readonly after: Character;
}

/** The characters whose sheets differ between two states, in name order. */
export function changedCharacters(before: TtState, after: TtState): ChangedCharacter[] {
  const out: ChangedCharacter[] = [];
  for (const name of Object.keys(after.characters).sort()) {
    const a = after.characters[name]!;
    const b = before.characters[name];
    if (b && SHEET_FIELDS.some((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]))) out.push({ name, player: a.player, before: b, after: a });
  }
  return out;
}

/**
 * A player's own edit of their sheet, taken into the table: the sheet's fields replace the
 * character's, and what the sheet does not hold (out of the scene, advances granted) stays.
 */
export function withEditedSheet(state: TtState, edited: Character): Result<TtState, GfError> {
  const was = state.characters[edited.name];
  if (!was) return err(gfError("tt.no-such-character", undefined, { character: edited.name }));
  if (was.player !== edited.player) return err(gfError("tt.not-your-character", "TT-SETUP-2", { user: edited.player, character: edited.name }));
  return ok({ ...state, characters: { ...state.characters, [edited.name]: { ...edited, outOfScene: was.outOfScene, advancesPending: was.advancesPending } } });
}

/** A character as a setup's input, so a log can start from the table as it was. */
export function characterInput(c: Character): CharacterInput {
  return {
    name: c.name, player: c.player, kind: c.kind, concept: c.concept, perks: c.perks.map((p) => ({ name: p.name, limitations: [...p.limitations] })),
    quirks: [...c.quirks], afflictions: c.afflictions.map((a) => ({ ...a })), spells: c.spells.map((s) => ({ name: s.name, limitations: [...s.limitations] })),
    karma: c.karma, karmaQuota: c.karmaQuota, resolve: c.resolve, resolveQuota: c.resolveQuota, advances: c.advances, level: c.level,
    ...(c.quality ? { quality: c.quality } : {}), ...(c.style ? { style: c.style } : {}), ...(c.species ? { species: c.species } : {}),
  };
}

/** The session as `gf tricube replay` reads it: the table it started from, then each action, one JSON a line. */
export function replayLogOf(start: TtState, actions: readonly Action[]): string {
  const setup = { gm: start.gm, settings: start.settings, characters: Object.values(start.characters).map(characterInput) };
  return [JSON.stringify({ setup }), ...actions.map((a) => JSON.stringify(a))].join("\n") + "\n";
}
