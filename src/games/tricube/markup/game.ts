// Tricube Tales' markup as the shared framework serves it: its [tt-…] tags (English and Spanish) read
// by the one markdown-it rule, each located block parsed by Tricube's own parser, and cooked into its
// card (cards/card-data.ts). No zod on this path: the Discourse feature bundles it.
import type { MarkupGame } from "../../../markup/markup-game.js";
import { tricubeCardHtml } from "../cards/card-data.js";
import { readTricubeBlock, type NodeCheck } from "./parse-block.js";
import type { ParsedTricubeBlock } from "./schemas.js";
import { GAME_ID, TRICUBE_ALLOW_LIST, tags as tricubeTags } from "./tags.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export { GAME_ID, TRICUBE_ALLOW_LIST };

/** Tricube's blocks for the shared rule; `validate` checks each node (the post reader passes zod's). */
export function tricubeMarkup(validate?: NodeCheck): MarkupGame<ParsedTricubeBlock> {
  return {
    ...tricubeTags,
    parse: (tag, located, lang) => {
      const hit = BLOCK_BY_TAG.get(tag)!;
      return readTricubeBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, lang, validate, located.openFrom);
    },
    render: (parsed, source) => tricubeCardHtml(parsed, source),
  };
}
