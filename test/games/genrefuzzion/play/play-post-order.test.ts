// A post's action lines are played in the order written (docs/markup.md, `[gf-action]`): the
// presentation and the effect are one action each, applied where their first line stands, and every
// other line before or after them as it comes.
import { describe, expect, it } from "@jest/globals";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/index.js";
import { playPost, type PlayContext } from "../../../../src/games/genrefuzzion/play/play-post.js";
import { cl, openLiaVsBruno, play, presentBruno, rollOf, startWith } from "../world.js";

const OWNERS: Record<string, string> = { "Lía": "ana", Bruno: "beto" };

function post(game: GameState, username: string, body: string[]) {
  const blocks = parsePost(`[gf-action personaje="${username === "ana" ? "Lía" : "Bruno"}"]\n${body.join("\n")}\n[/gf-action]`, { lang: "es" })
    .map((parsed, index) => ({ index, parsed }));
  const ctx: PlayContext = {
    author: { username, staff: false }, moderator: game.moderator, ownerOf: (c) => OWNERS[c], characterOf: () => undefined,
    freshGame: () => { throw new Error("no scene opens here"); }, roll: () => { throw new Error("no dice here"); },
  };
  const r = playPost(game, blocks, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("the order of a post's action lines", () => {
  const calls = play(startWith({ Bruno: { flaws: ["inocencia"] } }), openLiaVsBruno());

  it("GF-ANT-5, GF-TT-5: a flaw written before the presentation is played before it, and after it when written after", () => {
    const before = post(calls, "beto", ["treta: Inocencia", "presentar: Lía queda en ridículo"]);
    expect(before.actions.map((a) => a.type)).toEqual(["flaw", "present"]);
    const after = post(calls, "beto", ["presentar: Lía queda en ridículo", "treta: Inocencia"]);
    expect(after.actions.map((a) => a.type)).toEqual(["present", "flaw"]);
    // Either way the flaw's points are the owner's (GF-TT-5) and the presentation opens the loop.
    for (const r of [before, after]) {
      expect(r.game.phase).toBe("p_roll");
      expect(r.game.ledger).toContainEqual(expect.objectContaining({ player: "beto", rule: "GF-FLAW-06" }));
    }
  });

  it("GF-ANT-4: the presentation's own lines join it wherever they stand in the block", () => {
    const r = post(calls, "beto", ["llamar: Cata", "presentar: Lía queda en ridículo"]);
    expect(r.actions).toEqual([expect.objectContaining({ type: "present", allies: ["Cata"] })]);
  });

  it("GF-WIN-3: the effect is applied where its first line stands, after the lines above it", () => {
    const won = play(startWith({ "Lía": { flaws: ["inocencia"] } }), openLiaVsBruno(), presentBruno(),
      rollOf("ana", "Lía", [cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:7 d8:5 d8:3"),
      rollOf("beto", "Bruno", [cl("Perezoso")], "d6:2"));
    expect(won.phase).toBe("won");
    const r = post(won, "ana", ["treta: Inocencia", "efecto: ventaja Conoce el patio"]);
    expect(r.actions.map((a) => a.type)).toEqual(["flaw", "effect"]);
    expect(r.game.phase).toBe("rating");
    const reversed = post(won, "ana", ["efecto: ventaja Conoce el patio", "treta: Inocencia"]);
    expect(reversed.actions.map((a) => a.type)).toEqual(["effect", "flaw"]);
  });
});
