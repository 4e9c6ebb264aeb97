// PJ-TOOL-12 in the reader's browser, as pure decisions: only the books the service writes into the
// post that opened the table (under its [pj-table]) are the books; any other [pj-ledger], a player's
// reply or a pasted copy, is a quote of books and never carries the bid composer. The browser test
// (browser/scene.test.ts) plays the same on the sandbox's page.
import { describe, expect, it } from "@jest/globals";
import { ledgerIsBooks, type PostCards } from "../../../src/games/pujas/cards/books.js";
import { PJ_BLOCK } from "../../../src/games/pujas/cards/read-card.js";

const { table, ledger, turn, bid } = PJ_BLOCK;
const thread: PostCards[] = [
  { id: 10, postNumber: 1, blocks: [table, ledger] },
  { id: 11, postNumber: 2, blocks: [] },
  { id: 12, postNumber: 3, blocks: [turn] },
  { id: 13, postNumber: 4, blocks: [ledger] },
  { id: 14, postNumber: 5, blocks: [table, ledger] },
  { id: 15, postNumber: 6, blocks: [bid] },
];

describe("PJ-TOOL-12: which [pj-ledger] is the table's books", () => {
  it("the one in the post that opened the table", () => {
    expect(ledgerIsBooks(10, [table, ledger], thread)).toBe(true);
  });

  it("not a player's reply holding only a copy", () => {
    expect(ledgerIsBooks(13, [ledger], thread)).toBe(false);
  });

  it("not a reply that pastes a [pj-table] with its copy, after the table opened", () => {
    expect(ledgerIsBooks(14, [table, ledger], thread)).toBe(false);
  });

  it("not any other post holding both, once the page shows the post that opened the table", () => {
    expect(ledgerIsBooks(99, [table, ledger], thread)).toBe(false);
  });

  it("with no thread on the page (a user's activity, a search), the post's own cards decide", () => {
    expect(ledgerIsBooks(10, [table, ledger], undefined)).toBe(true);
    expect(ledgerIsBooks(13, [ledger], undefined)).toBe(false);
    expect(ledgerIsBooks(undefined, [ledger], undefined)).toBe(false);
  });

  it("the table opened by a later post (the first had no [pj-table]): its books are the books", () => {
    const later: PostCards[] = [{ id: 1, postNumber: 1, blocks: [] }, { id: 2, postNumber: 2, blocks: [table, ledger] }, { id: 3, postNumber: 3, blocks: [ledger] }];
    expect(ledgerIsBooks(2, [table, ledger], later)).toBe(true);
    expect(ledgerIsBooks(3, [ledger], later)).toBe(false);
  });
});
