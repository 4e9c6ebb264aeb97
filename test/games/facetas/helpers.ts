// Shared by Facetas' rule tests: the rulebook's example table (Mark against Marlene), a way to play
// a list of actions, and the fixture logs read as records.
import { apply, initialState, parseAction, type FaState, type LogEntry, type Setup, type ActionInput } from "../../../src/games/facetas/rules/index.js";
import type { GfError } from "../../../src/lib/result.js";
import { checksRule } from "../../support/checks-rule.js";
import { logRecords } from "../../support/gf.js";

export const MARK: Setup = {
  conflict: "la-puerta",
  players: { protagonist: "ana", adversary: "bruno", ally: "carla", world: "dario" },
  protagonist: {
    facets: [
      { name: "Quince años de matarife", level: 3 }, { name: "Buick", level: 1 }, { name: "Sin pegar ojo", level: 4 },
      { name: "Marlene", level: 2 }, { name: "Cadáver", level: 5 },
    ],
    traits: ["Demonio al volante", "Vida nocturna"], ph: 3, inspirations: [2, 3],
  },
  adversary: { facets: [{ name: "Chicos de azul", level: 3 }, { name: "Sin blanca", level: 1 }, { name: "Sara", level: 5 }], threat: "Cadáver", ph: 1, inspirations: [3, 3, 5] },
  ally: { ph: 2, inspirations: [4, 2, 2], mainTraits: [{ name: "Buena vecina", exhausted: true }, { name: "Paraguas", exhausted: true }] },
  world: { ph: 3, inspirations: [2, 2, 2], facets: [{ name: "Tormenta", level: 5 }, { name: "Vecina", level: 2 }] },
};

export function start(over: Partial<Setup> = {}): FaState {
  const r = initialState({ ...MARK, ...over });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export interface Played { readonly state: FaState; readonly entries: LogEntry[] }

/** Plays actions in order; throws on the first refusal (use `refusal` to test one). */
export function play(state: FaState, ...actions: ActionInput[]): Played {
  const entries: LogEntry[] = [];
  for (const a of actions) {
    const parsed = parseAction(a);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = apply(state, parsed.value);
    if (!r.ok) throw new Error(`${a.type}: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    entries.push(...r.value.entries);
  }
  return { state, entries };
}

/** The error the last action gets, after the others are played. */
export function refusal(state: FaState, ...actions: ActionInput[]): GfError {
  const s = play(state, ...actions.slice(0, -1)).state;
  const last = parseAction(actions.at(-1));
  if (!last.ok) return last.error;
  const r = apply(s, last.value);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(actions.at(-1))}`);
  return r.error;
}

export const P = (die: number) => ({ side: "protagonist" as const, die });
export const A = (die: number) => ({ side: "adversary" as const, die });
/** Passes every remaining turn of the round, starting with the role on turn. */
export function passRound(state: FaState): ActionInput[] {
  const order = ["protagonist", "adversary", "ally", "world"] as const;
  return order.slice(order.indexOf(state.turn as (typeof order)[number])).filter((r) => state.players[r]).map((r) => ({ type: "pass", by: state.players[r]! }));
}

export function fixture(name: string): unknown[] {
  return logRecords(`test/fixtures/facetas/${name}.jsonl`);
}

export { checksRule };
