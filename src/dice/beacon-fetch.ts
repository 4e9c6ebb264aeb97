// Fetching the drand round a roll needs (docs/verifiable-dice.md §6): wait until the round after the
// request is published, fetch it from a relay, and let drand-client verify it against the pinned
// chain (never against whatever /info the relay serves). Runtime-neutral: global fetch only.
import { HttpChainClient, type Chain } from "drand-client";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex } from "./bytes.js";
import { roundAfter, roundTimeMs, type DrandChain } from "./drand.js";
import type { DiceCrypto } from "./crypto.js";
import { chainInfo, isGenuineBeacon } from "./verify-beacon.js";

export interface FetchRoundOptions {
  /** The relay serving this chain; default drand's own, https://api.drand.sh/<chain hash>. */
  readonly baseUrl?: string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Attempts after the round's time, one period apart (relays can lag a little). */
  readonly attempts?: number;
}

export const defaultRelay = (chain: DrandChain): string => `https://api.drand.sh/${chain.hash}`;

/**
 * The verified beacon of the first round published after `at` (ms). A relay that fails or lags is
 * retried; a beacon that does not verify is refused at once, since asking again cannot fix it.
 */
export async function fetchRoundAfter(chain: DrandChain, at: number, crypto: DiceCrypto, options: FetchRoundOptions = {}):
  Promise<Result<{ round: number; signature: Uint8Array }>> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const round = roundAfter(chain, at);
  const pinned: Chain = { baseUrl: (options.baseUrl ?? defaultRelay(chain)).replace(/\/+$/, ""), info: async () => chainInfo(chain) };
  const client = new HttpChainClient(pinned, { disableBeaconVerification: true, noCache: false });

  const wait = roundTimeMs(chain, round) - now();
  if (wait > 0) await sleep(wait);
  let detail = "";
  for (let attempt = 0; attempt < (options.attempts ?? 3); attempt++) {
    if (attempt > 0) await sleep(chain.periodSeconds * 1000);
    let served: { round?: unknown; signature?: unknown };
    try {
      served = await client.get(round);
    } catch (e) {
      detail = e instanceof Error ? e.message : String(e);
      continue;
    }
    const signature = typeof served.signature === "string" ? fromHex(served.signature) : undefined;
    // drand-client checks the round, the randomness and the BLS signature against the pinned chain.
    if (served.round !== round || !signature || !(await isGenuineBeacon(chain, round, signature, crypto))) {
      return err(gfError("dice.beacon.unavailable", undefined, { chain: chain.name, round, detail: "the relay's beacon does not verify" }));
    }
    return ok({ round, signature });
  }
  return err(gfError("dice.beacon.unavailable", undefined, { chain: chain.name, round, detail }));
}
