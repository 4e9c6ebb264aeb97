// A role's resources written back into its character's [fa-ficha]/[fa-sheet] block, losslessly: only
// the lines of what changed are rewritten (PH, Inspirations, a facet's level, a Trait exhausted or
// renewed), each in place and in the words its writer used; every other character of the post stays
// as it was, hand edits included. A line the sheet lacks (no `ph:` yet) is added before the closing
// tag, in the block's language. Pure.
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { foldKeyword, KeywordTable } from "../../../markup/keywords.js";
import { readKeywordLines, type KeywordLine } from "../../../markup/keyword-lines.js";
import { parseGamePost } from "../../../markup/parse-post.js";
import { splitLines } from "../../../markup/source.js";
import { facetasMarkup } from "../markup/game.js";
import type { FacetasNode } from "../markup/schemas.js";
import { SHEET_FIELDS } from "../markup/vocabulary.js";
import type { FaState, Role } from "../rules/index.js";

/** What a sheet holds of a role's resources, as the conflict changes them. */
export interface SheetView {
  readonly ph: number;
  readonly inspirations: readonly number[];
  /** Facet name → level (the Protagonist's Risk; the World's main character's, FA-LOOT-8). */
  readonly facets: Readonly<Record<string, number>>;
  /** Trait name → exhausted (the Protagonist's; the Ally's main character's, FA-LOOT-6). */
  readonly traits: Readonly<Record<string, boolean>>;
}

/** FA-INSP-1: a sheet holds Inspirations of 1 to 5; an Ally's boosted I=6 left unspent is kept as a 5. */
const onSheet = (v: number) => Math.min(5, v);

/** A role's resources as its sheet shows them; a role nobody holds has none. */
export function sheetView(s: FaState, role: Role): SheetView | null {
  switch (role) {
    case "protagonist": {
      const p = s.protagonist;
      return { ph: p.ph, inspirations: p.inspirations, facets: Object.fromEntries(p.facets.map((f) => [f.name, f.level])), traits: Object.fromEntries(p.traits.map((t) => [t.name, t.exhausted])) };
    }
    // The Adversary's exhausted conflict facets are the conflict's, not the sheet's (FA-CONF-2).
    case "adversary": return { ph: s.adversary.ph, inspirations: s.adversary.inspirations, facets: {}, traits: {} };
    case "ally": return s.ally ? { ph: s.ally.ph, inspirations: s.ally.inspirations.map((i) => onSheet(i.value)), facets: {}, traits: Object.fromEntries(s.ally.mainTraits.map((t) => [t.name, t.exhausted])) } : null;
    case "world": return s.world ? { ph: s.world.ph, inspirations: s.world.inspirations, facets: Object.fromEntries(s.world.facets.map((f) => [f.name, f.level])), traits: {} } : null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a sheet's text needs rewriting between two views. */
export function viewChanged(before: SheetView, after: SheetView): boolean {
  return !same(before, after);
}

const TABLE = new KeywordTable(SHEET_FIELDS);
/** One list for every call: parseGamePost keeps its block locator per list, so a new list built a new markdown-it each time. */
const MARKUP = [facetasMarkup()];
const EXHAUSTED: Readonly<Record<string, string>> = { rasgo: "rasgo agotado", don: "don agotado", trait: "exhausted trait", gift: "exhausted gift" };
const READY: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXHAUSTED).map(([k, v]) => [v, k]));
const NEW_LINE: Readonly<Record<Lang, { ph: string; inspirations: string }>> = { es: { ph: "ph", inspirations: "inspiraciones" }, en: { ph: "ph", inspirations: "inspirations" } };

/** The first readable sheet block of a post: its node and its lines. */
export function findSheet(raw: string): Result<{ node: Extract<FacetasNode, { kind: "sheet" }>; lang: Lang; fields: KeywordLine[]; close: { start: number; indent: string } }, GfError> {
  const blocks = parseGamePost(raw, MARKUP);
  const b = blocks.find((x) => x.parsed.block === "sheet");
  if (!b) return err(gfError("fa.flow.sheet.none", "FA-SHEET-1"));
  if (b.parsed.errors.length || !b.parsed.node || b.parsed.node.kind !== "sheet" || b.parsed.closeLine === null) return err(gfError("fa.flow.sheet.unreadable", "FA-SHEET-1"));
  const lines = splitLines(raw);
  const body = lines.slice(b.parsed.openLine, b.parsed.closeLine - 1);
  const { fields } = readKeywordLines(TABLE, body, () => false, { es: 0, en: 0 });
  const closeLine = lines[b.parsed.closeLine - 1]!;
  const lead = Math.max(0, closeLine.text.search(/\S/));
  return ok({ node: b.parsed.node, lang: b.parsed.lang, fields, close: { start: closeLine.start + lead, indent: closeLine.text.slice(0, lead) } });
}

interface Edit { readonly start: number; readonly end: number; readonly text: string }

/** A sheet field the conflict writes; named in `refused` when the sheet no longer shows its `before`. */
export type SheetField = "ph" | "inspirations" | "facet" | "trait";

const FIELD_NAME: Readonly<Record<Lang, Readonly<Record<SheetField, string>>>> = {
  es: { ph: "PH", inspirations: "Inspiraciones", facet: "nivel de una Faceta", trait: "estado de un Rasgo" },
  en: { ph: "PH", inspirations: "Inspirations", facet: "a facet's level", trait: "a Trait's state" },
};

/** A field `rewriteSheet` named in `refused`, as a table in `lang` calls it: what a note about a field left unwritten lists. */
export function sheetFieldName(field: string, lang: Lang): string {
  return FIELD_NAME[lang][field as SheetField] ?? field;
}

/** Inspirations compared as the sheet's list, in any order (a writer may sort them). */
const sameDice = (a: readonly number[], b: readonly number[]) => same([...a].sort((x, y) => x - y), [...b].sort((x, y) => x - y));

/**
 * The sheet's text with what changed from `before` to `after` written in. Fields that did not change
 * in the conflict are left as the sheet has them, whatever they say. Conflict-safe, as Tricube's sheets
 * are (updateTricubeSheet): a field is written only while the sheet still shows its `before` value; one
 * that shows anything else (a player's hand edit, or a later update already written) is left as the
 * sheet has it and named in `refused`, and the rest of the change is written. A line the sheet lacks
 * shows nothing to check, and gets its value.
 */
export function rewriteSheet(raw: string, before: SheetView, after: SheetView): Result<{ raw: string; changed: boolean; refused: SheetField[] }, GfError> {
  const found = findSheet(raw);
  if (!found.ok) return found;
  const { fields, lang, close, node } = found.value;
  const refused: SheetField[] = [];
  const edits: Edit[] = [];
  const setValue = (f: KeywordLine, text: string) => {
    // An emptied value takes the spaces after its colon with it ("inspiraciones:").
    let start = f.valueStart;
    if (!text) while (start > f.lineStart && /[ \t]/.test(raw[start - 1]!)) start--;
    edits.push({ start, end: f.valueEnd, text: text && start === f.valueEnd && !/[ \t]/.test(raw[start - 1]!) ? ` ${text}` : text });
  };
  const insp = (xs: readonly number[], style: string) => (/I=/i.test(style) ? xs.map((v) => `I=${v}`).join(", ") : xs.join(" "));
  const lineOf = (field: string) => fields.find((f) => f.field === field);

  if (before.ph !== after.ph) {
    const f = lineOf("ph");
    if (f && node.ph !== before.ph) refused.push("ph");
    else if (f) setValue(f, String(after.ph));
    else edits.push({ start: close.start, end: close.start, text: `${NEW_LINE[lang].ph}: ${after.ph}\n${close.indent}` });
  }
  if (!same(before.inspirations, after.inspirations)) {
    const all = fields.filter((f) => f.field === "inspirations");
    if (all.length && !sameDice(node.inspirations, before.inspirations)) refused.push("inspirations");
    else if (all.length) {
      setValue(all[0]!, insp(after.inspirations, all[0]!.value));
      // One line holds them all from now on; the others are emptied rather than left to double count.
      for (const f of all.slice(1)) edits.push({ start: f.lineStart, end: f.lineEnd, text: "" });
    } else edits.push({ start: close.start, end: close.start, text: `${NEW_LINE[lang].inspirations}: ${insp(after.inspirations, "")}\n${close.indent}` });
  }
  for (const [name, level] of Object.entries(after.facets)) {
    if (before.facets[name] === level) continue;
    const f = fields.find((x) => x.field === "facet" && foldKeyword(x.qualifier) === foldKeyword(name));
    if (!f) return err(gfError("fa.flow.sheet.no-facet", "FA-SHEET-4", { facet: name }));
    const shown = node.facets.find((x) => foldKeyword(x.name) === foldKeyword(name))?.level;
    if (shown !== before.facets[name]) { refused.push("facet"); continue; }
    setValue(f, String(level));
  }
  for (const [name, exhausted] of Object.entries(after.traits)) {
    if (before.traits[name] === exhausted) continue;
    const f = fields.find((x) => (x.field === "trait" || x.field === "exhausted") && foldKeyword(x.value) === foldKeyword(name));
    if (!f) return err(gfError("fa.flow.sheet.no-trait", "FA-TRAIT-2", { trait: name }));
    if ((f.field === "exhausted") === exhausted) continue;
    if (before.traits[name] !== undefined && (f.field === "exhausted") !== before.traits[name]) { refused.push("trait"); continue; }
    const word = foldKeyword(f.keyword);
    const swapped = exhausted ? EXHAUSTED[word] : READY[word];
    if (!swapped) return err(gfError("fa.flow.sheet.no-trait", "FA-TRAIT-2", { trait: name }));
    // Keep the writer's capital: "Rasgo" stays "Rasgo agotado".
    const cased = /^\p{Lu}/u.test(f.keyword) ? swapped[0]!.toUpperCase() + swapped.slice(1) : swapped;
    const keywordStart = f.lineStart + f.indent.length;
    edits.push({ start: keywordStart, end: keywordStart + f.keyword.length, text: cased });
  }
  const unique = [...new Set(refused)];
  if (!edits.length) return ok({ raw, changed: false, refused: unique });
  let out = raw;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return ok({ raw: out, changed: out !== raw, refused: unique });
}
