// Real headless Chromium (Debian's package, driven by playwright-core) against a real sandbox
// forum, each test file with a fresh profile and a fresh build of the page's script.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { chromium, type BrowserContext, type Page } from "playwright-core";

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

/** Fails the test on any script error in the page, instead of letting a card silently not decorate. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error" && !/favicon/.test(m.text())) errors.push(m.text()); });
  return errors;
}

export async function openAs(page: Page, url: string, user: string, lang: "es" | "en"): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(([u, l]) => { localStorage.setItem("gf-sandbox-user", u!); localStorage.setItem("gf-sandbox-lang", l!); }, [user, lang]);
}

export function artifact(...parts: string[]): string {
  const path = join(ARTIFACTS, ...parts);
  mkdirSync(join(path, ".."), { recursive: true });
  return path;
}
