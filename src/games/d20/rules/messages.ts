// The d20 check's refusals in words, in Spanish and English (the table's language).
import type { Catalogue } from "../../../lib/i18n.js";

export const d20Messages = {
  "d20.rules.not-gm": { es: "solo la dirección de juego ({gm}) pide pruebas", en: "only the GM ({gm}) asks for checks" },
  "d20.rules.check-open": { es: "aún hay una prueba abierta: faltan {who}", en: "a check is still open: {who} still to roll" },
  "d20.rules.no-sheet": { es: "{character} no tiene ficha en esta mesa", en: "{character} has no sheet at this table" },
  "d20.rules.nobody": { es: "la prueba no nombra a nadie", en: "the check names nobody" },
  "d20.rules.dc": { es: "la dificultad {dc} no está entre 2 y 30", en: "the difficulty {dc} is not from 2 to 30" },
  "d20.rules.not-yours": { es: "{character} es de {player}: solo su jugador tira por él", en: "{character} is {player}'s: only their player rolls for them" },
  "d20.rules.no-check": { es: "no hay ninguna prueba abierta", en: "no check is open" },
  "d20.rules.not-named": { es: "la prueba no pide tirar a {character}", en: "the check does not ask {character} to roll" },
  "d20.rules.rolled": { es: "{character} ya ha tirado en esta prueba", en: "{character} has already rolled in this check" },
  "d20.rules.die": { es: "un d20 no saca {die}", en: "a d20 does not show {die}" },
  "d20.rules.no-character": { es: "no llevas ningún personaje en esta mesa", en: "you run no character at this table" },
  "d20.rules.which": { es: "llevas a {characters}: la prueba pide a uno de ellos; tira con «nota: nombre»", en: "you run {characters}: say which one rolls with \"note: name\"" },
  "d20.record.unreadable": { es: "el registro guardado no se puede leer ({path}: {detail})", en: "the stored record cannot be read ({path}: {detail})" },
  "d20.replay.setup": { es: "la primera línea debe ser {\"setup\": …}", en: "the first line must be {\"setup\": …}" },
  "d20.replay.action": { es: "acción no válida ({path}: {detail})", en: "not a valid action ({path}: {detail})" },
  "d20.replay.mismatch": { es: "se esperaba {field} = {want}, pero es {got}", en: "expected {field} = {want}, got {got}" },
} satisfies Catalogue;
