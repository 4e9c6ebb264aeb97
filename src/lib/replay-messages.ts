// The messages of the replay walk every game shares (src/lib/replay.ts, strict-keys.ts): each game's
// catalogue includes them, so `gf <game> replay` says them in the game's words around them.
import type { Catalogue } from "./i18n.js";

export const replayMessages: Catalogue = {
  "replay.unknown-key": {
    es: "clave desconocida «{key}» (en {where}); las claves aceptadas son: {keys}",
    en: "unknown key \"{key}\" (in {where}); the accepted keys are: {keys}",
  },
  "replay.refused.code": {
    es: "una línea «refused» dice el código de la negativa que espera: {\"refused\": {…}, \"code\": \"…\", \"rule\": \"…\"}",
    en: "a \"refused\" line names the refusal it expects: {\"refused\": {…}, \"code\": \"…\", \"rule\": \"…\"}",
  },
  "replay.refused.accepted": {
    es: "se esperaba la negativa {code} y las reglas la aceptan",
    en: "expected the refusal {code}, and the rules accept it",
  },
  "replay.refused.other": {
    es: "se esperaba la negativa {code} ({rule}) y es {got} ({gotRule})",
    en: "expected the refusal {code} ({rule}), got {got} ({gotRule})",
  },
};
