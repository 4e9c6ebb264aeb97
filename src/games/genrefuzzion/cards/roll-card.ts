// GenreFuzzion's roll card's badge: the shared one (src/plugin-client/roll-check.ts), given what
// only GenreFuzzion's card knows, the pool its pool's post typed (docs/verifiable-dice.md §V.5).
import { cardSelector, dice, int, list, obj, readCard, str, type Card } from "../../../plugin-client/card-data.js";
import { rolledDice } from "./roll.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { checkRoll, rollContext } from "../../../plugin-client/roll-check.js";
import type { RollCardData, RollVerdict } from "../../../plugin-client/verdict.js";

/** Draws the "checking" badge and queues the card; resolves with the verdict once the page's batch is verified. */
export function decorateRoll(card: Card, host: GfHost): Promise<RollVerdict> {
  const post = int(card.data["post"]);
  const block = int(card.data["blockNumber"]);
  const times = post !== undefined ? host.postTime?.(post) : undefined;
  const data: RollCardData = {
    proof: str(card.data["proof"]), post, dice: rolledDice(card.data).map(({ size, face }) => ({ size, face })),
    ...(block !== undefined && block >= 0 ? { block } : {}),
    ...rollContext(host, post),
    ...poolOfPost(host, post, block, times?.edited !== undefined),
  };
  return checkRoll(card.element, data, host);
}

/**
 * The dice the pool's post typed for block `block` (docs/verifiable-dice.md §V.5), read from the
 * post's own cooked card, so the badge compares the proof with the post and not with the roll card
 * that carries it. Only where that is certain: the post never edited (a block's number is then its
 * place among the post's pool cards, outside quotes), its dice all written out, no character's
 * sheet to supply them. Anything else: nothing, and the card's own dice stand in.
 */
function poolOfPost(host: GfHost, post: number | undefined, block: number | undefined, edited: boolean): { postPool?: number[] } {
  if (post === undefined || block === undefined || block < 0 || edited || !host.thread) return {};
  const element = host.thread().find((p) => p.id === post)?.element;
  if (!element) return {};
  const cards = [...element.querySelectorAll<HTMLElement>(cardSelector("pool"))].filter((el) => !el.closest("aside.quote, blockquote"));
  const cooked = cards[block % 1000];
  const read = cooked ? readCard(cooked) : undefined;
  if (!read || read.block !== "pool") return {};
  const entries = list(read.data["entries"]).map(obj);
  const named = read.data["character"] !== undefined || read.data["sheet"] !== undefined;
  if (entries.length === 0 || entries.some((e) => dice(e["dice"]).length === 0 || (named && e["kind"] !== "free"))) return {};
  return { postPool: entries.flatMap((e) => dice(e["dice"])) };
}
