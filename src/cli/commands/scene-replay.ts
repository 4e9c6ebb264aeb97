// `gf scene replay <file.jsonl | -> [--json]`: replays a scene log (a setup line, then one action per
// line, optionally `{"expect": …}` lines) through the GenreFuzzion rules and prints every resulting
// state and ledger entry, so anyone can check a scene by hand. Exit 0 when it replays and every
// expectation holds, 1 when an expectation fails, 2 when a line is not valid or not legal.
import { readFileSync } from "node:fs";
import type { Lang } from "../../lib/i18n.js";
import { rulesMessage } from "../../games/genrefuzzion/rules/messages.js";
import { replay } from "../../games/genrefuzzion/rules/replay.js";
import type { Replay } from "../../games/genrefuzzion/rules/replay.js";
import type { GameState, LedgerEntry, Phase, RollRecord } from "../../games/genrefuzzion/rules/state.js";
import type { ActionType } from "../../games/genrefuzzion/rules/schemas.js";
import type { GfError } from "../../lib/result.js";
import { CliError, flag } from "../command.js";
import type { CliIo, Command } from "../command.js";

const WORDS = {
  line: { es: "línea", en: "line" },
  setup: { es: "campaña", en: "campaign" },
  moderator: { es: "moderador", en: "moderator" },
  standing: { es: "resultado en pie", en: "standing" },
  winner: { es: "gana", en: "winner" },
  botches: { es: "pifias", en: "botches" },
  effect: { es: "efecto", en: "effect" },
  final: { es: "saldos finales", en: "final balances" },
  expectOk: { es: "lo esperado se cumple", en: "expectations hold" },
  expectBad: { es: "lo esperado NO se cumple", en: "expectations FAIL" },
  badJson: { es: "línea {line}: no es JSON válido", en: "line {line}: not valid JSON" },
  empty: { es: "el registro está vacío", en: "the log is empty" },
  unreadable: { es: "no se puede leer {file}", en: "cannot read {file}" },
  protagonist: { es: "protagonista", en: "protagonist" },
  antagonist: { es: "antagonista", en: "antagonist" },
} as const;
type Word = keyof typeof WORDS;

/** Each phase as a player would say where the game stands (GF-SCENE-*, GF-RES-*, GF-RATE-*), never its internal name. */
const PHASES: Readonly<Record<Phase, Readonly<Record<Lang, string>>>> = {
  idle: { es: "sin escena: cualquiera puede abrir la siguiente", en: "no scene: the next one may be opened" },
  calls: { es: "el antagonista se presenta y los llamados responden", en: "the antagonist presents and called allies answer" },
  p_roll: { es: "el protagonista tira", en: "the protagonist rolls" },
  a_decide: { es: "el antagonista decide: se opone o se rinde", en: "the antagonist decides: oppose or yield" },
  p_decide: { es: "el protagonista decide: reintenta o se rinde", en: "the protagonist decides: retry or yield" },
  won: { es: "el ganador elige los efectos", en: "the winner chooses the effects" },
  rating: { es: "toca calificar la escena", en: "the scene is to be rated" },
  interval: { es: "intervalo entre escenas", en: "interval between scenes" },
  epilogue: { es: "epílogo", en: "the epilogue" },
};

/** Each action as the log's reader would name it. */
const ACTIONS: Readonly<Record<ActionType, Readonly<Record<Lang, string>>>> = {
  open: { es: "abre escena", en: "opens a scene" }, "ask-rewrite": { es: "pide reescribir", en: "asks for a rewrite" },
  revise: { es: "reescribe", en: "rewrites" }, refuse: { es: "rechaza", en: "refuses" }, block: { es: "bloquea", en: "blocks" },
  "ally-intention": { es: "intención", en: "intention" }, "ally-die": { es: "elige el dado del aliado", en: "picks the ally's die" },
  present: { es: "se presenta", en: "presents" },
  roll: { es: "tira", en: "rolls" }, yield: { es: "se rinde", en: "yields" }, concede: { es: "pierde la tirada", en: "concedes" },
  trick: { es: "truco", en: "trick" }, flaw: { es: "treta", en: "flaw" }, effect: { es: "efecto", en: "effect" },
  rate: { es: "califica", en: "rates" }, "name-rater": { es: "nombra calificador", en: "names a rater" },
  "rate-finale": { es: "califica el final", en: "rates the finale" }, suspend: { es: "suspende", en: "suspends" },
  resume: { es: "reanuda", en: "resumes" }, withdraw: { es: "retira la escena", en: "withdraws" },
  interval: { es: "intervalo", en: "interval" }, "hand-over": { es: "cede la escena", en: "hands over" },
  train: { es: "entrena", en: "trains" }, rename: { es: "renombra", en: "renames" }, "new-trick": { es: "nuevo truco", en: "new trick" },
  "new-flaw": { es: "nueva treta", en: "new flaw" }, "new-cliche": { es: "nuevo cliché", en: "new cliché" },
  "new-relationship": { es: "nueva relación", en: "new relationship" }, endorse: { es: "refrenda", en: "endorses" },
  satisfy: { es: "satisface", en: "satisfies" }, retire: { es: "se retira", en: "retires" }, redirect: { es: "redirige", en: "redirects" },
  "drop-relationship": { es: "deja relación", en: "drops" }, join: { es: "se une", en: "joins" }, sponsor: { es: "apadrina", en: "sponsors" },
};
const phaseWords = (phase: string, lang: Lang) => PHASES[phase as Phase]?.[lang] ?? phase;
const w = (lang: Lang, word: Word, params: Record<string, string | number> = {}) =>
  WORDS[word][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));

/** JSONL to records with their line numbers; blank lines and `//` comments are skipped. */
export function parseLog(text: string, lang: Lang): { records: unknown[]; lines: number[] } {
  const records: unknown[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("//")) return;
    try {
      records.push(JSON.parse(line));
    } catch {
      throw new CliError(w(lang, "badJson", { line: i + 1 }));
    }
    lines.push(i + 1);
  });
  if (records.length === 0) throw new CliError(w(lang, "empty"));
  return { records, lines };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
const entryText = (e: LedgerEntry) => `${e.player} ${signed(e.amount)} ${e.currency.toUpperCase()}  ${e.rule}  ${e.reason}`;

function stateLine(s: GameState, lang: Lang): string {
  const parts: string[] = [phaseWords(s.phase, lang)];
  if (s.scene?.standing) parts.push(`${w(lang, "standing")} ${w(lang, s.scene.standing.side)} ${s.scene.standing.result}`);
  if (s.scene?.outcome) parts.push(`${w(lang, "winner")} ${w(lang, s.scene.outcome.winner)}`);
  return parts.join(", ");
}

/** "d8:7 d6:1 d4:3 → 10 [d8:7 + d4:3]  effect: –  botches: d6:1" */
function rollText(roll: RollRecord, lang: Lang): string {
  const e = roll.evaluation;
  const die = (i: number) => `d${roll.dice[i]?.size}:${roll.dice[i]?.face}`;
  const terms = [...e.resultDice, ...e.boostDice].map(die);
  if (roll.options.boostPk) terms.push("3");
  if (e.bonus) terms.push(String(e.bonus));
  return `${roll.dice.map((_, i) => die(i)).join(" ")} → ${e.result} [${terms.join(" + ") || "0"}]`
    + `  ${w(lang, "effect")}: ${e.effectCandidates.map((i) => `d${roll.dice[i]?.size}`).join(" ") || "–"}`
    + `  ${w(lang, "botches")}: ${e.botches.map(die).join(" ") || "–"}`;
}

/** The replay as text, one block per action: what was done, the state it left, the points it moved. */
export function replayText(r: Replay, lang: Lang): string {
  const out: string[] = [];
  if (r.initial) {
    out.push(`${w(lang, "setup")}: ${r.initial.players.join(", ")} (${w(lang, "moderator")} ${r.initial.moderator})`);
    for (const e of r.initial.ledger) out.push(`    ${entryText(e)}`);
  }
  const checks = [...r.checks];
  for (const step of r.steps) {
    while (checks[0] && checks[0].line < step.line) out.push(checkText(checks.shift()!, lang));
    const who = "character" in step.action ? `${step.action.player} (${step.action.character})` : step.action.player;
    out.push(`${w(lang, "line")} ${step.line}  ${who} ${ACTIONS[step.action.type][lang]} → ${stateLine(step.state, lang)}`);
    const roll = step.state.scene?.rolls.at(-1);
    if (roll && (step.action.type === "roll" || step.action.type === "trick" || step.action.type === "flaw")) out.push(`    ${rollText(roll, lang)}`);
    for (const e of step.entries) out.push(`    ${entryText(e)}`);
  }
  for (const c of checks) out.push(checkText(c, lang));
  const last = r.steps.at(-1)?.state ?? r.initial;
  if (last) {
    out.push(`${w(lang, "final")}:`);
    for (const [player, b] of Object.entries(last.balances)) out.push(`    ${player.padEnd(12)} ${String(b.pv).padStart(3)} PV ${String(b.pk).padStart(3)} PK`);
  }
  return out.join("\n");
}

function checkText(c: Replay["checks"][number], lang: Lang): string {
  return c.mismatches.length === 0 ? `${w(lang, "line")} ${c.line}  ✓ ${w(lang, "expectOk")}`
    : [`${w(lang, "line")} ${c.line}  ✗ ${w(lang, "expectBad")}`, ...c.mismatches.map((m) => `    ${mismatchText(m, lang)}`)].join("\n");
}

/** What differs, in words; a phase is named as the output names it. */
function mismatchText(m: GfError, lang: Lang): string {
  const params = m.code === "replay.expect.phase"
    ? { ...m.params, want: phaseWords(String(m.params?.["want"]), lang), got: phaseWords(String(m.params?.["got"]), lang) } : m.params;
  return rulesMessage({ ...m, ...(params ? { params } : {}) }, lang);
}

/** The replay as JSON: every step with its full state and its entries. */
export function replayJson(r: Replay) {
  return {
    ok: r.failure === null && r.checks.every((c) => c.mismatches.length === 0),
    steps: r.steps.map((s) => ({ line: s.line, action: s.action, entries: s.entries, state: s.state })),
    checks: r.checks,
    failure: r.failure,
  };
}

/** A replay log's text: the file named, or standard input for `-`. */
export async function readLogText(file: string, io: Pick<CliIo, "readStdin">, lang: Lang): Promise<string> {
  if (file === "-") return io.readStdin();
  try {
    return readFileSync(file, "utf8");
  } catch {
    throw new CliError(w(lang, "unreadable", { file }));
  }
}

/** The whole command on text already read: output, and the exit code. */
export function runReplay(text: string, lang: Lang, json: boolean): { output: string; exitCode: number } {
  const { records, lines } = parseLog(text, lang);
  const r = replay(records, lines);
  if (r.failure && !json) {
    const message = rulesMessage(r.failure.error, lang);
    throw new CliError(`${w(lang, "line")} ${r.failure.line}: ${message}`);
  }
  const failed = r.failure !== null || r.checks.some((c) => c.mismatches.length > 0);
  return { output: json ? JSON.stringify(replayJson(r), null, 2) : replayText(r, lang), exitCode: r.failure ? 2 : failed ? 1 : 0 };
}

export const sceneReplay: Command = {
  name: "scene replay",
  usage: "<file.jsonl | ->",
  positionals: [1, 1],
  summary: {
    es: "reproduce el registro de una escena con las reglas y muestra cada estado y cada apunte de puntos",
    en: "replay a scene log through the rules, printing every state and every points entry",
  },
  options: { json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } } },
  run: async ({ values, positionals, lang }, io) => {
    const text = await readLogText(positionals[0] ?? "-", io, lang);
    const { output, exitCode } = runReplay(text, lang, flag(values, "json"));
    io.out(output);
    return exitCode;
  },
};
