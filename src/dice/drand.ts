// The optional public beacon (docs/verifiable-dice.md §6): a drand round published after the roll
// time, so the operator cannot know the faces in advance. Every chain a proof may name is pinned
// here, key and schedule included: a verifier never takes them from the operator's document or
// from a relay, so neither can swap the network or its key.

export interface DrandChain {
  readonly name: string;
  /** The chain hash (hex), which identifies the network. */
  readonly hash: string;
  /** The group's BLS public key (hex, compressed G2 point of 96 bytes). */
  readonly publicKey: string;
  readonly periodSeconds: number;
  readonly genesisSeconds: number;
  /**
   * drand's scheme ID. Only unchained schemes fit a proof (a round verifies on its own), and only
   * the G1 one is supported: its signatures are 48 bytes, hashed to G1 per RFC 9380.
   */
  readonly scheme: "bls-unchained-g1-rfc9380";
  readonly beaconId: string;
  /** Bytes of one round's signature (a compressed G1 point). */
  readonly signatureBytes: 48;
  /** The hash-to-curve domain separation tag drand uses for the scheme. */
  readonly dst: string;
}

/**
 * The League of Entropy's quicknet: 3-second rounds, 48-byte signatures on G1 (RFC 9380 hashing).
 * Chain hash: drand's announcement https://drand.love/blog/2023/10/16/quicknet-is-live ; public key,
 * period and genesis as published for the chain (e.g. docs.rs drand-verify and its users). Our
 * fixture round verifies against them (test/fixtures/drand/quicknet-657413.json).
 */
export const QUICKNET: DrandChain = {
  name: "quicknet",
  hash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  publicKey: "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
  periodSeconds: 3,
  genesisSeconds: 1692803367,
  scheme: "bls-unchained-g1-rfc9380",
  beaconId: "quicknet",
  signatureBytes: 48,
  dst: "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_",
};

export const DRAND_CHAINS: readonly DrandChain[] = [QUICKNET];

export const pinnedChainByName = (name: string): DrandChain | undefined => DRAND_CHAINS.find((c) => c.name === name);
export const pinnedChainByHash = (hash: string): DrandChain | undefined => DRAND_CHAINS.find((c) => c.hash === hash);

/** Round r is published at genesis + (r − 1)·period. */
export const roundTimeMs = (chain: DrandChain, round: number): number =>
  (chain.genesisSeconds + (round - 1) * chain.periodSeconds) * 1000;

/**
 * The first round published strictly after `ms`: the one a roll made at `ms` must use. Fixing it
 * leaves the operator no choice among rounds, and none of them was known at the roll time.
 */
export function roundAfter(chain: DrandChain, ms: number): number {
  const sinceGenesis = ms - chain.genesisSeconds * 1000;
  if (sinceGenesis < 0) return 1;
  return Math.floor(sinceGenesis / (chain.periodSeconds * 1000)) + 2;
}
