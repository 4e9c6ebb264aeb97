// Every [tt-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice; tags are read by the shared tag reader
// (src/markup/tag.ts) and lines are split as markdown-it splits them (src/markup/source.ts).
import { DEFAULT_LANG, type Lang } from "../../../lib/i18n.js";
import { splitLines, type SourceLine } from "../../../markup/source.js";
import { closeTagOf, tagNameOf } from "../../../markup/tag.js";
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

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export interface ParseOptions {
  /** The language of blocks that do not reveal theirs (the site's default). */
  readonly lang?: Lang;
}

export function parseTricubePost(raw: string, options: ParseOptions = {}): ParsedTricubeBlock[] {
  if (raw.indexOf("[tt-") < 0 && raw.indexOf("[TT-") < 0 && !/\[tt-/i.test(raw)) return [];
  const lines = splitLines(raw);
  const out: ParsedTricubeBlock[] = [];
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
    // The closing tag on a line of its own, before any other block opens.
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j]!.text;
      if (closeTagOf(t) === tag) { close = j; break; }
      const other = tagNameOf(t.trim());
      if (other && BLOCK_BY_TAG.has(other)) break;
    }
    out.push(readTricubeBlock(hit.block, hit.lang, lines[i]!, close >= 0 ? lines.slice(i + 1, close) : [], close >= 0 ? lines[close]! : null, options.lang ?? DEFAULT_LANG, checkNode));
    if (close >= 0) i = close;
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
