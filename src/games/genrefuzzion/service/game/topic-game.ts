// A topic's game as the store keeps it (JSON in scenes.state, row 0): the rules' state with the posts
// already applied, the turn's wait and the sheet updates still to write. What the store gives back
// is read through a zod schema, never cast: a row that is not a game, or one written by a newer
// service, is an error the caller answers, not a crash halfway through a post. Each row carries its
// format number; a row of an older format is brought up to date by the migrations below, in order.
import { z } from "zod";
import type { Lang } from "../../../../lib/i18n.js";
import { err, gfError, ok } from "../../../../lib/result.js";
import type { GfError, Result } from "../../../../lib/result.js";
import { actionSchema, characterSchema, setupSchema } from "../../rules/index.js";
import type { Action, GameState, Setup } from "../../rules/index.js";
import { gameStateSchema } from "../../rules/state-schema.js";
import { sheetChange } from "../../sheet/schemas.js";
import type { SheetChange } from "../../sheet/index.js";
import type { Log } from "../../../../service/log.js";
import type { SceneState } from "../../../../service/store/store.js";
import { sceneTurn } from "./scene-turn.js";
import type { GameLog } from "./game-log.js";
import type { FinaleRating } from "../../play/play-post.js";
import type { SceneSheets } from "./scene-sheets.js";

export interface SheetJob {
  readonly key: string;
  readonly character: string;
  readonly changes: readonly SheetChange[];
  readonly scene?: number;
  readonly rules: readonly string[];
  /** When the job was committed (ms): its sheet write is looked for in revisions since then (update-sheet.ts, once). */
  readonly at?: number;
  /**
   * GF-SUSP-2: the job undoes a withdrawn scene. Each change stands alone: one the sheet no longer
   * allows is left out, and the thread is told, in reply to the post that withdrew it.
   */
  readonly undo?: { readonly postId: number; readonly postNumber: number; readonly username: string; readonly lang: Lang };
}

/** The turn's wait: since when, for whom, after which post; one reminder per wait (GF-FORUM-1). */
export interface TurnWait {
  readonly since: number;
  readonly key: string;
  readonly postId: number;
  readonly postNumber: number;
  readonly reminded: boolean;
}

export interface TopicGame {
  readonly game: GameState;
  /** Posts whose actions were applied: an edit or a replay of one applies nothing again. */
  readonly applied: readonly number[];
  readonly waiting: TurnWait | null;
  /** Sheet updates committed with their action and not yet written to the forum. */
  readonly sheetJobs: readonly SheetJob[];
  /** The post number that opened the scene in play: an edit of an older post never acts in it. */
  readonly sceneFrom?: number;
  /** The game blocks' text of each applied post, hashed: an edit that changes them is told the move stands. */
  readonly digests?: Readonly<Record<string, string>>;
  /** The game's language (its category's, else the forum's), for the replies no post prompts (reminders). */
  readonly lang?: Lang;
  /** The scene's record for `gf scene export`: its starting setup and every action applied (game-log.ts). */
  readonly log?: GameLog;
  /** GF-FIN-5: the Grand Finale's ratings given so far, until every player has rated. */
  readonly finaleRatings?: readonly FinaleRating[];
  /** GF-SUSP-2: the sheet changes of the scene in play and of the suspended one, for a withdrawal to undo. */
  readonly sceneSheets?: readonly SceneSheets[];
}

/** The store's scenes row of a topic's game (scene_no 0: one game per topic, several scenes in a row). */
export const GAME_ROW = 0;

/**
 * Since when the game's wait may be reminded (GF-FORUM-1): the wait's start while it waits for one
 * player, as the turn it was written for still stands, and has not been reminded; null otherwise.
 * The reminders ask exactly this of a row they read (scene-game.ts remindTurns), so a row the store
 * finds due is one they remind.
 */
export function remindableSince(topic: TopicGame): number | null {
  const w = topic.waiting;
  if (!w || w.reminded) return null;
  const turn = sceneTurn(topic.game);
  return turn.who && turn.key === w.key ? w.since : null;
}

/**
 * The store's row of a topic's game: its text, and the fields the sweep finds it by without reading
 * it (the wait's start and the sheet updates pending), computed here so the store knows no game.
 */
export function topicGameRow(topicId: number, topic: TopicGame, version: number): SceneState {
  return { topicId, sceneNo: GAME_ROW, state: writeTopicGame(topic), version, waitingSince: remindableSince(topic), pendingSheets: topic.sheetJobs.length };
}

/** A stored game this service cannot read: for the operator, who must mend or remove the row. */
export function unreadableGame(log: Log, topicId: number, error: GfError): void {
  log.error("scene: the topic's stored game cannot be read; its posts are not applied", { topicId, code: error.code, ...error.params });
}

/** The format this service writes. Format 0 is the rows written before formats were numbered: the same shape, unnumbered. */
export const TOPIC_GAME_FORMAT = 1;

/** Each format's step to the next, by the format it starts from. */
const MIGRATIONS: Readonly<Record<number, (row: Record<string, unknown>) => Record<string, unknown>>> = {
  0: (row) => row,
};

const id = z.int().min(1);
const ms = z.int().min(0);
/** Checked against its schema and kept as written: the log is exported as the service wrote it. */
const checkedAs = <T>(schema: z.ZodType) => z.unknown().superRefine((value, ctx) => {
  const r = schema.safeParse(value);
  for (const issue of r.success ? [] : r.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
}) as unknown as z.ZodType<T>;

const topicGame: z.ZodType<TopicGame> = z.object({
  game: gameStateSchema,
  applied: z.array(id),
  waiting: z.object({ since: ms, key: z.string(), postId: id, postNumber: id, reminded: z.boolean() }).nullable(),
  sheetJobs: z.array(z.object({
    key: z.string(), character: z.string(), changes: z.array(checkedAs<SheetChange>(sheetChange)),
    scene: z.int().optional(), rules: z.array(z.string()), at: ms.optional(),
    undo: z.object({ postId: id, postNumber: id, username: z.string(), lang: z.enum(["es", "en"]) }).optional(),
  })),
  sceneFrom: id.optional(),
  digests: z.record(z.string(), z.string()).optional(),
  lang: z.enum(["es", "en"]).optional(),
  log: z.object({ setup: checkedAs<Setup>(setupSchema), ledgerFrom: z.int().min(0), actions: z.array(checkedAs<Action>(actionSchema)) }).optional(),
  finaleRatings: z.array(z.object({ player: z.string(), protagonist: z.int(), antagonist: z.int() })).optional(),
  sceneSheets: z.array(z.object({ scene: z.int(), characters: z.record(z.string(), z.object({ was: characterSchema, now: characterSchema })) })).optional(),
});

const unreadable = (detail: string): GfError => gfError("game.stored.unreadable", undefined, { detail });

/** The stored text of a topic's game, numbered with the current format. */
export function writeTopicGame(topic: TopicGame): string {
  return JSON.stringify({ format: TOPIC_GAME_FORMAT, ...topic });
}

/**
 * A topic's game from its stored text: parsed, migrated from an older format, and checked. The
 * error says what is wrong (`game.stored.unreadable` with the first problem's path, or
 * `game.stored.newer` for a row this service's version cannot know).
 */
export function readTopicGame(state: string): Result<TopicGame, GfError> {
  let raw: unknown;
  try {
    raw = JSON.parse(state);
  } catch (e) {
    return err(unreadable(e instanceof Error ? e.message : String(e)));
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return err(unreadable("not a JSON object"));
  let row = raw as Record<string, unknown>;
  const format = row["format"] ?? 0;
  if (typeof format !== "number" || !Number.isInteger(format) || format < 0) return err(unreadable(`format ${JSON.stringify(format)}`));
  if (format > TOPIC_GAME_FORMAT) return err(gfError("game.stored.newer", undefined, { format, known: TOPIC_GAME_FORMAT }));
  for (let f = format; f < TOPIC_GAME_FORMAT; f++) row = MIGRATIONS[f]!(row);
  const { format: _, ...fields } = row;
  const parsed = topicGame.safeParse(fields);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(unreadable(`${issue?.path.join(".") || "-"}: ${issue?.message ?? ""}`));
}
