// One located [tt-…] block, read: its tag's attributes, its lines and the node its builder makes,
// with every mistake as an error at its line and column. No zod here, so the Discourse feature (which
// cooks Tricube's cards through the shared markup rule in the forum's own V8) does not carry it: the
// post reader (parse-post.ts) passes the node schema's check as `validate`.
import type { Lang } from "../../../lib/i18n.js";
import { KeywordTable } from "../../../markup/keywords.js";
import { spanOf, type SourceLine } from "../../../markup/source.js";
import { readOpenTag } from "../../../markup/tag.js";
import { buildChallenge } from "./challenge-block.js";
import { clip, plainValue, readFields } from "./read-lines.js";
import { buildKarma, buildRoll } from "./roll-block.js";
import { buildSheet } from "./sheet-block.js";
import { buildAnswer, buildGm } from "./answer-block.js";
import { buildTable } from "./table-block.js";
import type { MarkupError, ParsedTricubeBlock, TricubeNode } from "./schemas.js";
import { ATTRS, LANG_ATTR, TAGS, type BlockName } from "./vocabulary.js";

/** A node's check: the node as its schema reads it, or the first issue. */
export type NodeCheck = (node: TricubeNode) => { ok: true; node: TricubeNode } | { ok: false; detail: string; path: string };

const ATTR_TABLES = new Map<BlockName, KeywordTable<string>>();
function attrTable(block: BlockName): KeywordTable<string> {
  let t = ATTR_TABLES.get(block);
  if (!t) ATTR_TABLES.set(block, (t = new KeywordTable({ ...ATTRS[block], lang: LANG_ATTR })));
  return t;
}

export function readTricubeBlock(block: BlockName, tagLang: Lang | undefined, open: SourceLine, body: readonly SourceLine[], close: SourceLine | null, defaultLang: Lang, validate?: NodeCheck, openFrom?: number): ParsedTricubeBlock {
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
      const value = plainValue(a.value);
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
    : block === "table" ? buildTable(attrs, fields, errors, openAt)
    : buildSheet(fields, errors, openAt);
  // The node must be what its schema says (an error in the builder would show here, not downstream).
  const checked = validate ? validate(built) : { ok: true as const, node: built };
  if (!checked.ok) errors.push({ code: "tt.markup.invalid", params: { detail: clip(checked.detail, 60), path: checked.path }, line: open.number, column: at.column });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  const lang: Lang = forced ?? (votes.es > votes.en ? "es" : votes.en > votes.es ? "en" : defaultLang);
  const last = close ?? open;
  return {
    block, node: checked.ok ? checked.node : null, errors, lang,
    openLine: open.number, closeLine: close?.number ?? null, start: open.start + from, end: last.start + last.text.length,
  };
}
