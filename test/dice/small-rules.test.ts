// The small rules v2 left open (docs/verifiable-dice.md §V.10), each as a second implementation must read
// them: which whitespace around a proof is trimmed and that the 2,048-character limit is the trimmed
// text's; that the forum's 255 bytes are its whole canonical text, port included (docs/verifiable-dice.md §2: field 2 is one byte
// of length); and that the v3 vectors' log rolls each block once.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { isCanonicalForum } from "../../src/dice/context.js";
import { decodeProof, MAX_PROOF_TEXT } from "../../src/dice/proof.js";

const V3 = JSON.parse(readFileSync("test/vectors/dice-v3.json", "utf8")) as {
  rolls: { context: { forum: string; topic: number; post: number; block: number }; link: { seq: number }; expected: { proof: string } }[];
};
const proof = V3.rolls[0]!.expected.proof;

describe("gf-dice-v3's small rules (docs/verifiable-dice.md §V.10)", () => {
  it("trims spaces, tabs, CR and LF around a proof, and no other character", () => {
    expect(decodeProof(` \t\r\n${proof}\n\r\t `).ok).toBe(true);
    for (const other of ["\u00a0", "\v", "\f", "\u2028", "\u3000"]) {
      const read = decodeProof(`${other}${proof}`);
      expect([JSON.stringify(other), read.ok]).toEqual([JSON.stringify(other), false]);
      expect(decodeProof(`${proof}${other}`).ok).toBe(false);
    }
  });

  it("measures the 2,048-character limit after trimming: padding around a proof never makes it too long, a longer text is", () => {
    expect(MAX_PROOF_TEXT).toBe(2048);
    expect(decodeProof(`${" ".repeat(3000)}${proof}${"\n".repeat(3000)}`).ok).toBe(true);
    const long = `${proof}${"A".repeat(MAX_PROOF_TEXT + 1 - proof.length)}`;
    const read = decodeProof(long);
    expect(read.ok ? "decoded" : read.error.params?.["detail"]).toBe("too long");
  });

  it("counts the forum's 255 bytes over its whole canonical text, port included: docs/verifiable-dice.md §2 writes its length in one byte", () => {
    const host = (n: number) => Array.from({ length: Math.ceil(n / 50) }, () => "a".repeat(49)).join(".").slice(0, n).replace(/\.$/, "a");
    expect(host(255)).toHaveLength(255);
    expect(isCanonicalForum(host(255))).toBe(true);
    expect(isCanonicalForum(host(256))).toBe(false);
    expect(isCanonicalForum(`${host(250)}:8443`)).toBe(true);
    expect(isCanonicalForum(`${host(251)}:8443`)).toBe(false);
  });

  it("the v3 vectors' log rolls each block once, its seq running on from 1", () => {
    const contexts = V3.rolls.map((r) => `${r.context.forum}/${r.context.topic}/${r.context.post}/${r.context.block}`);
    expect(new Set(contexts).size).toBe(contexts.length);
    expect(V3.rolls.map((r) => r.link.seq)).toEqual(V3.rolls.map((_, i) => i + 1));
  });
});
