// Reads the operator's commitment topic from the forum for `gf verify` and `gf audit`
// (docs/verifiable-dice.md §V.3): the post the document names (GET /posts/{id}.json, for its topic and
// author), then the topic's post stream (GET /t/{id}.json with the first posts and every id, the rest
// from /t/{id}/posts.json?post_ids[]=…, TopicsController#show and #posts), and revision 2 of each of the
// account's posts holding a commitment (and, for gf audit, a log tip). What the forum shows an
// anonymous reader is what counts: that is what every other reader can check.
import { z } from "zod";
import { commitmentPostsOf, isRevisionAnswer, missingPostIds, readAnchors, topicPostsFrom, withRevisionProbes, type Anchor, type CommitmentTopicPost } from "../dice/anchor.js";
import { nodeCrypto } from "../dice/crypto-node.js";
import { tipPostsOf } from "../dice/tips.js";
import type { WellKnown } from "../dice/well-known.js";
import type { Lang } from "../lib/i18n.js";
import { err, gfError, type Result } from "../lib/result.js";
import { CliError } from "./command.js";
import { text } from "./shell.js";
import { getJson, readJson } from "./forum-reads.js";

/** TopicView.chunk_size: the posts asked at once, as the post stream asks them. */
const CHUNK = 20;
const namedPost = z.looseObject({ topic_id: z.number().int().positive(), username: z.string() });

/** The commitment post's id in the document's `commitment.post` (`…/p/{id}`), if it names one. */
export const commitmentPostId = (doc: Pick<WellKnown, "commitment">): number | undefined => {
  const m = doc.commitment.post ? /\/p\/(\d+)$/.exec(doc.commitment.post) : null;
  return m ? Number(m[1]) : undefined;
};

export interface ForumAnchors {
  /** The commitments the topic anchors, or why it anchors none. */
  readonly anchors: Result<Anchor[]>;
  readonly topic: number;
  readonly account: string;
  readonly posts: readonly CommitmentTopicPost[];
}

/**
 * The anchors of the commitment topic holding post `postId`, on `forum`. The account whose posts are
 * commitments is the document's `account`, else the named post's author.
 */
export async function readForumAnchors(forum: string, postId: number, account: string | undefined, lang: Lang,
  { probeTips = false }: { readonly probeTips?: boolean } = {}): Promise<ForumAnchors> {
  const named = namedPost.safeParse(await getJson(`${forum}/posts/${postId}.json`, z.unknown(), lang, forum));
  if (!named.success) throw new CliError(text(lang, "cli.audit-no-commitment"));
  const topic = named.data.topic_id;
  const first = await getJson(`${forum}/t/${topic}.json`, z.unknown(), lang, forum);
  const posts = topicPostsFrom(first);
  const missing = missingPostIds(first, posts);
  for (let i = 0; i < missing.length; i += CHUNK) {
    const ids = missing.slice(i, i + CHUNK).map((id) => `post_ids[]=${id}`).join("&");
    posts.push(...topicPostsFrom(await getJson(`${forum}/t/${topic}/posts.json?${ids}`, z.unknown(), lang, forum)));
  }
  const who = account ?? named.data.username;
  // The document's account must be the one the forum shows posting its commitment: a document naming
  // another would have its commitments read among that account's posts (docs/verifiable-dice.md §V.6).
  if (account !== undefined && account.toLowerCase() !== named.data.username.toLowerCase()) {
    return { anchors: err(gfError("dice.verify.commitment-mismatch", undefined, { field: "account", stated: account, committed: named.data.username, post: postId })),
      topic, account: who, posts };
  }
  // A commitment post rewritten and its revision hidden reads as version 1; its revision 2 answers 403, not 404 (§V.3).
  // So does a tip post (§V.4), asked for when the caller reads tips (gf audit): one request a tip.
  const statuses = new Map<number, number>();
  for (const p of [...commitmentPostsOf(posts, who), ...(probeTips ? tipPostsOf(posts, who) : [])]) {
    const url = `${forum}/posts/${p.id}/revisions/2.json`;
    let status: number;
    try {
      const answer = await readJson(url, { lang });
      await answer.body?.cancel();
      status = answer.status;
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause;
      throw new CliError(text(lang, "cli.audit-forum-fetch", { url, detail: cause?.code ?? String(e), forum }));
    }
    if (!isRevisionAnswer(status)) throw new CliError(text(lang, "cli.audit-forum-fetch", { url, detail: `HTTP ${status}`, forum }));
    statuses.set(p.id, status);
  }
  const probed = withRevisionProbes(posts, statuses);
  return { anchors: readAnchors(probed, who, nodeCrypto), topic, account: who, posts: probed };
}
