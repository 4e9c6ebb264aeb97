// A block as the forum cooks it: found, not parsed. The cooked HTML is one element,
//   <div data-gf-card="pool es 3 0">[xx-pool personaje="Ana"]<br>
//   Superfuerte d8<br>
//   [/xx-pool]</div>
// (xx-pool: a pool block of a game cooked this way)
// whose attribute holds the block's name, the site's default language when it was cooked, the
// post line its opening tag is on and where in that line the tag starts (after a list bullet),
// and whose text is the block's lines as the player wrote them. The client (src/plugin-client)
// reads both back, parses the lines with the same parser the service uses and draws the card in
// the reader's language; without JavaScript (emails, RSS, search, excerpts) the lines themselves
// are the fallback, as the poll plugin's fallback is its own list.
// A game chooses this by giving no `render` (markup-game.ts).
// Why nothing is parsed at cook time: the forum cooks every post, and a card post's parse and
// card data, run between ordinary posts, cost the forum several times what they cost in a loop of
// cards (bench/markup); finding a block is nearly free. See docs/decisions.md.
import { isLang, type Lang } from "../lib/i18n.js";
import { escapeText } from "./html.js";
import type { LocatedBlock } from "./markup-game.js";
import type { SourceLine } from "./source.js";
import { tagNameOf } from "./tag.js";

/** What the cooked attribute says about the block. */
export interface CookedHead {
  /** The key its game gives the block's tag (MarkupGame.tags): "pool", "scene"… */
  readonly key: string;
  /** The language of blocks that do not reveal theirs: the site's default when it was cooked. */
  readonly lang: Lang;
  /** 1-based post line of the opening tag (error messages cite post lines). */
  readonly firstLine: number;
  /** Where the opening tag starts in its line. */
  readonly openFrom: number;
}

/** A cooked block read back: its head and its lines, the first one whole (bullet included). */
export interface CookedBlock extends CookedHead {
  readonly lines: readonly string[];
}

/** Between the block's lines in the cooked HTML (a `<br>` so the fallback keeps its lines). */
const LINE_BREAK = "<br>\n";

/**
 * The cooked HTML of a block whose lines are text[starts[i], ends[i]) for i in [from, to]
 * (markdown-it's line marks), its attribute written from `head`. Costs one slice and one escape
 * test per line: the HTML is what the player wrote, escaped.
 */
export function cookedCard(head: CookedHead, text: string, starts: readonly number[], ends: readonly number[], from: number, to: number): string {
  return cookedLines(head.key + " " + head.lang + " " + head.firstLine + " " + head.openFrom, text, starts, ends, from, to);
}

/**
 * The same element with any `data-gf-card` value: one that needs no HTML escaping (a cooked
 * head, or an error card's data written by tag-typo.ts).
 */
export function cookedLines(value: string, text: string, starts: readonly number[], ends: readonly number[], from: number, to: number): string {
  let html = '<div data-gf-card="' + value + '">'
    + escapeText(text.slice(starts[from]!, ends[from]));
  for (let l = from + 1; l <= to; l++) html += LINE_BREAK + escapeText(text.slice(starts[l]!, ends[l]));
  return html + "</div>\n";
}

const HEAD = /^([a-z][a-z0-9-]{0,31}) (es|en) ([1-9]\d{0,8}) (\d{1,6})$/;

/**
 * A cooked card read back from its attribute (entities decoded, as getAttribute gives it) and its
 * lines' text (the element's textContent: each `<br>` is followed by the line break), for a game
 * whose tags are `tags` (MarkupGame.tags). Undefined unless the attribute is well formed and the
 * first line opens a block with the attribute's key, so a pasted look-alike draws nothing or, at
 * worst, the card of the text it holds.
 */
export function readCookedCard(attr: string, text: string, tags: ReadonlyMap<string, string>): CookedBlock | undefined {
  const m = HEAD.exec(attr);
  if (!m || !isLang(m[2])) return undefined;
  const openFrom = Number(m[4]);
  // The first line alone says whose block it is (each game's reader is offered every card): the rest is split only for its own.
  const end = text.indexOf("\n");
  const key = tags.get(tagNameOf(text.slice(openFrom, end < 0 ? text.length : end)) ?? "");
  if (key === undefined || key !== m[1]) return undefined;
  return { key, lang: m[2], firstLine: Number(m[3]), openFrom, lines: text.split("\n") };
}

/**
 * The block as the cook's rule located it, for its game's parser: one line means the tag was never
 * closed (its body stayed ordinary text), more means the last one closes it.
 */
export function locatedOf(cooked: CookedBlock): LocatedBlock {
  const lines: SourceLine[] = cooked.lines.map((text, i) =>
    ({ number: cooked.firstLine + i, text, start: 0, byteStart: 0, newline: "\n", ascii: undefined }));
  const closed = lines.length > 1;
  return { openFrom: cooked.openFrom, open: lines[0]!, body: closed ? lines.slice(1, -1) : [], close: closed ? lines[lines.length - 1] : undefined };
}

/** The block's source as the player wrote it, from its opening tag on (an error card shows it). */
export function cookedSource(cooked: CookedBlock): string {
  return [cooked.lines[0]!.slice(cooked.openFrom), ...cooked.lines.slice(1)].join("\n");
}
