// The games as the plugin's core bundle (gf-client.js) knows them: each game's manifest
// (src/games/<id>/cards/manifest.ts: its id, the keys of its cooked cards, its composer entries), for
// every game of the registry (src/games/registry.ts). build.mjs writes them in as data (esbuild
// `define`, made by src/games/plugin-data.ts), so the core imports no game and a new game adds no
// line here; an unbuilt core (a unit test's) knows none.
import type { ClientGame } from "./game-cards.js";

declare const GF_CLIENT_GAMES: readonly ClientGame[] | undefined;

export const CLIENT_GAMES: readonly ClientGame[] = typeof GF_CLIENT_GAMES === "object" ? GF_CLIENT_GAMES : [];
