// Facetas' state: plain data, copied and edited by the reducer, never shared. The two sides' dice as
// they stand, each role's resources, the round and whose turn it is, and what the game waits for
// once the World's turn is over (a tie's answers, a postponement, the loot's choices).
import type { FaSettings } from "./settings.js";

export const ROLES = ["protagonist", "adversary", "ally", "world"] as const;
export type Role = (typeof ROLES)[number];
/** FA-ROLE-1: only the Protagonist and the Adversary hold dice. */
export const SIDES = ["protagonist", "adversary"] as const;
export type Side = (typeof SIDES)[number];

export interface Facet { readonly name: string; readonly level: number }
export interface ProtagonistFacet extends Facet { readonly start: number }
export interface ConflictFacet extends Facet { readonly exhausted: boolean }
export interface Trait { readonly name: string; readonly exhausted: boolean }
export interface AllyInspiration { readonly value: number; readonly boosted: boolean }

export interface Protagonist {
  readonly facets: readonly ProtagonistFacet[];
  readonly traits: readonly Trait[];
  readonly ph: number;
  readonly inspirations: readonly number[];
  /** FA-COST-1: the first roll of the conflict is free. */
  readonly freeRollUsed: boolean;
  /** FA-LOOT-9: Traits used to hinder, each 1 PH at the end of the conflict. */
  readonly hinderTraits: number;
  /** FA-END-3: PH spent postponing defeat, counted for the Adversary's loot. */
  readonly postponed: number;
}

export interface Adversary {
  readonly facets: readonly ConflictFacet[];
  readonly threat: string | null;
  readonly ph: number;
  readonly inspirations: readonly number[];
}

export interface Ally {
  readonly ph: number;
  readonly inspirations: readonly AllyInspiration[];
  /** The Ally's main character's Traits, renewed by FA-LOOT-6. */
  readonly mainTraits: readonly Trait[];
  /** FA-LOOT-6: whether the Ally helps through their main character; null until someone says. */
  readonly throughMain: boolean | null;
}

export interface World {
  readonly ph: number;
  readonly inspirations: readonly number[];
  /** The World's main character's facets, where FA-LOOT-8's Risk reductions go. */
  readonly facets: readonly Facet[];
  /** FA-WORLD-4: the side declared on the World's current turn. */
  readonly supporting: Side | null;
  /** FA-WORLD-4, FA-AMB-06: the side supported on the World's previous turn (null after a pass). */
  readonly previousTurn: Side | null;
  /** FA-LOOT-7, FA-LOOT-8: the last side the World actually supported. */
  readonly lastSupported: Side | null;
}

/** Where the conflict stands. */
export type Phase =
  | { readonly kind: "turns" }
  /** FA-END-1: a tie; each duelist answers (continue, or surrender). */
  | { readonly kind: "tie"; readonly continuing: readonly Side[] }
  /** FA-END-3: the Protagonist is behind and holds PH: pay 1 to postpone, or concede. */
  | { readonly kind: "behind" }
  /** FA-LOOT-1…9: the winner's pairing and the other loot choices are awaited. */
  | { readonly kind: "loot"; readonly winner: Side; readonly how: "score" | "surrender" | "concession"; readonly done: readonly LootPart[] }
  | { readonly kind: "over"; readonly winner: Side | null; readonly how: "score" | "surrender" | "concession" };

export type LootPart = "pairing" | "world-risk" | "ally-renew";

export interface FaState {
  readonly conflict: string;
  readonly settings: FaSettings;
  /** Who holds each role (FA-ROLE-1); the Ally and the World may be absent. */
  readonly players: Readonly<Partial<Record<Role, string>>> & { readonly protagonist: string; readonly adversary: string };
  readonly dice: Readonly<Record<Side, readonly number[]>>;
  readonly round: number;
  readonly turn: Role;
  readonly phase: Phase;
  readonly protagonist: Protagonist;
  readonly adversary: Adversary;
  readonly ally: Ally | null;
  readonly world: World | null;
  /** FA-RECAP-1: facets that were asked to rise past 5 (FA-AMB-01). */
  readonly riskOverflow: readonly string[];
}

/** One line of the conflict's visible log: what changed, its rule, and the dice after it. */
export interface LogEntry {
  readonly rule: string;
  readonly role?: Role;
  /** What changed, in English; `es` in Spanish. */
  readonly what: string;
  readonly es: string;
  readonly dice?: Readonly<Record<Side, readonly number[]>>;
}

export const other = (s: Side): Side => (s === "protagonist" ? "adversary" : "protagonist");
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
