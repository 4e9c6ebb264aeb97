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
import { commitmentOf, commitmentText } from "../dice/well-known.js";
import type { DiscourseClient } from "./discourse/client.js";
import type { Store } from "./store/store.js";
import type { Templates } from "./templates.js";

export interface PostedCommitment {
  readonly id: string;
  readonly postId: number;
  /** Discourse's permalink of a post by id (`/p/:id`, PostsController#by_number's sibling `short_link`). */
  readonly url: string;
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

/** Posts the operator's commitment unless it already is; returns where it is. */
export async function ensureCommitment(deps: CommitmentDeps): Promise<PostedCommitment> {
  const doc = deps.operator.wellKnown();
  const commitment = commitmentOf(doc);
  const id = doc.commitment.id;
  const known = await deps.store.getMark(postMark(id));
  if (known !== null) return { id, postId: known, url: `${deps.forumUrl}/p/${known}` };
  // Every reader of the forum, in either language, is told what the post is; the commitment's text
  // (one line a verifier reads) is in it once.
  const data = { version: "gf-dice-v2", id, previous: commitment.previous };
  const other: Lang = deps.lang === "es" ? "en" : "es";
  const raw = `${deps.templates.render("dice-commitment", deps.lang, { ...data, text: commitmentText(commitment) }).trimEnd()}\n\n---\n\n`
    + deps.templates.render("dice-commitment", other, { ...data, text: "" }).trimEnd();
  const topic = await deps.store.getMark(TOPIC_MARK);
  const post = topic !== null ? await deps.discourse.createReply({ topicId: topic, raw })
    : await deps.discourse.createTopic({ title: `${TITLE[deps.lang]} · ${TITLE[other]}`, raw, categoryId: deps.categoryId });
  await deps.store.raiseMark(TOPIC_MARK, post.topic_id);
  await deps.store.raiseMark(postMark(id), post.id);
  return { id, postId: post.id, url: `${deps.forumUrl}/p/${post.id}` };
}
