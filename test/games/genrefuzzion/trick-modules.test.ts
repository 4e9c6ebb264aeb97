// Tricks as modules: one module per trick of the table, keyed by TrickId, each with the hook its
// timing needs; and building a pool reads the game without writing to it (commitPool does, once).
import { describe, expect, it } from "@jest/globals";
import { planRoll } from "../../../src/games/genrefuzzion/rules/scene.js";
import { TRICKS } from "../../../src/games/genrefuzzion/rules/tricks.js";
import { TRICK_IDS, TRICK_MODULES } from "../../../src/games/genrefuzzion/rules/trick-modules/index.js";
import type { TrickModule } from "../../../src/games/genrefuzzion/rules/trick-modules/index.js";
import type { GameState } from "../../../src/games/genrefuzzion/rules/state.js";
import { cl, openLiaVsBruno, play, presentBruno, rich, startWith } from "./world.js";

const POOL_HOOKS: readonly (keyof TrickModule)[] = [
  "replaceLines", "relationshipDice", "spendsRelationship", "advantageLine", "sceneDice", "freeAgainst", "limits", "freeThirdCliche", "teamwork", "rollsTwice", "pool", "evaluate",
];
const hooks = (m: TrickModule) => Object.keys(m).filter((k) => k !== "id");

/** Freezes every object and array reachable from `x`, so any write throws in strict mode. */
function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

describe("tricks as modules (GF-TRICK-01..34)", () => {
  it("the registry has exactly the table's tricks, each module under its own id", () => {
    expect([...TRICK_IDS]).toEqual(TRICKS.map((t) => t.id));
    for (const id of TRICK_IDS) expect([id, TRICK_MODULES[id].id]).toEqual([id, id]);
  });

  it("each trick has the hook its timing calls: pool tricks build or evaluate, the others act after a roll, a yield or a problem", () => {
    for (const t of TRICKS) {
      const m = TRICK_MODULES[t.id as keyof typeof TRICK_MODULES] as TrickModule;
      const has = hooks(m);
      const expected = t.timing === "pool" || t.timing === "retry" ? POOL_HOOKS
        : t.timing === "yield" ? ["onYield"] : t.timing === "problem" ? ["afterRoll", "onProblem"] : ["afterRoll"];
      expect([t.id, has.length > 0 && has.every((h) => expected.includes(h as keyof TrickModule))]).toEqual([t.id, true]);
    }
  });

  it("GF-POOL-2, GF-TT-6: planning a pool with tricks, a sacrifice and a gift reads the game and never writes it", () => {
    const lia = { tricks: ["as-bajo-la-manga", "gajes-de-oficio", "arma-predilecta"], advantages: [{ name: "Escoba", die: 10 }] };
    const s = deepFreeze(structuredClone(play(startWith({ "Lía": lia }, rich("ana", "beto", "caro", "dani")), openLiaVsBruno(), presentBruno())) as GameState);
    const before = JSON.stringify(s);
    const plan = planRoll(s, {
      player: "ana", character: "Lía",
      pool: [cl("Bruja novata"), { kind: "advantage", name: "Escoba", sacrifice: true }, { kind: "give", name: "Curiosa" }],
      tricks: [{ id: "as-bajo-la-manga" }, { id: "gajes-de-oficio" }, { id: "arma-predilecta" }],
    });
    expect(plan.ok && plan.value.pool.map((p) => `${p.kind} d${p.size}`)).toEqual(["cliche d8", "advantage d10", "advantage d10", "advantage d10", "advantage d10", "trick d8"]);
    expect(JSON.stringify(s)).toBe(before);
  });
});
