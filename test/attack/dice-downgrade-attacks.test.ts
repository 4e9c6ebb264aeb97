// The operator's downgrades of a v3 commitment (docs/verifiable-dice.md §9.3, §V.3, §V.6), pure: the
// commitment topic as Discourse serves it and the operator's document, built on the anchoring vectors'
// v3 case (test/vectors/dice-v3-anchors.json: a v2 commitment at 04:30, its v3 rotation at 05:30 with
// v1Until null and v2Until 05:00), judged as gf verify, gf audit and the badge judge them (anchor.ts,
// then the document, then the proof). What the operator tries:
//   - the commitment text spelt another way (extra, reordered or repeated keys, spaces, escapes,
//     Unicode forms, a number as a string, a time with an offset): one text has one id, and the
//     account's post holding another spelling anchors nothing;
//   - a rotation back to a v2 commitment naming the v3 one, to shed its cut-offs and forum;
//   - a document naming the older (v2) commitment, or restating the v3 one's cut-offs otherwise.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { anchorOptions, anchoredCutoffs, readAnchors, topicPostsFrom } from "../../src/dice/anchor.js";
import { toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { FIRST_LINK, rollPool, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { commitmentId, commitmentOf, commitmentText, verifyOptionsFrom, type WellKnown } from "../../src/dice/well-known.js";
import { schedule } from "../dice/vector-operator.js";

type TopicPost = Record<string, unknown> & { id: number; raw: string; cooked: string; created_at: string; updated_at: string };
interface Case { name: string; topic: { post_stream: { posts: TopicPost[]; stream: number[] } }; document: WellKnown; proof: string; expected: { forumTime: string; context: string } }
const V = JSON.parse(readFileSync("test/vectors/dice-v3-anchors.json", "utf8")) as { account: string; cases: Case[] };
const base = V.cases.find((c) => c.name.startsWith("v3 commitment: a v3 roll under the v3 commitment"))!;
const v3Text = commitmentText(commitmentOf(base.document));
const withPosts = (...posts: TopicPost[]) => ({ post_stream: { posts, stream: posts.map((p) => p.id) } });
/** A post by the service's account holding `text` in a code block, raw and cooked, as the vectors' posts are. */
const accountPost = (id: number, text: string, at: string): TopicPost => ({ ...base.topic.post_stream.posts[0]!, id, created_at: at, updated_at: at,
  raw: `\`\`\`\n${text}\n\`\`\``, cooked: `<pre><code>${text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")}</code></pre>` });
const [v2Post] = base.topic.post_stream.posts;
const anchorsOf = (topic: unknown) => readAnchors(topicPostsFrom(topic), V.account, crypto);

/** What a verifier reading the topic, then the document, then the proof says: "passed" or the first failing check's code. */
function judge(topic: unknown, document: unknown, proof: string, forumTime: string, context?: string): string {
  const anchors = anchorsOf(topic);
  if (!anchors.ok) return anchors.error.code;
  const doc = verifyOptionsFrom(document, crypto);
  if (!doc.ok) return doc.error.code;
  const options = anchorOptions(doc.value, anchors.value);
  if (!options.ok) return options.error.code;
  const [forum, t, post, block] = (context ?? "").split("/");
  const r = documentVerifier(options.value, crypto)(proof, { forumTime: Date.parse(forumTime),
    ...(context ? { context: { forum: forum!, topic: Number(t), post: Number(post), block: Number(block) } } : {}) });
  return r.ok ? "passed" : r.error.code;
}

describe("one commitment, one text: the account's commitment spelt any other way anchors nothing", () => {
  const spellings: [string, string][] = [
    ["an extra key", v3Text.replace(/\}$/, ',"note":"x"}')],
    ["forum and account swapped", v3Text.replace(/"forum":("[^"]*"),"account":("[^"]*")/, '"account":$2,"forum":$1')],
    ["the account's e as \\u0065", v3Text.replace('"account":"gf-dice"', '"account":"gf-dic\\u0065"')],
    ["a repeated key, the earlier one stating a later v1 cut-off", v3Text.replace('"v1Until":null', '"v1Until":"2099-01-01T00:00:00.000Z","v1Until":null')],
    ["epochs as a string", v3Text.replace('"epochs":8', '"epochs":"8"')],
    ["the head in capitals", v3Text.replace(/"head":"([0-9a-f]{64})"/, (_m, h: string) => `"head":"${h.toUpperCase()}"`)],
    ["the forum with a composed é (NFC)", v3Text.replace('"forum":"forum.example.org"', '"forum":"for\u00e9um.example.org"')],
    ["the forum with a decomposed é (NFD)", v3Text.replace('"forum":"forum.example.org"', '"forum":"fore\u0301um.example.org"')],
    ["the cut-off with an offset, not Z", v3Text.replace(/"v2Until":"([^"]*)\.000Z"/, '"v2Until":"$1+00:00"')],
    ["the cut-off written at 24:00, the next day's second spelling", v3Text.replace(/"v2Until":"([0-9-]*)T[^"]*"/, '"v2Until":"$1T24:00:00.000Z"')],
  ];

  it("a space after each colon, or after the opening brace: no commitment line at all, so the document's commitment is in no post (commitment-unanchored)", () => {
    for (const text of [v3Text.replace(/":/g, '": '), v3Text.replace(/^\{/, "{ ")]) {
      const topic = withPosts(v2Post!, accountPost(2, text, base.topic.post_stream.posts[1]!.created_at));
      expect(judge(topic, base.document, base.proof, base.expected.forumTime, base.expected.context)).toBe("dice.verify.commitment-unanchored");
    }
  });

  it("the canonical text anchors, with the SHA-256 of its bytes as its id", () => {
    const anchors = anchorsOf(base.topic);
    expect(anchors.ok && anchors.value.map((a) => a.id).at(-1)).toBe(toHex(crypto.sha256(new TextEncoder().encode(v3Text))));
  });

  it.each(spellings)("%s: refused (commitment-post), and every roll under the topic with it", (_name, text) => {
    expect(text).not.toBe(v3Text);
    const topic = withPosts(v2Post!, accountPost(2, text, base.topic.post_stream.posts[1]!.created_at));
    const anchors = anchorsOf(topic);
    expect(anchors.ok ? "anchored" : anchors.error.code).toBe("dice.verify.commitment-post");
    expect(judge(topic, base.document, base.proof, base.expected.forumTime, base.expected.context)).toBe("dice.verify.commitment-post");
  });
});

describe("downgrades after a v3 commitment", () => {
  // A third operator's key and chain, committed as v2 at 06:00, naming the v3 commitment as its previous.
  const secret = Uint8Array.from({ length: 32 }, (_, i) => 0xc0 + i);
  const seeds = buildSeedChain(Uint8Array.from({ length: 32 }, (_, i) => 0xe0 + i), schedule.epochs, crypto);
  const keys: RollKeys = { signer: crypto.signer(secret), schedule, head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
  const v2Doc: WellKnown = (() => {
    const { v1Until: _v1, v2Until: _v2, retired: _r, ...rest } = base.document;
    const doc: WellKnown = { ...rest, format: "gf-dice-v2", publicKey: toHex(keys.signer.publicKey), chain: { ...base.document.chain, head: toHex(seeds[0]!) },
      revealed: { epoch: schedule.epochs, seed: toHex(seeds[schedule.epochs]!) },
      commitment: { id: "", previous: base.document.commitment.id, post: "https://forum.example.org/p/3" } };
    return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), crypto) } };
  })();
  const topic = withPosts(...base.topic.post_stream.posts, accountPost(3, commitmentText(commitmentOf(v2Doc)), "2023-09-15T06:00:00.000Z"));
  const at = "2023-09-15T06:20:00.000Z";
  const roll = (version: 2 | 3, forum = "forum.example.org") => {
    const r = rollPool({ context: { forum, topic: 12, post: 402, block: 0 }, sizes: [6, 8], at: Date.parse(at) + (version === 2 ? 2000 : 0),
      ...(version === 3 ? { postVersion: 1 } : {}) }, FIRST_LINK, keys, crypto);
    if (!r.ok) throw new Error(r.error.code);
    return r.value.proof;
  };

  it("a v2 commitment naming the v3 one keeps the v3 one's cut-offs: the forum's cap takes every v3 commitment ever posted", () => {
    const anchors = anchorsOf(topic);
    if (!anchors.ok) throw new Error(anchors.error.code);
    expect(anchors.value.map((a) => a.commitment.format)).toEqual(["gf-dice-commitment-v2", "gf-dice-commitment-v3", "gf-dice-commitment-v2"]);
    expect(anchoredCutoffs(anchors.value)).toEqual({ v1Until: null, v2Until: Date.parse("2023-09-15T05:00:00.000Z") });
  });

  it("its key's v2 roll of a later block is refused (version), as a v1 roll is", () => {
    expect(judge(topic, v2Doc, roll(2), at, "forum.example.org/12/402/0")).toBe("dice.verify.version");
    const v1 = V.cases.find((c) => c.name.startsWith("attack 6, a v1 roll under a v3 commitment"))!;
    expect(judge(topic, v2Doc, v1.proof, v1.expected.forumTime, v1.expected.context)).toBe("dice.verify.version");
  });

  it("its key's v3 roll stands for this forum, and one for another forum, which the v3 key's binding would refuse, is still another post's (context)", () => {
    expect(judge(topic, v2Doc, roll(3), at, "forum.example.org/12/402/0")).toBe("passed");
    expect(judge(topic, v2Doc, roll(3, "other.example.org"), at, "forum.example.org/12/402/0")).toBe("dice.verify.context");
  });

  it("a document naming the older v2 commitment, or restating the v3 one's cut-off otherwise, is refused before any roll", () => {
    const older = V.cases.find((c) => c.name.startsWith("a roll under the commitment the forum anchored"))!.document;
    expect(judge(base.topic, older, base.proof, base.expected.forumTime, base.expected.context)).toBe("dice.verify.commitment-mismatch");
    const restated = { ...base.document, v2Until: "2023-09-15T06:00:00.000Z" };
    expect(judge(base.topic, restated, base.proof, base.expected.forumTime, base.expected.context)).toBe("dice.verify.commitment");
  });
});
