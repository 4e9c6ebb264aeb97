// The entry of the markdown feature the plugin ships (build.mjs → plugin/assets/javascripts/lib/
// discourse-markdown/genrefuzzion.js). It is src/markup's setup(helper) plus the sheet card's
// warnings from src/games/genrefuzzion/sheet (GF-CHAR-*, GF-CLI-*, docs/markup.md §7.2): src/markup may not import src/games/genrefuzzion/sheet, so they meet here.
// Discourse runs this in its server-side V8 too: nothing below touches Node or the DOM.
import { discourseSetup } from "../markup/discourse-feature.js";
import { sheetCardWarnings } from "../games/genrefuzzion/sheet/sheet-card-warnings.js";

export const setup = discourseSetup({ sheetWarnings: sheetCardWarnings });
