// The page's reading of the commitment topic (docs/verifiable-dice.md §V.3): the badge binds the
// operator's document to the commitments the forum anchors, as `gf verify` and `gf audit` do, so a
// document served to browsers only, naming a head posted after a player's post or a retirement the
// forum never saw, reads NOT verified. The page is the forum's own origin: it reads the topic as the
// reader sees it (`/posts/{id}.json`, `/t/{id}.json`, `/t/{id}/posts.json?post_ids[]=…`), once a page.
import { anchorOptions, commitmentPostsOf, isRevisionAnswer, missingPostIds, readAnchors, topicPostsFrom, withRevisionProbes, type AnchoredOptions } from "../dice/anchor.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { clockPostOf, withClock, type ForumGet } from "../dice/clock.js";
import type { DocumentOptions } from "../dice/well-known.js";
import type { Result } from "../lib/result.js";
import { keepCommitmentTopic } from "./checked-store.js";

/** TopicView.chunk_size: the posts asked at once, as the post stream asks them. */
const CHUNK = 20;

/**
 * The forum as the reader is shown it (same origin, their session), the page's one way to read it: a
 * status, and the JSON of a 2xx; no answer (or one that is not JSON) reads status 0.
 */
export const forumGet = (base = ""): ForumGet => async (path) => {
  try {
    const res = await fetch(`${base}${path}`, { credentials: "same-origin", headers: { Accept: "application/json" } });
    return res.ok ? { status: res.status, json: await res.json() } : { status: res.status };
  } catch {
    return { status: 0 };
  }
};

/** A post or topic as JSON; any other answer throws, which anchorPageDocument reads as "unreadable". */
async function getJson(base: string, path: string): Promise<unknown> {
  const { status, json } = await forumGet(base)(path);
  if (status !== 200) throw new Error(`HTTP ${status}`);
  return json;
}

/** The commitment post a document names (`…/p/{id}`), read on the page's own forum. */
const postIdIn = (post: unknown): number | undefined => {
  const m = typeof post === "string" ? /\/p\/(\d+)$/.exec(post) : null;
  return m ? Number(m[1]) : undefined;
};
const postIdOf = (doc: DocumentOptions): number | undefined => postIdIn(doc.doc?.commitment.post);

/** The reads of a commitment post started ahead (readAnchorsAhead), by base and post id. */
interface Ahead { readonly named: Promise<unknown>; readonly topic: Promise<unknown>; readonly revision: Promise<number> }
const ahead = new Map<string, Ahead>();
/** A promise whose failure is its reader's to see, not an unhandled rejection while it waits. */
const held = <T>(p: Promise<T>): Promise<T> => { p.catch(() => undefined); return p; };
const revisionStatus = async (base: string, id: number): Promise<number> => (await forumGet(base)(`/posts/${id}/revisions/2.json`)).status;

/**
 * Starts the forum's reads for the commitment post named in the operator's document as fetched (not
 * yet checked: nothing read here is trusted before anchorPageDocument reads it as usual): the post,
 * its revision 2 probe and, once the post names it, its topic. They run beside the document's check
 * and the seed chain walk instead of one after another after them. Each is taken once. `hint`: where
 * this browser found the commitment post on an earlier page (checked-store.ts), for readCommitmentAhead.
 */
export function readAnchorsAhead(json: unknown, base = "", hint?: { post: number; topic: number }): void {
  const id = postIdIn((json as { commitment?: { post?: unknown } } | null)?.commitment?.post);
  if (id !== undefined) readCommitmentAhead(id, base, hint?.post === id ? hint.topic : undefined);
}

/**
 * The reads of commitment post `id` started now. `topicHint`, the topic this browser found the post in
 * on an earlier page, is read at once beside the post instead of after it, and serves only if the post,
 * read on this page, names that very topic (a post staff moved to another topic reads its new one).
 */
export function readCommitmentAhead(id: number, base = "", topicHint?: number): void {
  const key = `${base} ${id}`;
  if (ahead.has(key)) return;
  const named = held(getJson(base, `/posts/${id}.json`));
  const hinted = topicHint === undefined ? undefined : held(getJson(base, `/t/${topicHint}.json`));
  // A post that names no topic is unreadable to the anchoring, which then never asks for the topic.
  const topic = held(named.then((p) => {
    const topicId = (p as { topic_id?: unknown }).topic_id;
    return typeof topicId !== "number" ? undefined : topicId === topicHint ? hinted : getJson(base, `/t/${topicId}.json`);
  }));
  ahead.set(key, { named, topic, revision: held(revisionStatus(base, id)) });
}

/**
 * The document's options bound to the forum's commitment topic, "unreadable" when the forum did not
 * answer (the badge then says the commitment could not be checked), or undefined when the document
 * names no commitment post. `account` is the site's gf_service_username; `where`, the place the
 * browser keeps the post's topic under (checked-store.ts keepCommitmentTopic) for a later page's reads.
 */
export async function anchorPageDocument(doc: DocumentOptions, account: string, base = "", where?: string): Promise<Result<AnchoredOptions> | "unreadable" | undefined> {
  const postId = postIdOf(doc);
  if (postId === undefined) return undefined;
  // What readAnchorsAhead started for this post, taken once: a later batch reads afresh.
  const key = `${base} ${postId}`;
  const early = ahead.get(key);
  ahead.delete(key);
  try {
    const named = await (early?.named ?? getJson(base, `/posts/${postId}.json`)) as { topic_id?: unknown };
    if (typeof named.topic_id !== "number") return "unreadable";
    const topic = named.topic_id;
    const first = await (early?.topic ?? getJson(base, `/t/${topic}.json`));
    if (where !== undefined) keepCommitmentTopic(where, postId, topic);
    const posts = topicPostsFrom(first);
    const missing = missingPostIds(first, posts);
    for (let i = 0; i < missing.length; i += CHUNK) {
      const ids = missing.slice(i, i + CHUNK).map((id) => `post_ids[]=${id}`).join("&");
      posts.push(...topicPostsFrom(await getJson(base, `/t/${topic}/posts.json?${ids}`)));
    }
    // A commitment post rewritten and its revision hidden reads as version 1; its revision 2 answers 403, not 404 (§V.3).
    const statuses = new Map<number, number>();
    await Promise.all(commitmentPostsOf(posts, account).map(async (p) => {
      statuses.set(p.id, await (p.id === postId && early ? early.revision : revisionStatus(base, p.id)));
    }));
    // A rate limit or a server error says nothing of the post: the commitment could not be checked.
    if ([...statuses.values()].some((status) => !isRevisionAnswer(status))) return "unreadable";
    const anchors = readAnchors(withRevisionProbes(posts, statuses), account, nobleCrypto);
    // The operator's clock (docs/verifiable-dice.md §V.11), read by the worker (verify-page.ts); a topic with
    // none (null) fixes no beacon roll's round, and such a roll is never "fully verified" (roundUnfixed).
    const anchored = anchors.ok ? anchorOptions(doc, anchors.value) : anchors;
    return anchored.ok ? { ...anchored, value: withClock(anchored.value, clockPostOf(posts, account) ?? null) } : anchored;
  } catch {
    return "unreadable";
  }
}
