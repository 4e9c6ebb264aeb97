// Every [tt-…] block of a raw post, parsed, with its errors and where it sits. Pure: no markdown
// engine. It skips what Discourse shows as code or quotes (fenced code, `>` quotes, [quote]…[/quote])
// so a block quoted in a reply is not read twice; tags are read by the shared tag reader
// (src/markup/tag.ts) and lines are split as markdown-it splits them (src/markup/source.ts).
import { DEFAULT_LANG, type Lang } from "../../../lib/i18n.js";
import { KeywordTable } from "../../../markup/keywords.js";
import { splitLines, spanOf, type SourceLine } from "../../../markup/source.js";
import { closeTagOf, readOpenTag, tagNameOf } from "../../../markup/tag.js";
import { buildChallenge } from "./challenge-block.js";
import { clip, readFields } from "./read-lines.js";
import { buildKarma, buildRoll } from "./roll-block.js";
import { buildSheet } from "./sheet-block.js";
import { buildAnswer, buildGm } from "./answer-block.js";
import { tricubeNode, type MarkupError, type ParsedTricubeBlock, type TricubeNode } from "./schemas.js";
import { ATTRS, BLOCK_BY_TAG, LANG_ATTR, TAGS, type BlockName } from "./vocabulary.js";

/** Like GenreFuzzion's, a post holds at most 100 blocks; later ones stay text. */
export const MAX_BLOCKS = 100;

const ATTR_TABLES = new Map<BlockName, KeywordTable<string>>();
function attrTable(block: BlockName): KeywordTable<string> {
  let t = ATTR_TABLES.get(block);
  if (!t) ATTR_TABLES.set(block, (t = new KeywordTable({ ...ATTRS[block], lang: LANG_ATTR })));
  return t;
}

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
    out.push(parseBlock(hit.block, hit.lang, lines[i]!, close >= 0 ? lines.slice(i + 1, close) : [], close >= 0 ? lines[close]! : null, options.lang ?? DEFAULT_LANG));
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

/** Parses one located block whose tag (lower case, any language's) is `tag`; never throws. */
export function parseTricubeBlock(tag: string, located: LocatedTricubeBlock, defaultLang: Lang = DEFAULT_LANG): ParsedTricubeBlock {
  // The framework passes only the tags this game gave it; anything else reads as a roll declaration
  // and reports its own errors rather than throwing.
  const hit = BLOCK_BY_TAG.get(tag) ?? { block: "roll" as const, lang: undefined };
  return parseBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, defaultLang, located.openFrom);
}

function parseBlock(block: BlockName, tagLang: Lang | undefined, open: SourceLine, body: readonly SourceLine[], close: SourceLine | null, defaultLang: Lang, openFrom?: number): ParsedTricubeBlock {
  const errors: MarkupError[] = [];
  const votes: Record<Lang, number> = { es: 0, en: 0 };
  if (tagLang) votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = spanOf(open, from, from);
  const tagName = TAGS[block][0];
  const attrs: Record<string, string> = {};
  let forced: Lang | undefined;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    errors.push({ code: "tt.markup.bad-tag", params: { tag: tagName, column: tag ? tag.column : at.column }, line: open.number, column: tag ? tag.column : at.column });
  } else {
    const table = attrTable(block);
    for (const a of tag.attrs) {
      const hit = table.get(a.name);
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      if (!hit) { errors.push({ code: "tt.markup.unknown-attr", params: { tag: tagName, name: clip(a.name, 30), expected: table.list("en") }, ...where }); continue; }
      if (hit.lang) votes[hit.lang]++;
      if (hit.id in attrs || (hit.id === "lang" && forced)) { errors.push({ code: "tt.markup.duplicate", params: { keyword: a.name }, ...where }); continue; }
      if (hit.id === "lang") {
        const v = a.value.trim().toLowerCase();
        if (v === "es" || v === "en") forced = v;
        else errors.push({ code: "tt.markup.bad-value", params: { keyword: a.name, value: clip(a.value, 30), expected: "es, en" }, ...where });
        continue;
      }
      const value = a.value.trim();
      if (!value || value.length > 120) errors.push({ code: "tt.markup.value-required", params: { keyword: a.name }, ...where });
      else attrs[hit.id] = value;
    }
  }
  if (!close) errors.push({ code: "tt.markup.unclosed", params: { tag: tagName, line: open.number }, line: open.number, column: at.column });
  const fields = readFields(block, body, errors, votes);
  const openAt = { line: open.number, column: at.column };
  const built: TricubeNode = block === "challenge" ? buildChallenge(attrs, fields, errors, openAt)!
    : block === "roll" ? buildRoll(attrs, fields, errors, openAt)
    : block === "karma" ? buildKarma(attrs, fields, errors, openAt)
    : block === "answer" ? buildAnswer(attrs, fields, errors, openAt)
    : block === "gm" ? buildGm(fields, errors, openAt)
    : buildSheet(fields, errors, openAt);
  // The node must be what its schema says (an error in the builder would show here, not downstream).
  const checked = tricubeNode.safeParse(built);
  if (!checked.success) errors.push({ code: "tt.markup.invalid", params: { detail: clip(checked.error.issues[0]?.message ?? "", 60), path: checked.error.issues[0]?.path.join(".") ?? "-" }, line: open.number, column: at.column });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  const lang: Lang = forced ?? (votes.es > votes.en ? "es" : votes.en > votes.es ? "en" : defaultLang);
  const last = close ?? open;
  return {
    block, node: checked.success ? checked.data : null, errors, lang,
    openLine: open.number, closeLine: close?.number ?? null, start: open.start + from, end: last.start + last.text.length,
  };
}
