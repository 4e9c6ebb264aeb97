// One Ed25519 rule for every verifier (docs/verifiable-dice.md §V.7): on each input where verifiers
// have disagreed (test/vectors/ed25519-rule.json: mixed-order R and A, small-order R and A, a second
// spelling of S, a non-canonical R), node:crypto, @noble and WebCrypto paths give the one listed
// answer. Before, @noble's cofactored verify accepted a mixed-order R that node and Chromium refused
// (a browser without WebCrypto Ed25519 read "verified" where others read "NOT verified").
import { describe, expect, it } from "@jest/globals";
import { ed25519 } from "@noble/curves/ed25519.js";
import { createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import { fromHex } from "../../src/dice/bytes.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { webCryptoEd25519, webCryptoVerifier } from "../../src/dice/verify-batch.js";

interface Case { name: string; publicKey: string; message: string; signature: string; valid: boolean; cofactoredAccepts: boolean }
const V: { cases: Case[] } = JSON.parse(readFileSync("test/vectors/ed25519-rule.json", "utf8"));
const bytes = (c: Case) => ({ key: fromHex(c.publicKey)!, message: fromHex(c.message)!, signature: fromHex(c.signature)! });

describe("one Ed25519 rule: node, noble and WebCrypto give one answer", () => {
  it("the vectors hold mixed-order and small-order cases", () => {
    expect(V.cases.map((c) => c.name).join("\n")).toMatch(/mixed-order R[\s\S]*mixed-order A[\s\S]*small-order R[\s\S]*small-order A/);
  });

  it.each(V.cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const { key, message, signature } = bytes(c);
    const subtle = await webCryptoEd25519();
    if (!subtle) throw new Error("Node has WebCrypto Ed25519");
    const answers = {
      node: nodeCrypto.verifier(key)(message, signature),
      noble: nobleCrypto.verifier(key)(message, signature),
      webCrypto: await (await webCryptoVerifier(subtle, key))(message, signature),
    };
    expect(answers).toEqual({ node: c.valid, noble: c.valid, webCrypto: c.valid });
    // The disagreement each case pins: @noble's own (cofactored) verify, which the project no longer calls.
    expect(ed25519.verify(signature, message, key, { zip215: false })).toBe(c.cofactoredAccepts);
  });

  it("OpenSSL alone accepts a mixed-order key whose challenge is a multiple of 8: the torsion-free key rule is what refuses it", () => {
    const c = V.cases.find((x) => /multiple of 8 \(/.test(x.name))!;
    const { key, message, signature } = bytes(c);
    const raw = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(key).toString("base64url") }, format: "jwk" });
    expect(verify(null, message, raw, signature)).toBe(true);
    expect(nodeCrypto.verifier(key)(message, signature)).toBe(false);
  });
});
