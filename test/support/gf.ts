// `gf` called in-process through the dispatcher, as a group runs it: its exit code and what it wrote to
// standard output and error. Every game's CLI and replay tests call the command this one way.
import { readFileSync } from "node:fs";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "../cli/fake-io.js";

export interface GfRun { readonly code: number; readonly out: string; readonly err: string }

/** Runs `gf <argv>` with `stdin` as standard input. */
export async function gf(argv: readonly string[], stdin?: string): Promise<GfRun> {
  const io = fakeIo(stdin === undefined ? {} : { stdin });
  const code = await dispatch([...argv], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

/** Records as a JSONL log, one a line. */
export const jsonl = (records: readonly unknown[]): string => records.map((r) => JSON.stringify(r)).join("\n");

/** `gf <game> replay -` on these records, in `lang`. */
export const replayRecords = (game: string, records: readonly unknown[], lang: "es" | "en" = "en"): Promise<GfRun> =>
  gf([game, "replay", "-", "--lang", lang], jsonl(records));

/** A replay log's records, from the repository's root: blank lines and `//` comments skipped, as the command skips them. */
export const logRecords = (path: string): unknown[] => readFileSync(path, "utf8").split("\n")
  .filter((l) => l.trim() && !l.trim().startsWith("//")).map((l) => JSON.parse(l) as unknown);
