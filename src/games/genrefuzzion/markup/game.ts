// GenreFuzzion's markup as the shared framework serves it: its block specs (registry.ts) behind the
// MarkupGame interface, for the one markdown-it rule, the Discourse feature and the post locator.
import type MarkdownIt from "markdown-it";
import type { Lang } from "../../../lib/i18n.js";
import { ALLOW_LIST } from "../../../markup/allowlist.js";
import type { SheetWarningsHook } from "../../../markup/block-spec.js";
import { gameMarkup } from "../../../markup/markdown-it-plugin.js";
import type { MarkupGame } from "../../../markup/markup-game.js";
import { parseBlock } from "../../../markup/parse-block.js";
import { renderBlock } from "../../../markup/render.js";
import type { ParsedBlock } from "../../../markup/schemas.js";
import { BLOCK_SPECS, BLOCKS_BY_TAG } from "./registry.js";

export const GAME_ID = "genrefuzzion";

const SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));

export interface GfMarkupOptions {
  /** Language of cards and errors when the block itself does not tell (the site's default). */
  readonly lang?: Lang;
  /** Warnings the sheet card shows (the sheet's creation checks, sheetCardWarnings); none without it. */
  readonly sheetWarnings?: SheetWarningsHook;
}

/** GenreFuzzion's blocks for the shared rule; the sheet card draws `sheetWarnings` when given. */
export function genreFuzzionMarkup(options: Pick<GfMarkupOptions, "sheetWarnings"> = {}): MarkupGame<ParsedBlock> {
  return {
    game: GAME_ID,
    tags: new Map([...BLOCKS_BY_TAG].map(([tag, compiled]) => [tag, compiled.spec.name])),
    parse: (key, located, lang) => parseBlock(SPEC_BY_NAME.get(key as ParsedBlock["block"])!, located, lang),
    render: (parsed, source) => renderBlock(SPEC_BY_NAME.get(parsed.block), parsed, source, { sheetWarnings: options.sheetWarnings }),
    allowList: ALLOW_LIST,
  };
}

/** `md.use(genreFuzzion, { lang: "es" })`: a markdown-it that reads GenreFuzzion's blocks only. */
export function genreFuzzion(md: MarkdownIt, options: GfMarkupOptions = {}): void {
  gameMarkup(md, options.lang ? { games: [genreFuzzionMarkup(options)], lang: options.lang } : { games: [genreFuzzionMarkup(options)] });
}
