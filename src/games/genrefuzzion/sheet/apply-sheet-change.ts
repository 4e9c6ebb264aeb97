// Lossless updates (docs/markup.md §7.3): a change to a managed field becomes a few edits of the raw post,
// placed by the spans the parser keeps, and every other byte stays as the player typed it (their
// spacing, their CRLF, their capitalised keywords, the text around the block). New lines copy the
// indentation of their neighbours and the keyword spelling the sheet already uses.
//
// Each change checks its own output: the new raw is parsed again and must read as exactly the old
// sheet with that one change made. A name that would read differently once written (one ending in
// "d8", one with a colon where a colon means something) is refused rather than written wrong.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { applyEdits, splitLines, type Edit, type SheetNode, type SourceLine, type Span } from "../markup/index.js";
import { readSheet, type ReadSheetOptions, type SheetDoc } from "./read-sheet.js";
import type { Sheet, SheetChange, TraitList } from "./schemas.js";
import { foldKeyword } from "../../../markup/keywords.js";
import { OBJECTIVE_STATES, SHEET_FIELDS, written } from "../markup/spellings.js";

type Lang = Sheet["lang"];
type Field = TraitList | "tricks" | "flaws" | "objectives" | "pv" | "pk";

/** The order fields are written in docs/markup.md; a new line goes after the last of its kind or of the kinds before it. */
const ORDER: readonly Field[] = ["cliches", "relationships", "tricks", "flaws", "objectives", "advantages", "problems", "pv", "pk"];

/** Keywords for a field the sheet has no line of yet, in the sheet's language. */
const FIELD_SPELLINGS = {
  cliches: SHEET_FIELDS.cliche, relationships: SHEET_FIELDS.relationship, tricks: SHEET_FIELDS.trick, flaws: SHEET_FIELDS.flaw,
  objectives: SHEET_FIELDS.objective, advantages: SHEET_FIELDS.advantage, problems: SHEET_FIELDS.problem, pv: SHEET_FIELDS.pv, pk: SHEET_FIELDS.pk,
} as const satisfies Readonly<Record<Field, unknown>>;

type State = Sheet["objectives"][number]["state"];
const stateWord = (lang: Lang, state: State): string => written(OBJECTIVE_STATES[state], lang);
/** Whether `typed` is one of the language's words for some state. */
const isStateWordOf = (lang: Lang, typed: string, same: (a: string, b: string) => boolean): boolean =>
  Object.values(OBJECTIVE_STATES).some((s) => s[lang].some((w) => same(w, typed)));

type Planned = Result<{ edits: Edit[]; expected: Sheet }, GfError>;

/** One sheet, read once, with the helpers every change needs. */
class Draft {
  readonly lines: SourceLine[];
  constructor(readonly doc: SheetDoc) {
    this.lines = splitLines(doc.raw);
  }

  get node(): SheetNode { return this.doc.block.node; }
  get raw(): string { return this.doc.raw; }
  lineAt(span: Pick<Span, "line">): SourceLine { return this.lines[span.line - 1]!; }
  /** Where the line after `span`'s line starts. */
  after(span: Pick<Span, "line">): number {
    const l = this.lineAt(span);
    return l.start + l.text.length + l.newline.length;
  }
  /** The keyword and qualifier part of a field line ("relación Bea"), as typed, and where its colon is. */
  head(span: Span): { text: string; start: number; end: number; colon: number } {
    const colon = this.raw.indexOf(":", span.start);
    const text = this.raw.slice(span.start, colon).trimEnd();
    return { text, start: span.start, end: span.start + text.length, colon };
  }
  /** A targeted line's qualifier span: it ends the head ("relación Bea" → "Bea"). */
  targetSpan(t: { span: Span; target?: string | undefined }): { start: number; end: number } | undefined {
    if (!t.target) return undefined;
    const h = this.head(t.span);
    return h.text.endsWith(t.target) ? { start: h.end - t.target.length, end: h.end } : undefined;
  }
  /** The keyword as this sheet spells it for `field`, else the default of the sheet's language. */
  keyword(field: Field): string {
    const first = this.fieldLines(field)[0];
    if (first) {
      const h = this.head(first.span);
      const cut = first.qualifierStart !== undefined ? first.qualifierStart - h.start : h.text.length;
      const typed = h.text.slice(0, cut).trimEnd();
      if (typed) return typed;
    }
    return written(FIELD_SPELLINGS[field], this.doc.sheet.lang);
  }
  /** The lines of one field, in order, with where their qualifier starts (if any). */
  fieldLines(field: Field): { span: Span; qualifierStart?: number }[] {
    const n = this.node;
    switch (field) {
      case "cliches": case "problems": return n[field].map((t) => ({ span: t.span }));
      case "relationships": case "advantages":
        return n[field].map((t) => {
          const q = this.targetSpan(t);
          return q ? { span: t.span, qualifierStart: q.start } : { span: t.span };
        });
      case "tricks": case "flaws":
        return n[field].map((t) => {
          const h = this.head(t.span);
          // "truco Arma predilecta: fills" names the trick before the colon; "truco: Arma predilecta" after it.
          return t.fillSpan && h.text.endsWith(t.name) ? { span: t.span, qualifierStart: h.end - t.name.length } : { span: t.span };
        });
      case "objectives":
        return n.objectives.map((o) => {
          const q = Math.min(o.difficultySpan?.start ?? Infinity, o.stateSpan?.start ?? Infinity);
          return Number.isFinite(q) ? { span: o.span, qualifierStart: q } : { span: o.span };
        });
      case "pv": case "pk": {
        const p = n[field];
        return p ? [{ span: { ...p.span, start: this.lineAt(p.span).start + this.lineAt(p.span).text.search(/\S/) } }] : [];
      }
    }
  }
  /** An edit inserting a whole line for `field` where docs/markup.md's order puts it. */
  insertLine(field: Field, body: string): Edit {
    const rank = ORDER.indexOf(field);
    let anchor: Span | undefined;
    for (const f of ORDER.slice(0, rank + 1)) {
      for (const l of this.fieldLines(f)) if (!anchor || l.span.line > anchor.line) anchor = l.span;
    }
    const nl = this.doc.block.newline;
    if (anchor) {
      const indent = /^[ \t]*/.exec(this.lineAt(anchor).text)![0];
      return { start: this.after(anchor), end: this.after(anchor), text: `${indent}${body}${nl}` };
    }
    // Nothing of its kind or before it: after the name lines, else above the first later field
    // (or the notes, which always come last), else just above the closing tag.
    const header = [this.node.name, this.node.player, this.node.concept].flatMap((x) => (x ? [x.span] : []));
    const later = ORDER.slice(rank + 1).flatMap((f) => this.fieldLines(f).map((l) => l.span));
    if (this.node.notes) later.push(this.node.notes.span);
    if (header.length) {
      const last = header.reduce((a, b) => (b.line > a.line ? b : a));
      const indent = /^[ \t]*/.exec(this.lineAt(last).text)![0];
      return { start: this.after(last), end: this.after(last), text: `${indent}${body}${nl}` };
    }
    if (later.length) {
      const l = this.lineAt(later.reduce((a, b) => (b.line < a.line ? b : a)));
      const indent = /^[ \t]*/.exec(l.text)![0];
      return { start: l.start, end: l.start, text: `${indent}${body}${nl}` };
    }
    return { start: this.doc.block.bodyEnd, end: this.doc.block.bodyEnd, text: `${body}${nl}` };
  }
  /** Deletes a whole line, its line break included. */
  removeLine(span: Span): Edit {
    const l = this.lineAt(span);
    return { start: l.start, end: this.after(span), text: "" };
  }
}

const same = (a: string, b: string) => foldKeyword(a) === foldKeyword(b);

/** The one line of `list` named `name`: exact match first, then without case or accents. */
function findTrait(d: Draft, list: TraitList, name: string): Result<number, GfError> {
  const items = d.node[list];
  const exact = items.flatMap((t, i) => (t.name === name.trim() ? [i] : []));
  const found = exact.length ? exact : items.flatMap((t, i) => (same(t.name, name) ? [i] : []));
  if (found.length === 1) return ok(found[0]!);
  return err(gfError(found.length ? "sheet.ambiguous_trait" : "sheet.no_trait", undefined, { kind: list, name }));
}

function cloneSheet(s: Sheet): Sheet {
  return structuredClone(s);
}

function plan(d: Draft, change: SheetChange): Planned {
  const sheet = d.doc.sheet;
  const expected = cloneSheet(sheet);
  const lang = sheet.lang;
  switch (change.type) {
    case "points": {
      const edits: Edit[] = [];
      for (const currency of ["pv", "pk"] as const) {
        const delta = change[currency];
        if (!delta) continue;
        const now = sheet[currency] ?? 0;
        const value = now + delta;
        // GF-PTS-2: balances never go below zero.
        if (value < 0) return err(gfError("sheet.points_negative", "GF-PTS-2", { currency: currency.toUpperCase(), value }));
        const field = d.node[currency];
        edits.push(field ? { start: field.span.start, end: field.span.end, text: String(value) }
          : d.insertLine(currency, `${d.keyword(currency)}: ${value}`));
        expected[currency] = value;
      }
      return ok({ edits, expected });
    }
    case "add-trait": {
      const { list, name, die, target } = change;
      if (d.node[list].some((t) => same(t.name, name))) return err(gfError("sheet.trait_exists", undefined, { kind: list, name }));
      const targeted = list === "relationships" || list === "advantages";
      if (target && !targeted) return err(gfError("sheet.unsafe_text", undefined, { text: target }));
      const qualifier = targeted && target ? ` ${target}` : "";
      const edits = [d.insertLine(list, `${d.keyword(list)}${qualifier}: ${name} d${die}`)];
      if (list === "relationships") expected.relationships.push({ name, ...(target ? { target } : {}), die });
      else if (list === "advantages") expected.advantages.push({ name, ...(target ? { boundOpponent: target } : {}), die });
      else expected[list].push({ name, die });
      return ok({ edits, expected });
    }
    case "set-die": {
      const found = findTrait(d, change.list, change.name);
      if (!found.ok) return found;
      const t = d.node[change.list][found.value]!;
      // Never overwrite the player: the die must still be the one the change was computed from.
      if (change.from !== undefined && t.die !== change.from) {
        return err(gfError("sheet.changed", undefined, { name: t.name, now: t.die ? `d${t.die}` : "-", was: `d${change.from}` }));
      }
      if (t.die === change.die) return ok({ edits: [], expected });
      const edits = [t.dieSpan ? { start: t.dieSpan.start, end: t.dieSpan.end, text: `d${change.die}` }
        : { start: t.nameSpan.end, end: t.nameSpan.end, text: ` d${change.die}` }];
      expected[change.list][found.value]!.die = change.die;
      return ok({ edits, expected });
    }
    case "remove-trait": {
      const found = findTrait(d, change.list, change.name);
      if (!found.ok) return found;
      const t = d.node[change.list][found.value]!;
      // Never remove what the player has made their own since: the line must still be the one expected.
      if (change.from !== undefined && (t.die !== change.from || t.name !== change.name)) {
        return err(gfError("sheet.changed", undefined, { name: t.name, now: t.die ? `d${t.die}` : "-", was: `d${change.from}` }));
      }
      expected[change.list].splice(found.value, 1);
      return ok({ edits: [d.removeLine(t.span)], expected });
    }
    case "rename-trait": {
      const found = findTrait(d, change.list, change.name);
      if (!found.ok) return found;
      const t = d.node[change.list][found.value]!;
      const edits: Edit[] = [];
      const model = expected[change.list][found.value]!;
      if (change.to !== undefined && change.to !== t.name) {
        edits.push({ start: t.nameSpan.start, end: t.nameSpan.end, text: change.to });
        model.name = change.to;
      }
      if (change.target !== undefined) {
        if (change.list !== "relationships" && change.list !== "advantages") return err(gfError("sheet.unsafe_text", undefined, { text: change.target }));
        const q = d.targetSpan(t);
        if (q) edits.push({ start: q.start, end: q.end, text: change.target });
        else { const h = d.head(t.span); edits.push({ start: h.end, end: h.end, text: ` ${change.target}` }); }
        if (change.list === "relationships") (model as Sheet["relationships"][number]).target = change.target;
        else (model as Sheet["advantages"][number]).boundOpponent = change.target;
      }
      return ok({ edits, expected });
    }
    case "add-trick": {
      const field = change.kind === "trick" ? "tricks" : "flaws";
      if (d.node[field].some((t) => same(t.name, change.name))) return err(gfError("sheet.trait_exists", undefined, { kind: change.kind, name: change.name }));
      const fills = change.fills.map((f) => f.trim());
      const edits = [d.insertLine(field, `${d.keyword(field)} ${change.name}:${fills.length ? ` ${fills.join("; ")}` : ""}`)];
      expected[field].push({ name: change.name, fills });
      return ok({ edits, expected });
    }
    case "objective": {
      const o = d.node.objectives[change.index - 1];
      if (!o) return err(gfError("sheet.no_objective", "GF-OBJ-1", { index: change.index }));
      if (change.from !== undefined && o.state !== change.from) {
        return err(gfError("sheet.changed", "GF-OBJ-6", { name: o.text, now: stateWord(lang, o.state), was: stateWord(lang, change.from) }));
      }
      const model = expected.objectives[change.index - 1]!;
      const edits: Edit[] = [];
      if (change.state !== undefined && change.state !== o.state) {
        if (o.stateSpan) {
          // Keep the language the player wrote the state in.
          const typed = d.raw.slice(o.stateSpan.start, o.stateSpan.end);
          const wordLang: Lang = isStateWordOf("es", typed, same) ? "es" : isStateWordOf("en", typed, same) ? "en" : lang;
          edits.push({ start: o.stateSpan.start, end: o.stateSpan.end, text: stateWord(wordLang, change.state) });
        } else {
          const at = o.difficultySpan?.end ?? d.head(o.span).end;
          edits.push({ start: at, end: at, text: ` ${stateWord(lang, change.state)}` });
        }
        model.state = change.state;
      }
      if (change.text !== undefined && change.text !== o.text) {
        edits.push({ start: o.textSpan.start, end: o.textSpan.end, text: change.text });
        model.text = change.text;
      }
      return ok({ edits, expected });
    }
  }
}

/** The trick/flaw ids are derived from names; compare what was written, not what was looked up. */
function comparable(s: Sheet): unknown {
  return { ...s, tricks: s.tricks.map(({ name, fills }) => ({ name, fills })), flaws: s.flaws.map(({ name, fills }) => ({ name, fills })) };
}

/** Structural equality with keys in any order (a field added to a copy lands last). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function describe(change: SheetChange): string {
  switch (change.type) {
    case "points": return `${change.pv ?? 0} PV, ${change.pk ?? 0} PK`;
    case "add-trait": case "remove-trait": case "set-die": return change.name;
    case "rename-trait": return change.to ?? change.target ?? change.name;
    case "add-trick": return [change.name, ...change.fills].join("; ");
    case "objective": return change.text ?? String(change.index);
  }
}

/** Reads raw for writing: exactly one sheet, and one the parser read without a single error. */
export function readForUpdate(raw: string, options: ReadSheetOptions = {}): Result<SheetDoc, GfError> {
  const doc = readSheet(raw, options);
  if (!doc.ok) return doc;
  const first = doc.value.errors[0];
  // A line the parser could not read might be the very field a change would add again: refuse.
  if (first) return err(gfError("sheet.unreadable", undefined, { line: first.line, code: first.code }));
  return doc;
}

/**
 * Applies one change to a sheet post and returns the new raw text. Only the characters of the
 * managed field change (or one line is inserted or removed); the rest is byte for byte the same.
 */
export function applySheetChange(raw: string, change: SheetChange, options: ReadSheetOptions = {}): Result<string, GfError> {
  const doc = readForUpdate(raw, options);
  if (!doc.ok) return doc;
  const planned = plan(new Draft(doc.value), change);
  if (!planned.ok) return planned;
  if (planned.value.edits.length === 0) return ok(raw);
  const next = applyEdits(raw, planned.value.edits);
  const check = readSheet(next, { lang: doc.value.sheet.lang });
  if (!check.ok || check.value.errors.length > 0 || !sameData(comparable(check.value.sheet), comparable(planned.value.expected))) {
    return err(gfError("sheet.unsafe_text", undefined, { text: describe(change) }));
  }
  return ok(next);
}

/** What applySheetChangesKeeping wrote, and each change it left out with the reason. */
export interface KeptChanges {
  readonly raw: string;
  readonly refused: readonly { readonly change: SheetChange; readonly error: GfError }[];
}

/**
 * Applies changes in order, each one that the sheet still allows; a change the sheet no longer
 * allows (the player changed or removed that line, or wrote one of the same name) is left out and
 * reported, and the others still apply. For undoing (GF-SUSP-2), where every change stands alone.
 * A sheet that cannot be read safely refuses them all.
 */
export function applySheetChangesKeeping(raw: string, changes: readonly SheetChange[], options: ReadSheetOptions = {}): Result<KeptChanges, GfError> {
  const doc = readForUpdate(raw, options);
  if (!doc.ok) return doc;
  let current = raw;
  const refused: { change: SheetChange; error: GfError }[] = [];
  for (const change of changes) {
    const r = applySheetChange(current, change, options);
    if (r.ok) current = r.value;
    else if (!alreadyThere(current, change, options)) refused.push({ change, error: r.error });
  }
  return ok({ raw: current, refused });
}

/**
 * Whether the sheet already says what the change would make it say (a player undid it by hand, or
 * the write it undoes never landed): nothing to do, and nothing to report.
 */
function alreadyThere(raw: string, change: SheetChange, options: ReadSheetOptions): boolean {
  const doc = readSheet(raw, options);
  if (!doc.ok) return false;
  const sheet = doc.value.sheet;
  switch (change.type) {
    case "remove-trait": return !sheet[change.list].some((t) => same(t.name, change.name));
    case "add-trait": return sheet[change.list].some((t) => t.name === change.name && t.die === change.die);
    case "set-die": return sheet[change.list].some((t) => t.name === change.name && t.die === change.die);
    case "objective": {
      const o = sheet.objectives[change.index - 1];
      return !!o && (change.state === undefined || o.state === change.state) && (change.text === undefined || o.text === change.text);
    }
    default: return false;
  }
}

/** Applies changes in order; the first that cannot be made stops the lot and nothing is written. */
export function applySheetChanges(raw: string, changes: readonly SheetChange[], options: ReadSheetOptions = {}): Result<string, GfError> {
  let current = raw;
  for (const change of changes) {
    const r = applySheetChange(current, change, options);
    if (!r.ok) return r;
    current = r.value;
  }
  return ok(current);
}
