// Verifying a proof (docs/verifiable-dice.md §8), offline, in Node or a browser (no node:*).
// Checks run in order and the first failure is reported by name: format, signature, epoch-time,
// beacon-round, seed-chain, faces. A check that cannot run yet (the epoch's seed is still secret,
// no post time given) is listed as pending, never as passed. The beacon's BLS signature is
// checked by verify-beacon.ts (async, and heavy enough that a browser may load it on demand).
import { err, gfError, ok, type Result } from "../lib/result.js";
import { equalBytes, fromHex, toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { deriveFaces } from "./derive.js";
import { formatRolled } from "./die.js";
import { roundAfter, type DrandChain } from "./drand.js";
import { epochAt, type EpochSchedule } from "./epoch.js";
import { decodeProof, type Proof } from "./proof.js";
import type { RevealedSeeds } from "./seed-chain.js";

export type VerifyCheck = "format" | "signature" | "epoch-time" | "beacon-round" | "beacon" | "seed-chain" | "faces";

export interface VerifyOptions {
  /** The operator's Ed25519 public key (32 bytes), from its published document. */
  readonly publicKey: Uint8Array;
  /** The epoch schedule, to check the epoch against the post's time. */
  readonly schedule?: EpochSchedule;
  /** Seeds revealed so far, already checked against the published head (openRevealedSeeds). */
  readonly revealed?: RevealedSeeds;
  /** The drand chain the operator publishes, when it uses a beacon. */
  readonly drand?: DrandChain;
}

export interface VerifyReport {
  readonly proof: Proof;
  readonly passed: readonly VerifyCheck[];
  readonly pending: readonly VerifyCheck[];
}

/** Builds a verifier for one operator; the key is prepared once, proofs are checked many times. */
export function proofVerifier(options: VerifyOptions, crypto: DiceCrypto):
  (text: string, postedAt?: number) => Result<VerifyReport> {
  const verifySignature = crypto.verifier(options.publicKey);
  const keyHex = toHex(options.publicKey);
  const drandHash = options.drand ? fromHex(options.drand.hash, 32) : undefined;

  return (text, postedAt) => {
    const decoded = decodeProof(text);
    if (!decoded.ok) return decoded;
    const proof = decoded.value;
    const { record } = proof;
    const passed: VerifyCheck[] = ["format"];
    const pending: VerifyCheck[] = [];

    if (!verifySignature(proof.message, proof.signature)) {
      return err(gfError("dice.verify.signature", undefined, { key: keyHex }));
    }
    passed.push("signature");

    const at = () => new Date(postedAt!).toISOString();
    if (postedAt !== undefined && options.schedule) {
      const want = epochAt(options.schedule, postedAt);
      if (want !== record.epoch) {
        return err(gfError("dice.verify.epoch-time", undefined, { epoch: record.epoch, at: at(), want: want ?? "-" }));
      }
      passed.push("epoch-time");
    } else {
      pending.push("epoch-time");
    }

    if (record.beacon) {
      if (options.drand && drandHash && !equalBytes(record.beacon.chainHash, drandHash)) {
        return err(gfError("dice.verify.beacon-chain", undefined, { got: toHex(record.beacon.chainHash), want: options.drand.hash }));
      }
      if (postedAt !== undefined && options.drand) {
        const want = roundAfter(options.drand, postedAt);
        if (record.beacon.round !== want) {
          return err(gfError("dice.verify.beacon-round", undefined, { round: record.beacon.round, at: at(), want }));
        }
        passed.push("beacon-round");
      } else {
        pending.push("beacon-round");
      }
      pending.push("beacon");
    }

    const seed = options.revealed?.seedFor(record.epoch);
    if (!seed) {
      pending.push("seed-chain", "faces");
      return ok({ proof, passed, pending });
    }
    passed.push("seed-chain");
    const faces = deriveFaces(seed, proof.head, record.sizes, crypto);
    if (!faces.every((f, k) => f === record.faces[k])) {
      const show = (fs: readonly number[]) => formatRolled(record.sizes.map((size, k) => ({ size, face: fs[k]! })));
      return err(gfError("dice.verify.faces", undefined, { got: show(record.faces), want: show(faces), epoch: record.epoch }));
    }
    passed.push("faces");
    return ok({ proof, passed, pending });
  };
}
