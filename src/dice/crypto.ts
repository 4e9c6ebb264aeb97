// The one small interface the dice core needs from cryptography (docs/verifiable-dice.md §1).
// Two implementations: crypto-node.ts (node:crypto, fast, for the service and the CLI) and
// crypto-noble.ts (@noble, for browsers and the plugin). The test vectors pass under both.

/** Signs with one Ed25519 key; built once so the key's preparation is not paid per roll. */
export interface DiceSigner {
  readonly publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

export interface DiceCrypto {
  readonly name: string;
  sha256(data: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array;
  /** An Ed25519 (RFC 8032) signer for a 32-byte secret key. */
  signer(secretKey: Uint8Array): DiceSigner;
  /**
   * A verifier for one 32-byte Ed25519 public key. It returns false, never throws, for a bad
   * signature or a malformed key; verification is RFC 8032 §5.1.7 with canonical encodings.
   */
  verifier(publicKey: Uint8Array): (message: Uint8Array, signature: Uint8Array) => boolean;
  randomBytes(length: number): Uint8Array;
  /** RFC 4648 §5 base64url without padding, when the platform has a native one (bytes.ts otherwise). */
  readonly base64Url?: (bytes: Uint8Array) => string;
  /** Strict base64url without padding, as bytes.ts fromBase64Url reads it, when the platform has a native decoder. */
  readonly fromBase64Url?: (text: string) => Uint8Array | undefined;
}
