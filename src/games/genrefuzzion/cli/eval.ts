// `gf genrefuzzion eval "d8:7 d6:1 d4:4 d8:8" [--pv] [--pk] [--twos-botch] [--json]` (also `gf eval`):
// GenreFuzzion's evaluation of dice already rolled, for groups that roll their own physical dice
// (GF-FORUM-3), and how `gf roll` shows the evaluation of the dice it rolls, as aligned text or as
// JSON. The evaluation itself is the rules' evaluateRoll.
import { diceMessages } from "../../../dice/messages.js";
import { formatRolled, type Die } from "../../../dice/die.js";
import { parseRolled } from "../../../dice/notation.js";
import { CliError, flag, type DiceReading, type EvalTool, type OptionValues } from "../../../lib/game-tools.js";
import { localise, type Lang, wordsOf } from "../../../lib/i18n.js";
import type { GfError, Result } from "../../../lib/result.js";
import { evaluateRoll, type EvaluateOptions, type RollEvaluation } from "../rules/evaluate.js";
import { rulesMessages } from "../rules/messages.js";

const text = wordsOf({
  none: { es: "ninguno", en: "none" },
  noBotch: { es: "ninguna", en: "none" },
  effectFallback: { es: "d4 (ninguno apto, GF-AMB-20)", en: "d4 (none eligible, GF-AMB-20)" },
  dice: { es: "Dados", en: "Dice" },
  botches: { es: "Pifias", en: "Botches" },
  result: { es: "Resultado", en: "Result" },
  effect: { es: "Dados de efecto", en: "Effect dice" },
  cost: { es: "Coste", en: "Cost" },
});
const label = (d: Die | undefined) => (d ? `d${d.size}:${d.face}` : "?");

/** The value, or a CliError with the message in `lang`. */
function orFail<T>(result: Result<T, GfError>, lang: Lang, catalogue = diceMessages): T {
  if (result.ok) return result.value;
  throw new CliError(localise(catalogue, result.error, lang));
}

export const evaluationOptions = {
  pv: { type: "boolean", help: { es: "impulso de 1 PV: suma un dado más (GF-ROLL-5); uno por tirada, no con --pk (GF-AMB-16)", en: "1 PV boost: add one more die (GF-ROLL-5); one per roll, not with --pk (GF-AMB-16)" } },
  pk: { type: "boolean", help: { es: "impulso de 1 PK: +3 (GF-ROLL-5); uno por tirada, no con --pv (GF-AMB-16)", en: "1 PK boost: +3 (GF-ROLL-5); one per roll, not with --pv (GF-AMB-16)" } },
  "twos-botch": {
    type: "boolean",
    help: { es: "los 2 también son pifia (GF-ROLL-2: Secretos y mentiras, Inocencia)", en: "2s botch too (GF-ROLL-2: Secretos y mentiras, Inocencia)" },
  },
  "savoir-faire": {
    type: "boolean",
    help: { es: "los 1 no son pifia (GF-TRICK-27 Savoir Faire)", en: "1s are not botches (GF-TRICK-27 Savoir Faire)" },
  },
} as const;

/** The evaluation options the flags above ask for. */
export function evaluationSettings(values: OptionValues): EvaluateOptions {
  return {
    boostPv: flag(values, "pv"), boostPk: flag(values, "pk"),
    twosBotch: flag(values, "twos-botch"), onesBotch: !flag(values, "savoir-faire"),
  };
}

export const genreFuzzionEval: EvalTool = {
  alias: "eval",
  usage: "<dice>",
  // Like `gf roll`, the dice may be one quoted argument or several words.
  positionals: [1, Number.POSITIVE_INFINITY],
  summary: {
    es: "evalúa dados ya tirados («d8:7 d6:1»): pifias, resultado y dados de efecto (GF-FORUM-3)",
    en: "evaluate dice already rolled (\"d8:7 d6:1\"): botches, result and effect dice (GF-FORUM-3)",
  },
  options: evaluationOptions,
  read: (values, positionals, lang) => reading(orFail(parseRolled(positionals.join(" ")), lang), values, lang),
  // `gf roll`'s reading of the dice it rolls (the roll stands when a boost cannot apply, GF-ROLL-5).
  rolled: reading,
};

function reading(dice: readonly Die[], values: OptionValues, lang: Lang): DiceReading {
  const evaluation = orFail(evaluateRoll(dice, evaluationSettings(values)), lang, rulesMessages);
  return { rows: evaluationRows(dice, evaluation, lang), json: evaluationJson(dice, evaluation) };
}

export function evaluationRows(dice: readonly Die[], e: RollEvaluation, lang: Lang): [string, string][] {
  const none = text("none", lang);
  // "Pifias: ninguna" (feminine in Spanish), "Dados de efecto: ninguno".
  const list = (indices: readonly number[], empty = none) => (indices.length ? indices.map((i) => label(dice[i])).join(" ") : empty);
  // GF-ROLL-3, GF-ROLL-5: "14 = d8:7 + d6:5 + d4:2 (PV) + 3 (PK)".
  const parts = [...e.resultDice.map((i) => label(dice[i])), ...e.boostDice.map((i) => `${label(dice[i])} (PV)`)];
  if (e.cost.pk) parts.push("3 (PK)");
  if (e.bonus) parts.push(String(e.bonus));
  const result = parts.length ? `${e.result} = ${parts.join(" + ")}` : String(e.result);
  // GF-WIN-2: the candidates, largest first; the first is the natural effect die.
  const effect = e.effectCandidates.length
    ? e.effectCandidates.map((i) => label(dice[i])).join(" ")
    : e.fallbackEffectSize ? text("effectFallback", lang) : none;
  const rows: [string, string][] = [
    [text("dice", lang), formatRolled(dice)],
    [text("botches", lang), list(e.botches, text("noBotch", lang))],
    [text("result", lang), result],
    [text("effect", lang), effect],
  ];
  if (e.cost.pv || e.cost.pk) rows.push([text("cost", lang), [e.cost.pv && `${e.cost.pv} PV`, e.cost.pk && `${e.cost.pk} PK`].filter(Boolean).join(", ")]);
  return rows;
}

/** The evaluation as plain JSON: dice by value rather than index, for scripts. */
export function evaluationJson(dice: readonly Die[], e: RollEvaluation) {
  const pick = (indices: readonly number[]) => indices.map((i) => dice[i]!);
  return {
    dice,
    botches: pick(e.botches),
    result: e.result,
    resultDice: pick(e.resultDice),
    boostDice: pick(e.boostDice),
    effectCandidates: pick(e.effectCandidates),
    fallbackEffectSize: e.fallbackEffectSize,
    cost: e.cost,
  };
}
