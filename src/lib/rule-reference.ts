// Where a cited rule ID (GF-POOL-2, GF-AMB-17…) can be read by players. The rules reference is
// one page per language holding every game's reference (src/games/<id>/reference/<lang>.md, rendered
// to HTML by src/games/rules-reference.ts), each rule an
// anchor named after its ID in lower case. The Discourse plugin ships those pages in its
// public/ folder: when a plugin activates, Discourse links that folder to its own
// public/plugins/<plugin name>/ (lib/plugin/instance.rb, `activate!`, the `public_data` block;
// discourse/discourse 62ce38b73af426f07d070d2edd4fdc21fcd0880b), and its nginx serves every file
// under public/ before Rails, with `location ~ ^/plugins/` cached for a year
// (config/nginx.sample.conf, 00d445c4bcdecd11fb16816451401b5ebab0a6ab). So the default works on
// any forum with no outside URL; the sandbox forum serves the same pages at the same path.

/** The site setting gf_rules_url's default: the pages the plugin ships, relative to the forum. */
export const DEFAULT_RULES_URL = "/plugins/genrefuzzion/rules";

/** The anchor of a rule's entry: its ID in lower case ("GF-POOL-2" → "gf-pool-2"). */
export function ruleAnchor(ruleId: string): string {
  return ruleId.trim().toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}

/**
 * The link to a rule's entry. `base` is the reference's address (gf_rules_url): by default
 * `${base}/${lang}.html#${anchor}`. A base holding `{lang}` (and optionally `{rule}`) is a
 * template instead, for a reference hosted elsewhere in another shape:
 * "https://wiki.example/gf/{lang}/#{rule}". A relative base stays relative (the caller prefixes
 * the forum's own path, e.g. Discourse's getURL for subfolder installs).
 */
export function ruleReferenceUrl(base: string, lang: "es" | "en", ruleId: string): string {
  const anchor = ruleAnchor(ruleId);
  const trimmed = base.trim();
  if (trimmed.includes("{lang}") || trimmed.includes("{rule}")) {
    const filled = trimmed.replaceAll("{lang}", lang).replaceAll("{rule}", encodeURIComponent(anchor));
    return trimmed.includes("{rule}") ? filled : `${filled}#${anchor}`;
  }
  return `${trimmed.replace(/\/+$/, "")}/${lang}.html#${anchor}`;
}
