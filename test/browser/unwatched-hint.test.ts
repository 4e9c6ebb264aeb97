// A post with blocks in a category the service does not watch gets a visible hint in the sandbox, and
// what the hint says can be done from the page. In a real Chromium, Alicia posts a pool in "General"
// (the service's webhook watches only "Partidas", as `gf serve --sandbox` sets it up): the forum's
// system account answers in the thread, in the post's language, naming the tag as code (no card of
// its own) and the category to post in; the page's composer offers that category, and the same pool
// posted there reaches the service's webhook and gets no hint.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { PLUGIN_README_POSTING } from "../../src/sandbox/post-validator.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "./support/browser.js";

jest.setTimeout(90_000);
let sandbox: Sandbox;
let hook: Server;
const delivered: number[] = [];
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  // The service's end of the webhook: records which topics' posts reached it.
  hook = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => { body += c.toString(); });
    req.on("end", () => { delivered.push((JSON.parse(body) as { post: { topic_id: number } }).post.topic_id); res.end("ok"); });
  });
  await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
  sandbox = await startSandbox({ pageScript: await buildPageScript(), hintUnwatched: "es",
    // A forum with the plugin, set up per plugin/README.md (the same pool posted in two categories within minutes).
    posting: PLUGIN_README_POSTING });
  sandbox.webhooks.add({ url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhooks/discourse`, secret: "s".repeat(32),
    events: ["post_created", "post_edited"], categoryIds: [sandbox.category.id] });
  sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
  ({ browser, page, errors } = await testPage());
  await openAs(page, sandbox.url, "alicia", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await new Promise((r) => hook?.close(r));
});

/** Posts a new topic from the page's composer in the category named `category`; its topic id. */
async function newTopic(title: string, category: string, text: string): Promise<number> {
  await page.goto(`${sandbox.url}/`);
  await page.click("#gf-new-topic");
  await page.fill("#gf-composer-title", title);
  await page.selectOption("#gf-composer-category", { label: category });
  await page.fill("#gf-composer-text", text);
  await page.click("#gf-composer-post");
  await page.waitForURL(/\/t\/\d+/);
  return Number(/\/t\/(\d+)/.exec(page.url())![1]);
}

describe("blocks in a category the service does not watch", () => {
  it("get the forum's hint in the thread, in the post's language, naming the tag as code and where to post instead", async () => {
    const topic = await newTopic("Una tirada suelta en General", "General", "[gf-pozo]\nd8 d6\n[/gf-pozo]");
    const hint = page.locator(".gf-post", { has: page.locator(".gf-post-author", { hasText: "system" }) });
    await hint.waitFor();
    await expect(hint.innerText()).resolves.toContain("Este mensaje tiene bloques de GenreFuzzion ([gf-pozo]), pero el servicio de dados no vigila la categoría «General», así que nadie los leerá. Publícalo en «Partidas».");
    await expect(hint.locator("code").allInnerTexts()).resolves.toEqual(["[gf-pozo]"]);
    expect(await hint.locator("[data-gf-block]").count()).toBe(0);
    expect(delivered).not.toContain(topic);
    await page.screenshot({ path: artifact("hint", "unwatched-es.png"), fullPage: true });
  });

  it("the page can do what the hint says: its composer offers «Partidas», and the pool posted there reaches the service with no hint", async () => {
    await page.goto(`${sandbox.url}/`);
    await page.click("#gf-new-topic");
    await expect(page.locator("#gf-composer-category option").allInnerTexts()).resolves.toContain("Partidas");
    const topic = await newTopic("Una tirada en su sitio", "Partidas", "[gf-pozo]\nd8 d6\n[/gf-pozo]");
    // Every delivery the forum started is answered; the hint, had there been one, was written in the post's own event.
    await sandbox.webhooks.idle();
    expect(delivered).toContain(topic);
    expect(sandbox.forum.topicPosts(topic).map((p) => sandbox.forum.users.get(p.userId)!.username)).toEqual(["alicia"]);
    expect(errors).toEqual([]);
  });
});
