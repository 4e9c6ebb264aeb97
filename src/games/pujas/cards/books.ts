// PJ-TOOL-12, in the reader's browser: only the service's books are the books. The service writes them
// into the post that opened the table, right under its [pj-table] (src/games/pujas/flow/topic.ts,
// withLedger), and writes them back after a hand edit there. A [pj-ledger] anywhere else (a player's
// reply, a pasted copy) is someone's copy of books: drawn as a quote, never with the bid composer.
import type { GfHost, ThreadPost } from "../../../plugin-client/host.js";
import { PJ_BLOCK, readPujasCard } from "./read-card.js";

/** A post of the thread as the page shows it: its id, its number and the Pujas cards in it (quotes left out). */
export interface PostCards {
  readonly id: number;
  readonly postNumber: number;
  readonly blocks: readonly string[];
}

/**
 * Whether a [pj-ledger] in post `postId`, whose own cards are `own`, is the table's books: its post
 * holds the table's [pj-table] too, and no other post of the thread (as far as the page has it) holds
 * an earlier one, since the first [pj-table] opens the table (PJ-SETUP-1) and every later one is refused.
 * Where the page has no thread (a user's activity, a search result) the post's own cards decide.
 */
export function ledgerIsBooks(postId: number | undefined, own: readonly string[], thread: readonly PostCards[] | undefined): boolean {
  if (!own.includes(PJ_BLOCK.table)) return false;
  if (!thread || postId === undefined) return true;
  const opening = thread.filter((p) => p.blocks.includes(PJ_BLOCK.table)).sort((a, b) => a.postNumber - b.postNumber)[0];
  return !opening || opening.id === postId;
}

/** The Pujas cards under `root`, as their blocks ("pjtable", "pjledger"…); cards inside a quote are someone else's. */
export function cardsIn(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>("div[data-gf-card]"))
    .filter((el) => !el.closest("blockquote, aside.quote"))
    .map((el) => readPujasCard(el.getAttribute("data-gf-card") ?? "", el.getAttribute("data-gf-source") ?? el.textContent ?? "")?.block)
    .filter((b): b is string => b !== undefined);
}

/** Whether the [pj-ledger] card `element`, in the post the host decorates, is the table's books. */
export function booksHere(element: HTMLElement, host: GfHost): boolean {
  const thread: readonly ThreadPost[] | undefined = host.thread?.();
  const mine = thread?.find((p) => p.id === host.postId);
  // The post's own cooked HTML: from the thread when the page has it, else the card's surroundings.
  const root: ParentNode | null = mine?.element ?? element.closest(".cooked") ?? element.parentElement;
  const own = root ? cardsIn(root) : [];
  return ledgerIsBooks(host.postId, own, thread?.map((p) => ({ id: p.id, postNumber: p.postNumber, blocks: cardsIn(p.element) })));
}
