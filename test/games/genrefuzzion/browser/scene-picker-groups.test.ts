// The scene card's picker offers everything a pool may take where the scene is (GF-POOL-2, GF-POOL-4):
// in a real Chromium on the sandbox forum, against the real dice service, Lía's player opens the
// picker from the scene card's "Roll a pool" and finds her sheet's traits, the scene's cliché, the
// opponent's problem (from Bruno's sheet), the ally the scene calls (Dino, whose trait she names) and
// the points; what the picker composes previews as cards and the service rolls it without a refusal.
// The scene is typed as players may type it, without a "protagonista:" line (it is its author's).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { BRUNO, DINO, gameOf, LIA, PRESENT, say, sheetPost } from "../service/support.js";
import { harness, type Harness } from "../../../service/harness.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";

jest.setTimeout(90_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let topicId = 0;
let liaSheetTopic = 0;

/** Bruno carries a problem from an earlier scene (GF-PROB-1): the opponent's problem Lía may use (GF-POOL-4). */
const BRUNO_WITH_PROBLEM = BRUNO.replace("pv: 3", "problem: Resaca d6\npv: 3");
const SCENE_WITH_ALLY = [
  "Lía entra en el patio.", "",
  "[gf-scene]", "título: Duelo en el patio", "escenario: El patio del instituto, a la salida", "tono: tenso",
  "cliché: Lluvia de otoño d6", "antagonista: Bruno", "intención: Bruno me pide perdón delante de todos",
  "aliados: Dino", "[/gf-scene]",
].join("\n");

beforeAll(async () => {
  h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"], pageScript: await buildPageScript() }, config: { game: { moderator: "dani" } } });
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  liaSheetTopic = h.sandbox.forum.posts.get(await sheetPost(h, "ana", LIA))!.topicId;
  await sheetPost(h, "beto", BRUNO_WITH_PROBLEM);
  await sheetPost(h, "dani", DINO);
  await h.settle();
  topicId = (await say(h, "ana", SCENE_WITH_ALLY)).post.topic_id;
  await say(h, "beto", PRESENT, topicId);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("the scene card's picker", () => {
  it("GF-POOL-2, GF-POOL-4, GF-ALLY-1, GF-SCENE-2: in a scene that does not name its protagonist, offers Lía's traits (her player's sheet), the scene's cliché, Bruno's problem, the called ally (a trait field wide enough to read, asked for when empty, and a click after typing that is not lost) and points; composes in the scene, and the service rolls it", async () => {
    expect((await gameOf(h, topicId)).topic!.game.phase).toBe("p_roll");
    await page.goto(`${h.sandbox.url}/t/${topicId}`);
    await page.locator("[data-gf-turn-action=pool]", { hasText: "Tirar un pozo" }).click();
    const picker = page.locator("[data-gf-block=scene] .gf-scene-picker");
    await picker.getByLabel("Bruja novata").waitFor();
    const groups = await picker.locator("fieldset legend").evaluateAll((els) => els.map((e) => e.textContent));
    expect(groups.slice(0, 5)).toEqual(["Clichés", "Relaciones", "Clichés de escena", "Problemas del rival", "Aliados"]);
    await picker.getByLabel("Bruja novata").check();
    await picker.getByLabel("Lluvia de otoño").check();
    await picker.getByLabel("Resaca").check();
    await picker.getByRole("checkbox", { name: "Dino", exact: true }).check();
    // An ally lends one of their traits, which the player names (GF-POOL-2 S6): asked for, not left blank.
    await picker.getByRole("button", { name: "Abrir el editor con este pozo" }).click();
    await expect(picker.getByRole("alert").innerText()).resolves.toContain("Escribe el rasgo que presta Dino.");
    const trait = picker.getByLabel("El rasgo que presta Dino");
    await trait.fill("Ninja");
    // The field shows what was typed: it is not drawn at a checkbox's size.
    expect(await trait.evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(100);
    await picker.screenshot({ path: artifact("picker", "scene-groups-es.png") });
    await picker.getByRole("button", { name: "Abrir el editor con este pozo" }).click();
    const text = await page.inputValue("#gf-composer-text");
    // Lía's sheet is found from the scene's author although the scene does not name its protagonist.
    const sheetPostId = h.sandbox.forum.topicPosts(liaSheetTopic)[0]!.id;
    expect(text.trim()).toBe(`[gf-pool personaje="Lía" ficha=${sheetPostId} rol="protagonista"]\ncliché: Bruja novata d8\nescena: Lluvia de otoño d6\nproblema: Resaca d6\naliado Dino: Ninja\n[/gf-pool]`);
    await page.locator(".gf-composer-preview [data-gf-block=pool]").waitFor();
    expect(await page.locator(".gf-composer-preview [data-gf-block=error]").count()).toBe(0);
    await page.fill("#gf-composer-text", `Lía llama a Dino.\n\n${text}`);
    const before = h.replies(topicId).length;
    await page.click("#gf-composer-post");
    for (const end = Date.now() + 30_000; h.replies(topicId).length === before && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
    const answer = h.replies(topicId)[before]?.raw ?? "no answer";
    expect(answer).not.toMatch(/no puedo aplicar/);
    expect(answer).toMatch(/\[gf-roll /);
    // Four dice: Bruja novata d8, the scene's d6, Bruno's problem d6, Dino's Ninja d8.
    expect([...answer.matchAll(/\bd(\d+):\d+/g)].map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual([6, 6, 8, 8]);
    expect((await gameOf(h, topicId)).topic!.game.phase).toBe("a_decide");
    expect(errors).toEqual([]);
  });
});
