// A fixed secret source for tests (SecretSource, src/dice/operator.ts): SHA-256 of a label and a
// counter. An operator made with it has the same key and seed anchor on every run, so the same roll
// context gets the same faces, while every proof stays signed, committed and verifiable.
import { createHash } from "node:crypto";
import type { SecretSource } from "../../src/dice/operator.js";

export function seededSecrets(label: string): SecretSource {
  let counter = 0;
  return (length) => {
    const out = new Uint8Array(length);
    for (let filled = 0; filled < length; filled += 32) {
      const block = createHash("sha256").update(`gf-test-secrets\0${label}\0${counter++}`).digest();
      out.set(block.subarray(0, Math.min(32, length - filled)), filled);
    }
    return out;
  };
}
