// The sheet card's creation checks (src/games/sheet-checks.ts, the game's: docs/markup.md §7.2), the
// plugin's third bundle (plugin/public/javascripts/gf-sheet-checks.js, built by build.mjs): loaded
// the first time a sheet card is drawn, so readers of pages without sheets never download the
// tricks and flaws tables the checks compare names and placeholders with. A classic script
// defining window.GfSheetChecks, like gf-verify.js.
export { cards, sheetCardWarnings } from "../games/sheet-checks.js";
