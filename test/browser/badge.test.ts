// The roll badge proves each roll in the reader's browser, against the real service as a user starts
// it: the built `gf serve --sandbox` in a child process, its sandbox forum's page in a real headless
// Chromium. The page loads the plugin's verifier script only because roll cards are on it, reads the
// service's /.well-known/gf-dice.json across origins (CORS) once, and verifies every card together:
//   - a fresh roll reads "Signed roll, faces checkable from HH:MM" (its epoch's seed is still secret);
//   - a card a player tampered with (faces, pool, block) and a proof the operator signed but forged
//     (an epoch that is not its roll time's, a beacon the operator never committed to) read
//     "Roll NOT verified" with the failing check's sentence, where a signature-only badge said "signed";
//   - once the service reveals the epoch's seed, the same roll reads "Roll fully verified".
// (Without gf_service_url the badge says what it vouches for: test/plugin/verify-page.test.ts.)
// The operator's keys are made with short epochs (20 s, revealed 1 s after they close) so the reveal
// comes within the test; everything else is the product's defaults. Screenshots land in test-results/badge/.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET, roundAfter } from "../../src/dice/drand.js";
import { epochAt } from "../../src/dice/epoch.js";
import { decodeProof } from "../../src/dice/proof.js";
import { FIRST_LINK, rollPool, type RollKeys } from "../../src/dice/roll.js";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(120_000);
const PERIOD_S = 20;
let s: ServedSandbox;
let forumUrl = "";
let serviceUrl = "";
let page: Page;
let errors: string[];
const until = <T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms?: number) => s.until(what, probe, ms);

interface Doc { publicKey: string; chain: { genesis: string; periodSeconds: number; epochs: number }; revealed: { epoch: number } | null }
const wellKnown = async (): Promise<Doc> => (await fetch(`${serviceUrl}/.well-known/gf-dice.json`)).json() as Promise<Doc>;

beforeAll(async () => {
  // The operator's keys, made as an operator makes them; short epochs so a reveal comes within the
  // test; the service reveals closed epochs on its sweep, which the config makes frequent.
  s = await serveSandbox("badge", ["--period", String(PERIOD_S), "--reveal-delay", "1", "--short-reveal"], { game: { reminderSweepMs: 300 } });
  ({ forumUrl, page, errors } = s);
  const site = await (await fetch(`${forumUrl}/gf-sandbox/api/site.json`)).json() as { site_settings: Record<string, string> };
  serviceUrl = site.site_settings["gf_service_url"]!;
  expect(serviceUrl).toBe(`http://127.0.0.1:${s.servicePort}`);
  expect(site.site_settings["gf_public_key"]).toBe((await wellKnown()).publicKey);
}, 90_000);

afterAll(async () => { await s?.close(); });

const post = (username: string, body: Record<string, unknown>) => s.post(username, body);
async function topicPosts(topic: number): Promise<{ id: number; username: string; raw: string }[]> {
  // The sandbox page's own topic read: every post with its raw text.
  const r = await fetch(`${forumUrl}/gf-sandbox/api/t/${topic}.json`);
  const body = await r.json() as { posts: { id: number; username: string; raw: string }[] };
  return body.posts;
}

/** The operator's own keys, read from its data dir: what an operator who wants to cheat holds. */
const operatorKeys = (): RollKeys => s.operator().keys;

/** A [gf-roll] block as the service writes it, for a proof and the faces it shows. */
const rollRaw = (postId: number, block: number, proof: string, dice: string) =>
  `[gf-roll post=${postId} block=${block} proof=${proof} v=1]\ndice: ${dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]`;

/** Each roll card's badge on the page, in order, once none is still checking. */
async function badges(): Promise<{ status: string; title: string; detail: string }[]> {
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
    return cards.length > 0 && cards.every((c) => c.querySelector(".gf-verify") && c.getAttribute("data-gf-verified") !== "checking");
  });
  return page.locator(".gf-post [data-gf-block=roll]").evaluateAll((els) => els.map((e) => ({
    status: e.getAttribute("data-gf-verified") ?? "",
    title: e.querySelector(".gf-verify-toggle")?.textContent ?? "",
    detail: e.querySelector(".gf-verify-detail")?.textContent ?? "",
  })));
}

describe("the roll badge against the real service, in a real browser", () => {
  let topic = 0;
  let pool = { id: 0, post_number: 0, created_at: "" };
  let genuine = { proof: "", dice: "", block: 0, epoch: 0 };

  it("a fresh roll reads 'signed, faces checkable from HH:MM'; tampered and forged cards read 'NOT verified' with their reason", async () => {
    // Roll early in an epoch, so its seed stays secret while the page is looked at.
    const doc = await wellKnown();
    const schedule = { genesisMs: Date.parse(doc.chain.genesis), periodSeconds: doc.chain.periodSeconds, epochs: doc.chain.epochs };
    await until("an epoch with time left", () => {
      const into = (Date.now() - schedule.genesisMs) % (PERIOD_S * 1000);
      return into < 4000 ? true : undefined;
    }, 30_000);
    const site = await (await fetch(`${forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const opened = await post("alicia", { title: "Escena de las insignias", category: site.categories[0]!.id, raw: "[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]" });
    topic = opened.topic_id;
    pool = opened;
    const reply = await until("the service's roll", async () => (await topicPosts(topic)).find((p) => p.username === "gf-dice" && p.raw.includes("[gf-roll")));
    // The forum's language is Spanish (the sandbox's default): bloque=, prueba=, dados:.
    const m = /\[gf-roll post=(\d+) (?:block|bloque)=(\d+) (?:proof|prueba)=(\S+) v=1\]\n(?:dice|dados): ([^\n]+)/.exec(reply.raw)!;
    expect(Number(m[1])).toBe(pool.id);
    const decoded = decodeProof(m[3]!);
    if (!decoded.ok) throw new Error(decoded.error.code);
    genuine = { block: Number(m[2]), proof: m[3]!, dice: m[4]!, epoch: decoded.value.record.epoch };
    expect(genuine.epoch).toBe(epochAt(schedule, decoded.value.record.version !== 1 ? decoded.value.record.time : 0));

    // A player copies the service's block and changes what it shows: one die's face, one die fewer,
    // another block. Marks and counts stay consistent, so each copy is a well-formed card.
    const block = /\[gf-roll [^\n]*\][\s\S]*?\[\/gf-roll\]/.exec(reply.raw)![0];
    const tokens = genuine.dice.split(" ");
    const plain = tokens.findIndex((d) => !d.includes("b"));
    const [size, face] = /^d(\d+):(\d+)/.exec(tokens[plain]!)!.slice(1).map(Number) as [number, number];
    const otherFace = tokens.map((d, i) => (i === plain ? d.replace(/:\d+/, `:${face === size ? face - 1 : face + 1}`) : d)).join(" ");
    const oneFewer = tokens.filter((_, i) => i !== plain).join(" ");
    const withDice = (dice: string) => block.replace(genuine.dice, dice);
    // Attack 8 (docs/verifiable-dice.md §V.8): the genuine card pasted whole into a player's post.
    // Two players take turns: Discourse refuses a fourth reply in a row from one (max_consecutive_replies 3).
    await post("carla", { topic_id: topic, raw: `Look what I rolled:\n\n${block}` });
    await post("bruno", { topic_id: topic, raw: withDice(otherFace) });
    await post("carla", { topic_id: topic, raw: withDice(oneFewer) });
    await post("bruno", { topic_id: topic, raw: block.replace(/ (block|bloque)=\d+ /, (_, k: string) => ` ${k}=${genuine.block + 1} `) });
    // The operator signs with its real key what the service never would: an epoch that is not its
    // roll time's, and a beacon it never committed to (its document names none).
    const keys = operatorKeys();
    // v3 records (postVersion), dated at the forum's time for the pool's post as the service's are, so
    // each fails on what was forged, not on its version or date.
    const at = Date.parse(pool.created_at);
    const context = { forum: new URL(forumUrl).host, topic, post: pool.id, block: genuine.block };
    const shifted = { ...keys, schedule: { ...keys.schedule, genesisMs: keys.schedule.genesisMs - PERIOD_S * 1000 } };
    const epochForged = rollPool({ context, sizes: [8, 8, 6, 4], at, postVersion: 1 }, FIRST_LINK, shifted, nodeCrypto);
    const beaconForged = rollPool({ context, sizes: [8, 8, 6, 4], at, postVersion: 1, beacon: { round: roundAfter(QUICKNET, at), signature: new Uint8Array(48).fill(7) } },
      FIRST_LINK, { ...keys, drand: QUICKNET }, nodeCrypto);
    if (!epochForged.ok || !beaconForged.ok) throw new Error("forging failed");
    for (const forged of [epochForged.value, beaconForged.value]) {
      await post("gf-dice", { topic_id: topic, raw: rollRaw(pool.id, genuine.block, forged.proof, forged.dice.map((d) => `d${d.size}:${d.face}`).join(" ")) });
    }

    await page.goto(`${forumUrl}/t/${topic}`);
    const shown = await badges();
    await page.screenshot({ path: artifact("badge", "signed-and-tampered-en.png"), fullPage: true });
    expect(shown).toHaveLength(7);
    const [fresh, pasted, tamperedFaces, tamperedPool, tamperedBlock, wrongEpoch, madeUpBeacon] = shown;
    expect(fresh).toMatchObject({ status: "signed", title: expect.stringMatching(/^Signed roll, faces checkable from \d\d:\d\d$/) });
    // A v3 roll is dated at the forum's own time for its block, never the signer's (docs/verifiable-dice.md §V.1).
    expect(fresh!.detail).toContain("Dated at the forum's own time for its block.");
    const notVerified = (reason: string) => ({ status: "failed", title: "Roll NOT verified", detail: expect.stringContaining(reason) });
    // Attack 8: the genuine card pasted into a player's post is a quote of post #N, never verified for
    // the post it sits in; copies tampered with keep their failure and its reason. The badge names the
    // pool's post by the number readers see (f2b08f1), the topic's first post here, not its forum id.
    expect(pool.post_number).toBe(1);
    expect(pool.post_number).not.toBe(pool.id);
    expect(pasted).toMatchObject({ status: "quoted", title: `Quote of the roll of post #${pool.post_number}`, detail: expect.stringContaining("only the service's own reply proves a roll") });
    expect(tamperedFaces).toMatchObject(notVerified("The dice shown"));
    // One die fewer: the proof's pool is the pool post's own (checked against that post), so the
    // card's missing die shows as dice that are not the proof's.
    expect(tamperedPool).toMatchObject(notVerified("The dice shown"));
    expect(tamperedBlock).toMatchObject(notVerified("The proof belongs to another block, post, topic or forum."));
    expect(wrongEpoch).toMatchObject(notVerified("The proof's epoch does not match its roll time."));
    expect(madeUpBeacon).toMatchObject(notVerified("The proof carries a beacon the operator never committed to."));
    expect(errors).toEqual([]);
  });

  it("the page loads the verifier once and reads the service's document once, across origins", async () => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.reload();
    await badges();
    // Its address carries its content hash (?v=…, src/plugin-client/public-scripts.ts).
    expect(requests.filter((u) => new URL(u).pathname.endsWith("/plugins/genrefuzzion/javascripts/gf-verify.js"))).toHaveLength(1);
    expect(requests.filter((u) => u === `${serviceUrl}/.well-known/gf-dice.json`)).toHaveLength(1);
    page.removeAllListeners("request");
  });

  it("once the service reveals the epoch's seed, the same roll reads 'fully verified' and the forgeries stay NOT verified", async () => {
    await until("the epoch's reveal", async () => ((await wellKnown()).revealed?.epoch ?? 0) >= genuine.epoch ? true : undefined, 60_000);
    await page.goto(`${forumUrl}/t/${topic}`);
    const shown = await badges();
    await page.screenshot({ path: artifact("badge", "fully-verified-en.png"), fullPage: true });
    expect(shown[0]).toMatchObject({ status: "verified", title: "Roll fully verified" });
    expect(shown.slice(1).map((b) => b.status)).toEqual(["quoted", "failed", "failed", "failed", "failed", "failed"]);
    expect(errors).toEqual([]);
  });
});
