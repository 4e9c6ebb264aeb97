// `gf serve --sandbox` in a child process, as a user starts it, with the operator's keys made by
// `gf keys init` in a temp data dir, and a browser page on its sandbox forum: what the badge tests
// run against. The operator's keys stay readable to the test, which plays the operator's attacks.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { fromHex } from "../../../src/dice/bytes.js";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import type { RollKeys } from "../../../src/dice/roll.js";
import { buildSeedChain } from "../../../src/dice/seed-chain.js";
import { GF, buildGf, freePort, removeGf } from "../../service/process.js";
import { launch, openAs, watchErrors } from "./browser.js";

export interface ServedSandbox {
  readonly dataDir: string;
  readonly forumUrl: string;
  readonly apiKey: string;
  readonly servicePort: number;
  readonly page: Page;
  readonly errors: string[];
  /** What `gf serve` has written to stderr so far (its start-up lines, its log). */
  stderr(): string;
  /** Waits for `probe` to give a value (the service's and the forum's work is asynchronous). */
  until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms?: number): Promise<T>;
  /** POST /posts.json as `username`, with the sandbox's all-users API key. */
  post(username: string, body: Record<string, unknown>): Promise<{ id: number; topic_id: number; post_number: number; created_at: string }>;
  /** The operator's own keys and secret, read from its data dir: what an operator who wants to cheat holds. */
  operator(): { keys: RollKeys; secret: Uint8Array };
  close(): Promise<void>;
}

/**
 * Starts it: `keysArgs` go to `gf keys init` (null: none is run, and `gf serve --sandbox` makes the sandbox's
 * own keys, as for someone trying the product), `config` to `gf serve --config`. Opens the forum as alicia, in English.
 */
export async function serveSandbox(name: string, keysArgs: string[] | null, config: object): Promise<ServedSandbox> {
  buildGf();
  const root = mkdtempSync(join(tmpdir(), `gf-${name}-`));
  const dataDir = join(root, "data");
  if (keysArgs) {
    const init = spawnSync(process.execPath, [GF, "keys", "init", "--data-dir", dataDir, ...keysArgs], { encoding: "utf8" });
    if (init.status !== 0) throw new Error(`gf keys init: ${init.stderr}`);
  }
  const configFile = join(root, "config.json");
  writeFileSync(configFile, JSON.stringify(config));
  const servicePort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [GF, "serve", "--sandbox", "--port", String(servicePort), "--sandbox-port", String(await freePort()),
    "--data-dir", dataDir, "--config", configFile], { env: { PATH: process.env.PATH ?? "", LANG: "en_GB.UTF-8" }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => { stderr += d.toString(); });
  const until = async <T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await probe();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const forumUrl = await until("the sandbox forum's address", () => /Sandbox forum: (\S+)/.exec(stderr)?.[1]);
  const apiKey = await until("the sandbox's API key", () => /API key \(all users\): (\S+)/.exec(stderr)?.[1]);
  const browser = await launch();
  const page = await browser.context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = watchErrors(page);
  await openAs(page, forumUrl, "alicia", "en");
  return {
    dataDir, forumUrl, apiKey, servicePort, page, errors, until, stderr: () => stderr,
    async post(username, body) {
      const r = await fetch(`${forumUrl}/posts.json`, { method: "POST",
        headers: { "Api-Key": apiKey, "Api-Username": username, "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
      return r.json() as Promise<{ id: number; topic_id: number; post_number: number; created_at: string }>;
    },
    operator() {
      const key = JSON.parse(readFileSync(join(dataDir, "operator-key.json"), "utf8")) as { secretKey: string };
      const chain = JSON.parse(readFileSync(join(dataDir, "seed-chain.json"), "utf8")) as { anchor: string; genesis: string; periodSeconds: number; epochs: number };
      const seeds = buildSeedChain(fromHex(chain.anchor)!, chain.epochs, nodeCrypto);
      const secret = fromHex(key.secretKey)!;
      return { secret, keys: { signer: nodeCrypto.signer(secret), schedule: { genesisMs: Date.parse(chain.genesis), periodSeconds: chain.periodSeconds, epochs: chain.epochs },
        head: seeds[0]!, revealedEpoch: 0, seedFor: (e) => seeds[e] } };
    },
    async close() {
      await browser.close();
      child.kill("SIGTERM");
      removeGf();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
