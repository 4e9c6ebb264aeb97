// The markdown-it side: one block rule that finds every game's blocks, and one renderer rule that
// draws them. Used as `md.use(gameMarkup, { games, lang })` on plain markdown-it 14, by the sandbox
// forum and the post locator (parse-post.ts, for the service and sheet code), and as
// `md.use(gameBlocks, …)` by the Discourse feature (discourse-feature.ts), which brings its own
// [quote] rule, so all agree on which text is a block. Lines that do not start with "[" cost one
// character comparison; those that do, a few more against the games' tag prefixes.
import type MarkdownIt from "markdown-it";
import type StateBlock from "markdown-it/lib/rules_block/state_block.mjs";
import type Token from "markdown-it/lib/token.mjs";
import { DEFAULT_LANG, type Lang } from "../lib/i18n.js";
import type { GameParsedBlock, GameTags, MarkupGame } from "./markup-game.js";
import { cookedCard, cookedLines } from "./cooked-card.js";
import type { SourceLine } from "./source.js";
import { closeTagOf, tagNameOf } from "./tag.js";
import { bbcodeQuoteRule, bbcodeQuotes } from "./bbcode-quote-rule.js";
import { nearestTag, typoCardValue } from "./tag-typo.js";
import { DICE_ROLL_MARKUP } from "./dice-roll.js";

/**
 * The platform's own blocks, which every game's replies may carry whatever games a forum plays: the
 * roll card (dice-roll.ts). Read by the rule beside the games handed to it, cooked and allowed alike.
 */
const PLATFORM_BLOCKS: readonly MarkupGame[] = [DICE_ROLL_MARKUP as MarkupGame];
const withPlatformBlocks = <G extends GameTags>(games: readonly G[]): readonly (G | MarkupGame)[] =>
  [...PLATFORM_BLOCKS.filter((p) => !(games as readonly GameTags[]).includes(p)), ...games];

export interface GameMarkupOptions {
  /**
   * The games whose blocks this markdown-it reads (the composition root's registry): whole games,
   * or only their tags (GameTags) where no block is parsed at cook time (the forum's feature).
   */
  readonly games: readonly (MarkupGame | GameTags)[];
  /** Language of cards and errors when the block itself does not tell (the site's default). */
  readonly lang?: Lang;
  /**
   * For a game given by its tags that cooks its cards (GameTags.cooksCards): the whole game, when
   * this engine has it (gf-cook.js, see card-cooks.ts). Asked per block; without it the block is
   * cooked as its lines.
   */
  readonly cookOf?: (game: string) => MarkupGame | undefined;
}

/** The whole game behind `game` when `game` is one (it has a parser). */
const isWhole = (game: MarkupGame | GameTags): game is MarkupGame => typeof (game as Partial<MarkupGame>).parse === "function";

/** What a gf_block token carries in token.meta. */
export interface GfTokenMeta {
  /** The game the block belongs to, and the key its tag maps to (MarkupGame.tags). */
  readonly game: string;
  readonly block: string;
  /** The tag as written, lower case ("tt-desafio"). */
  readonly tag: string;
  /** 0-based lines of the opening and closing tags in markdown-it's source (close -1 if unclosed). */
  readonly openLine: number;
  /** Where the opening tag starts in its line (after indentation or a list bullet). */
  readonly openFrom: number;
  readonly closeLine: number;
  /** The parsed block; absent when only locating (parsePost parses from the raw text itself). */
  readonly parsed?: GameParsedBlock;
  readonly source: string;
}

const OPEN_BRACKET = 0x5b;

/**
 * Blocks drawn per post. Later ones stay ordinary text (still visible, never lost) and the
 * service ignores them too, since it finds blocks with this rule. Without a cap, a 1 MB post of
 * bare tag lines ("[tt-roll]") would cook into some 60 MB of error cards.
 */
export const MAX_BLOCKS_PER_POST = 100;

/**
 * What the rule remembers about one token list (one parse; nested containers share it): how many
 * blocks it holds, and for insideQuote the last open token seen at each nesting level and how far
 * it has looked.
 */
interface ParseState { readonly tokens: Token[]; count: number; scanned: number; readonly lastOpen: Token[] }

/**
 * Kept on the parse's env, which markdown-it hands to every rule of one parse, so the common case
 * (one token list per env) costs a property read. A WeakMap keyed by the token list was the
 * fallback for every post before: a WeakMap.set per post with blocks was the block rule's single
 * most expensive line, and its ephemeron table is work for every later garbage collection.
 * Parses that share an env but not a token list (a plugin parsing a fragment) fall back to it.
 */
const PARSE_STATE = Symbol("gf parse state");
const byTokens = new WeakMap<Token[], ParseState>();

function parseStateOf(state: StateBlock): ParseState {
  const env = state.env as Record<symbol, ParseState | undefined> | null | undefined;
  const here = env?.[PARSE_STATE];
  if (here?.tokens === state.tokens) return here;
  let found = byTokens.get(state.tokens);
  if (!found) {
    found = { tokens: state.tokens, count: 0, scanned: 0, lastOpen: [] };
    if (typeof env === "object" && env !== null && here === undefined && Object.isExtensible(env)) env[PARSE_STATE] = found;
    else byTokens.set(state.tokens, found);
  }
  return found;
}

/**
 * True when the current position is inside a quote: a markdown `>` quote or Discourse's
 * [quote] (both emit a `blockquote` container), or our own bbcode quote rule. The ancestor at
 * nesting level L is the last open token at level L (a later one at that level would have had to
 * follow the ancestor's close), so one forward scan, shared by all calls, answers it: linear time.
 */
function insideQuote(state: StateBlock, scan: ParseState): boolean {
  if (state.level === 0) return false;
  const tokens = state.tokens;
  for (; scan.scanned < tokens.length; scan.scanned++) {
    const t = tokens[scan.scanned]!;
    if (t.nesting === 1) scan.lastOpen[t.level] = t;
  }
  for (let level = 0; level < state.level; level++) {
    if (scan.lastOpen[level]?.tag === "blockquote") return true;
  }
  return false;
}

function lineOf(state: StateBlock, line: number, byteStart: number): SourceLine {
  const start = state.bMarks[line]!;
  return { number: line + 1, text: state.src.slice(start, state.eMarks[line]), start, byteStart, newline: "\n", ascii: undefined };
}

/** Every game's tags, and their prefixes up to the first "-" ("gf-", "tt-") for the cheap test. */
interface TagIndex {
  readonly byTag: ReadonlyMap<string, { readonly game: MarkupGame | GameTags; readonly key: string }>;
  readonly prefixes: readonly string[];
}

function tagIndex(games: readonly (MarkupGame | GameTags)[]): TagIndex {
  const byTag = new Map<string, { game: MarkupGame | GameTags; key: string }>();
  for (const game of games) {
    for (const [tag, key] of game.tags) {
      const other = byTag.get(tag);
      if (other) throw new Error(`the tag [${tag}] belongs to both ${other.game.game} and ${game.game}`);
      byTag.set(tag, { game, key });
    }
  }
  const prefixes = [...new Set([...byTag.keys()].map((t) => t.slice(0, t.indexOf("-") + 1)))];
  if (prefixes.some((p) => p.length < 2 || /[^a-z0-9-]/.test(p))) throw new Error(`tags start with a lower-case word and "-": ${prefixes.join(", ")}`);
  return { byTag, prefixes };
}

/** Whether src at pos (just after "[") starts with one of the prefixes, letters in any case. */
function startsWithPrefix(src: string, pos: number, prefixes: readonly string[]): boolean {
  outer: for (const prefix of prefixes) {
    for (let i = 0; i < prefix.length; i++) {
      const want = prefix.charCodeAt(i);
      let c = src.charCodeAt(pos + i);
      if (c >= 0x41 && c <= 0x5a) c |= 0x20;
      if (c !== want) continue outer;
    }
    return true;
  }
  return false;
}

/** The block rule: `(state, startLine, endLine, silent) => boolean`, check, bail, emit. */
function gfBlockRule(options: GameMarkupOptions, index: TagIndex) {
  const defaultLang = options.lang ?? DEFAULT_LANG;
  return function gf_block(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
    const pos = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (state.src.charCodeAt(pos) !== OPEN_BRACKET) return false; // the one cheap test
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false; // indented code
    // "[gf-", "[tt-"… in any case, before slicing anything.
    if (!startsWithPrefix(state.src, pos + 1, index.prefixes)) return false;
    const tag = tagNameOf(state.src.slice(pos, state.eMarks[startLine])) ?? "";
    const hit = index.byTag.get(tag);
    // A tag with a game's prefix that no game has: a slip of a known tag ([tt-chalenge]) is an error card.
    const meant = hit ? undefined : nearestTag(tag, index.byTag.keys());
    if (!hit && !meant) return false;
    const parse = parseStateOf(state);
    if (insideQuote(state, parse)) return false;
    // One token list per parse, shared by nested containers: it counts the post's blocks.
    if (parse.count >= MAX_BLOCKS_PER_POST) return false;
    if (silent) return true;
    parse.count++;
    if (!hit) return typoCard(state, index, tag, meant!, startLine, endLine, pos);

    const closeLine = findClose(state, hit, index, startLine, endLine);
    const lastLine = closeLine >= 0 ? closeLine : startLine;
    const source = state.src.slice(pos, state.eMarks[lastLine]);
    const token = state.push("gf_block", "div", 0);
    token.block = true;
    token.map = [startLine, lastLine + 1];
    const env = state.env as { gfLocateOnly?: boolean } | undefined;
    const openFrom = pos - state.bMarks[startLine]!;
    let parsed: GameParsedBlock | undefined;
    // The game that parses and renders this block at cook time, if any: a whole game with `render`,
    // or, for one given by its tags, the whole game this engine was handed for it (cookOf).
    const cook = env?.gfLocateOnly ? undefined
      : isWhole(hit.game) ? (hit.game.render ? hit.game : undefined)
      : hit.game.cooksCards ? options.cookOf?.(hit.game.game) : undefined;
    if (!env?.gfLocateOnly && !cook?.render) {
      // A game whose cards the reader's browser parses: the cooked card is the block's lines and
      // where they came from (cooked-card.ts); nothing is parsed here.
      token.content = cookedCard({ key: hit.key, lang: defaultLang, firstLine: startLine + 1, openFrom },
        state.src, state.bMarks, state.eMarks, startLine, lastLine);
    } else if (cook) {
      // Rendering needs no byte offsets, so they count from each line's start here (cheaper);
      // parse-post.ts, which the service and sheet code use, gives exact offsets into the raw post.
      const lines: SourceLine[] = [];
      for (let l = startLine; l <= lastLine; l++) lines.push(lineOf(state, l, 0));
      parsed = cook.parse(hit.key, {
        openFrom: pos - state.bMarks[startLine]!,
        open: lines[0]!,
        body: closeLine >= 0 ? lines.slice(1, -1) : [],
        close: closeLine >= 0 ? lines[lines.length - 1] : undefined,
      }, defaultLang);
    }
    const meta: GfTokenMeta = parsed
      ? { game: hit.game.game, block: hit.key, tag, openLine: startLine, openFrom, closeLine, source, parsed }
      : { game: hit.game.game, block: hit.key, tag, openLine: startLine, openFrom, closeLine, source };
    token.meta = meta;
    state.line = lastLine + 1;
    return true;
  };
}

/**
 * The error card of a misspelt tag (tag-typo.ts): the written block, up to its own closing tag
 * when one follows before any game's block, else its opening line alone, named by a gf_typo token
 * (the service's locator reads only gf_block tokens, so it never takes the slip for a block).
 */
function typoCard(state: StateBlock, index: TagIndex, tag: string, meant: string,
  startLine: number, endLine: number, pos: number): boolean {
  let closeLine = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const end = state.eMarks[line]!;
    if (start < end && state.sCount[line]! < state.blkIndent) break;
    if (state.src.charCodeAt(start) !== OPEN_BRACKET) continue;
    const text = state.src.slice(start, end);
    const closing = closeTagOf(text);
    if (closing === tag) { closeLine = line; break; }
    if ((closing !== undefined && index.byTag.has(closing)) || index.byTag.has(tagNameOf(text) ?? "")) break;
  }
  const lastLine = closeLine >= 0 ? closeLine : startLine;
  const openFrom = pos - state.bMarks[startLine]!;
  const token = state.push("gf_typo", "div", 0);
  token.block = true;
  token.map = [startLine, lastLine + 1];
  token.meta = { tag, meant, source: state.src.slice(pos, state.eMarks[lastLine]) };
  token.content = cookedLines(typoCardValue(tag, meant, startLine + 1, openFrom + 1), state.src, state.bMarks, state.eMarks, startLine, lastLine);
  state.line = lastLine + 1;
  return true;
}

/**
 * The line of the matching closing tag, or -1. Stops at the first other block tag of any game
 * (blocks do not nest) and where the enclosing container ends, so an unclosed block costs one pass
 * and never swallows the rest of the post: only its opening line becomes an error card.
 */
function findClose(state: StateBlock, hit: { readonly game: MarkupGame | GameTags; readonly key: string }, index: TagIndex, startLine: number, endLine: number): number {
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const end = state.eMarks[line]!;
    if (start < end && state.sCount[line]! < state.blkIndent) return -1;
    if (state.src.charCodeAt(start) !== OPEN_BRACKET) continue;
    const text = state.src.slice(start, end);
    const closing = closeTagOf(text);
    if (closing !== undefined) {
      const closes = index.byTag.get(closing);
      if (closes && closes.game === hit.game && closes.key === hit.key) return line;
      if (closes) return -1;
      continue;
    }
    const opening = tagNameOf(text);
    if (opening !== undefined && index.byTag.has(opening)) return -1;
  }
  return -1;
}

/**
 * `md.use(gameMarkup, { games, lang: "es" })` on a markdown-it without Discourse: it adds
 * Discourse's [quote] and [code] rules (bbcode-quote-rule.ts) so a quoted pool is never taken for a
 * new one, in the renderer or in the service, then the games' blocks.
 */
export function gameMarkup(md: MarkdownIt, options: GameMarkupOptions): void {
  if (!hasBBCode(md) && !md.block.ruler.getRules("").includes(bbcodeQuoteRule)) md.use(bbcodeQuotes);
  gameBlocks(md, options);
}

const hasBBCode = (md: MarkdownIt): boolean => (md.block as { bbcode?: unknown }).bbcode !== undefined;

/**
 * The games' block rule alone, after Discourse's [quote] rule (its BBCode rule sits after "fence"),
 * or after ours where gameMarkup added it: the Discourse feature uses this, so the page's bundle
 * carries no second [quote] rule.
 */
export function gameBlocks(md: MarkdownIt, options: GameMarkupOptions): void {
  const games = withPlatformBlocks(options.games);
  const index = tagIndex(games);
  const byGame = new Map(games.map((g) => [g.game, g]));
  const rule = gfBlockRule(options, index);
  const alt = { alt: ["paragraph", "reference", "blockquote", "list"] };
  let placed = false;
  // Ruler has no public look-up by name: after() throws when the name is missing (markdown-it's
  // lib/ruler.mjs), which is how a markdown-it without our [quote] rule is told apart.
  if (!hasBBCode(md)) {
    try { md.block.ruler.after("gf_bbcode_quote", "gf_block", rule, alt); placed = true; } catch { placed = false; }
  }
  if (!placed) md.block.ruler.after("fence", "gf_block", rule, alt);
  md.renderer.rules["gf_typo"] = (tokens, idx) => tokens[idx]!.content;
  md.renderer.rules["gf_block"] = (tokens, idx) => {
    const token = tokens[idx]!;
    const meta = token.meta as GfTokenMeta;
    if (!meta.parsed) return token.content;
    const game = byGame.get(meta.game)!;
    const cook = isWhole(game) ? game : options.cookOf?.(meta.game);
    return `${cook!.render!(meta.parsed, meta.source).toString()}\n`;
  };
}

/** The tags and attributes the games' cards emit, for Discourse's helper.allowList: every game's, once. */
export function allowListOf(games: readonly GameTags[]): string[] {
  return [...new Set(withPlatformBlocks(games).flatMap((g) => g.allowList))];
}
