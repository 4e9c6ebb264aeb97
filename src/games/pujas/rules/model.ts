// Pujas as plain data: purses, the Bank, scenes, Components, Complications, Challenges and Fines,
// the state the reducer (apply.ts) turns from one into the next. Rule IDs (PJ-…) are the project's
// numbering of the order of play; PJ-TOOL-nn names a default this tool chose where the rules are
// silent (docs/games/pujas.md lists them all).
import type { PjSettings } from "./settings.js";
import type { Said } from "./ledger-words.js";

export const TENET_KINDS = ["social", "story", "special"] as const;
export type TenetKind = (typeof TENET_KINDS)[number];

export interface Tenet {
  readonly id: number;
  readonly kind: TenetKind;
  readonly text: string;
  readonly by: string;
  /** How many times it was modified (PJ-TENET-3). */
  readonly version: number;
}

export interface TraitRecord {
  readonly name: string;
  readonly active: boolean;
  /** Every add, remove and restore, in order, with the scene it happened in (PJ-OWN-13). */
  readonly history: readonly { readonly op: "add" | "remove" | "restore"; readonly by: string; readonly scene: number }[];
}

export interface Component {
  readonly id: string;
  readonly kind: "plain" | "master" | "sub";
  /** The Master of a Sub-component (PJ-MASTER-1). */
  readonly master: string | null;
  readonly traits: readonly TraitRecord[];
  /** Who controls it in this scene (PJ-CTRL-1); nobody between scenes (PJ-CTRL-3). */
  readonly controller: string | null;
  readonly inScene: boolean;
  readonly eliminated: boolean;
  /** Importance levels bought away (PJ-OWN-14); restoring buys them back. */
  readonly reduced: number;
  readonly createdBy: string;
}

export interface SceneEvent {
  readonly id: string;
  readonly by: string;
  readonly text: string;
}

export interface Scene {
  readonly number: number;
  readonly narrator: string;
  /** PJ-BID-5: the winning bid, on the table for the Narrator to spend; lost at scene end (PJ-BID-6). */
  readonly table: number;
  readonly place: string | null;
  readonly time: "present" | "past" | "future" | null;
  /** PJ-FRAME-2: true until the Narrator describes the first Event; no interrupts meanwhile. */
  readonly framing: boolean;
  /** Whose turn it is (PJ-TURN-1, PJ-TURN-5). */
  readonly turn: string;
  /** PJ-OWN-11: a mini-scene open until the turn ends. */
  readonly miniScene: boolean;
  readonly events: readonly SceneEvent[];
}

export interface PastScene {
  readonly number: number;
  readonly narrator: string;
  /** PJ-END-1: a faded scene can never be returned to. */
  readonly faded: boolean;
}

export interface Pool {
  readonly owner: string;
  /** PJ-AMB-07: the starter's pool is the Complication's; other pools oppose it unless declared with it. */
  readonly side: "complication" | "opposing";
  readonly dice: number;
  /** PJ-CPX-6: Advantage dice won in ties; kept for every reroll. */
  readonly advantage: number;
}

export interface Roll {
  readonly faces: Readonly<Record<string, readonly number[]>>;
  readonly successes: { readonly complication: number; readonly opposing: number };
}

export interface Complication {
  readonly id: string;
  readonly starter: string;
  /** How it started (PJ-CPX-1): (a) changing Components not controlled, (b) an Event turned into an Obstacle. */
  readonly trigger: "change" | "obstacle";
  readonly event: string | null;
  readonly involves: readonly string[];
  readonly pools: readonly Pool[];
  /** "component/trait" keys already applied (PJ-AMB-08). */
  readonly traitsApplied: readonly string[];
  readonly stage: "building" | "rolling" | "narrating" | "closed";
  /** PJ-CPX-4: players who agreed to roll. */
  readonly agreed: readonly string[];
  /** PJ-AMB-09: turns ended since the pools last changed. */
  readonly idleTurns: number;
  readonly rolls: readonly Roll[];
  readonly winner: "complication" | "opposing" | null;
  /** PJ-CPX-7: each player's prize coins still to spend. */
  readonly prize: Readonly<Record<string, number>>;
  /** PJ-CPX-8, PJ-CPX-9: who narrates, in order; the first is narrating now. */
  readonly narrators: readonly string[];
}

export interface ChallengeOption {
  readonly id: string;
  readonly text: string;
  readonly by: string;
  readonly total: number;
}

export interface Challenge {
  readonly id: string;
  readonly challenger: string;
  readonly challenged: string;
  readonly matter: string;
  /** PJ-CHAL-1: talking first; bidding if they do not agree. */
  readonly stage: "negotiating" | "bidding" | "closed";
  /** PJ-CHAL-2: whose bid it is, by seat. */
  readonly next: string;
  readonly passesInARow: number;
  readonly bids: readonly { readonly by: string; readonly coins: number; readonly option: string | null }[];
  readonly options: readonly ChallengeOption[];
  /**
   * "agreed" (PJ-CHAL-1), "dropped" (PJ-CHAL-3), or the id of the option the bids decided (PJ-CHAL-6:
   * that one "no podrá volver a ser puesta a prueba"); null while open.
   */
  readonly result: string | null;
  /** The earlier Challenge whose outcome this one contests, when it names one (PJ-CHAL-6). */
  readonly of: string | null;
}

export interface Fine {
  readonly id: string;
  readonly accuser: string;
  readonly accused: string;
  readonly votes: Readonly<Record<string, "accuser" | "accused">>;
  readonly open: boolean;
  readonly loser: string | null;
  readonly charged: number;
}

export type Phase =
  | { readonly kind: "tenets"; readonly turn: string; readonly taken: number }
  | { readonly kind: "bidding" }
  | { readonly kind: "scene" };

export interface PjState {
  readonly settings: PjSettings;
  /** Seating order; "left" is the next one, wrapping round (PJ-TURN-1). */
  readonly players: readonly string[];
  /** PJ-SETUP-2: the first player, the tie reference before any scene (PJ-AMB-02). */
  readonly first: string;
  readonly purses: Readonly<Record<string, number>>;
  /** The Bank's net takings: paid in minus paid out. It is unlimited, so this may go below 0 (PJ-COIN-1). */
  readonly bank: number;
  readonly phase: Phase;
  readonly scene: Scene | null;
  readonly pastScenes: readonly PastScene[];
  readonly tenets: readonly Tenet[];
  readonly components: Readonly<Record<string, Component>>;
  readonly complications: Readonly<Record<string, Complication>>;
  readonly challenges: Readonly<Record<string, Challenge>>;
  readonly fines: Readonly<Record<string, Fine>>;
  readonly eventCount: number;
}

/** Where coins sit: the Bank, a purse, the Narrator's table, or a player's prize from a Complication. */
export type Holder = "bank" | `purse:${string}` | `table:${string}` | `prize:${string}`;

/** One line of the books: coins moved (from → to), or a fact with no coins, each naming its rule. */
export interface LedgerEntry {
  readonly rule: string;
  /** The line in English, as `gf pujas replay` prints it: `say` in words. */
  readonly what: string;
  /** The line's words and values (ledger-words.ts), for a reply in the table's language. */
  readonly say?: Said;
  readonly player?: string;
  readonly amount?: number;
  readonly from?: Holder;
  readonly to?: Holder;
}
