// Every block of a raw post, parsed by its game with exact offsets into that raw text: what the
// service reads from webhook posts and what the sheet code rewrites. It finds blocks with the very
// rule the renderer uses (so a block in a code fence or a quote is skipped here too), then parses
// each block from the raw lines, whose \r\n and emoji markdown-it's normalisation would have blurred.
import MarkdownIt from "markdown-it";
import { DEFAULT_LANG, type Lang } from "../lib/i18n.js";
import { gameMarkup, type GfTokenMeta } from "./markdown-it-plugin.js";
import type { GameParsedBlock, MarkupGame, PostBlock } from "./markup-game.js";
import { splitLines } from "./source.js";

/**
 * The block locator of a list of games, and the test a post must pass to hold any of their blocks:
 * "[" then one of their tags' prefixes ("fa-", "tt-"…), letters in any case. The block rule opens a
 * block, a misspelt tag's included (tag-typo.ts: only among the tags of its prefix), only after that,
 * so a post without it has none of these games' blocks, and is not parsed.
 */
interface Locator { readonly md: MarkdownIt; readonly mayHold: RegExp }

/** One locator per list of games (a composition root builds its list once). */
const locators = new WeakMap<readonly MarkupGame[], Locator>();

function locatorFor(games: readonly MarkupGame[]): Locator {
  let locator = locators.get(games);
  if (!locator) {
    // Discourse cooks with html: true; the html_block rule decides where blocks can start.
    const md = new MarkdownIt({ html: true }).use(gameMarkup, { games });
    md.core.ruler.enableOnly(["normalize", "block"]);
    // Prefixes are lower-case letters, digits and "-" (tagIndex refuses others); /i without /u folds ASCII letters only, as the rule does.
    const prefixes = [...new Set(games.flatMap((g) => [...g.tags.keys()].map((t) => t.slice(0, t.indexOf("-") + 1))))];
    locator = { md, mayHold: new RegExp(`\\[(?:${prefixes.join("|")})`, "i") };
    locators.set(games, locator);
  }
  return locator;
}

export interface ParsePostOptions {
  /** Language for blocks that do not reveal theirs (the site's default). */
  readonly lang?: Lang;
}

/** The post's blocks of the given games, in order, each parsed by its own game. */
export function parseGamePost<P extends GameParsedBlock = GameParsedBlock>(
  raw: string, games: readonly MarkupGame<P>[], options: ParsePostOptions = {},
): PostBlock<P>[] {
  if (raw.indexOf("[") < 0) return [];
  const locator = locatorFor(games as readonly MarkupGame[]);
  if (!locator.mayHold.test(raw)) return [];
  const tokens = locator.md.parse(raw, { gfLocateOnly: true });
  // The games asked for only: the rule also locates the platform's blocks (the roll card), which no game parses here.
  const located = tokens.filter((t) => t.type === "gf_block" && games.some((g) => g.game === (t.meta as GfTokenMeta).game));
  if (located.length === 0) return [];
  const lines = splitLines(raw);
  return located.map((t) => {
    const meta = t.meta as GfTokenMeta;
    const game = games.find((g) => g.game === meta.game)!;
    const closed = meta.closeLine >= 0;
    const parsed = game.parse(meta.block, {
      openFrom: meta.openFrom,
      open: lines[meta.openLine]!,
      body: closed ? lines.slice(meta.openLine + 1, meta.closeLine) : [],
      close: closed ? lines[meta.closeLine] : undefined,
    }, options.lang ?? DEFAULT_LANG);
    return { game: game.game, tag: meta.tag, line: meta.openLine + 1, parsed };
  });
}
