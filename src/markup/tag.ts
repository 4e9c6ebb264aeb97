// The opening and closing tag lines: `[gf-pool character="Ana" role=protagonist]` and `[/gf-pool]`,
// each alone on its line (leading indentation and trailing spaces allowed). Attribute values are
// "quoted" (straight or curly quotes) or bare words; zod checks them afterwards (block-spec.ts).

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
const ATTR_NAME = /[^\s=\]"“”\[]+/y;
const BARE_VALUE = /[^\s\]"“”\[]+/y;
const SPACE = /[ \t]*/y;

/** The tag name if the trimmed line opens with `[name` followed by a space or `]`. Cheap. */
export function tagNameOf(trimmed: string): string | undefined {
  return TAG_NAME.exec(trimmed)?.[1]?.toLowerCase();
}

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(text);
  return SPACE.lastIndex;
}

/**
 * Reads an opening tag line. `from` is where `[` sits. A line whose tag is ours but whose
 * attributes cannot be read is still our block: it becomes an error card, not plain text.
 */
export function readOpenTag(text: string, from: number): OpenTag | undefined {
  const m = TAG_NAME.exec(text.slice(from));
  if (!m) return undefined;
  const tag = m[1]!.toLowerCase();
  const attrs: RawAttribute[] = [];
  let at = from + m[0].length;
  for (;;) {
    const before = at;
    at = skipSpace(text, at);
    if (text[at] === "]") {
      const extra = text.slice(at + 1).search(/\S/);
      if (extra >= 0) return { ok: false, tag, column: at + 2 + extra }; // text after the tag
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
      const closeAt = text.slice(at + 1).search(/["“”]/);
      if (closeAt < 0) return { ok: false, tag, column: at + 1 };
      const valueStart = at + 1;
      const valueEnd = valueStart + closeAt;
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
