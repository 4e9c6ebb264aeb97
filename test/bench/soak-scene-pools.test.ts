// The soak's scene pools are legal: every pool its builder writes, for a fixed list of seeds and every
// size it uses, is read by the game's own block parser and accepted by the game's own pool rules
// (GF-POOL-2 slots, GF-POOL-3's cap on clichés, GF-POOL-4's relationship), for both sides of a scene.
import { describe, expect, it } from "@jest/globals";
import { poolText, rivalOf, SCENE_POOL_MAX, scenePool, SOAK_CLICHES, SOAK_SCENE_CLICHE } from "../../bench/soak/scene-pools.js";
import { parsePost } from "../../src/games/genrefuzzion/markup/parse-post.js";
import { rng } from "../support/seed.js";
import { GRIS, pc, play, rollOf } from "../games/genrefuzzion/world.js";
import { apply, parseAction } from "../../src/games/genrefuzzion/rules/apply.js";
import { initialState } from "../../src/games/genrefuzzion/rules/creation.js";

const SEEDS = [1, 2, 3, 7, 11, 42, 99, 1234, 20261129, 31337, 65535, 424242, 777, 808, 9001, 123456789];
const P = "Lía0", A = "Bruno0";
const sheet = (name: string, player: string, rival: string) =>
  // The creation rules want a second relationship (GF-REL-3); it points elsewhere, so it cannot go in these pools.
  pc(name, player, SOAK_CLICHES.map(([c]) => c), [[rivalOf(rival), rival, 8], ["Teme al Señor Gris", GRIS.name, 4]]);
const dieOf = (kind: string, name: string): number =>
  kind === "scene" ? 6 : kind === "relationship" ? 8 : SOAK_CLICHES.find(([c]) => c === name)![1];

function started() {
  const r = initialState({ moderator: "lia0", players: ["lia0", "bruno0"], characters: [sheet(P, "lia0", A), sheet(A, "bruno0", P), GRIS] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return play(r.value,
    { type: "open", player: "lia0", character: P, title: "Duelo 1", setting: "El patio, a la salida", tone: "tenso",
      sceneCliches: [{ name: SOAK_SCENE_CLICHE, die: 6 }], antagonist: A, intention: `${A} me pide perdón` },
    { type: "present", player: "bruno0", character: A, intention: "todo se tuerce" });
}

/** The pool block the soak posts, read as the service reads it, as a roll with every die showing 3. */
function rollFromText(player: string, character: string, text: string) {
  const [block] = parsePost(text);
  expect(block?.errors).toEqual([]);
  const entries = (block!.node as { entries: { kind: string; name: string }[] }).entries.map(({ kind, name }) => ({ kind, name }));
  return rollOf(player, character, entries, entries.map((e) => `d${dieOf(e.kind, e.name)}:3`).join(" "));
}

describe("the soak's scene pools (GF-POOL-2, GF-POOL-3)", () => {
  it("every pool it builds, over a fixed list of seeds and every size, is accepted for both sides", () => {
    const base = started();
    let checked = 0;
    for (const seed of SEEDS) {
      const random = rng(seed);
      for (let n = 1; n <= SCENE_POOL_MAX; n++) {
        const mine = poolText(scenePool(A, n, random));
        expect(mine).toHaveLength(n);
        const protagonist = rollFromText("lia0", P, `[gf-pool personaje="${P}"]\n${mine.join("\n")}\n[/gf-pool]`);
        const read = parseAction(protagonist);
        if (!read.ok) throw new Error("parse");
        const afterMine = apply(base, read.value);
        if (!afterMine.ok) throw new Error(`seed ${seed}, ${n} dice: ${mine.join(" | ")} refused: ${afterMine.error.code}`);
        const theirs = poolText(scenePool(P, n, random));
        const antagonist = rollFromText("bruno0", A, `[gf-pool personaje="${A}"]\n${theirs.join("\n")}\n[/gf-pool]`);
        const parsed = parseAction(antagonist);
        if (!parsed.ok) throw new Error("parse");
        const afterTheirs = apply(afterMine.value, parsed.value);
        if (!afterTheirs.ok) throw new Error(`seed ${seed}, ${n} dice: ${theirs.join(" | ")} refused: ${afterTheirs.error.code}`);
        checked += 2;
      }
    }
    expect(checked).toBe(SEEDS.length * SCENE_POOL_MAX * 2);
  });

  it("the rule it keeps to holds: four clichés of one's own are refused (GF-POOL-3), and it never builds past its cap", () => {
    const four = SOAK_CLICHES.slice(0, 4).map(([c]) => `cliché: ${c}`).join("\n");
    const roll = parseAction(rollFromText("lia0", P, `[gf-pool personaje="${P}"]\n${four}\n[/gf-pool]`));
    if (!roll.ok) throw new Error("parse");
    const r = apply(started(), roll.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "pool.too-many", rule: "GF-POOL-3" });
    expect(() => scenePool(A, SCENE_POOL_MAX + 1, rng(1))).toThrow(RangeError);
  });
});
