// Every [pj-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice. Tags are read by the shared tag reader
// (src/markup/tag.ts), lines split as markdown-it splits them (src/markup/source.ts).
import { splitLines } from "../../../markup/source.js";
import { closeTagOf, tagNameOf } from "../../../markup/tag.js";
import { readPujasBlock, type NodeCheck } from "./parse-block.js";
import { pujasNode, type ParsedPujasBlock } from "./schemas.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

/** Like the other games, a post holds at most 100 blocks; later ones stay text. */
export const MAX_BLOCKS = 100;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** The service's node check: each node must be what its zod schema says. */
export const zodCheck: NodeCheck = (node) => {
  const r = pujasNode.safeParse(node);
  return r.success ? null : { path: r.error.issues[0]?.path.join(".") ?? "", detail: r.error.issues[0]?.message ?? "" };
};

export function parsePujasPost(raw: string): ParsedPujasBlock[] {
  if (!/\[pj-/i.test(raw)) return [];
  const lines = splitLines(raw);
  const out: ParsedPujasBlock[] = [];
  let fence: string | null = null;
  let quoteDepth = 0;
  for (let i = 0; i < lines.length && out.length < MAX_BLOCKS; i++) {
    const text = lines[i]!.text;
    const f = FENCE.exec(text);
    if (fence) { if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = null; continue; }
    if (f) { fence = f[1]!; continue; }
    const trimmed = text.trim();
    if (/^\[quote(?:[=\s][^\]]*)?\]/i.test(trimmed)) quoteDepth++;
    if (/\[\/quote\]\s*$/i.test(trimmed)) { quoteDepth = Math.max(0, quoteDepth - 1); continue; }
    if (quoteDepth > 0 || trimmed.startsWith(">")) continue;
    const tag = tagNameOf(trimmed);
    const hit = tag ? BLOCK_BY_TAG.get(tag) : undefined;
    if (!hit) continue;
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      if (closeTagOf(lines[j]!.text) === tag) { close = j; break; }
      const other = tagNameOf(lines[j]!.text.trim());
      if (other && BLOCK_BY_TAG.has(other)) break;
    }
    out.push(readPujasBlock(hit.block, hit.lang, lines[i]!, close >= 0 ? lines.slice(i + 1, close) : [], close >= 0 ? lines[close]! : null, zodCheck));
    if (close >= 0) i = close;
  }
  return out;
}
