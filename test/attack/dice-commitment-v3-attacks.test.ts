// The v3 commitment (docs/verifiable-dice.md §9.3, §V.6) against the real service and its sandbox forum
// over real HTTP: an operator whose keys commit v2 moves to v3 by a rotation, and its v2 rolls keep
// verifying; then, as the operator, the attacks a v2 commitment let through, each refused by `gf verify`
// and `gf audit` with a sentence a reader understands:
//   - a downgrade: a v2 roll (its time the signer's) of a block after the cut-off the v3 commitment
//     states, by the retired v2 key, and one by the v3 key itself;
//   - a document cut-off that differs from the committed one, served at the service's own address;
//   - a document naming another account or another forum than its commitment, and a roll for another
//     forum under the key committed to this one;
//   - a v3 commitment posted by the service's account that names another account.
// The story: the service starts with v2 keys rolling v2 proofs (pool `early`), is switched to v3 proofs
// under the same keys at `switched` (pool `middle`), then rotated to a v3 commitment stating v2 ended
// at `switched` (pool `late` rolled under it). (The badge refuses the same: test/browser/badge-commitment-v3.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { CHAIN_FILE } from "../../src/dice/operator.js";
import { RETIRED_DIR } from "../../src/dice/rotation.js";
import { rollPool, type RollKeys } from "../../src/dice/roll.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { commitmentId, commitmentOf, commitmentText, readCommitment, verifyOptionsFrom, type WellKnown } from "../../src/dice/well-known.js";
import { fakeIo } from "../cli/fake-io.js";
import { operatorKeys, servedAndPosted } from "./operator-log.js";
import { harness, newDataDir, restartService, type Harness } from "../service/harness.js";

type Post = { id: number; topic_id: number; created_at?: string | undefined };
let h: Harness;
let early: Post;
let middle: Post;
let late: Post;
let switched = 0;
let v2Id = "";
let proxy: Server;
let proxyUrl = "";
/** What the proxy serves at /.well-known/gf-dice.json; undefined: the service's own. */
let served: WellKnown | undefined;

async function gf(argv: string[], lang = "en") {
  const io = fakeIo({ env: { GF_LANG: lang }, now: new Date() });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}
const host = () => new URL(h.sandbox.url).host;
const docUrl = (base = h.service.url) => `${base}/.well-known/gf-dice.json`;
const wellKnown = async (): Promise<WellKnown> => (await fetch(docUrl())).json() as Promise<WellKnown>;
const pool = "d12 d12 d12";
const verify = (proof: string, p: Post, well = docUrl(), lang = "en", forum = host()) => gf(["verify", proof, "--well-known", well,
  "--at", p.created_at!, "--context", `${forum}/${p.topic_id}/${p.id}/0`, "--pool", pool, "--forum-url", h.sandbox.url], lang);
const audit = (service = h.service.url) => gf(["audit", service, "--forum-url", h.sandbox.url]);
/** The service's roll of pool `p`: the proof in its reply's roll card, which names the pool's post. */
const rollIn = (p: Post) => /gf[23]\.[A-Za-z0-9_-]+/.exec(h.replies(p.topic_id).find((r) => new RegExp(`post=${p.id}\\b`).test(r.raw))?.raw ?? "")?.[0];

/** The operator signs a gf-dice-v2 roll of `p` with `keys` at a time of its choosing, serves it at its log's next place, and posts it. */
const forgedV2 = (keys: RollKeys, p: Post, at: number): Promise<string> =>
  servedAndPosted(h, p, (link) => rollPool({ context: { forum: host(), topic: p.topic_id, post: p.id, block: 0 }, sizes: [12, 12, 12], at }, link, keys, nodeCrypto));

/** The service stopped, `before` run on its data dir, and started again on the same store and port, rolling with `dice`. */
const restart = (before: () => Promise<void>, dice: object): Promise<void> => restartService(h, before, { dice });

/** `doc` with some fields restated and its commitment id recomputed: a document consistent with itself. */
function restated(doc: WellKnown, more: Partial<WellKnown>): WellKnown {
  const d: WellKnown = { ...doc, ...more };
  return { ...d, commitment: { ...d.commitment, id: commitmentId(commitmentOf(d), nodeCrypto) } };
}

const newPool = async (what: string) => {
  const p = await h.post("alicia", `${what}\n\n[gf-pool]\n${pool}\n[/gf-pool]`, early?.topic_id);
  await h.settle();
  return p;
};

beforeAll(async () => {
  // An operator whose keys were made before v3: its chain file names no commitment version, so it commits v2.
  const dataDir = newDataDir();
  const { commitment: _c, v1Until: _a, v2Until: _b, ...v2chain } = JSON.parse(readFileSync(join(dataDir, CHAIN_FILE), "utf8")) as Record<string, unknown>;
  writeFileSync(join(dataDir, CHAIN_FILE), JSON.stringify(v2chain), { mode: 0o600 });
  h = await harness({ dataDir, config: { dice: { proofVersion: 2 } } });
  early = await newPool("Primero.");
  v2Id = (await wellKnown()).commitment.id;
  // The operator switches its service to v3 proofs under the same v2 keys...
  await restart(async () => { switched = Date.now(); }, { proofVersion: 3 });
  middle = await newPool("Después del cambio.");
  // ...and moves to a v3 commitment by a rotation, stating that v2 ended at the switch.
  await restart(async () => {
    expect((await gf(["keys", "rotate", "--data-dir", h.dataDir, "--v2-until", new Date(switched).toISOString()])).code).toBe(0);
  }, { proofVersion: 3 });
  late = await newPool("Tras la rotación.");
  // The proxy: the service's own answers, but the document the operator chooses to serve there.
  proxy = createServer(async (req, res) => {
    if (req.url === "/.well-known/gf-dice.json" && served) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
      return;
    }
    const r = await fetch(`${h.service.url}${req.url}`);
    res.writeHead(r.status, { "content-type": r.headers.get("content-type") ?? "application/json" }).end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((r) => proxy?.close(r));
  await h?.close();
});

describe("an operator with v2 keys moves to a v3 commitment by a rotation, against the real service", () => {
  it("the topic holds its v2 commitment, then a v3 one naming it, with the forum, the account and v2's end; every earlier roll still verifies", async () => {
    const commitments = [...h.sandbox.forum.posts.values()].flatMap((p) => { const c = readCommitment(p.raw); return c ? [c] : []; });
    expect(commitments.map((c) => c.format)).toEqual(["gf-dice-commitment-v2", "gf-dice-commitment-v3"]);
    expect(commitmentId(commitments[0]!, nodeCrypto)).toBe(v2Id);
    expect(commitments[1]).toMatchObject({ previous: v2Id, forum: host(), account: "gf-dice", v1Until: null, v2Until: new Date(switched).toISOString() });
    const doc = await wellKnown();
    expect(doc.commitment).toMatchObject({ format: "gf-dice-commitment-v3", previous: v2Id });
    expect(doc.retired?.[0]?.id).toBe(v2Id);
    // The v2 roll made before the switch, the v3 roll under the v2 commitment, and the one under the v3 commitment.
    for (const [p, version] of [[early, "v2"], [middle, "v3"], [late, "v3"]] as const) {
      const proof = rollIn(p)!;
      expect(proof.startsWith(version === "v2" ? "gf2." : "gf3.")).toBe(true);
      const ran = await verify(proof, p);
      expect([ran.code, ran.err]).toEqual([0, ""]);
      expect(ran.out).toMatch(new RegExp(`^valid proof \\(${version}\\): checked: format, signature, ${version === "v2" ? "version, " : ""}commitment, anchor,`));
    }
    const audited = await audit();
    expect([audited.code, audited.out]).toEqual([0, expect.stringMatching(/^audit passed: 3 rolls/)]);
  });
});

describe("the v3 commitment's attacks, against the real service", () => {
  it("a downgrade: the retired v2 key signs a v2 roll of a block after the committed v2 cut-off (inside its key's window): gf verify and gf audit refuse it", async () => {
    const retired = operatorKeys(join(h.dataDir, RETIRED_DIR, v2Id));
    const forged = await forgedV2(retired, middle, Date.parse(middle.created_at!) - 100);
    const ran = await verify(forged, middle);
    expect(ran.code).toBe(1);
    expect(ran.err).toBe(`gf verify: a gf-dice-v2 proof, which this operator accepts only for blocks before ${new Date(switched).toISOString()} (the block's forum time: ${middle.created_at}); its v3 commitment fixes that date (check "version")`);
    const es = await verify(forged, middle, docUrl(), "es");
    expect(es.err).toMatch(/es una prueba gf-dice-v2, que este operador solo acepta para bloques anteriores a \S+ .*su compromiso v3 fija esa fecha \(comprobación «versión»\)/);
    const audited = await audit();
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/roll \d+ does not verify: a gf-dice-v2 proof, which this operator accepts only for blocks before .*\(check "version"\)/);
  }, 60_000);

  it("a downgrade: the v3 commitment's own key signs a v2 roll: gf verify refuses it, whatever its time", async () => {
    const forged = await forgedV2(operatorKeys(h.dataDir), late, Date.parse(late.created_at!) + 1000);
    const ran = await verify(forged, late);
    expect([ran.code, ran.err]).toEqual([1, expect.stringContaining('a gf-dice-v2 proof, which this operator accepts only for blocks before — (the block\'s forum time: ')]);
  });

  it("downgrade by a document cut-off that differs from the committed one: served at the service's address, it lets the forged v2 roll pass a verifier that trusts it; gf verify and gf audit refuse the document", async () => {
    const retired = operatorKeys(join(h.dataDir, RETIRED_DIR, v2Id));
    const forged = await forgedV2(retired, middle, Date.parse(middle.created_at!) - 150);
    served = restated(await wellKnown(), { v2Until: new Date(Date.parse(late.created_at!) + 86_400_000).toISOString() });
    const alone = verifyOptionsFrom(served, nodeCrypto);
    if (!alone.ok) throw new Error(alone.error.code);
    const trusting = documentVerifier(alone.value, nodeCrypto)(forged, { forumTime: Date.parse(middle.created_at!) });
    expect(trusting.ok || trusting.error).toBe(true);
    const want = `the operator's document says v2Until = ${served.v2Until}, but its commitment in the forum \\(post \\d+\\) fixes ${new Date(switched).toISOString()}: a document cannot change what was committed \\(check "commitment-mismatch"\\)`;
    const ran = await verify(forged, middle, docUrl(proxyUrl));
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(new RegExp(`^gf verify: ${want}$`));
    const es = await verify(forged, middle, docUrl(proxyUrl), "es");
    expect(es.err).toMatch(/el documento del operador dice v2Until = \S+, pero su compromiso en el foro \(mensaje \d+\) fija \S+: el documento no puede cambiar lo comprometido/);
    const audited = await audit(proxyUrl);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(want));
    served = undefined;
  }, 60_000);

  it("account mismatch: a document naming another account than the one that posted its commitment is refused", async () => {
    served = restated(await wellKnown(), { account: "mallory" });
    const ran = await verify(rollIn(late)!, late, docUrl(proxyUrl));
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the operator's document says account = mallory, but its commitment in the forum \(post \d+\) fixes gf-dice: a document cannot change what was committed \(check "commitment-mismatch"\)/);
    expect((await audit(proxyUrl)).out).toMatch(/says account = mallory, but its commitment in the forum/);
    served = undefined;
  });

  it("forum mismatch: a document naming another forum is refused, and so is a roll for another forum under the key committed to this one", async () => {
    served = restated(await wellKnown(), { forum: `www.${host()}` });
    const ran = await verify(rollIn(late)!, late, docUrl(proxyUrl));
    expect(ran.code).toBe(1);
    expect(ran.err).toContain(`the operator's document says forum = www.${host()}, but its commitment in the forum`);
    served = undefined;
    // One key for two forums: the operator rolls forum B's post with the key committed to this forum.
    const keys = operatorKeys(h.dataDir);
    const other = rollPool({ context: { forum: "other.example.org", topic: late.topic_id, post: late.id, block: 0 }, sizes: [12, 12, 12],
      at: Date.parse(late.created_at!), postVersion: 1 }, { seq: 1, prev: new Uint8Array(32) }, keys, nodeCrypto);
    if (!other.ok) throw new Error(other.error.code);
    const elsewhere = await verify(other.value.proof, late, docUrl(), "en", "other.example.org");
    expect([elsewhere.code, elsewhere.err]).toEqual([1, `gf verify: the roll is for forum other.example.org, but its key's commitment binds it to forum ${host()} (check "commitment-forum")`]);
  });

  it("a v3 commitment posted by the service's account that names another account anchors nothing: gf verify and gf audit refuse every roll", async () => {
    const doc = await wellKnown();
    const topic = [...h.sandbox.forum.posts.values()].find((p) => readCommitment(p.raw))!.topicId;
    const foreign = commitmentOf(restated(doc, { account: "gf-dice-2", commitment: { ...doc.commitment, previous: doc.commitment.id } }));
    await h.post("gf-dice", `Rotation.\n\n\`\`\`\n${commitmentText(foreign)}\n\`\`\``, topic);
    const ran = await verify(rollIn(late)!, late);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(/the commitment in post \d+ fixes the account gf-dice-2, but it was posted by the service account gf-dice: a commitment counts only posted by its own account \(check "commitment-account"\)/);
    expect((await audit()).out).toMatch(/check "commitment-account"/);
  });
});
