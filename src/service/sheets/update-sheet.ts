// The write loop for sheet updates (docs/markup.md §7.3): read the post's current raw and version, apply the
// changes to exactly that text, and PUT it with `original_text` set to what was read. If anyone
// edited the post in between, Discourse answers 409 edit_conflict (PostsController#update compares
// original_text with the stored raw) and nothing is written: the loop reads again and re-applies
// the same changes to the player's new text, a bounded number of times. So a player's edit is never
// overwritten: every write is computed from the raw it replaces.
//
// Exactly once across a crash: points are deltas, so an update written to the forum whose "done"
// was never recorded must not be applied again on retry. An update with a `once` key carries a
// short marker of it at the end of its edit reason. Discourse makes a new version for every edit
// whose reason differs from the post's (PostRevisor#should_create_new_version?, edit_reason_specified?),
// so each such write is a revision of its own whose edit_reason holds the marker. Before applying,
// the loop looks at the post's current edit reason and then back through its latest revisions
// (GET /posts/{id}/revisions/latest.json, then …/revisions/{n}.json) made since the update was
// decided: a revision carrying the marker means the update landed, and nothing is written.
import { createHash } from "node:crypto";
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import { applySheetChanges, applySheetChangesKeeping, EDIT_REASON_MAX, type SheetChange } from "../../games/genrefuzzion/sheet/index.js";
import { DiscourseError, type DiscourseClient, type PostRaw } from "../discourse/client.js";

/** The verbs of the Discourse adapter the loop needs; readRevision for `once` updates. */
export type SheetForum = Pick<DiscourseClient, "readPost" | "updatePost"> & Partial<Pick<DiscourseClient, "readRevision">>;

/** An update applied at most once: its key (unique per update and sheet) and when it was decided (ms). */
export interface OnceKey {
  readonly key: string;
  /** Revisions older than this (less a margin for clock skew) cannot hold it: the look back stops there. */
  readonly since?: number;
}

/** The marker an update's edit reason ends with: short, and the same for the same key. */
export const onceMarker = (key: string): string => `[gf ${createHash("sha256").update(key).digest("hex").slice(0, 10)}]`;

/** How far back the look goes: revisions made after the update and before its retry (players' edits). */
const LOOK_BACK = 12;
const CLOCK_SKEW_MS = 10 * 60_000;

/** The edit reason with the marker at its end, shortened to stay within EDIT_REASON_MAX. */
export function reasonWithMarker(reason: string, key: string): string {
  const marker = onceMarker(key);
  const room = EDIT_REASON_MAX - marker.length - 1;
  return `${reason.length > room ? `${reason.slice(0, room - 1)}…` : reason} ${marker}`;
}

/** Whether the post already holds the update: its current edit reason, or one of its recent revisions', carries the marker. */
async function landed(forum: SheetForum, post: PostRaw, once: OnceKey): Promise<boolean> {
  const marker = onceMarker(once.key);
  if (post.editReason?.includes(marker)) return true;
  if (!forum.readRevision || post.version < 2) return false;
  let revision = await forum.readRevision(post.id, "latest");
  for (let seen = 0; revision && seen < LOOK_BACK; seen++) {
    if (revision.editReason?.includes(marker)) return true;
    if (once.since !== undefined && revision.createdAt < once.since - CLOCK_SKEW_MS) return false;
    if (revision.previous === null || revision.previous < 2) return false;
    revision = await forum.readRevision(post.id, revision.previous);
  }
  return false;
}

export interface UpdateSheetInput {
  readonly postId: number;
  readonly changes: readonly SheetChange[];
  /**
   * Shown in the post's edit history: the scene and the rule (src/games/genrefuzzion/sheet editReason); given the
   * changes actually written, so a keepRefused update names only those.
   */
  readonly editReason: string | ((written: readonly SheetChange[]) => string);
  /** The site's language, for a sheet block that does not reveal its own. */
  readonly lang?: Lang;
  /** Reads after the first are answers to a 409; at most this many attempts in all (default 5). */
  readonly maxAttempts?: number;
  /** Apply at most once, even across a crash between the write and its caller's record of it. */
  readonly once?: OnceKey;
  /**
   * Each change stands alone (undoing a withdrawn scene, GF-SUSP-2): one the sheet no longer allows
   * is left out and reported in `refused`, and the rest are written. Default: all or nothing.
   */
  readonly keepRefused?: boolean;
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

export interface UpdateSheetOutcome {
  readonly raw: string;
  readonly version: number;
  /** 1 when the first write went through; more after conflicts. */
  readonly attempts: number;
  /** False when the changes were already on the sheet (nothing was written). */
  readonly written: boolean;
  /** True when a `once` update was found already written by an earlier attempt (nothing was written now). */
  readonly alreadyWritten?: boolean;
  /** With keepRefused: the changes left out, because the sheet no longer says what they undo. */
  readonly refused?: readonly { readonly change: SheetChange; readonly error: GfError }[];
}

const defaultPause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 15 * attempt)));

/**
 * Applies `changes` to the sheet in post `postId`. A change the sheet no longer allows (the player
 * removed the trait, a `from` no longer holds, the block has an error) is a Result error and nothing
 * is written. Transport failures other than 409 are thrown as DiscourseError, for the outbox's
 * retries and backoff.
 */
export async function updateSheet(forum: SheetForum, input: UpdateSheetInput, hooks: UpdateSheetHooks = {}): Promise<Result<UpdateSheetOutcome, GfError>> {
  const maxAttempts = input.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const reasonFor = (written: readonly SheetChange[]) => {
    const reason = typeof input.editReason === "string" ? input.editReason : input.editReason(written);
    return input.once ? reasonWithMarker(reason, input.once.key) : reason;
  };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await (hooks.pause ?? defaultPause)(attempt);
    const post = await forum.readPost(input.postId);
    hooks.onRead?.(post);
    // Only the first read can find an earlier write: a 409 means this loop's own write did not land.
    if (attempt === 1 && input.once && await landed(forum, post, input.once)) {
      return ok({ raw: post.raw, version: post.version, attempts: attempt, written: false, alreadyWritten: true });
    }
    const options = input.lang ? { lang: input.lang } : {};
    let refused: UpdateSheetOutcome["refused"];
    let next: Result<string, GfError>;
    if (input.keepRefused) {
      // Recomputed on every read: after a 409 the player's new text decides again what still applies.
      const kept = applySheetChangesKeeping(post.raw, input.changes, options);
      if (!kept.ok) return kept;
      refused = kept.value.refused;
      next = ok(kept.value.raw);
    } else next = applySheetChanges(post.raw, input.changes, options);
    if (!next.ok) return next;
    const also = refused ? { refused } : {};
    if (next.value === post.raw) return ok({ raw: post.raw, version: post.version, attempts: attempt, written: false, ...also });
    hooks.onWriting?.(input.postId, next.value, post);
    try {
      const editReason = reasonFor(refused ? input.changes.filter((c) => !refused!.some((r) => r.change === c)) : input.changes);
      const saved = await forum.updatePost(input.postId, { raw: next.value, editReason, originalText: post.raw });
      const written: PostRaw = { ...post, raw: saved.raw ?? next.value, version: saved.version };
      hooks.onWritten?.(written);
      return ok({ raw: written.raw, version: written.version, attempts: attempt, written: true, ...also });
    } catch (e) {
      // Someone edited the sheet since we read it: their text wins, ours is recomputed on top of it.
      if (e instanceof DiscourseError && e.kind === "edit_conflict") continue;
      // The answer was lost (timeout, reset, 5xx after the save): if the post holds exactly what we
      // sent, the edit landed, and retrying it would apply the changes twice (points are deltas).
      if (e instanceof DiscourseError && e.kind === "unavailable") {
        const now = await forum.readPost(input.postId).catch(() => undefined);
        if (now && (now.raw.trimEnd() === next.value.trimEnd() || (input.once && await landed(forum, now, input.once).catch(() => false)))) {
          hooks.onWritten?.(now);
          return ok({ raw: now.raw, version: now.version, attempts: attempt, written: true, ...also });
        }
      }
      throw e;
    }
  }
  return err(gfError("sheet.busy", undefined, { attempts: maxAttempts, post: input.postId }));
}
