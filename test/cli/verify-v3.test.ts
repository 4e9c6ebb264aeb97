// `gf verify` on gf-dice-v3 proofs (docs/verifiable-dice.md §V), through the real dispatcher: a roll
// dated at the forum's time for its block passes every check, faces included; the vectors' attack 1
// (the signer picking the time, the epoch, the round) fails with a sentence a reader understands.
import { afterAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "./fake-io.js";

const V = JSON.parse(readFileSync("test/vectors/dice-v3.json", "utf8")) as {
  documents: { none: object; beacon: object };
  rolls: { name: string; forumTime: string; context: { forum: string; topic: number; post: number; block: number }; expected: { proof: string; pool: string } }[];
  invalid: { name: string; proof: string; document?: string; expected?: { forumTime?: string }; fails: string }[];
};
const root = mkdtempSync(join(tmpdir(), "gf-verify-v3-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const doc = (which: "none" | "beacon") => { const f = join(root, `${which}.json`); writeFileSync(f, JSON.stringify(V.documents[which])); return f; };

async function gf(argv: string[]) {
  const io = fakeIo({ env: { GF_LANG: "en" }, cwd: root });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

describe("gf verify, gf-dice-v3", () => {
  it("a roll dated at the forum's time for its block passes every check, faces and forum time included", async () => {
    const r = V.rolls[0]!;
    const c = r.context;
    const ran = await gf(["verify", r.expected.proof, "--well-known", doc("none"), "--at", r.forumTime, "--context", `${c.forum}/${c.topic}/${c.post}/${c.block}`, "--pool", r.expected.pool, "--json"]);
    expect([ran.code, ran.err]).toEqual([0, ""]);
    expect(JSON.parse(ran.out)).toMatchObject({ version: "v3", pending: [], passed: expect.arrayContaining(["forum-time", "faces"]) });
  });

  it.each(V.invalid.filter((v) => v.name.startsWith("attack 1")).map((v) => [v.name, v] as const))("attack 1 refused: %s", async (_name, v) => {
    const ran = await gf(["verify", v.proof, "--well-known", doc(v.document === "beacon" ? "beacon" : "none"), ...(v.expected?.forumTime ? ["--at", v.expected.forumTime] : [])]);
    expect(ran.code).toBe(1);
    expect(ran.err).toMatch(v.fails === "forum-time" ? /the forum dated the block .*: the signer does not choose the time \(check "forum-time"\)/ : /check "beacon-round"/);
  });
});

describe("gf verify: attack 6, the v1 downgrade (docs/verifiable-dice.md §V.6)", () => {
  const W = JSON.parse(readFileSync("test/vectors/dice-v1.json", "utf8")) as { rolls: { at: string; sizes: number[]; expected: { proof: string } }[] };
  const v2doc = (v1Until?: string) => {
    const f = join(root, `v2-${v1Until ?? "none"}.json`);
    writeFileSync(f, JSON.stringify({ ...JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8")).documents.none, ...(v1Until ? { v1Until } : {}) }));
    return f;
  };

  it("a v1 proof under a v2 document that states no cut-off is refused, with or without the forum's time", async () => {
    const r = W.rolls[0]!;
    for (const at of [["--at", r.at], []]) {
      const ran = await gf(["verify", r.expected.proof, "--well-known", v2doc(), ...at]);
      expect(ran.code).toBe(1);
      expect(ran.err).toMatch(/a gf-dice-v1 proof, which this operator accepts only for blocks before — .*\(check "version"\)/);
    }
  });

  it("with a cut-off, a v1 proof passes the version check for a block posted before it and is refused after it", async () => {
    const r = W.rolls[0]!;
    const doc = v2doc(new Date(Date.parse(r.at) + 60_000).toISOString());
    // Before the cut-off the version check passes; the v1 vectors' daily schedule is not this v2
    // operator's, so the proof then fails its epoch, a later check.
    const early = await gf(["verify", r.expected.proof, "--well-known", doc, "--at", r.at]);
    expect([early.code, /check "version"/.test(early.err), /check "epoch-time"/.test(early.err)]).toEqual([1, false, true]);
    const late = await gf(["verify", r.expected.proof, "--well-known", doc, "--at", new Date(Date.parse(r.at) + 120_000).toISOString()]);
    expect([late.code, /check "version"/.test(late.err)]).toEqual([1, true]);
  });
});
