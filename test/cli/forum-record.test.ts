// `gf scene export --forum` against a forum that shows more than the sandbox does: Discourse's post
// types and states (app/models/post.rb Post.types: regular 1, moderator_action 2, small_action 3,
// whisper 4; `hidden`, `deleted_at` in PostSerializer). A staff key sees whispers and deleted posts;
// the export takes only the service's regular, visible, undeleted posts, so what a reader cannot
// see never enters the log.
import { afterEach, describe, expect, it } from "@jest/globals";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { postRecord } from "../../src/games/genrefuzzion/service/game/game-record.js";
import { fakeIo } from "./fake-io.js";

let server: Server | undefined;
afterEach(async () => { await new Promise<void>((r) => (server ? server.close(() => r()) : r())); server = undefined; });

const game = { players: ["dani", "ana"] };
const act = (type: string, note: string) => ({ type, player: "ana", note });

/** A forum whose topic 7 holds the service's replies in every post type and state; it records what it was asked. */
async function forum(visibleCount = 2, elsewhere = "http://127.0.0.1:9/t/7.json", visibleVersion = 1): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  const opening = postRecord({ setup: { moderator: "dani", players: game.players }, actions: [act("open", "abre")], players: game.players, count: 1 });
  const later = (note: string, count = 2) => postRecord({ actions: [act("present", note)], players: game.players, count });
  const posts = [
    { id: 1, post_number: 1, username: "ana", post_type: 1, raw: "[gf-scene]…" },
    { id: 2, post_number: 2, username: "gf-dice", post_type: 1, raw: `Abierta.\n\n${opening}` },
    { id: 3, post_number: 3, username: "gf-dice", post_type: 4, raw: later("susurro") },
    { id: 4, post_number: 4, username: "gf-dice", post_type: 1, hidden: true, raw: later("oculto") },
    { id: 5, post_number: 5, username: "gf-dice", post_type: 1, deleted_at: "2026-11-23T20:00:00Z", raw: later("borrado") },
    { id: 6, post_number: 6, username: "GF-Dice", post_type: 1, version: visibleVersion, raw: later("visible", visibleCount) },
  ];
  const json = (p: (typeof posts)[number]) => ({ version: 1, ...p, topic_id: 7, user_id: 1, cooked: "<p>…</p>", wiki: false, reply_to_post_number: null,
    created_at: "2026-11-23T19:00:00Z", updated_at: "2026-11-23T19:00:00Z" });
  server = createServer((req, res) => {
    asked.push(req.url ?? "");
    const send = (status: number, body: unknown) => { res.writeHead(status, { "Content-Type": "application/json" }); res.end(JSON.stringify(body)); };
    // A redirect on the forum's own origin is followed; one elsewhere is not.
    if (req.url === "/t/8.json") { res.writeHead(301, { Location: "/t/7.json" }); res.end(); return; }
    if (req.url === "/t/9.json") { res.writeHead(301, { Location: elsewhere }); res.end(); return; }
    if (req.url === "/t/7.json") return send(200, { post_stream: { posts: posts.slice(0, 3).map(({ raw: _raw, ...p }) => json({ ...p, raw: "" })), stream: posts.map((p) => p.id) } });
    if (req.url?.startsWith("/t/7/posts.json?") || req.url?.startsWith("/t/8/posts.json?")) {
      const ids = new URLSearchParams(req.url.split("?")[1]).getAll("post_ids[]").map(Number);
      return send(200, { post_stream: { posts: posts.filter((p) => ids.includes(p.id)).map(({ raw: _raw, ...p }) => json({ ...p, raw: "" })) } });
    }
    const m = /^\/posts\/(\d+)\.json$/.exec(req.url ?? "");
    const post = m ? posts.find((p) => p.id === Number(m[1])) : undefined;
    if (post) return send(200, json(post));
    return send(404, { errors: ["not found"], error_type: "not_found" });
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, asked };
}

describe("gf scene export --forum on a forum with whispers, hidden and deleted posts", () => {
  it("reads only the service's regular, visible, undeleted posts (the username in any case), and never another's", async () => {
    const { url, asked } = await forum();
    const io = fakeIo({ env: { LANG: "en_US.UTF-8" } });
    expect(await dispatch(["scene", "export", "--topic", "7", "--forum", url, "--api-key", "staff-key", "--api-username", "moderadora"], io, commands)).toBe(0);
    const lines = io.stdout.join("\n").split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.slice(1).map((l) => l["note"])).toEqual(["abre", "visible"]);
    expect(asked.filter((a) => a.startsWith("/posts/"))).toEqual(["/posts/2.json", "/posts/6.json"]);
    expect(asked.filter((a) => a.startsWith("/t/7/posts.json"))).toEqual(["/t/7/posts.json?post_ids[]=4&post_ids[]=5&post_ids[]=6"]);
  });

  it("when the service's replies the reader cannot see held part of the game, the export says the record is incomplete instead of writing a shorter log", async () => {
    const { url } = await forum(5); // the visible reply counts the hidden and deleted replies' actions too
    for (const [lang, message] of [
      ["en", `topic 7's record on ${url} misses replies of @gf-dice (deleted, hidden, or too long to carry it): export it from the service's store (--database)`],
      ["es", `al registro del tema 7 en ${url} le faltan respuestas de @gf-dice (borradas, ocultas o demasiado largas para llevarlo): expórtalo desde el almacén del servicio (--database)`],
    ] as const) {
      const io = fakeIo({ env: { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8" } });
      expect(await dispatch(["scene", "export", "--topic", "7", "--forum", url], io, commands)).toBe(2);
      expect(io.stderr).toEqual([`gf scene export: ${message}`]);
      expect(io.stdout).toEqual([]);
    }
  });

  it("follows a redirect on the forum's own origin, and never one to another site, where the API key would go along", async () => {
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => { seen.push(req.headers["api-key"] as string | undefined); res.writeHead(404).end(); });
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", r));
    try {
      const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const { url } = await forum(2, `${elsewhere}/t/7.json`);
      const same = fakeIo({ env: { LANG: "en_US.UTF-8" } });
      expect(await dispatch(["scene", "export", "--topic", "8", "--forum", url], same, commands)).toBe(0);
      for (const [lang, message] of [
        ["en", `${url} redirects to ${elsewhere}: not followed to another site (the API key would go with it); give the final address to --forum`],
        ["es", `${url} redirige a ${elsewhere}: no sigo a otro sitio (la clave de la API iría con la petición); usa la dirección final con --forum`],
      ] as const) {
        const io = fakeIo({ env: { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8" } });
        expect(await dispatch(["scene", "export", "--topic", "9", "--forum", url, "--api-key", "secret", "--api-username", "ana"], io, commands)).toBe(2);
        expect(io.stderr).toEqual([`gf scene export: ${message}`]);
      }
      expect(seen).toEqual([]);
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });

  it("warns, in the user's language, when a service reply carrying a record was edited after it was posted, and still writes the log", async () => {
    const { url } = await forum(2, undefined, 3);
    for (const [lang, message] of [
      ["en", "warning: someone edited the service's replies #6 in topic 7 after they were posted; the service never edits them, so their record may not be its own (compare with the store, --database)"],
      ["es", "aviso: alguien editó las respuestas #6 del servicio en el tema 7 después de publicarlas; el servicio nunca las edita, así que su registro puede no ser el suyo (compáralo con el almacén, --database)"],
    ] as const) {
      const io = fakeIo({ env: { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8" } });
      expect(await dispatch(["scene", "export", "--topic", "7", "--forum", url], io, commands)).toBe(0);
      expect(io.stderr).toEqual([message]);
      expect(io.stdout.join("\n").split("\n")).toHaveLength(3);
    }
  });
});
