// The page side of bench/badge: what a forum page does with its roll cards. It opens the operator's
// document (checking its revealed seed back to the anchored head), verifies every card's proof
// (signature natively and in parallel, then commitment, context, pool, epoch, seed chain and faces)
// and decorates each card with its verdict. The same-run baseline: the bare WebCrypto Ed25519
// verification of the same signatures, nothing else.
import { fromBase64Url } from "../../src/dice/bytes.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { verifyRolls, webCryptoEd25519 } from "../../src/dice/verify-batch.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

interface Shown {
  readonly forum: string; readonly topic: number; readonly post: number; readonly block: number; readonly sizes: number[]; readonly forumTime: number;
}

function cards(): { el: HTMLElement; proof: string; shown: Shown }[] {
  return [...document.querySelectorAll<HTMLElement>(".gf-card.gf-roll")].map((el) => ({
    el, proof: el.dataset["gfProof"] ?? "", shown: JSON.parse(el.dataset["gfShown"] ?? "{}") as Shown,
  }));
}

const split: Record<string, number> = {};
async function full(doc: unknown): Promise<{ ms: number; verified: number; split: Record<string, number> }> {
  const t0 = performance.now();
  const options = verifyOptionsFrom(doc, nobleCrypto);
  if (!options.ok) throw new Error(options.error.code);
  split["document"] = performance.now() - t0;
  const list = cards();
  const results = await verifyRolls(list.map((c) => ({ proof: c.proof, expected: {
    context: { forum: c.shown.forum, topic: c.shown.topic, post: c.shown.post, block: c.shown.block }, sizes: c.shown.sizes,
    forumTime: c.shown.forumTime } })),
  options.value, nobleCrypto, await webCryptoEd25519());
  split["verify"] = performance.now() - t0 - split["document"]!;
  let verified = 0;
  list.forEach((c, i) => {
    const r = results[i]!;
    const badge = c.el.querySelector<HTMLElement>(".gf-badge")!;
    if (r.ok && r.value.pending.length === 0) { verified++; c.el.dataset["gfVerdict"] = "verified"; badge.textContent = "verificada"; }
    else if (r.ok) { c.el.dataset["gfVerdict"] = "signed"; badge.textContent = "firmada"; }
    else { c.el.dataset["gfVerdict"] = "failed"; badge.textContent = `NO verificada: ${r.error.code}`; }
  });
  return { ms: performance.now() - t0, verified, split: { ...split } };
}

// The baseline's key is imported once, outside the timing, as the page's verifier keeps its own.
let rawKey: CryptoKey | undefined;
async function raw(publicKey: Uint8Array): Promise<{ ms: number }> {
  const subtle = crypto.subtle;
  const key = rawKey ??= await subtle.importKey("raw", publicKey as Uint8Array<ArrayBuffer>, { name: "Ed25519" }, false, ["verify"]);
  const t0 = performance.now();
  await Promise.all(cards().map(async (c) => {
    const bytes = fromBase64Url(c.proof.slice(4))!;
    return subtle.verify({ name: "Ed25519" }, key, bytes.subarray(bytes.length - 64) as Uint8Array<ArrayBuffer>,
      bytes.subarray(0, bytes.length - 64) as Uint8Array<ArrayBuffer>);
  }));
  return { ms: performance.now() - t0 };
}

(globalThis as { badgeBench?: unknown }).badgeBench = { full, raw };
