// The sandbox keeps an idle connection as long as the nginx in front of Discourse does
// (`keepalive_timeout 65;`, see src/sandbox/server.ts). With Node's 5 s, a client reusing a socket the
// server was closing got ECONNRESET on a loaded machine; the real forum would have answered.
import { afterEach, describe, expect, it } from "@jest/globals";
import { Agent, get } from "node:http";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(async () => { agent.destroy(); await sandbox?.close(); sandbox = undefined; });

/** GET on the one kept-alive socket: the status, and whether the socket was one kept from before. */
const fetchOnAgent = (url: string) => new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
  const req = get(url, { agent }, (res) => { res.resume(); res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket })); });
  req.on("error", reject);
});

describe("sandbox forum: keep-alive as nginx in front of Discourse", () => {
  it("an idle connection is still open past Node's default 5 s, so a client reusing it is answered", async () => {
    sandbox = await startSandbox();
    const first = await fetchOnAgent(`${sandbox.url}/latest.json`);
    expect(first).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 7_000));
    await expect(fetchOnAgent(`${sandbox.url}/latest.json`)).resolves.toEqual({ status: 200, reused: true });
  }, 20_000);
});
