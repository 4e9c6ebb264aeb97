// Random play: thousands of actions by right and wrong players, legal or not, from the whole action
// table. Whatever happens: nothing throws, a refused action leaves the state as it was, dice stay
// d6 faces, facet levels stay 1..5 (FA-SHEET-4), no PH goes below 0, breaking never changes a
// side's sum (FA-BREAK-1), and the same log gives the same state.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { apply, awaited, parseAction, sum, type FaState } from "../../../src/games/facetas/rules/index.js";
import { checksRule, start } from "./helpers.js";

// "@turn" is whoever the game waits for now, so random play gets past the turn checks often enough
// to reach the deeper rules (ties, postponements, the loot).
const who = fc.constantFrom("@turn", "@turn", "@turn", "@turn", "ana", "bruno", "carla", "dario", "zoe");
const side = fc.constantFrom("protagonist", "adversary");
const target = fc.record({ side, die: fc.integer({ min: 1, max: 5 }) });
const facet = fc.constantFrom("Quince años de matarife", "Buick", "Sin pegar ojo", "Marlene", "Cadáver", "Chicos de azul", "Sin blanca", "Sara", "Nada");
const action = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant("roll"), by: who, target, facet, pay: fc.constantFrom("facet", "ph"), face: fc.integer({ min: 1, max: 6 }) }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constant("inspire"), by: who, target, value: fc.integer({ min: 1, max: 6 }) }), weight: 3 },
  fc.record({ type: fc.constant("boost"), by: who, value: fc.integer({ min: 1, max: 5 }) }),
  { arbitrary: fc.record({ type: fc.constant("trait"), by: who, trait: fc.constantFrom("Demonio al volante", "Vida nocturna"), use: fc.constantFrom("help", "hinder"), die: fc.integer({ min: 1, max: 4 }) }), weight: 2 },
  fc.record({ type: fc.constant("support"), by: who, side }),
  { arbitrary: fc.record({ type: fc.constant("break"), by: who, target }), weight: 2 },
  // Turns must end for rounds to end: passing on turn is frequent.
  { arbitrary: fc.record({ type: fc.constant("pass"), by: fc.constant("@turn") }), weight: 12 },
  { arbitrary: fc.record({ type: fc.constantFrom("pass", "continue", "surrender", "postpone", "concede"), by: who }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constant("pairing"), by: who }), weight: 3 },
  fc.record({ type: fc.constant("world-risk"), by: who, facets: fc.constant({ Tormenta: 1 }) }),
  fc.record({ type: fc.constant("ally-renew"), by: who, throughMain: fc.boolean() }),
);

function playAll(s: FaState, actions: readonly { by: string }[]): FaState {
  for (const raw of actions) {
    const by = raw.by === "@turn" ? awaited(s)[0]?.user ?? "ana" : raw.by;
    const parsed = parseAction({ ...raw, by });
    if (!parsed.ok) continue;
    const before = JSON.stringify(s);
    const sums = { p: sum(s.dice.protagonist), a: sum(s.dice.adversary) };
    const r = apply(s, parsed.value);
    expect(JSON.stringify(s)).toBe(before);
    if (!r.ok) continue;
    const t = r.value.state;
    if (parsed.value.type === "break" || parsed.value.type === "trait") expect({ p: sum(t.dice.protagonist), a: sum(t.dice.adversary) }).toEqual(sums);
    for (const v of [...t.dice.protagonist, ...t.dice.adversary]) expect(v >= 1 && v <= 6).toBe(true);
    for (const f of [...t.protagonist.facets, ...t.adversary.facets, ...t.world!.facets]) expect(f.level >= 1 && f.level <= 5).toBe(true);
    for (const ph of [t.protagonist.ph, t.adversary.ph, t.ally!.ph, t.world!.ph]) expect(ph >= 0).toBe(true);
    s = t;
  }
  return s;
}

describe("random play", () => {
  it("FA-SHEET-4 FA-BREAK-1 never throws, never edits its input, keeps dice, levels and PH in range, and replays to the same state", () => {
    checksRule(["FA-SHEET-4", "FA-BREAK-1"], () => {
      let over = 0;
      fc.assert(fc.property(fc.array(action, { minLength: 1, maxLength: 120 }), (actions) => {
        const a = playAll(start(), actions);
        const b = playAll(start(), actions);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        if (a.phase.kind === "over" || a.phase.kind === "loot") over++;
      }), { numRuns: 200, seed: 15 });
      // Random play reaches the end of conflicts, so the end-of-round and loot rules are exercised too.
      expect(over).toBeGreaterThan(0);
    });
  });
});
