// Words of the table's people in the service's Tricube replies, made inert (reply.ts, prompts.ts).
const REFS: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "`": "&#96;", "[": "&#91;", "]": "&#93;", "*": "&#42;", "_": "&#95;" };
/**
 * Players' and the GM's words in the reply's prose (a character's name, a challenge's id, a
 * complication's or an affliction's text), made inert: HTML's characters, brackets, backticks and
 * emphasis marks as character references, line breaks as spaces. None can open a link, a tag or a
 * [tt-…] block in the service's post; the forum shows the text as written.
 */
export function inert(text: string): string {
  return text.replace(/[&<>`[\]*_]/g, (c) => REFS[c]!).replace(/[\r\n]+/g, " ");
}
