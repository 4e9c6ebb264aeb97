// No post is born a wiki. Discourse's composer has no "wiki" choice, and PostsController#create_params
// (app/controllers/posts_controller.rb at discourse/discourse@002becf8) permits raw, topic_id, archetype,
// category, target_recipients, reply_to_post_number, … but no `wiki`: `params.permit(*permitted)` drops
// the key (Rails raises on an unpermitted key only where action_on_unpermitted_parameters says so, and
// Discourse's production does not), so the post is created, as any other, and is no wiki. Not refused:
// ignored. The sandbox does the same on both ways in, its REST API and its page's: a 200, version 1, no
// revision, no post_edited. A post becomes a wiki only by PUT /posts/{id}/wiki (test/sandbox/sandbox.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox;
const events: { name: string; postId: number }[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ posting: {} });
  sandbox.forum.onEvent((e) => { if ("post" in e) events.push({ name: e.name, postId: e.post.id }); });
});

afterAll(async () => {
  await sandbox.close();
});

const SHEET = "[gf-sheet]\nnombre: Alicia\njugador: @alicia\npv: 0\npk: 0\n[/gf-sheet]";

const viaApi = (username: string, body: Record<string, unknown>) => fetch(`${sandbox.url}/posts.json`, { method: "POST",
  headers: { "Api-Key": sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" }, body: JSON.stringify(body) });
const viaPage = (body: Record<string, unknown>) => fetch(`${sandbox.url}/gf-sandbox/api/posts`, { method: "POST",
  headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("a post sent with wiki: true (PostsController#create_params permits no wiki)", () => {
  it.each([
    ["the REST API, as a player", () => viaApi("alicia", { title: "Ficha de personaje: Alicia", raw: SHEET, category: sandbox.category.id, wiki: true })],
    ["the REST API, as staff", () => viaApi("moderadora", { title: "Ficha de personaje: Moderadora", raw: SHEET.replace("Alicia", "Mora"), category: sandbox.category.id, wiki: "true" })],
    ["the page's composer API, as a player", () => viaPage({ username: "bruno", title: "Ficha de personaje: Bruno", raw: SHEET.replace("Alicia", "Bruno"), category_id: sandbox.category.id, wiki: true })],
  ])("%s: created as any post, and no wiki", async (_way, send) => {
    const res = await send();
    expect(res.status).toBe(200);
    const post = await res.json() as { id: number; wiki: boolean; version: number };
    expect(post).toMatchObject({ wiki: false, version: 1 });
    const held = sandbox.forum.posts.get(post.id)!;
    expect([held.wiki, held.version, held.revisions.length]).toEqual([false, 1, 0]);
    // Only post_created: nothing made it a wiki afterwards either.
    expect(events.filter((e) => e.postId === post.id).map((e) => e.name)).toEqual(["post_created"]);
  });

  it("a reply sent with wiki: true is no wiki either", async () => {
    const topic = await (await viaPage({ username: "alicia", title: "Una mesa para esta noche", raw: "Abro la mesa para esta noche, pasad.", category_id: sandbox.category.id })).json() as { topic_id: number };
    const reply = await (await viaPage({ username: "carla", topic_id: topic.topic_id, raw: SHEET.replace("Alicia", "Carla"), wiki: true })).json() as { id: number; wiki: boolean };
    expect(reply.wiki).toBe(false);
    expect(sandbox.forum.posts.get(reply.id)!.wiki).toBe(false);
  });
});
