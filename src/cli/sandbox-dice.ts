// The sandbox's dice keys (`gf serve --sandbox`): short epochs and a short reveal delay, so that a
// group trying the product sees a roll "fully verified" within about a minute, without a beacon (the
// sandbox cannot reach drand). docs/verifiable-dice.md §5 ties the reveal delay to the forum's webhook
// retry window: no post the forum may still be delivering may land in an epoch whose seed is out
// (the service never rolls into a revealed epoch). Discourse retries for 156 minutes, so a real forum's
// keys keep MIN_REVEAL_DELAY_SECONDS; the sandbox forum retries as Discourse does, on a faster unit,
// and that schedule, not a wish, is what makes its 40 s sound (sandboxDiceSound, its test).
import { DEFAULT_EPOCHS, type EpochSchedule } from "../dice/epoch.js";
import { webhookRetryWindowMs } from "../sandbox/webhooks.js";

export const SANDBOX_DICE = {
  /** One Discourse "minute" of the sandbox's webhook retry backoff: retries after 0.1, 0.5, 2.5 and 12.5 s. */
  retryUnitMs: 100,
  /** How long each delivery waits for the service's answer (Discourse: 20 s): the service is on this machine. */
  webhookTimeoutMs: 5_000,
  /** Epochs of 20 s: a roll's epoch closes at most 20 s after it. */
  periodSeconds: 20,
  /** Longer than the sandbox's retry window (35.6 s): a roll's faces are checkable at most 60 s after it. */
  revealDelaySeconds: 40,
  /**
   * 87 600 epochs, as the defaults (the same chain to build at each start): 20 days of 20 s. The page's
   * verifier hashes back from the revealed seed to the head, so a chain that starts with the keys
   * costs a reader at most one hash per epoch the keys have lived (4 320 a day), once per browser
   * (checked-store.ts keeps the seed it reached).
   */
  epochs: DEFAULT_EPOCHS,
} as const;

/** Whether the sandbox's reveal delay outlasts its forum's webhook retry window (docs/verifiable-dice.md §5). */
export const sandboxDiceSound = (d: { retryUnitMs: number; webhookTimeoutMs: number; revealDelaySeconds: number }): boolean =>
  d.revealDelaySeconds * 1000 > webhookRetryWindowMs(d.retryUnitMs, d.webhookTimeoutMs);

/** The sandbox keys' schedule made at `now`: epoch 1 starts at the period boundary before it, so the chain's first epochs are the ones rolled. */
export function sandboxSchedule(now: number): EpochSchedule {
  const period = SANDBOX_DICE.periodSeconds * 1000;
  return { genesisMs: Math.floor(now / period) * period, periodSeconds: SANDBOX_DICE.periodSeconds, epochs: SANDBOX_DICE.epochs };
}

/**
 * Keys made before the sandbox had short ones (an hour's epochs, a three-hour reveal): they keep
 * working, but a roll's faces are checkable only hours later. The sandbox says so at start.
 */
export const longSandboxKeys = (k: { schedule: EpochSchedule; revealDelaySeconds: number }): boolean =>
  k.schedule.periodSeconds + k.revealDelaySeconds > SANDBOX_DICE.periodSeconds + SANDBOX_DICE.revealDelaySeconds;
