// A newcomer plays through the sandbox forum's page in a real Chromium, against the real dice
// service on a real SQLite file, by clicking: create a sheet, open a scene, the antagonist presents
// from the turn button, the protagonist builds a pool from the sheet's picker and rolls, and the
// service's verified roll arrives in the thread and passes the turn. The steps after the first roll
// need the service to drive scenes (issue 5 §4); they are listed as todo below with what is missing.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { parsePost } from "../../src/markup/index.js";
import { verifyRollCard } from "../../src/plugin-client/verify-roll.js";
import { harness, type Harness } from "../service/harness.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";


// A real browser on a shared 2-core CI machine: allow for a slow start, never for a hang.
jest.setTimeout(90_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let publicKey: string;

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_public_key"] = publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  browser = await launch();
  page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  errors = watchErrors(page);
  await openAs(page, h.sandbox.url, "alicia", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const switchTo = async (user: string) => {
  await page.selectOption("#gf-user", user);
  await page.locator(`#gf-user >> option[value="${user}"]`).waitFor({ state: "attached" });
};

describe("a newcomer on the sandbox forum's page", () => {
  let sheetTopic = 0;
  let sceneTopic = 0;

  it("creates a character sheet with one click and posts it as a wiki", async () => {
    await page.goto(`${h.sandbox.url}/`);
    await page.locator("#gf-new-sheet").waitFor();
    await page.screenshot({ path: artifact("flow", "home-es.png") });
    await page.click("#gf-new-sheet");
    await page.screenshot({ path: artifact("flow", "composer-sheet-es.png") });
    expect(await page.inputValue("#gf-composer-title")).toBe("Ficha de alicia");
    expect(await page.isChecked("#gf-composer-wiki")).toBe(true);
    await page.locator(".gf-composer-preview .gf-card.gf-sheet").waitFor();
    await page.click("#gf-composer-post");
    await page.locator(".gf-post .gf-card.gf-sheet").waitFor();
    sheetTopic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    const [sheet] = h.sandbox.forum.topicPosts(sheetTopic);
    expect(sheet?.wiki).toBe(true);
    expect(parsePost(sheet!.raw, { lang: "es" })[0]).toMatchObject({ block: "sheet", errors: [] });
    // The antagonist's player makes theirs the same way.
    await switchTo("bruno");
    await page.click(".gf-back");
    await page.click("#gf-new-sheet");
    await page.click("#gf-composer-post");
    await page.locator(".gf-post .gf-card.gf-sheet[data-gf-character=Bruno]").waitFor();
    await switchTo("alicia");
  });

  it("GF-SCENE-2: opens a scene; the card waits for the antagonist and offers the protagonist nothing", async () => {
    await page.click(".gf-back");
    await page.click("#gf-new-scene");
    await page.fill("#gf-composer-title", "Escena 1: La noche del faro");
    await page.click("#gf-composer-post");
    await page.locator(".gf-post .gf-card.gf-scene .gf-turn").waitFor();
    sceneTopic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    await expect(page.locator(".gf-turn-state").innerText()).resolves.toContain("El antagonista debe presentarse");
    expect(await page.locator(".gf-turn-button").count()).toBe(0);
  });

  it("GF-ANT-1, GF-ANT-5: the antagonist's player presents from the turn button", async () => {
    await switchTo("bruno");
    await page.getByRole("button", { name: "Presentarse" }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain("presentar: ");
    await page.fill("#gf-composer-text", text.replace("presentar: ", "presentar: Bruno quiere que Alicia se vaya del pueblo"));
    await page.click("#gf-composer-post");
    await page.locator(".gf-post .gf-card.gf-action").waitFor();
    await expect(page.locator(".gf-turn-state").innerText()).resolves.toContain("El protagonista arma y tira su pozo");
  });

  it("GF-POOL-1: the protagonist builds a pool by clicking on the sheet, with the composer kept open across topics", async () => {
    await switchTo("alicia");
    await expect(page.getByRole("button", { name: "Tirar un pozo" }).count()).resolves.toBe(1);
    await page.click(".gf-reply"); // a reply in the scene; like Discourse's composer it stays open while browsing
    await page.click(".gf-back");
    await page.click(`a[href="/t/${sheetTopic}"]`);
    await page.locator(".gf-card.gf-sheet").getByRole("button", { name: "Armar un pozo" }).click();
    await page.getByLabel("Intuición sobrenatural").check();
    await page.getByLabel("Conoce a todo el mundo").check();
    await page.getByLabel("Número de escena").fill("1");
    await page.getByRole("button", { name: "Abrir el editor con este pozo" }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain("cliché: Intuición sobrenatural d8\ncliché: Conoce a todo el mundo d6");
    // The open reply still belongs to the scene: the picker inserted the pool into it.
    await page.click(".gf-back");
    await page.click(`a[href="/t/${sceneTopic}"]`);
    expect(await page.inputValue("#gf-composer-text")).toBe(text);
    const [pool] = parsePost(text, { lang: "es" });
    expect(pool).toMatchObject({ block: "pool", errors: [], node: { character: "Alicia", role: "protagonist", scene: 1 } });
  });

  it("GF-ROLL-1: posts the pool in the scene and the service's roll arrives, signed for that post under the site's key", async () => {
    // The service does not roll pools tied to a sheet yet (todo below): the pool goes in the quick
    // form it rolls today, with the role and scene the picker chose.
    await page.fill("#gf-composer-text", "Alicia sube las escaleras del faro.\n\n[gf-pool personaje=\"Alicia\" rol=protagonista escena=1]\nd12 d10 d8 d8 d6 d4\n[/gf-pool]\n");
    await page.click("#gf-composer-post");
    await page.locator(".gf-post .gf-card.gf-pool").waitFor();
    await h.settle();
    const poolPost = h.sandbox.forum.topicPosts(sceneTopic).find((p) => p.raw.includes("[gf-pool"))!;
    const reply = h.replies(sceneTopic).find((r) => r.replyTo === poolPost.postNumber);
    const block = /\[gf-roll post=(\d+) (?:proof|prueba)=(gf1\.[A-Za-z0-9_-]+)/.exec(reply?.raw ?? "");
    expect(block?.[1]).toBe(String(poolPost.id));
    // The page shows the service's reply as soon as the outbox sends it.
    await page.locator(`.gf-post[data-post-id="${reply!.id}"]`).waitFor();
    await page.locator(".gf-composer-preview").waitFor({ state: "detached" }).catch(() => undefined);
    await page.screenshot({ path: artifact("flow", "after-first-roll-es.png"), fullPage: true });
    const proof = block![2]!;
    const faces = [...reply!.raw.matchAll(/\bd(\d+):(\d+)/g)].map((m) => ({ size: Number(m[1]), face: Number(m[2]) }));
    expect(verifyRollCard({ proof, post: poolPost.id, dice: faces }, { publicKey, topicId: sceneTopic, forum: new URL(h.sandbox.url).host }))
      .toMatchObject({ status: "verified", post: poolPost.id });
    expect(errors).toEqual([]);
  });

  it("GF-ROLL-3, GF-RES-1: the page shows the service's roll as a verified card, and the turn passes to the antagonist", async () => {
    const card = page.locator(".gf-post .gf-card.gf-roll");
    await card.waitFor();
    expect(await card.getAttribute("data-gf-verified")).toBe("verified");
    await expect(card.locator(".gf-verify").innerText()).resolves.toContain("Tirada verificada");
    expect(await card.locator(".gf-rolled .gf-die").count()).toBe(6);
    await expect(page.locator(".gf-turn-state").innerText()).resolves.toContain("El antagonista decide: rendirse u oponerse");
    await card.screenshot({ path: artifact("flow", "service-roll-es.png") });
  });

  /** Posts what a turn button put in the composer, with the player's part filled in. */
  async function takeTurn(user: string, button: string, fill: (text: string) => string): Promise<void> {
    await switchTo(user);
    await page.locator(".gf-turn-button", { hasText: button }).click();
    await page.fill("#gf-composer-text", fill(await page.inputValue("#gf-composer-text")));
    const before = h.sandbox.forum.topicPosts(sceneTopic).length;
    await page.click("#gf-composer-post");
    await h.settle();
    await page.locator(`.gf-post >> nth=${before}`).waitFor();
  }
  const dice = (size: number, n: number) => Array.from({ length: n }, () => `d${size}`).join(" ");
  const turnState = () => page.locator(".gf-card.gf-scene").getAttribute("data-gf-state");

  it("GF-RES-3, GF-RES-5, GF-RES-6, GF-WIN-1: the antagonist opposes and the protagonist retries from the turn buttons until one side loses a roll", async () => {
    // Small dice against big ones, one more die each time (GF-RES-6, GF-AMB-17): every roll is the
    // service's, and the card's turn follows the results it posts.
    let antagonistDice = 0;
    let protagonistDice = 4;
    for (let round = 0; round < 6 && (await turnState()) !== "won"; round++) {
      const state = await turnState();
      const rolls = h.replies(sceneTopic).length;
      if (state === "a-decide") {
        antagonistDice += 1;
        await takeTurn("bruno", "Oponerse", (t) => t.replace(/\[gf-pool([^\]]*)\]\n[^\n]*\n/, `[gf-pool$1]\n${dice(4, antagonistDice)}\n`).replace("[gf-action", "Bruno se planta en la escalera.\n\n[gf-action"));
      } else if (state === "p-decide") {
        protagonistDice += 1;
        await takeTurn("alicia", "Reintentar", (t) => t.replace(/\[gf-pool([^\]]*)\]\n[^\n]*\n/, `[gf-pool$1]\n${dice(12, protagonistDice)}\n`));
      } else {
        throw new Error(`unexpected turn state ${state}`);
      }
      await page.waitForFunction((n) => document.querySelectorAll(".gf-post .gf-card.gf-roll[data-gf-verified=verified]").length > n, rolls);
    }
    expect(await turnState()).toBe("won");
    const winner = await page.locator(".gf-turn-who").getAttribute("data-gf-actor");
    expect(["protagonist", "antagonist"]).toContain(winner);
    // Every roll in the thread is verified in the browser.
    const badges = await page.locator(".gf-card.gf-roll").evaluateAll((els) => els.map((e) => e.getAttribute("data-gf-verified")));
    expect(badges.length).toBeGreaterThanOrEqual(2);
    expect(new Set(badges)).toEqual(new Set(["verified"]));
  });

  it("GF-WIN-3, GF-RATE-2, GF-RATE-4: the winner uses the effect die, and a player outside the scene rates it", async () => {
    const winner = await page.locator(".gf-turn-who").getAttribute("data-gf-actor");
    const [user, name] = winner === "protagonist" ? ["alicia", "Alicia"] : ["bruno", "Bruno"];
    await takeTurn(user, "Usar el dado de efecto", (t) => {
      // GF-WIN-2: the button already names the die the winner's last roll left for the effect.
      expect(t).toMatch(/efecto: ventaja  d(4|6|8|10|12)\n/);
      return t.replace("efecto: ventaja ", `efecto: ventaja ${name} conoce el faro`);
    });
    await expect(page.locator(".gf-card.gf-action [data-gf-action=effect]").innerText()).resolves.toContain(`${name} conoce el faro`);
    expect(await turnState()).toBe("rating");
    await switchTo(user);
    expect(await page.locator(".gf-turn-button").count()).toBe(0); // GF-RATE-4: not the winner
    await takeTurn("carla", "Calificar", (t) => t.replace("_ / _ — ", "4 / 3 — qué tensión en la escalera"));
    expect(await turnState()).toBe("done");
    await page.screenshot({ path: artifact("flow", "scene-done-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  // What the whole-scene test needs from the service (issue 5 §4, §5), checked against this tree:
  it.todo("rolls the pool the picker built from the sheet: the service answers 'this pool takes its dice from a sheet; for now I only roll pools with every die written' to [gf-pool ficha=…]");
  it.todo("the service applies each action through the rules engine (GF-RES-3 comparison, GF-RES-6 growth, GF-WIN-3 effect, GF-RATE-6..8 points) and answers illegal ones; today it rolls pools and ignores [gf-action] blocks");
  it.todo("both sheets show the points and the new advantage after the service's edits (GF-RATE-6, GF-ADV-1): needs the scene handler to call the sheet updates");
});
