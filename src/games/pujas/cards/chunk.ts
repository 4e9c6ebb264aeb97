// Pujas' chunk of the plugin client: plugin/public/javascripts/gf-pujas.js, built by build.mjs as a
// classic script defining window.GfGames.pujas, which the core bundle loads with Discourse's
// loadScript the first time a Pujas card is on the page (src/plugin-client/index.ts).
import { gameChunk } from "../../../plugin-client/game-cards.js";
import { tableEntry, turnSkeleton } from "./compose.js";
import { pujasCards } from "./game-cards.js";
import { tenetLap } from "./step.js";

export const chunk = gameChunk({ cards: pujasCards, compose: { "pj-turn": (lang) => turnSkeleton(lang, tenetLap()), "pj-table": tableEntry } });
