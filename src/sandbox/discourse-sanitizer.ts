// Discourse's post sanitizer, modelled from its behaviour so the sandbox (and the tests and the
// bench) strip exactly what a real forum strips. Read from discourse/discourse:
//   frontend/pretty-text/addon/sanitizer.js     @ 7bed4adf025a1afe2619377eda9521086525355b
//   frontend/pretty-text/addon/allow-lister.js  @ 134450e1b1a175a4765bb248bbea077b5022481c
//   frontend/pretty-text/package.json           @ 0545682697f287d823dac64d289ad8e0053e9992 (xss ^1.0.15)
//   frontend/discourse-markdown-it/src/engine.js @ 3967b002d0cccff2a5f65ec6c738288822c0eead
// Discourse runs the `xss` package with an allowlist that names tags but no attributes, so every
// attribute goes through its onIgnoreTagAttr hook. That hook keeps an attribute only when:
//  - the tag's entries name the attribute with "*" (from "tag[attr]") or with this exact, whole
//    value (from "tag.cls" or "tag[attr=value]"): class="gf-card gf-pool" survives only if the
//    string "gf-card gf-pool" itself is an entry; "div.gf-card" + "div.gf-pool" do not add up;
//  - it is a data-* attribute (never data-html-*) and the tag has "data-*", or an entry whose
//    name (a trailing "*" standing for \w+?) matches the attribute's name from its start;
//  - it is an <a href> of http(s), protocol-relative, site-relative, #anchor or mailto form, or a
//    media src of that form or data:image;
//  - or one of the special cases below (heading ids, autoplay, the features' custom functions).
// Every rule runs only for a tag that has some entry; any other tag is unwrapped (its text kept),
// <script> and <table> lose their bodies too when not allowlisted, comments go.
// We use the same `xss` package, configured as Discourse configures it, and call it as Discourse
// does (a new filter per post), so the cost measured in bench/markup is the cost a forum pays.
import xssModule from "xss";

type XssNamespace = typeof import("xss");
// The package is CommonJS: its default import is the module object, which carries the helpers.
const xss = xssModule as unknown as Pick<XssNamespace, "filterXSS" | "escapeAttrValue">;

/** A feature's `helper.allowList({ custom(tag, name, value) })` function. */
export type CustomAllow = (tag: string, name: string, value: string) => boolean;

/**
 * allow-lister.js DEFAULT_LIST: what every Discourse forum allows, whatever its plugins.
 * (a[href], img[src], source[src|srcset] and track[src] are judged by the URL rules instead.)
 */
export const DISCOURSE_DEFAULT_LIST: readonly string[] = [
  "a.anchor", "a.attachment", "a.hashtag", "a.mention", "a.mention-group", "a.onebox", "a.inline-onebox",
  "a.inline-onebox-loading",
  "a[class=inline-onebox --gh-status-draft]", "a[class=inline-onebox --gh-status-open]",
  "a[class=inline-onebox --gh-status-approved]", "a[class=inline-onebox --gh-status-changes_requested]",
  "a[class=inline-onebox --gh-status-merged]", "a[class=inline-onebox --gh-status-closed]",
  "a[data-bbcode]", "a[data-word]", "a[name]", "a[rel=nofollow]", "a[rel=ugc]", "a[target=_blank]", "a[title]",
  "abbr[title]", "aside.quote", "aside[data-*]", "audio", "audio[controls]", "audio[preload]",
  "b", "big", "blockquote", "br", "code", "dd", "del",
  "div", "div.quote-controls", "div.title", "div[align]", "div[lang]", "div[data-*]", "div[dir]",
  "dl", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i",
  "iframe", "iframe[frameborder]", "iframe[height]", "iframe[marginheight]", "iframe[marginwidth]", "iframe[width]",
  "iframe[allowfullscreen]", "iframe[allow]",
  "img[alt]", "img[role]", "img[height]", "img[title]", "img[width]", "img[data-thumbnail]",
  "ins", "kbd", "li", "mark", "ol", "ol[reversed]", "ol[start]", "ol[type]", "p", "p[lang]", "picture", "pre",
  "s", "small", "span[lang]", "span.excerpt", "div.excerpt", "div.video-container", "div.video-placeholder-container",
  "div.onebox-placeholder-container", "span.placeholder-icon video", "span.hashtag", "span.mention",
  "strike", "strong", "sub", "sup", "source[data-orig-src]", "source[type]",
  "track", "track[default]", "track[label]", "track[kind]", "track[srclang]", "ul",
  "video", "video[controls]", "video[controlslist]", "video[crossorigin]", "video[height]", "video[loop]",
  "video[muted]", "video[playsinline]", "video[poster]", "video[preload]", "video[width]",
  "ruby", "ruby[lang]", "rb", "rb[lang]", "rp", "rt", "rt[lang]",
];

/**
 * What Discourse's own markdown features add to every forum, for the HTML markdown-it and our
 * [quote] rule produce (frontend/discourse-markdown-it/src/features/):
 * table.js @ 37ecb6cca8212ee966512a52749d6787e3e0ccb5, quotes.js @ 9fecc77ce028cc731a64fb4be90453bc9bd24a55,
 * code.js. The other default features (emoji, mentions, oneboxes…) allow elements that neither
 * the plugin nor plain markdown-it emit; leaving them out can only make this model stricter.
 * And the discourse-details plugin, bundled with Discourse and enabled by default
 * (plugins/discourse-details/assets/javascripts/lib/discourse-markdown/details.js: its setup's
 * helper.allowList), whose <details><summary> the games' openings fold their setting keys in.
 */
export const DISCOURSE_FEATURE_LIST: readonly string[] = [
  "table", "tbody", "thead", "tr", "th", "th[colspan]", "th[rowspan]", "td", "td[colspan]", "td[rowspan]",
  "div.md-table",
  "img[class=avatar]", "img[loading=lazy]",
  "pre[data-code-*]",
  "summary", "summary[title]", "details", "details[open]", "details.elided",
];

/** The same features' custom functions: table cell alignment, quote asides, code languages. */
export const DISCOURSE_FEATURE_CUSTOM: readonly CustomAllow[] = [
  (tag, name, value) => (tag === "th" || tag === "td") && name === "style"
    && (value === "text-align:right" || value === "text-align:left" || value === "text-align:center"),
  (tag, name, value) => tag === "aside" && name === "class" && (value === "quote no-group" || /^quote group-(.+)$/.test(value)),
  (tag, name, value) => tag === "code" && name === "class" && /^lang-.+$/.test(value),
];

type AttrRules = Record<string, string[]>;
interface AllowTables {
  /** Tag → [] (xss's allowList: tags only, so every attribute reaches onIgnoreTagAttr). */
  readonly tagList: Record<string, string[]>;
  /** Tag → attribute → allowed whole values ("*" for any). */
  readonly attrList: Record<string, AttrRules>;
}

// allow-lister.js's entry grammar: "tag", "tag[attr]", "tag[attr=value]", each optionally followed
// by ".class" parts. The entry is split at every "." first, as Discourse does (so a value with a
// dot in it is cut there, on Discourse too).
const ENTRY = /([^[]+)(\[([^=]+)(=(.*))?\])?/;

function buildTables(entries: readonly string[]): AllowTables {
  // Null-prototype records: a tag or attribute named like an Object.prototype member finds nothing.
  const tagList: Record<string, string[]> = Object.create(null);
  const attrList: Record<string, AttrRules> = Object.create(null);
  for (const entry of entries) {
    const [tagWithAttr, ...classes] = entry.split(".");
    const m = ENTRY.exec(tagWithAttr!);
    if (!m) continue;
    const tag = m[1]!;
    const attr = m[3];
    const value = m[5];
    tagList[tag] = [];
    const attrs = (attrList[tag] ??= Object.create(null) as AttrRules);
    if (classes.length > 0) attrs["class"] = (attrs["class"] ?? []).concat(classes);
    if (attr) {
      if (value) (attrs[attr] ??= []).push(value);
      else attrs[attr] = ["*"];
    }
  }
  return { tagList, attrList };
}

function attr(name: string, value: string): string {
  return value ? `${name}="${xss.escapeAttrValue(value)}"` : name;
}

/** sanitizer.js hrefAllowed, with no extra href schemes (the allowed_href_schemes setting's default). */
export function hrefAllowed(href: string): string | undefined {
  const h = href.replace(/'/g, "%27");
  if (/^(https?:)?\/\/[\w.-]+/i.test(h)) return h;
  if (/^\/[\w.-]+/i.test(h)) return h;
  if (/^#[\w.-]+/i.test(h)) return h;
  if (/^mailto:[\w.@-]+/i.test(h)) return h;
  return undefined;
}

const MEDIA_SRC: Readonly<Record<string, readonly string[]>> = { img: ["src"], source: ["src", "srcset"], track: ["src"] };

function sanitizeMediaSrc(tag: string, name: string, value: string): string | undefined {
  if (!Object.hasOwn(MEDIA_SRC, tag) || !MEDIA_SRC[tag]!.includes(name)) return undefined;
  if (value.startsWith("data:image")) return attr(name, value);
  if (name === "srcset") {
    const kept = value.split(",").map((v) => v.split(" ", 2)).map(([url, size]) => {
      const ok = hrefAllowed(url ?? "");
      return ok ? (size ? `${ok} ${size}` : ok) : undefined;
    });
    return attr(name, kept.join(","));
  }
  return attr(name, hrefAllowed(value) ?? "");
}

/** A data-* name against the tag's entries, a trailing "*" matching \w+? (anchored at the start only). */
function testDataAttribute(forTag: AttrRules, name: string, value: string): boolean {
  return Object.keys(forTag).some((k) => {
    const values = forTag[k]!;
    return new RegExp(`^${k.replace(/\*$/, "\\w+?")}`).test(name) && (values.includes("*") || values.includes(value));
  });
}

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
// An <iframe> left without a src (its src was refused) is removed with what it holds.
const IFRAME_WITHOUT_SRC = /<iframe(?![^>]*\s+src\s*=)[^>]*>[\s\S]*?(<\/iframe\s*>|$)/gi;

function sanitize(text: string, tables: AllowTables, custom: readonly CustomAllow[]): string {
  if (!text) return "";
  // Lets "<3" and "<_<" through as text.
  const input = text.replace(/<([^A-Za-z/!]|$)/g, "&lt;$1");
  const { tagList, attrList } = tables;
  const result = xss.filterXSS(input, {
    allowList: tagList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ["script", "table"],
    onIgnoreTagAttr(tag: string, name: string, value: string): string | void {
      const forTag = attrList[tag];
      if (!forTag) return;
      const forAttr = forTag[name];
      if ((forAttr && (forAttr.includes("*") || forAttr.includes(value)))
        || (!name.includes("data-html-") && name.startsWith("data-")
          && (forTag["data-*"] || testDataAttribute(forTag, name, value)))
        || (tag === "a" && name === "href" && hrefAllowed(value))) {
        return attr(name, value);
      }
      const media = sanitizeMediaSrc(tag, name, value);
      if (media) return media;
      // No iframe origin is allowed here (the sandbox has no allowed_iframes setting).
      if (tag === "iframe" && name === "src") return "";
      if (tag === "video" && name === "autoplay") return "autoplay muted";
      // Any attribute of a heading whose value is a heading id (sanitizer.js checks the value only).
      if (HEADINGS.includes(tag) && /^heading--[a-zA-Z0-9\-_]+$/.test(value)) return attr(name, value);
      for (const fn of custom) if (fn(tag, name, value)) return attr(name, value);
      return;
    },
  });
  return result
    .replace(/\[removed\]/g, "")
    .replace(IFRAME_WITHOUT_SRC, "")
    .replace(/&(?![#\w]+;)/g, "&amp;")
    .replace(/&#39;/g, "'")
    .replace(/ \/>/g, ">");
}

/**
 * Discourse's sanitizer for a forum whose features allowlisted `allowList` (helper.allowList
 * entries, e.g. the plugin's ALLOW_LIST) on top of Discourse's defaults: cooked HTML in,
 * the HTML the forum stores and shows out.
 */
export function makeDiscourseSanitizer(allowList: readonly string[]): (html: string) => string {
  const tables = buildTables([...DISCOURSE_DEFAULT_LIST, ...DISCOURSE_FEATURE_LIST, ...allowList]);
  return (html) => sanitize(html, tables, DISCOURSE_FEATURE_CUSTOM);
}
