// The page side of bench/badge: what a forum page does with its roll cards. It loads the plugin's
// verifier as the badge does: gf-verify-worker.js, which runs the built gf-verify.js as a Web Worker
// (once per page: the first run pays its download and compile), which reads the
// operator's document from the service's /.well-known/gf-dice.json (once per page; the first visit
// also hashes the revealed seed back to the anchored head, a later visit only to what it checked
// before), verifies every card together (signatures natively and in parallel, then commitment,
// context with the block, pool, epoch, time, seed chain and faces), and writes each card's badge in
// the reader's words with the plugin's own badge (roll-check.ts, roll-badge.ts). The same-run baseline: the bare WebCrypto Ed25519 verification of the same
// signatures, nothing else.
import { fromBase64Url } from "../../src/dice/bytes.js";
import type { GfHost, PageVerifier } from "../../src/plugin-client/host.js";
import { checkRoll } from "../../src/plugin-client/roll-check.js";
import { translate, type LocaleTree } from "../../src/sandbox/page/locale-yml.js";

interface Shown {
  readonly post: number; readonly block: number; readonly dice: { size: number; face: number }[]; readonly forumTime: number;
  /** The author of the post the card sits in (the service's account). */
  readonly by: string;
}

/**
 * The page's roll cards with what each shows, read from the bench's own data attributes (JSON) once
 * a page, before any batch is timed (read()): on the forum the card drawer reads its card's data as it
 * draws it, which is the card's cost (bench/weight), not the badge's. It was read inside every batch
 * until now (the CPU profile's "the bench's card reading", 38–60 ms of a cold batch at 4×).
 */
let read: { el: HTMLElement; proof: string; shown: Shown }[] | undefined;
const cards = (): { el: HTMLElement; proof: string; shown: Shown }[] => read ??= [...document.querySelectorAll<HTMLElement>(".gf-card.gf-roll")].map((el) => ({
  el, proof: el.dataset["gfProof"] ?? "", shown: JSON.parse(el.dataset["gfShown"] ?? "{}") as Shown,
}));

// The badge's words: the plugin's English strings (client.en.yml and the cards' words, which bench/badge writes into the
// page as window.gfWords), interpolated as Discourse's I18n does.
const words = (globalThis as unknown as { gfWords: LocaleTree }).gfWords;
const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(words, `genrefuzzion.${key}`, params) ?? key;

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
type Global = { GfVerifyWorker: { pageVerifier(s: { verify: string }): PageVerifier } };
/** The initializer's loadVerifier: gf-verify-worker.js running gf-verify.js as a Web Worker, once per page. */
let verifier: Promise<PageVerifier> | undefined;
const loadVerifier = (page: { script: string; workerScript: string }): Promise<PageVerifier> => verifier ??=
  loadScript(page.workerScript).then(() => (globalThis as unknown as Global).GfVerifyWorker.pageVerifier({ verify: page.script }));

/**
 * One batch: every card's badge drawn by the plugin's own code (roll-check.ts checkRoll, as a roll card's
 * drawer calls it, then the verifier's queueRollCheck, roll-badge.ts: "checking", then the verdict, with
 * its hidden panel of checks), all 200 verified together. Resolves once every badge shows its verdict.
 */
/** The last batch's figures, read by the bench after its window (full resolves with a number alone). */
let last: { ms: number; verified: number; split: Record<string, number> } | undefined;
async function full(page: { publicKey: string; topic: number; forum: string; serviceUrl: string; serviceUsername: string; script: string; workerScript: string }):
  Promise<number> {
  const t0 = performance.now();
  const host: GfHost = { lang: "en", t, publicKey: page.publicKey, topicId: page.topic, forum: page.forum, serviceUrl: page.serviceUrl,
    serviceUsername: page.serviceUsername, loadVerifier: () => loadVerifier(page), composeReply: () => undefined };
  const verdicts = await Promise.all(cards().map((c) => checkRoll(c.el, { proof: c.proof, post: c.shown.post, block: c.shown.block,
    forumTime: c.shown.forumTime, dice: c.shown.dice, shownBy: c.shown.by }, host)));
  // Until the frame that shows the verdicts has been made: its style, layout and paint are the badges' too.
  await new Promise<void>((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0)));
  const verified = verdicts.filter((v) => v.status === "verified").length;
  // What the cards read otherwise, by status and reason (the bench prints it when not every card is verified).
  const split: Record<string, number> = {};
  for (const v of verdicts) if (v.status !== "verified") { const k = `${v.status} ${"reason" in v ? v.reason : ""}`; split[k] = (split[k] ?? 0) + 1; }
  const ms = performance.now() - t0;
  last = { ms, verified, split };
  return ms;
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

(globalThis as { badgeBench?: unknown }).badgeBench = { full, raw, read: () => cards().length, get last() { return last; } };
