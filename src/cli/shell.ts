// Helpers the dice commands share: turning a core error into a one-line CliError, loading the
// operator from the data dir, and reading option values that need checking.
import type { Catalogue, Lang } from "../lib/i18n.js";
import { localise } from "../lib/i18n.js";
import { gfError, type GfError, type Result } from "../lib/result.js";
import { nodeCrypto } from "../dice/crypto-node.js";
import { diceMessages } from "../dice/messages.js";
import { loadOperator, resolveDataDir, type Operator } from "../dice/operator.js";
import { MIN_REVEAL_DELAY_SECONDS } from "../dice/epoch.js";
import { CliError, stringOption, type CliIo, type CommandArgs } from "./command.js";
import { cliMessages } from "./messages.js";

/** The message of a dice or CLI error in `lang`. */
export function say(lang: Lang, error: GfError, catalogue: Catalogue = { ...diceMessages, ...cliMessages }): string {
  return localise(catalogue, error, lang);
}

/** A CLI message by code. */
export const text = (lang: Lang, code: string, params?: Record<string, string | number>): string =>
  say(lang, gfError(code, undefined, params));

/** The value, or a CliError carrying the localised message (exit `exitCode`, 2 by default). */
export function orFail<T>(result: Result<T>, lang: Lang, catalogue?: Catalogue, exitCode = 2): T {
  if (result.ok) return result.value;
  throw new CliError(say(lang, result.error, catalogue), exitCode);
}

export function dataDirOf(args: CommandArgs, io: CliIo): string {
  return resolveDataDir(stringOption(args.values, "data-dir"), io.env, io.cwd);
}

export function operatorOf(args: CommandArgs, io: CliIo): Operator {
  return orFail(loadOperator(dataDirOf(args, io), nodeCrypto), args.lang);
}

/** An ISO 8601 time option, in ms. */
export function timeOption(args: CommandArgs, name: string): number | undefined {
  const value = stringOption(args.values, name);
  if (value === undefined) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new CliError(text(args.lang, "cli.bad-time", { value }));
  return ms;
}

/** A positive whole-number option no larger than `max`. */
export function countOption(args: CommandArgs, name: string, max: number): number | undefined {
  const value = stringOption(args.values, name);
  if (value === undefined) return undefined;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= max)) throw new CliError(text(args.lang, "cli.bad-count", { name: `--${name}`, max, value }));
  return n;
}

/** "1d", "6h", "30m", "90s" or plain seconds. */
export function periodOption(args: CommandArgs, name: string): number | undefined {
  const value = stringOption(args.values, name);
  if (value === undefined) return undefined;
  const m = /^(\d{1,9})([smhd]?)$/.exec(value);
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86_400 }[m?.[2] ?? ""] ?? 1;
  const seconds = m ? Number(m[1]) * unit : NaN;
  if (!(seconds >= 1 && seconds <= 366 * 86_400)) throw new CliError(text(args.lang, "cli.bad-period", { value }));
  return seconds;
}

/**
 * `--reveal-delay`, at least MIN_REVEAL_DELAY_SECONDS (Discourse's webhook retry window, docs/verifiable-dice.md §5) unless
 * `--short-reveal` says the keys are for a sandbox or test forum; undefined when not given.
 */
export function revealDelayOption(args: CommandArgs): number | undefined {
  const seconds = periodOption(args, "reveal-delay");
  if (seconds === undefined || seconds >= MIN_REVEAL_DELAY_SECONDS || args.values["short-reveal"] === true) return seconds;
  throw new CliError(text(args.lang, "cli.reveal-delay-short", { value: stringOption(args.values, "reveal-delay")!, min: MIN_REVEAL_DELAY_SECONDS / 60 }));
}
