// Every [tt-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice; tags are read by the shared tag reader
// (src/markup/tag.ts) and lines are split as markdown-it splits them (src/markup/source.ts).
import { DEFAULT_LANG, type Lang } from "../../../lib/i18n.js";
import { lineBlocks } from "../../../markup/line-blocks.js";
import { splitLines, type SourceLine } from "../../../markup/source.js";
import { readTricubeBlock, type NodeCheck } from "./parse-block.js";
import { tricubeNode, type ParsedTricubeBlock } from "./schemas.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

/** The node must be what its schema says (an error in a builder would show here, not downstream). */
export const checkNode: NodeCheck = (node) => {
  const checked = tricubeNode.safeParse(node);
  if (checked.success) return { ok: true, node: checked.data };
  return { ok: false, detail: checked.error.issues[0]?.message ?? "", path: checked.error.issues[0]?.path.join(".") ?? "-" };
};

/** Like GenreFuzzion's, a post holds at most 100 blocks; later ones stay text. */
export const MAX_BLOCKS = 100;


export interface ParseOptions {
  /** The language of blocks that do not reveal theirs (the site's default). */
  readonly lang?: Lang;
}

export function parseTricubePost(raw: string, options: ParseOptions = {}): ParsedTricubeBlock[] {
  if (raw.indexOf("[tt-") < 0 && raw.indexOf("[TT-") < 0 && !/\[tt-/i.test(raw)) return [];
  const out: ParsedTricubeBlock[] = [];
  for (const b of lineBlocks(splitLines(raw), (tag) => BLOCK_BY_TAG.has(tag), MAX_BLOCKS)) {
    const hit = BLOCK_BY_TAG.get(b.tag)!;
    out.push(readTricubeBlock(hit.block, hit.lang, b.open, b.body, b.close, options.lang ?? DEFAULT_LANG, checkNode));
  }
  return out;
}

/** One block the shared markdown-it rule located: its tag line, body lines and closing line. */
export interface LocatedTricubeBlock {
  readonly open: SourceLine;
  readonly body: readonly SourceLine[];
  readonly close: SourceLine | undefined;
  /** Where the tag starts in its line (after a list bullet it is not the first non-blank). */
  readonly openFrom?: number;
}

/** Parses one located block whose tag (lower case, any language's) is `tag`, node checked by its schema; never throws. */
export function parseTricubeBlock(tag: string, located: LocatedTricubeBlock, defaultLang: Lang = DEFAULT_LANG): ParsedTricubeBlock {
  // The framework passes only the tags this game gave it; anything else reads as a roll declaration
  // and reports its own errors rather than throwing.
  const hit = BLOCK_BY_TAG.get(tag) ?? { block: "roll" as const, lang: undefined };
  return readTricubeBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, defaultLang, checkNode, located.openFrom);
}
