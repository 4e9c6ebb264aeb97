// What of a page's text is in the other language: the words only one of the two languages has, as the
// games' texts use them, and rule links to the other language's reference page. The table-language
// walk and the retired-buttons audit read the posts of a page and hold what they read to it.
import type { Lang } from "../../../src/lib/i18n.js";

/** Words only one of the two languages has, as the games' texts use them: either language's, found in the other's table, fails the walk. */
const ONLY: Readonly<Record<Lang, readonly string[]>> = {
  es: ["el", "los", "las", "del", "que", "con", "por", "para", "una", "tu", "tus", "su", "sus", "está", "turno", "tirada", "tira", "dados", "éxito",
    "fallo", "moneda", "monedas", "escena", "ronda", "pendiente", "cambios", "jugador", "jugadora", "ficha", "reglas", "desafío", "esfuerzo", "quedan",
    "contra", "puja", "sellar", "ninguna", "ninguno", "ahora", "línea", "mensaje", "verificada", "firmada", "comprobando", "responder", "norma", "normas",
    "tirar", "pasar", "paso", "ajustes", "verdadero", "falso"],
  en: ["the", "and", "of", "your", "you", "is", "are", "turn", "roll", "rolls", "dice", "success", "failure", "coin", "coins", "scene", "round",
    "waiting", "changes", "player", "sheet", "rules", "challenge", "effort", "against", "with", "for", "bid", "bids", "seal", "nothing", "none",
    "line", "post", "verified", "signed", "checking", "reply", "tenet", "tenets", "pass", "settings", "true", "false"],
};
const wordsOf = (lang: Lang) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${ONLY[lang].join("|")})(?![\\p{L}\\p{N}_])`, "giu");

const RULE_ID = /\b[A-Z]{2,4}-[A-Z]+-\d+\b/g;
const GAME_NAMES = /\b(?:GenreFuzzion|Tricube Tales|Tricube|Facetas|Pujas)\b/g;

export interface ReadItem { readonly post: string; readonly kind: "text" | "button" | "label" | "link"; readonly text: string }

/** What of `items` is in the language `other`: its words, and rule links to its page. */
export function otherLanguage(items: readonly ReadItem[], other: Lang): string[] {
  const found: string[] = [];
  for (const item of items) {
    if (item.kind === "link" && new RegExp(`/rules/(?:[a-z-]+/)?${other}\\.html`).test(item.text)) found.push(`${item.post} link to the ${other} rules: ${item.text}`);
    if (item.kind === "link") continue;
    // Rule IDs (FA-SCENE-2, PJ-TENET-1) and the games' names (Pujas) are names, in no language.
    const words = [...item.text.replace(RULE_ID, "").replace(GAME_NAMES, "").matchAll(wordsOf(other))].map((m) => m[0]);
    if (words.length) found.push(`${item.post} ${item.kind} "${item.text.replace(/\s+/g, " ").slice(0, 160)}": ${[...new Set(words)].join(", ")}`);
  }
  return found;
}
