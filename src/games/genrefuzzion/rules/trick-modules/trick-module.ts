// What a trick may change, as hooks the reducer calls at fixed points: while a pool is built (its
// lines, its slot limits, its own condition and dice), in the evaluation of the roll, after a roll
// (the scene-timing tricks), with a yield, and on a problem just created. Each trick is one module
// (trick-modules/<id>.ts) with only the hooks it needs; trick-modules/index.ts registers them all.
import type { Done, Err, GfError, Result } from "../../../../lib/result.js";
import type { D, DScene } from "../context.js";
import type { DieSize } from "../dice.js";
import type { Character, PoolEntry, TrickPlay } from "../schemas.js";
import type { Draft, Effect, PoolDie, RollRecord, Scene, Side } from "../state.js";
import type { Trick } from "../tricks.js";
import type { TrickId } from "./trick-id.js";

/** What a pool is built from; hooks read it and never change it. */
export interface PoolView {
  readonly state: Readonly<D>;
  readonly scene: Readonly<Scene>;
  readonly side: Side;
  /** The builder's and the opponent's sheets. */
  readonly mine: Readonly<Character>;
  readonly theirs: Readonly<Character>;
  readonly character: string;
  readonly opponent: string;
  readonly lines: readonly PoolEntry[];
  readonly boostPv: boolean;
  readonly secondRoll: boolean;
  /** The builder's previous roll in this scene, if any (a retry or a re-opposition). */
  readonly previous: RollRecord | undefined;
  /** This trick as declared with the pool (the cliché or clichés it names). */
  readonly play: TrickPlay;
  readonly trick: Trick;
}

/** The pool as built so far: the builder's own working copy, never the game's state. */
export interface PoolSoFar {
  readonly pool: Draft<PoolDie>[];
  /** Lines read per slot (S1…S10, "give"). */
  readonly counts: Readonly<Record<string, number>>;
  /** The builder's clichés in this pool. */
  readonly cliches: readonly string[];
  /** Effects that start once the roll is accepted. */
  readonly effects: Effect[];
  add(size: DieSize, kind: string, name: string, times?: number, owner?: string): void;
}

/** The evaluation switches a trick turns (GF-ROLL-*, GF-RES-6). */
export interface EvaluationFlags {
  onesBotch: boolean;
  bornClever: boolean;
  effectFromResult: boolean;
  discardLowest: boolean;
  /** GF-TRICK-07: the roll is out of control: its botched dice become problems when the scene ends. */
  outOfControl: boolean;
  /** Dice a retry must add (GF-RES-6). */
  growth: number;
}

/** A trick played on its own during a scene, after its cost and timing were checked. */
export interface PlayContext {
  readonly state: D;
  readonly scene: DScene;
  readonly side: Side;
  readonly character: string;
  readonly mine: Draft<Character>;
  readonly play: TrickPlay;
  readonly trick: Trick;
  /** The scene is in its roll loop and the effect is not chosen yet. */
  readonly inLoop: boolean;
  /** The latest roll is the opponent's, in the loop. */
  readonly afterOpponentRoll: boolean;
  /** The trick's condition does not hold. */
  unmet(): Err<GfError>;
  /** The trick cannot be played in this phase. */
  wrongPhase(): Err<GfError>;
}

export interface TrickModule<Id extends TrickId = TrickId> {
  readonly id: Id;
  /** Replaces the pool's lines with dice of its own (Imitación); runs before the lines are read. */
  readonly replaceLines?: (v: PoolView, built: PoolSoFar) => Done;
  /** How many dice the relationship line gives (1 without it); may refuse the line. */
  readonly relationshipDice?: (die: DieSize) => Result<number>;
  /** Whether the relationship line is used up by this pool. */
  readonly spendsRelationship?: boolean;
  /** How many dice a sacrificed advantage gives (3 without it); may refuse a kept advantage. */
  readonly advantageLine?: (sacrifice: boolean) => Result<number>;
  /** How many dice a scene-cliché line gives, knowing whether it is the first (1 without it). */
  readonly sceneDice?: (first: boolean) => number;
  /** The opponent's attribute (S7) costs no PK transfer. */
  readonly freeAgainst?: boolean;
  /** Slot limits it changes: the new maximum and the rule that sets it. */
  readonly limits?: Readonly<Partial<Record<"S1" | "S5", { readonly max: number; readonly rule: string }>>>;
  /** The third cliché costs nothing more (already paid for). */
  readonly freeThirdCliche?: boolean;
  /** Allies: more than three may help, by the table's teamwork setting; its condition on the allies. */
  readonly teamwork?: (v: PoolView) => Done;
  /** It rolls the pool twice (Cámara lenta): a second roll without it is refused. */
  readonly rollsTwice?: boolean;
  /** Its condition and its dice, once every line is read (S9); runs in the registry's order. */
  readonly pool?: (v: PoolView, built: PoolSoFar) => Done;
  /** The evaluation switches it turns on the roll it was declared with. */
  readonly evaluate?: (flags: EvaluationFlags) => void;
  /** Played on its own after a roll or any time in the scene: its effect on the scene. */
  readonly afterRoll?: (c: PlayContext) => Done;
  /** Played with a yield. */
  readonly onYield?: (scene: DScene) => void;
  /** Played on a problem just created: the problem as it will be given. */
  readonly onProblem?: (problem: Draft<{ die: DieSize }>) => void;
}
