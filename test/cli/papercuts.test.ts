// What a new group stumbled on at the terminal, run as `gf` runs: `gf audit` of a service on this
// machine finds its local forum over plain HTTP by itself (no TLS error asking for --forum-url), and
// a forum it cannot read names the forum and --forum-url, not the operator's document; `gf scene
// export` with the sandbox's store beside the default one names that file and the option to give;
// the audit writes nothing into the directory it runs in (no roll-log.json in its .data);
// `gf eval` says "Pifias: ninguna".
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { forumAddress } from "../../src/cli/commands/audit.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { harness, type Harness } from "../service/harness.js";
import { fakeIo } from "./fake-io.js";

let h: Harness;
const cwd = mkdtempSync(join(tmpdir(), "gf-papercuts-"));

beforeAll(async () => {
  h = await harness();
  await h.post("alicia", "[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]");
  await h.settle();
}, 60_000);
afterAll(async () => { await h?.close(); rmSync(cwd, { recursive: true, force: true }); });

async function gf(args: string[], lang: "es" | "en" = "en") {
  const io = fakeIo({ env: { GF_LANG: lang }, cwd });
  const code = await dispatch(args, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

describe("gf at a new group's terminal", () => {
  it("gf audit of a local service reads its local forum over http:// without --forum-url", async () => {
    expect(forumAddress("127.0.0.1:4200")).toBe("http://127.0.0.1:4200");
    expect(forumAddress("localhost:4200")).toBe("http://localhost:4200");
    expect(forumAddress("[::1]:4200")).toBe("http://[::1]:4200");
    expect(forumAddress("forum.example.org")).toBe("https://forum.example.org");
    // Run where an operator keeps its keys: the audit reads the forum and the service, and writes
    // nothing there (no roll-log.json, no state unless --state names a file).
    mkdirSync(join(cwd, ".data"), { recursive: true });
    const r = await gf(["audit", h.service.url]);
    expect(r.err).toBe("");
    expect(r.out).toContain("audit passed: 1 rolls in 1 topics");
    expect(r.code).toBe(0);
    expect([readdirSync(cwd), readdirSync(join(cwd, ".data"))]).toEqual([[".data"], []]);
  });

  it("gf audit that cannot read the forum names the forum and --forum-url, not the operator's document", async () => {
    const r = await gf(["audit", h.service.url, "--forum-url", "http://127.0.0.1:9"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("cannot read the forum at http://127.0.0.1:9/posts/");
    expect(r.err).toContain("If the forum is not at http://127.0.0.1:9, give its address with --forum-url");
    expect(r.err).not.toContain("operator's document");
  });

  it("gf scene export with only the sandbox's store names it and the option to give", async () => {
    mkdirSync(join(cwd, ".data"), { recursive: true });
    writeFileSync(join(cwd, ".data", "sandbox.sqlite"), "");
    const en = await gf(["scene", "export", "--topic", "1"]);
    expect(en.code).not.toBe(0);
    expect(en.err).toContain(`no service store at ${join(cwd, ".data", "gf.sqlite")}; gf serve --sandbox keeps its store in .data/sandbox.sqlite: give --database .data/sandbox.sqlite`);
    const es = await gf(["topic", "export", "--topic", "1"], "es");
    expect(es.err).toContain("el de gf serve --sandbox es .data/sandbox.sqlite: da --database .data/sandbox.sqlite");
  });

  it("GF-ROLL-2: gf eval in Spanish says the botches are «ninguna»", async () => {
    const r = await gf(["eval", "d8:7 d6:5"], "es");
    expect(r.out).toMatch(/Pifias\s+ninguna/);
    expect((await gf(["eval", "d8:7 d6:5"])).out).toMatch(/Botches\s+none/);
  });
});
