// The sandbox keeps an idle connection as long as the nginx in front of Discourse does
// (`keepalive_timeout 65;`, see src/sandbox/server.ts). With Node's 5 s, a client reusing a socket the
// server was closing got ECONNRESET on a loaded machine; the real forum would have answered.
// Node's server arms each kept-alive socket's idle timeout as the response ends (socket.setTimeout,
// lib/_http_server.js): the test reads that timeout on the server's side of the connection instead of
// idling past 5 s, so it proves the same in no time and cannot pass or fail by how busy the machine is.
import { afterEach, describe, expect, it } from "@jest/globals";
import { Agent, get, type Server } from "node:http";
import type { Socket } from "node:net";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { KEEP_ALIVE_MS } from "../../src/sandbox/server.js";
import { until } from "../support/until.js";

let sandbox: Sandbox | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(async () => { agent.destroy(); await sandbox?.close(); sandbox = undefined; });

/** GET on the one kept-alive socket: the status, and whether the socket was one kept from before. */
const fetchOnAgent = (url: string) => new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
  const req = get(url, { agent }, (res) => { res.resume(); res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket })); });
  req.on("error", reject);
});

/** Node's default keep-alive (the 5 s that reset connections), which an idle socket must outlast. */
const NODE_DEFAULT_MS = 5_000;

describe("sandbox forum: keep-alive as nginx in front of Discourse", () => {
  it("an idle connection is kept 65 s, not Node's 5 s, so a client reusing it is answered", async () => {
    sandbox = await startSandbox();
    // The sandbox's http.Server is private to it; the test only listens for its connections.
    const server = (sandbox.server as unknown as { server: Server }).server;
    const sockets: Socket[] = [];
    server.on("connection", (s: Socket) => sockets.push(s));
    const first = await fetchOnAgent(`${sandbox.url}/latest.json`);
    expect(first).toEqual({ status: 200, reused: false });
    expect(KEEP_ALIVE_MS).toBe(65_000);
    expect(sockets).toHaveLength(1);
    // The idle timeout Node armed on the server's side once the response ended (Node adds a second's margin).
    await until("the server to arm the socket's idle timeout", () => sockets[0]!.timeout);
    expect(sockets[0]!.timeout).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
    expect(sockets[0]!.timeout).toBeGreaterThan(NODE_DEFAULT_MS + 1_000);
    await expect(fetchOnAgent(`${sandbox.url}/latest.json`)).resolves.toEqual({ status: 200, reused: true });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.timeout).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
  });
});
