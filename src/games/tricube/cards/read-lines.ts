// A Tricube block cooked as its lines, read into the card the forum's server cooks. The server
// cooks Tricube's blocks with their cards' data (gf-cook.js beside the markdown feature,
// src/markup/card-cooks.ts); in a reader's browser the feature holds only the games' tags, so the
// composer preview gets the block's lines (src/markup/cooked-card.ts) until gf-cook.js is on the page.
// The card is read with that same script's parser and written through the JSON the cooked attribute
// carries, so the card drawn from the preview is the one drawn from the stored post. The parser is
// not in this chunk: readers of posts never need it.
import { readCardValue } from "../../../markup/card-data.js";
import { cardCookOf } from "../../../markup/card-cooks.js";
import { cookedSource, locatedOf, readCookedCard } from "../../../markup/cooked-card.js";
import type { CardReadOptions, ReadCard } from "../../../plugin-client/game-cards.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { ParsedTricubeBlock } from "../markup/schemas.js";
import { GAME_ID, tags } from "../markup/tags.js";
import { tricubeCard, tricubeCardValue } from "./card-data.js";

/**
 * Whether a cooked card's head is written as its data (a block name, a space, a brace: the shape
 * readCardValue reads, src/markup/card-data.ts), not a block cooked as its lines ("challenge es 3 0"):
 * its first characters only, nothing parsed.
 */
const withData = (head: string): boolean => /^[a-z]{1,16} \s*\{/.test(head);

/**
 * gf-cook.js for a card cooked as its lines, once per page; a card written with its data needs nothing.
 * Told apart by the head's first characters: every card of the page is prepared, and its data is parsed
 * once, when it is read.
 */
export function prepareTricubeLines(head: string, host: GfHost, later?: boolean): Promise<CardReadOptions> | "wait" | undefined {
  if (withData(head) || cardCookOf(GAME_ID) || !host.loadCardCooks) return undefined;
  // Not in the viewport yet: asks for nothing (GameCards.prepare).
  if (later) return "wait";
  // A failed load leaves the card unread, as any card this chunk cannot read: the block's lines stay.
  return host.loadCardCooks().then(() => ({}), () => ({}));
}

/** The card of a Tricube block cooked as its lines, or undefined when it is not one or gf-cook.js is not here. */
export function readTricubeLines(head: string, text: string): ReadCard | undefined {
  const cook = cardCookOf(GAME_ID);
  const cooked = cook && readCookedCard(head, text, tags.tags);
  if (!cook || !cooked) return undefined;
  const parsed = cook.parse(cooked.key, locatedOf(cooked), cooked.lang) as ParsedTricubeBlock;
  const card = readCardValue(tricubeCardValue(tricubeCard(parsed)));
  return card ? { block: card.block, data: card.data, source: cookedSource(cooked) } : undefined;
}
