// `gf pujas eval "1 5 6" --against "2 9 9 10" [--json]`: Pujas' reading of a Complication roll
// already made, for tables that roll their own d10s or want to check a roll by hand: successes
// (1–5, PJ-CPX-5), the winner, the Advantage die on a tie (PJ-CPX-6) and the prize coins (PJ-CPX-7).
import type { Lang } from "../../../lib/i18n.js";
import { evaluateRoll } from "../rules/index.js";
import { CliError, flag, stringOption, type EvalTool, table } from "../../../lib/game-tools.js";

const WORDS = {
  ours: { es: "Complicación", en: "Complication" },
  theirs: { es: "oposición", en: "opposition" },
  successes: { es: "éxitos (1–5)", en: "successes (1–5)" },
  winner: { es: "gana", en: "winner" },
  tie: { es: "empate: {side} gana un dado de Ventaja y se vuelve a tirar", en: "tie: {side} gains an Advantage die and everyone rolls again" },
  even: { es: "empate, también en la suma de éxitos: se vuelve a tirar sin dado de Ventaja", en: "tie, and the successful faces tie too: roll again with no Advantage die" },
  prize: { es: "monedas de premio", en: "prize coins" },
  bad: { es: "«{value}» no es una tirada de d10 (caras de 1 a 10, separadas por espacios)", en: "\"{value}\" is not a d10 roll (faces 1 to 10, separated by spaces)" },
  against: { es: "falta --against: los dados de la oposición", en: "--against is missing: the opposition's dice" },
} as const;
const w = (lang: Lang, key: keyof typeof WORDS, params: Record<string, string | number> = {}) =>
  WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ""));

/** Faces from "1 5 6" or "[1, 5, 6]"; each a d10 face (PJ-CPX-5). An empty pool is allowed. */
export function readD10s(text: string, lang: Lang): number[] {
  const tokens = text.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
  if (tokens.length > 200 || !tokens.every((t) => /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 10)) throw new CliError(w(lang, "bad", { value: text }));
  return tokens.map(Number);
}

export const pujasEval: EvalTool = {
  usage: "<dice>",
  positionals: [0, Number.POSITIVE_INFINITY],
  summary: {
    es: "Pujas: lee una tirada de Complicación ya hecha («1 5 6» contra --against «2 9 9 10»): éxitos, ganador, dado de Ventaja y monedas de premio",
    en: "Pujas: read a Complication roll already made (\"1 5 6\" against --against \"2 9 9 10\"): successes, winner, Advantage die and prize coins",
  },
  options: {
    against: { type: "string", help: { es: "los d10 de la oposición (PJ-CPX-5)", en: "the opposition's d10s (PJ-CPX-5)" } },
  },
  run: (values, positionals, lang) => {
    const against = stringOption(values, "against");
    if (against === undefined) throw new CliError(w(lang, "against"));
    const ours = readD10s(positionals.join(" "), lang);
    const theirs = readD10s(against, lang);
    const r = evaluateRoll(ours, theirs);
    if (flag(values, "json")) {
      return JSON.stringify({ complication: ours, opposing: theirs, ...r }, null, 2);
    }
    const side = (s: "complication" | "opposing") => w(lang, s === "complication" ? "ours" : "theirs");
    const rows: [string, string][] = [
      [w(lang, "ours"), `[${ours.join(", ")}]`],
      [w(lang, "theirs"), `[${theirs.join(", ")}]`],
      [w(lang, "successes"), `${r.successes.complication} – ${r.successes.opposing}`],
      [w(lang, "winner"), r.winner ? side(r.winner) : r.advantage ? w(lang, "tie", { side: side(r.advantage) }) : w(lang, "even")],
    ];
    if (r.prize) rows.push([w(lang, "prize"), `${side("complication")} ${r.prize.complication}, ${side("opposing")} ${r.prize.opposing}`]);
    return table(rows);
  },
};
