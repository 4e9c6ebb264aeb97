// `gf facetas replay <file.jsonl | -> [--json]`: replays a Facetas conflict log (the conflict's
// opening, then one action per line, optionally `{"expect": …}` lines) through the rules and prints
// every action with the log entries it posted, each with its FA rule and the dice after each change,
// then each role's resources and whom the game waits for. Exit 0 when it replays and every
// expectation holds, 1 when one fails, 2 when a line is not valid or not legal. The log format is
// docs/games/facetas.md.
import type { Lang } from "../../lib/i18n.js";
import { awaited, facetasMessage, replay, type FaState, type LogEntry, type Replay } from "../../games/facetas/rules/index.js";
import { CliError, flag, type Command } from "../command.js";
import { parseLog, readLogText } from "./scene-replay.js";

const WORDS = {
  line: { es: "línea", en: "line" },
  roles: { es: "funciones", en: "roles" },
  expectOk: { es: "lo esperado se cumple", en: "expectations hold" },
  expectBad: { es: "lo esperado NO se cumple", en: "expectations FAIL" },
  final: { es: "al final", en: "at the end" },
  dice: { es: "dados", en: "dice" },
  waits: { es: "espera a", en: "waits for" },
  over: { es: "el conflicto ha terminado", en: "the conflict is over" },
} as const;
const w = (lang: Lang, key: keyof typeof WORDS) => WORDS[key][lang];

const diceText = (d: FaState["dice"]) => `${d.protagonist.join("-")} — ${d.adversary.join("-")}`;
const entryText = (e: LogEntry) => `${e.rule}  ${e.role ? `${e.role}: ` : ""}${e.what}${e.dice ? `   [${diceText(e.dice)}]` : ""}`;
const insp = (xs: readonly number[]) => xs.map((v) => `I=${v}`).join(" ") || "—";

function resources(s: FaState): string[] {
  const out = [
    `    protagonist ${s.players.protagonist}: ${s.protagonist.ph} PH, ${insp(s.protagonist.inspirations)}; ${s.protagonist.facets.map((f) => `${f.name} ${f.level}`).join(", ")}`,
    `    adversary ${s.players.adversary}: ${s.adversary.ph} PH, ${insp(s.adversary.inspirations)}`,
  ];
  if (s.ally) out.push(`    ally ${s.players.ally}: ${s.ally.ph} PH, ${insp(s.ally.inspirations.map((i) => i.value))}`);
  if (s.world) out.push(`    world ${s.players.world}: ${s.world.ph} PH, ${insp(s.world.inspirations)}; ${s.world.facets.map((f) => `${f.name} ${f.level}`).join(", ")}`);
  return out;
}

export function facetasReplayText(r: Replay, lang: Lang): string {
  const out: string[] = [];
  if (r.initial) out.push(`${w(lang, "roles")}: ${Object.entries(r.initial.players).map(([role, u]) => `${role} ${u}`).join(", ")}`);
  const checks = [...r.checks];
  const check = (c: Replay["checks"][number]) => c.mismatches.length === 0
    ? `${w(lang, "line")} ${c.line}  ✓ ${w(lang, "expectOk")}`
    : [`${w(lang, "line")} ${c.line}  ✗ ${w(lang, "expectBad")}`, ...c.mismatches.map((m) => `    ${facetasMessage(m, lang)}`)].join("\n");
  for (const step of r.steps) {
    while (checks[0] && checks[0].line < step.line) out.push(check(checks.shift()!));
    out.push(`${w(lang, "line")} ${step.line}  ${step.action.by}: ${step.action.type}`);
    for (const e of step.entries) out.push(`    ${entryText(e)}`);
  }
  for (const c of checks) out.push(check(c));
  const last = r.steps.at(-1)?.state ?? r.initial;
  if (last) {
    out.push(`${w(lang, "final")}: ${w(lang, "dice")} ${diceText(last.dice)}`, ...resources(last));
    const waiting = awaited(last);
    out.push(waiting.length ? `    ${w(lang, "waits")}: ${waiting.map((x) => `${x.user} (${x.kind})`).join(", ")}` : `    ${w(lang, "over")}`);
  }
  return out.join("\n");
}

export function runFacetasReplay(text: string, lang: Lang, json: boolean): { output: string; exitCode: number } {
  const { records, lines } = parseLog(text, lang);
  const r = replay(records, lines);
  if (r.failure && !json) throw new CliError(`${w(lang, "line")} ${r.failure.line}: ${facetasMessage(r.failure.error, lang)}`);
  const failed = r.failure !== null || r.checks.some((c) => c.mismatches.length > 0);
  const output = json
    ? JSON.stringify({ ok: !failed, steps: r.steps.map((s) => ({ line: s.line, action: s.action, entries: s.entries, state: s.state })), checks: r.checks, failure: r.failure }, null, 2)
    : facetasReplayText(r, lang);
  return { output, exitCode: r.failure ? 2 : failed ? 1 : 0 };
}

export const facetasReplay: Command = {
  name: "facetas replay",
  usage: "<file.jsonl | ->",
  positionals: [1, 1],
  summary: {
    es: "Facetas: reproduce el registro de un conflicto con las reglas y muestra cada cambio de los dados y los recursos con su regla, y el botín",
    en: "Facetas: replay a conflict's log through the rules, printing every change of the dice and resources with its rule, and the loot",
  },
  options: { json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } } },
  run: async ({ values, positionals, lang }, io) => {
    const text = await readLogText(positionals[0] ?? "-", io, lang);
    const { output, exitCode } = runFacetasReplay(text, lang, flag(values, "json"));
    io.out(output);
    return exitCode;
  },
};
