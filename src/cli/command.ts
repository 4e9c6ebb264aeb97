// What a `gf` command is. Commands are plain values in one table (commands/index.ts); each runs as a
// function of its parsed arguments and an injected io, and returns an exit code, so tests call
// them in-process with a fake io and no child process.
import type { Lang } from "../lib/i18n.js";

/** Everything a command may touch of the outside world. main.ts wires the real process. */
export interface CliIo {
  /** Writes text to standard output; a newline is added. */
  readonly out: (text: string) => void;
  /** Writes text to standard error; a newline is added. */
  readonly err: (text: string) => void;
  /** The whole of standard input, for arguments given as `-`. */
  readonly readStdin: () => Promise<string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly now: () => Date;
}

/** One option in node:util parseArgs form, plus its help line. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  readonly multiple?: boolean;
  readonly help: Readonly<Record<Lang, string>>;
}

export type OptionValues = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

export interface CommandArgs {
  readonly values: OptionValues;
  readonly positionals: readonly string[];
  /** The language chosen by --lang, GF_LANG or the locale. */
  readonly lang: Lang;
}

export interface Command {
  /** The words that select it, e.g. "roll" or "keys init". */
  readonly name: string;
  /** The positional part of its usage line, e.g. "<pool>". */
  readonly usage: string;
  readonly summary: Readonly<Record<Lang, string>>;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Most commands take a fixed number of positionals; the dispatcher enforces [min, max]. */
  readonly positionals: readonly [min: number, max: number];
  readonly run: (args: CommandArgs, io: CliIo) => Promise<number> | number;
}

/**
 * A failure the user caused (bad input, missing key…): the dispatcher prints its message on one
 * line and exits with `exitCode` (2 by default), never a stack trace.
 */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = 2) {
    super(message);
    this.name = "CliError";
  }
}

/** The value of a string option, or undefined. */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

export function flag(values: OptionValues, name: string): boolean {
  return values[name] === true;
}
