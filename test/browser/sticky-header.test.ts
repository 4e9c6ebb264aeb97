// The sandbox page's sticky header never covers a post: a topic opened at its first post, a link to a
// post (#post_N, the "in reply to" links) and a post reached by the keyboard each show the post's top
// below the header, at a desktop's 1280×800 and a phone's 390×844, where the header wraps to more lines.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let topicId: number;

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  browser = await launch();
  const first = await h.post("alicia", "La noche del faro empieza con la niebla sobre el puerto, y nadie sabe quién encendió la luz.");
  topicId = first.topic_id;
  for (let i = 1; i <= 6; i++) await h.post(i % 2 ? "bruno" : "alicia", `Respuesta número ${i}: ${"la niebla sigue espesa y el faro parpadea. ".repeat(6)}`, topicId);
  // bruno answers the first post: his post's "in reply to" link leads back to it.
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "bruno", "Content-Type": "application/json" },
    body: JSON.stringify({ topic_id: topicId, reply_to_post_number: 1, raw: "Vuelvo a lo primero: ¿quién encendió la luz del faro aquella noche?" }) });
  if (r.status !== 200) throw new Error(`reply: ${r.status}`);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** How far the header's bottom edge reaches over the post's top edge, in CSS pixels (0 or less: not covered). */
async function covered(page: Page, postNumber: number): Promise<number> {
  return page.evaluate((n) => {
    const header = document.querySelector(".gf-site-header")!.getBoundingClientRect();
    const post = document.getElementById(`post_${n}`)!.getBoundingClientRect();
    return Math.round(header.bottom - post.top);
  }, postNumber);
}

describe("the sandbox page's sticky header", () => {
  for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]] as const) {
    it(`covers no post it scrolls to: the first, a linked one, the one after a reply link (${name} ${viewport.width}×${viewport.height})`, async () => {
      const page = await browser.context.newPage();
      try {
        await page.setViewportSize(viewport);
        await openAs(page, h.sandbox.url, "alicia", "es");
        for (const n of [1, 4]) {
          await page.goto(`${h.sandbox.url}/t/${topicId}#post_${n}`);
          await page.locator(`#post_${n}`).waitFor();
          await page.waitForFunction((k) => location.hash === `#post_${k}`, n);
          await page.evaluate((k) => document.getElementById(`post_${k}`)!.scrollIntoView(), n);
          await page.screenshot({ path: artifact("page", `sticky-header-${name}-post${n}.png`) });
          expect(await covered(page, n)).toBeLessThanOrEqual(0);
        }
        // The last post's "in reply to" link, the browser's own jump to #post_1.
        await page.locator("#post_8 .gf-post-reply-to").click();
        await page.waitForFunction(() => location.hash === "#post_1");
        await page.waitForFunction(() => document.getElementById("post_1")!.getBoundingClientRect().top < window.innerHeight / 2);
        await page.screenshot({ path: artifact("page", `sticky-header-${name}-reply-link.png`) });
        expect(await covered(page, 1)).toBeLessThanOrEqual(0);
      } finally { await page.close(); }
    });
  }
});
