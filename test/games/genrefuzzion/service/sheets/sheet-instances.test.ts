// Two service instances on one PostgreSQL database (a real throwaway cluster) and the sandbox forum
// over HTTP. Each webhook reaches one instance only, as behind a load balancer: the store is the
// sheet registry's truth, so what one instance accepted (a sheet, an owner, a hand-over by the
// Moderator) counts on the other at once, and a takeover through the other is refused (GF-FORUM-4).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../../../../src/sandbox/sandbox.js";
import { serializeWebhookPost } from "../../../../../src/sandbox/serializers.js";
import { apiPost } from "../../../../../src/service/discourse/schemas.js";
import { signWebhook } from "../../../../../src/service/discourse/signature.js";
import { memoryLog } from "../../../../../src/service/log.js";
import type { RunningService } from "../../../../../src/service/service.js";
import { LIA } from "../support.js";
import { newDataDir, SECRET, serviceConfig, startService } from "../../../../service/harness.js";
import { PLUGIN_README_POSTING } from "../../../../../src/sandbox/post-validator.js";
import { createDatabase, startPgCluster, type PgCluster } from "../../../../service/pg-cluster.js";

let cluster: PgCluster | undefined;
let sandbox: Sandbox | undefined;
const running: RunningService[] = [];
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => {
  for (const s of running) await s.stop().catch(() => undefined);
  await sandbox?.close();
  cluster?.stop();
});

async function api(sb: Sandbox, username: string, method: string, path: string, body: unknown): Promise<unknown> {
  const r = await fetch(`${sb.url}${path}`, { method, body: JSON.stringify(body),
    headers: { "Api-Key": sb.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : undefined; // PUT /posts/{id}/wiki answers an empty 200
}

/** One signed delivery of a post's event to one instance, as Discourse sends it. */
async function deliver(sb: Sandbox, to: RunningService, event: "post_created" | "post_edited", postId: number): Promise<void> {
  const body = JSON.stringify({ post: serializeWebhookPost(sb.forum, sb.forum.posts.get(postId)!) });
  const r = await fetch(`${to.url}/webhooks/discourse`, { method: "POST", body, headers: { "Content-Type": "application/json",
    "X-Discourse-Event": event, "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": `${event}-${postId}-${Math.random()}`,
    "X-Discourse-Instance": sb.url, "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
  expect(r.status).toBe(200);
}

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean): Promise<T> {
  for (const deadline = Date.now() + 15_000; ;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The service's answer to a post (the first reply of gf-dice to it). */
function answerTo(sb: Sandbox, postId: number): Promise<string> {
  const p = sb.forum.posts.get(postId)!;
  const gf = sb.forum.userByName("gf-dice")!;
  return until(`an answer to post ${postId}`, () => sb.forum.topicPosts(p.topicId)
    .find((r) => r.userId === gf.id && r.replyToPostNumber === p.postNumber)?.raw ?? "", (raw) => raw !== "");
}

const POOL = "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]";

describe("the sheet registry across two instances on one PostgreSQL database", () => {
  it("GF-FORUM-4: a sheet and its owner accepted by A resolve on B at once; a takeover through B is undone; the Moderator's hand-over through A counts on B", async () => {
    const database = await createDatabase(cluster!, "gf_sheets_two");
    const sb = sandbox = await startSandbox({ players: ["ana", "beto", "caro", "dani"], adminApiPerMinute: 10_000, retryUnitMs: 20, editingGracePeriodSec: 0, posting: PLUGIN_README_POSTING });
    const dataDir = newDataDir();
    const config = { database, game: { moderator: "dani" }, reconcile: { intervalMs: 0 }, userRollsPerMinute: 100_000 };
    const a = await startService(serviceConfig(sb, dataDir, config), { log: memoryLog() });
    running.push(a);
    const b = await startService(serviceConfig(sb, dataDir, config), { log: memoryLog() });
    running.push(b);
    const ownerIn = async (s: RunningService, postId: number) => (await s.store.loadSheets()).find((r) => r.postId === postId)?.owner ?? null;

    // Ana's sheet, made wiki by staff: both events reach A only.
    const sheet = apiPost.parse(await api(sb, "ana", "POST", "/posts.json", { title: "Ficha de personaje: Lía", raw: LIA, category: sb.category.id })).id;
    await api(sb, "moderadora", "PUT", `/posts/${sheet}/wiki`, { wiki: true });
    await deliver(sb, a, "post_created", sheet);
    await deliver(sb, a, "post_edited", sheet);
    await until("A accepts ana", () => ownerIn(a, sheet), (o) => o === "ana");
    const scene = apiPost.parse(await api(sb, "caro", "POST", "/posts.json", { title: "Escena en la posada del puerto", raw: "Empieza la escena en el puerto.", category: sb.category.id })).topic_id;
    const pool = async (username: string, to: RunningService) => {
      const p = apiPost.parse(await api(sb, username, "POST", "/posts.json", { topic_id: scene, raw: POOL }));
      await deliver(sb, to, "post_created", p.id);
      return answerTo(sb, p.id);
    };

    // B never heard of the sheet, and resolves it right away.
    expect(await pool("ana", b)).toMatch(/\[gf-roll/);

    // Beto writes himself onto Ana's sheet; only B hears of it. B undoes it, and nobody's owner moves.
    await api(sb, "beto", "PUT", `/posts/${sheet}.json`, { post: { raw: LIA.replace("jugadora: @ana", "jugadora: @beto"), edit_reason: "mía" } });
    await deliver(sb, b, "post_edited", sheet);
    await until("B writes the sheet back", () => sb.forum.posts.get(sheet)!.raw, (raw) => raw.includes("jugadora: @ana"));
    expect(await ownerIn(b, sheet)).toBe("ana");
    expect(await pool("beto", a)).toContain("«Lía» es de @ana");
    expect(await pool("beto", b)).toContain("«Lía» es de @ana");
    expect(await pool("ana", b)).toMatch(/\[gf-roll/);

    // The Moderator hands Lía to Beto through A; B follows at once.
    await api(sb, "dani", "PUT", `/posts/${sheet}.json`, { post: { raw: sb.forum.posts.get(sheet)!.raw.replace("jugadora: @ana", "jugadora: @beto"), edit_reason: "traspaso" } });
    await deliver(sb, a, "post_edited", sheet);
    await until("A hands Lía to beto", () => ownerIn(a, sheet), (o) => o === "beto");
    expect(await pool("beto", b)).toMatch(/\[gf-roll/);
    expect(await pool("ana", b)).toContain("«Lía» es de @beto");
  }, 120_000);
});
