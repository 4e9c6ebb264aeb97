// The pool card once its roll is in the thread (docs/verifiable-dice.md §V.5): marked as rolled, with
// the pool the dice service rolled and where. A block keeps its first roll whatever later edits do to
// its words (docs/verifiable-dice.md §3), so a pool edited after its roll (3 dice rolled, 4 written now) says the roll stands
// with the pool it rolled, instead of showing 4 dice beside a 3-dice roll as if they belonged together.
import { cardSelector, dice, int, list, obj, readCard, type Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { rolledDice } from "./roll.js";

const poolText = (sizes: readonly number[]) => [...sizes].sort((a, b) => a - b).map((s) => `d${s}`).join(" ");

/** The service's roll of this pool card, from the thread: the roll card naming this post and block. */
function rollOf(card: Card, host: GfHost): { postNumber: number; sizes: number[] } | undefined {
  if (host.postId === undefined || !host.serviceUsername || !host.thread) return undefined;
  // The block's number is its place among the post's pool cards, outside quotes (as the service numbers them).
  const root = card.element.closest(".cooked") ?? card.element.parentElement;
  const pools = root ? [...root.querySelectorAll<HTMLElement>(cardSelector("pool"))].filter((el) => !el.closest("aside.quote, blockquote")) : [];
  const place = pools.indexOf(card.element);
  const service = host.serviceUsername.toLowerCase();
  for (const post of host.thread()) {
    if (post.username.toLowerCase() !== service) continue;
    for (const el of post.element.querySelectorAll<HTMLElement>(cardSelector("roll"))) {
      const roll = readCard(el);
      if (!roll || roll.block !== "roll" || int(roll.data["post"]) !== host.postId) continue;
      const block = int(roll.data["blockNumber"]);
      if (block !== undefined && place >= 0 && block % 1000 !== place) continue;
      return { postNumber: post.postNumber, sizes: rolledDice(roll.data).map((d) => d.size) };
    }
  }
  return undefined;
}

export function decoratePool(card: Card, host: GfHost): void {
  card.element.querySelector(":scope > .gf-pool-rolled")?.remove();
  const roll = rollOf(card, host);
  if (!roll) { card.element.removeAttribute("data-gf-rolled"); return; }
  const rolled = poolText(roll.sizes);
  card.element.setAttribute("data-gf-rolled", rolled);
  // The dice the post writes now; a pool built from a sheet writes none, and is only marked.
  const written = list(card.data["entries"]).map(obj).flatMap((e) => dice(e["dice"]));
  const changed = written.length > 0 && poolText(written) !== rolled;
  if (changed) card.element.setAttribute("data-gf-pool-changed", "");
  else card.element.removeAttribute("data-gf-pool-changed");
  card.element.appendChild(h("p", { class: "gf-note gf-pool-rolled", role: "note" },
    host.t("card.rolled_in", { post: `#${roll.postNumber}`, dice: rolled }),
    changed ? ` ${host.t("card.rolled_edited")}` : ""));
}
