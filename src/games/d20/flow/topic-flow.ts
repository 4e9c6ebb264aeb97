// The d20 check as the service plays it: its TopicFlow (src/lib/topic-flow.ts), which the service's
// shared runner plays. The runner keeps the record, rolls the verifiable dice, posts the reply and
// remembers what was applied; this file only says what a post does to the table.
// - The table is the GM (the service's configured GM; staff act as it) and a character for each
//   registered [d20-sheet] with an accepted owner; a sheet registered later joins at the next post,
//   and a character keeps the bonus it joined with for the topic (DC-SHEET-1).
// - [d20-check] opens a check (DC-CHK-1..3); each [d20-roll] asks the runner for one d20, never a
//   number the player typed (DC-ROLL-1), and is applied in the post's order.
import { localise, type Lang } from "../../../lib/i18n.js";
import { gfError } from "../../../lib/result.js";
import { parseGamePost } from "../../../markup/parse-post.js";
import type { FlowPost, FlowStep, FlowStepContext, TopicFlow } from "../../../lib/topic-flow.js";
import { d20Markup } from "../markup/game.js";
import { markupMessage } from "../markup/messages.js";
import type { D20Node, ParsedD20Block } from "../markup/read-block.js";
import { GAME_ID, TAGS } from "../markup/vocabulary.js";
import { d20Messages } from "../rules/messages.js";
import { apply, charactersOf, stillToRoll, type D20Action, type D20State } from "../rules/model.js";
import { exportLog, readRecord, type D20Record } from "./record.js";
import { checkLine, rollLine, tableAndTurn } from "./reply.js";

const MARKUP = [d20Markup()];
const blocksOf = (raw: string, lang: Lang) => parseGamePost<ParsedD20Block>(raw, MARKUP, { lang });

/** The post's moves: its checks and rolls (sheets are the registry's; tables are the service's). */
const movesOf = (raw: string, lang: Lang) => blocksOf(raw, lang).filter((b) => b.parsed.block === "check" || b.parsed.block === "roll");

/** A registered sheet's character as the table takes it. */
function sheetOf(raw: string, lang: Lang): Extract<D20Node, { block: "sheet" }> | undefined {
  const sheet = blocksOf(raw, lang).find((b) => b.parsed.block === "sheet")?.parsed.node;
  return sheet?.block === "sheet" ? sheet : undefined;
}

/** The table: the stored one with the sheets registered since it opened, or a new one. */
function tableFor(record: D20Record | undefined, ctx: FlowStepContext): D20Record {
  const base: D20Record = record ?? { format: 1, state: { gm: ctx.gm.toLowerCase(), characters: {} }, log: { start: { gm: ctx.gm.toLowerCase(), characters: {} }, actions: [] } };
  const joined: Record<string, { player: string; bonus: number }> = {};
  for (const s of ctx.sheets()) {
    const node = sheetOf(s.raw, ctx.lang);
    if (node && !Object.hasOwn(base.state.characters, node.name) && !Object.hasOwn(joined, node.name)) joined[node.name] = { player: s.owner, bonus: node.bonus };
  }
  if (Object.keys(joined).length === 0) return base;
  // The log's start takes them too, so a replay of the session knows them from the beginning.
  return { ...base, state: { ...base.state, characters: { ...base.state.characters, ...joined } },
    log: { ...base.log, start: { ...base.log.start, characters: { ...base.log.start.characters, ...joined } } } };
}

export function d20Step(record: D20Record | undefined, post: FlowPost, ctx: FlowStepContext): FlowStep<D20Record> {
  const moves = movesOf(post.raw, ctx.lang);
  if (moves.length === 0) return { kind: "ignored" };
  const broken = moves.find((b) => b.parsed.errors.length > 0);
  if (broken) {
    const e = broken.parsed.errors[0]!;
    return { kind: "refused", line: e.line, code: e.code, message: markupMessage(e, ctx.lang) };
  }
  const start = tableFor(record, ctx);
  let state: D20State = start.state;
  const actions: D20Action[] = [];
  const lines: string[] = [];
  const by = post.staff ? start.state.gm : post.author.toLowerCase();
  let rolls = 0;
  for (const move of moves) {
    const refuse = (code: string, message: string): FlowStep<D20Record> => {
      // Dice stand: a post that rolled keeps its dice; the rest of it is refused.
      if (rolls > 0) return played(start, state, actions, lines, ctx, { line: move.line, code, message });
      return { kind: "refused", line: move.line, code, message };
    };
    let action: D20Action;
    if (move.parsed.node?.block === "check") {
      action = { type: "check", by, dc: move.parsed.node.dc, who: move.parsed.node.who };
    } else {
      // The roll is the author's character's: the one the check waits for among those they run.
      const mine = charactersOf(state, post.author);
      const waiting = stillToRoll(state).filter((c) => mine.includes(c));
      const character = waiting.length === 1 ? waiting[0] : mine.length === 1 ? mine[0] : undefined;
      if (!character) {
        const e = mine.length === 0 ? gfError("d20.rules.no-character", "DC-ROLL-1") : gfError("d20.rules.which", "DC-ROLL-1", { characters: mine.join(", ") });
        return refuse(e.code, localise(d20Messages, e, ctx.lang));
      }
      // A roll the rules refuse is refused before any die is rolled for it.
      const legal = apply(state, { type: "roll", by: post.author.toLowerCase(), character, die: 1 });
      if (!legal.ok) return refuse(legal.error.code, localise(d20Messages, legal.error, ctx.lang));
      // DC-ROLL-1: one d20 from the operator's verifiable dice, never a number the player typed.
      const rolled = ctx.roll(rolls, [20]);
      if (!rolled.ok) return { kind: "refused", line: move.line, code: rolled.error.code, message: rolled.error.code, dice: true };
      rolls++;
      action = { type: "roll", by: post.author.toLowerCase(), character, die: rolled.value.dice[0]!.face };
      const next = apply(state, action);
      if (!next.ok) return refuse(next.error.code, localise(d20Messages, next.error, ctx.lang));
      state = next.value.state;
      actions.push(action);
      // The platform's roll card (dice as shapes, the verification badge), in the table's language.
      lines.push(rollLine(state, character, ctx.lang), rolled.value.card);
      continue;
    }
    const next = apply(state, action);
    if (!next.ok) return refuse(next.error.code, localise(d20Messages, next.error, ctx.lang));
    state = next.value.state;
    actions.push(action);
    lines.push(checkLine(state, ctx.lang));
  }
  return played(start, state, actions, lines, ctx);
}

function played(start: D20Record, state: D20State, actions: readonly D20Action[], lines: readonly string[], ctx: FlowStepContext,
  refused?: { line: number; code: string; message: string }): FlowStep<D20Record> {
  const record: D20Record = { ...start, state, log: { ...start.log, actions: [...start.log.actions, ...actions] } };
  return { kind: "played", record, reply: [...lines, ...tableAndTurn(state, ctx.lang)].join("\n\n"), sheets: [], ...(refused ? { refused } : {}) };
}

const waitingFor = (record: D20Record): string[] => [...new Set(stillToRoll(record.state).map((c) => record.state.characters[c]!.player))];

export const d20TopicFlow: TopicFlow<D20Record> = {
  game: GAME_ID,
  sheet: {
    tag: "d20-sheet",
    identify(raw, lang) {
      const block = blocksOf(raw, lang).find((b) => b.parsed.block === "sheet");
      const node = block?.parsed.node;
      if (!block || node?.block !== "sheet") return undefined;
      return { name: node.name, lang: block.parsed.lang, ...(node.player ? { player: node.player } : {}) };
    },
  },
  read: readRecord,
  people: (record) => [record.state.gm, ...Object.values(record.state.characters).map((c) => c.player)],
  waitingFor,
  // DC-TURN-2: the runner reminds whom the table still waits for, once per wait, after the group's maximum wait.
  reminder: { rule: "DC-TURN-2", prompts: (record, lang) => tableAndTurn(record.state, lang).join("\n\n") },
  cards: Object.values(TAGS.table),
  step: d20Step,
  moves: (post) => {
    const found = movesOf(post.raw, "es");
    if (found.length === 0) return undefined;
    const lines = post.raw.split("\n");
    // Each move's lines, from its tag to its closing tag, as written.
    return found.map((b) => {
      const close = lines.findIndex((l, i) => i >= b.line && l.trim().toLowerCase() === `[/${b.tag}]`);
      return lines.slice(b.line - 1, close < 0 ? b.line : close + 1).join("\n");
    }).join("\n");
  },
  exportLog,
};
