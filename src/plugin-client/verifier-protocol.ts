// The messages between a page and its verifier worker (verifier-worker.ts on the page, worker-scope.ts
// in the worker): the page sends its roll cards and what it knows, the worker answers each card's
// verdict. Only plain data crosses (structured clone); what the page alone can do, the worker asks
// for: a post revision's time (the page's forum session reads it). What the browser checked on earlier
// visits the worker keeps itself (IndexedDB, checked-store.ts): nothing of it crosses.
import type { RollCardData, RollVerdict } from "./verdict.js";

/** The page's context as data: verify-page.ts PageContext without its callbacks. */
export interface WorkerPage {
  readonly publicKey: string;
  readonly topicId?: number;
  readonly forum?: string;
  readonly serviceUrl?: string;
  readonly serviceUsername?: string;
  readonly forumBase?: string;
  /** gf-verify-beacon.js's address: the worker imports it only where a drand beacon is used. */
  readonly beaconUrl?: string;
  /** Whether the page can read a post's revisions: then the worker asks it (a "revision" message). */
  readonly revisions: boolean;
}

export type ToWorker =
  | { readonly type: "verify"; readonly id: number; readonly cards: readonly RollCardData[]; readonly page: WorkerPage }
  /** Sent with the page's first roll card: the worker starts the reads its first batch will wait for. */
  | { readonly type: "prepare"; readonly page: WorkerPage }
  | { readonly type: "revision"; readonly ask: number; readonly time: number | null };

export type FromWorker =
  | { readonly type: "verdicts"; readonly id: number; readonly verdicts: readonly RollVerdict[] }
  | { readonly type: "failed"; readonly id: number; readonly message: string }
  | { readonly type: "revision"; readonly id: number; readonly ask: number; readonly postId: number; readonly n: number };
