// Every word a Tricube card shows, in Spanish and English: the cooked fallback text uses the block's
// language, the drawn card the reader's.
import { wordsOf, type Lang } from "../../../lib/i18n.js";

export const cardLabels = {
  challenge: { es: "Desafío «{id}»", en: "Challenge \"{id}\"" },
  roll: { es: "Tirada de {character} en «{challenge}»", en: "{character}'s roll in \"{challenge}\"" },
  karma: { es: "Karma de {character} en «{challenge}»", en: "{character}'s Karma in \"{challenge}\"" },
  sheet: { es: "Ficha", en: "Sheet" },
  answer: { es: "Respuesta para {character}", en: "Answer for {character}" },
  gm: { es: "El DJ", en: "The GM" },
  who: { es: "Desafiados", en: "Challenged" },
  difficulty: { es: "Dificultad", en: "Difficulty" },
  effort: { es: "Fichas de esfuerzo", en: "Effort tokens" },
  kind: { es: "Tipo", en: "Kind" },
  quality: { es: "Cualidad", en: "Quality" },
  outside: { es: "fuera de concepto", en: "outside concept" },
  enemy: { es: "Enemigo", en: "Enemy" },
  boss: { es: "jefe", en: "boss" },
  deadly: { es: "Puede ser mortal", en: "This can kill" },
  quirk: { es: "Defecto", en: "Quirk" },
  perk: { es: "Ventaja", en: "Perk" },
  perks: { es: "Ventajas", en: "Perks" },
  quirks: { es: "Defectos", en: "Quirks" },
  dice: { es: "Dados", en: "Dice" },
  rolledBy: { es: "los tira el servicio", en: "rolled by the service" },
  qualityApplies: { es: "su cualidad cuenta", en: "quality applies" },
  qualityNot: { es: "su cualidad no cuenta", en: "quality does not apply" },
  conceptNot: { es: "fuera de su concepto", en: "outside the concept" },
  paidBy: { es: "Paga", en: "Paid by" },
  prepared: { es: "preparado", en: "prepared" },
  archetype: { es: "Arquetipo", en: "Archetype" },
  player: { es: "Jugador", en: "Player" },
  karmaTokens: { es: "Karma", en: "Karma" },
  resolve: { es: "Resolución", en: "Resolve" },
  afflictions: { es: "Aflicciones", en: "Afflictions" },
  advances: { es: "Avances", en: "Advances" },
  permanent: { es: "permanente", en: "permanent" },
  scene: { es: "hasta el final de la escena", en: "until the scene ends" },
  fatal: { es: "mortal", en: "fatal" },
  cost: { es: "Coste", en: "Cost" },
  complication: { es: "Complicación", en: "Complication" },
  reward: { es: "Recompensa", en: "Reward" },
  affliction: { es: "Aflicción", en: "Affliction" },
  accept: { es: "Acepta", en: "Accepts" },
  yes: { es: "sí", en: "yes" },
  no: { es: "no", en: "no" },
  advance: { es: "Avance", en: "Advance" },
  close: { es: "Cierra «{challenge}»", en: "Closes \"{challenge}\"" },
  "scene-end": { es: "Fin de la escena", en: "End of the scene" },
  session: { es: "Nueva sesión: Karma y Resolución al máximo", en: "New session: Karma and Resolve refill" },
  "grant-advance": { es: "Un avance para {character}", en: "An advance for {character}" },
  offer: { es: "Ofrece Karma a {character} por una complicación", en: "Offers {character} Karma for a complication" },
  table: { es: "«{challenge}» ahora", en: "\"{challenge}\" now" },
  effortLeft: { es: "Esfuerzo que queda", en: "Effort left" },
  overcome: { es: "superado", en: "overcome" },
  waiting: { es: "Espera a", en: "Waiting for" },
  closed: { es: "Cerrado por el DJ", en: "Closed by the GM" },
  notService: { es: "Esta mesa no la ha escrito el servicio: no cuenta", en: "This table was not written by the service: it does not count" },
  costButton: { es: "Decidir el coste del fallo de {character}", en: "Choose what {character}'s failure costs" },
  costTitle: { es: "Coste del fallo de {character}", en: "The cost of {character}'s failure" },
  costCritical: { es: "Fallo crítico: la Resolución cuesta el doble y siempre trae una complicación", en: "Critical failure: Resolve costs double, and it always brings a complication" },
  costResolveOne: { es: "Pierde 1 de Resolución", en: "Loses 1 Resolve" },
  costResolveTwo: { es: "Pierde 2 de Resolución", en: "Loses 2 Resolve" },
  costComplication: { es: "Una complicación", en: "A complication" },
  costConsequence: { es: "Otra consecuencia en la historia", en: "Another consequence in the story" },
  costNeedsComplication: { es: "Escribe la complicación", en: "Write the complication" },
  costCompose: { es: "Escribir la respuesta", en: "Write the answer" },
  karmaButton: { es: "Gastar 1 de Karma de {character}: bajar la dificultad en 1", en: "Spend 1 of {character}'s Karma: lower the difficulty by 1" },
  karmaPerk: { es: "La ventaja que lo justifica", en: "The perk that justifies it" },
  karmaNeedsPerk: { es: "Escribe la ventaja con la que lo narras", en: "Write the perk you narrate it with" },
  asItStands: { es: "Según la última mesa del servicio", en: "As the service's latest table has it" },
  inForce: { es: "en vigor", en: "in force" },
  base: { es: "base {difficulty}", en: "base {difficulty}" },
  rollButton: { es: "Tirar", en: "Roll" },
  pickerTitle: { es: "Tirada de {character}", en: "{character}'s roll" },
  pickerNone: { es: "ninguno", en: "none" },
  pickerConcept: { es: "Fuera de mi concepto (un dado menos)", en: "Outside my concept (one die fewer)" },
  pickerQuirkTaken: { es: "Este desafío ya cuenta un defecto o una aflicción: solo uno por desafío", en: "This challenge already counts a quirk or an affliction: only one per challenge" },
  pickerClosed: { es: "El DJ ha cerrado este desafío: no admite más tiradas", en: "The GM has closed this challenge: it takes no more rolls" },
  pickerWaiting: { es: "Ahora no te toca tirar: la mesa espera a {who}", en: "Not your roll now: the table waits for {who}" },
  pickerOvercome: { es: "Desafío superado: no le quedan fichas de esfuerzo, no admite más tiradas", en: "Challenge overcome: no effort tokens left, it takes no more rolls" },
  pickerDice: { es: "Tirarás {dice}d6 contra {difficulty}", en: "You will roll {dice}d6 against {difficulty}" },
  pickerDiceOpposed: { es: "Tirarás {dice}d6 contra el dado más alto de {opponent}", en: "You will roll {dice}d6 against {opponent}'s highest die" },
  pickerCompose: { es: "Escribir la tirada", en: "Write the roll" },
  pickerCancel: { es: "Cancelar", en: "Cancel" },
} as const;

export type CardLabel = keyof typeof cardLabels;

export const label = wordsOf(cardLabels);

/** What each modifier of a difficulty is, by its rule (TT-KAR-3 Karma, TT-QRK-1 quirk, TT-DEF-3 affliction, TT-HS-1 enemy quality, TT-LVL-3 level). */
export const MODIFIER: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { "TT-KAR-3": "Karma", "TT-QRK-1": "defecto", "TT-DEF-3": "aflicción", "TT-HS-1": "cualidad del enemigo", "TT-LVL-3": "nivel" },
  en: { "TT-KAR-3": "Karma", "TT-QRK-1": "quirk", "TT-DEF-3": "affliction", "TT-HS-1": "enemy quality", "TT-LVL-3": "level" },
};

export const QUALITY: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { agile: "ágil", strong: "fuerte", cunning: "astuto" },
  en: { agile: "agile", strong: "strong", cunning: "cunning" },
};

export const KIND: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { normal: "normal", attack: "ataque", defence: "defensa", fear: "miedo", opposed: "con oposición" },
  en: { normal: "normal", attack: "attack", defence: "defence", fear: "fear", opposed: "opposed" },
};

export const COST: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { resolve: "Resolución", complication: "una complicación", consequence: "otra consecuencia", karma: "Karma" },
  en: { resolve: "Resolve", complication: "a complication", consequence: "another consequence", karma: "Karma" },
};
