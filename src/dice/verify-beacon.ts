// The beacon check of a proof (docs/verifiable-dice.md §6): the maintained drand-client verifies
// the round's BLS signature against the pinned chain. It is async and pulls in a pairing library,
// so it sits apart from verify.ts; both are runtime-neutral.
import { fetchBeacon, type ChainClient, type ChainInfo, type RandomnessBeacon } from "drand-client";
import { err, gfError, ok, type Result } from "../lib/result.js";
import { toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import type { DrandChain } from "./drand.js";
import type { BeaconRef } from "./proof.js";

export function chainInfo(chain: DrandChain): ChainInfo {
  return {
    public_key: chain.publicKey, period: chain.periodSeconds, genesis_time: chain.genesisSeconds,
    hash: chain.hash, groupHash: "", schemeID: chain.scheme, metadata: { beaconID: chain.beaconId },
  };
}

/**
 * A drand-client ChainClient that serves one recorded beacon: fetchBeacon then runs the library's
 * own verification (round, randomness, BLS signature) on it, with no network.
 */
function recordedClient(chain: DrandChain, beacon: RandomnessBeacon): ChainClient {
  const info = chainInfo(chain);
  return {
    options: { disableBeaconVerification: false, noCache: false },
    get: async () => beacon,
    latest: async () => beacon,
    chain: () => ({ baseUrl: "recorded:", info: async () => info }),
  };
}

/** True when `signature` is the chain's genuine beacon for `round`. */
export async function isGenuineBeacon(chain: DrandChain, round: number, signature: Uint8Array,
  crypto: DiceCrypto): Promise<boolean> {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  const beacon = { round, signature: toHex(signature), randomness: toHex(crypto.sha256(signature)) } as RandomnessBeacon;
  try {
    await fetchBeacon(recordedClient(chain, beacon), round);
    return true;
  } catch {
    return false;
  }
}

/** The "beacon" check of verify.ts's pending list. */
export async function verifyBeaconRef(ref: BeaconRef, chain: DrandChain, crypto: DiceCrypto): Promise<Result<true>> {
  const genuine = toHex(ref.chainHash) === chain.hash && await isGenuineBeacon(chain, ref.round, ref.signature, crypto);
  return genuine ? ok(true) : err(gfError("dice.verify.beacon", undefined, { round: ref.round, chain: chain.name }));
}
