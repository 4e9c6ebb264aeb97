// The sandbox folds an author's edit inside the grace period only as Discourse does: at most 100
// characters changed (400 for staff and trust level 2+), measured from the version's raw when the
// window's first folded edit came (PostRevisor#ninja_edit?, later grace_period_edit?, lib/post_revisor.rb at
// discourse/discourse@00fc07242c8da0bb8c78d7798662874f0aa76210; the settings' defaults in
// config/site_settings.yml at @00011e9cd999c967003ea3f629b3386565dec332). Before, any edit folded, so
// a large edit made within five minutes kept no revision in the sandbox where Discourse keeps one.
import { describe, expect, it } from "@jest/globals";
import { editDistance, foldsIntoVersion } from "../../src/sandbox/grace-diff.js";
import { SandboxForum } from "../../src/sandbox/forum.js";

describe("ONPDiff's size, bounded (grace-diff.ts)", () => {
  it.each([
    ["hello world", "hello world", 0],
    ["hello world", "hello world123456789", 9],
    ["abc", "xbc", 2],
    ["kitten", "sitting", 5],
    ["", "abc", 3],
    ["ñandú", "nandu", 4],
  ])("%j → %j: %i insertions plus deletions", (a, b, d) => {
    expect(editDistance(a, b, 50)).toBe(d);
  });
  it("stops past its limit", () => {
    expect(editDistance("a".repeat(300), "b".repeat(300), 100)).toBe(101);
    expect(editDistance("x".repeat(1000), "x".repeat(1000) + "y".repeat(101), 100)).toBe(101);
  });
  // post_revisor_spec.rb's own case: "hello world" → "hello world123456789" folds at max_diff 10 (9),
  // → "hello world12345678901" does not (11).
  it("folds as post_revisor_spec.rb's example does at max_diff 10", () => {
    expect(foldsIntoVersion("hello world", "hello world123456789", 10)).toBe(true);
    expect(foldsIntoVersion("hello world", "hello world12345678901", 10)).toBe(false);
  });
});

describe("the sandbox forum's grace period", () => {
  const at = { t: 1_000_000 };
  const forum = () => {
    const f = new SandboxForum({ now: () => at.t, posting: null });
    return f;
  };

  it("an author's edit of more than 100 characters within the grace period is a new version; a small one folds", () => {
    const f = forum();
    const alicia = f.addUser("alicia");
    const post = f.createTopic(alicia, "Una escena de prueba larga", "Empieza la escena en el faro.", null);
    at.t += 10_000;
    f.revise(alicia, post, post.raw + " Llueve.", null);
    expect(post.version).toBe(1);
    at.t += 10_000;
    // From the version's raw when the window began: 8 + 101 characters in all.
    f.revise(alicia, post, post.raw + "x".repeat(101), null);
    expect(post.version).toBe(2);
    expect(post.revisions.at(-1)!.modifications.raw![0]).toBe("Empieza la escena en el faro. Llueve.");
  });

  // PostRevisor#ninja_edit? (lib/post_revisor.rb at discourse/discourse@00fc0724): a new version only when
  // `@revised_at - @last_version_at > editing_grace_period` (seconds, fractions kept): the window's last
  // instant still folds, the next millisecond does not.
  it("an edit exactly editing_grace_period after the version folds into it; a millisecond later is a new version (text and wiki)", () => {
    const f = forum();
    const alicia = f.addUser("alicia");
    const post = f.createTopic(alicia, "Una escena en el límite", "Empieza la escena en el faro.", null);
    const versionAt = at.t;
    at.t = versionAt + 300_000;
    f.revise(alicia, post, post.raw + " Llueve.", null);
    expect(post.version).toBe(1);
    at.t = versionAt + 300_001;
    f.revise(alicia, post, post.raw + " Truena.", null);
    expect(post.version).toBe(2);
    at.t += 300_000;
    f.setWiki(alicia, post, true);
    expect(post.version).toBe(2);
    at.t += 1;
    f.setWiki(alicia, post, false);
    expect(post.version).toBe(3);
    // With no grace period (the harness's), an edit in the version's own millisecond is still a new version.
    const none = new SandboxForum({ now: () => at.t, posting: null, editingGracePeriodSec: 0 });
    const bruno = none.addUser("bruno");
    const quick = none.createTopic(bruno, "Otra escena en el límite", "Empieza la escena en el faro.", null);
    none.revise(bruno, quick, quick.raw + " Llueve.", null);
    expect(quick.version).toBe(2);
  });

  it("staff and trust level 2 may change up to 400", () => {
    const f = forum();
    const mod = f.addUser("moderadora", true);
    const tl2 = f.addUser("bruno", false, 2);
    for (const u of [mod, tl2]) {
      const post = f.createTopic(u, "Otra escena de prueba larga", "Empieza la escena en el faro.", null);
      at.t += 10_000;
      f.revise(u, post, post.raw + "y".repeat(400), null);
      expect(post.version).toBe(1);
      at.t += 10_000;
      f.revise(u, post, post.raw + "z", null);
      expect(post.version).toBe(2);
    }
  });
});
