// The `gf` dispatcher: picks a command from the table by its words ("roll", "keys init"), parses
// its options with node:util parseArgs (strict, so a typo is an error, not a silent default),
// answers --help, and turns every failure into one line on stderr and an exit code:
// 0 success, 1 a check failed (e.g. a proof did not verify) or an internal error, 2 bad input.
import { parseArgs } from "node:util";
import { isLang, localise, type Lang } from "../lib/i18n.js";
import { gfError } from "../lib/result.js";
import { CliError, type CliIo, type Command, type OptionSpec } from "./command.js";
import { cliMessages } from "./messages.js";

/** Options every command accepts. */
export const GLOBAL_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  help: { type: "boolean", short: "h", help: { es: "muestra esta ayuda", en: "show this help" } },
  lang: { type: "string", help: { es: "idioma de los mensajes: es o en", en: "message language: es or en" } },
  "data-dir": {
    type: "string",
    help: {
      es: "carpeta de claves y semillas (si no, $GF_DATA_DIR, si no, ./.data)",
      en: "folder for keys and seeds (else $GF_DATA_DIR, else ./.data)",
    },
  },
};

const say = (lang: Lang, code: string, params?: Record<string, string | number>): string =>
  localise(cliMessages, gfError(code, undefined, params), lang);

/**
 * The user's locale as POSIX resolves the messages category: the first of $LC_ALL, $LC_MESSAGES and
 * $LANG that is set and not empty. A Spanish locale (es, es_ES.UTF-8, es_AR…) speaks Spanish;
 * anything else, including C, POSIX and no locale at all, speaks English.
 */
export function localeLang(env: CliIo["env"]): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return /^es(?:[_.@-]|$)/i.test(locale) ? "es" : "en";
}

/**
 * The language: --lang, then $GF_LANG, then the locale (localeLang). An invalid --lang is reported
 * in the language the rest would have picked.
 */
export function pickLang(argv: readonly string[], env: CliIo["env"]): Lang | { bad: string; lang: Lang } {
  const fallback = isLang(env.GF_LANG) ? env.GF_LANG : localeLang(env);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--") break;
    const v = a === "--lang" ? argv[i + 1] : a.startsWith("--lang=") ? a.slice(7) : undefined;
    if (v !== undefined) return isLang(v) ? v : { bad: v, lang: fallback };
  }
  return fallback;
}

/**
 * node:util parseArgs reports bad options in English prose; its error codes say which mistake it
 * was, and the option is the first quoted word of its message ('--loud').
 */
function argsProblem(e: unknown, lang: Lang): string {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  const option = /'(-[^'\s]*)/.exec(message)?.[1] ?? "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return say(lang, "cli.unknown-option", { option });
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    return say(lang, /argument missing/.test(message) ? "cli.option-needs-value" : "cli.option-takes-no-value", { option });
  }
  return message.split("\n")[0] ?? "";
}

function findCommand(argv: readonly string[], table: readonly Command[]): Command | undefined {
  let best: Command | undefined;
  for (const c of table) {
    const words = c.name.split(" ");
    if (words.every((w, i) => argv[i] === w) && (!best || words.length > best.name.split(" ").length)) best = c;
  }
  return best;
}

function optionLines(options: Readonly<Record<string, OptionSpec>>, lang: Lang): string[] {
  return Object.entries(options).map(([name, o]) => {
    const left = `${o.short ? `-${o.short}, ` : "    "}--${name}${o.type === "string" ? " <value>" : ""}`;
    return `  ${left.padEnd(28)} ${o.help[lang]}`;
  });
}

export function commandHelp(c: Command, lang: Lang): string {
  return [
    `${say(lang, "cli.help-usage")}: gf ${c.name}${c.usage ? ` ${c.usage}` : ""} ${say(lang, "cli.help-opts")}`,
    "",
    c.summary[lang],
    "",
    `${say(lang, "cli.help-options")}:`,
    ...optionLines({ ...c.options, ...GLOBAL_OPTIONS }, lang),
  ].join("\n");
}

export function mainHelp(table: readonly Command[], lang: Lang): string {
  const width = Math.max(...table.map((c) => c.name.length)) + 2;
  return [
    `${say(lang, "cli.help-usage")}: gf ${say(lang, "cli.help-command")} ${say(lang, "cli.help-opts")}`,
    "",
    `${say(lang, "cli.help-commands")}:`,
    ...table.map((c) => `  ${c.name.padEnd(width)} ${c.summary[lang]}`),
    "",
    say(lang, "cli.help-more"),
  ].join("\n");
}

/** Runs `gf <argv…>` against `table` and returns the exit code. Never throws. */
export async function dispatch(argv: readonly string[], io: CliIo, table: readonly Command[]): Promise<number> {
  const picked = pickLang(argv, io.env);
  if (typeof picked !== "string") {
    io.err(`gf: ${say(picked.lang, "cli.bad-lang", { lang: picked.bad })}`);
    return 2;
  }
  const lang = picked;
  const first = argv[0];
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    (first === undefined ? io.err : io.out)(mainHelp(table, lang));
    return first === undefined ? 2 : 0;
  }

  const command = findCommand(argv, table);
  if (!command) {
    // "gf keys" alone: name the commands of that group rather than just "unknown".
    const group = table.filter((c) => c.name.split(" ")[0] === first).map((c) => `gf ${c.name}`);
    io.err(`gf: ${group.length
      ? say(lang, "cli.incomplete-command", { name: first, commands: group.join(", ") })
      : say(lang, "cli.unknown-command", { name: first })}`);
    return 2;
  }

  const name = command.name;
  const options = { ...command.options, ...GLOBAL_OPTIONS };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv.slice(name.split(" ").length) as string[],
      options: Object.fromEntries(Object.entries(options).map(([k, o]) =>
        [k, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }])),
      strict: true,
      allowPositionals: true,
    });
  } catch (e) {
    io.err(`gf ${name}: ${say(lang, "cli.bad-args", { detail: argsProblem(e, lang), name })}`);
    return 2;
  }

  if (parsed.values.help === true) {
    io.out(commandHelp(command, lang));
    return 0;
  }
  const [min, max] = command.positionals;
  if (parsed.positionals.length < min || parsed.positionals.length > max) {
    const code = parsed.positionals.length < min ? "cli.too-few-args" : "cli.too-many-args";
    io.err(`gf ${name}: ${say(lang, code, { name, usage: command.usage })}`);
    return 2;
  }

  try {
    return await command.run({ values: parsed.values, positionals: parsed.positionals, lang }, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`gf ${name}: ${e.message}`);
      return e.exitCode;
    }
    // A bug, not bad input: still one line, never a stack trace (set GF_DEBUG=1 to see it).
    const detail = e instanceof Error ? e.message.split("\n")[0] ?? "" : String(e);
    io.err(`gf ${name}: ${say(lang, "cli.internal", { detail })}`);
    if (io.env.GF_DEBUG && e instanceof Error && e.stack) io.err(e.stack);
    return 1;
  }
}
