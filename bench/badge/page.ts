// The page side of bench/badge: what a forum page does with its roll cards, through the plugin's
// own verifier (src/plugin-client/verify-page.ts, shipped as gf-verify.js): it reads the operator's
// document from the service's /.well-known/gf-dice.json (once per page; the first run pays the
// fetch and the check of the revealed seed back to the anchored head), verifies every card together
// (signatures natively and in parallel, then commitment, context with the block, pool, epoch, time,
// seed chain and faces) and writes each card's badge in the reader's words. The same-run baseline:
// the bare WebCrypto Ed25519 verification of the same signatures, nothing else.
import { fromBase64Url } from "../../src/dice/bytes.js";
import { verdictText } from "../../src/plugin-client/verdict.js";
import { verifyCards } from "../../src/plugin-client/verify-page.js";

interface Shown {
  readonly post: number; readonly block: number; readonly dice: { size: number; face: number }[]; readonly forumTime: number;
}

function cards(): { el: HTMLElement; proof: string; shown: Shown }[] {
  return [...document.querySelectorAll<HTMLElement>(".gf-card.gf-roll")].map((el) => ({
    el, proof: el.dataset["gfProof"] ?? "", shown: JSON.parse(el.dataset["gfShown"] ?? "{}") as Shown,
  }));
}

// The badge's words: what the plugin's strings say, enough to build each badge's text.
const t = (key: string, params?: Readonly<Record<string, string | number>>) => `${key} ${params ? JSON.stringify(params) : ""}`;

async function full(page: { publicKey: string; topic: number; forum: string; serviceUrl: string }): Promise<{ ms: number; verified: number; split: Record<string, number> }> {
  const t0 = performance.now();
  const list = cards();
  const verdicts = await verifyCards(list.map((c) => ({ proof: c.proof, post: c.shown.post, block: c.shown.block, forumTime: c.shown.forumTime,
    dice: c.shown.dice })), { publicKey: page.publicKey, topicId: page.topic, forum: page.forum, serviceUrl: page.serviceUrl });
  const verify = performance.now() - t0;
  let verified = 0;
  list.forEach((c, i) => {
    const verdict = verdicts[i]!;
    if (verdict.status === "verified") verified++;
    const { title, detail } = verdictText(verdict, t);
    c.el.dataset["gfVerified"] = verdict.status;
    const badge = c.el.querySelector<HTMLElement>(".gf-badge")!;
    badge.textContent = `${title} ${detail}`;
  });
  return { ms: performance.now() - t0, verified, split: { verify } };
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
