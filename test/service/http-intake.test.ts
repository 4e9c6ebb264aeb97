// Intake stays Discourse's while bodies with a fake-shaped signature trickle in: a signature's shape is
// no credential, so those bodies hold bytes of a shared budget and time, never a turn. Twelve slow
// bodies (each declaring 60 KB and sending a byte every 100 ms, so never idle) are open; a real signed
// delivery sent after them is answered while every one of them is still open. Before, the two body
// slots were taken in turn and the real delivery waited until the slow ones were cut at the request
// deadline (bench/intake measures replies' p50/p99 under 100 such bodies).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { connect } from "node:net";
import { signWebhook } from "../../src/service/discourse/signature.js";
import { harness, SECRET, type Harness } from "./harness.js";

const LIMITS = { host: "127.0.0.1", port: 0, maxConnections: 64, headersTimeoutMs: 5_000, requestTimeoutMs: 20_000,
  maxBodyBytes: 64 * 1024, concurrentBodies: 2 };

let h: Harness;
beforeAll(async () => { h = await harness({ config: { listen: LIMITS } }); }, 30_000);
afterAll(async () => { await h.close(); });

describe("webhook intake under slow shaped bodies", () => {
  it("answers a real signed delivery while twelve slow bodies with a fake-shaped signature are still open and unanswered", async () => {
    const port = Number(new URL(h.service.url).port);
    const fake = `sha256=${"ab".repeat(32)}`;
    const slow = Array.from({ length: 12 }, () => {
      const socket = connect(port, "127.0.0.1");
      let closed = false;
      let answered = "";
      socket.on("error", () => {});
      socket.on("data", (d) => { answered += d.toString("latin1"); });
      socket.on("close", () => { closed = true; });
      socket.write(`POST /webhooks/discourse HTTP/1.1\r\nHost: gf\r\nContent-Type: application/json\r\nX-Discourse-Event: post_created\r\n`
        + `X-Discourse-Event-Signature: ${fake}\r\nContent-Length: ${60 * 1024}\r\n\r\n{`);
      const drip = setInterval(() => { if (!socket.destroyed) socket.write(" "); }, 100);
      // Open and unanswered: the service still waits for its body.
      return { socket, drip, open: () => !closed && answered === "" };
    });
    try {
      // Every slow body has begun (its first bytes were taken) before the real delivery is sent.
      await new Promise((r) => setTimeout(r, 300));
      const body = JSON.stringify({ ping: "OK" });
      const r = await fetch(h.hook, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Discourse-Event": "ping",
        "X-Discourse-Event-Type": "ping", "X-Discourse-Event-Id": "1", "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
      expect(r.status).toBe(200);
      expect(slow.filter((s) => s.open()).length).toBe(12);
    } finally {
      for (const s of slow) { clearInterval(s.drip); s.socket.destroy(); }
    }
  });
});
