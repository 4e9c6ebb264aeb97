// A new sheet block written from a character (the rules engine's Character): what the "create a
// sheet" step of the plugin and the sandbox page can start from, and how a campaign set up in
// the engine gets its wiki sheets. It reads back as the same character (toCharacter), in the
// language asked for; tricks and flaws get their table names, with their placeholders left to fill.
import type { Lang } from "../lib/i18n.js";
import type { CharacterInput } from "../rules/genrefuzzion/schemas.js";
import type { Balance } from "../rules/genrefuzzion/state.js";
import { tableEntryById } from "./table-entry.js";

const W = {
  es: { tag: "gf-ficha", mode: "modo=nuevo", name: "nombre", player: "jugador", cliche: "cliché", rel: "relación", trick: "truco", flaw: "treta",
    objective: "objetivo", adv: "ventaja", problem: "problema", states: { open: "abierto", achieved: "alcanzado", satisfied: "satisfecho" } },
  en: { tag: "gf-sheet", mode: "mode=new", name: "name", player: "player", cliche: "cliche", rel: "relationship", trick: "trick", flaw: "flaw",
    objective: "objective", adv: "advantage", problem: "problem", states: { open: "open", achieved: "achieved", satisfied: "satisfied" } },
} as const;

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
  lines.push(`pv: ${options.balance?.pv ?? 0}`, `pk: ${options.balance?.pk ?? 0}`, `[/${w.tag}]`);
  return lines.join(options.newline ?? "\n");
}
