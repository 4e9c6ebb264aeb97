// What the service answers at a d20 table, in the table's language: each move in a line with its rule,
// the roll's card, the table as the service keeps it ([d20-table], which the players' browsers draw
// with its Roll button), and whom the table now waits for, @mentioned. Player text (a character's
// name) goes through the one inert-text function.
import type { Lang } from "../../../lib/i18n.js";
import { wordsOf } from "../../../lib/i18n.js";
import { inertText } from "../../../lib/inert-text.js";
import type { D20State } from "../rules/model.js";
import { isOpen, stillToRoll } from "../rules/model.js";
import { TAGS, keywordOf } from "../markup/vocabulary.js";

const WORDS = {
  check: { es: "**Prueba {n}** de dificultad {dc} (DC-CHK-1): tiran {who}.", en: "**Check {n}**, difficulty {dc} (DC-CHK-1): {who} roll." },
  roll: { es: "{character} saca {die} {sign} {bonus} = **{total}** contra {dc}: {outcome} (DC-ROLL-3).", en: "{character} rolls {die} {sign} {bonus} = **{total}** against {dc}: {outcome} (DC-ROLL-3)." },
  success: { es: "éxito", en: "success" },
  failure: { es: "fallo", en: "failure" },
  closed: { es: "La prueba {n} ha terminado: {passed} de {count} {count|superada|superadas} (DC-END-1).", en: "Check {n} is over: {passed} of {count} succeeded (DC-END-1)." },
  waiting: { es: "Turno de {who}: tirad con [{tag}] (DC-TURN-1).", en: "Your turn, {who}: roll with [{tag}] (DC-TURN-1)." },
} as const;
export const words = wordsOf(WORDS);

/** "@alicia (Ana), @bruno (Bea)": the players the check waits for, with their characters. */
function players(s: D20State, characters: readonly string[]): string {
  return characters.map((c) => `@${s.characters[c]!.player} (${inertText(c)})`).join(", ");
}

export function checkLine(s: D20State, lang: Lang): string {
  const check = s.check!;
  return words("check", lang, { n: check.n, dc: check.dc, who: check.who.map(inertText).join(", ") });
}

export function rollLine(s: D20State, character: string, lang: Lang): string {
  const check = s.check!;
  const r = check.rolls[character]!;
  return words("roll", lang, { character: inertText(character), die: r.die, sign: r.bonus < 0 ? "−" : "+", bonus: Math.abs(r.bonus), total: r.total,
    dc: check.dc, outcome: words(r.success ? "success" : "failure", lang) });
}

export function closedLine(s: D20State, lang: Lang): string {
  const check = s.check!;
  return words("closed", lang, { n: check.n, passed: Object.values(check.rolls).filter((r) => r.success).length, count: check.who.length });
}

/** Whose turn it is, @mentioned; empty when the table waits for nobody. */
export function turnLine(s: D20State, lang: Lang): string {
  const who = stillToRoll(s);
  return who.length ? words("waiting", lang, { who: players(s, who), tag: TAGS.roll[lang] }) : "";
}

/** The table the service keeps, as a [d20-table] block in `lang` (read-block.ts reads it back). */
export function tableBlock(s: D20State, lang: Lang): string {
  const check = s.check;
  if (!check) return "";
  const tag = TAGS.table[lang];
  const rows = check.who.map((c) => {
    const r = check.rolls[c];
    // A name is the sheet's, as its player wrote it: one line, no bracket to open or close a block.
    const name = c.replace(/[[\]\r\n:]/g, " ").trim();
    return `${name}: ${s.characters[c]!.player}${r ? ` ${r.die}${r.bonus < 0 ? "-" : "+"}${Math.abs(r.bonus)}=${r.total}` : ""}`;
  });
  return [`[${tag}]`, `${keywordOf("table", "dc", lang)}: ${check.dc}`, ...rows, `[/${tag}]`].join("\n");
}

/** The reply's end: the table, and the turn notice while the check is open. */
export function tableAndTurn(s: D20State, lang: Lang): string[] {
  if (!s.check) return [];
  return [tableBlock(s, lang), isOpen(s.check) ? turnLine(s, lang) : closedLine(s, lang)].filter(Boolean);
}
