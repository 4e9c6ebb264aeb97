// Each attack an independent audit of gf-dice-v1 reproduced, as a test of the behaviour that now
// stops it (docs/verifiable-dice.md §0). The first attack, a pool edited in after the seed was out,
// is the service's: test/service/edit-roll-time.test.ts.
import { describe, expect, it } from "@jest/globals";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { readFileSync } from "node:fs";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { isCanonicalForum } from "../../src/dice/context.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { SMALL_ORDER_Y } from "../../src/dice/ed25519-strict.js";
import { decodeProof } from "../../src/dice/proof.js";
import { isCanonicalG1, isGenuineBeacon } from "../../src/dice/verify-beacon.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";
import { ed25519 } from "@noble/curves/ed25519.js";

const V = JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8"));
const W = JSON.parse(readFileSync("test/vectors/dice-v1.json", "utf8"));
const attack = (name: RegExp) => V.invalid.find((v: { name: string }) => name.test(v.name)) as { proof: string; fails: string };
const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8"));
const options = (doc: unknown) => { const o = verifyOptionsFrom(doc, nodeCrypto); if (!o.ok) throw new Error(o.error.code); return o.value; };
const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "passed" : r.error!.code);

describe("the beacon cannot be made up or left out", () => {
  it("a proof carrying a made-up beacon fails when the operator's document names no beacon, even without a time", () => {
    const verify = proofVerifier(options(V.documents.none), nodeCrypto);
    expect(codeOf(verify(attack(/made-up beacon/).proof))).toBe("dice.verify.beacon-unexpected");
  });

  it("the beacon is checked against the pinned chain, whatever key a document names for it", () => {
    // A v1 document naming quicknet's hash with another BLS key: the key is never read.
    const doc = { format: "gf-dice-v1", publicKey: W.publicKey, chain: { head: W.seedChain.seeds[0], genesis: W.schedule.genesis,
      periodSeconds: W.schedule.periodSeconds, epochs: W.schedule.epochs }, revealed: null,
      beacon: { name: "quicknet", hash: QUICKNET.hash, publicKey: toHex(bls12_381.shortSignatures.getPublicKey(new Uint8Array(32).fill(5)).toBytes()),
        periodSeconds: 3, genesisSeconds: QUICKNET.genesisSeconds, scheme: "bls-unchained-g1-rfc9380", beaconId: "quicknet" } };
    const o = options(doc);
    expect(o.beacon).toBe(QUICKNET);
    const verify = proofVerifier(o, nodeCrypto);
    const forged = W.invalid.find((v: { fails: string }) => v.fails === "beacon");
    expect(codeOf(verify(forged.proof))).toMatch(/^dice\.verify\.beacon(-encoding)?$/);
    expect(codeOf(proofVerifier(options(V.documents.beacon), nodeCrypto)(attack(/another BLS key/).proof))).toBe("dice.verify.beacon");
  });

  it("an operator with a beacon cannot hand out a proof without one", () => {
    expect(codeOf(proofVerifier(options(V.documents.beacon), nodeCrypto)(attack(/no beacon although/).proof))).toBe("dice.verify.beacon-missing");
  });

  it("only canonical BLS encodings: a second spelling (x + p) of a G1 point is refused", () => {
    const decoded = decodeProof(attack(/second encoding/).proof);
    const found = decoded.ok ? decoded.value.record.beacon?.signature : undefined;
    // drand-client's @noble 1 reduced x modulo p here, so both spellings verified; whatever a decoder
    // does, the spelling is not the point's canonical one.
    const reencoded = (() => { try { return toHex(bls12_381.shortSignatures.Signature.toBytes(bls12_381.shortSignatures.Signature.fromBytes(found!))); } catch { return "refused"; } })();
    expect(reencoded).not.toBe(toHex(found!));
    expect(isCanonicalG1(found!)).toBe(false);
    expect(isCanonicalG1(fromHex(fixture.beacon.signature)!)).toBe(true);
    expect(codeOf(proofVerifier(options(V.documents.beacon), nodeCrypto)(attack(/second encoding/).proof))).toBe("dice.verify.beacon-encoding");
  });

  it("a genuine round is genuine only for its own round number", () => {
    const sig = fromHex(fixture.beacon.signature)!;
    expect([isGenuineBeacon(QUICKNET, 657413, sig), isGenuineBeacon(QUICKNET, 657414, sig)]).toEqual([true, false]);
    expect(codeOf(proofVerifier(options(V.documents.beacon), nodeCrypto)(attack(/past round reused/).proof))).toBe("dice.verify.beacon-round");
  });
});

describe("the commitment is anchored", () => {
  it("a proof derived from another head under the same key fails the commitment check", () => {
    expect(codeOf(proofVerifier(options(V.documents.none), nodeCrypto)(attack(/unanchored head/).proof))).toBe("dice.verify.commitment");
  });

  it("a document whose fields no longer match its commitment id is refused", () => {
    const doc = { ...V.documents.none, chain: { ...V.documents.none.chain, head: "ab".repeat(32) }, revealed: null };
    expect(codeOf(verifyOptionsFrom(doc, nodeCrypto))).toBe("dice.verify.commitment");
  });
});

describe("context, pool, time and epoch", () => {
  it("one spelling per forum host", () => {
    expect(["forum.example.org", "forum.example.org:8443", "local"].map(isCanonicalForum)).toEqual([true, true, true]);
    expect(["forum.example.org:0443", "forum.example.org:443", "forum.example.org:80", "forum.example.org:99999", "a..b",
      "forum.example.org:0", "-a.b", "a.b.", "Forum.example.org"].filter(isCanonicalForum)).toEqual([]);
  });

  it("a proof pasted under another post, block or pool fails", () => {
    const verify = proofVerifier(options(V.documents.none), nodeCrypto);
    const proof = V.rolls[0].expected.proof;
    expect(codeOf(verify(proof, { context: { forum: "forum.example.org", topic: 12, post: 999, block: 0 } }))).toBe("dice.verify.context");
    expect(codeOf(verify(proof, { context: { forum: "forum.example.org", topic: 12, post: 345, block: 1 } }))).toBe("dice.verify.context");
    expect(codeOf(verify(proof, { sizes: [8, 8, 8, 6, 4] }))).toBe("dice.verify.pool");
  });

  it("the epoch is checked against the signed roll time, with no time given by the reader", () => {
    expect(codeOf(proofVerifier(options(V.documents.none), nodeCrypto)(attack(/another epoch than its time/).proof))).toBe("dice.verify.epoch-time");
  });

  it("an epoch beyond the chain is a failure, never pending", () => {
    expect(codeOf(proofVerifier(options(V.documents.none), nodeCrypto)(attack(/beyond the chain/).proof))).toBe("dice.verify.epoch-range");
  });
});

describe("Ed25519 strictness is the same in both implementations", () => {
  it("a signature whose R has small order: @noble alone accepted it; both verifiers refuse it now", () => {
    const bytes = Buffer.from(attack(/small order/).proof.slice(4), "base64url");
    const message = new Uint8Array(bytes.subarray(0, bytes.length - 64));
    const signature = new Uint8Array(bytes.subarray(bytes.length - 64));
    const key = fromHex(V.publicKey)!;
    expect(ed25519.verify(signature, message, key, { zip215: false })).toBe(true);
    expect([nodeCrypto.verifier(key)(message, signature), nobleCrypto.verifier(key)(message, signature)]).toEqual([false, false]);
  });

  it("the list of small-order y coordinates is exactly @noble's small-order points", () => {
    const Point = ed25519.Point;
    for (const y of SMALL_ORDER_Y) {
      for (const sign of [0, 0x80]) {
        const enc = y.slice(); enc[31]! |= sign;
        let point;
        try { point = Point.fromBytes(enc, true); } catch { continue; }
        expect(point.isSmallOrder()).toBe(true);
      }
    }
    // Every point of order dividing 8 is one of them.
    let p = Point.fromBytes(fromHex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")!, true);
    for (let i = 0; i < 8; i++, p = p.add(Point.fromBytes(fromHex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")!, true))) {
      const y = p.toBytes(); y[31]! &= 0x7f;
      expect(SMALL_ORDER_Y.map(toHex)).toContain(toHex(y));
    }
  });
});
