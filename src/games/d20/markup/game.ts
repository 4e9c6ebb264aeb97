// The d20 check's markup as the shared framework serves it: its [d20-…] tags (English and Spanish),
// each located block read by read-block.ts. No `render`: the forum cooks a block as its lines
// (src/markup/cooked-card.ts) and the reader's browser draws the card with the same reader.
import type { MarkupGame } from "../../../markup/markup-game.js";
import { readD20Block, type ParsedD20Block } from "./read-block.js";
import { BLOCK_BY_TAG, GAME_ID } from "./vocabulary.js";

/** Exactly what a cooked block is: one element with the card's data attribute, its lines split by <br>. */
export const D20_ALLOW_LIST: readonly string[] = ["div[data-gf-card]", "br"];

export function d20Markup(): MarkupGame<ParsedD20Block> {
  return {
    game: GAME_ID,
    tags: new Map([...BLOCK_BY_TAG.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => { const hit = BLOCK_BY_TAG.get(tag)!; return readD20Block(hit.block, hit.lang, located); },
    allowList: D20_ALLOW_LIST,
  };
}
