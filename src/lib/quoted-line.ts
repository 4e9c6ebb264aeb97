// A player's line quoted back in a reply that refuses it: a Markdown quote holding the line as a code
// span (codeSpan: it shows as typed and can open nothing), cut to QUOTE_MAX characters with a note
// that says so. A game's refusal words its own lead and cause around it; the platform's templates
// quote the same way (src/service/templates.ts: the `code`, `cut`, `long` and `chars` helpers).
import type { Lang } from "./i18n.js";
import { fill } from "./i18n.js";
import { codeSpan } from "./inert-text.js";

/**
 * A quoted line is cut to this many characters: a 32,000-character line quoted whole made a reply
 * past Discourse's own max_post_length, which the forum refuses. The reply says it was cut.
 */
export const QUOTE_MAX = 200;

/** The first QUOTE_MAX characters (code points, never half a surrogate pair), with "…" when cut. */
export function cutQuote(text: string): string {
  const chars = [...text];
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX).join("")}…` : text;
}

const CUT = {
  es: "(Línea recortada: tiene {chars} caracteres; cito los primeros {max}.)",
  en: "(Line cut: it has {chars} characters; the first {max} are quoted.)",
} as const;

/** The line as a quoted code span, and under it, when it was cut, how long it is. */
export function quotedLine(text: string, lang: Lang): string {
  const chars = [...text].length;
  const quote = `> ${codeSpan(cutQuote(text))}`;
  return chars > QUOTE_MAX ? `${quote}\n\n${fill(CUT[lang], { chars, max: QUOTE_MAX })}` : quote;
}
