// A cooked card's data as the client reads it back: every game's card carries its block's name
// and its data as JSON in one attribute, `data-gf-card` (the game writes it: a game cooked as its
// lines in its markup's card writer, one cooked with its data in its cards). Read here, once, for
// the client and the tests alike.
/** What readCardValue gives back: the block's name and its data. */
export interface CardValue { readonly block: string; readonly data: Readonly<Record<string, unknown>> }

const BLOCK_WORD = /^[a-z]{1,16}$/;

/**
 * Reads a `data-gf-card` value (as the browser's getAttribute gives it, entities decoded); undefined
 * unless it is a block name and a JSON object. Anyone can paste card-like HTML into a post, so the
 * caller still checks every value it reads.
 */
export function readCardValue(raw: string): CardValue | undefined {
  const space = raw.indexOf(" ");
  const block = space > 0 ? raw.slice(0, space) : "";
  if (!BLOCK_WORD.test(block)) return undefined;
  let data: unknown;
  try { data = JSON.parse(raw.slice(space + 1).replaceAll("'", '"')); } catch { return undefined; }
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { block, data: data as Record<string, unknown> } : undefined;
}
