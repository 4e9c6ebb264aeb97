// Exactly the tags and attributes the cook emits, in the format of Discourse's helper.allowList
// (pretty-text/allow-lister.js: "tag", "tag.class", "tag[attr]"). Discourse's sanitizer strips
// anything else and compares a class attribute's whole value with the listed ones, so cards carry
// no classes at all: a cooked card is `div[data-gf-card]` around the block's lines, separated by
// `br` (cooked-card.ts). test/markup checks every emitted tag and attribute against this list,
// over the doc examples and 100k fuzzed posts.
export const ALLOW_LIST: readonly string[] = [
  "div[data-gf-card]",
  "br",
];
