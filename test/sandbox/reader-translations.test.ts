// The sandbox page's stand-in for Discourse's locale bundle (locale-yml.ts readerTranslations), as strict
// as Discourse's: JsLocaleHelper.translations_for gives a page its reader's locale and, of English, only
// the keys that locale lacks (load_translations_merged, deep_delete_matches; lib/js_locale_helper.rb at
// discourse/discourse@aecadcb2675bd24d3443b97e474bd28fdd8c74a6), and I18n.t reads a missing key in English.
// So a word missing from the reader's language is seen, in English, and no other English word is on the page.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { missingFrom, parseLocaleYml, readerTranslations, translate, type LocaleTree } from "../../src/sandbox/page/locale-yml.js";

const js = (lang: "es" | "en"): LocaleTree => (parseLocaleYml(readFileSync(`plugin/config/locales/client.${lang}.yml`, "utf8"))[lang] as LocaleTree)["js"] as LocaleTree;
/** discourse-i18n's lookup over the bundle: the reader's locale, then English, else "[locale.key]". */
const t = (bundle: Record<string, LocaleTree>, lang: string, key: string) => translate(bundle[lang], key) ?? translate(bundle["en"], key) ?? `[${lang}.${key}]`;

describe("the words a page gets, as Discourse's locale bundle gives them", () => {
  it("gives a Spanish reader the Spanish words and no English one while none is missing", () => {
    const bundle = readerTranslations("es", { es: js("es"), en: js("en") });
    expect(bundle).toEqual({ es: js("es"), en: {} });
    expect(t(bundle, "es", "genrefuzzion.topic_list.your_turn")).toBe("Te toca");
  });

  it("gives an English reader the English words alone", () => {
    expect(readerTranslations("en", { es: js("es"), en: js("en") })).toEqual({ en: js("en") });
  });

  it("shows a word missing from the reader's language in English, as Discourse does, and only that one", () => {
    const es = structuredClone(js("es")) as { genrefuzzion: { composer: Record<string, string> } };
    delete es.genrefuzzion.composer["insert_pool"];
    const bundle = readerTranslations("es", { es: es as unknown as LocaleTree, en: js("en") });
    expect(bundle["en"]).toEqual({ genrefuzzion: { composer: { insert_pool: translate(js("en"), "genrefuzzion.composer.insert_pool") } } });
    expect(t(bundle, "es", "genrefuzzion.composer.insert_pool")).toMatch(/^Insert /);
    expect(t(bundle, "es", "genrefuzzion.composer.insert_scene")).toBe("Insertar una escena");
    // Not in either: its key, as Discourse shows a missing one.
    expect(t(bundle, "es", "genrefuzzion.composer.insert_nothing")).toBe("[es.genrefuzzion.composer.insert_nothing]");
  });

  it("keeps of a tree only what the other lacks, dropping emptied subtrees (deep_delete_matches)", () => {
    expect(missingFrom({ a: { b: "1", c: "2" }, d: { e: "3" }, f: "4" }, { a: { b: "x" }, d: { e: "y" } })).toEqual({ a: { c: "2" }, f: "4" });
  });
});
