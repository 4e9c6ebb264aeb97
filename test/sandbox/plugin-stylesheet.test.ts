// The plugin's stylesheet as the sandbox serves it: what Discourse's Sass compile gives
// (lib/stylesheet/compiler.rb renders each registered .scss with Sass, where `//` starts a line
// comment), never the .scss read as plain CSS, where a `// …` line swallows the declaration after it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePluginScss, StylesheetError } from "../../src/sandbox/page/plugin-stylesheet.js";
import { sandboxPage } from "../../src/sandbox/page/page-handler.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { SandboxForum } from "../../src/sandbox/forum.js";
import { defaultSiteSettings } from "../../src/sandbox/page/site-settings.js";
import { launch } from "../browser/support/browser.js";

const SCSS = "plugin/assets/stylesheets/common/genrefuzzion.scss";
const compile = (scss: string) => compilePluginScss(scss, "x.scss");

describe("compilePluginScss: Sass's line comments", () => {
  it("removes `//` comments to the end of the line, keeping the line breaks", () => {
    expect(compile("a {\n  color: red; // why\n  // a note\n  margin: 0;\n}\n")).toBe("a {\n  color: red; \n  \n  margin: 0;\n}\n");
  });

  it("keeps `//` inside strings, unquoted and quoted url(), and /* */ comments, as Sass does", () => {
    const css = 'a { background: url(http://x.test/a.png); b: url("//x.test/b"); content: "a // b"; quotes: \'//\' }\n/* http://c // d */\n';
    expect(compile(css)).toBe(css);
  });

  it("refuses `://` outside a string or url(), which Sass would read as a comment and a browser as a value", () => {
    expect(() => compile("a { --site: http://x.test; }")).toThrow(StylesheetError);
    expect(() => compile("a { b: x; }\na { mask: http://x.test/m.svg; }")).toThrow(/x\.scss:2: `:\/\/` outside a string/);
  });

  it("keeps plain CSS that looks like Sass: attribute $= and %, color-mix(), @media and @keyframes blocks", () => {
    const css = '[href$=".pdf"] { width: 72%; color: color-mix(in srgb, red 5%, blue); }\n@media (min-width: 1px) { a { b: c; } }\n@keyframes k { from { opacity: 0; } to { opacity: 1; } }\n';
    expect(compile(css)).toBe(css);
  });
});

describe("compilePluginScss: refuses every Sass feature plain CSS lacks, with the file and line", () => {
  it.each([
    ["a variable", "$ink: red;\na { color: $ink; }", /x\.scss:1: a Sass variable \(\$ink\)/],
    ["nesting", "a {\n  color: red;\n  b { color: blue; }\n}", /x\.scss:3: a block inside a rule/],
    ["the parent selector", "a { color: red; }\n&:hover { color: blue; }", /x\.scss:2: the parent selector &/],
    ["an at-rule nested in a rule", "a { @media (min-width: 1px) { color: red; } }", /a block inside a rule/],
    ["@mixin", "@mixin m { color: red; }", /the Sass at-rule @mixin/],
    ["@include", "a { @include m; }", /the Sass at-rule @include/],
    ["@use", '@use "sass:math";', /the Sass at-rule @use/],
    ["@import", '@import "other";', /the Sass at-rule @import/],
    ["@extend", "a { @extend .b; }", /the Sass at-rule @extend/],
    ["interpolation", "a { width: #{1 + 1}px; }", /interpolation/],
    ["a placeholder", "%card { color: red; }", /placeholder/],
    ["a Sass colour function", "a { color: darken(red, 10%); }", /the Sass function darken\(\)/],
    ["a // in a custom property", ":root {\n  --x: a // b\n;\n}", /x\.scss:2: `\/\/` in a custom property/],
    ["an unclosed block", "a { color: red;", /a \{ is not closed/],
  ])("%s", (_what, scss, message) => {
    expect(() => compile(scss)).toThrow(message);
  });

  it("stops the sandbox from starting when the plugin's stylesheet uses one", () => {
    const root = mkdtempSync(join(tmpdir(), "gf-scss-"));
    try {
      cpSync("plugin/assets/stylesheets", join(root, "plugin", "assets", "stylesheets"), { recursive: true });
      writeFileSync(join(root, "plugin", "plugin.rb"), "");
      const options = { forum: new SandboxForum({ editingGracePeriodSec: 300 }), siteSettings: defaultSiteSettings(), root };
      expect(() => sandboxPage(options)).not.toThrow();
      writeFileSync(join(root, SCSS), `${readFileSync(SCSS, "utf8")}\n$gap: 1em;\n.gf-new { margin: $gap; }\n`);
      expect(() => sandboxPage(options)).toThrow(/plugin\/assets\/stylesheets\/common\/genrefuzzion\.scss:\d+: a Sass variable \(\$gap\)/);
    } finally { rmSync(root, { recursive: true, force: true }); }
  });
});

describe("the sandbox serves the plugin's stylesheet as Discourse's compile gives it", () => {
  let sandbox: Sandbox;
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => { [sandbox, browser] = await Promise.all([startSandbox(), launch()]); });
  afterAll(async () => { await Promise.all([sandbox?.close(), browser?.close()]); });

  /** Each style rule's declared property names, in order, from the compiled text (no nesting: refused above). */
  const declared = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "").split("}").filter((b) => b.includes("{")).map((b) => {
    const [, body] = b.split("{");
    return body!.split(";").map((d) => d.trim()).filter((d) => d.includes(":")).map((d) => d.slice(0, d.indexOf(":")).trim());
  });

  /** For each style rule, the declared properties Chromium dropped (a shorthand counts as kept when its longhands are there, as `border` under a later `border-left`). */
  async function dropped(css: string): Promise<string[]> {
    const page = await browser.context.newPage();
    try {
      await page.setContent(`<!doctype html><style>${css}</style>`);
      return await page.evaluate((rules) => {
        const sheet = document.styleSheets[0]!;
        const lost: string[] = [];
        if (sheet.cssRules.length !== rules.length) lost.push(`${rules.length - sheet.cssRules.length} rules`);
        rules.forEach((names, i) => {
          const rule = sheet.cssRules[i] as CSSStyleRule | undefined;
          const kept = (name: string) => !!rule && (rule.style.getPropertyValue(name) !== "" || new RegExp(`(^|; )${name}-[a-z-]+:`).test(rule.style.cssText));
          for (const name of names) if (!kept(name)) lost.push(`${rule?.selectorText ?? i} ${name}`);
        });
        return lost;
      }, declared(css));
    } finally { await page.close(); }
  }

  it("keeps every declaration the stylesheet writes, content-visibility: auto on cards included", async () => {
    const res = await fetch(`${sandbox.url}/${SCSS}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/css/);
    const served = await res.text();
    expect(served.replace(/\/\*[\s\S]*?\*\//g, "")).not.toMatch(/(^|[;{}\s])\/\/ /m);
    expect(await dropped(served)).toEqual([]);
    const card = await (async () => {
      const page = await browser.context.newPage();
      await page.setContent(`<!doctype html><style>${served}</style><div data-gf-card="roll">x</div>`);
      const v = await page.evaluate(() => getComputedStyle(document.querySelector("div[data-gf-card]")!).getPropertyValue("content-visibility"));
      await page.close();
      return v;
    })();
    expect(card).toBe("auto");
  });

  it("(the file read as plain CSS loses the declaration after a // line, which is what the sandbox served before)", async () => {
    const raw = readFileSync(SCSS, "utf8");
    const asPlainCss = await (async () => {
      const page = await browser.context.newPage();
      await page.setContent(`<!doctype html><style>${raw}</style><div data-gf-card="roll">x</div>`);
      const v = await page.evaluate(() => getComputedStyle(document.querySelector("div[data-gf-card]")!).getPropertyValue("content-visibility"));
      await page.close();
      return v;
    })();
    expect(asPlainCss).toBe("visible");
  });
});
