// GF-FIN-5, GF-FIN-6 as the service plays them: in the Grand Finale every player posts their own
// `calificación` line; the service keeps each one (a second replaces the first) and names who is
// still to rate, and once all have rated it applies the Moderator's average. The game is the
// fixture finale-named-rater.jsonl replayed up to its rating, so the outcome is the fixture's own.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import { replay } from "../../../../src/games/genrefuzzion/rules/replay.js";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/index.js";
import { playPost, type FinaleRating, type PlayContext } from "../../../../src/games/genrefuzzion/play/play-post.js";

const records = readFileSync("test/fixtures/scenes/finale-named-rater.jsonl", "utf8").split("\n")
  .filter((l) => l.trim() && !l.startsWith("//")).map((l) => JSON.parse(l) as Record<string, unknown>);
const cut = records.findIndex((r) => r["type"] === "rate-finale");
const atRating = (): GameState => {
  const r = replay(records.slice(0, cut));
  expect(r.failure).toBeNull();
  return r.steps.at(-1)!.state;
};
const expected = replay(records).steps.at(-1)!.state;

function post(game: GameState, username: string, line: string, finaleRatings?: readonly FinaleRating[]) {
  const blocks = parsePost(`[gf-action]\n${line}\n[/gf-action]`, { lang: "es" }).map((parsed, index) => ({ index, parsed }));
  const ctx: PlayContext = {
    author: { username, staff: false }, moderator: game.moderator, ownerOf: () => undefined, characterOf: () => undefined,
    freshGame: () => { throw new Error("no scene opens here"); }, roll: () => { throw new Error("no dice here"); },
    ...(finaleRatings ? { finaleRatings } : {}),
  };
  return playPost(game, blocks, ctx);
}

describe("the Grand Finale's rating through the service's play", () => {
  it("GF-FIN-5, GF-FIN-6: each player's rating is kept until all have rated; then the Moderator's average gives the fixture's ledger", () => {
    const game = atRating();
    expect([game.phase, game.scene!.finale]).toEqual(["rating", true]);
    let ratings: readonly FinaleRating[] | undefined;
    const players = [...game.players];
    for (const [i, player] of players.entries()) {
      // beto first rates 1 / 1, then changes his mind: the second rating replaces the first.
      if (player === "beto") {
        const first = post(game, "beto", "calificación: 1 / 1 — flojo", ratings);
        expect(first.ok).toBe(true);
        ratings = first.ok ? first.value.finaleRatings : undefined;
      }
      const r = post(game, player, "calificación: 4 / 2 — un final a la altura", ratings);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      if (i < players.length - 1) {
        // Nothing applies yet: the game is where it was, and the ratings so far are kept.
        expect(r.value.actions).toEqual([]);
        expect(r.value.game).toEqual(game);
        expect(r.value.finaleRatings!.map((x) => x.player).sort()).toEqual(players.slice(0, i + 1).sort());
        ratings = r.value.finaleRatings;
      } else {
        expect(r.value.finaleRatings).toBeUndefined();
        expect(r.value.actions).toEqual([expect.objectContaining({ type: "rate-finale", player: game.moderator })]);
        expect([r.value.game.phase, r.value.game.balances, r.value.game.ledger]).toEqual([expected.phase, expected.balances, expected.ledger]);
      }
    }
  });

  it("GF-FIN-5, GF-RATE-2: a rating out of range, or from someone who is not a player, is refused with its rule", () => {
    const game = atRating();
    const high = post(game, "ana", "calificación: 6 / 2 — demasiado");
    expect(high.ok ? null : [high.error.error.code, high.error.error.rule]).toEqual(["markup.bad_rating", "GF-RATE-2"]);
    const stranger = post(game, "zoe", "calificación: 4 / 2 — desde fuera");
    expect(stranger.ok ? null : [stranger.error.error.code, stranger.error.error.rule]).toEqual(["player.unknown", "GF-FIN-5"]);
  });
});
