// The roll log's checker (docs/verifiable-dice.md §9.4): a key retired at a rotation never signs
// again. The log of a real rotation names the old head, then the new one; a record under the old
// head after that is a retired key signing afterwards, even when its own time is before the
// retirement its document claims (the document's retiredAt was committed nowhere: §V.3).
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { logChecker } from "../../src/dice/roll-log.js";
import { FIRST_LINK, rollPool, type LogLink, type RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { decodeProof } from "../../src/dice/proof.js";

const schedule = { genesisMs: Date.parse("2026-01-01T00:00:00Z"), periodSeconds: 3600, epochs: 100 };
function keys(byte: number): RollKeys {
  const seeds = buildSeedChain(new Uint8Array(32).fill(byte), schedule.epochs, crypto);
  return { signer: crypto.signer(new Uint8Array(32).fill(byte + 1)), schedule, head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
}

describe("the roll log's checker", () => {
  it("a record under a head the log had left at a rotation is a retired key signing afterwards", () => {
    const old = keys(1), current = keys(2);
    const at = schedule.genesisMs + 60_000;
    let link: LogLink = FIRST_LINK;
    const entries = [old, current, old].map((k, i) => {
      const r = rollPool({ context: { forum: "forum.example.org", topic: 1, post: 10 + i, block: 0 }, sizes: [6, 8], at: at + i }, link, k, crypto);
      if (!r.ok) throw new Error(r.error.code);
      link = { seq: link.seq + 1, prev: r.value.hash };
      return { seq: i + 1, proof: r.value.proof, topic: 1, post: 10 + i };
    });
    // Each record checked under the key that signed it, as a document listing the retired key does.
    const verifiers = [old, current].map((k) => ({ head: k.head, verify: proofVerifier({ publicKey: k.signer.publicKey, head: k.head }, crypto) }));
    const log = logChecker((text) => {
      const p = decodeProof(text);
      const v = p.ok && p.value.record.version === 2 ? verifiers.find((x) => x.head.every((b, i) => b === (p.value.record as { chainHead: Uint8Array }).chainHead[i])) : undefined;
      return v!.verify(text);
    }, crypto);
    for (const e of entries) log.add(e);
    expect(log.problems).toEqual([{ kind: "retired-head", seq: 3, head: Buffer.from(old.head).toString("hex") }]);
  });
});
