// The sandbox forum's page over real HTTP: what it serves, and that posting from the page acts on
// the forum exactly as the REST API does (webhooks included), with bad input refused clearly.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";

let sandbox: Sandbox;
let hookServer: Server;
const deliveries: { event: string; signature: string; body: string }[] = [];
/** While set, the receiver holds its answers until it resolves (a service still busy with the post). */
let holding: Promise<void> | undefined;

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      deliveries.push({ event: String(req.headers["x-discourse-event"]), signature: String(req.headers["x-discourse-event-signature"]),
        body: Buffer.concat(chunks).toString("utf8") });
      void (holding ?? Promise.resolve()).then(() => res.end("ok"));
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, "127.0.0.1", r));
  sandbox = await startSandbox({ webhooks: [{ url: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/`, secret: "s3cret",
    events: ["post_created", "post_edited"] }], posting: {} });
});

afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((r) => hookServer.close(() => r()));
});

const get = (path: string) => fetch(`${sandbox.url}${path}`);
const post = (body: unknown, type = "application/json") =>
  fetch(`${sandbox.url}/gf-sandbox/api/posts`, { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify(body) });
/** The post menu's ⋯ → 🔧 → "Make Wiki" as the sandbox's staff user: no post is born a wiki (test/sandbox/wiki-on-create.test.ts). */
const makeWiki = (id: number) => fetch(`${sandbox.url}/gf-sandbox/api/posts/${id}/wiki`, { method: "PUT",
  headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "moderadora", wiki: true }) });
/** A new topic posted from the page, then made a wiki by staff. */
const wikiTopic = async (body: Record<string, unknown>) => {
  const created = await (await post(body)).json() as { id: number; topic_id: number };
  expect((await makeWiki(created.id)).status).toBe(200);
  return created;
};

describe("sandbox page: files", () => {
  it("serves the page with an import map for the Discourse modules the initializer imports", async () => {
    // A topic's post by its number is the topic's page (Discourse's t/:topic_id/:post_number).
    for (const path of ["/", "/t/12", "/t/12/3"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('"discourse/lib/plugin-api":"/gf-sandbox/shims/plugin-api.js"');
      expect(html).toContain('href="/plugin/assets/stylesheets/common/genrefuzzion.scss"');
    }
  });

  it("serves the plugin folder as Discourse loads it, extensionless modules included", async () => {
    const init = await get("/plugin/assets/javascripts/discourse/initializers/genrefuzzion.js");
    expect(init.status).toBe(200);
    expect(init.headers.get("content-type")).toMatch(/javascript/);
    const client = await get("/plugin/assets/javascripts/lib/gf-client");
    expect(client.status).toBe(200);
    expect(await client.text()).toContain("decorateCooked");
    expect((await get("/plugin/assets/stylesheets/common/genrefuzzion.scss")).headers.get("content-type")).toMatch(/text\/css/);
  });

  it("serves each game's chunk from the plugin's public/ folder at /plugins/genrefuzzion/, as Discourse does (lib/plugin/instance.rb activate!)", async () => {
    for (const game of ["genrefuzzion", "tricube"]) {
      const res = await get(`/plugins/genrefuzzion/javascripts/gf-${game}.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect((await res.text()).includes(`GfGames.${game}=(`)).toBe(true);
    }
    expect((await get("/plugins/genrefuzzion/javascripts/gf-nogame.js")).status).toBe(404);
  });

  it("never serves a file outside the plugin folder", async () => {
    for (const path of ["/plugin/../package.json", "/plugin/%2e%2e/package.json", "/plugin/..%2fpackage.json", "/plugin/nothing.js"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("genrefuzzion-forum");
    }
  });

  it("answers the Discourse stand-ins as ES modules", async () => {
    const shim = await get("/gf-sandbox/shims/plugin-api.js");
    expect(shim.status).toBe(200);
    expect(await shim.text()).toContain("export const withPluginApi");
    expect((await get("/gf-sandbox/shims/nothing.js")).status).toBe(404);
  });
});

describe("sandbox page: the rules reference", () => {
  it("serves the plugin's public/ folder where Discourse does, so gf_rules_url's default links work", async () => {
    for (const lang of ["es", "en"]) {
      const page = await get(`/plugins/genrefuzzion/rules/${lang}.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<h2 id="gf-pool-2">');
    }
    expect((await get("/plugins/genrefuzzion/rules/xx.html")).status).toBe(404);
    expect((await get("/plugins/genrefuzzion/%2e%2e/%2e%2e/package.json")).status).toBe(404);
    expect((await get("/plugins/genrefuzzion/rules")).status).toBe(404);
    // The page links the reference in both languages.
    const page = await (await get("/")).text();
    expect(page).toContain('<a href="/plugins/genrefuzzion/rules/es.html">Reglas</a>');
    expect(page).toContain('<a href="/plugins/genrefuzzion/rules/en.html">Rules</a>');
  });
});

describe("sandbox page: API", () => {
  it("lists users, categories and site settings, without the API key", async () => {
    const site = await (await get("/gf-sandbox/api/site.json")).json() as Record<string, unknown>;
    expect(site["users"]).toEqual(expect.arrayContaining([expect.objectContaining({ username: "alicia" })]));
    expect(site["site_settings"]).toMatchObject({ gf_enabled: true, gf_default_locale: "es" });
    expect(JSON.stringify(site)).not.toContain(sandbox.apiKey);
  });

  it("creates a topic and a reply as the chosen user, firing signed post webhooks", async () => {
    const before = deliveries.length;
    const res = await post({ username: "alicia", title: "Ficha de Alicia", category_id: sandbox.category.id, raw: "[gf-sheet]\nnombre: Alicia\n[/gf-sheet]" });
    expect(res.status).toBe(200);
    const created = await res.json() as { id: number; topic_id: number; wiki: boolean; username: string };
    expect(created).toMatchObject({ wiki: false, username: "alicia" });
    const reply = await (await post({ username: "bruno", topic_id: created.topic_id, raw: "¡Hola! Bruno llega a la mesa." })).json() as { post_number: number };
    expect(reply.post_number).toBe(2);
    const topic = await (await get(`/gf-sandbox/api/t/${created.topic_id}.json`)).json() as { posts: { raw: string; username: string }[] };
    expect(topic.posts.map((p) => [p.username, p.raw])).toEqual([["alicia", "[gf-sheet]\nnombre: Alicia\n[/gf-sheet]"], ["bruno", "¡Hola! Bruno llega a la mesa."]]);
    // Every delivery the forum started has been answered (the receiver records each before answering).
    await sandbox.webhooks.idle();
    const mine = deliveries.slice(before);
    expect(mine.map((d) => d.event)).toEqual(["post_created", "post_created"]);
    for (const d of mine) expect(d.signature).toBe(`sha256=${createHmac("sha256", "s3cret").update(d.body).digest("hex")}`);
    // Made a sheet by staff (the later tests read Alicia's character from it).
    expect((await makeWiki(created.id)).status).toBe(200);
  });

  it("shows each post's webhook deliveries: on their way until the receiver answers, then each event with its answer", async () => {
    let release!: () => void;
    holding = new Promise<void>((r) => { release = r; });
    type Hooks = { pending: number; events: { event: string; attempt: number; status: number }[] };
    const hooksOf = async (topic: number) => ((await (await get(`/gf-sandbox/api/t/${topic}.json`)).json()) as { posts: { webhooks: Hooks }[] }).posts[0]!.webhooks;
    try {
      const created = await (await post({ username: "alicia", title: "Ficha en camino", category_id: sandbox.category.id, raw: "ficha de Alicia, en camino" })).json() as { id: number; topic_id: number };
      expect((await makeWiki(created.id)).status).toBe(200);
      // The receiver has not answered: both events (created, then made a wiki by staff) are still on their way.
      expect(await hooksOf(created.topic_id)).toEqual({ pending: 2, events: [] });
      release();
      await sandbox.webhooks.idle();
      const hooks = await hooksOf(created.topic_id);
      expect(hooks.pending).toBe(0);
      expect([...hooks.events].sort((a, b) => a.event.localeCompare(b.event)))
        .toEqual([{ event: "post_created", attempt: 0, status: 200 }, { event: "post_edited", attempt: 0, status: 200 }]);
    } finally {
      release();
      holding = undefined;
    }
  });

  it("refuses bad posts with a clear error and creates nothing", async () => {
    const count = sandbox.forum.posts.size;
    const cases: [unknown, number, RegExp][] = [
      [{ username: "alicia", raw: "x" }, 422, /topic_id or title/],
      [{ username: "alicia", topic_id: 999, raw: "x" }, 404, /topic not found/],
      [{ username: "nadie", title: "t", raw: "x" }, 403, /unknown user/],
      // Discourse's own words (post-validator.ts): a new topic's title is judged first, then its body.
      [{ username: "alicia", title: "t", raw: "Una mesa nueva para esta noche" }, 422, /Title is too short \(minimum is 15 characters\)/],
      [{ username: "alicia", title: "Una mesa para esta noche", raw: "" }, 422, /Body can't be blank/],
      [{ username: "alicia", title: "Una mesa para esta noche", raw: `Hola. ${"x".repeat(31_995)}` }, 422, /Body is limited to 32000 characters; you entered 32001\./],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(status);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
    expect(sandbox.forum.posts.size).toBe(count);
  });

  it("refuses non-JSON posts, so another site's form cannot post as a sandbox user", async () => {
    const res = await post({ username: "alicia", title: "t", raw: "x" }, "text/plain");
    expect(res.status).toBe(415);
    const form = await fetch(`${sandbox.url}/gf-sandbox/api/posts`, { method: "POST", body: new URLSearchParams({ username: "alicia", title: "t", raw: "x" }) });
    expect(form.status).toBe(415);
  });

  const edit = (id: number, body: unknown, type = "application/json") =>
    fetch(`${sandbox.url}/gf-sandbox/api/posts/${id}`, { method: "PUT", headers: { "Content-Type": type }, body: JSON.stringify(body) });

  it("edits a post like Discourse's pencil: a new version with its reason and history, and a post_edited webhook", async () => {
    const created = await (await post({ username: "carla", title: "Notas de Carla, mesa 1", category_id: sandbox.category.id, raw: "primera versión de las notas" })).json() as { id: number; topic_id: number };
    const before = deliveries.length;
    const res = await edit(created.id, { username: "carla", raw: "segunda versión de las notas", edit_reason: "errata" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 2, raw: "segunda versión de las notas", edit_reason: "errata" });
    await sandbox.webhooks.idle();
    const hook = deliveries.slice(before).find((d) => d.event === "post_edited");
    expect(JSON.parse(hook!.body)).toMatchObject({ post: { id: created.id, version: 2, raw: "segunda versión de las notas" } });
    const topic = await (await get(`/gf-sandbox/api/t/${created.topic_id}.json`)).json() as { posts: { revisions: unknown[] }[] };
    expect(topic.posts[0]!.revisions).toEqual([expect.objectContaining({ number: 2, username: "carla", edit_reason: "errata", raw: ["primera versión de las notas", "segunda versión de las notas"] })]);
  });

  it("lets trust level 1 and up edit a wiki post (a sheet), not a new account, and only its author or staff edit any other post", async () => {
    const wiki = await wikiTopic({ username: "alicia", title: "Ficha wiki de Alicia", category_id: sandbox.category.id, raw: "ficha wiki de Alicia, abierta" });
    // edit_wiki_post_allowed_groups (min_trust_to_edit_wiki_post 1 at discourse/discourse@00011e9c): trust level 0 may not.
    sandbox.forum.addUser("recien", false, 0);
    expect((await edit(wiki.id, { username: "recien", raw: "ficha cambiada por alguien nuevo" })).status).toBe(403);
    const plain = await (await post({ username: "alicia", title: "Post de Alicia, solo suyo", category_id: sandbox.category.id, raw: "mío, y de nadie más aquí" })).json() as { id: number };
    expect((await edit(wiki.id, { username: "bruno", raw: "ficha corregida por Bruno" })).status).toBe(200);
    const refused = await edit(plain.id, { username: "bruno", raw: "no es mío" });
    expect(refused.status).toBe(403);
    expect(sandbox.forum.posts.get(plain.id)!.raw).toBe("mío, y de nadie más aquí");
    expect((await edit(plain.id, { username: "moderadora", raw: "moderado por moderadora" })).status).toBe(200);
    expect((await edit(plain.id, { username: "alicia", raw: "x" }, "text/plain")).status).toBe(415);
    expect((await edit(plain.id, { username: "alicia", raw: "" })).status).toBe(422);
    expect((await edit(99_999, { username: "alicia", raw: "x" })).status).toBe(404);
  });

  it("names the posted characters and the opened scenes, with who posted each", async () => {
    await wikiTopic({ username: "bruno", title: "Ficha de personaje: Bruno", category_id: sandbox.category.id, raw: "[gf-sheet]\nnombre: Bruno\njugador: @bruno\n[/gf-sheet]" });
    // Sheets the service does not take into play are no one's character, so no button offers them: one
    // that is not a wiki, one still named as the composer's template names it (GameModule.sheetPlaceholders).
    await post({ username: "bruno", title: "Ficha de personaje: Cata", category_id: sandbox.category.id, raw: "[gf-sheet]\nnombre: Cata\njugador: @bruno\n[/gf-sheet]" });
    for (const name of ["Nombre del personaje", "Your character's name"]) {
      await wikiTopic({ username: "moderadora", title: `Ficha ${name}`, category_id: sandbox.category.id, raw: `[gf-sheet]\nnombre: ${name}\n[/gf-sheet]` });
    }
    await post({ username: "alicia", title: "Escena 3: el patio de armas", category_id: sandbox.category.id, raw: "[gf-scene]\nnúmero: 3\nprotagonista: Alicia\nantagonista: Bruno\n[/gf-scene]" });
    const site = await (await get("/gf-sandbox/api/site.json")).json() as { characters: unknown[]; scenes: unknown[] };
    expect(site.characters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Alicia", username: "alicia" }), expect.objectContaining({ name: "Bruno", username: "bruno" })]));
    expect((site.characters as { name: string }[]).map((c) => c.name)).not.toEqual(expect.arrayContaining(["Cata"]));
    expect((site.characters as { name: string }[]).map((c) => c.name).filter((n) => /personaje|character's/.test(n))).toEqual([]);
    expect(site.scenes).toEqual([expect.objectContaining({ title: "Escena 3: el patio de armas", number: 3, protagonist: "Alicia", antagonist: "Bruno", username: "alicia" })]);
  });

  it("leaves the REST API as it was: an API-key request never reaches the page", async () => {
    const res = await fetch(`${sandbox.url}/`, { headers: { "Api-Key": sandbox.apiKey, "Api-Username": "alicia" } });
    expect(res.status).toBe(404);
  });
});
