// How GenreFuzzion's chunk gets what it needs of sheets: the sheet checks' script (gf-sheet-checks.js,
// through the page's loadSheetChecks), which carries the sheet card's creation checks and, since the
// chunk leaves them there (./sheet-parts.ts), the sheet block's parser and the card's drawing. Loaded
// the first time a sheet card is on the page (./index.ts) or a form that reads the forum's sheets
// opens (./load-forms.ts withForms, ./interval-card.ts); asked once per page.
import type { CardReadOptions, SheetChecks } from "../../../plugin-client/game-cards.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { useBlockSpec } from "../markup/read-blocks.js";
import type { SheetParts } from "./sheet-parts.js";

/**
 * The sheet card's creation checks, once the page has them: "unavailable" when they could not be
 * loaded (sheet cards are then not drawn: their parser comes with them), a promise while they load.
 */
let sheetChecks: SheetChecks | "unavailable" | Promise<CardReadOptions> | undefined;

/** The sheet block's parser and the card's drawing, which come with the checks (./sheet-parts.ts). */
let sheetParts: SheetParts | undefined;

/** Takes the sheet card's parts from the checks' script: the sheet block can be read and drawn from then on. */
export function useSheetParts(parts: SheetParts): void {
  sheetParts = parts;
  useBlockSpec(parts.spec);
}

/** The sheet card's drawing and button, once the checks' script is on the page. */
export const sheetCard = (): SheetParts | undefined => sheetParts;

/** The sheet checks (and parts), loaded once: what a sheet card is read with, or a promise of it while they load. */
export function loadSheets(host: GfHost): CardReadOptions | Promise<CardReadOptions> | undefined {
  if (!host.loadSheetChecks) return undefined;
  sheetChecks ??= host.loadSheetChecks().then((checks) => {
    sheetChecks = checks;
    const parts = checks.cards?.["genrefuzzion"] as SheetParts | undefined;
    if (parts) useSheetParts(parts);
    return { sheetWarnings: checks.sheetCardWarnings };
  }, () => {
    sheetChecks = "unavailable";
    return {};
  });
  if (sheetChecks instanceof Promise) return sheetChecks;
  return sheetChecks === "unavailable" ? {} : { sheetWarnings: sheetChecks.sheetCardWarnings };
}
