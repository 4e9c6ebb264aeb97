// The operator's dice keys in the data dir: an Ed25519 secret key and the secret anchor of the seed
// chain, with its schedule (docs/verifiable-dice.md §5). `gf serve --sandbox` creates them when
// missing; files are written 0600 and never overwritten.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { fromHex, toHex } from "../dice/bytes.js";
import { nodeCrypto } from "../dice/crypto-node.js";
import { DEFAULT_EPOCHS, DEFAULT_PERIOD_SECONDS, epochAt, lastClosedEpoch, utcDayStart } from "../dice/epoch.js";
import type { EpochSchedule } from "../dice/epoch.js";
import type { RollKeys } from "../dice/roll.js";
import { buildSeedChain } from "../dice/seed-chain.js";

export const OPERATOR_FILE = "gf-operator.json";

const operatorFile = z.object({
  secretKey: z.string().regex(/^[0-9a-f]{64}$/),
  seedAnchor: z.string().regex(/^[0-9a-f]{64}$/),
  schedule: z.object({ genesisMs: z.number().int(), periodSeconds: z.number().int().positive(), epochs: z.number().int().positive() }),
});

export interface OperatorKeys {
  readonly keys: RollKeys;
  readonly publicKey: string;
  /** seed[0], published before any roll. */
  readonly head: string;
  readonly schedule: EpochSchedule;
  /** Seeds of epochs already closed, which the operator reveals (`/.well-known/gf-dice.json`). */
  revealed(now: number): { epoch: number; seed: string } | null;
}

export function createOperatorKeys(dataDir: string, now: number): string {
  const file = join(dataDir, OPERATOR_FILE);
  if (existsSync(file)) throw new Error(`${file} exists; refusing to overwrite operator keys`);
  mkdirSync(dataDir, { recursive: true });
  const content = { secretKey: toHex(nodeCrypto.randomBytes(32)), seedAnchor: toHex(nodeCrypto.randomBytes(32)),
    schedule: { genesisMs: utcDayStart(now), periodSeconds: DEFAULT_PERIOD_SECONDS, epochs: DEFAULT_EPOCHS } };
  writeFileSync(file, JSON.stringify(content, null, 2) + "\n", { mode: 0o600, flag: "wx" });
  return file;
}

export function loadOperatorKeys(dataDir: string): OperatorKeys {
  const file = join(dataDir, OPERATOR_FILE);
  const parsed = operatorFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { secretKey, seedAnchor, schedule } = parsed.data;
  const seeds = buildSeedChain(fromHex(seedAnchor, 32)!, schedule.epochs, nodeCrypto);
  const signer = nodeCrypto.signer(fromHex(secretKey, 32)!);
  return {
    keys: { signer, schedule, seedFor: (e) => (Number.isInteger(e) && e >= 1 && e <= schedule.epochs ? seeds[e] : undefined) },
    publicKey: toHex(signer.publicKey),
    head: toHex(seeds[0]!),
    schedule,
    revealed(now) {
      const epoch = lastClosedEpoch(schedule, now);
      return epoch >= 1 && epochAt(schedule, now) !== undefined ? { epoch, seed: toHex(seeds[epoch]!) } : null;
    },
  };
}
