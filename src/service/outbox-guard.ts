// The one guard on everything the service says in a thread. Every reply, of every game and of the
// service's own (refusals, sheets, points, reminders), enters the outbox through the store; the
// service hands its handlers only the store this file wraps (service.ts), so no game can forget it.
// A reply is markdown with players' words in it (a character's name, a challenge's id, a facet, a
// table's players), and the staff account that posts it would
// - notify whoever an "@name" in it names: a user, a group as a whole, `@here`, chat's `@all`;
// - draw any game's block whose tag starts a line (a quoted "> [tt-roll]", a listed "- [tt-roll]") as a card.
// So before a reply is stored:
// - every "@name" Discourse would cook as a mention gets a word joiner (U+2060) after its "@", which
//   reads the same and mentions no one, except the users the reply means to notify (the item's
//   `mentions`, each confirmed a user of the forum, never a mass mention or an automatic group);
// - every registered game's block tag at the start of a line gets its "[" as a character reference,
//   except the tags the reply means to draw (the item's `cards`: its own roll or table block);
// - bidi controls are dropped (they would reorder the reply's text around a name).
// Fenced and indented code blocks are left as written: Discourse cooks no mention and no block inside
// them, and the blocks a reply offers to paste must paste back whole. So are the blocks the reply
// draws as cards (its `cards`, located by the plugin's own block rule, src/markup): the plugin cooks a
// block as one element of escaped text with no inline content (cooked-card.ts), so Discourse's mention
// rule, which runs over inline text only, never reads it, and a character named "@carla8403" in a
// [tt-table] or [fa-mesa] stays spelled as its player must type it in a roll. Everything else is guarded, raw
// HTML and inline code included (the joiner is invisible there too), so no reading of the markdown that
// differs from the forum's can let a mention through.
//
// What Discourse cooks as a mention (read at discourse/discourse, app/assets/javascripts/pretty-text/
// addon/engines/discourse-markdown/mentions.js @0ba10bf29be0d2ee65015b2aa386f884fbac1584, the same
// rule as discourse-markdown-it/src/features/mentions.js @dc9f0b19c51bc15c1c22aa4933db9bc5f59d360b):
// "@" then a name of letters, marks and digits (\w without unicode_usernames) with "_", "." and "-"
// inside, up to 60 characters, ending in a letter or digit, or a single such character; matched in
// every inline text run outside code and links. A text run starts after any markup (emphasis, an HTML
// tag), and markdown-it turns "\@" and "&#64;" into a plain "@" first (text-post-process.js
// @c7da83252577d26c56b1f5eab6637857159457bc runs after them), so what comes before the "@" in the
// raw decides nothing here: every "@" (or its reference) before a name character is a mention.
import MarkdownIt from "markdown-it";
import { bbcodeQuotes, gameMarkup, type GfTokenMeta, type MarkupGame } from "../markup/index.js";
import type { ForumUsers } from "./users.js";
import { MASS_MENTIONS } from "./users.js";
import type { NewOutboxItem, Store } from "./store/store.js";

/** What a reply means to do: whom it notifies, which block tags it draws as cards. */
export interface ReplyIntent {
  /** Lower-case usernames, each already confirmed a user of the forum. */
  readonly mentions: ReadonlySet<string>;
  /** Lower-case block tags. */
  readonly cards: ReadonlySet<string>;
}

/** Discourse's name characters with unicode_usernames on (\p{Alphabetic}\p{Mark}\p{Decimal_Number}); \w is within them. */
const NAME_CHAR = String.raw`[\p{Alphabetic}\p{M}\p{Nd}_]`;
const NAME_END = String.raw`[\p{Alphabetic}\p{M}\p{Nd}]`;
/** "@" as written or as a character reference markdown-it decodes to it, then the name Discourse would read. */
const MENTION = new RegExp(String.raw`(@|&#0*64;|&#[xX]0*40;|&commat;)(${NAME_CHAR}(?:[\p{Alphabetic}\p{M}\p{Nd}_.\-]{0,58}${NAME_END})?)`, "gu");

/** Unicode bidi controls. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A line's container markers (indent, quote ">", list bullets and numbers) before its first text. */
const CONTAINERS = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;

const md = new MarkdownIt({ html: true });

/** One reader per list of games: Discourse's blocks, the [quote]s, and the games' blocks as the plugin finds them. */
const readers = new WeakMap<readonly MarkupGame[], MarkdownIt>();
function readerOf(games: readonly MarkupGame[]): MarkdownIt {
  let reader = readers.get(games);
  if (!reader) readers.set(games, reader = new MarkdownIt({ html: true }).use(bbcodeQuotes).use(gameMarkup, { games }));
  return reader;
}

/**
 * The 0-based lines Discourse cooks with no mention in them: fenced and indented code blocks, and
 * the closed blocks of `cards` the plugin draws (a block in a quote is no card, and stays guarded).
 */
function literalLines(raw: string, cards: ReadonlySet<string>, games: readonly MarkupGame[]): Set<number> {
  const out = new Set<number>();
  const tokens = cards.size && games.length ? readerOf(games).parse(raw, { gfLocateOnly: true }) : md.parse(raw, {});
  for (const t of tokens) {
    const drawn = t.type === "gf_block" && cards.has((t.meta as GfTokenMeta).tag) && (t.meta as GfTokenMeta).closeLine >= 0;
    if ((drawn || t.type === "fence" || t.type === "code_block") && t.map) {
      for (let l = t.map[0]; l < t.map[1]; l++) out.add(l);
    }
  }
  return out;
}

/** One line with its mentions defused, but the intended ones. */
function defuseLine(line: string, mentions: ReadonlySet<string>): string {
  return line.replace(MENTION, (whole, at: string, name: string) => {
    const lower = name.toLowerCase();
    return mentions.has(lower) && !MASS_MENTIONS.has(lower) ? whole : `${at}\u2060${name}`;
  });
}

/** One line with a leading block tag of a game made inert, unless the reply means to draw it. */
function inertTagLine(line: string, tags: ReadonlySet<string>, cards: ReadonlySet<string>): string {
  const lead = CONTAINERS.exec(line)![0].length;
  const tag = /^\[\/?([A-Za-z][\w-]*)(?=[\]\s=]|$)/.exec(line.slice(lead))?.[1]?.toLowerCase();
  if (tag === undefined || !tags.has(tag) || cards.has(tag)) return line;
  return `${line.slice(0, lead)}&#91;${line.slice(lead + 1)}`;
}

/**
 * A reply as the service may post it: no mention but the intended ones, no block tag of `tags` at a
 * line start but the intended cards, no bidi control. Pure; already guarded text comes back unchanged.
 * `games` are the registered games' markups (their tags are among `tags`): the cards the reply draws
 * are found as the plugin finds them.
 */
export function guardReply(raw: string, intent: ReplyIntent, tags: ReadonlySet<string>, games: readonly MarkupGame[] = []): string {
  // Lines as markdown-it counts them (it reads "\r\n" and a lone "\r" as one line break each).
  const text = raw.replace(BIDI, "").replace(/\r\n?/g, "\n");
  const lines = text.split("\n");
  const guarded = lines.map((line) => defuseLine(inertTagLine(line, tags, intent.cards), intent.mentions));
  // The literal lines only spare lines from the guard: when the guard changes no line, they change
  // nothing, and the reply is found safe without parsing it (a roll's reply, whose only mention is
  // its author and whose only block is its card, every time).
  if (guarded.every((line, i) => line === lines[i])) return text;
  const literal = literalLines(text, intent.cards, games);
  return lines.map((line, i) => (literal.has(i) ? line : guarded[i])).join("\n");
}

/** The names a reply may mention: those the forum confirms are its users (ForumUsers.find: no group, no mass mention). */
async function confirmed(names: readonly string[] | undefined, users: Pick<ForumUsers, "find">): Promise<Set<string>> {
  const out = new Set<string>();
  for (const name of new Set((names ?? []).map((n) => n.replace(/^@+/, "").toLowerCase()))) {
    if (name && !MASS_MENTIONS.has(name) && await users.find(name)) out.add(name);
  }
  return out;
}

export interface OutboxGuardDeps {
  readonly users: Pick<ForumUsers, "find">;
  /** Every registered game's block tags, each language's (GameModule.markup.tags). */
  readonly tags: Iterable<string>;
  /** The registered games' markups, to find the cards a reply draws as the plugin does. */
  readonly games?: readonly MarkupGame[];
}

/** An item as it may be stored: a reply guarded, its intent consumed; edits and replays as they are. */
export async function guardItem(item: NewOutboxItem, deps: { users: Pick<ForumUsers, "find">; tags: ReadonlySet<string>; games: readonly MarkupGame[] }): Promise<NewOutboxItem> {
  const { mentions, cards, ...rest } = item;
  if (item.kind !== "reply") return rest;
  const intent: ReplyIntent = { mentions: await confirmed(mentions, deps.users), cards: new Set((cards ?? []).map((c) => c.toLowerCase())) };
  return { ...rest, raw: guardReply(item.raw, intent, deps.tags, deps.games) };
}

/**
 * The store the service's handlers get: the same store, every reply guarded on its way in, whichever
 * of the store's ways in it takes (a plain enqueue, a refusal, a commit of rolls or of a game's state,
 * a points claim and its decision).
 */
export function guardedOutbox(store: Store, deps: OutboxGuardDeps): Store {
  const d = { users: deps.users, tags: new Set([...deps.tags].map((t) => t.toLowerCase())), games: deps.games ?? [] };
  const one = (item: NewOutboxItem) => guardItem(item, d);
  const all = (items: readonly NewOutboxItem[]) => Promise.all(items.map(one));
  return {
    ...store,
    enqueue: async (item) => store.enqueue(await one(item)),
    refusePost: async (key, replies, now) => store.refusePost(key, await all(replies), now),
    commitRolls: async (input) => store.commitRolls({ ...input, outbox: await all(input.outbox) }),
    commitScene: async (input) => store.commitScene({ ...input, outbox: await all(input.outbox) }),
    openPointsClaim: async (claim, flag) => store.openPointsClaim(claim, await one(flag)),
    decidePointsClaim: async (id, state, points, outbox) => store.decidePointsClaim(id, state, points, await all(outbox)),
  };
}
