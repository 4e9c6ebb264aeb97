// The scene's turn order (the phases of state.ts and the moves between them) as data and small pure
// functions: who acts in each phase and with which moves, and which phase a move or a roll leads to.
// The reducer moves the game with them (scene.ts, resolve.ts), the service asks them whose turn it
// is (its turn line and reminders), and the plugin's scene card replays the thread's cards through
// them, so there is one state machine. Kept free of zod and of the tables: the plugin bundle imports it.
import { compareWithStanding } from "./evaluate.js";
import type { Phase, Side } from "./state.js";

export type { Phase, Side } from "./state.js";

/** What a turn invites: open the loop with a pool, answer it (oppose, retry), give in, and so on. */
export type TurnMove = "present" | "pool" | "yield" | "concede" | "oppose" | "retry" | "effect" | "rate";

/**
 * Who acts: one side; the scene's winner; "others" (a player who is neither principal, GF-RATE-4);
 * "next" (the player named to open the next scene, or anyone when nobody is, GF-NEXT-1); or nobody.
 */
export type TurnActor = Side | "winner" | "others" | "next" | null;

export interface PhaseTurn {
  readonly actor: TurnActor;
  readonly moves: readonly TurnMove[];
  /** The rule that gives this phase's turn. */
  readonly rule: string;
}

/** Who acts in each phase, and with what. */
export const TURNS: Readonly<Record<Phase, PhaseTurn>> = {
  calls: { actor: "antagonist", moves: ["present"], rule: "GF-ANT-1" }, // GF-ANT-1, GF-ANT-2, GF-ANT-5
  p_roll: { actor: "protagonist", moves: ["pool"], rule: "GF-POOL-1" },
  a_decide: { actor: "antagonist", moves: ["oppose", "yield"], rule: "GF-RES-1" },
  p_decide: { actor: "protagonist", moves: ["retry", "yield"], rule: "GF-RES-4" },
  won: { actor: "winner", moves: ["effect"], rule: "GF-WIN-3" }, // GF-WIN-2, GF-WIN-3
  rating: { actor: "others", moves: ["rate"], rule: "GF-RATE-4" }, // GF-RATE-1..4
  idle: { actor: "next", moves: [], rule: "GF-NEXT-1" },
  interval: { actor: null, moves: [], rule: "GF-NEXT-1" },
  epilogue: { actor: null, moves: [], rule: "GF-FIN-1" },
};

/**
 * Whether `side` (undefined: a player who is neither principal) may make `move` in `phase`. The
 * antagonist's turn to present is open to anyone but the protagonist while an extra waits for a
 * volunteer (GF-ANT-2), so "antagonist" there also admits a player of no side.
 */
export function mayMove(phase: Phase, move: TurnMove, side: Side | undefined, winner?: Side | null): boolean {
  const turn = TURNS[phase];
  if (!turn.moves.includes(move)) return false;
  switch (turn.actor) {
    case "protagonist": return side === "protagonist";
    case "antagonist": return side === "antagonist" || (move === "present" && side === undefined);
    case "winner": return side !== undefined && side === winner;
    case "others": return side === undefined;
    default: return false;
  }
}

/**
 * GF-FIN-2, GF-AMB-36: nobody yields in the Grand Finale; where a yield would be offered, the side
 * that cannot build a legal pool concedes instead and loses the roll.
 */
export function finaleMoves(moves: readonly TurnMove[], finale: boolean): readonly TurnMove[] {
  return finale ? moves.map((m) => (m === "yield" ? "concede" : m)) : moves;
}

/** A pool rolls to open the loop (the protagonist in P_ROLL) or to answer it (the side to decide). */
export function mayRoll(phase: Phase, side: Side): boolean {
  return mayMove(phase, "pool", side) || mayMove(phase, side === "antagonist" ? "oppose" : "retry", side);
}

/** The phase each move other than a roll leads to (a rating ends the scene, scene.ts). */
export const AFTER_MOVE = {
  present: "p_roll", // GF-ANT-5: the antagonist has presented; the protagonist rolls
  yield: "rating", // GF-YIELD-5, GF-AMB-19: the side that yields loses, with no effect die
  effect: "rating", // GF-WIN-3: the effect is told; the scene is rated
} as const satisfies Partial<Record<TurnMove, Phase>>;

export interface RollOutcome {
  readonly phase: Phase;
  /** GF-RES-2: the result the other side must now answer. */
  readonly standing: { readonly side: Side; readonly result: number };
  /** GF-WIN-1: set when the roll lost the scene. */
  readonly winner: Side | null;
}

const other = (side: Side): Side => (side === "protagonist" ? "antagonist" : "protagonist");

/**
 * GF-RES-1..7, GF-WIN-1: `side` rolled `result` answering `answered` (null for the opening roll).
 * Matching or beating it keeps the roller's side in the scene and hands the decision over; falling
 * short loses the roll, and the other side wins.
 */
export function afterRoll(side: Side, result: number, answered: number | null): RollOutcome {
  if (answered === null) return { phase: "a_decide", standing: { side, result }, winner: null };
  if (compareWithStanding(result, answered).holds) {
    return { phase: side === "protagonist" ? "a_decide" : "p_decide", standing: { side, result }, winner: null };
  }
  return { phase: "won", standing: { side: other(side), result: answered }, winner: other(side) };
}

/**
 * GF-WIN-2, GF-AMB-20: a winner whose last roll left no effect die (and no d4 stand-in under the
 * group's setting) has no effect to choose, so the scene goes on to its rating.
 */
export const effectDue = (effectDice: number, d4StandIn: boolean): boolean => effectDice > 0 || d4StandIn;

/** The parts of a game the turn depends on: a GameState has them, and the scene card rebuilds them from the thread. */
export interface TurnView {
  readonly phase: Phase;
  readonly scene: {
    readonly protagonist: { readonly player: string | null };
    readonly antagonist: { readonly player: string | null; readonly extra: boolean };
    readonly outcome: { readonly winner: Side } | null;
    /** GF-AMB-28: the rater the Moderator named. */
    readonly rater?: string | undefined;
    /** GF-FIN-1: the Grand Finale, where a concession stands in for a yield (GF-AMB-36). */
    readonly finale?: boolean | undefined;
  } | null;
  /** GF-NEXT-1: who opens the next scene; null lets anyone. */
  readonly next: string | null;
  /** GF-SUSP-1: a suspended scene, waiting for the next one to be played. */
  readonly suspended?: object | null;
}

export interface Turn {
  readonly phase: Phase;
  /** Whose move: the side (for "winner", the side that won), "others", "next", or nobody. */
  readonly actor: Side | "others" | "next" | null;
  /**
   * The player due to act, when one is known: a principal's player, the named rater or the player
   * named to open the next scene. Null while several may act (a rating, an extra's volunteer) or nobody.
   */
  readonly player: string | null;
  readonly moves: readonly TurnMove[];
  readonly rule: string;
}

/** Whose turn it is in a game, and what they may do: the rules' answer the service and the card both ask. */
export function turnOf(game: TurnView): Turn {
  const { phase, scene } = game;
  const t = TURNS[phase];
  const base = { phase, moves: finaleMoves(t.moves, scene?.finale ?? false), rule: t.rule };
  switch (t.actor) {
    case "protagonist": case "antagonist":
      // GF-ANT-2: an extra antagonist waits for a volunteer, who may be anyone outside the scene.
      if (t.actor === "antagonist" && phase === "calls" && scene?.antagonist.extra && !scene.antagonist.player) {
        return { ...base, actor: "antagonist", player: null, rule: "GF-ANT-2" };
      }
      return { ...base, actor: t.actor, player: scene?.[t.actor].player ?? null };
    case "winner": {
      const side = scene?.outcome?.winner ?? "protagonist";
      return { ...base, actor: side, player: scene?.[side].player ?? null };
    }
    case "others":
      // GF-AMB-28: once the Moderator has named a rater, the turn is theirs.
      return scene?.rater ? { ...base, actor: "others", player: scene.rater, rule: "GF-AMB-28" } : { ...base, actor: "others", player: null };
    case "next":
      // GF-SUSP-1: the Moderator who suspends a scene names who opens the next one.
      return { ...base, actor: "next", player: game.next, ...(game.suspended && game.next ? { rule: "GF-SUSP-1" } : {}) };
    default: return { ...base, actor: null, player: null };
  }
}
