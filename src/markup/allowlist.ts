// Exactly the tags, classes and attributes the renderers emit, in the format of Discourse's
// helper.allowList (pretty-text/allow-lister.js: "tag.class", "tag[attr]"). Discourse's sanitizer
// strips anything else; test/markup checks every emitted tag, class and attribute against this
// list, over the doc examples and 100k fuzzed posts.
const tagged = (tag: string, items: readonly string[]): string[] =>
  items.map((item) => (item.startsWith("[") ? `${tag}${item}` : `${tag}.${item}`));

export const ALLOW_LIST: readonly string[] = [
  ...tagged("div", [
    "gf-card", "gf-pool", "gf-scene", "gf-roll", "gf-action", "gf-interval", "gf-sheet", "gf-error",
    "gf-card-header", "gf-section", "gf-rolled",
    "[data-gf-block]", "[data-gf-lang]", "[data-gf-character]", "[data-gf-role]", "[data-gf-scene]", "[data-gf-sheet]",
    "[data-gf-protagonist]", "[data-gf-antagonist]", "[data-gf-antagonist-kind]", "[data-gf-post]", "[data-gf-proof]",
    "[data-gf-version]", "[data-gf-result]", "[data-gf-player]", "[data-gf-mode]", "[data-gf-pv]", "[data-gf-pk]",
    "[data-gf-section]",
  ]),
  ...tagged("span", [
    "gf-card-title", "gf-role", "gf-scene-ref", "gf-kind", "gf-name", "gf-note", "gf-detail", "gf-description",
    "gf-dice", "gf-die", "gf-die-result", "gf-die-botch", "gf-die-effect", "gf-die-pending", "gf-rating", "gf-state",
    "gf-pv", "gf-pk",
    "[data-gf-role]", "[data-gf-size]", "[data-gf-face]", "[data-gf-used]", "[data-gf-botch]", "[data-gf-side]",
    "[data-gf-value]", "[title]",
  ]),
  ...tagged("ul", ["gf-entries", "gf-boosts", "gf-allies", "gf-actions", "gf-error-list", "gf-warnings"]),
  ...tagged("ol", ["gf-objectives"]),
  ...tagged("li", [
    "gf-entry", "gf-boost", "gf-ally", "gf-action-item", "gf-objective", "gf-error-item", "gf-warning", "gf-error-more",
    "[data-gf-kind]", "[data-gf-owner]", "[data-gf-sacrifice]", "[data-gf-target]", "[data-gf-boost]", "[data-gf-action]",
    "[data-gf-outcome]", "[data-gf-state]", "[data-gf-difficulty]", "[data-gf-line]", "[data-gf-column]",
    "[data-gf-code]", "[data-gf-rule]",
  ]),
  ...tagged("p", ["gf-scene-title", "gf-section-title", "gf-notes", "gf-error-title"]),
  ...tagged("dl", ["gf-fields"]),
  ...tagged("dt", ["gf-field-name"]),
  ...tagged("dd", ["gf-field", "gf-result", "gf-effect", "gf-botches", "gf-points", "[data-gf-field]"]),
  ...tagged("pre", ["gf-source"]),
  "code",
];
