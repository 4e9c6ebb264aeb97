// `gf pujas eval "1 5 6" --against "2 9 9 10" [--json]`: Pujas' reading of a Complication roll
// already made, for tables that roll their own d10s or want to check a roll by hand: successes
// (1–5, PJ-CPX-5), the winner, the Advantage die on a tie (PJ-CPX-6) and the prize coins (PJ-CPX-7).
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { evaluatePools, evaluateRoll, type PoolFaces } from "../rules/index.js";
import { CliError, stringOption, type DiceReading, type EvalTool } from "../../../lib/game-tools.js";

const w = wordsOf({
  ours: { es: "Complicación", en: "Complication" },
  theirs: { es: "oposición", en: "opposition" },
  successes: { es: "éxitos (1–5)", en: "successes (1–5)" },
  winner: { es: "gana", en: "winner" },
  tie: { es: "empate: {side} gana un dado de Ventaja y se vuelve a tirar", en: "tie: {side} gains an Advantage die and everyone rolls again" },
  even: { es: "empate, también en la suma de éxitos: se vuelve a tirar sin dado de Ventaja", en: "tie, and the successful faces tie too: roll again with no Advantage die" },
  prize: { es: "monedas de premio", en: "prize coins" },
  advantage: { es: "empate: el dado de Ventaja es para {pool} y se vuelve a tirar", en: "tie: {pool} gains the Advantage die and everyone rolls again" },
  pool: { es: "reserva", en: "pool" },
  bad: { es: "«{value}» no es una tirada de d10 (caras de 1 a 10, separadas por espacios)", en: "\"{value}\" is not a d10 roll (faces 1 to 10, separated by spaces)" },
  against: { es: "falta --against: los dados de la oposición", en: "--against is missing: the opposition's dice" },
});

/** Faces from "1 5 6" or "[1, 5, 6]"; each a d10 face (PJ-CPX-5). An empty pool is allowed. */
export function readD10s(text: string, lang: Lang): number[] {
  const tokens = text.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
  if (tokens.length > 200 || !tokens.every((t) => /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 10)) throw new CliError(w("bad", lang, { value: text }));
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
    against: { type: "string", multiple: true, help: { es: "los d10 de una reserva que se opone (PJ-CPX-5); repetido, una por reserva, «bruno: 2 9» para nombrarla", en: "an opposing pool's d10s (PJ-CPX-5); repeated, one per pool, \"bruno: 2 9\" to name it" } },
    with: { type: "string", multiple: true, help: { es: "los d10 de otra reserva del lado de la Complicación (PJ-AMB-07), «carla: 3 4»", en: "another pool on the Complication's side (PJ-AMB-07), \"carla: 3 4\"" } },
  },
  read: (values, positionals, lang) => {
    const list = (name: string): string[] => { const v = values[name]; return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []; };
    const againsts = list("against");
    if (againsts.length === 0) throw new CliError(w("against", lang));
    const first = positionals.join(" ");
    // Several pools, or named ones: each pool's own Advantage die and prize (PJ-CPX-6, PJ-CPX-7).
    if (againsts.length > 1 || list("with").length > 0 || [first, ...againsts].some((t) => t.includes(":"))) return severalPools(first, list("with"), againsts, lang);
    const ours = readD10s(first, lang);
    const theirs = readD10s(againsts[0]!, lang);
    const r = evaluateRoll(ours, theirs);
    const side = (s: "complication" | "opposing") => w(s === "complication" ? "ours" : "theirs", lang);
    const rows: [string, string][] = [
      [w("ours", lang), `[${ours.join(", ")}]`],
      [w("theirs", lang), `[${theirs.join(", ")}]`],
      [w("successes", lang), `${r.successes.complication} – ${r.successes.opposing}`],
      [w("winner", lang), r.winner ? side(r.winner) : r.advantage ? w("tie", lang, { side: side(r.advantage) }) : w("even", lang)],
    ];
    if (r.prize) rows.push([w("prize", lang), `${side("complication")} ${r.prize.complication}, ${side("opposing")} ${r.prize.opposing}`]);
    return { rows, json: { complication: ours, opposing: theirs, ...r } };
  },
};

/** "bruno: 2 9 9" or "2 9 9" (named by the flag and its place: "opposition 2"). */
function pool(text: string, side: PoolFaces["side"], fallback: string, lang: Lang): PoolFaces {
  const m = /^\s*([^:\[\d][^:]*):(.*)$/.exec(text);
  return { name: m ? m[1]!.trim() : fallback, side, faces: readD10s(m ? m[2]! : text, lang) };
}

function severalPools(first: string, withs: readonly string[], againsts: readonly string[], lang: Lang): DiceReading {
  const pools = [
    pool(first, "complication", w("ours", lang), lang),
    ...withs.map((t, i) => pool(t, "complication", `${w("ours", lang)} ${i + 2}`, lang)),
    ...againsts.map((t, i) => pool(t, "opposing", `${w("theirs", lang)} ${i + 1}`, lang)),
  ];
  const r = evaluatePools(pools);
  const side = (s: PoolFaces["side"]) => w(s === "complication" ? "ours" : "theirs", lang);
  const rows: [string, string][] = pools.map((p) => [`${w("pool", lang)} ${p.name}`, `${side(p.side)} [${p.faces.join(", ")}]`]);
  rows.push([w("successes", lang), `${r.successes.complication} – ${r.successes.opposing}`]);
  rows.push([w("winner", lang), r.winner ? side(r.winner) : r.advantage ? w("advantage", lang, { pool: r.advantage }) : w("even", lang)]);
  if (r.prize) rows.push([w("prize", lang), pools.map((p) => `${p.name} ${r.prize![p.name]}`).join(", ")]);
  return { rows, json: { pools, ...r } };
}
