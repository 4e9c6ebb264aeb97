// The forum's time for a post text's blocks, as gf-dice-v3 signs it (docs/verifiable-dice.md §V.1):
// the post's created_at for the text it was created with, revision n's created_at for the text of
// edit n, and none for a text changed without a revision of its own. Discourse keeps no revision for
// an author's edit within `editing_grace_period` (300 s by default, config/site_settings.yml):
// PostRevisor#should_create_new_version? is false for a `ninja_edit?` by the last editor with no new
// edit reason, and the edit is folded into the current version (update_revision), which keeps its
// created_at (lib/post_revisor.rb at discourse/discourse@00fc0724). A block written that way has no
// time the forum fixed: dated at the version's time, its writer could have seen the beacon round
// that follows it (3 s later for quicknet) and chosen the block. So such a block is not rolled, and
// the thread says why (UndatedBlock).
//
// What tells a folded edit apart:
//   - version 1 whose updated_at is not its created_at: edited since it was made (a post_created
//     payload, serialized as the post is made, has both equal; the reconciler reads the post as it is now);
//   - version n already seen by the service (its first post_edited came before): a later post_edited
//     of the same version is a fold;
//   - any version n: its updated_at is later than revision n's created_at. PostRevisor saves the post
//     (updated_at) and then creates the revision (created_at), so the edit that made revision n leaves
//     updated_at at or before it; a later edit folded into n moves updated_at past it. This holds
//     whatever order webhooks arrive in, and for the reconciler, which reads the post as it is now.
// Revision n's created_at is read from the forum (GET /posts/{id}/revisions/{n}.json), never taken
// from the post's updated_at: the revision is created after the post is saved, so the two differ,
// and a verifier reads the revision (§V.1).
import type { Lang } from "../lib/i18n.js";
import type { ForumTime } from "./router.js";

/** A block the forum gave no time of its own: not rolled (§V.1); the handler tells the thread, in `lang`. */
export class UndatedBlock extends Error {
  constructor(readonly lang: Lang) {
    super("dice: a block written within the forum's edit grace period, with no revision of its own, is not rolled");
    this.name = "UndatedBlock";
  }
}

export interface BlockTimeDeps {
  /** The highest version the service saw the post through (store.seenVersion). */
  seenVersion(postId: number): Promise<number | null>;
  /** Revision n's created_at (ms), or undefined when the forum does not show it. */
  revisionTime(postId: number, n: number): Promise<number | undefined>;
}

export interface PostTimes {
  readonly id: number;
  readonly version: number;
  readonly created_at?: string | undefined;
  readonly updated_at?: string | undefined;
}

/**
 * The forum's time for this text's blocks, "undated" for a text changed within the grace period, or
 * undefined when the payload carries no time at all.
 */
export async function blockTimeOf(event: "post_created" | "post_edited", post: PostTimes, deps: BlockTimeDeps): Promise<ForumTime | "undated" | undefined> {
  const created = Date.parse(post.created_at ?? "");
  const updated = Date.parse(post.updated_at ?? "");
  if (!Number.isSafeInteger(created)) return undefined;
  if (post.version <= 1) return !Number.isSafeInteger(updated) || updated === created ? { at: created, version: 1 } : "undated";
  if (event === "post_edited") {
    const seen = await deps.seenVersion(post.id);
    if (seen !== null && seen >= post.version) return "undated";
  }
  const at = await deps.revisionTime(post.id, post.version);
  if (at === undefined) return "undated";
  if (Number.isSafeInteger(updated) && updated > at) return "undated";
  return { at, version: post.version };
}
