// Random play: thousands of actions by right and wrong players, legal or not, from the whole action
// table. Whatever happens: nothing throws, a refused action leaves the state as it was, the books
// balance (PJ-COIN-1), no purse goes below 0 (PJ-COIN-2), and the same log gives the same state.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { apply, parseAction, type PjState } from "../../../src/games/pujas/rules/index.js";
import { balanced, checksRule, start } from "./helpers.js";

// "@turn" is whoever may act now (a Complication's narrator, the player on turn, the next in the
// Tenet lap), so random play gets past the turn checks often enough to reach the deeper rules.
const who = fc.constantFrom("@turn", "@turn", "@turn", "@turn", "ana", "bruno", "carla", "zoe");
const comp = fc.constantFrom("Inn", "Ship", "Guild", "Thief");
const trait = fc.constantFrom("Old", "Fast", "Rich", "Sly");
const id = fc.constantFrom("c1", "c2", "ch1", "f1");
const n = fc.integer({ min: 0, max: 6 });
const faces = fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 6 });

const action = fc.oneof(
  fc.record({ type: fc.constant("tenet"), by: who, kind: fc.constantFrom("social", "story", "special"), text: fc.constant("t") }),
  fc.record({ type: fc.constant("pass"), by: who }),
  fc.record({ type: fc.constant("auction"), bids: fc.record({ ana: n, bruno: n, carla: n }) }),
  fc.record({ type: fc.constant("place"), by: who, place: fc.constant("p") }),
  fc.record({ type: fc.constantFrom("time"), by: who, when: fc.constantFrom("present", "past", "future") }),
  fc.record({ type: fc.constant("end-scene"), by: who, fade: fc.boolean() }),
  fc.record({ type: fc.constantFrom("bring", "take-out", "eliminate", "take-over", "dialogue"), by: who, component: comp }),
  fc.record({ type: fc.constant("event"), by: who, text: fc.constant("e") }),
  fc.record({ type: fc.constantFrom("end-turn", "interrupt", "mini-scene"), by: who }),
  fc.record({ type: fc.constant("create"), by: who, component: comp, traits: fc.uniqueArray(trait, { maxLength: 2 }), master: fc.boolean() }),
  fc.record({ type: fc.constant("trait"), by: who, component: comp, op: fc.constantFrom("add", "remove", "restore"), trait }),
  fc.record({ type: fc.constant("importance"), by: who, component: comp, op: fc.constantFrom("reduce", "restore"), levels: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant("link"), by: who, component: comp, master: comp }),
  fc.record({ type: fc.constant("complicate"), by: who, id, involves: fc.uniqueArray(comp, { minLength: 1, maxLength: 2 }) }),
  fc.record({ type: fc.constant("obstacle"), by: who, id, event: fc.constantFrom("E1", "E2"), dice: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant("dice"), by: who, complication: id, pool: who, op: fc.constantFrom("add", "remove"), coins: fc.integer({ min: 1, max: 3 }), why: fc.constant("w") }),
  fc.record({ type: fc.constant("dice"), by: who, complication: id, pool: who, trait: fc.record({ component: comp, trait }) }),
  fc.record({ type: fc.constant("resolve"), by: who, complication: id }),
  fc.record({ type: fc.constant("roll"), complication: id, faces: fc.record({ ana: faces, bruno: faces, carla: faces }, { requiredKeys: [] }) }),
  fc.record({ type: fc.constant("buy-prize"), by: who, complication: id, from: who, coins: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant("narrated"), by: who, complication: id }),
  fc.record({ type: fc.constant("challenge"), by: who, id, against: who, matter: fc.constantFrom("m1", "m2") }),
  fc.record({ type: fc.constant("challenge-agreed"), by: who, challenge: id }),
  fc.record({ type: fc.constant("challenge-bid"), by: who, challenge: id, coins: n, option: fc.constantFrom("challenger", "challenged") }),
  fc.record({ type: fc.constant("fine"), by: who, id, accused: who }),
  fc.record({ type: fc.constant("vote"), by: who, fine: id, for: fc.constantFrom("accuser", "accused") }),
);

function actorOf(s: PjState): string {
  const narrating = Object.values(s.complications).find((c) => c.stage === "narrating");
  return narrating?.narrators[0] ?? s.scene?.turn ?? (s.phase.kind === "tenets" ? s.phase.turn : "ana");
}

function run(log: readonly unknown[], init: PjState): { state: PjState; applied: number } {
  let state = init;
  let applied = 0;
  for (const raw of log) {
    const now = actorOf(state);
    const input = JSON.parse(JSON.stringify(raw).replaceAll('"@turn"', JSON.stringify(now)));
    const a = parseAction(input);
    if (!a.ok) continue;
    const before = JSON.stringify(state);
    const r = apply(state, a.value);
    expect(JSON.stringify(state)).toBe(before); // the input state is never changed
    if (!r.ok) continue;
    applied++;
    state = r.value.state;
    expect(balanced(state)).toBe(true);
    if (state.scene) expect(state.scene.table).toBeGreaterThanOrEqual(0);
    for (const c of Object.values(state.complications)) for (const v of Object.values(c.prize)) expect(v).toBeGreaterThanOrEqual(0);
  }
  return { state, applied };
}

describe("Pujas random play", () => {
  it("PJ-COIN-1, PJ-COIN-2: nothing throws, refused actions change nothing, the books always balance, and replaying gives the same state", () => {
    // A few moves that get a scene going, so random play reaches the deeper rules.
    const opening = [{ type: "pass", by: "ana" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" }, { type: "auction", bids: { ana: 2, bruno: 1, carla: 0 } },
      { type: "create", by: "ana", component: "Inn", traits: ["Old"] }, { type: "event", by: "ana", text: "e" }];
    let deep = 0;
    checksRule(["PJ-COIN-1", "PJ-COIN-2"], () => fc.assert(fc.property(fc.array(action, { minLength: 40, maxLength: 150 }), fc.integer({ min: 0, max: 3 }), (moves, recovery) => {
      const log = [...opening, ...moves];
      const a = run(log, start({ startingCoins: 8, recovery }));
      const b = run(log, start({ startingCoins: 8, recovery }));
      expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
      if (a.applied > opening.length + 10) deep++;
    }), { numRuns: 150, seed: 20261123 }));
    // The seed is fixed so this depth check cannot be flaky; the invariants above hold for any seed.
    expect(deep).toBeGreaterThan(5);
  });
});
