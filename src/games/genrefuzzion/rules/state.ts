// The campaign state the reducer works on: sheets, balances, the ledger, and the scene in play.
// Plain JSON data, so the service can store it, the replay can print it and a test can compare it.
import type { GfSettings } from "./settings.js";
import type { Character, Trait } from "./schemas.js";
import type { DieSize, RolledDie } from "./dice.js";
import type { EvaluateOptions, RollEvaluation } from "./evaluate.js";
import type { Currency } from "./tricks.js";

export type Side = "protagonist" | "antagonist";
export const otherSide = (side: Side): Side => (side === "protagonist" ? "antagonist" : "protagonist");

export interface Balance {
  readonly pv: number;
  readonly pk: number;
}

/** One movement of points. Points belong to players (GF-PTS-1); every entry names its rule. */
export interface LedgerEntry {
  readonly player: string;
  readonly currency: Currency;
  /** Positive when gained, negative when spent or transferred away. */
  readonly amount: number;
  readonly rule: string;
  /** A stable code for what happened, e.g. "yield.protagonist", "trick.camara-lenta". */
  readonly reason: string;
  readonly character?: string;
  readonly scene?: number;
}

export interface Ally {
  readonly character: string;
  readonly side: Side;
  /** Who runs it: the character's player, or for an extra the player named when it was called,
   *  who is not in the scene (GF-AMB-07). The runner earns the ally's points (GF-YIELD-4, GF-RATE-8). */
  readonly runner: string;
  readonly extra: boolean;
  /** GF-AMB-07: the trait an extra ally's runner chose to lend (its one die, GF-POOL-2 S6). */
  readonly die?: string;
  readonly status: "called" | "refused" | "blocked" | "left";
}

/** One die of a built pool and where it came from (GF-POOL-2's slots). */
export interface PoolDie {
  readonly size: DieSize;
  readonly kind: string;
  readonly name: string;
  readonly owner?: string;
}

export interface RollRecord {
  readonly side: Side;
  readonly character: string;
  readonly player: string;
  /** The pool as built, in declaration order. */
  readonly pool: readonly PoolDie[];
  /** The dice as rolled (the kept roll under Cámara lenta; the reroll after No tan rápido…). */
  readonly dice: readonly RolledDie[];
  /** pool index of each rolled die (dice of one size are interchangeable). */
  readonly sourceOf: readonly number[];
  readonly options: EvaluateOptions;
  readonly evaluation: RollEvaluation;
  /** GF-RES-6: the number of dice the pool had, for the next pool's growth rule. */
  readonly poolSize: number;
  /** The standing result this roll answered; null for the opening roll (GF-RES-7). */
  readonly answered: number | null;
  /** Names of own clichés used (Plan B looks for clichés not used before). */
  readonly cliches: readonly string[];
  readonly hadAdvantage: boolean;
  /** GF-TRICK-07 Fuera de control was played on this pool. */
  readonly outOfControl: boolean;
}

/** A rule in force for part of a scene. "next-pool" ends with that side's next pool. */
export type Effect =
  | { readonly kind: "one-cliche"; readonly character: string; readonly until: "scene" | "next-pool"; readonly rule: string }
  | { readonly kind: "no-problems-of"; readonly character: string; readonly owner: string; readonly until: "next-pool"; readonly rule: string }
  | { readonly kind: "blocked-cliche"; readonly character: string; readonly cliche: string; readonly until: "next-pool"; readonly rule: string }
  | { readonly kind: "twos-botch"; readonly character: string; readonly until: "scene" | "next-pool"; readonly rule: string }
  | { readonly kind: "no-pv"; readonly player: string; readonly until: "scene"; readonly rule: string }
  | { readonly kind: "bonus"; readonly character: string; readonly amount: number; readonly until: "next-pool"; readonly rule: string }
  | { readonly kind: "switched-off"; readonly character: string; readonly cliche: string; readonly until: "scene"; readonly rule: string }
  | { readonly kind: "one-ally-die"; readonly character: string; readonly until: "scene"; readonly rule: string }
  | { readonly kind: "free-against"; readonly character: string; readonly owner: string; readonly cliche: string; readonly until: "scene"; readonly rule: string }
  | { readonly kind: "retry-growth"; readonly character: string; readonly dice: number; readonly until: "next-pool"; readonly rule: string }
  | { readonly kind: "step-up-largest"; readonly character: string; readonly until: "next-pool"; readonly rule: string }
  | { readonly kind: "gift"; readonly character: string; readonly from: string; readonly name: string; readonly die: DieSize; readonly until: "scene" | "next-pool"; readonly rule: string }
  | { readonly kind: "reverts"; readonly character: string; readonly problem: Trait; readonly until: "scene"; readonly rule: string };

export interface Principal {
  readonly character: string;
  /** Null until a volunteer presents an extra antagonist (GF-ANT-2). */
  readonly player: string | null;
  readonly extra: boolean;
}

export interface Scene {
  readonly number: number;
  readonly title: string;
  readonly setting: string;
  readonly tone: string;
  readonly finale: boolean;
  readonly sceneCliches: readonly Trait[];
  readonly protagonist: Principal;
  readonly antagonist: Principal;
  readonly intention: string;
  readonly antagonistIntention: string | null;
  readonly rewriteRequests: readonly string[];
  readonly allies: readonly Ally[];
  readonly rolls: readonly RollRecord[];
  /** GF-RES-2: the result the other side has to answer. */
  readonly standing: { readonly side: Side; readonly result: number } | null;
  readonly effects: readonly Effect[];
  /** GF-TT-6: "character/id" of each trick and flaw used in this scene. */
  readonly used: readonly string[];
  /** GF-TT-4, GF-TT-5: narrative activations taken on the player's word, for anyone to dispute. */
  readonly claims: readonly { readonly player: string; readonly character: string; readonly rule: string; readonly claim: string }[];
  readonly outcome: { readonly how: "won" | "yielded"; readonly winner: Side } | null;
  /** Problems given by the last effect, for Otro morderá el polvo and Dilema del Erizo. */
  readonly received: readonly { readonly character: string; readonly name: string }[];
  /** GF-FIN-3: the Grand Finale allies' own intentions (absent in states stored before it existed). */
  readonly allyIntentions?: readonly { readonly character: string; readonly side: Side; readonly intention: string }[];
  /** GF-AMB-28: the rater the Moderator named; absent while the first rating still wins (GF-RATE-3). */
  readonly rater?: string;
  /** Whether the winner has spent the effect (GF-WIN-3). */
  readonly effectDone: boolean;
  /** Who cancelled the yield PV with Hacerse humo (GF-TRICK-11). */
  readonly noYieldPv: boolean;
}

/**
 * The scene's turn order as phases: "idle" waits for a scene (or an interval) to be opened; "calls" is CALLS_OPEN;
 * "p_roll", "a_decide", "p_decide" the resolution loop; "won" WON until the effect; "rating" after a
 * win's effect or a yield; "interval" and "epilogue" are between and after scenes.
 */
export type Phase = "idle" | "calls" | "p_roll" | "a_decide" | "p_decide" | "won" | "rating" | "interval" | "epilogue";

export interface GameState {
  readonly settings: GfSettings;
  readonly moderator: string;
  readonly players: readonly string[];
  /** Players who joined new to the game and may be sponsored (GF-NEW-1 item 4). */
  readonly newcomers: readonly string[];
  readonly characters: Readonly<Record<string, Character>>;
  readonly balances: Readonly<Record<string, Balance>>;
  readonly ledger: readonly LedgerEntry[];
  readonly phase: Phase;
  readonly scene: Scene | null;
  /** GF-SUSP-1: a frozen scene and the phase to resume it in. */
  readonly suspended: { readonly scene: Scene; readonly phase: Phase } | null;
  readonly scenesPlayed: number;
  /** GF-NEXT-1: who opens the next scene or calls an interval; null lets any player with a character. */
  readonly next: string | null;
  /** The interval in progress: the scene it follows, and the characters that used their improvement. */
  readonly interval: { readonly after: number; readonly improved: readonly string[] } | null;
}

/** A draft is the same shape with every level writable; the reducer edits a fresh copy. */
export type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;
