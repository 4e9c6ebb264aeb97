// Every rule ID a player sees on the sandbox forum's page links to its entry in the players' rules
// reference, and that entry exists: in a real Chromium, against the real dice service on a real
// SQLite file, with a Spanish game and an English game side by side. The page is read as a player
// reads it: every text node in the thread's posts (the service's replies and the plugin's cards)
// that names a rule ID must sit inside a link to the rules page the sandbox serves, in the reply's
// language (the game's) or the card's (the table's where its category names one, else the reader's), and following the link must land on an
// element with that ID. A rule ID a player typed, quoted in a code span, is theirs and is not a link.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { harness, type Harness } from "../service/harness.js";
import { BRUNO, LIA, PRESENT, SCENE, sheetPost } from "../games/genrefuzzion/service/support.js";
import { PRODUCT_VERSION } from "../../src/lib/version.js";
import { GAMES } from "../../src/games/games.js";
import { ruleIdPattern } from "../../src/lib/rule-links.js";
import { cardsDrawn, artifact, buildPageScript, launch, openAs, testPage } from "./support/browser.js";

// A real browser on a shared 2-core CI machine: allow for a slow start, never for a hang.
jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

const SPANISH = 1;
const ENGLISH = 2;
const topics: Record<"es" | "en", number[]> = { es: [], en: [] };

async function postIn(category: number, username: string, raw: string, topicId?: number): Promise<number> {
  const body = topicId ? { topic_id: topicId, raw } : { title: `Partida ${h.sandbox.forum.topics.size + 1} en la categoría ${category}`, category, raw };
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify(body),
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
  const post = (await r.json()) as { topic_id: number };
  await h.settle();
  return post.topic_id;
}

/** A game in the category: refusals, a scene with points, a bad die, a rule ID typed by a player. */
async function play(category: number, lang: "es" | "en"): Promise<void> {
  // A bad die: an error card (GF-DIE-1) and the service's pool-error reply.
  topics[lang].push(await postIn(category, "caro", "[gf-pool]\nd8 d7\n[/gf-pool]"));
  const scene = await postIn(category, "ana", SCENE);
  topics[lang].push(scene);
  await postIn(category, "beto", PRESENT, scene);
  // GF-POOL-8: the opponent's own trait costs ana 1 PK and pays beto 1: the reply's points name the rule.
  await postIn(category, "ana", "[gf-pool personaje=Lía]\ncliché: Bruja novata\ncontra: Perezoso\n[/gf-pool]", scene);
  // Refusals citing rules: a player withdrawing (GF-SUSP-2), a player suspending (GF-SUSP-1).
  await postIn(category, "ana", "[gf-action]\nretirar escena\n[/gf-action]", scene);
  await postIn(category, "beto", "[gf-action]\nsuspender\n[/gf-action]", scene);
  // A player quoting a rule ID in a line the service refuses: the quote stays theirs, unlinked.
  await postIn(category, "caro", "[gf-pool]\nventaja: GF-POOL-2 d7\n[/gf-pool]", scene);
}

beforeAll(async () => {
  h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"], pageScript: await buildPageScript() },
    config: { categories: [SPANISH, ENGLISH], categoryLang: { [String(ENGLISH)]: "en" }, game: { moderator: "dani" } } });
  const publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_public_key"] = publicKey;
  h.sandbox.siteSettings["gf_categories"] = `${SPANISH}|${ENGLISH}`;
  await sheetPost(h, "ana", LIA);
  await sheetPost(h, "beto", BRUNO);
  await h.settle();
  await play(SPANISH, "es");
  await play(ENGLISH, "en");
  ({ browser, page, errors } = await testPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** A rule ID of any game of the registry (each game's rulePrefix), as the service finds the IDs it links. */
const RULE_ID = ruleIdPattern(GAMES.map((g) => g.rulePrefix)).source;

interface Shown { readonly rule: string; readonly href: string | null; readonly inCard: boolean; readonly text: string }

/** Every rule ID in the thread's posts as the reader sees it, outside code the player typed, with the link around it. */
async function shownRules(): Promise<Shown[]> {
  return page.evaluate((ruleId) => {
    const out: { rule: string; href: string | null; inCard: boolean; text: string }[] = [];
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !el.closest(".gf-post") || el.closest("code, pre, textarea, script, style")) continue;
      for (const m of (node.textContent ?? "").matchAll(new RegExp(ruleId, "g"))) {
        out.push({ rule: m[0], href: el.closest("a")?.getAttribute("href") ?? null, inCard: !!el.closest("[data-gf-block]"), text: (node.textContent ?? "").slice(0, 120) });
      }
    }
    return out;
  }, RULE_ID);
}

describe.each([["es", "es"], ["es", "en"], ["en", "es"], ["en", "en"]] as const)("a %s game read in %s", (game, reader) => {
  it("links every rule ID shown in a reply or a card to an existing entry of the sandbox's rules page", async () => {
    await openAs(page, h.sandbox.url, "caro", reader);
    const seen: Shown[] = [];
    for (const topic of topics[game]) {
      await page.goto(`${h.sandbox.url}/t/${topic}`);
      await page.waitForSelector(".gf-post [data-gf-block]");
      // The service's replies are in the thread (each post is drawn once the page has the topic).
      await page.locator(".gf-post", { hasText: "gf-dice" }).first().waitFor();
      await cardsDrawn(page);
      seen.push(...await shownRules());
    }
    await page.screenshot({ path: artifact("rule-links", `${game}-game-${reader}-reader.png`), fullPage: true });
    // The page shows rules in replies and on cards: the check below is not vacuous.
    expect(seen.filter((s) => !s.inCard).length).toBeGreaterThanOrEqual(3);
    expect(seen.filter((s) => s.inCard).length).toBeGreaterThanOrEqual(1);
    for (const want of ["GF-POOL-8", "GF-SUSP-2", "GF-SUSP-1"]) expect(seen.map((s) => s.rule)).toContain(want);
    // Each one is a link: replies in the game's language, cards in the reader's.
    const unlinked = seen.filter((s) => s.href === null);
    expect(unlinked).toEqual([]);
    for (const s of seen) {
      // A card is in its table's language where the category names one (gf_category_languages: the English
      // category here), else in the reader's; a reply always in the table's (the service's categoryLang, else the forum's).
      const lang = s.inCard && game === "es" ? reader : game;
      expect({ rule: s.rule, href: s.href }).toEqual({ rule: s.rule, href: `/plugins/genrefuzzion/rules/${lang}.html?v=${PRODUCT_VERSION}#${s.rule.toLowerCase()}` });
    }
    // The links land on an entry: the page the sandbox serves has an element with that ID.
    const missing: string[] = [];
    for (const href of new Set(seen.map((s) => s.href!))) {
      await page.goto(`${h.sandbox.url}${href}`);
      const id = href.slice(href.indexOf("#") + 1);
      const found = await page.evaluate((x) => { const el = document.getElementById(x); return el ? el.textContent ?? "" : null; }, id);
      if (found === null || !found.toUpperCase().includes(id.toUpperCase())) missing.push(href);
    }
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a click on a rule link in a reply loads the rules page, not the forum's in-app router (click-track → DiscourseURL.routeTo)", async () => {
    await openAs(page, h.sandbox.url, "ana", "es");
    await page.goto(`${h.sandbox.url}/t/${topics.es[1]}`);
    const link = page.locator(".gf-post .cooked a[href*='/plugins/genrefuzzion/rules/']").first();
    await link.waitFor();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL((u) => u.pathname === href.split(/[?#]/)[0]);
    const id = href.slice(href.indexOf("#") + 1);
    await page.locator(`[id="${id}"]`).waitFor({ state: "attached" });
    expect(await page.locator("#gf-not-found").count()).toBe(0);
  });
});

describe("a rule ID a player typed", () => {
  it("stays as they wrote it, quoted in the refusal, and is not made a link", async () => {
    await openAs(page, h.sandbox.url, "caro", "es");
    await page.goto(`${h.sandbox.url}/t/${topics.es[1]}`);
    await page.locator(".gf-post", { hasText: "gf-dice" }).first().waitFor();
    const quoted = await page.evaluate(() => [...document.querySelectorAll(".gf-post code")]
      .filter((c) => c.textContent?.includes("GF-POOL-2")).map((c) => ({ text: c.textContent, linked: !!c.closest("a") })));
    expect(quoted.length).toBeGreaterThanOrEqual(1);
    expect(quoted.every((q) => !q.linked)).toBe(true);
  });
});
