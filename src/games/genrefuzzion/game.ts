// GenreFuzzion as one of the product's games (src/games/registry.ts): its [gf-…] blocks, cooked as
// their lines and drawn by its cards in the reader's browser (the sheet card with its creation
// checks, GF-CHAR-*, GF-CLI-*, docs/markup.md §7.2, from gf-sheet-checks.js).
import type { GameModule, PostIndex } from "../../markup/markup-game.js";
import { GAME_ID, genreFuzzionMarkup } from "./markup/game.js";
import { parsePost } from "./markup/index.js";
import { SHEET_PLACEHOLDER, TAGS } from "./markup/spellings.js";

export const game: GameModule = {
  id: GAME_ID,
  name: { es: "GenreFuzzion", en: "GenreFuzzion" },
  markup: genreFuzzionMarkup(),
  sheetTag: "gf-sheet",
  sheetPlaceholders: Object.values(SHEET_PLACEHOLDER),
  rulePrefix: "GF",
  // Each player controls one character at a time; a retired one leaves room for a new one.
  oneCharacter: { rule: "GF-META-2", retire: "GF-RET-1" },
  // A bare pool is dice only: a character or trait comes with an attribute or a labelled line.
  sheetFreeTags: TAGS.pool,
  // A quick pool (GF-POOL-1), rolled as it is posted.
  examplePost: `[${TAGS.pool[0]}]\nd8 d8 d6 d4\n[/${TAGS.pool[0]}]`,
  indexPost,
};

/** The characters its sheets name and the scenes it opens, read with its one parser, as the service reads them. */
function indexPost(raw: string): PostIndex {
  const characters: string[] = [];
  const scenes: PostIndex["scenes"][number][] = [];
  for (const block of parsePost(raw)) {
    // A scene or sheet with gaps still names its topic (its card says what is missing).
    const node = block.node;
    if (node?.block === "sheet") {
      const name = node.name?.value.trim();
      if (name) characters.push(name);
    } else if (node?.block === "scene") {
      scenes.push({ ...(node.number !== undefined ? { number: node.number } : {}),
        ...(node.protagonist?.value.trim() ? { protagonist: node.protagonist.value.trim() } : {}),
        ...(node.antagonist?.name.trim() ? { antagonist: node.antagonist.name.trim() } : {}) });
    }
  }
  return { characters, scenes };
}
