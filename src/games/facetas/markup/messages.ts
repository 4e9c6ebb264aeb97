// Facetas' markup errors in Spanish and English, each shown with its line and column.
import type { Catalogue, Lang } from "../../../lib/i18n.js";
import { markupErrorText } from "../../../markup/markup-error.js";
import { TEMPLATE_EXAMPLE, TEMPLATE_NAME } from "../../../markup/template-example.js";
import type { MarkupError } from "./schemas.js";

/** What goes where a role's line still holds the template's username (EXAMPLE_USER), FA-ROLE-1: the card's and the service's words. */
export const ROLE_USER_WRITE = {
  es: "el nombre de usuario de quien tiene ese papel, tal como lo muestra el foro; si nadie lo tiene (el Aliado o el Mundo), borra la línea",
  en: "the username of whoever holds that role, as the forum shows it; if nobody does (the Ally or the World), delete the line",
} as const;

/** What goes where a facet line's label is still the template's example (FA-SHEET-1, FA-SHEET-2): the card's and the service's words. */
export const FACET_WRITE = {
  es: "«faceta» y el nombre de una faceta de tu personaje (FA-SHEET-1, FA-SHEET-2)",
  en: "\"facet\" and the name of one of your character's facets (FA-SHEET-1, FA-SHEET-2)",
} as const;

export const facetasMarkupMessages = {
  "fa.markup.bad-tag": { es: "no se puede leer la etiqueta [{tag}]: revisa los atributos", en: "cannot read the [{tag}] tag: check its attributes" },
  "fa.markup.unknown-attr": { es: "[{tag}] no tiene el atributo «{name}»", en: "[{tag}] has no attribute \"{name}\"" },
  "fa.markup.unclosed": { es: "falta el cierre de [{tag}] abierto en la línea {line}", en: "the [{tag}] opened on line {line} is never closed" },
  "fa.markup.unknown-line": { es: "no se entiende «{text}» dentro de [{tag}] (se espera: {expected})", en: "cannot read \"{text}\" inside [{tag}] (expected: {expected})" },
  "fa.markup.value-required": { es: "falta el valor tras «{keyword}:»", en: "a value is needed after \"{keyword}:\"" },
  "fa.markup.qualifier-required": { es: "«{keyword}» necesita {what} antes de los dos puntos", en: "\"{keyword}\" needs {what} before the colon" },
  "fa.markup.bad-number": { es: "«{keyword}»: «{value}» no es un número entero de {min} a {max}", en: "\"{keyword}\": \"{value}\" is not a whole number from {min} to {max}" },
  "fa.markup.bad-die": { es: "«{value}» no es un dado: se escribe P1, P2… (Protagonista) o A1, A2… (Adversario)", en: "\"{value}\" is not a die: write P1, P2… (Protagonist) or A1, A2… (Adversary)" },
  "fa.markup.bad-value": { es: "«{keyword}»: «{value}» no vale (se espera: {expected})", en: "\"{keyword}\": \"{value}\" will not do (expected: {expected})" },
  "fa.markup.duplicate": { es: "«{keyword}» aparece dos veces", en: "\"{keyword}\" appears twice" },
  "fa.markup.empty": { es: "[{tag}] está vacío", en: "[{tag}] is empty" },
  "fa.markup.no-role": { es: "[{tag}] necesita {attr}=… (una función)", en: "[{tag}] needs {attr}=… (a role)" },
  "fa.markup.missing-role": { es: "el conflicto necesita Protagonista y Adversario", en: "the conflict needs a Protagonist and an Adversary" },
  "fa.markup.lower-alone": { es: "«{keyword}» va tras un Rasgo que estorba (un dado A…)", en: "\"{keyword}\" follows a hindering Trait (an A… die)" },
  "fa.markup.example-user": { es: TEMPLATE_EXAMPLE.es.replace("{write}", ROLE_USER_WRITE.es), en: TEMPLATE_EXAMPLE.en.replace("{write}", ROLE_USER_WRITE.en) },
  "fa.markup.example-facet": { es: TEMPLATE_EXAMPLE.es.replace("{write}", FACET_WRITE.es), en: TEMPLATE_EXAMPLE.en.replace("{write}", FACET_WRITE.en) },
  "fa.markup.example-name": TEMPLATE_NAME,
  "fa.markup.invalid": { es: "el bloque no es válido en «{path}»: {detail}", en: "the block is not valid at \"{path}\": {detail}" },
} satisfies Catalogue;

/** The error's message with where it is, e.g. "line 3, column 1: …". */
export function facetasMarkupMessage(e: MarkupError, lang: Lang): string {
  return markupErrorText(facetasMarkupMessages, e, lang);
}
