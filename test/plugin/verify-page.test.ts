// The page's roll verifier (the plugin's gf-verify.js): every roll card of a page verified together,
// with the operator's document read once per page from the service's /.well-known/gf-dice.json over
// real HTTP (CORS), and the same verdicts as the one-card verifier. Runs on the spec's vectors. The same
// server plays the forum's commitment topic (docs/verifiable-dice.md §V.3): a document is trusted for
// faces only as the forum anchors it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { formatPool } from "../../src/dice/die.js";
import { decodeProof } from "../../src/dice/proof.js";
import { commitmentText } from "../../src/dice/document.js";
import { commitmentId, commitmentOf, verifyOptionsFrom, type WellKnown } from "../../src/dice/well-known.js";
import type { RollCardData } from "../../src/plugin-client/verdict.js";
import { prepare, verifyCards, wellKnownUrl } from "../../src/plugin-client/verify-page.js";
import * as beaconModule from "../../src/plugin-client/verify-beacon-page.js";
import { forumGet } from "../../src/plugin-client/page-anchors.js";
import { commitmentTopicHint, loadChecked, useCheckedBacking } from "../../src/plugin-client/checked-store.js";
import { verdictText, verifyRollCard } from "../../src/plugin-client/verify-roll.js";
import { testOperator } from "./support/roll-block.js";
import { until } from "../support/until.js";
import { translator } from "./support/translate.js";

const V = JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8"));
const roll = V.rolls[0];
const ACCOUNT = "gf-dice";
/** Before every roll of the vectors: the commitment posted before the first block it covers. */
const ANCHORED_AT = "2020-01-01T00:00:00.000Z";

/** A card as the page shows it: the proof's own dice, post and block (a tampered proof shows what it claims). */
function card(proof: string, extra: Partial<RollCardData> = {}): RollCardData {
  const d = decodeProof(proof);
  const record = d.ok ? d.value.record : { context: roll.context, faces: roll.expected.faces, sizes: roll.sizes };
  return { proof, post: record.context.post, block: roll.context.block,
    dice: record.sizes.map((size: number, i: number) => ({ size, face: record.faces[i]! })), ...extra };
}

const vectorPage = { publicKey: V.publicKey as string, topicId: roll.context.topic as number, forum: roll.context.forum as string };
/** The forum's page: its settings, and the forum (this server) the commitment topic is read from. */
let page: typeof vectorPage & { serviceUsername: string; forumBase: string };
let server: Server;
let base = "";
const hits: Record<string, number> = {};
const bodies: Record<string, unknown> = {
  "/ok": V.documents.none,
  "/beacon": V.documents.beacon,
  "/unrevealed": { ...V.documents.none, revealed: null },
  // The document of a service whose key is not the forum's gf_public_key.
  "/other-key": (() => {
    const doc: WellKnown = { ...V.documents.none, publicKey: "11".repeat(32) };
    return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) } };
  })(),
  "/malformed": { format: "gf-dice-v2", publicKey: V.publicKey },
};

/** The document after a key rotation: a new key whose commitment names the vectors' one, listed as retired at `retiredAt`. */
function rotated(retiredAt: number): { doc: WellKnown; publicKey: string } {
  const old = V.documents.none as WellKnown;
  // The new key commits v3 (docs/verifiable-dice.md §9.3): its committed forum and account are the
  // forum's and its service account, as `gf keys rotate` carries them over, and v2 ends at the rotation.
  const operator = testOperator();
  const bound = operator.bind(old.forum!, ACCOUNT);
  if (!bound.ok) throw new Error(bound.error.code);
  const current = operator.wellKnown();
  // A rotation from v2 ends v2 at the rotation (§V.6): the new commitment's v2Until.
  const doc: WellKnown = { ...current, forum: old.forum, v2Until: new Date(retiredAt).toISOString(), commitment: { ...current.commitment, previous: old.commitment.id },
    retired: [{ id: old.commitment.id, commitment: commitmentOf(old), revealed: old.revealed, retiredAt: new Date(retiredAt).toISOString() }] };
  return { doc: { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) } }, publicKey: current.publicKey };
}
const afterRotation = rotated(Date.parse(roll.at) + 86_400_000);
const rotatedTooEarly = rotated(Date.parse(roll.at) - 1000);
bodies["/rotated"] = afterRotation.doc;
bodies["/rotated-early"] = rotatedTooEarly.doc;

/**
 * The forum's side: each document path's commitment topic (`/t/{topic}.json`, its first post at
 * `/posts/{id}.json`), as Discourse serves it to a reader, the service account's posts holding each
 * commitment text in a code block, a rotation's posted at its retirement time.
 */
const forumJson: Record<string, unknown> = {};
function anchor(path: string, commitments: readonly { doc: WellKnown; at: string }[]): void {
  const topic = 100 + Object.keys(forumJson).length;
  const posts = commitments.map(({ doc, at }, i) => {
    const text = commitmentText(commitmentOf(doc));
    return { id: topic * 10 + i, username: ACCOUNT, post_type: 1, created_at: at, updated_at: at, version: 1, hidden: false, deleted_at: null,
      raw: `\`\`\`\n${text}\n\`\`\``, cooked: `<pre><code>${text.replace(/"/g, "&quot;")}</code></pre>` };
  });
  forumJson[`/posts/${posts[0]!.id}.json`] = { id: posts[0]!.id, topic_id: topic };
  forumJson[`/t/${topic}.json`] = { post_stream: { posts, stream: posts.map((p) => p.id) } };
  const doc = bodies[path] as WellKnown;
  bodies[path] = { ...doc, commitment: { ...doc.commitment, post: `https://forum.example.org/p/${posts[0]!.id}` } };
}
const old = V.documents.none as WellKnown;
anchor("/ok", [{ doc: old, at: ANCHORED_AT }]);
anchor("/beacon", [{ doc: V.documents.beacon as WellKnown, at: ANCHORED_AT }]);
anchor("/unrevealed", [{ doc: old, at: ANCHORED_AT }]);
anchor("/rotated", [{ doc: old, at: ANCHORED_AT }, { doc: afterRotation.doc, at: afterRotation.doc.retired![0]!.retiredAt }]);
// Documents the forum does not anchor: one naming a commitment post the forum does not show (hidden,
// deleted, or never posted), one naming none.
bodies["/unanchored-missing"] = { ...old, commitment: { ...old.commitment, post: "https://forum.example.org/p/9999" } };
bodies["/unanchored-none"] = { ...old, commitment: { ...old.commitment, post: null } };
anchor("/rotated-early", [{ doc: old, at: ANCHORED_AT }, { doc: rotatedTooEarly.doc, at: rotatedTooEarly.doc.retired![0]!.retiredAt }]);
// Two more documents anchored as /ok is, each in its own topic: the reads ahead are watched on them.
bodies["/ahead"] = old;
anchor("/ahead", [{ doc: old, at: ANCHORED_AT }]);
bodies["/prepared"] = old;
anchor("/prepared", [{ doc: old, at: ANCHORED_AT }]);
// Return visits: the commitment topic kept from an earlier page, read beside the document.
bodies["/returning"] = old;
anchor("/returning", [{ doc: old, at: ANCHORED_AT }]);
bodies["/moved"] = old;
anchor("/moved", [{ doc: old, at: ANCHORED_AT }]);
/** The order the server was asked each path in, and answers it holds back until a condition (below). */
const asked: string[] = [];
const holds: Record<string, () => boolean> = {};
const heldBack: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? "").replace(/\/\.well-known\/gf-dice\.json$/, "");
    hits[path] = (hits[path] ?? 0) + 1;
    asked.push(path);
    const body = bodies[path] ?? forumJson[path];
    const answer = () => {
      res.writeHead(body ? 200 : 404, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
      res.end(JSON.stringify(body ?? { errors: ["not found"] }));
    };
    // An answer held back until its condition holds, checked again as each request arrives.
    const hold = holds[path];
    if (hold && !hold()) heldBack.push(() => { if (hold()) answer(); else heldBack.push(() => answer()); });
    else answer();
    for (const waiting of heldBack.splice(0)) waiting();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  page = { ...vectorPage, serviceUsername: ACCOUNT, forumBase: base };
});
afterAll(() => { server.close(); });

describe("verifyCards: a page's roll cards verified together", () => {
  it("fully verifies every genuine roll of the page with the service's document, and reads the document once", async () => {
    // The page is one topic: its rolls, each with the forum's time of its post (a second before the roll).
    const here = (V.rolls as { expected: { proof: string }; context: { block: number; topic: number; forum: string }; at: string }[])
      .filter((r) => r.context.topic === page.topicId && r.context.forum === page.forum);
    const cards = here.map((r) => card(r.expected.proof, { block: r.context.block, forumTime: Date.parse(r.at) - 1000 }));
    const serviceUrl = `${base}/ok/`;
    const first = await verifyCards(cards, { ...page, serviceUrl });
    const second = await verifyCards(cards, { ...page, serviceUrl });
    const document = verifyOptionsFrom(V.documents.none, nodeCrypto);
    if (!document.ok) throw new Error(document.error.code);
    // The one-card verifier's verdicts, each with the gf verify command that checks the same from a terminal (verify-command.ts).
    expect(first).toEqual(cards.map((c: RollCardData) => ({ ...verifyRollCard(c, { ...page, document: document.value }),
      command: `npx --no gf verify ${c.proof} --well-known ${base}/ok/.well-known/gf-dice.json --context ${page.forum}/${page.topicId}/${c.post}/${c.block} --pool "${formatPool(c.postPool ?? c.dice.map((d) => d.size))}" --at ${new Date(c.forumTime!).toISOString()}` })));
    expect(first.map((v) => v.status)).toEqual(here.map(() => "verified"));
    expect(second).toEqual(first);
    expect(hits["/ok"]).toBe(1);
  });

  it("gives every tampered proof the same NOT verified reason as the one-card verifier", async () => {
    const document = verifyOptionsFrom(V.documents.none, nodeCrypto);
    if (!document.ok) throw new Error(document.error.code);
    const invalid = (V.invalid as { proof: string; fails: string }[]).filter((v) => !v.fails.startsWith("beacon"));
    const cards = invalid.map((v) => card(v.proof));
    const verdicts = await verifyCards(cards, { ...page, serviceUrl: `${base}/ok` });
    // Each with its command, but for text that is no proof (its characters never reach a terminal).
    expect(verdicts).toEqual(cards.map((c) => {
      const one = verifyRollCard(c, { ...page, document: document.value });
      return /^gf\d\.[\w-]+$/.test(c.proof!) ? { ...one, command: expect.stringMatching(/^npx --no gf verify gf\d\.[\w-]+ --well-known /) } : one;
    }));
    expect(verdicts.filter((v) => !("command" in v)).length).toBeGreaterThan(0);
    const faces = verdicts[invalid.findIndex((v) => v.fails === "faces")]!;
    expect(faces).toMatchObject({ status: "failed", reason: "faces" });
    expect(verdictText(faces, translator("en")).title).toBe("Roll NOT verified");
  });

  it("checks each beacon with BLS against the pinned chain when the operator uses one (the beacon script, loaded then)", async () => {
    const byCheck = new Map((V.invalid as { proof: string; fails: string }[]).filter((v) => v.fails.startsWith("beacon")).map((v) => [v.fails, v.proof]));
    let loads = 0;
    const loadBeacon = () => { loads++; return Promise.resolve(beaconModule); };
    // An operator without a beacon: the pairing code is never asked for.
    await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/ok`, loadBeacon });
    expect(loads).toBe(0);
    const verdicts = await verifyCards([...byCheck.values()].map((p) => card(p)), { ...page, serviceUrl: `${base}/beacon`, loadBeacon });
    expect(loads).toBe(1);
    const reasons = Object.fromEntries([...byCheck.keys()].map((k, i) => [k, verdicts[i]]));
    expect(reasons["beacon"]).toMatchObject({ status: "failed", reason: "beacon" });
    expect(reasons["beacon-encoding"]).toMatchObject({ status: "failed", reason: "beacon_encoding" });
    expect(reasons["beacon-missing"]).toMatchObject({ status: "failed", reason: "beacon_missing" });
  });

  it("before the reveal a roll is signed with its faces checkable from the reveal time", async () => {
    const [verdict] = await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/unrevealed` });
    expect(verdict).toMatchObject({ status: "signed", checkableFrom: expect.any(Number) });
    expect(verdict).not.toHaveProperty("missing");
  });

  it("without gf_service_url, says exactly what the badge vouches for and that the faces were not checked", async () => {
    const [verdict] = await verifyCards([card(roll.expected.proof)], page);
    expect(verdict).toMatchObject({ status: "signed", missing: "no_service" });
    // Without the service's address, the command checks against the forum's configured key.
    expect(verdict).toMatchObject({ command: expect.stringContaining(` --key ${page.publicKey} --context `) });
    expect(verdictText(verdict!, translator("en")).detail).toContain("this badge only vouches for the signature, dice, post, block and time");
    expect(verdictText(verdict!, translator("es")).detail).toContain("esta insignia solo responde de la firma, los dados, el mensaje, el bloque y la hora");
    // A tampered card still fails without the document: signature, dice and context need no document.
    const [forged] = await verifyCards([card(roll.expected.proof, { block: roll.context.block + 1 })], page);
    expect(forged).toMatchObject({ status: "failed", reason: "context" });
  });

  it("a document the forum does not anchor vouches for the signature only: its heads could have been chosen after the post (attack 2)", async () => {
    // An operator hides the commitment topic, serves browsers a document naming none, or the forum sets no
    // service account: the faces are never derived from the document's heads, and the badge says why.
    for (const context of [{ ...page, serviceUrl: `${base}/unanchored-missing` }, { ...page, serviceUrl: `${base}/unanchored-none` },
      { ...vectorPage, serviceUrl: `${base}/ok` }]) {
      const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })], context);
      expect(verdict).toMatchObject({ status: "signed", missing: "unanchored" });
      expect(verdictText(verdict!, translator("en")).detail).toContain("commitment could not be read in this forum's commitment topic");
      expect(verdictText(verdict!, translator("es")).detail).toContain("tema de compromisos de este foro");
    }
  });

  it("when the service cannot be reached, says so, and asks again on the next batch", async () => {
    const [verdict] = await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/gone` });
    expect(verdict).toMatchObject({ status: "signed", missing: "unreachable" });
    await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/gone` });
    expect(hits["/gone"]).toBe(2);
  });

  it("never trusts a document under another key than the site's, nor a malformed one", async () => {
    const [other] = await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/other-key` });
    expect(other).toMatchObject({ status: "failed", reason: "key" });
    const [malformed] = await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/malformed` });
    expect(malformed).toMatchObject({ status: "failed", reason: "document" });
    for (const lang of ["es", "en"] as const) expect(verdictText(malformed!, translator(lang)).detail).not.toMatch(/^roll\.|%\{/);
  });

  it("after a key rotation verifies a card made before it under the retired key, and refuses that key's proofs stamped after it", async () => {
    const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })],
      { ...page, publicKey: afterRotation.publicKey, serviceUrl: `${base}/rotated` });
    expect(verdict).toMatchObject({ status: "verified" });
    const [late] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })],
      { ...page, publicKey: rotatedTooEarly.publicKey, serviceUrl: `${base}/rotated-early` });
    // A rotation to v3 ends v2 at the rotation (§V.6), and the version is checked first: the v2 proof
    // made after it fails "version". The forum's rotation post retiring a key (commitment_retired,
    // §V.3) is held by the anchoring vectors and test/attack/dice-anchor-attacks.test.ts.
    expect(late).toMatchObject({ status: "failed", reason: "version" });
    // The site still configured with the retired key: the service publishes another one.
    const [stale] = await verifyCards([card(roll.expected.proof)], { ...page, serviceUrl: `${base}/rotated` });
    expect(stale).toMatchObject({ status: "failed", reason: "key" });
  });

  it("asks the forum for the commitment post and its revision together as the document arrives, not one after the other", async () => {
    const postId = Number(/\/p\/(\d+)$/.exec((bodies["/ahead"] as WellKnown).commitment.post!)![1]);
    // The post's answer waits for its revision probe: read one after the other (the post, its topic,
    // then the probe) the page would never get it, and the batch would not end.
    holds[`/posts/${postId}.json`] = () => asked.includes(`/posts/${postId}/revisions/2.json`);
    const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })], { ...page, serviceUrl: `${base}/ahead` });
    expect(verdict).toMatchObject({ status: "verified" });
    const topic = (forumJson[`/posts/${postId}.json`] as { topic_id: number }).topic_id;
    const forum = asked.filter((p) => p.startsWith(`/posts/${postId}`) || p === `/t/${topic}.json`);
    expect(forum.slice(0, 2).sort()).toEqual([`/posts/${postId}.json`, `/posts/${postId}/revisions/2.json`]);
    expect(forum[2]).toBe(`/t/${topic}.json`);
    // Each read once: the reads ahead are what the anchoring uses.
    expect([hits[`/posts/${postId}.json`], hits[`/posts/${postId}/revisions/2.json`]]).toEqual([1, 1]);
  });

  it("starts the document's and the forum's reads when prepared, and the batch then reads nothing again", async () => {
    const postId = Number(/\/p\/(\d+)$/.exec((bodies["/prepared"] as WellKnown).commitment.post!)![1]);
    const topic = (forumJson[`/posts/${postId}.json`] as { topic_id: number }).topic_id;
    prepare({ ...page, serviceUrl: `${base}/prepared` });
    await until("the topic read ahead", () => hits[`/t/${topic}.json`] === 1);
    const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })], { ...page, serviceUrl: `${base}/prepared` });
    expect(verdict).toMatchObject({ status: "verified" });
    expect([hits["/prepared"], hits[`/posts/${postId}.json`], hits[`/posts/${postId}/revisions/2.json`], hits[`/t/${topic}.json`]]).toEqual([1, 1, 1, 1]);
  });

  describe("a return visit, with where this browser found the commitment post on an earlier page (checked-store.ts)", () => {
    /** The browser's kept entry (IndexedDB in a browser) holding one commitment topic for `service`. */
    const keptTopic = (service: string, post: number, topic: number) => {
      const db = { value: JSON.stringify({ heads: [], keys: [], topics: [[`${wellKnownUrl(`${base}${service}`)} ${base}`, post, topic]] }) };
      useCheckedBacking({ read: async () => db.value, merge: async (update) => { db.value = update(db.value); } });
      return db;
    };
    const commitmentOfPath = (path: string) => {
      const post = Number(/\/p\/(\d+)$/.exec((bodies[path] as WellKnown).commitment.post!)![1]);
      return { post, topic: (forumJson[`/posts/${post}.json`] as { topic_id: number }).topic_id };
    };
    afterAll(() => { useCheckedBacking(undefined); });

    it("reads the post, its probe and the kept topic beside the document, each once, and verifies as a first visit does", async () => {
      const { post, topic } = commitmentOfPath("/returning");
      keptTopic("/returning", post, topic);
      // The document's answer waits for the topic's read: a page that read the topic only after the
      // document and the post (a first visit's order) would never get it, and the batch would not end.
      holds["/returning"] = () => asked.includes(`/t/${topic}.json`) && asked.includes(`/posts/${post}.json`);
      prepare({ ...page, serviceUrl: `${base}/returning` });
      const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })], { ...page, serviceUrl: `${base}/returning` });
      expect(verdict).toMatchObject({ status: "verified" });
      expect([hits["/returning"], hits[`/posts/${post}.json`], hits[`/posts/${post}/revisions/2.json`], hits[`/t/${topic}.json`]]).toEqual([1, 1, 1, 1]);
    });

    it("never takes the kept topic for a post that names another one now (moved by staff): it reads the post's own topic", async () => {
      const { post, topic } = commitmentOfPath("/moved");
      // The kept topic anchors another document (a commitment rotated before the roll): read as this post's topic it would refuse the roll.
      const elsewhere = commitmentOfPath("/rotated-early").topic;
      const db = keptTopic("/moved", post, elsewhere);
      prepare({ ...page, serviceUrl: `${base}/moved` });
      await until("the kept topic read ahead", () => hits[`/t/${elsewhere}.json`] !== undefined);
      const [verdict] = await verifyCards([card(roll.expected.proof, { forumTime: Date.parse(roll.at) - 1000 })], { ...page, serviceUrl: `${base}/moved` });
      expect(verdict).toMatchObject({ status: "verified" });
      expect(hits[`/t/${topic}.json`]).toBe(1);
      // The browser now keeps the topic the post named on this page.
      await until("the new topic kept", () => JSON.parse(db.value).topics[0][2] === topic);
      useCheckedBacking({ read: async () => db.value, merge: async () => undefined });
      await loadChecked();
      expect(commitmentTopicHint(`${wellKnownUrl(`${base}/moved`)} ${base}`)).toEqual({ post, topic });
    });
  });

  it("names the document's address from the service's base, with or without a trailing slash", () => {
    expect(wellKnownUrl("https://dice.example.org/")).toBe("https://dice.example.org/.well-known/gf-dice.json");
    expect(wellKnownUrl("https://example.org/dice")).toBe("https://example.org/dice/.well-known/gf-dice.json");
  });
});

describe("forumGet: the page's one read of the forum (the anchoring, its revision probes and the clock)", () => {
  it("gives a 200's JSON, another answer's status alone, and status 0 when nothing answers", async () => {
    const postId = Number(/\/p\/(\d+)$/.exec((bodies["/ok"] as WellKnown).commitment.post!)![1]);
    const get = forumGet(base);
    expect(await get(`/posts/${postId}.json`)).toEqual({ status: 200, json: forumJson[`/posts/${postId}.json`] });
    expect(await get(`/posts/${postId}/revisions/2.json`)).toEqual({ status: 404 });
    // A port nothing listens on (a server closed): no answer, never a throw the badge must catch.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await forumGet(`http://127.0.0.1:${port}`)("/posts/1.json")).toEqual({ status: 0 });
  });
});
