// The rules reference players read (each game's src/games/<id>/reference/, shipped as
// plugin/public/rules/*.html): every rule ID the product cites has an entry in Spanish and in English,
// the shipped pages are the current rendering of the references, for every game of the registry, and
// every link ruleReferenceUrl makes lands on an anchor of the page.
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { GAMES } from "../../src/games/games.js";
import { RULE_IDS, referenceSource, rulesPages } from "../../src/games/rules-reference.js";
import type { Lang } from "../../src/lib/i18n.js";
import { DEFAULT_RULES_URL, ruleAnchor, ruleReferenceUrl } from "../../src/lib/rule-reference.js";
import { ruleEntries as entriesOf } from "../../src/markup/rules-page.js";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) { if (path !== join("plugin", "public")) yield* files(path); }
    else if (/\.(ts|hbs|js|rb|yml)$/.test(entry.name)) yield path;
  }
}

/** Rule IDs in code, messages, templates and the plugin (its cards' bundles and settings). */
function citedIds(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const root of ["src", "templates", "plugin"]) {
    for (const file of files(root)) {
      for (const m of readFileSync(file, "utf8").matchAll(RULE_IDS)) {
        if (!m[0].endsWith("-nn") && !cited.has(m[0])) cited.set(m[0], file);
      }
    }
  }
  return cited;
}

/** Every game's reference in one language, in the registry's order (the page with every game). */
const doc = (lang: Lang) => GAMES.map((g) => readFileSync(referenceSource(g.id, lang), "utf8")).join("\n");
const PREFIXES = GAMES.map((g) => g.rulePrefix);
const ruleEntries = (markdown: string) => entriesOf(markdown, PREFIXES);

describe("the rules reference, one per game of the registry", () => {
  it("has an entry in Spanish and in English for every rule ID the product cites", () => {
    const cited = citedIds();
    expect(cited.size).toBeGreaterThan(150);
    for (const lang of ["es", "en"] as const) {
      const entries = new Set(ruleEntries(doc(lang)));
      expect([...cited].filter(([id]) => !entries.has(id)).map(([id, file]) => `${id} (${file})`)).toEqual([]);
    }
  });

  it("covers Tricube Tales' rules too: every TT rule its module, the gf tricube commands and the replies cite", () => {
    const cited = [...citedIds().keys()].filter((id) => id.startsWith("TT-"));
    expect(cited.length).toBeGreaterThan(90);
    for (const lang of ["es", "en"] as const) {
      const entries = new Set(ruleEntries(doc(lang)));
      expect(cited.filter((id) => !entries.has(id))).toEqual([]);
    }
  });

  it("gives each entry the same IDs in both languages, once, with text under its heading", () => {
    const es = ruleEntries(doc("es"));
    expect(ruleEntries(doc("en"))).toEqual(es);
    expect(new Set(es).size).toBe(es.length);
    for (const lang of ["es", "en"] as const) {
      for (const m of doc(lang).matchAll(/^## (\S+) · (.+)\n\n(.+)$/gm)) expect(m[3]!.length).toBeGreaterThan(15);
      expect([...doc(lang).matchAll(/^## (\S+) · (.+)\n\n(.+)$/gm)].length).toBe(es.length);
    }
  });

  it("lists every ambiguity setting with its default and the original's words that decide it", () => {
    const settings = readFileSync("src/games/genrefuzzion/rules/settings.ts", "utf8");
    const names = [...settings.matchAll(/^ {2}readonly (\w+):/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(10);
    for (const lang of ["es", "en"] as const) {
      const text = doc(lang);
      for (const name of names) expect(text).toContain(`| \`${name}\` |`);
      // Each GF-AMB entry that is a setting names it and its default.
      for (const m of text.matchAll(/^## (GF-AMB-\d+) · .+\n\n(.+)$/gm)) {
        if (m[2]!.includes("**Ajuste**") || m[2]!.includes("**Setting**")) expect(m[2]).toMatch(lang === "es" ? /por defecto: .+\*\*El original:\*\* / : /default: .+\*\*The original:\*\* /);
      }
    }
    // The corrected defaults quote the lines of the original that decide them.
    expect(doc("es")).toMatch(/## GF-AMB-17[^#]*líneas 455–458/);
    expect(doc("en")).toMatch(/## GF-AMB-16[^#]*lines 417–418/);
    expect(doc("en")).toMatch(/## GF-AMB-07[^#]*lines 59–63[^#]*line 235/);
  });

  it("ships pages that are the current rendering of the references (run npm run build): every game's, and one with them all", () => {
    const pages = rulesPages((file) => readFileSync(file, "utf8"));
    expect(pages.map((p) => p.path).sort()).toEqual(["es", "en"].flatMap((lang) => [`${lang}.html`, ...GAMES.map((g) => `${g.id}/${lang}.html`)]).sort());
    for (const { path, html } of pages) expect(readFileSync(`plugin/public/rules/${path}`, "utf8")).toBe(html);
  });

  it("each game's rule IDs carry its registry prefix, in its reference and its tests' rule list (test/games/<id>/rule-ids.json)", () => {
    for (const g of GAMES) {
      const ids = JSON.parse(readFileSync(`test/games/${g.id}/rule-ids.json`, "utf8")) as { mechanical: string[] };
      expect(ids.mechanical.filter((id) => !id.startsWith(`${g.rulePrefix}-`))).toEqual([]);
      for (const lang of ["es", "en"] as const) {
        const entries = entriesOf(readFileSync(referenceSource(g.id, lang), "utf8"), PREFIXES);
        expect(entries.length).toBeGreaterThan(5);
        expect(entries.filter((id) => !id.startsWith(`${g.rulePrefix}-`))).toEqual([]);
      }
    }
  });

  it("titles each page with the games it holds, Facetas included, in its language", () => {
    const title = (path: string) => /<title>([^<]*)<\/title>/.exec(readFileSync(`plugin/public/rules/${path}`, "utf8"))?.[1];
    // Every game of the registry, in its order, the last after "y" / "and".
    const names = (lang: "es" | "en") => { const n = GAMES.map((g) => g.name[lang]); return `${n.slice(0, -1).join(", ")} ${lang === "es" ? "y" : "and"} ${n.at(-1)}`; };
    expect(title("es.html")).toBe(`Referencia de reglas: ${names("es")}`);
    expect(title("en.html")).toBe(`Rules reference: ${names("en")}`);
    expect(title("es.html")).toMatch(/^Referencia de reglas: GenreFuzzion, Tricube Tales, Pujas,? (y )?Facetas/);
    for (const g of GAMES) expect(title(`${g.id}/en.html`)).toBe(`Rules reference: ${g.name.en}`);
  });

  it("has an anchor for every link ruleReferenceUrl makes, and links rule IDs in the text to their entries", () => {
    for (const lang of ["es", "en"] as const) {
      const html = readFileSync(`plugin/public/rules/${lang}.html`, "utf8");
      const ids = new Set([...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1]));
      for (const id of ruleEntries(doc(lang))) {
        const url = ruleReferenceUrl(DEFAULT_RULES_URL, lang, id);
        expect(url.startsWith(`${DEFAULT_RULES_URL}/${lang}.html?v=`)).toBe(true);
        expect(ids.has(url.split("#")[1])).toBe(true);
      }
      expect(html).toContain(`<a href="#${ruleAnchor("GF-AMB-16")}">GF-AMB-16</a>`);
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
    }
  });
});
