// Checking an operator's roll log (docs/verifiable-dice.md §9.4), entry by entry as pages arrive:
// every proof verifies, its seq follows the one before (a gap is a withheld roll), its prev is the
// hash of the record before (a broken link is a rewritten or inserted record), no block is rolled
// twice (a duplicate is a second roll of the same post and block), and the entry's topic and post
// are the proof's. Runtime-neutral and pure: `gf audit` fetches, this judges.
import { equalBytes, toHex } from "./bytes.js";
import { formatContext } from "./context.js";
import type { DiceCrypto } from "./crypto.js";
import { recordHash } from "./proof.js";
import type { Expected, VerifyReport } from "./verify.js";
import type { Result } from "../lib/result.js";

export interface LogEntry {
  readonly seq: number;
  readonly proof: string;
  readonly topic: number;
  readonly post: number;
}

export type LogProblem =
  | { readonly kind: "gap"; readonly from: number; readonly to: number }
  | { readonly kind: "order"; readonly seq: number; readonly after: number }
  | { readonly kind: "link"; readonly seq: number }
  | { readonly kind: "duplicate"; readonly seq: number; readonly first: number; readonly context: string }
  | { readonly kind: "invalid"; readonly seq: number; readonly code: string; readonly params: Readonly<Record<string, string | number>> }
  /** A record under a head the log had already moved on from: a retired key signing after its rotation. */
  | { readonly kind: "retired-head"; readonly seq: number; readonly head: string }
  | { readonly kind: "entry"; readonly seq: number };

export interface LogChecker {
  add(entry: LogEntry): void;
  readonly problems: readonly LogProblem[];
  /** Entries whose proof verified, with their context: what the forum must show. */
  readonly rolls: readonly { seq: number; topic: number; post: number; proof: string; context: string }[];
  readonly count: number;
  /** The record hash (hex) at `seq` of a verified entry, for the forum's tips (docs/verifiable-dice.md §V.4). */
  hashOf(seq: number): string | undefined;
  /** The highest seq served. */
  readonly lastSeq: number;
}

export function logChecker(verify: (proof: string, expected?: Expected) => Result<VerifyReport>,
  crypto: Pick<DiceCrypto, "sha256">): LogChecker {
  const problems: LogProblem[] = [];
  const rolls: { seq: number; topic: number; post: number; proof: string; context: string }[] = [];
  const firstOf = new Map<string, number>();
  let lastSeq = 0;
  let lastHash: Uint8Array | undefined = new Uint8Array(32);
  let count = 0;
  const heads: string[] = [];
  const hashes = new Map<number, string>();
  return {
    problems, rolls,
    get count() { return count; },
    get lastSeq() { return lastSeq; },
    hashOf: (seq) => hashes.get(seq),
    add(entry) {
      count++;
      if (entry.seq <= lastSeq) problems.push({ kind: "order", seq: entry.seq, after: lastSeq });
      else if (entry.seq > lastSeq + 1) {
        problems.push({ kind: "gap", from: lastSeq + 1, to: entry.seq - 1 });
        lastHash = undefined; // the link across a gap cannot be checked
      }
      const checked = verify(entry.proof);
      if (!checked.ok) {
        problems.push({ kind: "invalid", seq: entry.seq, code: checked.error.code, params: checked.error.params ?? {} });
        lastSeq = Math.max(lastSeq, entry.seq);
        lastHash = undefined;
        return;
      }
      const proof = checked.value.proof;
      const record = proof.record;
      if (record.version === 1 || record.seq !== entry.seq) { problems.push({ kind: "entry", seq: entry.seq }); }
      else if (lastHash && entry.seq === lastSeq + 1 && !equalBytes(record.prev, lastHash)) problems.push({ kind: "link", seq: entry.seq });
      if (record.context.topic !== entry.topic || record.context.post !== entry.post) problems.push({ kind: "entry", seq: entry.seq });
      if (record.version !== 1) {
        // Roll times are not in seq order (two posts handled at once commit in either order; v3's
        // forum times even less): what only goes forward is seq, and the posted tips (§V.4).
        // Heads follow rotations in order: once the log names a new head, an older one never signs again.
        const head = toHex(record.chainHead);
        if (head !== heads[heads.length - 1]) {
          if (heads.includes(head)) problems.push({ kind: "retired-head", seq: entry.seq, head });
          else heads.push(head);
        }
      }
      const context = formatContext(record.context);
      const first = firstOf.get(context);
      if (first !== undefined) problems.push({ kind: "duplicate", seq: entry.seq, first, context });
      else firstOf.set(context, entry.seq);
      rolls.push({ seq: entry.seq, topic: entry.topic, post: entry.post, proof: proof.text, context });
      const hash = recordHash(proof, crypto);
      if (!hashes.has(entry.seq)) hashes.set(entry.seq, toHex(hash));
      if (entry.seq > lastSeq) { lastSeq = entry.seq; lastHash = hash; }
    },
  };
}
