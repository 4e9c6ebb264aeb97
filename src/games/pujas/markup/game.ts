// Pujas' markup as the shared framework serves it: its [pj-…] tags (English and Spanish) found by the
// one markdown-it rule and each located block read by Pujas' own zod-free block reader. No `render`:
// the forum cooks a block as its lines (src/markup/cooked-card.ts), so nothing is parsed at cook time
// and the lines are the fallback text.
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readPujasBlock } from "./parse-block.js";
import type { ParsedPujasBlock } from "./schemas.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export const GAME_ID = "pujas";

/** Exactly what a cooked block is: one element with the card's data attribute, its lines split by <br>. */
export const PUJAS_ALLOW_LIST: readonly string[] = ["div[data-gf-card]", "br"];

export function pujasMarkup(): MarkupGame<ParsedPujasBlock> {
  return {
    game: GAME_ID,
    // The tag itself is the key: a block closes with its own tag ([pj-turno] … [/pj-turno]).
    tags: new Map([...BLOCK_BY_TAG.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG.get(tag)!;
      return readPujasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, undefined, located.openFrom);
    },
    allowList: PUJAS_ALLOW_LIST,
  };
}
