// GenreFuzzion's markup, with the shared framework's pieces it is used with: parse posts into typed
// blocks, turn them into card data, edit raw text by span.
export { parsePost, type ParsePostOptions } from "./parse-post.js";
export { genreFuzzion, genreFuzzionMarkup, GAME_ID, type GfMarkupOptions } from "./game.js";
export { MAX_BLOCKS_PER_POST, type GfTokenMeta } from "../../../markup/markdown-it-plugin.js";
export { bbcodeQuotes } from "../../../markup/bbcode-quote-rule.js";
export { cardPayload, errorMessage } from "./card-payload.js";
export { applyEdits, splitLines, spanOf, utf8Length, type Edit, type Span, type SourceLine } from "../../../markup/source.js";
export { ALLOW_LIST } from "../../../markup/allowlist.js";
export { decodeAttrValue, encodeAttrValue, shownName } from "../../../markup/attr-values.js";
export * from "./schemas.js";
