// The sandbox as a newcomer starts it (`npm start` = the built `gf serve --sandbox`), in a real
// Chromium: the home page lists one category per game with the game it plays, and a new topic opened
// in each offers in its composer exactly that game's entries (its manifest's, src/games/<game>/cards/
// manifest.ts), which insert that game's blocks; the composer's category chooser switches them. And
// Tricube Tales played as the README's "Try it" says, from those entries: a sheet, the GM's challenge,
// the card's Roll button, and the service's roll.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { CLIENT_GAMES, GAMES } from "../../src/games/games.js";
import { GF, buildGf, removeGf } from "../service/process.js";
import { launch, openAs, testPage } from "./support/browser.js";
import { openSheetSkeleton } from "./support/gf-sheet.js";
import { ruleLink } from "../support/rule-link.js";
import { writtenOut } from "../support/written-out.js";

jest.setTimeout(120_000);
const root = mkdtempSync(join(tmpdir(), "gf-sandbox-games-"));
let child: ChildProcess;
let url = "";
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

/** Each game's blocks, as the first characters its composer entries insert. */
/** Each game's tag prefix ("[gf-", "[tt-"…), from its tags in the registry. */
const TAG_PREFIX: Record<string, string> = Object.fromEntries(GAMES.map((g) => [g.id, `[${g.sheetTag.slice(0, g.sheetTag.indexOf("-") + 1)}`]));
/** The games with composer entries: the four first, and any the registry adds. */
const COMPOSING = CLIENT_GAMES.filter((g) => (g.composers ?? []).length > 0).map((g) => g.game);

beforeAll(async () => {
  buildGf();
  child = spawn(process.execPath, [GF, "serve", "--sandbox", "--port", "0", "--sandbox-port", "0", "--data-dir", root],
    { env: { PATH: process.env.PATH ?? "", LANG: "es_ES.UTF-8" }, stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => { err += d.toString(); });
  child.stdout!.resume();
  const end = Date.now() + 60_000;
  while (!/Foro de pruebas: (\S+)/.test(err) || !/vigila estas categorías/.test(err)) {
    if (Date.now() > end || child.exitCode !== null) throw new Error(`gf serve --sandbox did not start:\n${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  url = /Foro de pruebas: (\S+)/.exec(err)![1]!;
  ({ browser, page, errors } = await testPage());
  await openAs(page, url, "alicia", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  child?.kill("SIGTERM");
  removeGf();
  rmSync(root, { recursive: true, force: true });
});

/** The entries the open composer offers: each one's id (a menu entry's is its label key) and its text. */
const offered = () => page.locator("#gf-composer [data-gf-toolbar]").evaluateAll((els) =>
  els.map((e) => [e.getAttribute("data-gf-toolbar"), e.textContent ?? ""] as const));
const entriesOf = (game: string) => CLIENT_GAMES.find((g) => g.game === game)!.composers!.map((e) => (e.toolbar ? e.id : e.label));

describe("the sandbox forum of `gf serve --sandbox`: a category per game", () => {
  it("lists each game's category with the game it plays, in the reader's language", async () => {
    await page.goto(`${url}/`);
    const rows = page.locator(".gf-category-list li");
    await rows.first().waitFor();
    // Every game of the registry, in its order, named in Spanish (the reader's language here).
    await expect(rows.evaluateAll((els) => els.map((e) => [e.querySelector("strong")?.textContent, e.getAttribute("data-gf-game"), e.textContent]))).resolves.toEqual(
      GAMES.map((g) => [g.name.es, g.id, `${g.name.es} · juega a ${g.name.es} Nuevo tema aquí`]));
    expect(GAMES.slice(0, 4).map((g) => g.name.es)).toEqual(["GenreFuzzion", "Tricube Tales", "Pujas", "Facetas"]);
    expect(COMPOSING.slice(0, 4)).toEqual(["genrefuzzion", "tricube", "pujas", "facetas"]);
  });

  it.each(COMPOSING)("a new topic in %s's category offers that game's composer entries, which insert its blocks", async (game) => {
    await page.goto(`${url}/`);
    const id = await page.locator(`.gf-category-list li[data-gf-game=${game}]`).getAttribute("data-gf-category");
    await page.click(`[data-gf-new-topic-in="${id}"]`);
    await expect(page.locator("#gf-composer-category").inputValue()).resolves.toBe(id);
    const entries = await offered();
    expect(entries.map(([entry]) => entry)).toEqual(entriesOf(game));
    expect(entriesOf(game).length).toBeGreaterThan(0);
    // Each entry reads as words in the reader's language, not as a missing translation's key.
    for (const [, label] of entries) expect(label).toMatch(/^[^[]\S*( \S+)*$/);
    await page.click(`#gf-composer [data-gf-toolbar="${entries[0]![0]}"]`);
    await page.waitForFunction((prefix) => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes(prefix), TAG_PREFIX[game]!);
    // Another game's blocks are not what it inserted.
    const text = await page.locator("#gf-composer-text").inputValue();
    for (const [other, prefix] of Object.entries(TAG_PREFIX)) if (other !== game) expect([other, text.includes(prefix)]).toEqual([other, false]);
    expect(errors).toEqual([]);
  });

  it("choosing another category in the composer: its toolbar buttons and its menu's entries follow at once, though Discourse computes the menu only on composeState, creatingTopic and post", async () => {
    await page.goto(`${url}/`);
    // A probe menu option that counts how often its condition is asked: as services/composer.js
    // popupMenuOptions does, the sandbox's composer asks the menu's conditions again only when the
    // model's composeState, creatingTopic or post is notified, not for another key, nor for a category
    // chosen with no observer to tell it.
    await page.evaluate(() => {
      const w = globalThis as unknown as { probeAsked: number; gfSandbox: { withPluginApi(v: string, fn: (api: { addComposerToolbarPopupMenuOption(o: unknown): void }) => void): void } };
      w.probeAsked = 0;
      w.gfSandbox.withPluginApi("1.15.0", (api) => api.addComposerToolbarPopupMenuOption({ label: "probe", condition: () => { w.probeAsked++; return true; }, action: () => {} }));
    });
    const asked = () => page.evaluate(() => (globalThis as unknown as { probeAsked: number }).probeAsked);
    const notify = (key: string) => page.evaluate((k) => {
      const w = globalThis as unknown as { gfSandbox: { withPluginApi(v: string, fn: (api: { container: { lookup(n: string): { model: { notifyPropertyChange(k: string): void } } } }) => void): void } };
      w.gfSandbox.withPluginApi("1.15.0", (api) => api.container.lookup("service:composer").model.notifyPropertyChange(k));
    }, key);
    await page.click("#gf-new-topic");
    // Opened in GenreFuzzion's category (the first): its pool button and its menu's scene and sheet.
    expect((await offered()).map(([e]) => e).filter((e) => e !== "probe")).toEqual(entriesOf("genrefuzzion"));
    expect((await offered()).map(([e]) => e)).toContain("probe");
    expect(await asked()).toBe(1);
    await notify("reply");
    expect(await asked()).toBe(1);
    await notify("post");
    expect(await asked()).toBe(2);
    await page.selectOption("#gf-composer-category", { label: "Pujas" });
    // The plugin's entries are Pujas' now: its toolbar's, drawn anew with the composer's model, and its
    // menu's, computed again (once) because the plugin observes model.categoryId.
    const shown = (want: string[]) => page.waitForFunction((w) => [...document.querySelectorAll("#gf-composer [data-gf-toolbar]")]
      .map((e) => e.getAttribute("data-gf-toolbar")).filter((e) => e !== "probe").join() === w, want.join());
    await shown(entriesOf("pujas"));
    expect(await asked()).toBe(3);
    // Pujas' first entry inserts a Pujas block.
    await page.click(`#gf-composer [data-gf-toolbar="${entriesOf("pujas")[0]}"]`);
    await page.waitForFunction(() => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes("[pj-"));
    // And back: GenreFuzzion's entries again.
    await page.selectOption("#gf-composer-category", { label: "GenreFuzzion" });
    await shown(entriesOf("genrefuzzion"));
    // A composer opened in the category offers its game's entries.
    await page.goto(`${url}/`);
    const pujas = await page.locator(".gf-category-list li[data-gf-game=pujas]").getAttribute("data-gf-category");
    await page.click(`[data-gf-new-topic-in="${pujas}"]`);
    expect((await offered()).map(([e]) => e)).toEqual(entriesOf("pujas"));
    // GenreFuzzion's sheet button opens its composer in GenreFuzzion's category, with its entry's skeleton.
    await page.goto(`${url}/`);
    await openSheetSkeleton(page);
    await expect(page.locator("#gf-composer-category option:checked").innerText()).resolves.toBe("GenreFuzzion");
    expect((await offered()).map(([e]) => e)).toEqual(entriesOf("genrefuzzion"));
    expect(errors).toEqual([]);
  });

  it("GF-SCENE-2: alone in GenreFuzzion, the home page's scene names an extra as its antagonist, so it previews as a scene, not as an error", async () => {
    await page.selectOption("#gf-user", "alicia");
    await page.goto(`${url}/`);
    await page.click("#gf-new-scene");
    expect(await page.inputValue("#gf-composer-text")).toContain("\nextra: El farero — un viejo que no quiere visitas\n");
    await page.locator(".gf-composer-preview [data-gf-block=scene]").waitFor();
    expect(await page.locator(".gf-composer-preview [data-gf-block=error]").count()).toBe(0);
    await page.goto(`${url}/`);
    expect(errors).toEqual([]);
  });

  it("FA-ROLE-2: Facetas' entries name the writer: bruno's sheet is his, and his conflict's Adversary (whose inline sheet it carries) is bruno", async () => {
    const facetas = await page.locator(".gf-category-list li[data-gf-game=facetas]").getAttribute("data-gf-category");
    await page.selectOption("#gf-user", "bruno");
    const inserted = async (entry: string) => {
      await page.goto(`${url}/`);
      await page.click(`[data-gf-new-topic-in="${facetas}"]`);
      await page.click(`#gf-composer [data-gf-toolbar="${entry}"]`);
      await page.waitForFunction(() => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes("[fa-"));
      return page.inputValue("#gf-composer-text");
    };
    expect(await inserted("genrefuzzion.composer.insert_fa_sheet")).toContain("\njugador: bruno\n");
    expect(await inserted("genrefuzzion.composer.insert_fa_conflict")).toContain("\nadversario: bruno\n");
    // PJ-SETUP-1: Pujas' table entry names its writer first, and as the one who goes first.
    await page.goto(`${url}/`);
    await page.click(`[data-gf-new-topic-in="${await page.locator(".gf-category-list li[data-gf-game=pujas]").getAttribute("data-gf-category")}"]`);
    await page.click('#gf-composer [data-gf-toolbar="genrefuzzion.composer.insert_pj_table"]');
    await page.waitForFunction(() => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes("[pj-"));
    expect(await page.inputValue("#gf-composer-text")).toContain("\njugadores: bruno, carla, ana\nprimero: bruno\n");
    await page.selectOption("#gf-user", "alicia");
    expect(errors).toEqual([]);
  });

  it("TT-CHAL-1 TT-DICE-1: Tricube Tales as the README says: alicia's sheet and moderadora's challenge from the entries, the card's Roll, the service's roll", async () => {
    const tricube = await page.locator(".gf-category-list li[data-gf-game=tricube]").getAttribute("data-gf-category");
    /** A new topic in Tricube's category as `user`, from the composer entry `entry`, its text edited; the topic's id. */
    const newTopic = async (user: string, title: string, entry: string, edit: (text: string) => string) => {
      await page.selectOption("#gf-user", user);
      await page.goto(`${url}/`);
      await page.click(`[data-gf-new-topic-in="${tricube}"]`);
      await page.click(`#gf-composer [data-gf-toolbar="${entry}"]`);
      await page.waitForFunction(() => (document.getElementById("gf-composer-text") as HTMLTextAreaElement).value.includes("[tt-"));
      await page.fill("#gf-composer-title", title);
      await page.fill("#gf-composer-text", edit(await page.inputValue("#gf-composer-text")));
      await page.click("#gf-composer-post");
      await page.waitForURL(/\/t\/\d+/);
      return Number(/\/t\/(\d+)/.exec(page.url())![1]);
    };
    type Posts = { posts: { username: string; raw: string }[] };
    const serviceReplies = async (topic: number, count: number) => {
      const end = Date.now() + 20_000;
      for (;;) {
        const { posts } = await (await fetch(`${url}/gf-sandbox/api/t/${topic}.json`)).json() as Posts;
        const replies = posts.filter((p) => p.username === "gf-dice").map((p) => p.raw);
        if (replies.length >= count) return replies;
        if (Date.now() > end) throw new Error(`no reply from the service in topic ${topic}: ${JSON.stringify(posts)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    // TT-SETUP-2: the sheet entry names its writer as the player, so alicia's sheet is hers as inserted.
    // Her character's name in place of the template's (a sheet still named "Personaje" is no one's).
    const sheet = await newTopic("alicia", "Ficha de personaje: Ilsa", "genrefuzzion.composer.insert_tt_sheet", (t) => {
      expect(t).toContain("\njugador: alicia\n");
      // And the skeleton's perk and quirk written out: a sheet still holding the template's examples is not in play.
      return writtenOut(t.replace("nombre: Personaje\n", "nombre: Ilsa\n"));
    });
    // Posted as any post: the composer has no wiki box, as Discourse's has none. The service makes the
    // sheet a wiki and answers nothing: it knows the sheet once the forum's deliveries of its post
    // (created, then made a wiki by the service) are all answered.
    type Hooks = { pending: number; events: { event: string; status: number }[] };
    const end = Date.now() + 30_000;
    for (;;) {
      const { posts } = await (await fetch(`${url}/gf-sandbox/api/t/${sheet}.json`)).json() as { posts: { webhooks: Hooks }[] };
      const hooks = posts[0]!.webhooks;
      if (hooks.pending === 0 && ["post_created", "post_edited"].every((e) => hooks.events.some((d) => d.event === e))) {
        expect(hooks.events.filter((d) => d.status !== 200)).toEqual([]);
        break;
      }
      if (Date.now() > end) throw new Error(`the service did not take the sheet's webhooks: ${JSON.stringify(hooks)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const table = await newTopic("moderadora", "El asalto a la muralla", "genrefuzzion.composer.insert_tt_challenge", (t) => writtenOut(t).replace("quién: Personaje\n", "quién: Ilsa\n"));
    expect((await serviceReplies(table, 1))[0]).toContain(`«puente»: 3 fichas de esfuerzo (${ruleLink("TT-EFF-1", "es")})`);
    // alicia's Roll from the challenge card: the picker reads her sheet and composes the roll.
    await page.selectOption("#gf-user", "alicia");
    await page.goto(`${url}/t/${table}`);
    const card = page.locator("[data-gf-block=ttchallenge]").first();
    await card.locator("[data-gf-action=tt-roll]").click();
    await card.locator("button[type=submit]").click();
    await expect(page.inputValue("#gf-composer-text")).resolves.toMatch(/^\[tt-tirada desafio=puente personaje=Ilsa\]\n/);
    await page.click("#gf-composer-post");
    const rolled = (await serviceReplies(table, 2))[1]!;
    expect(rolled).toMatch(/\*\*Ilsa\*\* tira (\[\d\] ?){1,3} contra 5 en «puente»/);
    // The roll card (its proof one long word) stays inside its post: the page does not grow wider than the window.
    await page.goto(`${url}/t/${table}`);
    await page.locator(".gf-post [data-gf-block=roll]").first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
