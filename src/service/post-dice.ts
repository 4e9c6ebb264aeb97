// The dice a post's handlers roll with (docs/verifiable-dice.md §6). Without a beacon, the operator's
// own roll. With one (the operator's keys name a drand chain), every roll of a post mixes in the
// first round published after the post was made: fetched from the configured relay and verified
// against the pinned chain once per round, then cached (a verified round never changes).
//
// A roll never happens without its beacon: when the round cannot be had (relay down, lagging, or
// serving a beacon that does not verify), `forPost` throws BeaconUnavailable and the handler stops
// before committing anything; service.ts then keeps the post for a later try through the outbox.
import type { Lang } from "../lib/i18n.js";
import type { GfError, Result } from "../lib/result.js";
import { fetchRoundAfter } from "../dice/beacon-fetch.js";
import type { DiceCrypto } from "../dice/crypto.js";
import { roundAfter } from "../dice/drand.js";
import type { Operator } from "../dice/operator.js";
import type { RolledPool, RollRequest } from "../dice/roll.js";
import type { Clock } from "./clock.js";

export type RollFn = (request: Omit<RollRequest, "beacon">) => Result<RolledPool>;

/** The post's roll cannot happen yet: its beacon round is not to be had. */
export class BeaconUnavailable extends Error {
  constructor(readonly error: GfError, readonly lang: Lang) {
    super(`beacon unavailable: ${error.code} ${JSON.stringify(error.params ?? {})}`);
    this.name = "BeaconUnavailable";
  }
}

export interface PostDice {
  /** The chain rolls mix in, or undefined when the operator uses no beacon. */
  readonly chain: string | undefined;
  /** The roll function for a post made at `at` (ms); throws BeaconUnavailable (in `lang`) when its round cannot be had. */
  forPost(at: number, lang: Lang): Promise<RollFn>;
}

const CACHED_ROUNDS = 512;

export function postDice(operator: Operator, crypto: DiceCrypto, options: { clock: Clock; relay?: string; attempts: number }): PostDice {
  const chain = operator.drand;
  const plain: RollFn = (request) => operator.roll(request);
  const rounds = new Map<number, { round: number; signature: Uint8Array }>();
  return {
    chain: chain?.name,
    async forPost(at, lang) {
      if (!chain) return plain;
      const round = roundAfter(chain, at);
      let beacon = rounds.get(round);
      if (!beacon) {
        const fetched = await fetchRoundAfter(chain, at, crypto, { now: () => options.clock.now(),
          sleep: (ms) => options.clock.sleep(ms), attempts: options.attempts, ...(options.relay ? { baseUrl: options.relay } : {}) });
        if (!fetched.ok) throw new BeaconUnavailable(fetched.error, lang);
        beacon = fetched.value;
        if (rounds.size >= CACHED_ROUNDS) rounds.delete(rounds.keys().next().value!);
        rounds.set(round, beacon);
      }
      const verified = beacon;
      return (request) => operator.roll({ ...request, beacon: verified });
    },
  };
}
