// gf-verify.js run as the page's verifier worker (verifier-worker.ts starts it), answering the page's
// messages (verifier-protocol.ts), so the document check, the seed chain walk, the key's torsion
// check and the signatures run off the reader's main thread. The worker reads the service's document
// and the forum's commitment topic itself (fetch, same origin as the page for the forum), imports
// gf-verify-beacon.js only where a beacon is used, and asks the page for what only the page has: a
// revision's time. What this browser checked on earlier visits it reads and writes itself, in
// IndexedDB (checked-store.ts): the page never touches that store.
import type { FromWorker, ToWorker } from "./verifier-protocol.js";
import type { RollCardData, RollVerdict } from "./verdict.js";
import type { BeaconModule, PageContext } from "./verify-page.js";

interface Scope {
  postMessage(message: FromWorker): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
  importScripts(...urls: string[]): void;
  GfVerifyBeacon?: BeaconModule;
}

/** Whether this script runs in a dedicated worker, not in a page. */
export function inWorker(): boolean {
  const g = globalThis as { WorkerGlobalScope?: unknown; importScripts?: unknown };
  return typeof g.WorkerGlobalScope === "function" && globalThis instanceof (g.WorkerGlobalScope as new () => object)
    && typeof g.importScripts === "function";
}

/** Answers the page's "verify" messages with `verify` (verify-page.ts verifyCards), and its "prepare" message with `prepare`. */
export function serveVerifier(verify: (cards: readonly RollCardData[], page: PageContext) => Promise<RollVerdict[]>, prepare: (page: PageContext) => void): void {
  const scope = globalThis as unknown as Scope;
  const asked = new Map<number, (time: number | undefined) => void>();
  let asks = 0;
  const loadBeacon = (url: string) => async (): Promise<BeaconModule> => {
    scope.importScripts(url);
    if (!scope.GfVerifyBeacon) throw new Error("gf-verify-beacon.js did not load");
    return scope.GfVerifyBeacon;
  };
  // The batch's own page answers (its forum session reads the revision).
  const revisionTime = (id: number) => (postId: number, n: number) => new Promise<number | undefined>((resolve) => {
    const ask = ++asks;
    asked.set(ask, resolve);
    scope.postMessage({ type: "revision", id, ask, postId, n });
  });
  scope.addEventListener("message", ({ data }) => {
    if (data.type === "revision") {
      asked.get(data.ask)?.(data.time ?? undefined);
      asked.delete(data.ask);
      return;
    }
    const { beaconUrl, revisions, ...rest } = data.page;
    if (data.type === "prepare") return prepare(rest);
    const page: PageContext = { ...rest, ...(beaconUrl ? { loadBeacon: loadBeacon(beaconUrl) } : {}), ...(revisions ? { revisionTime: revisionTime(data.id) } : {}) };
    verify(data.cards, page).then(
      (verdicts) => scope.postMessage({ type: "verdicts", id: data.id, verdicts }),
      (e: unknown) => scope.postMessage({ type: "failed", id: data.id, message: String(e) }));
  });
}
