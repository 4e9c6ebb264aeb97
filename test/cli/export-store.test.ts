// The export commands' shared refusals (src/cli/export-store.ts): `gf scene export` and `gf topic
// export` both need --topic, and both refuse a SQLite store that is not there rather than open an
// empty one, naming the path they looked at: --database, else $GF_DATABASE, else <data dir>/gf.sqlite.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "./fake-io.js";

async function gf(argv: string[], env: Record<string, string> = {}, cwd?: string) {
  const io = fakeIo({ env: { LANG: "en_US.UTF-8", ...env }, ...(cwd ? { cwd } : {}) });
  const code = await dispatch(argv, io, commands);
  return { code, err: io.stderr.join("\n") };
}

describe.each([["scene", "export"], ["topic", "export"]])("gf %s %s", (...words) => {
  it("refuses to run without --topic", async () => {
    const r = await gf([...words]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("say which topic: --topic N");
  });

  it("refuses a missing store by the path it looked at, and creates nothing there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-export-"));
    try {
      const byFlag = await gf([...words, "--topic", "7", "--database", "sqlite:none.sqlite"], { GF_DATABASE: "env.sqlite" }, dir);
      expect(byFlag.code).toBe(2);
      expect(byFlag.err).toContain("no service store at sqlite:none.sqlite");
      const byEnv = await gf([...words, "--topic", "7"], { GF_DATABASE: "env.sqlite", GF_DATA_DIR: join(dir, "data") }, dir);
      expect(byEnv.err).toContain("no service store at env.sqlite");
      const byDataDir = await gf([...words, "--topic", "7"], { GF_DATA_DIR: join(dir, "data") }, dir);
      expect(byDataDir.err).toContain(`no service store at ${join(dir, "data", "gf.sqlite")}`);
      const byDefault = await gf([...words, "--topic", "7"], {}, dir);
      expect(byDefault.err).toContain(`no service store at ${join(dir, ".data", "gf.sqlite")}`);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
