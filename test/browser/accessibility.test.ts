// The cards' accessibility in a real Chromium: every control has a name, every text meets WCAG 2.x
// contrast (computed here from the rendered colours, not assumed), and the keyboard reaches the
// pool picker's controls in reading order with a visible focus ring, in Spanish and English.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { BrowserContext, Page } from "playwright-core";
import { toHex } from "../../src/dice/bytes.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { testOperator } from "../plugin/support/roll-block.js";
import { buildPageScript, launch, openAs } from "./support/browser.js";
import { seed, type Seeded } from "./support/fixtures.js";
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
  seeded.es = seed(sandbox, operator, "es");
  seeded.en = seed(sandbox, operator, "en");
  browser = await launch();
  context = browser.context;
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function open(user: string, lang: "es" | "en", topic: number, scheme: "light" | "dark" = "light"): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await openAs(page, sandbox.url, user, lang);
  // Discourse's Light or Dark colour scheme, as the sandbox page carries them (page.css).
  await page.evaluate((s) => localStorage.setItem("gf-sandbox-scheme", s), scheme);
  await page.goto(`${sandbox.url}/t/${topic}`);
  await page.waitForSelector("[data-gf-block] .gf-verify, [data-gf-block] [data-gf-button=build-pool]");
  return page;
}

/** Runs in the page: WCAG contrast of every text in the cards against what is really behind it. */
function contrastFailures(): string[] {
  const rgba = (c: string): number[] => {
    // color-mix() computes to color(srgb r g b [/ a]) with components from 0 to 1.
    const srgb = /color\(srgb ([^)]+)\)/.exec(c);
    if (srgb) {
      const p = srgb[1]!.split(/[\s/]+/).filter(Boolean).map(Number);
      return [p[0]! * 255, p[1]! * 255, p[2]! * 255, p[3] ?? 1];
    }
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) throw new Error(`unreadable colour: ${c}`);
    const p = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
  };
  const over = (top: number[], bottom: number[]): number[] =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
  const luminance = (c: number[]): number => {
    const [r, g, b] = c.slice(0, 3).map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ownBackground = (el: Element): number[] => {
    // A rolled die's colour is drawn by its ::before shape.
    const shape = el.matches(".gf-rolled .gf-die") ? rgba(getComputedStyle(el, "::before").backgroundColor) : [0, 0, 0, 0];
    return shape[3]! > 0 ? shape : rgba(getComputedStyle(el).backgroundColor);
  };
  const background = (el: Element | null): number[] => {
    const layers: number[][] = [];
    for (let e = el; e; e = e.parentElement) {
      const bg = ownBackground(e);
      if (bg[3]! > 0) { layers.push(bg); if (bg[3] === 1) break; }
    }
    return layers.reduceRight((acc, layer) => over(layer, acc), [255, 255, 255, 1]);
  };
  const failures: string[] = [];
  for (const el of document.querySelectorAll("[data-gf-block] *")) {
    const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join("").trim();
    if (!text || (el as HTMLElement).offsetParent === null) continue;
    const style = getComputedStyle(el);
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const bg = background(el);
    const fgRaw = rgba(style.color);
    const fg = over([fgRaw[0]!, fgRaw[1]!, fgRaw[2]!, fgRaw[3]! * opacity], bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failures.push(`${ratio.toFixed(2)} "${text.slice(0, 30)}" (${el.className || el.tagName})`);
  }
  return failures;
}

/** Runs in the page: controls in cards and the composer without an accessible name. */
function unnamedControls(): string[] {
  const name = (el: HTMLElement): string => {
    const labelled = el.getAttribute("aria-labelledby");
    return (el.getAttribute("aria-label") ?? (labelled ? document.getElementById(labelled)?.textContent : "")
      ?? "") || [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(" ").trim()
      || (el.tagName === "BUTTON" ? el.textContent?.trim() ?? "" : "") || el.getAttribute("title") || "";
  };
  return [...document.querySelectorAll<HTMLElement>("[data-gf-block] button, [data-gf-block] input, [data-gf-block] select, .gf-composer button, .gf-composer input, .gf-composer select, .gf-composer textarea")]
    .filter((el) => !name(el).trim()).map((el) => el.outerHTML.slice(0, 80));
}

describe.each(["es", "en"] as const)("accessibility in %s", (lang) => {
  it.each(["light", "dark"] as const)("every card's text keeps WCAG AA contrast (4.5:1, 3:1 for large text), the failed roll's dimmed dice included, in Discourse's %s scheme", async (scheme) => {
    for (const [user, topic] of [["bruno", seeded[lang]!.sceneTopic], ["alicia", seeded[lang]!.sheetTopic]] as const) {
      const page = await open(user, lang, topic, scheme);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--secondary").trim())).toBe(scheme === "dark" ? "#222222" : "#ffffff");
      if (topic === seeded[lang]!.sheetTopic) await openPicker(page.locator("[data-gf-button=build-pool]"));
      const checked = await page.evaluate(() => document.querySelectorAll("[data-gf-block] *").length);
      expect(checked).toBeGreaterThan(40);
      expect(await page.evaluate(contrastFailures)).toEqual([]);
      await page.close();
    }
  });

  it("every control in the cards and the composer has an accessible name; dice and badges are labelled", async () => {
    const page = await open("bruno", lang, seeded[lang]!.sceneTopic);
    // A rolling action opens the pool picker in the scene card; yielding opens the composer.
    await page.locator("[data-gf-turn-action]").first().click();
    await page.locator("[data-gf-block=scene] .gf-scene-picker form").waitFor();
    expect(await page.evaluate(unnamedControls)).toEqual([]);
    await page.locator("[data-gf-turn-action=yield]").click();
    await page.locator("#gf-composer-text").waitFor();
    expect(await page.evaluate(unnamedControls)).toEqual([]);
    const dice = await page.locator("[data-gf-block=roll] .gf-rolled [role=listitem]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(dice.length).toBe(10);
    for (const label of dice) expect(label).toMatch(/^d(4|6|8|10|12): \d+/);
    expect(await page.locator("[data-gf-block=roll] .gf-verify[role=status]").count()).toBe(2);
    expect(await page.locator(".gf-turn[aria-label]").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await page.close();

    const sheet = await open("alicia", lang, seeded[lang]!.sheetTopic);
    await openPicker(sheet.locator("[data-gf-button=build-pool]"));
    expect(await sheet.evaluate(unnamedControls)).toEqual([]);
    await sheet.close();
  });

  it("the keyboard opens the pool picker, visits its controls in reading order with a visible focus ring, and Escape closes it", async () => {
    const page = await open("alicia", lang, seeded[lang]!.sheetTopic);
    const toggle = page.locator("[data-gf-button=build-pool]");
    await toggle.focus();
    await openPicker(toggle, () => page.keyboard.press("Enter"));
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    // A radio group (the boost: one per roll, GF-AMB-16) is one Tab stop, its checked radio.
    const expected = await page.locator(".gf-picker").evaluate((form) =>
      [...form.querySelectorAll("input, select, button")].map((el, i) => { el.setAttribute("data-order", String(i)); return el; })
        .filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked)).map((el) => el.getAttribute("data-order")!));
    const visited: string[] = [];
    const rings: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      const [order, ring] = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return [el.getAttribute("data-order") ?? el.outerHTML.slice(0, 60), s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 ? "ring" : `none:${el.outerHTML.slice(0, 60)}`];
      });
      visited.push(order!);
      rings.push(ring!);
      await page.keyboard.press("Tab");
    }
    expect(visited).toEqual(expected);
    expect(rings.filter((r) => r !== "ring")).toEqual([]);
    // The arrow keys move the boost's choice within its group, one at a time.
    await page.locator(".gf-picker input[type=radio]:checked").focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.locator(".gf-picker input[type=radio]").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked))).toEqual([false, true, false]);
    // Space ticks a trait; Escape closes and gives focus back to the button that opened the picker.
    await page.locator(".gf-picker input").first().focus();
    await page.keyboard.press("Space");
    await expect(page.locator(".gf-picker-count").innerText()).resolves.toMatch(/^1 /);
    await page.keyboard.press("Escape");
    expect(await page.locator(".gf-picker").isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-gf-button") === "build-pool")).toBe(true);
    await page.close();
  });

  it("the turn buttons are reached by Tab in order and act on Enter", async () => {
    const page = await open("bruno", lang, seeded[lang]!.sceneTopic);
    const buttons = page.locator("[data-gf-turn-action]");
    await buttons.first().focus();
    const first = await page.evaluate(() => document.activeElement?.getAttribute("data-gf-turn-action"));
    await page.keyboard.press("Tab");
    const second = await page.evaluate(() => document.activeElement?.getAttribute("data-gf-turn-action"));
    expect([first, second]).toEqual(["oppose", "yield"]);
    await page.keyboard.press("Enter");
    expect(await page.inputValue("#gf-composer-text")).toContain(lang === "es" ? "me rindo" : "yield");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("gf-composer-text");
    await page.close();
  });
});
