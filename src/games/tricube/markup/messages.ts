// Every message the Tricube markup can show, in Spanish and English. `{keyword}` is the word the
// writer typed, so a message echoes their own language; expected values are listed in both.
import type { Catalogue, Lang } from "../../../lib/i18n.js";
import { markupErrorText } from "../../../markup/markup-error.js";
import type { MarkupError } from "./schemas.js";

export const tricubeMarkupMessages = {
  "tt.markup.bad-tag": { es: "no se entiende la etiqueta [{tag}] a partir de la columna {column}: los atributos van como nombre=valor o nombre=\"valor con espacios\"", en: "cannot read the [{tag}] tag from column {column}: attributes are name=value or name=\"value with spaces\"" },
  "tt.markup.unknown-attr": { es: "[{tag}] no tiene el atributo «{name}»; los que tiene son: {expected}", en: "[{tag}] has no attribute \"{name}\"; it has: {expected}" },
  "tt.markup.missing-attr": { es: "a [{tag}] le falta el atributo {name}=…", en: "[{tag}] needs the attribute {name}=…" },
  "tt.markup.example-id": { es: "«{id}» es el nombre de ejemplo de la plantilla: pon al desafío uno suyo en la etiqueta, como id=puente (las tiradas y respuestas lo citan)", en: "\"{id}\" is the template's example name: give the challenge its own in the tag, such as id=bridge (rolls and answers quote it)" },
  "tt.markup.unclosed": { es: "[{tag}] se abre en la línea {line} y no se cierra: añade [/{tag}] en una línea propia", en: "[{tag}] opens on line {line} and is never closed: add [/{tag}] on a line of its own" },
  "tt.markup.unknown-line": { es: "no se entiende «{text}» dentro de [{tag}] (las líneas son: {expected})", en: "\"{text}\" is not understood inside [{tag}] (its lines are: {expected})" },
  "tt.markup.duplicate": { es: "«{keyword}» aparece más de una vez", en: "\"{keyword}\" appears more than once" },
  "tt.markup.missing": { es: "falta la línea «{keyword}: …»", en: "the line \"{keyword}: …\" is missing" },
  "tt.markup.bad-value": { es: "«{keyword}»: «{value}» debería ser {expected}", en: "\"{keyword}\": \"{value}\" should be {expected}" },
  "tt.markup.bad-number": { es: "«{keyword}»: «{value}» debería ser un número entero de {min} a {max}", en: "\"{keyword}\": \"{value}\" should be a whole number from {min} to {max}" },
  "tt.markup.value-required": { es: "falta el texto después de «{keyword}»", en: "the text after \"{keyword}\" is missing" },
  "tt.markup.qualifier-forbidden": { es: "sobra «{qualifier}» entre «{keyword}» y los dos puntos", en: "\"{qualifier}\" does not belong between \"{keyword}\" and the colon" },
  "tt.markup.not-challenged": { es: "{character} no está en la línea «quién»", en: "{character} is not on the \"who\" line" },
  "tt.markup.difficulty": { es: "«{keyword}»: la dificultad es 4, 5 o 6 (fácil, normal, difícil), no «{value}»", en: "\"{keyword}\": the difficulty is 4, 5 or 6 (easy, normal, hard), not \"{value}\"" },
  "tt.markup.dice": { es: "«{keyword}»: de 1 a 3 dados de seis caras, como «3 4» o «[6, 6, 2]», no «{value}»", en: "\"{keyword}\": 1 to 3 six-sided dice, as \"3 4\" or \"[6, 6, 2]\", not \"{value}\"" },
  "tt.markup.archetype": { es: "«{keyword}: {value}»: el arquetipo empieza por la cualidad (ágil, fuerte o astuto) y sigue con el concepto", en: "\"{keyword}: {value}\": the archetype starts with the quality (agile, strong or cunning), then the concept" },
  "tt.markup.archetype-mismatch": { es: "«{keyword}: {value}» no es la cualidad del arquetipo", en: "\"{keyword}: {value}\" is not the archetype's quality" },
  "tt.markup.tokens": { es: "«{keyword}»: escribe las fichas como actuales/máximo, por ejemplo 2/3, no «{value}»", en: "\"{keyword}\": write tokens as current/quota, e.g. 2/3, not \"{value}\"" },
  "tt.markup.quota": { es: "«{keyword}»: el máximo es {max}, no {quota}", en: "\"{keyword}\": the quota is at most {max}, not {quota}" },
  "tt.markup.over-quota": { es: "«{keyword}»: {current} fichas superan el máximo de {quota}", en: "\"{keyword}\": {current} tokens exceed the quota of {quota}" },
  "tt.markup.creation-traits": { es: "un personaje nuevo tiene exactamente una ventaja y un defecto (aquí hay {perks} y {quirks}); los demás llegan con los avances", en: "a new character has exactly one perk and one quirk (here {perks} and {quirks}); more come with advances" },
  "tt.markup.too-many-traits": { es: "{count} {count|ventaja o defecto|ventajas y defectos}, pero con estos avances caben como mucho {max}", en: "{count} {count|perk or quirk|perks and quirks}, but these advances allow at most {max}" },
  "tt.markup.one-answer": { es: "una respuesta da una sola cosa (coste, recompensa, aflicción, acepta o un avance), no {count}", en: "an answer gives one thing (cost, reward, affliction, accept or an advance), not {count}" },
  "tt.markup.needs-challenge": { es: "«{keyword}» responde a un desafío: añade desafio=… a la etiqueta", en: "\"{keyword}\" answers a challenge: add challenge=… to the tag" },
  "tt.markup.empty": { es: "[{tag}] no dice nada: escribe al menos una línea", en: "[{tag}] says nothing: write at least one line" },
  "tt.markup.needs-character": { es: "«{keyword}» va seguido del nombre del personaje antes de los dos puntos", en: "\"{keyword}\" takes the character's name before the colon" },
  "tt.markup.table-cost": { es: "«{keyword}»: «{value}» debería ser quién decide el coste del fallo, y «crítico» si lo fue, como «dj, crítico»", en: "\"{keyword}\": \"{value}\" should be who decides the failure's cost, and \"critical\" if it was, as \"dj, critical\"" },
  "tt.markup.table-difficulty": { es: "«{keyword}»: «{value}» debería ser la dificultad y sus modificadores, como «4 (TT-KAR-3 -1)»", en: "\"{keyword}\": \"{value}\" should be the difficulty and its modifiers, as \"4 (TT-KAR-3 -1)\"" },
  "tt.markup.invalid": { es: "el bloque no es válido en «{path}»: {detail}", en: "the block is not valid at \"{path}\": {detail}" },
} satisfies Catalogue;

/** "line 3, column 1: …" in the block's language. */
export function markupMessage(error: MarkupError, lang: Lang): string {
  return markupErrorText(tricubeMarkupMessages, error, lang);
}
