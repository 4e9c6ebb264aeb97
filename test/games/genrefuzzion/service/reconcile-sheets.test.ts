// Sheets are never only a webhook's: the reconciler reads the sheet categories as well as the game
// categories, so a sheet posted or edited while the service was down, or whose webhooks were lost,
// is registered from the forum's API before the pools that name it are played (GF-FORUM-4).
import { afterEach, describe, expect, it } from "@jest/globals";
import { startService, harness, serviceConfig, type Harness } from "../../../service/harness.js";
import { LIA, say } from "./support.js";
import { AUTO_GROUPS } from "../../../../src/sandbox/wiki-guardian.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

/** Sheets live in General (category 2 of a fresh sandbox), the game in Partidas; passes run when the test says. */
const CONFIG = { sheetCategories: [2], game: { moderator: "dani" },
  reconcile: { intervalMs: 0, pagesPerPass: 10, lookbackMs: 3_600_000 }, userRollsPerMinute: 100_000 };
const POOL = "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]";
const POOL_NEW = "[gf-pool personaje=Lía]\ncliché: Voladora\n[/gf-pool]";

/** A sheet posted in the sheet category and made wiki by staff. */
async function sheetInGeneral(hh: Harness, username: string, raw: string): Promise<number> {
  const headers = { "Api-Key": hh.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" };
  const r = await fetch(`${hh.sandbox.url}/posts.json`, { method: "POST", headers, body: JSON.stringify({ title: `Ficha de personaje de ${username}`, raw, category: 2 }) });
  const { id } = (await r.json()) as { id: number };
  const w = await fetch(`${hh.sandbox.url}/posts/${id}/wiki`, { method: "PUT", headers: { ...headers, "Api-Username": "moderadora" }, body: JSON.stringify({ wiki: true }) });
  expect(w.status).toBe(200);
  return id;
}

describe("the reconciler and the sheet categories", () => {
  it("GF-FORUM-4: registers a sheet whose webhooks were all lost, and an edit whose post_edited was lost, before the pools that use them", async () => {
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: CONFIG });
    const hh = h;
    expect(hh.sandbox.forum.categories.get(2)?.name).toBe("General");
    // Nothing from the sheet category ever reaches the service.
    hh.sandbox.webhooks.faults.drop = ({ postId }) => postId !== undefined && hh.sandbox.forum.topics.get(hh.sandbox.forum.posts.get(postId)!.topicId)?.categoryId === 2;
    const lia = await sheetInGeneral(hh, "ana", LIA);
    await hh.settle();
    await hh.service.reconcile();
    await hh.settle();
    const first = await say(hh, "ana", POOL);
    expect(first.replies[0]!.raw).toMatch(/\[gf-roll/);
    // A new cliché by the owner, its post_edited lost too: the next pass reads it (recent posts are read again).
    await hh.edit("ana", lia, LIA.replace("cliché: Miope d4", "cliché: Voladora d4"));
    await hh.settle();
    const before = await say(hh, "ana", POOL_NEW);
    expect(before.replies[0]!.raw).not.toMatch(/\[gf-roll/);
    await hh.service.reconcile();
    await hh.settle();
    const after = await say(hh, "ana", POOL_NEW);
    expect(after.replies[0]!.raw).toMatch(/\[gf-roll[^\]]*\]\s*dados: d4:/);
  }, 60_000);

  it("GF-FORUM-4: a sheet its author made a wiki inside the grace period, that toggle's webhook lost, is registered by the next pass", async () => {
    // Discourse's editing_grace_period (300 s by default); the harness's forum has none.
    // A forum that lets its members make their own posts wikis (self_wiki_allowed_groups: trust_level_0).
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"], editingGracePeriodSec: 300, selfWikiAllowedGroups: [AUTO_GROUPS.trust_level_0] }, config: CONFIG });
    const hh = h;
    const headers = { "Api-Key": hh.sandbox.apiKey, "Api-Username": "ana", "Content-Type": "application/json" };
    const r = await fetch(`${hh.sandbox.url}/posts.json`, { method: "POST", headers, body: JSON.stringify({ title: "Ficha de personaje de ana", raw: LIA, category: 2 }) });
    const { id } = (await r.json()) as { id: number };
    await hh.settle();
    // Only the toggle's post_edited is lost; the post as first seen (not a wiki) was delivered.
    hh.sandbox.webhooks.faults.drop = ({ event, postId }) => event === "post_edited" && postId === id;
    const w = await fetch(`${hh.sandbox.url}/posts/${id}/wiki`, { method: "PUT", headers, body: JSON.stringify({ wiki: true }) });
    expect(w.status).toBe(200);
    await hh.settle();
    // Discourse's ninja edit: same version, same raw, only `wiki` differs.
    const post = hh.sandbox.forum.posts.get(id)!;
    expect([post.version, post.raw, post.wiki, hh.sandbox.webhooks.dropped]).toEqual([1, LIA, true, 1]);
    expect((await say(hh, "ana", POOL)).replies[0]!.raw).not.toMatch(/\[gf-roll/);
    const report = await hh.service.reconcile();
    expect(report.handled).toBeGreaterThanOrEqual(1);
    await hh.settle();
    expect((await say(hh, "ana", POOL)).replies[0]!.raw).toMatch(/\[gf-roll/);
    // Seen at its wiki flag too: the pass after finds nothing of it to hand on.
    expect((await hh.service.reconcile()).handled).toBe(0);
  }, 60_000);

  it("GF-FORUM-4: a sheet posted while the service was down is registered by the start-up pass, within its page cap", async () => {
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: { ...CONFIG, reconcile: { intervalMs: 0, pagesPerPass: 1, lookbackMs: 3_600_000 } } });
    const hh = h;
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    await sheetInGeneral(hh, "ana", LIA);
    // Forty more posts by others while it is down: the sheet is still within one page of 50.
    for (let i = 0; i < 40; i++) await hh.post("caro", `Charla de la mesa, tema número ${i}`);
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...CONFIG, reconcile: { intervalMs: 0, pagesPerPass: 1, lookbackMs: 3_600_000 },
      listen: { host: "127.0.0.1", port } }), { log: hh.log });
    const report = await hh.service.reconcile();
    expect(report.pages).toBe(1);
    await hh.settle();
    expect((await say(hh, "ana", POOL)).replies[0]!.raw).toMatch(/\[gf-roll/);
  }, 60_000);
});
