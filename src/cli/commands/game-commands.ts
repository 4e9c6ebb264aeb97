// `gf <game> replay`, `gf <game> eval` and `gf <game> export` (./game-export.ts), made from the games' own tools (src/lib/game-tools.ts) for
// every game of the registry that has them: a game adds no file here. The command owns what every
// game's replay shares: reading the log (a file or standard input), its JSONL lines, the headline of
// each step, the expectation checks where they fall, the JSON output and the exit codes.
import { readFileSync } from "node:fs";
import { wordsOf, type Lang } from "../../lib/i18n.js";
import { readingText, type EvalTool, type GameTools, type ReplayTool } from "../../lib/game-tools.js";
import { stateDelta, type ReplayCheck } from "../../lib/replay.js";
import { CliError, flag, type CliIo, type Command } from "../command.js";
import { exportCommand } from "./game-export.js";

const WORDS = {
  line: { es: "línea", en: "line" },
  expectOk: { es: "lo esperado se cumple", en: "expectations hold" },
  expectBad: { es: "lo esperado NO se cumple", en: "expectations FAIL" },
  refusedOk: { es: "rechazada como se esperaba", en: "refused as expected" },
  refusedBad: { es: "la negativa esperada NO se da", en: "the expected refusal does NOT happen" },
  badJson: { es: "línea {line}: no es JSON válido", en: "line {line}: not valid JSON" },
  empty: { es: "el registro está vacío", en: "the log is empty" },
  unreadable: { es: "no se puede leer {file}", en: "cannot read {file}" },
} as const;
const w = wordsOf(WORDS);

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
      throw new CliError(w("badJson", lang, { line: i + 1 }));
    }
    lines.push(i + 1);
  });
  if (records.length === 0) throw new CliError(w("empty", lang));
  return { records, lines };
}

/** A replay log's text: the file named, or standard input for `-`. */
export async function readLogText(file: string, io: Pick<CliIo, "readStdin">, lang: Lang): Promise<string> {
  if (file === "-") return io.readStdin();
  try {
    return readFileSync(file, "utf8");
  } catch {
    throw new CliError(w("unreadable", lang, { file }));
  }
}

/** The whole replay on text already read: its output (text or JSON) and the exit code. */
export function runReplay(tool: ReplayTool, text: string, lang: Lang, json: boolean): { output: string; exitCode: number } {
  const { records, lines } = parseLog(text, lang);
  const r = tool.replay(records, lines);
  const failed = r.failure !== null || r.checks.some((c) => c.mismatches.length > 0);
  if (json) {
    // The state once, at the start and at the end; each step says what it changed (stateDelta), not the whole state again.
    let before: unknown = r.initial;
    const steps = r.steps.map((s) => {
      const changed = stateDelta(before, s.state);
      before = s.state;
      return { line: s.line, action: s.action, entries: s.entries, changed };
    });
    const final = r.steps.at(-1)?.state ?? r.initial;
    return { output: JSON.stringify({ ok: !failed, initial: r.initial, steps, final, checks: r.checks, failure: r.failure }, null, 2), exitCode: r.failure ? 2 : failed ? 1 : 0 };
  }
  const mismatch = tool.mismatch ?? tool.message;
  const check = (c: ReplayCheck) => c.mismatches.length === 0
    ? `${w("line", lang)} ${c.line}  ✓ ${w(c.kind === "refused" ? "refusedOk" : "expectOk", lang)}`
    : [`${w("line", lang)} ${c.line}  ✗ ${w(c.kind === "refused" ? "refusedBad" : "expectBad", lang)}`, ...c.mismatches.map((m) => `    ${mismatch(m, lang)}`)].join("\n");
  const out: string[] = r.initial ? tool.head(r.initial, lang) : [];
  const checks = [...r.checks];
  for (const step of r.steps) {
    while (checks[0] && checks[0].line < step.line) out.push(check(checks.shift()!));
    const { headline, detail } = tool.step(step, lang);
    out.push(`${w("line", lang)} ${step.line}  ${headline}`, ...detail.map((d) => `    ${d}`));
  }
  for (const c of checks) out.push(check(c));
  // A line that could not be read or applied stops the replay: the steps before it are printed, then why.
  if (r.failure) throw new ReplayStopped(`${w("line", lang)} ${r.failure.line}: ${tool.message(r.failure.error, lang)}`, out.join("\n"));
  const last = r.steps.at(-1)?.state ?? r.initial;
  if (last) out.push(...tool.tail(last, lang));
  return { output: out.join("\n"), exitCode: failed ? 1 : 0 };
}

/** A replay stopped at a line: its message for standard error, and what was replayed before it. */
export class ReplayStopped extends CliError {
  constructor(message: string, readonly output: string) {
    super(message);
  }
}

const JSON_OPTION = { json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } } } as const;

function replayCommand(name: string, tool: ReplayTool): Command {
  return {
    name,
    usage: "<file.jsonl | ->",
    positionals: [1, 1],
    summary: tool.summary,
    options: JSON_OPTION,
    run: async ({ values, positionals, lang }, io) => {
      const text = await readLogText(positionals[0] ?? "-", io, lang);
      try {
        const { output, exitCode } = runReplay(tool, text, lang, flag(values, "json"));
        io.out(output);
        return exitCode;
      } catch (e) {
        if (e instanceof ReplayStopped && e.output) io.out(e.output);
        throw e;
      }
    },
  };
}

function evalCommand(name: string, tool: EvalTool): Command {
  return {
    name, usage: tool.usage, positionals: tool.positionals, summary: tool.summary, options: { ...tool.options, ...JSON_OPTION },
    run: ({ values, positionals, lang }, io) => {
      io.out(readingText(tool.read(values, positionals, lang), flag(values, "json")));
      return 0;
    },
  };
}

/** `<game> replay`, `<game> eval` and `<game> export` (and their aliases) for each game that gives them, in registry order. */
export function gameCommands(games: readonly { readonly id: string; readonly tools?: GameTools | undefined }[]): Command[] {
  return games.flatMap(({ id, tools }) => {
    const out: Command[] = [];
    if (tools?.eval) out.push(...[`${id} eval`, tools.eval.alias].filter((n) => n !== undefined).map((n) => evalCommand(n, tools.eval!)));
    if (tools?.replay) out.push(...[`${id} replay`, tools.replay.alias].filter((n) => n !== undefined).map((n) => replayCommand(n, tools.replay!)));
    if (tools?.record) out.push(...[`${id} export`, tools.record.alias].filter((n) => n !== undefined).map((n) => exportCommand(n, tools.record!)));
    return out;
  });
}
