// The markup framework's public face: the one markdown-it rule every game's blocks go through, the
// post locator, the error card, and raw-text editing by span. Games come in as MarkupGame values.
export { parseGamePost, type ParsePostOptions } from "./parse-post.js";
export { gameMarkup, allowListOf, MAX_BLOCKS_PER_POST, type GameMarkupOptions, type GfTokenMeta } from "./markdown-it-plugin.js";
export type { MarkupGame, GameParsedBlock, LocatedBlock, PostBlock } from "./markup-game.js";
export { bbcodeQuotes } from "./bbcode-quote-rule.js";
export { applyEdits, splitLines, spanOf, utf8Length, type Edit, type Span, type SourceLine } from "./source.js";
export { ALLOW_LIST } from "./allowlist.js";
export { decodeAttrValue, encodeAttrValue, shownName } from "./attr-values.js";
