// Player text in the service's replies made inert: HTML's special characters and `[` as character
// references, line breaks as spaces, so a Component's name, a Trait or an Event's text can never open
// a block, a link or a tag, nor start a line of its own; the forum shows it as written.
const REFS: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;", "[": "&#91;", "]": "&#93;" };

export function inert(text: string): string {
  return text.replace(/[&<>"'`[\]]/g, (c) => REFS[c]!).replace(/[\r\n]+/g, " ");
}
