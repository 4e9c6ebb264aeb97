// How `gf roll` and `gf eval` show dice and their GenreFuzzion evaluation (GF-ROLL-*), as aligned
// text or as JSON. The evaluation itself is the rules' evaluateRoll.
import type { Lang } from "../lib/i18n.js";
import { formatRolled, type Die } from "../dice/die.js";
import type { RollEvaluation } from "../games/genrefuzzion/rules/evaluate.js";
import { text } from "./shell.js";

const label = (d: Die | undefined) => (d ? `d${d.size}:${d.face}` : "?");

export { table } from "../lib/game-tools.js";

export function evaluationRows(dice: readonly Die[], e: RollEvaluation, lang: Lang): [string, string][] {
  const none = text(lang, "cli.label-none");
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
    : e.fallbackEffectSize ? text(lang, "cli.label-effect-fallback") : none;
  const rows: [string, string][] = [
    [text(lang, "cli.label-dice"), formatRolled(dice)],
    [text(lang, "cli.label-botches"), list(e.botches, text(lang, "cli.label-no-botch"))],
    [text(lang, "cli.label-result"), result],
    [text(lang, "cli.label-effect"), effect],
  ];
  if (e.cost.pv || e.cost.pk) rows.push([text(lang, "cli.label-cost"), [e.cost.pv && `${e.cost.pv} PV`, e.cost.pk && `${e.cost.pk} PK`].filter(Boolean).join(", ")]);
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
