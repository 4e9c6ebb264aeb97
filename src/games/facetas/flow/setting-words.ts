// Facetas' settings in words, in both languages, for the conflict's opening (src/lib/settings-text.ts
// draws them, with the keys and rule IDs in a closed fold): one sentence per value of each reading of
// the rules' ambiguities (FA-AMB-01…11) and the table's idle time (FA-TOOL-1).
import type { SettingWords } from "../../../lib/settings-text.js";
import type { FaSettings } from "../rules/index.js";

/** The rule each setting settles. */
export const SETTING_RULES: Readonly<Record<keyof FaSettings, string>> = {
  riskAtFive: "FA-AMB-01", phRollNeedsFacet: "FA-AMB-02", inspirationTargets: "FA-AMB-03", breakOne: "FA-AMB-04", giftsAreTraits: "FA-AMB-05",
  worldAlternation: "FA-AMB-06", surrender: "FA-AMB-07", lootCap: "FA-AMB-08", adversaryPhDice: "FA-AMB-09", allyRounding: "FA-AMB-10", rollLevelCheck: "FA-AMB-11",
};

export const SETTING_WORDS: Readonly<Record<keyof FaSettings | "remindHours", SettingWords>> = {
  riskAtFive: {
    "clamp-and-flag": { es: "una faceta en 5 que paga Riesgo se queda en 5 y se anota el exceso", en: "a facet at 5 that pays Risk stays at 5 and the overflow is noted" },
    refuse: { es: "no se puede pagar Riesgo con una faceta en 5", en: "Risk cannot be paid with a facet at 5" },
  },
  phRollNeedsFacet: {
    true: { es: "una tirada pagada con PH también nombra una faceta que cubra el dado", en: "a roll paid with PH still names a facet that covers the die" },
    false: { es: "una tirada pagada con PH no necesita faceta", en: "a roll paid with PH needs no facet" },
  },
  inspirationTargets: {
    "any-die": { es: "una Inspiración puede subir cualquier dado", en: "an Inspiration may raise any die" },
    "own-dice": { es: "Protagonista y Adversario solo suben sus propios dados con una Inspiración", en: "the Protagonist and the Adversary raise only their own dice with an Inspiration" },
  },
  breakOne: { refused: { es: "un dado que muestra 1 no se rompe", en: "a die showing 1 cannot be broken" } },
  giftsAreTraits: { true: { es: "Dones y Rasgos son lo mismo", en: "Gifts and Traits are one and the same" } },
  worldAlternation: {
    "previous-turn": { es: "el Mundo alterna según su turno anterior (pasar lo libera)", en: "the World alternates by its previous turn (a pass frees it)" },
    "last-supported": { es: "el Mundo alterna según el último bando al que apoyó", en: "the World alternates by the last side it supported" },
  },
  surrender: {
    "surrenderer-loses": { es: "quien se rinde pierde, con el botín normal", en: "whoever surrenders loses, with the normal loot" },
    "no-loot": { es: "una rendición termina el conflicto sin botín", en: "a surrender ends the conflict with no loot" },
  },
  lootCap: { n: { es: "una Inspiración del botín vale como mucho {n}", en: "an Inspiration from the loot is worth at most {n}" } },
  adversaryPhDice: {
    "protagonist-dice": { es: "los PH del Adversario al perder cuentan los dados del Protagonista", en: "the losing Adversary's PH count the Protagonist's dice" },
    "loser-dice": { es: "los PH del Adversario al perder cuentan sus propios dados", en: "the losing Adversary's PH count its own dice" },
  },
  allyRounding: {
    down: { es: "la mitad del Aliado se redondea hacia abajo", en: "the Ally's half rounds down" },
    up: { es: "la mitad del Aliado se redondea hacia arriba", en: "the Ally's half rounds up" },
  },
  rollLevelCheck: {
    enforced: { es: "una tirada necesita una faceta cuyo nivel cubra el dado", en: "a roll needs a facet whose level covers the die" },
    waived: { es: "no se comprueba el nivel de la faceta al tirar", en: "a facet's level is not checked on a roll" },
  },
  remindHours: { n: { es: "recordatorio tras {n} h sin jugar", en: "a reminder after {n} h without play" } },
};
