// Finds the [gf-pool] blocks of a post and reads their dice, for the first game path.
// Block boundaries follow Discourse's block BBCode rule (opening and closing tags on their own
// lines, features/bbcode-block.js); blocks inside code fences are text. The pool body is read with
// the dice core's notation (src/dice/notation.ts, the quick free form `d8 d8 d6 d4` of docs/markup.md).
// When the markup part exports its post parser, this file becomes a thin call to it.
import { parsePool } from "../dice/notation.js";
import type { GfError } from "../lib/result.js";

export interface PoolBlock {
  /** Which [gf-pool] block of the post, from 0: part of the roll context. */
  readonly index: number;
  /** 1-based line of the opening tag. */
  readonly line: number;
  readonly body: string;
  /** The sizes, or why the body is not a pool, with the line to quote. */
  readonly pool: { ok: true; sizes: number[]; canonical: string } | { ok: false; error: GfError; lineText: string; lineNo: number };
}

const OPEN = /^\s*\[gf-pool(?:\s[^\]]*)?\]\s*$/i;
const CLOSE = /^\s*\[\/gf-pool\]\s*$/i;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function findPoolBlocks(raw: string): PoolBlock[] {
  const lines = raw.split(/\r?\n/);
  const blocks: PoolBlock[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const f = FENCE.exec(text);
    if (f) {
      if (fence === null) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (f[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null || !OPEN.test(text)) continue;
    const end = lines.findIndex((l, j) => j > i && CLOSE.test(l));
    if (end === -1) break; // an unclosed block is plain text to Discourse too
    const bodyLines = lines.slice(i + 1, end);
    blocks.push({ index: blocks.length, line: i + 1, body: bodyLines.join("\n"), pool: readPool(bodyLines, i + 2) });
    i = end;
  }
  return blocks;
}

function readPool(bodyLines: string[], firstLineNo: number): PoolBlock["pool"] {
  const content = bodyLines.map((l, k) => ({ text: l, no: firstLineNo + k })).filter((l) => l.text.trim() !== "");
  const parsed = parsePool(content.map((l) => l.text).join(" "));
  if (parsed.ok) {
    const sizes = [...parsed.value].sort((a, b) => a - b);
    return { ok: true, sizes, canonical: sizes.map((s) => `d${s}`).join(" ") };
  }
  // Quote the line holding the offending token when the error names one, else the first line.
  const token = parsed.error.params?.token;
  const bad = (token !== undefined && content.find((l) => l.text.split(/[\s,+]+/).includes(String(token)))) || content[0];
  return { ok: false, error: parsed.error, lineText: bad?.text.trim() ?? "", lineNo: bad?.no ?? firstLineNo };
}
