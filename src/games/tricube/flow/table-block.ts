// The service's table of each challenge a post leaves open or closes: a [tt-mesa]/[tt-table] block at
// the end of its reply (read back by markup/table-block.ts, drawn by cards/table-card.ts, which also
// brings the GM's challenge card up to it). It says the challenge as it stands: the effort tokens left
// (TT-EFF-1, TT-EFF-2), each challenged character's difficulty in force with its modifiers (the
// challenge's Karma TT-KAR-3 and quirk TT-QRK-1, held for later rolls, TT-AMB-05), their Karma and
// Resolve (TT-TOK-1), whom the table waits for, each failure whose cost the GM owes (TT-OUT-3, TT-OUT-4),
// each character whose Karma may lower the difficulty now (TT-KAR-3), and whether the GM closed it. Pure.
import type { Lang } from "../../../lib/i18n.js";
import { awaited, difficultyInForce, type TtState } from "../rules/index.js";
import { TAGS } from "../markup/vocabulary.js";
import { promptsFor } from "./prompts.js";

const WORDS = {
  es: { challenge: "desafio", effort: "esfuerzo", difficulty: "dificultad", karma: "karma", resolve: "resolución", waiting: "espera", cost: "coste", critical: "crítico", karmaOffer: "oferta de karma", closed: "cerrado" },
  en: { challenge: "challenge", effort: "effort", difficulty: "difficulty", karma: "karma", resolve: "resolve", waiting: "waiting for", cost: "cost", critical: "critical", karmaOffer: "karma offer", closed: "closed" },
} as const;

/** A name the table's lines can carry (before the colon, on one line); others are left out of it. */
const writable = (name: string): boolean => !/[:\r\n[\]]/.test(name) && name.trim() === name && name.length > 0;
const quote = (v: string): string => (/[\s"\]]/.test(v) ? `"${v.replace(/"/g, "")}"` : v);

/** One challenge's table, in `lang`. */
export function tableBlock(state: TtState, challenge: string, lang: Lang): string {
  const ch = state.challenges[challenge]!;
  const w = WORDS[lang];
  const tag = TAGS.table[lang === "en" ? 0 : 1];
  const lines = [`[${tag} ${w.challenge}=${quote(ch.id)}]`];
  if (ch.effort) lines.push(`${w.effort}: ${ch.effort.remaining}/${ch.effort.total}`);
  for (const p of ch.participants) {
    const c = state.characters[p.character];
    if (!c || !writable(c.name)) continue;
    const diff = difficultyInForce(state, ch.id, c.name);
    if (diff) {
      const parts = diff.parts.map((x) => `${x.rule} ${x.amount > 0 ? "+" : "-"}${Math.abs(x.amount)}`);
      lines.push(`${w.difficulty} ${c.name}: ${diff.value}${parts.length ? ` (${parts.join(", ")})` : ""}`);
    }
    if (c.kind === "pc") lines.push(`${w.karma} ${c.name}: ${c.karma}/${c.karmaQuota}`, `${w.resolve} ${c.name}: ${c.resolve}/${c.resolveQuota}`);
  }
  const waiting = [...new Set(awaited(state).filter((a) => a.challenge === ch.id).map((a) => a.user))];
  if (waiting.length) lines.push(`${w.waiting}: ${waiting.join(", ")}`);
  // Each failure whose cost the GM owes (TT-OUT-3), and whether it was critical (TT-OUT-4): the GM's
  // challenge card offers the GM a button for it. Not an opposed roll still waiting for its pair (TT-OPP-1).
  for (const a of awaited(state)) {
    if (a.what !== "cost" || a.challenge !== ch.id || !writable(a.character)) continue;
    const roll = [...ch.rolls].reverse().find((r) => r.character === a.character && !r.settled);
    if (!roll || roll.outcome === "pending" || lines.some((l) => l.startsWith(`${w.cost} ${a.character}:`))) continue;
    lines.push(`${w.cost} ${a.character}: ${a.user}${roll.outcome === "critical" ? `, ${w.critical}` : ""}`);
  }
  // Each character whose Karma may still lower this challenge's difficulty (TT-KAR-3, the reply's offer):
  // the challenge card offers that player a button that writes the [tt-karma] into the composer.
  for (const p of promptsFor(state, lang)) {
    if (p.what === "karma" && p.challenge === ch.id && writable(p.character)) lines.push(`${w.karmaOffer} ${p.character}: ${p.user}`);
  }
  if (!ch.open) lines.push(w.closed);
  lines.push(`[/${tag}]`);
  return lines.join("\n");
}

/** The tables a reply carries: every challenge open after the post, and every one the post closed. */
export function tableBlocks(before: TtState, after: TtState, lang: Lang): string[] {
  return Object.values(after.challenges)
    .filter((ch) => ch.open || before.challenges[ch.id]?.open)
    .map((ch) => tableBlock(after, ch.id, lang));
}
