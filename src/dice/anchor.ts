// Heads anchored before they are used (docs/verifiable-dice.md §V.3, attacks 2 and 3): a verifier reads
// the commitment topic itself and takes from the forum, never from the operator's document, which
// commitments exist, when each was posted, and so which block times each may roll. Runtime-neutral:
// `gf verify`, `gf audit` and the badge read the same posts through this module.
//
// A commitment post counts only as Discourse shows it unchanged since its creation: `version` 1 and
// `updated_at` equal to `created_at`. Discourse keeps no revision for an edit by the post's last
// editor within `editing_grace_period` of its last version that changes fewer characters than
// `editing_grace_period_max_diff` (PostRevisor#ninja_edit?, lib/post_revisor.rb; config/site_settings.yml
// at discourse/discourse@00011e9cd999c967003ea3f629b3386565dec332: 300 s, 100 characters, 400 for
// staff and trust level 2 and up; not a client setting, so a reader's page cannot even read it), and shows
// non-staff readers the public version of a post whose revision staff hid (PostSerializer#version);
// either edit still saves the post, so its `updated_at` moves. Hidden, whispered or deleted commitment
// posts count as changed too. A commitment then covers the block times after its post's `created_at`
// up to the next commitment's: a head made after a player's post (a post-hoc "rotation") covers none
// of that post's blocks, and a retired head none after the rotation's post, whatever the document says.
import { err, gfError, ok, type Result } from "../lib/result.js";
import type { DiceCrypto } from "./crypto.js";
import { isCanonicalForum } from "./context.js";
import { COMMITMENT_LINE, COMMITMENT_V2, COMMITMENT_V3, commitmentId, commitmentText, cutoffsOf, type Commitment, type DocumentOptions } from "./document.js";

/** Post.types[:regular] (app/models/post.rb): whispers (4), small actions (3), moderator actions (2) hold no commitment. */
const REGULAR = 1;

/** A post of the commitment topic as the forum serves it (`/t/{id}.json`'s post stream). */
export interface CommitmentTopicPost {
  readonly id: number;
  readonly username: string;
  /** `created_at`, `updated_at` (ms). */
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly version: number;
  readonly postType: number;
  readonly hidden: boolean;
  readonly deleted: boolean;
  /** The post's raw or cooked text: the commitment is read from its code block. */
  readonly text: string;
  /**
   * What `GET /posts/{id}/revisions/2.json` answered the verifier (its HTTP status), when it asked:
   * 404 when the post has no revision; 403 (to all but staff and the author) when staff hid it, though
   * the post then reads as version 1 (PostSerializer#version serves public_version). See revisionProbes.
   */
  readonly revisionStatus?: number;
}

/** A commitment as the forum anchors it: posted at `at` (ms), covering block times in (at, until). */
export interface Anchor {
  readonly id: string;
  readonly commitment: Commitment;
  readonly post: number;
  readonly at: number;
  /** The next commitment's post time: this one's retirement; null while it is the last. */
  readonly until: number | null;
  /** The next commitment's post id: a first-version block the forum numbered after it is not this key's (§V.3); null while it is the last. */
  readonly untilPost: number | null;
}

/** The block times a commitment covers: after `from`, and before `until` when it was retired. */
export interface AnchorWindow {
  readonly from: number;
  readonly until: number | null;
  /** The commitment post's id, to name it in a failure. */
  readonly post: number;
  /**
   * The next commitment post's id (undefined or null: none). Staff can move the commitment topic later
   * (towards now), which moves the rotation's time and stretches the retired key's window; ids stay.
   */
  readonly untilPost?: number | null;
}

/** The few entities Discourse's cooked HTML writes inside a code block. */
export const unescapeHtml = (html: string): string =>
  html.replace(/&quot;/g, "\"").replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const HEX32 = /^[0-9a-f]{64}$/;
const ACCOUNT = /^[A-Za-z0-9_.-]{1,60}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;
const count = (v: unknown, min: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min;

/**
 * An ISO 8601 UTC time that names a real instant, spelt as that instant's own ISO text (up to the
 * fraction of a second): "2026-13-01T00:00:00Z" or "…T23:59:60Z" fit the pattern but Date.parse reads
 * NaN, and a NaN cut-off compares false with every time, so it would accept every old proof (the
 * cut-off poisoning attack, docs/verifiable-dice.md §V.6); "2026-02-30" would be another day's second spelling.
 */
export function isInstant(v: string): boolean {
  const ms = Date.parse(v);
  return ISO.test(v) && Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === v.slice(0, 19);
}

/**
 * What a post's text holds (docs/verifiable-dice.md §9.3): undefined when it has no
 * `{"format":"gf-dice-commitment-v2"…}` or `-v3"…}` line; else the commitment, when the first such line
 * is the canonical text of a well-formed commitment, or why it is not (the page's verifier ships no
 * zod: each field is checked here as well-known.ts's schema checks it).
 */
export function commitmentReading(text: string): { commitment: Commitment } | { problem: string; problemEs: string } | undefined {
  const m = COMMITMENT_LINE.exec(text);
  if (!m) return undefined;
  let c: Record<string, unknown>;
  try { c = JSON.parse(m[0]) as Record<string, unknown>; } catch { return { problem: "its commitment text is not JSON", problemEs: "su texto de compromiso no es JSON" }; }
  const instantOrNull = (v: unknown) => v === null || (typeof v === "string" && isInstant(v));
  const v3 = c["format"] === COMMITMENT_V3;
  const checks: [string, boolean][] = [
    ["publicKey", typeof c["publicKey"] === "string" && HEX32.test(c["publicKey"])], ["head", typeof c["head"] === "string" && HEX32.test(c["head"])],
    ["genesis", typeof c["genesis"] === "string" && isInstant(c["genesis"])], ["periodSeconds", count(c["periodSeconds"], 1)],
    ["epochs", count(c["epochs"], 1)], ["revealDelaySeconds", count(c["revealDelaySeconds"], 0)],
    ["beacon", c["beacon"] === null || typeof c["beacon"] === "string"],
    ["previous", c["previous"] === null || (typeof c["previous"] === "string" && HEX32.test(c["previous"]))],
    ...(v3 ? [["forum", typeof c["forum"] === "string" && isCanonicalForum(c["forum"])],
      ["account", c["account"] === null || (typeof c["account"] === "string" && ACCOUNT.test(c["account"]))],
      ["v1Until", instantOrNull(c["v1Until"])], ["v2Until", instantOrNull(c["v2Until"])]] as [string, boolean][] : []),
  ];
  const bad = checks.find(([, well]) => !well);
  if (bad) {
    const value = JSON.stringify(c[bad[0]]);
    return { problem: `its commitment text's ${bad[0]} (${value ?? "absent"}) is not well-formed`,
      problemEs: `el campo ${bad[0]} de su texto de compromiso (${value ?? "ausente"}) no está bien formado` };
  }
  const commitment = c as unknown as Commitment;
  // One text per commitment: extra, missing, repeated or reordered keys, spaces, escapes all spell it otherwise.
  return commitmentText(commitment) === m[0] ? { commitment }
    : { problem: "its commitment text is not the canonical one", problemEs: "su texto de compromiso no es el canónico" };
}

/** The commitment a post's text holds, when it is well-formed and canonical (commitmentReading). */
export function commitmentIn(text: string): Commitment | undefined {
  const read = commitmentReading(text);
  return read && "commitment" in read ? read.commitment : undefined;
}

const fail = (check: string, params: Record<string, string | number>) => err(gfError(`dice.verify.${check}`, undefined, params));
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Why a post of the account that anchors something (a commitment, a log tip) is not as it was posted,
 * in both languages a reader may read it in (a message's {why} and {whyEs}), or undefined when the
 * forum shows it unchanged: not deleted, hidden or of another type, version 1, revision 2 answering
 * 404 when it was asked (403 or 200: a revision exists, hidden from this reader or shown), and
 * `updated_at` equal to `created_at` (docs/verifiable-dice.md §V.3, §V.4).
 */
export function changedSincePosted(p: CommitmentTopicPost): [string, string] | undefined {
  return p.deleted ? ["deleted", "borrado"] : p.hidden ? ["hidden", "oculto"]
    : p.postType !== REGULAR ? ["not a regular post", "no es un mensaje normal"]
    : p.version !== 1 ? [`revised (version ${p.version})`, `revisado (versión ${p.version})`]
    : p.revisionStatus !== undefined && p.revisionStatus !== 404
      ? [`revised, its revision hidden from readers (revision 2 answers ${p.revisionStatus})`, `revisado, con la revisión oculta a los lectores (la revisión 2 responde ${p.revisionStatus})`]
    : p.updatedAt !== p.createdAt ? [`edited at ${iso(p.updatedAt)}`, `editado a las ${iso(p.updatedAt)}`] : undefined;
}

/**
 * The chain of commitments the topic anchors, oldest first. Only posts by `account` (the service's
 * forum account) are read; any of them holding a commitment text must be unchanged since it was made
 * ("commitment-post"), and each commitment must name the one before it ("commitment-fork"). The same
 * text posted twice (the service's crash between posting and remembering it) counts at its first post.
 */
export function readAnchors(posts: readonly CommitmentTopicPost[], account: string, crypto: Pick<DiceCrypto, "sha256">): Result<Anchor[]> {
  const who = account.toLowerCase();
  const found: Omit<Anchor, "until" | "untilPost">[] = [];
  const ordered = [...posts].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  for (const p of ordered) {
    if (p.username.toLowerCase() !== who) continue;
    const read = commitmentReading(unescapeHtml(p.text));
    if (!read) continue;
    // A commitment line the account posted that no verifier reads as a commitment anchors nothing, and
    // nothing after it: skipped, it would let its successor name it while its cut-offs went unread.
    if ("problem" in read) return fail("commitment-post", { post: p.id, why: read.problem, whyEs: read.problemEs, at: iso(p.createdAt) });
    const { commitment } = read;
    const why = changedSincePosted(p);
    if (why) return fail("commitment-post", { post: p.id, why: why[0], whyEs: why[1], at: iso(p.createdAt) });
    // A v3 commitment names the account that posts it: read under another account, it is not this service's.
    if (commitment.format === COMMITMENT_V3 && (commitment.account ?? "").toLowerCase() !== who) {
      return fail("commitment-account", { post: p.id, committed: commitment.account ?? "—", account });
    }
    const id = commitmentId(commitment, crypto);
    if (found.some((f) => f.id === id)) continue;
    const previous = found.at(-1)?.id ?? null;
    if (commitment.previous !== previous) return fail("commitment-fork", { id, previous: commitment.previous ?? "—", want: previous ?? "—", post: p.id });
    found.push({ id, commitment, post: p.id, at: p.createdAt });
  }
  return ok(found.map((f, i) => ({ ...f, until: found[i + 1]?.at ?? null, untilPost: found[i + 1]?.post ?? null })));
}

/**
 * The account's posts of the topic that hold a commitment line: the ones whose revision 2 a verifier
 * asks for (docs/verifiable-dice.md §V.3). Staff can rewrite a commitment post, hide the revision
 * (readers are shown version 1) and reset its updated_at with "change timestamp"; only the revision's
 * own answer still says so: 404 when none exists (PostsController#find_post_revision_from_params raises
 * NotFound before any access check), 403 or 200 otherwise.
 */
export function commitmentPostsOf(posts: readonly CommitmentTopicPost[], account: string): CommitmentTopicPost[] {
  const who = account.toLowerCase();
  return posts.filter((p) => p.username.toLowerCase() === who && COMMITMENT_LINE.test(unescapeHtml(p.text)));
}

/**
 * Whether a revision probe's answer says anything: 404 (no revision 2), 403 (hidden from this reader) or
 * 200 (shown). Any other (a 429 of the forum's rate limit, a 5xx) is no answer: the caller reports the
 * topic unreadable rather than the post changed.
 */
export const isRevisionAnswer = (status: number): boolean => status === 404 || status === 403 || status === 200;

/** The topic's posts with the revision answers a verifier got (`statuses`: post id → HTTP status) set on them. */
export function withRevisionProbes(posts: readonly CommitmentTopicPost[], statuses: ReadonlyMap<number, number>): CommitmentTopicPost[] {
  return posts.map((p) => (statuses.has(p.id) ? { ...p, revisionStatus: statuses.get(p.id)! } : p));
}

/**
 * What the document states that the forum's last commitment, a v3 one, commits otherwise
 * (docs/verifiable-dice.md §V.6): a cut-off (absent: null), the forum, the account. A document saying a
 * later cut-off than the forum's commitment is attack 6 again, by the document.
 */
export function statedMismatch(doc: NonNullable<DocumentOptions["doc"]>, anchor: Anchor): Result<never> | undefined {
  const c = anchor.commitment;
  if (c.format !== COMMITMENT_V3) return undefined;
  const time = (v: string | null | undefined) => (v ? Date.parse(v) : null);
  const differs = (field: string, stated: string | null, committed: string | null) =>
    fail("commitment-mismatch", { field, stated: stated ?? "—", committed: committed ?? "—", post: anchor.post });
  if (time(doc.v1Until) !== time(c.v1Until)) return differs("v1Until", doc.v1Until ?? null, c.v1Until);
  if (time(doc.v2Until) !== time(c.v2Until)) return differs("v2Until", doc.v2Until ?? null, c.v2Until);
  if (doc.forum !== c.forum) return differs("forum", doc.forum, c.forum);
  if (doc.account !== undefined && doc.account.toLowerCase() !== (c.account ?? "").toLowerCase()) return differs("account", doc.account, c.account);
  return undefined;
}

/** The earlier of two cut-offs (ms), null (no proof of that version) being the earliest; a cut-off that is not a time counts as null. */
const earlier = (a: number | null, b: number | null): number | null =>
  (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b) ? null : Math.min(a, b));

/**
 * The cut-offs the forum's commitments fix (docs/verifiable-dice.md §V.6), or undefined while none is v3:
 * the earliest each v3 commitment states (a later commitment may lower a cut-off, never raise it), and
 * never later than the forum's own dates: v1 ends at the first commitment post, v2 at the first v3 one.
 */
export function anchoredCutoffs(anchors: readonly Anchor[]): { v1Until: number | null; v2Until: number | null } | undefined {
  const v3 = anchors.filter((a) => a.commitment.format === COMMITMENT_V3);
  if (!v3.length) return undefined;
  let v1Until: number | null = anchors[0]!.at;
  let v2Until: number | null = v3[0]!.at;
  for (const a of v3) {
    const stated = cutoffsOf(a.commitment)!;
    v1Until = earlier(v1Until, stated.v1Until);
    v2Until = earlier(v2Until, stated.v2Until);
  }
  return { v1Until, v2Until };
}

export type AnchoredOptions = DocumentOptions & { readonly anchor: AnchorWindow };

/**
 * The document's verifier options bound to the forum's commitments: its current commitment must be
 * the topic's last ("commitment-unanchored": a document served to some readers only, naming a head
 * the forum never saw; "commitment-mismatch" when it restates a v3 commitment's forum, account or
 * cut-offs otherwise), every retired one it lists must be in the topic, and each key covers only
 * its window. The document's own `retiredAt` is never read: a retirement is the next post's time.
 * Once the topic holds a v3 commitment, the cut-offs are the forum's (anchoredCutoffs), never the document's.
 */
export function anchorOptions(options: DocumentOptions, anchors: readonly Anchor[]): Result<AnchoredOptions> {
  const last = anchors.at(-1);
  const currentId = options.doc?.commitment.id;
  if (last && options.doc && last.id !== currentId) {
    const mismatch = statedMismatch(options.doc, last);
    if (mismatch) return mismatch;
  }
  if (!last || currentId === undefined || last.id !== currentId) {
    return fail("commitment-unanchored", { id: currentId ?? "—", last: last?.id ?? "—" });
  }
  const cutoffs = anchoredCutoffs(anchors);
  const windowOf = (a: Anchor): AnchorWindow => ({ from: a.at, until: a.until, post: a.post, untilPost: a.untilPost });
  const retired = [];
  for (const r of options.retired ?? []) {
    const a = anchors.find((x) => x.id === r.id);
    if (!a) return fail("commitment-unanchored", { id: r.id, last: last.id });
    // Past its window a retired key never signs: the forum's rotation time replaces the document's.
    retired.push({ ...r, retiredAt: a.until ?? Number.POSITIVE_INFINITY, anchor: windowOf(a), ...(cutoffs ?? {}) });
  }
  if (cutoffs) return ok({ ...options, anchor: windowOf(last), ...(retired.length ? { retired } : {}), ...cutoffs });
  // Attack 6 (§V.6), before any v3 commitment: a v1 proof is accepted only for a block made before the
  // operator's first commitment post, whatever later cut-off its document states.
  const first = anchors[0]!.at;
  const v1Until = options.v1Until === undefined || options.v1Until === null ? options.v1Until : Math.min(options.v1Until, first);
  return ok({ ...options, anchor: windowOf(last), ...(retired.length ? { retired } : {}), ...(v1Until !== undefined ? { v1Until } : {}) });
}

/**
 * The commitment topic's posts from Discourse's topic JSON (`/t/{id}.json`, or a `/t/{id}/posts.json`
 * page): TopicViewSerializer's post stream, PostSerializer's fields. Posts it cannot read are left out.
 */
export function topicPostsFrom(json: unknown): CommitmentTopicPost[] {
  const posts = (json as { post_stream?: { posts?: unknown } } | null)?.post_stream?.posts;
  if (!Array.isArray(posts)) return [];
  const out: CommitmentTopicPost[] = [];
  for (const raw of posts as Record<string, unknown>[]) {
    const createdAt = Date.parse(String(raw["created_at"]));
    const updatedAt = Date.parse(String(raw["updated_at"]));
    if (typeof raw["id"] !== "number" || typeof raw["username"] !== "string" || Number.isNaN(createdAt) || Number.isNaN(updatedAt)) continue;
    out.push({ id: raw["id"], username: raw["username"], createdAt, updatedAt,
      version: typeof raw["version"] === "number" ? raw["version"] : 1,
      postType: typeof raw["post_type"] === "number" ? raw["post_type"] : REGULAR,
      hidden: raw["hidden"] === true, deleted: raw["deleted_at"] != null && raw["deleted_at"] !== false,
      text: `${typeof raw["raw"] === "string" ? raw["raw"] : ""}\n${typeof raw["cooked"] === "string" ? raw["cooked"] : ""}` });
  }
  return out;
}

/** The ids of the stream a topic JSON lists but did not include (TopicView sends the first chunk only). */
export function missingPostIds(json: unknown, have: readonly CommitmentTopicPost[]): number[] {
  const stream = (json as { post_stream?: { stream?: unknown } } | null)?.post_stream?.stream;
  return Array.isArray(stream) ? stream.filter((id): id is number => typeof id === "number" && !have.some((p) => p.id === id)) : [];
}
