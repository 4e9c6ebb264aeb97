// Pujas' settings in words, in both languages, for the table's opening (src/lib/settings-text.ts
// draws them, with the keys and rule IDs in a closed fold): one sentence per value of each setting
// of the points the one-page order of play leaves open (PJ-BID-2, PJ-AMB-nn; docs/games/pujas.md §6).
import type { SettingWords } from "../../../lib/settings-text.js";
import type { PjSettings } from "../rules/index.js";

type Shown = Exclude<keyof PjSettings, "startingCoins" | "recovery">;

/** The rule each setting settles. */
export const SETTING_RULES: Readonly<Record<Shown, string>> = {
  zeroBids: "PJ-BID-2", previousNarratorInTies: "PJ-AMB-02", tableFirst: "PJ-AMB-03", challengeTie: "PJ-AMB-05", complicationPrice: "PJ-AMB-06",
  removeDice: "PJ-AMB-08", traitOncePerComplication: "PJ-AMB-08", idleLapRolls: "PJ-AMB-09", prizeBuyPrice: "PJ-AMB-10", unspentPrize: "PJ-AMB-11",
  fineVoters: "PJ-AMB-12", subImportance: "PJ-AMB-13", loserPrizeDice: "PJ-AMB-14",
};

export const SETTING_WORDS: Readonly<Record<Shown, SettingWords>> = {
  zeroBids: {
    true: { es: "se puede pujar 0 por una escena", en: "a scene bid of 0 is allowed" },
    false: { es: "no se puede pujar 0 por una escena", en: "a scene bid of 0 is not allowed" },
  },
  previousNarratorInTies: {
    last: { es: "en un empate de pujas, el Narrador anterior va detrás", en: "in a tie of bids, the previous Narrator ranks last" },
    first: { es: "en un empate de pujas, el Narrador anterior va delante", en: "in a tie of bids, the previous Narrator ranks first" },
  },
  tableFirst: {
    true: { es: "el Narrador gasta antes las monedas de la mesa que las de su monedero", en: "the Narrator spends the coins on the table before the purse" },
    false: { es: "el Narrador gasta antes su monedero que las monedas de la mesa", en: "the Narrator spends the purse before the coins on the table" },
  },
  challengeTie: {
    "status-quo": { es: "una puesta a prueba empatada deja en pie la versión puesta a prueba", en: "a tied Challenge leaves the challenged version standing" },
    "first-proposed": { es: "una puesta a prueba empatada la gana la opción empatada propuesta antes", en: "a tied Challenge goes to the tied option proposed first" },
  },
  complicationPrice: {
    0: { es: "iniciar una Complicación es gratis (los dados se pagan aparte)", en: "starting a Complication is free (dice are paid apart)" },
    n: { es: "iniciar una Complicación cuesta {n} {n|moneda|monedas} (los dados se pagan aparte)", en: "starting a Complication costs {n} {n|coin|coins} (dice are paid apart)" },
  },
  removeDice: {
    true: { es: "un Rasgo o una moneda también puede quitar un dado de una reserva", en: "a Trait or a coin may also take a die out of a pool" },
    false: { es: "nadie puede quitar dados de una reserva", en: "no one may take dice out of a pool" },
  },
  traitOncePerComplication: {
    true: { es: "cada Rasgo da su dado una sola vez por Complicación", en: "each Trait gives its die once per Complication" },
    false: { es: "un Rasgo puede dar su dado más de una vez por Complicación", en: "a Trait may give its die more than once per Complication" },
  },
  idleLapRolls: {
    true: { es: "una vuelta entera sin cambios en las reservas permite tirar sin el acuerdo de todos", en: "a full lap with no change to the pools lets the dice be rolled without everyone's word" },
    false: { es: "solo se tira cuando todos están de acuerdo", en: "the dice are rolled only when everyone agrees" },
  },
  prizeBuyPrice: {
    n: { es: "el ganador paga {n} {n|moneda|monedas} de premio por cada moneda de premio ajena que compra", en: "the winner pays {n} prize {n|coin|coins} for each prize coin of another player bought away" },
  },
  unspentPrize: {
    lost: { es: "las monedas de premio sin gastar se pierden", en: "unspent prize coins are lost" },
    kept: { es: "cada cual se queda sus monedas de premio sin gastar", en: "unspent prize coins are kept" },
    "winners-keep": { es: "solo los ganadores se quedan sus monedas de premio sin gastar", en: "only the winners keep unspent prize coins" },
  },
  fineVoters: {
    everyone: { es: "en una multa vota todo el mundo", en: "everyone votes on a Fine" },
    others: { es: "en una multa votan todos menos el acusador y el acusado", en: "everyone but the accuser and the accused votes on a Fine" },
  },
  subImportance: {
    "own-traits": { es: "la Importancia de un Sub-componente cuenta solo sus propios Rasgos", en: "a Sub-component's Importance counts its own Traits only" },
    coins: { es: "la Importancia de un Sub-componente cuenta cada moneda gastada en crearlo y vincularlo", en: "a Sub-component's Importance counts every coin spent creating and linking it" },
  },
  loserPrizeDice: {
    "deciding-roll": { es: "el premio de los perdedores cuenta los dados de la tirada decisiva", en: "the losers' prize counts the dice of the deciding roll" },
    "every-roll": { es: "el premio de los perdedores cuenta los dados de todas las tiradas", en: "the losers' prize counts the dice of every roll" },
  },
};
