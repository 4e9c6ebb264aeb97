// What the export commands (`gf scene export`, `gf topic export`) share: their --topic, --database
// and --out options, opening the service's store those name, and writing the log where --out says.
import { existsSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Store } from "../service/store/store.js";
import { openStore } from "../service/store/open-store.js";
import { CliError, stringOption, type CliIo, type CommandArgs, type OptionSpec } from "./command.js";
import { countOption, text } from "./shell.js";

/** The options every export command takes first, in their help order. */
export const exportOptions = {
  topic: { type: "string", help: { es: "el número del tema (obligatorio)", en: "the topic's id (required)" } },
  database: { type: "string", help: {
    es: "fichero SQLite o URL postgres://… del servicio (si no, $GF_DATABASE, si no, <carpeta de datos>/gf.sqlite)",
    en: "the service's SQLite file or postgres://… URL (else $GF_DATABASE, else <data dir>/gf.sqlite)" } },
} as const satisfies Record<string, OptionSpec>;

/** The --out option, last in every export command's help. */
export const exportOutOption = {
  out: { type: "string", help: { es: "fichero de salida (si no, la salida estándar)", en: "output file (else standard output)" } },
} as const satisfies Record<string, OptionSpec>;

/** The --topic to export; it is required. */
export function exportTopic(args: CommandArgs): number {
  const topicId = countOption(args, "topic", 2_147_483_647);
  if (topicId === undefined) throw new CliError(text(args.lang, "cli.export-needs-topic"));
  return topicId;
}

/** The store named by --database, else $GF_DATABASE, else <data dir>/gf.sqlite; the caller closes it. */
export async function openExportStore(args: CommandArgs, io: CliIo): Promise<Store> {
  const { values, lang } = args;
  const dataDir = stringOption(values, "data-dir") ?? io.env.GF_DATA_DIR ?? join(io.cwd, ".data");
  const database = stringOption(values, "database") ?? io.env.GF_DATABASE ?? join(dataDir, "gf.sqlite");
  // Opening a SQLite file that is not there would create an empty store: say so instead.
  if (!/^postgres(ql)?:\/\//.test(database) && !existsSync(resolve(io.cwd, database.replace(/^sqlite:/, "")))) {
    // The sandbox (gf serve --sandbox) keeps its store beside the default one, under another name.
    const sandbox = join(dataDir, "sandbox.sqlite");
    if (existsSync(resolve(io.cwd, sandbox))) throw new CliError(text(lang, "cli.export-sandbox-database", { database, sandbox: relative(io.cwd, resolve(io.cwd, sandbox)) || sandbox }));
    throw new CliError(text(lang, "cli.export-no-database", { database }));
  }
  return openStore(/^postgres/.test(database) ? database : resolve(io.cwd, database.replace(/^sqlite:/, "")));
}

/** The log to standard output, or to the --out file with a line saying so. */
export function writeExport(args: CommandArgs, io: CliIo, log: string, topic: number): void {
  const out = stringOption(args.values, "out");
  if (out === undefined) { io.out(log.trimEnd()); return; }
  writeFileSync(resolve(io.cwd, out), log);
  io.err(text(args.lang, "cli.export-written", { topic, file: out }));
}
