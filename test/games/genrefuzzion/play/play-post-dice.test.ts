// The dice a post needs are the caller's verifiable roll, and that roll may not be possible yet
// (the epoch's beacon round or seed not out): the pure path returns that as a "dice" refusal, with
// nothing applied, instead of throwing in the middle of a post; the service then tries the post again.
import { describe, expect, it } from "@jest/globals";
import { err, gfError, ok } from "../../../../src/lib/result.js";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/index.js";
import { playPost, type PlayContext } from "../../../../src/games/genrefuzzion/play/play-post.js";
import { openLiaVsBruno, play, presentBruno, startWith } from "../world.js";

const OWNERS: Record<string, string> = { "Lía": "ana", Bruno: "beto" };

function pool(game: GameState, roll: PlayContext["roll"]) {
  const blocks = parsePost(`[gf-pool personaje="Lía"]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]`, { lang: "es" })
    .map((parsed, index) => ({ index, parsed }));
  return playPost(game, blocks, {
    author: { username: "ana", staff: false }, moderator: game.moderator, ownerOf: (c) => OWNERS[c], characterOf: () => undefined,
    freshGame: () => { throw new Error("no scene opens here"); }, roll,
  });
}

describe("a post whose dice cannot be rolled yet", () => {
  const game = play(startWith({}), openLiaVsBruno(), presentBruno());

  it("GF-ROLL-1: is a dice refusal naming the dice service's error, and the game does not move", () => {
    const r = pool(game, () => err(gfError("dice.beacon.unavailable")));
    expect(r).toEqual(err(expect.objectContaining({ source: "dice", error: { code: "dice.beacon.unavailable" } })));
    expect(game.phase).toBe("p_roll");
  });

  it("GF-ROLL-1: rolls and applies the pool once the dice service answers", () => {
    const r = pool(game, (sizes) => ok({ dice: sizes.map((size) => ({ size, face: 3 })), proof: "p" }));
    expect(r.ok && [r.value.game.phase, r.value.rolls.map((x) => x.pool)]).toEqual(["a_decide", ["d8 d8"]]);
  });
});
