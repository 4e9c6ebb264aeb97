// The data the plugin's sheet card draws (issue 6 §5, issue 7 §2): dice as die icons, the player's
// points, objective progress, the tricks with their placeholders filled in, which traits the "build
// a pool" picker offers, and the findings in the reader's language. Plain JSON: the card renders
// it, the picker hands the chosen picks to poolBlockText.
import type { Lang } from "../lib/i18n.js";
import { sheetMessage } from "./messages.js";
import type { PickableList } from "./pool-block-text.js";
import type { SheetDoc } from "./read-sheet.js";
import type { Sheet, SheetTrick, TraitList } from "./schemas.js";
import { findTableEntry } from "./table-entry.js";
import { sheetFindings, type SheetFinding, type ValidateOptions } from "./validate-sheet.js";

export interface CardDie {
  readonly size: number;
  /** "d8": the text, and the gf-die-d8 icon class. */
  readonly label: string;
  readonly icon: string;
}

export interface CardTrait {
  readonly list: TraitList;
  readonly name: string;
  /** The relationship's target or the advantage's bound opponent (GF-ADV-2). */
  readonly target?: string;
  readonly die?: CardDie;
  /** Whether the picker offers it for the player's own pool (own problems never, GF-POOL-4). */
  readonly pickable: boolean;
}

export interface CardTrick {
  readonly kind: "trick" | "flaw";
  readonly name: string;
  readonly id?: string;
  /** Cost (tricks) or gain (flaws) from the table, e.g. "1 PV". */
  readonly points?: string;
  /** The activation text with the player's fills in place of its <PLACEHOLDERS> (GF-TT-3). */
  readonly activation?: string;
  readonly fills: readonly string[];
}

export interface CardObjective {
  readonly index: number;
  readonly text: string;
  readonly difficulty?: number;
  readonly state: "open" | "achieved" | "satisfied";
  /** GF-OBJ-7: PV still to pay to satisfy an achieved objective (0 once satisfied). */
  readonly toPay?: number;
}

export interface SheetCardData {
  readonly lang: Lang;
  readonly mode: "creation" | "new";
  readonly name?: string;
  readonly player?: string;
  readonly concept?: string;
  readonly points: { readonly pv: number; readonly pk: number };
  readonly traits: readonly CardTrait[];
  readonly tricks: readonly CardTrick[];
  readonly objectives: readonly CardObjective[];
  /** Objectives by state and the share satisfied, 0–1 (GF-OBJ-9: all satisfied → retire). */
  readonly progress: { readonly open: number; readonly achieved: number; readonly satisfied: number; readonly ratio: number };
  readonly findings: readonly (SheetFinding & { readonly message: string })[];
  readonly notes?: string;
}

export const cardDie = (size: number): CardDie => ({ size, label: `d${size}`, icon: `gf-die-d${size}` });

const PICKABLE: readonly TraitList[] = ["cliches", "relationships", "advantages"] satisfies readonly PickableList[];

function trickCard(kind: "trick" | "flaw", t: SheetTrick, lang: Lang): CardTrick {
  const found = findTableEntry(kind, t.name);
  if (!found) return { kind, name: t.name, fills: t.fills };
  const e = found.entry;
  const amount = "cost" in e ? e.cost : e.gain;
  let i = 0;
  const activation = e.activation[lang].replace(/<[^<>]+>/g, (p) => t.fills[i++] ?? p);
  return { kind, name: t.name, id: e.id, points: `${amount.amount} ${amount.currency.toUpperCase()}`, activation, fills: t.fills };
}

/** The card's data for a read sheet; `lang` is the reader's language (the sheet's by default). */
export function sheetCard(doc: SheetDoc, lang: Lang = doc.sheet.lang, options: ValidateOptions = {}): SheetCardData {
  const s: Sheet = doc.sheet;
  const traits: CardTrait[] = [];
  for (const list of ["cliches", "relationships", "advantages", "problems"] as const) {
    for (const t of s[list]) {
      const target = "target" in t ? t.target : "boundOpponent" in t ? t.boundOpponent : undefined;
      traits.push({ list, name: t.name, ...(target ? { target } : {}), ...(t.die ? { die: cardDie(t.die) } : {}), pickable: PICKABLE.includes(list) });
    }
  }
  const objectives = s.objectives.map((o, i): CardObjective => ({
    index: i + 1, text: o.text, state: o.state,
    ...(o.difficulty !== undefined ? { difficulty: o.difficulty, toPay: o.state === "satisfied" ? 0 : o.difficulty } : {}),
  }));
  const count = (state: CardObjective["state"]) => objectives.filter((o) => o.state === state).length;
  const findings = sheetFindings(doc.errors, doc.block.node, s.lang, options).map((f) => ({ ...f, message: sheetMessage(f, lang) }));
  return {
    lang, mode: s.mode,
    ...(s.name ? { name: s.name } : {}), ...(s.player ? { player: s.player } : {}), ...(s.concept ? { concept: s.concept } : {}),
    points: { pv: s.pv ?? 0, pk: s.pk ?? 0 },
    traits,
    tricks: [...s.tricks.map((t) => trickCard("trick", t, lang)), ...s.flaws.map((t) => trickCard("flaw", t, lang))],
    objectives,
    progress: { open: count("open"), achieved: count("achieved"), satisfied: count("satisfied"), ratio: objectives.length ? count("satisfied") / objectives.length : 0 },
    findings,
    ...(s.notes?.trim() ? { notes: s.notes.trim() } : {}),
  };
}
