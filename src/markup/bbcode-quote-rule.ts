// Discourse's [quote]…[/quote] and [code]…[/code] blocks, for markdown-it without Discourse (the
// sandbox forum, the service). Inside Discourse its own rules do this (features/quotes.js and
// bbcode-block.js). We need them for one reason: a gf block inside a quote of another post or a
// code block is text, not a new pool to roll. Quotes become <blockquote>, code becomes a fence.
import type MarkdownIt from "markdown-it";
import type StateBlock from "markdown-it/lib/rules_block/state_block.mjs";
import { closeTagOf } from "./tag.js";

const OPEN = /^\[(quote|code)(?:[=\s][^\]]*)?\]\s*$/i;

/**
 * Matching closing lines for every [quote] and [code] opener of the document, found in one pass
 * with a stack: searching forward from each opener instead would be quadratic on a post of
 * nothing but "[quote]" lines. Keyed by the parse's token list, which nested containers share.
 */
const pairsByParse = new WeakMap<unknown[], Map<number, number>>();

function pairsOf(state: StateBlock): Map<number, number> {
  let pairs = pairsByParse.get(state.tokens);
  if (pairs) return pairs;
  pairs = new Map();
  const quotes: number[] = [];
  let code = -1;
  const lines = state.bMarks.length - 1;
  for (let line = 0; line < lines; line++) {
    const s = state.bMarks[line]! + state.tShift[line]!;
    if (state.src.charCodeAt(s) !== 0x5b) continue;
    const text = state.src.slice(s, state.eMarks[line]);
    const close = closeTagOf(text);
    if (code >= 0) {
      // Inside [code] nothing nests and only [/code] counts.
      if (close === "code") { pairs.set(code, line); code = -1; }
      continue;
    }
    if (close === "quote") {
      const open = quotes.pop();
      if (open !== undefined) pairs.set(open, line);
      continue;
    }
    const m = OPEN.exec(text);
    if (m?.[1]!.toLowerCase() === "quote") quotes.push(line);
    else if (m) code = line;
  }
  pairsByParse.set(state.tokens, pairs);
  return pairs;
}

export function bbcodeQuoteRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.charCodeAt(pos) !== 0x5b) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const c = state.src.charCodeAt(pos + 1) | 0x20;
  if (c !== 0x71 && c !== 0x63) return false; // q, c
  const m = OPEN.exec(state.src.slice(pos, state.eMarks[startLine]));
  if (!m) return false;
  const tag = m[1]!.toLowerCase();
  const close = pairsOf(state).get(startLine) ?? -1;
  if (close < 0 || close >= endLine) return false; // unclosed: ordinary text, as in Discourse
  if (silent) return true;
  if (tag === "code") {
    const token = state.push("fence", "code", 0);
    token.content = state.getLines(startLine + 1, close, 0, false);
    token.map = [startLine, close + 1];
  } else {
    const oldLineMax = state.lineMax;
    const oldParent = state.parentType;
    const open = state.push("blockquote_open", "blockquote", 1);
    open.map = [startLine, close + 1];
    state.lineMax = close; // lazy continuations must not run past the closing tag
    state.parentType = "blockquote";
    state.md.block.tokenize(state, startLine + 1, close);
    state.lineMax = oldLineMax;
    state.parentType = oldParent;
    state.push("blockquote_close", "blockquote", -1);
  }
  state.line = close + 1;
  return true;
}

/** `md.use(bbcodeQuotes)`: [quote] and [code] blocks as Discourse draws them, for plain markdown-it. */
export function bbcodeQuotes(md: MarkdownIt): void {
  md.block.ruler.after("fence", "gf_bbcode_quote", bbcodeQuoteRule, { alt: ["paragraph", "reference", "blockquote", "list"] });
}
