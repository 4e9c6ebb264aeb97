// Pujas' markup as the shared framework serves it: its [pj-…] tags (English and Spanish) found by the
// one markdown-it rule and each located block read by Pujas' own zod-free block reader. No `render`:
// the forum cooks a block as its lines (src/markup/cooked-card.ts), so nothing is parsed at cook time
// and the lines are the fallback text.
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readPujasBlock } from "./parse-block.js";
import type { ParsedPujasBlock } from "./schemas.js";
import { GAME_ID, PUJAS_ALLOW_LIST, tags as pujasTags } from "./tags.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export { GAME_ID, PUJAS_ALLOW_LIST };

export function pujasMarkup(): MarkupGame<ParsedPujasBlock> {
  return {
    ...pujasTags,
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG.get(tag)!;
      return readPujasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, undefined, located.openFrom);
    },
  };
}
