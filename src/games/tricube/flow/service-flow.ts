// Tricube Tales as the service plays it: its TopicFlow (src/lib/topic-flow.ts) over the pure thread
// flow (play-post.ts, topic.ts). The service's runner keeps the record, rolls the verifiable dice,
// posts the reply and writes the sheets; this file only says what a post does to the table.
//
// - A topic opens with its first post that plays (a challenge, usually): the table is the GM (the
//   service's configured GM; staff act as it, TT-SETUP-1), the group's settings (config
//   `gameSettings.tricube`, the optional rules and the TT-AMB defaults, docs/games/tricube.md §6) and
//   a character from each registered [tt-sheet] with an accepted owner (TT-SETUP-2).
// - A sheet registered after the topic opened joins the table at its next post; a character already
//   at the table keeps the table's values (the service writes them back to its sheet, and a field its
//   player edited by hand since is left as they wrote it, see update-sheet.ts).
// - A roll asks the runner for Nd6 (N from the challenge and the sheet, TT-DICE-1, never what the
//   player typed); each [tt-roll] of a post is its own numbered roll.
// - Sheet writes carry the character before and after: the runner re-applies them on the sheet's text
//   as the forum has it, after every edit conflict.
import { z } from "zod";
import { localise, type Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { FlowPost, FlowSheetWrite, FlowStep, FlowStepContext, TopicFlow } from "../../../lib/topic-flow.js";
import { GAME_ID } from "../markup/game.js";
import { parseTricubePost } from "../markup/index.js";
import { TAGS } from "../markup/vocabulary.js";
import { tricubeMessages, type Character, type TtState } from "../rules/index.js";
import { ttCharacterSchema } from "../rules/state-schema.js";
import { readTricubeSheet, sheetFieldName, updateTricubeSheet } from "../sheet/index.js";
import { tricubeSheetMessages } from "../sheet/messages.js";
import { tricubeMarkupMessages } from "../markup/messages.js";
import { hasMoves, movesText, playTricubePost } from "./play-post.js";
import { refusalText } from "./messages.js";
import { promptsText, replyText } from "./reply.js";
import { whoseTurn } from "./prompts.js";
import { changedCharacters, replayLogOf, tableFromSheets } from "./table.js";
import { APPLIED_KEPT, newTopicRecord, readTopicRecord, type TopicRecord } from "./topic.js";
import { TRICUBE_TEMPLATE_WORDS } from "./template-words.js";

/** A sheet change the service writes back: the character as the table had it, and as it has it now. */
export interface TricubeSheetChange { readonly before: Character; readonly after: Character }

const changeSchema = z.object({ before: ttCharacterSchema, after: ttCharacterSchema }).strict();

/** The rules a character's change moved, from the post's ledger (what the edit reason names). */
function rulesFor(character: string, entries: readonly { character: string; rule: string }[]): string[] {
  const rules = [...new Set(entries.filter((e) => e.character === character).map((e) => e.rule))];
  return rules.length ? rules : ["TT-TOK-1"];
}

/** The table's players as the forum's lower-case usernames: the accepted owners, whatever the sheets' spelling. */
function withOwners(state: TtState, owners: ReadonlyMap<string, string>): TtState {
  const characters: Record<string, Character> = {};
  for (const [name, c] of Object.entries(state.characters)) characters[name] = { ...c, player: owners.get(name) ?? c.player.toLowerCase() };
  return { ...state, characters };
}

/** The table the topic plays on: the stored one, with the sheets registered since it opened; or a new one. */
function tableFor(record: TopicRecord | undefined, ctx: FlowStepContext): Result<TopicRecord, GfError> {
  const sheets = ctx.sheets();
  const gm = ctx.gm.toLowerCase();
  // Sheets whose character is not at the table yet (all of them for a new table).
  const fresh = sheets.filter((s) => { const n = nameOf(s.raw); return n !== undefined && !(record && Object.hasOwn(record.state.characters, n)); });
  const settings = (ctx.settings ?? {}) as Parameters<typeof tableFromSheets>[1];
  const made = tableFromSheets(gm, record ? record.state.settings : settings, fresh.map((s) => ({ raw: s.raw, author: s.owner })));
  if (!made.ok) return made;
  const owners = new Map<string, string>();
  for (const s of fresh) { const n = nameOf(s.raw); if (n) owners.set(n, s.owner); }
  const joined = withOwners(made.value.state, owners);
  if (!record) return ok(newTopicRecord(joined));
  const newcomers = Object.fromEntries(Object.entries(joined.characters).filter(([n]) => !Object.hasOwn(record.state.characters, n)));
  if (Object.keys(newcomers).length === 0) return ok(record);
  const state = { ...record.state, characters: { ...record.state.characters, ...newcomers } } as TopicRecord["state"];
  // The log's start takes them too, so a replay of the session knows them from the beginning.
  const start = { ...record.log.start, characters: { ...record.log.start.characters, ...newcomers } } as TopicRecord["state"];
  return ok({ ...record, state, log: { ...record.log, start } });
}

function nameOf(raw: string): string | undefined {
  const doc = readTricubeSheet(raw);
  return doc.ok ? doc.value.node?.name : undefined;
}

export function tricubeStep(record: TopicRecord | undefined, post: FlowPost, ctx: FlowStepContext): FlowStep<TopicRecord, TricubeSheetChange> {
  if (record?.applied.includes(post.id)) return { kind: "ignored" };
  const blocks = parseTricubePost(post.raw, { lang: ctx.lang });
  if (!hasMoves(blocks)) return { kind: "ignored" };
  const table = tableFor(record, ctx);
  if (!table.ok) {
    // The group's settings do not make a table (config gameSettings.tricube): the operator's to mend.
    return { kind: "refused", line: blocks[0]?.openLine ?? 1, code: table.error.code, message: localise(tricubeMessages, table.error, ctx.lang) };
  }
  const start = table.value;
  const played = playTricubePost(start.state, blocks, {
    author: { username: post.author.toLowerCase(), staff: post.staff }, lang: ctx.lang,
    roll: (count, which) => {
      const r = ctx.roll(which.roll, Array.from({ length: count }, () => 6));
      return r.ok ? ok({ dice: r.value.dice, proof: r.value.proof, card: r.value.card }) : r;
    },
  });
  if (!played.ok) {
    const r = played.error;
    return { kind: "refused", line: r.line, code: r.error.code, message: refusalText(r, ctx.lang), ...(r.source === "dice" ? { dice: true } : {}) };
  }
  const p = played.value;
  const next: TopicRecord = {
    format: 1, state: p.state as TopicRecord["state"], applied: [...start.applied, post.id].slice(-APPLIED_KEPT),
    log: { start: start.log.start, actions: [...start.log.actions, ...p.actions] as TopicRecord["log"]["actions"] },
  };
  const sheets: FlowSheetWrite<TricubeSheetChange>[] = changedCharacters(p.before, p.state)
    .filter((c) => ctx.sheetOf(c.name))
    .map((c) => ({ character: c.name, change: { before: c.before, after: c.after }, rules: rulesFor(c.name, p.entries) }));
  // Dice stand (playTricubePost): the blocks after the roll that were refused are answered as a refusal.
  const refused = p.refused ? { refused: { line: p.refused.line, code: p.refused.error.code, message: refusalText(p.refused, ctx.lang) } } : {};
  return { kind: "played", record: next, reply: replyText(p, ctx.lang), sheets, ...refused };
}

const EDIT: Readonly<Record<Lang, string>> = { es: "Tricube: {rules}", en: "Tricube: {rules}" };

export const tricubeTopicFlow: TopicFlow<TopicRecord, TricubeSheetChange> = {
  game: GAME_ID,
  templateWords: TRICUBE_TEMPLATE_WORDS,
  sheet: {
    tag: "tt-sheet",
    identify(raw, lang) {
      const doc = readTricubeSheet(raw, { lang });
      const name = doc.ok ? doc.value.node?.name?.trim() : undefined;
      if (!doc.ok || !name) return undefined;
      const player = doc.value.node?.player?.replace(/^@/, "").trim();
      return { name, lang: doc.value.lang, ...(player ? { player } : {}) };
    },
  },
  read: (json) => readTopicRecord(json),
  // Whom its replies may notify: the GM and the characters' players (a character's or a challenge's name never).
  people: (record) => [record.state.gm, ...Object.values(record.state.characters).map((c) => c.player)],
  // Whom the table waits for: whose turn it is, the GM for a cost or a difficulty (TT-TOOL-11's reminder names them too).
  waitingFor: (record) => whoseTurn(record.state),
  // The challenges' tables (table-block.ts).
  cards: [...TAGS.table],
  step: tricubeStep,
  // TT-TOOL-11: the runner reminds whoever the table waits for after the group's maximum wait, once per wait, with these prompts.
  reminder: { rule: "TT-TOOL-11", prompts: (record, lang) => promptsText(record.state, lang) },
  rewriteSheet(raw, change, lang) {
    const u = updateTricubeSheet(raw, change.before, change.after, { lang });
    return u.ok ? ok({ raw: u.value.raw, changed: u.value.changed, kept: u.value.refused }) : u;
  },
  sheetFieldName,
  // A sheet the write cannot read (a player's edit broke it) or would not read back as the character.
  sheetError: (error, lang) => localise(error.code.startsWith("tt.markup.") ? tricubeMarkupMessages : tricubeSheetMessages, error, lang),
  readChange(json) {
    const r = changeSchema.safeParse(json);
    return r.success ? ok(r.data as TricubeSheetChange) : err(gfError("tt.topic.unreadable", undefined, { path: r.error.issues[0]?.path.join(".") || "-", detail: r.error.issues[0]?.message ?? "" }));
  },
  editReason: (write, lang) => EDIT[lang].replace("{rules}", write.rules.join(", ")),
  // An applied post edited so its blocks read otherwise is told its move stands as first posted (the runner's flow-stands).
  moves: (post) => movesText(post.raw, parseTricubePost(post.raw)),
  // What `gf tricube replay` reads (docs/games/tricube.md §5): the table the topic opened with, then every action.
  exportLog: (record) => replayLogOf(record.log.start, record.log.actions),
};
