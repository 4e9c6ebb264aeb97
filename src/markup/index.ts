// The markup part's public face: parse posts into typed blocks, render them, edit raw text by span.
export { parsePost, type ParsePostOptions } from "./parse-post.js";
export { genreFuzzion, MAX_BLOCKS_PER_POST, type GfMarkupOptions, type GfTokenMeta } from "./markdown-it-plugin.js";
export { bbcodeQuotes } from "./bbcode-quote-rule.js";
export { renderBlock, errorMessage } from "./render.js";
export { applyEdits, splitLines, spanOf, utf8Length, type Edit, type Span, type SourceLine } from "./source.js";
export { ALLOW_LIST } from "./allowlist.js";
export { decodeAttrValue, encodeAttrValue, shownName } from "./attr-values.js";
export * from "./schemas.js";
