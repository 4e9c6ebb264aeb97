// Lossless sheet updates: the rules changed a character (Karma, Resolve, afflictions, advances, level,
// a perk or quirk from an advance); its [tt-sheet] is rewritten so it reads as the new character,
// and every other character of the post stays as the player typed it (spacing, CRLF, capitals,
// keyword spellings, the text around the block). Values are replaced inside their spans; a new line
// copies its neighbour's indentation and keyword, in the sheet's language; a gone affliction's line
// is removed whole.
//
// Conflict-safe: a field is rewritten only when the sheet still says what the rules started from
// (`before`); a value a player edited by hand since is left alone and reported in `refused`. The new
// text is read again and must read as `after` in every field written; otherwise nothing is written.
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { applyEdits, type Edit } from "../../../markup/source.js";
import { MAX_QUOTA, START_QUOTA, type Affliction, type Character } from "../rules/index.js";
import type { SheetNode } from "../markup/index.js";
import type { Field } from "../markup/read-lines.js";
import { readTricubeSheet, type TtSheetDoc } from "./read-sheet.js";

export type ManagedField = "karma" | "resolve" | "affliction" | "advances" | "level" | "perk" | "quirk";

/** The order a sheet's lines are written in (docs/games/tricube.md §4): a new line goes after the last of its kind or of the kinds before it. */
const ORDER = ["name", "player", "vehicle", "archetype", "quality", "concept", "style", "perk", "quirk", "karma", "resolve", "affliction", "advances", "level", "species", "spell"];

const KEYWORD: Readonly<Record<Lang, Readonly<Record<ManagedField, string>>>> = {
  es: { karma: "karma", resolve: "resolución", affliction: "aflicción", advances: "avances", level: "nivel", perk: "ventaja", quirk: "defecto" },
  en: { karma: "karma", resolve: "resolve", affliction: "affliction", advances: "advances", level: "level", perk: "perk", quirk: "quirk" },
};

/** A managed field as a table in `lang` names it (its sheet keyword): what a note about a field left unwritten lists. */
export function sheetFieldName(field: string, lang: Lang): string {
  return KEYWORD[lang][field as ManagedField] ?? field;
}

const MARKS: Readonly<Record<Lang, { permanent: string; scene: string; fatal: string }>> = {
  es: { permanent: "permanente", scene: "escena", fatal: "mortal" },
  en: { permanent: "permanent", scene: "scene", fatal: "fatal" },
};

const LIMITATION_WORD: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: {
    destructive: "destructiva", exhausting: "agotadora", focused: "focalizada", personal: "personal", ritualistic: "ritualista", source: "fuente",
    visible: "visible", artefact: "artefacto", grounded: "terrestre", intimidating: "intimidante", negatable: "anulable", "non-offensive": "no ofensiva",
    costumed: "indumentaria", uncontrollable: "incontrolable",
  },
  en: {},
};

export interface SheetUpdate {
  readonly raw: string;
  /** Fields the rules changed but a player's hand edit changed first: left as the player wrote them. */
  readonly refused: readonly ManagedField[];
  /** Whether the raw text changed. */
  readonly changed: boolean;
}

function afflictionText(a: Affliction, lang: Lang): string {
  const marks = [a.permanent ? MARKS[lang].permanent : "", a.untilSceneEnd ? MARKS[lang].scene : "", a.fatal ? MARKS[lang].fatal : ""].filter(Boolean);
  return marks.length ? `${a.name} (${marks.join(", ")})` : a.name;
}

const sameAffliction = (a: Affliction, b: Affliction) => a.name === b.name && a.permanent === b.permanent && a.untilSceneEnd === b.untilSceneEnd && a.fatal === b.fatal;

/** What the sheet says now for a token line, with the rules' defaults for a missing one (TT-TOK-1). */
function tokensOf(node: SheetNode, token: "karma" | "resolve"): { current: number; quota: number } {
  const vehicle = node.kind === "vehicle";
  const quota = token === "karma" && vehicle ? 0 : START_QUOTA;
  return node[token] ?? { current: quota, quota };
}

class Writer {
  /** Edits with the rank of the field they write: new lines at one spot go in the sheet's order. */
  readonly edits: (Edit & { rank?: number })[] = [];
  constructor(readonly doc: TtSheetDoc) {}
  get lang(): Lang { return this.doc.lang; }
  lines(field: string): Field[] { return this.doc.fields.filter((f) => f.field === field); }
  /** The keyword as this sheet spells it, else the sheet language's. */
  keyword(field: ManagedField): string {
    return this.lines(field)[0]?.keyword ?? KEYWORD[this.lang][field];
  }
  replace(f: Field, text: string): void { this.edits.push({ start: f.valueStart, end: f.valueEnd, text }); }
  remove(f: Field): void { this.edits.push({ start: f.lineStart, end: f.lineEnd, text: "" }); }
  /** A new `keyword: value` line after the last line of its kind or of the kinds written before it. */
  insert(field: ManagedField, value: string): void {
    const rank = ORDER.indexOf(field);
    let anchor: Field | undefined;
    for (const f of this.doc.fields) if (ORDER.indexOf(f.field) <= rank) anchor = f;
    const neighbour = anchor ?? this.doc.fields[0];
    const indent = neighbour?.indent ?? "";
    const newline = anchor ? this.doc.raw.slice(anchor.valueEnd, anchor.lineEnd).replace(/[^\r\n]/g, "") || "\n" : "\n";
    const at = anchor ? anchor.lineEnd : this.doc.closeStart;
    this.edits.push({ start: at, end: at, text: `${indent}${this.keyword(field)}: ${value}${newline}`, rank });
  }
}

/**
 * Rewrites the sheet in `raw` from `before` to `after` (two states of one character). Only the
 * fields that differ are touched.
 */
export function updateTricubeSheet(raw: string, before: Character, after: Character, options: { readonly lang?: Lang } = {}): Result<SheetUpdate, GfError> {
  const read = readTricubeSheet(raw, options);
  if (!read.ok) return read;
  const doc = read.value;
  if (!doc.node) return err(gfError("tt.sheet.unreadable"));
  const node = doc.node;
  const w = new Writer(doc);
  const refused: ManagedField[] = [];
  const written = new Set<ManagedField>();

  for (const token of ["karma", "resolve"] as const) {
    const quotaKey = token === "karma" ? "karmaQuota" : "resolveQuota";
    if (before[token] === after[token] && before[quotaKey] === after[quotaKey]) continue;
    const now = tokensOf(node, token);
    if (now.current !== before[token] || now.quota !== before[quotaKey]) { refused.push(token); continue; }
    const value = `${after[token]}/${Math.min(MAX_QUOTA, after[quotaKey])}`;
    const line = w.lines(token)[0];
    if (line) w.replace(line, value); else w.insert(token, value);
    written.add(token);
  }

  for (const [field, from, to] of [["advances", before.advances, after.advances], ["level", before.level, after.level]] as const) {
    if (from === to) continue;
    const line = w.lines(field)[0];
    const now = field === "advances" ? node.advances : node.level ?? before.level;
    if (now !== from) { refused.push(field); continue; }
    if (line) w.replace(line, String(to)); else w.insert(field, String(to));
    written.add(field);
  }

  // Afflictions by name: gone ones lose their line, new ones get one, changed marks are rewritten.
  const lines = w.lines("affliction");
  const nameOf = (i: number) => node.afflictions[i]?.name;
  for (const was of before.afflictions) {
    const now = after.afflictions.find((a) => a.name === was.name);
    if (now && sameAffliction(now, was)) continue;
    const i = node.afflictions.findIndex((a) => a.name === was.name);
    const line = i >= 0 && nameOf(i) === was.name ? lines[i] : undefined;
    if (!line || !sameAffliction(node.afflictions[i]!, was)) { refused.push("affliction"); continue; }
    if (now) w.replace(line, afflictionText(now, w.lang)); else w.remove(line);
    written.add("affliction");
  }
  for (const a of after.afflictions) {
    if (before.afflictions.some((b) => b.name === a.name)) continue;
    if (node.afflictions.some((b) => b.name === a.name)) continue; // a player wrote it already
    w.insert("affliction", afflictionText(a, w.lang));
    written.add("affliction");
  }

  // A perk or quirk an advance added (TT-ADV-2), or a quirk an affliction became.
  for (const p of after.perks) {
    if (before.perks.some((b) => b.name === p.name) || node.perks.some((b) => b.name === p.name)) continue;
    const notes = p.limitations.map((l) => LIMITATION_WORD[w.lang][l] ?? l);
    w.insert("perk", notes.length ? `${p.name} (${notes.join(", ")})` : p.name);
    written.add("perk");
  }
  for (const q of after.quirks) {
    if (before.quirks.includes(q) || node.quirks.includes(q)) continue;
    w.insert("quirk", q);
    written.add("quirk");
  }

  if (!w.edits.length) return ok({ raw, refused: [...new Set(refused)], changed: false });
  // applyEdits keeps the given order among edits at one offset; give it the sheet's order.
  const out = applyEdits(raw, [...w.edits].sort((a, b) => a.start - b.start || (a.rank ?? -1) - (b.rank ?? -1)));
  // The rewrite must read back as `after` in every field it wrote (a name that reads differently once written is refused).
  const again = readTricubeSheet(out, options);
  const n = again.ok ? again.value.node : null;
  if (!n) return err(gfError("tt.sheet.rewrite", undefined, { field: [...written].join(", ") }));
  const bad = [...written].find((f) => !readsAs(n, after, f));
  if (bad) return err(gfError("tt.sheet.rewrite", undefined, { field: bad }));
  return ok({ raw: out, refused: [...new Set(refused)], changed: true });
}

function readsAs(n: SheetNode, c: Character, field: ManagedField): boolean {
  switch (field) {
    case "karma": case "resolve": {
      const t = tokensOf(n, field);
      return t.current === c[field] && t.quota === (field === "karma" ? c.karmaQuota : c.resolveQuota);
    }
    case "advances": return n.advances === c.advances;
    case "level": return n.level === c.level;
    case "affliction": return c.afflictions.every((a) => n.afflictions.some((b) => sameAffliction(a, b)));
    case "perk": return c.perks.every((p) => n.perks.some((b) => b.name === p.name && b.limitations.join() === p.limitations.join()));
    case "quirk": return c.quirks.every((q) => n.quirks.includes(q));
  }
}
