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
