// One Pujas topic as the service keeps it, and one post through it: the whole step the shared topic
// runner (src/service/flows) runs for a post, with no I/O. The topic opens with a
// [pj-table] setup in a post (PJ-SETUP-1, PJ-SETUP-2); the service writes the books ([pj-ledger]:
// every purse, the table, the Bank, the Tenets, the Component registry) into that same post and keeps
// them current with an edit after every post that changes them. Every later post is played all or
// nothing (playPujasPost): priced, refused by quoting the line it cannot pay, its sealed bids, its
// Complications rolled through the runner's verifiable roll (one roll per pool and per reroll, each
// a block of the post, so an edit or a redelivery gets the same dice back). The sealed auction's
// reveal deadline (PJ-TOOL-08) is `due`, and `tick` closes it.
//
// The record is plain data, zod-checked when read back: the setup and every action played (the
// state is the replay of them, so a stored record can never hold a state the rules did not reach),
// the sealed auction under way, the posts already applied, and the opening post's text as last seen.
// The types mirror the runner's (TopicFlow): a game may not import the service, so they are
// structural here and src/games/flows.ts hands this object to the runner.
import { z } from "zod";
import { nobleCrypto } from "../../../dice/crypto-noble.js";
import { localise, type Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { splitLines } from "../../../markup/source.js";
import { markupMessage, parsePujasPost, renderLedger, type ParsedPujasBlock, type TableNode } from "../markup/index.js";
import { apply, initialState, pujasMessage, type PjState } from "../rules/index.js";
import { action as actionSchema, setup as setupSchema } from "../rules/schemas.js";
import { asksAfter, setupAsk } from "./asks.js";
import { flowMessages } from "./messages.js";
import { closeAuctionAtDeadline, playPujasPost, type FlowContext } from "./play-post.js";
import { awaited, refusalText, replyText } from "./reply.js";
import { withAuction, type PujasTable } from "./table.js";

/** How many applied post ids a record keeps (post ids grow with time; older ones never come back). */
export const APPLIED_KEPT = 2_000;
/** PJ-TOOL-08: hours to reveal once every sealed bid is in, unless the table says otherwise. */
export const DEFAULT_REVEAL_HOURS = 48;

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
  /** The post that opened the table and carries the books; its raw as the service last saw or wrote it. */
  opening: z.object({ postId: z.int().positive(), raw: z.string().max(200_000) }).strict(),
  /** Every action played since the setup, in order: the state is their replay. */
  actions: z.array(actionSchema).max(100_000),
  auction: auctionSchema.nullable(),
  /** When the reveals are due (epoch ms), once every sealed bid is in (PJ-TOOL-08). */
  revealBy: z.number().int().nullable(),
  applied: z.array(z.int().positive()).max(APPLIED_KEPT),
  /** How many times the service has edited the opening post: each edit's key. */
  ledgerEdits: z.int().min(0),
}).strict();
export type PujasTopic = z.infer<typeof pujasTopicSchema>;

// The shared runner's shapes (TopicFlow in src/service/flows), structurally.
export interface PujasFlowPost {
  readonly id: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly version?: number;
  readonly raw: string;
  /** The forum username of the post's author. */
  readonly author: string;
  readonly staff?: boolean;
  readonly categoryId?: number | null;
}
export interface PujasFlowContext {
  readonly lang: Lang;
  readonly now: number;
  roll(block: number, sizes: readonly number[]): Result<{ faces: number[]; sizes: number[]; proof: string }, GfError>;
}
export interface PostEdit { readonly postId: number; readonly raw: string; readonly originalText: string; readonly reason?: string }
export type PujasFlowStep =
  | { readonly kind: "ignored" }
  | { readonly kind: "refused"; readonly reply: string }
  | { readonly kind: "played"; readonly record: PujasTopic; readonly reply: string; readonly sheets: readonly { character: string; raw: string }[]; readonly edits: readonly PostEdit[] };

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

/** The opening post's raw with the books in it: the [pj-ledger] replaced, or placed after the [pj-table]. */
export function withLedger(raw: string, ledger: string): string {
  const lines = splitLines(raw).map((l) => l.text);
  const blocks = parsePujasPost(raw);
  const old = blocks.find((b) => b.block === "ledger" && b.closeLine !== null);
  if (old) return [...lines.slice(0, old.openLine - 1), ledger, ...lines.slice(old.closeLine!)].join("\n");
  const setup = blocks.find((b) => b.block === "table" && b.closeLine !== null);
  if (setup) return [...lines.slice(0, setup.closeLine!), "", ledger, ...lines.slice(setup.closeLine!)].join("\n");
  return `${raw.replace(/\s+$/, "")}\n\n${ledger}`;
}

function ledgerEdit(record: PujasTopic, game: PjState): { record: PujasTopic; edits: PostEdit[] } {
  const raw = withLedger(record.opening.raw, renderLedger(game, record.lang));
  if (raw === record.opening.raw) return { record, edits: [] };
  return {
    record: { ...record, opening: { ...record.opening, raw }, ledgerEdits: record.ledgerEdits + 1 },
    edits: [{ postId: record.opening.postId, raw, originalText: record.opening.raw, reason: say(record.lang, "pj.topic.ledger-edit") }],
  };
}

const quoteRefusal = (author: string, text: string) => `@${author}: ${text}`;

function firstError(b: ParsedPujasBlock, lines: readonly string[], lang: Lang): string | null {
  const e = b.errors[0];
  if (!e) return null;
  return [`> ${(lines[e.line - 1] ?? "").trim()}`, markupMessage(e, lang)].join("\n");
}

/** The setup block as the rules' setup (PJ-SETUP-1, PJ-SETUP-2): usernames in lower case, as the forum compares them. */
function setupOf(node: TableNode): unknown {
  return {
    players: node.players.map((p) => p.replace(/^@/, "").toLowerCase()),
    ...(node.first ? { first: node.first.replace(/^@/, "").toLowerCase() } : {}),
    settings: { ...node.settings, ...(node.coins !== null ? { startingCoins: node.coins } : {}), ...(node.recovery !== null ? { recovery: node.recovery } : {}) },
  };
}

/** A post that opens the table: its [pj-table], the first books written into it, and the questions of the setup. */
function open(post: PujasFlowPost, blocks: readonly ParsedPujasBlock[], ctx: PujasFlowContext): PujasFlowStep {
  const author = post.author.toLowerCase();
  const setupBlock = blocks.find((b) => b.block === "table");
  if (!setupBlock) {
    if (!blocks.some((b) => b.block === "turn" || b.block === "bid")) return { kind: "ignored" };
    const lang = blocks[0]!.lang;
    return { kind: "refused", reply: quoteRefusal(author, say(lang, "pj.topic.not-open")) };
  }
  const lang = setupBlock.lang;
  const lines = splitLines(post.raw).map((l) => l.text);
  const bad = firstError(setupBlock, lines, lang);
  if (bad) return { kind: "refused", reply: quoteRefusal(author, bad) };
  const node = setupBlock.node as TableNode;
  const input = setupOf(node);
  const parsed = setupSchema.safeParse(input);
  const start = initialState(input);
  if (!parsed.success || !start.ok) {
    const e = start.ok ? gfError("pj.setup.invalid", "PJ-SETUP-1", { path: "-", detail: "" }) : start.error;
    return { kind: "refused", reply: quoteRefusal(author, [`> ${(lines[setupBlock.openLine - 1] ?? "").trim()}`, pujasMessage(e, lang)].join("\n")) };
  }
  const base: PujasTopic = {
    format: 1, table: `topic-${post.topicId}`, lang, setup: parsed.data, revealHours: node.revealHours ?? DEFAULT_REVEAL_HOURS,
    opening: { postId: post.id, raw: post.raw }, actions: [], auction: null, revealBy: null, applied: [post.id], ledgerEdits: 0,
  };
  const game = start.value;
  const { record, edits } = ledgerEdit(base, game);
  const reply = [
    say(lang, "pj.topic.table-opened", { players: game.players.join(", ") }),
    setupAsk(game, record.revealHours, lang),
    localise(flowMessages, { code: "pj.flow.awaiting.tenet", params: { users: `@${game.first}` } }, lang),
  ].join("\n\n");
  void ctx;
  return { kind: "played", record, reply, sheets: [], edits };
}

/** The opening post edited (by a person, or the service's own edit coming back): the books are put right if they differ. */
function openingEdited(record: PujasTopic, post: PujasFlowPost): PujasFlowStep {
  if (post.raw === record.opening.raw) return { kind: "ignored" };
  const seen = { ...record, opening: { ...record.opening, raw: post.raw } };
  const { record: next, edits } = ledgerEdit(seen, pujasTableOf(record).game);
  return { kind: "played", record: next, reply: "", sheets: [], edits };
}

/** One post through a topic: all or nothing, and at most once per post id. */
export function stepPujasTopic(record: PujasTopic | undefined, post: PujasFlowPost, ctx: PujasFlowContext): PujasFlowStep {
  const blocks = parsePujasPost(post.raw);
  if (!record) return open(post, blocks, ctx);
  if (post.id === record.opening.postId) return openingEdited(record, post);
  if (record.applied.includes(post.id)) return { kind: "ignored" };
  const author = post.author.toLowerCase();
  const moves = blocks.filter((b) => b.block === "turn" || b.block === "bid");
  const setupAgain = blocks.find((b) => b.block === "table");
  if (setupAgain) {
    const lines = splitLines(post.raw).map((l) => l.text);
    return { kind: "refused", reply: quoteRefusal(author, [`> ${(lines[setupAgain.openLine - 1] ?? "").trim()}`, say(setupAgain.lang, "pj.topic.already-open")].join("\n")) };
  }
  if (!moves.length) return { kind: "ignored" };
  const before = pujasTableOf(record);
  let block = 0;
  // Each pool of each roll is one verifiable roll of this post, numbered in the order they are made.
  const roll: FlowContext["roll"] = (count) => {
    // An empty pool rolls nothing: no verifiable roll is spent on it.
    if (count === 0) return ok({ dice: [], proof: "" });
    const r = ctx.roll(block++, Array.from({ length: count }, () => 10));
    if (!r.ok) return r;
    return ok({ dice: r.value.faces.map((face, i) => ({ size: r.value.sizes[i] ?? 10, face })), proof: r.value.proof });
  };
  const played = playPujasPost(before, post.raw, blocks, { author, crypto: nobleCrypto, roll });
  if (!played.ok) return { kind: "refused", reply: quoteRefusal(author, refusalText(played.error)) };
  const p = played.value;
  const after = p.table;
  // PJ-TOOL-08: the time to reveal starts when the last seal is in.
  const revealing = after.auction?.stage === "revealing";
  const revealBy = !revealing ? null : before.auction?.stage === "revealing" && record.revealBy !== null ? record.revealBy : ctx.now + record.revealHours * 3_600_000;
  const next: PujasTopic = {
    ...record, actions: [...record.actions, ...p.actions], auction: after.auction, revealBy,
    applied: [...record.applied, post.id].slice(-APPLIED_KEPT),
  };
  TABLES.set(next, after);
  const { record: withBooks, edits } = ledgerEdit(next, after.game);
  TABLES.set(withBooks, after);
  const asks = asksAfter(before.game, after.game, p.actions, p.lang);
  return { kind: "played", record: withBooks, reply: [replyText(p, author), ...asks].join("\n\n"), sheets: [], edits };
}

/** When the runner should call `tick`: the reveal deadline of a sealed auction whose seals are all in. */
export function duePujasTopic(record: PujasTopic): number | undefined {
  return record.auction?.stage === "revealing" && record.revealBy !== null ? record.revealBy : undefined;
}

/** The reveal deadline passed (PJ-TOOL-08): the bids not revealed count as 0 and the auction goes to the books. */
export function tickPujasTopic(record: PujasTopic, now: number, ctx: Pick<PujasFlowContext, "lang">): PujasFlowStep {
  const due = duePujasTopic(record);
  if (due === undefined || now < due) return { kind: "ignored" };
  const closed = closeAuctionAtDeadline(pujasTableOf(record));
  if (!closed.ok) return { kind: "ignored" };
  const lang = record.lang ?? ctx.lang;
  const c = closed.value;
  const next: PujasTopic = { ...record, actions: [...record.actions, c.action], auction: c.table.auction, revealBy: null };
  TABLES.set(next, c.table);
  const { record: withBooks, edits } = ledgerEdit(next, c.table.game);
  TABLES.set(withBooks, c.table);
  const wait = awaited(c.table);
  const reply = [
    say(lang, "pj.topic.deadline", { players: c.forfeited.join(", ") || "-" }),
    ...c.entries.map((e) => `- ${e.amount && e.from && e.to ? `${e.amount}: ${e.from} → ${e.to} · ` : ""}${e.what} (${e.rule})`),
    localise(flowMessages, { code: `pj.flow.awaiting.${wait.what}`, params: { users: wait.users.join(", ") || "-" } }, lang),
  ].join("\n");
  return { kind: "played", record: withBooks, reply, sheets: [], edits };
}

/** Pujas' topic flow for the shared runner (registered in src/games/flows.ts). */
export const pujasTopicFlow = {
  game: "pujas",
  read: readPujasTopic,
  step: stepPujasTopic,
  due: duePujasTopic,
  tick: tickPujasTopic,
} as const;

