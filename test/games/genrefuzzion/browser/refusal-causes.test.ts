// GenreFuzzion's refusals name what is wrong and quote the line at fault, and the
// pool picker says a pool's price and a retry's size before the service has to refuse them. In a real
// Chromium on the sandbox forum against the real service (fixed dice), Lía's player has no points:
// a pool with a third cliché is refused quoting that cliché and naming GF-POOL-3, one buying a d6
// quotes the `pk` line and names the purchase (GF-POOL-2), and a retry one die short quotes the pool
// block itself, not its first cliché (GF-RES-6). Both pickers say a third cliché's price
// before one is ticked and, at 0 PV, disable a third (es, en); the scene card's retry picker says how many dice a retry needs.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import type { Harness } from "../../../service/harness.js";
import { BRUNO_POOL, LIA, gameOf, pool, PRESENT, say, SCENE, table } from "../service/support.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(120_000);
let h: Harness;
let lia = 0;
let topic = 0;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const t = await table({}, undefined, { seed: "refusal-causes", pageScript: await buildPageScript() });
  h = t.h;
  lia = t.sheets.lia;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  // The Moderator's own edit is recorded at once (GF-FORUM-4): Lía's player has nothing left to spend.
  await h.edit("dani", lia, LIA.replace("pv: 3", "pv: 0").replace("pk: 3", "pk: 0"));
  await h.settle();
  expect((await playerBalances(h.service.store, ["ana"]))["ana"]).toEqual({ pv: 0, pk: 0 });
  topic = (await say(h, "ana", SCENE)).post.topic_id;
  await say(h, "beto", PRESENT, topic);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** The one reply to a post, as the page shows it: the quoted line (as code) and its text. */
async function refusal(raw: string): Promise<{ quoted: string[]; text: string }> {
  const { replies } = await say(h, "ana", raw, topic);
  expect(replies).toHaveLength(1);
  await page.goto(`${h.sandbox.url}/t/${topic}`);
  const shown = page.locator(`.gf-post[data-post-id="${replies[0]!.id}"]`);
  await shown.waitFor();
  return { quoted: await shown.locator("blockquote code").allInnerTexts(), text: await shown.innerText() };
}

describe("GenreFuzzion's refusals quote the line at fault and name its cause", () => {
  it("GF-POOL-3, GF-PTS-2: a third cliché Lía cannot pay for is the line quoted, and the reply names it", async () => {
    const r = await refusal(pool("Lía", ["cliché: Bruja novata", "cliché: Heredera", "cliché: Curiosa"]));
    expect(r.quoted).toEqual(["cliché: Curiosa"]);
    expect(r.text).toContain("ana no tiene puntos suficientes para un tercer cliché (GF-POOL-3): hacen falta 1 PV y tiene 0");
    await page.screenshot({ path: artifact("refusals", "third-cliche-es.png"), fullPage: true });
  });

  it("GF-POOL-3: a fourth cliché is the line quoted, not the first, and the reply names the limit in words", async () => {
    const r = await refusal(pool("Lía", ["cliché: Bruja novata", "cliché: Heredera", "cliché: Curiosa", "cliché: Deportista"]));
    expect(r.quoted).toEqual(["cliché: Deportista"]);
    expect(r.text).toContain("demasiados clichés de tu personaje en el pozo: como mucho 3 y hay 4 (GF-POOL-3)");
  });

  it("GF-POOL-2, GF-PTS-2: a bought d6 without a PK quotes the `pk` line, not the first cliché", async () => {
    const r = await refusal(pool("Lía", ["cliché: Bruja novata", "pk"]));
    expect(r.quoted).toEqual(["pk"]);
    expect(r.text).toContain("para comprar un d6 (GF-POOL-2): hacen falta 1 PK y tiene 0");
  });

  it("GF-POOL-3, GF-PTS-2: in English, the sheet card's picker says a third cliché's price before one is ticked and, at 0 PV, refuses it", async () => {
    const en = await page.context().newPage();
    await openAs(en, h.sandbox.url, "ana", "en");
    await en.goto(`${h.sandbox.url}/t/${h.sandbox.forum.posts.get(lia)!.topicId}`);
    const card = en.locator("[data-gf-block=sheet]").first();
    await card.getByRole("button", { name: "Build a pool" }).click();
    const picker = card.locator(".gf-picker");
    const price = picker.locator('[data-gf-price="third-cliche"]');
    const reason = "A third cliché costs 1 PV (GF-POOL-3) and you hold 0 PV (GF-PTS-2): two clichés at most.";
    await expect(price.innerText()).resolves.toBe(reason);
    await expect(price.isVisible()).resolves.toBe(true);
    const own = picker.locator('[data-gf-kind="cliche"] input');
    expect(await own.count()).toBeGreaterThan(2);
    await own.nth(0).check();
    await own.nth(1).check();
    // The third is refused before the service has to: disabled, and described by the reason.
    await expect(own.nth(2).isDisabled()).resolves.toBe(true);
    await expect(own.nth(2).evaluate((e) => document.getElementById(e.getAttribute("aria-describedby") ?? "")?.textContent)).resolves.toBe(reason);
    await own.nth(1).uncheck();
    await expect(own.nth(2).isEnabled()).resolves.toBe(true);
    await en.screenshot({ path: artifact("refusals", "third-cliche-picker-en.png"), fullPage: true });
    // The pages share one context (its localStorage): the Spanish table's reader again.
    await openAs(en, h.sandbox.url, "ana", "es");
    await en.close();
  });

  it("GF-RES-6: the retry picker says how many dice a retry needs; a retry one die short quotes the pool block, not its first cliché", async () => {
    await say(h, "ana", pool("Lía", ["cliché: Miope"]), topic);
    await say(h, "beto", `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL)}`, topic);
    expect((await gameOf(h, topic)).topic?.game.phase).toBe("p_decide");
    await page.goto(`${h.sandbox.url}/t/${topic}`);
    await page.locator('[data-gf-turn-action="retry"]').last().click();
    const picker = page.locator("[data-gf-block=scene] .gf-scene-picker").last();
    await expect(picker.locator('[data-gf-need="retry"]').innerText()).resolves.toBe("Para reintentar hacen falta 2 dados: uno más que tu último pozo (GF-RES-6).");
    // The price of a third cliché shows before any is ticked; with 0 PV, two ticked disable the rest.
    const price = picker.locator('[data-gf-price="third-cliche"]');
    await expect(price.innerText()).resolves.toBe("Un tercer cliché cuesta 1 PV (GF-POOL-3) y tienes 0 PV (GF-PTS-2): dos clichés como mucho.");
    await expect(price.isVisible()).resolves.toBe(true);
    for (const c of ["Bruja novata", "Heredera"]) await picker.locator(`[data-gf-kind="cliche"] input[value="${c}"]`).check();
    await expect(picker.locator('[data-gf-kind="cliche"] input[value="Curiosa"]').isDisabled()).resolves.toBe(true);
    await picker.screenshot({ path: artifact("refusals", "retry-picker-es.png") });
    const r = await refusal(`[gf-action]\nreintentar\n[/gf-action]\n\n${pool("Lía", ["cliché: Bruja novata"])}`);
    expect(r.quoted).toEqual(['[gf-pool personaje="Lía"]']);
    expect(r.text).toContain("no puedes reintentar: tu nuevo pozo debe tener 2 dados y tiene 1");
    expect(errors).toEqual([]);
  });
});
