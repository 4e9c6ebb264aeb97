import { afterAll, describe, expect, it } from "@jest/globals";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { CHAIN_FILE, KEY_FILE, REVEALED_FILE, initOperator, loadOperator, resolveDataDir } from "../../src/dice/operator.js";
import { FIRST_LINK } from "../../src/dice/roll.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

const root = mkdtempSync(join(tmpdir(), "gf-operator-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `d${n++}`);
const DAY = 86_400_000;
const genesisMs = Date.parse("2026-11-01T00:00:00Z");
const init = (dir: string) => initOperator(dir, { now: genesisMs, genesisMs, periodSeconds: 86_400, epochs: 30,
  revealDelaySeconds: 3 * 3600, beacon: null, previous: null }, nodeCrypto);
const context = { forum: "forum.example.org", topic: 7, post: 70, block: 0 };

describe("operator data dir", () => {
  it("resolves --data-dir, then GF_DATA_DIR, then ./.data", () => {
    expect(resolveDataDir("x", { GF_DATA_DIR: "/env" }, "/cwd")).toBe("/cwd/x");
    expect(resolveDataDir(undefined, { GF_DATA_DIR: "/env" }, "/cwd")).toBe("/env");
    expect(resolveDataDir(undefined, {}, "/cwd")).toBe("/cwd/.data");
  });

  it("creates the key and the seed chain with mode 0600, and refuses to overwrite them", () => {
    const dir = freshDir();
    const first = init(dir);
    expect(first.ok).toBe(true);
    for (const f of [KEY_FILE, CHAIN_FILE]) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
    const before = readFileSync(join(dir, KEY_FILE), "utf8");
    expect(init(dir)).toMatchObject({ ok: false, error: { code: "dice.store.exists" } });
    expect(readFileSync(join(dir, KEY_FILE), "utf8")).toBe(before);
  });

  it("rolls, reveals closed epochs only, and publishes a document a verifier can use", () => {
    const dir = freshDir();
    init(dir);
    const loaded = loadOperator(dir, nodeCrypto);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const op = loaded.value;
    const at = genesisMs + 2 * DAY + 3600_000; // epoch 3
    const rolled = op.roll({ context, sizes: [8, 6, 4], at }, FIRST_LINK);
    if (!rolled.ok) throw new Error("roll");
    expect(rolled.value.record.epoch).toBe(3);

    // Before the epoch closes, and for the reveal delay after, its seed must stay secret.
    expect(op.reveal(at, 3)).toMatchObject({ ok: false, error: { code: "dice.epoch.not-closed" } });
    expect(op.reveal(genesisMs + 3 * DAY + 3 * 3600_000 - 1, 3)).toMatchObject({ ok: false, error: { code: "dice.epoch.not-closed" } });
    const before = verifyOptionsFrom(JSON.parse(JSON.stringify(op.wellKnown())), nobleCrypto);
    if (!before.ok) throw new Error("doc");
    const pending = proofVerifier(before.value, nobleCrypto)(rolled.value.proof, { forumTime: at, context, sizes: [4, 6, 8] });
    expect(pending.ok && [pending.value.pending, pending.value.checkableFrom]).toEqual([["seed-chain", "faces"], genesisMs + 3 * DAY + 3 * 3600_000]);

    expect(op.reveal(genesisMs + 3 * DAY + 3 * 3600_000)).toEqual({ ok: true, value: { epoch: 3, seed: expect.any(String) } });
    expect(statSync(join(dir, REVEALED_FILE)).mode & 0o777).toBe(0o644);
    // Reloading sees the reveal; an older epoch is still answered, the file never moves back.
    const again = loadOperator(dir, nodeCrypto);
    expect(again.ok && again.value.revealedEpoch).toBe(3);
    expect(again.ok && again.value.reveal(genesisMs + 4 * DAY, 1).ok).toBe(true);
    expect(again.ok && again.value.wellKnown().revealed?.epoch).toBe(3);

    const after = verifyOptionsFrom(JSON.parse(JSON.stringify(op.wellKnown())), nobleCrypto);
    if (!after.ok) throw new Error("doc");
    const full = proofVerifier(after.value, nobleCrypto)(rolled.value.proof, { forumTime: at, context, sizes: [4, 6, 8] });
    expect(full.ok && full.value).toMatchObject({
      passed: ["format", "signature", "commitment", "context", "pool", "epoch-time", "forum-time", "seed-chain", "faces"], pending: [] });
  });

  it("refuses to reveal before the first epoch closes", () => {
    const dir = freshDir();
    init(dir);
    const op = loadOperator(dir, nodeCrypto);
    expect(op.ok && op.value.reveal(genesisMs + 1000)).toMatchObject({ ok: false, error: { code: "dice.epoch.none-closed" } });
  });

  it("a document whose revealed seed does not match its head fails the seed-chain check", () => {
    const dir = freshDir();
    init(dir);
    const op = loadOperator(dir, nodeCrypto);
    if (!op.ok) throw new Error("load");
    op.value.reveal(genesisMs + 5 * DAY);
    const doc = op.value.wellKnown();
    const forged = { ...doc, revealed: { epoch: 5, seed: "00".repeat(32) } };
    expect(verifyOptionsFrom(forged, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.verify.seed-chain" } });
    expect(verifyOptionsFrom({ ...doc, publicKey: "zz" }, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.verify.format" } });
  });

  it("says how to start when there is no key", () => {
    expect(loadOperator(freshDir(), nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.no-key" } });
  });

  it("refuses a secret file other users can read", () => {
    const dir = freshDir();
    init(dir);
    chmodSync(join(dir, KEY_FILE), 0o644);
    expect(loadOperator(dir, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.unsafe-mode" } });
  });

  it("refuses damaged files, naming them", () => {
    const dir = freshDir();
    init(dir);
    const keyPath = join(dir, KEY_FILE);
    const key = JSON.parse(readFileSync(keyPath, "utf8"));
    writeFileSync(keyPath, JSON.stringify({ ...key, publicKey: "11".repeat(32) }));
    expect(loadOperator(dir, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.corrupt", params: { file: keyPath } } });
    writeFileSync(keyPath, "{not json");
    expect(loadOperator(dir, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.corrupt", params: { detail: "not JSON" } } });
    writeFileSync(keyPath, JSON.stringify(key));
    const chainPath = join(dir, CHAIN_FILE);
    const chain = JSON.parse(readFileSync(chainPath, "utf8"));
    writeFileSync(chainPath, JSON.stringify({ ...chain, head: "22".repeat(32) }));
    expect(loadOperator(dir, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.corrupt", params: { file: chainPath } } });
    writeFileSync(chainPath, JSON.stringify(chain));
    writeFileSync(join(dir, REVEALED_FILE), JSON.stringify({ format: "gf-revealed-v1", epoch: 2, seed: "33".repeat(32), revealedAt: new Date().toISOString() }));
    expect(loadOperator(dir, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.store.corrupt" } });
  });
});
