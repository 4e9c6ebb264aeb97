// The `gf` command's own messages (the dispatcher and the data dir). Each command's domain errors
// come from the catalogue of the part that raised them (dice, rules).
import type { Catalogue } from "../lib/i18n.js";

export const cliMessages: Catalogue = {
  "cli.unknown-command": {
    es: "orden desconocida «{name}»; prueba «gf --help»",
    en: "unknown command \"{name}\"; try \"gf --help\"",
  },
  "cli.bad-args": { es: "{detail}; prueba «gf {name} --help»", en: "{detail}; try \"gf {name} --help\"" },
  "cli.too-few-args": {
    es: "faltan argumentos: uso «gf {name} {usage}»",
    en: "missing arguments: usage \"gf {name} {usage}\"",
  },
  "cli.too-many-args": {
    es: "sobran argumentos: uso «gf {name} {usage}»",
    en: "too many arguments: usage \"gf {name} {usage}\"",
  },
  "cli.bad-lang": { es: "idioma desconocido «{lang}» (es, en)", en: "unknown language \"{lang}\" (es, en)" },
  "cli.internal": {
    es: "error interno: {detail} (por favor, infórmalo)",
    en: "internal error: {detail} (please report it)",
  },
  "cli.help-usage": { es: "Uso", en: "Usage" },
  "cli.help-commands": { es: "Órdenes", en: "Commands" },
  "cli.help-options": { es: "Opciones", en: "Options" },
  "cli.help-more": {
    es: "«gf <orden> --help» muestra la ayuda de cada orden.",
    en: "\"gf <command> --help\" shows each command's help.",
  },
};
