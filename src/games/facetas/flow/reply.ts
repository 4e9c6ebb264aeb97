// The service's reply to a played Facetas post, in the post's language: each roll with its proof, the
// questions to people (mentioning them), and the conflict's table, a [fa-mesa]/[fa-table] block the
// card draws: the round, whose turn, the two sides' dice as they stand, every change of the post with
// its rule (the conflict's visible log, post by post) and the lines each player could post now (the
// card's buttons). Markdown text, pure; outside the block, names from the sheets are put in code
// spans (src/lib/inert-text.ts), so none can start a block, a link or a mention; inside it the forum escapes
// the lines as text, and every line starts with the block's own keyword.
import type { Lang } from "../../../lib/i18n.js";
import { codeSpan } from "../../../lib/inert-text.js";
import { DEFAULT_SETTINGS, sum, type FaSettings, type FaState, type LogEntry, type Role } from "../rules/index.js";
import { entryText } from "./log.js";
import { settingsFold, settingsInWords, type ShownSetting } from "../../../lib/settings-text.js";
import { SETTING_RULES, SETTING_WORDS } from "./setting-words.js";
import { ROLE_NAME, say } from "./messages.js";
import { promptsFor } from "./prompts.js";
import type { MadeRoll, SheetWrite, TopicRecord } from "./topic.js";

const diceText = (xs: readonly number[]) => xs.map((v) => `[${v}]`).join(" ");
const dieName = (r: MadeRoll) => `${r.target.side === "protagonist" ? "P" : "A"}${r.target.die}`;

export function diceLine(s: FaState, lang: Lang): string {
  return say("dice", lang, { p: diceText(s.dice.protagonist), ps: sum(s.dice.protagonist), a: diceText(s.dice.adversary), as: sum(s.dice.adversary), round: s.round });
}

/** The questions to people, mentioning each (the table's block carries the lines that answer them). */
export function promptsText(s: FaState, lang: Lang): string {
  const prompts = promptsFor(s, lang);
  if (!prompts.length) {
    const phase = s.phase;
    return phase.kind === "over" ? (phase.winner ? say("over", lang, { winner: ROLE_NAME[lang][phase.winner]! }) : say("overNoLoot", lang)) : "";
  }
  return `**${say("waiting", lang)}**\n${prompts.map((p) => `- ${p.text} (${p.rule})`).join("\n")}`;
}

const TABLE_WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: { tag: "fa-mesa", round: "ronda", turn: "turno", protagonist: "protagonista", adversary: "adversario", change: "cambio", turnOffer: "acción", lootOffer: "elección", winner: "gana" },
  en: { tag: "fa-table", round: "round", turn: "turn", protagonist: "protagonist", adversary: "adversary", change: "change", turnOffer: "action", lootOffer: "choice", winner: "winner" },
};

/** The conflict's table as the card draws it: a [fa-mesa] block (docs/games/facetas.md, section 4b). */
export function tableBlock(s: FaState, entries: readonly LogEntry[], lang: Lang): string {
  const w = TABLE_WORDS[lang];
  const one = (text: string) => text.replace(/[\r\n]+/g, " ");
  const lines = [`[${w["tag"]}]`, `${w["round"]}: ${s.round}`];
  if (s.phase.kind === "turns") lines.push(`${w["turn"]}: @${s.players[s.turn]}`);
  lines.push(`${w["protagonist"]}: ${s.dice.protagonist.join(" ")}`, `${w["adversary"]}: ${s.dice.adversary.join(" ")}`);
  for (const e of entries) lines.push(`${w["change"]} ${e.rule}: ${one(entryText(e, lang))}`);
  for (const p of promptsFor(s, lang)) {
    p.choices.forEach((c, i) => { for (const l of c.lines) lines.push(`${c.kind === "turn" ? w["turnOffer"] : w["lootOffer"]} ${i + 1} @${p.user}: ${one(l)}`); });
  }
  if (s.phase.kind === "over" && s.phase.winner) lines.push(`${w["winner"]}: ${w[s.phase.winner]}`);
  lines.push(`[/${w["tag"]}]`);
  return lines.join("\n");
}

export function playedReply(s: FaState, entries: readonly LogEntry[], rolls: readonly MadeRoll[], sheets: readonly SheetWrite[], lang: Lang): string {
  const parts: string[] = [];
  // Each roll told, then its card (the platform's, FlowStepContext.roll): the die and its verification badge.
  for (const r of rolls) parts.push(say("roll", lang, { k: r.k, die: dieName(r), before: r.before, face: r.face }) + (r.card ? `\n\n${r.card}` : ""));
  if (sheets.length) parts.push(say("sheets", lang, { list: sheets.map((w) => codeSpan(w.character)).join(", ") }));
  const prompts = promptsText(s, lang);
  if (prompts) parts.push(prompts);
  parts.push(tableBlock(s, entries, lang));
  return parts.join("\n\n");
}

/**
 * The opening's reply. `idle`: the table's idle time before a reminder (FA-TOOL-1), listed with the
 * settings to confirm, marked when the opening set it; absent when the caller does not know it.
 */
export function openingReply(s: FaState, where: TopicRecord["sheets"], lang: Lang, idle?: { readonly hours: number; readonly table: boolean }): string {
  const others = (s.players.ally ? say("ally", lang, { user: s.players.ally }) : "") + (s.players.world ? say("world", lang, { user: s.players.world }) : "");
  // The conflict's id (the opening post's, "topic-<post>") is the service's own: players never named it.
  const parts = [say("opened", lang, { protagonist: s.players.protagonist, adversary: s.players.adversary, others })];
  const from = (Object.keys(where) as Role[]).map((r) => say("sheetFrom", lang, { role: ROLE_NAME[lang][r]!, character: codeSpan(where[r]!.character) }));
  if (from.length) parts.push(from.join(" · "));
  // What the table should confirm (the campaign's settings): each ambiguity's reading in force, marked where it is not the default.
  // Each in words; the keys a group writes to change one, with their rules, in a closed fold.
  const shown: ShownSetting[] = (Object.keys(SETTING_RULES) as (keyof FaSettings)[])
    .map((key) => ({ key, value: s.settings[key], rule: SETTING_RULES[key], changed: s.settings[key] !== DEFAULT_SETTINGS[key] }));
  if (idle) shown.push({ key: "remindHours", value: idle.hours, rule: "FA-TOOL-1", changed: idle.table });
  parts.push(`${say("settings", lang, { list: settingsInWords(shown, SETTING_WORDS, lang).join("; ") })}\n\n${settingsFold(shown, lang)}`);
  parts.push(promptsText(s, lang));
  parts.push(tableBlock(s, [], lang));
  return parts.join("\n\n");
}
