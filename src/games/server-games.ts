// What the service and the `gf` command take from each game of the registry (registry.ts): each folder's
// server.ts `server`, loaded by the folder's name. Server only: no bundle of the plugin's imports this.
// `gf serve` and the tests' harness hand the flows and the game services to startService; a category
// whose config `categoryGame` names a game is played by that game's flow, or by its game service.
import type { GameService, ServerGame } from "../service/game-service.js";
import type { TopicFlow } from "../lib/topic-flow.js";
import { partOf } from "./games.js";
import { GAME_FOLDERS } from "./registry.js";

/** The ServerGame of each folder, in the order given (the registry's, or a test's list with a game of its own). */
export function loadServerGames(folders: readonly string[]): Promise<ServerGame[]> {
  return Promise.all(folders.map((f) => partOf<ServerGame>(f, "server.ts", "server", (g) => g.game, () => import(`./${f}/server.ts`))));
}

/** The flows by game id, for startService. */
export function flowsOf(games: readonly ServerGame[]): Record<string, TopicFlow<any, any>> {
  return Object.fromEntries(games.flatMap((g) => (g.flow ? [[g.game, g.flow]] : [])));
}

/** The game services, for startService. */
export function gameServicesOf(games: readonly ServerGame[]): GameService<any, any>[] {
  return games.flatMap((g) => (g.service ? [g.service] : []));
}

/** By game id, every game of the registry. */
export const SERVER_GAMES: Readonly<Record<string, ServerGame>> = Object.fromEntries(
  (await loadServerGames(GAME_FOLDERS)).map((g) => [g.game, g]));

/** By game id; each flow's record and change types are its own. */
export const FLOWS: Readonly<Record<string, TopicFlow<any, any>>> = flowsOf(Object.values(SERVER_GAMES));

/** The games whose thread flow is their own code on the service's parts (src/service/game-service.ts). */
export const GAME_SERVICES: readonly GameService<any, any>[] = gameServicesOf(Object.values(SERVER_GAMES));
