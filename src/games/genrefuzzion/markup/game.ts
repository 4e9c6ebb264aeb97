// GenreFuzzion's markup as the shared framework serves it: its block specs (registry.ts) behind the
// MarkupGame interface, for the one markdown-it rule, the Discourse feature and the post locator.
import type MarkdownIt from "markdown-it";
import type { Lang } from "../../../lib/i18n.js";
import { gameMarkup } from "../../../markup/markdown-it-plugin.js";
import type { LocatedBlock, MarkupGame } from "../../../markup/markup-game.js";
import { parseBlock } from "./parse-block.js";
import type { ParsedBlock } from "./schemas.js";
import { BLOCK_SPECS } from "./registry.js";
import { GAME_ID, tags as genreFuzzionTags } from "./tags.js";

export { GAME_ID };

const SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));

export interface GfMarkupOptions {
  /** Language of blocks that do not tell theirs (the site's default). */
  readonly lang?: Lang;
}

/** Tag (every alias, lower case) → block name. */
export const GF_TAGS: ReadonlyMap<string, string> = genreFuzzionTags.tags;

/** Block name → its canonical tag ("pool" → "gf-pool"), which an error card names. */
export const GF_CANONICAL_TAG: ReadonlyMap<string, string> = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c.spec.tags[0]!]));

/** One located block parsed by its spec. */
export const parseGfBlock = (key: string, located: LocatedBlock, lang: Lang): ParsedBlock =>
  parseBlock(SPEC_BY_NAME.get(key as ParsedBlock["block"])!, located, lang);

/**
 * GenreFuzzion's blocks for the shared rule. No `render`: the forum cooks each block as its lines
 * (src/markup/cooked-card.ts) and the reader's browser parses and draws it (cards/read-card.ts).
 */
export function genreFuzzionMarkup(): MarkupGame<ParsedBlock> {
  return { ...genreFuzzionTags, parse: parseGfBlock };
}

/** `md.use(genreFuzzion, { lang: "es" })`: a markdown-it that reads GenreFuzzion's blocks only. */
export function genreFuzzion(md: MarkdownIt, options: GfMarkupOptions = {}): void {
  gameMarkup(md, options.lang ? { games: [genreFuzzionMarkup()], lang: options.lang } : { games: [genreFuzzionMarkup()] });
}
