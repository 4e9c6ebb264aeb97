// Facetas' markup as the shared framework serves it: its [fa-…] tags (English and Spanish) found by
// the one markdown-it rule and each located block read by Facetas' zod-free block reader. No
// `render`: the forum cooks a block as its lines (src/markup/cooked-card.ts).
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readFacetasBlock, type NodeCheck } from "./read-block.js";
import type { ParsedFacetasBlock } from "./schemas.js";
import { FACETAS_ALLOW_LIST, GAME_ID, tags as facetasTags } from "./tags.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export { FACETAS_ALLOW_LIST, GAME_ID };

export function facetasMarkup(validate?: NodeCheck): MarkupGame<ParsedFacetasBlock> {
  return {
    ...facetasTags,
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG.get(tag)!;
      return readFacetasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, validate, located.openFrom);
    },
  };
}
