// The d20 check's markup mistakes, in Spanish and English, each shown with its line.
import type { Catalogue, Lang } from "../../../lib/i18n.js";
import { markupErrorText } from "../../../markup/markup-error.js";

export const d20MarkupMessages = {
  "d20.markup.unclosed": { es: "falta el cierre [/{tag}]", en: "the block needs its closing [/{tag}]" },
  "d20.markup.attrs": { es: "[{tag}] no lleva nada más en su línea", en: "[{tag}] takes nothing else on its line" },
  "d20.markup.line": { es: "no se entiende «{text}» (se espera: {expected})", en: "cannot read \"{text}\" (expected: {expected})" },
  "d20.markup.missing": { es: "falta «{keyword}:»", en: "\"{keyword}:\" is missing" },
  "d20.markup.twice": { es: "«{keyword}» aparece dos veces", en: "\"{keyword}\" appears twice" },
  "d20.markup.number": { es: "«{keyword}»: «{value}» no es un número entero de {min} a {max}", en: "\"{keyword}\": \"{value}\" is not a whole number from {min} to {max}" },
  "d20.markup.who": { es: "«{keyword}» nombra a los personajes que tiran, separados por comas", en: "\"{keyword}\" names the characters who roll, separated by commas" },
} satisfies Catalogue;

export interface D20MarkupError {
  readonly line: number;
  readonly code: keyof typeof d20MarkupMessages;
  readonly rule?: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The mistake in words with its line: "line 3: …". */
export function markupMessage(e: D20MarkupError, lang: Lang): string {
  return markupErrorText(d20MarkupMessages, e, lang);
}
