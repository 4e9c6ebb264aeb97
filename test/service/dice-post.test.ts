// One path for a post that may roll: each post of the game's categories goes to exactly one player,
// the topic's game when it claims the post, else the free pool roller; both show a roll with the same
// [gf-roll] line and count the same roll limit.
import { describe, expect, it } from "@jest/globals";
import { dicePostHandler, type PostInPlay } from "../../src/service/dice-post.js";
import { rollLine } from "../../src/games/genrefuzzion/service/roll-line.js";
import { evaluateRoll } from "../../src/games/genrefuzzion/rules/index.js";
import { blockNumber } from "../../src/games/genrefuzzion/service/game/scene-rolls.js";

type Ctx = Parameters<ReturnType<typeof dicePostHandler>>[0];
const post = (extra: Record<string, unknown> = {}) => ({ id: 7, topic_id: 3, post_number: 2, user_id: 9, username: "ana", category_id: 5, raw: "", version: 1, ...extra });
const ctx = (p: Record<string, unknown>) => ({ payload: { post: p }, clock: { now: () => 1_000 } }) as unknown as Ctx;

function route(claim: "none" | "played" | "declined") {
  const calls: string[] = [];
  const handler = dicePostHandler({ serviceUsername: "gf-dice", categories: new Set([5]), langFor: (c) => (c === 5 ? "en" : "es") }, {
    game: {
      claim: async (_c, seen: PostInPlay) => { calls.push(`claim:${seen.lang}:${seen.now}`); return claim === "none" ? undefined : "blocks"; },
      play: async (_c, _s, claimed) => { calls.push(`play:${claimed}`); return claim === "declined" ? "declined" : "played"; },
    },
    pools: async () => { calls.push("pools"); },
  });
  return { calls, handler };
}

describe("a post with dice", () => {
  it("goes to the topic's game when it claims the post, and to the free pool roller otherwise", async () => {
    for (const [claim, expected] of [["played", ["claim:en:1000", "play:blocks"]], ["none", ["claim:en:1000", "pools"]],
      ["declined", ["claim:en:1000", "play:blocks", "pools"]]] as const) {
      const { calls, handler } = route(claim);
      await handler(ctx(post()));
      expect(calls).toEqual(expected);
    }
  });

  it("leaves out the service's own replies and posts of other categories", async () => {
    const { calls, handler } = route("played");
    await handler(ctx(post({ username: "GF-Dice" })));
    await handler(ctx(post({ category_id: 6 })));
    await handler(ctx(post({ category_id: null })));
    expect(calls).toEqual([]);
  });

  it("GF-ROLL-2, GF-ROLL-3, GF-WIN-2: a roll's line marks the result dice, the botches and the effect candidates", () => {
    const dice = [{ size: 8, face: 7 }, { size: 6, face: 1 }, { size: 10, face: 5 }, { size: 4, face: 3 }];
    const e = evaluateRoll(dice);
    if (!e.ok) throw new Error(JSON.stringify(e.error));
    expect(rollLine(dice, e.value)).toEqual({ dice: "d8:7r d6:1b d10:5r d4:3", result: 12, botches: 1, effect: "d4" });
    // Dice that do not evaluate (a size outside the ladder) show as rolled, with nothing counted.
    expect(rollLine([{ size: 20, face: 17 }], undefined)).toEqual({ dice: "d20:17", result: 0, botches: 0, effect: "-" });
  });

  it("numbers a scene pool's rolls in their signed context as proofs already carry them: pool, and pool + 1000 for its second roll", () => {
    expect([blockNumber({ pool: 0, take: 0 }), blockNumber({ pool: 2, take: 0 }), blockNumber({ pool: 2, take: 1 })]).toEqual([0, 2, 1002]);
  });
});
