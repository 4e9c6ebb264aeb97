// A page keeps the newest seed it hashed back to a head (plugin-client/checked-store.ts), and the next
// visit's walk stops there (openRevealedSeeds' `checked`): it must prove as much as the full walk,
// refuse what the full walk refuses, and still give every revealed seed a roll asks for.
import { beforeEach, describe, expect, it } from "@jest/globals";
import { nodeCrypto as crypto } from "../../src/dice/crypto-node.js";
import { buildSeedChain, openRevealedSeeds } from "../../src/dice/seed-chain.js";
import { checkedKeys, checkedSeed, commitmentTopicHint, keepCheckedKey, keepCheckedSeed, keepCommitmentTopic, loadChecked, useCheckedBacking } from "../../src/plugin-client/checked-store.js";

const seeds = buildSeedChain(crypto.sha256(new Uint8Array([3])), 40, crypto);
const head = seeds[0]!;

/** crypto with its SHA-256 calls counted. */
function counting() {
  const c = { ...crypto, calls: 0 };
  c.sha256 = (d: Uint8Array) => { c.calls++; return crypto.sha256(d); };
  return c;
}

describe("the seed chain walk stops at a seed already checked", () => {
  it("hashes only back to the checked epoch, and gives every earlier seed on demand", () => {
    const c = counting();
    const opened = openRevealedSeeds(head, 30, seeds[30], c, { epoch: 25, seed: seeds[25]! });
    expect(opened.ok).toBe(true);
    expect(c.calls).toBe(5);
    if (!opened.ok) return;
    expect(opened.value.seedFor(12)).toEqual(seeds[12]);
    expect(c.calls).toBe(5 + 13);
    for (let e = 1; e <= 30; e++) expect(opened.value.seedFor(e)).toEqual(seeds[e]);
    expect(opened.value.seedFor(31)).toBeUndefined();
    expect(opened.value.seedFor(0)).toBeUndefined();
  });

  it("refuses a revealed seed that does not reach the checked one, as the full walk refuses it", () => {
    const wrong = crypto.sha256(new Uint8Array([9]));
    expect(openRevealedSeeds(head, 30, wrong, crypto, { epoch: 25, seed: seeds[25]! })).toMatchObject({ ok: false, error: { code: "dice.verify.seed-chain" } });
    // A checked seed of another chain cannot vouch for this one.
    const other = buildSeedChain(crypto.sha256(new Uint8Array([4])), 40, crypto);
    expect(openRevealedSeeds(head, 30, seeds[30], crypto, { epoch: 25, seed: other[25]! })).toMatchObject({ ok: false });
  });

  it("walks to the head when the checked seed is newer than the revealed one, or not a seed", () => {
    const c = counting();
    expect(openRevealedSeeds(head, 20, seeds[20], c, { epoch: 25, seed: seeds[25]! }).ok).toBe(true);
    expect(c.calls).toBe(20);
    expect(openRevealedSeeds(head, 20, seeds[20], crypto, { epoch: 5, seed: new Uint8Array(3) }).ok).toBe(true);
  });
});

describe("what a browser keeps between visits (checked-store.ts: IndexedDB, here a backing of our own)", () => {
  /** The kept entry, as IndexedDB would hold it; `writes` counts the merges. */
  const db = { value: null as string | null, writes: 0 };
  const backing = {
    read: async () => db.value,
    merge: async (update: (kept: string | null) => string) => { db.value = update(db.value); db.writes++; },
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  beforeEach(() => { db.value = null; db.writes = 0; useCheckedBacking(backing); });

  it("keeps the newest checked seed per head, and never an older one over it", async () => {
    await loadChecked();
    expect(checkedSeed(head)).toBeUndefined();
    keepCheckedSeed(head, 30, seeds[30]!);
    keepCheckedSeed(head, 20, seeds[20]!);
    expect(checkedSeed(head)).toEqual({ epoch: 30, seed: seeds[30] });
    await settle();
    expect(db.writes).toBe(1);
    // The next visit (a new verifier) reads what this one kept.
    useCheckedBacking(backing);
    expect(checkedSeed(head)).toBeUndefined();
    await loadChecked();
    expect(checkedSeed(head)).toEqual({ epoch: 30, seed: seeds[30] });
  });

  it("merges into what another tab kept meanwhile: its newer seed and its keys stay", async () => {
    await loadChecked();
    // Another tab wrote after this verifier read the store.
    db.value = JSON.stringify({ heads: [[Buffer.from(head).toString("hex"), 35, Buffer.from(seeds[35]!).toString("hex")]], keys: ["cd".repeat(32)] });
    keepCheckedSeed(head, 30, seeds[30]!);
    keepCheckedKey("ab".repeat(32));
    await settle();
    useCheckedBacking(backing);
    await loadChecked();
    expect(checkedSeed(head)).toEqual({ epoch: 35, seed: seeds[35] });
    expect([...checkedKeys()].sort()).toEqual(["ab".repeat(32), "cd".repeat(32)]);
  });

  it("ignores what it cannot read, and keeps the keys found torsion-free", async () => {
    db.value = "{not json";
    await loadChecked();
    expect(checkedSeed(head)).toBeUndefined();
    db.value = JSON.stringify({ heads: [[Buffer.from(head).toString("hex"), "30", "zz"]], keys: [1] });
    useCheckedBacking(backing);
    await loadChecked();
    expect(checkedSeed(head)).toBeUndefined();
    expect(checkedKeys()).toEqual([]);
    keepCheckedKey("ab".repeat(32));
    expect(checkedKeys()).toEqual(["ab".repeat(32)]);
  });

  it("keeps where a commitment post was found per document and forum, the newest only, and drops what is not one", async () => {
    await loadChecked();
    keepCommitmentTopic("https://dice.example/.well-known/gf-dice.json ", 10, 5);
    keepCommitmentTopic("https://other.example/.well-known/gf-dice.json ", 20, 6);
    keepCommitmentTopic("https://dice.example/.well-known/gf-dice.json ", 10, 7);
    await settle();
    const writes = db.writes;
    keepCommitmentTopic("https://dice.example/.well-known/gf-dice.json ", 10, 7);
    await settle();
    expect(db.writes).toBe(writes);
    useCheckedBacking(backing);
    await loadChecked();
    expect(commitmentTopicHint("https://dice.example/.well-known/gf-dice.json ")).toEqual({ post: 10, topic: 7 });
    expect(commitmentTopicHint("https://other.example/.well-known/gf-dice.json ")).toEqual({ post: 20, topic: 6 });
    expect(commitmentTopicHint("https://dice.example/.well-known/gf-dice.json http://elsewhere")).toBeUndefined();
    db.value = JSON.stringify({ heads: [], keys: [], topics: [["a", "10", 5], ["b", 1.5, 2], [3, 1, 2], "c"] });
    useCheckedBacking(backing);
    await loadChecked();
    expect(["a", "b"].map(commitmentTopicHint)).toEqual([undefined, undefined]);
  });

  it("checks from scratch where the store cannot be read or written (private mode, refused)", async () => {
    useCheckedBacking({ read: () => Promise.reject(new Error("refused")), merge: () => Promise.reject(new Error("refused")) });
    await loadChecked();
    expect(checkedSeed(head)).toBeUndefined();
    keepCheckedSeed(head, 30, seeds[30]!);
    // This verifier still uses what it proved itself.
    expect(checkedSeed(head)).toEqual({ epoch: 30, seed: seeds[30] });
    await settle();
    useCheckedBacking(undefined);
    await loadChecked();
    expect(checkedSeed(head)).toBeUndefined();
  });
});
