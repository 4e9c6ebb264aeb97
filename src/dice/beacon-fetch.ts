// Fetching the drand round a roll needs (docs/verifiable-dice.md §6): wait until the first round after
// the roll time is published, fetch it from a relay (GET <relay>/public/<round>, drand's HTTP API),
// and verify it against the pinned chain (never against whatever /info the relay serves). A relay can
// delay a roll, never choose it. Runtime-neutral: global fetch only.
import { z } from "zod";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { fromHex } from "./bytes.js";
import { roundAfter, roundTimeMs, type DrandChain } from "./drand.js";
import { isGenuineBeacon } from "./verify-beacon.js";

export interface FetchRoundOptions {
  /** The relay serving this chain; default drand's own, https://api.drand.sh/<chain hash>. */
  readonly baseUrl?: string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Attempts after the round's time, one period apart (relays can lag a little). */
  readonly attempts?: number;
  readonly fetch?: typeof fetch;
}

export const defaultRelay = (chain: DrandChain): string => `https://api.drand.sh/${chain.hash}`;

/** drand's JSON for one round; randomness is not trusted, only the signature is. */
const servedSchema = z.object({ round: z.number(), signature: z.string().regex(/^[0-9a-fA-F]+$/) });

/**
 * The verified beacon of the first round published after `at` (ms). A relay that fails or lags is
 * retried; a beacon that does not verify is refused at once, since asking again cannot fix it.
 */
export async function fetchRoundAfter(chain: DrandChain, at: number, options: FetchRoundOptions = {}):
  Promise<Result<{ round: number; signature: Uint8Array }>> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const get = options.fetch ?? fetch;
  const round = roundAfter(chain, at);
  const base = (options.baseUrl ?? defaultRelay(chain)).replace(/\/+$/, "");

  const wait = roundTimeMs(chain, round) - now();
  if (wait > 0) await sleep(wait);
  let detail = "";
  for (let attempt = 0; attempt < (options.attempts ?? 3); attempt++) {
    if (attempt > 0) await sleep(chain.periodSeconds * 1000);
    let served: z.infer<typeof servedSchema>;
    try {
      const response = await get(`${base}/public/${round}`, { headers: { accept: "application/json" } });
      if (!response.ok) { detail = `HTTP ${response.status}`; continue; }
      const parsed = servedSchema.safeParse(await response.json());
      if (!parsed.success) { detail = "not a drand beacon"; continue; }
      served = parsed.data;
    } catch (e) {
      detail = e instanceof Error ? e.message : String(e);
      continue;
    }
    const signature = fromHex(served.signature);
    if (served.round !== round || !signature || !isGenuineBeacon(chain, round, signature)) {
      return err(gfError("dice.beacon.unavailable", undefined, { chain: chain.name, round, detail: "the relay's beacon does not verify" }));
    }
    return ok({ round, signature });
  }
  return err(gfError("dice.beacon.unavailable", undefined, { chain: chain.name, round, detail }));
}
