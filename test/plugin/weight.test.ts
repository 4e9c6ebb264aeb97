// What every reader pays: each script the plugin ships within its gzipped budget, as a reader's
// browser receives it (bench/weight/budgets.ts: the assets/javascripts/ files minified as Discourse's
// production build minifies them, the public/ scripts as committed), and all of ours on a page with
// no card within 15 KB. A script the plugin ships without a budget fails here, so a new one gets one.
// The plugin's client words ride in Discourse's locale bundle on every page too (readerWords), and count:
// client.<lang>.yml keeps only what a page with no card shows; the cards' words come with the first card
// (gf-locale-<lang>.js, docs/decisions.md "The plugin's words on every page").
// bench/weight prints the same figures beside their baselines (node bench/run.mjs weight).
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { budgets, EVERY_PAGE_BUDGET, everyPageBytes, everyPageScript, gzipped, readerWords, served, shippedScripts, WORD_LANGS } from "../../bench/weight/budgets.js";
import { CLIENT_GAMES } from "../../src/games/games.js";

const BUDGETS = budgets(CLIENT_GAMES);

describe("what every reader pays", () => {
  it("has a budget for every script the plugin ships, and for no script it does not", () => {
    expect(BUDGETS.map((b) => b.file).sort()).toEqual(shippedScripts());
  });

  it.each(BUDGETS.map((b) => [b.file, b.budget, b.loaded] as const))("keeps %s within %d bytes gzipped (loaded on %s)", (file, budget) => {
    expect(gzipped(served(file))).toBeLessThanOrEqual(budget);
  });

  it(`keeps all of ours on a page with no card within ${EVERY_PAGE_BUDGET} bytes gzipped: the markdown feature, the initializer and the core, as Discourse's one script of them`, () => {
    expect(gzipped(everyPageScript())).toBeLessThanOrEqual(EVERY_PAGE_BUDGET);
  });

  // The figure as Discourse serves it: the one script and the reader's words (budgets.ts everyPageBytes).
  it.each(WORD_LANGS.map((l) => [l]))(`keeps all of ours on a %s reader's page with no card within ${EVERY_PAGE_BUDGET} bytes gzipped, the plugin's words in Discourse's locale bundle counted`, (lang) => {
    expect(everyPageBytes(lang)).toBeLessThanOrEqual(EVERY_PAGE_BUDGET);
  });

  // Discourse's locale bundle (lib/js_locale_helper.rb, budgets.ts readerWords): every key of the
  // plugin's client.<lang>.yml under js, and nothing under admin_js (the admin bundle's); English only
  // for a key the reader's file lacks.
  it.each(WORD_LANGS.map((l) => [l]))("counts the %s reader's words as Discourse's locale bundle carries them: the js subtree, every key of it, no admin words", (lang) => {
    const yml = parse(readFileSync(`plugin/config/locales/client.${lang}.yml`, "utf8"))[lang];
    const sent = JSON.parse(readerWords(lang));
    expect(Object.keys(sent)).toEqual([lang]);
    expect(Object.keys(sent[lang])).toEqual(["js"]);
    expect(sent[lang].js).toEqual(yml.js);
    expect(everyPageBytes(lang)).toBe(gzipped(everyPageScript()) + gzipped(JSON.stringify({ [lang]: { js: yml.js } })));
  });

  it("keeps on every page only the words a page with no card shows: the topic list's cue and the composer toolbar's titles", () => {
    for (const lang of WORD_LANGS) {
      const words = parse(readFileSync(`plugin/config/locales/client.${lang}.yml`, "utf8"))[lang].js.genrefuzzion;
      expect(Object.keys(words)).toEqual(["topic_list", "composer"]);
      expect(Object.keys(words.composer).every((k) => k.startsWith("insert_"))).toBe(true);
    }
  });
});
