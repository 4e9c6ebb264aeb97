// The entry of the markdown feature the plugin ships (build.mjs → plugin/assets/javascripts/lib/
// discourse-markdown/genrefuzzion.js). It is src/markup's setup(helper) plus the sheet card's
// warnings from src/sheet (GF-CHAR-*, GF-CLI-*, docs/markup.md §7.2): src/markup may not import src/sheet, so they meet here.
// Discourse runs this in its server-side V8 too: nothing below touches Node or the DOM.
import { discourseSetup } from "../markup/discourse-feature.js";
import { sheetCardWarnings } from "../sheet/sheet-card-warnings.js";

export const setup = discourseSetup({ sheetWarnings: sheetCardWarnings });
