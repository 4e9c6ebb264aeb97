// The error card of a block with mistakes at a table of one language, read by a reader of the other,
// its block written in that other language too: in a real Chromium on the sandbox forum's page, each
// post cooked by the forum as Discourse's server cooks it (the games' markup, then the sanitizer with
// the plugin's allow list). Tricube's cook writes its cards, so its error card carries each error's
// code and params, not words; Pujas' block is cooked as its lines and read in the browser. Either way
// the page draws the platform's error card in the table's language (gf_category_languages), the
// keywords the player typed kept as typed, each rule linked to the table's language's rules page, the
// block shown as written. What each card showed is listed in test-results/error-cards/<game>-<lang>.txt.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { readCardValue } from "../../src/markup/card-data.js";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(120_000);

const TABLES = [
  {
    game: "tricube", table: "en", reader: "es", raw: "[tt-desafio id=muro]\nquién: Maga\ndificultad: 9\nesfuerzo: cero\n[/tt-desafio]",
    stored: { block: "tterror", codes: ["tt.markup.difficulty", "tt.markup.bad-number"] },
    title: "The [tt-desafio] block has errors",
    items: ["Line 3, column 1: \"dificultad\": the difficulty is 4, 5 or 6 (easy, normal, hard), not \"9\" (TT-CHAL-1)",
      "Line 4, column 1: \"esfuerzo\": \"cero\" should be a whole number from 1 to 99"],
    rules: ["TT-CHAL-1"],
    foreign: ["tiene errores", "Línea", "columna", "la dificultad", "debería", "número entero", "fácil", "difícil", "Lo que se escribió"],
  },
  {
    game: "tricube", table: "es", reader: "en", raw: "[tt-challenge id=wall]\nwho: Maga\ndifficulty: 9\neffort: zero\n[/tt-challenge]",
    stored: { block: "tterror", codes: ["tt.markup.difficulty", "tt.markup.bad-number"] },
    title: "El bloque [tt-challenge] tiene errores",
    items: ["Línea 3, columna 1: «difficulty»: la dificultad es 4, 5 o 6 (fácil, normal, difícil), no «9» (TT-CHAL-1)",
      "Línea 4, columna 1: «effort»: «zero» debería ser un número entero de 1 a 99"],
    rules: ["TT-CHAL-1"],
    foreign: ["has errors", "Line", "column", "the difficulty", "should be", "whole number", "easy", "hard", "What was written"],
  },
  {
    game: "pujas", table: "en", reader: "es", raw: "[pj-mesa]\nprimero: ana\n[/pj-mesa]",
    title: "The [pj-mesa] block has errors",
    items: ["Line 1, column 1: [pj-table] needs \"players: ana, bruno, …\" in seating order"],
    rules: [],
    foreign: ["tiene errores", "Línea", "columna", "necesita", "jugadores", "Lo que se escribió"],
  },
  {
    game: "pujas", table: "es", reader: "en", raw: "[pj-table]\nfirst: ana\n[/pj-table]",
    title: "El bloque [pj-table] tiene errores",
    items: ["Línea 1, columna 1: [pj-mesa] necesita «jugadores: ana, bruno, …» en el orden en que se sientan"],
    rules: [],
    foreign: ["has errors", "Line", "column", "needs", "players", "What was written"],
  },
] as const;

describe.each(TABLES)("a $game block with mistakes at a table in $table, written and read in $reader", (t) => {
  let h: Harness;
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let topic = 0;

  beforeAll(async () => {
    h = await harness({ sandbox: { pageScript: await buildPageScript(), players: ["ana", "dj"] },
      config: { categoryGame: { "1": t.game }, categoryLang: { "1": t.table }, game: { moderator: "dj" } } });
    Object.assign(h.sandbox.siteSettings, { gf_categories: String(h.sandbox.category.id), gf_category_games: `${h.sandbox.category.id}:${t.game}` });
    topic = (await h.post("dj", t.raw)).topic_id;
    browser = await launch();
    page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    await openAs(page, h.sandbox.url, "ana", t.reader);
  }, 60_000);
  afterAll(async () => { await browser?.close(); await h?.close(); });

  it(`${t.rules.map((r) => `${r}: `).join("")}the page says each error in the table's language, its rule linked, the block as written`, async () => {
    if ("stored" in t) {
      // What the forum stored: the game's error card, what each error is and no words of either language.
      const cooked = [...h.sandbox.forum.posts.values()].find((p) => p.topicId === topic && p.postNumber === 1)!.cooked;
      const value = readCardValue(/data-gf-card="([^"]*)"/.exec(cooked)![1]!.replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&"))!;
      expect(value.block).toBe(t.stored.block);
      expect((value.data["errors"] as { code: string }[]).map((e) => e.code)).toEqual(t.stored.codes);
      expect(JSON.stringify(value.data)).not.toMatch(/difficulty is|dificultad es|whole number|número entero/);
    }

    const errors = watchErrors(page);
    await page.goto(`${h.sandbox.url}/t/${topic}`);
    const card = page.locator(".gf-post [data-gf-block=error]");
    await card.locator(".gf-error-item").first().waitFor();
    const read = {
      lang: await card.getAttribute("lang"),
      title: await card.locator(".gf-error-title").innerText(),
      items: await card.locator(".gf-error-item").allInnerTexts(),
      links: await card.locator("a.gf-rule").evaluateAll((as) => as.map((a) => `${a.textContent} → ${a.getAttribute("href")} | ${a.getAttribute("title")}`)),
      source: await card.locator("pre").innerText(),
      text: await card.innerText(),
    };
    writeFileSync(artifact("error-cards", `${t.game}-${t.table}.txt`), [`A ${t.game} error card at a table in ${t.table}, its block in ${t.reader}, the page in ${t.reader}:`,
      `lang: ${read.lang}`, `title: ${read.title}`, ...read.items.map((i) => `item: ${i}`), ...read.links.map((l) => `link: ${l}`), `source: ${read.source}`].join("\n") + "\n");
    expect(read.lang).toBe(t.table);
    expect(read.title).toBe(t.title);
    expect(read.items).toEqual([...t.items]);
    // The rule is a link to the table's language's rules page, titled in it.
    expect(read.links).toEqual(t.rules.map((rule) => expect.stringMatching(new RegExp(`^${rule} → [^ ]*/rules/(?:${t.game}/)?${t.table}\\.html[^ ]*#${rule.toLowerCase()} \\| ${t.table === "en" ? "Rule" : "Regla"} ${rule}`))));
    // The block as the player wrote it, in their language: theirs, not the card's.
    expect(read.source).toBe(t.raw);
    const shown = read.text.replace(read.source, "");
    expect(t.foreign.filter((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, "u").test(shown))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
