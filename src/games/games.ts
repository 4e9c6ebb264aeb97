// Every game of the registry (registry.ts) as node takes it: each folder's game.ts `game`, loaded by
// its folder's name. For the `gf` command, the sandbox, the service's composition, the build's rules
// pages and the tests; never a browser bundle (the plugin's are made from the registry by build.mjs).
import type { ClientGame } from "../plugin-client/game-cards.js";
import type { GameModule } from "../markup/markup-game.js";
import { GAME_FOLDERS } from "./registry.js";

/** The part `name` a folder's `file` exports, checked to be the folder's game's (a misnamed folder stops the start). */
export async function partOf<T extends object>(folder: string, file: string, name: string, id: (part: T) => string,
  load: (path: string) => Promise<Record<string, unknown>>): Promise<T> {
  const exported = (await load(`./${folder}/${file}`))[name] as T | undefined;
  if (typeof exported !== "object" || exported === null) throw new Error(`games: src/games/${folder}/${file} exports no ${name}`);
  if (id(exported) !== folder) throw new Error(`games: src/games/${folder}/${file}'s ${name} is ${id(exported)}'s, not ${folder}'s`);
  return exported;
}

/** The GameModule of each folder, in the order given (the registry's, or a test's list with a game of its own). */
export function loadGames(folders: readonly string[]): Promise<GameModule[]> {
  // A template literal, so esbuild bundles every src/games/*/game.ts into the `gf` command (its glob imports).
  return Promise.all(folders.map((f) => partOf<GameModule>(f, "game.ts", "game", (g) => g.id, () => import(`./${f}/game.ts`))));
}

/** The ClientGame of each folder (what build.mjs writes into the plugin's core bundle). */
export function loadClientGames(folders: readonly string[]): Promise<ClientGame[]> {
  return Promise.all(folders.map((f) => partOf<ClientGame>(f, "cards/manifest.ts", "manifest", (g) => g.game, () => import(`./${f}/cards/manifest.ts`))));
}

export const GAMES: readonly GameModule[] = await loadGames(GAME_FOLDERS);

/** The game ids, for the service's config and the Discourse site setting's choices. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** Each game's blocks for the shared markup rule, one list for every locator and renderer. */
export const MARKUP_GAMES = GAMES.map((g) => g.markup);

/** What the plugin's core knows of each game: its manifest. */
export const CLIENT_GAMES: readonly ClientGame[] = await loadClientGames(GAME_FOLDERS);

export function gameById(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}
