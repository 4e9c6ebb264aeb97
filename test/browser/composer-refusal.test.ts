// The sandbox page's composer meets Discourse's validators as a player does on a real forum: a reply
// or a topic the forum refuses (422, src/sandbox/post-validator.ts) shows Discourse's message and keeps
// what the player wrote, so nothing is lost; the page's own "Create a sheet" posts, its suggested title
// passing Discourse's title rules. Chromium; screenshots in test-results/composer-refusal/.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { artifact, buildPageScript, openAs, testPage } from "./support/browser.js";
import { openReply } from "./support/composer-post.js";
import { newSheet } from "./support/gf-sheet.js";

jest.setTimeout(90_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof testPage>>["browser"];
let page: Page;

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript(), posting: {} });
  ({ browser, page } = await testPage());
  await openAs(page, sandbox.url, "alicia", "en");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const status = () => page.locator(".gf-composer-status");

describe("the page's composer against Discourse's validators", () => {
  it("posts the page's own sheet under its suggested title, then shows a refused reply's message and keeps its text", async () => {
    await page.goto(`${sandbox.url}/`);
    // Titled after the player, never naming a character for them (GF-CHAR-4: the player names it).
    await newSheet(page, "alicia");
    expect(await page.inputValue("#gf-composer-title")).toBe("alicia's character sheet");
    await page.click("#gf-composer-post");
    await page.waitForURL(/\/t\/\d+/);
    const topicId = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    expect(sandbox.forum.topics.get(topicId)?.title).toBe("alicia's character sheet");

    await openReply(page);
    await page.fill("#gf-composer-text", "I surrender");
    await page.click("#gf-composer-post");
    await status().filter({ hasText: "Body is too short (minimum is 20 characters)" }).waitFor();
    expect(await page.inputValue("#gf-composer-text")).toBe("I surrender");
    expect(sandbox.forum.topicPosts(topicId)).toHaveLength(1);
    await page.screenshot({ path: artifact("composer-refusal", "reply-too-short.png") });

    // The player adds words and posts: the same composer, now taken.
    await page.fill("#gf-composer-text", "I surrender: Alicia lowers her umbrella");
    await page.click("#gf-composer-post");
    await page.locator(".gf-post", { hasText: "Alicia lowers her umbrella" }).waitFor();
    expect(sandbox.forum.topicPosts(topicId)).toHaveLength(2);
  });

  it("a new topic whose title Discourse refuses keeps its title and text, with the message", async () => {
    await page.goto(`${sandbox.url}/`);
    await page.click("#gf-new-topic");
    await page.fill("#gf-composer-title", "Our table");
    await page.fill("#gf-composer-text", "We start tonight at the lighthouse.");
    await page.click("#gf-composer-post");
    await status().filter({ hasText: "Title is too short (minimum is 15 characters)" }).waitFor();
    expect(await page.inputValue("#gf-composer-title")).toBe("Our table");
    expect(await page.inputValue("#gf-composer-text")).toBe("We start tonight at the lighthouse.");
    expect([...sandbox.forum.topics.values()].map((t) => t.title)).toEqual(["alicia's character sheet"]);
  });
});
