// The roll badge verifies off the reader's main thread, under Discourse's Content-Security-Policy, in a
// real headless Chromium against the real service (`gf serve --sandbox`, gf-dice-v3). The sandbox's
// page sends Discourse's default policy (src/sandbox/page/csp.ts, from lib/content_security_policy/
// default.rb): its worker-src allows the plugin's gf-verify.js as a Web Worker, so the page never
// loads the verifier itself (no window.GfVerify) and the policy reports nothing. Where a browser has
// no Worker, or a stricter policy refuses it, every badge says this browser cannot run the verifier,
// never "verified", and the page still never runs gf-verify.js itself (gf-verify.js carries no badge
// for a page: that fallback cost every reader 2.6 KB gzip, and its room now reads the service's clock).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(120_000);
let s: ServedSandbox;
beforeAll(async () => { s = await serveSandbox("badge-worker", [], { dice: { proofVersion: 3 } }); }, 90_000);
afterAll(async () => { await s?.close(); });

/** Every policy violation the page reports, kept on the page before any of its scripts runs. */
const watchPolicy = (page: Page) => page.addInitScript(() => {
  const seen: string[] = [];
  (globalThis as { gfViolations?: string[] }).gfViolations = seen;
  document.addEventListener("securitypolicyviolation", (e) => { seen.push(`${e.effectiveDirective} ${e.blockedURI}`); });
});

async function badges(page: Page): Promise<{ status: string; title: string; detail: string }[]> {
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
    return cards.length > 0 && cards.every((c) => c.querySelector(".gf-verify") && c.getAttribute("data-gf-verified") !== "checking");
  });
  return page.locator(".gf-post [data-gf-block=roll]").evaluateAll((els) => els.map((e) => ({
    status: e.getAttribute("data-gf-verified") ?? "", title: e.querySelector(".gf-verify-toggle")?.textContent ?? "",
    detail: e.querySelector(".gf-verify-detail")?.textContent ?? "" })));
}

/** The verifier's scripts the page asks for (paths). */
const watchScripts = (page: Page): string[] => {
  const seen: string[] = [];
  page.on("request", (r) => { if (r.url().includes("/javascripts/gf-verify")) seen.push(new URL(r.url()).pathname); });
  return seen;
};

/** The headline of a card where no verifier can run (client.en.yml roll.no_worker; es in verify-roll.test.ts). */
const NO_WORKER = "This browser cannot run the roll verifier (it starts no Web Worker for it): cannot verify";

const pageState = (page: Page) => page.evaluate(() => ({
  mainThreadVerifier: typeof (globalThis as { GfVerify?: unknown }).GfVerify !== "undefined",
  violations: (globalThis as { gfViolations?: string[] }).gfViolations ?? [],
}));

describe("the badge's verifier worker, under Discourse's Content-Security-Policy", () => {
  let topicUrl = "";
  let expected: { status: string; title: string; detail: string }[] = [];

  beforeAll(async () => {
    const site = await (await fetch(`${s.forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const pool = await s.post("alicia", { title: "Insignias en un worker", category: site.categories[0]!.id, raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]" });
    await s.until("the service's roll", async () => {
      const body = await (await fetch(`${s.forumUrl}/gf-sandbox/api/t/${pool.topic_id}.json`)).json() as { posts: { username: string; raw: string }[] };
      return body.posts.find((p) => p.username === "gf-dice" && p.raw.includes("gf3."));
    });
    topicUrl = `${s.forumUrl}/t/${pool.topic_id}`;
  });

  it("the sandbox's page sends Discourse's worker-src, and the badge verifies in a worker it allows", async () => {
    const page = s.page;
    await watchPolicy(page);
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
    const response = await page.goto(topicUrl);
    const origin = new URL(s.forumUrl).origin;
    expect(response!.headers()["content-security-policy"]).toBe(
      `base-uri 'self'; object-src 'none'; worker-src 'self' ${origin}/assets/ ${origin}/javascripts/ ${origin}/plugins/; manifest-src 'self'`);
    expected = await badges(page);
    await page.screenshot({ path: artifact("badge", "worker-en.png"), fullPage: true });
    // The service's fresh roll: signed, dated at the forum's time, its faces checkable when the epoch is revealed.
    expect(expected).toEqual([expect.objectContaining({ status: "signed", detail: expect.stringContaining("Dated at the forum's own time for its block.") })]);
    expect(workers).toEqual(["/plugins/genrefuzzion/javascripts/gf-verify.js"]);
    expect(await pageState(page)).toEqual({ mainThreadVerifier: false, violations: [] });
    // What the worker proved (here the operator's key, found torsion-free) it keeps itself, in the
    // origin's IndexedDB (checked-store.ts); the page's localStorage is never touched.
    const kept = await (await page.waitForFunction(() => new Promise<string | false>((resolve) => {
      const open = indexedDB.open("gf-dice");
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        try {
          const get = open.result.transaction("checked").objectStore("checked").get("checked");
          // Written in steps (where the commitment post was found as it is read, the key once verified): waited until the key is in.
          get.onsuccess = () => { open.result.close(); resolve(typeof get.result === "string" && /"keys":\["/.test(get.result) ? get.result : false); };
          get.onerror = () => resolve(false);
        } catch { open.result.close(); resolve(false); }
      };
    }))).jsonValue();
    // Beside it, where the commitment post was found (its topic), which a later page reads beside the document.
    expect(JSON.parse(kept as string)).toEqual({ heads: expect.any(Array), keys: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      topics: [[expect.stringMatching(/\/\.well-known\/gf-dice\.json $/), expect.any(Number), expect.any(Number)]] });
    expect(await page.evaluate(() => localStorage.getItem("gf-dice-checked"))).toBeNull();
    expect(s.errors).toEqual([]);
  });

  it("without Worker, every badge says this browser cannot run the verifier, and the page loads no verifier of its own", async () => {
    const page = await s.page.context().newPage();
    await watchPolicy(page);
    const scripts = watchScripts(page);
    await page.addInitScript(() => { delete (globalThis as { Worker?: unknown }).Worker; });
    await page.goto(topicUrl);
    expect(await badges(page)).toEqual(expected.map(() => ({ status: "unverifiable", title: NO_WORKER, detail: "" })));
    expect(await pageState(page)).toEqual({ mainThreadVerifier: false, violations: [] });
    expect(scripts).toEqual(["/plugins/genrefuzzion/javascripts/gf-verify-worker.js"]);
    await page.close();
  });

  it("where a stricter policy refuses the worker, every badge says this browser cannot run the verifier", async () => {
    const page = await s.page.context().newPage();
    await watchPolicy(page);
    // The forum's page as before, with a second policy whose worker-src allows nothing (a <meta> policy,
    // added before the page's scripts run: both policies apply). Not a rewritten response: Chromium
    // would then treat the page as public and refuse its reads of the service on 127.0.0.1.
    await page.addInitScript(() => {
      const add = () => {
        if (!document.head) return false;
        const meta = document.createElement("meta");
        meta.httpEquiv = "Content-Security-Policy";
        meta.content = "worker-src 'none'";
        document.head.prepend(meta);
        return true;
      };
      if (add()) return;
      const watch = new MutationObserver(() => { if (add()) watch.disconnect(); });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto(topicUrl);
    expect(await badges(page)).toEqual(expected.map(() => ({ status: "unverifiable", title: NO_WORKER, detail: "" })));
    const state = await pageState(page);
    expect(state.mainThreadVerifier).toBe(false);
    expect(state.violations).toEqual([expect.stringMatching(/^worker-src .*\/plugins\/genrefuzzion\/javascripts\/gf-verify\.js/)]);
    await page.close();
  });
});
