// The operator's side of the v3 commitment (docs/verifiable-dice.md §9.3, §V.6): new keys commit v3
// (forum, account and cut-offs in the committed text), the forum and account are fixed once
// (binding.json) and another is refused, and an operator whose chain commits v2 moves to v3 by a
// rotation, its old commitment id unchanged, so the rolls made under it keep their commitment.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { CHAIN_FILE, initOperator, loadOperator } from "../../src/dice/operator.js";
import { rotateOperator } from "../../src/dice/rotation.js";
import { commitmentOf, commitmentText, verifyOptionsFrom } from "../../src/dice/well-known.js";

const now = Date.parse("2026-11-29T08:00:00.000Z");
const options = { now, genesisMs: Date.parse("2026-11-29T00:00:00.000Z"), periodSeconds: 3600, epochs: 48, revealDelaySeconds: 10_800, beacon: null, previous: null };
const fresh = () => { const dir = join(mkdtempSync(join(tmpdir(), "gf-v3op-")), "data"); if (!initOperator(dir, options, nodeCrypto).ok) throw new Error("init"); return dir; };
const load = (dir: string) => { const o = loadOperator(dir, nodeCrypto); if (!o.ok) throw new Error(o.error.code); return o.value; };

describe("the operator's v3 commitment", () => {
  it("a new operator commits v3 with null cut-offs; the service's first start fixes its forum and account, and the text names them", () => {
    const dir = fresh();
    expect(commitmentText(commitmentOf(load(dir).wellKnown()))).toMatch(/^\{"format":"gf-dice-commitment-v3",.*,"forum":"local","account":null,"v1Until":null,"v2Until":null\}$/);
    expect(load(dir).bind("forum.example.org", "gf-dice")).toEqual({ ok: true, value: true });
    const doc = load(dir).wellKnown();
    expect(commitmentText(commitmentOf(doc))).toMatch(/,"forum":"forum.example.org","account":"gf-dice","v1Until":null,"v2Until":null\}$/);
    // The document a verifier reads carries the committed values, and its id holds them.
    expect(verifyOptionsFrom(doc, nodeCrypto)).toMatchObject({ ok: true, value: { commitmentVersion: 3, forum: "forum.example.org", v1Until: null, v2Until: null } });
  });

  it("refuses another forum or account than the one it is bound to, in words that say which and what to do", () => {
    const dir = fresh();
    expect(load(dir).bind("forum.example.org", "gf-dice").ok).toBe(true);
    expect(load(dir).bind("forum.example.org", "GF-Dice").ok).toBe(true);
    for (const [forum, account] of [["www.forum.example.org", "gf-dice"], ["forum.example.org", "mallory"]] as const) {
      expect(load(dir).bind(forum, account)).toMatchObject({ ok: false, error: { code: "dice.store.bound",
        params: { forum: "forum.example.org", account: "gf-dice", wantForum: forum, wantAccount: account } } });
    }
  });

  it("two instances loaded from one data dir before either bound it: the second takes the first's binding or refuses another, and neither reads it half written (pg-two-instances met 'binding.json is damaged or not a gf file: not JSON')", () => {
    const dir = fresh();
    const [first, second, third] = [load(dir), load(dir), load(dir)];
    expect(first.bind("forum.example.org", "gf-dice")).toEqual({ ok: true, value: true });
    expect(second.bind("forum.example.org", "GF-Dice")).toEqual({ ok: true, value: true });
    expect(third.bind("forum.example.org", "mallory")).toMatchObject({ ok: false, error: { code: "dice.store.bound",
      params: { forum: "forum.example.org", account: "gf-dice", wantAccount: "mallory" } } });
    // The file is whole and alone: no temporary file is left beside it.
    expect(JSON.parse(readFileSync(join(dir, "binding.json"), "utf8"))).toEqual({ format: "gf-binding-v1", forum: "forum.example.org", account: "gf-dice" });
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("a v2 operator keeps its commitment id, and moves to v3 by a rotation naming it, with v2 ending at the rotation", () => {
    const dir = fresh();
    // A chain made before v3: no "commitment" key, so its commitment is v2's text.
    const chainPath = join(dir, CHAIN_FILE);
    const { commitment: _, v1Until: _a, v2Until: _b, ...v2chain } = JSON.parse(readFileSync(chainPath, "utf8")) as Record<string, unknown>;
    writeFileSync(chainPath, JSON.stringify(v2chain), { mode: 0o600 });
    const old = load(dir);
    expect(old.bind("forum.example.org", "gf-dice").ok).toBe(true); // nothing to bind: v2 names no forum
    const oldDoc = old.wellKnown();
    expect(commitmentOf(oldDoc).format).toBe("gf-dice-commitment-v2");
    const rotated = rotateOperator(dir, { ...options, now: now + 3_600_000 }, nodeCrypto);
    if (!rotated.ok) throw new Error(rotated.error.code);
    expect(rotated.value.retired).toBe(oldDoc.commitment.id);
    const next = commitmentOf(load(dir).wellKnown());
    expect(next).toMatchObject({ format: "gf-dice-commitment-v3", previous: oldDoc.commitment.id, v1Until: null, v2Until: "2026-11-29T09:00:00.000Z" });
    // A v3 commitment's rotation carries its cut-offs and its binding over unchanged.
    expect(load(dir).bind("forum.example.org", "gf-dice").ok).toBe(true);
    const again = rotateOperator(dir, { ...options, now: now + 7_200_000 }, nodeCrypto);
    if (!again.ok) throw new Error(again.error.code);
    expect(commitmentOf(load(dir).wellKnown())).toMatchObject({ format: "gf-dice-commitment-v3", forum: "forum.example.org", account: "gf-dice",
      v1Until: null, v2Until: "2026-11-29T09:00:00.000Z" });
  });

  it("a v3 commitment's key signs v3 records only: gf roll's local roll is a v3 block of version 1", () => {
    const rolled = load(fresh()).roll({ context: { forum: "local", topic: 0, post: now, block: 0 }, sizes: [6, 8], at: now }, { seq: 1, prev: new Uint8Array(32) });
    expect(rolled.ok && [rolled.value.record.version, rolled.value.proof.slice(0, 4)]).toEqual([3, "gf3."]);
  });
});
