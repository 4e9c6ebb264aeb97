// The sandbox forum's post revisions, as Discourse keeps and serves them: a new version per edit by
// another user, after the grace period, or with a new edit reason (PostRevisor#should_create_new_version?);
// GET /posts/{id}/revisions/latest.json and /revisions/{n}.json in PostRevisionSerializer's shape.
// Then the sheet write loop's `once`: an update found in the revisions is not applied again.
import { afterEach, describe, expect, it } from "@jest/globals";
import { discourseClient } from "../../src/service/discourse/client.js";
import { apiPost, postRevision } from "../../src/service/discourse/schemas.js";
import { onceMarker, updateSheet } from "../../src/games/genrefuzzion/service/sheets/index.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { readSheet } from "../../src/games/genrefuzzion/sheet/index.js";

// Revisions are kept the same whatever a post says, and these texts ("uno", "dos", "head: a") are as short
// as a diff can be read at a glance; what Discourse refuses of a text is test/sandbox/post-validators.test.ts's.
const UNVALIDATED = null;

let s: Sandbox | undefined;
afterEach(async () => { await s?.close(); s = undefined; });

async function call(sb: Sandbox, username: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (username) Object.assign(headers, { "Api-Key": sb.apiKey, "Api-Username": username });
  const r = await fetch(`${sb.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : undefined };
}

const SHEET = ["[gf-ficha]", "nombre: Lía", "jugadora: @alicia", "cliché: Bruja novata d8", "pv: 2", "pk: 0", "notas: hola", "[/gf-ficha]"].join("\n");

describe("post revisions", () => {
  it("a new version per other editor or new edit reason, folds otherwise, and serves each revision", async () => {
    s = await startSandbox({ editingGracePeriodSec: 300, posting: UNVALIDATED });
    const post = apiPost.parse((await call(s, "alicia", "POST", "/posts.json", { title: "Ficha de Lía", raw: "uno", category: s.category.id })).json);
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/latest.json`)).status).toBe(404);
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/1.json`)).status).toBe(400);

    // The author again, inside the grace period, no reason: folds into version 1 (no revision).
    await call(s, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: "dos" } });
    expect(s.forum.posts.get(post.id)!.version).toBe(1);
    // Another user: version 2. The same user with a new reason: version 3. The same reason again: folds.
    await call(s, "gf-dice", "PUT", `/posts/${post.id}.json`, { post: { raw: "tres", edit_reason: "Escena 1 [gf a]" } });
    await call(s, "gf-dice", "PUT", `/posts/${post.id}.json`, { post: { raw: "cuatro", edit_reason: "Escena 2 [gf b]" } });
    await call(s, "gf-dice", "PUT", `/posts/${post.id}.json`, { post: { raw: "cinco", edit_reason: "Escena 2 [gf b]" } });
    const p = s.forum.posts.get(post.id)!;
    expect([p.version, p.editReason]).toEqual([3, "Escena 2 [gf b]"]);

    const latest = await call(s, null, "GET", `/posts/${post.id}/revisions/latest.json`);
    expect(latest.status).toBe(200);
    expect(postRevision.safeParse(latest.json).success).toBe(true);
    expect(latest.json).toMatchObject({ post_id: post.id, current_revision: 3, previous_revision: 2, next_revision: null,
      first_revision: 2, last_revision: 3, version_count: 3, current_version: 3, username: "gf-dice", edit_reason: "Escena 2 [gf b]" });
    expect(latest.json.body_changes.side_by_side_markdown).toContain("tres");
    expect(latest.json.body_changes.side_by_side_markdown).toContain("cinco");
    const second = await call(s, "gf-dice", "GET", `/posts/${post.id}/revisions/2.json`);
    expect(second.json).toMatchObject({ current_revision: 2, previous_revision: null, next_revision: 3, edit_reason: "Escena 1 [gf a]", can_edit: true });
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/9.json`)).status).toBe(404);

    // A later edit without a reason is a new version by another user, and clears the post's reason.
    await call(s, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: "seis" } });
    expect([p.version, p.editReason]).toEqual([4, null]);
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/latest.json`)).json).toMatchObject({ current_revision: 4, username: "alicia", edit_reason: null });

    // The typed client reads them the same way.
    const client = discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: "gf-dice" });
    expect(await client.readRevision(post.id, 3)).toMatchObject({ number: 3, previous: 2, username: "gf-dice", editReason: "Escena 2 [gf b]" });
    expect((await client.readPost(post.id)).editReason).toBeNull();
  });

  it("serves the raw each revision made as markdown_for_revision does, marks changed rows as DiscourseDiff does, and hides a hidden revision from other players", async () => {
    s = await startSandbox({ editingGracePeriodSec: 0, players: ["alicia", "bruno", "caro"], posting: UNVALIDATED });
    const post = apiPost.parse((await call(s, "alicia", "POST", "/posts.json", { title: "Ficha de Lía", raw: "uno\ndos\ntres", category: s.category.id })).json);
    await call(s, "moderadora", "PUT", `/posts/${post.id}/wiki`, { wiki: true });
    await call(s, "bruno", "PUT", `/posts/${post.id}.json`, { post: { raw: "uno\nDOS\ntres" } });
    await call(s, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: "uno\nDOS\ntres\ncuatro" } });
    const plain = async (username: string, revision: string) => {
      const r = await fetch(`${s!.url}/raw/${post.topic_id}/${post.post_number}?revision=${revision}`, { headers: { "Api-Key": s!.apiKey, "Api-Username": username } });
      return { status: r.status, text: await r.text() };
    };
    // modifications[:raw].last of revision n; no raw change (a wiki toggle) fails as Ruby's nil.last does; < 2 or none: 404.
    expect(await plain("gf-dice", "3")).toEqual({ status: 200, text: "uno\nDOS\ntres" });
    expect((await plain("gf-dice", "2")).status).toBe(500);
    expect(await plain("gf-dice", "4")).toEqual({ status: 200, text: "uno\nDOS\ntres\ncuatro" });
    expect((await plain("gf-dice", "1")).status).toBe(404);
    expect((await plain("gf-dice", "9")).status).toBe(404);
    const client = discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: "gf-dice" });
    expect(await client.readRevisionRaw(post.topic_id, post.post_number, 3)).toBe("uno\nDOS\ntres");
    // DiscourseDiff#side_by_side_markdown: unchanged lines are bare cells, changed ones carry diff-del / diff-ins.
    const second = (await call(s, "gf-dice", "GET", `/posts/${post.id}/revisions/3.json`)).json;
    expect(second.body_changes.side_by_side_markdown).toBe('<table class="markdown"><tr><td>uno\n</td><td>uno\n</td></tr>'
      + '<tr><td class="diff-del"><del>dos\n</del></td><td class="diff-ins"><ins>DOS\n</ins></td></tr><tr><td>tres</td><td>tres</td></tr></table>');
    expect((await client.readRevision(post.id, 3))?.rawChanged).toBe(true);
    expect((await client.readRevision(post.id, 2))?.rawChanged).toBe(false);
    // Staff hide revision 3 (Bruno's): staff and the post's author still see it, other players do not (403);
    // latest skips nothing here, it is revision 4.
    expect((await call(s, "bruno", "PUT", `/posts/${post.id}/revisions/3/hide`)).status).toBe(403);
    expect((await call(s, "moderadora", "PUT", `/posts/${post.id}/revisions/3/hide`)).status).toBe(200);
    expect((await plain("caro", "3")).status).toBe(403);
    expect((await call(s, "caro", "GET", `/posts/${post.id}/revisions/3.json`)).status).toBe(403);
    expect((await plain("alicia", "3")).status).toBe(200);
    expect((await plain("gf-dice", "3")).status).toBe(200);
  });

  it("a post whose only revision staff hid reads as version 1 to everyone but staff, and its revision answers 403 where none answers 404 (PostSerializer#version, find_post_revision_from_params)", async () => {
    s = await startSandbox({ editingGracePeriodSec: 300, posting: UNVALIDATED });
    const post = apiPost.parse((await call(s, "gf-dice", "POST", "/posts.json", { title: "Compromiso", raw: "head: a", category: s.category.id })).json);
    await call(s, "moderadora", "PUT", `/posts/${post.id}.json`, { post: { raw: "head: b" } });
    expect((await call(s, "moderadora", "PUT", `/posts/${post.id}/revisions/2/hide`)).status).toBe(200);
    const shown = async (who: string | null) => (await call(s!, who, "GET", `/posts/${post.id}.json`)).json.version;
    const topic = async (who: string | null) => (await call(s!, who, "GET", `/t/${post.topic_id}.json`)).json.post_stream.posts[0].version;
    // Anonymous and players: the public version, 1, beside the edited text; staff: 2.
    expect([await shown(null), await shown("bruno"), await topic(null), await shown("moderadora")]).toEqual([1, 1, 1, 2]);
    expect((await call(s, null, "GET", `/posts/${post.id}.json`)).json.raw).toBe("head: b");
    // What an anonymous reader can still tell: revision 2 exists (403), revision 3 does not (404).
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/2.json`)).status).toBe(403);
    expect((await call(s, null, "GET", `/posts/${post.id}/revisions/3.json`)).status).toBe(404);
    // Shown again (PostsController#show_revision), every reader sees version 2.
    s.forum.posts.get(post.id)!.revisions[0]!.hidden = false;
    expect(await shown(null)).toBe(2);
  });

  it("GF-RATE-6: an update with a once key that already landed is found in the revisions and not applied again", async () => {
    s = await startSandbox({ editingGracePeriodSec: 300, posting: UNVALIDATED });
    const post = apiPost.parse((await call(s, "alicia", "POST", "/posts.json", { title: "Ficha de Lía", raw: SHEET, category: s.category.id })).json);
    const service = discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: "gf-dice" });
    const input = { postId: post.id, changes: [{ type: "points" as const, pv: 3 }], editReason: "Escena 1 (GF-RATE-6): +3 PV", once: { key: "job-1", since: Date.now() } };
    const pv = () => { const r = readSheet(s!.forum.posts.get(post.id)!.raw); if (!r.ok) throw new Error("sheet"); return r.value.sheet.pv; };

    const first = await updateSheet(service, input);
    expect(first).toMatchObject({ ok: true, value: { written: true } });
    expect(pv()).toBe(5);
    expect(s.forum.posts.get(post.id)!.editReason).toBe(`Escena 1 (GF-RATE-6): +3 PV ${onceMarker("job-1")}`);
    // The player edits twice after it (other editor, then past the fold by a reason of her own).
    await call(s, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: s.forum.posts.get(post.id)!.raw.replace("hola", "hola, Bruno") } });
    await call(s, "alicia", "PUT", `/posts/${post.id}.json`, { post: { raw: s.forum.posts.get(post.id)!.raw.replace("Bruno", "Bruno y Cata"), edit_reason: "notas" } });

    // The retry after a crash: same key, nothing written.
    const again = await updateSheet(service, input);
    expect(again).toMatchObject({ ok: true, value: { written: false, alreadyWritten: true } });
    expect(pv()).toBe(5);
    expect(s.forum.posts.get(post.id)!.raw).toContain("hola, Bruno y Cata");
    // Another update (another key) still applies; one without a key is not looked for.
    expect(await updateSheet(service, { ...input, once: { key: "job-2", since: Date.now() } })).toMatchObject({ ok: true, value: { written: true } });
    expect(pv()).toBe(8);
    const { once: _once, ...plain } = input;
    await updateSheet(service, plain);
    expect(pv()).toBe(11);
  });
});
