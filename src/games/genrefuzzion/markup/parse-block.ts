// Parses one located block: its tag line, its body lines and its closing line. Never throws on
// input: every problem becomes a MarkupError with a line and column, and the block keeps its source
// span so nothing the player typed is lost (the card shows it verbatim).
import type { Lang } from "../../../lib/i18n.js";
import { gfError, type GfError } from "../../../lib/result.js";
import { classifyLine, clip, LANG_ATTR, type BodyLine, type CompiledSpec, type FieldLine } from "./block-spec.js";
import type { ParsedBlock, MarkupError } from "./schemas.js";
import { spanOf, type SourceLine, type Span } from "../../../markup/source.js";
import { readOpenTag } from "../../../markup/tag.js";
import type { LocatedBlock } from "../../../markup/markup-game.js";

export type { LocatedBlock };

const NON_BLANK = /\S/;
const NON_BLANK_AT = /^\S$/;

export function parseBlock(compiled: CompiledSpec, located: LocatedBlock, defaultLang: Lang): ParsedBlock {
  const { spec } = compiled;
  const errors: MarkupError[] = [];
  const report = (error: GfError, at: Pick<Span, "line" | "column">): void => {
    errors.push({ ...error, line: at.line, column: at.column });
  };
  const votes = { es: 0, en: 0 };
  const { open, body, close } = located;
  const from = located.openFrom ?? Math.max(0, open.text.search(/\S/));
  const openSpan = spanOf(open, from, trimmedLength(open.text));
  const tagName = spec.tags[0]!;

  // ---- attributes
  const attrs: Record<string, unknown> = {};
  let forcedLang: Lang | undefined;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    // tag.column counts UTF-16 units; people count characters (an emoji is one).
    const column = tag ? spanOf(open, tag.column - 1, tag.column - 1).column : openSpan.column;
    report(gfError("markup.bad_tag", undefined, { tag: tagName, column }), { line: open.number, column });
  } else {
    for (const a of tag.attrs) {
      const hit = compiled.attrs.get(a.name);
      if (!hit) {
        // The attributes it has in both languages: the message is written in the reader's or the table's, not the block's.
        report(gfError("markup.unknown_attr", undefined, { tag: tagName, name: clip(a.name, 30), expected_es: compiled.attrs.list("es"), expected_en: compiled.attrs.list("en") }),
          spanOf(open, a.nameStart, a.nameStart));
        continue;
      }
      if (hit.lang) votes[hit.lang]++;
      if (hit.id in attrs || (hit.id === "lang" && forcedLang)) {
        report(gfError("markup.duplicate_attr", undefined, { name: a.name }), spanOf(open, a.nameStart, a.nameStart));
        continue;
      }
      const def = hit.id === "lang" ? LANG_ATTR : spec.attrs[hit.id]!;
      const value = def.parse(a.value);
      if (value === undefined) {
        report(gfError("markup.bad_attr", undefined, { name: a.name, value: clip(a.value, 30), expected: attrHint(hit.id) }), spanOf(open, a.nameStart, a.nameStart));
      } else if (hit.id === "lang") {
        forcedLang = value as Lang;
      } else {
        attrs[hit.id] = value;
      }
    }
  }

  // ---- body lines
  const lines: BodyLine[] = [];
  let unread = 0;
  if (!close) {
    report(gfError("markup.unclosed", undefined, { tag: tagName, line: open.number }), openSpan);
  }
  for (let i = 0; i < body.length; i++) {
    const line = body[i]!;
    if (!NON_BLANK.test(line.text)) continue;
    const c = classifyLine(compiled, line);
    if (!c.ok) {
      report(c.error, { line: line.number, column: c.column });
      if (c.lang) votes[c.lang]++;
      unread++;
      continue;
    }
    if (c.line.kind === "field") {
      if (c.line.lang) votes[c.line.lang]++;
      if (spec.fields[c.line.field]!.rest) {
        lines.push(restOf(c.line, body.slice(i + 1)));
        break;
      }
    }
    lines.push(c.line);
  }

  const lang: Lang = forcedLang ?? (votes.es > votes.en ? "es" : votes.en > votes.es ? "en" : defaultLang);
  const node = spec.build({ attrs, lines, unread, openSpan }, { lang, error: report });
  if (errors.length > 1) errors.sort((a, b) => a.line - b.line || a.column - b.column);
  const last = close ?? open;
  const end = last.start + last.text.length;
  return {
    block: spec.name,
    node,
    errors,
    lang,
    span: blockSpan(open, from, end, spanOf(last, last.text.length, last.text.length).byteEnd),
    bodyEnd: close ? close.start : end,
    newline: open.newline === "" ? "\n" : open.newline,
    closed: close !== undefined,
  };
}

function blockSpan(open: SourceLine, from: number, end: number, byteEnd: number): Span {
  const at = spanOf(open, from, from);
  return { line: at.line, column: at.column, start: at.start, end, byteStart: at.byteStart, byteEnd };
}

/** text.trimEnd().length, without the copy. */
function trimmedLength(text: string): number {
  let end = text.length;
  while (end > 0 && NON_BLANK_AT.test(text[end - 1]!) === false) end--;
  return end;
}

/** A field that takes the rest of the block: its value runs to the end of the last body line. */
function restOf(line: FieldLine, after: readonly SourceLine[]): FieldLine {
  const last = after.length ? after[after.length - 1]! : line.line;
  const first = line.valueSpan;
  const lastSpan = spanOf(last, last.text.length, last.text.length);
  let value = line.line.text.slice(first.start - line.line.start);
  let newline = line.line.newline;
  for (const l of after) {
    value += newline + l.text;
    newline = l.newline;
  }
  const valueSpan: Span = { ...first, end: last.start + last.text.length, byteEnd: lastSpan.byteEnd };
  return {
    kind: "field", field: line.field, keyword: line.keyword, lang: line.lang, qualifier: line.qualifier,
    qualifierSpan: line.qualifierSpan, value, valueSpan, dice: line.dice, diceSpan: line.diceSpan, span: line.span, line: line.line,
  };
}

function attrHint(id: string): string {
  switch (id) {
    case "role": return "protagonista, antagonista / protagonist, antagonist";
    case "lang": return "es, en";
    case "mode": return "creación, nuevo / creation, new";
    case "scene": case "post": case "number": return "1, 2, 3…";
    case "sheet": return "post id / URL";
    default: return "…";
  }
}
