// Writes test/vectors/dice-v2.json. Run only when the v2 encoding is first fixed or vectors are
// added, never to "fix" a failing test: a changed answer means a changed encoding, which needs
// gf-dice-v3. (dice-v1.json is frozen: v1 proofs are only read now.) Usage:
//   npx esbuild test/dice/generate-vectors-v2.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/gen.mjs && node node_modules/.cache/gen.mjs
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { writeFileSync } from "node:fs";
import { fromHex, toBase64Url, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { deriveFaces } from "../../src/dice/derive.js";
import { formatPool } from "../../src/dice/die.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { decodeProof, encodeInput, encodeMessage, proofText, type ProofV2, type RollRecordV2 } from "../../src/dice/proof.js";
import { FIRST_LINK, rollPool, type LogLink, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { roundMessage } from "../../src/dice/verify-beacon.js";

import { anchor, beacon, document, epochs, fixture, keys, mixedOrderSignature, revealDelaySeconds, schedule, secretKey, seeds, signer } from "./vector-operator.js";

interface Case {
  name: string;
  context: { forum: string; topic: number; post: number; block: number };
  sizes: number[];
  at: string;
}
const plain: Case[] = [
  { name: "a five-dice pool", context: { forum: "forum.example.org", topic: 12, post: 345, block: 0 }, sizes: [8, 8, 6, 4, 6], at: "2023-09-15T06:20:00.000Z" },
  { name: "the same post's next block", context: { forum: "forum.example.org", topic: 12, post: 345, block: 1 }, sizes: [8, 8, 6, 4, 6], at: "2023-09-15T06:20:00.000Z" },
  { name: "the same pool reordered, later in the same epoch: the same faces", context: { forum: "Forum.Example.org", topic: 12, post: 345, block: 0 }, sizes: [4, 6, 6, 8, 8], at: "2023-09-15T06:59:59.999Z" },
  { name: "every standard polyhedron", context: { forum: "forum.example.org", topic: 12, post: 400, block: 0 }, sizes: [100, 20, 12, 10, 8, 6, 4, 3, 2], at: "2023-09-15T07:00:00.000Z" },
  { name: "thirty d100 (rejected bytes, a second HMAC block)", context: { forum: "forum.example.org", topic: 13, post: 1, block: 2 }, sizes: Array<number>(30).fill(100), at: "2023-09-15T08:30:00.000Z" },
  { name: "odd sizes the derivation supports, the first instant of epoch 1", context: { forum: "forum.example.org", topic: 13, post: 2, block: 0 }, sizes: [7, 99, 5], at: "2023-09-15T04:00:00.000Z" },
  { name: "largest ids, a port, the last instant of the last epoch", context: { forum: "play.example.net:8443", topic: 9007199254740991, post: 9007199254740990, block: 65535 }, sizes: [12, 10], at: "2023-09-15T11:59:59.999Z" },
];
const beaconCase: Case = { name: "with a drand quicknet beacon (real round 657413)", context: { forum: "forum.example.org", topic: 12, post: 346, block: 0 }, sizes: [8, 8, 6, 4], at: "2023-09-15T11:00:01.000Z" };

/** One log per operator: the plain rolls chain in order from seq 1; the beacon operator's log is its own. */
function rollAll(cases: Case[], k: RollKeys, withBeacon: boolean) {
  let link: LogLink = FIRST_LINK;
  return cases.map((c) => {
    const r = rollPool({ context: c.context, sizes: c.sizes, at: Date.parse(c.at), ...(withBeacon ? { beacon } : {}) }, link, k, crypto);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = decodeProof(r.value.proof);
    if (!p.ok) throw new Error("decode");
    const used = link;
    link = { seq: link.seq + 1, prev: r.value.hash };
    return {
      name: c.name, context: c.context, sizes: c.sizes, at: c.at, link: { seq: used.seq, prev: toHex(used.prev) },
      beacon: withBeacon ? { chain: "quicknet", round: beacon.round, signature: fixture.beacon.signature as string } : null,
      expected: {
        epoch: r.value.record.epoch, pool: formatPool(r.value.record.sizes), faces: r.value.record.faces,
        input: toHex(p.value.input), message: toHex(p.value.message), signature: toHex(p.value.signature),
        proof: r.value.proof, hash: toHex(r.value.hash),
      },
    };
  });
}
const rolls = rollAll(plain, keys, false);
const beaconRolls = rollAll([beaconCase], { ...keys, drand: QUICKNET }, true);

// Attacks, each with the check that must fail. "Re-signed" ones are what a dishonest operator, who
// holds the key, could make; the rest anyone could.
const v2 = (text: string): ProofV2 => {
  const p = decodeProof(text);
  if (!p.ok || p.value.version !== 2) throw new Error(`decode ${JSON.stringify(p)}`);
  return p.value;
};
const base = v2(rolls[0]!.expected.proof);
const beaconed = v2(beaconRolls[0]!.expected.proof);
const b = base.record;
const bb = beaconed.record;
/** Signs any record, derivation and all, as the operator could. */
const resign = (r: RollRecordV2, faces: readonly number[] = r.faces) => {
  const message = encodeMessage(encodeInput(r), faces, r);
  return proofText(message, signer.sign(message));
};
/** A record with faces honestly derived from `seed`, signed: the operator can make any of these. */
const honest = (r: RollRecordV2, seed: Uint8Array) => resign(r, deriveFaces(seed, encodeInput(r), r.sizes, crypto));
const flip = (byteIndex: number) => {
  const m = base.message.slice();
  m[byteIndex]! ^= 1;
  return proofText(m, base.signature);
};
const postIdOffset = 10 + 1 + "forum.example.org".length + 8 + 7; // low byte of the post id
const hour = 3_600_000;

// Another chain under the same Ed25519 key: the operator searching for heads that give chosen faces.
const otherSeeds = buildSeedChain(crypto.sha256(anchor), epochs, crypto);
const otherHead = { ...b, chainHead: otherSeeds[0]! };

// A beacon signature under a key that is not quicknet's: what a document naming quicknet's hash with
// its own key would have let the operator make.
const fakeBls = bls12_381.shortSignatures;
const fakeKey = sha512(new TextEncoder().encode("not the League of Entropy")).slice(0, 32);
const fakeSig = fakeBls.Signature.toBytes(fakeBls.sign(fakeBls.hash(roundMessage(bb.beacon!.round), QUICKNET.dst), fakeKey));

// A second spelling of a G1 point: x + p in the 381 bits, when it fits (not for round 657413, whose
// x is too large, so the point is one hashed to G1 for the purpose; the check runs before genuineness).
const P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaabn;
const xPlusP = (() => {
  for (let i = 0; ; i++) {
    const enc = fakeBls.Signature.toBytes(fakeBls.hash(new Uint8Array([i]), QUICKNET.dst));
    const x = BigInt(`0x${toHex(enc)}`) & ((1n << 381n) - 1n);
    if (x + P < 1n << 381n) {
      const bumped = fromHex((x + P).toString(16).padStart(96, "0"))!;
      bumped[0]! |= enc[0]! & 0xe0; // the same flags: compressed, not infinity, the same sign
      return bumped;
    }
  }
})();

// A signature whose R is a point of small order (the identity): S = k·a with k = H(R ‖ A ‖ M). Valid
// for @noble with zip215: false, refused by OpenSSL; both refuse it now.
const smallOrderR = (() => {
  const L = 2n ** 252n + 27742317777372353535851937790883648493n;
  const h = sha512(secretKey);
  h[0]! &= 248; h[31]! &= 127; h[31]! |= 64;
  const le = (bytes: Uint8Array) => BigInt(`0x${toHex(bytes.slice().reverse())}`);
  const a = le(h.slice(0, 32));
  const R = fromHex("0100000000000000000000000000000000000000000000000000000000000000")!;
  const k = le(sha512(new Uint8Array([...R, ...signer.publicKey, ...base.message]))) % L;
  const S = (k * a) % L;
  const sig = new Uint8Array([...R, ...fromHex(S.toString(16).padStart(64, "0"))!.reverse()]);
  if (!ed25519.verify(sig, base.message, signer.publicKey, { zip215: false })) throw new Error("small-order R: @noble should accept it");
  return proofText(base.message, sig);
})();

// Attack 7: the operator signs with a nonce point that has a torsion component (R = [r]B + T8, S = r + k·a).
// @noble's cofactored verify accepted it, node and WebCrypto refused it; one rule refuses it everywhere.
const mixedOrderR = proofText(base.message, mixedOrderSignature(base.message, 1), "gf2.");

const reForum = (forum: string) => {
  const message = encodeMessage(encodeInput({ ...b, context: { ...b.context, forum: "x".repeat(forum.length) } }), b.faces, b);
  for (let i = 0; i < forum.length; i++) message[11 + i] = forum.charCodeAt(i);
  return proofText(message, signer.sign(message));
};

const invalid: { name: string; proof: string; document?: "beacon" | "none" | "v1-wrong-key"; expected?: object; fails: string }[] = [
  { name: "garbled base64url", proof: "gf2.@@not-base64@@", fails: "format" },
  { name: "a v1 prefix on v2 bytes", proof: `gf1.${rolls[0]!.expected.proof.slice(4)}`, fails: "format" },
  { name: "truncated", proof: rolls[0]!.expected.proof.slice(0, -10), fails: "format" },
  { name: "an extra byte", proof: `gf2.${toBase64Url(new Uint8Array([...base.message, ...base.signature, 0]))}`, fails: "format" },
  { name: "a forum with a leading-zero port (\":0443\")", proof: reForum("forum.example.org:0443"), fails: "format" },
  { name: "a forum with the default port (\":443\")", proof: reForum("forum.example.org:443"), fails: "format" },
  { name: "a forum with an impossible port (\":99999\")", proof: reForum("forum.example.org:99999"), fails: "format" },
  { name: "a forum with an empty label (\"a..b\")", proof: reForum("forum..example.org"), fails: "format" },
  { name: "a face changed", proof: flip(base.message.length - 48 - 1), fails: "signature" },
  { name: "the post id changed", proof: flip(postIdOffset), fails: "signature" },
  { name: "the signature changed", proof: (() => { const s = base.signature.slice(); s[5]! ^= 0x40; return proofText(base.message, s); })(), fails: "signature" },
  { name: "a signature whose R has small order (accepted by @noble alone before)", proof: smallOrderR, fails: "signature" },
  { name: "attack 7, verifiers disagree: a signature whose R has a torsion component (mixed order; @noble's cofactored verify accepted it)", proof: mixedOrderR, fails: "signature" },
  { name: "re-signed from another seed chain under the same key (an unanchored head)", proof: honest(otherHead, otherSeeds[b.epoch]!), fails: "commitment" },
  { name: "a genuine proof pasted under another post", proof: rolls[0]!.expected.proof, expected: { context: "forum.example.org/12/999/0" }, fails: "context" },
  { name: "a genuine proof shown under another block of the same post", proof: rolls[0]!.expected.proof, expected: { context: "forum.example.org/12/345/1" }, fails: "context" },
  { name: "a genuine proof shown with another pool", proof: rolls[0]!.expected.proof, expected: { pool: "d4 d6 d8 d8 d8" }, fails: "pool" },
  { name: "re-signed with another epoch than its time's (no forum time needed)", proof: resign({ ...b, epoch: 1 }), fails: "epoch-time" },
  { name: "an epoch beyond the chain's last", proof: honest({ ...b, epoch: epochs + 1, time: schedule.genesisMs + epochs * hour + 1 }, seeds[epochs]!), fails: "epoch-range" },
  { name: "rolled in an already revealed epoch, for a block added by a later edit", proof: rolls[0]!.expected.proof, expected: { forumTime: "2023-09-15T10:00:00.000Z" }, fails: "time" },
  { name: "a made-up beacon when the operator uses none", proof: honest({ ...b, beacon: { chainHash: new Uint8Array(32).fill(7), round: 5, signature: fakeSig } }, seeds[b.epoch]!), document: "none", fails: "beacon-unexpected" },
  { name: "a beacon from a chain that is not pinned", proof: honest({ ...b, beacon: { chainHash: new Uint8Array(32).fill(7), round: 5, signature: fakeSig } }, seeds[b.epoch]!), document: "beacon", fails: "beacon-chain" },
  { name: "no beacon although the operator uses one", proof: rolls[0]!.expected.proof, document: "beacon", fails: "beacon-missing" },
  { name: "a genuine past round reused at another time", proof: honest({ ...bb, time: bb.time + hour / 2 }, seeds[bb.epoch]!), document: "beacon", fails: "beacon-round" },
  { name: "a beacon signed by another BLS key under quicknet's hash", proof: honest({ ...bb, beacon: { ...bb.beacon!, signature: fakeSig } }, seeds[bb.epoch]!), document: "beacon", fails: "beacon" },
  { name: "a beacon signature in a second encoding (x + p)", proof: honest({ ...bb, beacon: { ...bb.beacon!, signature: xPlusP } }, seeds[bb.epoch]!), document: "beacon", fails: "beacon-encoding" },
  { name: "re-signed with other faces", proof: resign(b, b.faces.map((f, k) => (f % b.sizes[k]!) + 1)), fails: "faces" },
];

const out = {
  comment: "Known-answer vectors for gf-dice-v2 (docs/verifiable-dice.md). The keys and seeds are public test values: never use them for real rolls. seedChain.seeds[i] is the seed of epoch i; seeds[0] is the head. Rolls chain as one roll log from seq 1; the beacon roll is the first record of a second operator's log with the same keys.",
  version: "gf-dice-v2",
  secretKey: toHex(secretKey),
  publicKey: toHex(signer.publicKey),
  seedChain: { anchor: toHex(anchor), epochs, seeds: seeds.map(toHex) },
  schedule: { genesis: new Date(schedule.genesisMs).toISOString(), periodSeconds: schedule.periodSeconds, epochs, revealDelaySeconds },
  documents: { none: document(false), beacon: document(true) },
  rolls,
  beaconRolls,
  invalid,
};
writeFileSync("test/vectors/dice-v2.json", `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${rolls.length + beaconRolls.length} rolls, ${invalid.length} invalid proofs`);
