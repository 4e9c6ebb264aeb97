// `gf verify --well-known URL`: someone with no keys of their own checks a roll against the document
// its operator publishes, fetched over real HTTP; and is told to do so when they try without it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "./fake-io.js";

const root = mkdtempSync(join(tmpdir(), "gf-verify-url-"));
const operatorDir = join(root, "operator");
const strangerDir = join(root, "stranger");
let server: Server;
let base = "";
let document = "";

async function gf(argv: string[], env: Record<string, string> = { LANG: "en_GB.UTF-8" }) {
  const io = fakeIo({ env, cwd: root, now: new Date("2026-11-22T10:00:00Z") });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr };
}

beforeAll(async () => {
  expect((await gf(["keys", "init", "--data-dir", operatorDir])).code).toBe(0);
  document = (await gf(["keys", "show", "--json", "--data-dir", operatorDir])).out;
  server = createServer((req, res) => {
    if (req.url === "/.well-known/gf-dice.json") { res.writeHead(200, { "Content-Type": "application/json" }); res.end(document); return; }
    if (req.url === "/broken.json") { res.writeHead(200, { "Content-Type": "application/json" }); res.end("{not json"); return; }
    res.writeHead(404); res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("gf verify --well-known URL", () => {
  it("fetches the operator's published document and verifies a roll with no keys of one's own", async () => {
    const rolled = await gf(["roll", "d8", "d8", "d6", "--json", "--data-dir", operatorDir]);
    const { proof } = JSON.parse(rolled.out) as { proof: string };
    const r = await gf(["verify", proof, "--well-known", `${base}/.well-known/gf-dice.json`, "--data-dir", strangerDir]);
    expect([r.code, r.err]).toEqual([0, []]);
    expect(r.out).toMatch(/^valid proof \(v3\): checked: .*signature/);
    // Another operator's document, fetched the same way, rejects it.
    const other = join(root, "other");
    await gf(["keys", "init", "--data-dir", other]);
    document = (await gf(["keys", "show", "--json", "--data-dir", other])).out;
    const wrong = await gf(["verify", proof, "--well-known", `${base}/.well-known/gf-dice.json`, "--data-dir", strangerDir]);
    expect(wrong.code).toBe(1);
  });

  it("a document it cannot fetch or read is one line naming the URL and why, exit 2, in the user's language", async () => {
    const proof = "gf1.AAAA";
    // A port nothing listens on: taken, then given back.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const cases: [string, RegExp, RegExp][] = [
      [`${base}/missing.json`, /^gf verify: cannot read the operator's document at http:\/\/127\.0\.0\.1:\d+\/missing\.json: HTTP 404$/,
        /^gf verify: no puedo leer el documento del operador en http:\/\/127\.0\.0\.1:\d+\/missing\.json: HTTP 404$/],
      [`${base}/broken.json`, /^gf verify: cannot read the operator's document at .*broken\.json: .*JSON/, /^gf verify: no puedo leer el documento del operador en .*broken\.json: /],
      [`http://127.0.0.1:${deadPort}/.well-known/gf-dice.json`, /^gf verify: cannot read the operator's document at http:\/\/127\.0\.0\.1:\d+\/.*: ECONNREFUSED$/,
        /^gf verify: no puedo leer el documento del operador en .*: ECONNREFUSED$/],
    ];
    for (const [url, en, es] of cases) {
      const r = await gf(["verify", proof, "--well-known", url, "--data-dir", strangerDir]);
      expect([url, r.code, r.err.length]).toEqual([url, 2, 1]);
      expect(r.err[0]).toMatch(en);
      const s = await gf(["verify", proof, "--well-known", url, "--data-dir", strangerDir], { LANG: "es_ES.UTF-8" });
      expect(s.err[0]).toMatch(es);
    }
  });

  it("without keys and without --well-known, says to use --well-known, not gf keys init", async () => {
    const en = await gf(["verify", "gf1.AAAA", "--data-dir", strangerDir]);
    expect(en.code).toBe(2);
    expect(en.err).toEqual([expect.stringMatching(/^gf verify: nothing to check against: give the rolling operator's document with --well-known URL/)]);
    expect(en.err[0]).toContain("\"gf keys init\" is only for rolling dice of your own");
    const es = await gf(["verify", "gf1.AAAA", "--data-dir", strangerDir], { LANG: "es_ES.UTF-8" });
    expect(es.err).toEqual([expect.stringMatching(/^gf verify: no hay documento con que comprobar: da el del operador que tiró, con --well-known URL/)]);
    expect(es.err[0]).not.toMatch(/ejecuta «gf keys init»/);
  });
});

describe("gf roll and gf eval with unquoted dice", () => {
  it("gf roll d8 d6 is gf roll \"d8 d6\"", async () => {
    const words = await gf(["roll", "d8", "d6", "d4", "--json", "--data-dir", operatorDir, "--context", "f/1/2/0"]);
    const quoted = await gf(["roll", "d8 d6 d4", "--json", "--data-dir", operatorDir, "--context", "f/1/2/0"]);
    expect(words.code).toBe(0);
    const a = JSON.parse(words.out) as { pool: string; dice: unknown; proof: string };
    const b = JSON.parse(quoted.out) as { pool: string; dice: unknown; proof: string };
    // The same roll; the proofs differ only by their place in the operator's roll log (seq 1, then 2).
    expect([a.pool, a.dice]).toEqual([b.pool, b.dice]);
    const bad = await gf(["roll", "d8", "d7", "--data-dir", operatorDir]);
    expect([bad.code, bad.err.length]).toEqual([2, 1]);
  });

  it("gf eval d8:7 d6:1 is gf eval \"d8:7 d6:1\"", async () => {
    const words = await gf(["eval", "d8:7", "d6:1", "d4:4", "--json"]);
    const quoted = await gf(["eval", "d8:7 d6:1 d4:4", "--json"]);
    expect(words.code).toBe(0);
    expect(words.out).toBe(quoted.out);
  });
});
