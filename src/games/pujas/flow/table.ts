// A Pujas table as a thread keeps it: the game's books, and the sealed auction under way while the
// players bid for the next scene. Pure data; the service stores it per topic.
import type { SealedAuction } from "../bids/index.js";
import { openAuction } from "../bids/index.js";
import { auctionId } from "../bids/auction-name.js";
import type { PjState } from "../rules/index.js";

export interface PujasTable {
  /** The topic's id: every sealed bid is bound to it, so one table's seal never opens at another. */
  readonly table: string;
  readonly game: PjState;
  /** The sealed auction while the game is bidding for a scene (PJ-BID-1), else null. */
  readonly auction: SealedAuction | null;
}

/** The auction's id for the next scene: "scene-N" (the books write the same, src/games/pujas/markup/to-actions.ts). */
export const auctionName = (game: PjState): string => auctionId(game.pastScenes.length + 1);

/** Opens the sealed auction when the game has just reached a bid (PJ-BID-1), with each purse as it stands. */
export function withAuction(t: PujasTable): PujasTable {
  if (t.game.phase.kind !== "bidding" || t.auction) return t.game.phase.kind === "bidding" ? t : { ...t, auction: null };
  return { ...t, auction: openAuction({ table: t.table, auction: auctionName(t.game), players: t.game.players, purses: t.game.purses }) };
}
