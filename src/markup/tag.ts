// The opening and closing tag lines: `[tt-challenge id="gate"]` and `[/tt-challenge]`,
// each alone on its line (leading indentation and trailing spaces allowed). Attribute values are
// "quoted" (straight or curly quotes) or bare words; each game checks them afterwards.

export interface RawAttribute {
  readonly name: string;
  readonly value: string;
  /** Offsets in the line's text. */
  readonly nameStart: number;
  readonly valueStart: number;
  readonly valueEnd: number;
}

export type OpenTag =
  | { readonly ok: true; readonly tag: string; readonly attrs: readonly RawAttribute[] }
  | { readonly ok: false; readonly tag: string; readonly column: number };

const TAG_NAME = /^\[([A-Za-z][A-Za-z0-9-]*)(?=[\s\]]|$)/;
/** TAG_NAME read at lastIndex, so the line is not copied first. */
const TAG_NAME_AT = /\[([A-Za-z][A-Za-z0-9-]*)(?=[\s\]]|$)/y;
const CLOSE_QUOTE = /["“”]/g;
const NON_SPACE = /\S/g;
const ATTR_NAME = /[^\s=\]"“”\[]+/y;
const BARE_VALUE = /[^\s\]"“”\[]+/y;

/** The tag name if the trimmed line opens with `[name` followed by a space or `]`. Cheap. */
export function tagNameOf(trimmed: string): string | undefined {
  return TAG_NAME.exec(trimmed)?.[1]?.toLowerCase();
}

/** Past spaces and tabs from `at` (a loop: a regex here made a match array per attribute). */
function skipSpace(text: string, at: number): number {
  for (let c = text.charCodeAt(at); c === 0x20 || c === 0x09; c = text.charCodeAt(++at));
  return at;
}

/**
 * Reads an opening tag line. `from` is where `[` sits. A line whose tag is ours but whose
 * attributes cannot be read is still our block: it becomes an error card, not plain text.
 */
export function readOpenTag(text: string, from: number): OpenTag | undefined {
  TAG_NAME_AT.lastIndex = from;
  const m = TAG_NAME_AT.exec(text);
  if (!m) return undefined;
  const tag = m[1]!.toLowerCase();
  const attrs: RawAttribute[] = [];
  let at = from + m[0].length;
  for (;;) {
    const before = at;
    at = skipSpace(text, at);
    if (text[at] === "]") {
      NON_SPACE.lastIndex = at + 1;
      const extra = NON_SPACE.exec(text);
      if (extra) return { ok: false, tag, column: extra.index + 1 }; // text after the tag
      return { ok: true, tag, attrs };
    }
    // Attributes are separated by spaces: `a="x"b=y` is a typo worth pointing at.
    if (at === before && attrs.length > 0) return { ok: false, tag, column: at + 1 };
    ATTR_NAME.lastIndex = at;
    const name = ATTR_NAME.exec(text);
    if (!name) return { ok: false, tag, column: at + 1 };
    const nameStart = at;
    at = ATTR_NAME.lastIndex;
    if (text[at] !== "=") return { ok: false, tag, column: at + 1 };
    at++;
    const open = text[at];
    if (open === '"' || open === "“" || open === "”") {
      CLOSE_QUOTE.lastIndex = at + 1;
      const closing = CLOSE_QUOTE.exec(text);
      if (!closing) return { ok: false, tag, column: at + 1 };
      const valueStart = at + 1;
      const valueEnd = closing.index;
      attrs.push({ name: name[0], value: text.slice(valueStart, valueEnd), nameStart, valueStart, valueEnd });
      at = valueEnd + 1;
    } else {
      BARE_VALUE.lastIndex = at;
      const value = BARE_VALUE.exec(text);
      if (!value) return { ok: false, tag, column: at + 1 };
      attrs.push({ name: name[0], value: value[0], nameStart, valueStart: at, valueEnd: BARE_VALUE.lastIndex });
      at = BARE_VALUE.lastIndex;
    }
  }
}

/** The tag name if the line, trimmed, is exactly `[/name]`. */
export function closeTagOf(text: string): string | undefined {
  const t = text.trim();
  if (t.length < 4 || t.charCodeAt(0) !== 0x5b || t.charCodeAt(1) !== 0x2f || t.charCodeAt(t.length - 1) !== 0x5d) {
    return undefined;
  }
  const name = t.slice(2, -1);
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(name) ? name.toLowerCase() : undefined;
}
