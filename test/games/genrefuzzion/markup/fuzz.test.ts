// Seeded fuzzing: 50,000 posts built from the grammar's own pieces plus hostile ones, and 50,000
// mutations of the doc examples (5,000 of each in the quick tier). For each: rendering never throws and emits nothing outside the
// allowlist; parsePost never throws, finds the same blocks the renderer draws, builds nodes that
// satisfy the zod schemas, keeps spans that point at the right characters and bytes, and accounts
// for every non-blank line (it is in the node or in an error: nothing is silently dropped).
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, blockNode, genreFuzzion, parsePost, splitLines, type ParsedBlock } from "../../../../src/games/genrefuzzion/markup/index.js";
import { allowListViolations, compileAllowList } from "../../../markup/support/allowlist-check.js";
import { fuzzPost } from "../../../markup/support/fuzz-corpus.js";

const rules = compileAllowList(ALLOW_LIST);
const md = new MarkdownIt({ html: true }).use(genreFuzzion);

/** Every {line, start, end, byteStart, byteEnd} object in a node. */
function spans(value: unknown, found: { line: number; start: number; end: number; byteStart: number; byteEnd: number }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => spans(v, found));
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o["line"] === "number" && typeof o["byteStart"] === "number") found.push(o as never);
    else Object.values(o).forEach((v) => spans(v, found));
  }
  return found;
}

function check(raw: string, seed: number): string[] {
  const problems: string[] = [];
  let html = "";
  let blocks: ParsedBlock[] = [];
  try { html = md.render(raw); } catch (e) { return [`render threw ${String(e)}`]; }
  try { blocks = parsePost(raw); } catch (e) { return [`parsePost threw ${String(e)}`]; }
  const v = allowListViolations(html, rules);
  if (v.length) problems.push(`allowlist: ${v.join(", ")}`);
  // A misspelt tag's error card ("error {…}", src/markup/tag-typo.ts) is no block: the service ignores it.
  const cards = html.match(/<div data-gf-card="(?!error \{)/g)?.length ?? 0;
  const typos = html.match(/<div data-gf-card="error \{/g) ?? [];
  if (typos.length > 0 && !/\[gf-/i.test(raw)) problems.push("a misspelt tag's card without a [gf- line");
  if (cards !== blocks.length) problems.push(`renderer drew ${cards} cards, parsePost found ${blocks.length} blocks`);
  const lines = splitLines(raw);
  const bytes = (i: number) => Buffer.byteLength(raw.slice(0, i));
  for (const b of blocks) {
    if (!blockNode.safeParse(b.node).success) problems.push(`node fails its schema: ${JSON.stringify(b.node).slice(0, 200)}`);
    if (!raw.slice(b.span.start, b.span.end).trimStart().startsWith("[")) problems.push("block span does not start at its tag");
    const covered = new Set(b.errors.map((e) => e.line));
    for (const s of spans(b.node)) {
      covered.add(s.line);
      if (s.start > s.end || s.end > raw.length || bytes(s.start) !== s.byteStart || bytes(s.end) !== s.byteEnd) {
        problems.push(`bad span ${JSON.stringify(s)}`);
      }
      // A rest-of-block value (sheet notes) covers every line it spans.
      for (let l = s.line; l <= s.line + (raw.slice(s.start, s.end).match(/\r\n|\r|\n/g)?.length ?? 0); l++) covered.add(l);
    }
    if (b.closed) {
      for (let l = b.span.line + 1; l < b.span.line + (raw.slice(b.span.start, b.span.end).match(/\r\n|\r|\n/g)?.length ?? 0); l++) {
        if (lines[l - 1]!.text.trim() !== "" && !covered.has(l)) problems.push(`line ${l} "${lines[l - 1]!.text}" vanished`);
      }
    }
  }
  return problems.map((p) => `seed ${seed}: ${p}\n--- input ---\n${JSON.stringify(raw)}`);
}

// The quick tier (npm run test:quick) fuzzes the first 5,000 seeds of each kind, the whole suite all 50,000.
const POSTS = process.env.GF_TEST_TIER === "quick" ? 5_000 : 50_000;

describe("fuzz", () => {
  it(`${POSTS.toLocaleString("en")} generated posts: no throw, allowlist only, consistent, nothing dropped`, () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= POSTS && failures.length < 5; seed++) failures.push(...check(fuzzPost(seed), seed));
    expect(failures).toEqual([]);
  }, 300_000);

  it(`${POSTS.toLocaleString("en")} mutations of the doc examples: same properties`, () => {
    const failures: string[] = [];
    for (let seed = 1_000_001; seed <= 1_000_000 + POSTS && failures.length < 5; seed++) failures.push(...check(fuzzPost(seed), seed));
    expect(failures).toEqual([]);
  }, 300_000);
});
