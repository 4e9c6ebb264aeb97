// When a page checks again the roll cards whose faces wait for the service's seed ("Signed roll, faces
// checkable from 14:02"): a reader who stays on the topic sees "Roll fully verified" once the seed is
// out, without a reload. One timer a page, for the earliest reveal its pending cards name (roll-badge.ts
// keeps them) and verifies only those cards again; the worker reads the operator's document afresh for
// them, once a batch (verify-page.ts). A document that still lacks the seed (the service's reveal late, or withheld) is
// asked again later and later, and after RECHECK_TRIES tries in a row for one reveal the page stops:
// the badge keeps its "checkable from" words, and a reload checks again.

/** After a reveal time, before the first re-check: the service's reveal timer and its document's write. */
export const RECHECK_MARGIN_MS = 2_000;
/** The least wait before a re-check, doubled with each try for one reveal (2.5, 5, 10… s): a document that still lacked the seed is asked again later and later. */
export const RECHECK_BACKOFF_MS = 2_500;
/** Re-checks for one reveal before the page stops asking. */
export const RECHECK_TRIES = 6;

/** The page's planned re-check: the reveal it waits for (ms), its try for that reveal (0 first), and how long from now it runs (ms). */
export interface Recheck { readonly due: number; readonly tries: number; readonly wait: number }

/**
 * The next re-check, from the reveal times of the cards still pending (a "signed" verdict with a
 * `checkableFrom`), the last re-check run (undefined when none ran since the page planned one), and
 * now: at the earliest reveal plus RECHECK_MARGIN_MS, and never sooner than RECHECK_BACKOFF_MS doubled
 * for each try that reveal had. Undefined when nothing is pending or that reveal had its tries.
 */
export function nextRecheck(reveals: readonly number[], last: Recheck | undefined, now: number): Recheck | undefined {
  if (!reveals.length) return undefined;
  const due = Math.min(...reveals);
  const tries = last?.due === due ? last.tries + 1 : 0;
  if (tries >= RECHECK_TRIES) return undefined;
  return { due, tries, wait: Math.max(due + RECHECK_MARGIN_MS - now, RECHECK_BACKOFF_MS * 2 ** tries) };
}
