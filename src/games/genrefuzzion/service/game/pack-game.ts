// A topic's stored game holds only what the topic changed. A scene opening takes every player's
// character from the sheets (GF-SCENE-2), so the game in memory holds the whole campaign's cast;
// written as it is, every topic's row would copy every registered sheet (about 800 bytes each) and
// rewrite them on each post. What the sheets already say is left out of the row and put back from
// them when the row is read: a character stays in the row when it takes part in the scene in play
// or in the suspended one (its state then is the scene's, whatever its sheet says meanwhile), or
// when it differs from its sheet (a change the sheet has not been written with yet, an extra with
// no sheet). Balances stay (a few bytes a player), though every post reads them again from the
// ledger (GF-PTS-1).
import type { Character, GameState, Scene } from "../../rules/index.js";

/** Characters as their sheets give them now, by name, with their players. */
export type SheetCast = ReadonlyMap<string, Character>;

/** Key order aside, whether two plain JSON values are equal. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The characters a scene involves: principals, allies, and any character its rolls, effects and tricks name. */
function involved(scene: Scene | null | undefined, into: Set<string>): void {
  if (!scene) return;
  into.add(scene.protagonist.character);
  into.add(scene.antagonist.character);
  for (const a of scene.allies) into.add(a.character);
  for (const r of scene.rolls) into.add(r.character);
  for (const r of scene.received) into.add(r.character);
  for (const e of scene.effects) if ("character" in e) into.add(e.character);
  for (const u of scene.used) into.add(u.split("/")[0]!);
  for (const a of scene.allyIntentions ?? []) into.add(a.character);
}

export function packGame(game: GameState, cast: SheetCast): GameState {
  const keep = new Set<string>();
  involved(game.scene, keep);
  involved(game.suspended?.scene, keep);
  for (const c of game.interval?.improved ?? []) keep.add(c);
  const characters = Object.fromEntries(Object.entries(game.characters)
    .filter(([name, c]) => keep.has(name) || !cast.has(name) || !sameJson(c, cast.get(name))));
  // Every player keeps a balance (a few bytes each; GameState's players all have one, and a replay of
  // the topic's log expects them): only the characters are the bulk.
  return { ...game, characters };
}

/** The game as stored, with the characters left out put back from the sheets (one per player, GF-META-2). */
export function unpackGame(game: GameState, cast: SheetCast): GameState {
  const characters: Record<string, Character> = { ...game.characters };
  const playing = new Set(Object.values(characters).flatMap((c) => (c.kind === "character" && c.player ? [c.player.toLowerCase()] : [])));
  for (const [name, c] of cast) {
    if (name in characters || c.kind !== "character" || !c.player || playing.has(c.player.toLowerCase())) continue;
    // Only players the game already counts: a sheet accepted since the scene opened joins at the next opening.
    if (!game.players.some((p) => p.toLowerCase() === c.player!.toLowerCase())) continue;
    characters[name] = c;
    playing.add(c.player.toLowerCase());
  }
  return { ...game, characters };
}

/** Every string in a value, for the names a log's actions mention. */
function strings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, into);
}

/**
 * The topic's replay log (game-log.ts) with the same economy: its setup, the state the scene opened
 * on, keeps the characters its actions or its scene name, and any that differ from their sheets;
 * the rest of the cast never acted and a replay does not need them. A character an action names
 * later joins the setup as its sheet says. The setup's balances are those of the players the log
 * or the stored game still counts, so a replay's check finds every balance the game holds.
 */
export function packLog<L extends { readonly setup: { readonly characters: readonly unknown[]; readonly resume?: { readonly balances?: Readonly<Record<string, unknown>> } }; readonly actions: readonly unknown[] }>(
  log: L, cast: SheetCast, game: GameState, packed: GameState): L {
  const named = new Set<string>();
  strings(log.actions, named);
  involved(game.scene, named);
  involved(game.suspended?.scene, named);
  const characters = (log.setup.characters as Character[]).filter((c) => named.has(c.name) || !cast.has(c.name) || !sameJson(c, cast.get(c.name)));
  for (const name of named) {
    const c = cast.get(name);
    if (c && !characters.some((x) => x.name === name)) characters.push(c);
  }
  const players = new Set([...Object.keys(packed.balances), ...characters.flatMap((c) => (c.player ? [c.player] : []))]);
  for (const s of named) players.add(s);
  const resume = log.setup.resume;
  const balances = resume?.balances ? Object.fromEntries(Object.entries(resume.balances).filter(([p]) => players.has(p))) : undefined;
  return { ...log, setup: { ...log.setup, characters, ...(resume ? { resume: { ...resume, ...(balances ? { balances } : {}) } } : {}) } };
}
