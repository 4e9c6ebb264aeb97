// Writes test/vectors/dice-v1.json. Run only when the v1 encoding is first fixed or vectors are
// added, never to "fix" a failing test: a changed answer means a changed encoding, which needs
// gf-dice-v2. Usage:
//   npx esbuild test/dice/generate-vectors.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/gen.mjs && node node_modules/.cache/gen.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { fromHex, toBase64Url, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { formatPool } from "../../src/dice/die.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { decodeProof, encodeHead, encodeMessage, proofText, type RollRecord } from "../../src/dice/proof.js";
import { rollPool, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";

const secretKey = Uint8Array.from({ length: 32 }, (_, i) => i);
const anchor = Uint8Array.from({ length: 32 }, (_, i) => 0x20 + i);
const epochs = 8;
const seeds = buildSeedChain(anchor, epochs, crypto);
const schedule = { genesisMs: Date.parse("2023-09-13T00:00:00.000Z"), periodSeconds: 86_400, epochs };
const signer = crypto.signer(secretKey);
const keys: RollKeys = { signer, schedule, seedFor: (e) => seeds[e] };
const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8"));
const beacon = { round: fixture.beacon.round as number, signature: fromHex(fixture.beacon.signature)! };

interface Case {
  name: string;
  context: { forum: string; topic: number; post: number; block: number };
  sizes: number[];
  at: string;
  beacon?: boolean;
}
const cases: Case[] = [
  { name: "a five-dice pool", context: { forum: "forum.example.org", topic: 12, post: 345, block: 0 }, sizes: [8, 8, 6, 4, 6], at: "2023-09-15T10:20:00.000Z" },
  { name: "the same post's next block", context: { forum: "forum.example.org", topic: 12, post: 345, block: 1 }, sizes: [8, 8, 6, 4, 6], at: "2023-09-15T10:20:00.000Z" },
  { name: "the same pool reordered, later the same day: the same roll", context: { forum: "Forum.Example.org", topic: 12, post: 345, block: 0 }, sizes: [4, 6, 6, 8, 8], at: "2023-09-15T23:59:59.999Z" },
  { name: "every standard polyhedron", context: { forum: "forum.example.org", topic: 12, post: 400, block: 0 }, sizes: [100, 20, 12, 10, 8, 6, 4, 3, 2], at: "2023-09-16T08:00:00.000Z" },
  { name: "thirty d100 (rejected bytes, a second HMAC block)", context: { forum: "forum.example.org", topic: 13, post: 1, block: 2 }, sizes: Array<number>(30).fill(100), at: "2023-09-17T12:00:00.000Z" },
  { name: "odd sizes the derivation supports", context: { forum: "forum.example.org", topic: 13, post: 2, block: 0 }, sizes: [7, 99, 5], at: "2023-09-13T00:00:00.000Z" },
  { name: "largest ids, a port, the last epoch", context: { forum: "play.example.net:8443", topic: 9007199254740991, post: 9007199254740990, block: 65535 }, sizes: [12, 10], at: "2023-09-20T23:59:59.999Z" },
  { name: "with a drand quicknet beacon (real round 657413)", context: { forum: "forum.example.org", topic: 12, post: 346, block: 0 }, sizes: [8, 8, 6, 4], at: "2023-09-15T11:00:01.000Z", beacon: true },
];

const rolls = cases.map((c) => {
  const r = c.beacon
    ? rollPool({ context: c.context, sizes: c.sizes, at: Date.parse(c.at), beacon }, { ...keys, drand: QUICKNET }, crypto)
    : rollPool({ context: c.context, sizes: c.sizes, at: Date.parse(c.at) }, keys, crypto);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const p = decodeProof(r.value.proof);
  if (!p.ok) throw new Error("decode");
  return {
    name: c.name, context: c.context, sizes: c.sizes, at: c.at,
    beacon: c.beacon ? { chain: "quicknet", round: beacon.round, signature: fixture.beacon.signature as string } : null,
    expected: {
      epoch: r.value.record.epoch, pool: formatPool(r.value.record.sizes), faces: r.value.record.faces,
      head: toHex(p.value.head), signature: toHex(p.value.signature), proof: r.value.proof,
    },
  };
});

// Tampered proofs, each with the check that must fail. "Re-signed" ones are what a dishonest
// operator, who holds the key, could make: only the seed, the post's time or the beacon catch them.
const decoded = (text: string) => {
  const p = decodeProof(text);
  if (!p.ok) throw new Error("decode");
  return p.value;
};
const base = decoded(rolls[0]!.expected.proof);
const beaconed = decoded(rolls[7]!.expected.proof);
const resign = (record: Omit<RollRecord, "faces">, faces: readonly number[]) => {
  const message = encodeMessage(encodeHead(record), faces);
  return proofText(message, signer.sign(message));
};
const flip = (byteIndex: number) => {
  const m = base.message.slice();
  m[byteIndex]! ^= 1;
  return proofText(m, base.signature);
};
const b = base.record;
const bb = beaconed.record;
// An operator making up a beacon: an honest derivation from a forged beacon signature. The
// signature, epoch and faces all check out; only the beacon check catches it.
const forgedBeacon = (() => {
  const signature = bb.beacon!.signature.slice();
  signature[0]! ^= 1;
  const r = rollPool({ context: bb.context, sizes: bb.sizes, at: Date.parse(cases[7]!.at), beacon: { round: bb.beacon!.round, signature } },
    { ...keys, drand: QUICKNET }, crypto);
  if (!r.ok) throw new Error("roll");
  return r.value.proof;
})();
const postIdOffset = 10 + 1 + "forum.example.org".length + 8 + 7; // low byte of the post id

const invalid = [
  { name: "garbled base64url", proof: "gf1.@@not-base64@@", fails: "format" },
  { name: "wrong prefix", proof: `gf2.${rolls[0]!.expected.proof.slice(4)}`, fails: "format" },
  { name: "truncated", proof: rolls[0]!.expected.proof.slice(0, -10), fails: "format" },
  { name: "an extra byte", proof: `gf1.${toBase64Url(new Uint8Array([...base.message, ...base.signature, 0]))}`, fails: "format" },
  { name: "a face changed", proof: flip(base.message.length - 1), fails: "signature" },
  { name: "the post id changed", proof: flip(postIdOffset), fails: "signature" },
  { name: "the signature changed", proof: (() => { const s = base.signature.slice(); s[5]! ^= 0x40; return proofText(base.message, s); })(), fails: "signature" },
  { name: "re-signed with other faces", proof: resign(b, b.faces.map((f, k) => (f % b.sizes[k]!) + 1)), fails: "faces" },
  { name: "re-signed in another epoch, checked with the post's time", proof: resign({ ...b, epoch: 4 }, b.faces), postedAt: rolls[0]!.at, fails: "epoch-time" },
  { name: "re-signed in another epoch, checked without a time", proof: resign({ ...b, epoch: 4 }, b.faces), fails: "faces" },
  { name: "re-signed with a later beacon round", proof: resign({ ...bb, beacon: { ...bb.beacon!, round: bb.beacon!.round + 1 } }, bb.faces), postedAt: cases[7]!.at, fails: "beacon-round" },
  { name: "a forged beacon, faces honestly derived from it", proof: forgedBeacon, postedAt: cases[7]!.at, fails: "beacon" },
];

const out = {
  comment: "Known-answer vectors for gf-dice-v1 (docs/verifiable-dice.md). The keys and seeds are public test values: never use them for real rolls. seedChain.seeds[i] is the seed of epoch i; seeds[0] is the head.",
  version: "gf-dice-v1",
  secretKey: toHex(secretKey),
  publicKey: toHex(signer.publicKey),
  seedChain: { anchor: toHex(anchor), epochs, seeds: seeds.map(toHex) },
  schedule: { genesis: new Date(schedule.genesisMs).toISOString(), periodSeconds: schedule.periodSeconds, epochs },
  rolls,
  invalid,
};
writeFileSync("test/vectors/dice-v1.json", `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${rolls.length} rolls, ${invalid.length} invalid proofs`);
