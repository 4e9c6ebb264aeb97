// An offer's label in words: the lines a table offers a player (`tirar P1: Marlene`, `paso`,
// `emparejamiento: - 1`) read with Facetas' own block reader, then said as the move they make, in the
// table's language ("Roll P1 with your facet Marlene", "Pass the turn", "Pair your dice: P1
// unmatched, P2 with A1"). The block the button posts is untouched; a line the reader does not take
// keeps its raw text, so nothing is hidden.
import { fill, type Lang } from "../../../lib/i18n.js";
import type { SourceLine } from "../../../markup/source.js";
import { readFacetasBlock } from "../markup/read-block.js";
import type { FacetasNode, TurnStep } from "../markup/schemas.js";
import { TAGS } from "../markup/vocabulary.js";
import { label } from "./labels.js";

type Side = "protagonist" | "adversary";

/** How each offered move reads on its button: an imperative to the player it is offered to. */
export const OFFER_WORDS = {
  roll: { es: "Tirar el {die} con tu faceta {facet}", en: "Roll {die} with your facet {facet}" },
  rollPh: { es: "Tirar el {die} con tu faceta {facet}, pagando 1 PH", en: "Roll {die} with your facet {facet}, paying 1 PH" },
  rollBare: { es: "Tirar el {die}", en: "Roll {die}" },
  rollBarePh: { es: "Tirar el {die}, pagando 1 PH", en: "Roll {die}, paying 1 PH" },
  inspire: { es: "Poner tu inspiración I={value} en el {die}", en: "Put your inspiration I={value} on {die}" },
  boost: { es: "Mejorar tu inspiración I={value}", en: "Boost your inspiration I={value}" },
  help: { es: "Usar tu rasgo {trait} para romper el {die}", en: "Use your trait {trait} to break {die}" },
  hinder: { es: "Usar tu rasgo {trait} para romper el {die}", en: "Use your trait {trait} to break {die}" },
  lower: { es: "y restar 1 al Riesgo de tu faceta {facet}", en: "and lower the Risk of your facet {facet} by 1" },
  support: { es: "Apoyar al {side}", en: "Support the {side}" },
  break: { es: "Romper el {die}", en: "Break {die}" },
  pass: { es: "Pasar el turno", en: "Pass the turn" },
  continue: { es: "Seguir luchando", en: "Keep fighting" },
  surrender: { es: "Rendirte en el conflicto", en: "Surrender the conflict" },
  postpone: { es: "Aplazar la derrota", en: "Postpone the defeat" },
  concede: { es: "Aceptar la derrota del conflicto", en: "Concede the conflict" },
  pairing: { es: "Emparejar tus dados: {pairs}", en: "Pair your dice: {pairs}" },
  pairingSuggested: { es: "Emparejar tus dados como se sugiere", en: "Pair your dice as suggested" },
  unmatched: { es: "{die} sin pareja", en: "{die} unmatched" },
  paired: { es: "{die} con el {other}", en: "{die} with {other}" },
  lootLower: { es: "restar 1 al Riesgo de tu faceta {facet}", en: "lower the Risk of your facet {facet} by 1" },
  lootKeep: { es: "sin restar Riesgo a ninguna faceta", en: "lowering no facet's Risk" },
  reduce: { es: "Reducir el Riesgo de {facet} en {n}", en: "Reduce the Risk of {facet} by {n}" },
  main: { es: "Renovar mediante tu personaje principal", en: "Renew through your main character" },
  other: { es: "Renovar mediante otro personaje", en: "Renew through another character" },
  renew: { es: "Renovar {facet}", en: "Renew {facet}" },
} as const satisfies Readonly<Record<string, Readonly<Record<Lang, string>>>>;


const letter = (side: Side) => (side === "adversary" ? "A" : "P");
const dieName = (t: { side: Side; die: number }) => `${letter(t.side)}${t.die}`;

function stepWords(lang: Lang, s: TurnStep): string {
  const w = (key: keyof typeof OFFER_WORDS): string => OFFER_WORDS[key][lang];
  switch (s.type) {
    case "roll": {
      const ph = s.pay === "ph";
      return fill(w(s.facet ? (ph ? "rollPh" : "roll") : ph ? "rollBarePh" : "rollBare"), { die: dieName(s.target), facet: s.facet ?? "" });
    }
    case "inspire": return fill(w("inspire"), { value: s.value, die: dieName(s.target) });
    case "boost": return fill(w("boost"), { value: s.value });
    case "trait": {
      // FA-TRAIT-3: on one of the Protagonist's dice a Trait helps, on the Adversary's it hinders.
      const text = fill(w(s.use), { trait: s.trait, die: `${s.use === "hinder" ? "A" : "P"}${s.die}` });
      return s.lower ? `${text} ${fill(w("lower"), { facet: s.lower })}` : text;
    }
    case "support": return fill(w("support"), { side: label(s.side, lang) });
    case "break": return fill(w("break"), { die: dieName(s.target) });
    default: return w(s.type);
  }
}

function lootWords(lang: Lang, node: Extract<FacetasNode, { kind: "loot" }>, winner: Side): string[] {
  const w = (key: keyof typeof OFFER_WORDS): string => OFFER_WORDS[key][lang];
  const loser: Side = winner === "protagonist" ? "adversary" : "protagonist";
  const out: string[] = [];
  if (node.pairs) {
    // FA-LOOT-1: the winner's die i goes with the loser's die pairs[i], or with none ("-").
    const pairs = node.pairs.map((p, i) => (p === null ? fill(w("unmatched"), { die: `${letter(winner)}${i + 1}` })
      : fill(w("paired"), { die: `${letter(winner)}${i + 1}`, other: `${letter(loser)}${p}` })));
    out.push(pairs.length ? fill(w("pairing"), { pairs: pairs.join(", ") }) : w("pairingSuggested"));
  }
  // FA-LOOT-1 step 6: a winning Protagonist may lower one facet's Risk by 1 in the same post, so a
  // pairing offered with and without it must say which it is: the two would otherwise read alike.
  if (node.lower) out.push(fill(w("lootLower"), { facet: node.lower }));
  else if (node.pairs && winner === "protagonist") out.push(w("lootKeep"));
  for (const [facet, n] of Object.entries(node.reduce)) out.push(fill(w("reduce"), { facet, n }));
  if (node.throughMain !== undefined) out.push(w(node.throughMain ? "main" : "other"));
  if (node.renew) out.push(fill(w("renew"), { facet: node.renew }));
  return out;
}

/**
 * The words of one offer: its lines read as the block they go in (a turn's or the loot's), in the
 * table's language. `winner` names the loot's dice (P… or A…). Lines the reader refuses, or a block
 * it reads as nothing, fall back to the raw lines.
 */
export function offerLabel(kind: "turn" | "loot", lines: readonly string[], lang: Lang, winner: Side = "protagonist"): string {
  const raw = lines.join(" · ");
  const tag = TAGS[kind][lang];
  // The lines as the block's reader takes them, made here: no offsets to count (a label names no place),
  // where splitting the block's text counted every line's UTF-8 bytes, for each button of a table's card.
  const line = (text: string, number: number): SourceLine => ({ number, text, start: 0, byteStart: 0, newline: "\n", ascii: undefined });
  const parsed = readFacetasBlock(kind, lang, line(`[${tag}]`, 1), lines.map((text, i) => line(text, i + 2)), line(`[/${tag}]`, lines.length + 2));
  const node = parsed.node;
  if (!node || parsed.errors.length) return raw;
  const words = node.kind === "turn" ? node.steps.map((s) => stepWords(lang, s.step)) : node.kind === "loot" ? lootWords(lang, node, winner) : [];
  if (!words.length) return raw;
  // Later parts of one offer (`and lower…`) continue the sentence.
  return words.map((t, i) => (i === 0 ? t : t.charAt(0).toLowerCase() + t.slice(1))).join("; ");
}
