// A Pujas scene with three players on the sandbox forum's page, in a real Chromium, against the real
// dice service (its topic-flow runner) on a real SQLite file with seeded dice. The table opens with a
// [pj-mesa]; the books card in the opening post is what the service keeps current. The Tenet lap is
// played; each player seals a bid with the books card's composer (the secret never leaves the
// browser until the reveal) and reveals it from the same card; the tie is broken by seating order,
// and each reveal's card checks it opens its seal. The scene then has an interrupt, a Complication
// whose d10s are verifiable rolls, a Challenge and a Fine; the Narrator ends the scene (Recovery), the
// second scene is bid for from the books card again, and a take-over is followed by a change to that
// Component, which starts a Complication with bought dice. The purses on the books card balance
// against the Bank after each step, and a turn card shows its price and the purse after it. The seal
// and reveal buttons are styled as every game's buttons are.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Locator, Page } from "playwright-core";
import { pujasTableOf, readPujasTopic, type PujasTopic } from "../../../../src/games/pujas/flow/index.js";
import { readFlowRow } from "../../../../src/service/flows/index.js";
import { harness, verifyProofs, type Harness } from "../../../service/harness.js";
import { artifact, buildPageScript, launch, openAs, testPage } from "../../../browser/support/browser.js";
import { postComposer } from "../../../browser/support/composer-post.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let topicId = 0;

beforeAll(async () => {
  h = await harness({ seed: "pujas-browser", sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "carla"] },
    config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": "en" } } });
  const publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_public_key"] = publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "en");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;

/** A post through the forum's API (prose and moves typed by a player), answered by the service. */
async function say(username: string, raw: string): Promise<string> {
  const post = await h.post(username, raw, topicId || undefined);
  if (!topicId) topicId = post.topic_id;
  await h.settle();
  const replies = h.replies(topicId).filter((r) => r.replyTo === post.post_number).map((r) => r.raw);
  expect(replies).toHaveLength(1);
  expect(replies[0]).not.toMatch(/can't apply|no puedo aplicar/);
  return replies[0]!;
}

async function record(): Promise<PujasTopic> {
  const row = readFlowRow((await h.service.store.getFlow(topicId))!.state);
  if (!row.ok) throw new Error(row.error.code);
  const r = readPujasTopic(row.value.record);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** The topic's page as `user` sees it, with the books card drawn. */
async function view(user: string): Promise<void> {
  await page.evaluate((u) => localStorage.setItem("gf-sandbox-user", u), user);
  await page.goto(`${h.sandbox.url}/t/${topicId}`);
  await page.locator("#post_1 [data-gf-block=pjledger]").waitFor();
}

/** PJ-COIN-1: the purses, the table and the Bank on the books card add up to what the players started with; the card shows the service's books. */
async function booksBalance(): Promise<Record<string, number>> {
  await h.settle();
  const g = pujasTableOf(await record()).game;
  await view("ana");
  const card = page.locator("#post_1 [data-gf-block=pjledger]");
  const purses: Record<string, number> = {};
  for (const p of ["ana", "bruno", "carla"]) purses[p] = Number(await card.locator(`.gf-pj-purse[data-gf-player=${p}]`).getAttribute("data-gf-value"));
  expect(purses).toEqual(g.purses);
  // The Bank is no purse (PJ-COIN-1, PJ-END-2): its net takings are said in words, never as "Bank -10".
  const bankRow = card.locator("[data-gf-field=bank] [data-gf-value]");
  const bank = Number(await bankRow.getAttribute("data-gf-value"));
  const table = g.scene?.table ?? 0;
  expect(bank).toBe(g.bank);
  const coins = `${Math.abs(bank)} coin${Math.abs(bank) === 1 ? "" : "s"}`;
  expect(await bankRow.textContent()).toBe(bank < 0 ? `paid out ${coins} more than it took in` : `took in ${coins} more than it paid out`);
  expect(await card.locator("[data-gf-field=bank]").textContent()).not.toMatch(/-\d/);
  expect(Object.values(purses).reduce((a, b) => a + b, 0) + table + bank).toBe(3 * 25);
  return purses;
}

/**
 * The seal and reveal buttons are the plugin's primary buttons (gf-button), styled as every game's are,
 * not the browser's plain ones: the same background as the cards' accent, rounded, bold; a plain
 * button drawn beside it looks otherwise. The mouse is moved off first, so no hover colour is read.
 */
async function expectGamesButton(button: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  const look = await button.evaluate((b) => {
    const of = (e: Element) => { const s = getComputedStyle(e); return { background: s.backgroundColor, radius: s.borderTopLeftRadius, weight: s.fontWeight }; };
    const accent = document.createElement("span");
    accent.style.backgroundColor = "var(--gf-accent)";
    const plain = document.createElement("button");
    plain.className = "btn";
    b.after(accent, plain);
    const seen = { button: of(b), accent: of(accent).background, plain: of(plain) };
    accent.remove();
    plain.remove();
    return seen;
  });
  expect(look.button).toEqual({ background: look.accent, radius: "6px", weight: "600" });
  expect(look.plain).not.toEqual(look.button);
}

/** `user` seals `bid` with the books card's composer and posts the seal the composer wrote. */
async function sealWithComposer(user: string, bid: number): Promise<string> {
  await view(user);
  const composer = page.locator("#post_1 .gf-pj-composer");
  await composer.locator(".gf-pj-bid-input").fill(String(bid));
  // ana double-clicks, as a hurried player does: one seal goes into the composer, and its secret is the one kept.
  if (user === "ana") await expectGamesButton(composer.locator(".gf-pj-seal-button"));
  if (user === "ana") await composer.locator(".gf-pj-seal-button").dblclick();
  else await composer.locator(".gf-pj-seal-button").click();
  await page.locator("#gf-composer-text").waitFor();
  return postComposer(page, h, topicId);
}

async function revealWithComposer(user: string): Promise<string> {
  await view(user);
  if (user === "ana") await expectGamesButton(page.locator("#post_1 .gf-pj-reveal-button"));
  if (user === "ana") await page.locator("#post_1 .gf-pj-reveal-button").dblclick();
  else await page.locator("#post_1 .gf-pj-reveal-button").click();
  await page.locator("#gf-composer-text").waitFor();
  return postComposer(page, h, topicId);
}

describe("a Pujas scene on the sandbox forum's page", () => {
  it("PJ-SETUP-1 PJ-TENET-1: the table opens and the Tenet lap is played; the books card in the opening post shows the service's books", async () => {
    await say("ana", "The harbour game.\n\n[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    await say("ana", turn("story element: the harbour never sleeps"));
    await say("bruno", turn("pass"));
    expect(await say("carla", turn("pass"))).toContain("Sealed bids still to come from: @ana, @bruno, @carla");
    await view("ana");
    await page.locator("#post_1 [data-gf-block=pjtable]").waitFor();
    await page.locator("#post_1 .gf-pj-tenet", { hasText: "the harbour never sleeps" }).waitFor();
    expect(await booksBalance()).toEqual({ ana: 24, bruno: 25, carla: 25 });
    await page.screenshot({ path: artifact("pujas", "books-en.png"), fullPage: true });
  });

  it("PJ-TOOL-12: a player's copy of the books, with or without a [pj-table], is drawn as a quote of books and offers no bid composer", async () => {
    // The service's books as they stand (the table seals for scene-1), copied with a purse written by hand.
    const opening = h.sandbox.forum.topicPosts(topicId)[0]!.raw;
    const books = /\[pj-ledger\][\s\S]*?\[\/pj-ledger\]/.exec(opening)![0];
    expect(books).toContain("auction: scene-1");
    const forged = books.replace(/purse bruno: \d+/, "purse bruno: 99");
    await h.post("bruno", `My copy of the books.\n\n${forged}`, topicId);
    await h.post("carla", `A table of my own.\n\n[pj-table]\nplayers: ana, bruno, carla\n[/pj-table]\n\n${forged}`, topicId);
    await h.settle();
    await view("bruno");
    for (const words of ["My copy of the books.", "A table of my own."]) {
      const copy = page.locator(".gf-post", { hasText: words }).locator("[data-gf-block=pjledger]");
      await copy.locator(".gf-pj-quote[data-gf-quote=books]", { hasText: "Not the table's books" }).waitFor();
      await expect(copy.locator(".gf-card-title").textContent()).resolves.toBe("A copy of books");
      expect(await copy.locator(".gf-pj-composer").count()).toBe(0);
    }
    // The opening post's books stay the books, with the composer, and nothing of the copies reached them.
    expect(await page.locator("#post_1 [data-gf-block=pjledger] .gf-pj-quote").count()).toBe(0);
    await page.locator("#post_1 .gf-pj-composer .gf-pj-seal-button").waitFor();
    expect(pujasTableOf(await record()).game.purses["bruno"]).toBe(25);
  });

  it("PJ-BID-2 PJ-BID-3 PJ-BID-4: each player seals in the browser (only the hash is posted), reveals from the card, and the tie goes by seating order", async () => {
    // PJ-TOOL-09: while the table seals, the books card and the bid composer show when the seals are due.
    await view("ana");
    await page.locator("#post_1 [data-gf-field=deadline]", { hasText: /seal by \d{4}-\d\d-\d\d \d\d:\d\d UTC/ }).waitFor();
    await page.locator("#post_1 .gf-pj-composer .gf-pj-deadline", { hasText: /^Deadline: seal by \d{4}-/ }).waitFor();
    const seals: string[] = [];
    for (const [user, bid] of [["ana", 3], ["bruno", 1], ["carla", 3]] as const) {
      const text = await sealWithComposer(user, bid);
      // What the forum and the service see: the auction and a SHA-256, no bid and no secret.
      expect(text).toMatch(/^\[pj-bid auction=scene-1\]\nseal: [0-9a-f]{64}\n\[\/pj-bid\]$/);
      seals.push(text);
      const posted = h.sandbox.forum.topicPosts(topicId).filter((p) => p.raw.trim() === text);
      expect(posted).toHaveLength(1);
      if (user === "ana") {
        // Controls retire themselves (PJ-BID-2): once the service took her seal, a second one would be
        // refused and would replace her kept secret, and a reveal before every seal is in is refused too:
        // her card offers neither, and says what comes next.
        await view("ana");
        const mine = page.locator("#post_1 .gf-pj-composer");
        await mine.locator(".gf-pj-bid-status", { hasText: "Sealed: 3. It is revealed once every seal is in" }).waitFor();
        for (const control of [".gf-pj-seal-button", ".gf-pj-bid-input", ".gf-pj-reveal-button"]) await expect(mine.locator(control).isHidden()).resolves.toBe(true);
        // A page that cannot read the service's replies goes by the books' deadline ("seal by"): no reveal yet.
        h.sandbox.siteSettings["gf_service_username"] = "";
        await view("ana");
        await page.locator("#post_1 .gf-pj-composer .gf-pj-bid-status", { hasText: "Sealed: 3." }).waitFor();
        await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-reveal-button").isHidden()).resolves.toBe(true);
        h.sandbox.siteSettings["gf_service_username"] = "gf-dice";
        // bruno, who has not sealed, still may.
        await view("bruno");
        await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-seal-button").isVisible()).resolves.toBe(true);
      }
    }
    expect(new Set(seals).size).toBe(3);
    expect((await record()).auction).toMatchObject({ stage: "revealing" });
    // PJ-TOOL-08: every seal in, the books show when the reveals are due.
    await view("ana");
    await page.locator("#post_1 .gf-pj-composer .gf-pj-deadline", { hasText: /^Deadline: reveal by \d{4}-/ }).waitFor();
    // Controls retire themselves: while the bids are revealed no seal is taken, so the card offers
    // only the reveal (it kept "Seal my bid" and its input all through the reveal).
    await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-seal-button").isHidden()).resolves.toBe(true);
    await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-bid-input").isHidden()).resolves.toBe(true);
    await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-reveal-button").isVisible()).resolves.toBe(true);
    // A page that cannot read the service's replies (no gf_service_username) never offers "Seal my bid"
    // beside "Reveal my bid (3)": a bid to reveal is sealed, and a second seal would lose its secret.
    h.sandbox.siteSettings["gf_service_username"] = "";
    await view("ana");
    await page.locator("#post_1 .gf-pj-composer .gf-pj-reveal-button", { hasText: "Reveal my bid (3)" }).waitFor();
    await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-seal-button").isHidden()).resolves.toBe(true);
    h.sandbox.siteSettings["gf_service_username"] = "gf-dice";
    // PJ-BID-2: in a browser without bruno's secret (another device, a cleared profile) the card offers no
    // second seal, which would be refused, and says where the bid can be revealed from.
    const key = "gf-pujas-bid:topic-" + String(topicId) + ":scene-1:bruno";
    const secret = await page.evaluate((k) => { const v = localStorage.getItem(k); localStorage.removeItem(k); return v; }, key);
    expect(secret).not.toBeNull();
    await view("bruno");
    const elsewhere = page.locator("#post_1 .gf-pj-composer");
    await elsewhere.locator(".gf-pj-bid-status", { hasText: "You already sealed your bid for scene 1 in another browser: reveal it from there" }).waitFor();
    await expect(elsewhere.locator(".gf-pj-seal-button").isHidden()).resolves.toBe(true);
    await expect(elsewhere.locator(".gf-pj-bid-input").isHidden()).resolves.toBe(true);
    await expect(elsewhere.locator(".gf-pj-reveal-button").isHidden()).resolves.toBe(true);
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, secret!]);
    for (const user of ["ana", "bruno", "carla"]) {
      const text = await revealWithComposer(user);
      expect(text).toMatch(/^\[pj-bid auction=scene-1\]\nbid: \d+\nsecret: [0-9a-f]{64}\n\[\/pj-bid\]$/);
      if (user === "ana") {
        // Her reveal is taken: her card offers it no more (a second one is refused), while bruno's still does.
        await view("ana");
        const mine = page.locator("#post_1 .gf-pj-composer");
        await mine.locator(".gf-pj-bid-status", { hasText: /^Your bid for .* is revealed\.$/ }).waitFor();
        await expect(mine.locator(".gf-pj-reveal-button").isHidden()).resolves.toBe(true);
        await view("bruno");
        await expect(page.locator("#post_1 .gf-pj-composer .gf-pj-reveal-button").isVisible()).resolves.toBe(true);
      }
    }
    // ana and carla tie at 3; counting from the first player's left (bruno, carla, ana), carla narrates.
    const g = pujasTableOf(await record()).game;
    expect(g.scene).toMatchObject({ narrator: "carla", table: 3 });
    expect(await booksBalance()).toEqual({ ana: 24, bruno: 25, carla: 22 });
    // Each reveal's card checks, in the reader's browser, that it opens its author's seal.
    await page.locator(".gf-pj-check[data-gf-verdict=opens]").nth(2).waitFor();
    expect(await page.locator(".gf-pj-check").count()).toBe(3);
    await page.locator("#post_1 [data-gf-field=narrator]", { hasText: "carla" }).waitFor();
    // The scene is won: the books name no auction, and the card offers no composer.
    expect(await page.locator("#post_1 .gf-pj-composer").count()).toBe(0);
  });

  it("PJ-FRAME-1 PJ-ANY-1 PJ-CPX-1…7: an interrupt, and a Complication whose every d10 is a verifiable roll; a turn card shows its price and the purse after it", async () => {
    await say("carla", turn("place: the docks", "component: Harbour (Busy, Foggy)", "event: a ship burns"));
    const cut = await say("ana", `I cut in.\n\n${turn("interrupt", "component: Smuggler (Sly)", "end turn")}`);
    expect(cut).toContain("ana's purse after: 21");
    await say("bruno", turn("complication c1: Harbour, Smuggler", "dice c1 bruno: 2 (a storm)", "end turn"));
    await say("carla", turn("dice c1 carla: Harbour/Busy", "resolve: c1"));
    await say("ana", turn("resolve: c1"));
    const post = await h.post("bruno", turn("resolve: c1"), topicId);
    await h.settle();
    const rolled = h.replies(topicId).find((r) => r.replyTo === post.post_number)!.raw;
    const rolls = await h.service.store.rolledBlocks(post.id);
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(await verifyProofs(h.service.url, rolled.replace(/(prueba|proof): `(gf\d\.[A-Za-z0-9_-]+)`/g, "$1=$2"))).toBe(rolls.length);
    const c1 = pujasTableOf(await record()).game.complications["c1"]!;
    for (const who of c1.narrators) await say(who, turn("narrated: c1"));
    await booksBalance();
    // ana's turn card: each line with its list price, and her purse after it from the service's answer.
    const card = page.locator(".gf-post", { hasText: "I cut in." }).locator("[data-gf-block=pjturn]");
    await card.locator(".gf-pj-line[data-gf-action=interrupt][data-gf-price='1']").waitFor();
    expect(await card.locator(".gf-pj-total").getAttribute("data-gf-value")).toBe("3");
    expect(await card.locator(".gf-pj-purse-after").getAttribute("data-gf-value")).toBe("21");
    await page.screenshot({ path: artifact("pujas", "scene-en.png"), fullPage: true });
  });

  it("PJ-CHAL-1…6 PJ-FINE-1 PJ-FINE-2: a Challenge's bids go to the Bank and a Fine charges its loser, on the books card", async () => {
    const before = await booksBalance();
    await say("ana", turn("challenge p1 carla: the ship burns"));
    await say("ana", turn("bid p1: 2 challenger"));
    await say("bruno", turn("bid p1: 0"));
    await say("carla", turn("bid p1: 1 challenged"));
    for (const p of ["ana", "bruno", "carla"]) await say(p, turn("bid p1: 0"));
    const afterChallenge = await booksBalance();
    expect([afterChallenge["ana"], afterChallenge["carla"]]).toEqual([before["ana"]! - 2, before["carla"]! - 1]);
    await say("bruno", turn("fine m1: ana"));
    for (const p of ["ana", "bruno", "carla"]) await say(p, turn("vote m1: accuser"));
    const afterFine = await booksBalance();
    expect(afterFine["ana"]).toBe(afterChallenge["ana"]! - 3);
    // A reader whose own locale is Spanish sees the same books in the table's language, English
    // (gf_category_languages): one language per table, whoever reads it.
    await page.evaluate(() => localStorage.setItem("gf-sandbox-lang", "es"));
    await view("bruno");
    const card = page.locator("#post_1 [data-gf-block=pjledger]");
    await card.locator(".gf-card-title", { hasText: "The table's books" }).waitFor();
    expect(await card.locator(".gf-pj-purse[data-gf-player=ana]").textContent()).toBe(`ana: ${afterFine["ana"]} coins`);
    await page.screenshot({ path: artifact("pujas", "books-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("PJ-END-1 PJ-END-2 PJ-CTRL-2 PJ-CTRL-4 PJ-CPX-1: the scene ends with Recovery; scene 2 is bid for from the card; a take-over, then a change to that Component starts a Complication with bought dice", async () => {
    await page.evaluate(() => localStorage.setItem("gf-sandbox-lang", "en"));
    // Turns go round to carla, the Narrator, who ends the scene on her own turn.
    for (let i = 0; i < 3 && pujasTableOf(await record()).game.scene!.turn !== "carla"; i++) await say(pujasTableOf(await record()).game.scene!.turn, turn("end turn"));
    const before = await booksBalance();
    await say("carla", turn("end scene"));
    const after = await booksBalance();
    for (const p of ["ana", "bruno", "carla"]) expect(after[p]).toBe(before[p]! + 5);
    // The books are at the auction for scene 2 (PJ-BID-1), not at "Scene 1" while the card asks for its bids.
    const books = page.locator("#post_1 [data-gf-block=pjledger]");
    expect(await books.locator("[data-gf-field=scene]").textContent()).toBe("2, bids open");
    await books.locator(".gf-pj-composer", { hasText: "Your sealed bid for scene 2" }).waitFor();
    // The Bank paid the Recovery (PJ-END-2); whichever way its net takings lean, they are said in words.
    expect(await books.locator("[data-gf-field=bank]").textContent()).toMatch(/^(?:took in|paid out) \d+ coins? more than it (?:paid out|took in)$/);
    // No one controls a Component once the scene ends (PJ-CTRL-3): said in words, not "control: -".
    expect(await books.locator(".gf-pj-component[data-gf-component=Harbour]").textContent()).toMatch(/^Harbour — uncontrolled; [^;]+; Importance \d+$/);
    expect(Object.values(pujasTableOf(await record()).game.components).every((c) => c.controller === null)).toBe(true);
    for (const [user, bid] of [["ana", 2], ["bruno", 4], ["carla", 0]] as const) {
      expect(await sealWithComposer(user, bid)).toMatch(/^\[pj-bid auction=scene-2\]\nseal: [0-9a-f]{64}\n\[\/pj-bid\]$/);
    }
    for (const user of ["ana", "bruno", "carla"]) await revealWithComposer(user);
    expect(pujasTableOf(await record()).game.scene).toMatchObject({ number: 2, narrator: "bruno", table: 4 });
    await booksBalance();
    await say("bruno", turn("place: the market", "bring: Harbour", "event: rain", "end turn"));
    await say("carla", turn("take over: Harbour", "end turn"));
    expect(pujasTableOf(await record()).game.components["Harbour"]!.controller).toBe("carla");
    // ana changes carla's Harbour: a Complication, with dice bought for her pool.
    const cx = await say("ana", turn("complication c2: Harbour", "dice c2 ana: 2 (a riot)"));
    expect(cx).toContain("the Complication \"c2\" starts");
    await say("ana", turn("resolve: c2"));
    await say("bruno", turn("resolve: c2"));
    const post = await h.post("carla", turn("resolve: c2"), topicId);
    await h.settle();
    const rolled = h.replies(topicId).find((r) => r.replyTo === post.post_number)!.raw;
    const rolls = await h.service.store.rolledBlocks(post.id);
    expect(rolls.length).toBeGreaterThanOrEqual(1);
    expect(await verifyProofs(h.service.url, rolled.replace(/(prueba|proof): `(gf\d\.[A-Za-z0-9_-]+)`/g, "$1=$2"))).toBe(rolls.length);
    const c2 = pujasTableOf(await record()).game.complications["c2"]!;
    for (const who of c2.narrators) await say(who, turn("narrated: c2"));
    await booksBalance();
    await page.locator("#post_1 .gf-pj-component[data-gf-component=Harbour]", { hasText: /— controlled by carla;/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
