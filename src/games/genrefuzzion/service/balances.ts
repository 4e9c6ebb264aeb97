// GenreFuzzion's points as the service's store keeps them: the store's ledger holds each player's
// counters by the kind their entries name (Store.balances), and GenreFuzzion names two, "PV" and "PK"
// (GF-PTS-1: the points are the player's, across topics). A kind with no entry yet is 0.
import type { Store } from "../../../service/store/store.js";
import type { Balance } from "../rules/state.js";

/** The counters' kinds as GenreFuzzion's ledger entries name them. */
export const POINT_KINDS = { pv: "PV", pk: "PK" } as const;

/** The players' balances (lower-case usernames, as the store keys them), every one asked for, 0 where none. */
export async function playerBalances(store: Pick<Store, "balances">, players: readonly string[]): Promise<Record<string, Balance>> {
  const counters = await store.balances(players);
  return Object.fromEntries(players.map((p) => [p, { pv: counters[p]?.[POINT_KINDS.pv] ?? 0, pk: counters[p]?.[POINT_KINDS.pk] ?? 0 }]));
}
