// The framework every block shares. A block is one small spec (blocks/<name>.ts): its tag names,
// its attributes with their zod schemas, its line keywords in Spanish and English, a `build` that
// turns classified lines into a typed node, and a `render` to HTML. registry.ts lists the specs;
// adding a block touches no other block.
import type { AttrParser } from "../../../markup/attr-values.js";
import type { Lang } from "../../../lib/i18n.js";
import { gfError, type GfError } from "../../../lib/result.js";
import { DIE_SHAPE, readDieToken } from "./dice-text.js";
import type { DieSize } from "../../../dice/die.js";
import { parsePool } from "../../../dice/notation.js";

/** A line that starts like a die ("d8", "2d6", "D10"). */
const DIE_START = /^\d{0,3}[dD]\d/;
import { KeywordTable, type Spellings } from "../../../markup/keywords.js";
import type { BlockName, BlockNode, MarkupError, SheetNode } from "./schemas.js";
import { spanOf, type SourceLine, type Span } from "../../../markup/source.js";

export interface FieldDef {
  readonly spellings: Spellings;
  /** Trailing die tokens ("d8", "2d6") are read off the value. */
  readonly dice?: boolean;
  /** May stand alone on a line, with no colon ("rendirse"). */
  readonly bare?: boolean;
  /** Takes every following line of the block as its value (sheet notes). */
  readonly rest?: boolean;
}

export interface AttrDef {
  readonly spellings: Spellings;
  /** The value, or undefined when it is not valid (attr-values.ts). */
  readonly parse: AttrParser;
}

/** A body line `keyword qualifier: value dice`, classified. */
export interface FieldLine {
  readonly kind: "field";
  readonly field: string;
  /** The keyword as typed, for messages in the player's own words. */
  readonly keyword: string;
  readonly lang: Lang | undefined;
  /** Words between the keyword and the colon ("Bea" in "aliado Bea: …"), "" when none. */
  readonly qualifier: string;
  readonly qualifierSpan: Span | undefined;
  /** The value, trimmed, without its trailing dice. */
  readonly value: string;
  readonly valueSpan: Span;
  readonly dice: readonly DieSize[];
  readonly diceSpan: Span | undefined;
  /** The whole line, trimmed. */
  readonly span: Span;
  readonly line: SourceLine;
}

/** A body line of bare dice: `d8 d8 d6 d4`. */
export interface DiceLine {
  readonly kind: "dice";
  readonly dice: readonly DieSize[];
  readonly span: Span;
}

export type BodyLine = FieldLine | DiceLine;

export interface BuildInput {
  readonly attrs: Readonly<Record<string, unknown>>;
  readonly lines: readonly BodyLine[];
  /** Non-blank body lines that could not be read (already reported): a block is not "empty" then. */
  readonly unread: number;
  /** Span of the opening tag line, for errors about the block as a whole. */
  readonly openSpan: Span;
}

export interface BuildContext {
  readonly lang: Lang;
  error(error: GfError, at: Pick<Span, "line" | "column">): void;
}

/** A warning a sheet card shows below its fields (the creation checks, GF-CHAR-*), already in the card's language. */
export interface SheetCardNotice {
  readonly code: string;
  readonly rule?: string;
  readonly message: string;
  readonly line?: number;
}

/**
 * The creation checks live in src/games/genrefuzzion/sheet, which src/markup may not import (layering), so the sheet
 * card's data takes them as a function (card-payload.ts); the client passes the game's sheetCardWarnings.
 */
export type SheetWarningsHook = (node: SheetNode, lang: Lang) => readonly SheetCardNotice[];

export interface BlockSpec<N extends BlockNode = BlockNode> {
  readonly name: N["block"] & BlockName;
  /** Tag names; the first is canonical, the others are Spanish aliases. */
  readonly tags: readonly string[];
  readonly attrs: Readonly<Record<string, AttrDef>>;
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** Lines of bare dice are allowed (the quick pool). */
  readonly freeDice?: boolean;
  build(input: BuildInput, ctx: BuildContext): N;
}

/** Every block takes `lang` to force the language of its card and messages. */
export const LANG_ATTR: AttrDef = {
  spellings: { es: ["idioma"], en: ["language"], both: ["lang"] },
  parse: (raw) => (raw.trim().toLowerCase() === "es" ? "es" : raw.trim().toLowerCase() === "en" ? "en" : undefined),
};

/** A spec with its keyword tables built once. */
export interface CompiledSpec {
  readonly spec: BlockSpec;
  readonly fields: KeywordTable<string>;
  readonly attrs: KeywordTable<string>;
}

/**
 * The spec with its keyword tables, each built the first time it is read: the game's chunk compiles its
 * five card specs as it loads, on a page's first screen, where a card or two reads one or two of them.
 */
export function compileSpec<N extends BlockNode>(spec: BlockSpec<N>): CompiledSpec {
  const spellings = (defs: Readonly<Record<string, { readonly spellings: Spellings }>>) => Object.fromEntries(Object.entries(defs).map(([id, d]) => [id, d.spellings]));
  let fields: KeywordTable<string> | undefined, attrs: KeywordTable<string> | undefined;
  return {
    spec: spec as unknown as BlockSpec,
    get fields() { return fields ??= new KeywordTable(spellings(spec.fields)); },
    get attrs() { return attrs ??= new KeywordTable({ ...spellings(spec.attrs), lang: LANG_ATTR.spellings }); },
  };
}

/** JavaScript's \s, by char code: called for every character of every body line. */
function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff));
}

/** First non-space at or after `from` (or `to`). Two functions, not one returning a pair: no garbage per line. */
function trimStart(text: string, from: number, to: number): number {
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  return from;
}

/** One past the last non-space before `to` (or `from`). */
function trimEnd(text: string, from: number, to: number): number {
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return to;
}

/**
 * Reads die tokens off the end of text[from, to) and returns their sizes. Where the dice begin and
 * the error for a die-shaped token that is not a die ("d7") are left in `trailing`: this runs for
 * every body line, and a result object per line was garbage the renderer paid for on every post.
 */
const trailing: { cut: number; error: GfError | undefined; errorAt: number } = { cut: 0, error: undefined, errorAt: 0 };
/** The tokens' sizes as read, last token first; reused across calls so a line costs no array of its own. */
const runs: (readonly DieSize[])[] = [];
function trailingDice(text: string, from: number, to: number): readonly DieSize[] {
  let cut = to;
  trailing.error = undefined;
  runs.length = 0;
  for (;;) {
    let end = cut;
    while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > from && !isSpace(text.charCodeAt(start - 1))) start--;
    if (start === end) break;
    const token = readDieToken(text.slice(start, end));
    if (token === undefined) break;
    if (!token.ok) {
      trailing.error = token.error;
      trailing.errorAt = start;
      break;
    }
    runs.push(token.sizes);
    cut = start;
  }
  trailing.cut = cut;
  // Usually one token, whose sizes are shared and frozen: nothing to copy. Several are joined once,
  // in line order (prepending each as it was read made a line of n dice cost n² copies).
  if (runs.length <= 1) return runs[0] ?? NO_DICE;
  const dice: DieSize[] = [];
  for (let i = runs.length - 1; i >= 0; i--) for (const size of runs[i]!) dice.push(size);
  runs.length = 0;
  return dice;
}

/**
 * Classifies one non-blank body line. Returns the line, or an error for a line that is not a
 * field of this block, which the block reports instead of dropping it.
 */
/**
 * A field line, its spans computed when asked: the renderer never asks for most of them, and a
 * Span per piece of every line was a good part of the parser's garbage.
 */
class ReadField implements FieldLine {
  readonly kind = "field";
  constructor(
    readonly line: SourceLine, readonly field: string, readonly keyword: string, readonly lang: Lang | undefined,
    readonly qualifier: string, private readonly q0: number, private readonly q1: number,
    readonly value: string, private readonly v0: number, private readonly v1: number,
    readonly dice: readonly DieSize[], private readonly d0: number, private readonly d1: number,
    private readonly w0: number, private readonly w1: number,
  ) {}
  get span(): Span { return spanOf(this.line, this.w0, this.w1); }
  get qualifierSpan(): Span | undefined { return this.q1 > this.q0 ? spanOf(this.line, this.q0, this.q1) : undefined; }
  get valueSpan(): Span { return spanOf(this.line, this.v0, this.v1); }
  get diceSpan(): Span | undefined { return this.d1 > this.d0 ? spanOf(this.line, this.d0, this.d1) : undefined; }
}

export function classifyLine(
  compiled: CompiledSpec, line: SourceLine,
): { ok: true; line: BodyLine } | { ok: false; error: GfError; column: number; lang?: Lang | undefined } {
  const text = line.text;
  const lead = trimStart(text, 0, text.length);
  const tail = trimEnd(text, lead, text.length);
  const colon = text.indexOf(":", lead);
  // Keywords are short; a colon far into the line is prose, not a key.
  if (colon > lead && colon - lead <= 80) {
    const found = compiled.fields.prefix(text.slice(lead, colon));
    if (found) {
      const def = compiled.spec.fields[found.hit.id]!;
      const qStart = trimStart(text, lead + found.length, colon);
      const qEnd = trimEnd(text, qStart, colon);
      let vStart = def.rest ? colon + 1 : trimStart(text, colon + 1, text.length);
      let vEnd = def.rest ? text.length : trimEnd(text, vStart, text.length);
      let dice: readonly DieSize[] = NO_DICE;
      let d0 = 0;
      let d1 = 0;
      if (def.dice) {
        const found2 = trailingDice(text, vStart, vEnd);
        if (trailing.error) return { ok: false, error: trailing.error, column: spanOf(line, trailing.errorAt, trailing.errorAt).column, lang: found.hit.lang };
        if (found2.length) {
          d0 = trailing.cut;
          d1 = vEnd;
          dice = found2;
          vEnd = trimEnd(text, vStart, trailing.cut);
        }
      }
      return {
        ok: true,
        line: new ReadField(line, found.hit.id, text.slice(lead, lead + found.length), found.hit.lang,
          text.slice(qStart, qEnd), qStart, qEnd, text.slice(vStart, vEnd), vStart, vEnd, dice, d0, d1, lead, tail),
      };
    }
  }
  // A bare keyword line ("rendirse"), possibly with dice after it ("pk d6").
  const bareDice = trailingDice(text, lead, tail);
  const d = { cut: trailing.cut, error: trailing.error, errorAt: trailing.errorAt };
  const kStart = lead;
  const kEnd = trimEnd(text, lead, d.error ? tail : d.cut);
  if (kEnd > kStart) {
    const hit = compiled.fields.get(text.slice(kStart, kEnd));
    if (hit && compiled.spec.fields[hit.id]!.bare) {
      if (d.error) return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column, lang: hit.lang };
      const takesDice = compiled.spec.fields[hit.id]!.dice === true && bareDice.length > 0;
      return {
        ok: true,
        line: new ReadField(line, hit.id, text.slice(kStart, kEnd), hit.lang, "", kEnd, kEnd, "", kEnd, kEnd,
          takesDice ? bareDice : NO_DICE, takesDice ? d.cut : 0, takesDice ? tail : 0, lead, tail),
      };
    }
  }
  // The quick pool: a line of bare dice ("d8 d8 d6 d4", "2d8, d6 + d4"), read by the dice part's
  // notation parser, whose verdict ("d7", "40d6", "d8:7") is reported rather than "not understood".
  if (compiled.spec.freeDice && DIE_START.test(text.slice(lead, lead + 5))) {
    const pool = parsePool(text.slice(lead, tail));
    if (pool.ok) return { ok: true, line: { kind: "dice", dice: pool.value as DieSize[], span: spanOf(line, lead, tail) } };
    const token = pool.error.params?.["token"];
    const at = typeof token === "string" ? Math.max(lead, text.indexOf(token, lead)) : lead;
    return { ok: false, error: pool.error, column: spanOf(line, at, at).column };
  }
  // A line of die-shaped words elsewhere ("d8 d7" in a block without a quick form) says what is wrong.
  if (d.error && text.slice(lead, tail).split(/\s+/).every((t) => DIE_SHAPE.test(t))) {
    return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column };
  }
  return {
    ok: false,
    error: gfError("markup.unknown_line", undefined, { text: clip(text.slice(lead, tail)), block: compiled.spec.tags[0]! }),
    column: spanOf(line, lead, lead).column,
  };
}

const NO_DICE: readonly DieSize[] = Object.freeze([]);

/** Long user text is cut in messages; the card shows the full source anyway. */
export function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export type { MarkupError };
