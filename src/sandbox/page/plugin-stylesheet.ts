// The plugin's stylesheet as Discourse serves it. Discourse never serves a plugin's .scss as it is:
// lib/stylesheet/compiler.rb (discourse/discourse; Stylesheet::Compiler.compile_asset, stored version read
// today, and at de162f81) writes an `@import` of each .scss a plugin registers (plugin.rb register_asset)
// into an entry file and renders it with SassC::Engine (Dart Sass behind the sassc API today, libsass at
// de162f81), style :compressed. In SCSS a `//` starts a comment to the end of the line; in plain CSS it
// does not, and a `// …` line swallows the declaration after it (the browser drops `// … content-visibility:
// auto` as one invalid declaration). The `sass` package is not among the project's dependencies, so the
// sandbox does what Sass would do for the subset of SCSS that is plain CSS plus line comments: it removes
// the line comments (never inside a string or an unquoted url(), where Sass keeps them too), and it refuses
// any other Sass feature ($variables, #{} interpolation, nesting and &, @mixin/@include/@use/@import/…,
// %placeholders, Sass's own colour functions) with the file and line, so the sandbox can never serve
// something other than what Discourse's compile would give.
import { readFileSync } from "node:fs";

/** A Sass feature the sandbox cannot compile, or a line it could read two ways; names the file and line. */
export class StylesheetError extends Error {
  constructor(readonly file: string, readonly line: number, detail: string) {
    super(`${file}:${line}: ${detail}. The sandbox serves the plugin's stylesheet as Discourse's Sass compile would, for plain CSS with // comments only (src/sandbox/page/plugin-stylesheet.ts)`);
    this.name = "StylesheetError";
  }
}

// Sass at-rules (sass-lang.com/documentation/at-rules): none is CSS, or (@import) Sass reads it as its own.
const SASS_AT_RULES = new Set(["use", "forward", "import", "mixin", "include", "content", "function", "return", "extend",
  "if", "else", "each", "for", "while", "debug", "warn", "error", "at-root"]);
// Sass's global colour, list, map and string functions that plain CSS lacks (a browser would drop the declaration).
const SASS_FUNCTIONS = new Set(["darken", "lighten", "saturate", "desaturate", "adjust-hue", "mix", "transparentize",
  "opacify", "fade-in", "fade-out", "scale-color", "adjust-color", "change-color", "complement",
  "percentage", "map-get", "map-merge", "nth", "length", "join", "append", "unquote", "quote", "str-index",
  "str-slice", "to-upper-case", "to-lower-case", "unit", "unitless", "comparable", "type-of", "red", "green", "blue",
  "hue", "saturation", "lightness", "ie-hex-str", "ceil", "floor"]);
// At-rules whose block holds rules (CSS Conditional Rules, Cascade Layers, Animations); others hold declarations.
const GROUP_AT_RULES = new Set(["media", "supports", "layer", "container", "keyframes", "-webkit-keyframes", "document", "scope", "starting-style"]);

const isName = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_\-\u0080-\uffff]/.test(c);

/**
 * The CSS Discourse's Sass compile gives for `source` (an .scss file named `file`): the same rules and
 * declarations, with the `//` line comments gone (their line breaks kept, so a browser's line numbers
 * are the file's). Throws StylesheetError on any Sass feature plain CSS lacks.
 */
export function compilePluginScss(source: string, file: string): string {
  let out = "";
  let line = 1;
  let i = 0;
  // What each open block holds: "rules" (the top level, @media…), "declarations" (a style rule, @font-face…).
  const blocks: ("rules" | "declarations")[] = ["rules"];
  let prelude = ""; // the text since the last ; { or }, outside comments and strings
  const fail = (detail: string): never => { throw new StylesheetError(file, line, detail); };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end < 0) fail("a /* comment is not closed");
      const comment = source.slice(i, end + 2);
      out += comment;
      line += comment.split("\n").length - 1;
      i = end + 2;
      continue;
    }
    if (c === "/" && next === "/") {
      // `http://…` outside quotes and url(): Sass reads a comment from the `//`, a browser a value. Quote it.
      if (source[i - 1] === ":" && isName(source[i - 2])) fail("`://` outside a string or url(): quote it");
      // Sass keeps a custom property's value as written, // and all; a browser would too: say which is meant.
      if (/^\s*--[\w-]*\s*:/.test(prelude)) fail("`//` in a custom property's value, which Sass keeps as text");
      const end = source.indexOf("\n", i);
      i = end < 0 ? source.length : end;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c) {
        if (source[j] === "\\") j++;
        else if (source[j] === "\n") fail("a string is not closed on its line");
        j++;
      }
      const text = source.slice(i, j + 1);
      out += text; prelude += text; i = j + 1;
      continue;
    }
    if (/^url\(/i.test(source.slice(i, i + 4)) && !isName(source[i - 1]) && !/^\s*["']/.test(source.slice(i + 4))) {
      // An unquoted url(): Sass and CSS both take it whole, `//` included.
      const end = source.indexOf(")", i);
      if (end < 0) fail("url( is not closed");
      const text = source.slice(i, end + 1);
      out += text; prelude += text; i = end + 1;
      continue;
    }
    if (c === "$" && isName(next) && !/^\d/.test(next!)) fail(`a Sass variable ($${source.slice(i + 1).match(/^[\w-]+/)?.[0] ?? ""})`);
    if (c === "#" && next === "{") fail("Sass interpolation #{…}");
    if (c === "&") fail("the parent selector & (Sass nesting)");
    if (c === "%" && isName(next) && !/[\d.]/.test(source[i - 1] ?? "")) fail("a Sass placeholder selector (%…)");
    if (c === "@") {
      const name = source.slice(i + 1).match(/^[\w-]+/)?.[0]?.toLowerCase() ?? "";
      if (SASS_AT_RULES.has(name)) fail(`the Sass at-rule @${name}`);
    }
    if (c === "(" && blocks[blocks.length - 1] === "declarations") {
      const name = prelude.match(/([\w-]+)\s*$/)?.[1]?.toLowerCase();
      if (name && SASS_FUNCTIONS.has(name) && !isName(prelude[prelude.length - name.length - 1])) fail(`the Sass function ${name}()`);
    }
    if (c === "{") {
      const head = prelude.trim();
      const at = head.match(/^@([\w-]+)/)?.[1]?.toLowerCase();
      if (blocks[blocks.length - 1] === "declarations") fail(`a block inside a rule (Sass nesting: ${head.slice(0, 40)})`);
      blocks.push(at !== undefined && GROUP_AT_RULES.has(at) ? "rules" : "declarations");
      prelude = "";
    } else if (c === "}") {
      if (blocks.length === 1) fail("a } closes no block");
      blocks.pop();
      prelude = "";
    } else if (c === ";") {
      prelude = "";
    } else {
      prelude += c;
    }
    if (c === "\n") line++;
    out += c;
    i++;
  }
  if (blocks.length > 1) fail("a { is not closed");
  return out;
}

/** The plugin's stylesheet (plugin/assets/stylesheets/common/genrefuzzion.scss under `root`) as Discourse serves it. */
export function pluginStylesheet(root = "."): string {
  const file = "plugin/assets/stylesheets/common/genrefuzzion.scss";
  return compilePluginScss(readFileSync(`${root}/${file}`, "utf8"), file);
}
