// Facetas as the service plays it: its TopicFlow (src/lib/topic-flow.ts) over the pure thread flow
// (topic.ts). The service's runner keeps the record, rolls the verifiable dice (each reroll its own
// block, rollBlock), posts the reply and writes the sheets; this file only says what a post does.
//
// - Sheets: a wiki post of a sheet category holding a [fa-ficha]/[fa-sheet] with `personaje:`
//   (`character:`) is the character's sheet; its accepted owner is its player. The opening names the
//   sheet each role plays from (`ficha protagonista: Mark`), and only the role's own player's sheet
//   will do (FA-ROLE-2).
// - Sheet writes carry the role's resources before and after the post; the runner re-applies them on
//   the sheet's text as the forum has it, after every edit conflict (rewriteSheet: only what changed).
// - FA-TOOL-1: the runner reminds whoever the conflict waits for (TopicFlow.reminder) after the
//   table's idle time (the opening's `ajuste remindHours`, else the forum's
//   gameSettings.facetas.remindHours, else the group's game.maxWaitHours), once, if the conflict
//   still waits for the same people.
import { z } from "zod";
import { type Lang } from "../../../lib/i18n.js";
import { err, gfError, ok } from "../../../lib/result.js";
import type { FlowPost, FlowSheetWrite, FlowStep, FlowStepContext, TopicFlow } from "../../../lib/topic-flow.js";
import { GAME_ID } from "../markup/game.js";
import { TAGS } from "../markup/vocabulary.js";
import { refusalText } from "./messages.js";
import { findSheet, rewriteSheet, sheetFieldName, type SheetView } from "./sheet.js";
import { awaited, UNMATCHED } from "../rules/index.js";
import { promptsText } from "./reply.js";
import { readTopicRecord, stateOf, stepTopic, type TopicRecord } from "./topic.js";
import { FACETAS_TEMPLATE_WORDS } from "./template-words.js";

/** A sheet change the service writes back: the role's resources as the sheet showed them, and as they are now. */
export interface FacetasSheetChange { readonly before: SheetView; readonly after: SheetView }

const view = z.object({
  ph: z.int().min(0).max(999),
  inspirations: z.array(z.int().min(1).max(6)).max(60),
  facets: z.record(z.string().min(1).max(120), z.int().min(1).max(5)),
  traits: z.record(z.string().min(1).max(120), z.boolean()),
}).strict();
const changeSchema = z.object({ before: view, after: view }).strict();

export function facetasStep(record: TopicRecord | undefined, post: FlowPost, ctx: FlowStepContext): FlowStep<TopicRecord, FacetasSheetChange> {
  const s = stepTopic(record, { id: post.id, raw: post.raw, author: post.author, staff: post.staff }, {
    lang: ctx.lang,
    roll: (block, sizes) => {
      const r = ctx.roll(block, sizes);
      return r.ok ? ok({ faces: r.value.dice.map((d) => d.face), proof: r.value.proof, card: r.value.card }) : r;
    },
    sheetOf: (character) => ctx.sheetOf(character),
    ...(ctx.isUser ? { isUser: (name: string) => ctx.isUser!(name) } : {}),
    ...(idleHoursOf(ctx) !== undefined ? { idleHours: idleHoursOf(ctx)! } : {}),
  });
  if (s.kind === "ignored") return { kind: "ignored" };
  if (s.kind === "refused") return { kind: "refused", line: s.line, code: s.error.code, message: refusalText(s.error, ctx.lang), ...(s.dice ? { dice: true } : {}) };
  const sheets: FlowSheetWrite<FacetasSheetChange>[] = s.changes.map((c) => ({ character: c.character, change: { before: c.before, after: c.after }, rules: c.rules }));
  // Dice stand: the steps refused after the post's rolls are answered as a refusal of the rest.
  const rest = s.refused ? { refused: { line: s.refused.line, code: s.refused.error.code, message: refusalText(s.refused.error, ctx.lang) } } : {};
  return { kind: "played", record: s.record, reply: s.reply, sheets, ...rest };
}

/** The forum's own Facetas settings this flow reads (config `gameSettings.facetas`); the rules' settings are the opening's. */
const forumSettings = z.looseObject({ remindHours: z.number().positive().max(720).optional() });

/** FA-TOOL-1: the table's idle time in ms: the opening's `remindHours`, else the forum's, else the group's maximum wait. */
export function idleMs(record: Pick<TopicRecord, "remindHours">, ctx: Pick<FlowStepContext, "settings" | "remindAfterMs">): number | undefined {
  if (record.remindHours !== undefined) return record.remindHours * 3_600_000;
  const forum = forumSettings.safeParse(ctx.settings ?? {});
  if (forum.success && forum.data.remindHours !== undefined) return forum.data.remindHours * 3_600_000;
  return ctx.remindAfterMs;
}

/** The forum's idle time in hours (FA-TOOL-1), rounded to hundredths, for the opening's reply; a table's own wins over it. */
function idleHoursOf(ctx: Pick<FlowStepContext, "settings" | "remindAfterMs">): number | undefined {
  const ms = idleMs({}, ctx);
  return ms === undefined ? undefined : Math.round(ms / 36_000) / 100;
}

/** Whom the conflict waits for now (the role on turn, a tie's or a defeat's answer, the loot's choosers), once each. */
function waitingFor(record: TopicRecord): string[] {
  const s = stateOf(record);
  return s.ok ? [...new Set(awaited(s.value).map((a) => a.user.toLowerCase()))] : [];
}

const EDIT: Readonly<Record<Lang, string>> = { es: "Facetas: {rules}", en: "Facetas: {rules}" };

export const facetasTopicFlow: TopicFlow<TopicRecord, FacetasSheetChange> = {
  templateWords: FACETAS_TEMPLATE_WORDS,
  game: GAME_ID,
  sheet: {
    tag: "fa-sheet",
    identify(raw) {
      const found = findSheet(raw);
      const name = found.ok ? found.value.node.character?.trim() : undefined;
      const player = found.ok ? found.value.node.player : undefined;
      return found.ok && name ? { name, lang: found.value.lang, ...(player ? { player } : {}) } : undefined;
    },
  },
  read: (json) => readTopicRecord(json),
  // Whom its replies may notify: the conflict's players, as its opening names them (a facet's or a character's name never).
  people: (record) => Object.values(record.setup.players),
  // Whom the conflict waits for: the role on turn, a tie's or a defeat's answer, the loot's choosers (FA-TOOL-1's reminder names them too).
  waitingFor,
  // The conflict's table (reply.ts).
  cards: Object.values(TAGS.table),
  step: facetasStep,
  // FA-TOOL-1: the runner reminds whoever the conflict waits for after the table's idle time, once per wait, with these prompts.
  reminder: {
    rule: "FA-TOOL-1",
    prompts: (record, lang) => { const s = stateOf(record); return s.ok ? promptsText(s.value, lang) : ""; },
    idleMs: (record, ctx) => idleMs(record, ctx),
  },
  rewriteSheet(raw, change) {
    const r = rewriteSheet(raw, change.before, change.after);
    return r.ok ? ok({ raw: r.value.raw, changed: r.value.changed, kept: r.value.refused }) : r;
  },
  sheetFieldName,
  // A sheet the write cannot read, or that lost the facet or Trait the change writes (FA-SHEET-4, FA-TRAIT-2).
  sheetError: (error, lang) => refusalText(error, lang),
  readChange(json) {
    const r = changeSchema.safeParse(json);
    return r.success ? ok(r.data) : err(gfError("fa.flow.unreadable", undefined, { path: r.error.issues[0]?.path.join(".") || "-", detail: r.error.issues[0]?.message ?? "" }));
  },
  editReason: (write, lang) => EDIT[lang].replace("{rules}", write.rules.join(", ")),
  // The conflict as `gf facetas replay` reads it: the opening's setup, then every action, one JSON a line.
  // FA-LOOT-1: an unmatched die is written "-" in a log, as everywhere else.
  exportLog: (record) => [JSON.stringify({ setup: record.setup }), ...record.actions.map((a) => JSON.stringify(a, (k, v) => (k === "pairs" && Array.isArray(v) ? v.map((p) => p ?? UNMATCHED) : v)))].join("\n") + "\n",
};
