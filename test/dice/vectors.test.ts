// The known-answer vectors (test/vectors/dice-v1.json, docs/verifiable-dice.md §10), checked under
// both crypto implementations, plus a re-derivation written straight from the spec with node:crypto.
import { describe, expect, it } from "@jest/globals";
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { decodeProof } from "../../src/dice/proof.js";
import { rollPool } from "../../src/dice/roll.js";
import { buildSeedChain, openRevealedSeeds } from "../../src/dice/seed-chain.js";
import { verifyBeaconRef } from "../../src/dice/verify-beacon.js";
import { proofVerifier } from "../../src/dice/verify.js";

interface Vectors {
  secretKey: string;
  publicKey: string;
  seedChain: { anchor: string; epochs: number; seeds: string[] };
  schedule: { genesis: string; periodSeconds: number; epochs: number };
  rolls: {
    name: string; context: { forum: string; topic: number; post: number; block: number }; sizes: number[]; at: string;
    beacon: { chain: string; round: number; signature: string } | null;
    expected: { epoch: number; pool: string; faces: number[]; head: string; signature: string; proof: string };
  }[];
  invalid: { name: string; proof: string; postedAt?: string; fails: string }[];
}
const V = JSON.parse(readFileSync("test/vectors/dice-v1.json", "utf8")) as Vectors;
const schedule = { genesisMs: Date.parse(V.schedule.genesis), periodSeconds: V.schedule.periodSeconds, epochs: V.schedule.epochs };

for (const crypto of [nodeCrypto, nobleCrypto]) {
  describe(`gf-dice-v1 vectors (${crypto.name})`, () => {
    const seeds = buildSeedChain(fromHex(V.seedChain.anchor)!, V.seedChain.epochs, crypto);
    const signer = crypto.signer(fromHex(V.secretKey)!);
    const keys = { signer, schedule, seedFor: (e: number) => seeds[e] };
    const revealed = openRevealedSeeds(seeds[0]!, V.seedChain.epochs, seeds[V.seedChain.epochs], crypto);
    if (!revealed.ok) throw new Error("vectors' chain");
    const verify = proofVerifier({ publicKey: signer.publicKey, schedule, revealed: revealed.value, drand: QUICKNET }, crypto);

    it("derives the key pair and the whole seed chain", () => {
      expect(toHex(signer.publicKey)).toBe(V.publicKey);
      expect(seeds.map(toHex)).toEqual(V.seedChain.seeds);
    });

    it.each(V.rolls.map((r) => [r.name, r] as const))("rolls %s", (_name, r) => {
      const beacon = r.beacon ? { round: r.beacon.round, signature: fromHex(r.beacon.signature)! } : undefined;
      const rolled = rollPool({ context: r.context, sizes: r.sizes, at: Date.parse(r.at), ...(beacon ? { beacon } : {}) },
        beacon ? { ...keys, drand: QUICKNET } : keys, crypto);
      expect(rolled.ok && rolled.value.proof).toBe(r.expected.proof);
      expect(rolled.ok && rolled.value.record.faces).toEqual(r.expected.faces);
      const decoded = decodeProof(r.expected.proof);
      expect(decoded.ok && [toHex(decoded.value.head), toHex(decoded.value.signature), decoded.value.record.epoch])
        .toEqual([r.expected.head, r.expected.signature, r.expected.epoch]);
      const report = verify(r.expected.proof, Date.parse(r.at));
      expect(report.ok && report.value.passed).toEqual(r.beacon
        ? ["format", "signature", "epoch-time", "beacon-round", "seed-chain", "faces"]
        : ["format", "signature", "epoch-time", "seed-chain", "faces"]);
      expect(report.ok && report.value.pending).toEqual(r.beacon ? ["beacon"] : []);
    });

    it.each(V.invalid.map((v) => [v.name, v] as const))("rejects a proof with %s", async (_name, v) => {
      const report = verify(v.proof, v.postedAt === undefined ? undefined : Date.parse(v.postedAt));
      if (v.fails === "beacon") {
        // Everything else checks out: only the drand signature gives the forgery away.
        expect(report.ok && report.value.pending).toEqual(["beacon"]);
        const beacon = report.ok ? report.value.proof.record.beacon : null;
        expect(await verifyBeaconRef(beacon!, QUICKNET, crypto)).toMatchObject({ ok: false, error: { code: "dice.verify.beacon" } });
      } else {
        expect(report.ok ? "passed" : report.error.code).toBe(`dice.verify.${v.fails}`);
      }
    });

    it("the recorded beacon of the beacon vector is genuine", async () => {
      const r = V.rolls.find((x) => x.beacon)!;
      const decoded = decodeProof(r.expected.proof);
      expect(await verifyBeaconRef(decoded.ok ? decoded.value.record.beacon! : (null as never), QUICKNET, crypto)).toEqual({ ok: true, value: true });
    });
  });
}

describe("gf-dice-v1 vectors against the spec alone (docs/verifiable-dice.md §4, §5)", () => {
  const hmacBlock = (seed: Buffer, head: Buffer, j: number) => {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(j);
    return createHmac("sha256", seed).update(head).update(counter).digest();
  };
  const specFaces = (seed: Buffer, head: Buffer, sizes: number[]) => {
    const faces: number[] = [];
    let stream = Buffer.alloc(0), pos = 0, j = 0, rejected = 0;
    for (const s of sizes) {
      for (;;) {
        if (pos === stream.length) { stream = hmacBlock(seed, head, j++); pos = 0; }
        const b = stream[pos++]!;
        if (b < 256 - (256 % s)) { faces.push((b % s) + 1); break; }
        rejected++;
      }
    }
    return { faces, blocks: j, rejected };
  };

  it("each seed is the SHA-256 of the next, and the anchor is the last", () => {
    const seeds = V.seedChain.seeds;
    expect(seeds[V.seedChain.epochs]).toBe(V.seedChain.anchor);
    for (let i = 1; i < seeds.length; i++) {
      expect(createHash("sha256").update(Buffer.from(seeds[i]!, "hex")).digest("hex")).toBe(seeds[i - 1]);
    }
  });

  it("every vector's faces re-derive by the spec's byte stream", () => {
    for (const r of V.rolls) {
      const seed = Buffer.from(V.seedChain.seeds[r.expected.epoch]!, "hex");
      const sorted = [...r.sizes].sort((a, b) => a - b);
      expect(specFaces(seed, Buffer.from(r.expected.head, "hex"), sorted).faces).toEqual(r.expected.faces);
    }
  });

  it("the thirty-d100 vector really rejects bytes and reads a second block", () => {
    const r = V.rolls.find((x) => x.sizes.length === 30)!;
    const run = specFaces(Buffer.from(V.seedChain.seeds[r.expected.epoch]!, "hex"), Buffer.from(r.expected.head, "hex"), r.sizes);
    expect(run.rejected).toBeGreaterThan(0);
    expect(run.blocks).toBe(2);
  });
});
