// The points ledger (GF-PTS-*). Points belong to players (GF-PTS-1), balances never go negative
// (GF-PTS-2), and every entry names the rule that produced it. An action's entries are posted
// together or not at all, so a cost the player cannot pay leaves nothing half-done.
import { DONE, err, gfError } from "../../../lib/result.js";
import type { Done } from "../../../lib/result.js";
import type { Balance, Draft, GameState, LedgerEntry } from "./state.js";
import type { Currency } from "./tricks.js";

export function entry(player: string, currency: Currency, amount: number, rule: string, reason: string, character?: string): LedgerEntry {
  return { player, currency, amount, rule, reason, ...(character ? { character } : {}) };
}

/** GF-RATE-7: halved, rounded up (5 → 3, 1 → 1, 0 → 0). */
export const halfUp = (n: number): number => Math.ceil(n / 2);

/**
 * Posts entries to the draft: all of them, or none and an error. Checks that no balance goes below
 * zero (GF-PTS-2) and that nobody under Mi tesoro spends PV (GF-TRICK-16).
 */
export function post(draft: Draft<GameState>, entries: readonly LedgerEntry[]): Done {
  const next = new Map<string, Balance>();
  for (const e of entries) {
    if (e.amount < 0 && e.currency === "pv" && draft.scene?.effects.some((x) => x.kind === "no-pv" && x.player === e.player)) {
      return err(gfError("points.no-pv", "GF-TRICK-16", { player: e.player }));
    }
    const was = next.get(e.player) ?? draft.balances[e.player] ?? { pv: 0, pk: 0 };
    next.set(e.player, { ...was, [e.currency]: was[e.currency] + e.amount });
  }
  for (const [player, balance] of next) {
    for (const currency of ["pv", "pk"] as const) {
      if (balance[currency] < 0) {
        const has = (draft.balances[player] ?? { pv: 0, pk: 0 })[currency];
        // What the points were for (the last cost of this player in this currency): the refusal names
        // it and its rule (a third cliché, GF-POOL-3), and the service quotes the line that asked for it.
        const cause = [...entries].reverse().find((e) => e.player === player && e.currency === currency && e.amount < 0);
        return err(gfError("points.short", "GF-PTS-2", { player, currency: currency.toUpperCase(), need: has - balance[currency], has,
          ...(cause ? { cause: cause.reason, for: cause.rule } : {}) }));
      }
    }
  }
  for (const [player, balance] of next) draft.balances[player] = { ...balance };
  const scene = draft.scene?.number;
  for (const e of entries) draft.ledger.push(scene !== undefined && e.scene === undefined ? { ...e, scene } : { ...e });
  return DONE;
}
