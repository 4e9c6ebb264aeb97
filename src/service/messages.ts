// The service's own messages, es and en. Replies themselves are Handlebars templates in templates/.
import type { Catalogue } from "../lib/i18n.js";

export const serviceMessages: Catalogue = {
  "service.pool.needs-sheet": {
    es: "este pozo toma los dados de una ficha; por ahora solo tiro pozos con todos los dados escritos (d8 d6 …)",
    en: "this pool takes its dice from a sheet; for now I only roll pools with every die written out (d8 d6 …)",
  },
  "service.pool.not-owner": {
    es: "«{character}» es de @{player}: solo su jugador, el equipo del foro o la moderación de la escena pueden tirar por ese personaje",
    en: "\"{character}\" belongs to @{player}: only its player, the forum's staff or the scene's moderator may roll for that character",
  },
  "service.pool.empty": { es: "el pozo no tiene dados", en: "the pool has no dice" },
  "service.config.missing": {
    es: "falta «{path}»: ponlo en el fichero de configuración o en ${env}",
    en: "\"{path}\" is missing: set it in the config file or in ${env}",
  },
  "service.config.invalid": { es: "«{path}» no es válido: {detail}", en: "\"{path}\" is invalid: {detail}" },
  "service.config.file": { es: "no puedo leer el fichero de configuración {file}: {detail}", en: "cannot read config file {file}: {detail}" },
  "service.config.no-keys": {
    es: "no hay claves de dados en {dir}: crea unas con «gf serve --sandbox» o «gf keys init»",
    en: "no dice keys in {dir}: create them with \"gf serve --sandbox\" or \"gf keys init\"",
  },
};
