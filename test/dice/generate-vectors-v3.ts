// Writes test/vectors/dice-v3.json (docs/verifiable-dice.md §V): gf-dice-v3 rolls, each dated at the
// forum's time for its block, and one invalid proof per attack v3 refuses, named after it. Run only
// when a vector is added, never to "fix" a failing test. Usage:
//   npx esbuild test/dice/generate-vectors-v3.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/gen3.mjs && node node_modules/.cache/gen3.mjs
import { writeFileSync } from "node:fs";
import { toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { deriveFaces } from "../../src/dice/derive.js";
import { formatPool } from "../../src/dice/die.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { decodeProof, encodeInput, encodeMessage, proofText, PROOF_PREFIX_V3, type ProofV3, type RollRecordV3 } from "../../src/dice/proof.js";
import { derivationKey, FIRST_LINK, rollPool, type LogLink, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";

import { anchor, beacon, document, epochs, fixture, keys, mixedOrderSignature, revealDelaySeconds, schedule, secretKey, seeds, signer } from "./vector-operator.js";

interface Case { name: string; context: { forum: string; topic: number; post: number; block: number }; sizes: number[]; forumTime: string; postVersion: number }
const plain: Case[] = [
  { name: "a pool in the post as created (version 1), dated at the post's created_at", context: { forum: "forum.example.org", topic: 12, post: 345, block: 0 }, sizes: [8, 8, 6, 4, 6], forumTime: "2023-09-15T06:20:00.000Z", postVersion: 1 },
  { name: "a pool added by the post's third version, dated at revision 3's created_at", context: { forum: "forum.example.org", topic: 12, post: 345, block: 1 }, sizes: [12, 12, 12], forumTime: "2023-09-15T07:41:13.250Z", postVersion: 3 },
];
const beaconCase: Case = { name: "with a drand quicknet beacon (real round 657413): faces from the round, checkable at once", context: { forum: "forum.example.org", topic: 12, post: 346, block: 0 }, sizes: [8, 8, 6, 4], forumTime: "2023-09-15T11:00:01.000Z", postVersion: 1 };

function rollAll(cases: Case[], k: RollKeys, withBeacon: boolean) {
  let link: LogLink = FIRST_LINK;
  return cases.map((c) => {
    const r = rollPool({ context: c.context, sizes: c.sizes, at: Date.parse(c.forumTime), postVersion: c.postVersion, ...(withBeacon ? { beacon } : {}) }, link, k, crypto);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = decodeProof(r.value.proof);
    if (!p.ok) throw new Error("decode");
    const used = link;
    link = { seq: link.seq + 1, prev: r.value.hash };
    return {
      name: c.name, context: c.context, sizes: c.sizes, forumTime: c.forumTime, postVersion: c.postVersion, link: { seq: used.seq, prev: toHex(used.prev) },
      beacon: withBeacon ? { chain: "quicknet", round: beacon.round, signature: fixture.beacon.signature as string } : null,
      expected: {
        epoch: r.value.record.epoch, pool: formatPool(r.value.record.sizes), faces: r.value.record.faces,
        key: toHex(derivationKey(p.value.record.beacon, seeds[r.value.record.epoch]!, crypto)),
        input: toHex(p.value.input), message: toHex(p.value.message), signature: toHex(p.value.signature),
        proof: r.value.proof, hash: toHex(r.value.hash),
      },
    };
  });
}
const rolls = rollAll(plain, keys, false);
const beaconRolls = rollAll([beaconCase], { ...keys, drand: QUICKNET }, true);

const v3 = (text: string): ProofV3 => {
  const p = decodeProof(text);
  if (!p.ok || p.value.version !== 3) throw new Error(`decode ${JSON.stringify(p)}`);
  return p.value;
};
const base = v3(rolls[0]!.expected.proof);
const beaconed = v3(beaconRolls[0]!.expected.proof);
const b = base.record;
const bb = beaconed.record;
/** Signs any record, with faces honestly derived from its key: what an operator holding the key can make. */
const honest = (r: RollRecordV3, faces?: readonly number[]) => {
  const input = encodeInput({ ...r, version: 3 });
  const message = encodeMessage(input, faces ?? deriveFaces(derivationKey(r.beacon, seeds[r.epoch]!, crypto), input, r.sizes, crypto), r);
  return proofText(message, signer.sign(message), PROOF_PREFIX_V3);
};
const otherSeeds = buildSeedChain(crypto.sha256(anchor), epochs, crypto);

// Attack 7 under v3: a nonce point with a torsion component, which a cofactored verifier accepts.
const mixedOrderR = proofText(base.message, mixedOrderSignature(base.message, 3), PROOF_PREFIX_V3);

const forumTimeOf = (r: { forumTime: string }) => r.forumTime;
const invalid: { name: string; proof: string; document?: "beacon" | "none"; expected?: object; fails: string }[] = [
  { name: "attack 1, the signer picks the roll time: the same block re-signed 58 s after the forum's time, faces honestly derived", proof: honest({ ...b, time: b.time + 58_000 }), expected: { forumTime: forumTimeOf(rolls[0]!) }, fails: "forum-time" },
  { name: "attack 1, the signer picks the epoch: the same block dated an hour earlier (another epoch)", proof: honest({ ...b, time: b.time - 3_600_000, epoch: b.epoch - 1 }), expected: { forumTime: forumTimeOf(rolls[0]!) }, fails: "forum-time" },
  { name: "attack 1, the signer picks the beacon round: a round 20 periods later than the forum time's", proof: honest({ ...bb, beacon: { ...bb.beacon!, round: bb.beacon!.round + 20 } }), document: "beacon", fails: "beacon-round" },
  { name: "attack 1, the revision named is not the one dated: a version-3 block dated at the post's created_at", proof: honest({ ...v3(rolls[1]!.expected.proof).record, time: b.time, epoch: b.epoch }), expected: { forumTime: forumTimeOf(rolls[1]!) }, fails: "forum-time" },
  { name: "attack 2, a head chosen after the post: re-signed from another seed chain under the same key", proof: (() => { const r = { ...b, chainHead: otherSeeds[0]! }; const input = encodeInput({ ...r, version: 3 }); const m = encodeMessage(input, deriveFaces(otherSeeds[b.epoch]!, input, r.sizes, crypto), r); return proofText(m, signer.sign(m), PROOF_PREFIX_V3); })(), fails: "commitment" },
  { name: "attack 5, the rolled pool is not the post's: d4 d4 d4 signed for a d12 d12 d12 post", proof: honest({ ...v3(rolls[1]!.expected.proof).record, sizes: [4, 4, 4], faces: [1, 1, 1] }), expected: { pool: "d12 d12 d12" }, fails: "pool" },
  { name: "attack 7, verifiers disagree: a signature whose R has a torsion component", proof: mixedOrderR, fails: "signature" },
  { name: "attack 8, a genuine proof shown under another post", proof: rolls[0]!.expected.proof, expected: { context: "forum.example.org/12/999/0" }, fails: "context" },
  { name: "faces the round does not give (checkable at once, no seed needed)", proof: honest(bb, bb.faces.map((f, k) => (f % bb.sizes[k]!) + 1)), document: "beacon", fails: "faces" },
  { name: "a v2 magic on v3 bytes", proof: `gf2.${rolls[0]!.expected.proof.slice(4)}`, fails: "format" },
  { name: "post version 0", proof: (() => { const m = base.message.slice(); const at = m.length - 8 - 32 - 4; m.set([0, 0, 0, 0], at); return proofText(m, signer.sign(m), PROOF_PREFIX_V3); })(), fails: "format" },
];

const out = {
  comment: "Known-answer vectors for gf-dice-v3 (docs/verifiable-dice.md §V). The keys and seeds are public test values: never use them for real rolls. Each roll's time is the forum's time for its block (forumTime, for post version postVersion); expected.key is the derivation key: SHA-256 of the beacon signature when there is a beacon, else the epoch's seed. Invalid proofs name the attack they make and the check that must fail.",
  version: "gf-dice-v3",
  secretKey: toHex(secretKey),
  publicKey: toHex(signer.publicKey),
  seedChain: { anchor: toHex(anchor), epochs, seeds: seeds.map(toHex) },
  schedule: { genesis: new Date(schedule.genesisMs).toISOString(), periodSeconds: schedule.periodSeconds, epochs, revealDelaySeconds },
  documents: { none: document(false), beacon: document(true) },
  rolls,
  beaconRolls,
  invalid,
};
writeFileSync("test/vectors/dice-v3.json", `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${rolls.length + beaconRolls.length} rolls, ${invalid.length} invalid proofs`);
