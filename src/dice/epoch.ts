// Epochs (docs/verifiable-dice.md §5): fixed slices of time, one UTC day by default. Epoch i
// (1-based) uses seed i of the chain and covers [genesis + (i-1)·period, genesis + i·period).
export interface EpochSchedule {
  /** Start of epoch 1, in milliseconds since the Unix epoch (UTC). */
  readonly genesisMs: number;
  readonly periodSeconds: number;
  /** How many epochs the seed chain holds: the last usable epoch. */
  readonly epochs: number;
}

export const DEFAULT_PERIOD_SECONDS = 86_400;
export const DEFAULT_EPOCHS = 3_650;

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

/** The start of the UTC day containing `ms`: the default genesis, so epoch 1 is "today". */
export const utcDayStart = (ms: number): number => Math.floor(ms / 86_400_000) * 86_400_000;
