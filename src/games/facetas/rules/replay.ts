// Replaying a Facetas log: the conflict's opening, then actions, then optional expectations, one
// record per line of a JSONL file (the shared walk of src/lib/replay.ts). Pure.
import { z } from "zod";
import type { GfError } from "../../../lib/result.js";
import { expectations, keysSorted, midGameStart, replayLog, rulesPosted, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, initialState, parseAction } from "./apply.js";
import { sum, type FaState, type LogEntry } from "./model.js";
import { action as actionSchema, setup as setupSchema, type Action } from "./schemas.js";
import { faStateSchema } from "./state-schema.js";

/** A conflict's opening, or a conflict in the middle, as its whole state (read by faStateSchema). */
const setupLine = z.union([setupSchema, z.object({ state: faStateSchema }).strict()]);


const faces = z.array(z.number());
/** What a log may assert once every action before it has been applied: anything the state holds, by name. */
const expectation = z.object({
  dice: z.object({ protagonist: faces.optional(), adversary: faces.optional() }).optional(),
  round: z.number().optional(),
  turn: z.string().optional(),
  /** The phase's kind, and the winner once there is one, and how it was won. */
  phase: z.string().optional(),
  winner: z.string().nullable().optional(),
  how: z.string().optional(),
  ph: z.record(z.string(), z.number()).optional(),
  /** By role; in any order. */
  inspirations: z.record(z.string(), faces).optional(),
  /** Facet levels, by role ("protagonist", "adversary", "world") then name. */
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  /** Exhausted Traits and conflict facets, by name, in any order. */
  exhausted: z.array(z.string()).optional(),
  /** Traits by role (the Protagonist's, the Ally's main character's), in any order. */
  traits: z.record(z.string(), z.array(z.string())).optional(),
  /** The World's sides: the one declared now, on its previous turn, and the last it supported (FA-WORLD-4, FA-LOOT-7). */
  world: z.object({ supporting: z.string().nullable().optional(), previousTurn: z.string().nullable().optional(), lastSupported: z.string().nullable().optional() }).optional(),
  freeRollUsed: z.boolean().optional(),
  threat: z.string().nullable().optional(),
  riskOverflow: z.array(z.string()).optional(),
  /** FA-END-1: at a tie, the duelists who chose to play on (in any order); FA-LOOT-*: the loot's parts done (in any order). */
  continuing: z.array(z.string()).optional(),
  lootDone: z.array(z.string()).optional(),
  /** FA-LOOT-9: the Protagonist's hindering Traits; FA-END-3: PH spent postponing defeat. */
  hinderTraits: z.number().optional(),
  postponed: z.number().optional(),
  /** FA-LOOT-6: whether the Ally helps through their main character (null until said). */
  throughMain: z.boolean().nullable().optional(),
  /** The Ally's main character's exhausted Traits, and the values of the Ally's boosted Inspirations (FA-ALLY-1), in any order. */
  allyTraitsExhausted: z.array(z.string()).optional(),
  allyBoosted: z.array(z.number()).optional(),
  /** The conflict's name, the table's settings and who holds each role, compared whole. */
  conflict: z.string().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  players: z.record(z.string(), z.string()).optional(),
  /** The rule IDs the last action posted, in any order. */
  rules: z.array(z.string()).optional(),
});
export type Expectation = z.infer<typeof expectation>;

export type ReplayStep = SharedStep<FaState, Action, LogEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<FaState, Action, LogEntry>;

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

function roleField(s: FaState, role: string): { ph?: number; inspirations?: readonly number[]; facets?: readonly { name: string; level: number }[] } | undefined {
  if (role === "protagonist") return s.protagonist;
  if (role === "adversary") return s.adversary;
  if (role === "ally") return s.ally ? { ph: s.ally.ph, inspirations: s.ally.inspirations.map((i) => i.value) } : undefined;
  if (role === "world") return s.world ?? undefined;
  return undefined;
}

function compare(s: FaState, want: Expectation, last: readonly LogEntry[]): GfError[] {
  const { mismatches, differ } = expectations("fa.replay.expect");
  if (want.dice?.protagonist) differ("dice.protagonist", s.dice.protagonist, want.dice.protagonist);
  if (want.dice?.adversary) differ("dice.adversary", s.dice.adversary, want.dice.adversary);
  if (want.round !== undefined) differ("round", s.round, want.round);
  if (want.turn !== undefined) differ("turn", s.turn, want.turn);
  if (want.phase !== undefined) differ("phase", s.phase.kind, want.phase);
  if (want.winner !== undefined) differ("winner", "winner" in s.phase ? s.phase.winner : null, want.winner);
  for (const [role, n] of Object.entries(want.ph ?? {})) differ(`ph.${role}`, roleField(s, role)?.ph, n);
  for (const [role, xs] of Object.entries(want.inspirations ?? {})) differ(`inspirations.${role}`, sorted(roleField(s, role)?.inspirations ?? []), sorted(xs));
  for (const [role, levels] of Object.entries(want.facets ?? {})) {
    for (const [name, level] of Object.entries(levels)) differ(`facets.${role}.${name}`, roleField(s, role)?.facets?.find((f) => f.name === name)?.level, level);
  }
  if (want.how !== undefined) differ("how", "how" in s.phase ? s.phase.how : null, want.how);
  for (const [role, names] of Object.entries(want.traits ?? {})) {
    const got = role === "protagonist" ? s.protagonist.traits : role === "ally" ? s.ally?.mainTraits ?? [] : [];
    differ(`traits.${role}`, got.map((t) => t.name).sort(), [...names].sort());
  }
  for (const [key, value] of Object.entries(want.world ?? {})) differ(`world.${key}`, s.world ? s.world[key as "supporting"] : null, value);
  if (want.freeRollUsed !== undefined) differ("freeRollUsed", s.protagonist.freeRollUsed, want.freeRollUsed);
  if (want.threat !== undefined) differ("threat", s.adversary.threat ?? null, want.threat);
  if (want.riskOverflow !== undefined) differ("riskOverflow", [...s.riskOverflow].sort(), [...want.riskOverflow].sort());
  if (want.rules !== undefined) differ("rules", rulesPosted(last), [...new Set(want.rules)].sort());
  if (want.continuing !== undefined) differ("continuing", s.phase.kind === "tie" ? [...s.phase.continuing].sort() : [], [...want.continuing].sort());
  if (want.lootDone !== undefined) differ("lootDone", s.phase.kind === "loot" ? [...s.phase.done].sort() : [], [...want.lootDone].sort());
  if (want.hinderTraits !== undefined) differ("hinderTraits", s.protagonist.hinderTraits, want.hinderTraits);
  if (want.postponed !== undefined) differ("postponed", s.protagonist.postponed, want.postponed);
  if (want.throughMain !== undefined) differ("throughMain", s.ally?.throughMain ?? null, want.throughMain);
  if (want.allyTraitsExhausted !== undefined) differ("allyTraitsExhausted", (s.ally?.mainTraits ?? []).filter((t) => t.exhausted).map((t) => t.name).sort(), [...want.allyTraitsExhausted].sort());
  if (want.allyBoosted !== undefined) differ("allyBoosted", sorted((s.ally?.inspirations ?? []).filter((i) => i.boosted).map((i) => i.value)), sorted(want.allyBoosted));
  if (want.conflict !== undefined) differ("conflict", s.conflict, want.conflict);
  if (want.settings !== undefined) differ("settings", keysSorted(s.settings), keysSorted(want.settings));
  if (want.players !== undefined) differ("players", keysSorted(s.players), keysSorted(want.players));
  if (want.exhausted) {
    const now = [...s.protagonist.traits.filter((t) => t.exhausted), ...s.adversary.facets.filter((f) => f.exhausted)].map((x) => x.name).sort();
    differ("exhausted", now, [...want.exhausted].sort());
  }
  return mismatches;
}

/**
 * Replays parsed records: `{ "setup": … }` first (the opening, or `{ "state": … }` mid-conflict), then
 * actions, `{ "expect": … }` and `{ "refused": … }` records.
 */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<FaState, Action, LogEntry, Expectation>({
    noSetup: "fa.replay.no-setup", initialState: midGameStart(initialState, faStateSchema, "fa.setup.invalid"), parseAction, apply, compare, schemas: { action: actionSchema, expect: expectation, setup: setupLine },
  }, records, lines);
}

/** The two sides' sums, as the end-of-round check compares them (FA-END-1). */
export const sums = (s: FaState) => ({ protagonist: sum(s.dice.protagonist), adversary: sum(s.dice.adversary) });
