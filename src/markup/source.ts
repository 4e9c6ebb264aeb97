// Where every piece of a block came from in the raw post. The sheet code rewrites managed fields in
// place, so each value keeps its exact offsets: UTF-16 offsets to slice the JS string, UTF-8 byte
// offsets for tools that count bytes, and a 1-based line and column (in code points) for people.

/** One line of the raw text, without its line break. */
export interface SourceLine {
  /** 1-based line number in the post. */
  readonly number: number;
  readonly text: string;
  /** UTF-16 offset of the line's first character in the raw text. */
  readonly start: number;
  /** UTF-8 byte offset of the line's first character in the raw text. */
  readonly byteStart: number;
  /** The line break that ends it in the raw text ("" on the last line). */
  readonly newline: "" | "\n" | "\r\n" | "\r";
  /**
   * Cache for spanOf: whether the text is all ASCII (offsets are then columns and bytes). Lines are
   * made with it present (undefined) so filling it in does not change their hidden class.
   */
  ascii?: boolean | undefined;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

export interface Span {
  /** 1-based line of the first character. */
  readonly line: number;
  /** 1-based column of the first character, counted in code points. */
  readonly column: number;
  /** UTF-16 offsets into the raw text, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** UTF-8 byte offsets into the raw text, end exclusive. */
  readonly byteStart: number;
  readonly byteEnd: number;
}

/** Bytes UTF-8 needs for text[from, to). Lone surrogates count 3, as TextEncoder writes U+FFFD. */
export function utf8Length(text: string, from = 0, to = text.length): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { bytes += 4; i++; } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function codePoints(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The span of line.text[from, to): one pass over the line up to `to`. */
export function spanOf(line: SourceLine, from: number, to: number): Span {
  const text = line.text;
  if (line.ascii ?? (line.ascii = isAscii(text))) {
    return {
      line: line.number, column: from + 1, start: line.start + from, end: line.start + to,
      byteStart: line.byteStart + from, byteEnd: line.byteStart + to,
    };
  }
  let column = 1;
  let bytes = 0;
  let byteStart = 0;
  for (let i = 0; i < to; i++) {
    if (i === from) { byteStart = bytes; }
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair is one character of four bytes, whether or not `to` splits it.
      bytes += 4;
      if (i < from) column++;
      i++;
      if (i === from) byteStart = bytes;
      continue;
    } else bytes += 3;
    if (i < from) column++;
  }
  if (from >= to) byteStart = bytes;
  return {
    line: line.number,
    column,
    start: line.start + from,
    end: line.start + to,
    byteStart: line.byteStart + byteStart,
    byteEnd: line.byteStart + bytes,
  };
}

/**
 * Splits raw text into lines the way markdown-it counts them (it turns \r\n and a lone \r into \n
 * before parsing), so line N here is line N for the renderer too.
 */
export function splitLines(raw: string): SourceLine[] {
  const lines: SourceLine[] = [];
  let start = 0;
  let byteStart = 0;
  let number = 1;
  const push = (end: number, newline: SourceLine["newline"]): void => {
    const text = raw.slice(start, end);
    lines.push({ number, text, start, byteStart, newline, ascii: undefined });
    byteStart += utf8Length(text) + newline.length;
    start = end + newline.length;
    number++;
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x0a) push(i, "\n");
    else if (c === 0x0d) push(i, raw.charCodeAt(i + 1) === 0x0a ? "\r\n" : "\r");
    // push() moved start past the break; keep the loop index in step with it.
    if (c === 0x0a || c === 0x0d) i = start - 1;
  }
  push(raw.length, "");
  return lines;
}

/** A replacement of raw[start, end) by text. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Applies non-overlapping edits to raw and leaves every other character as it was. Overlapping
 * edits are a caller's bug, so they throw a RangeError.
 */
export function applyEdits(raw: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start || edit.end > raw.length) {
      throw new RangeError(`edit [${edit.start}, ${edit.end}) overlaps or lies outside the text`);
    }
    out += raw.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + raw.slice(at);
}

/**
 * The first line of a block (openLine..closeLine, 1-based; null: to the end) whose value after its
 * colon names `name` (alone or in a comma list, an "@" in front ignored, any case), else openLine: the
 * line a refusal about that name quotes.
 */
export function lineNaming(raw: string, openLine: number, closeLine: number | null, name: string): number {
  const lines = splitLines(raw);
  const bare = (v: string) => v.trim().replace(/^@+/, "").toLowerCase();
  const wanted = bare(name);
  for (let n = openLine; n <= (closeLine ?? lines.length) && n <= lines.length; n++) {
    const text = lines[n - 1]!.text;
    const at = text.indexOf(":");
    if (at >= 0 && text.slice(at + 1).split(",").some((v) => bare(v) === wanted)) return n;
  }
  return openLine;
}
