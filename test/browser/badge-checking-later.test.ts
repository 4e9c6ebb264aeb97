// A roll card is "checking" from the moment it is drawn (data-gf-verified), but says so in words only
// when its verdict takes longer than CHECKING_LINE_MS (roll-badge.ts): a topic's cold batch of 200 badges
// is verified well within it, and drawing 200 "checking" lines for those few hundred milliseconds was a
// third of the batch's main-thread time (bench/badge). Meanwhile the plugin's stylesheet keeps the line's
// room, so neither the late "checking" line nor the verdict's moves what follows the card. Here the
// plugin's committed gf-verify-worker.js and stylesheet in a real Chromium, with a verifier whose answer
// the test releases.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { pluginStylesheet } from "../../src/sandbox/page/plugin-stylesheet.js";
import { CHECKING_LINE_MS } from "../../src/plugin-client/roll-badge.js";
import type { launch } from "./support/browser.js";
import { badgeScriptPage } from "./support/badge-script-page.js";

jest.setTimeout(60_000);
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await badgeScriptPage(`<!doctype html><meta charset="utf-8"><style>${pluginStylesheet()}</style><body>
    <div data-gf-card="roll" data-gf-block="roll" id="fast"><p>d6: 4</p></div><p id="after-fast">Next post</p>
    <div data-gf-card="roll" data-gf-block="roll" id="slow"><p>d6: 2</p></div><p id="after-slow">Next post</p></body>`));
  await page.evaluate(() => {
    type Verdict = { status: string; post: number };
    const g = globalThis as unknown as { release: Record<string, () => void>; check(id: string): Promise<Verdict>;
      GfVerifyWorker: { pageVerifier(scripts: object, inPage: () => Promise<unknown>): { queueRollCheck(el: HTMLElement, card: object, host: object): Promise<Verdict> } } };
    g.release = {};
    const { queueRollCheck } = g.GfVerifyWorker.pageVerifier({ verify: "/unused.js" }, () => Promise.reject(new Error("unused")));
    // Each card alone in its batch; its verdict comes when the test releases it.
    const verifier = { queueRollCheck, verifyCards: (cards: { post: number }[]) => new Promise<Verdict[]>((answer) => {
      g.release[String(cards[0]!.post)] = () => answer(cards.map((c) => ({ status: "verified", post: c.post })));
    }) };
    const host = { lang: "en", publicKey: "k", t: (key: string) => (key === "roll.checking" ? "Checking the roll…" : key === "roll.verified" ? "Roll fully verified" : ""),
      loadVerifier: () => Promise.resolve(verifier) };
    g.check = (id) => {
      const card = document.getElementById(id)!;
      // What the card's drawer does as it draws the card (roll-check.ts checkRoll), then the badge's queue.
      card.setAttribute("data-gf-verified", "checking");
      return queueRollCheck(card, { proof: `gf3.${id}`, post: id === "fast" ? 1 : 2, block: 0, dice: [{ size: 6, face: 4 }] }, host);
    };
  });
});
afterAll(async () => { await browser?.close(); });

const top = (id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
const line = (id: string) => page.evaluate((i) => {
  const l = document.querySelector(`#${i} > .gf-verify`);
  return l ? { status: l.getAttribute("data-gf-status"), text: l.textContent } : null;
}, id);

describe("a roll card's 'checking' line", () => {
  it("is drawn only for a verdict that takes longer than the delay, in the room kept for it; no verdict's line moves what follows", async () => {
    type G = { check(id: string): Promise<unknown>; release: Record<string, () => void> };
    // Two cards drawn together (one delay for both), each verified in its own batch.
    const fast = page.evaluate(() => (globalThis as unknown as G).check("fast"));
    await page.waitForFunction(() => (globalThis as unknown as G).release["1"] !== undefined);
    const slow = page.evaluate(() => (globalThis as unknown as G).check("slow"));
    await page.waitForFunction(() => (globalThis as unknown as G).release["2"] !== undefined);
    await expect(line("fast")).resolves.toBeNull();
    await expect(line("slow")).resolves.toBeNull();
    const before = { fast: await top("after-fast"), slow: await top("after-slow") };
    // The fast card's verdict: its line takes the room kept for it.
    await page.evaluate(() => (globalThis as unknown as G).release["1"]!());
    await fast;
    await expect(line("fast")).resolves.toEqual({ status: "verified", text: "Roll fully verified" });
    expect(Math.abs(await top("after-fast") - before.fast)).toBeLessThanOrEqual(1);
    // The slow card says it is being checked once the delay has passed, in its room; the fast card keeps its verdict.
    await page.waitForFunction(() => document.querySelector("#slow > .gf-verify")?.getAttribute("data-gf-status") === "checking");
    await expect(line("slow")).resolves.toEqual({ status: "checking", text: "Checking the roll…" });
    await expect(line("fast")).resolves.toEqual({ status: "verified", text: "Roll fully verified" });
    expect(Math.abs(await top("after-slow") - before.slow)).toBeLessThanOrEqual(1);
    // Its verdict replaces the words, and still moves nothing.
    await page.evaluate(() => (globalThis as unknown as G).release["2"]!());
    await slow;
    await expect(line("slow")).resolves.toEqual({ status: "verified", text: "Roll fully verified" });
    expect(Math.abs(await top("after-slow") - before.slow)).toBeLessThanOrEqual(1);
    expect(Math.abs(await top("after-fast") - before.fast)).toBeLessThanOrEqual(1);
  });
});
