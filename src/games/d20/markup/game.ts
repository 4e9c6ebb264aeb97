// The d20 check's markup as the shared framework serves it: its [d20-…] tags (English and Spanish),
// each located block read by read-block.ts. No `render`: the forum cooks a block as its lines
// (src/markup/cooked-card.ts) and the reader's browser draws the card with the same reader.
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readD20Block, type ParsedD20Block } from "./read-block.js";
import { D20_ALLOW_LIST, tags as d20Tags } from "./tags.js";
import { BLOCK_BY_TAG } from "./vocabulary.js";

export { D20_ALLOW_LIST };

export function d20Markup(): MarkupGame<ParsedD20Block> {
  return {
    ...d20Tags,
    parse: (tag, located) => { const hit = BLOCK_BY_TAG.get(tag)!; return readD20Block(hit.block, hit.lang, located); },
  };
}
