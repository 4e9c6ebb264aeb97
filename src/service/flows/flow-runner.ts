// The service's side of a game's topic flow (src/lib/topic-flow.ts): every post of a category that
// plays a game served by a topic flow (not by a game service of its own, game-service.ts) comes here,
// and the game's pure `step` decides what it does.
// The runner owns what is the forum's and the dice's, once for every game:
// - the topic's row (flow-record.ts) in the store, read and written with an optimistic version;
// - the verifiable rolls (post-dice.ts): each from the roll log's tip, signed for forum/topic/post/block,
//   committed with the row and the reply in one transaction (store.commitScene), where the store's
//   unique seq and (post, block) refuse a roll twice; a commit that lost a race steps the post again;
// - idempotence: an applied post id is kept in the row, so a redelivered or edited post never applies
//   or rolls twice (an edit that changes its moves is told the move stands, once per new text, when
//   the game says what its moves are); a refusal's reply is keyed by the quoted line and the error;
// - replies through the outbox (a game's reply is its own markdown; the outbox's guard, outbox-guard.ts, leaves
//   an "@" only before the post's author and the people the game names, and a tag only of its cards); refusals
//   quote the line inertly (templates' code span, inertText);
// - sheet updates written after the commit through the conflict-safe, lossless loop (rewrite-post.ts),
//   each at most once (its once-marker), dropped from the row once written;
// - deadlines: `due`/`tick`, run by the service's periodic sweep.
// It never imports a game: the flows come from the composition (src/games/server-games.ts via startService).
import type { Lang } from "../../lib/i18n.js";
import { oneAtATime } from "../../lib/one-at-a-time.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import type { FlowPost, FlowRefusal, FlowSheet, FlowSheetWrite, FlowStep, FlowStepContext, TopicFlow } from "../../lib/topic-flow.js";
import { overRollLimit, shortHash, type PostInPlay, type RollLimitDeps } from "../dice-post.js";
import type { DiscourseClient } from "../discourse/client.js";
import type { Log } from "../log.js";
import { logFields, type RollFn } from "../post-dice.js";
import type { ThreadReplyDeps } from "../reply-deps.js";
import type { HookContext } from "../router.js";
import { onceMarker, rewritePost } from "../sheets/rewrite-post.js";
import type { SheetEntry, SheetRegistry } from "../sheets/sheet-registry.js";
import type { TopicAssignments } from "../topic-assignments.js";
import type { FlowState, NewOutboxItem, RollRecord, Store } from "../store/store.js";
import { judgePost, type Verdict } from "../judge-post.js";
import { FLOW_APPLIED_KEPT, newFlowRow, readFlowRow, writeFlowRow, type FlowRow, type FlowSheetJob } from "./flow-record.js";
import type { ForumUsers } from "../users.js";
import { DICE_ROLL_TAGS, diceRollBlock } from "../../markup/dice-roll.js";
import { placeholderRefusal } from "./placeholder-line.js";

type PostHook = HookContext<"post_created" | "post_edited">;
/** A flow of any game: each game's record and change types are its own. */
export type AnyTopicFlow = TopicFlow<any, any>;

export interface FlowRunnerDeps extends Pick<ThreadReplyDeps, "dice" | "templates" | "forum" | "forumUrl">, RollLimitDeps {
  /** The service's sheet registry, whatever game's model it reads sheets with: the runner reads entries and notes its writes. */
  readonly registry: Pick<SheetRegistry, "find" | "entries" | "noteRead" | "noteWriting" | "noteWritten" | "sync">;
  /** The forum's users: a flow's step asks whether a name it was given is one (FlowStepContext.isUser). */
  readonly users: Pick<ForumUsers, "find">;
  /** The group's GM / Moderator: staff act as it too. */
  readonly gm: string;
  /** Each game's settings from the config, by game id. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The group's maximum wait for a turn (config game.maxWaitHours), in ms. */
  readonly remindAfterMs: number;
  readonly enqueued: () => void;
  /** Whose turn each topic is, told to the forum's discourse-assign when it runs it (TopicFlow.waitingFor). */
  readonly assignments?: TopicAssignments;
  /**
   * Each game's template words for a character's name (GameModule.sheetPlaceholders), by game id: a refused
   * post whose block still holds one is refused at that line, as a word to replace (placeholder-line.ts).
   */
  readonly placeholders?: Readonly<Record<string, readonly string[]>>;
}

/** A roll asked for before the post's dice were ready: the runner gets them and steps the post again. */
class DiceNeeded extends Error {
  constructor() { super("flow: dice needed"); this.name = "DiceNeeded"; }
}

/**
 * A name the flow asked about (FlowStepContext.isUser) before the forum was asked: the runner asks it
 * (ForumUsers.find: `GET /u/{name}.json`, routed in Discourse's config/routes.rb as
 * `get "#{root_path}/:username.json" => "users#show"`; UsersController#show finds the user through
 * ApplicationController#fetch_user_from_params, by username_lower among active users, else
 * Discourse::NotFound, a 404; discourse/discourse@00392f17) and steps the post again.
 */
class UserNeeded extends Error {
  constructor(readonly username: string) { super("flow: user needed"); this.name = "UserNeeded"; }
}

/** The most names one post may have looked up on the forum (FlowStepContext.isUser); past it a name is no user. */
export const FLOW_USERS_MAX = 50;

/** The most rolls one post (or tick) may make; blocks are numbered below it. */
export const FLOW_ROLLS_MAX = 1000;

interface Roller {
  readonly roll: FlowStepContext["roll"];
  /** The rolls made, as the store's rows. */
  records(row: Pick<RollRecord, "postId" | "topicId" | "userId" | "username" | "replyKey" | "createdAt">): RollRecord[];
  readonly count: number;
}

/** One attempt's rolls: each signed for forum/topic/post/(base + block), from the log's tip the attempt read. */
/** The earliest of some moments, or null when there is none. */
const earliest = (...at: readonly (number | undefined)[]): number | null => {
  const known = at.filter((x): x is number => x !== undefined);
  return known.length ? Math.min(...known) : null;
};

/** Whom a game's reply may notify, besides the post's author: the topic's people and whoever it waits for now (TopicFlow.waitingFor). */
function mayMention(flow: AnyTopicFlow, record: unknown): string[] {
  return [...flow.people?.(record) ?? [], ...flow.waitingFor?.(record) ?? []];
}

function roller(context: { forum: string; topic: number; post: number }, base: number, rollFn: RollFn | undefined, lang: Lang): Roller {
  const made: { block: number; pool: string; result: string; proof: string; seq: number; recordHash: string }[] = [];
  return {
    roll(block, sizes) {
      if (!Number.isInteger(block) || block < 0 || block >= FLOW_ROLLS_MAX) return err(gfError("flow.roll.block", undefined, { block }));
      if (made.some((m) => m.block === block)) return err(gfError("flow.roll.twice", undefined, { block }));
      if (!rollFn) throw new DiceNeeded();
      const r = rollFn({ context: { ...context, block: base + block }, sizes: [...sizes] });
      if (!r.ok) return r;
      const dice = r.value.dice.map((d) => ({ size: d.size, face: d.face }));
      made.push({ block, pool: dice.map((d) => `d${d.size}`).join(" "), result: JSON.stringify({ dice }), proof: r.value.proof, ...logFields(r.value) });
      // The platform's roll card for the game's reply: the context the proof was signed for, so the badge checks it whole.
      return ok({ dice, proof: r.value.proof, card: diceRollBlock({ post: context.post, block: base + block, proof: r.value.proof, dice }, lang) });
    },
    records(row) {
      return made.map((m) => ({ ...row, blockIndex: base + m.block, pool: m.pool, result: m.result, proof: m.proof, seq: m.seq, recordHash: m.recordHash }));
    },
    get count() { return made.length; },
  };
}

export function flowRunner(flows: Readonly<Record<string, AnyTopicFlow>>, deps: FlowRunnerDeps) {
  const flowSheet = (game: string, e: SheetEntry | undefined): FlowSheet | undefined =>
    e && e.game === game && e.player ? { character: e.character, postId: e.postId, raw: e.raw, owner: e.player.toLowerCase() } : undefined;

  function stepContext(flow: AnyTopicFlow, lang: Lang, now: number, roll: FlowStepContext["roll"], isUser?: (name: string) => boolean): FlowStepContext {
    return {
      lang, now, gm: deps.gm, settings: deps.settings[flow.game], remindAfterMs: deps.remindAfterMs, roll, ...(isUser ? { isUser } : {}),
      sheetOf: (character) => flowSheet(flow.game, deps.registry.find(character, flow.game)),
      sheets: () => deps.registry.entries(flow.game).flatMap((e) => { const s = flowSheet(flow.game, e); return s ? [s] : []; }),
    };
  }

  /** The topic's row, or why it cannot be played: unreadable, or another game's. */
  function readRow(flow: AnyTopicFlow, row: FlowState | undefined): Result<{ row: FlowRow; record: unknown } | undefined, GfError> {
    if (!row) return ok(undefined);
    const read = readFlowRow(row.state);
    if (!read.ok) return read;
    if (read.value.game !== flow.game) return err(gfError("flow.stored.other-game", undefined, { game: read.value.game, playing: flow.game }));
    const record = flow.read(read.value.record);
    return record.ok ? ok({ row: read.value, record: record.value }) : record;
  }

  /** A row the runner cannot play on: the operator's log says why, and the post's author is told once. */
  async function answerUnreadable(ctx: PostHook, { post, lang, now }: PostInPlay, error: GfError): Promise<void> {
    ctx.log.error("flow: the topic's stored game cannot be read; its posts are not applied", { topicId: post.topic_id, code: error.code, ...error.params });
    await ctx.store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      key: `flow-unreadable:${post.id}`, raw: deps.templates.render("flow-unreadable", lang, { username: post.username }), mentions: [post.username] });
    deps.enqueued();
  }

  /**
   * The item with whom it means to notify (the post's author; for a game's reply, the topic's people
   * too) and the cards the game draws: the outbox's guard (outbox-guard.ts) makes every other "@" and tag inert.
   * A game's reply (`game`) ends here as every frame does (Templates.finish): trimmed, each rule ID of a
   * registered game in its prose linked to its entry in the table's language; the player's words in it are
   * already inert (inertText), so none of them becomes a link.
   */
  const checked = async (item: NewOutboxItem, who: readonly string[], game?: { flow: AnyTopicFlow; lang: Lang }): Promise<NewOutboxItem> =>
    ({ ...item, mentions: who, ...(game ? { raw: deps.templates.finish(item.raw, game.lang), cards: [...DICE_ROLL_TAGS, ...game.flow.cards ?? []] } : {}) });

  /** The reply quoting a refused line (flow-error), keyed so the same refusal is never sent twice. */
  function refusalItem({ post, lang, now }: PostInPlay, r: FlowRefusal, template: "flow-error" | "flow-rest-refused" = "flow-error"): NewOutboxItem {
    const lineText = (post.raw.split(/\r\n|\r|\n/)[r.line - 1] ?? "").trim();
    return { topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      // Its own key for the rest of a played post: an earlier refusal of the same line (before an edit) never stands in for it.
      key: `${template === "flow-error" ? "flow-error" : "flow-rest"}:${post.id}:${shortHash(`${r.line}\n${lineText}\n${r.code}`)}`,
      raw: deps.templates.render(template, lang, { username: post.username, lineNo: r.line, lineText, message: r.message.replace(/[.\s]+$/, "") }) };
  }

  /** A digest of a post's moves, whatever its line breaks. */
  const movesDigest = (moves: string): string => shortHash(moves.replace(/\r\n?/g, "\n"));

  /** An applied post edited so that its moves read differently: the author is told, once per new text, that the move stands. */
  async function answerEdit(ctx: PostHook, { post, lang, now }: PostInPlay, flow: AnyTopicFlow, row: FlowRow, flowPost: FlowPost): Promise<void> {
    const was = row.digests?.[String(post.id)];
    if (was === undefined || !flow.moves) return;
    const digest = movesDigest(flow.moves(flowPost) ?? "");
    if (digest === was) return;
    await ctx.store.enqueue(await checked({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      key: `flow-stands:${post.id}:${digest}`,
      raw: deps.templates.render("flow-stands", lang, { username: post.username, link: `${deps.forumUrl}/t/${post.topic_id}/${post.post_number}` }) }, [post.username]));
    deps.enqueued();
  }

  /**
   * What the game writes back into an applied post that was edited (TopicFlow.restore), decided on the
   * forum's current text: a webhook's copy may be the service's own earlier write, arriving after a
   * later one. Nothing while a write of the topic is pending (it writes the books as they stand anyway).
   */
  async function restoreOf(ctx: PostHook, flow: AnyTopicFlow, topic: { record: unknown; row: FlowRow }, flowPost: FlowPost) {
    if (!flow.restore || topic.row.sheetJobs.length) return undefined;
    if (!flow.restore(topic.record, flowPost)) return undefined;
    const now = await ctx.discourse.readPost(flowPost.id);
    return flow.restore(topic.record, { ...flowPost, raw: now.raw });
  }

  /** The row after a played step (a post's, or a tick's). */
  /** The row as the store keeps it: its text, and the deadline and pending updates the sweep finds it by. */
  function flowState(flow: AnyTopicFlow, topicId: number, row: FlowRow, version: number): FlowState {
    const due = flow.tick ? flow.due?.(row.record) : undefined;
    // The sweep finds the row at its game's deadline or its reminder, whichever comes first.
    return { topicId, game: flow.game, state: writeFlowRow(row), version, dueAt: earliest(due, row.remind?.at), pendingSheets: row.sheetJobs.length };
  }

  function nextRow(flow: AnyTopicFlow, before: FlowRow | undefined, step: Extract<FlowStep<unknown>, { kind: "played" }>, at: { key: string; now: number; lang: Lang;
    post?: { id: number; number: number; moves?: string | undefined } }): FlowRow {
    const base = before ?? newFlowRow(flow.game, at.lang, step.record, { postId: at.post!.id, postNumber: at.post!.number });
    const jobs: FlowSheetJob[] = step.sheets.map((w: FlowSheetWrite) => ({ key: `${at.key}:${w.character}`, character: w.character, change: w.change,
      ...(w.postId !== undefined ? { postId: w.postId } : {}), rules: w.rules.length ? [...w.rules] : [flow.game], at: at.now,
      replyTo: at.post ? { postId: at.post.id, postNumber: at.post.number } : base.last }));
    const applied = at.post ? [...base.applied, at.post.id].slice(-FLOW_APPLIED_KEPT) : base.applied;
    // Digests of the moves of posts still applied (a post without moves of the game's own has none).
    const kept = new Set(applied.map(String));
    const digests = Object.fromEntries(Object.entries(base.digests ?? {}).filter(([id]) => kept.has(id)));
    if (at.post?.moves !== undefined) digests[String(at.post.id)] = movesDigest(at.post.moves);
    const { remind: _, ...rest } = base;
    const remind = reminderOf(flow, step.record, at.now);
    return {
      ...rest, record: step.record, applied,
      ...(Object.keys(digests).length ? { digests } : {}),
      last: at.post ? { postId: at.post.id, postNumber: at.post.number } : base.last,
      sheetJobs: [...base.sheetJobs, ...jobs],
      ...(remind ? { remind } : {}),
    };
  }

  /** The table's next reminder: whom it waits for after this step, and when to remind them (TopicFlow.reminder). */
  function reminderOf(flow: AnyTopicFlow, record: unknown, now: number): FlowRow["remind"] {
    if (!flow.reminder) return undefined;
    const users = [...new Set(flow.waitingFor?.(record) ?? [])];
    const idleMs = flow.reminder.idleMs?.(record, { settings: deps.settings[flow.game], remindAfterMs: deps.remindAfterMs }) ?? deps.remindAfterMs;
    return users.length ? { at: Math.round(now + idleMs), users, idleMs: Math.round(idleMs) } : undefined;
  }

  /**
   * Plays one post of a category whose game is `game`. Each look reads the topic's row, steps the
   * post on it and commits the new row, its rolls and its reply in one transaction; a commit that
   * finds the row moved (another post) or the roll log's tip taken steps the post again. This text of
   * the post is applied or refused once across instances (judge-post.ts): a refusal reads the store's
   * sheets and steps the post again first; a text judged before answers nothing.
   */
  async function play(ctx: PostHook, seen: PostInPlay, game: string): Promise<void> {
    const flow = flows[game];
    if (!flow) return;
    const { post, lang, now } = seen;
    const flowPost: FlowPost = { id: post.id, topicId: post.topic_id, postNumber: post.post_number, version: post.version, raw: post.raw,
      author: post.username, staff: !!(post.staff || post.admin || post.moderator), categoryId: post.category_id ?? null };
    let rollAt: Awaited<ReturnType<typeof deps.dice.forPost>> | undefined;
    // The forum's answers about the names this post's step asked for (lower case → a user or not).
    const users = new Map<string, boolean>();
    const isUser = (name: string): boolean => {
      const key = name.trim().replace(/^@+/, "").trim().toLowerCase();
      const known = users.get(key);
      if (known !== undefined) return known;
      if (users.size >= FLOW_USERS_MAX) return false;
      throw new UserNeeded(key);
    };
    const settled = { kind: "settled", value: undefined } as const;
    const judge = async (): Promise<Verdict<undefined, { rolls: number; sheets: number; turn?: string | undefined; waiting?: readonly string[] }>> => {
      const stored = await ctx.store.getFlow(post.topic_id);
      const read = readRow(flow, stored);
      if (!read.ok) { await answerUnreadable(ctx, seen, read.error); return settled; }
      const topic = read.value;
      // Applied before (a redelivery, the reconciler, an edit): nothing rolls or applies again.
      if (topic?.row.applied.includes(post.id)) {
        if (post.version > 1) {
          ctx.log.info("flow: an applied post was edited; its move stands", { postId: post.id, version: post.version });
          await answerEdit(ctx, seen, flow, topic.row, flowPost);
          const restoring = await restoreOf(ctx, flow, topic, flowPost);
          if (restoring) {
            const step = { kind: "played", record: topic.record, reply: "", sheets: restoring.sheets } as const;
            const key = `restore:${post.id}:${post.version}`;
            const next = nextRow(flow, topic.row, step, { key, now, lang });
            const note = await checked({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply", key, raw: restoring.reply },
              [post.username], { flow, lang });
            return { kind: "apply", refusing: false, value: { rolls: 0, sheets: restoring.sheets.length },
              commit: (outcome) => ctx.store.commitScene({
                scene: flowState(flow, post.topic_id, next, (stored?.version ?? 0) + 1),
                expectedVersion: stored?.version ?? 0, postId: post.id, version: post.version, points: [], outbox: [note], outcome, rolls: [] }) };
          }
        }
        return settled;
      }
      let dice: Roller;
      let step: FlowStep<unknown>;
      for (;;) {
        dice = roller({ forum: deps.forum, topic: post.topic_id, post: post.id }, 0, rollAt?.(await ctx.store.logTip()), lang);
        try {
          step = flow.step(topic?.record, flowPost, stepContext(flow, lang, now, dice.roll, isUser));
          break;
        } catch (e) {
          if (e instanceof UserNeeded) {
            // Asked of the forum once per name and post (ForumUsers caches it too); a forum away fails the job, and the post comes back later.
            users.set(e.username, (await deps.users.find(e.username)) !== undefined);
            continue;
          }
          if (!(e instanceof DiceNeeded)) throw e;
          // With a beacon this waits for the post's round; BeaconUnavailable stops the post here, before
          // anything is committed (service.ts keeps it for a later try).
          rollAt = await deps.dice.forPost(ctx.seenAt ?? now, lang, await ctx.forumTime?.());
        }
      }
      if (step.kind === "ignored") return settled;
      // The dice could not be rolled now: nobody's move; failing the job makes the post come back later.
      if (step.kind === "refused" && step.dice) throw new Error(`flow roll: ${step.code}`);
      // A template's word left in a block (where a character's name goes, GameModule.sheetPlaceholders,
      // or one of the game's skeleton words, TopicFlow.templateWords) is the cause of a refusal, whatever
      // the game made of it; and a post the game would play with one is refused at that line, nothing of
      // it applied (its dice, if any, were drawn but never recorded or shown).
      const held = placeholderRefusal(post.raw, deps.placeholders?.[game] ?? [], lang, flow.templateWords);
      if (step.kind === "refused" || held) {
        const refusal = held ?? (step as Extract<FlowStep<unknown>, { kind: "refused" }>);
        return { kind: "refused", replies: [await checked(refusalItem(seen, refusal), [post.username])], log: { code: refusal.code, line: refusal.line } };
      }
      if (dice.count && await overRollLimit(ctx, seen, dice.count, deps)) return settled;
      const replyKey = `flow:${post.id}`;
      // The moves applied: a post that stood up to its dice and had the rest refused applied only what comes before the refused line.
      const applied = step.refused ? { ...flowPost, raw: flowPost.raw.split(/\r\n|\r|\n/).slice(0, step.refused.line - 1).join("\n") } : flowPost;
      const next = nextRow(flow, topic?.row, step, { key: String(post.id), now, lang, post: { id: post.id, number: post.post_number, moves: flow.moves?.(applied) } });
      // An empty reply posts nothing (a move the thread needs no answer to).
      const outbox: NewOutboxItem[] = step.reply.trim() ? [{ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply", key: replyKey,
        raw: step.reply }] : [];
      // The post stood up to its dice and the rest was refused (FlowStep played.refused): the refusal goes with it.
      if (step.refused) outbox.push(refusalItem(seen, step.refused, "flow-rest-refused"));
      const checkedOutbox = await Promise.all(outbox.map((i) => checked(i, [post.username, ...mayMention(flow, step.record)], { flow, lang })));
      const rolls = dice.records({ postId: post.id, topicId: post.topic_id, userId: post.user_id, username: post.username, replyKey, createdAt: now });
      // The rest's refusal follows dice already rolled: it is applied as it stands, not looked at again.
      // Whom the topic now waits for: one player is the topic's assignee (discourse-assign); several, or none, nobody.
      const awaited = flow.waitingFor?.(step.record) ?? [];
      return { kind: "apply", refusing: false, value: { rolls: dice.count, sheets: step.sheets.length, turn: awaited.length === 1 ? awaited[0] : undefined, waiting: awaited },
        commit: (outcome) => ctx.store.commitScene({
          scene: flowState(flow, post.topic_id, next, (stored?.version ?? 0) + 1),
          expectedVersion: stored?.version ?? 0, postId: post.id, version: post.version, points: [], outbox: checkedOutbox, outcome, rolls }) };
    };
    const judged = await judgePost(ctx, seen, { name: "flow", sync: () => deps.registry.sync(), enqueued: deps.enqueued, judge });
    if (judged.kind !== "applied") return;
    ctx.log.info("flow: applied", { game, topicId: post.topic_id, postId: post.id, ...judged.value });
    if (flow.waitingFor) await deps.assignments?.turn(post.topic_id, judged.value.turn, judged.value.waiting);
    await writeSheets(ctx.store, ctx.discourse, post.topic_id, ctx.log);
  }

  /** Runs the ticks now due: each a step of its own, committed as a post's is; its reply answers the last post applied. */
  async function tickDue(store: Store, now: number, log: Log, rows?: readonly FlowState[]): Promise<number> {
    let ran = 0;
    for (const stored of rows ?? await store.flowsToSweep(now)) {
      if (stored.dueAt === null || stored.dueAt > now) continue;
      // One topic's trouble (its beacon round not to be had yet, say) never holds up the others' ticks.
      try { if (await tickOne(store, stored, now, log)) ran++; } catch (e) {
        log.warn("flow: a due tick failed; the next sweep tries again", { topicId: stored.topicId, error: String(e) });
      }
    }
    if (ran) deps.enqueued();
    return ran;
  }

  /** One topic's tick if it is due; whether one ran. */
  async function tickOne(store: Store, stored: FlowState, now: number, log: Log): Promise<boolean> {
    const parsed = readFlowRow(stored.state);
    if (!parsed.ok) { log.error("flow: the topic's stored game cannot be read", { topicId: stored.topicId, code: parsed.error.code, ...parsed.error.params }); return false; }
    const flow = flows[parsed.value.game];
    if (!flow) return settleDue(store, stored, null);
    const read = readRow(flow, stored);
    if (!read.ok || !read.value) return false;
    const { row, record } = read.value;
    if (row.remind && row.remind.at <= now) return remindOne(store, stored, flow, row, record, now, log);
    if (!flow.tick || !flow.due) return settleDue(store, stored, row.remind?.at ?? null);
    const due = flow.due(record);
    // A row whose deadline moved (one moved here by migration 12 is due at once): the true one is kept.
    if (due === undefined || due > now) return settleDue(store, stored, earliest(due, row.remind?.at));
    const tickNo = row.ticks + 1;
    let rollAt: Awaited<ReturnType<typeof deps.dice.forPost>> | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const dice = roller({ forum: deps.forum, topic: stored.topicId, post: row.last.postId }, tickNo * FLOW_ROLLS_MAX, rollAt?.(await store.logTip()), row.lang);
      let step: FlowStep<unknown>;
      try {
        step = flow.tick(record, now, stepContext(flow, row.lang, now, dice.roll));
      } catch (e) {
        if (!(e instanceof DiceNeeded)) throw e;
        rollAt = await deps.dice.forPost(now, row.lang);
        continue;
      }
      if (step.kind !== "played") {
        log.warn("flow: a due tick did not play", { game: flow.game, topicId: stored.topicId, kind: step.kind, ...(step.kind === "refused" ? { code: step.code } : {}) });
        break;
      }
      const replyKey = `flow-tick:${stored.topicId}:${tickNo}`;
      const next = { ...nextRow(flow, row, step, { key: `tick${tickNo}`, now, lang: row.lang }), ticks: tickNo };
      const committed = await store.commitScene({
        scene: flowState(flow, stored.topicId, next, stored.version + 1), expectedVersion: stored.version,
        postId: row.last.postId, version: 0, points: [],
        outbox: step.reply.trim() ? [await checked({ topicId: stored.topicId, postId: row.last.postId, replyToPostNumber: row.last.postNumber, createdAt: now, kind: "reply", key: replyKey, raw: step.reply },
          mayMention(flow, step.record), { flow, lang: row.lang })] : [],
        rolls: dice.records({ postId: row.last.postId, topicId: stored.topicId, userId: -1, username: "system", replyKey, createdAt: now }),
      });
      // A post committed meanwhile: the next sweep looks again.
      if (committed) log.info("flow: tick", { game: flow.game, topicId: stored.topicId, tick: tickNo });
      return committed;
    }
    return false;
  }

  /**
   * The table's reminder, due: if it still waits for the same people, the platform's reminder (template
   * flow-reminder, with the game's rule) and the game's prompts, answering the last post applied and
   * naming each awaited player with an "@"; once per wait either way (the row forgets it).
   */
  async function remindOne(store: Store, stored: FlowState, flow: AnyTopicFlow, row: FlowRow, record: unknown, now: number, log: Log): Promise<boolean> {
    const { remind, ...rest } = row;
    const waiting = [...new Set(flow.waitingFor?.(record) ?? [])];
    const same = !!remind && !!flow.reminder && waiting.join("\n") === remind.users.join("\n");
    const replyKey = `flow-remind:${stored.topicId}:${remind!.at}`;
    const hours = Math.round(remind!.idleMs / 36_000) / 100;
    const raw = same ? `${deps.templates.render("flow-reminder", row.lang, { hours, rule: flow.reminder!.rule }).trimEnd()}\n\n${flow.reminder!.prompts(record, row.lang)}` : "";
    const committed = await store.commitScene({
      scene: flowState(flow, stored.topicId, rest, stored.version + 1), expectedVersion: stored.version,
      postId: row.last.postId, version: 0, points: [],
      outbox: same ? [await checked({ topicId: stored.topicId, postId: row.last.postId, replyToPostNumber: row.last.postNumber, createdAt: now, kind: "reply", key: replyKey, raw },
        [...waiting, ...mayMention(flow, record)], { flow, lang: row.lang })] : [],
      rolls: [],
    });
    if (committed && same) { log.info("flow: reminder", { game: flow.game, topicId: stored.topicId, users: waiting.length }); deps.enqueued(); }
    return committed && same;
  }

  /** Writes a row's deadline as the flow gives it, so the sweep stops reading the row until then; never a tick. */
  async function settleDue(store: Store, stored: FlowState, dueAt: number | null): Promise<false> {
    if (stored.dueAt !== dueAt) await store.putFlow({ ...stored, dueAt, version: stored.version + 1 }, stored.version);
    return false;
  }

  /** One sheet writer per topic at a time in this process: a post's handler and the sweep never write one job twice at once. */
  const writers = oneAtATime<number>();
  /**
   * Whether an earlier try of a job may have written it, so the write looks for its once-marker in the
   * post's revisions: a job this process tried already, or one made before it started (a crash, another
   * instance). Other jobs are new; their write reads the post and PUTs it, nothing more.
   */
  const startedAt = Date.now();
  const tried = new Set<string>();
  const retrying = (key: string, at: number): boolean => {
    const again = tried.has(key) || at < startedAt;
    tried.add(key);
    return again;
  };
  function writeSheets(store: Store, discourse: DiscourseClient, topicId: number, log: Log): Promise<void> {
    return writers(topicId, () => writePending(store, discourse, topicId, log));
  }

  /** Writes one job through the conflict-safe loop; false when the forum is away (the job stays for later). */
  async function writeJob(store: Store, discourse: DiscourseClient, flow: AnyTopicFlow, topicId: number, job: FlowSheetJob, log: Log, topicLang: Lang): Promise<boolean> {
    if (job.postId !== undefined) return writeTopicPost(store, discourse, flow, topicId, { ...job, postId: job.postId }, log, topicLang);
    const entry = deps.registry.find(job.character, flow.game);
    if (!entry || entry.game !== flow.game || !flow.rewriteSheet) {
      log.warn("flow: sheet not updated, no sheet of the game by that name", { game: flow.game, character: job.character });
      // Its sheet gone or unreadable since the move (the registry dropped it): the table is told, as no player can be.
      if (flow.rewriteSheet) await tellSheet(store, flow, topicId, job, undefined, topicLang, log, { error: undefined });
      return true;
    }
    const change = flow.readChange ? flow.readChange(job.change) : ok(job.change);
    if (!change.ok) { log.error("flow: a stored sheet change cannot be read", { character: job.character, code: change.error.code }); return true; }
    const lang = entry.sheet.lang;
    const write: FlowSheetWrite = { character: job.character, change: change.value, rules: job.rules };
    const reason = flow.editReason?.(write, lang) ?? job.rules.join(", ");
    let editReason: string | null | undefined;
    try {
      const r = await rewritePost(discourse, {
        postId: entry.postId, once: { key: `flow-sheet:${topicId}:${job.key}`, since: job.at, retry: retrying(`flow-sheet:${topicId}:${job.key}`, job.at) },
        rewrite: async (raw) => {
          if (await overtaken(store, topicId, job, editReason)) return ok({ raw, editReason: "", extra: [] as readonly string[] });
          const next = flow.rewriteSheet!(raw, change.value, lang);
          return next.ok ? ok({ raw: next.value.changed ? next.value.raw : raw, editReason: reason, extra: next.value.kept ?? [] }) : next;
        },
      }, {
        onRead: (post) => { editReason = post.editReason; deps.registry.noteRead(post); },
        onWriting: (postId, raw, base) => deps.registry.noteWriting(postId, raw, base),
        onWritten: (post) => deps.registry.noteWritten(post),
      });
      // Edited on every attempt (rewrite-post.ts's conflicts): kept for the next sweep, not dropped.
      if (!r.ok && r.error.code === "sheet.busy") { log.warn("flow: sheet update will be retried", { character: job.character, code: r.error.code }); return false; }
      if (!r.ok) {
        log.warn("flow: sheet not updated", { character: job.character, code: r.error.code });
        await tellSheet(store, flow, topicId, job, entry, topicLang, log, { error: r.error });
      } else if (r.value.extra?.length) await tellSheet(store, flow, topicId, job, entry, topicLang, log, { kept: r.value.extra });
      return true;
    } catch (e) {
      log.warn("flow: sheet update will be retried", { character: job.character, error: String(e) });
      return false;
    }
  }

  /**
   * The sheet's player is told, in the table's language, in answer to the move, what of the change the
   * sheet did not get: the fields left as the sheet shows them (`kept`: a hand edit made since the move
   * changed them), or the whole change (`error`: the sheet no longer reads as the game's, or lost the
   * line the change writes; none: no sheet of the character is registered any more). Without it the rules' values were silently not written, and nobody knew
   * the sheet and the table now disagree. Keyed by the job, so a write tried again (here or by another
   * instance) tells it once.
   */
  async function tellSheet(store: Store, flow: AnyTopicFlow, topicId: number, job: FlowSheetJob, entry: SheetEntry | undefined, lang: Lang, log: Log,
    what: { readonly kept: readonly string[] } | { readonly error: GfError | undefined }): Promise<void> {
    // A job of a row written before jobs kept their post answers the topic's last applied post.
    let to = job.replyTo;
    if (!to) { const row = await store.getFlow(topicId); const read = row ? readFlowRow(row.state) : undefined; to = read?.ok ? read.value.last : undefined; }
    if (!to) return;
    const username = entry?.player ?? "";
    const common = { username, character: job.character, rules: job.rules.join(", "), link: entry ? `${deps.forumUrl}/p/${entry.postId}` : "" };
    const [name, data] = "kept" in what
      ? ["flow-sheet-kept", { ...common, fields: [...new Set(what.kept)].map((f) => flow.sheetFieldName?.(f, lang) ?? f).join(", ") }] as const
      // No error: no registered sheet of the character any more (the template says so).
      : ["flow-sheet-unwritten", { ...common, reason: what.error ? flow.sheetError?.(what.error, lang) ?? what.error.code : "" }] as const;
    const added = await store.enqueue(await checked({ topicId, postId: to.postId, replyToPostNumber: to.postNumber, createdAt: Date.now(), kind: "reply",
      key: `${name}:${topicId}:${job.key}`, raw: deps.templates.render(name, lang, data) }, username ? [username] : []));
    if (added) { log.info("flow: the sheet's player told what was not written", { game: flow.game, character: job.character, template: name }); deps.enqueued(); }
  }

  /**
   * Whether a sheet job, read from the store before its sheet was read, must not be written now (the
   * sheet read, `editReason` its current edit reason): it is no longer pending (another instance wrote
   * it and dropped it, perhaps with newer ones after it), or the sheet's edit reason carries the marker
   * of a later pending job for the same character (writers write a row's jobs in order, so this one
   * landed before it). A game's change sets the values it changed (Facetas' PH), so an older one written
   * after a newer one would put them back; read in this order, with the PUT's original_text, it never is.
   */
  async function overtaken(store: Store, topicId: number, job: FlowSheetJob, editReason: string | null | undefined): Promise<boolean> {
    const stored = await store.getFlow(topicId);
    const read = stored ? readFlowRow(stored.state) : undefined;
    if (!read?.ok) return false;
    const jobs = read.value.sheetJobs;
    const at = jobs.findIndex((j) => j.key === job.key);
    if (at < 0) return true;
    return !!editReason && jobs.slice(at + 1).some((j) => j.postId === undefined && j.character === job.character
      && editReason.includes(onceMarker(`flow-sheet:${topicId}:${j.key}`)));
  }

  /**
   * The newest update of a topic's post the store holds now: the last pending job for that post (a
   * post of the topic is the game's whole text of it, e.g. Pujas' books, so the newest says it all), or
   * undefined when none is pending (whoever dropped them wrote the newest: nothing older may follow).
   */
  async function newestJob(store: Store, topicId: number, postId: number): Promise<FlowSheetJob | undefined> {
    const stored = await store.getFlow(topicId);
    const read = stored ? readFlowRow(stored.state) : undefined;
    return read?.ok ? read.value.sheetJobs.filter((j) => j.postId === postId).at(-1) : undefined;
  }

  /**
   * A post of the topic itself (FlowSheetWrite.postId), e.g. a game's books in the opening post: the same
   * conflict-safe loop as a sheet, in the topic's language; a post of another topic is never written.
   * Every attempt writes what the store holds once the post was read, not the job as this writer read it
   * before: with two instances writing a topic's pending updates, an older one written after a newer one
   * would put the books back (and PJ-TOOL-12's restore would then tell the table of a hand edit nobody
   * made). Read in that order, with the PUT's original_text, a write never goes backwards.
   */
  async function writeTopicPost(store: Store, discourse: DiscourseClient, flow: AnyTopicFlow, topicId: number, job: FlowSheetJob & { postId: number }, log: Log, lang: Lang): Promise<boolean> {
    if (!flow.rewriteSheet) { log.warn("flow: post not updated, the game rewrites no posts", { game: flow.game, postId: job.postId }); return true; }
    let inTopic = false;
    try {
      const r = await rewritePost(discourse, {
        postId: job.postId, once: { key: `flow-post:${topicId}:${job.key}`, since: job.at, retry: retrying(`flow-post:${topicId}:${job.key}`, job.at) },
        rewrite: async (raw) => {
          if (!inTopic) return err(gfError("flow.post.other-topic", undefined, { post: job.postId, topic: topicId }));
          const newest = await newestJob(store, topicId, job.postId);
          if (!newest) return ok({ raw, editReason: "", extra: undefined });
          const change = flow.readChange ? flow.readChange(newest.change) : ok(newest.change);
          if (!change.ok) { log.error("flow: a stored post change cannot be read", { postId: job.postId, code: change.error.code }); return ok({ raw, editReason: "", extra: undefined }); }
          const write: FlowSheetWrite = { character: newest.character, postId: job.postId, change: change.value, rules: newest.rules };
          const next = flow.rewriteSheet!(raw, change.value, lang);
          return next.ok ? ok({ raw: next.value.changed ? next.value.raw : raw, editReason: flow.editReason?.(write, lang) ?? newest.rules.join(", "), extra: undefined }) : next;
        },
      }, { onRead: (post) => { inTopic = post.topicId === topicId; } });
      if (!r.ok) log.warn("flow: post not updated", { postId: job.postId, code: r.error.code });
      return true;
    } catch (e) {
      log.warn("flow: post update will be retried", { postId: job.postId, error: String(e) });
      return false;
    }
  }

  /** Writes the topic's pending sheet jobs, and drops each one written (or no longer possible) from the row. */
  async function writePending(store: Store, discourse: DiscourseClient, topicId: number, log: Log): Promise<void> {
    const stored = await store.getFlow(topicId);
    if (!stored) return;
    const read = readFlowRow(stored.state);
    if (!read.ok) return;
    if (read.value.sheetJobs.length === 0) {
      // Nothing to write (a row moved here by migration 12 is marked as having updates): the mark goes.
      if (stored.pendingSheets) await store.putFlow({ ...stored, pendingSheets: 0, version: stored.version + 1 }, stored.version);
      return;
    }
    const flow = flows[read.value.game];
    if (!flow) return;
    const done: string[] = [];
    for (const job of read.value.sheetJobs) {
      if (!await writeJob(store, discourse, flow, topicId, job, log, read.value.lang)) break;
      done.push(job.key);
    }
    if (done.length === 0) return;
    for (const key of done) {
      tried.delete(`flow-sheet:${topicId}:${key}`);
      tried.delete(`flow-post:${topicId}:${key}`);
    }
    // Only the jobs written leave; jobs another post added meanwhile stay.
    for (let attempt = 0; attempt < 20; attempt++) {
      const now = await store.getFlow(topicId);
      if (!now) return;
      const t = readFlowRow(now.state);
      if (!t.ok) return;
      const next: FlowRow = { ...t.value, sheetJobs: t.value.sheetJobs.filter((j) => !done.includes(j.key)) };
      // The deadline stays the row's: dropping written jobs changes no record.
      const written = { ...now, state: writeFlowRow(next), version: now.version + 1, pendingSheets: next.sheetJobs.length };
      if (await store.putFlow(written, now.version)) return;
    }
  }

  /**
   * The service's periodic pass: ticks now due, and sheet updates still pending. It reads only the
   * rows with work (store.flowsToSweep: a deadline passed or updates waiting), never every topic.
   */
  async function sweep(store: Store, discourse: DiscourseClient, now: number, log: Log): Promise<void> {
    const rows = await store.flowsToSweep(now);
    await tickDue(store, now, log, rows);
    for (const row of rows) if (row.pendingSheets > 0) await writeSheets(store, discourse, row.topicId, log);
  }

  return { play, sweep, tickDue, writeSheets };
}
