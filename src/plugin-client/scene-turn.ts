// Whose turn it is in a scene, and what they may do now: the scene state machine of the rules
// (src/rules/genrefuzzion/state.ts, Phase), replayed over the cards of the thread. The service is the authority (it applies
// the rules engine and answers illegal moves); this only tells the reader what to do next, so it
// reads what the thread shows and never refuses anything.
// evaluate.js alone: the rules index brings tables and schemas the browser does not need.
import { compareWithStanding } from "../rules/genrefuzzion/evaluate.js";

export type Side = "protagonist" | "antagonist";

export type SceneEvent =
  | { readonly kind: "scene"; readonly postId: number; readonly author: string; readonly number?: number;
      readonly protagonist?: string; readonly antagonist?: string }
  | { readonly kind: "action"; readonly postId: number; readonly author: string; readonly character?: string;
      readonly actions: readonly string[] }
  | { readonly kind: "pool"; readonly postId: number; readonly author: string; readonly character?: string;
      readonly role?: Side }
  | { readonly kind: "roll"; readonly postId: number; readonly author: string; readonly pool?: number;
      readonly result: number; readonly effects?: readonly number[] };

export type SceneState = "calls-open" | "p-roll" | "a-decide" | "p-decide" | "won" | "rating" | "done" | "suspended";
export type TurnAction = "present" | "pool" | "yield" | "oppose" | "retry" | "effect" | "rate";

export interface SceneTurn {
  readonly state: SceneState;
  readonly number?: number;
  /** Who acts: one side, or "others" (a rater who is neither, GF-RATE-4). None once the scene is done. */
  readonly actor: Side | "others" | null;
  readonly names: Readonly<Record<Side, string | undefined>>;
  /** Forum usernames of each side's player, once the thread shows them. */
  readonly players: Readonly<Record<Side, string | undefined>>;
  readonly actions: readonly TurnAction[];
  readonly standing?: { readonly side: Side; readonly result: number };
  readonly winner?: Side;
  /** GF-WIN-2: the size of the effect die the winner's last roll offers. */
  readonly effectDie?: number;
}

/** Who acts in each state and with what. */
const ACTS: Readonly<Record<SceneState, { actor: Side | "others" | "winner" | null; actions: readonly TurnAction[] }>> = {
  "calls-open": { actor: "antagonist", actions: ["present"] }, // GF-ANT-1, GF-ANT-5
  "p-roll": { actor: "protagonist", actions: ["pool"] }, // GF-POOL-1
  "a-decide": { actor: "antagonist", actions: ["oppose", "yield"] }, // GF-RES-1
  "p-decide": { actor: "protagonist", actions: ["retry", "yield"] }, // GF-RES-4
  won: { actor: "winner", actions: ["effect"] }, // GF-WIN-2, GF-WIN-3
  rating: { actor: "others", actions: ["rate"] }, // GF-RATE-1..4
  done: { actor: null, actions: [] },
  suspended: { actor: null, actions: [] }, // GF-SUSP: only the Moderator resumes
};

const other = (side: Side): Side => (side === "protagonist" ? "antagonist" : "protagonist");
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Replays the events of one scene: `events[0]` is its scene card; a later scene card ends it. */
export function sceneTurn(events: readonly SceneEvent[]): SceneTurn | undefined {
  const opening = events[0];
  if (opening?.kind !== "scene") return undefined;
  const names: Record<Side, string | undefined> = { protagonist: opening.protagonist, antagonist: opening.antagonist };
  // GF-SCENE-2: whoever opens the scene is its protagonist.
  const players: Record<Side, string | undefined> = { protagonist: opening.author, antagonist: undefined };
  const poolSide = new Map<number, Side>();
  let state: SceneState = "calls-open";
  let resumeTo: SceneState = state;
  let standing: { side: Side; result: number } | undefined;
  let winner: Side | undefined;
  const lastEffects: Record<Side, readonly number[]> = { protagonist: [], antagonist: [] };
  /** GF-WIN-1, GF-WIN-2, GF-AMB-20: the winner picks an effect die, if their last roll left one. */
  const win = (side: Side): SceneState => { winner = side; return lastEffects[side].length ? "won" : "rating"; };

  const sideOf = (author: string, character?: string, role?: Side): Side | undefined => {
    if (role) return role;
    if (same(character, names.protagonist)) return "protagonist";
    if (same(character, names.antagonist)) return "antagonist";
    if (same(author, players.protagonist)) return "protagonist";
    if (same(author, players.antagonist)) return "antagonist";
    return undefined;
  };

  for (const e of events.slice(1)) {
    if (e.kind === "scene") break;
    if (e.kind === "pool") {
      const side = sideOf(e.author, e.character, e.role);
      if (side) poolSide.set(e.postId, side);
      continue;
    }
    if (e.kind === "roll") {
      const side = e.pool !== undefined ? poolSide.get(e.pool) : undefined;
      if (!side) continue;
      lastEffects[side] = e.effects ?? [];
      if (state === "p-roll" && side === "protagonist") {
        standing = { side, result: e.result };
        state = "a-decide";
      } else if ((state === "a-decide" && side === "antagonist") || (state === "p-decide" && side === "protagonist")) {
        // GF-RES-3, GF-RES-5, GF-RES-7: the answer must match or beat the standing result.
        if (standing && compareWithStanding(e.result, standing.result).holds) {
          standing = { side, result: e.result };
          state = side === "antagonist" ? "p-decide" : "a-decide";
        } else {
          state = win(other(side)); // GF-WIN-1: losing a roll loses the scene
        }
      }
      continue;
    }
    if (e.kind !== "action") continue;
    for (const action of e.actions) {
      if (action === "suspend" && state !== "suspended") { resumeTo = state; state = "suspended"; continue; }
      if (action === "resume" && state === "suspended") { state = resumeTo; continue; }
      if (action === "withdraw") { state = "done"; continue; }
      const side = sideOf(e.author, e.character);
      if (action === "present" && state === "calls-open" && side !== "protagonist") {
        players.antagonist ??= e.author;
        if (e.character) names.antagonist ??= e.character;
        state = "p-roll";
      } else if (action === "yield" && ((state === "a-decide" && side === "antagonist") || (state === "p-decide" && side === "protagonist"))) {
        winner = other(side); // GF-YIELD-5: the side that yields loses; no effect die (GF-AMB-19)
        state = "rating";
      } else if (action === "effect" && state === "won" && side === winner) {
        state = "rating";
      } else if (action === "rate" && state === "rating" && side === undefined) {
        state = "done"; // GF-RATE-3: the first rating counts
      }
    }
  }
  const acts = ACTS[state];
  const actor = acts.actor === "winner" ? winner ?? null : acts.actor;
  return {
    state, actor, names, players, actions: acts.actions,
    ...(opening.number !== undefined ? { number: opening.number } : {}),
    ...(standing ? { standing } : {}), ...(winner ? { winner } : {}),
    ...(winner && lastEffects[winner][0] !== undefined ? { effectDie: lastEffects[winner][0] } : {}),
  };
}

/** May this forum user take the turn's actions? Unknown players count as "maybe" for their side. */
export function mayAct(turn: SceneTurn, username: string | undefined): boolean {
  if (!username || !turn.actor) return false;
  if (turn.actor === "others") return !same(username, turn.players.protagonist) && !same(username, turn.players.antagonist);
  const player = turn.players[turn.actor];
  if (player) return same(username, player);
  // GF-ANT-1/2: the antagonist's player is not known before they present; anyone but the protagonist may.
  return !same(username, turn.players.protagonist);
}
