// A game's cards read from their cooked lines (src/markup/cooked-card.ts), the one way for every game
// whose cook writes no card data: the block found by its tag, parsed in the reader's browser with the
// service's own block reader, its node the card's data; a block with mistakes is the shared error card
// (cards/error.ts), each message in the table's language with its line and rule, above the block as
// written. The game gives its tags, its reader, its words and its card; the steps are these, once.
import { localise, type Catalogue, type Lang } from "../lib/i18n.js";
import { cookedSource, locatedOf, readCookedCard, type CookedBlock } from "../markup/cooked-card.js";
import type { LocatedBlock } from "../markup/markup-game.js";
import { errorPlace, listedErrors, type PlacedMistake } from "../markup/markup-error.js";
import type { CardReadOptions, ReadCard } from "./game-cards.js";

/** A block as a game's reader gives it back: its node when it has no mistakes, and its mistakes. */
export interface ParsedCardBlock<N> {
  readonly node?: N | null | undefined;
  readonly errors: readonly PlacedMistake[];
  /** The language the block is written in. */
  readonly lang: Lang;
}

export interface CookedCardGame<B extends string, N> {
  /** Each of the game's tags, every language's, lower case: its block and the language it is written in. */
  readonly blocks: ReadonlyMap<string, { readonly block: B; readonly lang: Lang }>;
  /** The game's block reader, the service's own. */
  read(block: B, lang: Lang, located: LocatedBlock): ParsedCardBlock<N>;
  /** The game's words for its markup mistakes. */
  readonly messages: Catalogue;
  /** The tag an error card names. */
  errorTag(block: B, lang: Lang, cooked: CookedBlock): string;
  /** The card of a block read with no mistakes: its name and data. */
  card(block: B, node: N, lang: Lang, cooked: CookedBlock): Omit<ReadCard, "source">;
}

/** The game's reader of its cooked cards: undefined for a card that is not one of its blocks. */
export function cookedCardReader<B extends string, N>(game: CookedCardGame<B, N>): (head: string, text: string, options?: CardReadOptions) => ReadCard | undefined {
  // Each tag is its own key (the markup game's tags map).
  const keys: ReadonlyMap<string, string> = new Map([...game.blocks.keys()].map((t) => [t, t]));
  return (head, text, options = {}) => {
    const cooked = readCookedCard(head, text, keys);
    if (!cooked) return undefined;
    const hit = game.blocks.get(cooked.key)!;
    const parsed = game.read(hit.block, hit.lang, locatedOf(cooked));
    const source = cookedSource(cooked);
    if (parsed.node && parsed.errors.length === 0) return { ...game.card(hit.block, parsed.node, parsed.lang, cooked), source };
    const lang = options.lang ?? parsed.lang;
    const listed = listedErrors(parsed.errors, (e) => ({ ...errorPlace(e),
      message: localise(game.messages, { code: e.code, ...(e.params ? { params: e.params } : {}) }, lang) }));
    return { block: "error", data: { tag: game.errorTag(hit.block, parsed.lang, cooked), ...listed }, source };
  };
}
