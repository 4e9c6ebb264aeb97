// Player text in what the service writes: the one place it is made inert. Every game's
// replies, prompts and reminders, the templates' `{{value}}` (src/service/templates.ts) and every
// sheet or books edit pass a player's words (a character's name, a Trait, a complication, a quoted
// line) through `inertText` before they meet the service's own Markdown; a name the player must type
// back goes in a code span (`codeSpan`), which shows it byte for byte.
//
// The contract is small on purpose. What the text can no longer do, cooked by Discourse's
// markdown-it (CommonMark, html on, plus its bbcode-style [tags]):
// - open HTML (a tag, an entity, an attribute's quote): & < > " ' become character references;
// - open a link, an image, a footnote or any game's [block], nor close one: [ ] become references;
// - emphasise, strike or code (CommonMark §6.2, Discourse's ~~): * ~ ` become references, and so
//   does every run of _ that is not followed by a letter or digit; a run followed by one (ana_b, _ana)
//   can close no emphasis (CommonMark §6.2: it is not right-flanking, or it is intraword), so it stays as typed
//   and a username in the text keeps its mention for the outbox's guard to judge;
// - escape the service's next character with a backslash (CommonMark §2.4): \ becomes a reference;
// - start a line of its own (a heading, a list item, a block's tag): line breaks become spaces;
// - reorder what follows on screen: Unicode bidi controls are dropped;
// - become a link to the rules reference: a rule ID typed (TT-OPP-2, in any game's shape) has its
//   hyphens as references, so the finish of every reply (src/lib/rule-links.ts) links only the IDs
//   the service itself cites. The service's own text that cites rules and is escaped the same way (a
//   game's refusal in words, a reminder's rule) goes through inertCitingText instead.
// The forum shows every reference as the character itself, so readers see the text as typed.
// Mentions are not its job: who is notified is decided once, by the outbox's guard
// (src/service/outbox-guard.ts), which defuses every "@name" but the reply's intended ones.

/** The character references written for the characters that could open markup (decimal, one spelling everywhere). */
const REFS: Readonly<Record<string, string>> = {
  "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
  "[": "&#91;", "]": "&#93;", "`": "&#96;", "*": "&#42;", "~": "&#126;", "\\": "&#92;",
};
const OPENS = /[&<>"'[\]`*~\\]/g;
/** A run of underscores that could close emphasis: not followed by a letter or digit. */
const LOOSE_UNDERSCORES = /(?<!_)_+(?![\p{L}\p{N}_])/gu;
/** Line breaks as CommonMark and Unicode know them (LF, CR, NEL, LS, PS), and the other C0 controls. */
const BREAKS = /[\r\n\u0085\u2028\u2029]+|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Unicode bidi controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A rule ID's shape in any game (src/lib/rule-links.ts ruleIdPattern: 2 to 4 capitals, a word, a number or "nn"). */
const RULE_ID_SHAPE = /\b[A-Z]{2,4}-[A-Z]+-(?:\d+[a-z]?|nn)\b/g;

/** A player's words as text in the service's Markdown: shown as typed, able to open nothing, never a rule link (see above). */
export function inertText(text: string): string {
  return inertCitingText(text).replace(RULE_ID_SHAPE, (id) => id.replaceAll("-", "&#45;"));
}

/**
 * The service's own words escaped as a player's are (they may carry a player's words too): a game's
 * refusal or sheet error in words, a reminder's rule. Inert as inertText, but the rule IDs in them
 * stay as written, for the reply's finish to link. A player's word inside that spells a rule ID is
 * linked too: the game's words cannot tell it apart once filled.
 */
export function inertCitingText(text: string): string {
  return text.replace(BIDI, "").replace(BREAKS, " ").replace(OPENS, (c) => REFS[c]!)
    .replace(LOOSE_UNDERSCORES, (run) => "&#95;".repeat(run.length));
}

/**
 * A player's words as a Markdown code span, for what a reader must be able to copy exactly (a quoted
 * line, a character's name): the fence is one backtick longer than any run inside (CommonMark §6.1),
 * padded with a space where the text starts or ends with a backtick, or with a space at both ends
 * (CommonMark strips one of each), so nothing in it can end the span and it shows exactly; one
 * line, no bidi controls.
 */
export function codeSpan(text: string): string {
  const one = text.replace(BIDI, "").replace(BREAKS, " ");
  const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const spaced = one.startsWith(" ") && one.endsWith(" ") && one.trim() !== "";
  if (one === "") return "` `"; // CommonMark has no empty code span: a space is the nearest
  const pad = one.startsWith("`") || one.endsWith("`") || spaced ? " " : "";
  return `${fence}${pad}${one}${pad}${fence}`;
}
