// Whose turn it is, where Discourse users already look: with the official discourse-assign plugin on
// the forum (modelled in the sandbox from its source, src/sandbox/server.ts) and the service told so
// (discourse.assign), a GenreFuzzion scene's topic is assigned to whoever the game waits for, moves
// to the next player as the turn passes, and is unassigned once nobody is awaited. The sandbox page
// shows the assignee under the title as discourse-assign's topic view does, in a real Chromium. The
// model is as strict as the plugin: an assignee outside assign_allowed_on_groups, an unknown user, a
// missing param, a non-staff caller and a disabled plugin are refused as it refuses them.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { LIA, LIA_POOL, BRUNO, PRESENT, SCENE, pool, say, sheetPost } from "../games/genrefuzzion/service/support.js";
import { harness, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { buildPageScript, launch, openAs, testPage } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript(), players: ["ana", "beto", "caro", "dani"], assign: { players: true } },
    config: { game: { moderator: "dani" }, discourse: { assign: true } } });
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  await sheetPost(h, "ana", LIA);
  await sheetPost(h, "beto", BRUNO);
  await h.settle();
  ({ browser, page, errors } = await testPage());
  await openAs(page, h.sandbox.url, "ana", "es");
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const assignee = (topic: number) => {
  const id = h.sandbox.forum.assignments.get(topic);
  return id === undefined ? undefined : h.sandbox.forum.users.get(id)?.username;
};

describe("the table's topic is assigned to whoever the game waits for", () => {
  it("GF-FORUM-1: opening the scene assigns it to the antagonist's player; presenting passes it to the protagonist's, her roll back; a yield leaves it unassigned; the page shows it", async () => {
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    expect(assignee(topic)).toBe("beto");
    await page.goto(`${h.sandbox.url}/t/${topic}`);
    await expect(page.locator("#gf-topic-assigned").innerText()).resolves.toBe("Asignado a beto");
    await say(h, "beto", PRESENT, topic);
    expect(assignee(topic)).toBe("ana");
    await until("the page to show the new assignee", async () => (await page.locator("#gf-topic-assigned").innerText()) === "Asignado a ana");
    // Ana rolls: Bruno's player decides. Bruno yields (GF-YIELD-1): the scene waits for a rater, any
    // player outside it (GF-RATE-4), so for nobody in particular, and the topic is unassigned.
    await say(h, "ana", pool("Lía", LIA_POOL.slice(0, 3)), topic);
    expect(assignee(topic)).toBe("beto");
    await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topic);
    expect(assignee(topic)).toBeUndefined();
    await until("the page to drop the assignee", () => page.locator("#gf-topic-assigned").isHidden());
    expect(errors).toEqual([]);
  });

  it("every game's table: a Pujas table is assigned to the player on turn (TopicFlow.waitingFor)", async () => {
    const pj = await harness({ sandbox: { players: ["ana", "bruno", "carla"], assign: { players: true } },
      config: { categoryGame: { "1": "pujas" }, lang: "en", discourse: { assign: true } } });
    try {
      const open = await pj.post("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: bruno\n[/pj-table]");
      await pj.settle();
      const id = pj.sandbox.forum.assignments.get(open.topic_id);
      expect(id === undefined ? undefined : pj.sandbox.forum.users.get(id)?.username).toBe("bruno");
    } finally {
      await pj.close();
    }
  });

  it("the sandbox's discourse-assign refuses what the plugin refuses", async () => {
    const forum = await startSandbox({ players: ["ana"], assign: { players: false } });
    const off = await startSandbox({ players: ["ana"] });
    try {
      const topic = forum.forum.createTopic(forum.forum.userByName("ana")!, "Mesa", "Hola", forum.category.id)!.topicId;
      const put = (s: typeof forum, path: string, as: string, body: unknown) => fetch(`${s.url}${path}`, { method: "PUT",
        headers: { "Api-Key": s.apiKey, "Api-Username": as, "Content-Type": "application/json" }, body: JSON.stringify(body) })
        .then(async (r) => [r.status, await r.json()] as const);
      expect(await put(off, "/assign/assign.json", "moderadora", { target_id: topic, target_type: "Topic", username: "ana" })).toEqual([404, expect.anything()]);
      expect((await put(forum, "/assign/assign.json", "ana", { target_id: topic, target_type: "Topic", username: "ana" }))[0]).toBe(403);
      expect(await put(forum, "/assign/assign.json", "moderadora", { target_type: "Topic", username: "ana" }))
        .toEqual([400, { errors: ["param is missing or the value is empty: target_id"], error_type: "invalid_parameters" }]);
      expect((await put(forum, "/assign/assign.json", "moderadora", { target_id: topic, target_type: "Topic", username: "nadie" }))[0]).toBe(404);
      expect(await put(forum, "/assign/assign.json", "moderadora", { target_id: topic, target_type: "Topic", username: "ana" }))
        .toEqual([400, { error: "@ana can't be assigned since they don't belong to assigned allowed groups." }]);
      expect(await put(forum, "/assign/assign.json", "moderadora", { target_id: topic, target_type: "Topic", username: "moderadora" })).toEqual([200, { success: "OK" }]);
      expect(await put(forum, "/assign/assign.json", "moderadora", { target_id: topic, target_type: "Topic", username: "moderadora" }))
        .toEqual([400, { error: "Topic is already assigned to @moderadora" }]);
      expect(await put(forum, "/assign/unassign.json", "moderadora", { target_id: topic, target_type: "Topic" })).toEqual([200, { success: "OK" }]);
    } finally {
      await forum.close();
      await off.close();
    }
  });
});
