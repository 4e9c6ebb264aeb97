// GenreFuzzion's chunk of the plugin client: plugin/public/javascripts/gf-genrefuzzion.js, built by
// build.mjs as a classic script defining window.GfGames.genrefuzzion, which the core bundle loads
// with Discourse's loadScript the first time a GenreFuzzion card is on the page or one of its
// composer entries is clicked (src/plugin-client/index.ts). It carries the block parsers the cards
// read their lines with, the cards, the pickers and the composer's skeletons.
import { poolSkeleton, sceneSkeleton, sheetSkeleton } from "./compose-text.js";
import { gameChunk } from "../../../plugin-client/game-cards.js";
import { genreFuzzionCards } from "./index.js";

export const chunk = gameChunk({
  cards: genreFuzzionCards,
  // The composer entries of ./manifest.ts.
  compose: { "gf-pool": poolSkeleton, "gf-scene": sceneSkeleton, "gf-sheet": sheetSkeleton },
});
