// The anchoring vectors (test/vectors/dice-v3-anchors.json, docs/verifiable-dice.md §V.3, §V.4), under
// both crypto implementations: the commitment topic as Discourse serves it decides which heads exist
// and which block times each covers, whatever the operator's document says, and the log's tips in it
// decide how long the log was. Each attack's case fails the check named after it; the valid ones pass.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { anchorOptions, readAnchors, topicPostsFrom, withRevisionProbes } from "../../src/dice/anchor.js";
import { toHex } from "../../src/dice/bytes.js";
import { parseContext } from "../../src/dice/context.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { parsePool } from "../../src/dice/notation.js";
import { decodeProof, recordHash } from "../../src/dice/proof.js";
import { checkRemembered } from "../../src/dice/remembered.js";
import { checkTips, readTips } from "../../src/dice/tips.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { commitmentId, commitmentText, verifyOptionsFrom, type Commitment } from "../../src/dice/well-known.js";

interface Case { name: string; topic: unknown; revisions?: Record<string, number>; remembered?: Record<string, string>; document: unknown; proof: string; expected: { forumTime: string; context: string; pool: string; reply?: number }; fails: string | null }
interface LogCase { name: string; topic: unknown; revisions?: Record<string, number>; log: { seq: number; proof: string }[]; now: string; fails: string[] }
interface CommitmentVector { commitment: Record<string, unknown>; text: string; id: string }
const V = JSON.parse(readFileSync("test/vectors/dice-v3-anchors.json", "utf8")) as { account: string; commitments: CommitmentVector[]; cases: Case[]; logCases: LogCase[] };

for (const crypto of [nodeCrypto, nobleCrypto]) {
  describe(`gf-dice-v3 anchoring vectors (${crypto.name})`, () => {
    /** What a verifier reading the topic, then the document, then the proof says: "passed" or the first failing check. */
    const judge = (c: Case): string => {
      const probed = new Map(Object.entries(c.revisions ?? {}).map(([id, status]) => [Number(id), status]));
      const posts = withRevisionProbes(topicPostsFrom(c.topic), probed);
      const kept = checkRemembered(c.remembered ?? {}, posts, V.account, crypto);
      if (!kept.ok) return kept.error.code;
      const anchors = readAnchors(posts, V.account, crypto);
      if (!anchors.ok) return anchors.error.code;
      const document = verifyOptionsFrom(c.document, crypto);
      if (!document.ok) return document.error.code;
      const options = anchorOptions(document.value, anchors.value);
      if (!options.ok) return options.error.code;
      const context = parseContext(c.expected.context);
      const sizes = parsePool(c.expected.pool.split(" ").map((s) => `d${s}`).join(" "), { sizes: Array.from({ length: 99 }, (_, i) => i + 2) });
      if (!context.ok || !sizes.ok) throw new Error("case");
      const r = documentVerifier(options.value, crypto)(c.proof, { forumTime: Date.parse(c.expected.forumTime), context: context.value, sizes: sizes.value,
        ...(c.expected.reply !== undefined ? { replyPost: c.expected.reply } : {}) });
      if (!r.ok) return r.error.code;
      expect(r.value.passed).toContain("anchor");
      return "passed";
    };

    it("spells each commitment in its one canonical text, whose SHA-256 is its id (docs/verifiable-dice.md §9.3); v3's commits forum, account and both cut-offs", () => {
      expect(V.commitments.map((v) => v.commitment["format"])).toEqual(["gf-dice-commitment-v2", "gf-dice-commitment-v3"]);
      for (const v of V.commitments) {
        // The table of docs/verifiable-dice.md §9.3 by hand: these keys, in this order, no spaces.
        const keys = ["format", "publicKey", "head", "genesis", "periodSeconds", "epochs", "revealDelaySeconds", "beacon", "previous",
          ...(v.commitment["format"] === "gf-dice-commitment-v3" ? ["forum", "account", "v1Until", "v2Until"] : [])];
        expect(v.text).toBe(`{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(v.commitment[k])}`).join(",")}}`);
        expect(commitmentText(v.commitment as unknown as Commitment)).toBe(v.text);
        expect(toHex(crypto.sha256(new TextEncoder().encode(v.text)))).toBe(v.id);
        expect(commitmentId(v.commitment as unknown as Commitment, crypto)).toBe(v.id);
      }
    });

    it.each(V.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
      expect(judge(c)).toBe(c.fails === null ? "passed" : `dice.verify.${c.fails}`);
    });

    it("each refused proof passes a verifier that trusts the document alone: the refusal is the forum's", () => {
      for (const c of V.cases.filter((x) => x.fails === "commitment-late" || x.fails === "commitment-retired" || x.fails === "commitment-retired-reply" || x.fails === "commitment-unanchored")) {
        const document = verifyOptionsFrom(c.document, crypto);
        if (!document.ok) throw new Error(document.error.code);
        expect([c.name, documentVerifier(document.value, crypto)(c.proof, { forumTime: Date.parse(c.expected.forumTime) }).ok]).toEqual([c.name, true]);
      }
    });

    it.each(V.logCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
      const probed = new Map(Object.entries(c.revisions ?? {}).map(([id, status]) => [Number(id), status]));
      const tips = readTips(withRevisionProbes(topicPostsFrom(c.topic), probed), V.account);
      if (!tips.ok) { expect([tips.error.code]).toEqual(c.fails.map((f) => `dice.verify.${f}`)); return; }
      const hashes = new Map(c.log.map((e) => {
        const p = decodeProof(e.proof);
        if (!p.ok) throw new Error(p.error.code);
        return [e.seq, toHex(recordHash(p.value, crypto))] as const;
      }));
      const last = Math.max(0, ...c.log.map((e) => e.seq));
      expect(checkTips(tips.value, (seq) => hashes.get(seq), last, Date.parse(c.now)).map((p) => p.kind)).toEqual(c.fails);
    });
  });
}

describe("the page's commitment reader (no zod) and well-known.ts's", () => {
  it("read the same commitment from every vector post, and refuse the same near misses", async () => {
    const { commitmentIn } = await import("../../src/dice/anchor.js");
    const { readCommitment } = await import("../../src/dice/well-known.js");
    const texts = V.cases.flatMap((c) => topicPostsFrom(c.topic).map((p) => p.text.split("\n").find((l) => l.startsWith("{")) ?? ""));
    const near = texts.filter((t) => t.includes("gf-dice-commitment-v")).flatMap((t) => [t, t.replace('"account":"gf-dice"', '"account":"gf dice"'),
      t.replace('"forum":"forum.example.org"', '"forum":"Forum.example.org"'), t.replace('"v1Until":null', '"v1Until":"soon"'), t.replace('"v2Until":"', '"v2Until":1,"x":"'),
      t.replace('"gf-dice-commitment-v3"', '"gf-dice-commitment-v2"'), t.replace('"gf-dice-commitment-v2"', '"gf-dice-commitment-v3"'), t.replace('"epochs":8', '"epochs":0'), t.replace('"epochs":8', '"epochs":8.5'),
      t.replace(/"head":"[0-9a-f]{64}"/, '"head":"AB"'), t.replace('"beacon":null', '"beacon":1'), t.replace('"previous":null', '"previous":"x"'),
      t.replace('"genesis":"2023-09-15T04:00:00.000Z"', '"genesis":"yesterday"'),
      // The cut-off poisoning: the pattern of a time that names none (Date.parse: NaN), or another day's second spelling.
      t.replace('"v1Until":null', '"v1Until":"2023-13-01T00:00:00Z"'), t.replace('"v1Until":null', '"v1Until":"2023-09-15T23:59:60Z"'),
      t.replace('"v1Until":null', '"v1Until":"2023-02-30T00:00:00Z"'), t.replace('"v1Until":null', '"v1Until":"2023-09-15T24:00:00Z"'),
      t.replace('"genesis":"2023-09-15T04:00:00.000Z"', '"genesis":"2023-09-15T04:00:60.000Z"'), t.replace("{", "{ "), t.replace("}", ',"extra":1}')]);
    expect(near.length).toBeGreaterThan(20);
    for (const t of near) expect([t, commitmentIn(t)]).toEqual([t, readCommitment(t)]);
  });
});
