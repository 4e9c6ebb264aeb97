// Verifying against an operator's whole document, rotations included (docs/verifiable-dice.md §9.3):
// a v2 proof names the seed-chain head it derives from, and so the commitment it belongs to, the
// current one or a retired one the document lists. A retired commitment's proofs are checked under
// its own key, schedule and revealed seeds, and must be stamped before its retirement: a retired key
// signing afterwards is a "commitment" failure. Runtime-neutral.
import { err, gfError, type Result } from "../lib/result.js";
import { equalBytes, toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { decodeProof, type Proof } from "./proof.js";
import { proofVerifier, type Expected, type VerifyOptions, type VerifyReport } from "./verify.js";
import type { RetiredOptions } from "./well-known.js";

/** Verifier options with the retired commitments a document lists (verifyOptionsFrom), if any. */
export type WithRetired = VerifyOptions & { readonly retired?: readonly RetiredOptions[] };

/**
 * The options a proof is checked under: the retired commitment whose head it names, else the
 * current one (which then fails "commitment" for any head it does not know).
 */
export function optionsForProof(options: WithRetired, text: string, given?: Result<Proof>): { options: VerifyOptions; retired?: RetiredOptions } {
  if (!options.retired?.length) return { options };
  const decoded = given ?? decodeProof(text);
  if (!decoded.ok || decoded.value.record.version === 1) return { options };
  const head = decoded.value.record.chainHead;
  const retired = options.retired.find((r) => r.head && equalBytes(r.head, head));
  return retired ? { options: retired, retired } : { options };
}

/** The failure of a retired key's proof stamped at or after its retirement, or undefined. */
export function retiredTooLate(retired: RetiredOptions | undefined, report: VerifyReport): Result<VerifyReport> | undefined {
  const { record } = report.proof;
  if (!retired || record.version === 1 || record.time < retired.retiredAt) return undefined;
  return err(gfError("dice.verify.commitment", undefined, { got: toHex(record.chainHead), want: `retired ${new Date(retired.retiredAt).toISOString()}` }));
}

/** A verifier for every proof the document's operator made, before and after its rotations. */
export function documentVerifier(options: WithRetired, crypto: DiceCrypto): (text: string, expected?: Expected) => Result<VerifyReport> {
  const current = proofVerifier(options, crypto);
  const byRetired = new Map((options.retired ?? []).map((r) => [r, proofVerifier(r, crypto)]));
  return (text, expected) => {
    const { retired } = optionsForProof(options, text);
    if (!retired) return current(text, expected);
    const checked = byRetired.get(retired)!(text, expected);
    return checked.ok ? retiredTooLate(retired, checked.value) ?? checked : checked;
  };
}
