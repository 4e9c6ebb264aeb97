// What a game gives the plugin's browser code: how to draw its cards in the reader's language and how
// to make them interactive. The plugin client never imports a game; its bundle entry (index.ts) takes
// the games' cards from src/games/cards.ts and hands them to decorateCooked.
import type { SheetWarningsHook } from "../markup/block-spec.js";
import type { CardValue } from "../markup/card-data.js";
import type { Card } from "./card-data.js";
import type { GfHost } from "./host.js";

/** What a game's reader of cooked lines may be given. */
export interface CardReadOptions {
  /** The sheet card's creation checks, once the page has loaded them (gf-sheet-checks.js). */
  readonly sheetWarnings?: SheetWarningsHook | undefined;
}

/** A card read from its cooked lines: its data and the block's source, from its tag on. */
export interface ReadCard extends CardValue {
  readonly source: string;
}

export interface GameCards {
  /** The game's id in the registry (src/games/registry.ts). */
  readonly game: string;
  /**
   * For a game cooked as its lines (MarkupGame without render): the card read from a cooked
   * element's data-gf-card and text (parsed with the game's parser); undefined when it is not a
   * well-formed card of this game's.
   */
  read?(head: string, text: string, options: CardReadOptions): ReadCard | undefined;
  /** The card's contents drawn from its (untrusted) data; undefined when the block is not this game's. */
  draw(card: Card, host: GfHost): HTMLElement[] | undefined;
  /** Makes a drawn card interactive (proof checks, turn buttons, pickers); quoted cards are never decorated. */
  decorate?(card: Card, host: GfHost): void;
}
