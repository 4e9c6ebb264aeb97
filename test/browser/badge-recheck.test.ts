// A page verifies its roll cards again after each new post (roll-badge.ts queueRollCheck). The
// verifier runs every check again each time; the reader's main thread then writes only the badges
// that change: a card whose data and verdict are the ones its badge shows keeps its badge untouched
// (bench/badge's warm figure), and any change (a new verdict for the card, or other card data, such
// as an edited proof or dice) is drawn, the changed card first saying it is being checked, so an old
// verdict never stands beside new card data. Here the plugin's committed gf-verify-worker.js (the
// badge's page-side script) in a real Chromium, given the verdicts a verifier answers; the verifier
// itself is the worker's (badge-worker.test.ts, badge.test.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import type { launch } from "./support/browser.js";
import { badgeScriptPage } from "./support/badge-script-page.js";

jest.setTimeout(60_000);
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
beforeAll(async () => {
  ({ browser, page } = await badgeScriptPage('<!doctype html><meta charset="utf-8"><body><div class="gf-card gf-roll" data-gf-block="roll" id="a"></div><div class="gf-card gf-roll" data-gf-block="roll" id="b"></div></body>'));
  // The page's verifier: answers each batch with the verdicts the test sets, and counts the batches.
  await page.evaluate(() => {
    type Verdict = { status: string; post?: number; reason?: string; params?: object };
    const g = globalThis as unknown as { answers: Record<string, Verdict>; batches: number; mutations: string[]; lastBatch: number[]; check(id: string, dice: number[]): Promise<Verdict>;
      GfVerifyWorker: { pageVerifier(scripts: object): { queueRollCheck(el: HTMLElement, card: object, host: object): Promise<Verdict> } } };
    g.answers = {};
    g.batches = 0;
    g.mutations = [];
    // The badge's own drawing, as the page's verifier script gives it to a roll card's drawer (roll-check.ts).
    const { queueRollCheck } = g.GfVerifyWorker.pageVerifier({ verify: "/unused.js" });
    const verifier = { queueRollCheck,
      verifyCards: async (cards: { post: number }[]) => { g.batches++; g.lastBatch = cards.map((c) => c.post); return cards.map((c) => g.answers[String(c.post)]!); } };
    const host = { lang: "en", publicKey: "k", t: (key: string, p?: Record<string, unknown>) => `${key}${p ? JSON.stringify(p) : ""}`,
      loadVerifier: () => Promise.resolve(verifier) };
    g.check = (id, dice) => queueRollCheck(document.getElementById(id)!, { proof: `gf3.${id}`, post: id === "a" ? 1 : 2, block: 0,
      dice: dice.map((face) => ({ size: 6, face })) }, host);
    new MutationObserver((records) => { for (const r of records) g.mutations.push(`${(r.target as Element).id || (r.target as Element).className || r.target.nodeName}:${r.type}:${r.attributeName ?? ""}`); })
      .observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
});
afterAll(async () => { await browser?.close(); });

type Seen = { status: string | null; title: string; same: boolean; checkingBetween: boolean };
/** One batch of both cards: their badges after it, whether each kept its badge node, and whether it said "checking" meanwhile. */
async function batch(dice: { a: number[]; b: number[] }, answers: Record<string, unknown>): Promise<{ a: Seen; b: Seen; mutations: string[] }> {
  return page.evaluate(async ({ dice, answers }) => {
    const g = globalThis as unknown as { answers: Record<string, unknown>; mutations: string[]; check(id: string, dice: number[]): Promise<unknown> };
    g.answers = answers;
    const marks = ["a", "b"].map((id) => { const line = document.querySelector(`#${id} > .gf-verify`) as (HTMLElement & { mark?: boolean }) | null; if (line) line.mark = true; return line; });
    await new Promise((r) => setTimeout(r, 0)); // the observer's records of the marking are none: a property, not an attribute
    g.mutations.length = 0;
    const checking: Record<string, boolean> = {};
    const done = ["a", "b"].map((id) => { const p = g.check(id, dice[id as "a" | "b"]); checking[id] = document.getElementById(id)!.getAttribute("data-gf-verified") === "checking"; return p; });
    await Promise.all(done);
    await new Promise((r) => setTimeout(r, 0));
    const seen = (id: string, i: number) => {
      const line = document.querySelector(`#${id} > .gf-verify`) as (HTMLElement & { mark?: boolean }) | null;
      return { status: document.getElementById(id)!.getAttribute("data-gf-verified"), title: line?.querySelector(".gf-verify-toggle")?.textContent ?? "",
        same: Boolean(line && line === marks[i] && line.mark), checkingBetween: checking[id]! };
    };
    return { a: seen("a", 0), b: seen("b", 1), mutations: [...g.mutations] };
  }, { dice, answers });
}

describe("a page's roll cards verified again", () => {
  const verified = (post: number) => ({ status: "verified", post });
  const dice = { a: [3, 5], b: [1] };

  it("draws each verdict on the first batch, the cards saying first that they are being checked", async () => {
    const first = await batch(dice, { 1: verified(1), 2: verified(2) });
    expect(first.a).toEqual({ status: "verified", title: "roll.verified", same: false, checkingBetween: true });
    expect(first.b).toEqual({ status: "verified", title: "roll.verified", same: false, checkingBetween: true });
  });

  it("writes nothing when every card and verdict is the same, though the verifier answered again", async () => {
    const before = await page.evaluate(() => (globalThis as unknown as { batches: number }).batches);
    const again = await batch(dice, { 1: verified(1), 2: verified(2) });
    expect(again.a).toEqual({ status: "verified", title: "roll.verified", same: true, checkingBetween: false });
    expect(again.b).toEqual({ status: "verified", title: "roll.verified", same: true, checkingBetween: false });
    // Only the token that matches a card to its batch (data-gf-check) is written; nothing a reader sees.
    expect(new Set(again.mutations)).toEqual(new Set(["a:attributes:data-gf-check", "b:attributes:data-gf-check"]));
    expect(await page.evaluate(() => (globalThis as unknown as { batches: number }).batches)).toBe(before + 1);
  });

  it("redraws a card whose verdict changed, and only that one, in its own line: its live region says the new verdict", async () => {
    const changed = await batch(dice, { 1: verified(1), 2: { status: "failed", reason: "signature", params: {} } });
    expect(changed.a).toMatchObject({ status: "verified", same: true });
    expect(changed.b).toEqual({ status: "failed", title: "roll.failed", same: true, checkingBetween: false });
    expect(changed.mutations).toContain("gf-verify:childList:");
    expect(await page.locator("#b > .gf-verify").getAttribute("role")).toBe("status");
  });

  it("says 'checking' at once for a card whose data changed (other dice), never leaving the old verdict beside them", async () => {
    const edited = await batch({ a: [3, 6], b: [1] }, { 1: { status: "failed", reason: "dice", params: {} }, 2: { status: "failed", reason: "signature", params: {} } });
    expect(edited.a).toEqual({ status: "failed", title: "roll.failed", same: false, checkingBetween: true });
    expect(edited.b).toMatchObject({ status: "failed", same: true, checkingBetween: false });
  });
});

// A card whose faces wait for the seed ("signed", checkable from a time) checks itself again once that
// time has passed (verify-recheck.ts): the page's one timer, only the pending cards, never while the page is hidden.
describe("a pending roll checked again once its reveal time has passed", () => {
  const signed = (post: number, inMs: number) => page.evaluate(({ post, inMs }) => ({ status: "signed", post, epoch: 7, checkableFrom: Date.now() + inMs }), { post, inMs });
  const title = (id: string) => page.evaluate((id) => document.querySelector(`#${id} .gf-verify-toggle`)?.textContent ?? "", id);
  const g = <T>(name: string) => page.evaluate((name) => (globalThis as unknown as Record<string, unknown>)[name], name) as Promise<T>;

  it("re-verifies only the pending card, without the page asking, and rewrites its badge's live region", async () => {
    const first = await batch({ a: [3, 5], b: [2] }, { 1: { status: "verified", post: 1 }, 2: await signed(2, 300) });
    expect(first.b.status).toBe("signed");
    expect(first.b.title).toMatch(/^roll\.signed_until/);
    const batches = await g<number>("batches");
    await page.evaluate(() => {
      const w = globalThis as unknown as { answers: Record<string, unknown>; line: Element | null };
      w.answers = { 1: { status: "verified", post: 1 }, 2: { status: "verified", post: 2 } };
      w.line = document.querySelector("#b > .gf-verify");
    });
    await page.waitForFunction(() => document.querySelector("#b .gf-verify-toggle")?.textContent === "roll.verified", undefined, { timeout: 20_000 });
    expect(await g<number>("batches")).toBe(batches + 1);
    expect(await g<number[]>("lastBatch")).toEqual([2]);
    expect(await page.evaluate(() => document.querySelector("#b > .gf-verify") === (globalThis as unknown as { line: Element }).line)).toBe(true);
  });

  it("waits while the page is hidden, and checks once it is shown again", async () => {
    await batch({ a: [3, 5], b: [4] }, { 1: { status: "verified", post: 1 }, 2: await signed(2, 200) });
    expect(await title("b")).toMatch(/^roll\.signed_until/);
    const batches = await g<number>("batches");
    // Hidden, as a background tab is; the timer's run then only listens for the page to be shown.
    await page.evaluate(() => {
      const w = globalThis as unknown as { answers: Record<string, unknown>; hiddenWait: boolean };
      w.answers = { 1: { status: "verified", post: 1 }, 2: { status: "verified", post: 2 } };
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      const add = document.addEventListener.bind(document);
      document.addEventListener = ((type: string, ...rest: Parameters<typeof add> extends [unknown, ...infer R] ? R : never) => {
        if (type === "visibilitychange") w.hiddenWait = true;
        return (add as (t: string, ...r: unknown[]) => void)(type, ...rest);
      }) as typeof document.addEventListener;
    });
    await page.waitForFunction(() => (globalThis as unknown as { hiddenWait?: boolean }).hiddenWait === true, undefined, { timeout: 20_000 });
    expect(await g<number>("batches")).toBe(batches);
    expect(await title("b")).toMatch(/^roll\.signed_until/);
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForFunction(() => document.querySelector("#b .gf-verify-toggle")?.textContent === "roll.verified", undefined, { timeout: 20_000 });
    expect(await g<number>("batches")).toBe(batches + 1);
    expect(await g<number[]>("lastBatch")).toEqual([2]);
  });
});
