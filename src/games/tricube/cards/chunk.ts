// Tricube Tales' chunk of the plugin client: plugin/public/javascripts/gf-tricube.js, built by
// build.mjs as a classic script defining window.GfGames.tricube, which the core bundle loads with
// Discourse's loadScript the first time a Tricube card is on the page (src/plugin-client/index.ts).
import { gameChunk } from "../../../plugin-client/game-cards.js";
import { challengeSkeleton, sheetSkeleton } from "./compose.js";
import { tricubeCards } from "./game-cards.js";

export const chunk = gameChunk({ cards: tricubeCards, compose: { "tt-challenge": challengeSkeleton, "tt-sheet": sheetSkeleton } });
