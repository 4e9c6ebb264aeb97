// The creation checklist (GF-CHAR-*, GF-CLI-*, GF-REL-*, GF-TT-*, GF-OBJ-1, GF-NEW-1) applied
// to a sheet as warnings, never as refusals: the sheet is the player's (docs/markup.md §7.2). Each finding
// names its rule and, where it can, the line it is about, so the card can point at it.
//
// Stage. The balance rules hold when attributes are created; training and effects may break them
// later (GF-REL-8). So the counting rules (six clichés d8 d8 d6 d6 d4 d4, relationship balance,
// two tricks and a flaw, three objectives) are checked while the sheet is still at creation, and a
// sheet that shows play (an advantage or problem, points, an objective no longer open) is checked
// only for what holds at any time (dice present, known tricks with their placeholders filled,
// difficulties). Callers that know better pass `stage`.
import type { Lang } from "../../../lib/i18n.js";
import type { MarkupError, SheetNode } from "../markup/schemas.js";
import type { Span } from "../../../markup/source.js";
import { sheetOf } from "./sheet-of.js";
import type { Sheet } from "./schemas.js";
import { findTableEntry } from "./table-entry.js";

export interface SheetFinding {
  /** "error": the parser could not read a line; "warning": a rule the sheet does not meet. */
  readonly severity: "error" | "warning";
  readonly code: string;
  readonly rule?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly line?: number;
  readonly column?: number;
}

export type SheetStage = "creation" | "play";

export interface ValidateOptions {
  /** Overrides the sheet's own `mode` attribute. */
  readonly mode?: "creation" | "new";
  /** Overrides the stage read from the sheet (see the top of this file). */
  readonly stage?: SheetStage;
}

/** GF-REL-8: a sheet showing play is past creation, and its balance may have moved since. */
export function stageOf(sheet: Sheet): SheetStage {
  const played = sheet.advantages.length > 0 || sheet.problems.length > 0 || (sheet.pv ?? 0) > 0 || (sheet.pk ?? 0) > 0
    || sheet.objectives.some((o) => o.state !== "open");
  return played ? "play" : "creation";
}

const CREATION_CLICHES = "8 8 6 6 4 4";

type At = Pick<Span, "line" | "column"> | undefined;

/** The warnings for a parsed sheet block, in line order (sheet-level ones first). */
export function checkSheet(node: SheetNode, lang: Lang, options: ValidateOptions = {}): SheetFinding[] {
  const sheet = sheetOf(node, lang);
  const mode = options.mode ?? sheet.mode;
  const stage = options.stage ?? stageOf(sheet);
  const out: SheetFinding[] = [];
  const warn = (code: string, rule: string | undefined, params: Record<string, string | number>, at?: At): void => {
    out.push({ severity: "warning", code, ...(rule ? { rule } : {}), params, ...(at ? { line: at.line, column: at.column } : {}) });
  };
  const where = node.name?.span;

  // GF-CHAR-3: the name is fixed before relationships; GF-META-2: a sheet belongs to one player.
  if (!sheet.name?.trim()) warn("sheet.missing_field", "GF-CHAR-3", { field: "name" });
  if (!sheet.player) warn("sheet.missing_field", "GF-META-2", { field: "player" });

  // Dice: every die-rated line needs one (GF-CLI-4, GF-REL-6, GF-ADV-1, GF-PROB-2).
  const lists = [
    ["cliches", node.cliches, "GF-CLI-4"], ["relationships", node.relationships, "GF-REL-6"],
    ["advantages", node.advantages, "GF-ADV-1"], ["problems", node.problems, "GF-PROB-2"],
  ] as const;
  for (const [kind, list, rule] of lists) {
    const seen = new Set<string>();
    for (const t of list) {
      if (!t.die) warn("sheet.no_die", rule, { kind, name: t.name }, t.span);
      // The service and the pool picker address lines by name: two of one name are ambiguous.
      const key = t.name.trim().toLowerCase();
      if (seen.has(key)) warn("sheet.duplicate_name", undefined, { kind, name: t.name }, t.span);
      seen.add(key);
    }
  }
  // GF-REL-1: a relationship is about someone.
  for (const r of node.relationships) if (!r.target) warn("sheet.no_target", "GF-REL-1", { name: r.name }, r.span);

  // GF-TT-1 (from the tables; GF-TT-2 lets the group approve new ones), GF-TT-3 (placeholders).
  for (const kind of ["trick", "flaw"] as const) {
    for (const t of kind === "trick" ? node.tricks : node.flaws) {
      const found = findTableEntry(kind, t.name);
      if (!found) { warn("sheet.unknown_trick", kind === "trick" ? "GF-TT-2" : "GF-AMB-01", { kind, name: t.name }, t.span); continue; }
      const missing = found.placeholders.slice(t.fills.length);
      for (const p of missing) warn("sheet.placeholder", "GF-TT-3", { name: t.name, placeholder: `<${p}>` }, t.span);
      // GF-TRICK-04: Defensa impasable steps up a cliché the character has.
      const cliche = found.entry.id === "defensa-impasable" ? t.fills[1] : undefined;
      if (cliche && !sheet.cliches.some((c) => c.name.trim().toLowerCase() === cliche.trim().toLowerCase())) {
        warn("sheet.trick_cliche", "GF-TRICK-04", { name: t.name, cliche }, t.fillSpan ?? t.span);
      }
    }
  }
  // GF-OBJ-1: every objective has a difficulty from 5 to 15 (the parser already refuses others).
  for (const o of node.objectives) if (o.difficulty === undefined) warn("sheet.no_difficulty", "GF-OBJ-1", { text: o.text }, o.span);

  if (stage === "creation") {
    // GF-CLI-3, GF-CLI-4: six clichés, d8 d8 d6 d6 d4 d4.
    if (sheet.cliches.length !== 6) warn("sheet.cliche_count", "GF-CLI-3", { count: sheet.cliches.length }, where);
    else if (sheet.cliches.every((c) => c.die)) {
      const dice = sheet.cliches.map((c) => c.die!).sort((a, b) => b - a).join(" ");
      if (dice !== CREATION_CLICHES) warn("sheet.cliche_dice", "GF-CLI-4", { dice: dice.split(" ").map((d) => `d${d}`).join(" ") }, where);
    }
    // GF-REL-3 (at least two), GF-NEW-1 item 2 (two when joining mid-game).
    const rels = sheet.relationships;
    if (mode === "new" ? rels.length !== 2 : rels.length < 2) {
      warn("sheet.relationship_count", mode === "new" ? "GF-NEW-1" : "GF-REL-3", { count: rels.length, need: 2, mode }, where);
    }
    // GF-REL-6: d4, d6 or d8, and as many d8 as d4.
    for (const r of node.relationships) if (r.die && r.die > 8) warn("sheet.relationship_die", "GF-REL-6", { name: r.name, die: `d${r.die}` }, r.dieSpan ?? r.span);
    const d8 = rels.filter((r) => r.die === 8).length;
    const d4 = rels.filter((r) => r.die === 4).length;
    if (d8 !== d4) warn("sheet.relationship_balance", "GF-REL-6", { d8, d4 }, where);
    // GF-TT-1 (and GF-AMB-35 for a new character): two tricks and one flaw.
    if (sheet.tricks.length !== 2 || sheet.flaws.length !== 1) {
      warn("sheet.trick_count", mode === "new" ? "GF-AMB-35" : "GF-TT-1", { tricks: sheet.tricks.length, flaws: sheet.flaws.length }, where);
    }
    // GF-OBJ-1: three objectives; GF-NEW-1 item 3: two.
    const need = mode === "new" ? 2 : 3;
    if (sheet.objectives.length !== need) {
      warn("sheet.objective_count", mode === "new" ? "GF-NEW-1" : "GF-OBJ-1", { count: sheet.objectives.length, need }, where);
    }
  }
  return out;
}

/** Everything the card shows about a parsed sheet: what the parser could not read, then the rules. */
export function sheetFindings(errors: readonly MarkupError[], node: SheetNode, lang: Lang, options: ValidateOptions = {}): SheetFinding[] {
  const parse: SheetFinding[] = errors.map((e) => ({
    severity: "error", code: e.code, ...(e.rule ? { rule: e.rule } : {}), ...(e.params ? { params: e.params } : {}), line: e.line, column: e.column,
  }));
  return [...parse, ...checkSheet(node, lang, options)];
}
