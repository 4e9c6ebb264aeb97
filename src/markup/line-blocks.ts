// A game's blocks found line by line in a raw post, for the games whose post readers work on lines
// (Tricube, Pujas): an opening tag of the game's on a line of its own, outside fenced code, [quote]s
// and "> " quotes, up to its closing tag before any other block of the game opens (unclosed: the
// opening line alone). One scanner for every such game, so they skip quotes and fences alike.
import type { SourceLine } from "./source.js";
import { closeTagOf, tagNameOf } from "./tag.js";

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** One block found: its tag as written (lower case) and where its lines are. */
export interface LineBlock {
  readonly tag: string;
  readonly open: SourceLine;
  readonly body: readonly SourceLine[];
  readonly close: SourceLine | null;
}

/** The blocks whose tag `isBlock` accepts, in order, at most `max`. */
export function lineBlocks(lines: readonly SourceLine[], isBlock: (tag: string) => boolean, max: number): LineBlock[] {
  const out: LineBlock[] = [];
  let fence: string | null = null;
  let quoteDepth = 0;
  for (let i = 0; i < lines.length && out.length < max; i++) {
    const text = lines[i]!.text;
    const f = FENCE.exec(text);
    if (fence) { if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = null; continue; }
    if (f) { fence = f[1]!; continue; }
    const trimmed = text.trim();
    if (/^\[quote(?:[=\s][^\]]*)?\]/i.test(trimmed)) quoteDepth++;
    if (/\[\/quote\]\s*$/i.test(trimmed)) { quoteDepth = Math.max(0, quoteDepth - 1); continue; }
    if (quoteDepth > 0 || trimmed.startsWith(">")) continue;
    const tag = tagNameOf(trimmed);
    if (!tag || !isBlock(tag)) continue;
    // The closing tag on a line of its own, before any other block opens.
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (closeTagOf(t) === tag) { close = j; break; }
      const other = tagNameOf(t.trim());
      if (other && isBlock(other)) break;
    }
    out.push({ tag, open: lines[i]!, body: close >= 0 ? lines.slice(i + 1, close) : [], close: close >= 0 ? lines[close]! : null });
    if (close >= 0) i = close;
  }
  return out;
}
