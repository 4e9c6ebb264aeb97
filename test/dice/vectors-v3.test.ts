// The gf-dice-v3 known-answer vectors (test/vectors/dice-v3.json, docs/verifiable-dice.md §V), under
// both crypto implementations and the page's WebCrypto batch: each roll verifies when dated at the
// forum's time for its block and nowhere else; a beacon roll's faces are checked at once, with no
// seed revealed; the message is rebuilt from the spec's fields with plain Buffer calls, the faces
// with node:crypto HMAC calls; and each attack's invalid proof fails the check named after it.
import { describe, expect, it } from "@jest/globals";
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { fromHex } from "../../src/dice/bytes.js";
import { parseContext } from "../../src/dice/context.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { parsePool } from "../../src/dice/notation.js";
import { proofVerifier, type Expected } from "../../src/dice/verify.js";
import { verifyRolls, webCryptoEd25519 } from "../../src/dice/verify-batch.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

interface Roll {
  name: string; context: { forum: string; topic: number; post: number; block: number }; sizes: number[]; forumTime: string; postVersion: number;
  link: { seq: number; prev: string }; beacon: { round: number; signature: string } | null;
  expected: { epoch: number; pool: string; faces: number[]; key: string; input: string; message: string; signature: string; proof: string };
}
interface Invalid { name: string; proof: string; document?: "none" | "beacon"; expected?: { context?: string; pool?: string; forumTime?: string }; fails: string }
const V = JSON.parse(readFileSync("test/vectors/dice-v3.json", "utf8")) as {
  documents: { none: { revealed: unknown }; beacon: { revealed: unknown } }; rolls: Roll[]; beaconRolls: Roll[]; invalid: Invalid[];
};
const anySize = { sizes: Array.from({ length: 99 }, (_, i) => i + 2) };
const expectedOf = (e: Invalid["expected"]): Expected => {
  const context = e?.context === undefined ? undefined : parseContext(e.context);
  const pool = e?.pool === undefined ? undefined : parsePool(e.pool, anySize);
  return { ...(context?.ok ? { context: context.value } : {}), ...(pool?.ok ? { sizes: pool.value } : {}),
    ...(e?.forumTime ? { forumTime: Date.parse(e.forumTime) } : {}) };
};
const shown = (r: Roll): Expected => ({ context: r.context, sizes: r.sizes, forumTime: Date.parse(r.forumTime) });

for (const crypto of [nodeCrypto, nobleCrypto]) {
  describe(`gf-dice-v3 vectors (${crypto.name})`, () => {
    const verifierFor = (doc: unknown) => {
      const options = verifyOptionsFrom(doc, crypto);
      if (!options.ok) throw new Error(JSON.stringify(options.error));
      return proofVerifier(options.value, crypto);
    };
    const plain = verifierFor(V.documents.none);
    // No seed revealed at all: a beacon roll's faces still check.
    const beaconed = verifierFor({ ...V.documents.beacon, revealed: null });

    it.each(V.rolls.map((r) => [r.name, r] as const))("verifies %s, every check passed", (_name, r) => {
      const report = plain(r.expected.proof, shown(r));
      if (!report.ok) throw new Error(JSON.stringify(report.error));
      expect(report.value.version).toBe(3);
      expect(report.value.pending).toEqual([]);
      expect(report.value.passed).toEqual(expect.arrayContaining(["forum-time", "faces", "pool", "context", "commitment"]));
    });

    it("a beacon roll is fully verified as soon as its round is genuine: faces from the round, no seed revealed", () => {
      const r = V.beaconRolls[0]!;
      const report = beaconed(r.expected.proof, shown(r));
      if (!report.ok) throw new Error(JSON.stringify(report.error));
      expect([report.value.pending, report.value.passed]).toEqual([[], expect.arrayContaining(["beacon-round", "beacon", "forum-time", "faces"])]);
    });

    it("the forum's time is exact: a millisecond off fails forum-time, and without it the check is pending, not passed", () => {
      const r = V.rolls[0]!;
      const off = plain(r.expected.proof, { ...shown(r), forumTime: Date.parse(r.forumTime) + 1 });
      expect(off.ok ? "passed" : off.error.code).toBe("dice.verify.forum-time");
      const without = plain(r.expected.proof, { context: r.context, sizes: r.sizes });
      expect(without.ok && without.value.pending).toEqual(["forum-time"]);
    });

    it.each(V.invalid.map((v) => [v.name, v] as const))("refuses %s", (_name, v) => {
      const verify = v.document === "beacon" ? beaconed : plain;
      const r = verify(v.proof, expectedOf(v.expected));
      expect(r.ok ? "passed" : r.error.code).toBe(`dice.verify.${v.fails}`);
    });
  });
}

describe("gf-dice-v3 encoding from the spec's table (plain Buffer and node:crypto calls)", () => {
  it.each([...V.rolls, ...V.beaconRolls].map((r) => [r.name, r] as const))("%s", (_name, r) => {
    const u = (n: number, bytes: number) => { const b = Buffer.alloc(bytes); b.writeUIntBE(n, bytes - Math.min(bytes, 6), Math.min(bytes, 6)); return b; };
    const beacon = r.beacon
      ? Buffer.concat([Buffer.from([1]), Buffer.from("52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971", "hex"), u(r.beacon.round, 8), Buffer.from([48]), Buffer.from(r.beacon.signature, "hex")])
      : Buffer.from([0]);
    const sizes = [...r.sizes].sort((a, b) => a - b);
    const input = Buffer.concat([Buffer.from("gf-dice-v3"), Buffer.from([r.context.forum.length]), Buffer.from(r.context.forum), u(r.context.topic, 8), u(r.context.post, 8),
      u(r.context.block, 2), u(r.expected.epoch, 4), Buffer.from(r.expected.input, "hex").subarray(10 + 1 + r.context.forum.length + 22, 10 + 1 + r.context.forum.length + 22 + 32),
      beacon, Buffer.from([sizes.length]), Buffer.from(sizes)]);
    expect(input.toString("hex")).toBe(r.expected.input);
    const message = Buffer.concat([input, Buffer.from(r.expected.faces), u(Date.parse(r.forumTime), 8), u(r.postVersion, 4), u(r.link.seq, 8), Buffer.from(r.link.prev, "hex")]);
    expect(message.toString("hex")).toBe(r.expected.message);
    // The derivation key: SHA-256 of the beacon signature, else the epoch's seed (§V.2); then docs/verifiable-dice.md §4.
    if (r.beacon) expect(createHash("sha256").update(Buffer.from(r.beacon.signature, "hex")).digest("hex")).toBe(r.expected.key);
    const stream: number[] = [];
    for (let j = 0; stream.length < 256; j++) {
      const block = createHmac("sha256", Buffer.from(r.expected.key, "hex")).update(Buffer.concat([input, u(j, 4)])).digest();
      stream.push(...block);
    }
    let at = 0;
    const faces = sizes.map((s) => { const limit = 256 - (256 % s); for (;;) { const b = stream[at++]!; if (b < limit) return (b % s) + 1; } });
    expect(faces).toEqual(r.expected.faces);
    expect(fromHex(r.expected.signature)).toHaveLength(64);
  });
});

describe("gf-dice-v3 vectors on the page's WebCrypto batch", () => {
  it("gives the one-by-one verdicts on every vector, the attacks included", async () => {
    const options = verifyOptionsFrom({ ...V.documents.beacon, revealed: null }, nobleCrypto);
    const plainOptions = verifyOptionsFrom(V.documents.none, nobleCrypto);
    if (!options.ok || !plainOptions.ok) throw new Error("document");
    const subtle = await webCryptoEd25519();
    for (const [opts, cases] of [[options.value, V.invalid.filter((v) => v.document === "beacon")], [plainOptions.value, V.invalid.filter((v) => v.document !== "beacon")]] as const) {
      const rolls = cases.map((v) => ({ proof: v.proof, expected: expectedOf(v.expected) }));
      const batch = await verifyRolls(rolls, opts, nobleCrypto, subtle);
      expect(batch.map((r) => (r.ok ? "passed" : r.error.code))).toEqual(cases.map((v) => `dice.verify.${v.fails}`));
    }
  });
});
