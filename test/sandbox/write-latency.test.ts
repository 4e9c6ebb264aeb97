// The sandbox's write latency (SandboxOptions.writeLatencyMs, handed to SandboxServerOptions): the
// forum does a write, then waits that long before answering it, as a busy Discourse cooks and
// serialises after its commit, so that a client killed in that gap has made the post without learning
// so (kill-restart.test.ts, pg-two-instances.test.ts and the soak widen the gap with it). Every way of
// starting a sandbox that takes the option honours it: startSandbox, and the service harness's sandbox.
import { afterEach, describe, expect, it } from "@jest/globals";
import { performance } from "node:perf_hooks";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { harness, type Harness } from "../service/harness.js";

const LATENCY_MS = 250;

let sandbox: Sandbox | undefined;
let h: Harness | undefined;
afterEach(async () => {
  await sandbox?.close();
  await h?.close();
  sandbox = h = undefined;
});

/**
 * Sends one write and measures it: how long the client waited for the answer, and whether the write
 * was already done (`done()` true) while the answer was still on its way.
 */
async function timedWrite(s: Sandbox, method: "POST" | "PUT", path: string, body: unknown, done: () => boolean) {
  const start = performance.now();
  let answered = false;
  const answer = fetch(`${s.url}${path}`, { method, body: JSON.stringify(body),
    headers: { "Api-Key": s.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" } })
    .then(async (r) => { answered = true; return { status: r.status, json: await r.json() as unknown }; });
  // The forum runs in this process: its answer waits on a timer that falls due after each of these looks.
  while (!done() && !answered) await new Promise((r) => setTimeout(r, 5));
  const doneBeforeAnswer = !answered;
  const { status, json } = await answer;
  return { status, json, ms: performance.now() - start, doneBeforeAnswer };
}

describe("sandbox forum: write latency", () => {
  it("startSandbox: a new topic and an edit are each answered at least writeLatencyMs after the request, the write already done", async () => {
    sandbox = await startSandbox({ writeLatencyMs: LATENCY_MS });
    const s = sandbox;
    const before = s.forum.posts.size;
    const created = await timedWrite(s, "POST", "/posts.json", { title: "Escena lenta en la posada", raw: "Hola mesa, empezamos esta noche", category: s.category.id },
      () => s.forum.posts.size > before);
    expect(created.status).toBe(200);
    expect(created.ms).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(created.doneBeforeAnswer).toBe(true);
    const post = apiPost.parse(created.json);
    const edited = await timedWrite(s, "PUT", `/posts/${post.id}.json`, { post: { raw: "Hola mesa, empezamos esta noche, editado" } },
      () => s.forum.posts.get(post.id)!.raw === "Hola mesa, empezamos esta noche, editado");
    expect(edited.status).toBe(200);
    expect(edited.ms).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(edited.doneBeforeAnswer).toBe(true);
  });

  it("the service harness's sandbox option: a player's post waits writeLatencyMs for its answer", async () => {
    h = await harness({ sandbox: { writeLatencyMs: LATENCY_MS } });
    const start = performance.now();
    const post = await h.post("alicia", "Hola mesa, empezamos esta noche");
    expect(performance.now() - start).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(h.sandbox.forum.posts.get(post.id)?.raw).toBe("Hola mesa, empezamos esta noche");
  });
});
