// Controls that retire themselves: a card's buttons show only while its action is open for
// the reader. A game's card that acts on the thread as it stands (a table's offers, an interval's
// actions) is the latest of its kind: once the service has posted a newer one, the older card's
// buttons would post a move the game no longer takes (Facetas' "acepto la derrota" on every earlier
// reply), so they go.
import { cardSelector } from "./card-data.js";
import type { GfHost } from "./host.js";

/**
 * Whether a post after this card's, in the thread the page shows, holds a card of one of `blocks`
 * (cooked keys, e.g. a game's table tags in each language) posted by the service's account when the
 * page knows it (a player's look-alike retires nothing). False when the page cannot tell.
 */
export function supersededInThread(host: Pick<GfHost, "thread" | "postId" | "serviceUsername">, blocks: readonly string[]): boolean {
  const thread = host.thread?.();
  const me = thread?.find((p) => p.id === host.postId);
  if (!thread || !me) return false;
  const selector = blocks.map(cardSelector).join(", ");
  const service = host.serviceUsername?.toLowerCase();
  return thread.some((p) => p.postNumber > me.postNumber && (!service || p.username.toLowerCase() === service) && p.element.querySelector(selector) !== null);
}
