// Cooked HTML is cooked once and shown to every reader, so a card's words must come from the
// reader, not from whoever wrote the block. Spanish and English blocks (and keyword-free ones)
// are read by an English and a Spanish reader on one page, switching the sandbox's language:
// every label, badge and turn text must be the reader's. Screenshots of each card in each reader
// language land in test-results/language/ for a human to look at.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { toHex } from "../../src/dice/bytes.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { testOperator } from "../plugin/support/roll-block.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";
import { EVERY_KIND } from "./support/every-kind.js";
import { seed, type Seeded } from "./support/fixtures.js";
import { cardStrings, foreignStrings, TEMPLATES, type Lang } from "./support/language.js";

jest.setTimeout(120_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;
const seeded: Partial<Record<Lang, Seeded>> = {};
let mixedTopic = 0;
/** Per language: a thread with a pool of every source, a scene action of every type and an interval action of every type. */
const everyKindTopic: Partial<Record<Lang, number>> = {};

/** Words only the other language's labels use; none may show on a card the reader reads. */
const FOREIGN: Record<Lang, readonly string[]> = {
  en: ["Tirada", "Resultado", "Pozo", "Turno", "Le toca", "verificada", "Pifias", "según la ficha", "Línea", "Escenario", "Dados", "Protagonista", "Antagonista", "Rendirse", "Oponerse", "Armar"],
  es: ["Roll", "Result", "Pool", "Turn", "to act", "Verified", "Botches", "from the sheet", "Line ", "Setting", "Dice", "Protagonist", "Antagonist", "Yield", "Oppose", "Build a pool"],
};

/** The elements that hold a label (never only what a player typed). */
const LABELS = [".gf-kind", ".gf-field-name", ".gf-section-title", ".gf-role", ".gf-scene-ref", ".gf-verify-toggle", ".gf-turn-label",
  ".gf-error-title", ".gf-die-pending", "[data-gf-turn-action]", "[data-gf-button]", ".gf-state",
  "[data-gf-block]:not([data-gf-block=sheet]) .gf-card-title"].join(", ");

beforeAll(async () => {
  const operator = testOperator();
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  sandbox.siteSettings["gf_public_key"] = toHex(operator.publicKey);
  sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
  seeded.es = seed(sandbox, operator, "es");
  seeded.en = seed(sandbox, operator, "en");
  // Blocks with no keyword to tell their language: cooked in the site's default (Spanish).
  mixedTopic = sandbox.forum.createTopic(sandbox.forum.userByName("carla")!, "Sin palabras clave", "[gf-pool]\nd8 d6 d4\n[/gf-pool]\n\n[gf-pool]\nd7\n[/gf-pool]", sandbox.category.id).topicId;
  for (const lang of ["es", "en"] as const) {
    const { pool, action, interval } = EVERY_KIND[lang];
    everyKindTopic[lang] = sandbox.forum.createTopic(sandbox.forum.userByName("carla")!, lang === "es" ? "De todo" : "Everything",
      [pool, action, interval].join("\n\n"), sandbox.category.id).topicId;
  }
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function checkCards(page: Page, reader: Lang, name: string): Promise<number> {
  // Every cooked card drawn (a sheet card waits for the sheet checks' script), each in the reader's language.
  await page.waitForFunction((lang) => {
    const cards = [...document.querySelectorAll("#gf-posts [data-gf-block]")];
    const undrawn = document.querySelectorAll("#gf-posts div[data-gf-card]:not([data-gf-block])").length;
    return cards.length > 0 && undrawn === 0 && cards.every((c) => c.getAttribute("lang") === lang);
  }, reader);
  const cards = page.locator("#gf-posts [data-gf-block]");
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const block = await card.getAttribute("data-gf-block");
    const text = await card.innerText();
    for (const word of FOREIGN[reader]) {
      // A whole word: "Result" is foreign to a Spanish reader, "Resultado" is not.
      const found = new RegExp(`(^|[^\\p{L}])${word.trim()}($|[^\\p{L}])`, "u").test(text);
      expect([block, word, found]).toEqual([block, word, false]);
    }
    // No text node, label or tooltip that only the other language's catalogue could have written.
    expect([block, foreignStrings(await cardStrings(card), reader)]).toEqual([block, []]);
    // textContent, not innerText: section titles are upper-cased by the stylesheet only. A label's own
    // text is its first text node: an ally's kind is followed by the ally's name ("Ally Carla").
    const labels = await card.locator(LABELS).evaluateAll((els) => els.map((e) =>
      [...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())?.textContent ?? e.textContent ?? ""));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels.map((l) => l.trim().replace(/:$/, "").replace(/^(· |⚄)/, ""))) {
      expect([block, label, TEMPLATES[reader].some((re) => re.test(label)) || /^(d\d+|\d+ PV · \d+ PK)$/.test(label)]).toEqual([block, label, true]);
    }
    await card.screenshot({ path: artifact("language", `${name}-${block}-${i}-${reader}.png`) });
  }
  return count;
}

describe.each([["en", "es"], ["es", "en"]] as const)("a reader in %s who switches to %s", (first, second) => {
  it.each([["es"], ["en"], ["mixed"]] as const)("reads every card of the %s threads wholly in their own language", async (written) => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(20_000);
    await openAs(page, sandbox.url, "bruno", first);
    const topics = written === "mixed" ? [mixedTopic] : [seeded[written]!.sceneTopic, seeded[written]!.sheetTopic, everyKindTopic[written]!];
    for (const topic of topics) {
      await page.goto(`${sandbox.url}/t/${topic}`);
      const name = `${written}-${topic}`;
      const before = await checkCards(page, first, name);
      if (topic === topics[0]) await page.screenshot({ path: artifact("language", `${name}-page-${first}.png`), fullPage: true });
      // The same page, the other language: every card redraws.
      await page.selectOption("#gf-lang", second);
      expect(await checkCards(page, second, name)).toBe(before);
      if (topic === topics[0]) await page.screenshot({ path: artifact("language", `${name}-page-${second}.png`), fullPage: true });
      await page.selectOption("#gf-lang", first);
      await checkCards(page, first, name);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
