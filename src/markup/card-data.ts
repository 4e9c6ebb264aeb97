// A cooked card's data as the client reads it back: every game's card carries its block's name
// and its data as JSON in one attribute, `data-gf-card` (the game writes it: a game cooked as its
// lines in its markup's card writer, one cooked with its data in its cards). Read here, once, for
// the client and the tests alike.
/** What readCardValue gives back: the block's name and its data. */
export interface CardValue { readonly block: string; readonly data: Readonly<Record<string, unknown>> }

/** A block's name, a space, and what may be a JSON object (its first character, after any space, a brace). */
const CARD_VALUE = /^([a-z]{1,16}) (\s*\{[^]*)$/;

/**
 * Reads a `data-gf-card` value (as the browser's getAttribute gives it, entities decoded); undefined
 * unless it is a block name and a JSON object. Anyone can paste card-like HTML into a post, so the
 * caller still checks every value it reads. A card cooked as its lines ("pool es 3 0") is not even
 * parsed: a failed parse throws, and throwing is slow on a page of many cards.
 */
export function readCardValue(raw: string): CardValue | undefined {
  const value = CARD_VALUE.exec(raw);
  if (!value) return undefined;
  // Text that parses and starts with a brace is an object.
  try { return { block: value[1]!, data: JSON.parse(value[2]!.replaceAll("'", '"')) as Record<string, unknown> }; } catch { return undefined; }
}
