// What an attacker can hold of the service: nothing of an unsigned request is read, bodies are capped,
// slow headers and slow bodies are cut at their deadlines, and connections are capped. Raw TCP
// sockets against the real service; deadlines are short here and the waits generous, so nothing
// depends on this machine's speed (bench/attack measures memory and /healthz latency under load).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { connect } from "node:net";
import type { Socket } from "node:net";
import { signWebhook } from "../../src/service/discourse/signature.js";
import { harness, SECRET } from "./harness.js";
import type { Harness } from "./harness.js";

const LIMITS = { host: "127.0.0.1", port: 0, maxConnections: 8, headersTimeoutMs: 400, requestTimeoutMs: 800,
  maxBodyBytes: 64 * 1024, concurrentBodies: 2 };

let h: Harness;
let port = 0;
beforeAll(async () => {
  h = await harness({ config: { listen: LIMITS } });
  port = Number(new URL(h.service.url).port);
}, 30_000);
afterAll(async () => { await h.close(); });

/** A raw connection: what it received, and when the service closed it (ms after opening). */
function open(): { socket: Socket; received: () => string; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, "127.0.0.1");
  let got = "";
  socket.on("data", (d) => { got += d.toString("latin1"); });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
  return { socket, received: () => got, closed };
}

const head = (extra: string, length: number) =>
  `POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\nContent-Type: application/json\r\nX-Discourse-Event: post_created\r\n${extra}Content-Length: ${length}\r\n\r\n`;

/** Resolves with the close time, or "open" if the service still holds the connection after `ms`. */
const within = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, new Promise<"open">((r) => setTimeout(() => r("open"), ms))]);

describe("webhook endpoint limits", () => {
  it.each([
    ["no signature header", ""],
    ["a malformed signature header", "X-Discourse-Event-Signature: sha256=not-hex\r\n"],
    ["a signature of the wrong length", "X-Discourse-Event-Signature: sha256=abcd\r\n"],
  ])("answers a request with %s 401 and closes it without reading the body", async (_name, sig) => {
    const c = open();
    c.socket.write(head(sig, 4 * 1024 * 1024)); // announces 4 MB and sends none of it
    expect(await within(c.closed, 5_000)).not.toBe("open");
    expect(c.received()).toMatch(/^HTTP\/1\.1 401 /);
  });

  it("answers a body announced over the cap 413 before reading it", async () => {
    const c = open();
    c.socket.write(head(`X-Discourse-Event-Signature: ${signWebhook(SECRET, "x")}\r\n`, LIMITS.maxBodyBytes + 1));
    expect(await within(c.closed, 5_000)).not.toBe("open");
    expect(c.received()).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("cuts a chunked body that grows past the cap", async () => {
    const c = open();
    c.socket.write(`POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\nX-Discourse-Event: post_created\r\n`
      + `X-Discourse-Event-Signature: ${signWebhook(SECRET, "x")}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = "a".repeat(16 * 1024);
    for (let i = 0; i < 8 && !c.socket.destroyed; i++) c.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(await within(c.closed, 5_000)).not.toBe("open");
  });

  it("closes a connection whose headers trickle in past the headers deadline", async () => {
    const c = open();
    c.socket.write("POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\n");
    const trickle = setInterval(() => { if (!c.socket.destroyed) c.socket.write("X"); }, 100);
    try {
      expect(await within(c.closed, 6_000)).not.toBe("open");
    } finally { clearInterval(trickle); }
  });

  it("closes a signed-looking request whose body trickles in past the request deadline", async () => {
    const c = open();
    c.socket.write(head(`X-Discourse-Event-Signature: ${signWebhook(SECRET, "x")}\r\n`, 10_000));
    const trickle = setInterval(() => { if (!c.socket.destroyed) c.socket.write("{"); }, 100);
    try {
      expect(await within(c.closed, 6_000)).not.toBe("open");
    } finally { clearInterval(trickle); }
  });

  it("refuses connections past the cap, and serves again once the slow ones are cut", async () => {
    const held = Array.from({ length: LIMITS.maxConnections }, () => open());
    for (const c of held) c.socket.write("GET /healthz HTTP/1.1\r\nHost: gf\r\n"); // never finished
    // Every held connection is made (in the service's accept queue, which this process's event loop
    // empties in one turn, oldest first), so the extra one comes after all of them, however slow the machine.
    await Promise.all(held.map((c) => new Promise((r) => (c.socket.connecting ? c.socket.once("connect", r) : r(undefined)))));
    await new Promise((r) => setImmediate(r));
    const extra = open();
    expect(await within(extra.closed, 3_000)).not.toBe("open");
    expect(extra.received()).toBe("");
    await Promise.all(held.map((c) => within(c.closed, 6_000)));
    expect((await fetch(`${h.service.url}/healthz`)).status).toBe(200);
  });

  it("still takes a real signed webhook", async () => {
    const p = await h.post("alicia", "[gf-pool]\nd8 d6\n[/gf-pool]");
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
  });
});
