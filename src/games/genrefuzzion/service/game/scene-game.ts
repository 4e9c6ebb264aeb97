// The scene game path: every [gf-scene], [gf-action] and in-scene [gf-pool] post of a
// topic goes through the rules engine (src/games/genrefuzzion/play/play-post.ts). The topic's game lives in the store's scenes
// table (scene_no 0: one game per topic, several scenes in a row, a suspended one kept for later)
// with the posts already applied, the turn's wait and the sheet updates still to write.
//
// A legal post commits, in one transaction (store.commitScene): the new state, its rolls with their
// proofs, its points entries (each naming its rule) and the reply. The state's version makes the
// commit optimistic, so two deliveries of one post cannot both apply it, and the applied list makes
// replays and edits apply nothing twice. An illegal post gets a reply quoting its line and nothing
// changes. Sheet updates go out after the commit (sheet-jobs.ts). Posts come here through dice-post.ts.
import type { Lang } from "../../../../lib/i18n.js";
import { localise } from "../../../../lib/i18n.js";
import { ok } from "../../../../lib/result.js";
import type { GfError, Result } from "../../../../lib/result.js";
import { parsePost } from "../../markup/parse-post.js";
import { playPost } from "../../play/play-post.js";
import type { GameBlock, PlayContext, PlayedPost, Refusal } from "../../play/play-post.js";
import { initialState } from "../../rules/index.js";
import type { Action, Balance, Character, CharacterInput, GameState } from "../../rules/index.js";
import { sheetUpdatesBetween, toCharacter } from "../../sheet/index.js";
import { playerBalances } from "../balances.js";
import { overRollLimit, shortHash, type PostInPlay, type RollLimitDeps } from "../../../../service/dice-post.js";
import type { DiscourseClient } from "../../../../service/discourse/client.js";
import type { Log } from "../../../../service/log.js";
import type { HookContext } from "../../../../service/router.js";
import { parseSheetRef } from "../../../../service/sheets/index.js";
import type { GfRegistry } from "../sheets/index.js";
import type { NewOutboxItem, PointsEntry, SceneState, Store } from "../../../../service/store/store.js";
import { judgePost, type Verdict } from "../../../../service/judge-post.js";
import type { ThreadReplyDeps } from "../../../../service/reply-deps.js";
import { extendLog, setupFrom, startsLog } from "./game-log.js";
import { postRecord, withRecord } from "./game-record.js";
import { gameMessages } from "./messages.js";
import { packGame, packLog, unpackGame, type SheetCast } from "./pack-game.js";
import { replyName } from "../../../../service/reply-name.js";
import { happened, refusalText, rollView } from "./scene-reply.js";
import { placeholderRefusal } from "../../../../service/flows/placeholder-line.js";
import { SHEET_PLACEHOLDER } from "../../markup/spellings.js";
import { sceneErrorReply, sceneReminderReply, sceneStandsReply, sceneUnreadableReply, sceneUpdateReply } from "../replies.js";
import { sceneRoller, type SceneRoller } from "./scene-rolls.js";
import { recordSceneSheets, undoScene } from "./scene-sheets.js";
import { sceneTurn, turnNames } from "./scene-turn.js";
import type { TopicAssignments } from "../../../../service/topic-assignments.js";
import { sheetJobWriter } from "./sheet-jobs.js";
import { GAME_ROW, readTopicGame, remindableSince, topicGameRow, unreadableGame } from "./topic-game.js";
import type { SheetJob, TopicGame } from "./topic-game.js";

export interface SceneGameDeps extends ThreadReplyDeps, RollLimitDeps {
  /** Whose turn the topic is, told to the forum's discourse-assign when it runs it (GF-FORUM-1). */
  readonly assignments?: TopicAssignments;
  readonly registry: GfRegistry;
  /** The group's Moderator (GF-MOD-1); staff act as the Moderator too. */
  readonly moderator: string;
  /** GF-FORUM-1: the group's maximum wait before a reminder. */
  readonly maxWaitMs: number;
}

const APPLIED_KEPT = 2_000;

/** The rule behind sheet changes an action made without moving points (GF-WIN-3 effects, GF-ADV-4 sacrifices…). */
const ACTION_RULE: Partial<Record<Action["type"], string>> = {
  effect: "GF-WIN-3", roll: "GF-ADV-4", present: "GF-ANT-4", flaw: "GF-TT-5", trick: "GF-TT-4", rate: "GF-RATE-6",
  train: "GF-TRAIN-2", rename: "GF-TRAIN-4", "new-trick": "GF-TRAIN-5", "new-flaw": "GF-TRAIN-5", "new-cliche": "GF-TRAIN-6",
  "new-relationship": "GF-TRAIN-6", endorse: "GF-OBJ-6", satisfy: "GF-OBJ-7", retire: "GF-RET-1",
};

/** The newest digests only, as many as the applied list keeps (post ids grow with time). */
function keepDigests(all: Record<string, string>): Record<string, string> {
  const ids = Object.keys(all).map(Number).sort((a, b) => a - b).slice(-APPLIED_KEPT);
  return Object.fromEntries(ids.map((id) => [String(id), all[String(id)]!]));
}

/** A game's balances replaced by the players' ledger balances (lower-case usernames), for every player the ledger knows. */
function withBalances(balances: Readonly<Record<string, Balance>>, now: Readonly<Record<string, Balance>>): Record<string, Balance> {
  return Object.fromEntries(Object.entries(balances).map(([player, b]) => [player, now[player.toLowerCase()] ?? b]));
}

export function sceneGame(deps: SceneGameDeps) {
  const { templates } = deps;
  const writeSheets = sheetJobWriter(deps);
  const langOf = (character: string): Lang => deps.registry.find(character)?.sheet.lang ?? "es";

  /**
   * The players' characters from their sheets, one per player (GF-META-2), over the topic's game so
   * far. Balances are the players' own, from the store's ledger (GF-PTS-1: across topics), never
   * what a sheet shows.
   */
  function freshGame(previous: GameState | undefined, balancesNow: Readonly<Record<string, Balance>>, number?: number): Result<GameState, GfError> {
    const characters: CharacterInput[] = [];
    const balances: Record<string, Balance> = {};
    const players = new Set<string>();
    for (const entry of deps.registry.entries()) {
      const c = toCharacter(entry.sheet);
      if (!c.ok || !entry.player || players.has(entry.player)) continue;
      players.add(entry.player);
      characters.push({ ...c.value, player: entry.player });
      balances[entry.player] = balancesNow[entry.player.toLowerCase()] ?? { pv: 0, pk: 0 };
    }
    // GF-ANT-7: extras keep their sheets between appearances in the topic.
    const extras = Object.values(previous?.characters ?? {}).filter((c) => c.kind === "extra" && !characters.some((x) => x.name === c.name));
    const made = initialState({ moderator: deps.moderator, players: players.size ? [...players] : [deps.moderator],
      characters: [...characters, ...extras], inPlay: true, ...(previous ? { settings: previous.settings } : {}) });
    if (!made.ok) return made;
    const g = made.value;
    // The service's own account stands in as the Moderator when none is configured, but it plays no
    // character and rates nothing: counting it as a player left the Grand Finale waiting for a rating
    // it would never give (GF-FIN-5).
    const everyone = [...new Set([...g.players, ...(previous?.players ?? [])])];
    const playing = everyone.filter((p) => p.toLowerCase() !== deps.serviceUsername.toLowerCase());
    return ok({ ...g, players: playing.length ? playing : everyone,
      balances: withBalances({ ...previous?.balances, ...g.balances, ...balances }, balancesNow), ledger: previous?.ledger ?? [],
      // Scene numbers run across the campaign's topics: a post's "número: 4" is scene 4 here too.
      scenesPlayed: Math.max(previous?.scenesPlayed ?? 0, (number ?? 1) - 1), suspended: previous?.suspended ?? null, next: previous?.next ?? null,
      newcomers: previous?.newcomers ?? [] });
  }

  /** Each registered character as a scene opening would take it, cached per sheet version: what a stored game leaves out. */
  const castCache = new Map<number, { readonly at: string; readonly character: Character | undefined }>();
  function sheetCast(): Map<string, Character> {
    const cast = new Map<string, Character>();
    for (const entry of deps.registry.entries()) {
      if (!entry.player) continue;
      const at = `${entry.player}\n${entry.raw}`;
      let cached = castCache.get(entry.postId);
      if (cached?.at !== at) {
        const c = toCharacter(entry.sheet);
        const made = c.ok ? initialState({ moderator: deps.moderator, players: [entry.player], characters: [{ ...c.value, player: entry.player }] }) : undefined;
        cached = { at, character: made?.ok ? made.value.characters[entry.character] : undefined };
        castCache.set(entry.postId, cached);
      }
      if (cached.character) cast.set(entry.character, cached.character);
    }
    return cast;
  }

  /** A post the game plays: its game blocks, and whether one of them acts (a scene, action or interval block). */
  interface GamePost { readonly blocks: readonly GameBlock[]; readonly acts: boolean }
  type PostHook = HookContext<"post_created" | "post_edited">;

  /**
   * The post, if it is the game's: it has a scene, action or interval block, or it has pools and its
   * topic has a scene in play (or a stored game this service cannot read, which then answers it).
   */
  async function claim(ctx: PostHook, seen: PostInPlay): Promise<GamePost | undefined> {
    // Blocks whose keywords do not reveal their language are read in the game's.
    const blocks: GameBlock[] = parsePost(seen.post.raw, { lang: seen.lang }).map((p, index) => ({ index, parsed: p }))
      .filter((b) => b.parsed.block === "scene" || b.parsed.block === "action" || b.parsed.block === "interval" || b.parsed.block === "pool");
    if (blocks.length === 0) return undefined;
    const acts = blocks.some((b) => b.parsed.block !== "pool");
    if (acts) return { blocks, acts };
    const row = await ctx.store.getScene(seen.post.topic_id, GAME_ROW);
    const read = row ? readTopicGame(row.state) : undefined;
    return read && (!read.ok || read.value.game.scene) ? { blocks, acts } : undefined;
  }

  /** A row that is not a game this service can read: nothing applies, the author is told once, and the operator's log says why. */
  async function answerUnreadable(ctx: PostHook, { post, lang, now }: PostInPlay, error: GfError): Promise<void> {
    unreadableGame(ctx.log, post.topic_id, error);
    await ctx.store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      key: `game-unreadable:${post.id}`, raw: templates.finish(sceneUnreadableReply(lang, { username: post.username, message: localise(gameMessages, error, lang) }), lang),
      mentions: [post.username] });
    deps.enqueued();
  }

  /**
   * A post already applied: an edit never replays or undoes a move (as for rolls); when its game
   * blocks changed, the author is told the move stands, once per new text.
   */
  async function answerEdit(ctx: PostHook, { post, lang, now }: PostInPlay, topic: TopicGame, digest: string): Promise<void> {
    const was = topic.digests?.[String(post.id)];
    if (was === undefined || was === digest) return;
    await ctx.store.enqueue({ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      key: `stands:${post.id}:${digest}`, raw: templates.finish(sceneStandsReply(lang,
        { username: post.username, link: `${deps.forumUrl}/t/${post.topic_id}/${post.post_number}` }), lang), mentions: [post.username] });
    deps.enqueued();
  }

  /** The refused line quoted back with the reason, in the game's language; nothing changes. */
  function refusalReply({ post, lang, now }: PostInPlay, r: Refusal): NewOutboxItem {
    // A block still naming the template's placeholder where a character goes is refused at that line, as a word to replace.
    const held = placeholderRefusal(post.raw, Object.values(SHEET_PLACEHOLDER), lang);
    const line = held?.line ?? r.line;
    const lineText = (post.raw.split(/\r\n|\r|\n/)[line - 1] ?? "").trim();
    return { topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
      key: `scene-error:${post.id}:${r.block}:${shortHash(`${lineText}\n${held?.code ?? r.error.code}`)}`,
      raw: templates.finish(sceneErrorReply(lang, { username: post.username, lineNo: line, lineText, message: held?.message ?? refusalText(r, lang) }), lang), mentions: [post.username] };
  }

  /**
   * The state the post plays on: the stored game with its characters back from the sheets, and every
   * player's balance as the ledger holds it now, whatever topic moved it (GF-PTS-1).
   */
  async function startingGame(store: Store, username: string, topic: TopicGame | undefined) {
    const who = new Set([username, ...(topic?.game.players ?? []), ...deps.registry.entries().flatMap((e) => (e.player ? [e.player] : []))]);
    const balancesNow = await playerBalances(store, [...who].map((p) => p.toLowerCase()));
    // Players not in the game yet (a rater joining) bring their balance with them (play-post's withPlayer).
    const known = Object.fromEntries([...who].map((p) => [p, balancesNow[p.toLowerCase()]!]));
    const cast = sheetCast();
    const stored = topic ? unpackGame(topic.game, cast) : undefined;
    const game = stored ? { ...stored, balances: withBalances({ ...known, ...stored.balances }, balancesNow) } : undefined;
    return { game, balancesNow, cast };
  }

  /** What the rules' translation of the post asks of the service: sheets, owners, a fresh game, and the dice. */
  function playContext({ post, now }: PostInPlay, topic: TopicGame | undefined, balancesNow: Readonly<Record<string, Balance>>, roll: SceneRoller["roll"]): PlayContext {
    return {
      author: { username: post.username, staff: !!(post.staff || post.admin || post.moderator) }, moderator: deps.moderator,
      // GF-AMB-28: the wait for a rating runs from the post that ended the scene (the last applied).
      ratingOverdue: !!topic?.waiting && now - topic.waiting.since >= deps.maxWaitMs,
      ...(topic?.finaleRatings ? { finaleRatings: topic.finaleRatings } : {}),
      ownerOf: (c) => deps.registry.find(c)?.player,
      characterOfSheet: (ref) => {
        const parsed = parseSheetRef(ref, deps.forum);
        return parsed.ok && "postId" in parsed.value ? deps.registry.byPostId(parsed.value.postId)?.character : undefined;
      },
      // GF-META-2: the character a player runs, as the registry names it for free pools too.
      characterOf: (u) => deps.registry.characterOf(u),
      freshGame: (previous, number) => freshGame(previous, balancesNow, number),
      unplayable: (character) => {
        const entry = deps.registry.find(character);
        const c = entry ? toCharacter(entry.sheet) : undefined;
        return c && !c.ok ? c.error : undefined;
      },
      roll,
    };
  }

  /**
   * The sheet updates the post's actions make, each with the rules behind it; a withdrawal's undo of
   * its scene's changes comes after them (GF-SUSP-2). Also the record of what each scene changed.
   */
  function sheetJobsOf({ post, lang, now }: PostInPlay, topic: TopicGame | undefined, played: PlayedPost) {
    const { before, game, actions, fills } = played;
    const fallbackRule = actions.map((a) => ACTION_RULE[a.type]).find((r) => r) ?? "GF-SCENE-1";
    // GF-SUSP-2: a withdrawal's points and sheet changes are the withdrawn scene's.
    const withdrawn = actions.some((a) => a.type === "withdraw") ? before.suspended?.scene.number : undefined;
    const sceneNo = game.scene?.number ?? before.scene?.number ?? withdrawn ?? game.scenesPlayed;
    const jobs: SheetJob[] = sheetUpdatesBetween(before, game, { langOf, fills })
      .filter((u) => deps.registry.find(u.character))
      .map((u) => ({ key: `${post.id}:${u.character}`, character: u.character, changes: u.changes, scene: sceneNo,
        rules: u.rules.length ? u.rules : [fallbackRule], at: now }));
    if (withdrawn !== undefined) {
      for (const u of undoScene(topic?.sceneSheets ?? [], withdrawn, langOf).filter((x) => deps.registry.find(x.character))) {
        jobs.push({ key: `${post.id}:undo:${u.character}`, character: u.character, changes: u.changes, scene: withdrawn, rules: ["GF-SUSP-2"], at: now,
          undo: { postId: post.id, postNumber: post.post_number, username: post.username, lang } });
      }
    }
    const sceneSheets = recordSceneSheets(topic?.sceneSheets ?? [], before, game,
      jobs.filter((j) => !j.undo && j.changes.some((c) => c.type !== "points")).map((j) => j.character));
    return { jobs, sceneSheets };
  }

  /** The scene reply: what happened, the rolls, the points, and whose turn it is now. */
  async function sceneReply({ post, lang }: PostInPlay, played: PlayedPost) {
    const { before, game, actions, rolls, finaleRatings } = played;
    // Only players the forum confirms as users are mentioned (a rater's name is anyone's text).
    await Promise.all([...turnNames(game), ...(finaleRatings ? game.players : [])].map((n) => deps.users.find(n)));
    const turn = sceneTurn(game, deps.users.mention);
    const say = (e: GfError) => localise(gameMessages, e, lang);
    const raw = templates.finish(sceneUpdateReply(lang, {
      username: post.username, happened: [...happened(before, game, actions, lang),
        // GF-FIN-5: a rating of the Grand Finale waits for the rest of the group's.
        ...(finaleRatings ? [say({ code: "game.did.finale-rating", params: { missing: game.players.filter((p) => !finaleRatings.some((r) => r.player === p)).map((p) => deps.users.mention(p)).join(", ") } })] : [])],
      rolls: rolls.map((r) => rollView(r, post.id, lang)),
      points: game.ledger.slice(before.ledger.length).map((e) => say({ code: "game.points", params: { player: replyName(e.player), amount: e.amount > 0 ? `+${e.amount}` : e.amount,
        currency: e.currency.toUpperCase(), rule: e.rule } }).replace(/ \(\)$/, "")),
      turn: say(turn.line),
    }), lang);
    return { turn, raw };
  }

  /** The topic's game after the post: the packed state, its log, the applied list, the turn's wait and the pending sheet jobs. */
  function nextTopicGame({ post, lang, now }: PostInPlay, topic: TopicGame | undefined, played: PlayedPost, cast: SheetCast, digest: string,
    turnKey: string, sheets: ReturnType<typeof sheetJobsOf>): TopicGame {
    const { before, game, actions, finaleRatings } = played;
    const packed = packGame(game, cast);
    const extended = extendLog(topic?.log, before, actions);
    const log = extended && packLog(extended, cast, game, packed);
    return {
      ...(log ? { log } : {}),
      ...(finaleRatings ? { finaleRatings } : actions.some((a) => a.type === "rate-finale") || !topic?.finaleRatings ? {} : { finaleRatings: topic.finaleRatings }),
      game: packed, applied: [...(topic?.applied ?? []), post.id].slice(-APPLIED_KEPT),
      digests: keepDigests({ ...topic?.digests, [String(post.id)]: digest }),
      waiting: { since: now, key: turnKey, postId: post.id, postNumber: post.post_number, reminded: false },
      sheetJobs: [...(topic?.sheetJobs ?? []), ...sheets.jobs], lang,
      ...(sheets.sceneSheets.length ? { sceneSheets: sheets.sceneSheets } : {}),
      ...(actions.some((a) => a.type === "open") ? { sceneFrom: post.post_number } : topic?.sceneFrom !== undefined ? { sceneFrom: topic.sceneFrom } : {}),
    };
  }

  /**
   * Plays a post the game claimed. Each look reads the topic's game, plays the post on it and
   * commits the new state, its rolls, points and reply in one transaction; a commit that finds the
   * game moved (another post, or a post elsewhere spending the same points) plays the post again.
   * This text of the post is applied or refused once across instances (judge-post.ts): a refusal
   * reads the store's sheets and plays the post again first; a text judged before answers nothing.
   * "declined": the scene it claimed the pools for ended meanwhile, so they are free pools again.
   */
  async function play(ctx: PostHook, seen: PostInPlay, claimed: GamePost): Promise<"played" | "declined"> {
    const { post, lang, now } = seen;
    const { blocks, acts } = claimed;
    const pools = blocks.filter((b) => b.parsed.block === "pool").length;
    const digest = shortHash(blocks.map((b) => post.raw.slice(b.parsed.span.start, b.parsed.span.end)).join("\n"));
    // The roll time is now, when the service first sees the post's pools (docs/verifiable-dice.md §7).
    let rollAt: Awaited<ReturnType<typeof deps.dice.forPost>> | undefined;
    const settled = (value: "played" | "declined") => ({ kind: "settled", value }) as const;
    type Applied = { readonly actions: readonly Action[]; readonly phase: GameState["phase"]; readonly turn: string | null };
    const judge = async (): Promise<Verdict<"played" | "declined", Applied>> => {
      const row = await ctx.store.getScene(post.topic_id, GAME_ROW);
      const read = row ? readTopicGame(row.state) : undefined;
      if (read && !read.ok) { await answerUnreadable(ctx, seen, read.error); return settled("played"); }
      const topic = read?.value;
      if (!acts && !topic?.game.scene) return settled("declined");
      if (topic?.applied.includes(post.id)) { await answerEdit(ctx, seen, topic, digest); return settled("played"); }
      // An edit of a post older than the scene in play (a pool rolled before it opened, say) is not a move in it.
      if (topic?.game.scene && topic.sceneFrom !== undefined && post.post_number < topic.sceneFrom && !blocks.some((b) => b.parsed.block === "scene")) return settled("played");
      if (!acts && (await ctx.store.rolledBlocks(post.id)).length > 0) return settled("played");
      if (pools && topic?.game.scene && await overRollLimit(ctx, seen, pools, deps)) return settled("played");
      const start = await startingGame(ctx.store, post.username, topic);
      // With a beacon this waits for the post's round; BeaconUnavailable stops the post here, before
      // anything is committed (service.ts keeps it for a later try). Only posts with pools roll.
      if (pools && !rollAt) rollAt = await deps.dice.forPost(ctx.seenAt ?? now, lang, await ctx.forumTime?.());
      // Each look rolls from the log's tip as it is now; a concurrent roller's commit moves it.
      const roller = sceneRoller({ forum: deps.forum, topic: post.topic_id, post: post.id }, rollAt?.(await ctx.store.logTip()));
      const played = playPost(start.game, blocks, playContext(seen, topic, start.balancesNow, roller.roll));
      // The dice could not be rolled now (no roll time, the beacon or the seed not there yet): nobody's
      // move, so nothing is answered; failing the job here makes the outbox try the post again later.
      if (!played.ok && played.error.source === "dice") throw new Error(`scene roll: ${played.error.error.code}`);
      if (!played.ok) {
        const r = played.error;
        return { kind: "refused", replies: [refusalReply(seen, r)], log: { code: r.error.code, rule: r.error.rule, block: r.block } };
      }
      const { before, game, actions } = played.value;
      const points: PointsEntry[] = game.ledger.slice(before.ledger.length).map((e) => ({ player: e.player.toLowerCase(), character: e.character ?? e.player,
        kind: e.currency.toUpperCase(), delta: e.amount, reason: `${e.rule} ${e.reason} @${e.player}`, postId: post.id, createdAt: now }));
      const answer = await sceneReply(seen, played.value);
      // The record of what the post applied goes into the forum with the reply (game-record.ts).
      const record = postRecord({ ...(startsLog(topic?.log, actions) ? { setup: setupFrom(before) } : {}), actions, players: game.players,
        count: extendLog(topic?.log, before, actions)?.actions.length ?? 0 });
      const reply = { ...answer, raw: withRecord(answer.raw, record) };
      const replyKey = `scene:${post.id}`;
      const next = nextTopicGame(seen, topic, played.value, start.cast, digest, reply.turn.key, sheetJobsOf(seen, topic, played.value));
      return { kind: "apply", refusing: false, value: { actions, phase: game.phase, turn: reply.turn.who },
        commit: (outcome) => ctx.store.commitScene({ scene: topicGameRow(post.topic_id, next, (row?.version ?? 0) + 1),
          expectedVersion: row?.version ?? 0, postId: post.id, version: post.version, points, outcome,
          rolls: roller.records(played.value.rolls, { postId: post.id, topicId: post.topic_id, userId: post.user_id, username: post.username, replyKey, createdAt: now }),
          outbox: [{ topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply", key: replyKey, raw: reply.raw,
            mentions: [post.username, ...game.players, deps.moderator], cards: ["gf-roll"] }] }) };
    };
    const judged = await judgePost(ctx, seen, { name: "scene", sync: () => deps.registry.sync(), enqueued: deps.enqueued, judge });
    if (judged.kind === "settled") return judged.value;
    if (judged.kind === "applied") {
      ctx.log.info("scene: applied", { actions: judged.value.actions.map((a) => a.type), phase: judged.value.phase, turn: judged.value.turn });
      // The topic is assigned to whoever the scene now waits for; to nobody between scenes.
      await deps.assignments?.turn(post.topic_id, judged.value.turn ?? undefined);
      await writeSheets(ctx.store, ctx.discourse, post.topic_id, ctx.log);
    }
    return "played";
  }

  /**
   * The rows the sweep has work in, as the store finds them without reading the others: a wait begun
   * before now minus the group's maximum wait (as configured now), or sheet updates pending.
   */
  const dueRows = (store: Store, now: number) => store.scenesToSweep(now - deps.maxWaitMs);

  /**
   * GF-MOD-2, GF-FORUM-1: one reminder mentioning the player whose turn has waited longer than the
   * group's maximum; `reminded` keeps it to one per wait.
   */
  async function remindTurns(store: Store, now: number, log: Log): Promise<number> {
    return (await remindRows(store, await dueRows(store, now), now, log)).sent;
  }

  /**
   * Reminds the due waits of the rows read, and writes back the sweep's fields of a row whose stored
   * ones say other than its game (a row from before the store kept them, or not a game's row): read
   * once, never again until it has work. The topics with sheet updates pending, for the sweep.
   */
  async function remindRows(store: Store, rows: readonly SceneState[], now: number, log: Log): Promise<{ sent: number; pending: number[] }> {
    let sent = 0;
    const pending: number[] = [];
    for (const row of rows) {
      const read = row.sceneNo === GAME_ROW ? readTopicGame(row.state) : undefined;
      // A row this service cannot read stays found, and is logged at each sweep for the operator.
      if (read && !read.ok) { unreadableGame(log, row.topicId, read.error); continue; }
      const topic = read?.value;
      const since = topic ? remindableSince(topic) : null;
      const jobs = topic?.sheetJobs.length ?? 0;
      if (jobs) pending.push(row.topicId);
      if (topic && topic.waiting && since !== null && now - since >= deps.maxWaitMs) {
        if (await remind(store, row, topic, topic.waiting, now)) { sent++; continue; }
      }
      if (row.waitingSince !== since || row.pendingSheets !== jobs) {
        await store.putScene({ ...row, version: row.version + 1, waitingSince: since, pendingSheets: jobs }, row.version);
      }
    }
    if (sent) deps.enqueued();
    return { sent, pending };
  }

  /** The reminder of one wait, committed with the wait marked reminded; whether it was. */
  async function remind(store: Store, row: SceneState, topic: TopicGame, w: NonNullable<TopicGame["waiting"]>, now: number): Promise<boolean> {
    await Promise.all([...turnNames(topic.game), deps.moderator].map((n) => deps.users.find(n)));
    const turn = sceneTurn(topic.game, deps.users.mention);
    // Games stored before the language was recorded fall back on the forum's.
    const lang = topic.lang ?? deps.langFor(null);
    const raw = templates.finish(sceneReminderReply(lang, { who: deps.users.mention(turn.who), hours: Math.floor((now - w.since) / 3_600_000),
      max: Math.round(deps.maxWaitMs / 360_000) / 10, turn: localise(gameMessages, turn.line, lang),
      // GF-MOD-2: finding out what keeps a player is the Moderator's duty ("averiguar qué sucede"), so they hear of it too.
      moderator: deps.moderator.toLowerCase() !== deps.serviceUsername.toLowerCase() && deps.moderator !== turn.who ? deps.users.mention(deps.moderator) : undefined }), lang);
    const next: TopicGame = { ...topic, waiting: { ...w, reminded: true } };
    return store.commitScene({ scene: topicGameRow(row.topicId, next, row.version + 1), expectedVersion: row.version,
      postId: w.postId, version: 0, rolls: [], points: [],
      outbox: [{ kind: "reply", key: `remind:${row.topicId}:${w.since}:${w.key}`, topicId: row.topicId, postId: w.postId,
        replyToPostNumber: w.postNumber, raw, createdAt: now, mentions: [turn.who ?? "", deps.moderator] }] });
  }

  /**
   * The service's periodic pass: turn reminders, and sheet updates still pending in any topic (the
   * forum was away, or the process stopped between a commit and its sheet writes). Only the rows
   * with work are read (store.scenesToSweep), once per pass.
   */
  async function sweep(store: Store, discourse: DiscourseClient, now: number, log: Log): Promise<void> {
    const { pending } = await remindRows(store, await dueRows(store, now), now, log);
    for (const topicId of pending) await writeSheets(store, discourse, topicId, log);
  }

  return { claim, play, remindTurns, sweep, writeSheets };
}
