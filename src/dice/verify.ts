// Verifying a proof (docs/verifiable-dice.md §8), offline, in Node or a browser (no node:*). Checks
// run in order and the first failure is reported by name: format, signature, commitment, context,
// pool, epoch-time, time, beacon, seed-chain, faces. A check that cannot run yet (the epoch's seed is
// still secret, no forum time or context given) is listed as pending, never as passed; a check that
// can run and does not hold is a failure, never pending (an epoch beyond the chain, a beacon missing
// from a proof whose operator uses one, a beacon the operator does not use).
import { err, gfError, ok, type Result } from "../lib/result.js";
import { equalBytes, toHex } from "./bytes.js";
import { canonicalContext, formatContext, type RollContext } from "./context.js";
import type { DiceCrypto } from "./crypto.js";
import { deriveFaces } from "./derive.js";
import { canonicalSizes, formatPool, formatRolled } from "./die.js";
import { pinnedChainByHash, roundAfter, type DrandChain } from "./drand.js";
import { epochAt, revealTimeMs, type EpochSchedule } from "./epoch.js";
import { decodeProof, type Proof } from "./proof.js";
import type { RevealedSeeds } from "./seed-chain.js";
import type { BeaconRef } from "./proof.js";
import { derivationKey } from "./roll.js";
import type { AnchorWindow } from "./anchor.js";
import type { ClockVerdict } from "./clock.js";

export type VerifyCheck = "format" | "signature" | "version" | "commitment" | "anchor" | "context" | "pool" | "epoch-time" | "time" | "forum-time"
  | "beacon-round" | "beacon" | "seed-chain" | "faces" | "clock";

/**
 * How far before the forum's time a roll may be stamped: the forum's and the service's clocks are
 * two machines' clocks. A roll stamped earlier than that claims to predate its own post.
 */
export const MAX_CLOCK_SKEW_MS = 60_000;

export interface VerifyOptions {
  /** The operator's Ed25519 public key (32 bytes), from its published document. */
  readonly publicKey: Uint8Array;
  /** The epoch schedule, to check the epoch against the roll time. */
  readonly schedule?: EpochSchedule;
  /** The anchored seed-chain head every v2 record must name. */
  readonly head?: Uint8Array;
  /** Seeds revealed so far, already checked against the head (openRevealedSeeds). */
  readonly revealed?: RevealedSeeds;
  /**
   * The operator's beacon: a pinned chain, null when the operator uses none, undefined when not
   * known (a bare key). Never the operator's own description of a chain: see drand.ts.
   */
  readonly beacon?: DrandChain | null;
  /** How long after an epoch closes its seed is revealed, to say when faces become checkable. */
  readonly revealDelaySeconds?: number;
  /**
   * The BLS check of a beacon (verify-beacon.ts verifyBeaconRef, with a cache). Passed in, so a page
   * that never meets a beacon does not load the pairing code; without it the "beacon" check is pending.
   */
  readonly checkBeacon?: (ref: BeaconRef) => Result<DrandChain>;
  /**
   * gf-dice-v1 proofs verify only for blocks whose forum time is before this (ms); null: none do
   * (docs/verifiable-dice.md §V.6). Undefined (a v1 document, a bare key): v1 is read as before.
   */
  readonly v1Until?: number | null;
  /**
   * gf-dice-v2 proofs verify only for blocks whose forum time is before this (ms); null: none do. Set
   * from a v3 commitment (docs/verifiable-dice.md §V.6); undefined: v2 is read as before.
   */
  readonly v2Until?: number | null;
  /** The version of the commitment that published this key: a v3 commitment's key signs v3 proofs only (§V.6). */
  readonly commitmentVersion?: 2 | 3;
  /** The forum a v3 commitment binds this key to (docs/verifiable-dice.md §9.3): a proof naming another forum fails "commitment-forum". */
  readonly forum?: string;
  /**
   * The block times the commitment covers, as the forum anchors it (anchor.ts, docs/verifiable-dice.md
   * §V.3): a v2 or v3 record dated at or before its commitment's post ("commitment-late"), or at or
   * after the next one's ("commitment-retired"), fails. Absent: the commitment was not read from the forum.
   */
  readonly anchor?: AnchorWindow;
  /**
   * The operator's clock post, as its commitment topic shows it (docs/verifiable-dice.md §V.11,
   * clockPostOf): a v3 beacon roll of a post the forum numbered after it takes its round from the
   * clock revision its post's stamp names, never from the block time. Null: the commitment topic was
   * read and shows no clock post, so no beacon roll's round is fixed against staff re-dating its post
   * (§V.11 "Where no clock fixes the round": the report says roundUnfixed). Undefined: the topic was not read.
   */
  readonly clock?: number | null;
}

/** What the reader knows independently of the proof: where it was posted and what it rolled. */
export interface Expected {
  /**
   * The forum's time for the post, or for the edit that added the block (ms). A v3 record's time must
   * be exactly this: the post's created_at, or the created_at of the revision it names (§V.1).
   */
  readonly forumTime?: number;
  /** The forum's time for a version of the post (§V.1), where the reader knows more than one; else forumTime. */
  readonly forumTimeOf?: (postVersion: number) => number | undefined;
  readonly context?: RollContext;
  /** The pool the post shows, any order. */
  readonly sizes?: readonly number[];
  /**
   * What the forum shows of the clock for this block, judged (clock.ts judgeClock), under an operator
   * that keeps one: the time its round follows, why it is refused, or why it is pending.
   */
  readonly clock?: Result<ClockVerdict>;
  /**
   * The id of the post that shows the roll: the service's reply holding its card (docs/verifiable-dice.md
   * §V.3). A retired key's roll of a block added by an edit counts only in a reply the forum numbered
   * before the rotation's post; without it that check is pending.
   */
  readonly replyPost?: number;
}

export interface VerifyReport {
  readonly proof: Proof;
  readonly version: 1 | 2 | 3;
  readonly passed: readonly VerifyCheck[];
  readonly pending: readonly VerifyCheck[];
  /** v2 with a forum time: the roll time minus the forum's time (ms). */
  readonly lagMs?: number;
  /** When the faces become checkable (the epoch's reveal time), while they are pending. */
  readonly checkableFrom?: number;
  /**
   * A v3 beacon roll whose round no clock fixed (docs/verifiable-dice.md §V.11 "Where no clock fixes the
   * round"): the commitment topic, read, shows no clock post, or the post is numbered before it. Its round
   * follows the post's date, which the forum's staff can move: every check may pass, and it is still not
   * fully verified. Set only when the verifier read the topic (VerifyOptions.clock not undefined).
   */
  readonly roundUnfixed?: true;
}

const fail = (check: string, params: Record<string, string | number>) => err(gfError(`dice.verify.${check}`, undefined, params));
const isoOf = (ms: number) => new Date(ms).toISOString();

/** Builds a verifier for one operator; the key is prepared once, proofs are checked many times. */
export function proofVerifier(options: VerifyOptions, crypto: DiceCrypto):
  (text: string, expected?: Expected, decoded?: Result<Proof>) => Result<VerifyReport> {
  const verifySignature = crypto.verifier(options.publicKey);
  const keyHex = toHex(options.publicKey);

  // `decoded`: the proof already read from `text` by a caller that needed it first (verify-batch.ts).
  return (text, expected = {}, given) => {
    const decoded = given ?? decodeProof(text, crypto.fromBase64Url);
    if (!decoded.ok) return decoded;
    const proof = decoded.value;
    const { record } = proof;
    const passed: VerifyCheck[] = ["format"];
    const pending: VerifyCheck[] = [];

    // v1 and v2 proofs prove less (v1: no head, no time; v2: a time the signer chose): after the
    // operator's cut-off they are refused, never pending, so nobody downgrades a roll to skip v3's
    // checks (§V.6). A v3 commitment's key never signs an older version at all. This runs before
    // "signature": it reads only the record's version and the forum's time, and a v1 proof names no
    // head, so the key that signed it (a retired one, maybe) is not known here (§V.9).
    if (record.version !== 3) {
      const until = record.version === 1 ? options.v1Until : options.v2Until;
      const underV3 = record.version === 2 && options.commitmentVersion === 3;
      if (underV3 || until !== undefined) {
        // Written so that a cut-off that is not a number (NaN) refuses: `!(time < until)`, never `time >= until`.
        if (underV3 || until === null || until === undefined || expected.forumTime === undefined || !(expected.forumTime < until)) {
          return fail("version", { version: record.version, until: until === null || until === undefined || underV3 ? "—" : isoOf(until),
            forum: expected.forumTime === undefined ? "—" : isoOf(expected.forumTime) });
        }
        passed.push("version");
      }
    }

    if (!verifySignature(proof.message, proof.signature)) return fail("signature", { key: keyHex });
    passed.splice(1, 0, "signature");

    // A v3 commitment names the forum its key rolls for: a roll for another forum is not this key's to make.
    if (options.forum !== undefined && record.context.forum !== options.forum) {
      return fail("commitment-forum", { got: record.context.forum, want: options.forum });
    }

    if (record.version !== 1) {
      if (!options.head) pending.push("commitment");
      else if (!equalBytes(record.chainHead, options.head)) {
        return fail("commitment", { got: toHex(record.chainHead), want: toHex(options.head) });
      } else passed.push("commitment");
      // A head anchored after the block, or retired before it, covers nothing of it (attacks 2 and 3).
      const window = options.anchor;
      if (window && passed.includes("commitment")) {
        if (record.time <= window.from) return fail("commitment-late", { time: isoOf(record.time), posted: isoOf(window.from), post: window.post });
        // Staff can move a topic's times (TopicTimestampChanger sets created_at and updated_at together),
        // and an API key sets a new post's created_at, never its id: the forum numbers posts as it creates
        // them. A block is covered only by a commitment post the forum numbered before the block's post
        // (§V.3): for a block added by an edit too, since nothing a reader sees orders the edit's revision
        // against a commitment post made after the post itself (its time can be moved back).
        if (record.version === 3 && record.context.post <= window.post) {
          return fail("commitment-after-post", { post: window.post, rolled: record.context.post, posted: isoOf(window.from) });
        }
        if (window.until !== null && record.time >= window.until) return fail("commitment-retired", { time: isoOf(record.time), until: isoOf(window.until), post: window.post });
        // Moved later by staff, the rotation's post reads later than it was made, and the retired key's
        // window stretches over posts made after it; ids do not move: a first-version block the forum
        // numbered after the rotation's post is not the retired key's (§V.3).
        if (record.version === 3 && record.postVersion === 1 && window.untilPost != null && record.context.post > window.untilPost) {
          return fail("commitment-retired-post", { post: window.untilPost, rolled: record.context.post, until: window.until === null ? "—" : isoOf(window.until) });
        }
        // A block added by an edit is dated by its revision, which nothing moves, but nothing a reader sees
        // orders a revision against the rotation's post, whose time staff can move later (§V.3). The roll's
        // reply can be ordered: it holds a proof whose round follows the edit, so it was posted after the
        // edit, and a reply the forum numbered after the rotation's post shows a roll made after the change
        // of key. A retired key's roll of an edit's block counts only in a reply numbered before it.
        const editUnderRetired = record.version === 3 && record.postVersion > 1 && window.untilPost != null;
        if (editUnderRetired && expected.replyPost !== undefined && expected.replyPost > window.untilPost!) {
          return fail("commitment-retired-reply", { post: window.untilPost!, reply: expected.replyPost, rolled: record.context.post,
            version: record.postVersion, until: window.until === null ? "—" : isoOf(window.until) });
        }
        if (editUnderRetired && expected.replyPost === undefined) pending.push("anchor");
        else passed.push("anchor");
      }
    }

    if (expected.context) {
      const want = canonicalContext(expected.context);
      const got = record.context;
      const same = want.ok && want.value.forum === got.forum && want.value.topic === got.topic && want.value.post === got.post
        && want.value.block === got.block;
      if (!same) return fail("context", { got: formatContext(record.context), want: formatContext(expected.context) });
      passed.push("context");
    } else pending.push("context");

    if (expected.sizes) {
      const want = canonicalSizes(expected.sizes);
      if (!sameNumbers(want, record.sizes)) return fail("pool", { got: formatPool(record.sizes), want: formatPool(want) });
      passed.push("pool");
    } else pending.push("pool");

    // v2 and v3 sign their roll time (v3's is the forum's); a v1 proof's epoch can only be checked against the forum's time.
    const rollTime = record.version !== 1 ? record.time : expected.forumTime;
    if (options.schedule) {
      if (record.epoch > options.schedule.epochs) return fail("epoch-range", { epoch: record.epoch, last: options.schedule.epochs });
      if (rollTime !== undefined) {
        const want = epochAt(options.schedule, rollTime);
        if (want !== record.epoch) return fail("epoch-time", { epoch: record.epoch, at: isoOf(rollTime), want: want ?? "-" });
        passed.push("epoch-time");
      } else pending.push("epoch-time");
    } else pending.push("epoch-time");

    let lagMs: number | undefined;
    if (record.version === 2) {
      if (expected.forumTime !== undefined) {
        lagMs = record.time - expected.forumTime;
        if (lagMs < -MAX_CLOCK_SKEW_MS) return fail("time", { time: isoOf(record.time), forum: isoOf(expected.forumTime) });
        passed.push("time");
      } else pending.push("time");
    } else if (record.version === 3) {
      // The forum's own time for the block, exactly: the signer has no time of its own to pick (§V.1).
      const forumTime = expected.forumTimeOf ? expected.forumTimeOf(record.postVersion) : expected.forumTime;
      if (forumTime !== undefined) {
        lagMs = record.time - forumTime;
        if (lagMs !== 0) return fail("forum-time", { time: isoOf(record.time), forum: isoOf(forumTime), version: record.postVersion });
        passed.push("forum-time");
      } else pending.push("forum-time");
    }

    if (options.beacon === null && record.beacon) return fail("beacon-unexpected", {});
    if (options.beacon && !record.beacon) return fail("beacon-missing", { chain: options.beacon.name });
    if (record.beacon) {
      const chain = pinnedChainByHash(toHex(record.beacon.chainHash));
      if (!chain || (options.beacon && options.beacon !== chain)) {
        return fail("beacon-chain", { got: toHex(record.beacon.chainHash), want: options.beacon?.hash ?? "-" });
      }
      // Under a clock (§V.11) the round follows the clock's revision after the post's stamp, which staff
      // cannot move; the block time only has to come before that revision.
      let roundTime = rollTime;
      if (typeof options.clock === "number" && record.version === 3 && record.context.post > options.clock) {
        const judged = expected.clock;
        if (judged && !judged.ok) return judged;
        if (judged && "at" in judged.value) { roundTime = judged.value.at; passed.push("clock"); }
        else { roundTime = undefined; pending.push("clock"); }
      }
      if (roundTime !== undefined) {
        const want = roundAfter(chain, roundTime);
        if (record.beacon.round !== want) {
          return roundTime === rollTime ? fail("beacon-round", { round: record.beacon.round, at: isoOf(roundTime), want })
            : fail("clock-round", { round: record.beacon.round, at: isoOf(roundTime), want });
        }
        passed.push("beacon-round");
      } else pending.push("beacon-round");
      if (options.checkBeacon) {
        const genuine = options.checkBeacon(record.beacon);
        if (!genuine.ok) return genuine;
        passed.push("beacon");
      } else pending.push("beacon");
    }

    // A v3 roll with a beacon derives from the round's randomness: its faces are checkable as soon as
    // the round is genuine, with no seed reveal (§V.2).
    if (record.version === 3 && record.beacon) {
      // Read the topic and found no clock for this post: its round followed a date staff can move (§V.11).
      const unfixed = options.clock === null || (options.clock !== undefined && record.context.post <= options.clock) ? { roundUnfixed: true as const } : {};
      if (!passed.includes("beacon")) {
        pending.push("faces");
        return ok({ proof, version: 3, passed, pending, ...(lagMs !== undefined ? { lagMs } : {}), ...unfixed });
      }
      const faces = deriveFaces(derivationKey(record.beacon, new Uint8Array(0), crypto), proof.input, record.sizes, crypto);
      if (!sameNumbers(faces, record.faces)) return fail("faces", facesParams(record, faces));
      passed.push("faces");
      return ok({ proof, version: 3, passed, pending, ...(lagMs !== undefined ? { lagMs } : {}), ...unfixed });
    }
    const seed = record.version !== 1 && !passed.includes("commitment") ? undefined : options.revealed?.seedFor(record.epoch);
    if (!seed) {
      pending.push("seed-chain", "faces");
      const checkableFrom = options.schedule && options.revealDelaySeconds !== undefined
        ? revealTimeMs(options.schedule, record.epoch, options.revealDelaySeconds) : undefined;
      return ok({ proof, version: record.version, passed, pending,
        ...(lagMs !== undefined ? { lagMs } : {}), ...(checkableFrom !== undefined ? { checkableFrom } : {}) });
    }
    passed.push("seed-chain");
    const faces = deriveFaces(seed, proof.input, record.sizes, crypto);
    if (!sameNumbers(faces, record.faces)) return fail("faces", facesParams(record, faces));
    passed.push("faces");
    return ok({ proof, version: record.version, passed, pending, ...(lagMs !== undefined ? { lagMs } : {}) });
  };
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function facesParams(record: Proof["record"], faces: readonly number[]): Record<string, string | number> {
  const show = (fs: readonly number[]) => formatRolled(record.sizes.map((size, k) => ({ size, face: fs[k]! })));
  return { got: show(record.faces), want: show(faces), epoch: record.epoch };
}
