// GenreFuzzion as one of the product's games (src/games/registry.ts): its [gf-…] blocks, cooked with
// the sheet card's creation checks (GF-CHAR-*, GF-CLI-*, docs/markup.md §7.2).
import type { GameModule } from "../../markup/markup-game.js";
import { GAME_ID, genreFuzzionMarkup } from "./markup/game.js";
import { sheetCardWarnings } from "./sheet/sheet-card-warnings.js";

export const genreFuzzionGame: GameModule = {
  id: GAME_ID,
  name: { es: "GenreFuzzion", en: "GenreFuzzion" },
  markup: genreFuzzionMarkup({ sheetWarnings: sheetCardWarnings }),
  sheetTag: "gf-sheet",
};
