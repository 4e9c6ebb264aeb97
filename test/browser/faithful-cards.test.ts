// Every kind of card, cooked as a forum cooks it and then drawn as a reader's browser draws it:
// the plugin's committed markdown bundle runs in a bare V8 (as Discourse runs it server-side),
// its output goes through the model of Discourse's sanitizer with the allowlist the bundle
// registers, and the plugin's committed client bundle then decorates that HTML in a real Chromium,
// in English and in Spanish. Nothing a card needs may be lost on the way, and the drawn cards must
// be whole: titles, labels and badges in the reader's language, the roll verified.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { toHex } from "../../src/dice/bytes.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { pluginWords } from "../support/plugin-words.js";
import { cardsOf } from "../markup/support/cards.js";
import { discourseEngine, type Feature } from "../markup/support/discourse-engine.js";
import { shippedSetup } from "../markup/support/shipped-bundle.js";
import { rollBlock, testOperator } from "../plugin/support/roll-block.js";
import { addClient, artifact, launch, watchErrors } from "./support/browser.js";
import { EVERY_KIND } from "./support/every-kind.js";
import { cardStrings, foreignStrings } from "./support/language.js";
import { pluginStylesheet } from "../../src/sandbox/page/plugin-stylesheet.js";

jest.setTimeout(90_000);
const CONTEXT = { forum: "forum.example.org", topic: 7, post: 42, block: 0 };

/** One post with every kind of card (and every kind of pool line), as players and the service write them. */
function everyCard(roll: string): string {
  return [
    "Ana entra al faro.",
    '[gf-pool personaje="Ana" rol=protagonista escena=1 ficha=12]\ncliché: Intuición sobrenatural d8\nrelación Bea: Le debe la vida d6\nventaja sacrificada: Paraguas d6\naliado Carla: Cazadora d6\nproblema: Borracha d6\ncliché de escena: Tormenta d6\ncontra: Celosa d8\npk\ntruco: Cámara lenta d8\nregalo: Ayuda d6\nceder: Miedo d4\ncliché: Sin tamaño\nd10\nimpulso: pk\n[/gf-pool]',
    "[gf-pool]\nd8 d6 d4\n[/gf-pool]",
    "[gf-scene]\nnúmero: 1\ntítulo: La noche del faro\nescenario: Un faro\ntono: tenso\ncliché de escena: Tormenta d6\nprotagonista: Ana\nextra: El farero — un viejo gruñón\nintención: Ana descubre quién enciende el faro\naliados: Carla y Dani\n[/gf-scene]",
    roll,
    // A scene action of every type (English keywords) and an interval action of every type (Spanish ones).
    EVERY_KIND.en.action,
    EVERY_KIND.es.interval,
    "[gf-ficha]\nnombre: Lía\njugadora: @ana\nconcepto: Bruja novata\ncliché: Bruja novata d8\nrelación Bea: Amiga d6\ntruco Arma predilecta: su escoba\ntreta Opsss:\nobjetivo 10 abierto: Aprobar\npv: 0\npk: 0\nnotas: Vive en el faro.\n[/gf-ficha]",
    "[gf-pool]\ncliché: Fuerte d7\n[/gf-pool]",
  ].join("\n\n");
}

let setup: Feature["setup"];
let raw = "";
let publicKey = "";
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  setup = await shippedSetup();
  const operator = testOperator();
  publicKey = toHex(operator.publicKey);
  raw = everyCard(rollBlock(operator, CONTEXT, [4, 6, 6, 8, 8], "es", { personaje: "Ana", rol: "protagonista", escena: "1" }).raw);
  browser = await launch();
}, 60_000);

afterAll(async () => { await browser?.close(); });

/** The post as a forum stores it: cooked by the bundle, then sanitized with the allowlist it registered. */
function cookAsDiscourse(): { cooked: string; sanitized: string } {
  const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: "es" });
  const allowList = engine.allowListed.flatMap(([, info]) => info as string[]);
  const cooked = engine.cook(raw);
  return { cooked, sanitized: makeDiscourseSanitizer(allowList)(cooked) };
}

describe("every card, through Discourse's sanitizer and then the client", () => {
  it("keeps each card's block, lines and data whole through the sanitizer: the client reads the same cards", () => {
    const { cooked, sanitized } = cookAsDiscourse();
    const before = cardsOf(cooked);
    expect(before.map((c) => c.block)).toEqual(["pool", "pool", "scene", "roll", "action", "interval", "sheet", "error"]);
    expect(cardsOf(sanitized).map((c) => [c.block, c.data])).toEqual(before.map((c) => [c.block, c.data]));
    const text = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&#39;/g, "'");
    expect(text(sanitized)).toBe(text(cooked));
    // The sheet's warnings, from the creation checks the client loads for sheet cards.
    expect((before[6]!.data["warnings"] as unknown[]).length).toBeGreaterThan(0);
  });

  async function drawn(page: Page, sanitized: string, lang: "es" | "en"): Promise<void> {
    const css = pluginStylesheet();
    await page.setContent(`<!doctype html><html lang="${lang}"><head><style>${css}</style></head><body><div class="cooked" id="post">${sanitized}</div></body></html>`);
    // The core bundle; GenreFuzzion's cards come with its chunk, gf-genrefuzzion.js, which the core asks for.
    await addClient(page);
    // The roll badge's page-side script, as loadScript would run it; it runs the verifier, gf-verify.js, as
    // a Web Worker (here from a blob: this page has no origin to serve it from).
    await page.addScriptTag({ content: readFileSync("plugin/public/javascripts/gf-verify-worker.js", "utf8") });
    // The sheet card's creation checks, the plugin's third script, likewise.
    await page.addScriptTag({ content: readFileSync("plugin/public/javascripts/gf-sheet-checks.js", "utf8") });
    await page.waitForFunction(() => "gfClient" in window && "GfVerifyWorker" in window && "GfSheetChecks" in window);
    const tree = pluginWords(lang);
    await page.evaluate(({ tree, lang, publicKey, context, verifier }) => {
      const t = (key: string, params?: Record<string, unknown>) => {
        let node: unknown = tree;
        for (const part of `genrefuzzion.${key}`.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
        return typeof node === "string" ? node.replace(/%\{(\w+)\}/g, (_, k: string) => String(params?.[k])) : `[${lang}.${key}]`;
      };
      const post = document.getElementById("post")!;
      // One verifier for the page, as the initializer's loadVerifier gives.
      const pageVerifier = (window as unknown as { GfVerifyWorker: { pageVerifier(s: { verify: string }): unknown } }).GfVerifyWorker
        .pageVerifier({ verify: URL.createObjectURL(new Blob([verifier], { type: "text/javascript" })) });
      (window as unknown as { gfClient: { decorateCooked(root: ParentNode, host: unknown): void } }).gfClient.decorateCooked(post, {
        lang, t, publicKey, forum: context.forum, topicId: context.topic, postId: 1, username: "ana",
        composeReply: () => undefined, thread: () => [{ id: 1, postNumber: 1, username: "alicia", element: post }],
        loadVerifier: () => Promise.resolve(pageVerifier),
        loadSheetChecks: () => Promise.resolve((window as unknown as { GfSheetChecks: unknown }).GfSheetChecks),
        loadGame: (window as unknown as { gfLoadGame: unknown }).gfLoadGame,
      });
    }, { tree, lang, publicKey, context: CONTEXT, verifier: readFileSync("plugin/public/javascripts/gf-verify.js", "utf8") });
    // The sheet card is drawn once its checks are loaded.
    await page.locator("#post [data-gf-block=sheet]").waitFor();
    await page.waitForFunction(() => !document.querySelector("#post [data-gf-card]:not([data-gf-block])"));
  }

  it.each(["en", "es"] as const)("draws every card whole for a reader in %s", async (lang) => {
    const { sanitized } = cookAsDiscourse();
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await drawn(page, sanitized, lang);
    const cards = page.locator("#post [data-gf-block]");
    expect(await cards.count()).toBe(8);
    const text = await page.locator("#post").innerText();
    expect(text).not.toMatch(/\[(es|en)\.[\w.-]+\]/); // no missing translation
    const L = lang === "en"
      ? { pool: "Ana's pool", free: "Pool", scene: "Scene 1", roll: "Ana's roll", action: "Scene action · Mr Grey", interval: "Interval · Ana", sheet: "Lía", error: "The [gf-pool] block has errors", verified: "Signed roll", sacrificed: "sacrificed", boost: "+3 to the result (1 PK)" }
      : { pool: "Pozo de Ana", free: "Pozo", scene: "Escena 1", roll: "Tirada de Ana", action: "Acción de escena · Mr Grey", interval: "Intervalo · Ana", sheet: "Lía", error: "El bloque [gf-pool] tiene errores", verified: "Tirada firmada", sacrificed: "sacrificada", boost: "+3 al resultado (1 PK)" };
    await expect(cards.locator(".gf-card-title, .gf-error-title").allTextContents()).resolves.toEqual(
      [L.pool, L.free, L.scene, L.roll, L.action, L.interval, L.sheet, L.error]);
    // Every pool line is labelled by its kind, every action by its type.
    expect(await cards.nth(0).locator(".gf-entry").count()).toBe(13);
    expect(await cards.nth(0).locator(".gf-entry .gf-kind").count()).toBe(13);
    await expect(cards.nth(0).innerText()).resolves.toContain(L.sacrificed);
    await expect(cards.nth(0).locator(".gf-boost").allTextContents()).resolves.toContain(L.boost);
    expect(await cards.nth(4).locator(".gf-action-item .gf-kind").count()).toBe(19);
    expect(await cards.nth(5).locator(".gf-action-item .gf-kind").count()).toBe(10);
    // The roll is verified against the site's key, for this post, topic and forum (once the page's batch is checked).
    await page.locator("#post [data-gf-block=roll]:not([data-gf-verified=checking])").waitFor();
    expect(await cards.nth(3).getAttribute("data-gf-verified")).toBe("signed");
    await expect(cards.nth(3).locator(".gf-verify-toggle").innerText()).resolves.toBe(L.verified);
    // The scene's turn, the sheet's picker (the reader is Lía's player, @ana) and its warnings with their rule IDs.
    expect(await cards.nth(2).locator(".gf-turn").count()).toBe(1);
    expect(await cards.nth(6).locator("[data-gf-button=build-pool]").count()).toBe(1);
    expect(await cards.nth(6).locator(".gf-warning .gf-rule").count()).toBeGreaterThan(0);
    expect(await cards.nth(7).locator(".gf-error-item .gf-rule").allTextContents()).toEqual(["GF-DIE-1"]);
    for (let i = 0; i < 8; i++) {
      // Wholly in the reader's language: no text, label or tooltip of the other language's catalogue.
      const block = await cards.nth(i).getAttribute("data-gf-block");
      const strings = await cardStrings(cards.nth(i));
      expect([block, foreignStrings(strings, lang)]).toEqual([block, []]);
      // Not vacuous: a reader of the other language would find this card's labels foreign.
      expect([block, foreignStrings(strings, lang === "es" ? "en" : "es").length > 0]).toEqual([block, true]);
      await cards.nth(i).screenshot({ path: artifact("faithful", `${i}-${await cards.nth(i).getAttribute("data-gf-block")}-${lang}.png`) });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
