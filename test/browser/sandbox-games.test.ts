// The sandbox as a newcomer starts it (`npm start` = the built `gf serve --sandbox`), in a real
// Chromium: the home page lists one category per game with the game it plays, and a new topic opened
// in each offers in its composer exactly that game's entries (its manifest's, src/games/<game>/cards/
// manifest.ts), which insert that game's blocks; the composer's category chooser switches them.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { CLIENT_GAMES } from "../../src/games/client-games.js";
import { GF, buildGf, removeGf } from "../service/process.js";
import { launch, openAs, watchErrors } from "./support/browser.js";

jest.setTimeout(120_000);
const root = mkdtempSync(join(tmpdir(), "gf-sandbox-games-"));
let child: ChildProcess;
let url = "";
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

/** Each game's blocks, as the first characters its composer entries insert. */
const TAG_PREFIX: Record<string, string> = { genrefuzzion: "[gf-", tricube: "[tt-", pujas: "[pj-", facetas: "[fa-" };

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
  browser = await launch();
  page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  errors = watchErrors(page);
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
    await expect(rows.evaluateAll((els) => els.map((e) => [e.querySelector("strong")?.textContent, e.getAttribute("data-gf-game"), e.textContent]))).resolves.toEqual([
      ["GenreFuzzion", "genrefuzzion", "GenreFuzzion · juega a GenreFuzzion Nuevo tema aquí"],
      ["Tricube Tales", "tricube", "Tricube Tales · juega a Tricube Tales Nuevo tema aquí"],
      ["Pujas", "pujas", "Pujas · juega a Pujas Nuevo tema aquí"],
      ["Facetas", "facetas", "Facetas · juega a Facetas Nuevo tema aquí"],
    ]);
  });

  it.each(["genrefuzzion", "tricube", "pujas", "facetas"])("a new topic in %s's category offers that game's composer entries, which insert its blocks", async (game) => {
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

  it("choosing another category in the composer switches the entries to that category's game", async () => {
    await page.goto(`${url}/`);
    await page.click("#gf-new-topic");
    await page.selectOption("#gf-composer-category", { label: "Tricube Tales" });
    expect((await offered()).map(([e]) => e)).toEqual(entriesOf("tricube"));
    await page.selectOption("#gf-composer-category", { label: "Pujas" });
    expect((await offered()).map(([e]) => e)).toEqual(entriesOf("pujas"));
    // GenreFuzzion's sheet button opens its composer in GenreFuzzion's category.
    await page.goto(`${url}/`);
    await page.click("#gf-new-sheet");
    await expect(page.locator("#gf-composer-category option:checked").innerText()).resolves.toBe("GenreFuzzion");
    expect((await offered()).map(([e]) => e)).toEqual(entriesOf("genrefuzzion"));
    expect(errors).toEqual([]);
  });
});
