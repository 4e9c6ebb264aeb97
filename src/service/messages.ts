// The service's own messages, es and en. Replies themselves are Handlebars templates in templates/.
import type { Catalogue } from "../lib/i18n.js";

export const serviceMessages: Catalogue = {
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
