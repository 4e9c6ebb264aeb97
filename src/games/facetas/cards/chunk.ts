// Facetas' chunk of the plugin client: plugin/public/javascripts/gf-facetas.js, built by build.mjs as
// a classic script defining window.GfGames.facetas, which the core bundle loads the first time a
// Facetas card is on the page (src/plugin-client/index.ts). It carries Facetas' block reader and cards.
import { gameChunk } from "../../../plugin-client/game-cards.js";
import { conflictSkeleton, sheetSkeleton } from "./compose.js";
import { facetasCards } from "./game-cards.js";

// The composer entries of ./manifest.ts.
export const chunk = gameChunk({ cards: facetasCards, compose: { "fa-conflict": conflictSkeleton, "fa-sheet": sheetSkeleton } });
