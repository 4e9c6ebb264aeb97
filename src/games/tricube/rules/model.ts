// Tricube Tales as plain data: characters, challenges and the game state the reducer (apply.ts)
// turns from one into the next. Rule IDs (TT-…) are the project's numbering of the rules; TT-TOOL-nn names a
// default this tool chose where the rules are silent (docs/games/tricube.md lists them all).

/** TT-CHAR-2: a character's quality is exactly one of three. */
export const QUALITIES = ["agile", "strong", "cunning"] as const;
export type Quality = (typeof QUALITIES)[number];

/** TT-CHAR-4: the combat styles. */
export const STYLES = ["melee", "ranged", "mental"] as const;
export type Style = (typeof STYLES)[number];

/** TT-CHAR-4: a style follows the quality unless the player picks another at creation. */
export const DEFAULT_STYLE: Readonly<Record<Quality, Style>> = { agile: "ranged", strong: "melee", cunning: "mental" };

/** TT-MAG-3 (magic) and TT-SUP-4 (superpowers): limitations a broad perk may carry. */
export const LIMITATIONS = [
  "destructive", "exhausting", "focused", "personal", "ritualistic", "source", "visible",
  "artefact", "grounded", "intimidating", "negatable", "non-offensive", "costumed", "uncontrollable",
] as const;
export type Limitation = (typeof LIMITATIONS)[number];

/** TT-HS-1: enemy qualities; the first three raise a difficulty, the last three lower it. */
export const ENEMY_QUALITIES = ["agile", "strong", "cunning", "clumsy", "weak", "stupid"] as const;
export type EnemyQuality = (typeof ENEMY_QUALITIES)[number];

export const MAX_QUOTA = 6; // TT-TOK-1, TT-ADV-3
export const START_QUOTA = 3; // TT-SETUP-3, TT-TOK-1
export const MAX_LEVEL = 6; // TT-LVL-2
export const LOCKOUT_AFFLICTIONS = 4; // TT-DEF-4: more than three

export interface Perk {
  readonly name: string;
  readonly limitations: readonly Limitation[];
}

export interface Spell {
  readonly name: string;
  readonly limitations: readonly Limitation[];
}

export interface Affliction {
  readonly name: string;
  /** TT-DEF-3: an affliction from a defeat by critical failure is permanent. */
  readonly permanent: boolean;
  /** TT-REC-1: it ends by itself when the scene ends ("fled in terror"). */
  readonly untilSceneEnd: boolean;
  /** TT-DEF-5: a fatal affliction is death; only after a challenge the GM warned could kill. */
  readonly fatal: boolean;
}

export interface Character {
  readonly name: string;
  /** The forum user who plays it (TT-SETUP-2). A vehicle's is the group's GM until someone drives it. */
  readonly player: string;
  /** TT-VEH-2: a vehicle is a character with a concept but no quality, no Karma, 3 Resolve. */
  readonly kind: "pc" | "vehicle";
  readonly quality: Quality | null;
  readonly concept: string;
  readonly style: Style | null;
  readonly perks: readonly Perk[];
  readonly quirks: readonly string[];
  readonly afflictions: readonly Affliction[];
  readonly spells: readonly Spell[];
  /** TT-SPEC-1(d): a species chosen apart from the archetype, usable as a perk or a quirk. */
  readonly species: string | null;
  readonly karma: number;
  readonly karmaQuota: number;
  readonly resolve: number;
  readonly resolveQuota: number;
  readonly advances: number;
  /** Advances the GM has granted (TT-ADV-1) and the player has not chosen yet. */
  readonly advancesPending: number;
  readonly level: number;
  /** TT-DEF-2(c): defeated, so out for the rest of the scene. */
  readonly outOfScene: boolean;
}

/**
 * TT-OUT-1's four outcomes, and two only an opposed challenge has: "pending", a roll whose difficulty
 * is the opponent's top die not rolled yet (TT-OPP-1: no outcome, cost or Karma until both rolled), and
 * "draw" (TT-OPP-3: both matched with as many dice; the GM favours both sides equally, so neither fails).
 */
export type Outcome = "critical" | "failure" | "success" | "exceptional" | "pending" | "draw";
export const OUTCOMES = ["critical", "failure", "success", "exceptional", "pending", "draw"] as const satisfies readonly Outcome[];
/** A draw counts as no failure for either side: nothing to cost, and a quirk may pay Resolve (TT-QRK-2). */
export const isSuccess = (o: Outcome): boolean => o === "success" || o === "exceptional" || o === "draw";

export interface Participant {
  readonly character: string;
  /** The quality this character's roll uses (the GM's call, TT-DICE-1). */
  readonly quality: Quality;
  /** TT-DICE-1: the GM's "outside the concept and perks" flag, one die fewer. */
  readonly outsideConcept: boolean;
}

export type ChallengeKind = "normal" | "attack" | "defence" | "fear" | "opposed";

export interface Enemy {
  readonly name: string | null;
  readonly qualities: readonly EnemyQuality[];
  readonly level: number | null;
  readonly boss: boolean;
}

export interface Pool { readonly total: number; readonly remaining: number }

export interface RollRecord {
  readonly character: string;
  readonly vehicle: string | null;
  readonly faces: readonly number[];
  /**
   * The difficulty the roll is judged against now (Karma after the roll lowers it); null while an
   * opposed roll waits for the opponent's, whose top die it will be (TT-OPP-1).
   */
  readonly difficulty: number | null;
  readonly hits: number;
  readonly outcome: Outcome;
  /** Effort tokens left before this roll, and how many it removed (TT-EFF-2). */
  readonly effortBefore: number | null;
  readonly removed: number;
  /** Whether the GM has chosen what this failure costs (TT-OUT-3); true for successes. */
  readonly settled: boolean;
}

/** One challenge's limits (TT-KAR-3, TT-QRK-3), kept per scope: the whole challenge or one character. */
export interface Limits {
  readonly karma: {
    readonly spender: string;
    readonly perk: string;
    readonly paidWith: "karma" | "resolve" | "complication";
    /** Whether it lowers the difficulty: not for a narrative use, nor once the GM swapped it (TT-SUP-4). */
    readonly lowers: boolean;
  } | null;
  readonly quirk: {
    readonly character: string;
    readonly kind: "quirk" | "affliction" | "species";
    readonly name: string;
    /** The first roll it raises: one declared mid-effort never reaches back to rolls already made. */
    readonly fromRoll: number;
  } | null;
  /** TT-QRK-2: whether the quirk's reward has been taken. */
  readonly rewarded: boolean;
}

export interface Challenge {
  readonly id: string;
  readonly kind: ChallengeKind;
  readonly base: number;
  readonly participants: readonly Participant[];
  /** The combat style a combat roll uses (TT-DICE-2, TT-AMB-02); null outside combat. */
  readonly combat: Style | null;
  readonly enemy: Enemy | null;
  readonly effort: Pool | null;
  readonly battle: string | null;
  /** TT-DEF-5: the GM warned that this challenge could end in death. */
  readonly deadly: boolean;
  /** "*" for an effort challenge (one challenge over every roll, TT-AMB-05), else one per character. */
  readonly limits: Readonly<Record<string, Limits>>;
  readonly rolls: readonly RollRecord[];
  /** Characters who overcame it with 1 Karma and no roll (TT-KAR-1, bypass). */
  readonly bypassed: readonly string[];
  readonly open: boolean;
}

export interface Battle {
  readonly id: string;
  readonly ours: Pool;
  readonly theirs: Pool;
}

export type Offer =
  | { readonly kind: "karma-for-complication"; readonly character: string }
  | { readonly kind: "complication-for-karma"; readonly character: string; readonly challenge: string };

export interface PendingAffliction {
  readonly character: string;
  readonly permanent: boolean;
  readonly challenge: string | null;
  /** Who may write it (TT-DEF-1: the winner): the GM, or the player of the opposing character. */
  readonly winner: string;
  readonly deadly: boolean;
}

export interface TtState {
  readonly gm: string;
  readonly settings: import("./settings.js").TtSettings;
  readonly session: number;
  readonly characters: Readonly<Record<string, Character>>;
  readonly challenges: Readonly<Record<string, Challenge>>;
  readonly battles: Readonly<Record<string, Battle>>;
  readonly offers: readonly Offer[];
  readonly pendingAfflictions: readonly PendingAffliction[];
}

/** What an action changed, each naming the rule that made it. */
export interface LedgerEntry {
  readonly character: string;
  readonly kind:
    | "karma" | "resolve" | "karma-quota" | "resolve-quota" | "effort" | "forces" | "level" | "advance"
    | "affliction" | "defeat" | "complication" | "outcome" | "difficulty" | "perk" | "quirk";
  readonly amount: number;
  readonly rule: string;
  /** What happened, in a few plain English words (or the name of what was gained or lost). */
  readonly reason: string;
  readonly challenge?: string;
}
