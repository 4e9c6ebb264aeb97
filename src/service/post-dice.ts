// The dice a post's handlers roll with (docs/verifiable-dice.md §6, §7). The roll time is the moment
// the service handles the post: when it first sees a block, whether in a new post or in an edit,
// never the post's creation time, so an edit cannot roll into an epoch whose seed is already out.
// Without a beacon, the operator's own roll. With one (the operator's keys name a drand chain), every
// roll mixes in the first round published after the roll time: fetched from the configured relay and
// verified against the pinned chain once per round, then cached (a verified round never changes).
//
// Every roll takes the next place in the operator's roll log: the handler reads the log's tip from
// the store and the rolls of one post follow it in order; the store's unique seq refuses a commit whose
// tip another roller took meanwhile, and the handler tries again from the new tip.
//
// A roll never happens without its beacon: when the round cannot be had (relay down, lagging, or
// serving a beacon that does not verify), `forPost` throws BeaconUnavailable and the handler stops
// before committing anything; service.ts then keeps the post for a later try through the outbox.
import type { Lang } from "../lib/i18n.js";
import type { GfError, Result } from "../lib/result.js";
import { fetchRoundAfter } from "../dice/beacon-fetch.js";
import { fromHex, toHex } from "../dice/bytes.js";
import { roundAfter } from "../dice/drand.js";
import { epochAt, revealTimeMs } from "../dice/epoch.js";
import type { Operator } from "../dice/operator.js";
import { FIRST_LINK, type LogLink, type RolledPool, type RollRequest } from "../dice/roll.js";
import type { Clock } from "./clock.js";
import type { LogTip } from "./store/store.js";
import type { ForumTime } from "./router.js";
import { UndatedBlock } from "./block-time.js";
import type { ServiceClock } from "./dice-clock.js";

/** Rolls one pool at the next place of the log; `rolled.hash` links the next one. */
export type RollFn = (request: Omit<RollRequest, "beacon" | "at">) => Result<RolledPool>;

/** The post's roll cannot happen yet: its beacon round is not to be had. */
export class BeaconUnavailable extends Error {
  constructor(readonly error: GfError, readonly lang: Lang) {
    super(`beacon unavailable: ${error.code} ${JSON.stringify(error.params ?? {})}`);
    this.name = "BeaconUnavailable";
  }
}

export interface PostDice {
  /** The chain rolls mix in, or undefined when the operator uses no beacon. */
  readonly chain: string | undefined;
  /**
   * The rolls of one post first seen at `seenAt` (ms): call the result with the log's tip to get the
   * roll function of one commit attempt. Throws BeaconUnavailable (in `lang`) when the round cannot be had.
   */
  forPost(seenAt: number, lang: Lang, forumTime?: ForumTime): Promise<(tip: LogTip | null) => RollFn>;
  /** The roll time for a post first seen at `seenAt`: that moment, unless its epoch's seed is (nearly) out. */
  rollTime(seenAt: number): number;
}

/**
 * A post that waited (for its beacon) keeps its first-seen time as roll time only while its epoch's
 * seed stays secret for at least this long more: past that, it rolls at the time of the attempt.
 */
export const REVEAL_MARGIN_MS = 10 * 60_000;

const CACHED_ROUNDS = 512;

/** The link after `tip`: the first of the log, or one more than the tip, pointing at its hash. */
export const linkAfter = (tip: LogTip | null): LogLink =>
  tip ? { seq: tip.seq + 1, prev: fromHex(tip.recordHash, 32)! } : FIRST_LINK;

/**
 * A v3 block its current commitment does not cover (§V.3): the forum dated it at or before the
 * commitment's post, or numbered the block's post before it.
 * `numbered` holds the two ids when the ids are what refuse it (a post racing the commitment post,
 * whose created_at can come after the commitment's though its id is lower).
 */
export class BeforeCommitment extends Error {
  constructor(readonly lang: Lang, readonly at: number, readonly posted: number, readonly numbered?: { post: number; commitment: number }) {
    super(numbered
      ? `dice: post ${numbered.post} was numbered before the commitment post ${numbered.commitment}`
      : `dice: block dated ${new Date(at).toISOString()}, before the commitment posted ${new Date(posted).toISOString()}`);
    this.name = "BeforeCommitment";
  }
}

/** The current commitment's post as the forum shows it: its `created_at` (ms) and its id. */
export interface AnchoredAt { readonly at: number; readonly post: number }

/**
 * Why the current commitment does not cover a v3 block, or undefined when it does: what every
 * verifier refuses (verify.ts, "commitment-late"), so the service never signs a roll they refuse.
 * Times, and ids: staff can move times, two posts made within milliseconds can be numbered in one order
 * and dated in the other, and a block added by an edit to a post numbered before the commitment post
 * has no order against it that staff cannot move (its revision's time against the commitment's).
 */
export function notCovered(forumTime: ForumTime, anchored: AnchoredAt, lang: Lang): BeforeCommitment | undefined {
  if (forumTime.at <= anchored.at) return new BeforeCommitment(lang, forumTime.at, anchored.at);
  if (forumTime.post !== undefined && forumTime.post <= anchored.post) {
    return new BeforeCommitment(lang, forumTime.at, anchored.at, { post: forumTime.post, commitment: anchored.post });
  }
  return undefined;
}

/** No roll before the operator's commitment is anchored in the forum (docs/verifiable-dice.md §9.3). */
export class CommitmentPending extends Error {
  constructor() { super("dice: the operator's commitment is not posted in the forum yet; no roll before it is"); this.name = "CommitmentPending"; }
}

export function postDice(operator: Operator, options: { clock: Clock; relay?: string; attempts: number; ready?: () => boolean;
  /** The commitment post's `created_at` (ms) and id: a v3 block it does not cover is rolled by no chain (§V.3, notCovered). */
  anchoredAt?: () => AnchoredAt | undefined;
  /** The service's clock (docs/verifiable-dice.md §V.11): a stamped block's round follows its revision, not the block time. */
  diceClock?: ServiceClock }): PostDice {
  const chain = operator.drand;
  const rounds = new Map<number, { round: number; signature: Uint8Array }>();
  const chained = (at: number, beacon: RollRequest["beacon"], postVersion?: number, roundAt?: number) => (tip: LogTip | null): RollFn => {
    let link = linkAfter(tip);
    return (request) => {
      const rolled = operator.roll({ ...request, at, ...(beacon ? { beacon } : {}), ...(postVersion !== undefined ? { postVersion } : {}),
        ...(roundAt !== undefined ? { roundAt } : {}) }, link);
      if (rolled.ok) link = { seq: link.seq + 1, prev: rolled.value.hash };
      return rolled;
    };
  };
  const rollTime = (seenAt: number): number => {
    const now = options.clock.now();
    const epoch = epochAt(operator.schedule, seenAt);
    if (seenAt > now || epoch === undefined || epoch <= operator.revealedEpoch) return now;
    return revealTimeMs(operator.schedule, epoch, operator.revealDelaySeconds) - now > REVEAL_MARGIN_MS ? seenAt : now;
  };
  return {
    chain: chain?.name,
    rollTime,
    async forPost(seenAt, lang, forumTime) {
      if (options.ready && !options.ready()) throw new CommitmentPending();
      // A block the forum gave no time of its own (written within its edit grace period) is never rolled (§V.1).
      if (forumTime?.undated) throw new UndatedBlock(lang);
      // A block the commitment post does not cover (dated at or before it, or numbered before it) is rolled by no committed chain (§V.3).
      const anchoredAt = forumTime ? options.anchoredAt?.() : undefined;
      const uncovered = forumTime && anchoredAt ? notCovered(forumTime, anchoredAt, lang) : undefined;
      if (uncovered) throw uncovered;
      // v3: the forum's time for the block, whenever the service gets to it (§V.1); v2: the service's.
      const at = forumTime ? forumTime.at : rollTime(seenAt);
      const version = forumTime?.version;
      if (!chain) return chained(at, undefined, version);
      // Under the clock, a block of a post made after the clock post (so the composer could stamp it)
      // rolls the round after the clock's revision its stamp names (§V.11); before it, V.1's rule.
      const clockPost = options.diceClock?.post();
      const roundAt = forumTime && clockPost !== undefined && (forumTime.post ?? 0) > clockPost ? await options.diceClock!.roundAt(forumTime, lang) : at;
      const round = roundAfter(chain, roundAt);
      let beacon = rounds.get(round);
      if (!beacon) {
        const fetched = await fetchRoundAfter(chain, roundAt, { now: () => options.clock.now(),
          sleep: (ms) => options.clock.sleep(ms), attempts: options.attempts, ...(options.relay ? { baseUrl: options.relay } : {}) });
        if (!fetched.ok) throw new BeaconUnavailable(fetched.error, lang);
        beacon = fetched.value;
        if (rounds.size >= CACHED_ROUNDS) rounds.delete(rounds.keys().next().value!);
        rounds.set(round, beacon);
      }
      return chained(at, beacon, version, roundAt !== at ? roundAt : undefined);
    },
  };
}

/** The store's log fields of a rolled pool. */
export const logFields = (rolled: RolledPool): { seq: number; recordHash: string } =>
  ({ seq: rolled.record.seq, recordHash: toHex(rolled.hash) });
