// What the d20 check's tests share: the proofs of a reply checked against the operator's published
// document, wherever the reply carries them.
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { documentVerifier } from "../../../src/dice/verify-document.js";
import { verifyOptionsFrom } from "../../../src/dice/well-known.js";

/** How many proofs `text` carries; each must verify under the service's document (else it throws). */
export async function verifyD20Proofs(serviceUrl: string, text: string): Promise<number> {
  const doc = await (await fetch(`${serviceUrl}/.well-known/gf-dice.json`)).json();
  const options = verifyOptionsFrom(doc, nodeCrypto);
  if (!options.ok) throw new Error(options.error.code);
  const verify = documentVerifier(options.value, nodeCrypto);
  const proofs = [...text.matchAll(/\b(gf\d\.[A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  for (const p of proofs) {
    const r = verify(p);
    if (!r.ok) throw new Error(`proof does not verify: ${r.error.code}`);
  }
  return proofs.length;
}
