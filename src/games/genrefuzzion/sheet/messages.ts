// Every message of the sheet part, in Spanish and English (src/lib/i18n.ts). Parse errors are the
// markup's (../markup/messages.ts); sheetMessage picks the right catalogue.
import { localise, type Catalogue, type Lang } from "../../../lib/i18n.js";
import type { GfError } from "../../../lib/result.js";
// Not the markup index: it re-exports the zod schemas, which the Discourse bundle must not carry.
import { errorMessage } from "../markup/card-payload.js";
import type { SheetFinding } from "./validate-sheet.js";

/** Field and list names as messages show them. */
export const sheetWords: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  name: { es: "nombre", en: "name" },
  player: { es: "jugador", en: "player" },
  cliches: { es: "cliché", en: "cliché" },
  relationships: { es: "relación", en: "relationship" },
  advantages: { es: "ventaja", en: "advantage" },
  problems: { es: "problema", en: "problem" },
  trick: { es: "truco", en: "trick" },
  flaw: { es: "treta", en: "flaw" },
  pv: { es: "PV", en: "PV" },
  pk: { es: "PK", en: "PK" },
  creation: { es: "creación", en: "creation" },
  new: { es: "personaje nuevo", en: "new character" },
};

export const sheetMessages = {
  // ---- reading a post
  "sheet.none": {
    es: "este mensaje no tiene ninguna ficha [gf-ficha]",
    en: "this post has no [gf-sheet] block",
  },
  "sheet.several": {
    es: "este mensaje tiene {count} fichas; una ficha por mensaje (la segunda empieza en la línea {line})",
    en: "this post has {count} sheets; one sheet per post (the second starts on line {line})",
  },
  // ---- checks (warnings on the card)
  "sheet.missing_field": {
    es: "falta la línea «{field}:»",
    en: "the \"{field}:\" line is missing",
  },
  "sheet.no_die": {
    es: "«{name}» ({kind}) no tiene dado: añade d4, d6 u d8 al final de la línea",
    en: "\"{name}\" ({kind}) has no die: add d4, d6 or d8 at the end of the line",
  },
  "sheet.duplicate_name": {
    es: "hay dos «{name}» ({kind}); ponles nombres distintos para poder usarlos en un pozo",
    en: "there are two \"{name}\" ({kind}); give them different names so pools can name them",
  },
  "sheet.no_target": {
    es: "la relación «{name}» no dice con quién es: escribe «relación Nombre: …»",
    en: "the relationship \"{name}\" does not say with whom: write \"relationship Name: …\"",
  },
  "sheet.unknown_trick": {
    es: "«{name}» no está en la tabla de {kind}s; vale si tu grupo lo aprobó",
    en: "\"{name}\" is not in the {kind} table; fine if your group approved it",
  },
  "sheet.placeholder": {
    es: "«{name}»: falta completar {placeholder} (después de «:», separado con «;»)",
    en: "\"{name}\": fill in {placeholder} (after the \":\", separated by \";\")",
  },
  "sheet.trick_cliche": {
    es: "«{name}» escala el cliché «{cliche}», que no está en la ficha",
    en: "\"{name}\" steps up the cliché \"{cliche}\", which is not on the sheet",
  },
  "sheet.no_difficulty": {
    es: "el objetivo «{text}» no tiene dificultad: escribe «objetivo 10: …» (de 5 a 15)",
    en: "the objective \"{text}\" has no difficulty: write \"objective 10: …\" (5 to 15)",
  },
  "sheet.cliche_count": {
    es: "al crearlo, un personaje tiene seis clichés; esta ficha tiene {count}",
    en: "a new character has six clichés; this sheet has {count}",
  },
  "sheet.cliche_dice": {
    es: "los clichés llevan d8, d8, d6, d6, d4 y d4; esta ficha tiene {dice}",
    en: "the clichés take d8, d8, d6, d6, d4 and d4; this sheet has {dice}",
  },
  "sheet.relationship_count": {
    es: "hacen falta {need} relaciones ({mode}); esta ficha tiene {count}",
    en: "{need} relationships are needed ({mode}); this sheet has {count}",
  },
  "sheet.relationship_die": {
    es: "la relación «{name}» tiene {die}: al crearla, va de d4 a d8",
    en: "the relationship \"{name}\" has {die}: at creation it takes d4 to d8",
  },
  "sheet.relationship_balance": {
    es: "las relaciones deben tener tantos d8 como d4 (hay {d8} d8 y {d4} d4)",
    en: "relationships need as many d8 as d4 (there are {d8} d8 and {d4} d4)",
  },
  "sheet.trick_count": {
    es: "al crearlo, un personaje tiene dos trucos y una treta; esta ficha tiene {tricks} y {flaws}",
    en: "a new character has two tricks and one flaw; this sheet has {tricks} and {flaws}",
  },
  "sheet.objective_count": {
    es: "hacen falta {need} objetivos; esta ficha tiene {count}",
    en: "{need} objectives are needed; this sheet has {count}",
  },
  // ---- updates
  "sheet.unreadable": {
    es: "la ficha tiene un error en la línea {line} y no se puede actualizar sin riesgo de pisar lo escrito; corrígelo y se actualizará",
    en: "the sheet has an error on line {line} and cannot be updated without risking what is written; fix it and it will be updated",
  },
  "sheet.no_trait": {
    es: "la ficha no tiene {kind} «{name}»",
    en: "the sheet has no {kind} \"{name}\"",
  },
  "sheet.ambiguous_trait": {
    es: "la ficha tiene más de un {kind} «{name}»",
    en: "the sheet has more than one {kind} \"{name}\"",
  },
  "sheet.trait_exists": {
    es: "la ficha ya tiene {kind} «{name}»",
    en: "the sheet already has {kind} \"{name}\"",
  },
  "sheet.changed": {
    es: "«{name}» cambió en la ficha (dice {now}, se esperaba {was}); no se sobrescribe lo que escribió el jugador",
    en: "\"{name}\" changed on the sheet (it says {now}, {was} was expected); the player's edit is not overwritten",
  },
  "sheet.points_negative": {
    es: "{currency} quedaría en {value}: los puntos no pueden ser negativos",
    en: "{currency} would be {value}: points cannot go below zero",
  },
  "sheet.no_objective": {
    es: "la ficha no tiene objetivo {index}",
    en: "the sheet has no objective {index}",
  },
  "sheet.unsafe_text": {
    es: "«{text}» no se puede escribir en la ficha sin cambiar su lectura",
    en: "\"{text}\" cannot be written to the sheet without changing how it reads",
  },
  "sheet.busy": {
    es: "la ficha se editó {attempts} veces mientras se actualizaba; se reintentará más tarde",
    en: "the sheet was edited {attempts} times while being updated; the update will be retried later",
  },
  "sheet.not_found": {
    es: "no se encuentra la ficha de «{character}»: publícala en la categoría de fichas (el servicio la convierte en wiki) o enlázala con ficha=…",
    en: "no sheet found for \"{character}\": post it in the sheets category (the service makes it a wiki) or link it with sheet=…",
  },
  "sheet.bad_link": {
    es: "«{link}» no es un enlace a un mensaje del foro (usa el número del mensaje o su enlace)",
    en: "\"{link}\" is not a link to a forum post (use the post's number or its link)",
  },
  "sheet.not_a_sheet": {
    es: "«{link}» no es una ficha de personaje: las fichas son mensajes wiki de las categorías de fichas",
    en: "\"{link}\" is not a character sheet: sheets are wiki posts in the sheet categories",
  },
  "sheet.foreign_link": {
    es: "«{link}» apunta a otro sitio; la ficha tiene que estar en {host}",
    en: "\"{link}\" points to another site; the sheet must be on {host}",
  },
  "sheet.incomplete": {
    es: "a la ficha le falta {what} para jugar: {name}",
    en: "the sheet lacks {what} to play: {name}",
  },
} as const satisfies Catalogue;

/** A finding or error of the sheet part, in `lang` (parse errors through the markup catalogue). */
export function sheetMessage(error: GfError | SheetFinding, lang: Lang): string {
  if (error.code.startsWith("markup.")) {
    return errorMessage({ ...error, line: "line" in error && error.line ? error.line : 1, column: "column" in error && error.column ? error.column : 1 }, lang);
  }
  const params: Record<string, string | number> = { ...(error.params ?? {}) };
  for (const key of ["kind", "field", "mode"]) {
    const v = params[key];
    if (typeof v === "string" && sheetWords[v]) params[key] = sheetWords[v][lang];
  }
  return localise(sheetMessages, { ...error, params }, lang);
}
