// A new sheet block written from a character (the rules engine's Character): what the "create a
// sheet" step of the plugin and the sandbox page can start from, and how a campaign set up in
// the engine gets its wiki sheets. It reads back as the same character (toCharacter), in the
// language asked for; tricks and flaws get their table names, with their placeholders left to fill.
import type { Lang } from "../../../lib/i18n.js";
import type { CharacterInput } from "../rules/schemas.js";
import type { Balance } from "../rules/state.js";
import { ATTRS, MODES, OBJECTIVE_STATES, SHEET_FIELDS, TAGS, written, type WrittenSpellings } from "../markup/spellings.js";
import { tableEntryById } from "./table-entry.js";

/** The words of a sheet in one language, from the parser's own tables (a Spanish sheet gets the Spanish tag). */
function words(lang: Lang) {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = SHEET_FIELDS;
  return {
    tag: TAGS.sheet[lang === "es" ? 1 : 0], mode: `${w(ATTRS.mode)}=${w(MODES.new)}`, name: w(f.name), player: w(f.player),
    cliche: w(f.cliche), rel: w(f.relationship), trick: w(f.trick), flaw: w(f.flaw), objective: w(f.objective), adv: w(f.advantage),
    problem: w(f.problem), pv: w(f.pv), pk: w(f.pk),
    states: { open: w(OBJECTIVE_STATES.open), achieved: w(OBJECTIVE_STATES.achieved), satisfied: w(OBJECTIVE_STATES.satisfied) },
  };
}
const W = { es: words("es"), en: words("en") } as const;

export interface SheetTextOptions {
  readonly lang: Lang;
  /** The player's points (GF-PTS-1); 0 and 0 by default (GF-PTS-2). */
  readonly balance?: Balance;
  /** GF-TT-3: placeholder texts by table id. */
  readonly fills?: Readonly<Record<string, readonly string[]>>;
  /** Line break: "\n" by default. */
  readonly newline?: "\n" | "\r\n";
}

/** The [gf-sheet] block of a character, ready to post as a wiki post. */
export function sheetText(c: CharacterInput, options: SheetTextOptions): string {
  const w = W[options.lang];
  const lines: string[] = [`[${w.tag}${c.joinedMidGame ? ` ${w.mode}` : ""}]`, `${w.name}: ${c.name}`];
  if (c.player) lines.push(`${w.player}: @${c.player}`);
  for (const t of c.cliches) lines.push(`${w.cliche}: ${t.name} d${t.die}`);
  for (const t of c.relationships ?? []) lines.push(`${w.rel} ${t.target}: ${t.name} d${t.die}`);
  for (const [kind, ids] of [["trick", c.tricks ?? []], ["flaw", c.flaws ?? []]] as const) {
    for (const id of ids) {
      const entry = tableEntryById(kind, id);
      const fills = options.fills?.[id] ?? [];
      lines.push(`${kind === "trick" ? w.trick : w.flaw} ${entry?.entry.name[options.lang] ?? id}:${fills.length ? ` ${fills.join("; ")}` : ""}`);
    }
  }
  for (const o of c.objectives ?? []) lines.push(`${w.objective} ${o.difficulty} ${w.states[o.state ?? "open"]}: ${o.text}`);
  for (const t of c.advantages ?? []) lines.push(`${w.adv}${t.boundOpponent ? ` ${t.boundOpponent}` : ""}: ${t.name} d${t.die}`);
  for (const t of c.problems ?? []) lines.push(`${w.problem}: ${t.name} d${t.die}`);
  lines.push(`${w.pv}: ${options.balance?.pv ?? 0}`, `${w.pk}: ${options.balance?.pk ?? 0}`, `[/${w.tag}]`);
  return lines.join(options.newline ?? "\n");
}
