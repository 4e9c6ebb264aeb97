// Webhooks are an accelerator, not the only way in: at start-up and then every `intervalMs` the
// reconciler reads the forum's newest posts through the API (`GET /posts.json`, 50 a page, with raw)
// back to where its last full sweep reached, and hands any post in the service's categories (the game
// categories and the sheet categories, so sheets are never only a webhook's) that the
// handlers have not seen at its version to the same handlers a webhook would. A post a webhook already
// brought is skipped by its recorded version; one both bring at once is deduped by the handlers'
// own keys (post and block), so nothing is ever answered twice.
//
// Budget: at most `pagesPerPass` reads a pass, through the same client and request budget as the
// replies. A sweep the page cap cut short goes on, from where it stopped, in the next pass; each pass
// first reads the posts made since that sweep began (down to its top), so a new post waits one pass,
// not the rest of a long sweep. A page the forum fails to give ends the reading, not the pass: the
// posts already read are handled, and the next pass reads on from there.
// Edits: posts newer than `lookbackMs` are looked at again each sweep, so a missed post_edited of a
// recent post (a pool added by an edit) is caught too. Older sheets are not in those pages again, so
// each pass also reads `sheetsPerPass` known sheets, round robin (revisitSheets: the registry compares
// each one's `version` in `GET /posts/{id}.json` with the one it holds, and judges what is newer): a
// lost post_edited of a sheet of any age is seen within (sheets / sheetsPerPass) passes, for that many
// requests a pass.
import type { DiscourseClient } from "./discourse/client.js";
import type { LatestPost, WebhookPost } from "./discourse/schemas.js";
import type { Clock } from "./clock.js";
import { shortHash } from "./dice-post.js";
import type { Log } from "./log.js";
import type { Store } from "./store/store.js";

export interface ReconcilerOptions {
  readonly intervalMs: number;
  readonly pagesPerPass: number;
  readonly lookbackMs: number;
  /** Known sheets read again per pass (0: none). */
  readonly sheetsPerPass?: number;
}

export interface ReconcilerDeps {
  readonly discourse: Pick<DiscourseClient, "latestPosts">;
  readonly store: Store;
  readonly clock: Clock;
  readonly log: Log;
  /** The game categories and the sheet categories. */
  readonly categories: ReadonlySet<number>;
  /**
   * Every block tag a handler acts on (each registered game's tags, every language's, sheets
   * included): a post with none of them is skipped unread by the handlers. Empty when the service was
   * given no games (tests of the game service alone): then any tag shaped like a game's block acts.
   */
  readonly tags: readonly string[];
  /** Lines a flow acts on in a post without blocks (TopicFlow.plainLine). */
  readonly plainLines?: readonly RegExp[];
  readonly serviceUsername: string;
  /** Runs a post through the webhook handlers (and records it seen). */
  readonly handle: (post: WebhookPost) => Promise<void>;
  /** Reads this many known sheets again, round robin, and takes what changed (judged); returns how many were read. */
  readonly revisitSheets?: (count: number) => Promise<number>;
  /** The forum answered a read: replies dead of an outage may go again. */
  readonly forumAnswered: () => void;
}

/** Topics whose recovered posts a pass handles side by side (each topic's posts one at a time, in order). */
const TOPICS_AT_ONCE = 4;

/** The highest post id a finished sweep covered. */
export const RECONCILED_MARK = "reconciled-post-id";
/** The sweep under way: where it reads on from, the newest post it began at, and whether a post of it failed. */
const SWEEP_BEFORE = "reconcile-sweep-before";
const SWEEP_TOP = "reconcile-sweep-top";
const SWEEP_FAILED = "reconcile-sweep-failed";
/**
 * The climb: every post up to this id was handled (or needed nothing). While a sweep is under way, each
 * pass also reads the page just above it (`before` = climb + 51 gives the posts with ids climb+1 to
 * climb+50: LatestPostsQuery pages are the newest ids below `before`), handles that page's posts first,
 * and raises it. A sweep reads down from the newest posts, and restarts from the newest when more posts
 * came than a pass reads; under a steady stream of new posts it never got down to an old post whose
 * webhook was lost (the soak: a scene's opening answered after 3.5 minutes, tables' sheets unknown for
 * minutes, while the other tables kept posting). The climb gets there in (posts since the mark / 50)
 * passes whatever the stream. Only an accelerator: the mark is still the sweeps'.
 */
const CLIMB_MARK = "reconcile-climb";
/** LatestPostsQuery's page (PostsController#latest, as the sandbox models it: src/sandbox/server.ts). */
const PAGE = 50;

/**
 * A post any handler could act on: one opening a block of a tag in `tags` (tags are case-insensitive;
 * a tag ends at "]", "=" or a space, so `[tt-rollo` is no `[tt-roll`), or holding one of `lines` at a
 * line's start (a flow's plain line, TopicFlow.plainLine; case aside). Built from the games' registry
 * (the tags the service was given), never from one game's prefix: a post of a game the pattern missed
 * would be skipped, and the sweep's mark would move past it for good.
 */
export function mayActPattern(tags: readonly string[], lines: readonly RegExp[] = []): RegExp {
  const escaped = [...new Set(tags.map((t) => t.toLowerCase()))].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const block = tags.length === 0 ? "\\[[a-z][a-z0-9]*-[a-z0-9-]+(?=[\\]=\\s])" : `\\[(?:${escaped.join("|")})(?=[\\]=\\s])`;
  if (lines.length === 0) return new RegExp(block, "i");
  return new RegExp([block, ...lines.map((l) => `^[ \\t]*(?:${l.source.replace(/^\^/, "")})`)].join("|"), "im");
}

/**
 * What the seen mark records of a post's text besides its version: its raw, and whether it is a wiki.
 * Making a post a wiki is a revision of the `wiki` field alone (POST_TRACKED_FIELDS in Discourse's
 * lib/post_revisor.rb at discourse/discourse@00fc0724): `post_process_post` fires `post_edited`, but
 * by the author inside the grace period (`ninja_edit?`) it creates no new version, and the raw is
 * unchanged. A sheet made a wiki right after it was posted, whose webhook was lost, is told apart only
 * by the post's `wiki` field, so the seen hash carries it. A post never made a wiki keeps the hash of its
 * raw alone (rows recorded before this compare as they did); a wiki post seen before is read once more.
 */
export function seenDigest(post: { readonly raw: string; readonly wiki: boolean }): string {
  return shortHash(post.wiki ? `${post.raw}\n\u0000wiki` : post.raw);
}

export interface PassReport { readonly pages: number; readonly posts: number; readonly handled: number; readonly finished: boolean; readonly sheets: number }

export function reconciler(deps: ReconcilerDeps, options: ReconcilerOptions) {
  /**
   * Where an unfinished sweep stopped (read on from here), the newest id it started from, and whether
   * any post of it failed so far (then the sweep must not raise the mark over it).
   */
  let resume: { before: number | undefined; top: number; failed: boolean } | undefined;
  let running: Promise<PassReport> | undefined;
  /** Whether `resume` was read from the store yet (once, at the first pass after start). */
  let loaded = false;
  const mayAct = mayActPattern(deps.tags, deps.plainLines);

  async function sweep(): Promise<PassReport> {
    const mark = await deps.store.getMark(RECONCILED_MARK);
    if (!loaded) {
      // A sweep under way when the service stopped goes on from where it was, not from the newest
      // posts again: killed more often than a sweep takes, the service never reached the oldest.
      const before = await deps.store.getMark(SWEEP_BEFORE);
      const top = await deps.store.getMark(SWEEP_TOP);
      const failedMark = await deps.store.getMark(SWEEP_FAILED);
      if (before !== null && top !== null && !(mark !== null && top <= mark)) resume = { before, top, failed: failedMark === 1 };
      loaded = true;
    }
    // The climb goes on only while a sweep is under way below posts it has not reached, and with pages
    // to spare for it (a head, the climb's, and the sweep's own): its page counts in the pass's cap.
    const climbMark = await deps.store.getMark(CLIMB_MARK);
    const climbFrom = Math.max(climbMark ?? 0, mark ?? 0);
    const climbing = options.pagesPerPass >= 3 && resume !== undefined && resume.before !== undefined && climbFrom > 0 && climbFrom < resume.before - 1;
    let handled = 0;
    /** Posts whose handling failed this pass (and not since): the mark stays below them. */
    const failedIds = new Set<number>();
    const seenHere = new Set<number>();
    /** The posts of `read` a handler may act on and has not seen at this version (each post once a pass), oldest first. */
    const dueOf = async (read: readonly LatestPost[]): Promise<LatestPost[]> => {
      const due: LatestPost[] = [];
      for (const post of [...read].sort((a, b) => a.id - b.id)) {
        if (seenHere.has(post.id)) continue;
        seenHere.add(post.id);
        if (post.category_id == null || !deps.categories.has(post.category_id)) continue;
        if (post.username.toLowerCase() === deps.serviceUsername.toLowerCase()) continue;
        if (!mayAct.test(post.raw)) continue;
        // Seen through at this version, this raw and this wiki flag: an author's edit inside Discourse's grace
        // period keeps the version and changes the raw (or only the wiki flag), so a lost post_edited of one
        // is caught by its digest (seenDigest). (A row without a digest, from before it was recorded or from
        // a commit whose last handler did not run, counts by its version alone.)
        const seen = await deps.store.seenPost(post.id);
        if (seen !== null && (seen.version > post.version || (seen.version === post.version && (seen.digest === null || seen.digest === seenDigest(post))))) continue;
        deps.log.info("reconcile: a post no webhook brought", { postId: post.id, version: post.version, seen: seen?.version ?? null });
        due.push(post);
      }
      return due;
    };
    const handleOne = async (post: LatestPost): Promise<void> => {
      try {
        await deps.handle(post);
        handled++;
        failedIds.delete(post.id);
      } catch (e) {
        // Tried once more at the end of its batch; then the next sweep reads it again (the mark stays where it was, for this whole sweep).
        failedIds.add(post.id);
        deps.log.warn("reconcile: post not handled; the next pass tries again", { postId: post.id, error: String(e) });
      }
    };
    // Wiki posts (sheets) first, so a pool or a table's opening that names a character finds its sheet;
    // then each topic's posts oldest first, as the forum received them (a scene's moves apply in order),
    // a few topics at a time: one topic's backlog does not hold up another table's move.
    const handleAll = async (posts: readonly LatestPost[], again = true): Promise<void> => {
      for (const post of posts.filter((p) => p.wiki)) await handleOne(post);
      const lanes = new Map<number, LatestPost[]>();
      for (const post of posts.filter((p) => !p.wiki)) lanes.set(post.topic_id, [...(lanes.get(post.topic_id) ?? []), post]);
      const queue = [...lanes.values()];
      const lane = async (): Promise<void> => {
        for (let posts = queue.shift(); posts; posts = queue.shift()) for (const post of posts) await handleOne(post);
      };
      await Promise.all(Array.from({ length: Math.min(TOPICS_AT_ONCE, queue.length) }, lane));
      // A post whose handling failed (a forum read mid-way met a 500 or a reset) is tried once more now:
      // left to the next pass that reads it again, a move waited 50 s in the soak, past a pass's new posts.
      const failedNow = posts.filter((p) => failedIds.has(p.id));
      if (again && failedNow.length) await handleAll(failedNow, false);
    };
    let pages = 0;
    // The climb first: its page just above the climb mark, handled, and the mark raised, before anything
    // else of the pass, so a service killed more often than a pass takes still moves it on. A page the
    // forum does not give leaves the climb where it is, and the pass goes on.
    if (climbing) {
      try {
        const page = await deps.discourse.latestPosts(climbFrom + PAGE + 1);
        pages++;
        deps.forumAnswered();
        // Never past the newest post known (the sweep's top, or the page's own newest).
        const climbTo = Math.min(climbFrom + PAGE, Math.max(resume!.top, ...page.map((p) => p.id)));
        const climbDue = await dueOf(page.filter((p) => p.id > climbFrom && p.id <= climbTo));
        await handleAll(climbDue);
        if (!climbDue.some((p) => failedIds.has(p.id))) await deps.store.setMark(CLIMB_MARK, climbTo);
      } catch (e) {
        deps.log.warn("reconcile: the climb's page could not be read; the next pass tries again", { error: String(e) });
      }
    }
    const cutoff = deps.clock.now() - options.lookbackMs;
    const collected: LatestPost[] = [];
    let unread: unknown;
    /**
     * Pages from `from` (the newest when undefined) down until `far` says the oldest post read is far
     * enough, within the pass's page cap. A page that cannot be read (the forum down, a 500) ends the
     * reading, not the pass: what was read is still handled, and the next pass reads on from there.
     */
    const read = async (from: number | undefined, far: (oldest: LatestPost) => boolean, cap = options.pagesPerPass): Promise<{ before: number | undefined; top: number; done: boolean }> => {
      let before = from;
      let top = 0;
      while (pages < cap) {
        let page: LatestPost[];
        try { page = await deps.discourse.latestPosts(before); } catch (e) { unread = e; return { before, top, done: false }; }
        pages++;
        deps.forumAnswered();
        if (page.length === 0) return { before, top, done: true };
        collected.push(...page);
        top = Math.max(top, page[0]!.id);
        const oldest = page[page.length - 1]!;
        before = oldest.id;
        if (far(oldest)) return { before, top, done: true };
      }
      return { before, top, done: false };
    };
    // Far enough: every older post was covered by an earlier sweep and is past the edit window (the
    // first sweep ever, with no mark, looks back over the edit window only).
    const pastMark = (oldest: LatestPost) => (mark === null || oldest.id <= mark) && Date.parse(oldest.created_at) < cutoff;
    let sweeping: { before: number | undefined; top: number; failed: boolean };
    let finished = false;
    if (resume && options.pagesPerPass < 2) {
      // One page a pass: the sweep goes on down, and new posts wait for the next sweep.
      const tail = await read(resume.before, pastMark);
      sweeping = { before: tail.before, top: resume.top, failed: resume.failed };
      finished = tail.done;
    } else if (resume) {
      // New posts first: a sweep cut short by the page cap goes on down in later passes, and a post
      // made meanwhile (a sheet, a table's opening) must not wait until it is over. The head is read
      // from the newest down to where the sweep under way began, leaving the sweep a page at least.
      const under = resume;
      const head = await read(undefined, (oldest) => oldest.id <= under.top, options.pagesPerPass - 1);
      if (head.done) {
        const tail = await read(under.before, pastMark);
        sweeping = { before: tail.before, top: Math.max(under.top, head.top), failed: under.failed };
        finished = tail.done;
      } else if (unread === undefined) {
        // More new posts than the cap: they begin a new sweep, which reads down to the mark like any
        // (the mark is below every post the sweep it replaces left unread).
        const more = await read(head.before, pastMark);
        sweeping = { before: more.before, top: Math.max(under.top, head.top), failed: false };
        finished = more.done;
      } else sweeping = { ...under, top: Math.max(under.top, head.top) };
    } else {
      const all = await read(undefined, pastMark);
      sweeping = { before: all.before, top: all.top, failed: false };
      finished = all.done;
    }
    if (unread !== undefined) deps.log.warn("reconcile: a page could not be read; the next pass reads on from there", { error: String(unread) });
    await handleAll(await dueOf(collected));
    // A post that failed in any pass of this sweep stays above the mark, so the next sweep reads it again.
    const failedAny = sweeping.failed || failedIds.size > 0;
    resume = finished || sweeping.top === 0 ? undefined : { before: sweeping.before, top: sweeping.top, failed: failedAny };
    await saveResume(resume);
    if (finished && !failedAny && sweeping.top > 0) await deps.store.raiseMark(RECONCILED_MARK, sweeping.top);
    let sheets = 0;
    if (deps.revisitSheets && (options.sheetsPerPass ?? 0) > 0 && unread === undefined) {
      try { sheets = await deps.revisitSheets(options.sheetsPerPass!); } catch (e) {
        deps.log.warn("reconcile: sheets not read again; the next pass tries again", { error: String(e) });
      }
    }
    return { pages, posts: seenHere.size, handled, finished, sheets };
  }

  /** Where the sweep under way stands, kept in the store so a restarted service goes on with it. */
  async function saveResume(r: typeof resume): Promise<void> {
    const at = r && r.before !== undefined ? r : undefined;
    await deps.store.setMark(SWEEP_BEFORE, at ? at.before! : null);
    await deps.store.setMark(SWEEP_TOP, at ? at.top : null);
    await deps.store.setMark(SWEEP_FAILED, at ? (at.failed ? 1 : 0) : null);
  }

  return {
    /** One pass; a pass already running is joined rather than doubled. */
    pass(): Promise<PassReport> {
      running ??= sweep().finally(() => { running = undefined; });
      return running;
    },
    /** Resolves once no pass is running (stopping waits for it, never starts one). */
    async idle(): Promise<void> { await running?.catch(() => undefined); },
    options,
  };
}
