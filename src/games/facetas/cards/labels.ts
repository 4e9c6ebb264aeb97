// Every word a Facetas card shows, in Spanish and English (the reader's language).
import { wordsOf, type Lang } from "../../../lib/i18n.js";

export const cardLabels = {
  conflict: { es: "Conflicto", en: "Conflict" },
  table: { es: "Conflicto · ronda {round}", en: "Conflict · round {round}" },
  sheet: { es: "Ficha", en: "Sheet" },
  sheetOf: { es: "Ficha de {character}", en: "{character}'s sheet" },
  turn: { es: "Turno", en: "Turn" },
  loot: { es: "Botín", en: "Loot" },
  protagonist: { es: "Protagonista", en: "Protagonist" },
  adversary: { es: "Adversario", en: "Adversary" },
  ally: { es: "Aliado", en: "Ally" },
  world: { es: "Mundo", en: "World" },
  sum: { es: "suma {sum}", en: "sum {sum}" },
  turnOf: { es: "Turno de @{user}", en: "@{user}'s turn" },
  changes: { es: "Cambios", en: "Changes" },
  now: { es: "Ahora se puede", en: "What can be posted now" },
  yours: { es: "Abre el editor con esta respuesta", en: "Open the composer with this answer" },
  winner: { es: "Gana el {side}", en: "The {side} wins" },
  notService: { es: "Esta mesa no la ha escrito el servicio: no cuenta", en: "This table was not written by the service: it does not count" },
  facets: { es: "Facetas", en: "Facets" },
  traits: { es: "Rasgos", en: "Traits" },
  exhausted: { es: "agotado", en: "exhausted" },
  ph: { es: "PH", en: "PH" },
  inspirations: { es: "Inspiraciones", en: "Inspirations" },
  threat: { es: "Amenaza", en: "Threat" },
  player: { es: "Jugador", en: "Player" },
  sheetFrom: { es: "Ficha", en: "Sheet" },
  settings: { es: "Ajustes", en: "Settings" },
  pairing: { es: "Emparejamiento", en: "Pairing" },
  suggested: { es: "el sugerido", en: "the suggested one" },
  lower: { es: "Bajar el Riesgo de", en: "Lower the Risk of" },
  reduce: { es: "Reducir", en: "Reduce" },
  through: { es: "Ayudaba con", en: "Helped through" },
  main: { es: "su personaje principal", en: "their main character" },
  other: { es: "otro personaje", en: "another character" },
  renew: { es: "Renovar", en: "Renew" },
  unmatched: { es: "sin pareja", en: "unmatched" },
} as const;

export type LabelKey = keyof typeof cardLabels;

export const label = wordsOf(cardLabels);

/** How a turn's step reads on its card. */
export const STEP: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: {
    roll: "tira el {die} con «{facet}»", rollPh: "tira el {die} con «{facet}», pagando 1 PH", rollBare: "tira el {die}", rollBarePh: "tira el {die}, pagando 1 PH",
    inspire: "I={value} en el {die}", boost: "mejora la I={value}", help: "«{trait}» ayuda: rompe el {die}", hinder: "«{trait}» estorba: rompe el {die}",
    lower: "baja «{facet}»", support: "apoya al {side}", break: "rompe el {die}", pass: "pasa", continue: "sigue", surrender: "se rinde", postpone: "aplaza la derrota", concede: "acepta la derrota",
  },
  en: {
    roll: "rerolls {die} with \"{facet}\"", rollPh: "rerolls {die} with \"{facet}\", paying 1 PH", rollBare: "rerolls {die}", rollBarePh: "rerolls {die}, paying 1 PH",
    inspire: "I={value} on {die}", boost: "boosts the I={value}", help: "\"{trait}\" helps: breaks {die}", hinder: "\"{trait}\" hinders: breaks {die}",
    lower: "lowers \"{facet}\"", support: "supports the {side}", break: "breaks {die}", pass: "passes", continue: "plays on", surrender: "surrenders", postpone: "postpones defeat", concede: "concedes",
  },
};
