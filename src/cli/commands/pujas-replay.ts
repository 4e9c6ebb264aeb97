// `gf pujas replay <file.jsonl | -> [--json]`: replays a Pujas log (a setup line, then one action per
// line, optionally `{"expect": …}` lines) through the rules and prints every action with the coins it
// moved and the facts it recorded, each with its PJ rule, then the books. Exit 0 when it replays and
// every expectation holds, 1 when one fails, 2 when a line is not valid or not legal. The log format
// is docs/games/pujas.md §5.
import type { Lang } from "../../lib/i18n.js";
import { coinsInPlay, pujasMessage, replay, type LedgerEntry, type PjState, type Replay } from "../../games/pujas/rules/index.js";
import { CliError, flag, type Command } from "../command.js";
import { parseLog, readLogText } from "./scene-replay.js";

const WORDS = {
  line: { es: "línea", en: "line" },
  players: { es: "jugadores", en: "players" },
  expectOk: { es: "lo esperado se cumple", en: "expectations hold" },
  expectBad: { es: "lo esperado NO se cumple", en: "expectations FAIL" },
  final: { es: "al final", en: "at the end" },
  purse: { es: "monedero", en: "purse" },
  table: { es: "mesa", en: "table" },
  bank: { es: "Banca (recaudado)", en: "Bank (takings)" },
  balanced: { es: "las cuentas cuadran: {held} en juego + {bank} de la Banca = {started} iniciales", en: "the books balance: {held} held + {bank} to the Bank = {started} to start" },
  unbalanced: { es: "LAS CUENTAS NO CUADRAN: {held} + {bank} ≠ {started}", en: "THE BOOKS DO NOT BALANCE: {held} + {bank} ≠ {started}" },
} as const;
const w = (lang: Lang, key: keyof typeof WORDS, params: Record<string, string | number> = {}) =>
  WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));

const holder = (h: string) => h.replace(/^purse:/, "").replace(/^table:(.*)$/, "$1 (table)").replace(/^prize:(.*)$/, "$1 (prize)");
function entryText(e: LedgerEntry): string {
  const coins = e.amount && e.from && e.to ? `${e.amount} ${holder(e.from)} → ${holder(e.to)}  ` : "";
  return `${coins}${e.rule}  ${e.player && !coins ? `${e.player}: ` : ""}${e.what}`;
}

function books(s: PjState, lang: Lang): string[] {
  const b = coinsInPlay(s);
  return [
    ...s.players.map((p) => `    ${w(lang, "purse")} ${p.padEnd(12)} ${s.purses[p]}`),
    `    ${w(lang, "table").padEnd(21)} ${s.scene?.table ?? 0}`,
    `    ${w(lang, "bank").padEnd(21)} ${s.bank}`,
    `    ${w(lang, b.held + b.bank === b.started ? "balanced" : "unbalanced", b)}`,
  ];
}

export function pujasReplayText(r: Replay, lang: Lang): string {
  const out: string[] = [];
  if (r.initial) out.push(`${w(lang, "players")}: ${r.initial.players.join(", ")}`);
  const checks = [...r.checks];
  const check = (c: Replay["checks"][number]) => c.mismatches.length === 0
    ? `${w(lang, "line")} ${c.line}  ✓ ${w(lang, "expectOk")}`
    : [`${w(lang, "line")} ${c.line}  ✗ ${w(lang, "expectBad")}`, ...c.mismatches.map((m) => `    ${pujasMessage(m, lang)}`)].join("\n");
  for (const step of r.steps) {
    while (checks[0] && checks[0].line < step.line) out.push(check(checks.shift()!));
    const a = step.action as { type: string; by?: string };
    out.push(`${w(lang, "line")} ${step.line}  ${a.by ? `${a.by}: ` : ""}${a.type}`);
    for (const e of step.entries) out.push(`    ${entryText(e)}`);
  }
  for (const c of checks) out.push(check(c));
  const last = r.steps.at(-1)?.state ?? r.initial;
  if (last) out.push(`${w(lang, "final")}:`, ...books(last, lang));
  return out.join("\n");
}

export function runPujasReplay(text: string, lang: Lang, json: boolean): { output: string; exitCode: number } {
  const { records, lines } = parseLog(text, lang);
  const r = replay(records, lines);
  if (r.failure && !json) throw new CliError(`${w(lang, "line")} ${r.failure.line}: ${pujasMessage(r.failure.error, lang)}`);
  const failed = r.failure !== null || r.checks.some((c) => c.mismatches.length > 0);
  const output = json
    ? JSON.stringify({ ok: !failed, steps: r.steps.map((s) => ({ line: s.line, action: s.action, entries: s.entries, state: s.state })), checks: r.checks, failure: r.failure }, null, 2)
    : pujasReplayText(r, lang);
  return { output, exitCode: r.failure ? 2 : failed ? 1 : 0 };
}

export const pujasReplay: Command = {
  name: "pujas replay",
  usage: "<file.jsonl | ->",
  positionals: [1, 1],
  summary: {
    es: "Pujas: reproduce el registro de una partida con las reglas y muestra cada movimiento de monedas con su regla, y las cuentas",
    en: "Pujas: replay a game log through the rules, printing every movement of coins with its rule, and the books",
  },
  options: { json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } } },
  run: async ({ values, positionals, lang }, io) => {
    const text = await readLogText(positionals[0] ?? "-", io, lang);
    const { output, exitCode } = runPujasReplay(text, lang, flag(values, "json"));
    io.out(output);
    return exitCode;
  },
};
