// Every drawn card is in the accessibility tree, however far below the screen: a screen reader's
// reader meets each card's text and controls in a long topic as a sighted reader does by scrolling.
// Chromium leaves content skipped by content-visibility: auto out of its accessibility tree
// (measured in Chromium 156 with CDP's Accessibility.getFullAXTree: of 60 cards below one another,
// only the 25 near the screen were there), so the stylesheet lets the browser skip a card only
// while it waits to be drawn (div[data-gf-card] without data-gf-block), never once it is drawn.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { buildPageScript, launch, openAs } from "./support/browser.js";

jest.setTimeout(90_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;

const CARDS = 40;

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** The names of the accessibility tree's nodes, as Chromium gives them to assistive technology. */
async function accessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree") as { nodes: { ignored?: boolean; role?: { value?: unknown }; name?: { value?: unknown } }[] };
  // A text once: not the InlineTextBox nodes under a StaticText that repeat its name.
  return nodes.filter((n) => !n.ignored && n.role?.value !== "InlineTextBox").map((n) => String(n.name?.value ?? ""));
}

describe("cards far below the screen", () => {
  it.each(["es", "en"] as const)("every drawn card's text is in the accessibility tree (%s)", async (lang) => {
    const forum = sandbox.forum;
    const alicia = forum.userByName("alicia")!;
    const topic = forum.createTopic(alicia, lang === "es" ? "Una escena muy larga de prueba" : "A very long scene for testing", "…", sandbox.category.id);
    for (let i = 0; i < CARDS; i++) forum.createReply(alicia, topic.topicId, `[gf-pool]\nd8 d6 d4\n[/gf-pool]\n\nTirada ${i}`, null);
    const page = await browser.context.newPage();
    await openAs(page, sandbox.url, "alicia", lang);
    await page.goto(`${sandbox.url}/t/${topic.topicId}`);
    await page.waitForFunction((n) => document.querySelectorAll("div[data-gf-block]").length >= n
      && document.querySelectorAll("div[data-gf-card]:not([data-gf-block])").length === 0, CARDS, { timeout: 60_000 });
    // The last card is far below the screen: a reader meets it only by scrolling, or in the accessibility tree.
    expect(await page.locator("div[data-gf-block]").last().evaluate((e) => e.getBoundingClientRect().top > innerHeight * 3)).toBe(true);
    // Each card's title ("Pozo", "Pool"), as Chromium gives it to assistive technology: once per card.
    const title = (await page.locator("div[data-gf-block]").first().locator(".gf-card-title, h3, strong").first().textContent())!.trim();
    expect(title).toBe(lang === "es" ? "Pozo" : "Pool");
    expect((await accessibleNames(page)).filter((name) => name === title)).toHaveLength(CARDS);
    await page.close();
  });
});
