// A reader's page on a harness's sandbox forum with the badge set up as an admin sets it up (the
// plugin's gf_public_key and gf_service_url from the service, gf_categories its category), in a real
// Chromium, logged in as `user`.
import type { Page } from "playwright-core";
import type { Harness } from "../../service/harness.js";
import { launch, openAs, watchErrors } from "./browser.js";

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
