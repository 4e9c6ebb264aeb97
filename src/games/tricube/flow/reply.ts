// The service's reply to a played post, in the reader's language: each roll (dice, difficulty,
// outcome, effort left), what changed (every ledger entry with its rule), and the prompts: who must
// answer what, with the challenge card's button that answers it or else the block to paste, and whose
// turn it is. Markdown text, pure.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import type { Challenge, LedgerEntry, Outcome, TtState } from "../rules/index.js";
import type { FlowRoll, PlayedTricubePost } from "./play-post.js";
import { inertText } from "../../../lib/inert-text.js";
import { promptsFor, whoseTurn, type Prompt } from "./prompts.js";
import { tableBlocks } from "./table-block.js";
import { label } from "../cards/labels.js";

const OUTCOME: Readonly<Record<Lang, Readonly<Record<Outcome, string>>>> = {
  es: { critical: "fallo crítico", failure: "fallo", success: "éxito", exceptional: "éxito excepcional", pending: "sin resultado aún", draw: "empate" },
  en: { critical: "critical failure", failure: "failure", success: "success", exceptional: "exceptional success", pending: "no outcome yet", draw: "draw" },
};

const W = {
  roll: { es: "**{character}** tira {dice} contra {difficulty} en «{challenge}»: **{outcome}**", en: "**{character}** rolls {dice} against {difficulty} in \"{challenge}\": **{outcome}**" },
  // TT-OPP-1: an opposed roll has no difficulty of its own: each side's is the other's highest die.
  rollPending: { es: "**{character}** tira {dice} en «{challenge}», con oposición: no hay resultado hasta que tire **{opponent}**, cuyo dado más alto será su dificultad", en: "**{character}** rolls {dice} in \"{challenge}\", opposed: no outcome until **{opponent}** rolls, whose highest die is its difficulty" },
  rollOpposed: { es: "**{character}** tira {dice} en «{challenge}», contra **{opponent}**:", en: "**{character}** rolls {dice} in \"{challenge}\" against **{opponent}**:" },
  side: { es: "**{character}** {dice} contra {difficulty} (el dado más alto de {opponent}): **{outcome}**", en: "**{character}** {dice} against {difficulty} ({opponent}'s highest die): **{outcome}**" },
  draw: { es: "Empate: los dos igualan su dificultad con los mismos dados; el DJ narra un resultado que favorece a ambos bandos por igual", en: "Draw: both meet their difficulty with as many dice; the GM narrates a result that favours both sides equally" },
  bothCritical: { es: "Los dos sacan un fallo crítico: cada uno sufre una consecuencia terrible", en: "Both rolled a critical failure: each suffers a terrible consequence" },
  // Counts agree through fill's {n|one|other}: the verb with the tokens left ("queda 1 de 3"), the noun with the total ("de 1 ficha").
  effort: { es: "{left|queda|quedan} {left} de {total} {total|ficha|fichas} de esfuerzo", en: "{left} of {total} effort {total|token|tokens} left" },
  overcome: { es: "«{challenge}» está superado", en: "\"{challenge}\" is overcome" },
  changes: { es: "Cambios", en: "Changes" },
  waiting: { es: "Pendiente", en: "Waiting for" },
  turn: { es: "Turno de: {users}", en: "Turn: {users}" },
  none: { es: "Nada pendiente.", en: "Nothing pending." },
  // A prompt the challenge card answers with a button (roll-picker.ts, cost-picker.ts, karma-picker.ts) names the button, not the
  // block it writes: a [tt-roll] in a code block beside the card read as markup the reader had to copy.
  // The button's own words are the card's (cards/labels.ts), so the reply and the card never name it apart.
  cardButton: { es: "el botón **{button}** de la tarjeta del desafío lo escribe", en: "the challenge card's **{button}** button writes it" },
  karma: { es: "{character}: Karma {amount}", en: "{character}: Karma {amount}" },
  resolve: { es: "{character}: Resolución {amount}", en: "{character}: Resolve {amount}" },
  "karma-quota": { es: "{character}: máximo de Karma {amount}", en: "{character}: Karma quota {amount}" },
  "resolve-quota": { es: "{character}: máximo de Resolución {amount}", en: "{character}: Resolve quota {amount}" },
  difficulty: { es: "{character}: dificultad {amount}", en: "{character}: difficulty {amount}" },
  "effort-set": { es: "«{challenge}»: {amount} {amount|ficha|fichas} de esfuerzo", en: "\"{challenge}\": {amount} effort {amount|token|tokens}" },
  "effort-removed": { es: "«{challenge}»: esfuerzo {amount}", en: "\"{challenge}\": effort {amount}" },
  forces: { es: "nuestro ejército {amount}", en: "our army {amount}" },
  affliction: { es: "{character}: aflicción «{reason}»", en: "{character}: affliction \"{reason}\"" },
  lockout: { es: "{character}: más de tres aflicciones, fuera de juego", en: "{character}: more than three afflictions, out of play" },
  defeat: { es: "{character} es derrotado: recupera su Resolución y queda fuera de la escena", en: "{character} is defeated: Resolve refills and it sits out the scene" },
  complication: { es: "{character}: complicación «{reason}»", en: "{character}: complication \"{reason}\"" },
  perk: { es: "{character}: ventaja «{reason}»", en: "{character}: perk \"{reason}\"" },
  quirk: { es: "{character}: defecto «{reason}»", en: "{character}: quirk \"{reason}\"" },
  advance: { es: "{character}: avance", en: "{character}: advance" },
  level: { es: "{character}: sube de nivel", en: "{character}: level up" },
  capped: { es: "{character}: lo que pasa del máximo se pierde", en: "{character}: what exceeds the quota is lost" },
  consequence: { es: "{character}: una consecuencia en la historia", en: "{character}: an in-story consequence" },
} as const;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
const say = wordsOf(W);


/** One ledger entry as a line, or null for what the roll lines already say (outcomes). */
export function entryLine(e: LedgerEntry, lang: Lang): string | null {
  const p = { character: inertText(e.character), amount: signed(e.amount), reason: inertText(e.reason), challenge: inertText(e.challenge ?? "") };
  let text: string;
  switch (e.kind) {
    case "outcome":
      if (e.reason !== "an in-fiction consequence") return null;
      text = say("consequence", lang, p); break;
    case "karma": case "resolve":
      text = e.rule === "TT-TOK-3" ? say("capped", lang, p) : say(e.kind, lang, p); break;
    case "effort": text = e.amount > 0 ? say("effort-set", lang, { ...p, amount: e.amount }) : say("effort-removed", lang, p); break;
    case "affliction": text = e.amount === 0 ? say("lockout", lang, p) : say("affliction", lang, p); break;
    case "advance": if (e.amount === 0) return null; text = say("advance", lang, p); break;
    default: text = say(e.kind, lang, p);
  }
  return `${text} (${e.rule})`;
}

const faces = (fs: readonly number[]): string => fs.map((f) => `[${f}]`).join(" ");

/**
 * An opposed roll (TT-OPP-1…4): the first waits for the opponent's; the second settles both, so the
 * reply says each side's difficulty (the other's top die) and outcome, the draw and the double critical.
 */
function opposedLines(r: FlowRoll, ch: Challenge, entries: readonly LedgerEntry[], lang: Lang): string {
  const dice = faces(r.dice.map((d) => d.face));
  const opponent = ch.participants.find((p) => p.character !== r.character)?.character ?? "";
  const p = { character: inertText(r.character), dice, challenge: inertText(ch.id), opponent: inertText(opponent) };
  const pair = ch.rolls.slice(0, 2);
  if (pair.length < 2 || pair.some((x) => x.outcome === "pending")) return `${say("rollPending", lang, p)} (TT-OPP-1)`;
  // The rule that decided the pair, as the rules posted it (TT-OPP-1, TT-OPP-2, TT-OPP-3, TT-OPP-4, TT-TOOL-05).
  const decided = [...entries].reverse().find((e) => e.kind === "outcome" && e.challenge === ch.id && /^TT-(OPP|TOOL)-/.test(e.rule))?.rule ?? "TT-OPP-1";
  const lines = [say("rollOpposed", lang, p)];
  for (const x of pair) {
    const other = pair.find((y) => y !== x)!;
    const rules = x.outcome === "critical" ? `${decided}, TT-OUT-4` : decided;
    lines.push(`- ${say("side", lang, { character: inertText(x.character), dice: faces(x.faces), difficulty: x.difficulty ?? "?", opponent: inertText(other.character), outcome: OUTCOME[lang][x.outcome] })} (${rules})`);
  }
  if (pair.every((x) => x.outcome === "draw")) lines.push(`${say("draw", lang, {})} (TT-OPP-3)`);
  if (pair.every((x) => x.outcome === "critical")) lines.push(`${say("bothCritical", lang, {})} (TT-OPP-4)`);
  return lines.join("\n");
}

function rollLine(r: FlowRoll, state: TtState, entries: readonly LedgerEntry[], lang: Lang, cards: readonly string[] = r.card ? [r.card] : []): string {
  const ch = state.challenges[r.challenge]!;
  // Each verifiable roll's card (the platform's, FlowStepContext.roll) under the line that tells it: dice and badge.
  if (ch.kind === "opposed") return [opposedLines(r, ch, entries, lang), ...cards].join("\n\n");
  // The roll as it stands now (Karma in the same post may have lowered it), else as it was made.
  const now = ch.rolls.find((x) => x.faces === r.record.faces) ?? [...ch.rolls].reverse().find((x) => x.character === r.character) ?? r.record;
  const dice = faces(r.dice.map((d) => d.face));
  let line = say("roll", lang, { character: inertText(r.character), dice, difficulty: now.difficulty ?? "?", challenge: inertText(ch.id), outcome: OUTCOME[lang][now.outcome] });
  if (now.effortBefore !== null && ch.effort) {
    line += ch.effort.remaining === 0 ? `; ${say("overcome", lang, { challenge: inertText(ch.id) })}` : `; ${say("effort", lang, { left: ch.effort.remaining, total: ch.effort.total })}`;
  }
  line += ` (${now.outcome === "critical" ? "TT-OUT-4" : "TT-OUT-1"})`;
  return r.card ? `${line}\n\n${r.card}` : line;
}

/** The reply's Markdown: rolls, changes, prompts (each with its block), whose turn it is, and the challenges' tables. */
export function replyText(played: PlayedTricubePost, lang: Lang = played.lang): string {
  const parts: string[] = [];
  played.rolls.forEach((r) => {
    // Both sides of an opposed challenge rolled in one post: the pair is told once, under the last roll, with both cards.
    const same = played.rolls.filter((x) => x.challenge === r.challenge);
    if (played.state.challenges[r.challenge]?.kind !== "opposed") parts.push(rollLine(r, played.state, played.entries, lang));
    else if (same.at(-1) === r) parts.push(rollLine(r, played.state, played.entries, lang, same.flatMap((x) => (x.card ? [x.card] : []))));
  });
  const changes = played.entries.map((e) => entryLine(e, lang)).filter((x): x is string => x !== null);
  if (changes.length) parts.push(`**${say("changes", lang, {})}**\n${changes.map((c) => `- ${c}`).join("\n")}`);
  parts.push(promptsText(played.state, lang));
  parts.push(...tableBlocks(played.before, played.state, lang));
  return parts.join("\n\n");
}

/** How a prompt is answered: the challenge card's button that writes it, in words, else the block to paste. */
function answerOf(p: Prompt, lang: Lang): string {
  const button = (key: "rollButton" | "costButton" | "karmaButton", character?: string) =>
    `: ${say("cardButton", lang, { button: label(key, lang, character === undefined ? {} : { character: inertText(character) }) })}`;
  if (p.what === "roll") return button("rollButton");
  if (p.what === "cost") return button("costButton", p.character);
  // TT-KAR-3: the table names the offer, and the card gives its player the button (karma-picker.ts).
  if (p.what === "karma") return button("karmaButton", p.character);
  return `\n\n  \`\`\`\n${p.block.split("\n").map((l) => `  ${l}`).join("\n")}\n  \`\`\``;
}

/** The prompts and the turn line, alone: what a reminder posts. */
export function promptsText(state: TtState, lang: Lang): string {
  const prompts = promptsFor(state, lang);
  if (!prompts.length) return say("none", lang, {});
  const turn = whoseTurn(state);
  const lines = prompts.map((p: Prompt) => `- ${p.text} (${p.rule})${answerOf(p, lang)}`);
  return `**${say("waiting", lang, {})}**\n${lines.join("\n")}${turn.length ? `\n\n${say("turn", lang, { users: turn.map((u) => `@${u}`).join(", ") })}` : ""}`;
}
