// Discourse's [quote]…[/quote] and [code]…[/code] blocks, for markdown-it without Discourse (the
// sandbox forum, the service). Inside Discourse its own rules do this (features/quotes.js and
// bbcode-block.js). We need them for one reason: a gf block inside a quote of another post or a
// code block is text, not a new pool to roll. Quotes become <blockquote>, code becomes a fence.
import type StateBlock from "markdown-it/lib/rules_block/state_block.mjs";
import { closeTagOf } from "./tag.js";

const OPEN = /^\[(quote|code)(?:[=\s][^\]]*)?\]\s*$/i;

export function bbcodeQuoteRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.charCodeAt(pos) !== 0x5b) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const c = state.src.charCodeAt(pos + 1) | 0x20;
  if (c !== 0x71 && c !== 0x63) return false; // q, c
  const m = OPEN.exec(state.src.slice(pos, state.eMarks[startLine]));
  if (!m) return false;
  const tag = m[1]!.toLowerCase();
  // Find the matching close, counting nested opens of the same tag.
  let depth = 0;
  let close = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const s = state.bMarks[line]! + state.tShift[line]!;
    if (state.src.charCodeAt(s) !== 0x5b) continue;
    const text = state.src.slice(s, state.eMarks[line]);
    if (closeTagOf(text) === tag) {
      if (depth === 0) { close = line; break; }
      depth--;
    } else if (tag === "quote") {
      const inner = OPEN.exec(text);
      if (inner && inner[1]!.toLowerCase() === "quote") depth++;
    }
  }
  if (close < 0) return false; // unclosed: ordinary text, as in Discourse
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
