// The page side of bench/badge: what a forum page does with its roll cards. It loads the plugin's
// verifier as the badge does: gf-verify-worker.js, which runs the built gf-verify.js as a Web Worker
// (or, for the same-run baseline, gf-verify.js as a classic script in the page, window.GfVerify, as
// before and as the plugin's fallback; once per page: the first run pays its download and compile), which reads the
// operator's document from the service's /.well-known/gf-dice.json (once per page; the first visit
// also hashes the revealed seed back to the anchored head, a later visit only to what it checked
// before), verifies every card together (signatures natively and in parallel, then commitment,
// context with the block, pool, epoch, time, seed chain and faces), and writes each card's badge in
// the reader's words. The same-run baseline: the bare WebCrypto Ed25519 verification of the same
// signatures, nothing else.
import { fromBase64Url } from "../../src/dice/bytes.js";
import type { PageVerifier } from "../../src/plugin-client/host.js";
import { verdictText } from "../../src/plugin-client/verdict.js";

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

/** Discourse's loadScript in short: one <script> tag, once per page. */
const scripts = new Map<string, Promise<void>>();
const loadScript = (src: string): Promise<void> => {
  let loaded = scripts.get(src);
  if (!loaded) {
    scripts.set(src, loaded = new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(s);
    }));
  }
  return loaded;
};
type Global = { GfVerify: PageVerifier; GfVerifyWorker: { pageVerifier(s: { verify: string }, inPage: () => Promise<PageVerifier>): PageVerifier } };
const inPage = (script: string) => () => loadScript(script).then(() => (globalThis as unknown as Global).GfVerify);
/**
 * The initializer's loadVerifier: "worker", gf-verify-worker.js running gf-verify.js as a Web Worker
 * (what the plugin does); "page", gf-verify.js loaded into the page (its fallback, and what it did before).
 */
let verifier: Promise<PageVerifier> | undefined;
const loadVerifier = (page: { script: string; workerScript: string; mode: "worker" | "page" }): Promise<PageVerifier> => verifier ??=
  page.mode === "page" ? inPage(page.script)()
    : loadScript(page.workerScript).then(() => (globalThis as unknown as Global).GfVerifyWorker.pageVerifier({ verify: page.script }, inPage(page.script)));

async function full(page: { publicKey: string; topic: number; forum: string; serviceUrl: string; script: string; workerScript: string; mode: "worker" | "page" }):
  Promise<{ ms: number; verified: number; split: Record<string, number> }> {
  const t0 = performance.now();
  const { verifyCards } = await loadVerifier(page);
  const loaded = performance.now() - t0;
  const list = cards();
  const verdicts = await verifyCards(list.map((c) => ({ proof: c.proof, post: c.shown.post, block: c.shown.block, forumTime: c.shown.forumTime,
    dice: c.shown.dice })), { publicKey: page.publicKey, topicId: page.topic, forum: page.forum, serviceUrl: page.serviceUrl });
  const verify = performance.now() - t0 - loaded;
  let verified = 0;
  list.forEach((c, i) => {
    const verdict = verdicts[i]!;
    if (verdict.status === "verified") verified++;
    const { title, detail } = verdictText(verdict, t);
    c.el.dataset["gfVerified"] = verdict.status;
    const badge = c.el.querySelector<HTMLElement>(".gf-badge")!;
    badge.textContent = `${title} ${detail}`;
  });
  return { ms: performance.now() - t0, verified, split: { load: loaded, verify } };
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
