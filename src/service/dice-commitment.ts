// The anchored commitment (docs/verifiable-dice.md §9.3): before any roll, the service posts its
// operator's commitment (key, seed-chain head, schedule, beacon, the commitment it replaces) in a
// "dice commitment" topic. The forum keeps the post's time and every edit of it, so the head every
// proof names cannot be swapped unseen. One post per commitment: a rotation (new key or chain, made
// with `gf keys init --replaces <id>`) is a reply in the same topic that names the old id.
//
// Marks in the store remember the topic and each commitment's post. A crash between posting and
// marking posts the same text again at the next start: harmless, the text and its id are the same.
import type { Lang } from "../lib/i18n.js";
import type { Operator } from "../dice/operator.js";
import { COMMITMENT_V3, commitmentOf, commitmentText } from "../dice/well-known.js";
import { tipText } from "../dice/tips.js";
import type { DiscourseClient } from "./discourse/client.js";
import type { Store } from "./store/store.js";
import type { Templates } from "./templates.js";

export interface PostedCommitment {
  readonly id: string;
  readonly postId: number;
  /** Discourse's permalink of a post by id (`/p/:id`, PostsController#by_number's sibling `short_link`). */
  readonly url: string;
  /**
   * The post's `created_at` (ms): the commitment covers only blocks the forum dates after it
   * (docs/verifiable-dice.md §V.3). Undefined when the forum did not say.
   */
  readonly at?: number;
}

const TOPIC_MARK = "dice-commitment-topic";
const postMark = (id: string) => `dice-commitment:${id.slice(0, 32)}`;
const TITLE: Record<Lang, string> = { es: "Compromiso de dados del servicio de tiradas", en: "Dice commitment of the dice service" };

export interface CommitmentDeps {
  readonly operator: Operator;
  readonly discourse: DiscourseClient;
  readonly store: Store;
  readonly templates: Templates;
  readonly forumUrl: string;
  /** Where the topic is opened: the first watched category. */
  readonly categoryId: number;
  readonly lang: Lang;
}

/**
 * Posts the roll log's tip (docs/verifiable-dice.md §V.4) as a reply in the commitment topic, in both
 * languages, the tip's text once: `at`, or the log's tip as the store holds it now. Returns the post's id
 * and the tip, or undefined before the topic exists.
 */
export async function postTip(deps: Omit<CommitmentDeps, "operator" | "categoryId" | "forumUrl">, at?: LogTip): Promise<{ post: number; seq: number; hash: string } | undefined> {
  const topic = await deps.store.getMark(TOPIC_MARK);
  if (topic === null) return undefined;
  const tip = at ?? await readTip(deps.store);
  const other: Lang = deps.lang === "es" ? "en" : "es";
  const raw = `${deps.templates.render("dice-tip", deps.lang, { rolls: tip.seq, text: tipText(tip) }).trimEnd()}\n\n---\n\n`
    + deps.templates.render("dice-tip", other, { rolls: tip.seq, text: "" }).trimEnd();
  return { post: (await deps.discourse.createReply({ topicId: topic, raw })).id, ...tip };
}

/** Where the roll log ends: its last seq and record hash (0 and zeros for an empty log). */
export interface LogTip { readonly seq: number; readonly hash: string }

/** The roll log's tip as the store holds it now: what a tip post names. */
export async function readTip(store: Pick<Store, "logTip">): Promise<LogTip> {
  const last = await store.logTip();
  return { seq: last?.seq ?? 0, hash: last?.recordHash ?? "0".repeat(64) };
}

/** Posts the operator's commitment unless it already is; returns where it is. */
export async function ensureCommitment(deps: CommitmentDeps): Promise<PostedCommitment> {
  const doc = deps.operator.wellKnown();
  const commitment = commitmentOf(doc);
  const id = doc.commitment.id;
  const known = await deps.store.getMark(postMark(id));
  if (known !== null) {
    const at = (await deps.discourse.readPost(known)).createdAt;
    return { id, postId: known, url: `${deps.forumUrl}/p/${known}`, ...(at !== undefined ? { at } : {}) };
  }
  // Every reader of the forum, in either language, is told what the post is; the commitment's text
  // (one line a verifier reads) is in it once.
  const data = { version: commitment.format === COMMITMENT_V3 ? "gf-dice-v3" : "gf-dice-v2", id, previous: commitment.previous };
  const other: Lang = deps.lang === "es" ? "en" : "es";
  const raw = `${deps.templates.render("dice-commitment", deps.lang, { ...data, text: commitmentText(commitment) }).trimEnd()}\n\n---\n\n`
    + deps.templates.render("dice-commitment", other, { ...data, text: "" }).trimEnd();
  const topic = await deps.store.getMark(TOPIC_MARK);
  const post = topic !== null ? await deps.discourse.createReply({ topicId: topic, raw })
    : await deps.discourse.createTopic({ title: `${TITLE[deps.lang]} · ${TITLE[other]}`, raw, categoryId: deps.categoryId });
  await deps.store.raiseMark(TOPIC_MARK, post.topic_id);
  await deps.store.raiseMark(postMark(id), post.id);
  const at = Date.parse(post.created_at);
  return { id, postId: post.id, url: `${deps.forumUrl}/p/${post.id}`, ...(Number.isNaN(at) ? {} : { at }) };
}
