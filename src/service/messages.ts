// The service's own messages, es and en. The platform's reply frames are Handlebars templates in templates/; a game's replies are its catalogue.
import type { Catalogue } from "../lib/i18n.js";

export const serviceMessages: Catalogue = {
  "service.pool.needs-sheet": {
    es: "este pozo toma los dados de una ficha, pero no sé de cuál: di de quién es (el atributo personaje o ficha del bloque) o escribe cada dado (d8 d6 …)",
    en: "this pool takes its dice from a sheet, but I don't know whose: name it (the block's character or sheet attribute) or write out every die (d8 d6 …)",
  },
  "service.pool.needs-scene": {
    es: "esta línea solo vale en una escena, frente a un rival: fuera de escena un pozo toma de la ficha solo clichés, relaciones y ventajas",
    en: "this line only counts in a scene, against an opponent: outside a scene a pool takes only clichés, relationships and advantages from the sheet",
  },
  "service.pool.bare-dice-with-sheet": {
    es: "los dados de {character} salen de su ficha: nombra el rasgo en vez de escribir dados sueltos, o quita el personaje del bloque para una tirada rápida",
    en: "{character}'s dice come from their sheet: name the trait instead of loose dice, or drop the block's character for a quick roll",
  },
  "service.pool.one-die-per-trait": {
    es: "«{name}» da un solo dado, el de la ficha",
    en: "\"{name}\" gives one die, the one on the sheet",
  },
  "service.pool.not-owner": {
    es: "«{character}» es de {player}: solo su jugador, el equipo del foro o la moderación de la escena pueden tirar por ese personaje",
    en: "\"{character}\" belongs to {player}: only its player, the forum's staff or the scene's moderator may roll for that character",
  },
  "service.pool.no-owner": {
    es: "«{character}» aún no tiene jugador: su ficha tiene que nombrar en la línea «jugador» a quien la publica (o a quien el equipo del foro o la moderación decidan)",
    en: "\"{character}\" has no player yet: its sheet's player line must name whoever posts it (or whom the forum's staff or the Moderator choose)",
  },
  "service.pool.empty": { es: "el pozo no tiene dados", en: "the pool has no dice" },
  "service.config.missing": {
    es: "falta «{path}»: ponlo en el fichero de configuración o en ${env}",
    en: "\"{path}\" is missing: set it in the config file or in ${env}",
  },
  "service.config.invalid": { es: "«{path}» no es válido: {detail}", en: "\"{path}\" is invalid: {detail}" },
  "service.config.unknown-game": {
    es: "«{path}» nombra el juego «{game}», que no conozco; los juegos son: {games}",
    en: "\"{path}\" names the game \"{game}\", which I do not know; the games are: {games}",
  },
  "service.config.file": { es: "no puedo leer el fichero de configuración {file}: {detail}", en: "cannot read config file {file}: {detail}" },
  "service.config.no-keys": {
    es: "no hay claves de dados en {dir}: crea unas con «gf serve --sandbox» o «gf keys init»",
    en: "no dice keys in {dir}: create them with \"gf serve --sandbox\" or \"gf keys init\"",
  },
};
