// Epochs (docs/verifiable-dice.md §5): fixed slices of time, one hour by default. Epoch i
// (1-based) uses seed i of the chain and covers [genesis + (i-1)·period, genesis + i·period).
export interface EpochSchedule {
  /** Start of epoch 1, in milliseconds since the Unix epoch (UTC). */
  readonly genesisMs: number;
  readonly periodSeconds: number;
  /** How many epochs the seed chain holds: the last usable epoch. */
  readonly epochs: number;
}

/** An hour: a roll's faces can be checked soon after it (plus the reveal delay). */
export const DEFAULT_PERIOD_SECONDS = 3_600;
/** Ten years of hourly epochs. */
export const DEFAULT_EPOCHS = 87_600;
/**
 * How long after an epoch closes its seed may be revealed. Longer than the longest delay before the
 * service sees a post: Discourse retries a failed webhook after 1, 5, 25 and 125 minutes (156 in all,
 * Jobs::EmitWebHookEvent#retry_web_hook), so three hours.
 */
export const DEFAULT_REVEAL_DELAY_SECONDS = 10_800;

/**
 * The shortest reveal delay `gf keys init` and `gf keys rotate` accept (docs/verifiable-dice.md §5,
 * §V.10): longer than Discourse's webhook retry window, so that no post the forum is still retrying
 * lands in an epoch whose seed is out. Jobs::EmitWebHookEvent (app/jobs/regular/emit_web_hook_event.rb,
 * discourse/discourse@00e592a2f9dbb1727f3804bf555fa1e5f27df9e9) retries a failed delivery
 * MAX_RETRY_COUNT = 4 times, each `RETRY_BACKOFF**(retry_count - 1)` minutes after the last with
 * RETRY_BACKOFF = 5: 1 + 5 + 25 + 125 = 156 minutes; newer trees give each of the five attempts up to
 * 20 s (WebHookEmitter::REQUEST_TIMEOUT): 157 min 40 s. 160 minutes leaves the job queue its margin.
 */
export const MIN_REVEAL_DELAY_SECONDS = 160 * 60;

/** The epoch containing `ms`, or undefined outside the chain. */
export function epochAt(schedule: EpochSchedule, ms: number): number | undefined {
  const i = Math.floor((ms - schedule.genesisMs) / (schedule.periodSeconds * 1000)) + 1;
  return i >= 1 && i <= schedule.epochs ? i : undefined;
}

export const epochStartMs = (s: EpochSchedule, epoch: number): number => s.genesisMs + (epoch - 1) * s.periodSeconds * 1000;
export const epochEndMs = (s: EpochSchedule, epoch: number): number => epochStartMs(s, epoch + 1);

/** The latest epoch that has fully closed at `ms` (0 if none). */
export function lastClosedEpoch(schedule: EpochSchedule, ms: number): number {
  const i = Math.floor((ms - schedule.genesisMs) / (schedule.periodSeconds * 1000));
  return Math.max(0, Math.min(i, schedule.epochs));
}

/** When the seed of `epoch` may be revealed: its end plus the reveal delay. */
export const revealTimeMs = (s: EpochSchedule, epoch: number, revealDelaySeconds: number): number =>
  epochEndMs(s, epoch) + revealDelaySeconds * 1000;

/** The latest epoch whose seed may be revealed at `ms` (0 if none). */
export const lastRevealableEpoch = (s: EpochSchedule, revealDelaySeconds: number, ms: number): number =>
  lastClosedEpoch(s, ms - revealDelaySeconds * 1000);

/** The start of the UTC day containing `ms`: the default genesis, so epoch 1 is "today". */
export const utcDayStart = (ms: number): number => Math.floor(ms / 86_400_000) * 86_400_000;
