// `gf serve` as a user starts it, the real built command in a child process: a port in use ends in
// one localised line naming the setting that changes it; `--sandbox --sandbox-data DIR` keeps the
// forum and the service's store across a restart (and by default both start fresh); the watched
// categories are named at start-up, each with its game, and in the log; blocks posted where the
// service does not look get the sandbox's own hint; each game has its category, played by that game,
// and an old kept forum with one games category gains the others.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { conflictSkeleton as faConflict, sheetSkeleton as faSheet } from "../../src/games/facetas/cards/compose.js";
import { tableSkeleton as pjTable } from "../../src/games/pujas/cards/compose.js";
import { challengeSkeleton as ttChallenge, sheetSkeleton as ttSheet } from "../../src/games/tricube/cards/compose.js";
import { GF, buildGf, freePort, removeGf } from "../service/process.js";
import { GAMES } from "../../src/games/games.js";
import { writtenOut } from "../support/written-out.js";

/** A fresh sandbox's categories: one per game of the registry, named after it in its table's language (Spanish unless said), in its order; then "General". */
const gameCategories = (lang: "es" | "en" = "es"): [number, string][] => GAMES.map((g, i) => [i + 1, g.name[lang]]);
const GAME_CATEGORIES = gameCategories();
const GENERAL = GAMES.length + 1;

jest.setTimeout(90_000);
const root = mkdtempSync(join(tmpdir(), "gf-serve-"));
const children = new Set<ChildProcess>();
/** A game whose name differs by language (its category is named in its table's language); the tests fail if none is. */
const bilingual = GAMES.findIndex((g) => g.name.es !== g.name.en);
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

async function startSandboxed(args: string[], lang: "es" | "en", env: Record<string, string> = {}): Promise<Sandboxed> {
  const run = serve(["--sandbox", "--port", "0", "--sandbox-port", "0", ...args], { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8", ...env });
  const [, url, key] = await until("the sandbox's banner", () => /(?:Foro de pruebas|Sandbox forum): (\S+)[\s\S]*?(?:Clave de API|API key)[^:]*: ([0-9a-f]{64})/.exec(run.err()) ?? undefined);
  return { run, url: url!, key: key! };
}

async function api(s: Sandboxed, method: string, path: string, body?: unknown, user = "alicia") {
  const r = await fetch(s.url + path, { method, headers: { "Api-Key": s.key, "Api-Username": user, "Content-Type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: r.status, json: await r.json().catch(() => null) as Record<string, unknown> | null };
}

type TopicJson = { post_stream: { posts: { post_number: number; username: string; raw?: string; cooked: string }[] } };
/**
 * The topic's posts as an anonymous reader sees them. Not with the API key: every request with it
 * spends the forum's one admin-API budget (60 a minute), which the service's own replies need, so a
 * test polling with it made the service wait out a 429 for up to a minute on a slow machine.
 */
const postsOf = async (s: Sandboxed, topic: number) => {
  const r = await fetch(`${s.url}/t/${topic}.json`);
  return r.status === 200 ? (await r.json() as TopicJson).post_stream.posts : undefined;
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

  it("creates its data dir with mode 0700, as every command does (docs/verifiable-dice.md §V.10): it holds the operator's secret key", async () => {
    const dataDir = join(mkdtempSync(join(root, "mode-")), "data");
    const s = await startSandboxed(["--data-dir", dataDir], "en");
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await stop(s);
  });

  it("makes the sandbox's own short keys and says when a roll reads fully verified; keys made before keep working, and it says how to get short ones (en, es)", async () => {
    const fresh = await startSandboxed(["--data-dir", join(mkdtempSync(join(root, "short-")), "data")], "en");
    expect(fresh.run.err()).toContain("its faces are checked (\"Roll fully verified\") once its epoch's seed is revealed: at most 60 s later.");
    await stop(fresh);
    // Keys as `gf keys init` makes them (a real forum's: hour-long epochs, a three-hour reveal), as an older sandbox did.
    const dataDir = join(mkdtempSync(join(root, "long-")), "data");
    expect(spawnSync(process.execPath, [GF, "keys", "init", "--data-dir", dataDir], { encoding: "utf8" }).status).toBe(0);
    for (const lang of ["en", "es"] as const) {
      const s = await startSandboxed(["--data-dir", dataDir], lang);
      expect(s.run.err()).toContain(lang === "en"
        ? `The keys in ${dataDir} predate the quick sandbox (hour-long epochs): a roll's faces are checked up to 4 h later. To see them checked within a minute, start with another, empty data dir (--data-dir).`
        : `Las claves de ${dataDir} son de antes del foro de pruebas rápido (épocas de una hora): las caras de una tirada se comprueban hasta 4 h después.`);
      await stop(s);
    }
  });

  it("names the watched categories at start-up and in the log, in the user's language", async () => {
    for (const lang of ["es", "en"] as const) {
      const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "names-"))], lang);
      // Each table in the language of whoever started the sandbox, said in theirs.
      const watched = GAMES.map((g, i) => `  ${g.name[lang]} (#${i + 1}): ${g.name[lang]}, ${lang === "es" ? "en español" : "in English"}\n`).join("");
      expect(watched).toMatch(/^  GenreFuzzion \(#1\): GenreFuzzion, (en español|in English)\n  Tricube Tales \(#2\): Tricube Tales, \1\n  Pujas \(#3\): Pujas, \1\n  Facetas \(#4\): Facetas, \1\n/);
      expect(s.run.err()).toContain(lang === "es"
        ? `El servicio vigila estas categorías, cada una con el juego al que juega:\n${watched}`
        : `The service watches these categories, each with the game it plays:\n${watched}`);
      expect(s.run.err()).toContain(lang === "es" ? "El foro empieza de cero" : "The forum starts fresh");
      const listening = await until("the listening log line", () => s.run.out().split("\n").find((l) => l.includes("service: listening")));
      expect(JSON.parse(listening).categories).toEqual(gameCategories(lang).map(([id, name]) => `${name} (#${id})`));
      // Each category named in its table's language: no Spanish name on an English forum.
      expect(await categoriesOf(s)).toEqual([...gameCategories(lang), [GENERAL, "General"]]);
      expect((await categoriesOf(s)).find(([id]) => id === bilingual + 1)?.[1]).toBe(GAMES[bilingual]!.name[lang]);
      await stop(s);
    }
  });

  it("--sandbox-data keeps the forum and the service's store across a restart; without it both start fresh", async () => {
    const dataDir = mkdtempSync(join(root, "keys-"));
    const kept = join(root, "kept");
    const first = await startSandboxed(["--data-dir", dataDir, "--sandbox-data", kept], "en");
    expect(first.run.err()).toContain(`The forum and the service's store are kept in ${kept}.`);
    // The post the banner offers to try: the first game's example (GameModule.examplePost), in its category, posted as it says.
    expect(first.run.err()).toContain(`Post to the ${GAMES[0]!.name.en} table as alicia:\n  curl -s ${first.url}/posts.json`);
    const offered = JSON.parse(/-d '([^']*)'/.exec(first.run.err())![1]!) as Record<string, unknown>;
    expect(offered).toEqual({ title: "Scene 1: the first roll", category: 1, raw: GAMES[0]!.examplePost });
    const created = await api(first, "POST", "/posts.json", offered);
    expect(created.status).toBe(200);
    const topic = created.json!["topic_id"] as number;
    // The banner's "read the reply" is the topic that post opens, not the dice commitment topic before it.
    expect(first.run.err()).toContain(`then read the reply: curl -s ${first.url}/t/${topic}.json\n`);
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
    expect(answered[2]!.cooked).toMatch(/The original roll stands/);
    expect(answered[2]!.cooked).not.toMatch(/gf-roll/);
    // New posts get ids after the kept ones.
    const next = await api(second, "POST", "/posts.json", { title: "Another table for talk", category: 1, raw: "just talk about the evening" });
    expect(next.json!["topic_id"]).toBe(topic + 1);
    await stop(second);

    // No --sandbox-data: a fresh forum (and store) every run.
    const fresh = await startSandboxed(["--data-dir", dataDir], "en");
    expect(await postsOf(fresh, topic)).toBeUndefined();
    await stop(fresh);
  });

  it("each table speaks the language of whoever starts the sandbox, as the page's cards do; --category-lang sets one apart", async () => {
    // Started in an English locale, Pujas' table made Spanish: the banner says each table's language.
    const apart = bilingual + 1, { es: nameEs, en: nameEn } = GAMES[bilingual]!.name;
    const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "lang-")), "--category-lang", `3=es, ${apart}=es`], "en");
    expect(s.run.err()).toContain("  GenreFuzzion (#1): GenreFuzzion, in English\n  Tricube Tales (#2): Tricube Tales, in English\n  Pujas (#3): Pujas, in Spanish\n");
    // A table set apart is named in its own language: a game named otherwise in Spanish keeps that name on this English forum.
    expect(s.run.err()).toContain(`  ${nameEs} (#${apart}): ${nameEn}, in Spanish\n`);
    expect((await categoriesOf(s)).find(([id]) => id === apart)?.[1]).toBe(nameEs);
    // The page's cards follow the same languages: gf_category_languages names every game's category.
    const site = await (await fetch(`${s.url}/gf-sandbox/api/site.json`)).json() as { site_settings: Record<string, string> };
    expect(site.site_settings["gf_category_languages"]).toBe(GAMES.map((_, i) => `${i + 1}:${i + 1 === 3 || i + 1 === apart ? "es" : "en"}`).join("|"));
    // The banner's example post is answered in English…
    const offered = JSON.parse(/-d '([^']*)'/.exec(s.run.err())![1]!) as Record<string, unknown>;
    const pool = await api(s, "POST", "/posts.json", offered);
    const rolled = await postsUntil(s, pool.json!["topic_id"] as number, 2, "the roll at the English table");
    expect(rolled[1]!.cooked).toMatch(/, your roll:/);
    // …and Pujas' Spanish table in Spanish.
    await firstPostAnswered(s, "pujas", 3);
    await stop(s);
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
        /Este mensaje tiene bloques de GenreFuzzion \(<code>\[gf-pozo\]<\/code>\), pero el servicio de dados no vigila la categoría «General», así que nadie los leerá\. Publícalo en «GenreFuzzion»\./],
      ["[gf-pool character=\"Ana\"]\ncliche: Strong d8\n[/gf-pool]", "en",
        /This post has GenreFuzzion blocks \(<code>\[gf-pool\]<\/code>\), but the dice service does not watch the category “General”, so nothing will act on them\. Post it in “GenreFuzzion”\./],
      // Every game's blocks: the hint names the game and the category that plays it.
      ["[tt-desafio id=muralla]\nquién: Maga\ncualidad: fuerte\ndificultad: 5\n[/tt-desafio]", "es",
        /Este mensaje tiene bloques de Tricube Tales \(<code>\[tt-desafio\]<\/code>\), pero el servicio de dados no vigila la categoría «General», así que nadie los leerá\. Publícalo en «Tricube Tales»\./],
      ["[pj-turn]\nevent: a ship burns\nend turn\n[/pj-turn]", "en",
        /This post has Pujas blocks \(<code>\[pj-turn\]<\/code>\), but the dice service does not watch the category “General”, so nothing will act on them\. Post it in “Pujas”\./],
    ];
    for (const [i, [raw, , hint]] of cases.entries()) {
      // Each topic's title its own: Discourse refuses a title already used (Topic's unique_among).
      const created = await api(s, "POST", "/posts.json", { title: `Elsewhere, not a table: ${i + 1}`, category: GENERAL, raw });
      expect(created.status).toBe(200);
      const topic = created.json!["topic_id"] as number;
      const posts = await until("the forum's hint", async () => {
        const p = await postsOf(s, topic);
        return p && p.length >= 2 ? p : undefined;
      });
      expect(posts.map((p) => p.username)).toEqual(["alicia", "system"]);
      expect(posts[1]!.cooked).toMatch(hint);
    }
    // In the watched category the service answers and the forum says nothing.
    const watched = await api(s, "POST", "/posts.json", { title: "Here, at the GenreFuzzion table", category: 1, raw: "[gf-pool]\nd8 d6\n[/gf-pool]" });
    const posts = await until("the service's roll", async () => {
      const p = await postsOf(s, watched.json!["topic_id"] as number);
      return p && p.length >= 2 ? p : undefined;
    });
    expect(posts.map((p) => p.username)).toEqual(["alicia", "gf-dice"]);
    // Plain talk elsewhere gets no hint.
    const talk = await api(s, "POST", "/posts.json", { title: "Chat about the next game", category: GENERAL, raw: "hola a todos, ¿jugamos el martes?" });
    // The forum writes its hint in the post's own event (src/sandbox/unwatched-hint.ts), before it
    // serves another request: the first read after the post's answer shows any hint there will be.
    expect((await postsOf(s, talk.json!["topic_id"] as number))?.map((p) => p.username)).toEqual(["alicia"]);
    await stop(s);
  });
});

/**
 * A first post of each game that its service flow plays, written as the README's "Try it" says: from
 * the game's composer entry (its skeleton) with the names filled in; who writes it, and what the
 * service's answer says when that game played it (not another game's refusal, nor a refusal at all).
 */
const FIRST_POSTS: Record<string, { user: string; raw: string; answer: RegExp }> = {
  // GF-POOL-1: the pool is rolled.
  genrefuzzion: { user: "alicia", raw: "[gf-pool]\nd8 d6 d4\n[/gf-pool]", answer: /@alicia, tu tirada:[\s\S]*\[gf-roll post=\d+ bloque=0 prueba=gf3\./ },
  // TT-CHAL-1 TT-EFF-1: the GM's challenge opens the table with the character of alicia's sheet (Ilsa), its effort as tokens.
  tricube: { user: "moderadora", raw: writtenOut(ttChallenge("es")).replace("quién: Personaje", "quién: Ilsa"), answer: /«puente»: 3 fichas de esfuerzo \(<a href="\/plugins\/genrefuzzion\/rules\/es\.html\?v=[^"#]+#tt-eff-1">TT-EFF-1<\/a>\)/ },
  // PJ-SETUP-1: the table opens and its books go into the first post.
  pujas: { user: "alicia", raw: pjTable("es").replace("ana, bruno, carla", "alicia, bruno, carla").replace("primero: ana", "primero: alicia"),
    answer: /Mesa abierta: alicia, bruno, carla; empieza alicia\./ },
  // FA-SCENE-1 FA-CONF-1: the Adversary presents the conflict with alicia's sheet, each side starting with a die showing 1.
  // The Adversary's example facets written out too (writtenOut): the template's are refused at their line.
  facetas: { user: "bruno", raw: writtenOut(faConflict("es")).replace("protagonista: usuario", "protagonista: alicia").replace("adversario: usuario", "adversario: bruno")
    .replace(/^(aliado|mundo): usuario\n/gm, "").replace("ficha protagonista: Nombre", "ficha protagonista: Ilsa"),
    answer: /Conflicto abierto<\/strong>: Protagonista @alicia, Adversario @bruno/ },
};

/** alicia's sheets for Tricube and Facetas, from their composer entries, posted in each game's category; the service makes them wikis. */
async function sheets(s: Sandboxed, categories: { tricube: number; facetas: number }): Promise<void> {
  for (const [raw, category] of [[ttSheet("es"), categories.tricube], [faSheet("es"), categories.facetas]] as const) {
    const sheet = await api(s, "POST", "/posts.json", { title: `Ficha de alicia ${category}`, category, raw: writtenOut(raw.replace("jugador: usuario", "jugador: alicia")
      // Her character's name in place of the template's (a sheet still named so is no one's), and the
      // skeleton's examples written out (writtenOut: a perk or facet still the template's keeps it out of play).
      .replace(/^(nombre|personaje): (Personaje|Nombre)$/m, "$1: Ilsa")) });
    expect(sheet.status).toBe(200);
    // The service reads sheets from the forum's webhooks and answers none: it makes the sheet a wiki, and
    // has registered it once the forum's deliveries of its post (created, then made a wiki) are all answered.
    await taken(s, sheet.json!["topic_id"] as number, sheet.json!["id"] as number, ["post_created", "post_edited"]);
  }
}

type PageTopic = { posts: { id: number; webhooks: { pending: number; events: { event: string; status: number }[] } }[] };
/** Waits until the service has answered every webhook delivery of the post, at least one of each event named; fails on an error answer. */
async function taken(s: Sandboxed, topic: number, post: number, events: readonly string[]): Promise<void> {
  const hooks = await until(`the service's answers to post ${post}'s webhooks`, async () => {
    const { posts } = await (await fetch(`${s.url}/gf-sandbox/api/t/${topic}.json`)).json() as PageTopic;
    const w = posts.find((p) => p.id === post)!.webhooks;
    return w.pending === 0 && events.every((e) => w.events.some((d) => d.event === e)) ? w : undefined;
  });
  expect(hooks.events.filter((d) => d.status !== 200)).toEqual([]);
}

/** Waits for the topic's posts to number at least `count`. */
const postsUntil = (s: Sandboxed, topic: number, count: number, what: string) => until(what, async () => {
  const p = await postsOf(s, topic);
  return p && p.length >= count ? p : undefined;
});

/** Posts the game's first post as a new topic in the category, and checks the service's answer is that game's. */
async function firstPostAnswered(s: Sandboxed, game: string, category: number): Promise<void> {
  const { user, raw, answer } = FIRST_POSTS[game]!;
  const created = await api(s, "POST", "/posts.json", { title: `Una partida de ${game}`, category, raw }, user);
  expect(created.status).toBe(200);
  const posts = await postsUntil(s, created.json!["topic_id"] as number, 2, `the service's answer in ${game}'s category`);
  expect(posts.map((p) => p.username)).toEqual([user, "gf-dice"]);
  expect([game, posts[1]!.cooked]).toEqual([game, expect.stringMatching(answer)]);
  expect(posts[1]!.cooked).not.toMatch(/no puedo aplicar|bloques de otro juego|otro juego/);
}

const categoriesOf = async (s: Sandboxed) =>
  ((await api(s, "GET", "/site.json")).json as { categories: { id: number; name: string }[] }).categories.map((c) => [c.id, c.name]);

describe("gf serve --sandbox: one category per game", () => {
  it("GF-PTS-2: a GenreFuzzion sheet's hand-written points are put to the sandbox's Moderator, moderadora (a user one can switch to), not to the service's own account", async () => {
    const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "moderator-"))], "es");
    // A sheet as a player writes it over the page's skeleton (its "Create a GenreFuzzion sheet" button), posted as the page posts it: as
    // any post (a `wiki` sent is ignored, as Discourse ignores it), which the service makes a wiki; that vouches for nothing.
    const raw = ["[gf-sheet]", "nombre: Alicia", "jugador: @alicia", "concepto: Detective de lo imposible", "cliché: Intuición sobrenatural d8",
      "cliché: Puños de acero d8", "cliché: Conoce a todo el mundo d6", "cliché: Sarcasmo afilado d6", "cliché: Miedo a las alturas d4",
      "cliché: Despiste crónico d4", "relación : Le debe la vida d6", "truco Arma predilecta: su paraguas", "truco Regalo del cielo:", "treta Opsss:",
      "objetivo 10 abierto: Resolver el caso del faro", "objetivo 8 abierto: Recuperar la placa", "objetivo 6 abierto: Aprender a pedir ayuda",
      "pv: 3", "pk: 3", "[/gf-sheet]"].join("\n");
    const created = await fetch(`${s.url}/gf-sandbox/api/posts`, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "alicia", raw, title: "Ficha de personaje: Alicia", category_id: 1 }) });
    expect(created.status).toBe(200);
    const sheet = { json: await created.json() as Record<string, unknown> };
    const posts = await postsUntil(s, sheet.json!["topic_id"] as number, 2, "the service's points claim");
    expect(posts[1]!.username).toBe("gf-dice");
    expect(posts[1]!.cooked).toMatch(/@moderadora[\s\S]*@alicia ha cambiado a mano los puntos/);
    expect(posts[1]!.cooked).not.toContain("@gf-dice");
    await stop(s);
  });

  it("GF-POOL-1 TT-CHAL-1 PJ-SETUP-1 FA-SCENE-1: a fresh sandbox has a category per game, each watched and played by its own game", async () => {
    const s = await startSandboxed(["--data-dir", mkdtempSync(join(root, "games-"))], "es");
    expect(await categoriesOf(s)).toEqual([...GAME_CATEGORIES, [GENERAL, "General"]]);
    expect(GAME_CATEGORIES.slice(0, 4)).toEqual([[1, "GenreFuzzion"], [2, "Tricube Tales"], [3, "Pujas"], [4, "Facetas"]]);
    await sheets(s, { tricube: 2, facetas: 4 });
    for (const [game, id] of [["genrefuzzion", 1], ["tricube", 2], ["pujas", 3], ["facetas", 4]] as const) await firstPostAnswered(s, game, id);
    await stop(s);
  });

  it("an old --sandbox-data DIR with only 'Partidas' keeps it and its topics as GenreFuzzion's (#1), and gains the other games' categories after its own", async () => {
    // The forum file a sandbox of one games category left: Partidas (#1) and General (#2), a pool rolled in Partidas.
    const kept = mkdtempSync(join(root, "old-"));
    const at = "2026-11-20T10:00:00.000Z";
    const post = (id: number, postNumber: number, userId: number, raw: string) => ({ id, topicId: 1, postNumber, userId, replyToPostNumber: null,
      raw, cooked: `<p>${raw}</p>`, version: 1, wiki: false, createdAt: at, updatedAt: at, lastEditorId: userId, lastVersionAt: 0, editReason: null, revisions: [] });
    writeFileSync(join(kept, "forum.json"), JSON.stringify({ format: 1,
      users: [{ id: 1, username: "gf-dice", staff: true }, { id: 2, username: "moderadora", staff: true }, { id: 3, username: "alicia", staff: false }],
      categories: [{ id: 1, name: "Partidas", slug: "partidas" }, { id: 2, name: "General", slug: "general" }],
      topics: [{ id: 1, title: "Escena 1", categoryId: 1, userId: 3, createdAt: at, postCount: 1 }],
      posts: [post(1, 1, 3, "Empezamos.")] }));
    const dataDir = mkdtempSync(join(root, "old-keys-"));
    // A Spanish group's forum ($GF_LANG names the tables' language), started by someone who reads English.
    const first = await startSandboxed(["--data-dir", dataDir, "--sandbox-data", kept, "--lang", "en"], "en", { GF_LANG: "es" });
    // The other games' categories come after General, in the registry's order.
    const kept_ = [[1, "Partidas"], [2, "General"], ...GAMES.slice(1).map((g, i) => [i + 3, g.name.es])];
    expect(await categoriesOf(first)).toEqual(kept_);
    expect(first.run.err()).toContain("The service watches these categories, each with the game it plays:\n  Partidas (#1): GenreFuzzion, in Spanish\n"
      + GAMES.slice(1).map((g, i) => `  ${g.name.es} (#${i + 3}): ${g.name.en}, in Spanish\n`).join(""));
    expect(kept_.slice(2, 5)).toEqual([[3, "Tricube Tales"], [4, "Pujas"], [5, "Facetas"]]);
    expect((await postsOf(first, 1))?.map((p) => [p.post_number, p.username])).toEqual([[1, "alicia"]]);
    await firstPostAnswered(first, "genrefuzzion", 1);
    await firstPostAnswered(first, "pujas", 4);
    await sheets(first, { tricube: 3, facetas: 5 });
    await stop(first);
    // Started again on the same DIR: the same categories, nothing added twice or renumbered.
    const second = await startSandboxed(["--data-dir", dataDir, "--sandbox-data", kept, "--lang", "en"], "en", { GF_LANG: "es" });
    expect(await categoriesOf(second)).toEqual(kept_);
    await firstPostAnswered(second, "facetas", 5);
    await stop(second);
  });
});
