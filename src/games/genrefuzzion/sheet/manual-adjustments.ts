// A player who hand-edits their points on the sheet is telling the group something (GF-FORUM-4:
// each player keeps their own totals up to date). The service neither fights the edit nor drops it:
// it records the difference in the points ledger as a manual adjustment (docs/markup.md §7.6). This finds
// those differences between the sheet as the service last saw it and the sheet as it is now; the
// service writes them to the ledger and applies its own changes on top.
import type { LedgerEntry } from "../rules/state.js";
import type { Sheet } from "./schemas.js";

export const MANUAL_RULE = "GF-FORUM-4";
export const MANUAL_REASON = "sheet.manual-edit";

/**
 * Ledger entries for a hand-edit of the points between two readings of one sheet. Nothing when the
 * sheet changed hands or names (not a points edit of the same player), or when either reading has
 * no line for that currency (no number claimed, nothing to reconcile).
 */
export function manualAdjustments(before: Sheet, after: Sheet): LedgerEntry[] {
  if (!before.player || before.player.toLowerCase() !== after.player?.toLowerCase() || before.name !== after.name) return [];
  const out: LedgerEntry[] = [];
  for (const currency of ["pv", "pk"] as const) {
    const was = before[currency];
    const now = after[currency];
    if (was === undefined || now === undefined || was === now) continue;
    out.push({ player: before.player, currency, amount: now - was, rule: MANUAL_RULE, reason: MANUAL_REASON, ...(after.name ? { character: after.name } : {}) });
  }
  return out;
}
