// The thread flow's own words (es/en): its refusals, the reply's headings and the questions it puts
// to people (what a human confirms: each roll's facet and die, a Trait's help or hindrance, the
// World's side, a tie's or a defeat's answer, the loot's choices, the table's settings). And the one
// place a refusal of any source (the markup's catalogue, the rules', this one) becomes text.
import { wordsOf, localise, type Catalogue, type Lang } from "../../../lib/i18n.js";
import type { GfError } from "../../../lib/result.js";
import { facetasMarkupMessages } from "../markup/messages.js";
import { SHEET_PLACEHOLDER } from "../markup/vocabulary.js";
import { facetasMessages } from "../rules/messages.js";

export const facetasFlowMessages = {
  "fa.flow.sheet.none": { es: "la publicación de la ficha no tiene ningún bloque [fa-ficha]", en: "the sheet's post holds no [fa-sheet] block" },
  "fa.flow.sheet.unreadable": { es: "la ficha tiene errores: corrígela antes de jugar con ella", en: "the sheet has mistakes: fix it before playing with it" },
  "fa.flow.sheet.no-facet": { es: "la ficha ya no tiene la Faceta «{facet}»: no se puede anotar su nivel", en: "the sheet no longer has the facet \"{facet}\": its level cannot be written" },
  "fa.flow.sheet.no-trait": { es: "la ficha ya no tiene el Rasgo «{trait}»: no se puede anotar", en: "the sheet no longer has the Trait \"{trait}\": it cannot be written" },
  "fa.flow.sheet.missing": { es: "no hay ninguna ficha del personaje «{character}»", en: "there is no sheet for the character \"{character}\"" },
  "fa.flow.sheet.not-theirs": { es: "la ficha de «{character}» es de {owner}, no de {user}", en: "the sheet of \"{character}\" belongs to {owner}, not to {user}" },
  "fa.flow.sheet.inline-other": {
    es: `{user} no puede escribir aquí la ficha del {role}, que juega {player}: cada uno juega con su propia ficha; nómbrala con una línea «ficha {role}: ${SHEET_PLACEHOLDER.es}» con el nombre de su personaje`,
    en: `{user} cannot write the {role}'s sheet here, which {player} plays: each plays from their own sheet; name it with a "sheet {role}: ${SHEET_PLACEHOLDER.en}" line holding its character's name`,
  },
  "fa.flow.sheet.needed": { es: `falta la ficha del {role}: una línea «ficha {role}: ${SHEET_PLACEHOLDER.es}» con el nombre de su personaje o un bloque [fa-ficha funcion={role}] en esta publicación`, en: `the {role}'s sheet is missing: a "sheet {role}: ${SHEET_PLACEHOLDER.en}" line holding its character's name or a [fa-sheet role={role}] block in this post` },
  "fa.flow.no-user": { es: "no hay ningún usuario «{user}» en este foro ({role}): escribe su nombre de usuario tal como lo muestra el foro", en: "there is no user \"{user}\" on this forum ({role}): write their username as the forum shows it" },
  "fa.flow.open.who": { es: "presenta el conflicto el Adversario que nombra ({adversary}) o un moderador, no {user}", en: "the conflict is presented by the Adversary it names ({adversary}) or a moderator, not {user}" },
  "fa.flow.open.twice": { es: "este tema ya tiene su conflicto: abre otro tema para uno nuevo", en: "this topic already has its conflict: open a new topic for another" },
  "fa.flow.not-open": { es: "este tema aún no tiene conflicto: empieza con [fa-conflicto]", en: "this topic has no conflict yet: it starts with [fa-conflict]" },
  "fa.flow.loot.nothing": { es: "este [fa-botin] no elige nada que le toque a {user}", en: "this [fa-loot] chooses nothing that is {user}'s to choose" },
  "fa.flow.far-die": { es: "este servicio tira dados hasta el {max}.º de cada bando", en: "this service rolls dice up to each side's {max}th" },
  "fa.flow.too-many-rolls": { es: "demasiadas tiradas en una publicación (máximo {max})", en: "too many rolls in one post (at most {max})" },
  "fa.flow.unreadable": { es: "el estado guardado de este tema no se puede leer en «{path}»: {detail}", en: "this topic's stored state cannot be read at \"{path}\": {detail}" },
} satisfies Catalogue;

/** A refusal from any source, in `lang`. */
export function refusalText(error: GfError, lang: Lang): string {
  const catalogue: Catalogue = error.code.startsWith("fa.markup.") ? facetasMarkupMessages : error.code.startsWith("fa.flow.") ? facetasFlowMessages : facetasMessages;
  return localise(catalogue, error, lang);
}

/** The reply's words. */
export const W = {
  refused: { es: "@{user}: línea {line}: {quote} — {why}. No se ha aplicado nada de esta publicación.", en: "@{user}: line {line}: {quote} — {why}. Nothing in this post was applied." },
  opened: { es: "**Conflicto abierto**: Protagonista @{protagonist}, Adversario @{adversary}{others}. Cada bando empieza con un dado que muestra 1 (FA-CONF-1).", en: "**Conflict opened**: Protagonist @{protagonist}, Adversary @{adversary}{others}. Each side starts with one die showing 1 (FA-CONF-1)." },
  ally: { es: ", Aliado @{user}", en: ", Ally @{user}" },
  world: { es: ", Mundo @{user}", en: ", World @{user}" },
  settings: { es: "Ajustes de la mesa (confirmadlos o cambiadlos con líneas «ajuste …» antes de empezar): {list}", en: "The table's settings (confirm them, or change them with \"setting …\" lines before play starts): {list}" },
  sheetFrom: { es: "{role}: ficha de {character}", en: "{role}: sheet of {character}" },
  roll: { es: "🎲 tirada {k}: {die} ({before}) → **{face}**", en: "🎲 roll {k}: {die} ({before}) → **{face}**" },
  dice: { es: "**Dados** — Protagonista: {p} = {ps} · Adversario: {a} = {as} · ronda {round}", en: "**Dice** — Protagonist: {p} = {ps} · Adversary: {a} = {as} · round {round}" },
  changes: { es: "Cambios", en: "Changes" },
  waiting: { es: "Pendiente", en: "Waiting for" },
  over: { es: "El conflicto ha terminado: gana el {winner}.", en: "The conflict is over: the {winner} wins." },
  overNoLoot: { es: "El conflicto ha terminado sin botín.", en: "The conflict is over, with no loot." },
  sheets: { es: "Fichas actualizadas: {list}", en: "Sheets updated: {list}" },
  turn: { es: "@{user}, es tu turno ({role}): {legal}. Escribe tus acciones en orden; cada tirada la hace el servicio, verificable", en: "@{user}, it is your turn ({role}): {legal}. Write your actions in order; the service makes each roll, verifiably" },
  tie: { es: "@{user} ({role}): empate; ¿seguís o te rindes? (quien se rinde pierde, FA-AMB-07)", en: "@{user} ({role}): a tie; play on, or surrender? (who surrenders loses, FA-AMB-07)" },
  postpone: { es: "@{user}: vas perdiendo {p} a {a}; ¿pagas 1 PH para otra ronda o aceptas la derrota?", en: "@{user}: you are behind, {p} to {a}; pay 1 PH for another round, or concede?" },
  pairing: { es: "@{user}: ganas; empareja tus dados con los del perdedor (sugerido: {suggested}){lower}", en: "@{user}: you win; pair your dice with the loser's (suggested: {suggested}){lower}" },
  // FA-LOOT-1 step 6, in the buttons' words (offer-words.ts lootLower), the rulebook's "restar un nivel al riesgo".
  lower: { es: "; puedes restar 1 al Riesgo de una de tus facetas", en: "; you may lower the Risk of one of your facets by 1" },
  worldRisk: { es: "@{user}: reparte {n} {n|reducción|reducciones} de Riesgo entre las Facetas de tu personaje principal", en: "@{user}: place {n} Risk {n|reduction|reductions} on your main character's facets" },
  allyRenew: { es: "@{user}: ¿ayudabas con tu personaje principal (se renuevan todos sus Rasgos) o con otro (uno)?", en: "@{user}: did you help through your main character (all its Traits renewed) or another (one)?" },
} as const satisfies Catalogue;

export const say = wordsOf(W);

export const ROLE_NAME: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { protagonist: "Protagonista", adversary: "Adversario", ally: "Aliado", world: "Mundo" },
  en: { protagonist: "Protagonist", adversary: "Adversary", ally: "Ally", world: "World" },
};

export const ACTION_NAME: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { roll: "tirar", inspire: "inspirar", boost: "mejorar", trait: "rasgo", support: "apoyo", break: "romper", pass: "paso" },
  en: { roll: "roll", inspire: "inspire", boost: "boost", trait: "trait", support: "support", break: "break", pass: "pass" },
};
