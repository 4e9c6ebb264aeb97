// The service's clock (docs/verifiable-dice.md §V.11), against staff re-dating a player's topic. Every
// time a reader sees for a block can be moved by staff (a post's created_at, by change timestamp) or
// chosen by the operator (its own posts' created_at, through the API), except a revision's created_at:
// PostRevisor#create_revision makes the PostRevision row with no time given, so ActiveRecord stamps it
// at the edit (lib/post_revisor.rb at discourse/discourse@193a304d; its `revised_at` option is not
// reachable from PostsController#update, which passes no such option, app/controllers/posts_controller.rb
// at @002becf8), and TopicTimestampChanger moves posts, never revisions.
//
// So the operator keeps one "clock" post in its commitment topic and revises it, with a new edit
// reason each time (PostRevisor#edit_reason_specified? makes a revision at once, even within the edit
// grace period), when a block names its current version; the plugin's composer writes that version
// into the post as it is sent (the stamp); and a stamped block's beacon round is the first published
// strictly after revision v+1's created_at. Runtime-neutral: the service, `gf verify` and the page's
// verifier read the same stamp and judge the same readings here.
import { err, gfError, ok, type Result } from "../lib/result.js";

/**
 * The stamp as the composer writes it: a markdown link reference definition on its own line,
 * `[dice-clock]: #7`. markdown-it (Discourse's engine) takes a reference definition out of the text and
 * renders nothing for it, so a reader sees no noise and the sanitizer has nothing to strip; the raw
 * keeps it, which is what the service and the verifiers read. Its label is no game's tag.
 */
export const STAMP_LABEL = "dice-clock";
const STAMP_LINE = /^ {0,3}\[dice-clock\]:[ \t]+#(\d{1,9})[ \t]*$/gim;

/** The clock version a post's raw text names: undefined when none, "several" when it names two different ones. */
export function stampOf(raw: string): number | "several" | undefined {
  let found: number | undefined;
  for (const m of raw.matchAll(STAMP_LINE)) {
    const v = Number(m[1]);
    if (found !== undefined && found !== v) return "several";
    found = v;
  }
  return found;
}

/** The raw with its stamp set to version `v` (replaced where it stands, else added at the end, after a blank line). */
export function withStamp(raw: string, v: number): string {
  const line = `[${STAMP_LABEL}]: #${v}`;
  let replaced = false;
  const out = raw.replace(STAMP_LINE, () => { if (replaced) return ""; replaced = true; return line; });
  return replaced ? out.replace(/\n{3,}$/, "\n") : `${raw.replace(/\s+$/, "")}\n\n${line}`;
}

/** The clock post's text for version `v`: what the service writes at each revision (readers are told what it is). */
export const clockText = (intro: string, v: number): string => `${intro.trimEnd()}\n\n\`gf-dice-clock ${v}\``;

/**
 * What the forum shows of the clock for one block (docs/verifiable-dice.md §V.11), as a verifier or the
 * service read it:
 * - `stamp`: the clock version the block's post names in the version that holds the block, or
 *   undefined when it names none ("several" when two);
 * - `postProbe`: what `GET /posts/{post}/revisions/{shown + 1}.json` answered (404: no revision is
 *   hidden from the reader, so the text shown is the post's last); `shownVersion`, the version shown;
 * - `revision`: what `GET /posts/{clock}/revisions/{stamp + 1}.json` answered: its status and, when
 *   200, its created_at (ms).
 */
export interface ClockReading {
  readonly stamp: number | "several" | undefined;
  readonly shownVersion: number;
  readonly postProbe: number;
  readonly revision?: { readonly status: number; readonly at?: number };
}

/** What a reading says: the time a stamped block's round follows, or why it cannot be judged yet. */
export type ClockVerdict = { readonly at: number; readonly stamp: number } | { readonly pending: string };

/**
 * Judges a reading for a v3 block of post version `postVersion` whose forum time is `blockTime` (ms):
 * - no stamp: "clock-stamp" (a block typed outside the composer: rolled by V.1's rule, staff would
 *   choose its round by re-dating the post);
 * - the post hides a revision from the reader (its probe answers other than 404): "clock-post" (staff
 *   can rewrite a player's stamp and hide the revision);
 * - revision stamp+1 hidden (403): "clock-hidden";
 * - a block the forum dated at or after revision stamp+1: "clock-stale" (its stamp names a clock
 *   whose next round may have been out before the block was written);
 * - pending while revision stamp+1 is not made yet (404), or the post shows a later version than the
 *   block's (the stamp is read from the block's own version, which today's readers do not fetch).
 */
export function judgeClock(reading: ClockReading, postVersion: number, blockTime: number, post: number): Result<ClockVerdict> {
  if (reading.postProbe !== 404) return fail("clock-post", { post, version: reading.shownVersion + 1, status: reading.postProbe });
  if (reading.shownVersion !== postVersion) return ok({ pending: "edited" });
  const stamp = reading.stamp;
  if (stamp === undefined || stamp === "several") return fail("clock-stamp", { post });
  const revision = reading.revision;
  if (!revision || revision.status === 404) return ok({ pending: "waiting" });
  if (revision.status !== 200 || revision.at === undefined) return fail("clock-hidden", { stamp, revision: stamp + 1, status: revision.status });
  if (!(blockTime < revision.at)) return fail("clock-stale", { stamp, revision: stamp + 1, at: iso(revision.at), block: iso(blockTime) });
  return ok({ at: revision.at, stamp });
}

const fail = (check: string, params: Record<string, string | number>) => err(gfError(`dice.verify.${check}`, undefined, params));
const iso = (ms: number) => new Date(ms).toISOString();

/** The clock text in a post (raw, or cooked: its code span). */
const CLOCK_TEXT = /gf-dice-clock (\d{1,9})/;

/**
 * The operator's clock post in its commitment topic (anchor.ts's reading of it): the first post by
 * `account` whose text holds the clock text, or undefined when the operator keeps none. A verifier
 * judges by the clock every block of a post the forum numbered after it: the composer could stamp it.
 */
export function clockPostOf(posts: readonly { id: number; username: string; text: string }[], account: string): number | undefined {
  let first: number | undefined;
  for (const p of posts) if (p.username.toLowerCase() === account.toLowerCase() && CLOCK_TEXT.test(p.text) && !(p.id > first!)) first = p.id;
  return first;
}

/** A read of the forum as the verifier's reader: the answer's status and, for a 200, its JSON. */
export type ForumGet = (path: string) => Promise<{ readonly status: number; readonly json?: unknown }>;

/** What a forum answer about a post or a revision says, any other status being no answer (a rate limit, a server error). */
const answered = (status: number) => status === 200 || status === 403 || status === 404;

/**
 * What the forum shows of the clock for a block of post `post` (docs/verifiable-dice.md §V.11): the
 * post as the reader is shown it (`GET /posts/{post}.json`: raw and version), whether it hides a later
 * revision (`/posts/{post}/revisions/{version + 1}.json`), and the clock revision after its stamp
 * (`/posts/{clock}/revisions/{stamp + 1}.json`: status, created_at). Undefined when the forum did not
 * answer (the round stays pending). `revisions` keeps the clock's revisions a verifier read (they never change once made).
 */
export async function readClock(get: ForumGet, post: number, clock: number,
  revisions?: Map<number, Promise<{ status: number; at?: number }>>): Promise<ClockReading | undefined> {
  const shown = await get(`/posts/${post}.json`);
  const body = shown.json as { raw?: unknown; version?: unknown } | undefined;
  if (shown.status !== 200 || typeof body?.raw !== "string") return undefined;
  const shownVersion = typeof body.version === "number" ? body.version : 1;
  const probe = await get(`/posts/${post}/revisions/${shownVersion + 1}.json`);
  if (!answered(probe.status)) return undefined;
  const stamp = stampOf(body.raw);
  const reading = { stamp, shownVersion, postProbe: probe.status };
  if (typeof stamp !== "number") return reading;
  const n = stamp + 1;
  let revision = revisions?.get(n);
  if (!revision) {
    revision = get(`/posts/${clock}/revisions/${n}.json`).then(({ status, json }) => {
      const at = Date.parse(String((json as { created_at?: unknown } | undefined)?.created_at));
      return status === 200 && Number.isFinite(at) ? { status, at } : { status };
    });
    // A revision not made yet (404) or unread is asked again; a made one never changes.
    void revision.then((r) => { if (r.status !== 200 && r.status !== 403) revisions?.delete(n); });
    revisions?.set(n, revision);
  }
  const r = await revision;
  if (!answered(r.status)) return undefined;
  return { ...reading, revision: r };
}

/**
 * The options, their retired keys' included, judged by the clock post `clock` (every key of the operator
 * follows one clock); null when the commitment topic was read and shows none (no beacon roll's round is
 * then fixed: VerifyReport.roundUnfixed), undefined when it was not read.
 */
export function withClock<O extends { readonly retired?: readonly object[] }>(options: O, clock: number | null | undefined): O {
  if (clock === undefined) return options;
  return { ...options, clock, ...(options.retired ? { retired: options.retired.map((r) => ({ ...r, clock })) } : {}) };
}

/** Whether a decoded record is one the clock judges: a v3 beacon roll of a post numbered after the clock post. */
export const judgedByClock = (record: { version: number; beacon?: unknown; context: { post: number } }, clock: number | null | undefined): boolean =>
  typeof clock === "number" && record.version === 3 && Boolean(record.beacon) && record.context.post > clock;

/** A reading judged for a record (judgeClock), as a verifier's Expected.clock: undefined when nothing was read or the block's forum time is not known. */
export const clockOf = (reading: ClockReading | undefined, record: { readonly postVersion?: number; readonly context: { readonly post: number } },
  forumTime: number | undefined): Result<ClockVerdict> | undefined =>
  (reading && forumTime !== undefined ? judgeClock(reading, record.postVersion ?? 1, forumTime, record.context.post) : undefined);
