// The platform's own frames, shared by every game, rendered from Handlebars templates,
// `templates/<name>.<lang>.hbs`, es and en: a refused line quoted, a move or roll that stands, an
// unreadable game, a reminder, the rate limit, the dice commitment, the sheet guard's words. A game's own
// replies are its typed catalogue in its folder, assembled line by line from its rule state and
// read with `wordsOf` (src/lib/i18n.ts); a frame, a game service's own reply and every reply the flow
// runner posts for a game end the same way here (`finish`: trimmed, rule IDs linked). See docs/decisions.md. Templates hold
// no logic; the one helper, `code`, turns a user's line into a Markdown code span that nothing in it
// can break out of (a fence longer than any run of backticks inside, per CommonMark §6.1), so a
// quoted line can neither render as markup nor start a [gf-…] block; every other `{{value}}` is
// made inert by the one inert-text function (src/lib/inert-text.ts), so no value can start one either.
import Handlebars from "handlebars";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../lib/i18n.js";
import { codeSpan, inertCitingText, inertText } from "../lib/inert-text.js";
import { cutQuote, QUOTE_MAX } from "../lib/quoted-line.js";
import { linkRuleIds, ruleIdPattern } from "../lib/rule-links.js";
import { DEFAULT_RULES_URL } from "../lib/rule-reference.js";
import { encodeAttrValue } from "../markup/index.js";

export type TemplateName = "rate-limited" | "beacon-wait" | "undated-block" | "before-commitment" | "clock-refused" | "wrong-game" | "dice-commitment" | "dice-tip" | SheetTemplateName | FlowTemplateName;
export const TEMPLATE_NAMES: readonly TemplateName[] = ["rate-limited", "beacon-wait", "undated-block", "before-commitment", "clock-refused"];
/** The refusal of another game's blocks in a category (category-game.ts), with its own data. */
export const GAME_TEMPLATE_NAMES: readonly TemplateName[] = ["wrong-game"];
/** The service's own posts, which answer nobody: the dice commitment (docs/verifiable-dice.md §9.3). */
export const SERVICE_TEMPLATE_NAMES: readonly TemplateName[] = ["dice-commitment", "dice-tip"];

/** The topic-flow runner's own replies (src/service/flows): a refused line quoted inertly (or the rest of a post after its dice), a stored game it cannot read, an applied post's edit, sheet fields a write left as a player wrote them, or a sheet change not written at all. */
export type FlowTemplateName = "flow-error" | "flow-unreadable" | "flow-rest-refused" | "flow-stands" | "flow-reminder" | "flow-sheet-kept" | "flow-sheet-unwritten";
export const FLOW_TEMPLATE_NAMES: readonly FlowTemplateName[] = ["flow-error", "flow-unreadable", "flow-rest-refused", "flow-stands", "flow-reminder", "flow-sheet-kept", "flow-sheet-unwritten"];

/** Replies about sheets (src/service/sheets/sheet-guard.ts). */
export type SheetTemplateName = "sheet-owner" | "sheet-reverted" | "sheet-second" | "sheet-not-wiki" | "sheet-placeholder" | "sheet-in-play";
export const SHEET_TEMPLATE_NAMES: readonly SheetTemplateName[] = ["sheet-owner", "sheet-reverted", "sheet-second", "sheet-not-wiki", "sheet-placeholder", "sheet-in-play"];

/** How every reply ends, a frame or a game's own: trimmed, every rule ID it cites linked to its entry in the rules reference. */
export interface ReplyFinish {
  /** A game's reply, worded by its catalogue (player text already inert), as the forum gets it. */
  finish(markdown: string, lang: Lang): string;
}
export interface SheetTemplates extends ReplyFinish { render(name: SheetTemplateName, lang: Lang, data: object): string }

/** The platform's frames, and the finish of every reply. */
export interface Templates extends ReplyFinish {
  render(name: TemplateName, lang: Lang, data: object): string;
}

/**
 * A string of the data, as templates see it: `{{value}}` writes inertText (Handlebars' escaping
 * calls toHTML on objects that have one, as it does for SafeString), while helpers and `{{{…}}}`
 * get the text itself (toString), so `code` still quotes exactly what the player wrote.
 */
class DataText {
  constructor(private readonly text: string, private readonly citing: boolean) {}
  toHTML(): string { return this.citing ? inertCitingText(this.text) : inertText(this.text); }
  toString(): string { return this.text; }
}

/**
 * The values a frame takes in the service's or a game's own words, which cite rules for the finish to
 * link (inertCitingText): a game's refusal (`message`) or sheet error (`reason`), the rules of a move
 * (`rules`), of a reminder or of the sheet guard (`rule`, `retire`). Every other value is a player's or the forum's words, whose
 * rule IDs stay plain text (inertText).
 */
const CITING_KEYS: ReadonlySet<string> = new Set(["message", "reason", "rule", "rules", "retire"]);

/** The data with every non-empty string wrapped (empty ones stay falsy for {{#if}}). */
function wrapStrings(value: unknown, citing = false): unknown {
  if (typeof value === "string") return value === "" ? value : new DataText(value, citing);
  if (Array.isArray(value)) return value.map((v) => wrapStrings(v, citing));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrapStrings(v, CITING_KEYS.has(k))]));
  }
  return value;
}

/**
 * `rulesUrl`: where cited rule IDs link (the config's rulesUrl, like the plugin's gf_rules_url):
 * every rule ID a reply cites (`ruleIds`, the registry's games' ruleIdPattern) becomes a link to its
 * entry; "" or no `ruleIds` leaves them as plain text.
 */
export function loadTemplates(dir: string, options: { rulesUrl?: string; ruleIds?: RegExp } = {}): Templates {
  const rulesUrl = options.ruleIds ? options.rulesUrl ?? DEFAULT_RULES_URL : "";
  const ruleIds = options.ruleIds ?? ruleIdPattern([]);
  const hb = Handlebars.create();
  hb.registerHelper("code", (text: unknown) => new hb.SafeString(codeSpan(String(text ?? ""))));
  // A quoted line, cut (cutQuote); `long` and `chars` let the reply say it was cut and how long it is.
  hb.registerHelper("cut", (text: unknown) => cutQuote(String(text ?? "")));
  hb.registerHelper("long", (text: unknown) => [...String(text ?? "")].length > QUOTE_MAX);
  hb.registerHelper("chars", (text: unknown) => [...String(text ?? "")].length);
  hb.registerHelper("quoteMax", () => QUOTE_MAX);
  // A value inside a quoted block attribute (`character="…"`): written with character references
  // (encodeAttrValue), so no quote, bracket, tag or line break can end it early, and the markup
  // reads back exactly the same name.
  hb.registerHelper("attr", (text: unknown) => new hb.SafeString(encodeAttrValue(String(text ?? ""))));
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  // A frame may call only these helpers and Handlebars' own (if, unless, each, with, lookup): any other
  // name fails when the templates load, so no template grows logic of its own.
  const knownHelpers = { code: true, cut: true, long: true, chars: true, quoteMax: true, attr: true } as const;
  for (const file of readdirSync(dir)) {
    const m = /^([a-z-]+)\.(es|en)\.hbs$/.exec(file);
    if (!m) continue;
    const source = readFileSync(join(dir, file), "utf8");
    const options = { strict: true, knownHelpers, knownHelpersOnly: true };
    // compile() only compiles on the first render; precompiling here makes a bad frame stop the start.
    try { hb.precompile(source, options); } catch (e) { throw new Error(`templates: ${file}: ${(e as Error).message}`); }
    compiled.set(`${m[1]}.${m[2]}`, hb.compile(source, options));
  }
  for (const name of [...TEMPLATE_NAMES, ...GAME_TEMPLATE_NAMES, ...SERVICE_TEMPLATE_NAMES, ...SHEET_TEMPLATE_NAMES, ...FLOW_TEMPLATE_NAMES]) for (const lang of ["es", "en"]) {
    if (!compiled.has(`${name}.${lang}`)) throw new Error(`templates: missing ${name}.${lang}.hbs in ${dir}`);
  }
  const finish = (markdown: string, lang: Lang) => linkRuleIds(markdown.trim(), rulesUrl, lang, ruleIds);
  return {
    render(name, lang, data) {
      const template = compiled.get(`${name}.${lang}`);
      if (!template) throw new Error(`templates: no ${name}.${lang}.hbs`);
      return finish(template(wrapStrings(data)), lang);
    },
    finish,
  };
}
