// Attack 8 against the real service and its sandbox forum over real HTTP (docs/verifiable-dice.md §V.8): a
// player pastes the service's genuine roll card into their own post, to pass it off as the roll of that
// post. The proof names the post it rolled (its context): `gf verify` given the post it is shown in
// refuses it, naming the post it rolled by the number readers see and its forum id; the
// service's log and replies are untouched, so `gf audit`, which audits the operator, still passes; the
// badge reads such a card "Quote of the roll of post #N" (test/browser/badge.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../service/harness.js";
import { gf } from "./support/gf-cli.js";

let h: Harness;
beforeAll(async () => { h = await harness({ config: { dice: { proofVersion: 3 } } }); }, 60_000);
afterAll(async () => { await h?.close(); });

describe("attack 8: a roll card copied into another post", () => {
  it("gf verify refuses the genuine proof for the player's post it was pasted in, naming the post it rolled (en, es); gf audit finds the service's own roll and reply in order", async () => {
    const pool = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    const reply = h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."))!;
    const proof = /gf3\.[A-Za-z0-9_-]+/.exec(reply.raw)![0];
    const pasted = await h.post("bruno", `Mira mi tirada:\n\n${reply.raw}`, pool.topic_id);
    const host = new URL(h.sandbox.url).host;
    const args = ["verify", proof, "--well-known", `${h.service.url}/.well-known/gf-dice.json`, "--at", h.sandbox.forum.posts.get(pasted.id)!.createdAt,
      "--context", `${host}/${pool.topic_id}/${pasted.id}/0`, "--pool", "d12 d12 d12"];
    const ran = await gf(args);
    expect(ran.code).toBe(1);
    const numbers = { pool: h.sandbox.forum.posts.get(pool.id)!.postNumber, pasted: h.sandbox.forum.posts.get(pasted.id)!.postNumber };
    expect(ran.err).toContain(`the proof is the roll of post #${numbers.pool} (id ${pool.id}) of topic ${pool.topic_id}, not of post #${numbers.pasted} (forum id ${pasted.id}), which --context names`);
    expect((await gf(args, "es")).err).toContain(`la prueba es la tirada del mensaje #${numbers.pool} (id ${pool.id}) del tema ${pool.topic_id}, no del mensaje #${numbers.pasted} (id ${pasted.id} en el foro)`);
    // Shown for its own post, the same proof verifies.
    const own = await gf(["verify", proof, "--well-known", `${h.service.url}/.well-known/gf-dice.json`, "--at", h.sandbox.forum.posts.get(pool.id)!.createdAt,
      "--context", `${host}/${pool.topic_id}/${pool.id}/0`, "--pool", "d12 d12 d12", "--reply", String(reply.id)]);
    expect(own.code).toBe(0);
    expect((await gf(["audit", h.service.url, "--forum-url", h.sandbox.url])).code).toBe(0);
  }, 60_000);
});
