// The roll log anchored in the forum (docs/verifiable-dice.md §V.4, attack 4): every hour on the hour,
// and when it stops if the log moved since, the service posts its log's tip (the last record's seq and record hash) in the
// commitment topic. The forum dates each tip post and keeps its edits, so a verifier who reads the
// tips knows how long the log was at each of those times and what it held: a withheld tail, an
// emptied log or a log rewritten after a tip all contradict a post the operator cannot take back.
// Runtime-neutral and pure: `gf audit` fetches, this judges.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { changedSincePosted, type CommitmentTopicPost } from "./anchor.js";

/** How often the service posts a tip: every hour on the hour (a fixed cadence every verifier knows). */
export const TIP_SECONDS = 3600;
/** How late a tip may be before the log counts as unanchored ("tip-overdue"): the forum's and the service's queues. */
export const TIP_GRACE_SECONDS = 600;

export interface TipText { readonly seq: number; readonly hash: string }

/** A tip as the forum anchors it: posted at `at` (the post's created_at, ms). */
export interface Tip extends TipText { readonly post: number; readonly at: number }

/** The tip's one spelling: JSON with these keys in this order, no spaces; seq 0 and 64 zeros for an empty log. */
export const tipText = (t: TipText): string => JSON.stringify({ format: "gf-dice-tip-v3", seq: t.seq, hash: t.hash });

const TIP = /\{"format":"gf-dice-tip-v3","seq":(\d{1,16}),"hash":"([0-9a-f]{64})"\}/;
const unescapeQuotes = (html: string): string => html.replace(/&quot;/g, "\"");

/** Whether a post's text (raw or cooked) holds a tip text. */
export const holdsTip = (text: string): boolean => TIP.test(unescapeQuotes(text));
/** The tip text a post's text (raw or cooked) holds, as written, if any. */
export const tipTextIn = (text: string): string | undefined => TIP.exec(unescapeQuotes(text))?.[0];

/**
 * The account's posts of the topic that hold a tip text: the ones whose revision 2 `gf audit` asks for,
 * as for commitment posts (docs/verifiable-dice.md §V.4): staff can rewrite a tip, hide the revision and
 * reset its updated_at with "change timestamp"; only the revision's own answer (403, not 404) says so.
 */
export function tipPostsOf(posts: readonly CommitmentTopicPost[], account: string): CommitmentTopicPost[] {
  const who = account.toLowerCase();
  return posts.filter((p) => p.username.toLowerCase() === who && holdsTip(p.text));
}

/**
 * The tips the commitment topic holds, oldest first: posts by `account` holding a tip text. A tip
 * post must be unchanged since it was made, as a commitment post must ("tip-post"), its revision 2
 * answering 404 when the reader asked (tipPostsOf, withRevisionProbes).
 */
export function readTips(posts: readonly CommitmentTopicPost[], account: string): Result<Tip[]> {
  const who = account.toLowerCase();
  const tips: Tip[] = [];
  for (const p of [...posts].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)) {
    if (p.username.toLowerCase() !== who) continue;
    const m = TIP.exec(unescapeQuotes(p.text));
    if (!m) continue;
    const why = changedSincePosted(p);
    if (why) return err(gfError("dice.verify.tip-post", undefined, { post: p.id, at: new Date(p.createdAt).toISOString(), why: why[0], whyEs: why[1] }));
    tips.push({ post: p.id, at: p.createdAt, seq: Number(m[1]), hash: m[2]! });
  }
  return ok(tips);
}

export type TipProblem =
  /** The log's record at the tip's seq is not the one the tip named: the log was rewritten or forked since. */
  | { readonly kind: "tip-mismatch"; readonly post: number; readonly seq: number }
  /** A tip names a shorter log than one posted before it: the log went backwards. */
  | { readonly kind: "tip-order"; readonly post: number; readonly seq: number; readonly before: number }
  /** The log served is shorter than a tip posted in the forum: its tail is withheld. */
  | { readonly kind: "tip-ahead"; readonly post: number; readonly seq: number; readonly served: number }
  /** No tip for longer than the cadence allows: the log is not anchored lately. */
  | { readonly kind: "tip-overdue"; readonly last: number | null; readonly now: number };

/**
 * Checks the log served (`hashOf(seq)`: the record hash at seq, or undefined when the log lacks it;
 * `lastSeq`: its last seq) against the forum's tips, at time `now`.
 */
export function checkTips(tips: readonly Tip[], hashOf: (seq: number) => string | undefined, lastSeq: number, now: number): TipProblem[] {
  const problems: TipProblem[] = [];
  let before = 0;
  for (const tip of tips) {
    if (tip.seq < before) problems.push({ kind: "tip-order", post: tip.post, seq: tip.seq, before });
    before = Math.max(before, tip.seq);
    if (tip.seq > lastSeq) problems.push({ kind: "tip-ahead", post: tip.post, seq: tip.seq, served: lastSeq });
    else if (tip.seq > 0 && hashOf(tip.seq) !== tip.hash) problems.push({ kind: "tip-mismatch", post: tip.post, seq: tip.seq });
  }
  const last = tips.at(-1);
  if (!last || now - last.at > (TIP_SECONDS + TIP_GRACE_SECONDS) * 1000) problems.push({ kind: "tip-overdue", last: last?.at ?? null, now });
  return problems;
}

/** When the next tip is due after `now`: the next multiple of the cadence since 1970 (on the hour). */
export const nextTipAt = (now: number, seconds = TIP_SECONDS): number => (Math.floor(now / (seconds * 1000)) + 1) * seconds * 1000;
