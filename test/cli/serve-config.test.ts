// `gf serve --config file.json`: the file's settings count, the data dir (operator keys) included;
// only a flag or the environment overrides them. Runs the real built gf as a child process.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { configuredDataDir } from "../../src/service/config.js";
import { newDataDir, SECRET } from "../service/harness.js";
import { buildGf, freePort, GF, removeGf } from "../service/process.js";

beforeAll(() => buildGf(), 60_000);
afterAll(() => removeGf());

describe("gf serve --config", () => {
  it("uses the config file's dataDir when no --data-dir is given (keys found, the service answers /healthz)", async () => {
    const dataDir = newDataDir();
    const elsewhere = mkdtempSync(join(tmpdir(), "gf-cwd-")); // no .data here: the CLI default would find no keys
    const port = await freePort();
    const file = join(elsewhere, "gf.json");
    writeFileSync(file, JSON.stringify({ dataDir, discourse: { url: "http://127.0.0.1:9", apiKey: "k", apiUsername: "gf-dice" },
      webhookSecret: SECRET, categories: [1], listen: { port } }));
    const child = spawn(process.execPath, [GF, "serve", "--config", file, "--lang", "en"], { cwd: elsewhere,
      env: { PATH: process.env.PATH ?? "", GF_LOG_LEVEL: "error" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => { out += d.toString(); });
    child.stderr.on("data", (d: Buffer) => { out += d.toString(); });
    try {
      let healthy = false;
      for (const deadline = Date.now() + 30_000; !healthy && child.exitCode === null && Date.now() < deadline;) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (!healthy) await new Promise((r) => setTimeout(r, 50));
      }
      expect({ healthy, out }).toEqual({ healthy: true, out: expect.any(String) });
    } finally {
      child.kill("SIGKILL");
    }
  }, 60_000);

  it("orders the layers: --data-dir, then $GF_DATA_DIR, then the file's dataDir, then ./.data", () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-config-"));
    const file = join(dir, "gf.json");
    writeFileSync(file, JSON.stringify({ dataDir: "/from/file" }));
    expect(configuredDataDir({ file, env: {}, cwd: "/cwd" })).toBe("/from/file");
    expect(configuredDataDir({ file, env: { GF_DATA_DIR: "/from/env" }, cwd: "/cwd" })).toBe("/from/env");
    expect(configuredDataDir({ file, env: { GF_DATA_DIR: "/from/env" }, flag: "/from/flag", cwd: "/cwd" })).toBe("/from/flag");
    expect(configuredDataDir({ env: { GF_CONFIG: file }, cwd: "/cwd" })).toBe("/from/file");
    expect(configuredDataDir({ file: join(dir, "missing.json"), env: {}, cwd: "/cwd" })).toBe("/cwd/.data");
  });
});
