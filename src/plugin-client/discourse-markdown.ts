// The entry of the markdown feature the plugin ships (build.mjs → plugin/assets/javascripts/lib/
// discourse-markdown/genrefuzzion.js): a composition root. It hands src/markup's setup(helper) every
// game of the registry, so one feature cooks [gf-…], [tt-…] and any later game's blocks.
// Discourse runs this in its server-side V8 too: nothing below touches Node or the DOM.
import { discourseSetup } from "../markup/discourse-feature.js";
import { MARKUP_GAMES } from "../games/registry.js";

export const setup = discourseSetup({ games: MARKUP_GAMES });
