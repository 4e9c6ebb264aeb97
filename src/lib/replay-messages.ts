// The messages of the replay walk every game shares (src/lib/replay.ts, strict-keys.ts): each game's
// catalogue includes them, so `gf <game> replay` says them in the game's words around them.
import type { Catalogue } from "./i18n.js";

export const replayMessages: Catalogue = {
  "replay.unknown-key": {
    es: "clave desconocida «{key}» (en {where}); las claves aceptadas son: {keys}",
    en: "unknown key \"{key}\" (in {where}); the accepted keys are: {keys}",
  },
  "replay.expect.invalid": {
    es: "lo esperado no es válido en «expect.{path}»: {detail}",
    en: "the expectation is not valid at \"expect.{path}\": {detail}",
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

/**
 * A game's refusals of a stated mid-game state (its state schema's checks name them, src/lib/replay.ts
 * `readStated`), each said after the game's "not valid at {path}" opening, as its replay's line 1 error.
 */
export function statedRefusals<K extends string>(opening: { es: string; en: string }, messages: Record<K, { es: string; en: string }>): Record<K, { es: string; en: string }> {
  const out = {} as Record<K, { es: string; en: string }>;
  for (const [code, m] of Object.entries(messages) as [K, { es: string; en: string }][]) out[code] = { es: `${opening.es}: ${m.es}`, en: `${opening.en}: ${m.en}` };
  return out;
}
