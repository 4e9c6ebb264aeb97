// What a game gives the plugin's browser code: how to draw its cards in the reader's language and how
// to make them interactive. The plugin client never imports a game; its bundle entry (index.ts) takes
// the games' cards from src/games/cards.ts and hands them to decorateCooked.
import type { Card } from "./card-data.js";
import type { GfHost } from "./host.js";

export interface GameCards {
  /** The game's id in the registry (src/games/registry.ts). */
  readonly game: string;
  /** The card's contents drawn from its (untrusted) data; undefined when the block is not this game's. */
  draw(card: Card, host: GfHost): HTMLElement[] | undefined;
  /** Makes a drawn card interactive (proof checks, turn buttons, pickers); quoted cards are never decorated. */
  decorate?(card: Card, host: GfHost): void;
}
