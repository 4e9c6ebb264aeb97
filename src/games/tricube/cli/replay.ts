// `gf tricube replay <file.jsonl | -> [--json]`: replays a Tricube Tales session log (a setup line,
// then one action per line, optionally `{"expect": …}` lines) through the rules and prints every
// action with the ledger entries it posted, each with its TT rule, so anyone can check a session by
// hand. The command around it (reading, checks, exit codes) is src/cli/commands/game-commands.ts.
// The log format is docs/games/tricube.md §5.
import type { Lang } from "../../../lib/i18n.js";
import { replay, tricubeMessage, type LedgerEntry, type Replay, type TtState } from "../rules/index.js";
import type { ReplayTool } from "../../../lib/game-tools.js";

const WORDS = {
  gm: { es: "DJ", en: "GM" },
  final: { es: "al final", en: "at the end" },
  session: { es: "sesión", en: "session" },
} as const;
const w = (lang: Lang, key: keyof typeof WORDS, params: Record<string, string | number> = {}) =>
  WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "");
function entryText(e: LedgerEntry): string {
  const who = e.character || "—";
  const amount = e.amount !== 0 || ["karma", "resolve", "effort", "forces"].includes(e.kind) ? ` ${signed(e.amount) || "0"}` : "";
  return `${who}${amount} ${e.kind}  ${e.rule}  ${e.reason}`;
}

function tokensLine(s: TtState): string[] {
  return Object.values(s.characters).map((c) =>
    `    ${c.name.padEnd(14)} Karma ${c.karma}/${c.karmaQuota}  Resolve ${c.resolve}/${c.resolveQuota}${c.afflictions.length ? `  [${c.afflictions.map((a) => a.name).join(", ")}]` : ""}`);
}

export const tricubeReplay: ReplayTool<TtState, Replay["steps"][number]["action"], LedgerEntry> = {
  summary: {
    es: "Tricube Tales: reproduce el registro de una sesión con las reglas y muestra cada acción y cada cambio con su regla",
    en: "Tricube Tales: replay a session log through the rules, printing every action and every change with its rule",
  },
  replay,
  head: (initial, lang) => [`${w(lang, "gm")} ${initial.gm}: ${Object.keys(initial.characters).join(", ")}`],
  step: (step) => {
    const a = step.action as { type: string; by: string; character?: string; challenge?: string; id?: string };
    const about = [a.character, a.challenge ?? a.id].filter(Boolean).join(" @ ");
    const detail: string[] = [];
    if (a.type === "roll") {
      const roll = step.state.challenges[a.challenge!]!.rolls.at(-1)!;
      detail.push(`[${roll.faces.join(", ")}] vs ${roll.difficulty}`);
    }
    return { headline: `${a.by}: ${a.type}${about ? ` (${about})` : ""}`, detail: [...detail, ...step.entries.map(entryText)] };
  },
  tail: (last, lang) => [`${w(lang, "final")} (${w(lang, "session")} ${last.session}):`, ...tokensLine(last)],
  message: tricubeMessage,
};
