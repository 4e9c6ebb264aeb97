// `gf serve` as a user starts it, the real built command in a child process: a port in use ends in
// one localised line naming the setting that changes it; `--sandbox --sandbox-data DIR` keeps the
// forum and the service's store across a restart (and by default both start fresh); the watched
// categories are named at start-up and in the log; blocks posted where the service does not look
// get the sandbox's own hint.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GF, buildGf, freePort, removeGf } from "../service/process.js";

jest.setTimeout(90_000);
const root = mkdtempSync(join(tmpdir(), "gf-serve-"));
const children = new Set<ChildProcess>();
beforeAll(() => buildGf());
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  removeGf();
  rmSync(root, { recursive: true, force: true });
});

interface Run { child: ChildProcess; out: () => string; err: () => string; exit: Promise<number | string | null> }

function serve(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, [GF, "serve", ...args], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => { out += d.toString(); });
  child.stderr!.on("data", (d: Buffer) => { err += d.toString(); });
  // The exit code, or the signal that ended the process.
  const exit = new Promise<number | string | null>((resolve) => child.once("exit", (code, signal) => { children.delete(child); resolve(code ?? signal); }));
  return { child, out: () => out, err: () => err, exit };
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function occupy(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe("gf serve: a port in use", () => {
  it("ends in one line naming the port and the flag or variable that changes it, in the user's language", async () => {
    const busy = await occupy();
    try {
      const cases: [string[], Record<string, string>, string][] = [
        [["--sandbox", "--port", String(busy.port), "--sandbox-port", "0"], { LANG: "es_ES.UTF-8" },
          `gf serve: el puerto ${busy.port} ya está en uso: elige otro con --port o con la variable GF_LISTEN_PORT`],
        [["--sandbox", "--port", "0", "--sandbox-port", String(busy.port)], { LANG: "en_GB.UTF-8" },
          `gf serve: port ${busy.port} is already in use: pick another with --sandbox-port or the GF_SANDBOX_PORT variable`],
        [["--sandbox", "--port", "0"], { LC_ALL: "es_AR.UTF-8", GF_SANDBOX_PORT: String(busy.port) },
          `gf serve: el puerto ${busy.port} ya está en uso: elige otro con --sandbox-port o con la variable GF_SANDBOX_PORT`],
        // Against a real forum, the port from the environment.
        [[], { LANG: "C.UTF-8", GF_LISTEN_PORT: String(busy.port), GF_DISCOURSE_URL: `http://127.0.0.1:${await freePort()}`,
          GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf-dice", GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "5" },
          `gf serve: port ${busy.port} is already in use: pick another with --port or the GF_LISTEN_PORT variable`],
      ];
      for (const [args, env, line] of cases) {
        const dataDir = mkdtempSync(join(root, "ports-"));
        // The sandbox makes its own keys; a real forum's operator made them beforehand.
        if (!args.includes("--sandbox")) expect(spawnSync(process.execPath, [GF, "keys", "init", "--data-dir", dataDir]).status).toBe(0);
        const run = serve([...args, "--data-dir", dataDir], env);
        expect(await run.exit).toBe(2);
        expect(run.err().trimEnd().split("\n")).toEqual([line]);
        expect(run.err()).not.toMatch(/\n\s+at |Error:/);
      }
    } finally {
      busy.server.close();
    }
  });
});

interface Sandboxed { run: Run; url: string; key: string }

async function startSandboxed(args: string[], lang: "es" | "en"): Promise<Sandboxed> {
  const run = serve(["--sandbox", "--port", "0", "--sandbox-port", "0", ...args], { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8" });
  const [, url, key] = await until("the sandbox's banner", () => /(?:Foro de pruebas|Sandbox forum): (\S+)[\s\S]*?(?:Clave de API|API key)[^:]*: ([0-9a-f]{64})/.exec(run.err()) ?? undefined);
  return { run, url: url!, key: key! };
}

async function api(s: Sandboxed, method: string, path: string, body?: unknown, user = "alicia") {
  const r = await fetch(s.url + path, { method, headers: { "Api-Key": s.key, "Api-Username": user, "Content-Type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: r.status, json: await r.json().catch(() => null) as Record<string, unknown> | null };
}

type TopicJson = { post_stream: { posts: { post_number: number; username: string; raw?: string; cooked: string }[] } };
const postsOf = async (s: Sandboxed, topic: number) => {
  const r = await api(s, "GET", `/t/${topic}.json`);
  return r.status === 200 ? (r.json as unknown as TopicJson).post_stream.posts : undefined;
};

async function stop(s: Sandboxed): Promise<void> {
  s.run.child.kill("SIGTERM");
  const exit = await s.run.exit;
  expect([exit, exit === 0 ? "" : s.run.err()]).toEqual([0, ""]);
}

describe("gf serve --sandbox", () => {
  it("without keys, says so in the user's language, not the forum's", async () => {
    const env = { LANG: "en_US.UTF-8", GF_DISCOURSE_URL: `http://127.0.0.1:${await freePort()}`, GF_DISCOURSE_API_KEY: "k",
      GF_DISCOURSE_API_USERNAME: "gf-dice", GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "5", GF_LANG: "es" };
    const run = serve(["--port", "0", "--data-dir", join(root, "no-keys"), "--lang", "en"], env);
    expect(await run.exit).toBe(2);
    expect(run.err().trimEnd().split("\n")).toEqual([`gf serve: no operator key in ${join(root, "no-keys")}: run "gf keys init"`]);
  });

  it("names the watched categories at start-up and in the log, in the user's language", async () => {
    for (const lang of ["es", "en"] as const) {
      const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "names-"))], lang);
      expect(s.run.err()).toContain(lang === "es" ? "El servicio vigila estas categorías: Partidas (#1)" : "The service watches these categories: Partidas (#1)");
      expect(s.run.err()).toContain(lang === "es" ? "El foro empieza de cero" : "The forum starts fresh");
      const listening = await until("the listening log line", () => s.run.out().split("\n").find((l) => l.includes("service: listening")));
      expect(JSON.parse(listening).categories).toEqual(["Partidas (#1)"]);
      await stop(s);
    }
  });

  it("--sandbox-data keeps the forum and the service's store across a restart; without it both start fresh", async () => {
    const dataDir = mkdtempSync(join(root, "keys-"));
    const kept = join(root, "kept");
    const first = await startSandboxed(["--data-dir", dataDir, "--sandbox-data", kept], "en");
    expect(first.run.err()).toContain(`The forum and the service's store are kept in ${kept}.`);
    const created = await api(first, "POST", "/posts.json", { title: "A quick roll", category: 1, raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]" });
    expect(created.status).toBe(200);
    const topic = created.json!["topic_id"] as number;
    const rolled = await until("the service's roll", async () => {
      const posts = await postsOf(first, topic);
      return posts && posts.length >= 2 ? posts : undefined;
    });
    expect(rolled[1]!.username).toBe("gf-dice");
    await stop(first);

    const second = await startSandboxed(["--data-dir", dataDir, "--sandbox-data", kept], "en");
    const again = await postsOf(second, topic);
    expect(again?.map((p) => [p.post_number, p.username])).toEqual(rolled.map((p) => [p.post_number, p.username]));
    // The store came back too: it remembers the roll, so an edit is told the roll stands instead of rolling again.
    const edited = await api(second, "PUT", `/posts/${created.json!["id"] as number}.json`, { post: { raw: "[gf-pool]\nd8 d6 d4 d4\n[/gf-pool]" } });
    expect(edited.status).toBe(200);
    const answered = await until("the answer to the edit", async () => {
      const posts = await postsOf(second, topic);
      return posts && posts.length >= 3 ? posts : undefined;
    });
    expect(answered[2]!.cooked).toMatch(/La tirada original sigue en pie/);
    expect(answered[2]!.cooked).not.toMatch(/gf-roll/);
    // New posts get ids after the kept ones.
    const next = await api(second, "POST", "/posts.json", { title: "Another", category: 1, raw: "just talk" });
    expect(next.json!["topic_id"]).toBe(topic + 1);
    await stop(second);

    // No --sandbox-data: a fresh forum (and store) every run.
    const fresh = await startSandboxed(["--data-dir", dataDir], "en");
    expect(await postsOf(fresh, topic)).toBeUndefined();
    await stop(fresh);
  });

  it("a kept forum file that cannot be read stops the start with one line saying how to recover", async () => {
    const kept = mkdtempSync(join(root, "bad-"));
    writeFileSync(join(kept, "forum.json"), '{"format":1,"users":"nobody"}');
    for (const [lang, line] of [["en_US.UTF-8", /^gf serve: cannot read the forum kept in .*forum\.json \(users: .*\): fix it, or delete it to start afresh$/],
      ["es_ES.UTF-8", /^gf serve: no puedo leer el foro guardado en .*forum\.json \(users: .*\): arréglalo, o bórralo para empezar de cero$/]] as const) {
      const run = serve(["--sandbox", "--port", "0", "--sandbox-port", "0", "--data-dir", mkdtempSync(join(root, "k-")), "--sandbox-data", kept], { LANG: lang });
      expect(await run.exit).toBe(2);
      expect(run.err().trimEnd().split("\n")).toEqual([expect.stringMatching(line)]);
    }
  });

  it("blocks posted in a category the service does not watch get a hint from the forum, in the post's language", async () => {
    const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "hint-"))], "es");
    const cases: [string, string, RegExp][] = [
      ["[gf-pozo personaje=\"Ana\"]\ncliché: Fuerte d8\n[/gf-pozo]", "es",
        /Este mensaje tiene bloques de GenreFuzzion \(<code>\[gf-pozo\]<\/code>\), pero el servicio de dados no vigila la categoría «General», así que nadie los leerá\. Publícalo en «Partidas»\./],
      ["[gf-pool character=\"Ana\"]\ncliche: Strong d8\n[/gf-pool]", "en",
        /This post has GenreFuzzion blocks \(<code>\[gf-pool\]<\/code>\), but the dice service does not watch the category “General”, so nothing will act on them\. Post it in “Partidas”\./],
    ];
    for (const [raw, , hint] of cases) {
      const created = await api(s, "POST", "/posts.json", { title: `Elsewhere ${raw.length}`, category: 2, raw });
      const topic = created.json!["topic_id"] as number;
      const posts = await until("the forum's hint", async () => {
        const p = await postsOf(s, topic);
        return p && p.length >= 2 ? p : undefined;
      });
      expect(posts.map((p) => p.username)).toEqual(["alicia", "system"]);
      expect(posts[1]!.cooked).toMatch(hint);
    }
    // In the watched category the service answers and the forum says nothing.
    const watched = await api(s, "POST", "/posts.json", { title: "Here", category: 1, raw: "[gf-pool]\nd8 d6\n[/gf-pool]" });
    const posts = await until("the service's roll", async () => {
      const p = await postsOf(s, watched.json!["topic_id"] as number);
      return p && p.length >= 2 ? p : undefined;
    });
    expect(posts.map((p) => p.username)).toEqual(["alicia", "gf-dice"]);
    // Plain talk elsewhere gets no hint.
    const talk = await api(s, "POST", "/posts.json", { title: "Chat", category: 2, raw: "hola a todos, ¿jugamos el martes?" });
    await new Promise((r) => setTimeout(r, 300));
    expect((await postsOf(s, talk.json!["topic_id"] as number))?.map((p) => p.username)).toEqual(["alicia"]);
    await stop(s);
  });
});
