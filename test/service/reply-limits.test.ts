// What Discourse's reply limits mean for a table, played against the real service on a sandbox that
// enforces them as Discourse does (src/sandbox/post-validator.ts: max_consecutive_replies 3, and
// newuser_max_replies_per_topic 3 for a trust level 0 account, which every new account is). A new
// player at the GM's table posts move after move: each is answered by the service, in reply to her
// post and naming her, which is someone else's post (so no run of hers) and a response to her (so her
// count since one starts again), and none is refused. Narration with no move, four posts running, is
// refused as on any Discourse, with its 422 and words; the GM's reply to her lets her go on.
// plugin/README.md ("What Discourse refuses from players") tells operators so.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { harness, type Harness } from "./harness.js";

jest.setTimeout(120_000);

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const TOO_MANY = "We're sorry, but new users are temporarily limited to 3 replies in the same topic.";
const CONSECUTIVE = "No more than 3 consecutive replies are allowed. Please edit your previous reply, or wait for someone to reply to you.";

async function reply(hh: Harness, username: string, topicId: number, raw: string, replyTo?: number) {
  const r = await fetch(`${hh.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify({ topic_id: topicId, raw, ...(replyTo ? { reply_to_post_number: replyTo } : {}) }),
    headers: { "Api-Key": hh.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  return { status: r.status, json: await r.json() as { post_number?: number; errors?: string[] } };
}

describe("Discourse's reply limits at a GenreFuzzion table (es), a new player at the GM's topic", () => {
  it("five moves in a row are all taken, each answered; four narrations running are refused until the GM answers her", async () => {
    h = await harness({ config: { lang: "es" } });
    h.sandbox.forum.addUser("nueva", false, 0);
    const opening = await h.post("moderadora", "La escena empieza en el puerto, de noche y con niebla.");
    const topic = opening.topic_id;
    for (let n = 1; n <= 5; n++) {
      const move = await reply(h, "nueva", topic, `[gf-pool]\nd8 d6\n[/gf-pool]\nTiro otra vez, intento número ${n}.`);
      expect([n, move.status]).toEqual([n, 200]);
      await h.settle();
      // The service's answer: a reply to her post, naming her.
      const answer = h.replies(topic).at(-1)!;
      expect([answer.replyTo, answer.raw.startsWith("@nueva")]).toEqual([move.json.post_number, true]);
    }
    // Narration: nobody answers it.
    let last = 0;
    for (let n = 1; n <= 3; n++) {
      const told = await reply(h, "nueva", topic, `Nueva cuenta lo que ve en el muelle, parte ${n}.`);
      expect([n, told.status]).toEqual([n, 200]);
      last = told.json.post_number!;
    }
    expect(await reply(h, "nueva", topic, "Nueva sigue contando lo que ve, parte 4.")).toEqual({ status: 422,
      json: { action: "create_post", errors: [TOO_MANY, CONSECUTIVE] } });
    // The GM answers her last post: a reply to her (a response, and someone else's post).
    expect((await reply(h, "moderadora", topic, "La niebla se abre y ves un barco sin luces.", last)).status).toBe(200);
    expect((await reply(h, "nueva", topic, "Nueva se acerca al barco sin hacer ruido.")).status).toBe(200);
  });
});
