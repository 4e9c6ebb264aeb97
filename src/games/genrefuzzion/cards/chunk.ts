// GenreFuzzion's chunk of the plugin client: plugin/public/javascripts/gf-genrefuzzion.js, built by
// build.mjs as a classic script defining window.GfGames.genrefuzzion, which the core bundle loads
// with Discourse's loadScript the first time a GenreFuzzion card is on the page or one of its
// composer entries is clicked (src/plugin-client/index.ts). It carries the block parsers the cards
// read their lines with, the cards and the scene's turn; the pickers, forms and the composer's texts
// are its forms script (./forms.ts), which it loads when a reader opens one (./load-forms.ts).
import type { Lang } from "../../../lib/i18n.js";
import { gameChunk } from "../../../plugin-client/game-cards.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { genreFuzzionCards } from "./index.js";
import { loadForms } from "./load-forms.js";

const text = (id: "gf-pool" | "gf-scene" | "gf-sheet") => (lang: Lang, writer?: string, load?: GfHost["loadGame"]) =>
  loadForms(load).then((forms) => forms.compose[id](lang, writer));

export const chunk = gameChunk({
  cards: genreFuzzionCards,
  // The composer entries of ./manifest.ts, written by the forms script.
  compose: { "gf-pool": text("gf-pool"), "gf-scene": text("gf-scene"), "gf-sheet": text("gf-sheet") },
});
