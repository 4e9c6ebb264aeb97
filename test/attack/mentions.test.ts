// The runner's mention check (src/service/flows/mentions.ts): only the forum's users are mentioned
// in a flow's posts; code spans and fenced blocks stay as written.
import { describe, expect, it } from "@jest/globals";
import { defuseMentionsOf, mentionedNames, onlyUsersMentioned } from "../../src/service/flows/mentions.js";

const REPLY = [
  "**@all Maga** rolls [2] against 5: @ana, @here and @staff, mail me at x@example.org",
  "- @dj: choose what the failure costs",
  "",
  "  ```",
  "  [tt-answer character=\"@all Maga\"]",
  "  ```",
  "Quoted: `@here` and ``a ` @everyone``.",
].join("\n");

describe("flow posts mention only users", () => {
  it("finds the names after an @ in prose only", () => {
    expect(mentionedNames(REPLY).sort()).toEqual(["all", "ana", "dj", "here", "staff"]);
  });

  it("a name that is not a user gets a word joiner after its @; users, code and blocks are untouched", async () => {
    const users = new Set(["ana", "dj"]);
    const asked: string[] = [];
    const out = await onlyUsersMentioned(REPLY, { find: async (n) => { asked.push(n); return users.has(n) ? { id: 1, username: n } as never : undefined; } });
    expect(asked.sort()).toEqual(["all", "ana", "dj", "here", "staff"]);
    expect(out).toBe(defuseMentionsOf(REPLY, users));
    expect(out).toContain("**@\u2060all Maga**");
    expect(out).toContain("@ana, @\u2060here and @\u2060staff, mail me at x@example.org");
    expect(out).toContain("- @dj: choose");
    expect(out).toContain("  [tt-answer character=\"@all Maga\"]");
    expect(out).toContain("`@here` and ``a ` @everyone``");
    // Bidi controls are dropped, code included.
    expect(await onlyUsersMentioned("Evil\u202egnp.exe `a\u2066b`", { find: async () => undefined })).toBe("Evilgnp.exe `ab`");
    // Already defused text is left as it is.
    expect(defuseMentionsOf(out, users)).toBe(out);
  });
});
