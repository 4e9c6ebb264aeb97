// What an operator who holds the service's store can do with a roll it made itself: put it at its
// log's next place (the store's rolls table, which the service serves as its log) and post it in the
// pool's topic as the service's account. The attack tests use it to make each forgery as real as the
// service's own rolls, so that only the forum's anchoring can refuse it.
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { CHAIN_FILE, KEY_FILE } from "../../src/dice/operator.js";
import type { LogLink, RolledPool, RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import type { Result } from "../../src/lib/result.js";
import type { Harness } from "../service/harness.js";

/** Rolls with `roll` at the log's next link, serves it in the log for post `p`, posts it in `p`'s topic; returns the proof. */
export async function servedAndPosted(h: Harness, p: { id: number; topic_id: number }, roll: (link: LogLink) => Result<RolledPool>): Promise<string> {
  const db = new DatabaseSync(join(h.dataDir, "gf.sqlite"));
  try {
    // An empty log's next place is the first (seq 1, after 32 zero bytes).
    const tip = (db.prepare("SELECT seq, record_hash FROM rolls ORDER BY seq DESC LIMIT 1").get() as { seq: number; record_hash: string } | undefined)
      ?? { seq: 0, record_hash: "0".repeat(64) };
    const made = roll({ seq: tip.seq + 1, prev: fromHex(tip.record_hash)! });
    if (!made.ok) throw new Error(made.error.code);
    db.prepare(`INSERT INTO rolls (post_id, block_index, pool, topic_id, user_id, username, result, proof, reply_key, created_at, seq, record_hash)
      VALUES (?, ?, 'x', ?, 1, 'x', '{}', ?, 'x', 0, ?, ?)`).run(p.id, 900 + tip.seq, p.topic_id, made.value.proof, tip.seq + 1, toHex(made.value.hash));
    await h.post("gf-dice", `Roll: ${made.value.proof}`, p.topic_id);
    return made.value.proof;
  } finally { db.close(); }
}

/** The keys in data dir `dir` as the operator holds them: its secret key and its seed chain, whatever its commitment's version. */
export function operatorKeys(dir: string): RollKeys {
  const key = JSON.parse(readFileSync(join(dir, KEY_FILE), "utf8")) as { secretKey: string };
  const chain = JSON.parse(readFileSync(join(dir, CHAIN_FILE), "utf8")) as { anchor: string; genesis: string; periodSeconds: number; epochs: number };
  const seeds = buildSeedChain(fromHex(chain.anchor)!, chain.epochs, nodeCrypto);
  return { signer: nodeCrypto.signer(fromHex(key.secretKey)!), schedule: { genesisMs: Date.parse(chain.genesis), periodSeconds: chain.periodSeconds, epochs: chain.epochs },
    head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
}
