// Every message GenreFuzzion's markup can show, in Spanish and English (src/lib/i18n.ts). Parameters in
// braces; `{keyword}` is the word the player typed, so messages echo their own language.
import type { Catalogue } from "../../../lib/i18n.js";

export const markupMessages = {
  "markup.bad_tag": {
    es: "no se entiende la etiqueta [{tag}] a partir de la columna {column}: los atributos van como nombre=valor o nombre=\"valor con espacios\"",
    en: "cannot read the [{tag}] tag from column {column}: attributes are name=value or name=\"value with spaces\"",
  },
  "markup.unknown_attr": {
    es: "[{tag}] no tiene el atributo «{name}»; los que tiene son: {expected_es}",
    en: "[{tag}] has no attribute \"{name}\"; it has: {expected_en}",
  },
  "markup.duplicate_attr": {
    es: "el atributo «{name}» aparece dos veces",
    en: "the attribute \"{name}\" appears twice",
  },
  "markup.bad_attr": {
    es: "el atributo «{name}» no admite el valor «{value}» ({expected})",
    en: "the attribute \"{name}\" cannot be \"{value}\" ({expected})",
  },
  "markup.unclosed": {
    es: "[{tag}] se abre en la línea {line} y no se cierra: añade [/{tag}] en una línea propia",
    en: "[{tag}] opens on line {line} and is never closed: add [/{tag}] on a line of its own",
  },
  "markup.unknown_line": {
    es: "no se entiende «{text}» dentro de [{block}]",
    en: "\"{text}\" is not understood inside [{block}]",
  },
  "markup.one_die": {
    es: "«{keyword}» lleva un solo dado",
    en: "\"{keyword}\" takes a single die",
  },
  "markup.die_required": {
    es: "«{keyword}» necesita un dado (d4, d6 u d8)",
    en: "\"{keyword}\" needs a die (d4, d6 or d8)",
  },
  "markup.die_range": {
    es: "«{keyword}» admite {allowed}, no d{size}",
    en: "\"{keyword}\" allows {allowed}, not d{size}",
  },
  "markup.value_required": {
    es: "falta el texto después de «{keyword}:»",
    en: "the text after \"{keyword}:\" is missing",
  },
  "markup.value_forbidden": {
    es: "«{keyword}» va sola en su línea",
    en: "\"{keyword}\" stands alone on its line",
  },
  "markup.qualifier_required": {
    es: "indica {what}: «{keyword} {example}: …»",
    en: "say {what}: \"{keyword} {example}: …\"",
  },
  "markup.qualifier_forbidden": {
    es: "sobra «{qualifier}» entre «{keyword}» y los dos puntos",
    en: "\"{qualifier}\" does not belong between \"{keyword}\" and the colon",
  },
  "markup.missing_field": {
    es: "falta la línea «{keyword}: …»",
    en: "the line \"{keyword}: …\" is missing",
  },
  "markup.duplicate_field": {
    es: "«{keyword}» aparece más de una vez",
    en: "\"{keyword}\" appears more than once",
  },
  "markup.too_many": {
    es: "como mucho {max} líneas «{keyword}»",
    en: "at most {max} \"{keyword}\" lines",
  },
  "markup.bad_number": {
    es: "«{keyword}»: «{value}» debería ser un número entero de {min} a {max}",
    en: "\"{keyword}\": \"{value}\" should be a whole number from {min} to {max}",
  },
  "markup.bad_choice": {
    es: "«{keyword}»: «{value}» debería ser {expected}",
    en: "\"{keyword}\": \"{value}\" should be {expected}",
  },
  "markup.scene_balance": {
    es: "los clichés de escena necesitan tantos d8 como d4 (hay {d8} d8 y {d4} d4)",
    en: "scene clichés need as many d8 as d4 (there are {d8} d8 and {d4} d4)",
  },
  "markup.one_antagonist": {
    es: "la escena tiene un solo antagonista: «antagonista:» o «extra:», no los dos",
    en: "a scene has one antagonist: \"antagonist:\" or \"extra:\", not both",
  },
  "markup.bad_face": {
    es: "«{token}» no es una tirada: la cara debe ir de 1 a {size}",
    en: "\"{token}\" is not a rolled die: its face must be 1 to {size}",
  },
  "markup.bad_rolled_die": {
    es: "«{token}» no es un dado tirado: se escribe d8:7, con r si cuenta para el resultado y b si es pifia",
    en: "\"{token}\" is not a rolled die: write d8:7, with r if it counts for the result and b if it botched",
  },
  "markup.botch_mismatch": {
    es: "«{keyword}» dice {count} pero hay {marked} dados marcados como pifia",
    en: "\"{keyword}\" says {count} but {marked} dice are marked as botches",
  },
  "markup.one_boost": {
    es: "solo un impulso por tirada: «impulso: pv» (un dado más) o «impulso: pk» (+3), no los dos",
    en: "one boost per roll: \"boost: pv\" (one more die) or \"boost: pk\" (+3), not both",
  },
  "markup.empty_pool": {
    es: "el pozo no tiene dados ni rasgos",
    en: "the pool has no dice and no traits",
  },
  "markup.empty_block": {
    es: "[{tag}] está vacío",
    en: "[{tag}] is empty",
  },
  "markup.yes_or_no": {
    es: "«{keyword}» lleva «sí» o «no» (o nada, que es «sí»)",
    en: "\"{keyword}\" takes \"yes\" or \"no\" (or nothing, which is \"yes\")",
  },
  "markup.bad_rating": {
    es: "la calificación se escribe «{keyword}: 4 / 3 — justificación» (protagonista / antagonista, de 0 a 5)",
    en: "a rating is written \"{keyword}: 4 / 3 — why\" (protagonist / antagonist, 0 to 5)",
  },
  "markup.bad_rename": {
    es: "«{keyword}» se escribe «{keyword}: nombre viejo -> nombre nuevo»",
    en: "\"{keyword}\" is written \"{keyword}: old name -> new name\"",
  },
  "markup.bad_effect": {
    es: "«{keyword}» empieza por ventaja, problema o anular: «{keyword}: ventaja Sorpresa»",
    en: "\"{keyword}\" starts with advantage, problem or annul: \"{keyword}: advantage Surprise\"",
  },
  "markup.bad_objective": {
    es: "«{keyword}»: después de la palabra van la dificultad (5 a 15) y el estado (abierto, alcanzado o satisfecho), p. ej. «objetivo 10 abierto: …»",
    en: "\"{keyword}\": after the word come the difficulty (5 to 15) and the state (open, achieved or satisfied), e.g. \"objective 10 open: …\"",
  },
} as const satisfies Catalogue;
