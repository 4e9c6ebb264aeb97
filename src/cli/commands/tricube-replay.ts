// `gf tricube replay <file.jsonl | -> [--json]`: replays a Tricube Tales session log (a setup line,
// then one action per line, optionally `{"expect": …}` lines) through the rules and prints every
// action with the ledger entries it posted, each with its TT rule, so anyone can check a session by
// hand. Exit 0 when it replays and every expectation holds, 1 when one fails, 2 when a line is not
// valid or not legal. The log format is docs/games/tricube.md §5.
import type { Lang } from "../../lib/i18n.js";
import { replay, tricubeMessage, type LedgerEntry, type Replay, type TtState } from "../../games/tricube/rules/index.js";
import { CliError, flag, type Command } from "../command.js";
import { parseLog, readLogText } from "./scene-replay.js";

const WORDS = {
  line: { es: "línea", en: "line" },
  gm: { es: "DJ", en: "GM" },
  expectOk: { es: "lo esperado se cumple", en: "expectations hold" },
  expectBad: { es: "lo esperado NO se cumple", en: "expectations FAIL" },
  final: { es: "al final", en: "at the end" },
  unreadable: { es: "no se puede leer {file}", en: "cannot read {file}" },
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

export function tricubeReplayText(r: Replay, lang: Lang): string {
  const out: string[] = [];
  if (r.initial) out.push(`${w(lang, "gm")} ${r.initial.gm}: ${Object.keys(r.initial.characters).join(", ")}`);
  const checks = [...r.checks];
  const check = (c: Replay["checks"][number]) => c.mismatches.length === 0
    ? `${w(lang, "line")} ${c.line}  ✓ ${w(lang, "expectOk")}`
    : [`${w(lang, "line")} ${c.line}  ✗ ${w(lang, "expectBad")}`, ...c.mismatches.map((m) => `    ${tricubeMessage(m, lang)}`)].join("\n");
  for (const step of r.steps) {
    while (checks[0] && checks[0].line < step.line) out.push(check(checks.shift()!));
    const a = step.action as { type: string; by: string; character?: string; challenge?: string; id?: string };
    const about = [a.character, a.challenge ?? a.id].filter(Boolean).join(" @ ");
    out.push(`${w(lang, "line")} ${step.line}  ${a.by}: ${a.type}${about ? ` (${about})` : ""}`);
    if (a.type === "roll") {
      const ch = step.state.challenges[a.challenge!]!;
      const roll = ch.rolls.at(-1)!;
      out.push(`    [${roll.faces.join(", ")}] vs ${roll.difficulty}`);
    }
    for (const e of step.entries) out.push(`    ${entryText(e)}`);
  }
  for (const c of checks) out.push(check(c));
  const last = r.steps.at(-1)?.state ?? r.initial;
  if (last) out.push(`${w(lang, "final")} (${w(lang, "session")} ${last.session}):`, ...tokensLine(last));
  return out.join("\n");
}

export function runTricubeReplay(text: string, lang: Lang, json: boolean): { output: string; exitCode: number } {
  const { records, lines } = parseLog(text, lang);
  const r = replay(records, lines);
  if (r.failure && !json) throw new CliError(`${w(lang, "line")} ${r.failure.line}: ${tricubeMessage(r.failure.error, lang)}`);
  const failed = r.failure !== null || r.checks.some((c) => c.mismatches.length > 0);
  const output = json
    ? JSON.stringify({ ok: !failed, steps: r.steps.map((s) => ({ line: s.line, action: s.action, entries: s.entries, state: s.state })), checks: r.checks, failure: r.failure }, null, 2)
    : tricubeReplayText(r, lang);
  return { output, exitCode: r.failure ? 2 : failed ? 1 : 0 };
}

export const tricubeReplay: Command = {
  name: "tricube replay",
  usage: "<file.jsonl | ->",
  positionals: [1, 1],
  summary: {
    es: "Tricube Tales: reproduce el registro de una sesión con las reglas y muestra cada acción y cada cambio con su regla",
    en: "Tricube Tales: replay a session log through the rules, printing every action and every change with its rule",
  },
  options: { json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } } },
  run: async ({ values, positionals, lang }, io) => {
    const text = await readLogText(positionals[0] ?? "-", io, lang);
    const { output, exitCode } = runTricubeReplay(text, lang, flag(values, "json"));
    io.out(output);
    return exitCode;
  },
};
