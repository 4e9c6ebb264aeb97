// One [fa-…] block read from its lines, with no zod (the service's reader checks each node with its
// zod schema on top). Each non-blank body line is `keyword qualifier: value` or a bare keyword, read
// with the shared keyword tables and placed with the shared source spans; nothing is dropped silently.
import type { Lang } from "../../../lib/i18n.js";
import { foldKeyword, KeywordTable, type Spellings } from "../../../markup/keywords.js";
import { clip, readKeywordLines, type KeywordLine } from "../../../markup/keyword-lines.js";
import { spanOf, type SourceLine } from "../../../markup/source.js";
import { readOpenTag } from "../../../markup/tag.js";
import type { FacetasNode, MarkupError, ParsedFacetasBlock, TurnStep } from "./schemas.js";
import { CONFLICT_FACET_EXAMPLES, CONFLICT_FIELDS, EXAMPLE_USER, LOOT_FIELDS, SHEET_PLACEHOLDER, ROLE_WORDS, SHEET_FIELDS, TABLE_FIELDS, TAGS, THROUGH_WORDS, TURN_BARE, TURN_FIELDS, type BlockName } from "./vocabulary.js";

type Field = KeywordLine;
type Votes = Record<Lang, number>;

const err = (f: Pick<Field, "line" | "column">, code: string, params: Record<string, string | number>, rule?: string): MarkupError =>
  ({ code, ...(rule ? { rule } : {}), params, line: f.line, column: f.column });

const TABLES = new Map<object, KeywordTable<string>>();
function table(fields: Readonly<Record<string, Spellings>>): KeywordTable<string> {
  let t = TABLES.get(fields);
  if (!t) TABLES.set(fields, (t = new KeywordTable(fields)));
  return t;
}

function readFields(fields: Readonly<Record<string, Spellings>>, bare: ReadonlySet<string>, tag: string, body: readonly SourceLine[], errors: MarkupError[], votes: Votes): Field[] {
  const t = table(fields);
  const read = readKeywordLines(t, body, (id) => bare.has(id), votes);
  for (const u of read.unread) errors.push({ code: "fa.markup.unknown-line", params: { text: clip(u.text), tag, expected: t.list(votes.es > votes.en ? "es" : "en") }, line: u.line, column: u.column });
  return read.fields;
}

function whole(f: Field, value: string, min: number, max: number, errors: MarkupError[]): number | undefined {
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err(f, "fa.markup.bad-number", { keyword: f.keyword, value: clip(value || "-", 30), min, max }));
  return undefined;
}

function needValue(f: Field, errors: MarkupError[]): string | undefined {
  if (f.value) return f.value;
  errors.push(err(f, "fa.markup.value-required", { keyword: f.keyword }));
  return undefined;
}

/** "P2" or "A1": a die of the Protagonist's or the Adversary's row, counting from 1. */
function die(f: Field, text: string, errors: MarkupError[]): { side: "protagonist" | "adversary"; die: number } | undefined {
  const m = /^([PpAa])\s*(\d{1,2})$/.exec(text.trim());
  if (m && Number(m[2]) >= 1) return { side: m[1]!.toLowerCase() === "p" ? "protagonist" : "adversary", die: Number(m[2]) };
  errors.push(err(f, "fa.markup.bad-die", { value: clip(text || "-", 20) }, "FA-ROLL-1"));
  return undefined;
}

function word(f: Field, words: Readonly<Record<string, Spellings>>, errors: MarkupError[], value = f.value): string | undefined {
  const hit = table(words).get(foldKeyword(value));
  if (hit) return hit.id;
  errors.push(err(f, "fa.markup.bad-value", { keyword: f.keyword, value: clip(value || "-", 30), expected: table(words).list("en") }));
  return undefined;
}

function once(fields: readonly Field[], errors: MarkupError[]): void {
  const seen = new Set<string>();
  for (const f of fields) {
    const key = `${f.field} ${foldKeyword(f.qualifier)}`;
    if (seen.has(key)) errors.push(err(f, "fa.markup.duplicate", { keyword: f.qualifier ? `${f.keyword} ${f.qualifier}` : f.keyword }));
    seen.add(key);
  }
}

function conflictBlock(fields: readonly Field[], errors: MarkupError[], at: { line: number; column: number }): FacetasNode | null {
  once(fields, errors);
  const players: Record<string, string> = {};
  const settings: Record<string, unknown> = {};
  const sheets: Record<string, string> = {};
  let remindHours: number | undefined;
  for (const f of fields) {
    const v = needValue(f, errors);
    if (v === undefined) continue;
    if (f.field === "sheet") {
      const role = f.qualifier ? word(f, ROLE_WORDS, errors, f.qualifier) : undefined;
      if (!f.qualifier) errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "protagonista, adversario, aliado, mundo" }));
      if (role) sheets[role] = v;
      // The template's character name, marked as the service refuses it (src/service/flows/placeholder-line.ts).
      if (Object.values(SHEET_PLACEHOLDER).some((w) => foldKeyword(w) === foldKeyword(v))) errors.push(err(f, "fa.markup.example-name", { word: v }));
      continue;
    }
    if (f.field !== "setting") {
      // FA-ROLE-1: the template's username is a word to replace, marked at its line as the service refuses it (the same words).
      if (Object.values(EXAMPLE_USER).includes(foldKeyword(v))) errors.push(err(f, "fa.markup.example-user", { word: v }, "FA-ROLE-1"));
      players[f.field] = v;
      continue;
    }
    if (!f.qualifier) { errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "riskAtFive, lootCap…" })); continue; }
    // FA-TOOL-1: the table's idle time before the service reminds whoever it waits for (the tool's setting, not the rules').
    if (foldKeyword(f.qualifier) === "remindhours") {
      remindHours = whole(f, v, 1, 720, errors) ?? remindHours;
      continue;
    }
    // Settings are written as the rules name them (docs/games/facetas.md lists them); zod checks the value.
    settings[f.qualifier] = v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v;
  }
  if (!players["protagonist"] || !players["adversary"]) { errors.push({ code: "fa.markup.missing-role", params: {}, ...at }); return null; }
  return { kind: "conflict", players: players as { protagonist: string; adversary: string }, settings, ...(Object.keys(sheets).length ? { sheets } : {}),
    ...(remindHours !== undefined ? { remindHours } : {}) } as FacetasNode;
}

function sheetBlock(role: string, fields: readonly Field[], errors: MarkupError[]): FacetasNode {
  const node = { kind: "sheet" as const, role: role as "protagonist", facets: [] as { name: string; level: number }[], traits: [] as { name: string; exhausted: boolean }[], ph: 0, inspirations: [] as number[] } as {
    kind: "sheet"; role: "protagonist"; facets: { name: string; level: number }[]; traits: { name: string; exhausted: boolean }[]; ph: number; inspirations: number[]; threat?: string; throughMain?: boolean; character?: string; player?: string };
  once(fields.filter((f) => f.field !== "trait" && f.field !== "exhausted"), errors);
  for (const f of fields) {
    if (f.field === "facet") {
      if (!f.qualifier) { errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "the facet's name" })); continue; }
      // The opening template's example conflict facets, marked as the service refuses them (FA-SHEET-1, FA-SHEET-2).
      const label = `${f.keyword} ${f.qualifier}`;
      if (CONFLICT_FACET_EXAMPLES.some((w) => foldKeyword(w) === foldKeyword(label))) errors.push(err(f, "fa.markup.example-facet", { word: label }));
      const n = whole(f, f.value, 1, 5, errors);
      if (n !== undefined) node.facets.push({ name: f.qualifier, level: n });
    } else if (f.field === "trait" || f.field === "exhausted") {
      const v = needValue(f, errors);
      if (v !== undefined) node.traits.push({ name: v, exhausted: f.field === "exhausted" });
    } else if (f.field === "ph") {
      const n = whole(f, f.value, 0, 99, errors);
      if (n !== undefined) node.ph = n;
    } else if (f.field === "inspirations") {
      for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
        const n = whole(f, t.replace(/^I=/i, ""), 1, 5, errors);
        if (n !== undefined) node.inspirations.push(n);
      }
    } else if (f.field === "threat" || f.field === "character" || f.field === "player") {
      const v = needValue(f, errors);
      if (v !== undefined) node[f.field] = f.field === "player" ? v.replace(/^@/, "").trim() : v;
    } else if (f.field === "through") {
      const v = word(f, THROUGH_WORDS, errors);
      if (v) node.throughMain = v === "main";
    }
  }
  return node;
}

function turnBlock(fields: readonly Field[], errors: MarkupError[]): FacetasNode {
  const steps: { line: number; column: number; step: TurnStep }[] = [];
  for (const f of fields) {
    const push = (step: TurnStep) => steps.push({ line: f.line, column: f.column, step });
    switch (f.field) {
      case "roll": {
        // `roll P1: Marlene` pays with the facet (Risk or exhaustion); `roll P1 ph: Marlene` pays 1 PH.
        const [dieText, payWord, ...rest] = f.qualifier.split(/\s+/);
        const ph = payWord !== undefined && foldKeyword(payWord) === "ph" && rest.length === 0;
        if (payWord !== undefined && !ph) { errors.push(err(f, "fa.markup.bad-value", { keyword: f.keyword, value: clip(f.qualifier, 30), expected: "P1, A2 ph" })); break; }
        const target = die(f, dieText ?? "", errors);
        if (target) push({ type: "roll", target, ...(f.value ? { facet: f.value } : {}), pay: ph ? "ph" : "facet" });
        break;
      }
      case "inspire": case "break": {
        const target = die(f, f.qualifier || (f.field === "break" ? f.value : ""), errors);
        if (!target) break;
        if (f.field === "break") { push({ type: "break", target }); break; }
        const n = whole(f, f.value.replace(/^I=/i, ""), 1, 6, errors);
        if (n !== undefined) push({ type: "inspire", target, value: n });
        break;
      }
      case "boost": {
        const n = whole(f, f.value.replace(/^I=/i, ""), 1, 5, errors);
        if (n !== undefined) push({ type: "boost", value: n });
        break;
      }
      case "trait": {
        // FA-TRAIT-3: a Trait on one of the Protagonist's dice helps; on one of the Adversary's, it hinders.
        const target = die(f, f.qualifier, errors);
        const v = needValue(f, errors);
        if (target && v !== undefined) push({ type: "trait", trait: v, use: target.side === "protagonist" ? "help" : "hinder", die: target.die });
        break;
      }
      case "lower": {
        const last = steps.at(-1)?.step;
        const v = needValue(f, errors);
        if (v === undefined) break;
        if (last?.type !== "trait" || last.use !== "hinder" || last.lower) { errors.push(err(f, "fa.markup.lower-alone", { keyword: f.keyword }, "FA-TRAIT-3")); break; }
        steps[steps.length - 1] = { ...steps.at(-1)!, step: { ...last, lower: v } };
        break;
      }
      case "support": {
        const v = word(f, { protagonist: ROLE_WORDS["protagonist"]!, adversary: ROLE_WORDS["adversary"]! }, errors);
        if (v) push({ type: "support", side: v as "protagonist" | "adversary" });
        break;
      }
      default:
        push({ type: f.field as "pass" });
    }
  }
  return { kind: "turn", steps };
}

function lootBlock(fields: readonly Field[], errors: MarkupError[]): FacetasNode {
  once(fields, errors);
  const node: { kind: "loot"; pairs?: (number | null)[]; lower?: string; reduce: Record<string, number>; throughMain?: boolean; renew?: string } = { kind: "loot", reduce: {} };
  for (const f of fields) {
    if (f.field === "pairing") {
      const pairs: (number | null)[] = [];
      for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
        if (t === "-" || t === "0") { pairs.push(null); continue; }
        const n = whole(f, t, 1, 60, errors);
        if (n !== undefined) pairs.push(n);
      }
      node.pairs = pairs;
    } else if (f.field === "reduce") {
      if (!f.qualifier) { errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "the facet's name" })); continue; }
      const n = whole(f, f.value, 1, 60, errors);
      if (n !== undefined) node.reduce[f.qualifier] = n;
    } else if (f.field === "through") {
      const v = word(f, THROUGH_WORDS, errors);
      if (v) node.throughMain = v === "main";
    } else {
      const v = needValue(f, errors);
      if (v !== undefined) node[f.field as "lower" | "renew"] = v;
    }
  }
  return node;
}

function dice(f: Field, errors: MarkupError[]): number[] {
  const out: number[] = [];
  for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
    const n = whole(f, t, 1, 6, errors);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** The service's table: round, turn, dice, changes, and what each player could post now. */
function tableBlock(fields: readonly Field[], errors: MarkupError[]): FacetasNode {
  const node: { kind: "table"; round: number; turn?: string; dice: { protagonist: number[]; adversary: number[] }; changes: { rule: string; text: string }[];
    offers: { n: number; user: string; kind: "turn" | "loot"; lines: string[] }[]; winner?: "protagonist" | "adversary" } = { kind: "table", round: 1, dice: { protagonist: [], adversary: [] }, changes: [], offers: [] };
  once(fields.filter((f) => f.field !== "change" && f.field !== "action" && f.field !== "choice"), errors);
  for (const f of fields) {
    if (f.field === "round") { const n = whole(f, f.value, 1, 999, errors); if (n !== undefined) node.round = n; }
    else if (f.field === "turn") { const v = needValue(f, errors); if (v !== undefined) node.turn = v.replace(/^@/, ""); }
    else if (f.field === "protagonist" || f.field === "adversary") node.dice[f.field] = dice(f, errors);
    else if (f.field === "change") {
      const v = needValue(f, errors);
      if (!/^FA-[A-Z]+-\d+$/.test(f.qualifier)) errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "FA-…" }));
      else if (v !== undefined) node.changes.push({ rule: f.qualifier, text: v });
    } else if (f.field === "action" || f.field === "choice") {
      const m = /^(\d{1,2})\s+@?(\S+)$/.exec(f.qualifier);
      const v = needValue(f, errors);
      if (!m) { errors.push(err(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "1 @user" })); continue; }
      if (v === undefined) continue;
      const n = Number(m[1]);
      const kind = f.field === "action" ? "turn" : "loot";
      const offer = node.offers.find((o) => o.n === n && o.user === m[2] && o.kind === kind);
      if (offer) offer.lines.push(v); else node.offers.push({ n, user: m[2]!, kind, lines: [v] });
    } else if (f.field === "winner") {
      const v = word(f, { protagonist: ROLE_WORDS["protagonist"]!, adversary: ROLE_WORDS["adversary"]! }, errors);
      if (v) node.winner = v as "protagonist" | "adversary";
    }
  }
  return node;
}

/** A node check (the service passes its zod schema's); null when the node is as its schema says. */
export type NodeCheck = (node: FacetasNode) => { readonly path: string; readonly detail: string } | null;

export function readFacetasBlock(block: BlockName, tagLang: Lang, open: SourceLine, body: readonly SourceLine[], close: SourceLine | null,
  validate?: NodeCheck, openFrom?: number): ParsedFacetasBlock {
  const errors: MarkupError[] = [];
  const votes: Votes = { es: 0, en: 0 };
  votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = { line: open.number, column: spanOf(open, from, from).column };
  const tagName = TAGS[block][tagLang];
  let role: string | undefined;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) errors.push({ code: "fa.markup.bad-tag", params: { tag: tagName }, line: open.number, column: tag ? tag.column : at.column });
  else {
    for (const a of tag.attrs) {
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      const attr = foldKeyword(a.name);
      if (block === "sheet" && (attr === "role" || attr === "funcion")) {
        role = table(ROLE_WORDS).get(foldKeyword(a.value))?.id;
        if (!role) errors.push({ code: "fa.markup.bad-value", params: { keyword: a.name, value: clip(a.value, 30), expected: table(ROLE_WORDS).list(tagLang) }, ...where });
      } else errors.push({ code: "fa.markup.unknown-attr", params: { tag: tagName, name: clip(a.name, 30) }, ...where });
    }
    if (block === "sheet" && role === undefined && !tag.attrs.some((a) => ["role", "funcion"].includes(foldKeyword(a.name)))) {
      errors.push({ code: "fa.markup.no-role", params: { tag: tagName, attr: tagLang === "es" ? "funcion" : "role" }, ...at });
    }
  }
  if (!close) errors.push({ code: "fa.markup.unclosed", params: { tag: tagName, line: open.number }, ...at });
  const fieldsOf = block === "conflict" ? CONFLICT_FIELDS : block === "sheet" ? SHEET_FIELDS : block === "turn" ? TURN_FIELDS : block === "table" ? TABLE_FIELDS : LOOT_FIELDS;
  const fields = readFields(fieldsOf, block === "turn" ? TURN_BARE : new Set(), tagName, body, errors, votes);
  if (fields.length === 0 && body.every((l) => !l.text.trim())) errors.push({ code: "fa.markup.empty", params: { tag: tagName }, ...at });
  const node = block === "conflict" ? conflictBlock(fields, errors, at)
    : block === "sheet" ? sheetBlock(role ?? "protagonist", fields, errors)
    : block === "turn" ? turnBlock(fields, errors)
    : block === "table" ? tableBlock(fields, errors)
    : lootBlock(fields, errors);
  const bad = node && validate && errors.length === 0 ? validate(node) : null;
  if (bad) errors.push({ code: "fa.markup.invalid", params: { detail: clip(bad.detail, 60), path: bad.path || "-" }, ...at });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { block, node: node && errors.length === 0 ? node : null, errors, lang: votes.es > votes.en ? "es" : "en", openLine: open.number, closeLine: close?.number ?? null };
}
