// Every edit the service makes to a sheet says why, in the forum's edit history (docs/markup.md §7.3): the
// scene, the rules applied, and what changed, in the sheet's language. Discourse shows the reason
// beside the revision, so a player can see at a glance that their sheet moved because of scene 4.
import type { Lang } from "../../../lib/i18n.js";
import type { SheetChange } from "./schemas.js";

/** Discourse keeps edit reasons short; longer text is cut with an ellipsis. */
export const EDIT_REASON_MAX = 250;

const W = {
  es: { scene: "Escena", interval: "Intervalo", adv: "ventaja", prob: "problema", cli: "cliché", rel: "relación", trick: "truco", flaw: "treta", obj: "objetivo", out: "fuera", renamed: "ahora", states: { open: "abierto", achieved: "alcanzado", satisfied: "satisfecho" } },
  en: { scene: "Scene", interval: "Interval", adv: "advantage", prob: "problem", cli: "cliché", rel: "relationship", trick: "trick", flaw: "flaw", obj: "objective", out: "gone", renamed: "now", states: { open: "open", achieved: "achieved", satisfied: "satisfied" } },
} as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One change in a few words: "+3 PV", "ventaja «Sorpresa» d6", "Superfuerte → d10". */
export function describeChange(change: SheetChange, lang: Lang): string {
  const w = W[lang];
  const kind = (list: string) => ({ advantages: w.adv, problems: w.prob, cliches: w.cli, relationships: w.rel })[list] ?? list;
  const q = (s: string) => (lang === "es" ? `«${s}»` : `“${s}”`);
  switch (change.type) {
    case "points": return [change.pv ? `${signed(change.pv)} PV` : "", change.pk ? `${signed(change.pk)} PK` : ""].filter(Boolean).join(", ");
    case "add-trait": return `${kind(change.list)} ${q(change.name)} d${change.die}`;
    case "set-die": return `${q(change.name)} → d${change.die}`;
    case "remove-trait": return `${kind(change.list)} ${q(change.name)} ${w.out}`;
    case "rename-trait": return `${q(change.name)} → ${q(change.to ?? change.name)}${change.target ? ` (${change.target})` : ""}`;
    case "add-trick": return `${change.kind === "trick" ? w.trick : w.flaw} ${q(change.name)}`;
    case "objective": return `${w.obj} ${change.index}${change.state ? `: ${w.states[change.state]}` : ""}${change.text ? ` ${w.renamed} ${q(change.text)}` : ""}`;
  }
}

export interface EditReasonInput {
  readonly lang: Lang;
  /** The scene that caused the edit; absent for an interval. */
  readonly scene?: number;
  /** The rules applied, e.g. ["GF-RATE-6", "GF-WIN-3"]. */
  readonly rules: readonly string[];
  readonly changes: readonly SheetChange[];
}

/** "Escena 4 (GF-RATE-6, GF-WIN-3): +3 PV, ventaja «Sorpresa» d6". */
export function editReason(input: EditReasonInput): string {
  const w = W[input.lang];
  const where = input.scene !== undefined ? `${w.scene} ${input.scene}` : w.interval;
  const rules = [...new Set(input.rules)];
  const text = `${where}${rules.length ? ` (${rules.join(", ")})` : ""}: ${input.changes.map((c) => describeChange(c, input.lang)).filter(Boolean).join("; ")}`;
  return text.length > EDIT_REASON_MAX ? `${text.slice(0, EDIT_REASON_MAX - 1)}…` : text;
}
