// Tricks and flaws are written on a sheet by their table name, in Spanish or English, the way
// players type (any case, accents optional). This finds the table entry (GF-TRICK-*, GF-FLAW-*) and the
// placeholders its text asks the player to fill in (GF-TT-3), counted from the original Spanish
// text: Defensa impasable has two (<DEFENSA PREDILECTA> and the <CLICHÉ> it steps up).
import { foldKeyword } from "../../../markup/keywords.js";
import { FLAWS, type Flaw } from "../rules/flaws.js";
import { TRICKS, type Trick } from "../rules/tricks.js";

export interface TableEntry {
  readonly kind: "trick" | "flaw";
  readonly entry: Trick | Flaw;
  /** The `<…>` placeholders of the entry, in the order they appear. */
  readonly placeholders: readonly string[];
}

const PLACEHOLDER = /<([^<>]+)>/g;

function placeholdersOf(entry: Trick | Flaw): string[] {
  return [...`${entry.activation.es} ${entry.effect.es}`.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function index(kind: "trick" | "flaw", entries: readonly (Trick | Flaw)[]): Map<string, TableEntry> {
  const map = new Map<string, TableEntry>();
  for (const entry of entries) {
    const value = { kind, entry, placeholders: placeholdersOf(entry) };
    for (const spelling of [entry.name.es, entry.name.en, entry.id]) map.set(foldKeyword(spelling), value);
  }
  return map;
}

const BY_NAME = { trick: index("trick", TRICKS), flaw: index("flaw", FLAWS) } as const;

/** The table entry a sheet's trick or flaw names, if it is one of the table's. */
export function findTableEntry(kind: "trick" | "flaw", name: string): TableEntry | undefined {
  return BY_NAME[kind].get(foldKeyword(name));
}

/** The entry of a table id ("arma-predilecta"). */
export function tableEntryById(kind: "trick" | "flaw", id: string): TableEntry | undefined {
  const found = BY_NAME[kind].get(foldKeyword(id));
  return found?.entry.id === id ? found : undefined;
}
