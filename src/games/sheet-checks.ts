// The games' sheet checks for the plugin's gf-sheet-checks.js (src/plugin-client/sheet-checks-page.ts),
// loaded by the client the first time it draws a sheet card: GenreFuzzion's creation checks.
export { sheetCardWarnings } from "./genrefuzzion/sheet/sheet-card-warnings.js";
