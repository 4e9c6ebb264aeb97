// One topic of a Facetas category as the service keeps it, and one post through it, with no I/O. A
// topic holds one conflict: its opening ([fa-conflicto], with each role's sheet), then turn posts
// ([fa-turno]) and the loot's choices ([fa-botin]). The record is the conflict's replay log (the
// opening's setup and every action applied, zod-checked when read back, the state rebuilt by the
// pure reducer), the posts already applied (a redelivered or edited post applies nothing twice) and
// where each role's sheet is. A step gives the new record, the reply, and the new text of every
// sheet the post changed (lossless, src/games/facetas/flow/sheet.ts), or a refusal quoting the line.
//
// Rolls: every reroll is a verifiable roll the service makes, keyed to (topic, post, block). The
// topic is the conflict, the post is the turn's post, and the block number names the die and the
// roll's place in the post: 100·k + 50·(Adversary's die) + (die − 1), for the post's k-th roll from 0
// (rollBlock; the service's blocks run from 0 to 999, so a post rolls at most 10 times, on dice 1 to 50). The same action of the same post never rolls twice (a post that rolled is applied, up
// to a refused step if need be, and an applied post is never stepped again), and the target die is part of the context, so a post edited to point its roll
// at another die gets another roll, never the face rolled for the first.
import { z } from "zod";
import type { Lang } from "../../../lib/i18n.js";
import { codeSpan, inertCitingText, inertText } from "../../../lib/inert-text.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { parseGamePost } from "../../../markup/parse-post.js";
import { lineNaming, splitLines } from "../../../markup/source.js";
import { facetasMarkup } from "../markup/game.js";
import { lootActions, openingSetup, turnActions, zodCheck } from "../markup/index.js";
import type { FacetasNode, ParsedFacetasBlock } from "../markup/schemas.js";
import { actionSchema, apply, initialState, parseAction, ROLES, setupSchema, type Action, type FaState, type LogEntry, type Role, type Side } from "../rules/index.js";
import { ROLE_NAME, refusalText, say } from "./messages.js";
import { openingReply, playedReply } from "./reply.js";
import { findSheet, rewriteSheet, sheetView, viewChanged, type SheetView } from "./sheet.js";
import { valueError } from "../../../lib/value-reasons.js";
import { ActionRun } from "../../../lib/reducer.js";

/** How many applied post ids a record keeps (post ids grow; older ones never come back). */
export const APPLIED_KEPT = 2_000;
/** At most this many rolls in one post, and rolls on dice up to this place in their row (rollBlock's room). */
export const MAX_ROLLS = 10;
export const MAX_ROLLED_DIE = 50;

const role = z.enum(ROLES);
export const topicRecordSchema = z.object({
  format: z.literal(1),
  /** The opening post's id. */
  opening: z.int().positive(),
  lang: z.enum(["es", "en"]),
  setup: setupSchema,
  /** Where each role's sheet is; a role played from a sheet inside the opening post is not written back. */
  sheets: z.partialRecord(role, z.object({ character: z.string().min(1).max(120), postId: z.int().positive() }).strict()),
  actions: z.array(actionSchema).max(20_000),
  applied: z.array(z.int().positive()).max(APPLIED_KEPT),
  /** FA-TOOL-1: the table's idle time in hours (`ajuste remindHours`); absent: the forum's, else the group's maximum wait. */
  remindHours: z.int().min(1).max(720).optional(),
  /** FA-TOOL-1: when the service reminds whoever the conflict waits for, if it still waits for them then; once per wait. */
  remind: z.object({ at: z.int().min(0), users: z.array(z.string().min(1).max(60)).min(1).max(8) }).strict().optional(),
}).strict();
export type TopicRecord = z.output<typeof topicRecordSchema>;

export interface TopicPost {
  readonly id: number;
  readonly raw: string;
  /** The author's username. */
  readonly author: string;
  /** Forum staff: may present a conflict for the table. */
  readonly staff: boolean;
}

export interface TopicSheet {
  readonly character: string;
  readonly postId: number;
  readonly raw: string;
  /** The sheet's owner, lower case. */
  readonly owner: string;
}

export interface TopicContext {
  readonly lang: Lang;
  /** A verifiable roll for this post's `block` (see the top of this file). */
  roll(block: number, sizes: readonly number[]): Result<{ readonly faces: readonly number[]; readonly proof: string; readonly card?: string }, GfError>;
  sheetOf(character: string): TopicSheet | undefined;
  /** FA-TOOL-1: the forum's idle time in hours before a reminder, when the opening sets none (listed in the opening's reply). */
  readonly idleHours?: number;
  /** Whether the forum has a user by this name (the service asks the forum); absent: every name is taken as written. */
  isUser?(name: string): boolean;
}

/** A roll made for the post, as the reply shows it. */
export interface MadeRoll {
  readonly k: number;
  readonly block: number;
  readonly target: { readonly side: Side; readonly die: number };
  readonly before: number;
  readonly face: number;
  readonly proof: string;
  /** The platform's roll card for the reply (FlowStepContext.roll): the die and its verification badge. */
  readonly card?: string;
}

export interface SheetWrite { readonly character: string; readonly raw: string }

/** A role's sheet change: the resources as the sheet showed them before the post and after it, and the rules that moved them. */
export interface SheetChange { readonly character: string; readonly before: SheetView; readonly after: SheetView; readonly rules: readonly string[] }

export type TopicStep =
  | { readonly kind: "ignored"; readonly why: "no-moves" | "applied" }
  /** `dice`: the dice could not be rolled now, nobody's mistake (the service tries again later). */
  | { readonly kind: "refused"; readonly error: GfError; readonly line: number; readonly lang: Lang; readonly reply: string; readonly dice?: true }
  | { readonly kind: "played"; readonly record: TopicRecord; readonly state: FaState; readonly entries: readonly LogEntry[]; readonly rolls: readonly MadeRoll[]; readonly reply: string; readonly changes: readonly SheetChange[]; readonly sheets: readonly SheetWrite[]; readonly sheetErrors: readonly { readonly character: string; readonly error: GfError }[];
    /** Dice stand: the step refused after the post rolled; the post stands up to it (see stepTopic). */
    readonly refused?: { readonly error: GfError; readonly line: number; readonly lang: Lang } };

/** The roll context's block number for the post's k-th roll, on this die (see the top of this file). */
export function rollBlock(k: number, target: { side: Side; die: number }): number {
  return 100 * k + (target.side === "adversary" ? 50 : 0) + (target.die - 1);
}

/** A stored record read back, or why not (never a cast): zod, then the log replayed. */
export function readTopicRecord(json: unknown): Result<TopicRecord, GfError> {
  const r = topicRecordSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0];
    return err(gfError("fa.flow.unreadable", undefined, { path: issue?.path.map(String).join(".") || "-", detail: issue?.message ?? "" }));
  }
  const s = stateOf(r.data);
  return s.ok ? ok(r.data) : s;
}

const states = new WeakMap<TopicRecord, FaState>();

/** The conflict as it stands: the opening's state with every action of the log applied. */
export function stateOf(record: TopicRecord): Result<FaState, GfError> {
  const known = states.get(record);
  if (known) return ok(known);
  const start = initialState(record.setup);
  if (!start.ok) return start;
  let s = start.value;
  for (const [i, a] of record.actions.entries()) {
    const r = apply(s, a);
    if (!r.ok) return err(gfError("fa.flow.unreadable", undefined, { path: `actions.${i}`, detail: r.error.code }));
    s = r.value.state;
  }
  states.set(record, s);
  return ok(s);
}

const MARKUP = [facetasMarkup(zodCheck)];
type Sheet = Extract<FacetasNode, { kind: "sheet" }>;

function quoteLine(raw: string, line: number): string {
  const text = (splitLines(raw)[line - 1]?.text ?? "").trim();
  const chars = [...text];
  // A code span (src/lib/inert-text.ts): the quoted line can never start a block, a link or a mention.
  return codeSpan(chars.length > 200 ? `${chars.slice(0, 200).join("")}…` : text);
}

function refused(post: TopicPost, error: GfError, line: number, lang: Lang): TopicStep {
  return { kind: "refused", error, line, lang, reply: say("refused", lang, { user: post.author, line, quote: quoteLine(post.raw, line), why: inertCitingText(refusalText(error, lang)) }) };
}

const roleOfUser = (s: FaState, user: string): Role | null => ROLES.find((r) => s.players[r]?.toLowerCase() === user.toLowerCase()) ?? null;

/** One post through the topic: all or nothing, at most once per post id. */
export function stepTopic(record: TopicRecord | undefined, post: TopicPost, ctx: TopicContext): TopicStep {
  if (record?.applied.includes(post.id)) return { kind: "ignored", why: "applied" };
  const blocks = parseGamePost<ParsedFacetasBlock>(post.raw, MARKUP, { lang: ctx.lang }).map((b) => b.parsed);
  if (!record) return openTopic(blocks, post, ctx);
  const start = stateOf(record);
  if (!start.ok) return refused(post, start.error, 1, ctx.lang);
  const played = blocks.filter((b) => b.block === "turn" || b.block === "loot" || b.block === "conflict");
  if (!played.length) return { kind: "ignored", why: "no-moves" };
  const play = new ActionRun<FaState, Action, LogEntry>(start.value, parseAction, apply);
  const { run, actions, entries } = play;
  const rolls: MadeRoll[] = [];
  const lang = ctx.lang;
  // Dice stand: once the post has rolled, a later step refused (maybe because of the faces: a 6 is
  // never rerolled, a facet must reach the die's new value, a 1 never breaks) does not undo the post;
  // it stands up to that step and the rest is refused. Refusing it whole would let a player see a bad
  // face go and reroll it by an edit or a new post.
  let cut: { readonly error: GfError; readonly line: number; readonly lang: Lang } | undefined;
  const stop = (error: GfError, line: number, at: Lang): TopicStep | undefined => {
    if (!rolls.length) return refused(post, error, line, at);
    cut = { error, line, lang: at };
    return undefined;
  };
  posts: for (const b of played) {
    const first = b.errors[0];
    if (first) { const s = stop(gfError(first.code, first.rule, first.params), first.line, ctx.lang); if (s) return s; break posts; }
    const node = b.node!;
    if (node.kind === "conflict") { const s = stop(gfError("fa.flow.open.twice"), b.openLine, ctx.lang); if (s) return s; break posts; }
    if (node.kind === "loot") {
      const role = roleOfUser(play.state, post.author);
      const inputs = role ? lootActions(node, post.author, role) : [];
      if (!role) { const s = stop(gfError("fa.not-in-conflict", "FA-ROLE-1", { user: post.author }), b.openLine, ctx.lang); if (s) return s; break posts; }
      if (!inputs.length) { const s = stop(gfError("fa.flow.loot.nothing", undefined, { user: post.author }), b.openLine, ctx.lang); if (s) return s; break posts; }
      for (const input of inputs) {
        const e = run(input);
        if (e) { const s = stop(e, b.openLine, ctx.lang); if (s) return s; break posts; }
      }
      continue;
    }
    if (node.kind !== "turn") continue;
    // The steps one by one; a roll is checked with a stand-in face before the service rolls it, so a
    // refused roll is never rolled.
    const inputs = turnActions(node, post.author, node.steps.filter((s) => s.step.type === "roll").map(() => 1));
    for (const [i, input] of inputs.entries()) {
      const at = node.steps[i]!.line;
      if (input.type !== "roll") {
        const e = run(input);
        if (e) { const s = stop(e, at, ctx.lang); if (s) return s; break posts; }
        continue;
      }
      const check = parseAction(input);
      const dry = check.ok ? apply(play.state, check.value) : check;
      if (!dry.ok) { const s = stop(dry.error, at, ctx.lang); if (s) return s; break posts; }
      if (rolls.length >= MAX_ROLLS) { const s = stop(gfError("fa.flow.too-many-rolls", undefined, { max: MAX_ROLLS }), at, ctx.lang); if (s) return s; break posts; }
      const target = input.target as { side: Side; die: number };
      if (target.die > MAX_ROLLED_DIE) { const s = stop(gfError("fa.flow.far-die", undefined, { max: MAX_ROLLED_DIE }), at, ctx.lang); if (s) return s; break posts; }
      const block = rollBlock(rolls.length, target);
      const rolled = ctx.roll(block, [6]);
      if (!rolled.ok) return { ...refused(post, rolled.error, at, ctx.lang), dice: true } as TopicStep;
      const face = rolled.value.faces[0]!;
      const before = play.state.dice[target.side][target.die - 1]!;
      const e = run({ ...input, face });
      if (e) { const s = stop(e, at, ctx.lang); if (s) return s; break posts; }
      rolls.push({ k: rolls.length + 1, block, target, before, face, proof: rolled.value.proof, ...(rolled.value.card ? { card: rolled.value.card } : {}) });
    }
  }
  if (!actions.length) return { kind: "ignored", why: "no-moves" };
  const state = play.state;
  const { changes, sheets, sheetErrors } = sheetWrites(record, start.value, state, entries, ctx);
  const next: TopicRecord = { ...record, actions: [...record.actions, ...actions] as TopicRecord["actions"], applied: [...record.applied, post.id].slice(-APPLIED_KEPT) };
  states.set(next, state);
  const rest = cut ? { refused: cut } : {};
  return { kind: "played", record: next, state, entries, rolls, changes, sheets, sheetErrors, reply: playedReply(state, entries, rolls, sheets, lang), ...rest };
}

/** The sheets whose roles' resources changed: the changes, and their texts rewritten as the sheets stand now. */
function sheetWrites(record: TopicRecord, before: FaState, after: FaState, entries: readonly LogEntry[], ctx: TopicContext): { changes: SheetChange[]; sheets: SheetWrite[]; sheetErrors: { character: string; error: GfError }[] } {
  const changes: SheetChange[] = [];
  const sheets: SheetWrite[] = [];
  const sheetErrors: { character: string; error: GfError }[] = [];
  for (const r of ROLES) {
    const where = record.sheets[r];
    const was = sheetView(before, r);
    const now = sheetView(after, r);
    if (!where || !was || !now || !viewChanged(was, now)) continue;
    const rules = [...new Set(entries.filter((e) => e.role === r).map((e) => e.rule))];
    changes.push({ character: where.character, before: was, after: now, rules: rules.length ? rules : ["FA-SHEET-1"] });
    const current = ctx.sheetOf(where.character);
    if (!current) { sheetErrors.push({ character: where.character, error: gfError("fa.flow.sheet.missing", undefined, { character: where.character }) }); continue; }
    const u = rewriteSheet(current.raw, was, now);
    if (!u.ok) sheetErrors.push({ character: where.character, error: u.error });
    else if (u.value.changed) sheets.push({ character: where.character, raw: u.value.raw });
  }
  return { changes, sheets, sheetErrors };
}

/** FA-TOOL-1: the idle time the opening's reply lists: the opening's own, else the forum's. */
function idleOf(record: TopicRecord, ctx: TopicContext): { hours: number; table: boolean } | undefined {
  if (record.remindHours !== undefined) return { hours: record.remindHours, table: true };
  return ctx.idleHours !== undefined ? { hours: ctx.idleHours, table: false } : undefined;
}

/** The conflict's opening: who holds each role, their sheets, the table's settings (FA-SCENE-1, FA-CONF-1). */
function openTopic(blocks: readonly ParsedFacetasBlock[], post: TopicPost, ctx: TopicContext): TopicStep {
  const opening = blocks.find((b) => b.block === "conflict");
  if (!opening) {
    const move = blocks.find((b) => b.block === "turn" || b.block === "loot");
    return move ? refused(post, gfError("fa.flow.not-open"), move.openLine, ctx.lang) : { kind: "ignored", why: "no-moves" };
  }
  const lang = ctx.lang;
  const first = opening.errors[0];
  if (first) return refused(post, gfError(first.code, first.rule, first.params), first.line, lang);
  const node = opening.node as Extract<FacetasNode, { kind: "conflict" }>;
  // FA-SCENE-1: the Adversary presents the conflict (or staff, for the table).
  if (!post.staff && post.author.toLowerCase() !== node.players.adversary.toLowerCase()) {
    return refused(post, gfError("fa.flow.open.who", "FA-SCENE-1", { user: post.author, adversary: node.players.adversary }), opening.openLine, lang);
  }
  // FA-ROLE-2: each role is held by a user of the forum; a name nobody has (a typo, a group) is refused
  // here, naming it, before anything is kept: the opening post stays as typed, for an edit to fix.
  if (ctx.isUser) {
    for (const r of ROLES) {
      const player = node.players[r];
      if (player === undefined || ctx.isUser(player)) continue;
      return refused(post, gfError("fa.flow.no-user", "FA-ROLE-2", { user: player, role: ROLE_NAME[lang][r]! }), lineNaming(post.raw, opening.openLine, opening.closeLine, player), lang);
    }
  }
  const sheets: Sheet[] = [];
  const where: TopicRecord["sheets"] = {};
  for (const r of ROLES) {
    const player = node.players[r];
    if (!player) continue;
    const character = node.sheets?.[r];
    if (character) {
      const found = ctx.sheetOf(character);
      if (!found) return refused(post, gfError("fa.flow.sheet.missing", undefined, { character }), opening.openLine, lang);
      if (found.owner.toLowerCase() !== player.toLowerCase()) return refused(post, gfError("fa.flow.sheet.not-theirs", "FA-ROLE-2", { character, owner: found.owner, user: player }), opening.openLine, lang);
      const sheet = findSheet(found.raw);
      if (!sheet.ok) return refused(post, sheet.error, opening.openLine, lang);
      sheets.push({ ...sheet.value.node, role: r });
      where[r] = { character, postId: found.postId };
      continue;
    }
    const inline = blocks.find((b) => b.block === "sheet" && b.node?.kind === "sheet" && b.node.role === r);
    const bad = blocks.find((b) => b.block === "sheet" && b.errors.length);
    if (bad) return refused(post, gfError(bad.errors[0]!.code, bad.errors[0]!.rule, bad.errors[0]!.params), bad.errors[0]!.line, lang);
    // FA-ROLE-2: an inline sheet is the opener's own role's (the Adversary's conflict sheet), or staff's
    // for the table: the Adversary never writes the Protagonist's facets, PH and Inspirations for them.
    const roleName = (lang === "es" ? { protagonist: "protagonista", adversary: "adversario", ally: "aliado", world: "mundo" } : { protagonist: "protagonist", adversary: "adversary", ally: "ally", world: "world" })[r];
    if (inline && !post.staff && player.toLowerCase() !== post.author.toLowerCase()) {
      return refused(post, gfError("fa.flow.sheet.inline-other", "FA-ROLE-2", { user: post.author, role: roleName, player }), inline.openLine, lang);
    }
    if (inline) sheets.push(inline.node as Sheet);
    else if (r === "protagonist" || r === "adversary") {
      return refused(post, gfError("fa.flow.sheet.needed", "FA-SHEET-1", { role: r === "protagonist" ? (lang === "es" ? "protagonista" : "protagonist") : lang === "es" ? "adversario" : "adversary" }), opening.openLine, lang);
    }
  }
  const setup = openingSetup(node, sheets, `topic-${post.id}`);
  const parsed = setupSchema.safeParse(setup);
  if (!parsed.success) return refused(post, valueError("fa.setup.invalid", parsed.error.issues, setup), opening.openLine, lang);
  const state = initialState(parsed.data);
  if (!state.ok) return refused(post, state.error, opening.openLine, lang);
  const record: TopicRecord = { format: 1, opening: post.id, lang, setup: parsed.data, sheets: where, actions: [], applied: [post.id],
    ...(node.remindHours !== undefined ? { remindHours: node.remindHours } : {}) };
  states.set(record, state.value);
  return { kind: "played", record, state: state.value, entries: [], rolls: [], changes: [], sheets: [], sheetErrors: [], reply: openingReply(state.value, where, lang, idleOf(record, ctx)) };
}
