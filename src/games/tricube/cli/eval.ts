// `gf tricube eval "6 6 2" [--difficulty 5] [--quirk] [--karma] [--modifier n] [--effort n] [--beat] [--json]`:
// Tricube Tales' reading of dice already rolled (TT-OUT-1, TT-EFF-2), for groups that roll their own
// d6 or want to check a roll by hand. Faces may be written "6 6 2", "[6, 6, 2]" or "d6:6 d6:6 d6:2".
import { parseRolled } from "../../../dice/notation.js";
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { gfError } from "../../../lib/result.js";
import { outcomeOf, tricubeMessage, type Outcome } from "../rules/index.js";
import { CliError, flag, type EvalTool, wholeOption } from "../../../lib/game-tools.js";
import { diceMessages } from "../../../dice/messages.js";
import { localise } from "../../../lib/i18n.js";

export const OUTCOME_WORDS: Readonly<Record<Outcome, Readonly<Record<Lang, string>>>> = {
  critical: { es: "fallo crítico (con una complicación especialmente interesante)", en: "critical failure (with an especially interesting complication)" },
  failure: { es: "fallo normal", en: "normal failure" },
  success: { es: "éxito normal", en: "normal success" },
  exceptional: { es: "éxito excepcional", en: "exceptional success" },
  pending: { es: "sin resultado hasta que tire el oponente", en: "no outcome until the opponent rolls" },
  draw: { es: "empate: el DJ favorece a ambos bandos por igual", en: "draw: the GM favours both sides equally" },
};

const w = wordsOf({
  dice: { es: "dados", en: "dice" },
  difficulty: { es: "dificultad", en: "difficulty" },
  hits: { es: "dados que la igualan", en: "dice meeting it" },
  outcome: { es: "resultado", en: "outcome" },
  effort: { es: "fichas de esfuerzo", en: "effort tokens" },
  removed: { es: "quita {removed}, {left|queda|quedan} {left}", en: "{removed} removed, {left} left" },
  count: { es: "Tricube tira de 1 a 3 dados, no {count}", en: "Tricube rolls 1 to 3 dice, not {count}" },
});

/** Faces from "6 6 2", "[6, 6, 2]" or the dice core's "d6:6 d6:6 d6:2". */
export function readFaces(text: string, lang: Lang): number[] {
  const tokens = text.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
  if (tokens.length > 0 && tokens.every((t) => /^\d+$/.test(t))) {
    const bad = tokens.find((t) => Number(t) < 1 || Number(t) > 6);
    // TT-SETUP-3: Tricube is played with d6.
    if (bad) throw new CliError(tricubeMessage(gfError("tt.roll.not-d6", "TT-SETUP-3", { die: bad }), lang));
    if (tokens.length > 3) throw new CliError(w("count", lang, { count: tokens.length }));
    return tokens.map(Number);
  }
  const dice = parseRolled(tokens.join(" "), { sizes: [6], maxDice: 3 });
  if (!dice.ok) throw new CliError(localise(diceMessages, dice.error, lang));
  return dice.value.map((d) => d.face);
}

export const tricubeEval: EvalTool = {
  usage: "<dice>",
  positionals: [1, Number.POSITIVE_INFINITY],
  summary: {
    es: "Tricube Tales: lee dados ya tirados («6 6 2») contra una dificultad: dados que la igualan, resultado y fichas de esfuerzo",
    en: "Tricube Tales: read dice already rolled (\"6 6 2\") against a difficulty: dice meeting it, outcome and effort tokens",
  },
  options: {
    difficulty: { type: "string", help: { es: "dificultad del DJ: 4, 5 o 6 (si no, 5; TT-CHAL-1)", en: "the GM's difficulty: 4, 5 or 6 (else 5; TT-CHAL-1)" } },
    quirk: { type: "boolean", help: { es: "un defecto o aflicción antes de tirar: +1 (TT-QRK-1)", en: "a quirk or affliction before the roll: +1 (TT-QRK-1)" } },
    karma: { type: "boolean", help: { es: "1 Karma después de tirar: −1 (TT-KAR-3)", en: "1 Karma after the roll: −1 (TT-KAR-3)" } },
    modifier: { type: "string", help: { es: "cualidades y nivel del enemigo: de −3 a +3 (TT-HS-1, TT-LVL-3)", en: "the enemy's qualities and level: −3 to +3 (TT-HS-1, TT-LVL-3)" } },
    effort: { type: "string", help: { es: "fichas de esfuerzo que quedan (TT-EFF-2)", en: "effort tokens left (TT-EFF-2)" } },
    beat: { type: "boolean", help: { es: "un dado debe superar la dificultad, no igualarla (TT-AMB-03)", en: "a die must beat the difficulty, not meet it (TT-AMB-03)" } },
  },
  read: (values, positionals, lang) => {
    const faces = readFaces(positionals.join(" "), lang);
    const base = wholeOption(values, "difficulty", 4, 6, lang) ?? 5;
    const modifier = wholeOption(values, "modifier", -3, 3, lang) ?? 0;
    const difficulty = base + modifier + (flag(values, "quirk") ? 1 : 0) - (flag(values, "karma") ? 1 : 0);
    const { outcome, hits } = outcomeOf(faces, difficulty, flag(values, "beat") ? "beat" : "meet");
    const effort = wholeOption(values, "effort", 0, 99, lang) ?? null;
    const removed = effort === null ? null : Math.min(hits, effort);
    const json = { faces, difficulty, hits, outcome, ...(effort === null ? {} : { effort: { removed, left: effort - removed! } }) };
    const parts = [String(base), modifier ? `${modifier > 0 ? "+" : "−"}${Math.abs(modifier)}` : "", flag(values, "quirk") ? "+1" : "", flag(values, "karma") ? "−1" : ""].filter(Boolean);
    const rows: [string, string][] = [
      [w("dice", lang), `[${faces.join(", ")}]`],
      [w("difficulty", lang), parts.length > 1 ? `${difficulty} = ${parts.join(" ")}` : String(difficulty)],
      [w("hits", lang), String(hits)],
      [w("outcome", lang), OUTCOME_WORDS[outcome][lang]],
    ];
    if (effort !== null) rows.push([w("effort", lang), w("removed", lang, { removed: removed!, left: effort - removed! })]);
    return { rows, json };
  },
};
