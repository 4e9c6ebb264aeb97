// Lookups every scene handler needs: who is who in the scene, whose sheet, which rolls, and the
// shared checks for playing a trick (GF-TT-4, GF-TT-6).
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, Result } from "../../../lib/result.js";
import { entry } from "./ledger.js";
import type { Character } from "./schemas.js";
import { otherSide } from "./state.js";
import type { Ally, Draft, GameState, LedgerEntry, RollRecord, Scene, Side } from "./state.js";
import { trickById } from "./tricks.js";
import type { Trick, TrickTiming } from "./tricks.js";

export type D = Draft<GameState>;
export type DScene = Draft<Scene>;
export type DCharacter = Draft<Character>;

/** The side a character plays as principal in the scene, if any. */
export function sideOf(scene: DScene, character: string): Side | null {
  if (scene.protagonist.character === character) return "protagonist";
  if (scene.antagonist.character === character) return "antagonist";
  return null;
}

export const principal = (scene: DScene, side: Side) => scene[side];

export function sheet(d: D, name: string): DCharacter | undefined {
  return Object.hasOwn(d.characters, name) ? d.characters[name] : undefined;
}

/** GF-ALLY-2, GF-ALLY-3, GF-TRICK-12: allies still taking part on one side. */
export function activeAllies(scene: DScene, side: Side): Draft<Ally>[] {
  return scene.allies.filter((a) => a.side === side && a.status === "called");
}

export function lastRoll(scene: DScene, side?: Side): Draft<RollRecord> | undefined {
  for (let i = scene.rolls.length - 1; i >= 0; i--) {
    const r = scene.rolls[i];
    if (r && (side === undefined || r.side === side)) return r;
  }
  return undefined;
}

/** The acting player must run this principal: its player, or the extra's volunteer. */
export function checkActor(scene: DScene, side: Side, player: string): Done {
  const p = scene[side];
  return p.player === player ? DONE
    : err(gfError("scene.not-your-turn", undefined, { player, character: p.character, runner: p.player ?? "-" }));
}

/** The side a player acts for, checked: the character is a principal and the player runs it. */
export function actingSide(scene: DScene, player: string, character: string): Result<Side> {
  const side = sideOf(scene, character);
  if (!side) return err(gfError("scene.not-principal", undefined, { character }));
  const actor = checkActor(scene, side, player);
  return actor.ok ? ok(side) : actor;
}

export const usedKey = (character: string, id: string) => `${character}/${id}`;

/** A trick accepted for play: what it costs, and what playing it records in the scene. */
export interface TrickCheck {
  readonly trick: Trick;
  readonly cost: LedgerEntry;
  /** The scene's record that this character used it (GF-TT-6). */
  readonly used: string;
  /** GF-TT-4: a narrative activation is taken on the player's word, and kept so others can dispute it. */
  readonly claim?: Scene["claims"][number];
}

/**
 * Checks a trick can be played now, without recording anything: it is on the character's sheet
 * (GF-TT-4), not used yet in this scene nor in `alsoUsed` (GF-TT-6), played at its moment and by a
 * side allowed to play it. Activation conditions are checked by the caller.
 */
export function checkTrick(
  d: Readonly<D>, scene: Readonly<Scene>, side: Side, id: string, timings: readonly TrickTiming[], claim?: string,
  alsoUsed: ReadonlySet<string> = new Set(),
): Result<TrickCheck> {
  const trick = trickById(id);
  const me = scene[side];
  if (!trick) return err(gfError("trick.unknown", "GF-TT-1", { id }));
  const mine = sheet(d as D, me.character);
  const used = usedKey(me.character, id);
  if (!mine?.tricks.includes(id)) return err(gfError("trick.not-yours", "GF-TT-4", { character: me.character, trick: trick.name.es }));
  if (scene.used.includes(used) || alsoUsed.has(used)) return err(gfError("trick.used", "GF-TT-6", { character: me.character, trick: trick.name.es }));
  if (!timings.includes(trick.timing)) return err(gfError("trick.not-now", trick.rule, { trick: trick.name.es }));
  if (trick.side !== "either" && trick.side !== side) return err(gfError(`trick.only-${trick.side}`, trick.rule, { trick: trick.name.es }));
  const cost = entry(me.player ?? "", trick.cost.currency, -trick.cost.amount, trick.rule, `trick.${id}`, me.character);
  return ok({ trick, cost, used, ...(trick.check === "human" ? { claim: { player: me.player ?? "", character: me.character, rule: trick.rule, claim: claim ?? "" } } : {}) });
}

/** Records a checked trick as played in the scene. */
export function recordTrick(scene: DScene, played: TrickCheck): void {
  scene.used.push(played.used);
  if (played.claim) scene.claims.push({ ...played.claim });
}

/** checkTrick, then recordTrick: a trick played on its own, in a handler's draft. */
export function playTrick(
  d: D, scene: DScene, side: Side, id: string, timings: readonly TrickTiming[], claim?: string,
): Result<TrickCheck> {
  const checked = checkTrick(d, scene, side, id, timings, claim);
  if (checked.ok) recordTrick(scene, checked.value);
  return checked;
}

export function opponent(scene: DScene, side: Side) {
  return scene[otherSide(side)];
}
