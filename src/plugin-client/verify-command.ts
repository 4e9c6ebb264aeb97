// The `gf verify` command that checks, from a terminal, what a roll's badge checked (the badge's panel
// offers it to copy): the same proof against the same operator (its published document, else the
// forum's configured key), the same post and block (--context, by the forum's post id, which the proof
// signs), the same pool, the same forum time for the block (--at: the post's, or the revision's that
// added the block, §V.1) and the same reply (--reply). Built in the page's verifier from the very
// Expected the badge was judged by, so the two cannot drift apart. `npx --no` runs the project's own
// bin and never fetches another package named "gf" from the registry where the project is not.
import { formatContext } from "../dice/context.js";
import { formatPool } from "../dice/die.js";
import type { Expected } from "../dice/verify.js";

/** Characters every shell takes as they are (sh, bash, zsh, PowerShell, cmd). */
const PLAIN = /^[A-Za-z0-9_./:@%+=,-]+$/;

/** A word as a shell reads it back: plain when it can be, else in double quotes, else in single quotes (POSIX). */
export function shellWord(word: string): string {
  if (PLAIN.test(word)) return word;
  if (!/["$`\\!]/.test(word)) return `"${word}"`;
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/** Where the page read the operator: its service's document when the forum names one, else the forum's configured key. */
export type CommandOperator = { readonly wellKnown: string } | { readonly key: string };

/**
 * The command, one line. `postVersion` is the proof's (field 13a of a v3 record; 1 for earlier ones):
 * --at is the forum's time the badge held the roll to, for that version.
 */
export function verifyCommand(proof: string, operator: CommandOperator, expected: Expected, postVersion: number): string {
  const at = postVersion > 1 && expected.forumTimeOf ? expected.forumTimeOf(postVersion) : expected.forumTime;
  const words = ["npx", "--no", "gf", "verify", proof,
    ...("wellKnown" in operator ? ["--well-known", operator.wellKnown] : ["--key", operator.key]),
    ...(expected.context ? ["--context", formatContext(expected.context)] : []),
    ...(expected.sizes?.length ? ["--pool", formatPool(expected.sizes)] : []),
    ...(at !== undefined ? ["--at", new Date(at).toISOString()] : []),
    ...(expected.replyPost !== undefined ? ["--reply", String(expected.replyPost)] : [])];
  return words.map(shellWord).join(" ");
}
