// `gf eval "d8:7 d6:1 d4:4 d8:8" [--pv] [--pk] [--twos-botch] [--json]`: GenreFuzzion's evaluation of
// dice already rolled, for groups that roll their own physical dice (GF-FORUM-3).
import { parseRolled } from "../../dice/notation.js";
import { evaluateRoll, type EvaluateOptions } from "../../games/genrefuzzion/rules/evaluate.js";
import { rulesMessages } from "../../games/genrefuzzion/rules/messages.js";
import { flag, type Command, type OptionValues } from "../command.js";
import { evaluationJson, evaluationRows, table } from "../roll-report.js";
import { orFail } from "../shell.js";

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
  json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
} as const;

/** The evaluation options the flags above ask for. */
export function evaluationSettings(values: OptionValues): EvaluateOptions {
  return {
    boostPv: flag(values, "pv"), boostPk: flag(values, "pk"),
    twosBotch: flag(values, "twos-botch"), onesBotch: !flag(values, "savoir-faire"),
  };
}

export const evalCommand: Command = {
  name: "eval",
  usage: "<dice>",
  // Like `gf roll`, the dice may be one quoted argument or several words.
  positionals: [1, Number.POSITIVE_INFINITY],
  summary: {
    es: "evalúa dados ya tirados («d8:7 d6:1»): pifias, resultado y dados de efecto (GF-FORUM-3)",
    en: "evaluate dice already rolled (\"d8:7 d6:1\"): botches, result and effect dice (GF-FORUM-3)",
  },
  options: evaluationOptions,
  run: ({ values, positionals, lang }, io) => {
    const dice = orFail(parseRolled(positionals.join(" ")), lang);
    const evaluation = orFail(evaluateRoll(dice, evaluationSettings(values)), lang, rulesMessages);
    io.out(flag(values, "json")
      ? JSON.stringify(evaluationJson(dice, evaluation), null, 2)
      : table(evaluationRows(dice, evaluation, lang)));
    return 0;
  },
};
