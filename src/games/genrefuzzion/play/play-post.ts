// One post of a GenreFuzzion scene topic through the rules: its [gf-scene], [gf-action] and [gf-pool] blocks, in
// the order written, each translated into a rules action and applied with apply(). A pool is first
// planned (planRoll: the sizes come from the sheet, never from what the player typed), then rolled by
// the caller's verifiable roll, then applied as a `roll` with those faces. A post is all or nothing:
// the first refusal stops it, and the state it started from is what stays.
//
// Markup → rules (docs/markup.md §2, §3, §5): a pool's `trick` lines are the rules' `tricks`; bare
// dice are refused inside a scene; an effect line's target is the outcome's `name`, its die a size
// ("d8"), or else the first effect die of the winner's last roll (GF-WIN-2).
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok } from "../../../lib/result.js";
import type { GfError, Result } from "../../../lib/result.js";
import type { ActionNode, IntervalNode, ParsedBlock, PoolNode, SceneNode } from "../markup/index.js";
import { apply, parseAction, planRoll, slotOfLine } from "../rules/index.js";
import type { Action, GameState, RolledDie, RollRecord, Side } from "../rules/index.js";
import { findTableEntry } from "../sheet/index.js";

export interface PostAuthor {
  readonly username: string;
  /** Discourse staff (admin or moderator): may act for any character (GF-MOD-2). */
  readonly staff: boolean;
}

export interface PlayContext {
  readonly author: PostAuthor;
  /** The game's Moderator (GF-MOD-1): may act for any character, and suspends and resumes. */
  readonly moderator: string;
  /** The sheet owner of a character, when the registry knows it. */
  readonly ownerOf: (character: string) => string | undefined;
  /** The character of the sheet a pool's `ficha`/`sheet` attribute names (a post id or URL), when known. */
  readonly characterOfSheet?: (ref: string) => string | undefined;
  /** The character whose sheet a user owns, when the registry knows one. */
  readonly characterOf: (username: string) => string | undefined;
  /** A fresh game for a scene opening, built from the sheets over the topic's game so far; `number` is the scene's as posted. */
  readonly freshGame: (previous: GameState | undefined, number?: number) => Result<GameState, GfError>;
  /** Why a character's registered sheet cannot be played (an incomplete sheet, which a fresh game leaves out), if it cannot. */
  readonly unplayable?: (character: string) => GfError | undefined;
  /**
   * GF-AMB-28: whether the scene has waited for a rating longer than the group's maximum wait. The
   * rules take no clock, so this is the service's judgement: a Moderator's `calificador` line counts
   * only then.
   */
  readonly ratingOverdue?: boolean;
  /** GF-FIN-5: the Grand Finale's ratings given so far (one per player), while the group is still rating it. */
  readonly finaleRatings?: readonly FinaleRating[];
  /**
   * The verifiable roll of `sizes` for one roll of one of the post's pools, or why the dice could not
   * be rolled now (a "dice" refusal: no fault of the player's).
   */
  readonly roll: (sizes: readonly number[], which: PoolRollRef) => Result<{ dice: RolledDie[]; proof: string }, GfError>;
}

/**
 * Which roll of a post a roll is: its pool, counted from 0 among the post's [gf-pool] blocks, and
 * which of that pool's rolls (Cámara lenta, GF-TRICK-03, rolls a pool twice and keeps the better).
 */
export interface PoolRollRef {
  readonly pool: number;
  readonly take: 0 | 1;
}

/** A roll made for the post, for the reply's [gf-roll] block. */
export interface PostRoll {
  readonly which: PoolRollRef;
  readonly pool: string;
  readonly character: string;
  readonly side: Side;
  readonly scene: number;
  readonly proof: string;
  /** The roll as the rules recorded it: dice as rolled and their evaluation. */
  readonly record: RollRecord;
}

export interface PlayedPost {
  /** The state the post's first action applied to (after a scene opening's fresh start from the sheets). */
  readonly before: GameState;
  readonly game: GameState;
  readonly actions: readonly Action[];
  readonly rolls: readonly PostRoll[];
  /** GF-TT-3: the placeholder texts of tricks and flaws bought in an interval, by table id, for the sheet. */
  readonly fills: Readonly<Record<string, readonly string[]>>;
  /** GF-FIN-5: the Grand Finale's ratings so far, when this post added one and others are still missing. */
  readonly finaleRatings?: readonly FinaleRating[];
}

/** One player's rating of the Grand Finale (GF-FIN-5), kept until every player has rated. */
export interface FinaleRating { readonly player: string; readonly protagonist: number; readonly antagonist: number }

export interface Refusal {
  /** Index of the block in the post (parsePost order). */
  readonly block: number;
  /** 1-based line of the post to quote. */
  readonly line: number;
  readonly lang: Lang;
  readonly error: GfError;
  /**
   * "markup" errors are the parser's; "game" and "rules" errors their own catalogues; "dice" means
   * the dice could not be rolled now, which is nobody's move: the caller tries the post again later.
   */
  readonly source: "markup" | "game" | "rules" | "dice";
}

/** The blocks the game acts on, with their index in the post. */
export interface GameBlock { readonly index: number; readonly parsed: ParsedBlock }

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function playPost(start: GameState | undefined, blocks: readonly GameBlock[], ctx: PlayContext): Result<PlayedPost, Refusal> {
  let game = start;
  let before: GameState | undefined;
  const fills: Record<string, string[]> = {};
  const actions: Action[] = [];
  const rolls: PostRoll[] = [];
  let poolIndex = -1;
  let finaleRatings: readonly FinaleRating[] | undefined;
  for (const { index, parsed } of blocks) {
    const refuse = (error: GfError, line: number, source: Refusal["source"] = "game") => err({ block: index, line, lang: parsed.lang, error, source });
    const firstError = parsed.errors[0];
    if (parsed.block === "pool") poolIndex++;
    if (firstError) return refuse(firstError, firstError.line, "markup");
    const node = parsed.node;
    const at = parsed.span.line;

    if (node.block === "scene") {
      // GF-SCENE-2: a new scene starts from the sheets as they are now; one in progress is the rules' to refuse.
      const base = !game || game.phase === "idle" || game.phase === "interval" ? ctx.freshGame(game, node.number) : ok(game);
      if (!base.ok) return refuse(base.error, at);
      const action = openAction(node, ctx);
      if (!action.ok) return refuse(action.error, at);
      // GF-AMB-07: a forum user named to run an extra ally joins the game, like a rater (withPlayer).
      const from = node.allies.reduce((g, a) => (a.runner ? withPlayer(g, a.runner) : g), withPlayer(base.value, ctx.author.username));
      const r = applyAs(from, action.value);
      if (!r.ok) {
        // GF-RET-4 refuses a character the fresh game left out; when that is because its sheet is
        // incomplete (a relationship with no one, GF-REL-1…), the refusal says so, not "not your character".
        const opened = action.value.type === "open" ? action.value.character : undefined;
        const mine = !!opened && ctx.ownerOf(opened)?.toLowerCase() === ctx.author.username.toLowerCase();
        const why = r.error.code === "scene.no-character" && mine ? ctx.unplayable?.(opened) : undefined;
        if (why && opened) return refuse(gfError("game.sheet-incomplete", why.rule, { character: opened, name: String(why.params?.["name"] ?? "-") }), at);
        return refuse(r.error, at, "rules");
      }
      before ??= from;
      game = r.value;
      actions.push(action.value);
      continue;
    }
    if (!game || !game.scene) {
      // Intervals, and resuming or withdrawing a suspended scene, need no scene in play; the rest does.
      const resumes = node.block === "interval" || (node.block === "action" && node.actions.every((a) => a.type === "resume" || a.type === "withdraw"));
      const first = node.block === "action" ? node.actions[0]?.span.line : node.block === "pool" ? node.entries[0]?.span.line : undefined;
      if (!game || !resumes) return refuse(gfError("game.no-scene", "GF-SCENE-2"), first ?? at);
    }

    // A block naming its scene (escena=N, as the plugin's buttons write it) acts only in that scene.
    const named = node.block === "pool" || node.block === "action" ? node.scene : undefined;
    if (named !== undefined && game.scene && named !== game.scene.number) {
      return refuse(gfError("game.wrong-scene", "GF-SCENE-1", { named, scene: game.scene.number }), at);
    }
    before ??= game;
    if (node.block === "pool") {
      const played = playPool(game, node, poolIndex, ctx, at);
      if (!played.ok) return refuse(played.error.error, played.error.line, played.error.source);
      game = played.value.game;
      actions.push(played.value.action);
      rolls.push(...played.value.rolls);
      continue;
    }
    if (node.block === "interval") {
      const played = playInterval(game, node, ctx);
      if (!played.ok) return refuse(played.error.error, played.error.line, played.error.source);
      game = played.value.game;
      actions.push(...played.value.actions);
      for (const [id, texts] of Object.entries(played.value.fills)) fills[id] = texts;
      continue;
    }
    if (node.block !== "action") continue;
    const played = playActions(game, node, blocks.some((b) => b.parsed.block === "pool" && b.index > index), ctx);
    if (!played.ok) return refuse(played.error.error, played.error.line, played.error.source);
    game = played.value.game;
    actions.push(...played.value.actions);
    if (played.value.collected) finaleRatings = played.value.collected;
  }
  if (game) game = skipEmptyEffect(game, actions);
  if (!game) return err({ block: blocks[0]?.index ?? 0, line: blocks[0]?.parsed.span.line ?? 1, lang: blocks[0]?.parsed.lang ?? "es", error: gfError("game.no-scene", "GF-SCENE-2"), source: "game" });
  return ok({ before: before ?? game, game, actions, rolls, fills, ...(finaleRatings ? { finaleRatings } : {}) });
}

type Step<T> = Result<T, { error: GfError; line: number; source: Refusal["source"] }>;
const fail = (error: GfError, line: number, source: Refusal["source"] = "game") => err({ error, line, source });

/**
 * Players outside the starting list (a rater with no sheet yet) join the game when they first act.
 * The Moderator is a player from the start (GF-MOD-1), unless the service's own account stands in
 * for them, which plays nothing: acting as the Moderator does not make it one (GF-FIN-5 would wait
 * for its rating).
 */
function withPlayer(game: GameState, username: string): GameState {
  if (game.players.some((p) => p === username) || username === game.moderator) return game;
  return { ...game, players: [...game.players, username], balances: { ...game.balances, [username]: game.balances[username] ?? { pv: 0, pk: 0 } } };
}

function applyAs(game: GameState, input: unknown): Result<GameState, GfError> {
  const action = parseAction(input);
  return action.ok ? apply(game, action.value) : action;
}

function openAction(node: SceneNode, ctx: PlayContext): Result<Action, GfError> {
  const character = node.protagonist?.value.trim() || ctx.characterOf(ctx.author.username);
  if (!character) return err(gfError("game.no-character", "GF-SCENE-2"));
  const owner = ctx.ownerOf(character);
  if (owner && !same(owner, ctx.author.username)) return err(gfError("game.not-your-character", "GF-SCENE-2", { player: ctx.author.username, character, owner }));
  return parseAction({
    type: "open", player: ctx.author.username, character,
    title: node.title?.value ?? "", setting: node.setting?.value ?? "", tone: node.tone?.value ?? "",
    sceneCliches: node.cliches.map((c) => ({ name: c.name, die: c.die ?? 0 })),
    antagonist: node.antagonist?.name ?? "",
    ...(node.antagonist?.description ? { antagonistDescription: node.antagonist.description } : {}),
    intention: node.intention?.value ?? "", allies: node.allies.map((a) => a.name),
    runners: Object.fromEntries(node.allies.flatMap((a) => (a.runner ? [[a.name, a.runner]] : []))),
    // GF-FIN-1: the scene block's "gran final" field.
    ...(node.finale?.value ? { finale: true } : {}),
  });
}

/**
 * Which character a block acts for and which player the rules see acting: the author, or, for staff
 * and the Moderator, the character's own player (they may act for anyone, GF-MOD-2).
 */
function actorFor(game: GameState, named: string | undefined, role: Side | undefined, ctx: PlayContext, line: number): Step<{ character: string; player: string }> {
  const scene = game.scene;
  const author = ctx.author.username;
  const bySide = (side: Side) => scene?.[side].character;
  let character = named ?? (role ? bySide(role) : undefined);
  if (!character && scene) {
    if (same(scene.protagonist.player, author)) character = scene.protagonist.character;
    else if (same(scene.antagonist.player, author)) character = scene.antagonist.character;
  }
  character ??= ctx.characterOf(author);
  if (!character) return fail(gfError("game.no-character", "GF-POOL-1"), line);
  // The rules name characters as the sheets spell them; the post may differ in case.
  character = Object.keys(game.characters).find((c) => same(c, character)) ?? character;
  const sheet = game.characters[character];
  const principal = scene && (same(scene.antagonist.character, character) ? scene.antagonist : same(scene.protagonist.character, character) ? scene.protagonist : undefined);
  const owner = (sheet?.kind === "character" ? sheet.player : undefined) ?? principal?.player ?? ctx.ownerOf(character);
  if (!owner || same(owner, author)) return ok({ character, player: owner ?? author });
  if (ctx.author.staff || same(ctx.moderator, author)) return ok({ character, player: owner });
  return fail(gfError("game.not-your-character", "GF-FORUM-4", { player: author, character, owner }), line);
}

function playPool(game: GameState, node: PoolNode, poolIndex: number, ctx: PlayContext, blockLine: number): Step<{ game: GameState; action: Action; rolls: PostRoll[] }> {
  const line = node.entries[0]?.span.line ?? blockLine;
  // A refusal about the pool as a whole (a retry's or an opposition's size, GF-RES-6) quotes the
  // block's opening line, not its first trait, which has nothing wrong with it.
  const whole = (error: GfError) => (WHOLE_POOL.has(error.code) ? blockLine : undefined);
  const named = node.character ?? (node.sheet !== undefined ? ctx.characterOfSheet?.(node.sheet) : undefined);
  const who = actorFor(game, named, node.role, ctx, line);
  if (!who.ok) return who;
  const pool: Record<string, unknown>[] = [];
  const tricks: { id: string }[] = [];
  for (const e of node.entries) {
    // GF-POOL-1: inside a scene every die has a source on the sheet.
    if (e.kind === "free") return fail(gfError("game.bare-dice", "GF-POOL-1"), e.span.line);
    if (e.kind === "trick") {
      const found = findTableEntry("trick", e.name);
      if (!found) return fail(gfError("game.unknown-trick", "GF-TT-4", { name: e.name }), e.span.line);
      tricks.push({ id: found.entry.id });
      continue;
    }
    pool.push({ kind: e.kind, name: e.name, ...(e.kind === "ally" && e.owner ? { owner: e.owner } : {}),
      ...(e.dice[0] ? { size: e.dice[0] } : {}), ...(e.sacrifice ? { sacrifice: true } : {}) });
  }
  const boostPv = node.boosts.some((b) => b.currency === "pv");
  const boostPk = node.boosts.some((b) => b.currency === "pk");
  const g = withPlayer(game, who.value.player);
  const plan = planRoll(g, { player: who.value.player, character: who.value.character, pool: pool as never, tricks, boostPv, boostPk });
  if (!plan.ok) return fail(plan.error, lineOf(plan.error, node) ?? whole(plan.error) ?? line, "rules");
  const rolledFirst = ctx.roll(plan.value.sizes, { pool: poolIndex, take: 0 });
  if (!rolledFirst.ok) return fail(rolledFirst.error, line, "dice");
  const first = rolledFirst.value;
  const rolledSecond = plan.value.rolls === 2 ? ctx.roll(plan.value.sizes, { pool: poolIndex, take: 1 }) : undefined;
  if (rolledSecond && !rolledSecond.ok) return fail(rolledSecond.error, line, "dice");
  const second = rolledSecond?.value;
  const input = { type: "roll", player: who.value.player, character: who.value.character, pool, tricks, dice: first.dice,
    ...(second ? { secondDice: second.dice } : {}), ...(boostPv ? { boostPv } : {}), ...(boostPk ? { boostPk } : {}) };
  const action = parseAction(input);
  if (!action.ok) return fail(action.error, line, "rules");
  const r = apply(g, action.value);
  if (!r.ok) return fail(r.error, lineOf(r.error, node) ?? whole(r.error) ?? line, "rules");
  const scene = r.value.scene!;
  const record = scene.rolls[scene.rolls.length - 1]!;
  const canonical = plan.value.sizes.map((s) => `d${s}`).join(" ");
  const made = [first, ...(second ? [second] : [])].map((x, n): PostRoll => ({ which: { pool: poolIndex, take: n === 0 ? 0 : 1 }, pool: canonical,
    character: record.character, side: record.side, scene: scene.number, proof: x.proof, record }));
  return ok({ game: r.value, action: action.value, rolls: made });
}

/** Rules errors about a pool as a whole: its size on a retry or an opposition (GF-RES-6, GF-RES-3). */
const WHOLE_POOL: ReadonlySet<string> = new Set(["pool.retry-size", "pool.oppose-size"]);

/**
 * The pool line a rules error is about, to quote it: the trait it names; for a slot over its limit,
 * the first line past it (GF-POOL-2, GF-POOL-3: a fourth cliché, a second bought d6); for points the
 * pool cannot pay, the line that spent them (its boost line, the bought d6, the rival's trait, the
 * third cliché, the trick: GF-PTS-2's cause); else undefined (the caller quotes the block's first line).
 */
function lineOf(error: GfError, node: PoolNode): number | undefined {
  const name = error.params?.["name"];
  if (typeof name === "string") return node.entries.find((e) => same(e.name, name))?.span.line;
  const { slot, max } = error.params ?? {};
  if (error.code === "pool.too-many" && typeof slot === "string" && typeof max === "number") {
    return node.entries.filter((e) => slotOfLine(e.kind) === slot)[max]?.span.line;
  }
  const cause = error.code === "points.short" ? error.params?.["cause"] : undefined;
  if (typeof cause !== "string") return undefined;
  const kind = (k: string) => node.entries.filter((e) => e.kind === k);
  if (cause === "roll.boost-pv" || cause === "roll.boost-pk") return node.boosts.find((b) => b.currency === cause.slice(-2))?.span.line;
  if (cause === "pool.bought-d6") return kind("bought")[0]?.span.line;
  if (cause === "pool.against") return kind("against")[0]?.span.line;
  // GF-POOL-3: the third cliché is the one that costs.
  if (cause === "pool.third-cliche") return kind("cliche")[2]?.span.line;
  if (cause.startsWith("trick.")) return kind("trick").find((e) => findTableEntry("trick", e.name)?.entry.id === cause.slice("trick.".length))?.span.line;
  return undefined;
}

/** Rules actions applied one after another, each checked with parseAction and apply; the first refusal stops. */
function steps(start: GameState) {
  const run = {
    game: start,
    actions: [] as Action[],
    step(input: Record<string, unknown>, line: number): Step<null> {
      const action = parseAction(input);
      if (!action.ok) return fail(action.error, line, "rules");
      const r = apply(withPlayer(run.game, String(input["player"])), action.value);
      if (!r.ok) return fail(r.error, line, "rules");
      run.game = r.value;
      run.actions.push(action.value);
      return ok(null);
    },
  };
  return run;
}

type Run = ReturnType<typeof steps>;
type ActionLine = ActionNode["actions"][number];

/**
 * GF-ANT-1..7: the `present` line and the block's extra clichés, upgrades and ally calls, wherever they
 * stand in the block, make one action: the presentation, applied where its `present` line is.
 */
function presentStep(run: Run, node: ActionNode, present: Extract<ActionLine, { type: "present" }>, ctx: PlayContext): Step<null> {
  const lines = node.actions;
  const scene = run.game.scene!;
  const who = scene.antagonist.extra && !scene.antagonist.player
    ? ok({ character: node.character ?? scene.antagonist.character, player: ctx.author.username })
    : actorFor(run.game, node.character, "antagonist", ctx, present.span.line);
  if (!who.ok) return who;
  const defined = !!run.game.characters[scene.antagonist.character];
  const calls = lines.flatMap((a) => (a.type === "call" ? [a] : []));
  const runners = Object.assign({}, ...calls.map((a) => a.runners ?? {})) as Record<string, string>;
  // GF-AMB-07: a forum user named to run an extra ally joins the game, like a rater.
  for (const runner of Object.values(runners)) run.game = withPlayer(run.game, runner);
  const cliches = lines.flatMap((a) => (a.type === "extra-cliche" ? [a] : []));
  // GF-ANT-3: clichés with their dice define an extra (refused for one already defined, GF-ANT-7);
  // GF-ANT-4: bare names add d8 clichés to an extra seen before.
  const define = !defined || cliches.some((c) => c.die !== undefined);
  return run.step({ type: "present", ...who.value, intention: present.intention,
    ...(cliches.length && define ? { define: cliches.map((c) => ({ name: c.name, die: c.die ?? 0 })) } : {}),
    newCliches: define ? [] : cliches.map((c) => c.name),
    stepUp: lines.flatMap((a) => (a.type === "upgrade" ? [a.name] : [])),
    allies: calls.flatMap((a) => a.allies), runners }, present.span.line);
}

/** GF-WIN-2..4: the block's effect lines make one `effect` action, applied where the first of them is. */
function effectStep(run: Run, node: ActionNode, effects: readonly Extract<ActionLine, { type: "effect" }>[], ctx: PlayContext): Step<null> {
  const line = effects[0]!.span.line;
  const scene = run.game.scene;
  const winner = scene?.outcome?.winner;
  const who = actorFor(run.game, node.character, winner, ctx, line);
  if (!who.ok) return who;
  // GF-WIN-2: the die a line names by size, else the winner's last roll's first effect die.
  const last = scene ? [...scene.rolls].reverse().find((r) => r.side === winner) : undefined;
  const candidates = [...(last?.evaluation.effectCandidates ?? [])];
  const outcomes: Record<string, unknown>[] = [];
  for (const e of effects) {
    let die: number | string | undefined = e.die ? `d${e.die}` : candidates.shift();
    if (die === undefined && run.game.settings.noEffectDie === "d4") die = "d4";
    if (die === undefined) return fail(gfError("game.no-effect-die", "GF-WIN-2"), e.span.line);
    outcomes.push({ outcome: e.outcome, die, name: e.target, ...(e.owner ? { owner: e.owner } : {}) });
  }
  return run.step({ type: "effect", ...who.value, outcomes }, line);
}

/**
 * An action block's lines, applied in the order written: each line is its own action, except the
 * presentation (its `present` line gathers the block's extra clichés, upgrades and calls) and the
 * effect (its lines make one action), each applied where it starts. So `truco: …` written before
 * `presentar: …` is played before the presentation, and one written after it, after.
 */
function playActions(start: GameState, node: ActionNode, hasPool: boolean, ctx: PlayContext): Step<{ game: GameState; actions: Action[]; collected?: FinaleRating[] }> {
  let collected: FinaleRating[] | undefined;
  const run = steps(start);
  const { step, actions } = run;
  const lines = node.actions;
  const actor = (line: number, role?: Side) => actorFor(run.game, node.character, role, ctx, line);
  const present = lines.find((a) => a.type === "present");
  const effects = lines.flatMap((a) => (a.type === "effect" ? [a] : []));
  for (const a of lines) {
    const line = a.span.line;
    let r: Step<null> = ok(null);
    switch (a.type) {
      case "extra-cliche": case "upgrade": continue; // parts of the presentation
      case "present": r = presentStep(run, node, a, ctx); break;
      case "effect":
        if (a !== effects[0]) continue;
        r = effectStep(run, node, effects, ctx);
        break;
      case "call":
        // GF-ALLY-1, GF-ALLY-4: allies are called when opening or presenting, not later.
        if (!present) return fail(gfError("scene.wrong-phase", "GF-ALLY-1", { action: "call", phase: run.game.phase }), line, "rules");
        continue;
      case "oppose": case "retry":
        // GF-RES-3, GF-RES-5: the pool of the same post is the opposition or the retry.
        if (!hasPool) return fail(gfError("game.needs-pool", a.type === "oppose" ? "GF-RES-3" : "GF-RES-5", { action: a.type }), line);
        continue;
      case "yield": {
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "yield", ...who.value }, line);
        break;
      }
      case "concede": {
        // GF-AMB-36: in the Grand Finale, the side that cannot build a legal pool loses the roll.
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "concede", ...who.value }, line);
        break;
      }
      case "refuse": {
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "refuse", ...who.value }, line);
        break;
      }
      case "block": r = step({ type: "block", player: ctx.author.username, ally: a.ally }, line); break;
      case "trick": {
        const found = findTableEntry("trick", a.name);
        if (!found) return fail(gfError("game.unknown-trick", "GF-TT-4", { name: a.name }), line);
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "trick", ...who.value, trick: { id: found.entry.id, ...(a.detail ? { claim: a.detail } : {}) } }, line);
        break;
      }
      case "flaw": {
        const found = findTableEntry("flaw", a.name);
        if (!found) return fail(gfError("game.unknown-flaw", "GF-TT-5", { name: a.name }), line);
        // GF-TT-5: anyone may trigger anyone's flaw; the character is the flaw's owner.
        const owner = a.owner ?? node.character ?? ctx.characterOf(ctx.author.username) ?? "";
        r = step({ type: "flaw", player: ctx.author.username, character: owner, flaw: found.entry.id }, line);
        break;
      }
      case "rate": {
        const game = run.game;
        if (!game.scene?.finale || game.phase !== "rating") {
          r = step({ type: "rate", player: ctx.author.username, protagonist: a.protagonist, antagonist: a.antagonist, reason: a.reason }, line);
          break;
        }
        // GF-FIN-5, GF-FIN-6: every player rates the Grand Finale (a second rating replaces the first);
        // once all have, the Moderator's average is applied, as the Moderator (the service keeps the count).
        const author = ctx.author.username;
        if (!game.players.some((p) => same(p, author))) return fail(gfError("player.unknown", "GF-FIN-5", { player: author }), line, "rules");
        for (const score of [a.protagonist, a.antagonist]) {
          if (!Number.isInteger(score) || score < 0 || score > 5) return fail(gfError("rate.range", "GF-RATE-2", { score }), line, "rules");
        }
        const player = game.players.find((p) => same(p, author))!;
        const ratings = [...(collected ?? ctx.finaleRatings ?? []).filter((x) => x.player !== player), { player, protagonist: a.protagonist, antagonist: a.antagonist }];
        if (game.players.every((p) => ratings.some((x) => x.player === p))) {
          collected = undefined;
          r = step({ type: "rate-finale", player: game.moderator, ratings }, line);
        } else {
          collected = ratings;
        }
        break;
      }
      case "name-rater":
        // GF-AMB-28: the Moderator names a rater only once nobody has rated within the maximum wait.
        if (run.game.phase === "rating" && !ctx.ratingOverdue) return fail(gfError("game.rater-too-early", "GF-AMB-28"), line);
        // Like any rater, a forum user with no sheet joins the game when named (withPlayer).
        run.game = withPlayer(run.game, a.rater);
        r = step({ type: "name-rater", player: moderatorOr(ctx), rater: a.rater }, line);
        break;
      case "ally-die": {
        // GF-AMB-07: the block's character is the extra ally; its runner picks the trait it lends.
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "ally-die", ...who.value, trait: a.trait }, line);
        break;
      }
      case "ally-intention": {
        // GF-FIN-3: the block's character is the ally.
        const who = actor(line);
        if (!who.ok) return who;
        r = step({ type: "ally-intention", ...who.value, intention: a.intention }, line);
        break;
      }
      // GF-SUSP-1, GF-SUSP-2: the Moderator's; staff act as the Moderator.
      case "suspend": r = step({ type: "suspend", player: moderatorOr(ctx), next: moderatorOr(ctx) }, line); break;
      case "resume": r = step({ type: "resume", player: moderatorOr(ctx) }, line); break;
      case "withdraw": r = step({ type: "withdraw", player: moderatorOr(ctx) }, line); break;
    }
    if (!r.ok) return r;
  }
  return ok({ game: run.game, actions, ...(collected ? { collected } : {}) });
}

/**
 * GF-WIN-2, GF-AMB-20: a winner whose last roll left no effect die (and no d4 stand-in under the
 * group's setting) has no effect to choose, so the scene goes straight to the rating: the service
 * records the empty effect for them instead of waiting for a post that can say nothing.
 */
function skipEmptyEffect(game: GameState, actions: Action[]): GameState {
  const scene = game.scene;
  if (game.phase !== "won" || !scene?.outcome || game.settings.noEffectDie === "d4") return game;
  const winner = scene[scene.outcome.winner];
  const last = [...scene.rolls].reverse().find((r) => r.side === scene.outcome!.winner);
  if (!last || last.evaluation.effectCandidates.length > 0 || !winner.player) return game;
  const action = parseAction({ type: "effect", player: winner.player, character: winner.character, outcomes: [] });
  if (!action.ok) return game;
  const r = apply(game, action.value);
  if (!r.ok) return game;
  actions.push(action.value);
  return r.value;
}

/**
 * An interval post (GF-NEXT-*, GF-INT-1, GF-TRAIN-*): the player due to open the next scene calls the interval by posting
 * the first one (GF-NEXT-1); then each line is its own action for the block's character.
 */
function playInterval(start: GameState, node: IntervalNode, ctx: PlayContext): Step<{ game: GameState; actions: Action[]; fills: Record<string, string[]> }> {
  const run = steps(start);
  const { step, actions } = run;
  const fills: Record<string, string[]> = {};
  const line0 = node.actions[0]?.span.line ?? 1;
  const calledHere = run.game.phase === "idle";
  if (calledHere) {
    const called = step({ type: "interval", player: ctx.author.username }, line0);
    if (!called.ok) return called;
  }
  // GF-RET-4: calling the interval needs no character; the other lines act for the block's one.
  const changes = node.actions.filter((a) => a.type !== "call");
  const call = node.actions.find((a) => a.type === "call");
  // GF-NEXT-1: an interval already running cannot be called again (the rules say why).
  if (call && !calledHere) {
    const again = step({ type: "interval", player: ctx.author.username }, call.span.line);
    if (!again.ok) return again;
  }
  if (changes.length === 0) return ok({ game: run.game, actions, fills });
  const who = actorFor(run.game, node.character, undefined, ctx, changes[0]!.span.line);
  if (!who.ok) return who;
  const base = who.value;
  for (const a of changes) {
    const line = a.span.line;
    let r: Step<null>;
    switch (a.type) {
      case "train": r = step({ type: "train", ...base, trait: a.trait }, line); break;
      case "rename": r = step({ type: "rename", ...base, from: a.from, to: a.to }, line); break;
      case "new-trick": case "new-flaw": {
        const kind = a.type === "new-trick" ? "trick" : "flaw";
        const found = findTableEntry(kind, a.name);
        if (!found) return fail(gfError(`game.unknown-${kind}`, "GF-TRAIN-5", { name: a.name }), line);
        if (a.detail) fills[found.entry.id] = [a.detail];
        r = step({ type: a.type, ...base, id: found.entry.id }, line);
        break;
      }
      case "new-cliche": r = step({ type: "new-cliche", ...base, name: a.name }, line); break;
      case "new-relationship": r = step({ type: "new-relationship", ...base, name: a.name, target: a.target ?? "" }, line); break;
      // GF-OBJ-6: endorsing another character's objective fulfilled in the scene the interval follows.
      case "endorse": r = step({ type: "endorse", player: base.player, character: a.character, objective: a.objective,
        currency: a.currency ?? "pv", scene: run.game.interval?.after ?? run.game.scenesPlayed }, line); break;
      case "satisfy": r = step({ type: "satisfy", ...base, objective: a.objective }, line); break;
      case "retire": r = step({ type: "retire", ...base }, line); break;
    }
    if (!r.ok) return r;
  }
  return ok({ game: run.game, actions, fills });
}

const moderatorOr = (ctx: PlayContext) => (ctx.author.staff ? ctx.moderator : ctx.author.username);
