// One language per table, as a reader meets it: each of the four games played through on the sandbox forum
// (the real dice service, the plugin's client in a real Chromium) at an English table and at a Spanish
// one, its category's language set as an admin sets it (the service's categoryLang and the plugin's
// gf_category_languages), read by a reader whose own locale is the other language. The players write
// in the table's language; the plays (support/table-language-walks.ts) go to the end of a challenge,
// a conflict with its loot, an auction and a scene with a Complication, a GenreFuzzion scene rated,
// and the table's last reply must say so. Everything the page shows inside the posts is read: each post's text as
// drawn (cards, replies, badges), each post scrolled to as a reader would, every button's label and title, every link's text and address. The
// list is written to test-results/table-language-walk/<game>-<lang>.txt, and a vocabulary check of the
// other language's words (and rule links to the other language's page) must find nothing in it.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { Lang } from "../../src/lib/i18n.js";
import type { Harness } from "../service/harness.js";
import { topicSession, wikiSheet } from "../service/flows/support.js";
import { artifact, openAs } from "./support/browser.js";
import { otherLanguage, type ReadItem } from "./support/other-language.js";
import { WALKS } from "./support/table-language-walks.js";
import { SITE, walkBrowser, walkTable, type WalkBrowser } from "./support/walk-table.js";

jest.setTimeout(600_000);

/** Everything the posts of the page show: each post's drawn text, its buttons' labels and titles, other elements' titles and labels, its links. */
async function readPage(page: Page): Promise<ReadItem[]> {
  return page.evaluate(async () => {
    const out: { post: string; kind: "text" | "button" | "label" | "link"; text: string }[] = [];
    for (const post of document.querySelectorAll<HTMLElement>(".gf-post")) {
      const where = `${post.querySelector(".gf-post-author")?.textContent ?? "?"} ${post.querySelector(".gf-post-number")?.textContent ?? ""}`;
      const cooked = post.querySelector<HTMLElement>(".cooked");
      if (!cooked) continue;
      // Read as a reader meets it, scrolled to: a card far off screen is skipped (content-visibility: auto),
      // and its text, buttons included, is then not rendered at all (as support/browser.ts seenText waits).
      post.scrollIntoView({ block: "start" });
      const cards = [...cooked.querySelectorAll<HTMLElement>("[data-gf-card]")].filter((c) => c.checkVisibility() && c.firstElementChild);
      // A card's first child hidden on purpose never shows: after a few frames the post is read as it is.
      let frames = 0;
      await new Promise<void>((done) => {
        const wait = () => (frames++ > 20 || cards.every((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })) ? done() : requestAnimationFrame(wait));
        wait();
      });
      out.push({ post: where, kind: "text", text: cooked.innerText });
      for (const b of cooked.querySelectorAll<HTMLElement>("button")) {
        if (!b.offsetParent) continue;
        out.push({ post: where, kind: "button", text: [b.innerText, b.title, b.getAttribute("aria-label") ?? ""].filter(Boolean).join(" | ") });
      }
      for (const e of cooked.querySelectorAll<HTMLElement>("[title], [aria-label]")) {
        if (e.tagName === "BUTTON" || !e.offsetParent) continue;
        out.push({ post: where, kind: "label", text: [e.title, e.getAttribute("aria-label") ?? ""].filter(Boolean).join(" | ") });
      }
      for (const a of cooked.querySelectorAll<HTMLAnchorElement>("a[href]")) out.push({ post: where, kind: "link", text: `${a.innerText} → ${a.getAttribute("href")}` });
    }
    return out;
  });
}

/** Waits until every card of the page is drawn and no badge is still checking. */
async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll(".gf-post").length > 0
    && [...document.querySelectorAll("[data-gf-card]")].every((c) => c.hasAttribute("data-gf-block"))
    && [...document.querySelectorAll("[data-gf-verified]")].every((c) => c.getAttribute("data-gf-verified") !== "checking"), undefined, { timeout: 60_000 });
}

let browser: WalkBrowser;

beforeAll(async () => { browser = await walkBrowser(); }, 60_000);
afterAll(async () => { await browser?.close(); });

describe("the vocabulary check", () => {
  it("finds the other language's words and rule links, and nothing in the table's own", () => {
    const items: ReadItem[] = [
      { post: "#1", kind: "text", text: "**Maga** rolls [5] [2] against 4: success" },
      { post: "#2", kind: "link", text: "TT-OUT-1 → /plugins/genrefuzzion/rules/es.html?v=1#tt-out-1" },
      { post: "#3", kind: "button", text: "Tirar" },
    ];
    expect(otherLanguage(items, "es")).toEqual([expect.stringContaining("#2 link to the es rules"), expect.stringContaining("#3 button \"Tirar\"")]);
    expect(otherLanguage(items, "en")).toEqual([expect.stringContaining("#1 text \"**Maga** rolls [5] [2] against 4: success\": rolls, against")]);
    expect(otherLanguage([{ post: "#4", kind: "text", text: "Éxito en «muro»: quedan 2 fichas de esfuerzo (TT-EFF-2); Mesa de Pujas" }], "en")).toEqual([]);
  });
});

describe.each(Object.keys(WALKS))("%s", (game) => {
  it.each(["en", "es"] as const)("played at a table in %s, read by a reader of the other language: no word, button or link of the other language", async (lang) => {
    const walk = WALKS[game]![lang];
    const other: Lang = lang === "es" ? "en" : "es";
    const h: Harness = await walkTable(browser, game, lang, walk);
    try {
      const page = await browser.context.newPage();
      const read: ReadItem[] = [];
      const topics: number[] = [];
      /** Reads every topic of the walk as the page shows it now; `when` says at which point of the play. */
      const readTopics = async (when: string) => {
        for (const topic of topics) {
          await page.goto(`${SITE}/t/${topic}`);
          // The games' controls come after the topics they read (a reader's sheets): the page is read once its requests are done.
          await page.waitForLoadState("networkidle");
          await drawn(page);
          read.push(...(await readPage(page)).map((i) => ({ ...i, post: `${i.post} (${when})` })));
        }
      };
      try {
        await openAs(page, SITE, walk.players[0]!, other);
        for (const [user, raw] of walk.sheets) topics.push(h.sandbox.forum.posts.get(await wikiSheet(h, user, raw))!.topicId);
        const session = topicSession(h);
        let last: string[] = [];
        for (const [i, [user, raw]] of walk.moves.entries()) {
          last = (await session.say(user, typeof raw === "string" ? raw : raw(session.topicId))).replies;
          if (i === 0) topics.push(session.topicId);
          // Mid-play, while the game's controls are open (they retire as the play moves on).
          if (walk.readAfter?.includes(i + 1)) await readTopics(`after move ${i + 1}`);
        }
        // Every move was answered, and the play is over: the table's answer to the last move says so.
        expect(h.replies(session.topicId).length).toBeGreaterThanOrEqual(walk.moves.length - 1);
        expect(last.join("\n")).toMatch(walk.ends);
        await readTopics("at the end");
      } finally {
        await page.close();
      }
      const found = otherLanguage(read, other);
      const list = [`${game} at a table in ${lang}, read with the page in ${other}: ${read.length} items`, "",
        ...read.map((i) => `[${i.post}] ${i.kind}: ${i.text.replace(/\n+/g, " ⏎ ")}`), "", `words of ${other}: ${found.length}`, ...found];
      writeFileSync(artifact("table-language-walk", `${game}-${lang}.txt`), `${list.join("\n")}\n`);
      // The service's replies and the players' cards were read, not an empty page.
      expect(read.filter((i) => i.kind === "text" && i.post.startsWith("gf-dice")).length).toBeGreaterThanOrEqual(1);
      expect(found).toEqual([]);
      // Every button read says what it does in words (its text, title or label), a roll card's badge too.
      expect(read.filter((i) => i.kind === "button" && !/\p{L}/u.test(i.text))).toEqual([]);
      const shown = read.map((i) => i.text).join("\n");
      expect((walk.shows ?? []).filter((w) => !shown.includes(w))).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
