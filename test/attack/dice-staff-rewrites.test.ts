// The operator rewrites the posts its account made in the commitment topic, as staff on its own forum
// can (docs/verifiable-dice.md §V.3, §V.4), against the real service and its sandbox forum over real
// HTTP. A log tip is a post of the account, like a commitment: another staff member's edit makes
// revision 2 at once (PostRevisor#should_create_new_version?: edited_by_another_user?, lib/post_revisor.rb
// at discourse/discourse@00fc07242c8da0bb8c78d7798662874f0aa76210), hiding it shows readers version 1
// (PostSerializer#version serves public_version), and "change timestamp" sets updated_at back to
// created_at (TopicTimestampChanger). The revision's own answer still tells: 403, where a post without
// one answers 404 (PostsController#find_post_revision_from_params at discourse/discourse@002becf8).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../service/harness.js";
import { gf } from "./support/gf-cli.js";

let h: Harness;

const staff = (user: string, method: string, path: string, body?: unknown) => fetch(`${h.sandbox.url}${path}`, { method,
  headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
/** The post as an anonymous reader is shown it: `/posts/{id}.json`. */
const shown = async (id: number) => (await fetch(`${h.sandbox.url}/posts/${id}.json`)).json() as Promise<{ version: number; created_at: string; updated_at: string; raw: string }>;
const audit = (lang: "en" | "es" = "en") => gf(["audit", h.service.url, "--forum-url", h.sandbox.url], lang);

beforeAll(async () => {
  h = await harness({ config: { dice: { proofVersion: 3 } }, sandbox: { readsPerIp: { per10Seconds: 500, perMinute: 2000 } } });
  await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
  await h.service.tip();
}, 60_000);
afterAll(async () => { await h?.close(); });

describe("staff rewriting the service's own posts in the commitment topic", () => {
  it("a tip post rewritten by staff, its revision hidden and its topic's times reset by change timestamp, reads as never edited; its revision's 403 tells: gf audit refuses the log's anchoring (en, es)", async () => {
    expect((await audit()).code).toBe(0);
    const tip = [...h.sandbox.forum.posts.values()].filter((p) => p.raw.includes("gf-dice-tip-v3")).at(-1)!;
    expect((await staff("moderadora", "PUT", `/posts/${tip.id}.json`, { post: { raw: `${tip.raw}\n\n(nota)` } })).status).toBe(200);
    expect((await staff("moderadora", "PUT", `/posts/${tip.id}/revisions/2/hide`)).status).toBe(200);
    const topic = h.sandbox.forum.topics.get(tip.topicId)!;
    expect((await staff("moderadora", "PUT", `/t/${topic.id}/change-timestamp`, { timestamp: Date.parse(topic.createdAt) / 1000 })).status).toBe(200);
    // What every reader is shown: the tip as posted, never edited; only its revision 2 answers otherwise than 404.
    const now = await shown(tip.id);
    expect([now.version, now.updated_at === now.created_at, now.raw.includes("(nota)")]).toEqual([1, true, true]);
    expect((await fetch(`${h.sandbox.url}/posts/${tip.id}/revisions/2.json`)).status).toBe(403);

    const audited = await audit();
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`the log tip in post ${tip.id} \\(of \\S+\\) is not as it was posted: revised, its revision hidden from readers \\(revision 2 answers 403\\); a changed tip anchors nothing \\(check "tip-post"\\)`));
    const es = await audit("es");
    expect(es.code).toBe(1);
    expect(es.out).toMatch(new RegExp(`la punta del registro del mensaje ${tip.id} \\(del \\S+\\) no está como se publicó: revisado, con la revisión oculta a los lectores \\(la revisión 2 responde 403\\)`));
  }, 90_000);
});
