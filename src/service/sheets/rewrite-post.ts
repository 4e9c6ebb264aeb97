// The conflict-safe write loop of a sheet post, for any game (a game's own sheet changes are written
// on top of it, in its src/games/<id>/service): read the post's current raw and version, compute the new text from exactly
// that text, and PUT it with `original_text` set to what was read. If anyone edited the post in
// between, Discourse answers 409 edit_conflict and nothing is written: the loop reads again and
// computes again on the player's new text, a bounded number of times. A `once` key puts a marker in
// the edit reason, and a write whose marker is already in the post's recent revisions is not made
// again (a crash between the write and its caller's record of it).
import { createHash } from "node:crypto";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import { DiscourseError, type DiscourseClient, type PostRaw } from "../discourse/client.js";

/** The verbs of the Discourse adapter the loop needs; readRevision for `once` updates. */
export type SheetForum = Pick<DiscourseClient, "readPost" | "updatePost"> & Partial<Pick<DiscourseClient, "readRevision">>;

/** An update applied at most once: its key (unique per update and sheet) and when it was decided (ms). */
export interface OnceKey {
  readonly key: string;
  /** Revisions older than this (less a margin for clock skew) cannot hold it: the look back stops there. */
  readonly since?: number;
  /**
   * False when no earlier attempt of this update can have written it (its first try in this process,
   * made after the process started): the post's revisions are not read, only its current edit reason.
   * A write then costs what it must, a read and a PUT (up to 12 revision reads per books
   * write, out of the request budget every game shares). Default true: look back.
   */
  readonly retry?: boolean;
}

/** Discourse's edit reasons are short: the service's stay within this many characters. */
export const SHEET_EDIT_REASON_MAX = 250;

/** The marker an update's edit reason ends with: short, and the same for the same key. */
export const onceMarker = (key: string): string => `[gf ${createHash("sha256").update(key).digest("hex").slice(0, 10)}]`;

/** How far back the look goes: revisions made after the update and before its retry (players' edits). */
const LOOK_BACK = 12;
const CLOCK_SKEW_MS = 10 * 60_000;

/** The edit reason with the marker at its end, shortened to stay within SHEET_EDIT_REASON_MAX. */
export function reasonWithMarker(reason: string, key: string): string {
  const marker = onceMarker(key);
  const room = SHEET_EDIT_REASON_MAX - marker.length - 1;
  return `${reason.length > room ? `${reason.slice(0, room - 1)}…` : reason} ${marker}`;
}

/** Whether the post already holds the update: its current edit reason, or one of its recent revisions', carries the marker. */
export async function landed(forum: SheetForum, post: PostRaw, once: OnceKey): Promise<boolean> {
  const marker = onceMarker(once.key);
  if (post.editReason?.includes(marker)) return true;
  if (!forum.readRevision || post.version < 2 || once.retry === false) return false;
  let revision = await forum.readRevision(post.id, "latest");
  for (let seen = 0; revision && seen < LOOK_BACK; seen++) {
    if (revision.editReason?.includes(marker)) return true;
    if (once.since !== undefined && revision.createdAt < once.since - CLOCK_SKEW_MS) return false;
    if (revision.previous === null || revision.previous < 2) return false;
    revision = await forum.readRevision(post.id, revision.previous);
  }
  return false;
}

export interface UpdateSheetHooks {
  /** Every raw read, before changes apply: the registry compares it with what it saw (manual edits). */
  readonly onRead?: (post: PostRaw) => void;
  /** The raw about to be sent and the post it was computed from, before the PUT: its webhook may arrive before the answer does. */
  readonly onWriting?: (postId: number, raw: string, base: PostRaw) => void;
  /** The raw written and its version, once Discourse accepted it. */
  readonly onWritten?: (post: PostRaw) => void;
  /** Waits between attempts; default a short jittered pause that grows with the attempt. */
  readonly pause?: (attempt: number) => Promise<void>;
}

/** One computation of the new text from the text read: the text, the edit reason, and what the caller wants back. */
export interface Rewritten<X> {
  readonly raw: string;
  readonly editReason: string;
  readonly extra: X;
}

export interface RewritePostInput<X> {
  readonly postId: number;
  /**
   * The new text from the post's current text (again after every conflict); an error stops the loop,
   * nothing written. It runs after the post was read, so what it reads now (a store's newer state) is
   * at least as new as the text it rewrites; the PUT's original_text refuses anything written since.
   */
  readonly rewrite: (raw: string) => Result<Rewritten<X>, GfError> | Promise<Result<Rewritten<X>, GfError>>;
  /** Reads after the first are answers to a 409; at most this many attempts in all (default 5). */
  readonly maxAttempts?: number;
  readonly once?: OnceKey;
}

export interface RewriteOutcome<X> {
  readonly raw: string;
  readonly version: number;
  /** 1 when the first write went through; more after conflicts. */
  readonly attempts: number;
  /** False when the text was already the new one (nothing was written). */
  readonly written: boolean;
  /** True when a `once` update was found already written by an earlier attempt (nothing was written now). */
  readonly alreadyWritten?: boolean;
  /** The last computation's extra (absent when a `once` update had already landed). */
  readonly extra?: X;
}

const defaultPause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 15 * attempt)));

/**
 * Rewrites post `postId`. Transport failures other than 409 are thrown as DiscourseError, for the
 * callers' retries and backoff; a lost answer is looked up (the post holds exactly what was sent, or
 * the once-marker) so an edit that landed is never made twice.
 */
export async function rewritePost<X>(forum: SheetForum, input: RewritePostInput<X>, hooks: UpdateSheetHooks = {}): Promise<Result<RewriteOutcome<X>, GfError>> {
  const maxAttempts = input.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await (hooks.pause ?? defaultPause)(attempt);
    const post = await forum.readPost(input.postId);
    hooks.onRead?.(post);
    // Only the first read can find an earlier write: a 409 means this loop's own write did not land.
    if (attempt === 1 && input.once && await landed(forum, post, input.once)) {
      return ok({ raw: post.raw, version: post.version, attempts: attempt, written: false, alreadyWritten: true });
    }
    const next = await input.rewrite(post.raw);
    if (!next.ok) return next;
    const { raw, extra } = next.value;
    if (raw === post.raw) return ok({ raw: post.raw, version: post.version, attempts: attempt, written: false, extra });
    hooks.onWriting?.(input.postId, raw, post);
    try {
      const editReason = input.once ? reasonWithMarker(next.value.editReason, input.once.key) : next.value.editReason;
      const saved = await forum.updatePost(input.postId, { raw, editReason, originalText: post.raw });
      const written: PostRaw = { ...post, raw: saved.raw ?? raw, version: saved.version };
      hooks.onWritten?.(written);
      return ok({ raw: written.raw, version: written.version, attempts: attempt, written: true, extra });
    } catch (e) {
      // Someone edited the sheet since we read it: their text wins, ours is recomputed on top of it.
      if (e instanceof DiscourseError && e.kind === "edit_conflict") continue;
      // The answer was lost (timeout, reset, 5xx after the save): if the post holds exactly what we
      // sent, the edit landed, and retrying it would apply the changes twice (points are deltas).
      if (e instanceof DiscourseError && e.kind === "unavailable") {
        const now = await forum.readPost(input.postId).catch(() => undefined);
        if (now && (now.raw.trimEnd() === raw.trimEnd() || (input.once && await landed(forum, now, input.once).catch(() => false)))) {
          hooks.onWritten?.(now);
          return ok({ raw: now.raw, version: now.version, attempts: attempt, written: true, extra });
        }
      }
      throw e;
    }
  }
  return err(gfError("sheet.busy", undefined, { attempts: maxAttempts, post: input.postId }));
}
