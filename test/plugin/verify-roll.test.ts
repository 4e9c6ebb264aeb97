// The roll card's badge verdict, computed as the browser computes it (@noble), on real proofs.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { toHex } from "../../src/dice/bytes.js";
import type { Operator } from "../../src/dice/operator.js";
import { parsePost } from "../../src/markup/index.js";
import { verdictText, verifyRollCard, type ShownDie } from "../../src/plugin-client/verify-roll.js";
import { rollBlock, testOperator } from "./support/roll-block.js";
import { translator } from "./support/translate.js";

const CONTEXT = { forum: "forum.example.org", topic: 7, post: 42, block: 0 };
let operator: Operator;
let key: string;
let proof: string;
let dice: ShownDie[];

beforeAll(() => {
  operator = testOperator();
  key = toHex(operator.publicKey);
  const rolled = rollBlock(operator, CONTEXT, [4, 6, 8, 8, 10], "es");
  proof = rolled.proof;
  dice = [...rolled.faces];
});

/** Flips one base64url character of the proof's body, keeping it decodable. */
const tamper = (text: string, at: number) => {
  const c = text[at]!;
  return text.slice(0, at) + (c === "A" ? "B" : "A") + text.slice(at + 1);
};

describe("verifyRollCard", () => {
  it("accepts the service's proof of these dice for this post, topic and forum; faces wait for the epoch's seed", () => {
    const verdict = verifyRollCard({ proof, post: 42, dice }, { publicKey: key, topicId: 7, forum: "Forum.Example.org" });
    expect(verdict).toEqual({ status: "verified", post: 42, pendingEpoch: expect.any(Number) });
    expect(verdictText(verdict, translator("es")).title).toBe("Tirada verificada");
    expect(verdictText(verdict, translator("en")).detail).toContain("post 42");
  });

  it("accepts the dice in any order: the card may show them as the service wrote them", () => {
    expect(verifyRollCard({ proof, post: 42, dice: [...dice].reverse() }, { publicKey: key }).status).toBe("verified");
  });

  it("refuses a tampered proof, wherever the change is", () => {
    for (const at of [12, 60, proof.length - 90, proof.length - 3]) {
      const verdict = verifyRollCard({ proof: tamper(proof, at), post: 42, dice }, { publicKey: key });
      expect(verdict.status).toBe("failed");
    }
    const verdict = verifyRollCard({ proof: tamper(proof, proof.length - 3), post: 42, dice }, { publicKey: key });
    expect(verdict).toMatchObject({ status: "failed", reason: "signature" });
    expect(verdictText(verdict, translator("en"))).toEqual({ title: "Roll NOT verified", detail: "The signature does not match the forum's public key." });
  });

  it("refuses a proof under another operator's key", () => {
    const other = toHex(testOperator().publicKey);
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: other })).toMatchObject({ status: "failed", reason: "signature" });
  });

  it("refuses a card whose faces were edited, though the proof is genuine", () => {
    const edited = dice.map((d, i) => (i === 0 ? { size: d.size, face: d.face === d.size ? 1 : d.face + 1 } : d));
    const verdict = verifyRollCard({ proof, post: 42, dice: edited }, { publicKey: key });
    expect(verdict).toMatchObject({ status: "failed", reason: "dice" });
    expect(verdictText(verdict, translator("es")).detail).toMatch(/^Los dados mostrados \(.+\) no son los de la prueba \(.+\)\.$/);
  });

  it("refuses a genuine proof copied under another post, topic or forum", () => {
    expect(verifyRollCard({ proof, post: 43, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "post" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: key, topicId: 8 })).toMatchObject({ status: "failed", reason: "topic" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: key, forum: "other.example.org" })).toMatchObject({ status: "failed", reason: "forum" });
  });

  it("refuses malformed proofs and bad keys with a reason, and never throws", () => {
    expect(verifyRollCard({ proof: "gf1.###", post: 42, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "format" });
    expect(verifyRollCard({ proof: "x".repeat(5000), post: 42, dice }, { publicKey: key })).toMatchObject({ status: "failed", reason: "format" });
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: "zz" })).toMatchObject({ status: "failed", reason: "key" });
  });

  it("says when it cannot verify: no key configured, or no proof on the card", () => {
    expect(verifyRollCard({ proof, post: 42, dice }, { publicKey: " " })).toEqual({ status: "unverifiable", reason: "no_key" });
    expect(verifyRollCard({ proof: undefined, post: 42, dice }, { publicKey: key })).toEqual({ status: "unverifiable", reason: "no_proof" });
    expect(verdictText({ status: "unverifiable", reason: "no_key" }, translator("es")).title).toMatch(/^Sin clave pública/);
  });

  it("the test's roll block is valid markup in both languages (docs/markup.md §4)", () => {
    for (const lang of ["es", "en"] as const) {
      const [block] = parsePost(rollBlock(operator, CONTEXT, [6, 8], lang).raw, { lang });
      expect(block?.errors).toEqual([]);
      expect(block?.node).toMatchObject({ block: "roll", post: 42 });
    }
  });
});
