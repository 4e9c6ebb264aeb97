// Wires the service from its config: store, Discourse adapter with its request budget, templates,
// operator keys, router with its handlers, outbox worker, HTTP server. The games come from the
// composition roots (`gf serve`, the tests' harness): their modules, their topic flows (played by the
// runner, src/service/flows) and the games whose flow is their own service adapter (game-service.ts,
// src/games/<id>/service), all from src/games/server-games.ts. Nothing here imports a game.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Lang } from "../lib/i18n.js";
import { ruleIdPattern } from "../lib/rule-links.js";
import { onForum } from "../lib/rule-reference.js";
import { systemClock } from "./clock.js";
import type { Clock } from "./clock.js";
import { discourseClient } from "./discourse/client.js";
import { requestBudget } from "./discourse/request-budget.js";
import type { ServiceConfig } from "./config.js";
import { shortHash } from "./dice-post.js";
import type { GameService, GameServicePlayer } from "./game-service.js";
import { startHttpServer } from "./http-server.js";
import type { Health } from "./http-server.js";
import { jsonLog } from "./log.js";
import type { Log } from "./log.js";
import { nodeCrypto } from "../dice/crypto-node.js";
import { diceMessages } from "../dice/messages.js";
import { loadOperator } from "../dice/operator.js";
import { loadRetired, retiredEntries, revealRetired } from "../dice/rotation.js";
import { revealTimeMs } from "../dice/epoch.js";
import { localise } from "../lib/i18n.js";
import { OutboxWorker } from "./outbox.js";
import { BeaconUnavailable, BeforeCommitment, postDice } from "./post-dice.js";
import { blockTimeOf, UndatedBlock } from "./block-time.js";
import { ClockRefused, keptClock, serviceClock } from "./dice-clock.js";
import { stampOf } from "../dice/clock.js";
import { postEventBody } from "./discourse/schemas.js";
import { prunePosts } from "./prune.js";
import { mayActPattern, reconciler, seenDigest } from "./reconciler.js";
import type { PassReport } from "./reconciler.js";
import { Router } from "./router.js";
import type { ForumTime, Handler, HookContext } from "./router.js";
import { mayReadSheets, SheetGuard, SheetRegistry, sheetEvents, VIEW_ONLY, type PointsEdit, type SheetModel, type SheetView } from "./sheets/index.js";
import { forumUsers } from "./users.js";
import { guardedOutbox } from "./outbox-guard.js";
import { openStore } from "./store/open-store.js";
import type { Store } from "./store/store.js";
import { loadTemplates } from "./templates.js";
import { categoryLabel, nameCategories, type NamedCategory } from "./watched-categories.js";
import { foreignBlocks, gameOfCategory, wrongGameData } from "./category-game.js";
import { NO_ASSIGNMENTS, recordedTurns, topicAssignments } from "./topic-assignments.js";
import type { GameModule } from "../markup/markup-game.js";
import { DICE_ROLL_TAGS } from "../markup/dice-roll.js";
import { ensureCommitment, postTip, readTip, type LogTip, type PostedCommitment } from "./dice-commitment.js";
import { nextTipAt } from "../dice/tips.js";
import { flowRunner, type AnyTopicFlow } from "./flows/flow-runner.js";

/** How long a stop waits for the roll log's last tip (docs/verifiable-dice.md §V.4). */
export const STOP_TIP_MS = 5_000;
/** Roll-log entries per page of /.well-known/gf-dice/log. */
const LOG_PAGE = 500;

/** A backlog older than this makes /healthz say "degraded": the forum has not taken replies for a while. */
const BACKLOG_DEGRADED_MS = 10 * 60_000;

/**
 * /healthz: "ok" while the outbox keeps up; "degraded" (still 200: the service still takes webhooks)
 * with dead items or a backlog older than ten minutes; an error when the store does not answer.
 */
export async function outboxHealth(store: Store, now: number): Promise<Health> {
  const counts = await store.outboxCounts();
  const oldest = await store.oldestPending();
  const backlogAgeMs = oldest === null ? 0 : Math.max(0, now - oldest);
  const degraded = counts.dead > 0 || backlogAgeMs > BACKLOG_DEGRADED_MS;
  return { ok: true, status: degraded ? "degraded" : "ok", outbox: { pending: counts.pending, dead: counts.dead, backlogAgeMs } };
}

export interface RunningService {
  readonly url: string;
  /** The categories the service acts in, with the forum's names for them when it gave them. */
  readonly categories: readonly NamedCategory[];
  readonly store: Store;
  readonly outbox: OutboxWorker;
  readonly log: Log;
  /** Runs one reconciler pass now (tests, and `gf serve` at start-up). */
  reconcile(): Promise<PassReport>;
  /**
   * Runs the periodic sweep (epoch reveals, reminders, pending sheet writes, the topic flows' due ticks) once,
   * beginning after this call: a sweep already under way is waited for first. Tests drive it on a
   * clock of their own instead of waiting for the timer.
   */
  sweep(): Promise<void>;
  /** Posts the roll log's tip in the commitment topic now, as the hourly timer does (docs/verifiable-dice.md §V.4); stop() posts one too when the log moved since. */
  tip(): Promise<void>;
  /** The service's clock post (docs/verifiable-dice.md §V.11), what the plugin's gf_clock_post names; undefined when it keeps none. */
  clockPost(): number | undefined;
  stop(): Promise<void>;
}

/** templates/ beside the package: found from the source tree (tests) or from dist/ (the built gf). */
export function defaultTemplatesDir(): string {
  const here = fileURLToPath(new URL(".", import.meta.url));
  for (const up of ["../../templates", "../templates", "templates"]) {
    const dir = join(here, up);
    // Found by a template of the service's own (wrong-game: every category's), not one of a game's.
    if (existsSync(join(dir, "wrong-game.es.hbs"))) return dir;
  }
  return join(process.cwd(), "templates");
}

export interface ServiceOptions<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  readonly log?: Log;
  readonly clock?: Clock;
  readonly templatesDir?: string;
  /**
   * How the service reaches the forum at `discourse.url` (default: Node's fetch). Not in the config:
   * a test routes a fixed forum address to its sandbox, so the rolls' context (which names the forum)
   * is the same on every run whatever port the sandbox got.
   */
  readonly forumFetch?: typeof fetch;
  /**
   * Every game of the registry (src/games/registry.ts), from the composition root (`gf serve`, the
   * tests' harness): a post's blocks of a game other than its category's are refused by name. Without
   * them every category plays the default game and other games' blocks go unread, as before games were modules.
   */
  readonly games?: readonly GameModule[];
  /**
   * The topic flow of each game other than the game service's, by game id: from the server-only
   * composition (src/games/server-games.ts). The runner (src/service/flows) plays them.
   */
  readonly flows?: Readonly<Record<string, AnyTopicFlow>>;
  /**
   * The games whose thread flow is their own service adapter (src/games/<id>/service),
   * from the same composition (their folders' server.ts): each plays only its own categories' posts,
   * sweeps its own topics, and reads its own sheets with its model (the first's is the sheet registry's
   * home game). Without any the service plays only the topic flows, and a sheet is only what a flow's game identifies.
   */
  readonly gameServices?: readonly GameService<S, M>[];
}

export function startService<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit>(config: ServiceConfig,
  options: ServiceOptions<S, M> = {}): Promise<RunningService> {
  const { gameServices: owns = [], ...rest } = options;
  // Composition mistakes, refused before anything is opened.
  for (const [i, own] of owns.entries()) {
    const module = options.games?.find((g) => g.id === own.game);
    if (own.sheets.game !== own.game) return Promise.reject(new Error(`service: the game service ${own.game} reads ${own.sheets.game}'s sheets`));
    if (options.flows?.[own.game]) return Promise.reject(new Error(`service: ${own.game} has a topic flow and a game service`));
    if (owns.findIndex((o) => o.game === own.game) !== i) return Promise.reject(new Error(`service: ${own.game} has two game services`));
    if (module && own.sheets.tag !== module.sheetTag) {
      return Promise.reject(new Error(`service: ${own.game}'s service reads [${own.sheets.tag}] sheets, its module names [${module.sheetTag}]`));
    }
  }
  return serve(config, rest, (owns[0]?.sheets ?? VIEW_ONLY) as SheetModel<S, M>, owns);
}

async function serve<S extends SheetView, M extends PointsEdit>(given: ServiceConfig, options: Omit<ServiceOptions, "gameServices">,
  model: SheetModel<S, M>, owns: readonly GameService<S, M>[]): Promise<RunningService> {
  // A category no config names a game for plays the registry's first game (else the first game service's).
  const defaultGame = given.defaultGame ?? options.games?.[0]?.id ?? owns[0]?.game;
  const config: ServiceConfig = defaultGame === undefined ? given : { ...given, defaultGame };
  const log = options.log ?? jsonLog({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  const loaded = loadOperator(config.dataDir, nodeCrypto);
  if (!loaded.ok) throw new Error(localise(diceMessages, loaded.error, config.lang));
  const operator = loaded.value;
  // A v3 commitment names the forum and the account (docs/verifiable-dice.md §9.3): the first start
  // fixes them (binding.json), and a service for another forum or account than its keys' refuses to start.
  const bound = operator.bind(new URL(config.discourse.url).host.toLowerCase(), config.discourse.apiUsername);
  if (!bound.ok) throw new Error(localise(diceMessages, bound.error, config.lang));
  // And it states v2Until: a v2 proof made now would be refused by every verifier (§V.6).
  if (operator.cutoffs && config.dice.proofVersion !== 3) {
    throw new Error(`service: dice.proofVersion ${config.dice.proofVersion} makes gf-dice-v2 proofs, which this operator's v3 commitment refuses (docs/verifiable-dice.md §V.6): set it to 3`);
  }
  // Keys and chains this operator retired (gf keys rotate): their proofs keep verifying.
  const retiredLoaded = loadRetired(config.dataDir, nodeCrypto);
  if (!retiredLoaded.ok) throw new Error(localise(diceMessages, retiredLoaded.error, config.lang));
  const retired = retiredLoaded.value;
  const templates = loadTemplates(options.templatesDir ?? defaultTemplatesDir(),
    // On a forum installed in a subfolder, the plugin's pages are under its path too.
    { rulesUrl: onForum(config.rulesUrl, config.discourse.url), ruleIds: ruleIdPattern((options.games ?? []).map((g) => g.rulePrefix)) });
  // What a start waits for before it listens, for the operator's log (a restart's answers wait on it).
  const started = performance.now();
  const startPhases: Record<string, number> = {};
  const phase = (name: string, since: number): void => { startPhases[name] = Math.round(performance.now() - since); };
  const opened = await openStore(config.database);
  phase("storeMs", started);
  const discourse = discourseClient({ baseUrl: config.discourse.url, apiKey: config.discourse.apiKey,
    apiUsername: config.discourse.apiUsername, budget: requestBudget(config.discourse.requestsPerMinute),
    ...(options.forumFetch ? { fetch: options.forumFetch } : {}) });
  const users = forumUsers(discourse, { now: () => clock.now() });
  // The one way into the outbox every handler gets: each reply guarded there (outbox-guard.ts), whatever game wrote it.
  // The platform's roll card (src/markup/dice-roll.ts) is guarded as a game's tag: only a game's reply draws it.
  const store = guardedOutbox(opened, { users, tags: [...DICE_ROLL_TAGS, ...(options.games ?? []).flatMap((g) => [...g.markup.tags.keys()])],
    games: (options.games ?? []).map((g) => g.markup) });
  const outbox = new OutboxWorker(store, discourse, clock, log.child({ part: "outbox" }),
    { serviceUsername: config.discourse.apiUsername, ...config.outbox });
  const forumUrl = new URL(config.discourse.url);
  const langFor = (categoryId: number | null): Lang =>
    (categoryId !== null ? config.categoryLang[String(categoryId)] : undefined) ?? config.lang;

  // Character sheets: wiki posts in the sheet categories, kept current from the same webhooks, kept
  // in the store (owners included) and read again from the forum at start-up.
  const moderator = config.game.moderator ?? config.discourse.apiUsername;
  // The account must be staff (plugin/README.md): the forum shows a revision staff hid only to staff
  // and its author, so a non-staff service cannot tell who made it, and Discourse's post limits
  // (rate_limit_create_post, unique_posts_mins, max_consecutive_replies) hold back a busy non-staff account.
  void discourse.readUser(config.discourse.apiUsername).then((me) => {
    if (!me) log.warn("service: the forum has no user by the service's name", { username: config.discourse.apiUsername });
    else if (!me.staff) {
      log.warn("service: the service's forum account is not staff; make it a moderator (plugin/README.md): hidden sheet revisions"
        + " go unjudged and the forum's post limits apply to it", { username: me.username });
    } else log.debug("service: the service's forum account is staff", { username: me.username });
  }).catch((e: unknown) => log.warn("service: the service's own forum account could not be read", { error: String(e) }));
  const guard: SheetGuard<S, M> = new SheetGuard<S, M>({ forum: discourse, makeWikis: config.sheetMakeWiki, users, store, templates, clock, moderator, serviceUsername: config.discourse.apiUsername,
    lang: config.lang, langFor, enqueued: () => outbox.kick(), log: log.child({ part: "sheets" }), wikiGraceMs: config.sheetWikiGraceMs,
    plays: (id) => (config.categories.includes(id) ? gameOfCategory(config, id) : undefined),
    oneCharacter: (game) => options.games?.find((g) => g.id === game)?.oneCharacter });
  // Each flow's game has its own sheet tag (GameModule.sheetTag): the registry keeps those sheets too.
  const flows = options.flows ?? {};
  for (const [id, flow] of Object.entries(flows)) {
    const module = options.games?.find((g) => g.id === id);
    if (flow.game !== id) throw new Error(`service: the flow named ${id} plays ${flow.game}`);
    if (module && flow.sheet && flow.sheet.tag !== module.sheetTag) throw new Error(`service: ${id}'s flow reads [${flow.sheet.tag}] sheets, its module names [${module.sheetTag}]`);
  }
  // Each game's template words for a character's name (GameModule.sheetPlaceholders): no sheet named so is registered, no block naming one is played.
  const placeholders = Object.fromEntries((options.games ?? []).map((g) => [g.id, g.sheetPlaceholders ?? []]));
  const sheetGames = Object.values(flows).flatMap((f) => (f.sheet ? [{ game: f.game, tag: f.sheet.tag, identify: f.sheet.identify, ...(f.templateWords ? { templateWords: f.templateWords } : {}) }] : []));
  const registry: SheetRegistry<S, M> = new SheetRegistry<S, M>(discourse, { model, others: owns.slice(1).map((o) => o.sheets), games: sheetGames, categories: config.sheetCategories.length ? config.sheetCategories : config.categories,
    placeholders, forumHost: forumUrl.host.toLowerCase(), lang: config.lang, vetOwner: guard.vetOwner, judge: (post, known) => guard.judgeEdits(post, known), save: (row) => store.saveSheet(row),
    changes: (after) => store.sheetsChangedSince(after) });
  guard.registry = registry;
  // What each game's sheets' points mean is the game's (GameService.points), on the guard's word.
  guard.points = owns.flatMap((own) => (own.points ? [own.points({ guard, registry: registry.forGame(own.game), forum: discourse, store, templates, clock, moderator,
    serviceUsername: config.discourse.apiUsername, enqueued: () => outbox.kick(), log: log.child({ part: "points" }) })] : []));
  registry.restore(await store.loadSheets());
  await registry.settled();
  const sheets = sheetEvents(registry, guard, mayReadSheets(options.games ?? []));

  // The anchored commitment (docs/verifiable-dice.md §9.3): posted in the forum before any roll. Until
  // it is, rolls wait (a post's handling fails and is retried, by Discourse or the reconciler).
  let commitment: PostedCommitment | undefined;
  // The service's clock (docs/verifiable-dice.md §V.11), for an operator with a beacon that keeps one.
  const diceClock = config.dice.clock && operator.drand && config.dice.proofVersion === 3 ? serviceClock({ discourse, store }) : undefined;
  const postCommitment = async () => {
    try {
      commitment = await ensureCommitment({ operator, discourse, store, templates, forumUrl: forumUrl.origin,
        categoryId: config.categories[0]!, lang: config.lang });
      log.info("dice: commitment posted", { id: commitment.id, post: commitment.url });
      if (diceClock) { await diceClock.ensure(); log.info("dice: clock kept", { post: diceClock.post() }); }
      else if (operator.drand && config.dice.proofVersion === 3) {
        const kept = await keptClock(store);
        if (kept !== undefined) log.warn("dice: dice.clock is off, but the commitment topic holds this service's clock post: verifiers refuse every beacon roll of a later post that names no clock version (clock-stamp)", { post: kept });
      }
    } catch (e) {
      log.error("dice: the commitment could not be posted; no roll until it is", { error: String(e) });
    }
  };
  // Tried again soon, then less often (1 s, doubling up to 30 s): one failed read of the forum at
  // start must not hold every roll for half a minute (a restart under faults did, in the soak).
  let committing: ReturnType<typeof setTimeout> | undefined;
  let commitStopped = false;
  const commitLater = (delayMs: number): void => {
    committing = setTimeout(() => {
      void postCommitment().then(() => { if (!commitment && !commitStopped) commitLater(Math.min(delayMs * 2, 30_000)); });
    }, delayMs);
    committing.unref();
  };
  const committingFrom = performance.now();
  await postCommitment();
  phase("commitmentMs", committingFrom);
  if (!commitment) commitLater(1_000);
  // The roll log's tip, anchored in the commitment topic (docs/verifiable-dice.md §V.4): at start and
  // every hour on the hour, whether anything was rolled or not, so a log cut short, emptied or
  // rewritten after a tip contradicts a post the operator cannot take back.
  // The last tip posted, to know at stop whether the log moved since.
  let tipped: { seq: number; hash: string } | undefined;
  const tip = async (at?: LogTip) => {
    try {
      const posted = await postTip({ discourse, store, templates, lang: config.lang }, at);
      if (posted !== undefined) {
        tipped = posted;
        log.info("dice: roll log tip posted", { post: posted.post, seq: posted.seq });
      }
    } catch (e) {
      log.warn("dice: the roll log's tip could not be posted; the next one will be", { error: String(e) });
    }
  };
  let tipping: ReturnType<typeof setTimeout> | undefined;
  const scheduleTip = () => {
    tipping = setTimeout(() => { void tip().finally(scheduleTip); }, nextTipAt(clock.now()) - clock.now());
    tipping.unref();
  };
  // The start's tip names the log as it is now, and is posted without holding the start: a forum that
  // does not answer it (the client's timeout, 20 s) or rate-limits it kept a restarted service from
  // answering any webhook meanwhile (the soak: a start waited 20 s for it).
  let startTip: Promise<void> = Promise.resolve();
  if (config.dice.tips) {
    if (commitment) { const at = await readTip(store); startTip = tip(at); }
    scheduleTip();
  }
  // And when it stops (SIGTERM, close), if the log moved since the last tip, so the rolls of its last
  // hour are anchored too; waited for at most STOP_TIP_MS, so a forum that does not answer never holds the stop.
  const lastTip = async () => {
    if (!config.dice.tips || !commitment) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => { timer = setTimeout(() => resolve("late"), STOP_TIP_MS); });
    // The start's tip first, if it is still on its way: the last one is only posted if the log moved since.
    const last = async () => {
      await startTip;
      const now = await readTip(store);
      if (tipped && tipped.seq === now.seq && tipped.hash === now.hash) return;
      await tip();
    };
    if (await Promise.race([last(), late]) === "late") log.warn("dice: the roll log's last tip was not posted in time; stopping without it", { ms: STOP_TIP_MS });
    clearTimeout(timer);
  };

  // The public beacon, when the operator's keys name one (docs/verifiable-dice.md §6).
  const dice = postDice(operator, { clock, attempts: config.beacon.attempts, ready: () => commitment !== undefined, anchoredAt: () => (commitment?.at !== undefined ? { at: commitment.at, post: commitment.postId } : undefined),
    ...(diceClock ? { diceClock } : {}),
    ...(config.beacon.url ? { relay: config.beacon.url } : {}) });
  if (operator.drand) log.info("dice: rolls mix in the drand beacon", { chain: operator.drand.name, relay: config.beacon.url ?? "drand's own" });
  else if (config.beacon.url) log.warn("dice: beacon.url is set but the operator's keys use no beacon; rolls go without one (gf keys init --beacon quicknet makes keys that do)");

  const router = new Router({ discourse, store, clock, log });
  router.on("post_created", sheets.observe).on("post_edited", sheets.observe).on("post_destroyed", sheets.forget);
  // Whose turn each table is, on a forum with discourse-assign: one per service, shared by every game.
  // Either way the store keeps it, for the plugin's "your turn" badge (GET /gf-turns.json).
  const assignments = recordedTurns(store, config.discourse.assign ? topicAssignments(discourse, log.child({ part: "assign" })) : NO_ASSIGNMENTS,
    () => clock.now(), log.child({ part: "turns" }));
  // Each game service's categories (its thread game and free rolls): its own code on the service's parts,
  // with the sheet registry as its game sees it (its lookups give its own sheets).
  const players: ReadonlyMap<string, GameServicePlayer> = new Map(owns.map((own) => [own.game, own.start({ dice, templates,
    forum: forumUrl.host.toLowerCase(), forumUrl: forumUrl.origin,
    serviceUsername: config.discourse.apiUsername, categories: new Set(config.categories), langFor, registry: registry.forGame(own.game),
    moderator, users, maxWaitMs: config.game.maxWaitHours * 3_600_000, assignments,
    userRollsPerMinute: config.userRollsPerMinute, enqueued: () => outbox.kick() })]));
  // Every other game's topics: its flow, through the one runner.
  const runner = flowRunner(flows, { dice, templates, forum: forumUrl.host.toLowerCase(), forumUrl: forumUrl.origin, registry, gm: moderator, users,
    settings: config.gameSettings, remindAfterMs: config.game.maxWaitHours * 3_600_000, userRollsPerMinute: config.userRollsPerMinute, enqueued: () => outbox.kick(),
    assignments, placeholders });
  const watched = await nameCategories(discourse, config.categories, log);
  const watchedNames = watched.map(categoryLabel);
  const games = options.games ?? [];
  const markups = games.map((g) => g.markup);
  // Every registered game's block tags, sheets included: what the reconciler looks for in posts no webhook brought.
  const blockTags = games.flatMap((g) => [...g.markup.tags.keys(), g.sheetTag]);
  const mayAct = mayActPattern(blockTags);
  const play: Handler<"post_created" | "post_edited"> = async (ctx) => {
    const post = ctx.payload.post;
    // A webhook not scoped to the game's categories delivers everything: say why blocks there get no answer.
    if (post.category_id != null && !config.categories.includes(post.category_id) && !config.sheetCategories.includes(post.category_id)
      && mayAct.test(post.raw)) {
      ctx.log.info("service: post with blocks in a category the service does not watch", { category: post.category_id, watching: watchedNames });
    }
    const playing = gameOfCategory(config, post.category_id ?? null);
    const ours = post.category_id != null && config.categories.includes(post.category_id)
      && post.username.toLowerCase() !== config.discourse.apiUsername.toLowerCase();
    if (ours && markups.length) await refuseOtherGames(ctx, playing);
    // A game service gets only its categories' posts, as the runner does: never another category's, nor the service's own.
    const player = players.get(playing);
    if (player) { if (ours) await player.play(ctx); return; }
    if (ours && flows[playing]) await runner.play(ctx, { post, lang: langFor(post.category_id ?? null), now: clock.now() }, playing);
  };

  /** One reply per post version's set of foreign blocks, naming each and both games, in the category's language. */
  const refuseOtherGames = async (ctx: HookContext<"post_created" | "post_edited">, playing: string) => {
    const post = ctx.payload.post;
    const found = foreignBlocks(post.raw, markups, playing);
    if (found.length === 0) return;
    const lang = langFor(post.category_id ?? null);
    ctx.log.info("service: blocks of another game in a category", { category: post.category_id, playing, found: found.map((b) => b.tag) });
    await store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: clock.now(), kind: "reply",
      key: `wrong-game:${post.id}:${shortHash(found.map((b) => `${b.line}:${b.tag}`).join(","))}`,
      raw: templates.render("wrong-game", lang, wrongGameData(post.username, found, playing, games, lang)), mentions: [post.username] });
    outbox.kick();
  };

  /**
   * A post whose beacon round cannot be had yet is not rolled, ever, without it: it is kept in the
   * outbox as a replay, retried with backoff until the beacon answers, and its author is told once.
   */
  const playOrDefer: Handler<"post_created" | "post_edited"> = async (ctx) => {
    const seenAt = ctx.seenAt ?? clock.now();
    let read: Promise<ForumTime | undefined> | undefined;
    const forumTime = config.dice.proofVersion === 3 ? () => (read ??= forumTimeOf(ctx)) : undefined;
    try {
      await play({ ...ctx, seenAt, ...(forumTime ? { forumTime } : {}) });
    } catch (e) {
      const post = ctx.payload.post;
      if (e instanceof BeforeCommitment) {
        ctx.log.warn("dice: a block dated before the current commitment is not rolled", { postId: post.id, version: post.version });
        await store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: clock.now(), kind: "reply",
          key: `before-commitment:${post.id}:${post.version}`,
          raw: templates.render("before-commitment", e.lang, { username: post.username, at: new Date(e.at).toISOString(), posted: new Date(e.posted).toISOString(),
            ...(e.numbered ? { numbered: true, post: e.numbered.post, commitment: e.numbered.commitment } : {}) }),
          mentions: [post.username] });
        outbox.kick();
        return;
      }
      if (e instanceof ClockRefused) {
        ctx.log.info("dice: a block the clock cannot date is not rolled", { postId: post.id, version: post.version, reason: e.reason });
        await store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: clock.now(), kind: "reply",
          key: `clock:${post.id}:${post.version}`,
          raw: templates.render("clock-refused", e.lang, { username: post.username, [e.reason]: true, stamp: e.stamp ?? "", clockPost: diceClock?.post() ?? "" }), mentions: [post.username] });
        outbox.kick();
        return;
      }
      if (e instanceof UndatedBlock) {
        ctx.log.info("dice: a block written within the edit grace period is not rolled", { postId: post.id, version: post.version });
        await store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: clock.now(), kind: "reply",
          key: `undated:${post.id}:${post.version}:${shortHash(post.raw)}`,
          raw: templates.render("undated-block", e.lang, { username: post.username }), mentions: [post.username] });
        outbox.kick();
        return;
      }
      if (!(e instanceof BeaconUnavailable)) throw e;
      const { chain, round, detail } = (e.error.params ?? {}) as { chain?: string; round?: number; detail?: string };
      ctx.log.warn("dice: beacon round unavailable; the post will be rolled when the beacon answers", { chain, round, detail });
      const base = { topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: clock.now() } as const;
      // A roll waited for its beacon, so its block time was read: kept, the forum's whenever it is replayed.
      const known = read ? await read : undefined;
      await store.enqueue({ ...base, kind: "replay", key: `beacon:${ctx.event.name}:${post.id}:${post.version}`,
        raw: JSON.stringify({ name: ctx.event.name, payload: ctx.payload, seenAt, ...(known ? { forumTime: known } : {}) }) });
      await store.enqueue({ ...base, kind: "reply", key: `beacon-wait:${post.id}`,
        raw: templates.render("beacon-wait", e.lang, { username: post.username, chain: chain ?? "drand", round: round ?? "?" }), mentions: [post.username] });
      outbox.kick();
    }
  };
  /** The forum's time for the post text's blocks (docs/verifiable-dice.md §V.1, block-time.ts), as a ForumTime. */
  const forumTimeOf = async (ctx: HookContext<"post_created" | "post_edited">): Promise<ForumTime | undefined> => {
    const post = ctx.payload.post;
    const time = await blockTimeOf(ctx.event.name, post, { seenVersion: (id) => store.seenVersion(id),
      revisionTime: async (id, n) => (await discourse.readRevision(id, n))?.createdAt });
    if (time === "undated") return { at: Date.parse(post.created_at ?? "") || 0, version: post.version, undated: true };
    const stamp = stampOf(post.raw);
    return time ? { ...time, post: post.id, ...(stamp !== undefined ? { stamp } : {}) } : time;
  };
  router.on("post_created", playOrDefer).on("post_edited", playOrDefer);
  // Last: a post every handler went through is recorded at its version, so the reconciler skips it.
  const seen: Handler<"post_created" | "post_edited"> = async (ctx) => {
    const post = ctx.payload.post;
    await store.markSeen(post.id, post.topic_id, post.version, clock.now(), seenDigest(post));
  };
  router.on("post_created", seen).on("post_edited", seen);
  // The sheet categories too: a sheet posted or edited while the service was down, or whose webhook
  // was lost, is registered before the pools that name it (a pass handles posts oldest first).
  const reconcile = reconciler({ discourse, store, clock, log: log.child({ part: "reconcile" }),
    categories: new Set([...config.categories, ...config.sheetCategories]),
    tags: blockTags,
    plainLines: Object.values(flows).flatMap((f) => f.plainLine ? [f.plainLine] : []),
    serviceUsername: config.discourse.apiUsername, forumAnswered: () => outbox.forumAnswered(),
    // Known sheets of any age, a few a pass: what another instance stored first, then the forum.
    revisitSheets: async (count) => {
      await registry.sync();
      const read = await registry.revisit(count);
      await guard.manualEdits(registry.takeManualEdits());
      return read;
    },
    handle: (post) => router.receive({ name: post.version > 1 ? "post_edited" : "post_created", id: `reconcile:${post.id}:${post.version}`,
      instance: "", payload: { post } }) }, config.reconcile);
  outbox.onReplay = async (item) => {
    const kept = JSON.parse(item.raw) as { name: "post_created" | "post_edited"; payload: unknown; seenAt?: unknown; forumTime?: ForumTime };
    const payload = postEventBody.parse(kept.payload);
    const ctx: HookContext<"post_created" | "post_edited"> = { event: { name: kept.name, id: `replay:${item.key}`, instance: "", payload },
      payload, discourse, store, clock, log: log.child({ event: kept.name, postId: payload.post.id, replay: item.key }),
      ...(typeof kept.seenAt === "number" && Number.isSafeInteger(kept.seenAt) ? { seenAt: kept.seenAt } : {}),
      // The block time read when the post first came (v3): the forum's, whenever it is replayed.
      ...(kept.forumTime && Number.isSafeInteger(kept.forumTime.at) && Number.isSafeInteger(kept.forumTime.version)
        ? { forumTime: async () => kept.forumTime } : {}) };
    await registry.sync();
    await play(ctx);
  };
  router.on("ping", async (ctx) => ctx.log.info("webhook: ping"));

  const http = await startHttpServer({
    secret: config.webhookSecret, router, log,
    health: () => outboxHealth(store, clock.now()),
    limits: config.listen,
    // The operator's public document as src/dice/well-known.ts defines it (docs/verifiable-dice.md §9).
    wellKnown: () => {
      const doc = operator.wellKnown({ forum: forumUrl.host.toLowerCase(), commitmentPost: commitment?.url ?? null, log: "gf-dice/log",
        account: config.discourse.apiUsername, categories: config.categories });
      return retired.length ? { ...doc, retired: retiredEntries(retired) } : doc;
    },
    rollLog: async (from) => {
      const entries = await store.logPage(from, LOG_PAGE + 1);
      return { format: "gf-dice-log-v2", entries: entries.slice(0, LOG_PAGE).map((e) => ({ seq: e.seq, proof: e.proof, topic: e.topicId, post: e.postId })),
        next: entries.length > LOG_PAGE ? entries[LOG_PAGE]!.seq : null };
    },
    // Whom each table waits for: topic id → usernames (the plugin's "your turn" badge).
    turns: async () => ({ format: "gf-turns-v1", turns: Object.fromEntries((await store.turns()).map((t) => [String(t.topicId), t.waiting])) }),
  }, config.listen.port, config.listen.host);
  outbox.start();
  // The registry came back from the store; the forum may have moved on while the service was down.
  void registry.refresh()
    .then((n) => log.info("sheets: read again from the forum", { sheets: n }))
    .catch((e: unknown) => log.warn("sheets: start-up read from the forum failed; events will bring them up to date", { error: String(e) }));
  // docs/verifiable-dice.md §5: once an epoch has closed its seed is published, so anyone can re-derive
  // its rolls' faces. Revealing is idempotent and only moves forward; an epoch that closed while the
  // service was down is revealed at start.
  const revealEpochs = () => {
    const before = operator.revealedEpoch;
    const revealed = operator.reveal(clock.now());
    if (revealed.ok && revealed.value.epoch > before) log.info("dice: epoch seed revealed", { epoch: revealed.value.epoch });
    else if (!revealed.ok && revealed.error.code !== "dice.epoch.none-closed") {
      log.error("dice: epoch seed not revealed", { code: revealed.error.code, detail: localise(diceMessages, revealed.error, "en") });
    }
    // A retired chain's epochs up to its retirement are revealed as their time comes, as the current ones.
    for (const r of revealRetired(retired, clock.now())) log.info("dice: retired chain's epoch seed revealed", { commitment: r.id, epoch: r.epoch });
    revealNext();
  };
  // Keys whose next seed comes out before the next sweep (the sandbox's 20 s epochs, src/cli/sandbox-dice.ts)
  // are revealed at that time, so a roll reads fully verified as soon as its seed may be out. At least a
  // second apart: a clock that does not move (a test's) never makes this a busy loop.
  let revealing: NodeJS.Timeout | undefined;
  let stopped = false;
  function revealNext(): void {
    clearTimeout(revealing);
    const next = operator.revealedEpoch + 1;
    if (stopped || next > operator.schedule.epochs) return;
    const wait = revealTimeMs(operator.schedule, next, operator.revealDelaySeconds) - clock.now();
    if (wait >= config.game.reminderSweepMs) return;
    revealing = setTimeout(revealEpochs, Math.max(wait + 50, 1_000));
    revealing.unref();
  }
  revealEpochs();
  // Turn reminders on the service's clock (the group's wait, config game.maxWaitHours), and sheet updates left pending.
  // A tick while a sweep still runs joins it rather than starting another.
  let sweeping: Promise<void> | undefined;
  const sweep = (): Promise<void> => sweeping ??= registry.sync()
    .then(async () => { for (const [game, player] of players) await player.sweep(store, discourse, clock.now(), log.child({ part: "game-sweep", game })); })
    .then(() => runner.sweep(store, discourse, clock.now(), log.child({ part: "flow-sweep" })))
    .catch((e: unknown) => log.error("scene: sweep failed", { error: String(e) }))
    .finally(() => { sweeping = undefined; });
  const reminders = setInterval(() => {
    revealEpochs();
    void sweep();
  }, config.game.reminderSweepMs);
  reminders.unref();
  // Start-up and periodic reconciling: posts whose webhook never came (or came while this was down).
  // A tick while a pass still runs is skipped (joining it would log its report once per tick).
  let passing = false;
  const runReconcile = () => {
    if (passing) return;
    passing = true;
    reconcile.pass()
      .then((r) => { if (r.handled) log.info("reconcile: pass", { ...r }); })
      .catch((e: unknown) => log.warn("reconcile: pass failed; the next one tries again", { error: String(e) }))
      .finally(() => { passing = false; });
  };
  let reconciling: NodeJS.Timeout | undefined;
  if (config.reconcile.intervalMs > 0) {
    runReconcile();
    reconciling = setInterval(runReconcile, config.reconcile.intervalMs);
    reconciling.unref();
  }
  // Post outcomes and seen posts older than the retention (prune.ts), at start and then periodically.
  let pruning: Promise<void> | undefined;
  const runPrune = () => {
    pruning ??= prunePosts(store, clock.now(), config.retention.days, log.child({ part: "prune" })).then(() => undefined)
      .catch((e: unknown) => log.warn("store: prune failed; the next one tries again", { error: String(e) }))
      .finally(() => { pruning = undefined; });
  };
  runPrune();
  const pruner = setInterval(runPrune, config.retention.pruneEveryMs);
  pruner.unref();
  log.info("service: listening", { url: http.url, database: store.dialect, categories: watchedNames,
    start: { ...startPhases, totalMs: Math.round(performance.now() - started), processMs: Math.round(performance.now()) } });
  return {
    url: http.url, store, outbox, log, categories: watched,
    reconcile: () => reconcile.pass(),
    sweep: async () => { await sweeping; revealEpochs(); await sweep(); },
    tip,
    clockPost: () => diceClock?.post(),
    async stop() { guard.stop(); stopped = true; clearTimeout(revealing); clearInterval(reminders); clearInterval(reconciling); commitStopped = true; clearTimeout(committing); clearTimeout(tipping); clearInterval(pruner); await http.close(); await reconcile.idle();
      await pruning; await outbox.stop(); await lastTip().catch((e: unknown) => log.warn("dice: the roll log's last tip failed", { error: String(e) })); await store.close(); },
  };
}

