// Who a topic flow's posts may mention (for the games the runner plays: only real forum users, never a group or @here): a game's
// reply is markdown with players' words in it (a Facetas role's player as the opening names it, a
// Pujas table's players, a character's, a Component's or a facet's name), and the service's account
// would notify whatever follows an "@": a group as a whole, `@here`, chat's `@all`, or a made-up name.
// So before any flow post is queued, every "@name" in its prose is checked with the forum (ForumUsers:
// GET /u/{name}.json, cached; groups and mass mentions never pass) and each one that is not a user
// gets a word joiner (U+2060) after its "@": it reads the same and mentions no one. Code spans and
// fenced blocks are left as written (they mention no one, and the blocks a reply offers must paste back whole).
// Bidi controls are dropped everywhere in the post.
import type { ForumUsers } from "../users.js";

/** "@" + a Discourse username's letters, not inside a word (an e-mail address is not a mention). */
const MENTION = /(?<![\p{L}\p{M}\p{N}_.@`-])@([\p{L}\p{M}\p{N}_][\p{L}\p{M}\p{N}_.-]*)/gu;

/** The prose parts of a markdown text (outside fenced blocks and code spans), as [start, end) ranges. */
function proseRanges(raw: string): [number, number][] {
  const out: [number, number][] = [];
  let at = 0;
  let fence: string | undefined;
  for (const line of raw.split(/(?<=\n)/)) {
    const start = at;
    at += line.length;
    // A fence, indented or inside a list item or a quote (the replies' blocks are indented under their item).
    const marker = /^\s*(?:[-*+]\s+|\d+[.)]\s+|>\s?)*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) { fence = marker; continue; }
    // Inline code spans: a run of backticks to the same run.
    let from = 0;
    for (const m of line.matchAll(/(`+)[^]*?(?<!`)\1(?!`)/g)) {
      out.push([start + from, start + m.index]);
      from = m.index + m[0].length;
    }
    out.push([start + from, start + line.length]);
  }
  return out;
}

/** The names after an "@" in the text's prose, lower case. */
export function mentionedNames(raw: string): string[] {
  const names = new Set<string>();
  for (const [s, e] of proseRanges(raw)) for (const m of raw.slice(s, e).matchAll(MENTION)) names.add(m[1]!.replace(/[.-]+$/, "").toLowerCase());
  return [...names];
}

/** The text with the "@" of every prose mention whose name is not in `real` (lower case) followed by a word joiner. */
export function defuseMentionsOf(raw: string, real: ReadonlySet<string>): string {
  let out = "";
  let last = 0;
  for (const [s, e] of proseRanges(raw)) {
    out += raw.slice(last, s);
    out += raw.slice(s, e).replace(MENTION, (whole, name: string) => (real.has(name.replace(/[.-]+$/, "").toLowerCase()) ? whole : `@\u2060${name}`));
    last = e;
  }
  return out + raw.slice(last);
}

/** Unicode bidi controls: a name holding one would reorder the post's text around it. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The post as the service may send it: no bidi control anywhere, and mentions only of the forum's
 * users (asked through `users`, cached there).
 */
export async function onlyUsersMentioned(text: string, users: Pick<ForumUsers, "find">): Promise<string> {
  const raw = text.replace(BIDI, "");
  const names = mentionedNames(raw);
  if (names.length === 0) return raw;
  const real = new Set<string>();
  for (const name of names) if (await users.find(name)) real.add(name);
  return real.size === names.length ? raw : defuseMentionsOf(raw, real);
}
