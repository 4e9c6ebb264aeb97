// A page holding the plugin's committed gf-verify-worker.js (the badge's page-side script, with its
// queueRollCheck) over the given markup, in a real Chromium: for the badge's drawing tested with a
// verifier whose answers the test sets.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { launch } from "./browser.js";

export async function badgeScriptPage(html: string): Promise<{ browser: Awaited<ReturnType<typeof launch>>; page: Page }> {
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.setContent(html);
  await page.addScriptTag({ content: readFileSync("plugin/public/javascripts/gf-verify-worker.js", "utf8") });
  return { browser, page };
}
