// The test operator every known-answer vector file is made with (test/dice/generate-vectors-*.ts):
// public test keys, an 8-epoch seed chain, the recorded quicknet round, its two documents, and the
// mixed-order-R forgery (attack 7). Public values: never use them for real rolls.
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { readFileSync } from "node:fs";
import { fromHex, toHex } from "../../src/dice/bytes.js";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import type { RollKeys } from "../../src/dice/roll.js";
import { buildSeedChain } from "../../src/dice/seed-chain.js";
import { commitmentId, commitmentOf, type WellKnown } from "../../src/dice/well-known.js";

export const secretKey = Uint8Array.from({ length: 32 }, (_, i) => i);
export const anchor = Uint8Array.from({ length: 32 }, (_, i) => 0x20 + i);
export const epochs = 8;
export const seeds = buildSeedChain(anchor, epochs, crypto);
// Hourly epochs; epoch 8 holds 11:00, the time of the recorded quicknet round 657413.
export const schedule = { genesisMs: Date.parse("2023-09-15T04:00:00.000Z"), periodSeconds: 3600, epochs };
export const revealDelaySeconds = 10_800;
export const signer = crypto.signer(secretKey);
export const keys: RollKeys = { signer, schedule, head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] };
export const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8"));
export const beacon = { round: fixture.beacon.round as number, signature: fromHex(fixture.beacon.signature)! };

export const document = (withBeacon: boolean): WellKnown => {
  const doc: WellKnown = {
    format: "gf-dice-v2", publicKey: toHex(signer.publicKey), forum: "forum.example.org",
    chain: { head: toHex(seeds[0]!), genesis: new Date(schedule.genesisMs).toISOString(), periodSeconds: 3600, epochs, revealDelaySeconds },
    revealed: { epoch: epochs, seed: toHex(seeds[epochs]!) },
    beacon: withBeacon ? "quicknet" : null,
    commitment: { id: "", previous: null, post: "https://forum.example.org/t/dice-commitment/7/1" },
    log: "gf-dice/log",
  };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), crypto) } };
};

/**
 * Attack 7: the operator signs `message` with a nonce point that has a torsion component
 * (R = [r]B + T8, S = r + k·a). @noble's cofactored verify accepts it; node and WebCrypto refuse it.
 */
export function mixedOrderSignature(message: Uint8Array, nonce: number, secret: Uint8Array = secretKey): Uint8Array {
  const Point = ed25519.Point;
  const L = Point.Fn.ORDER;
  const publicKey = ed25519.getPublicKey(secret);
  const h = sha512(secret);
  h[0]! &= 248; h[31]! &= 127; h[31]! |= 64;
  const le = (bytes: Uint8Array) => BigInt(`0x${toHex(bytes.slice().reverse())}`);
  const a = le(h.slice(0, 32)) % L;
  const r = le(sha512(new Uint8Array([...message, nonce]))) % L;
  const T8 = Point.fromBytes(fromHex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")!, true);
  const R = Point.BASE.multiply(r).add(T8).toBytes();
  const k = le(sha512(new Uint8Array([...R, ...publicKey, ...message]))) % L;
  const sig = new Uint8Array([...R, ...fromHex(((r + k * a) % L).toString(16).padStart(64, "0"))!.reverse()]);
  if (!ed25519.verify(sig, message, publicKey, { zip215: false })) throw new Error("mixed-order R: @noble's cofactored verify should accept it");
  return sig;
}
