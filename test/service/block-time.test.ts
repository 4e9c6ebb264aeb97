// The forum's time for a post text's blocks (docs/verifiable-dice.md §V.1, src/service/block-time.ts):
// created_at for the text a post was made with, revision n's created_at for the text of edit n, and
// "undated" for a text Discourse changed without a revision (an author's edit inside
// editing_grace_period folds into the current version: lib/post_revisor.rb ninja_edit?).
import { describe, expect, it } from "@jest/globals";
import { blockTimeOf, type BlockTimeDeps } from "../../src/service/block-time.js";

const T0 = Date.parse("2026-11-29T03:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
/** A forum whose revision n was created at T0 + n minutes (+1 ms: after the post's save, as PostRevisor does). */
const deps = (seen: number | null, hidden: number[] = []): BlockTimeDeps => ({
  seenVersion: async () => seen,
  revisionTime: async (_id, n) => (hidden.includes(n) ? undefined : T0 + n * 60_000 + 1),
});

describe("the forum's time for a post text's blocks", () => {
  it("a post as it was made: its created_at, version 1", async () => {
    expect(await blockTimeOf("post_created", { id: 1, version: 1, created_at: iso(T0), updated_at: iso(T0) }, deps(null))).toEqual({ at: T0, version: 1 });
  });

  it("version 1 changed after it was made (an edit inside the grace period, or the reconciler reading it now): undated", async () => {
    expect(await blockTimeOf("post_edited", { id: 1, version: 1, created_at: iso(T0), updated_at: iso(T0 + 30_000) }, deps(1))).toBe("undated");
    expect(await blockTimeOf("post_created", { id: 1, version: 1, created_at: iso(T0), updated_at: iso(T0 + 30_000) }, deps(null))).toBe("undated");
  });

  it("the edit that made revision n: revision n's created_at, read from the forum, not the post's updated_at", async () => {
    expect(await blockTimeOf("post_edited", { id: 1, version: 3, created_at: iso(T0), updated_at: iso(T0 + 180_000) }, deps(2)))
      .toEqual({ at: T0 + 180_001, version: 3 });
  });

  it("an edit folded into a version the service already saw, or changed after its revision, or whose revision is hidden: undated", async () => {
    expect(await blockTimeOf("post_edited", { id: 1, version: 3, created_at: iso(T0), updated_at: iso(T0 + 180_000) }, deps(3))).toBe("undated");
    // Webhooks out of order, or the reconciler: the text is later than its revision.
    expect(await blockTimeOf("post_edited", { id: 1, version: 3, created_at: iso(T0), updated_at: iso(T0 + 200_000) }, deps(2))).toBe("undated");
    expect(await blockTimeOf("post_edited", { id: 1, version: 3, created_at: iso(T0), updated_at: iso(T0 + 180_000) }, deps(2, [3]))).toBe("undated");
  });

  it("no time in the payload: none", async () => {
    expect(await blockTimeOf("post_created", { id: 1, version: 1 }, deps(null))).toBeUndefined();
  });
});
