// What a `gf` command is. Commands are plain values in one table (commands/index.ts); each runs as a
// function of its parsed arguments and an injected io, and returns an exit code, so tests call
// them in-process with a fake io and no child process.
import type { OptionSpec, OptionValues } from "../lib/game-tools.js";
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

// The option helpers and CliError live in src/lib/game-tools.ts, where the games' own commands
// (`gf <game> replay|eval`) reach them too.
export { CliError, flag, stringOption, type OptionSpec, type OptionValues } from "../lib/game-tools.js";
