// The write loop for sheet updates (issue 6 §3): read the post's current raw and version, apply the
// changes to exactly that text, and PUT it with `original_text` set to what was read. If anyone
// edited the post in between, Discourse answers 409 edit_conflict (PostsController#update compares
// original_text with the stored raw) and nothing is written: the loop reads again and re-applies
// the same changes to the player's new text, a bounded number of times. So a player's edit is never
// overwritten: every write is computed from the raw it replaces.
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import { applySheetChanges, type SheetChange } from "../../sheet/index.js";
import { DiscourseError, type DiscourseClient, type PostRaw } from "../discourse/client.js";

/** The two verbs of the Discourse adapter the loop needs. */
export type SheetForum = Pick<DiscourseClient, "readPost" | "updatePost">;

export interface UpdateSheetInput {
  readonly postId: number;
  readonly changes: readonly SheetChange[];
  /** Shown in the post's edit history: the scene and the rule (src/sheet editReason). */
  readonly editReason: string;
  /** The site's language, for a sheet block that does not reveal its own. */
  readonly lang?: Lang;
  /** Reads after the first are answers to a 409; at most this many attempts in all (default 5). */
  readonly maxAttempts?: number;
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
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await (hooks.pause ?? defaultPause)(attempt);
    const post = await forum.readPost(input.postId);
    hooks.onRead?.(post);
    const next = applySheetChanges(post.raw, input.changes, input.lang ? { lang: input.lang } : {});
    if (!next.ok) return next;
    if (next.value === post.raw) return ok({ raw: post.raw, version: post.version, attempts: attempt, written: false });
    hooks.onWriting?.(input.postId, next.value, post);
    try {
      const saved = await forum.updatePost(input.postId, { raw: next.value, editReason: input.editReason, originalText: post.raw });
      const written: PostRaw = { ...post, raw: saved.raw ?? next.value, version: saved.version };
      hooks.onWritten?.(written);
      return ok({ raw: written.raw, version: written.version, attempts: attempt, written: true });
    } catch (e) {
      // Someone edited the sheet since we read it: their text wins, ours is recomputed on top of it.
      if (e instanceof DiscourseError && e.kind === "edit_conflict") continue;
      // The answer was lost (timeout, reset, 5xx after the save): if the post holds exactly what we
      // sent, the edit landed, and retrying it would apply the changes twice (points are deltas).
      if (e instanceof DiscourseError && e.kind === "unavailable") {
        const now = await forum.readPost(input.postId).catch(() => undefined);
        if (now && now.raw.trimEnd() === next.value.trimEnd()) {
          hooks.onWritten?.(now);
          return ok({ raw: now.raw, version: now.version, attempts: attempt, written: true });
        }
      }
      throw e;
    }
  }
  return err(gfError("sheet.busy", undefined, { attempts: maxAttempts, post: input.postId }));
}
