// One Pujas topic as the service keeps it, and one post through it: Pujas' TopicFlow
// (src/lib/topic-flow.ts) for the shared runner (src/service/flows), pure, with no I/O. The topic
// opens with a [pj-table] setup in a post (PJ-SETUP-1, PJ-SETUP-2); the books ([pj-ledger]: every
// purse, the table, the Bank, the Tenets, the Component registry) are written into that same post, and
// rewritten after every post that moves them, through the runner's conflict-safe writer
// (FlowSheetWrite.postId: the opening post, not a character's sheet), so a person's words in that post
// are never lost. Every later post is played all or nothing (playPujasPost): priced, refused at the
// line it cannot pay, its sealed bids, its Complications rolled through the runner's verifiable roll
// (one roll per pool and per reroll, numbered in the post, so the same post never rolls twice). The
// sealed auction's deadlines are `due`, and `tick` closes them: to seal (PJ-TOOL-09: a player who has
// not sealed bids 0 and the reveals start; before it, PJ-TOOL-10, each of them is reminded once), then
// to reveal (PJ-TOOL-08: a seal not opened bids 0).
//
// The record is plain data, zod-checked when read back: the setup and every action played (the
// state is the replay of them, so a stored record can never hold a state the rules did not reach),
// and the sealed auction under way. The runner keeps which posts were applied.
import { z } from "zod";
import { auctionWords } from "../bids/auction-name.js";
import { nobleCrypto } from "../../../dice/crypto-noble.js";
import { localise, type Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { FlowPost, FlowSheetWrite, FlowStep, FlowStepContext, TopicFlow } from "../../../lib/topic-flow.js";
import { lineNaming, splitLines } from "../../../markup/source.js";
import { ledgerMatches, markupMessage, parsePujasPost, renderLedger, utcMinute, type AuctionDeadline, type LedgerNode, type ParsedPujasBlock, type TableNode } from "../markup/index.js";
import { apply, initialState, pujasMessage, type PjState } from "../rules/index.js";
import { action as actionSchema, settingsInput, setup as setupSchema } from "../rules/schemas.js";
import { asksAfter, setupAsk } from "./asks.js";
import { CONFIRM, confirmationLine, confirmationReply } from "./confirm.js";
import { PUJAS_TEMPLATE_WORDS } from "./template-words.js";
import { flowMessages } from "./messages.js";
import { closeAuctionAtDeadline, closeSealingAtDeadline, playPujasPost, type FlowContext } from "./play-post.js";
import { awaited, awaitingLine, entryLine, refusalReason, replyText } from "./reply.js";
import { inertText } from "../../../lib/inert-text.js";
import { withAuction, type PujasTable } from "./table.js";
import { valueRefusal } from "../../../lib/value-reasons.js";

/** PJ-TOOL-08: hours to reveal once every sealed bid is in, unless the table says otherwise. */
export const DEFAULT_REVEAL_HOURS = 48;
/** The name of the books' write (the runner's key and log): the opening post is no character's sheet. */
export const LEDGER_WRITE = "pj-ledger";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const auctionSchema = z.object({
  table: z.string().min(1).max(80),
  auction: z.string().min(1).max(80),
  players: z.array(z.string().min(1).max(60)).min(2).max(20).readonly(),
  purses: z.record(z.string(), z.int().min(0)),
  commitments: z.record(z.string(), hex64),
  reveals: z.record(z.string(), z.object({ bid: z.int().min(0), nonce: hex64 }).strict()),
  stage: z.enum(["committing", "revealing", "closed"]),
}).strict();

export const pujasTopicSchema = z.object({
  format: z.literal(1),
  /** The table's name in every sealed bid: `topic-<id>` (src/games/pujas/bids). */
  table: z.string().min(1).max(80),
  lang: z.enum(["es", "en"]),
  setup: setupSchema,
  revealHours: z.int().min(1).max(720),
  /** PJ-TOOL-09: hours to seal once an auction opens (absent in records made before it: the reveal hours). */
  sealHours: z.int().min(1).max(720).optional(),
  /** The post that opened the table and carries the books. */
  opening: z.object({ postId: z.int().positive() }).strict(),
  /** Every action played since the setup, in order: the state is their replay. */
  actions: z.array(actionSchema).max(100_000),
  auction: auctionSchema.nullable(),
  /** When the reveals are due (epoch ms), once every sealed bid is in (PJ-TOOL-08). */
  revealBy: z.number().int().nullable(),
  /** When the seals are due (epoch ms), while the auction is sealing (PJ-TOOL-09). */
  sealBy: z.number().int().nullable().optional(),
  /** When the players who have not sealed yet are reminded (PJ-TOOL-10), until it is done; null: no reminder due. */
  sealRemindAt: z.number().int().nullable().optional(),
  /** The players who have confirmed the table (PJ-SETUP-1, PJ-SETUP-2), in the order they did (absent: none yet). */
  confirmed: z.array(z.string().min(1).max(60)).max(20).optional(),
}).strict();
export type PujasTopic = z.infer<typeof pujasTopicSchema>;

/** What the runner writes into the opening post: the books as a [pj-ledger] block, replacing the old one. */
export interface LedgerChange { readonly ledger: string }
const ledgerChangeSchema = z.object({ ledger: z.string().min(1).max(200_000) }).strict();

export type PujasStep = FlowStep<PujasTopic, LedgerChange>;

const UNREADABLE = "pj.topic.unreadable";
const say = (lang: Lang, code: `pj.topic.${string}` & keyof typeof flowMessages, params: Record<string, string | number> = {}) => localise(flowMessages, { code, params }, lang);

/** The table a record stands for: its setup with every action replayed, and the auction under way. */
const TABLES = new WeakMap<PujasTopic, PujasTable>();
function replay(r: PujasTopic): Result<PujasTable, GfError> {
  const known = TABLES.get(r);
  if (known) return ok(known);
  const start = initialState(r.setup);
  if (!start.ok) return start;
  let game: PjState = start.value;
  for (let i = 0; i < r.actions.length; i++) {
    const s = apply(game, r.actions[i]!);
    if (!s.ok) return err(gfError(UNREADABLE, undefined, { path: `actions.${i}`, detail: pujasMessage(s.error, "en") }));
    game = s.value.state;
  }
  const t = withAuction({ table: r.table, game, auction: r.auction });
  TABLES.set(r, t);
  return ok(t);
}

/** A stored record read back (zod, then the replay of its actions through the rules), or why not. */
export function readPujasTopic(json: unknown): Result<PujasTopic, GfError> {
  const r = pujasTopicSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0];
    return err(gfError(UNREADABLE, undefined, { path: issue?.path.map(String).join(".") || "-", detail: issue?.message ?? "" }));
  }
  const t = replay(r.data);
  return t.ok ? ok(r.data) : t;
}

/** The table of a record already read (readPujasTopic), for the cards, the tests and `gf`. */
export function pujasTableOf(r: PujasTopic): PujasTable {
  const t = replay(r);
  if (!t.ok) throw new TypeError(`an unread Pujas record: ${JSON.stringify(t.error)}`);
  return t.value;
}

/** The opening post's raw with the books in it: the [pj-ledger] replaced, or placed after the [pj-table], or at the end. */
export function withLedger(raw: string, ledger: string): string {
  const lines = splitLines(raw).map((l) => l.text);
  const blocks = parsePujasPost(raw);
  const old = blocks.find((b) => b.block === "ledger" && b.closeLine !== null);
  if (old) return [...lines.slice(0, old.openLine - 1), ledger, ...lines.slice(old.closeLine!)].join("\n");
  const setup = blocks.find((b) => b.block === "table" && b.closeLine !== null);
  if (setup) return [...lines.slice(0, setup.closeLine!), "", ledger, ...lines.slice(setup.closeLine!)].join("\n");
  return `${raw.replace(/\s+$/, "")}\n\n${ledger}`;
}

/** The deadline the books show while the table bids: to seal (PJ-TOOL-09), then to reveal (PJ-TOOL-08). */
function deadlineOf(r: PujasTopic): AuctionDeadline | null {
  if (r.auction?.stage === "committing" && r.sealBy != null) return { kind: "seal", at: r.sealBy };
  if (r.auction?.stage === "revealing" && r.revealBy !== null) return { kind: "reveal", at: r.revealBy };
  return null;
}

/** The books of a record whose game is `game` (its table's, replayed), whom it waits for included. */
const booksOf = (r: PujasTopic, game: PjState = pujasTableOf(r).game): string =>
  renderLedger(game, r.lang, deadlineOf(r), awaited(pujasTableOf(r)));

/**
 * The books' write when they changed: the opening post rewritten by the runner, naming the rules that
 * moved coins (or set the auction's deadline shown there).
 */
function ledgerWrites(prev: PujasTopic | null, before: PjState | null, next: PujasTopic, after: PjState, rules: readonly string[]): FlowSheetWrite<LedgerChange>[] {
  const deadline = deadlineOf(next);
  const ledger = booksOf(next, after);
  if (prev && before && booksOf(prev, before) === ledger) return [];
  const moved = prev && deadline && JSON.stringify(deadline) !== JSON.stringify(deadlineOf(prev)) ? [deadline.kind === "seal" ? "PJ-TOOL-09" : "PJ-TOOL-08"] : [];
  const named = [...new Set([...rules, ...moved])];
  return [{ character: LEDGER_WRITE, postId: next.opening.postId, change: { ledger }, rules: named.length ? named : ["PJ-COIN-1"] }];
}

/**
 * The forum's own defaults for every new table (config `gameSettings.pujas`): any setting of the rules
 * (startingCoins, recovery, the PJ-AMB-nn points), `revealHours` (PJ-TOOL-08) and `sealHours` (PJ-TOOL-09); a table's [pj-table] overrides them.
 */
const forumDefaults = settingsInput.extend({ revealHours: z.int().min(1).max(720).optional(), sealHours: z.int().min(1).max(720).optional(),
  /** PJ-TOOL-10: hours before the sealing deadline to remind who has not sealed (0: no reminder); default a quarter of the time to seal. */
  sealReminderHours: z.number().min(0).max(720).optional() }).strict();

/** PJ-TOOL-10: when to remind the players who have not sealed, for a sealing deadline set now; null: no reminder. */
function sealReminderAt(record: PujasTopic, sealBy: number, now: number, settings: unknown): number | null {
  const forum = forumDefaults.safeParse(settings ?? {});
  const hours = forum.success && forum.data.sealReminderHours !== undefined ? forum.data.sealReminderHours : sealHoursOf(record) / 4;
  const at = Math.round(sealBy - hours * 3_600_000);
  return hours > 0 && at > now ? at : null;
}

/** The setup block as the rules' setup (PJ-SETUP-1, PJ-SETUP-2): usernames in lower case, as the forum compares them. */
function setupOf(node: TableNode, defaults: z.infer<typeof forumDefaults>): unknown {
  const { revealHours: _hours, sealHours: _seal, sealReminderHours: _remind, ...settings } = defaults;
  return {
    players: node.players.map((p) => p.replace(/^@/, "").toLowerCase()),
    ...(node.first ? { first: node.first.replace(/^@/, "").toLowerCase() } : {}),
    settings: { ...settings, ...node.settings, ...(node.coins !== null ? { startingCoins: node.coins } : {}), ...(node.recovery !== null ? { recovery: node.recovery } : {}) },
  };
}

/** A refusal; `message` is in the table's language (ctx.lang), as the runner's answer around it. */
const refused = (line: number, code: string, message: string): PujasStep => ({ kind: "refused", line, code, message });

/** A post that opens the table: its [pj-table], the first books written into it, and the questions of the setup. */
function open(post: FlowPost, blocks: readonly ParsedPujasBlock[], ctx: FlowStepContext): PujasStep {
  const setupBlock = blocks.find((b) => b.block === "table");
  if (!setupBlock) {
    const move = blocks.find((b) => b.block === "turn" || b.block === "bid");
    if (!move) return { kind: "ignored" };
    return refused(move.openLine, "pj.topic.not-open", say(ctx.lang, "pj.topic.not-open"));
  }
  // The table's language (the category's, else the forum's), whichever the [pj-table] was written in: the books and every reply are in it.
  const lang = ctx.lang;
  const bad = setupBlock.errors[0];
  if (bad) return refused(bad.line, bad.code, markupMessage(bad, lang));
  const node = setupBlock.node as TableNode;
  // Every player of the table is a user of the forum (the service asks it, FlowStepContext.isUser): a
  // name nobody has (a typo, a group) is refused here, naming it, before anything is kept or written
  // into the post: the setup stays as typed, for an edit to fix.
  if (ctx.isUser) {
    for (const name of [...node.players, ...(node.first ? [node.first] : [])]) {
      if (ctx.isUser(name)) continue;
      const user = name.replace(/^@+/, "");
      return refused(lineNaming(post.raw, setupBlock.openLine, setupBlock.closeLine, user), "pj.topic.no-user", say(lang, "pj.topic.no-user", { user }));
    }
  }
  // The operator's defaults: a bad one is the operator's to mend, said plainly to the table.
  const defaults = forumDefaults.safeParse(ctx.settings ?? {});
  if (!defaults.success) {
    const reason = valueRefusal(defaults.error.issues, ctx.settings ?? {});
    const e = gfError("pj.setup.invalid", "PJ-SETUP-1", { ...reason, path: `gameSettings.pujas.${reason["path"]}` });
    return refused(setupBlock.openLine, e.code, pujasMessage(e, lang));
  }
  const input = setupOf(node, defaults.data);
  const start = initialState(input);
  const parsed = setupSchema.safeParse(input);
  if (!start.ok || !parsed.success) {
    const e = start.ok ? gfError("pj.setup.invalid", "PJ-SETUP-1", { path: "-", detail: "" }) : start.error;
    return refused(setupBlock.openLine, e.code, pujasMessage(e, lang));
  }
  const revealHours = node.revealHours ?? defaults.data.revealHours ?? DEFAULT_REVEAL_HOURS;
  const record: PujasTopic = {
    format: 1, table: `topic-${post.topicId}`, lang, setup: parsed.data, revealHours,
    // PJ-TOOL-09: the time to seal is the table's, else the forum's, else the same as the time to reveal.
    sealHours: node.sealHours ?? defaults.data.sealHours ?? revealHours,
    opening: { postId: post.id }, actions: [], auction: null, revealBy: null, sealBy: null,
  };
  const game = start.value;
  TABLES.set(record, withAuction({ table: record.table, game, auction: null }));
  const reply = [
    setupAsk(game, record.revealHours, sealHoursOf(record), lang),
    awaitingLine(TABLES.get(record)!, lang),
  ].join("\n\n");
  return { kind: "played", record, reply, sheets: ledgerWrites(null, null, record, game, ["PJ-SETUP-1"]) };
}

/**
 * PJ-SETUP-1, PJ-SETUP-2: a player confirms the table (confirm.ts): kept, and answered with who plays,
 * their order, who has still to confirm and whom the game waits for now. Only the table's players confirm it.
 */
function confirm(record: PujasTopic, author: string, line: number, lang: Lang): PujasStep {
  const table = pujasTableOf(record);
  if (!record.setup.players.includes(author)) return refused(line, "pj.topic.confirm-not-player", say(lang, "pj.topic.confirm-not-player", { players: table.game.players.join(", ") }));
  const c = confirmationReply(table.game, record.confirmed ?? [], author, lang);
  const next: PujasTopic = { ...record, confirmed: c.confirmed };
  TABLES.set(next, table);
  return { kind: "played", record: next, reply: [c.text, awaitingLine(table, lang)].join("\n\n"), sheets: [] };
}

/** One post through a topic: all or nothing (the runner never steps an applied post again). */
export function stepPujasTopic(record: PujasTopic | undefined, post: FlowPost, ctx: FlowStepContext): PujasStep {
  const blocks = parsePujasPost(post.raw);
  if (!record) return open(post, blocks, ctx);
  if (post.id === record.opening.postId) return { kind: "ignored" };
  const setupAgain = blocks.find((b) => b.block === "table");
  if (setupAgain) return refused(setupAgain.openLine, "pj.topic.already-open", say(ctx.lang, "pj.topic.already-open"));
  if (!blocks.some((b) => b.block === "turn" || b.block === "bid")) {
    const line = confirmationLine(post.raw);
    return line === undefined ? { kind: "ignored" } : confirm(record, post.author.toLowerCase(), line, ctx.lang);
  }
  const author = post.author.toLowerCase();
  const before = pujasTableOf(record);
  let block = 0;
  let diceDown = false;
  // Each pool of each roll is one verifiable roll of this post, numbered in the order they are made.
  const roll: FlowContext["roll"] = (count) => {
    // An empty pool rolls nothing: no verifiable roll is spent on it.
    if (count === 0) return ok({ dice: [], proof: "" });
    const r = ctx.roll(block++, Array.from({ length: count }, () => 10));
    if (!r.ok) { diceDown = true; return r; }
    return ok({ dice: r.value.dice.map((d) => ({ size: d.size, face: d.face })), proof: r.value.proof, card: r.value.card });
  };
  const played = playPujasPost(before, post.raw, blocks, { author, lang: ctx.lang, crypto: nobleCrypto, roll });
  if (!played.ok) {
    const r = played.error;
    const line = r.line ?? blocks.find((b) => b.block === "turn" || b.block === "bid")!.openLine;
    return { ...refused(line, r.error.code, refusalReason(r, ctx.lang)), ...(diceDown ? { dice: true } : {}) };
  }
  const p = played.value;
  const after = p.table;
  // PJ-TOOL-08: the time to reveal starts when the last seal is in.
  const revealing = after.auction?.stage === "revealing";
  const revealBy = !revealing ? null : before.auction?.stage === "revealing" && record.revealBy !== null ? record.revealBy : ctx.now + record.revealHours * 3_600_000;
  // PJ-TOOL-09: the time to seal starts when the auction opens (a record from before the deadline gets one at its next post).
  const sealing = after.auction?.stage === "committing";
  const sameAuction = before.auction?.stage === "committing" && before.auction.auction === after.auction?.auction;
  const sealBy = !sealing ? null : sameAuction && record.sealBy != null ? record.sealBy : ctx.now + sealHoursOf(record) * 3_600_000;
  // PJ-TOOL-10: the reminder to seal is set with the deadline and kept until it is sent or the sealing ends.
  const sealRemindAt = !sealing ? null : sameAuction && record.sealBy != null ? record.sealRemindAt ?? null : sealReminderAt(record, sealBy!, ctx.now, ctx.settings);
  const next: PujasTopic = { ...record, actions: [...record.actions, ...p.actions], auction: after.auction, revealBy, sealBy, sealRemindAt };
  TABLES.set(next, after);
  const asks = asksAfter(before.game, after.game, p.actions, p.lang);
  // The edit names the rules that moved coins; else (the books say only whom the game waits for now) the post's facts', or its bids'.
  const moved = p.entries.filter((e) => e.amount).map((e) => e.rule);
  const sheets = ledgerWrites(record, before.game, next, after.game, moved.length ? moved : [...p.entries.map((e) => e.rule), ...p.bids.length ? ["PJ-BID-2"] : []]);
  // Dice stand (playPujasPost): the lines refused after the post's dice are answered as a refusal of the rest.
  const rest = p.refused ? { refused: { line: p.refused.line ?? blocks.find((b) => b.block === "turn" || b.block === "bid")!.openLine, code: p.refused.error.code, message: refusalReason(p.refused, ctx.lang) } } : {};
  const sealNote = sealing && !sameAuction && after.auction ? [say(p.lang, "pj.topic.seal-by", { auction: auctionWords(after.auction.auction, p.lang), time: utcMinute(sealBy!) })] : [];
  return { kind: "played", record: next, reply: [replyText(p, author), ...asks, ...sealNote].join("\n\n"), sheets, ...rest };
}

/** PJ-TOOL-09: the table's hours to seal (a record made before them: its hours to reveal). */
export const sealHoursOf = (record: PujasTopic): number => record.sealHours ?? record.revealHours;

/** When the runner should call `tick`: the sealing deadline while sealing (PJ-TOOL-09), the reveal deadline once the seals are in (PJ-TOOL-08). */
export function duePujasTopic(record: PujasTopic): number | undefined {
  // PJ-TOOL-10: the reminder to seal comes before the deadline itself.
  if (record.auction?.stage === "committing") return record.sealRemindAt != null && (record.sealBy == null || record.sealRemindAt < record.sealBy) ? record.sealRemindAt : record.sealBy ?? undefined;
  return record.auction?.stage === "revealing" && record.revealBy !== null ? record.revealBy : undefined;
}

/**
 * The sealing deadline passed (PJ-TOOL-09): a player who has not sealed bids 0, told so by name (the
 * runner's mention guard keeps the "@" to forum users), and the reveals start with the seals in, their
 * own deadline counted from now (PJ-TOOL-08). With no seal at all the auction goes to the books at once.
 */
function tickSealing(record: PujasTopic, now: number, lang: Lang): PujasStep {
  const before = pujasTableOf(record);
  const c = closeSealingAtDeadline(before);
  if (!c.ok) return { kind: "ignored" };
  const { table, unsealed, closed } = c.value;
  const next: PujasTopic = {
    ...record, actions: closed ? [...record.actions, closed.action] : record.actions, auction: table.auction,
    sealBy: null, sealRemindAt: null, revealBy: closed ? null : now + record.revealHours * 3_600_000,
  };
  TABLES.set(next, table);
  const reply = [
    say(lang, "pj.topic.seal-deadline", { players: unsealed.map((u) => `@${u}`).join(", ") || "-", n: unsealed.length }),
    ...(closed?.entries ?? []).map((e) => entryLine(e, lang)),
    awaitingLine(table, lang),
  ].join("\n");
  return { kind: "played", record: next, reply, sheets: ledgerWrites(record, before.game, next, table.game, closed ? ["PJ-TOOL-09", "PJ-BID-3"] : ["PJ-TOOL-09"]) };
}

/**
 * PJ-TOOL-10: before the time to seal is over, each player who has not sealed is reminded by name, once
 * (the runner's mention guard keeps the "@" to forum users); the books do not change.
 */
function remindToSeal(record: PujasTopic, lang: Lang): PujasStep {
  const a = record.auction!;
  const next: PujasTopic = { ...record, sealRemindAt: null };
  TABLES.set(next, pujasTableOf(record));
  const unsealed = a.players.filter((p) => !Object.hasOwn(a.commitments, p));
  const reply = unsealed.map((u) => say(lang, "pj.topic.seal-reminder", { user: `@${u}`, auction: inertText(auctionWords(a.auction, lang)), time: utcMinute(record.sealBy!) })).join("\n");
  return { kind: "played", record: next, reply, sheets: [] };
}

/** The reveal deadline passed (PJ-TOOL-08): the bids not revealed count as 0 and the auction goes to the books. */
export function tickPujasTopic(record: PujasTopic, now: number, ctx: Pick<FlowStepContext, "lang">): PujasStep {
  const due = duePujasTopic(record);
  if (due === undefined || now < due) return { kind: "ignored" };
  if (record.auction?.stage === "committing") {
    if (record.sealBy != null && now < record.sealBy) return remindToSeal(record, record.lang);
    return tickSealing(record, now, record.lang);
  }
  const before = pujasTableOf(record);
  const closed = closeAuctionAtDeadline(before);
  if (!closed.ok) return { kind: "ignored" };
  const lang = record.lang;
  const c = closed.value;
  const next: PujasTopic = { ...record, actions: [...record.actions, c.action], auction: c.table.auction, revealBy: null };
  TABLES.set(next, c.table);
  const reply = [
    say(lang, "pj.topic.deadline", { players: c.forfeited.join(", ") || "-", n: c.forfeited.length }),
    ...c.entries.map((e) => entryLine(e, lang)),
    awaitingLine(c.table, lang),
  ].join("\n");
  return { kind: "played", record: next, reply, sheets: ledgerWrites(record, before.game, next, c.table.game, ["PJ-TOOL-08", "PJ-BID-3"]) };
}

/** The session as `gf pujas replay` reads it (docs/games/pujas.md §5): the setup, then every action. */
export function pujasReplayLog(record: PujasTopic): string {
  return [JSON.stringify({ setup: record.setup }), ...record.actions.map((a) => JSON.stringify(a))].join("\n") + "\n";
}

/** The post's moves as written: its [pj-turn] and [pj-bid] blocks, or undefined when it has none. */
export function pujasMoves(post: Pick<FlowPost, "raw">): string | undefined {
  const blocks = parsePujasPost(post.raw).filter((b) => b.block === "turn" || b.block === "bid");
  if (!blocks.length) return undefined;
  const lines = splitLines(post.raw).map((l) => l.text);
  return blocks.map((b) => lines.slice(b.openLine - 1, b.closeLine ?? lines.length).join("\n")).join("\n\n");
}

const EDIT: Readonly<Record<Lang, string>> = { es: "Libros de Pujas: {rules}", en: "Pujas books: {rules}" };

/**
 * PJ-TOOL-12: only the service's books are the books. The opening post edited so that its [pj-ledger]
 * no longer says what the books say (purses written by hand, the block removed or broken) is written
 * back as the books stand, and the table is told; an edit elsewhere in the post changes nothing.
 */
export function restorePujasBooks(record: PujasTopic, post: FlowPost): { sheets: FlowSheetWrite<LedgerChange>[]; reply: string } | undefined {
  if (post.id !== record.opening.postId) return undefined;
  const game = pujasTableOf(record).game;
  const ledger = booksOf(record, game);
  const shown = parsePujasPost(post.raw).filter((b) => b.block === "ledger");
  const node = shown.length === 1 && shown[0]!.errors.length === 0 && shown[0]!.closeLine !== null ? shown[0]!.node as LedgerNode : undefined;
  if (node && ledgerMatches(node, game) && withLedger(post.raw, ledger) === post.raw) return undefined;
  return { sheets: [{ character: LEDGER_WRITE, postId: record.opening.postId, change: { ledger }, rules: ["PJ-TOOL-12"] }], reply: say(record.lang, "pj.topic.books-restored") };
}

/** Pujas' topic flow for the shared runner (its server.ts hands it to the service). */
export const pujasTopicFlow: TopicFlow<PujasTopic, LedgerChange> = {
  templateWords: PUJAS_TEMPLATE_WORDS,
  // A confirmation holds no block (confirm.ts): recovered as the blocks are when its webhook is lost.
  plainLine: CONFIRM,
  game: "pujas",
  read: readPujasTopic,
  // Whom its replies may notify: the table's players (what they bid on or narrate never).
  people: (record) => record.setup.players,
  waitingFor: (record) => awaited(pujasTableOf(record)).users,
  step: stepPujasTopic,
  restore: restorePujasBooks,
  due: duePujasTopic,
  tick: tickPujasTopic,
  rewriteSheet: (raw, change) => {
    const next = withLedger(raw, change.ledger);
    return ok({ raw: next, changed: next !== raw });
  },
  readChange(json) {
    const r = ledgerChangeSchema.safeParse(json);
    return r.success ? ok(r.data) : err(gfError(UNREADABLE, undefined, { path: r.error.issues[0]?.path.join(".") || "-", detail: r.error.issues[0]?.message ?? "" }));
  },
  editReason: (write, lang) => EDIT[lang].replace("{rules}", write.rules.join(", ")),
  // An applied post edited so its turn or bid reads otherwise is told its move stands as first posted
  // (the runner's flow-stands): a seal edited after sealing changes no bid (PJ-BID-2).
  moves: pujasMoves,
  exportLog: pujasReplayLog,
};
