// What the service's forum account must be: staff (plugin/README.md, "A staff bot account"). Discourse
// shows a revision staff hid from a post's history only to staff and the post's author, so an account
// that is not staff cannot read it: the service reads such a revision as not shown (no editor known,
// as GET /raw already did) rather than failing on it every time, and says at start-up that its account
// is not staff. Real sandbox forum over HTTP, real service.
import { afterEach, describe, expect, it } from "@jest/globals";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { discourseClient } from "../../src/service/discourse/client.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { memoryLog } from "../../src/service/log.js";
import { startService, type RunningService } from "../../src/service/service.js";
import { newDataDir, serviceConfig } from "./harness.js";
import { until } from "../support/until.js";

let sandbox: Sandbox | undefined;
let service: RunningService | undefined;
afterEach(async () => { await service?.stop(); service = undefined; await sandbox?.close(); sandbox = undefined; });

async function call(sb: Sandbox, username: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${sb.url}${path}`, { method, headers: { "Content-Type": "application/json", "Api-Key": sb.apiKey, "Api-Username": username },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) as unknown : undefined };
}

describe("the service's forum account", () => {
  it("GF-FORUM-4: a revision staff hid reads as not shown to an account that is not staff, and in full to a staff one", async () => {
    // Who may read a hidden revision does not depend on what a post says: the texts are as short as a diff
    // reads at a glance (what Discourse refuses of a text is test/sandbox/post-validators.test.ts's).
    sandbox = await startSandbox({ editingGracePeriodSec: 300, posting: null });
    const post = apiPost.parse((await call(sandbox, "alicia", "POST", "/posts.json", { title: "Ficha de Lía", raw: "uno", category: sandbox.category.id })).json);
    await call(sandbox, "moderadora", "PUT", `/posts/${post.id}.json`, { post: { raw: "dos" } }); // another editor: version 2
    await call(sandbox, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: "tres", edit_reason: "mío" } });
    expect((await call(sandbox, "moderadora", "PUT", `/posts/${post.id}/revisions/2/hide`)).status).toBe(200);
    const asPlayer = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "caro" });
    const asStaff = discourseClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiUsername: "gf-dice" });
    expect(await asPlayer.readRevision(post.id, 2)).toBeUndefined();
    expect(await asPlayer.readRevisionRaw(post.topic_id, post.post_number, 2)).toBeUndefined();
    expect(await asStaff.readRevision(post.id, 2)).toMatchObject({ number: 2, username: "moderadora", rawChanged: true });
  });

  it("is named in the log at start-up when it is not staff, and not when it is", async () => {
    // Two services on one forum, the second's account made no staff (plugin/README.md says not to): Discourse
    // would refuse its second commitment topic (the title is taken) and tip (unique_posts_mins); this reads only the log.
    sandbox = await startSandbox({ posting: null });
    const log = memoryLog();
    service = await startService(serviceConfig(sandbox, newDataDir()), { log });
    const warned = () => log.lines.some((l) => /not staff/.test(String(l.msg)));
    // The check's outcome, logged once the forum's answer is read: staff, so no warning.
    await until("the service's check of its account", () => log.lines.some((l) => l.msg === "service: the service's forum account is staff"));
    expect(sandbox.server.requests.some((r) => r.path === "/u/gf-dice.json")).toBe(true);
    expect(warned()).toBe(false);
    await service.stop();

    (sandbox.forum.userByName("gf-dice") as { staff: boolean }).staff = false;
    service = await startService(serviceConfig(sandbox, newDataDir()), { log });
    await until("the warning", warned);
    expect(log.lines.find((l) => /not staff/.test(String(l.msg)))).toMatchObject({ level: "warn", username: "gf-dice" });
  }, 30_000);
});
