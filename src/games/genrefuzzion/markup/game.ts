// GenreFuzzion's markup as the shared framework serves it: its block specs (registry.ts) behind the
// MarkupGame interface, for the one markdown-it rule, the Discourse feature and the post locator.
import type MarkdownIt from "markdown-it";
import type { Lang } from "../../../lib/i18n.js";
import { gameMarkup } from "../../../markup/markdown-it-plugin.js";
import type { MarkupGame } from "../../../markup/markup-game.js";
import { parseGfBlock, useBlockSpec } from "./read-blocks.js";
import { SHEET_SPEC } from "./registry.js";
import type { ParsedBlock } from "./schemas.js";
import { GAME_ID, tags as genreFuzzionTags } from "./tags.js";

export { GAME_ID };

export interface GfMarkupOptions {
  /** Language of blocks that do not tell theirs (the site's default). */
  readonly lang?: Lang;
}

// Here every block is read, the sheet too (the game's chunk gets the sheet's spec later: ./read-blocks.ts).
useBlockSpec(SHEET_SPEC);

export { GF_CANONICAL_TAG, GF_TAGS, parseGfBlock } from "./read-blocks.js";

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
