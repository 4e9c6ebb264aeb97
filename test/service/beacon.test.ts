// Rolls through the service with the public beacon (docs/verifiable-dice.md §6), over real HTTP: a
// local drand relay serves the recorded quicknet round 657413 (test/fixtures/drand), the sandbox
// forum's clock puts the post 2 s before that round (the post's time, which dates the roll), and the roller verifies (BLS, @noble/curves) what the relay says
// against the pinned chain. An outage (or a forged beacon) never yields a roll without the beacon:
// the post waits in the outbox, its author is told once, and it is rolled when the relay answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { initOperator } from "../../src/dice/operator.js";
import { fakeIo } from "../cli/fake-io.js";
import { PRESENT, say, SCENE, table } from "../games/genrefuzzion/service/support.js";
import { harness } from "./harness.js";
import type { Harness } from "./harness.js";
import { until } from "../support/until.js";

const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8")) as
  { beacon: { round: number; signature: string; randomness: string } };
const POSTED_AT = Date.parse("2023-09-15T11:00:01Z");
const POOL = "Salto al tren en marcha.\n\n[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]";

type Mode = "up" | "down" | "forged";
let mode: Mode = "up";
const asked: string[] = [];
let relay: Server;
let relayUrl = "";
const dirs: string[] = [];
let h: Harness | undefined;

beforeAll(async () => {
  relay = createServer((req, res) => {
    asked.push(req.url ?? "");
    if (mode === "down") return void res.writeHead(503).end("relay down");
    if (req.url !== `/${QUICKNET.hash}/public/${fixture.beacon.round}`) return void res.writeHead(404).end();
    const beacon = mode === "forged" ? { ...fixture.beacon, signature: `${fixture.beacon.signature.slice(0, -2)}00` } : fixture.beacon;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(beacon));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/${QUICKNET.hash}`;
});
afterEach(async () => { await h?.close(); h = undefined; mode = "up"; asked.length = 0; });
afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Operator keys that mix in quicknet, epochs from 2023-09-15. */
function beaconKeys(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "gf-beacon-service-"));
  dirs.push(dataDir);
  const made = initOperator(dataDir, { now: Date.now(), genesisMs: Date.parse("2023-09-15T00:00:00Z"), periodSeconds: 86_400,
    epochs: 30, revealDelaySeconds: 3 * 3600, beacon: "quicknet", previous: null }, nodeCrypto);
  if (!made.ok) throw new Error(made.error.code);
  return dataDir;
}

/**
 * The service's clock. A v3 roll is dated by the forum (the post's created_at, POSTED_AT here,
 * docs/verifiable-dice.md §V.1), so the round is 657413 however late the service takes the post; but
 * the service rolls into no epoch whose seed its own clock says is out (these keys' epochs are in
 * 2023), and waits on its clock for the round to be published. So its clock runs (retries come due)
 * from POSTED_AT.
 */
function serviceClock() {
  const base = Date.now();
  const from = POSTED_AT;
  return { now: () => from + (Date.now() - base), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
}
let clock = serviceClock();

/**
 * The forum's clock: a minute before POSTED_AT while the service posts its commitment at start (a
 * commitment covers only the blocks the forum dates after it, docs/verifiable-dice.md §V.3), then
 * POSTED_AT for every post of the test.
 */
let forumNow = POSTED_AT - 60_000;
const forumClock = () => forumNow;

/** The service on beacon keys, its commitment posted a minute before POSTED_AT, the forum's clock then at POSTED_AT. */
async function beaconService(config: Record<string, unknown> = {}): Promise<Harness> {
  clock = serviceClock();
  forumNow = POSTED_AT - 60_000;
  const started = await harness({ dataDir: beaconKeys(), sandbox: { now: forumClock }, clock,
    // V.1's rule (the round after the post's time): these cases are the relay's outage and forgery. The
    // service's clock, on by default for a beacon operator, has its own (dice-clock.test.ts), so it is off here, said so.
    config: { beacon: { url: relayUrl, attempts: 1 }, dice: { clock: false }, ...config } });
  forumNow = POSTED_AT;
  return started;
}

/** Posts and waits until the forum has delivered the post to the service. */
async function postSeenAt(hh: Harness, username: string, raw: string, topicId?: number) {
  const post = await hh.post(username, raw, topicId);
  await hh.sandbox.webhooks.idle();
  return post;
}

async function verify(proof: string, at: string) {
  const io = fakeIo({ env: { GF_LANG: "en" } });
  const code = await dispatch(["verify", proof, "--data-dir", h!.dataDir, "--at", at, "--json"], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

const proofIn = (raw: string) => /(?:proof|prueba)=(gf\d\.[A-Za-z0-9_-]+)/.exec(raw)?.[1];

describe("the service with a public beacon", () => {
  it("rolls with the first quicknet round after the post, and gf verify checks round and beacon", async () => {
    h = await beaconService();
    const p = await postSeenAt(h, "alicia", POOL);
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(1);
    expect(asked).toContain(`/${QUICKNET.hash}/public/657413`);
    const proof = proofIn(replies[0]!.raw)!;
    const checked = await verify(proof, new Date(POSTED_AT).toISOString());
    expect([checked.code, checked.err]).toEqual([0, ""]);
    expect(JSON.parse(checked.out)).toMatchObject({ beacon: { chain: "quicknet", round: 657413 },
      passed: expect.arrayContaining(["signature", "epoch-time", "beacon-round", "beacon"]) });
    expect(h.log.lines.some((l) => l.msg === "dice: rolls mix in the drand beacon" && l.chain === "quicknet")).toBe(true);
  });

  it("a pool in a scene goes through the rules with the beacon too", async () => {
    clock = serviceClock();
    forumNow = POSTED_AT - 60_000;
    // The clock off, said so, as in beaconService.
    const t = await table({ beacon: { url: relayUrl, attempts: 1 }, dice: { clock: false } }, clock, { dataDir: beaconKeys(), now: forumClock });
    forumNow = POSTED_AT;
    h = t.h;
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topic);
    const before = h.replies(topic).length;
    await postSeenAt(h, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]", topic);
    await h.settle();
    const rolled = h.replies(topic).slice(before);
    expect(rolled).toHaveLength(1);
    const checked = await verify(proofIn(rolled[0]!.raw)!, new Date(POSTED_AT).toISOString());
    expect([checked.code, checked.err]).toEqual([0, ""]);
    expect(JSON.parse(checked.out)).toMatchObject({ beacon: { chain: "quicknet", round: 657413 }, passed: expect.arrayContaining(["beacon-round", "beacon"]) });
  });

  it("a beacon outage: no roll without it, one notice, then exactly one roll once the relay answers", async () => {
    mode = "down";
    h = await beaconService();
    const p = await postSeenAt(h, "alicia", POOL);
    await until("the notice", () => h!.replies(p.topic_id).length === 1);
    const [notice] = h.replies(p.topic_id);
    expect(notice!.raw).toMatch(/^@alicia, tus dados esperan a la baliza pública \(quicknet, ronda 657413\)/);
    expect(proofIn(notice!.raw)).toBeUndefined();
    expect(await h.service.store.rolledBlocks(p.id)).toEqual([]);
    expect(h.log.lines.some((l) => l.msg === "dice: beacon round unavailable; the post will be rolled when the beacon answers"
      && l.round === 657413 && l.postId === p.id)).toBe(true);
    // The outbox keeps trying (and failing) while the relay is down; nothing is rolled meanwhile.
    const retries = () => h!.log.lines.filter((l) => l.msg === "outbox: replay will be retried").length;
    await until("three retries", () => retries() >= 3);
    expect(await h.service.store.rolledBlocks(p.id)).toEqual([]);

    mode = "up";
    await until("the roll", () => h!.replies(p.topic_id).length === 2);
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    const proof = proofIn(replies[1]!.raw)!;
    expect(replies[1]!.raw).toMatch(/^@alicia, tu tirada:/);
    const checked = await verify(proof, new Date(POSTED_AT).toISOString());
    expect([checked.code, JSON.parse(checked.out).beacon]).toEqual([0, { chain: "quicknet", round: 657413 }]);
    expect(await h.service.store.outboxCounts()).toMatchObject({ pending: 0, dead: 0 });
  });

  it("a relay serving a forged beacon is refused: the post waits, and is rolled with the genuine one", async () => {
    mode = "forged";
    h = await beaconService({ lang: "en" });
    const p = await postSeenAt(h, "alicia", "[gf-pool]\nd6 d6\n[/gf-pool]");
    await until("the notice", () => h!.replies(p.topic_id).length === 1);
    expect(h.replies(p.topic_id)[0]!.raw).toMatch(/^@alicia, your dice are waiting for the public beacon/);
    expect(h.log.lines.some((l) => l.msg === "dice: beacon round unavailable; the post will be rolled when the beacon answers"
      && l.detail === "the relay's beacon does not verify")).toBe(true);
    expect(await h.service.store.rolledBlocks(p.id)).toEqual([]);
    mode = "up";
    await until("the roll", () => h!.replies(p.topic_id).length === 2);
    expect((await verify(proofIn(h.replies(p.topic_id)[1]!.raw)!, new Date(POSTED_AT).toISOString())).code).toBe(0);
  });
});
