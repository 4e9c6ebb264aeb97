// Real headless Chromium (Debian's package, driven by playwright-core) against a real sandbox
// forum, each test file with a fresh profile and a fresh build of the page's script.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { chromium, type BrowserContext, type Locator, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const ARTIFACTS = resolve("test-results");

/** A persistent context is how playwright takes a fresh --user-data-dir. */
export async function launch(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "gf-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run"],
    viewport: { width: 1000, height: 1400 },
    locale: "es-ES",
  });
  return {
    context,
    async close() { await context.close(); rmSync(profile, { recursive: true, force: true }); },
  };
}

/** Builds src/sandbox/page/app.ts as build.mjs does, into a temp file this test file alone uses. */
export async function buildPageScript(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "gf-page-"));
  const outfile = join(dir, "sandbox-page.js");
  await build({ entryPoints: ["src/sandbox/page/app.ts"], outfile, bundle: true, platform: "browser", format: "esm",
    target: "es2020", external: ["/plugin/*"], logLevel: "error", legalComments: "none" });
  return outfile;
}

/**
 * The text a reader sees of an element: scrolled into view first, as a reader would. A card far from
 * the screen is not rendered (the plugin's stylesheet gives cards content-visibility: auto), so its
 * innerText is "" until it nears the viewport; this waits for the frame that renders it.
 */
export async function seenText(locator: Locator): Promise<string> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((el) => new Promise<void>((done) => {
    // Shown (not display: none or hidden) but still skipped by content-visibility: auto → the next frame.
    // A card skips its contents, not itself, so for a card the question is asked of its first child.
    const inner = el.matches("[data-gf-card]") ? el.firstElementChild ?? el : el;
    const rendered = () => !el.checkVisibility() || inner.checkVisibility({ contentVisibilityAuto: true });
    const wait = () => (rendered() ? done() : requestAnimationFrame(wait));
    wait();
  }));
  return locator.innerText();
}

/** seenText of each element the locator finds, in order. */
export async function seenTexts(locator: Locator): Promise<string[]> {
  const texts: string[] = [];
  for (const one of await locator.all()) texts.push(await seenText(one));
  return texts;
}

/** Fails the test on any script error in the page, instead of letting a card silently not decorate. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() !== "error" || /favicon/.test(m.text())) return;
    // The badge asks each commitment post's revision 2 (page-anchors.ts): a post never revised answers
    // 404, as on Discourse, and Chromium logs every failed load; a verifier on the main thread logs it on the page.
    if (/^Failed to load resource: .* 404/.test(m.text()) && /\/posts\/\d+\/revisions\/2\.json$/.test(m.location().url)) return;
    errors.push(m.text());
  });
  return errors;
}

/** A test file's browser and page: Chromium launched, the page's waits at 30 s, its script errors watched. */
export async function testPage(): Promise<{ browser: Awaited<ReturnType<typeof launch>>; page: Page; errors: string[] }> {
  const browser = await launch();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  return { browser, page, errors: watchErrors(page) };
}

/** Signs the sandbox page in as `user` (its user picker) and waits until the page has taken it. */
export async function switchUser(page: Page, user: string): Promise<void> {
  await page.selectOption("#gf-user", user);
  await page.locator(`#gf-user >> option[value="${user}"]`).waitFor({ state: "attached" });
}

/**
 * The page at the forum address a seeded harness signs its rolls for (`http://forum.gf.test`, see
 * test/service/harness.ts): every request to it is answered by the sandbox's real address, so the
 * page's host is the proofs' forum and its badges verify the seeded rolls. Answered (fetched and
 * fulfilled), not continued to another URL: Chromium takes a continued request's new URL as the
 * response's, so the page's origin, its CSP's 'self', would be the sandbox's port and the badge's
 * worker (a script of the page's own origin, which Discourse's worker-src allows) would be refused.
 */
export async function serveAs(context: BrowserContext, site: string, sandboxUrl: string): Promise<void> {
  await context.route(`${site}/**`, async (route) => {
    const url = route.request().url().replace(site, sandboxUrl);
    try {
      // Chromium sends a request again when the kept-alive connection it reused was reset before any answer
      // (HttpNetworkTransaction::ShouldResendRequest in net/http); Playwright's fetch does not, and the
      // clean-clone CI met "socket hang up (ECONNRESET)" on a chunk's GET under load. Once, as Chromium.
      const response = await route.fetch({ url }).catch((e: unknown) => {
        if (/ECONNRESET|socket hang up/.test(String(e))) return route.fetch({ url });
        throw e;
      });
      await route.fulfill({ response });
    } catch (e) {
      // The page moved on (a navigation, a reload, a closed page) while its answer was being fetched:
      // Playwright disposes the fetched response and no one waits for this request any more. Anything
      // else is the sandbox failing, and fails the test.
      if (/has been disposed|has been closed|Target closed/i.test(String(e))) return;
      throw e;
    }
  });
}

export async function openAs(page: Page, url: string, user: string, lang: "es" | "en"): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(([u, l]) => { localStorage.setItem("gf-sandbox-user", u!); localStorage.setItem("gf-sandbox-lang", l!); }, [user, lang]);
}

/**
 * Waits until every cooked card of the page is drawn: a card out of view is drawn when it nears the
 * viewport or the page is idle (src/plugin-client/card-schedule.ts), so a test that reads the whole
 * page waits for it rather than reading a card's cooked lines.
 */
export async function cardsDrawn(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("div[data-gf-card]:not([data-gf-block])").length === 0, undefined, { timeout });
}

export function artifact(...parts: string[]): string {
  const path = join(ARTIFACTS, ...parts);
  mkdirSync(join(path, ".."), { recursive: true });
  return path;
}

/** Where addClient serves the plugin's public/ folder, as Discourse does at /plugins/<plugin>/. */
const PLUGIN_PUBLIC = "http://forum.test/plugins/genrefuzzion/";

/**
 * The plugin's client on a bare page, as Discourse runs it: the core bundle (gf-client.js, an ES
 * module; window.gfClient.decorateCooked) and window.gfLoadGame, the initializer's loadGame in
 * small: a game's chunk, public/javascripts/gf-<game>.js (or its forms script, gf-<game>-forms.js), added as one classic <script> tag, once,
 * as Discourse's loadScript adds it, from the plugin's public/ folder (served here by routing its
 * address to the committed file). Gives the chunks the page asked for, in order.
 */
export async function addClient(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${PLUGIN_PUBLIC}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice("/plugins/genrefuzzion/".length);
    asked.push(path);
    const file = resolve("plugin/public", path);
    if (!existsSync(file) || !/^javascripts\/gf-[\w-]+\.js$/.test(path)) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({ status: 200, contentType: "text/javascript", body: readFileSync(file, "utf8") });
  });
  const client = readFileSync("plugin/assets/javascripts/lib/gf-client.js", "utf8");
  await page.addScriptTag({ type: "module", content: `${client}\nwindow.gfClient = { decorateCooked };` });
  await page.evaluate((base) => {
    const loaded = new Map<string, Promise<unknown>>();
    (window as unknown as { gfLoadGame(game: string): Promise<unknown> }).gfLoadGame = (game: string) => {
      if (!loaded.has(game)) loaded.set(game, new Promise((resolve, reject) => {
        const s = document.createElement("script");
        s.src = `${base}javascripts/gf-${game}.js`;
        s.onload = () => resolve((window as unknown as { GfGames: Record<string, { chunk: unknown }> }).GfGames[game]!.chunk);
        s.onerror = () => reject(new Error(`gf-${game}.js could not be loaded`));
        document.head.appendChild(s);
      }));
      return loaded.get(game)!;
    };
  }, PLUGIN_PUBLIC);
  await page.waitForFunction(() => "gfClient" in window);
  return asked;
}
