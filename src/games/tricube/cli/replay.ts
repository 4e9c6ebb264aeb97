// `gf tricube replay <file.jsonl | -> [--json]`: replays a Tricube Tales session log (a setup line,
// then one action per line, optionally `{"expect": …}` lines) through the rules and prints every
// action with the ledger entries it posted, each with its TT rule, so anyone can check a session by
// hand. The command around it (reading, checks, exit codes) is src/cli/commands/game-commands.ts.
// The log format is docs/games/tricube.md §5.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { actionSchema, replay, tricubeMessage, type LedgerEntry, type Replay, type TtState } from "../rules/index.js";
import type { ReplayTool } from "../../../lib/game-tools.js";

const w = wordsOf({
  gm: { es: "DJ", en: "GM" },
  final: { es: "al final", en: "at the end" },
  session: { es: "sesión", en: "session" },
  pending: { es: "(sin dificultad hasta que tire el oponente: su dado más alto, TT-OPP-1)", en: "(no difficulty until the opponent rolls: their top die, TT-OPP-1)" },
  hits: { es: "{n} {n|dado iguala|dados igualan} la dificultad", en: "{n} {n|die meets|dice meet} the difficulty" },
});

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "");
function entryText(e: LedgerEntry, lang: Lang): string {
  const who = e.character || "—";
  // An outcome's amount is the dice that met the difficulty, not a gain: said as such.
  if (e.kind === "outcome") return `${who} ${e.kind}  ${e.rule}  ${e.reason}${e.amount ? ` (${w("hits", lang, { n: e.amount })})` : ""}`;
  const amount = e.amount !== 0 || ["karma", "resolve", "effort", "forces"].includes(e.kind) ? ` ${signed(e.amount) || "0"}` : "";
  return `${who}${amount} ${e.kind}  ${e.rule}  ${e.reason}`;
}

function tokensLine(s: TtState): string[] {
  return Object.values(s.characters).map((c) =>
    `    ${c.name.padEnd(14)} Karma ${c.karma}/${c.karmaQuota}  Resolve ${c.resolve}/${c.resolveQuota}${c.afflictions.length ? `  [${c.afflictions.map((a) => a.name).join(", ")}]` : ""}`);
}

export const tricubeReplay: ReplayTool<TtState, Replay["steps"][number]["action"], LedgerEntry> = {
  doc: "docs/games/tricube.md",
  actions: actionSchema,
  summary: {
    es: "Tricube Tales: reproduce el registro de una sesión con las reglas y muestra cada acción y cada cambio con su regla",
    en: "Tricube Tales: replay a session log through the rules, printing every action and every change with its rule",
  },
  replay,
  head: (initial, lang) => [`${w("gm", lang)} ${initial.gm}: ${Object.keys(initial.characters).join(", ")}`],
  step: (step, lang) => {
    const a = step.action as { type: string; by: string; character?: string; challenge?: string; id?: string };
    const about = [a.character, a.challenge ?? a.id].filter(Boolean).join(" @ ");
    const detail: string[] = [];
    if (a.type === "roll") {
      const ch = step.state.challenges[a.challenge!]!;
      const roll = ch.rolls.at(-1)!;
      // TT-OPP-1: an opposed roll has no difficulty until the opponent's top die gives it one.
      detail.push(roll.difficulty === null ? `[${roll.faces.join(", ")}] ${w("pending", lang)}` : `[${roll.faces.join(", ")}] vs ${roll.difficulty}`);
      const other = ch.kind === "opposed" && roll.difficulty !== null ? ch.rolls.find((x) => x !== roll) : undefined;
      if (other) detail.push(`${other.character}: [${other.faces.join(", ")}] vs ${other.difficulty}`);
    }
    return { headline: `${a.by}: ${a.type}${about ? ` (${about})` : ""}`, detail: [...detail, ...step.entries.map((e) => entryText(e, lang))] };
  },
  tail: (last, lang) => [`${w("final", lang)} (${w("session", lang)} ${last.session}):`, ...tokensLine(last)],
  message: tricubeMessage,
};
