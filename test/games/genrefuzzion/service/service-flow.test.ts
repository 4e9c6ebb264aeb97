// The first game path end to end, on a real sandbox forum: webhook in, roll committed, one reply out.
import { PLUGIN_README_POSTING } from "../../../../src/sandbox/post-validator.js";
import { afterEach, describe, expect, it } from "@jest/globals";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import type { RollNode } from "../../../../src/games/genrefuzzion/markup/index.js";
import { signWebhook } from "../../../../src/service/discourse/signature.js";
import { harness, SECRET, verifyProofs } from "../../../service/harness.js";
import type { Harness } from "../../../service/harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const POOL = "Entro en la cripta.\n\n[gf-pool]\nd8 d8 d6 d4\n[/gf-pool]";

/** Sends a webhook by hand, as Discourse would: signed raw body, a given event id. */
async function deliver(url: string, event: string, body: string, options: { eventId?: string; secret?: string; signature?: string | null } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Discourse-Event": event,
    "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": options.eventId ?? "900", "X-Discourse-Instance": "http://forum" };
  const signature = options.signature === undefined ? signWebhook(options.secret ?? SECRET, body) : options.signature;
  if (signature !== null) headers["X-Discourse-Event-Signature"] = signature;
  return fetch(url, { method: "POST", headers, body });
}

describe("gf serve: pool → one verified reply", () => {
  it("GF-FORUM-1: answers a post holding a [gf-pool] with exactly one reply whose proof verifies", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", POOL);
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.replyTo).toBe(p.post_number);
    expect(replies[0]!.raw).toMatch(/^@alicia, tu tirada:/);
    expect(await verifyProofs(h.service.url, replies[0]!.raw)).toBe(1);
    // The reply is a [gf-roll] block the markup parser reads without error (docs/markup.md §4).
    const [block] = parsePost(replies[0]!.raw);
    expect(block).toMatchObject({ block: "roll", errors: [], lang: "es", node: { post: p.id, botches: expect.any(Number) } });
    const node = block!.node as RollNode;
    expect(node.dice.map((d) => d.size).sort((a, b) => a - b)).toEqual([4, 6, 8, 8]);
    expect(node.result).toBe(node.dice.filter((d) => d.result).reduce((sum, d) => sum + d.face, 0));
  });

  it("rolls several pools of one post in one reply, each with its own proof", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", `${POOL}\n\n[gf-pool]\nd10 d12\n[/gf-pool]`);
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(1);
    expect(await verifyProofs(h.service.url, replies[0]!.raw)).toBe(2);
  });

  it("never rolls twice: a replayed delivery and a retry with a new event id change nothing", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", POOL);
    await h.settle();
    const first = h.sandbox.webhooks.deliveries.length;
    expect(first).toBeGreaterThan(0);
    // Rebuild the delivery Discourse sent, then send it again twice with fresh event ids.
    const { serializeWebhookPost } = await import("../../../../src/sandbox/serializers.js");
    const body = JSON.stringify({ post: serializeWebhookPost(h.sandbox.forum, h.sandbox.forum.posts.get(p.id)!) });
    for (const id of ["901", "902"]) expect((await deliver(h.hook, "post_created", body, { eventId: id })).status).toBe(200);
    expect((await deliver(h.hook, "post_edited", body, { eventId: "903" })).status).toBe(200);
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
  });

  it("answers an edit that changes a rolled pool with 'the original roll stands', linking to it, once", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", POOL);
    await h.settle();
    const roll = h.replies(p.topic_id)[0]!;
    const rollPost = h.sandbox.forum.posts.get(roll.id)!;
    await h.edit("alicia", p.id, POOL.replace("d4", "d12"));
    await h.settle();
    await h.edit("alicia", p.id, POOL.replace("d4", "d12") + "\n\nY algo más de texto.");
    await h.settle();
    // Once per block, whatever the later edits of its pool.
    await h.edit("alicia", p.id, POOL.replace("d4", "d10"));
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    expect(replies[1]!.raw).toContain("La tirada original sigue en pie");
    expect(replies[1]!.raw).toContain(`${h.sandbox.url}/t/${p.topic_id}/${rollPost.postNumber}`);
  });

  it("a block inserted above a rolled one is rolled alone; the rolled one keeps its roll and its number", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", POOL);
    await h.settle();
    const contextOf = async (raw: string) => {
      const { decodeProof } = await import("../../../../src/dice/proof.js");
      return [...raw.matchAll(/(?:proof|prueba)=(gf\d\.[A-Za-z0-9_-]+)/g)].map((m) => {
        const d = decodeProof(m[1]!);
        return d.ok ? `${d.value.record.context.block}:${d.value.record.sizes.join(",")}` : "?";
      });
    };
    expect(await contextOf(h.replies(p.topic_id)[0]!.raw)).toEqual(["0:4,6,8,8"]);
    // Before, blocks were named by position: the inserted block would have been block 0, and the
    // rolled pool, now second, block 1 — a fresh roll of the same pool.
    await h.edit("alicia", p.id, `[gf-pool]\nd10 d12\n[/gf-pool]\n\n${POOL}`);
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    expect(await contextOf(replies[1]!.raw)).toEqual(["1:10,12"]);
    // Moving the pools around again rolls nothing.
    await h.edit("alicia", p.id, `${POOL}\n\n[gf-pool]\nd10 d12\n[/gf-pool]`);
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(2);
  });

  it("rolls a pool added by an edit, and leaves an edit of the prose alone", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("alicia", "Pienso qué hacer en la posada.");
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(0);
    await h.edit("alicia", p.id, POOL);
    await h.settle();
    await h.edit("alicia", p.id, POOL.replace("Entro", "Entramos"));
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
  });

  it("ignores its own posts, and posts outside the configured categories", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const own = await h.post("gf-dice", POOL);
    const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST",
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Fuera de la partida", category: 2, raw: POOL }) });
    const outside = (await r.json()) as { topic_id: number };
    await h.settle();
    expect(h.replies(own.topic_id).filter((x) => x.id !== own.id)).toHaveLength(0);
    expect(h.replies(outside.topic_id)).toHaveLength(0);
  });

  it("GF-DIE-1: replies to a bad pool with a short error quoting the line, in the game's language, no stack trace", async () => {
    h = await harness({ config: { lang: "en" } });
    const p = await h.post("bruno", "[gf-pool]\nd8 d7 d6\n[/gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    expect(reply!.raw).toMatch(/^@bruno, I could not roll pool 1 of your post\. On line 2:/);
    expect(reply!.raw).toContain("> `d8 d7 d6`");
    expect(reply!.raw).toMatch(/d7/);
    expect(reply!.raw).not.toMatch(/at .*\.ts:\d+|Error:/);
    expect(await h.service.store.countRollsSince(0, 0)).toBe(0);
  });

  it("quotes a hostile line as inert code: no HTML, no nested block, no mention breakout", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const p = await h.post("bruno", "[gf-pool]\n<script>x</script> `[gf-roll]` d99\n[/gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    expect(reply!.raw).toContain("> ``<script>x</script> `[gf-roll]` d99``");
    expect(h.sandbox.forum.posts.get(reply!.id)!.cooked).toContain("&lt;script&gt;");
  });

  it("limits each user's rolls per minute and says so politely, once per minute", async () => {
    h = await harness({ config: { userRollsPerMinute: 2 } });
    const p = await h.post("carla", POOL);
    for (let i = 0; i < 3; i++) await h.post("carla", POOL, p.topic_id);
    await h.settle();
    const raws = h.replies(p.topic_id).map((r) => r.raw);
    expect(raws.filter((r) => r.includes("[gf-roll"))).toHaveLength(2);
    expect(raws.filter((r) => r.includes("como mucho 2 tiradas por minuto"))).toHaveLength(1);
  });
});

describe("gf serve: whose pool it is", () => {
  it("GF-FORUM-4: rolls a named character's pool only for its player or staff, and refuses others politely", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const sheet = await h.post("alicia", "[gf-ficha]\nnombre: Vera\njugadora: @alicia\npv: 3\npk: 1\n[/gf-ficha]");
    // Made a wiki by staff: on a fresh forum a player may not make even their own post one (PostGuardian#can_wiki?).
    const wiki = await fetch(`${h.sandbox.url}/posts/${sheet.id}/wiki`, { method: "PUT",
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" }, body: JSON.stringify({ wiki: true }) });
    expect(wiki.status).toBe(200);
    await h.settle();
    const pool = (who: string) => `[gf-pool personaje=Vera]\n${who === "bruno" ? "d12 d12" : "d8 d6"}\n[/gf-pool]`;
    const byBruno = await h.post("bruno", pool("bruno"), sheet.topic_id);
    const byAlicia = await h.post("alicia", pool("alicia"), sheet.topic_id);
    const byStaff = await h.post("moderadora", pool("moderadora"), sheet.topic_id);
    const unknown = await h.post("carla", "[gf-pool personaje=Nadie]\nd6\n[/gf-pool]", sheet.topic_id);
    await h.settle();
    const replyTo = (n: number) => h!.replies(sheet.topic_id).filter((r) => r.replyTo === n).map((r) => r.raw);
    expect(replyTo(byBruno.post_number)).toHaveLength(1);
    expect(replyTo(byBruno.post_number)[0]).toMatch(/«Vera» es de @alicia: solo su jugador.*\(\[GF-FORUM-4\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-forum-4\)\)/);
    expect(replyTo(byAlicia.post_number)[0]).toMatch(/\[gf-roll post=/);
    expect(replyTo(byStaff.post_number)[0]).toMatch(/\[gf-roll post=/);
    expect(replyTo(unknown.post_number)[0]).toMatch(/^@carla, no he podido tirar/);
    expect(await h.service.store.countRollsSince(h.sandbox.forum.userByName("bruno")!.id, 0)).toBe(0);
  });
});

describe("gf serve: webhook edge", () => {
  it("rejects an unsigned or wrongly signed delivery with 401, logs it, and rolls nothing", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const body = JSON.stringify({ post: { id: 77, raw: POOL } });
    expect((await deliver(h.hook, "post_created", body, { signature: null })).status).toBe(401);
    expect((await deliver(h.hook, "post_created", body, { secret: "another-secret-0123456789" })).status).toBe(401);
    expect((await deliver(h.hook, "post_created", body, { signature: "sha256=zz" })).status).toBe(401);
    const tampered = await deliver(h.hook, "post_created", body + " ", { signature: signWebhook(SECRET, body) });
    expect(tampered.status).toBe(401);
    // Missing or malformed: refused before the body is read; well formed but wrong: after the HMAC.
    expect(h.log.lines.filter((l) => l.msg === "webhook: missing or malformed signature")).toHaveLength(2);
    expect(h.log.lines.filter((l) => l.msg === "webhook: bad signature")).toHaveLength(2);
    expect(await h.service.store.outboxCounts()).toEqual({ pending: 0, sent: 0, dead: 0 });
  });

  it("rejects a signed but malformed payload with 400, and ignores events it does not handle with 202", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    const bad = JSON.stringify({ post: { id: "seven" } });
    const r = await deliver(h.hook, "post_created", bad);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { detail: string }).detail).toContain("post.id");
    expect((await deliver(h.hook, "post_created", "{not json")).status).toBe(400);
    expect((await deliver(h.hook, "user_created", JSON.stringify({ user: {} }))).status).toBe(202);
  });

  it("serves /healthz and the operator's public document", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    expect((await fetch(`${h.service.url}/healthz`)).status).toBe(200);
    const doc = (await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as Record<string, unknown>;
    expect(doc).toMatchObject({ format: "gf-dice-v2", publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      chain: { head: expect.stringMatching(/^[0-9a-f]{64}$/) }, revealed: null });
  });
});

describe("gf serve: the forum pushes back", () => {
  it("honours a 429's Retry-After and still sends exactly one reply", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    h.sandbox.server.faults.push({ status: 429, retryAfterSec: 1, count: 1, path: /^POST \/posts\.json$/, username: "gf-dice" });
    const started = Date.now();
    const p = await h.post("alicia", POOL);
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
    const posts = h.sandbox.server.requests.filter((r) => r.method === "POST" && r.path === "/posts.json");
    const limited = posts.find((r) => r.status === 429)!;
    const sent = posts.filter((r) => r.status === 200).at(-1)!;
    expect(sent.at - limited.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("retries 5xx answers with backoff until the reply goes through, once", async () => {
    h = await harness({ sandbox: { posting: PLUGIN_README_POSTING } });
    h.sandbox.server.faults.push({ status: 502, count: 2, path: /^POST \/posts\.json$/, username: "gf-dice" });
    const p = await h.post("alicia", POOL);
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
    expect(h.log.lines.filter((l) => l.msg === "outbox: will retry").length).toBeGreaterThanOrEqual(1);
  });

  it("finds a reply that reached the forum before the answer was lost, instead of posting it again", async () => {
    // No roll log tips: a start posts its tip in the background, and the one broken POST is the reply's.
    h = await harness({ config: { dice: { tips: false } } });
    // The forum creates the post, but the service sees a 500 (a proxy timeout, say).
    const server = h.sandbox.server as unknown as { handle: (req: unknown, res: { writeHead: (s: number) => unknown }) => Promise<void> };
    const original = server.handle.bind(server);
    let broken = 1;
    server.handle = async (req, res) => {
      const r = req as { method: string; url: string };
      if (broken > 0 && r.method === "POST" && r.url === "/posts.json" && (req as { headers: Record<string, string> }).headers["api-username"] === "gf-dice") {
        broken -= 1;
        const writeHead = res.writeHead.bind(res);
        res.writeHead = (() => writeHead(500)) as never;
      }
      return original(req, res);
    };
    const p = await h.post("alicia", POOL);
    await h.settle();
    expect(broken).toBe(0);
    expect(h.replies(p.topic_id)).toHaveLength(1);
    expect(h.log.lines.some((l) => l.msg === "outbox: found already delivered after an interrupted attempt")).toBe(true);
  });
});
