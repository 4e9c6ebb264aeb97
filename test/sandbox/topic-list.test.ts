// The sandbox forum's topic lists answer as Discourse's ListController does (app/controllers/
// list_controller.rb at discourse/discourse@00ec81dd): 30 topics a page (TopicQuery::
// DEFAULT_PER_PAGE_COUNT, lib/topic_query.rb at @0a9b83a6), newest bump first, `more_topics_url`
// only on a full page (TopicListSerializer#include_more_topics_url?), a category's list at its own
// slug path (a wrong or missing slug is a 301), and a topic's first post by number
// (PostsController#by_number at @002becf8).
import { afterEach, describe, expect, it } from "@jest/globals";
import { apiPost, topicListResponse } from "../../src/service/discourse/schemas.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox | undefined;
afterEach(async () => { await sandbox?.close(); sandbox = undefined; });

/** A forum clock that moves a second per post, so bump order is the order of posting. */
function ticking() {
  let t = Date.parse("2026-11-20T10:00:00Z");
  return () => (t += 1000);
}

async function list(s: Sandbox, path: string) {
  const r = await fetch(`${s.url}${path}`, { redirect: "manual" }); // anonymous: the lists are open routes
  return { status: r.status, location: r.headers.get("location"), body: r.status === 200 ? topicListResponse.parse(await r.json()) : await r.text() };
}

describe("sandbox topic lists (ListController)", () => {
  it("a category's list pages 30 topics at a time, newest bump first; more_topics_url comes only with a full page and leads to the next", async () => {
    sandbox = await startSandbox({ now: ticking() });
    const forum = sandbox.forum;
    const alicia = forum.userByName("alicia")!;
    const general = [...forum.categories.values()].find((c) => c.id !== sandbox!.category.id)!;
    const topics = Array.from({ length: 65 }, (_, i) => forum.createTopic(alicia, `Tema ${i}`, `cuerpo ${i}`, sandbox!.category.id).topicId);
    forum.createTopic(alicia, "Otra categoría", "fuera", general.id);
    forum.createTopic(alicia, "Sin categoría", "fuera", null);
    // A reply bumps the oldest topic to the top; an edit does not bump.
    forum.createReply(alicia, topics[0]!, "sube", null);
    forum.revise(alicia, forum.postByNumber(topics[1]!, 1)!, "editado", null);
    const expected = [topics[0]!, ...topics.slice(1).reverse()];
    const path = `/c/${sandbox.category.slug}/${sandbox.category.id}`;

    const one = await list(sandbox, `${path}.json`);
    expect(one.status).toBe(200);
    const page1 = (one.body as { topic_list: { topics: { id: number }[]; more_topics_url?: string; per_page: number } }).topic_list;
    expect(page1.per_page).toBe(30);
    expect(page1.topics.map((t) => t.id)).toEqual(expected.slice(0, 30));
    expect(page1.more_topics_url).toBe(`${path}?page=1`);
    const two = (await list(sandbox, `${path}.json?page=1`)).body as typeof one.body & { topic_list: typeof page1 };
    expect(two.topic_list.topics.map((t) => t.id)).toEqual(expected.slice(30, 60));
    expect(two.topic_list.more_topics_url).toBe(`${path}?page=2`);
    const three = (await list(sandbox, `${path}.json?page=2`)).body as { topic_list: typeof page1 };
    expect(three.topic_list.topics.map((t) => t.id)).toEqual(expected.slice(60));
    expect(three.topic_list).not.toHaveProperty("more_topics_url"); // 5 topics: not a full page
    expect((await list(sandbox, `${path}.json?page=9`)).body).toMatchObject({ topic_list: { topics: [] } });
    expect(page1.topics[0]).toMatchObject({ id: topics[0], title: "Tema 0", posts_count: 2, category_id: sandbox.category.id });
  });

  it("the forum-wide latest list holds every category's topics (none without a category) and pages with no_definitions, as ListController#latest builds it", async () => {
    sandbox = await startSandbox({ now: ticking() });
    const forum = sandbox.forum;
    const bruno = forum.userByName("bruno")!;
    const general = [...forum.categories.values()].find((c) => c.id !== sandbox!.category.id)!;
    const ids = Array.from({ length: 31 }, (_, i) => forum.createTopic(bruno, `T${i}`, "x", i % 2 ? general.id : sandbox!.category.id).topicId);
    forum.createTopic(bruno, "Sin categoría", "fuera", null);
    const one = (await list(sandbox, "/latest.json")).body as { topic_list: { topics: { id: number }[]; more_topics_url?: string } };
    expect(one.topic_list.topics.map((t) => t.id)).toEqual([...ids].reverse().slice(0, 30));
    expect(one.topic_list.more_topics_url).toBe("/latest?no_definitions=true&page=1");
    const two = (await list(sandbox, "/latest.json?no_definitions=true&page=1")).body as typeof one;
    expect(two.topic_list.topics.map((t) => t.id)).toEqual([ids[0]]);
  });

  it("a category named by id alone, or by a wrong slug, is a 301 to its own address (set_category); an unknown one is a 404; a bad page is a 400", async () => {
    sandbox = await startSandbox();
    const { id, slug } = sandbox.category;
    expect(await list(sandbox, `/c/${id}.json?page=1`)).toMatchObject({ status: 301, location: `/c/${slug}/${id}.json?page=1` });
    expect(await list(sandbox, `/c/otra/${id}.json`)).toMatchObject({ status: 301, location: `/c/${slug}/${id}.json` });
    expect(await list(sandbox, `/c/${slug}.json`)).toMatchObject({ status: 301, location: `/c/${slug}/${id}.json` });
    expect((await fetch(`${sandbox.url}/c/${id}.json`)).status).toBe(200); // fetch follows the redirect
    expect((await list(sandbox, "/c/999.json")).status).toBe(404);
    expect((await list(sandbox, "/c/nada.json")).status).toBe(404);
    for (const page of ["-1", "x", "1.5", "2147483648"]) {
      const r = await list(sandbox, `/c/${slug}/${id}.json?page=${page}`);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body as string)).toMatchObject({ error_type: "invalid_parameters" });
    }
  });

  it("a topic's post by number carries its cooked HTML and no raw (display_post); a missing one is a 404", async () => {
    sandbox = await startSandbox();
    const forum = sandbox.forum;
    const post = forum.createTopic(forum.userByName("carla")!, "Ficha", "**hola**", sandbox.category.id);
    const r = await fetch(`${sandbox.url}/posts/by_number/${post.topicId}/1.json`);
    expect(r.status).toBe(200);
    const json = apiPost.parse(await r.json());
    expect(json).toMatchObject({ id: post.id, post_number: 1, topic_id: post.topicId, username: "carla", cooked: "<p><strong>hola</strong></p>" });
    expect(json).not.toHaveProperty("raw");
    expect((await fetch(`${sandbox.url}/posts/by_number/${post.topicId}/2.json`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/posts/by_number/999/1.json`)).status).toBe(404);
  });
});
