// `gf facetas eval "6 6" --against "2 2 2 2" [--postponed n] [--pairs "1 2"] [--cap 6]
// [--adversary-ph loser-dice] [--rounding up] [--json]`: Facetas' reading of the dice on the table at
// the end of a round (FA-END-1) and, when one side wins, the loot's arithmetic (FA-LOOT-1…5): the
// suggested pairing (or the one given), each side's Inspirations, the losing Adversary's PH and the
// Ally's half-sum. For tables that play by hand and want the sums checked.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { adversaryLossPh, allyHalf, bestPairing, checkPairing, facetasMessage, split, sum, UNMATCHED, worldLoot, type Side } from "../rules/index.js";
import { choiceOption, CliError, stringOption, type EvalTool, wholeOption } from "../../../lib/game-tools.js";

const w = wordsOf({
  protagonist: { es: "Protagonista", en: "Protagonist" },
  adversary: { es: "Adversario", en: "Adversary" },
  sums: { es: "sumas", en: "sums" },
  result: { es: "resultado", en: "result" },
  wins: { es: "gana el {side}", en: "the {side} wins" },
  tie: { es: "empate: otra ronda sin coste, o alguien se rinde (FA-END-1)", en: "a tie: another round at no cost, or someone surrenders (FA-END-1)" },
  pairing: { es: "emparejamiento", en: "pairing" },
  suggested: { es: "(el que más da al ganador; puede cambiarlo)", en: "(the one giving the winner most; they may change it)" },
  chosen: { es: "(el elegido)", en: "(the one chosen)" },
  insp: { es: "Inspiraciones del {side}", en: "{side}'s Inspirations" },
  none: { es: "ninguna", en: "none" },
  advPh: { es: "PH del Adversario (FA-LOOT-4)", en: "the Adversary's PH (FA-LOOT-4)" },
  allyPh: { es: "PH del Aliado (FA-LOOT-5)", en: "the Ally's PH (FA-LOOT-5)" },
  worldCopy: { es: "el Mundo copia (FA-LOOT-7)", en: "the World copies (FA-LOOT-7)" },
  worldRisk: { es: "el Mundo baja Riesgo (FA-LOOT-8)", en: "the World lowers Risk (FA-LOOT-8)" },
  hinderPh: { es: "PH del Protagonista por estorbar (FA-LOOT-9)", en: "the Protagonist's PH for hindering (FA-LOOT-9)" },
  badDice: { es: "«{text}» no son dados de d6 (valores del 1 al 6)", en: "\"{text}\" are not d6 faces (values 1 to 6)" },
  noAgainst: { es: "falta --against: los dados del Adversario", en: "--against is missing: the Adversary's dice" },
  badPairs: { es: "--pairs da, por cada dado del ganador, el dado del perdedor (1 a {max}) o - si queda suelto, no «{value}»", en: "--pairs gives, for each of the winner's dice, the loser's die (1 to {max}) or - when unmatched, not \"{value}\"" },
});

/** Faces written "6 6", "6-6" (as the book writes them) or "[6, 6]". */
export function readD6(text: string, lang: Lang, max = 40): number[] {
  const tokens = text.replace(/[[\]]/g, " ").split(/[\s,\-–]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > max || !tokens.every((t) => /^[1-6]$/.test(t))) throw new CliError(w("badDice", lang, { text }));
  return tokens.map(Number);
}

const insp = (xs: readonly number[], lang: Lang) => (xs.length ? xs.map((v) => `I=${v}`).join(", ") : w("none", lang));

export const facetasEval: EvalTool = {
  usage: "<protagonist's dice> --against <adversary's dice>",
  positionals: [1, Number.POSITIVE_INFINITY],
  summary: {
    es: "Facetas: lee los dados al final de una ronda («6-6» contra «2-2-2-2»): quién gana y el botín (emparejamiento sugerido, Inspiraciones, PH del Adversario y del Aliado)",
    en: "Facetas: read the dice at the end of a round (\"6-6\" against \"2-2-2-2\"): who wins and the loot (suggested pairing, Inspirations, the Adversary's and the Ally's PH)",
  },
  options: {
    against: { type: "string", help: { es: "los dados del Adversario", en: "the Adversary's dice" } },
    postponed: { type: "string", help: { es: "PH que gastó el Protagonista en atrasar la derrota (FA-END-3)", en: "PH the Protagonist spent postponing defeat (FA-END-3)" } },
    pairs: { type: "string", help: { es: "el emparejamiento del ganador: por cada dado suyo, el dado del perdedor (1, 2…) o - si queda suelto (FA-LOOT-1)", en: "the winner's pairing: for each of their dice, the loser's die (1, 2…) or - when unmatched (FA-LOOT-1)" } },
    cap: { type: "string", help: { es: "valor máximo de una Inspiración del botín: 5 o 6 (FA-AMB-08)", en: "the highest loot Inspiration: 5 or 6 (FA-AMB-08)" } },
    "adversary-ph": { type: "string", help: { es: "protagonist-dice (la regla) o loser-dice (el ejemplo) (FA-AMB-09)", en: "protagonist-dice (the rule) or loser-dice (the example) (FA-AMB-09)" } },
    world: { type: "string", help: { es: "el lado que apoyó el Mundo por última vez: protagonist o adversary (FA-LOOT-7, FA-LOOT-8)", en: "the side the World last supported: protagonist or adversary (FA-LOOT-7, FA-LOOT-8)" } },
    hindered: { type: "string", help: { es: "Rasgos con que el Protagonista estorbó: 1 PH cada uno, gane quien gane (FA-LOOT-9)", en: "Traits the Protagonist used to hinder: 1 PH each, whoever wins (FA-LOOT-9)" } },
    rounding: { type: "string", help: { es: "down o up: la mitad del Aliado (FA-AMB-10)", en: "down or up: the Ally's half (FA-AMB-10)" } },
  },
  read: (values, positionals, lang) => {
    const p = readD6(positionals.join(" "), lang);
    const againstText = stringOption(values, "against");
    if (againstText === undefined) throw new CliError(w("noAgainst", lang));
    const a = readD6(againstText, lang);
    const postponed = wholeOption(values, "postponed", 0, 99, lang) ?? 0;
    const cap = wholeOption(values, "cap", 5, 6, lang) ?? 5;
    const count = choiceOption(values, "adversary-ph", ["protagonist-dice", "loser-dice"] as const, lang) ?? "protagonist-dice";
    const rounding = choiceOption(values, "rounding", ["down", "up"] as const, lang) ?? "down";
    const supported = choiceOption(values, "world", ["protagonist", "adversary"] as const, lang) ?? null;
    const hindered = wholeOption(values, "hindered", 0, 10, lang);
    const sums = { protagonist: sum(p), adversary: sum(a) };
    const winner: Side | null = sums.protagonist === sums.adversary ? null : sums.protagonist > sums.adversary ? "protagonist" : "adversary";
    const rows: [string, string][] = [
      [w("protagonist", lang), p.join("-")],
      [w("adversary", lang), a.join("-")],
      [w("sums", lang), `${sums.protagonist} – ${sums.adversary}`],
      [w("result", lang), winner ? w("wins", lang, { side: w(winner, lang) }) : w("tie", lang)],
    ];
    // FA-LOOT-9: each hindering Trait pays the Protagonist 1 PH at the end, whoever wins (and so only at the end).
    const hinderPh = winner && hindered !== undefined ? hindered : null;
    if (!winner) return { rows, json: { dice: { protagonist: p, adversary: a }, sums, winner } };
    const [mine, theirs] = winner === "protagonist" ? [p, a] : [a, p];
    const given = stringOption(values, "pairs");
    // FA-LOOT-1: "-" for an unmatched die, as a replay and the [fa-botin] block write it.
    const pairs = given === undefined ? bestPairing(mine, theirs, cap) : given.split(/[\s,]+/).filter(Boolean).map((t) => (t === UNMATCHED ? null : /^[1-9]\d?$/.test(t) ? Number(t) : NaN));
    if (pairs.some((x) => Number.isNaN(x))) throw new CliError(w("badPairs", lang, { max: theirs.length, value: given! }));
    const bad = checkPairing(mine, theirs, pairs);
    if (bad) throw new CliError(facetasMessage(bad, lang));
    const got = split(mine, theirs, pairs, cap);
    const loser: Side = winner === "protagonist" ? "adversary" : "protagonist";
    const adversaryPh = winner === "protagonist" ? adversaryLossPh(p, a, postponed, count) : null;
    const allyPh = winner === "protagonist" ? allyHalf(got.winner, rounding) : null;
    const world = supported ? worldLoot(supported, winner, got.winner, (winner === "protagonist" ? a : p).length) : null;
    const json = { dice: { protagonist: p, adversary: a }, sums, winner, pairs: pairs.map((x) => x ?? UNMATCHED), inspirations: { [winner]: got.winner, [loser]: got.loser }, adversaryPh, allyPh, world, hinderPh };
    rows.push([w("pairing", lang), `${pairs.map((x, i) => (x === null ? `${mine[i]}` : `${mine[i]}−${theirs[x - 1]}`)).join(", ")} ${w(given === undefined ? "suggested" : "chosen", lang)}`]);
    rows.push([w("insp", lang, { side: w(winner, lang) }), insp(got.winner, lang)]);
    rows.push([w("insp", lang, { side: w(loser, lang) }), insp(got.loser, lang)]);
    if (adversaryPh) rows.push([w("advPh", lang), `${adversaryPh.dice} + ${adversaryPh.over} + ${adversaryPh.postponed} = ${adversaryPh.total}`]);
    if (allyPh !== null) rows.push([w("allyPh", lang), String(allyPh)]);
    if (world?.rule === "FA-LOOT-7") rows.push([w("worldCopy", lang), insp(world.copy, lang)]);
    if (world?.rule === "FA-LOOT-8") rows.push([w("worldRisk", lang), String(world.reductions)]);
    if (hinderPh !== null) rows.push([w("hinderPh", lang), String(hinderPh)]);
    return { rows, json };
  },
};
