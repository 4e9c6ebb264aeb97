// A post's two names on the sandbox forum, as Discourse gives them to anonymous readers: its forum id,
// global across topics (GET /posts/{id}.json, PostsController#show), and its number in its topic, from 1
// (GET /posts/by_number/{topic_id}/{post_number}.json, PostsController#by_number:
// find_post_from_params_by_number is Post.where(topic_id:, post_number:), Discourse::NotFound for none);
// config/routes.rb at discourse/discourse@ee264aa6. Each answer carries id, post_number and topic_id.
// `gf verify` reads a number back to its id through them (src/cli/post-number.ts): a forum that answered
// a number where an id is asked, or a number of another topic, would verify a roll for the wrong post.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox;
let topics: { a: number; b: number };

beforeAll(async () => {
  sandbox = await startSandbox({ posting: null });
  const alicia = sandbox.forum.userByName("alicia")!;
  const a = sandbox.forum.createTopic(alicia, "Mesa del martes por la tarde", "Primera mesa, tres mensajes.", sandbox.category.id);
  for (const i of [1, 2]) sandbox.forum.createReply(alicia, a.topicId, `Comentario ${i} de la mesa del martes.`, null);
  const b = sandbox.forum.createTopic(alicia, "Mesa del jueves por la tarde", "Segunda mesa, dos mensajes.", sandbox.category.id);
  sandbox.forum.createReply(alicia, b.topicId, "Comentario de la mesa del jueves.", null);
  topics = { a: a.topicId, b: b.topicId };
});
afterAll(async () => { await sandbox?.close(); });

/** An anonymous reader's GET: its status and, for a 200, the post's names. */
async function read(path: string): Promise<{ status: number; post?: { id: number; post_number: number; topic_id: number } }> {
  const r = await fetch(`${sandbox.url}${path}`, { headers: { Accept: "application/json" } });
  if (r.status !== 200) return { status: r.status };
  const { id, post_number, topic_id } = await r.json() as { id: number; post_number: number; topic_id: number };
  return { status: 200, post: { id, post_number, topic_id } };
}

describe("a post's id and its number (PostsController#show, #by_number)", () => {
  it("numbers each topic's posts from 1 while ids run across the forum, and names each post both ways", async () => {
    expect(await read(`/posts/by_number/${topics.b}/2.json`)).toEqual({ status: 200, post: { id: 5, post_number: 2, topic_id: topics.b } });
    expect(await read("/posts/5.json")).toEqual({ status: 200, post: { id: 5, post_number: 2, topic_id: topics.b } });
  });

  it("never reads an id as a number nor a number as an id, nor another topic's number", async () => {
    // Post 2 is topic A's #2, not topic B's #2 (id 5).
    expect(await read("/posts/2.json")).toEqual({ status: 200, post: { id: 2, post_number: 2, topic_id: topics.a } });
    // Topic B has two posts: no #3 (topic A's #3 is id 3), and no post by the number of its ids.
    expect(await read(`/posts/by_number/${topics.b}/3.json`)).toEqual({ status: 404 });
    expect(await read(`/posts/by_number/${topics.b}/5.json`)).toEqual({ status: 404 });
    expect(await read("/posts/99.json")).toEqual({ status: 404 });
  });
});
