// A game whose thread flow is its own code built on the service's parts (its service adapter,
// src/games/<id>/service), rather than a TopicFlow that the shared runner (src/service/flows) plays:
// its thread game, free rolls, sheet writes and the points its sheets show (SheetPoints). The
// service never imports it: the composition roots (`gf serve`, the tests' harness) hand it to
// startService, as they hand it the games and the topic flows. Its sheet model is the one the sheet
// registry reads every sheet with (sheet-model.ts).
import type { GameTools } from "../lib/game-tools.js";
import type { TopicFlow } from "../lib/topic-flow.js";
import type { Clock } from "./clock.js";
import type { DiscourseClient } from "./discourse/client.js";
import type { RollLimitDeps } from "./dice-post.js";
import type { Log } from "./log.js";
import type { ThreadReplyDeps } from "./reply-deps.js";
import type { HookContext } from "./router.js";
import type { SheetForum } from "./sheets/rewrite-post.js";
import type { SheetAuthority, SheetPoints } from "./sheets/sheet-guard.js";
import type { SheetModel, PointsEdit, SheetView } from "./sheets/sheet-model.js";
import type { SheetRegistry } from "./sheets/sheet-registry.js";
import type { Store } from "./store/store.js";
import type { SheetTemplates } from "./templates.js";
import type { TopicAssignments } from "./topic-assignments.js";

/** What the service hands the game once its parts exist. */
export interface GameServiceParts<S extends SheetView, M extends PointsEdit> extends ThreadReplyDeps, RollLimitDeps {
  /** The sheet registry, reading sheets with the game's model. */
  readonly registry: SheetRegistry<S, M>;
  /** The group's Moderator (config game.moderator, else the service's account); staff act as the Moderator too. */
  readonly moderator: string;
  /** The group's maximum wait before a turn reminder (config game.maxWaitHours), in ms. */
  readonly maxWaitMs: number;
  /** Whose turn each topic is, told to the forum (discourse-assign) when it runs the plugin. */
  readonly assignments: TopicAssignments;
}

/** The game, running. */
/** What a game's points are given: the guard, the registry as the game sees it, the forum, the store and the replies' parts. */
export interface SheetPointsParts<S extends SheetView, M extends PointsEdit> {
  readonly guard: SheetAuthority<S, M>;
  readonly registry: SheetRegistry<S, M>;
  readonly forum: SheetForum;
  readonly store: Store;
  readonly templates: SheetTemplates;
  readonly clock: Clock;
  readonly moderator: string;
  readonly serviceUsername: string;
  readonly enqueued: () => void;
  readonly log: Log;
}

export interface GameServicePlayer {
  /** A post of a category the game plays, by a user other than the service (startService hands it no other). */
  play(ctx: HookContext<"post_created" | "post_edited">): Promise<void>;
  /** The service's periodic sweep (config game.reminderSweepMs): reminders, pending sheet writes. */
  sweep(store: Store, discourse: DiscourseClient, now: number, log: Log): Promise<void>;
}

export interface GameService<S extends SheetView, M extends PointsEdit> {
  /** The game's registry id (GameModule.id): the categories that play it are played by this adapter. */
  readonly game: string;
  /** How the sheet registry reads the game's sheets; `sheets.game` is `game` (startService checks). */
  readonly sheets: SheetModel<S, M>;
  /**
   * What the points its sheets show mean (a ledger, the Moderator's questions), on the sheet guard's
   * word about who edited a sheet and whose word counts; absent for a game whose sheets keep no points.
   */
  points?(parts: SheetPointsParts<S, M>): SheetPoints<M>;
  start(parts: GameServiceParts<S, M>): GameServicePlayer;
}

/**
 * What the service and the `gf` command take from a game: its folder's server.ts exports it as
 * `server` (src/games/registry.ts). Its thread flow is one of two kinds: a TopicFlow the shared runner
 * plays (what a new game writes), or a GameService, its own code on the service's parts;
 * its tools are `gf <id> replay|eval`. Never in a bundle of the plugin's.
 */
export interface ServerGame {
  /** The game's registry id (GameModule.id). */
  readonly game: string;
  readonly flow?: TopicFlow<any, any>;
  readonly service?: GameService<any, any>;
  readonly tools?: GameTools;
}
