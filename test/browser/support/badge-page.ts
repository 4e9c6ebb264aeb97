// A reader's page on a harness's sandbox forum with the badge set up as an admin sets it up (the
// plugin's gf_public_key and gf_service_url from the service, gf_categories its category), in a real
// Chromium, logged in as `user`.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../../service/harness.js";
import { until } from "../../support/until.js";
import { buildPageScript, launch, openAs, watchErrors } from "./browser.js";

export async function badgePage(h: Harness, publicKey: string, user: string, lang: "es" | "en"):
  Promise<{ browser: Awaited<ReturnType<typeof launch>>; page: Page; errors: string[] }> {
  h.sandbox.siteSettings["gf_public_key"] = publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  h.sandbox.siteSettings["gf_service_url"] = h.service.url;
  const browser = await launch();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  await openAs(page, h.sandbox.url, user, lang);
  return { browser, page, errors };
}

/** alicia's pool of three d12 in a new topic, and the service's reply that rolled it (its post id). */
export async function rolledPool(h: Harness): Promise<{ pool: { id: number; topic_id: number; created_at?: string | undefined }; roll: number }> {
  const pool = await h.post("alicia", "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
  await h.settle();
  const roll = (await until("the roll", () => h.replies(pool.topic_id).find((r) => r.raw.includes("gf3."))))!.id;
  return { pool, roll };
}

/** Each roll card's badge in `topic`, by the post that holds it, once none is still checking. */
export async function rollBadges(page: Page, forumUrl: string, topic: number): Promise<Map<number, { status: string; detail: string }>> {
  await page.goto(`${forumUrl}/t/${topic}`);
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll(".gf-post [data-gf-block=roll]")];
    return cards.length > 0 && cards.every((c) => c.querySelector(".gf-verify") && c.getAttribute("data-gf-verified") !== "checking");
  });
  const rows = await page.locator(".gf-post").evaluateAll((els) => els.flatMap((e) => {
    const card = e.querySelector("[data-gf-block=roll]");
    return card ? [{ post: Number(e.getAttribute("data-post-id")), status: card.getAttribute("data-gf-verified") ?? "",
      detail: card.querySelector(".gf-verify-detail")?.textContent ?? "" }] : [];
  }));
  return new Map(rows.map((r) => [r.post, { status: r.status, detail: r.detail }]));
}

/**
 * What the operator serves browsers only: a document of its choosing at `url`/.well-known/gf-dice.json,
 * with CORS as the service serves its own (point gf_service_url at `url`).
 */
export async function operatorDocuments(): Promise<{ url: string; serve(doc: unknown): void; close(): Promise<void> }> {
  let served: unknown;
  const server = createServer((req, res) => {
    res.writeHead(req.url === "/.well-known/gf-dice.json" ? 200 : 404, { "content-type": "application/json", "access-control-allow-origin": "*" })
      .end(JSON.stringify(served));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, serve: (doc) => { served = doc; },
    close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * An operator's forum in Chromium: the real service and its sandbox with the badge set up (badgePage,
 * as alicia in English), a server for documents served to browsers only, and the badges of a topic read
 * in either language (alicia in English, bruno in Spanish). `close` ends them all.
 */
export async function operatorForum(): Promise<{ h: Harness; page: Page; errors: string[]; documents: Awaited<ReturnType<typeof operatorDocuments>>;
  badgesIn(topic: number, lang: "en" | "es"): Promise<Map<number, { status: string; detail: string }>>; close(): Promise<void> }> {
  const h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  const doc = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as { publicKey: string };
  const { browser, page, errors } = await badgePage(h, doc.publicKey, "alicia", "en");
  const documents = await operatorDocuments();
  return { h, page, errors, documents,
    async badgesIn(topic, lang) {
      await openAs(page, h.sandbox.url, lang === "en" ? "alicia" : "bruno", lang);
      return rollBadges(page, h.sandbox.url, topic);
    },
    async close() { await browser.close(); await documents.close(); await h.close(); } };
}
