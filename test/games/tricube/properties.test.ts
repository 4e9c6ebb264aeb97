// Properties of the reducer over random play: whatever players and the GM post, in whatever order,
// apply never throws, a refused action changes nothing, tokens stay within 0 and their quotas, effort
// pools within 0 and their size, and the same log always gives the same state.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { apply, opposed, outcomeOf, parseAction, type Outcome, type TtState } from "../../../src/games/tricube/rules/index.js";
import { checksRule, GM, start } from "./helpers.js";

const users = [GM, "ana", "bruno", "carla", "nadie"];
const names = ["Maga", "Enano", "Elfa"];
const ids = ["a", "b"];
const face = fc.integer({ min: 1, max: 6 });

const anyAction = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("challenge"), by: fc.constantFrom(...users), id: fc.constantFrom(...ids), kind: fc.constantFrom("normal", "opposed", "defence", "attack"),
    quality: fc.constantFrom("agile", "strong", "cunning"), difficulty: fc.constantFrom(3, 4, 5, 5, 6, 7),
    who: fc.subarray(names, { minLength: 1, maxLength: 3 }), effort: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), deadly: fc.boolean() }) },
  { weight: 8, arbitrary: fc.record({ type: fc.constant("roll"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids), character: fc.constantFrom(...names), dice: fc.oneof(fc.array(face, { minLength: 2, maxLength: 3 }), fc.array(face, { minLength: 1, maxLength: 3 })) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("karma"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids), character: fc.constantFrom(...names),
    spender: fc.constantFrom(...names), perk: fc.constantFrom("Piromancia", "Furia salvaje", "Ojo de halcón") }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("quirk"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids), character: fc.constantFrom(...names), quirk: fc.constantFrom("Arrogante", "Gruñón", "Impaciente") }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("cost"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids), character: fc.constantFrom(...names),
    cost: fc.constantFrom("resolve", "complication", "consequence"), complication: fc.constant("ouch") }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("reward"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids), character: fc.constantFrom(...names), take: fc.constantFrom("karma", "resolve") }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("close"), by: fc.constantFrom(...users), challenge: fc.constantFrom(...ids) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("afflict"), by: fc.constantFrom(...users), character: fc.constantFrom(...names), affliction: fc.record({ name: fc.constantFrom("Herida", "Miedo", "Fobia", "Cojera", "Tos"), fatal: fc.boolean() }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("offer"), by: fc.constantFrom(...users), character: fc.constantFrom(...names), kind: fc.constantFrom("karma-for-complication", "complication-for-karma"), challenge: fc.constantFrom(...ids) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("answer"), by: fc.constantFrom(...users), character: fc.constantFrom(...names), accept: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("cure"), by: fc.constantFrom(...users), character: fc.constantFrom(...names), affliction: fc.constantFrom("Herida", "Miedo") }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom("session", "scene-end"), by: fc.constantFrom(...users) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("grant-advance"), by: fc.constantFrom(...users), character: fc.constantFrom(...names) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("advance"), by: fc.constantFrom(...users), character: fc.constantFrom(...names),
    choice: fc.oneof(fc.record({ take: fc.constant("perk"), name: fc.constantFrom("Nueva", "Otra") }), fc.record({ take: fc.constantFrom("karma-quota", "resolve-quota") })) }) },
);

const GM_ACTIONS = new Set(["challenge", "cost", "close", "offer", "session", "scene-end", "grant-advance", "afflict", "cure"]);
const PLAYER: Readonly<Record<string, string>> = { Maga: "ana", Enano: "bruno", Elfa: "carla" };
/** Mostly the right person acts (the GM for the GM's actions, the player for their character), so play goes on; sometimes not. */
const anyPost = fc.tuple(anyAction, fc.integer({ min: 0, max: 9 })).map(([a, n]) => {
  const x = a as Record<string, unknown>;
  if (n >= 8) return x;
  const actor = (x["spender"] ?? x["character"]) as string | undefined;
  return { ...x, by: GM_ACTIONS.has(String(x["type"])) || !actor ? GM : PLAYER[actor] };
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function run(log: readonly unknown[]): { state: TtState; refused: number } {
  let state = deepFreeze(start());
  let refused = 0;
  for (const input of log) {
    const a = parseAction(input);
    if (!a.ok) { refused++; continue; }
    // The state is frozen: a handler that wrote to it instead of its copy would throw here.
    const r = apply(state, a.value);
    if (!r.ok) {
      refused++;
      continue;
    }
    for (const e of r.value.entries) expect(e.rule).toMatch(/^TT-[A-Z]+-\d+$/);
    state = deepFreeze(r.value.state);
    for (const c of Object.values(state.characters)) {
      expect(c.karma).toBeGreaterThanOrEqual(0);
      expect(c.resolve).toBeGreaterThanOrEqual(0);
      expect(c.karma).toBeLessThanOrEqual(c.karmaQuota);
      expect(c.resolve).toBeLessThanOrEqual(c.resolveQuota);
      expect(c.karmaQuota).toBeLessThanOrEqual(6);
      expect(c.resolveQuota).toBeLessThanOrEqual(6);
    }
    for (const ch of Object.values(state.challenges)) {
      if (ch.effort) expect(ch.effort.remaining).toBeGreaterThanOrEqual(0);
      if (ch.effort) expect(ch.effort.remaining).toBeLessThanOrEqual(ch.effort.total);
      for (const scope of Object.values(ch.limits)) expect(scope.karma === null || typeof scope.karma.spender === "string").toBe(true);
      for (const r of ch.rolls) expect(r.faces.length).toBeGreaterThanOrEqual(1);
    }
  }
  return { state, refused };
}

describe("the reducer over random play", () => {
  it("TT-TOK-3, TT-TOK-4: never throws; no action writes to the state it was given; tokens stay within 0 and the quota; the same log gives the same state", () => {
    let rolls = 0;
    let costed = 0;
    checksRule(["TT-TOK-3", "TT-TOK-4"], () => {
      fc.assert(fc.property(fc.array(anyPost, { minLength: 20, maxLength: 80 }), (log) => {
        const a = run(log);
        const b = run(log);
        expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
        rolls += Object.values(a.state.challenges).reduce((n, ch) => n + ch.rolls.length, 0);
        costed += Object.values(a.state.challenges).reduce((n, ch) => n + ch.rolls.filter((r) => r.settled && (r.outcome === "failure" || r.outcome === "critical")).length, 0);
      }), { numRuns: 150, seed: 20261127 });
    });
    // The random logs do reach play, not only refusals (a fixed seed: unseeded runs reached 20 rolls or fewer now and then).
    expect(rolls).toBeGreaterThan(20);
    expect(costed).toBeGreaterThan(0);
  });

  it("TT-KAR-3: Karma never makes an outcome worse, and a lower difficulty never counts fewer dice", () => {
    const rank: Readonly<Record<Outcome, number>> = { critical: 0, failure: 1, pending: 1, success: 2, draw: 2, exceptional: 3 };
    checksRule(["TT-KAR-3", "TT-OUT-1"], () => {
      fc.assert(fc.property(fc.array(face, { minLength: 1, maxLength: 3 }), fc.integer({ min: 2, max: 8 }), (faces, difficulty) => {
        const before = outcomeOf(faces, difficulty);
        const after = outcomeOf(faces, difficulty - 1);
        expect(after.hits).toBeGreaterThanOrEqual(before.hits);
        expect(rank[after.outcome]).toBeGreaterThanOrEqual(rank[before.outcome]);
        expect(before.outcome === "critical").toBe(faces.every((f) => f === 1));
      }));
    });
  });

  it("TT-OPP-1: an opposed roll is the same seen from either side", () => {
    checksRule(["TT-OPP-1"], () => {
      const side = fc.record({ faces: fc.array(face, { minLength: 1, maxLength: 3 }), modifier: fc.integer({ min: -1, max: 1 }) });
      fc.assert(fc.property(side, side, (a, b) => {
        const ab = opposed(a, b);
        const ba = opposed(b, a);
        expect([ab.a, ab.b, ab.draw]).toEqual([ba.b, ba.a, ba.draw]);
        // Without modifiers, a strictly higher top die always wins.
        if (a.modifier === 0 && b.modifier === 0 && Math.max(...a.faces) > Math.max(...b.faces) && !a.faces.every((f) => f === 1)) {
          expect(["success", "exceptional"]).toContain(ab.a.outcome);
          expect(["failure", "critical"]).toContain(ab.b.outcome);
        }
      }));
    });
  });
});
