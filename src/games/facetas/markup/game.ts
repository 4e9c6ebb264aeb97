// Facetas' markup as the shared framework serves it: its [fa-…] tags (English and Spanish) found by
// the one markdown-it rule and each located block read by Facetas' zod-free block reader. No
// `render`: the forum cooks a block as its lines (src/markup/cooked-card.ts).
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readFacetasBlock, type NodeCheck } from "./read-block.js";
import type { ParsedFacetasBlock } from "./schemas.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export const GAME_ID = "facetas";

/** Exactly what a cooked block is: one element with the card's data attribute, its lines split by <br>. */
export const FACETAS_ALLOW_LIST: readonly string[] = ["div[data-gf-card]", "br"];

export function facetasMarkup(validate?: NodeCheck): MarkupGame<ParsedFacetasBlock> {
  return {
    game: GAME_ID,
    // The tag itself is the key: a block closes with its own tag ([fa-turno] … [/fa-turno]).
    tags: new Map([...BLOCK_BY_TAG.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG.get(tag)!;
      return readFacetasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, validate, located.openFrom);
    },
    allowList: FACETAS_ALLOW_LIST,
  };
}
