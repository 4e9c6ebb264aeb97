// Where a cited rule ID (TT-OPP-2, PJ-BID-2…) can be read by players. The rules reference is
// one page per language holding every game's reference (src/games/<id>/reference/<lang>.md, rendered
// to HTML by src/games/rules-reference.ts), each rule an
// anchor named after its ID in lower case. The Discourse plugin ships those pages in its
// public/ folder: when a plugin activates, Discourse links that folder to its own
// public/plugins/<plugin name>/ (lib/plugin/instance.rb, `activate!`, the `public_data` block;
// discourse/discourse 62ce38b73af426f07d070d2edd4fdc21fcd0880b), and its nginx serves every file
// under public/ before Rails, with `location ~ ^/plugins/` cached for a year
// (config/nginx.sample.conf, 00d445c4bcdecd11fb16816451401b5ebab0a6ab). So the default works on
// any forum with no outside URL; the sandbox forum serves the same pages at the same path.

import { PRODUCT_VERSION } from "./version.js";

/** The site setting gf_rules_url's default: the pages the plugin ships, relative to the forum. */
export const DEFAULT_RULES_URL = "/plugins/genrefuzzion/rules";

/** Whether `base` is the plugin's own pages (under a subfolder install's prefix, or on the forum's host). */
const isPluginPages = (base: string) => /(^|\/)plugins\/genrefuzzion\/rules$/.test(base);

/** The anchor of a rule's entry: its ID in lower case ("TT-OPP-2" → "tt-opp-2"). */
export function ruleAnchor(ruleId: string): string {
  return ruleId.trim().toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}

/**
 * The link to a rule's entry. `base` is the reference's address (gf_rules_url): by default
 * `${base}/${lang}.html#${anchor}`, with `?v=<version>` when `base` is the plugin's own pages:
 * Discourse's sample nginx config serves /plugins/ with a year's `immutable` cache
 * (config/nginx.sample.conf, discourse/discourse@00d445c4), so an address without the version
 * would keep showing a reader the rules of the release they first read. A base holding `{lang}` (and optionally `{rule}`) is a
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
  const path = trimmed.replace(/\/+$/, "");
  return `${path}/${lang}.html${isPluginPages(path) ? `?v=${PRODUCT_VERSION}` : ""}#${anchor}`;
}

/**
 * A rules address as the forum at `forumUrl` serves it: a path (the default, /plugins/…) gains the
 * forum's own path, so a forum installed in a subfolder (https://example.org/forum, Discourse's
 * DISCOURSE_RELATIVE_URL_ROOT) links /forum/plugins/…; an absolute URL or "" stays as it is.
 */
export function onForum(base: string, forumUrl: string): string {
  const trimmed = base.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return trimmed;
  const prefix = new URL(forumUrl).pathname.replace(/\/+$/, "");
  return prefix && !trimmed.startsWith(`${prefix}/`) ? `${prefix}${trimmed}` : trimmed;
}
