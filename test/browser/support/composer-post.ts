// Posting what the page's composer holds, for tests that then read the service's answer: the click only
// starts the browser's request, so a settle right after it may run before the post reaches the forum
// (under load it did: the post was missing, or the "last reply" read was an earlier one).
import type { Page } from "playwright-core";
import type { Harness } from "../../service/harness.js";
import { until } from "../../support/until.js";

/** Clicks the composer's Post, waits for the forum to hold that post in `topicId`, then for the service to answer it; gives the text posted. */
export async function postComposer(page: Page, h: Harness, topicId: number): Promise<string> {
  const text = (await page.inputValue("#gf-composer-text")).trim();
  await page.click("#gf-composer-post");
  await until("the composer's post on the forum", () => h.sandbox.forum.topicPosts(topicId).some((p) => p.raw.trim() === text));
  await h.settle();
  return text;
}

/**
 * Clicks the shown topic's Reply and waits for the composer to be open (the page's `composer-open` class
 * and its text area) before anything is typed: a fill right after the click waited on a text area alone,
 * and once, on a loaded machine, timed out there with nothing saying whether the composer had opened.
 */
export async function openReply(page: Page): Promise<void> {
  await page.click("#gf-reply");
  await page.waitForFunction(() => document.documentElement.classList.contains("composer-open") && document.getElementById("gf-composer-text") !== null);
}

/** Clicks the open composer's toolbar entry `entry` (its label key) and waits for the block it inserts, closed; gives the composer's text. */
export async function insertEntry(page: Page, entry: string): Promise<string> {
  await page.click(`#gf-composer [data-gf-toolbar="${entry}"]`);
  return until(`${entry} in the composer`, async () => {
    const text = await page.inputValue("#gf-composer-text");
    return /\[\/[a-z]+-/.test(text) ? text : undefined;
  });
}
