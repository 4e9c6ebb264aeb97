// Every [pj-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice. Tags are read by the shared tag reader
// (src/markup/tag.ts), lines split as markdown-it splits them (src/markup/source.ts).
import { splitLines } from "../../../markup/source.js";
import { lineBlocks } from "../../../markup/line-blocks.js";
import { readPujasBlock, type NodeCheck } from "./parse-block.js";
import { pujasNode, type ParsedPujasBlock } from "./schemas.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

/** Like the other games, a post holds at most 100 blocks; later ones stay text. */
export const MAX_BLOCKS = 100;
/** The service's node check: each node must be what its zod schema says. */
export const zodCheck: NodeCheck = (node) => {
  const r = pujasNode.safeParse(node);
  return r.success ? null : { path: r.error.issues[0]?.path.join(".") ?? "", detail: r.error.issues[0]?.message ?? "" };
};

export function parsePujasPost(raw: string): ParsedPujasBlock[] {
  if (!/\[pj-/i.test(raw)) return [];
  const out: ParsedPujasBlock[] = [];
  for (const b of lineBlocks(splitLines(raw), (tag) => BLOCK_BY_TAG.has(tag), MAX_BLOCKS)) {
    const hit = BLOCK_BY_TAG.get(b.tag)!;
    out.push(readPujasBlock(hit.block, hit.lang, b.open, b.body, b.close, zodCheck));
  }
  return out;
}
