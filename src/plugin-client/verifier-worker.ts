// The page's side of the verifier worker, the plugin's public script gf-verify-worker.js (a classic
// script defining window.GfVerifyWorker, which the initializer's loadVerifier loads with loadScript
// where a roll card is drawn; kept out of gf-client.js, which every page loads). The badge's
// verification (the operator's document, the seed chain walk, the key's torsion check, the
// signatures: verify-page.ts) runs in a dedicated Web Worker made from the plugin's own gf-verify.js,
// so the reader's main thread only sends the cards and draws the verdicts (bench/badge measures it). Discourse's Content-Security-Policy allows it:
// its worker-src is 'self' and the base URL's /assets/, /javascripts/ and /plugins/
// (lib/content_security_policy/default.rb `worker_src`, discourse/discourse@0139e3b8), and a Worker's
// script must be same-origin anyway, so the address is the forum's own /plugins/ path (getURL, never
// the CDN's), and no blob: is needed. Where Worker is missing or the worker cannot start (a stricter
// policy, a failed load), the badge says this browser has no verifier (pageVerifier below): the page
// never loads gf-verify.js itself, which then carries no badge, only the checks.
import type { PageVerifier } from "./host.js";
import type { FromWorker, ToWorker, WorkerPage } from "./verifier-protocol.js";
import type { RollVerdict } from "./verdict.js";
import { panelBeside, queueRollCheck } from "./roll-badge.js";

/** The plugin's verifier scripts, same-origin addresses (the initializer's getURL of public-scripts.ts). */
export interface VerifierScripts {
  /** gf-verify.js: the worker's script. */
  readonly verify: string;
  /** gf-verify-beacon.js: imported by the worker only where a drand beacon is used. */
  readonly beacon?: string;
}

type Page = Parameters<PageVerifier["verifyCards"]>[1];

/** One worker per page and script; undefined once it could not start, and the badge says so. */
const workers = new Map<string, PageVerifier | undefined>();

/** The page's verifier in a worker made from `scripts.verify`, or undefined where Worker is unavailable or failed. */
export function workerVerifier(scripts: VerifierScripts): PageVerifier | undefined {
  if (workers.has(scripts.verify)) return workers.get(scripts.verify);
  let worker: Worker;
  try {
    if (typeof Worker !== "function") throw new Error("no Worker");
    worker = new Worker(scripts.verify, { name: "gf-verify" });
  } catch {
    workers.set(scripts.verify, undefined);
    return undefined;
  }
  const pending = new Map<number, { page: Page; resolve: (v: RollVerdict[]) => void; reject: (e: Error) => void }>();
  let ids = 0;
  const send = (message: ToWorker) => worker.postMessage(message);
  // A worker that cannot load (refused by the page's policy, a 404) or breaks: every batch it holds, and
  // every later one, reads "no verifier in this browser".
  const broken = () => {
    workers.set(scripts.verify, undefined);
    worker.terminate();
    for (const p of pending.values()) p.reject(new Error("verifier worker failed"));
    pending.clear();
  };
  worker.addEventListener("error", broken);
  worker.addEventListener("messageerror", broken);
  worker.addEventListener("message", function onVerifierMessage({ data }: MessageEvent<FromWorker>) {
    if (data.type === "revision") {
      const ask = pending.get(data.id)?.page.revisionTime;
      void (ask ? ask(data.postId, data.n).catch(() => undefined) : Promise.resolve(undefined))
        .then((time) => send({ type: "revision", ask: data.ask, time: time ?? null }));
    } else {
      const p = pending.get(data.id);
      pending.delete(data.id);
      if (data.type === "verdicts") p?.resolve([...data.verdicts]);
      else p?.reject(new Error(data.message));
    }
  });
  // The page's context as data: its callbacks stay on the page (the worker asks for a revision's time).
  const data = (page: Page): WorkerPage => ({
    publicKey: page.publicKey, revisions: Boolean(page.revisionTime),
    ...(page.topicId !== undefined ? { topicId: page.topicId } : {}), ...(page.forum ? { forum: page.forum } : {}),
    ...(page.serviceUrl ? { serviceUrl: page.serviceUrl } : {}), ...(page.serviceUsername ? { serviceUsername: page.serviceUsername } : {}),
    ...(page.forumBase ? { forumBase: page.forumBase } : {}),
    ...(scripts.beacon ? { beaconUrl: scripts.beacon } : {}),
  });
  const verifier: PageVerifier = {
    verifyCards: (cards, page) => new Promise((resolve, reject) => {
      const id = ++ids;
      pending.set(id, { page, resolve, reject });
      send({ type: "verify", id, cards, page: data(page) });
    }),
    prepare: (page) => send({ type: "prepare", page: data(page) }),
  };
  workers.set(scripts.verify, verifier);
  return verifier;
}

/** What the badge says of every card where no worker can start: this browser has no verifier, never "verified". */
const noWorker = (cards: readonly unknown[]): RollVerdict[] => cards.map(() => ({ status: "unverifiable", reason: "no_worker" }));

/**
 * The page's verifier: the worker where it can start; else, and from a batch it breaks on, every card
 * reads "no verifier in this browser" (the page verifies nothing on its main thread).
 */
export function pageVerifier(scripts: VerifierScripts): PageVerifier {
  // The badge's panel script lives beside gf-verify.js (roll-badge.ts loadPanel).
  panelBeside(scripts.verify);
  return {
    // The roll cards' badge, drawn on the page once this script is on it (roll-check.ts loads it).
    queueRollCheck,
    // The worker starts (its script's download and compile) and begins its reads while the page still queues its cards.
    prepare(page) {
      workerVerifier(scripts)?.prepare!(page);
    },
    async verifyCards(cards, page) {
      const worker = workerVerifier(scripts);
      return worker ? worker.verifyCards(cards, page).catch(() => noWorker(cards)) : noWorker(cards);
    },
  };
}
