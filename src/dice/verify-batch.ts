// Verifying many rolls at once, as a page of roll cards needs (docs/verifiable-dice.md §8): the
// Ed25519 signatures go to the platform's own implementation when it has one (WebCrypto "Ed25519",
// native in browsers and Node), all in parallel, and the rest of the checks run as proofVerifier's.
// The strict encoding rules of ed25519-strict.ts run first either way, so WebCrypto (BoringSSL in
// Chromium) and @noble accept the same signatures. Without WebCrypto Ed25519, @noble checks them.
// Runtime-neutral: no node:*.
import { err, gfError, type Result } from "../lib/result.js";
import { toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { isStrictPublicKey, isStrictSignature } from "./ed25519-strict.js";
import { decodeProof, type Proof } from "./proof.js";
import { proofVerifier, type Expected, type VerifyOptions, type VerifyReport } from "./verify.js";

/** The part of SubtleCrypto used here (globalThis.crypto.subtle in browsers and Node). */
export interface SubtleEd25519 {
  importKey(format: "raw", key: Uint8Array, algorithm: { name: "Ed25519" }, extractable: false, usages: ["verify"]): Promise<unknown>;
  verify(algorithm: { name: "Ed25519" }, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

export interface RollToCheck {
  readonly proof: string;
  readonly expected?: Expected;
  /** The proof already decoded (decodeProof of `proof`), when the caller read it first. */
  readonly decoded?: Result<Proof>;
}

let probed: Promise<SubtleEd25519 | undefined> | undefined;

/**
 * The platform's WebCrypto, if it does Ed25519; undefined otherwise. Asked once per page: each
 * WebCrypto call is a round trip to the browser's crypto thread, which a busy machine makes slow.
 */
export function webCryptoEd25519(): Promise<SubtleEd25519 | undefined> {
  return probed ??= probe();
}

async function probe(): Promise<SubtleEd25519 | undefined> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleEd25519 } }).crypto?.subtle;
  if (!subtle) return undefined;
  try {
    // The RFC 8032 test 1 key: a platform without Ed25519 refuses the algorithm here.
    const key = new Uint8Array([0xd7, 0x5a, 0x98, 0x01, 0x82, 0xb1, 0x0a, 0xb7, 0xd5, 0x4b, 0xfe, 0xd3, 0xc9, 0x64, 0x07, 0x3a,
      0x0e, 0xe1, 0x72, 0xf3, 0xda, 0xa6, 0x23, 0x25, 0xaf, 0x02, 0x1a, 0x68, 0xf7, 0x07, 0x51, 0x1a]);
    await subtle.importKey("raw", key, { name: "Ed25519" }, false, ["verify"]);
    return subtle;
  } catch {
    return undefined;
  }
}

// One imported key per operator key and platform, kept for the page's life (a page verifies its
// cards again after every new post or edit).
const keys = new WeakMap<SubtleEd25519, Map<string, Promise<unknown>>>();

function importedKey(subtle: SubtleEd25519, keyHex: string, publicKey: Uint8Array): Promise<unknown> {
  let byKey = keys.get(subtle);
  if (!byKey) keys.set(subtle, byKey = new Map());
  let key = byKey.get(keyHex);
  if (!key) {
    key = subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"]);
    // A failed import is not kept: the next page's batch asks again.
    key.catch(() => byKey!.delete(keyHex));
    byKey.set(keyHex, key);
  }
  return key;
}

/**
 * The WebCrypto path of the one Ed25519 rule (docs/verifiable-dice.md §V.7): the key and signature
 * encodings of ed25519-strict.ts, then BoringSSL's (or Node's OpenSSL's) cofactorless equation. A key
 * the rule refuses verifies nothing.
 */
export async function webCryptoVerifier(subtle: SubtleEd25519, publicKey: Uint8Array):
  Promise<(message: Uint8Array, signature: Uint8Array) => Promise<boolean>> {
  if (!isStrictPublicKey(publicKey)) return () => Promise.resolve(false);
  const key = await importedKey(subtle, toHex(publicKey), publicKey);
  return (message, signature) => isStrictSignature(signature)
    ? subtle.verify({ name: "Ed25519" }, key, signature, message).catch(() => false) : Promise.resolve(false);
}

/** Signatures checked on this page, by key and proof text: Ed25519 verification is a pure function of them. */
const checkedSignatures = new Map<string, boolean>();
const MAX_CHECKED = 4096;

/**
 * Verifies every roll: one report (or the first failed check) per roll, in order. `subtle` is
 * WebCrypto with Ed25519 (webCryptoEd25519()), or undefined to use `crypto`'s own verifier.
 */
export async function verifyRolls(rolls: readonly RollToCheck[], options: VerifyOptions, crypto: DiceCrypto,
  subtle?: SubtleEd25519): Promise<Result<VerifyReport>[]> {
  const safely = (verify: ReturnType<typeof proofVerifier>, roll: RollToCheck): Result<VerifyReport> => {
    try {
      return verify(roll.proof, roll.expected, roll.decoded);
    } catch (e) {
      return err(gfError("dice.verify.format", undefined, { detail: e instanceof Error ? e.message : String(e) }));
    }
  };
  if (!subtle || !isStrictPublicKey(options.publicKey)) {
    const verify = proofVerifier(options, crypto);
    return rolls.map((roll) => safely(verify, roll));
  }
  // Every signature goes to WebCrypto at once; while it works, the other checks run here with the
  // signature taken as good. The signature is the second check (after format), so a bad one is
  // reported as such whatever the later checks said: the same verdicts as proofVerifier's.
  const keyHex = toHex(options.publicKey);
  const check = await webCryptoVerifier(subtle, options.publicKey);
  // Each proof is read once: the signature goes to WebCrypto and the same record to the other checks.
  // A signature this page already checked under this key (the same bytes: a page verifies its cards
  // again after every new post) is not sent again; every other check runs anew.
  const decoded = rolls.map((roll) => roll.decoded ?? decodeProof(roll.proof));
  const signatures = decoded.map((d, i) => {
    if (!d.ok) return Promise.resolve(false);
    const known = checkedSignatures.get(`${keyHex}:${rolls[i]!.proof}`);
    if (known !== undefined) return Promise.resolve(known);
    return check(d.value.message, d.value.signature).then((good) => {
      if (checkedSignatures.size >= MAX_CHECKED) checkedSignatures.clear();
      checkedSignatures.set(`${keyHex}:${rolls[i]!.proof}`, good);
      return good;
    });
  });
  const assumeSigned: DiceCrypto = { ...crypto, verifier: () => () => true };
  const verify = proofVerifier(options, assumeSigned);
  const rest = rolls.map((roll, i) => safely(verify, { ...roll, decoded: decoded[i]! }));
  const signed = await Promise.all(signatures);
  return rest.map((r, i) => {
    if (!r.ok && r.error.code === "dice.verify.format") return r;
    return signed[i] ? r : err(gfError("dice.verify.signature", undefined, { key: keyHex }));
  });
}
