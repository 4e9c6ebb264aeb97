// A character's name is its game's, on both stores and across a restart: Carla's Tricube "Lía" and
// Ana's GenreFuzzion "Lía", in one service that plays both games (a category each), are both
// registered and both playable, whichever was posted first; the store keeps each sheet with the game
// its text reads as, so a restart (and another instance's sync) restores both under their own game.
import { afterAll, afterEach, describe, expect, it, jest } from "@jest/globals";
import { FLOWS } from "../../../src/games/server-games.js";
import { GAMES } from "../../../src/games/games.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { harness, serviceConfig, startService, type Harness } from "../harness.js";
import { LIA, storeBackends } from "../../games/genrefuzzion/service/support.js";

jest.setTimeout(180_000);

const TT_LIA = "[tt-ficha]\nnombre: Lía\njugadora: carla\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const GF_POOL = "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]";
const challenge = (id: string) => `[tt-desafio id=${id}]\nquién: Lía\ncualidad: astuta\ndificultad: 4\n[/tt-desafio]`;

const { backends, stop } = storeBackends("gf_names");
afterAll(() => stop());
let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

async function api(username: string, method: string, path: string, body: unknown) {
  const r = await fetch(`${h!.sandbox.url}${path}`, { method, body: JSON.stringify(body),
    headers: { "Api-Key": h!.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) as unknown : undefined;
}

/** A post in `category` (a new topic) or in `topicId`; the service's replies to it once it settled. */
async function say(username: string, raw: string, where: { category: number } | { topicId: number }) {
  const post = apiPost.parse(await api(username, "POST", "/posts.json", "category" in where
    ? { title: `Tema de ${username} ${Date.now()}`, raw, category: where.category } : { raw, topic_id: where.topicId }));
  await h!.settle();
  return { post, replies: h!.replies(post.topic_id).filter((r) => r.replyTo === post.post_number).map((r) => r.raw) };
}

/** A wiki sheet posted by its player in `category`. */
async function sheet(username: string, raw: string, category: number): Promise<number> {
  const { post } = await say(username, raw, { category });
  await api("moderadora", "PUT", `/posts/${post.id}/wiki`, { wiki: true });
  await h!.settle();
  return post.id;
}

describe.each(backends)("the same character name in two games (%s)", (_name, store) => {
  it("GF-FORUM-4 TT-SETUP-2: a Tricube and a GenreFuzzion sheet named «Lía» are both playable, before and after a restart", async () => {
    const config = { ...(await store()), categories: [1, 2], categoryGame: { "2": "tricube" }, game: { moderator: "dj" } };
    h = await harness({ sandbox: { players: ["ana", "carla", "dj"] }, config });
    // The Tricube sheet first (in the Tricube category), then the GenreFuzzion one of the same name.
    const tt = await sheet("carla", TT_LIA, 2);
    const gf = await sheet("ana", LIA, 1);
    expect(h.service.store).toBeDefined();

    const play = async (round: string) => {
      // GenreFuzzion: Ana's pool from her sheet rolls (a Tricube sheet would give no cliché «Bruja novata»).
      const pool = await say("ana", GF_POOL, { category: 1 });
      expect(pool.replies).toHaveLength(1);
      expect(pool.replies[0]).toMatch(/\[gf-roll /);
      // Tricube: the GM's challenge finds Carla's «Lía» and asks Carla to roll; her roll is played.
      const ch = await say("dj", challenge(round), { category: 2 });
      expect(ch.replies).toHaveLength(1);
      expect(ch.replies[0]).toContain("@carla: le toca tirar a Lía");
      const roll = await say("carla", `[tt-tirada desafio=${round} personaje=Lía]\n[/tt-tirada]`, { topicId: ch.post.topic_id });
      expect(roll.replies.length).toBeGreaterThan(0);
      expect(roll.replies[0]).toMatch(/^\*\*Lía\*\* tira (\[\d\] ?)+ contra 4 en «/);
    };
    await play("muro");
    // A new service on the same port, data dir and store: both sheets come back from the store, each under its game.
    const port = Number(new URL(h.service.url).port);
    await h.service.stop();
    h.service = await startService(serviceConfig(h.sandbox, h.dataDir, { ...config, listen: { host: "127.0.0.1", port } }),
      { log: h.log, games: GAMES, flows: FLOWS });
    await play("puerta");
    // The store holds both rows, each with its own post and name.
    const rows = (await h.service.store.loadSheets()).filter((r) => r.character === "Lía").map((r) => r.postId).sort();
    expect(rows).toEqual([tt, gf].sort());
  });
});
