// Random play: whatever players post, in whatever order, the reducer never throws, never leaves a
// negative balance, keeps every balance equal to the sum of its ledger, never changes the state it
// was given, and every refusal has a message in both languages. Seeded, so it cannot flake.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { apply, parseAction } from "../../../src/rules/genrefuzzion/apply.js";
import { rulesMessage } from "../../../src/rules/genrefuzzion/messages.js";
import type { GameState } from "../../../src/rules/genrefuzzion/state.js";
import { cl, openLiaVsBruno, play, presentBruno, rich, start } from "./world.js";

const face = (size: number) => fc.integer({ min: 1, max: size }).map((f) => ({ size, face: f }));
const LIA_POOLS = [[cl("Bruja novata")], [cl("Bruja novata"), cl("Heredera")], [cl("Bruja novata"), cl("Heredera"), cl("Curiosa")],
  [cl("Bruja novata"), cl("Heredera"), cl("Curiosa"), { kind: "relationship", name: "Rival de Bruno" }], [cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }, { kind: "scene", name: "Todos miran" }, { kind: "bought" }]];
const LIA_SIZES = [[8], [8, 8], [8, 8, 6], [8, 8, 6, 8], [8, 8, 8, 6, 6]];
const BRUNO_POOLS = [[cl("Perezoso")], [cl("Perezoso"), cl("Mutante")], [cl("Perezoso"), cl("Mutante"), { kind: "relationship", name: "Desdeña a Lía" }],
  [cl("Perezoso"), cl("Mutante"), { kind: "relationship", name: "Desdeña a Lía" }, { kind: "against", name: "Curiosa" }]];
const BRUNO_SIZES = [[6], [6, 6], [6, 6, 8], [6, 6, 8, 6]];

const rollAction = (player: string, character: string, pools: unknown[][], sizes: number[][]) =>
  fc.integer({ min: 0, max: pools.length - 1 }).chain((k) =>
    fc.tuple(...sizes[k]!.map(face)).chain((dice) => fc.record({ boostPv: fc.boolean(), boostPk: fc.boolean() }).map((b) =>
      ({ type: "roll", player, character, pool: pools[k], dice, ...b }))));

const anyAction = fc.oneof(
  { weight: 4, arbitrary: rollAction("ana", "Lía", LIA_POOLS, LIA_SIZES) },
  { weight: 4, arbitrary: rollAction("beto", "Bruno", BRUNO_POOLS, BRUNO_SIZES) },
  { weight: 1, arbitrary: fc.constant({ type: "yield", player: "beto", character: "Bruno" }) },
  { weight: 1, arbitrary: fc.constant({ type: "yield", player: "ana", character: "Lía" }) },
  { weight: 3, arbitrary: fc.integer({ min: -1, max: 4 }).map((die) => ({ type: "effect", player: "ana", character: "Lía", outcomes: die < 0 ? [] : [{ outcome: "advantage", die, name: `V${die}` }] })) },
  { weight: 3, arbitrary: fc.integer({ min: -1, max: 4 }).map((die) => ({ type: "effect", player: "beto", character: "Bruno", outcomes: die < 0 ? [] : [{ outcome: "problem", die, name: `P${die}` }] })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom("caro", "caro", "ana"), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })).map(([player, p, a]) => ({ type: "rate", player, protagonist: p, antagonist: a, reason: "r" })) },
  { weight: 3, arbitrary: fc.constantFrom("caro", "caro", "dani").map((player) => ({ type: "interval", player })) },
  { weight: 3, arbitrary: fc.constantFrom("Curiosa", "Tímida").map((trait) => ({ type: "train", player: "ana", character: "Lía", trait })) },
);

function check(state: GameState) {
  for (const [player, b] of Object.entries(state.balances)) {
    expect(b.pv).toBeGreaterThanOrEqual(0);
    expect(b.pk).toBeGreaterThanOrEqual(0);
    const sum = (cur: "pv" | "pk") => state.ledger.filter((e) => e.player === player && e.currency === cur).reduce((s, e) => s + e.amount, 0);
    expect([player, sum("pv"), sum("pk")]).toEqual([player, b.pv, b.pk]);
  }
}

describe("random play", () => {
  it("GF-PTS-2: no sequence of posts breaks the ledger or throws", () => {
    const opened = play(start(rich("ana", "beto")), openLiaVsBruno(), presentBruno());
    const seen = new Set<string>();
    const pristine = JSON.stringify(opened);
    fc.assert(fc.property(fc.array(anyAction, { minLength: 10, maxLength: 40, size: "max" }), (actions) => {
      let s = opened;
      for (const input of actions) {
        const a = parseAction(input);
        expect(a.ok).toBe(true);
        if (!a.ok) return;
        const r = apply(s, a.value);
        if (r.ok) {
          s = r.value;
          seen.add(`${a.value.type}→${s.phase}`);
        }
        else {
          for (const lang of ["es", "en"] as const) expect(rulesMessage(r.error, lang)).not.toMatch(/\{\w+\}|^[a-z-]+\.[a-z-]+ \{/);
        }
        check(s);
      }
      // apply() works on a copy: the state every run starts from is never touched.
      expect(JSON.stringify(opened)).toBe(pristine);
    }), { seed: 20261122, numRuns: 50 });
    // The walk really goes through the scene: opening, opposing, retrying, winning, rating, training.
    for (const step of ["roll→a_decide", "roll→p_decide", "roll→won", "yield→rating", "effect→rating", "rate→idle", "interval→interval", "train→interval"]) {
      expect([step, seen.has(step)]).toEqual([step, true]);
    }
  });
});
