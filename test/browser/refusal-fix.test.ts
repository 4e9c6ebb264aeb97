// What a new group hit first: a block never closed. In a real Chromium on the sandbox forum, against
// the real dice service, Alicia posts "[gf-pool] se abre…" with no closing tag from the page's
// composer. The service's refusal shows in the thread quoting her line as code, drawing no card of
// its own (no broken error card inside the bot's post), and tells her to fix it by editing the post;
// she does, with the pencil and an edit reason, and the service rolls the edited post: its roll
// arrives as a card the page verifies. Nothing the service says is something the page cannot do.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "./support/browser.js";
import { openReply } from "./support/composer-post.js";

jest.setTimeout(90_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  h.sandbox.siteSettings["gf_public_key"] = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "alicia", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** The service's replies in `topic` once there are more than `n`. */
async function replyAfter(topic: number, n: number) {
  for (const end = Date.now() + 30_000; h.replies(topic).length <= n && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
  return h.replies(topic)[n];
}

describe("a block never closed, on the page", () => {
  let topic = 0;
  let poolPost = 0;

  it("the service's refusal quotes the line as code and draws no card in its own post; it says to edit the post", async () => {
    await page.goto(`${h.sandbox.url}/t/${(await h.post("alicia", "Mesa de pruebas: tiradas libres.")).topic_id}`);
    topic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    await openReply(page);
    await page.fill("#gf-composer-text", "Alicia tira.\n\n[gf-pool] se abre… y nunca se cierra\nd8 d6");
    await page.click("#gf-composer-post");
    const refusal = await replyAfter(topic, 0);
    expect(refusal?.raw ?? "no answer").toContain("corrígelo editando el mensaje y escribiendo un motivo de edición nuevo, y lo tiraré entonces");
    poolPost = h.sandbox.forum.topicPosts(topic).find((p) => p.raw.includes("nunca se cierra"))!.id;
    const shown = page.locator(`.gf-post[data-post-id="${refusal!.id}"]`);
    await shown.waitFor();
    // The player's line, as code: readable, never a card.
    await expect(shown.locator("code").allInnerTexts()).resolves.toContain("[gf-pool] se abre… y nunca se cierra");
    expect(await shown.locator("[data-gf-block], .gf-card, .gf-error").count()).toBe(0);
    await page.screenshot({ path: artifact("refusal", "never-closed-es.png"), fullPage: true });
  });

  it("Alicia fixes it with the pencil, and the service rolls the edited post: a signed roll card in the thread", async () => {
    const mine = page.locator(`.gf-post[data-post-id="${poolPost}"]`);
    await mine.locator("[data-gf-edit]").click();
    await page.fill("#gf-composer-text", "Alicia tira.\n\n[gf-pool]\nd8 d6\n[/gf-pool]");
    await page.fill("#gf-composer-reason", "cierro el bloque");
    await page.click("#gf-composer-post");
    await mine.locator("[data-gf-block=pool]").waitFor();
    await mine.locator(".gf-post-history").waitFor();
    const roll = await replyAfter(topic, 1);
    expect(roll?.raw ?? "no answer").toMatch(new RegExp(`\\[gf-roll post=${poolPost} (?:bloque|block)=0 `));
    const card = page.locator(`.gf-post[data-post-id="${roll!.id}"] [data-gf-block=roll]`);
    await card.waitFor();
    await page.waitForFunction((id) => document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)?.getAttribute("data-gf-verified") === "signed", roll!.id);
    expect(await card.locator(".gf-rolled .gf-die").count()).toBe(2);
    await page.screenshot({ path: artifact("refusal", "fixed-and-rolled-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
