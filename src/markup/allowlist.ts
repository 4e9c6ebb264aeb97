// Exactly the tags, classes and attributes the renderers emit, in the format of Discourse's
// helper.allowList (pretty-text/allow-lister.js: "tag.class", "tag[attr]"). The sanitizer strips
// anything else, and test/markup checks every emitted tag, class and attribute against this list.
export const ALLOW_LIST: readonly string[] = [
  // cards
  "div.gf-card", "div.gf-pool", "div.gf-error",
  "div[data-gf-block]", "div[data-gf-lang]", "div[data-gf-character]", "div[data-gf-role]",
  "div[data-gf-scene]", "div[data-gf-sheet]",
  "div.gf-card-header", "span.gf-card-title", "span.gf-role", "span[data-gf-role]", "span.gf-scene-ref",
  // pool entries and dice
  "ul.gf-entries", "li.gf-entry", "li[data-gf-kind]", "li[data-gf-owner]", "li[data-gf-sacrifice]",
  "span.gf-kind", "span.gf-name", "span.gf-note", "span.gf-dice", "span.gf-die", "span[data-gf-size]",
  "span.gf-die-pending", "ul.gf-boosts", "li.gf-boost", "li[data-gf-boost]",
  // error card
  "p.gf-error-title", "ul.gf-error-list", "li.gf-error-item", "li[data-gf-line]", "li[data-gf-column]",
  "li[data-gf-code]", "li[data-gf-rule]", "pre.gf-source", "code",
];
