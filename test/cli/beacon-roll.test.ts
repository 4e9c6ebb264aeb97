// A roll that mixes in a drand beacon, end to end over real HTTP: a local relay serves the recorded
// quicknet round 657413 (test/fixtures/drand), the roller fetches it and verifies it (BLS, @noble/curves) against the
// pinned chain, and `gf verify` checks beacon, round and epoch.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fetchRoundAfter } from "../../src/dice/beacon-fetch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { QUICKNET } from "../../src/dice/drand.js";
import { fakeIo } from "./fake-io.js";

const fixture = JSON.parse(readFileSync("test/fixtures/drand/quicknet-657413.json", "utf8"));
const root = mkdtempSync(join(tmpdir(), "gf-beacon-"));
let served = fixture.beacon as { round: number; signature: string; randomness: string };
let server: Server;
let relay = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === `/${QUICKNET.hash}/public/${served.round}`) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  relay = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${QUICKNET.hash}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

// 2 s before round 657413 (published 2023-09-15T11:00:03Z): that is the round the roll must use.
const postedAt = new Date("2023-09-15T11:00:01Z");
const gf = async (argv: string[]) => {
  const io = fakeIo({ env: { GF_LANG: "en", GF_DRAND_URL: relay }, now: postedAt });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
};

describe("rolls with a drand beacon", () => {
  it("gf roll mixes in the round after the post, and gf verify checks it", async () => {
    const dir = join(root, "op");
    expect((await gf(["keys", "init", "--data-dir", dir, "--genesis", "2023-09-15T00:00:00Z", "--beacon", "quicknet"])).code).toBe(0);
    const rolled = await gf(["roll", "d8 d8 d6 d4", "--json", "--data-dir", dir]);
    expect(rolled.code).toBe(0);
    const { proof } = JSON.parse(rolled.out) as { proof: string };
    const checked = await gf(["verify", proof, "--data-dir", dir, "--at", postedAt.toISOString(), "--json"]);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.out)).toMatchObject({
      passed: ["format", "signature", "commitment", "epoch-time", "forum-time", "beacon-round", "beacon", "faces"],
      pending: ["context", "pool"], beacon: { chain: "quicknet", round: 657413 } });
    // A new operator's keys commit v3: the round follows from the forum's time, and any other time is refused.
    const late = await gf(["verify", proof, "--data-dir", dir, "--at", "2023-09-15T11:05:00Z"]);
    expect([late.code, late.err]).toEqual([1, expect.stringContaining('check "forum-time"')]);
  });

  it("a relay serving a forged beacon is refused, and the roll does not happen", async () => {
    const dir = join(root, "forged");
    await gf(["keys", "init", "--data-dir", dir, "--genesis", "2023-09-15T00:00:00Z", "--beacon", "quicknet"]);
    served = { ...fixture.beacon, signature: `${fixture.beacon.signature.slice(0, -2)}00` };
    try {
      const r = await fetchRoundAfter(QUICKNET, postedAt.getTime(), { baseUrl: relay, attempts: 1, sleep: async () => {} });
      expect(r).toMatchObject({ ok: false, error: { code: "dice.beacon.unavailable", params: { round: 657413 } } });
      const rolled = await gf(["roll", "d6", "--data-dir", dir]);
      expect([rolled.code, rolled.out]).toEqual([1, ""]);
      expect(rolled.err).toMatch(/could not get round 657413 of the quicknet beacon/);
    } finally {
      served = fixture.beacon;
    }
  });

  it("waits until the round is published before fetching it", async () => {
    const waits: number[] = [];
    const r = await fetchRoundAfter(QUICKNET, postedAt.getTime(), {
      baseUrl: relay, now: () => postedAt.getTime(), sleep: async (ms) => { waits.push(ms); } });
    expect(r.ok && r.value.round).toBe(657413);
    expect(waits).toEqual([2000]);
  });

  it("retries a relay that has not got the round yet, then gives up with a clear error", async () => {
    const waits: number[] = [];
    const r = await fetchRoundAfter(QUICKNET, postedAt.getTime() + 3000, {
      baseUrl: relay, now: () => Date.now(), sleep: async (ms) => { waits.push(ms); } });
    expect(r).toMatchObject({ ok: false, error: { code: "dice.beacon.unavailable", params: { round: 657414 } } });
    expect(waits).toEqual([3000, 3000]);
  });
});
