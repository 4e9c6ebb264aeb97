// Pujas' markup errors in Spanish and English, each shown with its line and column.
import type { Catalogue, Lang } from "../../../lib/i18n.js";
import { markupErrorText } from "../../../markup/markup-error.js";
import type { MarkupError } from "./schemas.js";

export const pujasMarkupMessages = {
  "pj.markup.bad-tag": { es: "no se puede leer la etiqueta [{tag}]: revisa los atributos", en: "cannot read the [{tag}] tag: check its attributes" },
  "pj.markup.unknown-attr": { es: "[{tag}] no tiene el atributo «{name}»", en: "[{tag}] has no attribute \"{name}\"" },
  "pj.markup.unclosed": { es: "falta el cierre de [{tag}] abierto en la línea {line}", en: "the [{tag}] opened on line {line} is never closed" },
  "pj.markup.unknown-line": { es: "no se entiende «{text}» dentro de [{tag}] (se espera: {expected})", en: "cannot read \"{text}\" inside [{tag}] (expected: {expected})" },
  "pj.markup.value-required": { es: "falta el valor tras «{keyword}:»", en: "a value is needed after \"{keyword}:\"" },
  "pj.markup.qualifier-required": { es: "falta a qué se refiere «{keyword}» (antes de los dos puntos)", en: "\"{keyword}\" needs what it is about (before the colon)" },
  "pj.markup.qualifier-words": { es: "«{keyword}» lleva {count} palabras antes de los dos puntos, no «{got}»", en: "\"{keyword}\" takes {count} words before the colon, not \"{got}\"" },
  "pj.markup.bad-number": { es: "«{keyword}»: «{value}» no es un número entero de {min} a {max}", en: "\"{keyword}\": \"{value}\" is not a whole number from {min} to {max}" },
  "pj.markup.bad-value": { es: "«{keyword}»: «{value}» no vale (se espera: {expected})", en: "\"{keyword}\": \"{value}\" will not do (expected: {expected})" },
  "pj.markup.duplicate": { es: "«{keyword}» aparece dos veces", en: "\"{keyword}\" appears twice" },
  "pj.markup.empty": { es: "[{tag}] está vacío", en: "[{tag}] is empty" },
  "pj.markup.invalid": { es: "el bloque no es válido en «{path}»: {detail}", en: "the block is not valid at \"{path}\": {detail}" },
  "pj.markup.no-auction": { es: "[pj-puja] necesita subasta=… (por ejemplo subasta=escena-2)", en: "[pj-bid] needs auction=… (for example auction=scene-2)" },
  "pj.markup.bad-hex": { es: "«{keyword}» son 64 cifras hexadecimales", en: "\"{keyword}\" is 64 hex digits" },
  "pj.markup.seal-or-reveal": { es: "una puja es un sello, o una puja con su secreto (no las dos cosas)", en: "a bid is a seal, or a bid with its secret (not both)" },
  "pj.markup.no-players": { es: "[pj-mesa] necesita «jugadores: ana, bruno, …» en el orden en que se sientan", en: "[pj-table] needs \"players: ana, bruno, …\" in seating order" },
} satisfies Catalogue;

/** The error's message with where it is, e.g. "line 3, column 1: …". */
export function markupMessage(e: MarkupError, lang: Lang): string {
  return markupErrorText(pujasMarkupMessages, e, lang);
}
