// Every card in a real Chromium, as the plugin draws it on the sandbox forum's page (the plugin's
// own markdown feature, initializer, client bundle and stylesheet), in Spanish and in English.
// Screenshots of each card land in test-results/cards/ for a human to look at.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { BrowserContext, Page } from "playwright-core";
import { toHex } from "../../src/dice/bytes.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { testOperator } from "../plugin/support/roll-block.js";
import { artifact, buildPageScript, launch, openAs, watchErrors } from "./support/browser.js";
import { seed, type Seeded } from "./support/fixtures.js";
import { PRODUCT_VERSION } from "../../src/lib/version.js";
import { openPicker } from "./support/forms.js";


// A real browser on a shared 2-core CI machine: allow for a slow start, never for a hang.
jest.setTimeout(90_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;
let context: BrowserContext;
const seeded: Partial<Record<"es" | "en", Seeded>> = {};

beforeAll(async () => {
  const operator = testOperator();
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  sandbox.siteSettings["gf_public_key"] = toHex(operator.publicKey);
  sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
  seeded.es = seed(sandbox, operator, "es");
  seeded.en = seed(sandbox, operator, "en");
  browser = await launch();
  context = browser.context;
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function open(user: string, lang: "es" | "en", topic: number): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  page.setDefaultTimeout(15_000);
  await openAs(page, sandbox.url, user, lang);
  await page.goto(`${sandbox.url}/t/${topic}`);
  await page.waitForSelector(".gf-post [data-gf-block]");
  return { page, errors };
}

const T = {
  es: { verified: "Tirada firmada", failed: "Tirada NO verificada", build: "Armar un pozo", oppose: "Oponerse", yield: "Rendirse",
    turn: "Le toca a Bea (Antagonista)", open: "Abrir el editor con este pozo", decide: "El antagonista decide: rendirse u oponerse" },
  en: { verified: "Signed roll", failed: "Roll NOT verified", build: "Build a pool", oppose: "Oppose", yield: "Yield",
    turn: "Bea (Antagonist) to act", open: "Open the composer with this pool", decide: "The antagonist decides: yield or oppose" },
} as const;

describe("hostile posts on the sandbox page", () => {
  it("are sanitized as Discourse sanitizes cooked HTML: no script runs, no handler or javascript: URL survives", async () => {
    const hostile = [
      "<script>window.__pwned = 1</script>", '<img src="x" onerror="window.__pwned = 2">', "[click](javascript:window.__pwned=3)",
      '<a href="javascript:window.__pwned=4" onclick="window.__pwned=5">a</a>', "<!-- hidden comment -->",
      // A hand-made cooked roll card: the allowlist keeps its data-gf-card, the sanitizer drops the handler.
      `<div class="gf-card" data-gf-card="roll es 1 0" onmouseover="window.__pwned=6">[gf-roll proof=x post=1]<br>\ndice: d6:6r<br>\nresult: 99<br>\neffect: -<br>\nbotches: 0<br>\n[/gf-roll]</div>`,
      "[gf-pool personaje=\"<script>window.__pwned=7</script>\"]", "cliché: <img src=x onerror=window.__pwned=8> d8", "[/gf-pool]",
      // A right-to-left override typed into a name would reorder the card's text drawn after it.
      "[gf-pool personaje=\"Vera\u202Eevil\u2066\"]", "cliché: Rápida d8", "[/gf-pool]",
    ].join("\n\n");
    const post = sandbox.forum.createTopic(sandbox.forum.userByName("carla")!, "XSS", hostile, sandbox.category.id);
    const { page, errors } = await open("carla", "es", post.topicId);
    const dialogs: string[] = [];
    page.on("dialog", (d) => { dialogs.push(d.message()); void d.dismiss(); });
    await page.locator(".gf-post .cooked a").first().click().catch(() => undefined);
    await page.locator(".gf-post .cooked a").first().hover().catch(() => undefined);
    const found = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
      scripts: document.querySelectorAll(".gf-post script").length,
      handlers: [...document.querySelectorAll(".gf-post *")].flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith("on")),
      jsUrls: [...document.querySelectorAll(".gf-post [href], .gf-post [src]")].map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "").filter((u) => /^\s*javascript:/i.test(u)),
      comments: document.querySelector(".gf-post .cooked")!.innerHTML.includes("<!--"),
      // Allowlisted raw HTML survives on Discourse too; a hand-made roll card then fails verification.
      fakeCard: document.querySelector(".gf-post [data-gf-block=roll]")?.getAttribute("data-gf-verified"),
    }));
    expect(found).toEqual({ pwned: 0, scripts: 0, handlers: [], jsUrls: [], comments: false, fakeCard: "failed" });
    expect(dialogs).toEqual([]);
    // No bidi control reaches a drawn card, whatever the player typed; the name is still shown.
    const drawn = await page.locator(".gf-post [data-gf-block]").allTextContents();
    expect(drawn.join("\n")).toContain("Veraevil");
    expect(drawn.join("\n")).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    // The player's text is shown as text, on the card or on its error card.
    await expect(page.locator("[data-gf-block=pool], [data-gf-block=error]").first().innerText()).resolves.toContain("<img src=x onerror=");
    // The sanitized <img src="x"> still asks for "x" (a 404), as it would on Discourse; nothing else failed.
    expect(errors.filter((e) => !/^Failed to load resource: .* 404/.test(e))).toEqual([]);
    await page.close();
  });
});

describe.each(["es", "en"] as const)("cards in %s", (lang) => {
  it("GF-ROLL-2, GF-ROLL-3, GF-WIN-2: the roll card draws each die by size, highlights the two result dice, marks the effect die, greys the botch, and verifies", async () => {
    const { page, errors } = await open("bruno", lang, seeded[lang]!.sceneTopic);
    const card = page.locator("[data-gf-block=roll][data-gf-verified=signed]");
    await card.waitFor();
    await expect(card.locator(".gf-verify").innerText()).resolves.toContain(T[lang].verified);
    expect(await card.locator(".gf-rolled .gf-die").count()).toBe(5);
    expect(await card.locator(".gf-rolled [data-gf-used=result]").count()).toBe(2);
    expect(await card.locator(".gf-rolled [data-gf-botch]").count()).toBe(1);
    expect(await card.locator(".gf-rolled [data-gf-effect]").count()).toBe(1);
    const dice = await card.locator(".gf-rolled .gf-die").evaluateAll((els) => els.map((el) => ({
      size: el.getAttribute("data-gf-size"), label: el.getAttribute("aria-label"),
      clip: getComputedStyle(el, "::before").clipPath, fill: getComputedStyle(el, "::before").backgroundColor,
      result: el.getAttribute("data-gf-used") === "result", botch: el.hasAttribute("data-gf-botch"),
    })));
    // d4, d8 … are polygons; a d6 is a rounded square.
    for (const d of dice) expect(d.clip === "none").toBe(d.size === "6");
    expect(new Set(dice.filter((d) => d.result).map((d) => d.fill)).size).toBe(1);
    expect(dice.find((d) => d.result)!.fill).not.toBe(dice.find((d) => d.botch)!.fill);
    expect(dice.find((d) => d.botch)!.label).toMatch(lang === "es" ? /pifia/ : /botch/);
    expect(dice.filter((d) => d.result).every((d) => /(cuenta para el resultado|counts for the result)/.test(d.label!))).toBe(true);
    await card.screenshot({ path: artifact("cards", `roll-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the roll card shows a visible failure for a tampered proof", async () => {
    const { page, errors } = await open("bruno", lang, seeded[lang]!.sceneTopic);
    const card = page.locator("[data-gf-block=roll][data-gf-verified=failed]");
    await card.waitFor();
    const badge = card.locator(".gf-verify");
    await expect(badge.innerText()).resolves.toContain(T[lang].failed);
    expect(await badge.getAttribute("role")).toBe("status");
    expect(await badge.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("2px");
    await card.screenshot({ path: artifact("cards", `roll-tampered-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GF-RES-1: the scene card says whose turn it is and offers the antagonist oppose or yield", async () => {
    const { page, errors } = await open("bruno", lang, seeded[lang]!.sceneTopic);
    const card = page.locator("[data-gf-block=scene]");
    await card.locator(".gf-turn").waitFor();
    await expect(card.locator(".gf-turn-state").innerText()).resolves.toContain(T[lang].decide);
    await expect(card.locator(".gf-turn-who").innerText()).resolves.toBe(T[lang].turn);
    await expect(card.locator("[data-gf-turn-action]").allInnerTexts()).resolves.toEqual([T[lang].oppose, T[lang].yield]);
    await card.screenshot({ path: artifact("cards", `scene-${lang}.png`) });
    await card.locator("[data-gf-turn-action]", { hasText: T[lang].oppose }).click();
    // Opposing rolls: the button opens the picker for Bea, in the scene. Bea has no sheet on this
    // forum, so the picker says so and offers the scene's dice and points.
    const picker = card.locator(".gf-scene-picker");
    await expect(picker.locator(".gf-picker-note").innerText()).resolves.toBe(lang === "es"
      ? "La ficha de Bea no está en ninguno de los temas de la partida que puedes leer: el pozo de abajo solo toma los dados de la escena."
      : "Bea's sheet is in none of the game's topics you can read: the pool below takes the scene's dice only.");
    await picker.getByLabel(lang === "es" ? "Tormenta eléctrica" : "Thunderstorm").check();
    await picker.screenshot({ path: artifact("cards", `scene-picker-${lang}.png`) });
    await picker.getByRole("button", { name: T[lang].open }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text).toContain(lang === "es" ? "me opongo" : "oppose");
    expect(text).toContain(lang === "es" ? '[gf-pool personaje="Bea" rol="antagonista" escena=1]\nescena: Tormenta eléctrica d6\n' : '[gf-pool character="Bea" role="antagonist" scene=1]\nscene: Thunderstorm d6\n');
    await expect(page.locator(".gf-composer-preview [data-gf-block=action]").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GF-RES-1: the protagonist sees the turn but no buttons while the antagonist decides", async () => {
    const { page } = await open("alicia", lang, seeded[lang]!.sceneTopic);
    const card = page.locator("[data-gf-block=scene]");
    await card.locator(".gf-turn").waitFor();
    await expect(card.locator(".gf-turn-who").innerText()).resolves.toBe(T[lang].turn);
    expect(await card.locator("[data-gf-turn-action]").count()).toBe(0);
    await page.close();
  });

  it("GF-POOL-2: the sheet card's picker opens the composer with a ready pool for this character and sheet", async () => {
    const { page, errors } = await open("alicia", lang, seeded[lang]!.sheetTopic);
    const card = page.locator("[data-gf-block=sheet]");
    await card.screenshot({ path: artifact("cards", `sheet-${lang}.png`) });
    const toggle = card.getByRole("button", { name: T[lang].build });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await openPicker(toggle);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const picker = card.locator(".gf-picker");
    await picker.getByLabel(lang === "es" ? "Intuición sobrenatural" : "Uncanny intuition").check();
    await picker.getByLabel(lang === "es" ? "Le debe la vida" : "Owes her life to Bea").check();
    await picker.getByLabel(lang === "es" ? "Paraguas blindado" : "Armoured umbrella").check();
    await picker.getByLabel(lang === "es" ? "Comprar un d6 (1 PK)" : "Buy a d6 (1 PK)").check();
    // GF-POOL-1: the pool goes to one of Ana's scenes, chosen by number and title; the composer opens there.
    await picker.getByLabel(lang === "es" ? "Publicarlo en" : "Post it in").selectOption({ label: lang === "es" ? "escena 1 · La noche del faro" : "scene 1 · Night at the lighthouse" });
    await expect(picker.locator(".gf-picker-count").innerText()).resolves.toBe(lang === "es" ? "4 dados elegidos" : "4 dice chosen");
    await card.screenshot({ path: artifact("cards", `sheet-picker-${lang}.png`) });
    await picker.getByRole("button", { name: T[lang].open }).click();
    const sheet = seeded[lang]!.sheetPost;
    expect(await page.inputValue("#gf-composer-text")).toBe(lang === "es"
      ? `[gf-pool personaje="Ana" ficha=${sheet} rol="protagonista" escena=1]\ncliché: Intuición sobrenatural d8\nrelación Bea: Le debe la vida d6\nventaja: Paraguas blindado d6\npk\n[/gf-pool]\n\n`
      : `[gf-pool character="Ana" sheet=${sheet} role="protagonist" scene=1]\ncliche: Uncanny intuition d8\nrelationship Bea: Owes her life to Bea d6\nadvantage: Armoured umbrella d6\npk\n[/gf-pool]\n\n`);
    // The preview is the same card the thread will show once posted.
    await page.locator(".gf-composer-preview [data-gf-block=pool]").waitFor();
    await expect(page.locator(".gf-composer-preview .gf-entry").count()).resolves.toBe(4);
    await page.locator(".gf-composer-preview [data-gf-block=pool]").screenshot({ path: artifact("cards", `pool-${lang}.png`) });
    // The page went to the scene it names, so Discourse's composer has no "which topic?" to ask: Post posts there.
    await page.waitForURL((u) => u.pathname === `/t/${seeded[lang]!.sceneTopic}`);
    await page.locator("[data-gf-block=scene]").waitFor();
    await page.click("#gf-composer-post");
    await page.locator(".gf-post [data-gf-block=pool]").last().waitFor();
    expect(await page.locator(".reply-where-modal").count()).toBe(0);
    expect(sandbox.forum.topicPosts(seeded[lang]!.sceneTopic).at(-1)?.raw).toContain(lang === "es" ? "ficha=" : "sheet=");
    expect(page.url()).toContain(`/t/${seeded[lang]!.sceneTopic}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("GF-AMB-16: the picker offers one boost per roll, PV or PK, never both", async () => {
    const { page, errors } = await open("alicia", lang, seeded[lang]!.sheetTopic);
    const card = page.locator("[data-gf-block=sheet]");
    await openPicker(card.getByRole("button", { name: T[lang].build }));
    const picker = card.locator(".gf-picker");
    const boost = picker.getByRole("group", { name: lang === "es" ? "Impulso (uno por tirada)" : "Boost (one per roll)" });
    const none = boost.getByRole("radio", { name: lang === "es" ? "Sin impulso" : "No boost" });
    const pv = boost.getByRole("radio", { name: lang === "es" ? "+1 dado al resultado (1 PV)" : "+1 die to the result (1 PV)" });
    const pk = boost.getByRole("radio", { name: lang === "es" ? "+3 al resultado (1 PK)" : "+3 to the result (1 PK)" });
    await expect(boost.getByRole("radio").count()).resolves.toBe(3);
    expect([await none.isChecked(), await pv.isChecked(), await pk.isChecked()]).toEqual([true, false, false]);
    await pv.check();
    await pk.check();
    // Choosing PK gives up PV: one boost per roll, "o bien".
    expect([await none.isChecked(), await pv.isChecked(), await pk.isChecked()]).toEqual([false, false, true]);
    await picker.getByLabel(lang === "es" ? "Intuición sobrenatural" : "Uncanny intuition").check();
    // As a reader does, wait for the scene list before opening the composer (it loads when the picker opens).
    await picker.getByLabel(lang === "es" ? "Publicarlo en" : "Post it in").locator("option").first().waitFor({ state: "attached" });
    await card.screenshot({ path: artifact("cards", `sheet-picker-boost-${lang}.png`) });
    await picker.getByRole("button", { name: T[lang].open }).click();
    const text = await page.inputValue("#gf-composer-text");
    expect(text.match(/^(impulso|boost): p[vk]$/gm)).toEqual([lang === "es" ? "impulso: pk" : "boost: pk"]);
    // The preview reads it back as one boost, and no error card.
    await page.locator(".gf-composer-preview [data-gf-block=pool]").waitFor();
    await expect(page.locator(".gf-composer-preview .gf-boost").allInnerTexts()).resolves.toEqual([lang === "es" ? "+3 al resultado (1 PK)" : "+3 to the result (1 PK)"]);
    expect(await page.locator(".gf-composer-preview [data-gf-block=error]").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the picker refuses an empty pool with a visible message and keeps the composer closed, even while its scene list loads", async () => {
    const { page } = await open("alicia", lang, seeded[lang]!.sheetTopic);
    // Hold the forum's answers for the scene list: the click comes before the list, as it did on a
    // loaded CI machine, where the browser's own check of the empty required select swallowed the submit.
    const held: (() => Promise<void>)[] = [];
    await page.route(/\.json(\?|$)/, (route) => { held.push(() => route.continue()); });
    const card = page.locator("[data-gf-block=sheet]");
    await openPicker(card.getByRole("button", { name: T[lang].build }));
    await card.getByRole("button", { name: T[lang].open }).click();
    await expect(card.getByRole("alert").innerText()).resolves.toBe(lang === "es" ? "Elige al menos un rasgo." : "Choose at least one trait.");
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((go) => go()));
    expect(await page.locator("#gf-composer-text").count()).toBe(0);
    await page.close();
  });

  it("GF-POOL-1: a pool chosen before the scene list arrives is told the list is loading, not that there is no scene; then it opens in the scene", async () => {
    const { page, errors } = await open("alicia", lang, seeded[lang]!.sheetTopic);
    // Hold the forum's answers for the scene list, as a slow forum or a loaded machine does.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\.json(\?|$)/, (route) => { if (holding) held.push(() => route.continue()); else void route.continue(); });
    const card = page.locator("[data-gf-block=sheet]");
    await openPicker(card.getByRole("button", { name: T[lang].build }));
    const picker = card.locator(".gf-picker");
    await picker.getByLabel(lang === "es" ? "Intuición sobrenatural" : "Uncanny intuition").check();
    await picker.getByRole("button", { name: T[lang].open }).click();
    const alert = card.getByRole("alert");
    await expect(alert.innerText()).resolves.toBe(lang === "es"
      ? "Tus escenas aún se están cargando: elige una cuando aparezcan en la lista."
      : "Your scenes are still loading: choose one when the list shows them.");
    expect(held.length).toBeGreaterThan(0);
    expect(await page.locator("#gf-composer-text").count()).toBe(0);
    holding = false;
    await Promise.all(held.map((go) => go()));
    // The list came: the message goes, and the pool opens in the scene it offers.
    await alert.waitFor({ state: "hidden" });
    await picker.getByLabel(lang === "es" ? "Publicarlo en" : "Post it in").selectOption({ label: lang === "es" ? "escena 1 · La noche del faro" : "scene 1 · Night at the lighthouse" });
    await picker.getByRole("button", { name: T[lang].open }).click();
    await expect(page.inputValue("#gf-composer-text")).resolves.toMatch(lang === "es" ? /^\[gf-pool personaje="Ana" .*escena=1\]\n/ : /^\[gf-pool character="Ana" .*scene=1\]\n/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("action and error cards render, the error card quoting what the player wrote", async () => {
    const { page, errors } = await open("carla", lang, seeded[lang]!.sceneTopic);
    await page.locator("[data-gf-block=action]").screenshot({ path: artifact("cards", `action-${lang}.png`) });
    const error = page.locator("[data-gf-block=error]");
    await expect(error.locator(".gf-source").innerText()).resolves.toContain("d7");
    // The rule the message cites links to the players' rules reference, in the reader's language.
    await expect(error.locator("a.gf-rule").getAttribute("href")).resolves.toBe(`/plugins/genrefuzzion/rules/${lang}.html?v=${PRODUCT_VERSION}#gf-die-1`);
    await error.screenshot({ path: artifact("cards", `error-${lang}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the composer toolbar inserts a pool, a scene and a sheet skeleton in the reader's language", async () => {
    const { page } = await open("carla", lang, seeded[lang]!.sceneTopic);
    await page.click("#gf-reply");
    // Each entry's block previews as its card, never as an error card.
    const inserted: string[] = [];
    for (const [button, block] of [["gf-pool", "pool"], ["genrefuzzion.composer.insert_scene", "scene"], ["genrefuzzion.composer.insert_sheet", "sheet"]] as const) {
      await page.fill("#gf-composer-text", "");
      await page.click(`[data-gf-toolbar='${button}']`);
      await page.locator(`.gf-composer-preview [data-gf-block=${block}]`).waitFor();
      expect(await page.locator(".gf-composer-preview [data-gf-block=error]").count()).toBe(0);
      inserted.push(await page.inputValue("#gf-composer-text"));
    }
    expect(inserted[0]).toContain("[gf-pool]\nd6 d6\n[/gf-pool]");
    expect(inserted[1]).toContain(lang === "es" ? "intención:" : "intention:");
    expect(inserted[2]).toContain(lang === "es" ? "objetivo 10 abierto:" : "objective 10 open:");
    await expect(page.locator("[data-gf-toolbar]").allInnerTexts()).resolves.toEqual(lang === "es"
      ? ["Insertar una tirada libre (fuera de escena)", "Insertar una escena", "Insertar una ficha de personaje"]
      : ["Insert a free dice roll (outside a scene)", "Insert a scene", "Insert a character sheet"]);
    await page.close();
  });
});
