// Faces from the beacon at once (docs/verifiable-dice.md §V.2), in a real headless Chromium against the
// real service and its sandbox forum: an operator whose commitment names drand's quicknet rolls each
// block with the first round after the forum's time for it, and the reader's badge re-derives the
// faces from that round at once, with no seed reveal. This operator keeps no clock (dice.clock off
// from its first start), so no clock fixes the round against staff re-dating the post (§V.11, "Where no
// clock fixes the round"): the badge never says "fully verified", but "the forum's staff could have chosen
// its round", in the reader's words (en, es). A clock roll fully verified: composer-clock.test.ts. A local relay serves the recorded quicknet round
// 657413 (test/fixtures/drand), the forum's clock puts the post 2 s before it. The page loads the
// BLS12-381 check (gf-verify-beacon.js) only because the operator uses a beacon.
// When the beacon is down, the service rolls nothing: the thread says the dice wait for the beacon,
// and once it answers the roll arrives and reads verified, its card saying the faces come from that
// very round and that the service never rolls them another way.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { initOperator } from "../../src/dice/operator.js";
import { decodeProof } from "../../src/dice/proof.js";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { badgePage } from "./support/badge-page.js";
import { artifact, buildPageScript, openAs, watchErrors, type launch } from "./support/browser.js";

jest.setTimeout(150_000);
const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8")) as { beacon: { round: number } };
const POSTED_AT = Date.parse("2023-09-15T11:00:01Z");

let relayUp = false;
let relay: Server;
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
const loaded: string[] = [];
let dataDir = "";
let forumNow = POSTED_AT - 60_000;

beforeAll(async () => {
  relay = createServer((req, res) => {
    if (!relayUp) return void res.writeHead(503).end("relay down");
    if (req.url !== `/${QUICKNET.hash}/public/${fixture.beacon.round}`) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fixture.beacon));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/${QUICKNET.hash}`;
  // Keys that name quicknet, epochs of a day from 2023-09-15: the epoch's seed stays secret throughout.
  dataDir = mkdtempSync(join(tmpdir(), "gf-badge-beacon-"));
  const made = initOperator(dataDir, { now: Date.now(), genesisMs: Date.parse("2023-09-15T00:00:00Z"), periodSeconds: 86_400,
    epochs: 30, revealDelaySeconds: 3 * 3600, beacon: "quicknet", previous: null }, nodeCrypto);
  if (!made.ok) throw new Error(made.error.code);
  const base = Date.now();
  // The commitment is posted a minute before the pool (it covers only blocks dated after it, §V.3).
  h = await harness({ dataDir, sandbox: { now: () => forumNow, pageScript: await buildPageScript() },
    clock: { now: () => POSTED_AT + (Date.now() - base), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) },
    // V.1's rule (the round after the post's time), the badge's beacon check; the service's clock, on by default
    // for a beacon operator, is off here, said so (the badge judges clock rolls in badge-clock.test.ts, composer-clock.test.ts).
    config: { beacon: { url: relayUrl, attempts: 1 }, dice: { clock: false } } });
  forumNow = POSTED_AT;
  const doc = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as { publicKey: string; beacon: string | null };
  expect(doc.beacon).toBe("quicknet");
  ({ browser, page, errors } = await badgePage(h, doc.publicKey, "alicia", "en"));
  page.on("request", (r) => { if (r.url().includes("/javascripts/gf-verify")) loaded.push(new URL(r.url()).pathname); });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
  await new Promise((resolve) => relay?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a roll with a beacon is checked at once, and, with no clock, never reads fully verified", () => {
  let seen: { topic: number; roll: number; detail: string } | undefined;
  it("the beacon down: no roll, the thread says the dice wait; up: the roll's faces are checked from its round, with no seed revealed, and it says staff could have chosen the round (en, es)", async () => {
    const posted = await h.post("alicia", "[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    await h.sandbox.webhooks.idle();
    const waiting = await until("the word that the dice wait for the beacon", () => h.replies(posted.topic_id).find((r) => r.raw.includes("round 657413") || r.raw.includes("ronda 657413")));
    expect(h.replies(posted.topic_id).some((r) => r.raw.includes("[gf-roll"))).toBe(false);
    expect(waiting.raw).toMatch(/(never roll without it|sin ella no tiro)/);

    relayUp = true;
    const roll = await until("the roll, once the beacon answers", () => h.replies(posted.topic_id).find((r) => r.raw.includes("[gf-roll")), { ms: 90_000 });
    const proof = decodeProof(/gf3\.[A-Za-z0-9_-]+/.exec(roll.raw)![0]);
    if (!proof.ok || proof.value.record.version !== 3) throw new Error("no v3 proof");
    expect(proof.value.record.beacon?.round).toBe(657413);
    expect(proof.value.record.time).toBe(POSTED_AT);
    // The epoch's seed is not revealed: the faces can only have been checked from the round.
    const doc = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as { revealed: { epoch: number } | null };
    expect(doc.revealed === null || doc.revealed.epoch < proof.value.record.epoch).toBe(true);

    await page.goto(`${h.sandbox.url}/t/${posted.topic_id}`);
    const card = page.locator(`.gf-post[data-post-id="${roll.id}"] [data-gf-block=roll]`);
    await page.waitForFunction((id) => ["verified", "signed", "failed"].includes(document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)
      ?.getAttribute("data-gf-verified") ?? ""), roll.id);
    await card.getByRole("button").click();
    await page.screenshot({ path: artifact("badge", "beacon-en.png"), fullPage: true });
    await expect(card.getAttribute("data-gf-verified")).resolves.toBe("signed");
    await expect(card.locator(".gf-verify-toggle").innerText()).resolves.toBe("Signed roll; the forum's staff could have chosen its round");
    const detail = await card.locator(".gf-verify-detail").innerText();
    expect(detail).toContain("its faces from drand round 657413 (quicknet). But no clock of the service fixes this post's round: it follows the post's date, which the forum's staff can move");
    await expect(card.locator('[data-gf-checks="checked"] li').last().innerText()).resolves.toBe("Its faces, re-derived from drand round 657413 (quicknet).");
    await expect(card.locator('[data-gf-checks="pending"] li').allInnerTexts()).resolves.toEqual(["That nobody chose its round: only the dice service's clock fixes it, and this post has none."]);
    // The pairing code came with the beacon operator's page, once, after the verifier: the page's side
    // of the verifier worker, the verifier it runs as a worker, and the beacon check the worker imports;
    // then, the badge's panel opened, its script.
    expect(loaded).toEqual(["/plugins/genrefuzzion/javascripts/gf-verify-worker.js", "/plugins/genrefuzzion/javascripts/gf-verify.js",
      "/plugins/genrefuzzion/javascripts/gf-verify-beacon.js", "/plugins/genrefuzzion/javascripts/gf-verify-panel.js"]);
    expect(errors).toEqual([]);
    seen = { topic: posted.topic_id, roll: roll.id, detail };

    // A Spanish reader is told the same in Spanish.
    await openAs(page, h.sandbox.url, "alicia", "es");
    await page.goto(`${h.sandbox.url}/t/${posted.topic_id}`);
    await page.waitForFunction((id) => ["verified", "signed", "failed"].includes(document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)
      ?.getAttribute("data-gf-verified") ?? ""), roll.id);
    await expect(card.locator(".gf-verify-toggle").innerText()).resolves.toBe("Tirada firmada; el staff del foro pudo elegir su ronda");
    await expect(card.locator(".gf-verify-detail").innerText()).resolves.toContain("Pero ningún reloj del servicio fija la ronda de este mensaje: sigue a su fecha, que el staff del foro puede cambiar");
    expect(errors).toEqual([]);
    await openAs(page, h.sandbox.url, "alicia", "en");
  });

  it("without Worker, the page loads neither the verifier nor the beacon check (BLS on the main thread is no fallback), and the badge says this browser cannot verify", async () => {
    if (!seen) throw new Error("the first test did not get a roll");
    const other = await page.context().newPage();
    const otherErrors = watchErrors(other);
    const scripts: string[] = [];
    other.on("request", (r) => { if (r.url().includes("/javascripts/gf-verify")) scripts.push(new URL(r.url()).pathname); });
    await other.addInitScript(() => { delete (globalThis as { Worker?: unknown }).Worker; });
    await other.goto(`${h.sandbox.url}/t/${seen.topic}`);
    const card = other.locator(`.gf-post[data-post-id="${seen.roll}"] [data-gf-block=roll]`);
    await other.waitForFunction((id) => (document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)
      ?.getAttribute("data-gf-verified") ?? "checking") !== "checking", seen.roll);
    await expect(card.getAttribute("data-gf-verified")).resolves.toBe("unverifiable");
    await expect(card.locator(".gf-verify-toggle").innerText()).resolves.toBe("This browser cannot run the roll verifier (it starts no Web Worker for it): cannot verify");
    expect(scripts).toEqual(["/plugins/genrefuzzion/javascripts/gf-verify-worker.js"]);
    expect(await other.evaluate(() => typeof (globalThis as { GfVerifyBeacon?: unknown }).GfVerifyBeacon)).toBe("undefined");
    expect(otherErrors).toEqual([]);
    await other.close();
  });
});
