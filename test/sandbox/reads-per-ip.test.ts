// The sandbox forum limits a reader's reads as Discourse does per IP address (the
// picker's requests against Discourse's rate limits): lib/middleware/request_tracker.rb answers a
// request past GlobalSetting max_reqs_per_ip_per_10_seconds (50) or max_reqs_per_ip_per_minute (200)
// with 429 and Retry-After. `gf serve --sandbox` sets those defaults; here smaller ones. Requests
// with an API key (the service's) are under the admin API's own limit instead.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox({ readsPerIp: { per10Seconds: 3, perMinute: 200 } }); });
afterAll(async () => { await sandbox?.close(); });

const read = async (path: string, key?: string) => {
  const r = await fetch(`${sandbox.url}${path}`, { headers: key ? { "Api-Key": key, "Api-Username": "system" } : {} });
  return { status: r.status, retryAfter: r.headers.get("Retry-After") };
};

describe("reads without an API key, per IP address", () => {
  it("answers 429 with Retry-After past the 10-second limit; the service's requests, with their key, are not counted", async () => {
    for (const p of ["/latest.json", "/site.json", "/latest.json?page=1"]) expect((await read(p)).status).toBe(200);
    const refused = await read("/latest.json");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(10);
    expect((await read("/latest.json", sandbox.apiKey)).status).toBe(200);
    // The page's own files and its sandbox API are not Discourse's JSON reads.
    expect((await fetch(`${sandbox.url}/gf-sandbox/api/site.json`)).status).toBe(200);
  });
});
