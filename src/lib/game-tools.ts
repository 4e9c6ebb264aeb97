// What a game gives the `gf` command: the replay of its session logs and the reading of dice already
// rolled by hand, as pure functions of text. The command (src/cli/commands/game-commands.ts) makes
// `gf <game> replay` and `gf <game> eval` from every game of the registry that has them, and owns
// the rest once for every game: reading the file or standard input, the JSONL log, the check lines,
// the JSON output and the exit codes. In src/lib because a game may not import the command.
import { fill, type Catalogue, type Lang } from "./i18n.js";
import type { Replay, ReplayStep } from "./replay.js";
import type { GfError } from "./result.js";
import type { SchemaLike } from "./strict-keys.js";

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

/** One option in node:util parseArgs form, plus its help line. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  readonly multiple?: boolean;
  readonly help: Readonly<Record<Lang, string>>;
}

export type OptionValues = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

/** The value of a string option, or undefined. */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

export function flag(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

/** The command's words for an option value it cannot take, the same in every game's tools. */
const OPTION_MESSAGES = {
  badNumber: { es: "--{name} debe ser un número entero de {min} a {max}, no «{value}»", en: "--{name} must be a whole number from {min} to {max}, not \"{value}\"" },
  badChoice: { es: "--{name} admite {choices}, no «{value}»", en: "--{name} takes {choices}, not \"{value}\"" },
} satisfies Catalogue;

/** A whole-number option from `min` to `max` (one or two digits, a sign allowed), or undefined when not given; anything else is a CliError naming the range. */
export function wholeOption(values: OptionValues, name: string, min: number, max: number, lang: Lang): number | undefined {
  const v = stringOption(values, name);
  if (v === undefined) return undefined;
  const n = /^-?\d{1,2}$/.test(v) ? Number(v) : NaN;
  if (!(n >= min && n <= max)) throw new CliError(fill(OPTION_MESSAGES.badNumber[lang], { name, min, max, value: v }));
  return n;
}

/** One of `choices`, or undefined when not given; anything else is a CliError listing them. */
export function choiceOption<T extends string>(values: OptionValues, name: string, choices: readonly T[], lang: Lang): T | undefined {
  const v = stringOption(values, name);
  if (v === undefined) return undefined;
  if (!(choices as readonly string[]).includes(v)) throw new CliError(fill(OPTION_MESSAGES.badChoice[lang], { name, choices: choices.join(", "), value: v }));
  return v as T;
}

/** Label/value lines, padded so the values line up. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n");
}

/**
 * `gf <game> replay <file.jsonl | -> [--json]`: a session log (a setup line, then one action per line,
 * optionally `{"expect": …}` lines) through the game's rules (src/lib/replay.ts). The game gives the
 * walk and its own lines; the command prints "line N  <headline>", each detail line indented under it,
 * the checks where they fall, and exits 0 when every expectation holds, 1 when one fails, 2 when a
 * line is not valid or not legal.
 */
export interface ReplayTool<State = any, Action = any, Entry = any> {
  readonly summary: Readonly<Record<Lang, string>>;
  /** Other words naming the same command, kept for the logs and docs that used them first. */
  readonly alias?: string;
  /**
   * The game's replay doc, from the repository's root: its ```jsonl fences are replay logs, each a test
   * (test/games/replay-doc-examples.test.ts), and its "Every action of a replay log" table lists the
   * action types of `actions` with all their fields.
   */
  readonly doc: string;
  /** The schema an action line is read with (a union on `type`), the one the doc is held to. */
  readonly actions: SchemaLike;
  replay(records: readonly unknown[], lines: readonly number[]): Replay<State, Action, Entry>;
  /** The lines before the first step: who plays, what the setup posted. */
  head(initial: State, lang: Lang): string[];
  /** One step: its headline (after "line N  ") and its detail lines (indented by the command). */
  step(step: ReplayStep<State, Action, Entry>, lang: Lang): { readonly headline: string; readonly detail: readonly string[] };
  /** The lines after the last step, from the state it left. */
  tail(last: State, lang: Lang): string[];
  /** A refusal or mismatch in words. */
  message(error: GfError, lang: Lang): string;
  /** A mismatch of an `expect` line in words, when it reads differently from `message`. */
  mismatch?(error: GfError, lang: Lang): string;
}

/** A reading of dice: label/value rows for the terminal and the fields of its JSON. */
export interface DiceReading {
  readonly rows: readonly (readonly [string, string])[];
  readonly json: Readonly<Record<string, unknown>>;
}

/**
 * `gf <game> eval <dice>`: the game's reading of dice already rolled. The game reads; the command
 * adds `--json` and prints the reading once for every game: its rows as a table, or its JSON.
 */
export interface EvalTool {
  readonly summary: Readonly<Record<Lang, string>>;
  readonly alias?: string;
  readonly usage: string;
  readonly positionals: readonly [min: number, max: number];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** The reading of the dice given; bad input throws CliError. */
  read(values: OptionValues, positionals: readonly string[], lang: Lang): DiceReading;
  /**
   * The same reading of dice `gf roll` has just rolled with the operator's key, under this tool's
   * options. Dice the rules cannot read (a boost that cannot apply) throw CliError, after `gf roll`
   * has shown the roll, which stands. `gf roll` reads its dice with the first game of the registry
   * that gives this.
   */
  rolled?(dice: readonly { readonly size: number; readonly face: number }[], values: OptionValues, lang: Lang): DiceReading;
}

/** The reading as the command prints it: its JSON with `--json`, else its rows as a table. */
export function readingText(reading: DiceReading, json: boolean): string {
  return json ? JSON.stringify(reading.json, null, 2) : table(reading.rows);
}

/** What the record tool reads of the service's store: a topic's stored game (its scene row 0). */
export interface StoredGames {
  getScene(topicId: number, sceneNo: number): Promise<{ readonly state: string } | undefined>;
}

/** A topic's replay log as the store holds it, or why there is none (`detail`: why its stored game cannot be read, in words). */
export type StoredLog = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "no-game" | "no-log" }
  | { readonly ok: false; readonly reason: "unreadable"; readonly detail: string };

/** A topic's replay log from the records of the service's replies, or why there is none ("gap": a record says actions are missing). */
export type RecordedLog = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "none" | "gap" };

/**
 * `gf <game> export --topic N [--database DB | --forum URL] [--out FILE]`: export a topic as the game's
 * replay record, the log `gf <game> replay` reads, from the service's store or from the record the
 * service wrote into its replies. The game reads its stored game and its records; the command owns the
 * options, the store, the forum's API (only the service account's regular, visible, undeleted posts
 * count) and where the log is written.
 */
export interface RecordTool {
  readonly summary: Readonly<Record<Lang, string>>;
  readonly alias?: string;
  /** The topic's replay log from the service's store. */
  fromStore(store: StoredGames, topicId: number, lang: Lang): Promise<StoredLog>;
  /** The record lines a post's raw carries, or none. */
  readRecord(raw: string): unknown[] | undefined;
  /** The replay log from the records of a topic's service posts, in posting order. */
  logFromRecords(records: readonly (readonly unknown[])[]): RecordedLog;
}

/** A game's `gf` commands. */
export interface GameTools {
  readonly replay?: ReplayTool;
  readonly eval?: EvalTool;
  /** Export a topic as the game's replay record (`gf <game> export`). */
  readonly record?: RecordTool;
  /**
   * For `gf audit` (docs/verifiable-dice.md §V.5): the dice sizes a post's raw typed for its block
   * number `block`, when the game's block writes all its dice out (a pool read from a sheet does not);
   * undefined when the post holds no such block of this game's.
   */
  typedDice?(raw: string, block: number): readonly number[] | undefined;
}
