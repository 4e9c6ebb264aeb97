// The badge panel's `gf verify` command (src/plugin-client/verify-command.ts), judged by a real shell:
// every word it writes reads back as written, and the command carries what the badge checked: the
// operator, the post by its forum id, the pool, the forum's time for the proof's post version, the reply.
import { describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { shellWord, verifyCommand } from "../../src/plugin-client/verify-command.js";

/** The words `sh` reads from `line`, one per line. */
const shWords = (line: string): string[] => execFileSync("sh", ["-c", `printf '%s\\n' ${line}`], { encoding: "utf8" }).split("\n").slice(0, -1);

describe("the badge's gf verify command", () => {
  it("writes every word so that sh reads it back as written", () => {
    const words = ["gf3.AbC-_09", "https://dice.example.org/.well-known/gf-dice.json", "d8 d6 d4", "it's", "a$b `c` \\d \"e\" !f", "sp ace's", "https://x.org/a?b=1&c=2"];
    expect(shWords(words.map(shellWord).join(" "))).toEqual(words);
    // Plain words stay plain; a pool is quoted with double quotes, which every shell reads.
    expect(shellWord("127.0.0.1:8900/12/57/0")).toBe("127.0.0.1:8900/12/57/0");
    expect(shellWord("d8 d6 d4")).toBe('"d8 d6 d4"');
  });

  it("names the operator's document, the post by its id, the pool, the time of the proof's post version and the reply", () => {
    const context = { forum: "forum.example.org", topic: 12, post: 57, block: 1 };
    const times: Record<number, number> = { 1: Date.parse("2026-11-29T18:00:00.123Z"), 3: Date.parse("2026-11-29T18:05:00.456Z") };
    const expected = { context, sizes: [8, 6, 4], forumTime: times[1], forumTimeOf: (v: number) => times[v], replyPost: 60 };
    const wellKnown = { wellKnown: "https://dice.example.org/.well-known/gf-dice.json" };
    expect(verifyCommand("gf3.AAAA", wellKnown, expected, 1)).toBe("npx --no gf verify gf3.AAAA --well-known https://dice.example.org/.well-known/gf-dice.json"
      + ' --context forum.example.org/12/57/1 --pool "d8 d6 d4" --at 2026-11-29T18:00:00.123Z --reply 60');
    // A block added by edit 3 is dated at revision 3's time (docs/verifiable-dice.md §V.1).
    expect(verifyCommand("gf3.AAAA", wellKnown, expected, 3)).toContain("--at 2026-11-29T18:05:00.456Z");
    // Without the service's address, the forum's configured key; what the page did not know is left out.
    expect(verifyCommand("gf2.BBBB", { key: "ab".repeat(32) }, { sizes: [20] }, 1)).toBe(`npx --no gf verify gf2.BBBB --key ${"ab".repeat(32)} --pool d20`);
  });
});
