// Writes test/vectors/dice-v3-anchors.json (docs/verifiable-dice.md §V.3, §V.4): the commitment topic as
// Discourse serves it (`/t/{id}.json`'s post stream), the operator's document, and a proof or a log, for
// each attack on the anchoring of heads (2, 3) and of the roll log (4), named after it, with the check
// that must fail. Run only when a vector is added, never to "fix" a failing test. Usage:
//   npx esbuild test/dice/generate-vectors-anchors.ts --bundle --platform=node --format=esm \
//     --packages=external --outfile=node_modules/.cache/gen-anchors.mjs && node node_modules/.cache/gen-anchors.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { FIRST_LINK, rollPool, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { tipText } from "../../src/dice/tips.js";
import { commitmentId, commitmentOf, commitmentText, type Commitment, type WellKnown } from "../../src/dice/well-known.js";
import { document, epochs, keys, schedule } from "./vector-operator.js";

const V1 = JSON.parse(readFileSync("test/vectors/dice-v1.json", "utf8")) as { rolls: { context: { forum: string; topic: number; post: number; block: number }; sizes: number[]; at: string; expected: { proof: string } }[] };
const V3 = JSON.parse(readFileSync("test/vectors/dice-v3.json", "utf8")) as {
  rolls: { context: { forum: string; topic: number; post: number; block: number }; sizes: number[]; forumTime: string; postVersion: number;
    expected: { proof: string; hash: string } }[];
};
const ACCOUNT = "gf-dice";
const POST_URL = "https://forum.example.org/p/1";

// The first operator is the v3 vectors' (vector-operator.ts); the rotated one has its own key and chain.
const first: WellKnown = { ...document(false), commitment: { ...document(false).commitment, post: POST_URL } };
const firstId = first.commitment.id;
const rotatedSecret = Uint8Array.from({ length: 32 }, (_, i) => 0x40 + i);
const rotatedSeeds = buildSeedChain(Uint8Array.from({ length: 32 }, (_, i) => 0x60 + i), epochs, crypto);
const rotatedKeys: RollKeys = { signer: crypto.signer(rotatedSecret), schedule, head: rotatedSeeds[0]!, revealedEpoch: 0, seedFor: (e) => rotatedSeeds[e] };
const rotatedDoc = (retiredAt: string): WellKnown => {
  const doc: WellKnown = { ...first, publicKey: toHex(rotatedKeys.signer.publicKey), chain: { ...first.chain, head: toHex(rotatedSeeds[0]!) },
    revealed: { epoch: epochs, seed: toHex(rotatedSeeds[epochs]!) }, commitment: { id: "", previous: firstId, post: "https://forum.example.org/p/4" } };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), crypto) },
    retired: [{ id: firstId, commitment: commitmentOf(first), revealed: first.revealed, retiredAt }] };
};
const rotated = rotatedDoc("2023-09-15T06:20:00.400Z");

/** A post of the topic view's post stream (PostSerializer's fields a verifier reads), raw and cooked. */
let nextId = 1;
function post(text: string, at: string, more: { username?: string; version?: number; updated_at?: string; hidden?: boolean; id?: number } = {}) {
  const block = `\`\`\`\n${text}\n\`\`\``;
  const cooked = `<pre><code>${text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")}</code></pre>`;
  return { id: more.id ?? nextId++, username: more.username ?? ACCOUNT, post_type: 1, created_at: at, updated_at: more.updated_at ?? at,
    version: more.version ?? 1, hidden: more.hidden ?? false, deleted_at: null, raw: block, cooked };
}
const topic = (...posts: ReturnType<typeof post>[]) => { nextId = 1; return { post_stream: { posts, stream: posts.map((p) => p.id) } }; };
const c = (doc: WellKnown) => commitmentText(commitmentOf(doc));
const forked: Commitment = { ...commitmentOf(rotated), head: toHex(rotatedSeeds[1]!) };

const roll0 = V3.rolls[0]!;
const roll1 = V3.rolls[1]!;
// Attack 2: the rotated key rolls roll 0's block at the forum's time, a head posted 0.4 s after the post.
const postHoc = rollPool({ context: roll0.context, sizes: roll0.sizes, at: Date.parse(roll0.forumTime), postVersion: 1 }, FIRST_LINK, rotatedKeys, crypto);
if (!postHoc.ok) throw new Error(postHoc.error.code);
const shown = (r: typeof roll0) => ({ forumTime: r.forumTime, context: `${r.context.forum}/${r.context.topic}/${r.context.post}/${r.context.block}`, pool: r.sizes.join(" ") });

const anchored = () => topic(post(c(first), "2023-09-15T04:30:00.000Z"));
const cases: { name: string; topic: unknown; revisions?: Record<string, number>; remembered?: Record<string, string>; document: WellKnown; proof: string; expected: ReturnType<typeof shown> & { reply?: number }; fails: string | null }[] = [
  { name: "a roll under the commitment the forum anchored before its block: passes, with the anchor check",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(`Quoted: ${c(rotated)}`, "2023-09-15T04:40:00.000Z", { username: "alicia" })),
    document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: null },
  { name: "attack 2, a post-hoc head: a rotation posted 0.4 s after the player's post, its head rolling that post",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T06:20:00.400Z")),
    document: rotated, proof: postHoc.value.proof, expected: shown(roll0), fails: "commitment-late" },
  { name: "attack 2, a document served only to browsers names a head no commitment post holds, listing the anchored one as retired",
    topic: anchored(), document: rotated, proof: postHoc.value.proof, expected: shown(roll0), fails: "commitment-unanchored" },
  { name: "attack 3, retiredAt committed nowhere: the document says the first key retired a year later; the forum's rotation post says 07:00",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T07:00:00.000Z")),
    document: rotatedDoc("2024-09-15T07:00:00.000Z"), proof: roll1.expected.proof, expected: shown(roll1), fails: "commitment-retired" },
  { name: "attack 2, the commitment post revised after it was made (version 2)",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z", { version: 2, updated_at: "2023-09-15T06:25:00.000Z" })),
    document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: "commitment-post" },
  { name: "attack 2, the commitment post edited within Discourse's grace period (still version 1, updated_at moved)",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z", { updated_at: "2023-09-15T04:33:00.000Z" })),
    document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: "commitment-post" },
  { name: "attack 2, a hidden commitment post (non-staff readers see its public version only)",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z", { hidden: true })),
    document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: "commitment-post" },
  { name: "attack 6, a v1 proof for a block the forum dated after the first v2 commitment post, under a document whose v1 cut-off is later",
    topic: anchored(), document: { ...first, v1Until: "2023-09-16T00:00:00.000Z" }, proof: V1.rolls[0]!.expected.proof,
    expected: { forumTime: V1.rolls[0]!.at, context: `${V1.rolls[0]!.context.forum}/${V1.rolls[0]!.context.topic}/${V1.rolls[0]!.context.post}/${V1.rolls[0]!.context.block}`, pool: V1.rolls[0]!.sizes.join(" ") },
    fails: "version" },
  { name: "attack 2, two commitments replace the same one: the chain of commitments forks",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T05:00:00.000Z"), post(commitmentText(forked), "2023-09-15T05:30:00.000Z")),
    document: rotated, proof: postHoc.value.proof, expected: shown(roll0), fails: "commitment-fork" },
];

// The v3 commitment (docs/verifiable-dice.md §9.3, §V.6): the first operator moves to v3 by a rotation
// posted at 05:30, committing its forum, its account, no v1 proofs and v2 proofs only before 05:00.
const v3Secret = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
const v3Seeds = buildSeedChain(Uint8Array.from({ length: 32 }, (_, i) => 0xa0 + i), epochs, crypto);
const v3Keys: RollKeys = { signer: crypto.signer(v3Secret), schedule, head: v3Seeds[0]!, revealedEpoch: 0, seedFor: (e) => v3Seeds[e] };
const V2_UNTIL = "2023-09-15T05:00:00.000Z";
const V3_POSTED = "2023-09-15T05:30:00.000Z";
const v3Doc = (more: Partial<WellKnown> = {}, keepId?: string): WellKnown => {
  const doc: WellKnown = { ...first, publicKey: toHex(v3Keys.signer.publicKey), chain: { ...first.chain, head: toHex(v3Seeds[0]!) },
    revealed: { epoch: epochs, seed: toHex(v3Seeds[epochs]!) }, account: ACCOUNT, v1Until: null, v2Until: V2_UNTIL,
    commitment: { format: "gf-dice-commitment-v3", id: "", previous: firstId, post: "https://forum.example.org/p/2" }, ...more };
  return { ...doc, commitment: { ...doc.commitment, id: keepId ?? commitmentId(commitmentOf(doc), crypto) },
    retired: [{ id: firstId, commitment: commitmentOf(first), revealed: first.revealed, retiredAt: V3_POSTED }] };
};
const committedV3 = v3Doc();
const v3Topic = (doc = committedV3) => topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(doc), V3_POSTED));
const block = (post: number, forumTime: string) => ({ context: { forum: "forum.example.org", topic: 12, post, block: 0 }, sizes: [6, 8], forumTime });
/** A v2 roll (its time the signer's: the forum's time plus 2 s) or a v3 roll (the forum's time) of `b` under `k`. */
const rollOf = (b: ReturnType<typeof block>, k: RollKeys, version: 2 | 3, forum = b.context.forum) => {
  const r = rollPool({ context: { ...b.context, forum }, sizes: b.sizes, at: Date.parse(b.forumTime) + (version === 2 ? 2000 : 0),
    ...(version === 3 ? { postVersion: 1 } : {}) }, FIRST_LINK, k, crypto);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.proof;
};
const seen = (b: ReturnType<typeof block>, forum = b.context.forum) =>
  ({ forumTime: b.forumTime, context: `${forum}/${b.context.topic}/${b.context.post}/${b.context.block}`, pool: b.sizes.join(" ") });
const early = block(400, "2023-09-15T04:50:00.000Z");
const late = block(401, "2023-09-15T05:10:00.000Z");
const after = block(402, "2023-09-15T06:20:00.000Z");
cases.push(
  { name: "v3 commitment: a v3 roll under the v3 commitment the forum anchored before its block: passes",
    topic: v3Topic(), document: committedV3, proof: rollOf(after, v3Keys, 3), expected: seen(after), fails: null },
  { name: "v3 commitment: a v2 roll by the retired v2 key for a block before the committed v2 cut-off: passes",
    topic: v3Topic(), document: committedV3, proof: rollOf(early, keys, 2), expected: seen(early), fails: null },
  { name: "attack 6 by v2, a downgrade: a v2 roll (its time the signer's) for a block after the committed v2 cut-off, still in the v2 key's window",
    topic: v3Topic(), document: committedV3, proof: rollOf(late, keys, 2), expected: seen(late), fails: "version" },
  { name: "attack 6 by v2, a downgrade: the v3 commitment's own key signs a v2 roll",
    topic: v3Topic(), document: committedV3, proof: rollOf(after, v3Keys, 2), expected: seen(after), fails: "version" },
  { name: "attack 6, a v1 roll under a v3 commitment whose v1 cut-off is null",
    topic: v3Topic(), document: committedV3, proof: V1.rolls[0]!.expected.proof,
    expected: { forumTime: V1.rolls[0]!.at, context: `${V1.rolls[0]!.context.forum}/${V1.rolls[0]!.context.topic}/${V1.rolls[0]!.context.post}/${V1.rolls[0]!.context.block}`, pool: V1.rolls[0]!.sizes.join(" ") },
    fails: "version" },
  { name: "downgrade by a document cut-off that differs from the committed one: the document says v2Until 06:00 (its id recomputed); the forum's v3 commitment says 05:00",
    topic: v3Topic(), document: v3Doc({ v2Until: "2023-09-15T06:00:00.000Z" }), proof: rollOf(late, keys, 2), expected: seen(late), fails: "commitment-mismatch" },
  { name: "downgrade by a document cut-off that differs from the committed one: the document says v2Until 06:00 and keeps the committed id",
    topic: v3Topic(), document: v3Doc({ v2Until: "2023-09-15T06:00:00.000Z" }, committedV3.commitment.id), proof: rollOf(late, keys, 2), expected: seen(late), fails: "commitment" },
  { name: "downgrade by a document that describes a v2 commitment where the forum's is v3 (so no v2 cut-off)",
    topic: v3Topic(), document: v3Doc({ commitment: { id: "", previous: firstId, post: "https://forum.example.org/p/2" }, v2Until: undefined }), proof: rollOf(late, keys, 2), expected: seen(late), fails: "commitment-mismatch" },
  { name: "account mismatch: the document names another account than its v3 commitment's",
    topic: v3Topic(), document: v3Doc({ account: "gf-dice-2" }), proof: rollOf(after, v3Keys, 3), expected: seen(after), fails: "commitment-mismatch" },
  { name: "account mismatch: the service's account posted a v3 commitment that names another account",
    topic: v3Topic(v3Doc({ account: "gf-dice-2" })), document: v3Doc({ account: "gf-dice-2" }), proof: rollOf(after, v3Keys, 3), expected: seen(after), fails: "commitment-account" },
  { name: "forum mismatch: the document names another forum than its v3 commitment's",
    topic: v3Topic(), document: v3Doc({ forum: "www.forum.example.org" }), proof: rollOf(after, v3Keys, 3), expected: seen(after), fails: "commitment-mismatch" },
  { name: "forum mismatch: the v3 commitment's key rolls for another forum than the one it is committed to",
    topic: v3Topic(), document: committedV3, proof: rollOf(after, v3Keys, 3, "other.example.org"), expected: seen(after, "other.example.org"), fails: "commitment-forum" },
);

// The cut-off poisoning (docs/verifiable-dice.md §V.6): the account posts a v3 commitment whose v1Until has
// the pattern of a time but names none (month 13: Date.parse reads NaN, which compares false with every
// time), then a rotation naming it whose own cut-offs look strict; the forum's cap once took the NaN.
const poisoned: Commitment = { ...commitmentOf(committedV3), head: toHex(v3Seeds[1]!), previous: firstId, v1Until: "2023-13-01T00:00:00Z", v2Until: "2023-13-01T00:00:00Z" } as Commitment;
const afterPoison: WellKnown = (() => {
  const doc: WellKnown = { ...first, account: ACCOUNT, v1Until: "2023-09-01T00:00:00.000Z", v2Until: V2_UNTIL,
    commitment: { format: "gf-dice-commitment-v3", id: "", previous: commitmentId(poisoned, crypto), post: "https://forum.example.org/p/3" } };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), crypto) } };
})();
const v1Roll = V1.rolls[0]!;
cases.push(
  { name: "the cut-off poisoning: a v3 commitment posted with v1Until 2023-13-01T00:00:00Z (no real time), then a rotation naming it: a v1 roll after the stated cut-offs",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(commitmentText(poisoned), "2023-09-15T04:35:00.000Z"), post(c(afterPoison), "2023-09-15T04:40:00.000Z")),
    document: afterPoison, proof: v1Roll.expected.proof,
    expected: { forumTime: v1Roll.at, context: `${v1Roll.context.forum}/${v1Roll.context.topic}/${v1Roll.context.post}/${v1Roll.context.block}`, pool: v1Roll.sizes.join(" ") },
    fails: "commitment-post" },
);

// Attack 2 by staff's change timestamp (docs/verifiable-dice.md §V.3): the rotation was posted after block 402's post
// (the forum numbered it 500), then staff moved the commitment topic back so that it reads 06:00, before the block's 06:20.
cases.push(
  { name: "attack 2 by change timestamp: a rotation the forum numbered after the block's post (500 > 402), its topic moved back to read older than the post",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T06:00:00.000Z", { id: 500 })),
    document: rotated, proof: rollOf(after, rotatedKeys, 3), expected: seen(after), fails: "commitment-after-post" },
);

// Staff on the forum (docs/verifiable-dice.md §V.3): the commitment topic moved later, stretching the retired
// key's window over a post the forum numbered after the rotation; a commitment post rewritten by another staff
// member, its revision hidden and its times reset by change timestamp, whose revision 2 answers 403, not 404.
cases.push(
  { name: "attack 3 by change timestamp: the commitment topic moved later, the rotation (post 300) now reads 07:00; the retired key rolls post 402, which the forum numbered after the rotation, dated 06:20",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T07:00:00.000Z", { id: 300 })),
    document: rotated, proof: rollOf(after, keys, 3), expected: seen(after), fails: "commitment-retired-post" },
  { name: "a commitment post rewritten by staff with its revision hidden: version 1, updated_at reset by change timestamp, but its revision 2 answers 403",
    topic: anchored(), revisions: { "1": 403 }, document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: "commitment-post" },
  { name: "a commitment post with no revision: its revision 2 answers 404, and the roll passes",
    topic: anchored(), revisions: { "1": 404 }, document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: null },
);

// Attack 2 by an edit: post 402, made before the rotation (post 500), gets a block by an edit whose revision
// is dated 06:20; the rotation reads 06:00 (moved back, or posted with an API created_at). No id orders the
// edit against the rotation, so a block's post must be numbered after the commitment post, edits included.
const byEdit = rollPool({ context: after.context, sizes: after.sizes, at: Date.parse(after.forumTime), postVersion: 2 }, FIRST_LINK, rotatedKeys, crypto);
if (!byEdit.ok) throw new Error(byEdit.error.code);
cases.push(
  { name: "attack 2 by an edit: a block added by an edit (revision 2, 06:20) to post 402, under a rotation the forum numbered after that post (500) and dated 06:00",
    topic: topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T06:00:00.000Z", { id: 500 })),
    document: rotated, proof: byEdit.value.proof, expected: seen(after), fails: "commitment-after-post" },
);

// Attack 3 by an edit: the retired key rolls a block added by an edit (revision 2, 06:20) to post 402, made
// before the rotation (post 500). The commitment topic moved later reads the rotation at 07:00, after the
// edit: by times the retired key still covered it. The roll's reply holds a proof whose round follows the
// edit, so it was posted after the edit: numbered after the rotation (600), it shows a roll made after
// the change of key; numbered before it (450), the roll was made before.
const editUnderRetired = rollPool({ context: after.context, sizes: after.sizes, at: Date.parse(after.forumTime), postVersion: 2 }, FIRST_LINK, keys, crypto);
if (!editUnderRetired.ok) throw new Error(editUnderRetired.error.code);
const movedLater = () => topic(post(c(first), "2023-09-15T04:30:00.000Z"), post(c(rotated), "2023-09-15T07:00:00.000Z", { id: 500 }));
cases.push(
  { name: "attack 3 by an edit: the retired key rolls a block added by an edit (revision 2, 06:20) to post 402, the rotation (post 500) moved later to read 07:00; its reply, post 600, was numbered after the rotation",
    topic: movedLater(), document: rotated, proof: editUnderRetired.value.proof, expected: { ...seen(after), reply: 600 }, fails: "commitment-retired-reply" },
  { name: "a retired key's roll of a block added by an edit (revision 2, 06:20) to post 402, shown in a reply the forum numbered before the rotation (post 450 < 500): passes",
    topic: movedLater(), document: rotated, proof: editUnderRetired.value.proof, expected: { ...seen(after), reply: 450 }, fails: null },
);

// What the forum no longer shows (§V.3): the account's own edit within the grace period, or an admin's
// deletion of every revision, then a change timestamp, leave the commitment post reading as posted. A
// verifier that read the topic before kept the SHA-256 of each commitment or tip text it saw (by post id).
const sha = (text: string) => toHex(crypto.sha256(new TextEncoder().encode(text)));
cases.push(
  { name: "a commitment post rewritten with no trace the forum shows (a grace-period edit, or its revisions deleted, then a change timestamp): an earlier read kept another text for post 1",
    topic: anchored(), remembered: { "1": sha(commitmentText(forked)) }, document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: "anchor-rewritten" },
  { name: "a commitment post as an earlier read kept it: passes",
    topic: anchored(), remembered: { "1": sha(c(first)) }, document: first, proof: roll0.expected.proof, expected: shown(roll0), fails: null },
);

// Attack 4: the log's tips in the same topic, and the log served.
const entry = (r: typeof roll0, seq: number) => ({ seq, proof: r.expected.proof, topic: r.context.topic, post: r.context.post });
const rewritten = rollPool({ context: { ...roll1.context, block: 9 }, sizes: roll1.sizes, at: Date.parse(roll1.forumTime), postVersion: 3 },
  { seq: 2, prev: Uint8Array.from(Buffer.from(roll0.expected.hash, "hex")) }, keys, crypto);
if (!rewritten.ok) throw new Error(rewritten.error.code);
const tips = (...more: ReturnType<typeof post>[]) => topic(post(c(first), "2023-09-15T04:30:00.000Z"),
  post(tipText({ seq: 0, hash: "0".repeat(64) }), "2023-09-15T05:00:00.000Z"), ...more);
const tip2 = (at = "2023-09-15T08:00:00.000Z", more = {}) => post(tipText({ seq: 2, hash: roll1.expected.hash }), at, more);
const full = [entry(roll0, 1), entry(roll1, 2)];
/** The matching log's topic, with what revision 2 of each tip post answered: 404 for the first, `last` for the last. */
function probedTips(name: string, last: number, fails: string[]) {
  const t = tips(tip2());
  const tipIds = t.post_stream.posts.filter((p) => p.raw.includes("gf-dice-tip-v3")).map((p) => p.id);
  const revisions = Object.fromEntries(tipIds.map((id, i) => [String(id), i === tipIds.length - 1 ? last : 404]));
  return { name, topic: t, revisions, log: full, now: "2023-09-15T08:30:00.000Z", fails };
}
const logCases = [
  { name: "a log matching every tip, the last one recent: no problem", topic: tips(tip2()), log: full, now: "2023-09-15T08:30:00.000Z", fails: [] },
  { name: "attack 4, a withheld tail: the log served ends before the forum's last tip", topic: tips(tip2()), log: [entry(roll0, 1)], now: "2023-09-15T08:30:00.000Z", fails: ["tip-ahead"] },
  { name: "attack 4, an empty log after a tip of two rolls", topic: tips(tip2()), log: [], now: "2023-09-15T08:30:00.000Z", fails: ["tip-ahead"] },
  { name: "attack 4, two logs: seq 2 differs from what the tip named", topic: tips(tip2()),
    log: [entry(roll0, 1), { seq: 2, proof: rewritten.value.proof, topic: roll1.context.topic, post: roll1.context.post }], now: "2023-09-15T08:30:00.000Z", fails: ["tip-mismatch"] },
  { name: "attack 4, the log went backwards: a tip of one roll after a tip of two", topic: tips(tip2(), post(tipText({ seq: 1, hash: roll0.expected.hash }), "2023-09-15T09:00:00.000Z")),
    log: full, now: "2023-09-15T09:30:00.000Z", fails: ["tip-order"] },
  { name: "attack 4, no tip for longer than an hour and ten minutes: the log is not anchored lately", topic: tips(tip2()), log: full, now: "2023-09-15T09:10:00.001Z", fails: ["tip-overdue"] },
  { name: "attack 4, a tip post edited after it was made anchors nothing", topic: tips(tip2("2023-09-15T08:00:00.000Z", { version: 2, updated_at: "2023-09-15T08:20:00.000Z" })),
    log: full, now: "2023-09-15T08:30:00.000Z", fails: ["tip-post"] },
  // A log case's revisions: what GET /posts/{id}/revisions/2.json answered for the account's tip posts (§V.4).
  probedTips("a tip post rewritten by staff with its revision hidden: version 1, updated_at reset by change timestamp, but its revision 2 answers 403", 403, ["tip-post"]),
  probedTips("tip posts with no revision: each revision 2 answers 404, and the log matches them", 404, []),
];

// The v3 commitment's canonical text and id (docs/verifiable-dice.md §9.3), as a second implementation must spell them.
const commitments = [commitmentOf(first), commitmentOf(committedV3)].map((commitment) =>
  ({ commitment, text: commitmentText(commitment), id: commitmentId(commitment, crypto) }));

const out = {
  comment: "Anchoring vectors for gf-dice-v3 (docs/verifiable-dice.md §V.3, §V.4). Each case gives the commitment topic as Discourse's /t/{id}.json serves it (post_stream.posts), the service's account, and either the operator's document and a proof with what the forum shows of its post (cases), or the roll log served and the time of the audit (logCases). fails names the check that must fail (null, or [] for logs: none). A case's expected.reply, when present, is the id of the service's post that shows the roll: a retired key's roll of a block added by an edit counts only in a reply the forum numbered before the rotation's post (docs/verifiable-dice.md §V.3). A case's remembered, when present, gives what an earlier read of the topic kept (post id → SHA-256 of the commitment or tip text the post held): a post that holds another text now, or none, fails anchor-rewritten (docs/verifiable-dice.md §V.3). A case's revisions, when present, gives what GET /posts/{id}/revisions/2.json answered a reader (HTTP status by post id) for the account's posts holding a commitment (cases) or a log tip (logCases): any answer but 404 is a changed commitment post (docs/verifiable-dice.md §V.3) or tip post (§V.4). commitments gives the canonical text and id (SHA-256 of the text) of a v2 and a v3 commitment (docs/verifiable-dice.md §9.3): a v3 one commits the forum, the account and the v1 and v2 cut-offs. The keys and seeds are public test values of test/vectors/dice-v3.json and of two more operators': never use them for real rolls.",
  account: ACCOUNT,
  commitments,
  cases,
  logCases,
};
writeFileSync("test/vectors/dice-v3-anchors.json", `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${cases.length} cases, ${logCases.length} log cases`);
