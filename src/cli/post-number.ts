// What post a `gf verify --context forum/topic/POST/block` names. The proof signs the post's forum id;
// readers see the post's number in its topic ("#5", the N of /t/{topic}/{N}). Discourse serves both
// to anonymous readers of a public topic, each answer carrying the post's id, post_number and topic_id:
// GET /posts/{id}.json (PostsController#show) and GET /posts/by_number/{topic_id}/{post_number}.json
// (PostsController#by_number, Post.where(topic_id:, post_number:), 404 for none): config/routes.rb at
// discourse/discourse@ee264aa6 (`resources :posts, only: %i[show …]`, `get "posts/by_number/:topic_id/
// :post_number"`, `get "t/:topic_id/:post_number" => "topics#show"`). So `#N` (the number readers see)
// is read back from the forum as its post's id; and a bare number given where the proof's id was
// expected is looked up both ways: when it is only the number of the proof's post, the proof is checked
// as that post's; otherwise the reader is told exactly which post each number names.
import { z } from "zod";
import type { Lang } from "../lib/i18n.js";
import { CliError } from "./command.js";
import { forumGet } from "./forum-reads.js";

const postJson = z.object({ id: z.number().int(), post_number: z.number().int(), topic_id: z.number().int() });

export type PostNaming =
  /** `typed` is the number of the proof's post in the topic. */
  | { readonly kind: "number" }
  /** `typed` names another post of the topic: by its id, or by its number (`id` then that post's id). */
  | { readonly kind: "other"; readonly id: number; readonly number: number; readonly provedNumber?: number }
  /** `typed` is both another post's id and the proof's post's number in this topic: only the id is unambiguous. */
  | { readonly kind: "both"; readonly number: number }
  /** The topic has no post `typed` (neither id nor number), or the forum could not be read (`detail`). */
  | { readonly kind: "none"; readonly detail?: string };

/** The forum id of post #`number` of `topic`, or why there is none: the topic has no such post, or the forum could not be read (`detail`). */
export async function postIdOf(base: string, topic: number, number: number, lang: Lang): Promise<{ readonly id: number } | { readonly detail?: string }> {
  try {
    const answer = await forumGet(base, lang)(`/posts/by_number/${topic}/${number}.json`);
    const post = answer.status === 200 ? postJson.safeParse(answer.json) : undefined;
    return post?.success && post.data.topic_id === topic && post.data.post_number === number ? { id: post.data.id } : {};
  } catch (e) {
    if (e instanceof CliError) return { detail: e.message };
    throw e;
  }
}

/** Which post `typed` names in `topic`, read from the forum at `base` (its address), beside the proof's post `proved` (an id). */
export async function namePost(base: string, topic: number, typed: number, proved: number, lang: Lang): Promise<PostNaming> {
  const get = forumGet(base, lang);
  const read = async (path: string) => {
    const answer = await get(path);
    const post = answer.status === 200 ? postJson.safeParse(answer.json) : undefined;
    return post?.success && post.data.topic_id === topic ? post.data : undefined;
  };
  try {
    const [byId, byNumber] = await Promise.all([read(`/posts/${typed}.json`), read(`/posts/by_number/${topic}/${typed}.json`)]);
    if (byId && byNumber?.id === proved) return { kind: "both", number: byId.post_number };
    if (byNumber?.id === proved) return { kind: "number" };
    const other = byId ?? byNumber;
    if (!other) return { kind: "none" };
    const provedNumber = (await read(`/posts/${proved}.json`))?.post_number;
    return { kind: "other", id: other.id, number: other.post_number, ...(provedNumber !== undefined ? { provedNumber } : {}) };
  } catch (e) {
    if (e instanceof CliError) return { kind: "none", detail: e.message };
    throw e;
  }
}
