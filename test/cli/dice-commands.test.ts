// The dice commands, called in-process through the real dispatcher and command table.
import { afterAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "./fake-io.js";

const root = mkdtempSync(join(tmpdir(), "gf-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const DAY = 86_400_000;
const t0 = new Date("2026-11-22T10:00:00Z");

/** Runs `gf …` in-process; every failure must be one line on stderr. */
async function gf(argv: string[], opts: { now?: Date; stdin?: string; env?: Record<string, string> } = {}) {
  const io = fakeIo({ env: { GF_LANG: "en", ...opts.env }, cwd: root, now: opts.now ?? t0, ...(opts.stdin !== undefined ? { stdin: opts.stdin } : {}) });
  const code = await dispatch(argv, io, commands);
  if (code !== 0) {
    expect(io.stderr).toHaveLength(1);
    expect(io.stderr[0]).not.toMatch(/\n\s+at /);
  }
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

async function newOperator() {
  const dir = join(root, `op${n++}`);
  const made = await gf(["keys", "init", "--data-dir", dir]);
  expect(made.code).toBe(0);
  return dir;
}

async function rollJson(dir: string, pool: string, extra: string[] = [], now = t0) {
  const r = await gf(["roll", pool, "--json", "--data-dir", dir, ...extra], { now });
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as { proof: string; dice: { size: number; face: number }[]; context: string; epoch: number; result: number };
}

describe("gf keys", () => {
  it("init writes 0600 files, prints the public key and head, and refuses to overwrite", async () => {
    const dir = join(root, "keys");
    const first = await gf(["keys", "init", "--data-dir", dir, "--period", "6h", "--epochs", "100"]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Public key\s+[0-9a-f]{64}/);
    expect(first.out).toContain("100 of 21600 s from 2026-11-22T00:00:00.000Z");
    expect(statSync(join(dir, "operator-key.json")).mode & 0o777).toBe(0o600);
    const again = await gf(["keys", "init", "--data-dir", dir]);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/never overwrites a key/);
  });

  it("init refuses bad periods, epochs, genesis times and beacons", async () => {
    for (const [opt, value] of [["--period", "1w"], ["--period", "0"], ["--epochs", "0"], ["--epochs", "x"], ["--genesis", "yesterday"], ["--beacon", "moon"]]) {
      const r = await gf(["keys", "init", "--data-dir", join(root, `bad${n++}`), opt!, value!]);
      expect([opt, value, r.code]).toEqual([opt, value, 2]);
    }
  });

  it("init and rotate refuse a reveal delay inside Discourse's webhook retry window (1+5+25+125 min), unless --short-reveal says it is a test forum", async () => {
    const short = await gf(["keys", "init", "--data-dir", join(root, `short${n++}`), "--reveal-delay", "2h"]);
    expect(short.code).toBe(2);
    expect(short.err).toContain("--reveal-delay 2h is too short");
    expect(short.err).toContain("The minimum is 160 minutes");
    expect((await gf(["keys", "init", "--data-dir", join(root, `short${n++}`), "--reveal-delay", "159m"])).code).toBe(2);
    const dir = join(root, `short${n++}`);
    expect((await gf(["keys", "init", "--data-dir", dir, "--reveal-delay", "160m"])).code).toBe(0);
    const rotated = await gf(["keys", "rotate", "--data-dir", dir, "--reveal-delay", "10m"]);
    expect([rotated.code, rotated.err]).toEqual([2, expect.stringContaining("too short")]);
    const test = join(root, `short${n++}`);
    expect((await gf(["keys", "init", "--data-dir", test, "--reveal-delay", "1", "--short-reveal"])).code).toBe(0);
    expect(JSON.parse((await gf(["keys", "show", "--json", "--data-dir", test])).out).chain.revealDelaySeconds).toBe(1);
  });

  it("the data dir comes from GF_DATA_DIR when --data-dir is absent", async () => {
    const dir = join(root, "from-env");
    expect((await gf(["keys", "init"], { env: { GF_DATA_DIR: dir } })).code).toBe(0);
    const shown = await gf(["keys", "show", "--json"], { env: { GF_DATA_DIR: dir } });
    expect(JSON.parse(shown.out)).toMatchObject({ format: "gf-dice-v2", revealed: null, beacon: null,
      chain: { periodSeconds: 3600, epochs: 87_600, revealDelaySeconds: 10_800 } });
  });

  it("show prints the public key, head, schedule, reveals and beacon, in Spanish too", async () => {
    const dir = await newOperator();
    const shown = await gf(["keys", "show", "--data-dir", dir, "--lang", "es"]);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Clave pública\s+[0-9a-f]{64}$/m);
    expect(shown.out).toMatch(/^Revelada\s+ninguna aún$/m);
    expect(shown.out).toMatch(/^Baliza\s+ninguna$/m);
    // New keys commit v3; no service has bound them to a forum and account yet.
    expect(shown.out).toMatch(/^Comprometido\s+v3: foro local, cuenta —, pruebas v1 hasta —, v2 hasta —$/m);
  });

  it("a local document names the forum of local rolls, \"local\", never null (verifiable-dice §V.10)", async () => {
    const dir = await newOperator();
    const doc = JSON.parse((await gf(["keys", "show", "--json", "--data-dir", dir])).out) as { forum: unknown };
    expect(doc.forum).toBe("local");
  });

  it("the local roll log runs on across keys rotate: the first roll under the new key is seq n + 1, linked to the last (docs/verifiable-dice.md §9.3)", async () => {
    const dir = await newOperator();
    const before = await rollJson(dir, "d8 d6");
    expect((await gf(["keys", "rotate", "--data-dir", dir], { now: new Date(t0.getTime() + 60_000) })).code).toBe(0);
    const after = await rollJson(dir, "d8 d6", [], new Date(t0.getTime() + 120_000));
    const place = async (proof: string) => JSON.parse((await gf(["verify", proof, "--data-dir", dir, "--json"])).out) as { seq: number; prev: string };
    expect((await place(after.proof)).seq).toBe((await place(before.proof)).seq + 1);
    expect((await place(after.proof)).prev).not.toMatch(/^0+$/);
  });

  it("show without a key says how to make one", async () => {
    const r = await gf(["keys", "show", "--data-dir", join(root, "nothing-here")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no operator key in .*run "gf keys init"/);
  });
});

describe("gf roll", () => {
  it("prints faces, botches, result, effect dice and a proof", async () => {
    const dir = await newOperator();
    const r = await gf(["roll", "d8 d8 d6 d4 d6", "--data-dir", dir]);
    expect(r.code).toBe(0);
    for (const label of ["Pool", "Dice", "Botches", "Result", "Effect dice", "Context", "Proof"]) expect(r.out).toMatch(new RegExp(`^${label}\\s`, "m"));
    expect(r.out).toMatch(/^Proof\s+gf3\.[A-Za-z0-9_-]+$/m);
    const es = await gf(["roll", "d8 d6", "--data-dir", dir, "--lang", "es"]);
    expect(es.out).toMatch(/^Resultado\s/m);
  });

  it("the same context gives the same faces at any time of its epoch, and each roll takes the next place of the log", async () => {
    const dir = await newOperator();
    const a = await rollJson(dir, "d8 d6 d4", ["--context", "forum.example.org/1/2/0"]);
    const b = await rollJson(dir, "d4 d8 d6", ["--context", "forum.example.org/1/2/0"], new Date(t0.getTime() + 59 * 60_000));
    expect(b.dice).toEqual(a.dice);
    const seqOf = async (proof: string) => JSON.parse((await gf(["verify", proof, "--data-dir", dir, "--json"])).out).seq as number;
    expect([await seqOf(a.proof), await seqOf(b.proof)]).toEqual([1, 2]);
    const other = await rollJson(dir, "d8 d6 d4", ["--context", "forum.example.org/1/2/1"]);
    expect(other.proof).not.toBe(a.proof);
  });

  it.each([["d7"], ["d0"], ["2d"], ["d8x"], [Array(200).fill("d6").join(" ")], ["200d6"], [""], ["   "]])(
    "GF-DIE-1: refuses %j with one line and exit code 2", async (pool) => {
      const dir = await newOperator();
      const r = await gf(["roll", pool, "--data-dir", dir]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^gf roll: /);
    });

  it("GF-ROLL-5: a boost that cannot apply still shows the roll and its proof before the error", async () => {
    const dir = await newOperator();
    const r = await gf(["roll", "d8", "--pv", "--data-dir", dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("GF-ROLL-5");
    expect(r.out).toMatch(/^Dice\s+d8:\d$/m);
    expect(r.out).toMatch(/^Proof\s+gf3\./m);
  });

  it("refuses a malformed --context", async () => {
    const dir = await newOperator();
    expect((await gf(["roll", "d6", "--data-dir", dir, "--context", "forum/1/2"])).code).toBe(2);
  });
});

describe("gf verify", () => {
  it("round-trips with gf roll, and checks the faces once the epoch is revealed", async () => {
    const dir = await newOperator();
    const rolled = await rollJson(dir, "d12 d10 d8 d6 d4");
    const fresh = await gf(["verify", rolled.proof, "--data-dir", dir, "--at", t0.toISOString()]);
    expect(fresh.code).toBe(0);
    // The checks in words (check-names.ts), never the identifiers --json keeps.
    expect(fresh.out).toContain("valid proof (v3): checked: format, signature, commitment, epoch time, forum time");
    expect(fresh.out).toContain("pending: context, pool, seed chain, faces");
    // Hourly epochs, revealed three hours after they close.
    expect(fresh.out).toContain(`the faces can be checked from ${new Date(t0.getTime() + 4 * 3600_000).toISOString()}`);

    const epoch = rolled.epoch;
    const open = await gf(["epoch", "reveal", "--data-dir", dir, "--epoch", String(epoch)], { now: new Date(t0.getTime() + 2 * 3600_000) });
    expect(open.code).toBe(2);
    expect(open.err).toMatch(/cannot be revealed until/);
    const revealed = await gf(["epoch", "reveal", "--data-dir", dir, "--json"], { now: new Date(t0.getTime() + 4 * 3600_000) });
    expect(revealed.code).toBe(0);
    expect(JSON.parse(revealed.out)).toMatchObject({ epoch });

    const full = await gf(["verify", rolled.proof, "--data-dir", dir, "--at", t0.toISOString(), "--json",
      "--context", rolled.context, "--pool", "d4 d6 d8 d10 d12"]);
    expect(full.code).toBe(0);
    expect(JSON.parse(full.out)).toMatchObject({ ok: true, version: "v3",
      passed: ["format", "signature", "commitment", "context", "pool", "epoch-time", "forum-time", "seed-chain", "faces"], pending: [],
      dice: rolled.dice, lagMs: 0 });
    // Under LANG=es every word of the line is Spanish, the checks too, with the names the refusals give them.
    const spanish = await gf(["verify", rolled.proof, "--data-dir", dir, "--at", t0.toISOString(), "--context", rolled.context],
      { env: { GF_LANG: "", LANG: "es_ES.UTF-8" } });
    expect(spanish.code).toBe(0);
    expect(spanish.out).toContain("prueba válida (v3): comprobado: formato, firma, compromiso, contexto, época, hora del foro, cadena de semillas, caras");
    expect(spanish.out).toContain("pendiente: pozo\n");
    expect(spanish.out).not.toMatch(/epoch-time|forum-time|seed-chain|signature|commitment/);
    const elsewhere = await gf(["verify", rolled.proof, "--data-dir", dir, "--context", "forum.example.org/1/2/0"]);
    expect([elsewhere.code, elsewhere.err]).toEqual([1, expect.stringContaining('check "context"')]);
    const otherPool = await gf(["verify", rolled.proof, "--data-dir", dir, "--pool", "d12 d12"]);
    expect([otherPool.code, otherPool.err]).toEqual([1, expect.stringContaining('check "pool"')]);
  });

  it("reads a proof from a file (a saved post) or from stdin", async () => {
    const dir = await newOperator();
    const rolled = await rollJson(dir, "d8 d8");
    const file = join(root, `post${n++}.md`);
    writeFileSync(file, `I roll!\n\n[gf-roll proof="${rolled.proof}"]\n`);
    expect((await gf(["verify", file, "--data-dir", dir])).code).toBe(0);
    expect((await gf(["verify", "-", "--data-dir", dir], { stdin: `${rolled.proof}\n` })).code).toBe(0);
    expect((await gf(["verify", join(root, "missing.md"), "--data-dir", dir])).code).toBe(2);
  });

  it("a tampered proof fails with exit 1 naming the signature check", async () => {
    const dir = await newOperator();
    const { proof } = await rollJson(dir, "d8 d6 d4");
    const body = proof.slice(4);
    const i = body.length - 20; // inside the signature, so the rest still decodes whatever the faces
    const tampered = `${proof.slice(0, 4)}${body.slice(0, i)}${body[i] === "A" ? "B" : "A"}${body.slice(i + 1)}`;
    const r = await gf(["verify", tampered, "--data-dir", dir]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('check "signature"');
  });

  it("another operator's document rejects the proof", async () => {
    const mine = await newOperator();
    const theirs = await newOperator();
    const { proof } = await rollJson(mine, "d6");
    const doc = join(root, `doc${n++}.json`);
    writeFileSync(doc, (await gf(["keys", "show", "--json", "--data-dir", theirs])).out);
    expect((await gf(["verify", proof, "--well-known", doc])).code).toBe(1);
    writeFileSync(doc, (await gf(["keys", "show", "--json", "--data-dir", mine])).out);
    expect((await gf(["verify", proof, "--well-known", doc])).code).toBe(0);
    writeFileSync(doc, "{ not json");
    expect((await gf(["verify", proof, "--well-known", doc])).code).toBe(2);
    writeFileSync(doc, JSON.stringify({ format: "gf-dice-v1" }));
    expect((await gf(["verify", proof, "--well-known", doc])).code).toBe(2);
    const real = JSON.parse((await gf(["keys", "show", "--json", "--data-dir", mine])).out);
    writeFileSync(doc, JSON.stringify({ ...real, revealed: { epoch: 1, seed: "ab".repeat(32) } }));
    const forged = await gf(["verify", proof, "--well-known", doc]);
    expect([forged.code, forged.err]).toEqual([1, expect.stringContaining('check "seed-chain"')]);
  });

  it("--key checks the signature alone, with the seed chain pending", async () => {
    const dir = await newOperator();
    const { proof } = await rollJson(dir, "d10 d4");
    const { publicKey } = JSON.parse((await gf(["keys", "show", "--json", "--data-dir", dir])).out) as { publicKey: string };
    const r = await gf(["verify", proof, "--key", publicKey.toUpperCase(), "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({ passed: ["format", "signature"],
      pending: ["commitment", "context", "pool", "epoch-time", "forum-time", "seed-chain", "faces"] });
    const other = await gf(["verify", proof, "--key", "11".repeat(32)]);
    expect([other.code, other.err]).toEqual([1, expect.stringContaining('check "signature"')]);
    expect((await gf(["verify", proof, "--key", "abc"])).code).toBe(2);
  });

  it("a roll not dated exactly at the forum's time of its block fails the forum-time check (a new operator's keys commit v3)", async () => {
    const dir = await newOperator();
    const { proof } = await rollJson(dir, "d6");
    for (const at of [t0.getTime() + DAY, t0.getTime() - 2000]) {
      const r = await gf(["verify", proof, "--data-dir", dir, "--at", new Date(at).toISOString()]);
      expect([r.code, r.err]).toEqual([1, expect.stringContaining('check "forum-time"')]);
    }
    expect((await gf(["verify", proof, "--data-dir", dir, "--at", t0.toISOString()])).code).toBe(0);
    expect((await gf(["verify", proof, "--data-dir", dir, "--at", "noon"])).code).toBe(2);
  });

  it.each([["truncated", (p: string) => p.slice(0, 40)], ["garbled", (p: string) => `${p.slice(0, 20)}!!${p.slice(22)}`],
    ["not a proof", () => "hello"], ["another version", (p: string) => `gf9.${p.slice(4)}`]])(
    "refuses a %s proof with one line and exit code 2", async (_name, mangle) => {
      const dir = await newOperator();
      const { proof } = await rollJson(dir, "d6 d4");
      const r = await gf(["verify", mangle(proof), "--data-dir", dir]);
      expect(r.code).toBe(2);
    });
});

describe("gf eval", () => {
  it("GF-ROLL-3: evaluates dice a group rolled itself, with boosts", async () => {
    const r = await gf(["eval", "d8:7 d6:1 d4:4 d8:8", "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ result: 15, botches: [{ size: 6, face: 1 }],
      resultDice: [{ size: 8, face: 8 }, { size: 8, face: 7 }], effectCandidates: [{ size: 4, face: 4 }] });
    const boosted = await gf(["eval", "d8:7 d6:1 d4:4 d8:8", "--pv"]);
    expect(boosted.out).toMatch(/^Result\s+19 = d8:8 \+ d8:7 \+ d4:4 \(PV\)$/m);
    expect(boosted.out).toMatch(/^Cost\s+1 PV$/m);
    const plus3 = await gf(["eval", "d8:7 d6:1 d4:4 d8:8", "--pk"]);
    expect(plus3.out).toMatch(/^Result\s+18 = d8:8 \+ d8:7 \+ 3 \(PK\)$/m);
  });

  it("GF-AMB-16: refuses both boosts on one roll, in the user's language (the original, line 418: \"o bien\")", async () => {
    const en = await gf(["eval", "d8:7 d6:1 d4:4 d8:8", "--pv", "--pk"]);
    expect([en.code, en.out]).toEqual([2, ""]);
    expect(en.err).toContain("one boost per roll: either 1 PV to add one more die or 1 PK for +3, not both (GF-AMB-16)");
    const es = await gf(["eval", "d8:7 d6:1 d4:4 d8:8", "--pv", "--pk"], { env: { GF_LANG: "es" } });
    expect(es.err).toContain("solo un impulso por tirada: o 1 PV para sumar un dado más, o 1 PK para +3, no los dos (GF-AMB-16)");
  });

  it("GF-ROLL-2: 2s botch too when a trick or flaw says so", async () => {
    const r = await gf(["eval", "d8:2 d6:5 d4:3", "--twos-botch", "--json"]);
    expect(JSON.parse(r.out).botches).toEqual([{ size: 8, face: 2 }]);
  });

  it("GF-TRICK-27: under Savoir Faire 1s are not botches", async () => {
    const r = await gf(["eval", "d8:1 d6:5 d4:3", "--savoir-faire", "--json"]);
    expect(JSON.parse(r.out)).toMatchObject({ botches: [], result: 8 });
    const plain = await gf(["eval", "d8:1 d6:5 d4:3", "--json"]);
    expect(JSON.parse(plain.out)).toMatchObject({ botches: [{ size: 8, face: 1 }], result: 8, effectCandidates: [] });
  });

  it("GF-ROLL-5: a PV boost with no die left is refused in one line", async () => {
    const r = await gf(["eval", "d8:7 d6:3", "--pv"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("GF-ROLL-5");
  });

  it.each([["d8:9"], ["d8"], ["d7:3"], ["2d8:7"], [""]])("GF-FORUM-3: refuses %j with exit code 2", async (dice) => {
    expect((await gf(["eval", dice])).code).toBe(2);
  });
});
