// Exactly the tags and attributes the renderers emit, in the format of Discourse's helper.allowList
// (pretty-text/allow-lister.js: "tag", "tag.class", "tag[attr]"). Discourse's sanitizer strips
// anything else and compares a class attribute's whole value with the listed ones, so cards carry
// no classes at all: a card is `div[data-gf-card]`, its one attribute holding the block's name and
// data (card-data.ts), around plain fallback text. test/markup checks every emitted tag and attribute against this list,
// over the doc examples and 100k fuzzed posts.
export const ALLOW_LIST: readonly string[] = [
  "div[data-gf-card]",
  "br", "pre", "code",
];
