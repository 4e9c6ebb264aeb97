// The plugin's initializer, run as code: the shipped file is bundled with esbuild and its imports of
// Discourse's modules are answered by small stand-ins that record what the initializer asks of them,
// so its own functions (composeReply, threadOf, inCategories, the decorator and the toolbar entries)
// are tested as units. The stand-ins follow Discourse's own modules where a value matters:
// Composer.REPLY is "reply" (app/assets/javascripts/discourse/app/models/composer.js, commit
// 047b17254a539130d0a47fe80925299bd629e663).
import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { manifest as genreFuzzionClient } from "../../src/games/genrefuzzion/cards/manifest.js";
import { cardWords } from "../support/plugin-words.js";
import { translator } from "./support/translate.js";

const INITIALIZER = resolve("plugin/assets/javascripts/discourse/initializers/genrefuzzion.js");

/** What the stand-ins saw, reset before each test. */
interface Seen { calls: [string, ...unknown[]][]; decorated: Record<string, unknown>[]; entries: Record<string, unknown>[];
  topics: Record<number, TopicJson>; createTopic(json: TopicJson): TopicModel;
  /** How the stand-in loadScript answers gf-verify-worker.js: "broken" rejects as a failed load; else it defines window.GfVerifyWorker. */
  workerScript?: "broken";
  /** The cards' words gf-locale-<lang>.js defines, by language (the real ones, src/plugin-client/locales/cards.<lang>.yml). */
  words: Record<string, unknown> }
/** A topic as TopicViewSerializer sends it (GET /t/{id}.json): fancy_title and draft_key among the rest. */
interface TopicJson { id: number; title: string; fancy_title: string; draft_key: string; draft_sequence?: number; closed?: boolean }

/**
 * Discourse's Topic model, the parts a reply touches: `set`, `fancyTitle` (from fancy_title), and a
 * post stream with `commitPost` (models/topic.js at discourse/discourse@01275fa4, models/post-stream.js).
 */
class TopicModel {
  readonly postStream = { posts: [] as unknown[], commitPost: (post: unknown) => { this.postStream.posts.push(post); } };
  constructor(readonly json: TopicJson) {}
  get id(): number { return this.json.id; }
  get draft_key(): string { return this.json.draft_key; }
  get draft_sequence(): number | undefined { return this.json.draft_sequence; }
  get fancyTitle(): string { return this.json.fancy_title; }
  set(key: string, value: unknown): void { (this.json as unknown as Record<string, unknown>)[key] = value; }
}
/** GenreFuzzion's composer entries as the core lists them (src/games/genrefuzzion/cards/manifest.ts). */
const GF_ENTRIES = genreFuzzionClient.composers!.map((c) => ({ ...c, game: "genrefuzzion" }));
const WORDS = { es: (cardWords("es") as { genrefuzzion: unknown }).genrefuzzion, en: (cardWords("en") as { genrefuzzion: unknown }).genrefuzzion };
const seen: Seen = { calls: [], decorated: [], entries: GF_ENTRIES, topics: {}, createTopic: (json) => new TopicModel(json), words: WORDS };
const g = globalThis as unknown as { __gfStandIns: Seen; DOMParser?: unknown };

// Each stand-in module forwards to the recorder on globalThis, which the test owns.
const STAND_INS: Record<string, string> = {
  "discourse/lib/plugin-api": "export function withPluginApi(version, fn) { globalThis.__gfStandIns.calls.push([\"withPluginApi\", version, fn]); }",
  "discourse/models/composer": "export default class Composer { static REPLY = \"reply\"; static EDIT = \"edit\"; }",
  // Discourse's Topic (app/assets/javascripts/discourse/app/models/topic.js at discourse/discourse@01275fa4):
  // find(topicId, opts) reads opts.nearPost (so opts is required) and answers GET /t/{id}.json, here from
  // the test's topics (a missing one is a 404); create(json) is the model (a TopicModel below).
  "discourse/models/topic": [
    "export default class Topic {",
    "  static find(topicId, opts) {",
    "    const url = `/t/${topicId}${opts.nearPost ? `/${opts.nearPost}` : \"\"}.json`;",
    "    globalThis.__gfStandIns.calls.push([\"Topic.find\", url]);",
    "    const json = globalThis.__gfStandIns.topics[topicId];",
    "    return json ? Promise.resolve(structuredClone(json)) : Promise.reject(new Error(`404 ${url}`));",
    "  }",
    "  static create(json) { return globalThis.__gfStandIns.createTopic(json); }",
    "}",
  ].join("\n"),
  // A subfolder install at /forum; getURL("") is the base path, as Discourse's lib/get-url.js answers it (its `base-path` helper).
  "discourse/lib/get-url": "export default (url) => !url ? \"/forum\" : `/forum${url.startsWith(\"/\") ? url : `|${url}`}`;",
  // Discourse's loadScript runs the script; this one records the URL and defines what the script would:
  // gf-verify-worker.js its window.GfVerifyWorker (whose pageVerifier records its call), a game's chunk
  // gf-<game>.js its window.GfGames.<game>; a "missing" one nothing.
  "discourse/lib/load-script": [
    "export default (url) => {",
    "  globalThis.__gfStandIns.calls.push([\"loadScript\", url]);",
    "  const game = /gf-(\\w+)\\.js$/.exec(url)?.[1];",
    "  if (url.includes(\"missing\")) return Promise.resolve();",
    // A language's card words, gf-locale-<lang>.js: window.GfLocales.<lang>.
    "  const locale = /gf-locale-(\\w+)\\.js$/.exec(url)?.[1];",
    "  if (locale) { (globalThis.window.GfLocales ??= {})[locale] = globalThis.__gfStandIns.words[locale]; return Promise.resolve(); }",
    // Current Discourse's loadScript when the script fails: it rejects (and removes the tag).
    "  if (url.includes(\"broken\")) return Promise.reject(new Error(`loadScript: ${url}`));",
    "  if (url.endsWith(\"gf-verify-worker.js\")) {",
    "    if (globalThis.__gfStandIns.workerScript === \"broken\") return Promise.reject(new Error(`loadScript: ${url}`));",
    "    globalThis.window.GfVerifyWorker = { pageVerifier: (scripts, ...rest) => { globalThis.__gfStandIns.calls.push([\"pageVerifier\", scripts, ...rest]); return { scripts, verifyCards: () => Promise.resolve([]) }; } };",
    "  }",
    "  else if (game === \"cook\") globalThis.window.GfCardCooks = {};",
    "  else if (game) (globalThis.window.GfGames ??= {})[game] = { chunk: { cards: { game }, compose: { \"gf-pool\": (l) => `pool:${l}`, \"gf-scene\": (l) => `scene:${l}`, \"gf-sheet\": (l) => `sheet:${l}` } } };",
    "  return Promise.resolve();",
    "};",
  ].join("\n"),
  // Discourse's DiscourseURL.routeTo (app/assets/javascripts/discourse/app/lib/url.js): recorded.
  "discourse/lib/url": "export default { routeTo: (path) => { globalThis.__gfStandIns.calls.push([\"routeTo\", path]); } };",
  "discourse-i18n": "export default { currentLocale: () => globalThis.__gfLocale ?? \"es\", t: (key, params) => `${key}|${JSON.stringify(params ?? {})}` };",
  "gf-client": [
    "export const decorateCooked = (element, options) => globalThis.__gfStandIns.decorated.push({ element, ...options });",
    "export const langOf = (locale, fallback) => (locale || fallback || \"en\").slice(0, 2);",
    // The core's composer entries (src/games/<game>/cards/manifest.ts) and their text: at once when
    // the entry says so (its chunk already on the page), else through the loader the initializer gives.
    "export const composerEntries = () => globalThis.__gfStandIns.entries;",
    // The games whose cook writes their cards (ClientGame.cooksCards): Tricube's.
    "export const cardCookGames = () => [\"tricube\"];",
    "export const composerText = (entry, lang, load, writer, model) => { if (model) globalThis.__gfStandIns.calls.push([\"composerText\", entry.id, writer, model]); return entry.ready ? `${entry.id}|now:${lang}` : load(entry.game).then((chunk) => chunk.compose[entry.id](lang)); };",
    // The real core adds each script's content hash (?v=…); an unbuilt one, as here, none.
    "export const publicScriptPath = (file) => `/plugins/genrefuzzion/javascripts/${file}`;",
    "export const ruleReferenceUrl = (base, lang, rule) => `${base}/${lang}.html#${rule.toLowerCase()}`;",
  ].join("\n"),
};

type Fn = (...args: never[]) => unknown;
let mod: { default: { name: string; initialize(container: unknown): void }; composeReply: Fn;
  editPost: (api: unknown, post: unknown, rewrite: (raw: string) => string | undefined) => Promise<void>; postTimeOf: Fn; loadVerifier: () => Promise<unknown>;
  loadGame: (game: string) => Promise<unknown>; threadOf: Fn; inCategories: Fn; initializeGenreFuzzion: Fn; gameTopicsFrom: (fetchJson: (path: string) => Promise<unknown>, listPaths: readonly string[], options?: { game?: string; siteSettings?: unknown }) => Promise<unknown>;
  gameListPaths: (siteSettings: unknown, categories: unknown, game?: string) => string[];
  gameOfCategory: (siteSettings: unknown, categoryId: number | null | undefined) => string | undefined; nextListPath: (url: unknown) => string | undefined;
  topicThreadFrom: (fetchJson: (path: string) => Promise<unknown>, topicId: number, read?: unknown) => Promise<{ id: number; postNumber: number; username: string }[]> };

beforeAll(async () => {
  const out = await build({
    entryPoints: [INITIALIZER], bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "silent",
    plugins: [{
      name: "discourse-stand-ins",
      setup(b) {
        b.onResolve({ filter: /^discourse\/|^discourse-i18n$|\/gf-client$/ }, (args) => ({ path: args.path.endsWith("/gf-client") ? "gf-client" : args.path, namespace: "stand-in" }));
        b.onLoad({ filter: /.*/, namespace: "stand-in" }, (args) => ({ contents: STAND_INS[args.path]!, loader: "js" }));
      },
    }],
  });
  const file = join(mkdtempSync(join(tmpdir(), "gf-initializer-")), "initializer.mjs");
  writeFileSync(file, out.outputFiles[0]!.text);
  g.__gfStandIns = seen;
  mod = await import(pathToFileURL(file).href);
});

beforeEach(() => { seen.calls = []; seen.decorated = []; seen.entries = GF_ENTRIES; seen.topics = {}; });

/** A Discourse `api` whose container answers the services the initializer looks up. */
function fakeApi(options: { viewOpen?: boolean; settings?: Record<string, unknown>; user?: string } = {}) {
  const registered: { decorator?: (element: unknown, helper: unknown) => void; decoratorOptions?: unknown; toolbar?: (toolbar: unknown) => void; menu: unknown[];
    appEvents?: Record<string, () => void> } = { menu: [] };
  const services: Record<string, unknown> = {
    "service:composer": {
      model: options.viewOpen === undefined ? undefined : { viewOpen: options.viewOpen },
      open: (o: unknown) => seen.calls.push(["composer.open", o]),
    },
    "service:app-events": { trigger: (name: string, text: string) => seen.calls.push(["app-events", name, text]) },
    "service:site-settings": { gf_enabled: true, gf_categories: "", gf_public_key: "ab".repeat(32), gf_service_username: "gf-dice", gf_default_locale: "es", ...options.settings },
  };
  const api = {
    container: { lookup: (name: string) => services[name] },
    getCurrentUser: () => (options.user ? { username: options.user } : null),
    decorateCookedElement: (fn: (element: unknown, helper: unknown) => void, o: unknown) => { registered.decorator = fn; registered.decoratorOptions = o; },
    onToolbarCreate: (fn: (toolbar: unknown) => void) => { registered.toolbar = fn; },
    addComposerToolbarPopupMenuOption: (o: unknown) => { registered.menu.push(o); },
    onAppEvent: (name: string, fn: () => void) => { (registered.appEvents ??= {})[name] = fn; },
  };
  return { api, registered };
}

/** The initializer started with a composer open in category `categoryId` (the Composer model's categoryId). */
function initializedAt(categoryId: number | null, settings: Record<string, unknown>) {
  const { api, registered } = fakeApi({ settings });
  const lookup = api.container.lookup;
  api.container.lookup = (name: string) => (name === "service:composer" ? { model: { categoryId } } : lookup(name));
  mod.initializeGenreFuzzion(api as never);
  return { api, registered };
}

describe("inCategories", () => {
  const settings = (gf_categories: unknown) => ({ gf_categories });
  it("with no categories set, every topic takes part", () => {
    expect(mod.inCategories(settings("") as never, { category_id: 9 } as never)).toBe(true);
    expect(mod.inCategories(settings(undefined) as never, undefined as never)).toBe(true);
  });
  it("with categories set, only a topic in one of them takes part; a topic without a category does not", () => {
    expect(mod.inCategories(settings("3|7") as never, { category_id: 7 } as never)).toBe(true);
    expect(mod.inCategories(settings("3|7") as never, { category_id: 37 } as never)).toBe(false);
    expect(mod.inCategories(settings("3|7") as never, { category_id: null } as never)).toBe(false);
    expect(mod.inCategories(settings("3|7") as never, undefined as never)).toBe(false);
  });
});

describe("letStaticLinksLoad", () => {
  it("stops a click on a link to the forum's /plugins/ files while it goes down, so click-track never routes it in the app; other links go on", () => {
    const g3 = globalThis as { window?: unknown };
    const before = g3.window;
    g3.window = { location: { href: "https://forum.example/forum/t/x/5", origin: "https://forum.example" } };
    try {
      const listeners: [string, (e: unknown) => void, unknown][] = [];
      const element = { addEventListener: (name: string, fn: (e: unknown) => void, capture: unknown) => listeners.push([name, fn, capture]), contains: () => true };
      (mod as unknown as { letStaticLinksLoad: (el: unknown, path: string) => void }).letStaticLinksLoad(element, "/forum/plugins/");
      (mod as unknown as { letStaticLinksLoad: (el: unknown, path: string) => void }).letStaticLinksLoad(element, "/forum/plugins/");
      expect(listeners.map(([name, , capture]) => [name, capture])).toEqual([["click", true]]);
      const click = (href: string) => {
        let stopped = false;
        listeners[0]![1]({ target: { closest: () => ({ getAttribute: () => href }) }, stopPropagation: () => { stopped = true; } });
        return stopped;
      };
      expect([click("/forum/plugins/genrefuzzion/rules/es.html?v=0.1.0#gf-pool-2"), click("https://forum.example/forum/plugins/genrefuzzion/rules/en.html"),
        click("/forum/t/other/9"), click("https://elsewhere.example/forum/plugins/x.html"), click("/plugins/genrefuzzion/rules/es.html")]).toEqual([true, true, false, false, false]);
    } finally {
      g3.window = before;
    }
  });
});

describe("threadOf", () => {
  it("reads each post of the topic's stream: id, number, author, the post it replies to, and its cooked HTML parsed as a document body", () => {
    const parsed: [string, string][] = [];
    g.DOMParser = class { parseFromString(html: string, type: string) { parsed.push([html, type]); return { body: { html } }; } };
    try {
      const thread = mod.threadOf({ postStream: { posts: [
        { id: 11, post_number: 1, username: "ana", cooked: "<p>uno</p>" },
        { id: 12, post_number: 2, username: "gf-dice", reply_to_post_number: 1 },
      ] } } as never);
      expect(thread).toEqual([
        { id: 11, postNumber: 1, username: "ana", replyToPostNumber: null, element: { html: "<p>uno</p>" } },
        { id: 12, postNumber: 2, username: "gf-dice", replyToPostNumber: 1, element: { html: "" } },
      ]);
      expect(parsed.map(([, type]) => type)).toEqual(["text/html", "text/html"]);
      expect(mod.threadOf(undefined as never)).toEqual([]);
    } finally {
      delete g.DOMParser;
    }
  });
});

describe("gameListPaths and nextListPath", () => {
  it("names each watched category's own list (its slug path after its parent's, then its id), or the forum-wide latest list when every category is watched", () => {
    const categories = [{ id: 4, slug: "partidas" }, { id: 9, slug: "mesa-2", parent_category_id: 4 }, { id: 12, slug: "" }];
    expect(mod.gameListPaths({ gf_categories: "" } as never, categories as never)).toEqual(["/latest.json"]);
    expect(mod.gameListPaths({} as never, undefined as never)).toEqual(["/latest.json"]);
    expect(mod.gameListPaths({ gf_categories: "4|9|12|77" } as never, categories as never))
      .toEqual(["/c/partidas/4.json", "/c/partidas/mesa-2/9.json", "/c/12-category/12.json", "/c/77.json"]);
  });

  it("names only the watched categories that play the card's game (gf_category_games, else gf_default_game)", () => {
    const categories = [{ id: 4, slug: "partidas" }, { id: 9, slug: "tricube" }, { id: 12, slug: "pujas" }];
    const settings = { gf_categories: "4|9|12", gf_category_games: "9:tricube|12:pujas", gf_default_game: "genrefuzzion" };
    expect(mod.gameListPaths(settings, categories, "genrefuzzion")).toEqual(["/c/partidas/4.json"]);
    expect(mod.gameListPaths(settings, categories, "tricube")).toEqual(["/c/tricube/9.json"]);
    expect(mod.gameListPaths(settings, categories, "facetas")).toEqual([]);
    expect(mod.gameListPaths({ ...settings, gf_categories: "" }, categories, "tricube")).toEqual(["/latest.json"]);
  });

  it("adds .json to more_topics_url before its query, as Discourse's TopicList#loadMore does; anything but a path on this forum is no next page", () => {
    expect(mod.nextListPath("/c/partidas/4?page=1")).toBe("/c/partidas/4.json?page=1");
    expect(mod.nextListPath("/latest?no_definitions=true&page=2")).toBe("/latest.json?no_definitions=true&page=2");
    expect(mod.nextListPath("/latest.json?page=2")).toBe("/latest.json?page=2");
    for (const v of [undefined, "", "https://elsewhere.example/latest?page=1", "//elsewhere.example/x", "/\\elsewhere.example/x", 3]) expect(mod.nextListPath(v as never)).toBeUndefined();
  });
});

describe("gameTopicsFrom", () => {
  it("reads every page of the category's list and each topic once (GET /t/{id}.json, its first post and the thread the sheet's picker replays): an old sheet behind more than a page of topics and 50 newer posts is found", async () => {
    g.DOMParser = class { parseFromString(html: string) { return { body: { html } }; } };
    let t = Date.parse("2026-11-20T10:00:00Z");
    const sandbox = await startSandbox({ now: () => (t += 1000) });
    try {
      const forum = sandbox.forum;
      const alicia = forum.userByName("alicia")!;
      const bruno = forum.userByName("bruno")!;
      const general = [...forum.categories.values()].find((c) => c.id !== sandbox.category.id)!;
      const sheet = forum.createTopic(alicia, "Ficha de Alicia", "[gf-ficha]\nnombre: Alicia\n[/gf-ficha]", sandbox.category.id);
      for (let i = 0; i < 70; i++) forum.createTopic(bruno, `Charla ${i}`, `hola ${i}`, sandbox.category.id);
      const scene = forum.createTopic(bruno, "Escena 1", "texto", sandbox.category.id);
      for (let i = 0; i < 60; i++) forum.createReply(bruno, scene.topicId, `respuesta ${i}`, null);
      forum.createTopic(bruno, "Fuera del juego", "otra", general.id);
      // /posts.json, the latest 50 posts, no longer reaches the sheet.
      const latest = await (await fetch(`${sandbox.url}/posts.json`)).json() as { latest_posts: { id: number }[] };
      expect(latest.latest_posts.some((p) => p.id === sheet.id)).toBe(false);

      const asked: string[] = [];
      const paths = mod.gameListPaths({ gf_categories: String(sandbox.category.id) } as never, [...forum.categories.values()] as never);
      // As the reader's browser reads: paced to the plugin's budget, under the sandbox's per-IP limits
      // (Discourse's, on by default), so no page is refused on the way.
      const refused: string[] = [];
      const read = (mod as unknown as { pacedReader: (f: (path: string) => Promise<unknown>) => (path: string) => Promise<unknown> }).pacedReader(async (path) => {
        asked.push(path);
        const r = await fetch(`${sandbox.url}${path}`);
        if (!r.ok) { refused.push(`${r.status} ${path}`); throw Object.assign(new Error(String(r.status)), { status: r.status }); }
        return r.json();
      });
      const topics = await mod.gameTopicsFrom(read, paths as never) as { topicId: number; postId: number; username: string; title: string; element: { html: string } }[];
      expect(refused).toEqual([]);
      expect(topics).toHaveLength(72);
      expect(topics.find((x) => x.topicId === sheet.topicId)).toEqual({ topicId: sheet.topicId, postId: sheet.id, username: "alicia", title: "Ficha de Alicia",
        element: { html: forum.posts.get(sheet.id)!.cooked }, wiki: forum.posts.get(sheet.id)!.wiki });
      expect(topics.find((x) => x.topicId === scene.topicId)).toMatchObject({ postId: scene.id, title: "Escena 1" });
      expect(topics.some((x) => x.title === "Fuera del juego")).toBe(false);
      const lists = asked.filter((a) => a.startsWith("/c/"));
      const c = `/c/${sandbox.category.slug}/${sandbox.category.id}.json`;
      expect(lists).toEqual([c, `${c}?page=1`, `${c}?page=2`]);
      expect(asked.filter((a) => /^\/t\/\d+\.json$/.test(a))).toHaveLength(72);
      expect(asked).toHaveLength(75);
      expect(asked.some((a) => a.startsWith("/posts.json"))).toBe(false);
      // The scene's thread, replayed by the sheet's picker, costs only its 41 posts past the first 20.
      const thread = (topics as unknown as { threads: Map<number, unknown> }).threads.get(scene.topicId);
      const more: string[] = [];
      const posts = await mod.topicThreadFrom(async (path) => { more.push(path); return (await fetch(`${sandbox.url}${path}`)).json(); }, scene.topicId, thread);
      expect(posts).toHaveLength(61);
      expect(more.map((a) => a.replace(/\?.*/, ""))).toEqual(Array(3).fill(`/t/${scene.topicId}/posts.json`));
    } finally {
      delete g.DOMParser;
      await sandbox.close();
    }
  });

  it("keeps what it could read: a list that fails or loops ends, a first post that cannot be read (deleted, hidden, another topic's) is left out", async () => {
    g.DOMParser = class { parseFromString(html: string) { return { body: { html } }; } };
    try {
      const asked: string[] = [];
      const topics = await mod.gameTopicsFrom(async (path) => {
        asked.push(path);
        if (path === "/c/a/1.json") return { topic_list: { topics: [{ id: 5, title: "Cinco" }, { id: 6, title: "Seis" }, { id: 7, title: "Siete" }, { id: "x" }], more_topics_url: "/c/a/1?page=1" } };
        if (path === "/c/a/1.json?page=1") return { topic_list: { topics: [{ id: 5, title: "Cinco" }], more_topics_url: "/c/a/1?page=1" } }; // loops
        if (path === "/c/b/2.json") throw new Error("403");
        if (path === "/t/5.json") return { post_stream: { posts: [{ id: 50, post_number: 1, topic_id: 5, username: "ana", cooked: "<p>ficha</p>" }], stream: [50] } };
        if (path === "/t/6.json") throw new Error("404");
        // A topic whose first post is gone from the reader's view: its stream starts later.
        if (path === "/t/7.json") return { post_stream: { posts: [{ id: 71, post_number: 2, topic_id: 7, username: "eve", cooked: "<p>otra</p>" }], stream: [71] } };
        throw new Error(`unexpected ${path}`);
      }, ["/c/a/1.json", "/c/b/2.json"] as never);
      expect(topics).toEqual([{ topicId: 5, postId: 50, username: "ana", title: "Cinco", element: { html: "<p>ficha</p>" } }]);
      expect(asked.filter((a) => a.startsWith("/c/"))).toEqual(["/c/a/1.json", "/c/a/1.json?page=1", "/c/b/2.json"]);
    } finally {
      delete g.DOMParser;
    }
  });

  it("from the forum-wide list, reads only the topics of categories that play the game", async () => {
    g.DOMParser = class { parseFromString(html: string) { return { body: { html } }; } };
    try {
      const asked: string[] = [];
      const settings = { gf_categories: "", gf_category_games: "9:tricube", gf_default_game: "genrefuzzion" };
      const topics = await mod.gameTopicsFrom(async (path) => {
        asked.push(path);
        if (path === "/latest.json") return { topic_list: { topics: [{ id: 5, title: "Ficha", category_id: 4 }, { id: 6, title: "Desafío", category_id: 9 }] } };
        return { post_stream: { posts: [{ id: 50, post_number: 1, username: "ana", cooked: "<p>ficha</p>" }] } };
      }, ["/latest.json"], { game: "genrefuzzion", siteSettings: settings }) as { topicId: number }[];
      expect(topics.map((t) => t.topicId)).toEqual([5]);
      expect(asked).toEqual(["/latest.json", "/t/5.json"]);
    } finally {
      delete g.DOMParser;
    }
  });
});

describe("pacedReader and an incomplete reading", () => {
  type Reader = (path: string) => Promise<unknown>;
  const paced = { pacedReader: (f: Reader, budget: unknown, clock: unknown, log?: unknown) => (mod as unknown as { pacedReader: (f: Reader, budget: unknown, clock: unknown, log?: unknown) => Reader }).pacedReader(f, budget, clock, log) };
  /** A clock that only moves when the reader sleeps. */
  const fakeClock = () => { const c = { t: 0, slept: [] as number[], now: () => c.t, sleep: async (ms: number) => { c.slept.push(ms); c.t += ms; } }; return c; };

  it("keeps to Discourse's per-IP limits: never more than the budget's requests in any 10 s or minute, for a game of 150 topics", async () => {
    const clock = fakeClock();
    const times: number[] = [];
    const read = paced.pacedReader(async () => { times.push(clock.t); return {}; }, { perTenSeconds: 20, perMinute: 80, retries: 3 }, clock);
    for (let i = 0; i < 150; i++) await read(`/posts/by_number/${i}/1.json`);
    const most = (window: number) => Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + window).length));
    expect([times.length, most(10_000) <= 20, most(60_000) <= 80]).toEqual([150, true, true]);
    // 50 in 10 s and 200 a minute are Discourse's defaults (request_tracker.rb): the budget stays under both.
    const budget = (mod as unknown as { READ_BUDGET: { perTenSeconds: number; perMinute: number } }).READ_BUDGET;
    expect(budget.perTenSeconds).toBeLessThan(50);
    expect(budget.perMinute).toBeLessThan(200);
  });

  it("shares one budget between page loads and tabs (the reads' times in localStorage): Discourse counts per IP or user, not per page", async () => {
    const clock = fakeClock();
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => { stored.set(k, v); } };
    const times: number[] = [];
    const shared = (mod as unknown as { sharedReadLog: (s: unknown) => unknown }).sharedReadLog;
    const reader = () => paced.pacedReader(async () => { times.push(clock.t); return {}; }, { perTenSeconds: 20, perMinute: 80, retries: 3 }, clock, shared(storage));
    const [first, second] = [reader(), reader()];
    for (let i = 0; i < 30; i++) { await first(`/t/${i}.json`); await second(`/t/${i}.json`); }
    const most = (window: number) => Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + window).length));
    expect([times.length, most(10_000) <= 20, most(60_000) <= 80]).toEqual([60, true, true]);
    // Storage that refuses (private mode, full) leaves each page its own budget, never an error.
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(await paced.pacedReader(async () => ({ ok: 1 }), { perTenSeconds: 20, perMinute: 80, retries: 3 }, fakeClock(), shared(broken))("/t/1.json")).toEqual({ ok: 1 });
  });

  it("asks again after the wait a 429 names (Retry-After); gives up after its retries", async () => {
    const clock = fakeClock();
    let refusals = 2;
    const limited = async () => { if (refusals-- > 0) throw Object.assign(new Error("429 /c/a/1.json"), { status: 429, retryAfter: 7 }); return { ok: true }; };
    expect(await paced.pacedReader(limited, { perTenSeconds: 20, perMinute: 80, retries: 3 }, clock)("/c/a/1.json")).toEqual({ ok: true });
    expect(clock.slept).toEqual([7000, 7000]);
    const always = async () => { throw Object.assign(new Error("429 /c/a/1.json"), { status: 429 }); };
    await expect(paced.pacedReader(always, { perTenSeconds: 20, perMinute: 80, retries: 3 }, fakeClock())("/c/a/1.json")).rejects.toThrow("429");
  });

  it("says the reading is incomplete when a page went unread for a reason other than the reader's view (429, 500), not for a hidden one (403, 404)", async () => {
    g.DOMParser = class { parseFromString(html: string) { return { body: { html } }; } };
    try {
      const list = { topic_list: { topics: [{ id: 5, title: "Cinco" }, { id: 6, title: "Seis" }] } };
      const post = (id: number) => ({ id: id * 10, post_number: 1, topic_id: id, username: "ana", cooked: "<p>x</p>" });
      const reading = (fail: number) => mod.gameTopicsFrom(async (path) => {
        if (path.startsWith("/c/")) return list;
        if (path === "/t/6.json") throw Object.assign(new Error(`${fail} ${path}`), { status: fail });
        return { post_stream: { posts: [post(5)] } };
      }, ["/c/a/1.json"] as never) as Promise<unknown[] & { incomplete?: boolean }>;
      for (const [status, incomplete] of [[429, true], [500, true], [404, undefined], [403, undefined]] as const) {
        const topics = await reading(status);
        expect([status, topics.length, topics.incomplete]).toEqual([status, 1, incomplete]);
      }
    } finally {
      delete g.DOMParser;
    }
  });
});

describe("topicThreadFrom", () => {
  it("reads a long topic whole from the sandbox forum: the first page, then the stream's later posts 20 at a time (TopicsController#posts)", async () => {
    g.DOMParser = class { parseFromString(html: string) { return { body: { html } }; } };
    const sandbox = await startSandbox({ posting: {} });
    try {
      const created = await fetch(`${sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": sandbox.apiKey, "Api-Username": "alicia", "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Escena larga en la posada", raw: "Hola, empezamos la escena larga", category: sandbox.category.id }) }).then((r) => r.json()) as { topic_id: number };
      for (let i = 2; i <= 47; i++) {
        await fetch(`${sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": sandbox.apiKey, "Api-Username": i % 2 ? "alicia" : "bruno", "Content-Type": "application/json" },
          body: JSON.stringify({ topic_id: created.topic_id, raw: `mensaje número ${i} de la escena` }) });
      }
      const asked: string[] = [];
      const posts = await mod.topicThreadFrom(async (path) => { asked.push(path); return (await fetch(`${sandbox.url}${path}`)).json(); }, created.topic_id);
      expect(posts.map((p) => p.postNumber)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
      expect(posts[1]).toMatchObject({ username: "bruno" });
      expect(asked.map((a) => a.replace(/\d+/g, "N").replace(/(&post_ids\[\]=N)+/, "&…"))).toEqual(["/t/N.json", "/t/N/posts.json?post_ids[]=N&…", "/t/N/posts.json?post_ids[]=N&…"]);
      expect(asked.slice(1).map((a) => a.split("&").length)).toEqual([20, 7]);
    } finally {
      delete g.DOMParser;
      await sandbox.close();
    }
  });
});

describe("the topic list's your-turn badge", () => {
  type Turns = Map<number, string[]>;
  const m = () => mod as unknown as { readTurns: (url: string, f: typeof fetch) => Promise<Turns>;
    yourTurnBadges: (api: unknown, settings: Record<string, unknown>, read: () => Promise<Turns>, now?: () => number) => void };
  const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("reads the service's turns (gf-turns-v1), topic id → lower-case usernames, and nothing of any other shape", async () => {
    const asked: string[] = [];
    const turns = await m().readTurns("https://dice.example/", (async (url: string) => { asked.push(url); return new Response(JSON.stringify({ format: "gf-turns-v1", turns: { "12": ["Ana", 3], "x": ["bo"], "13": "ana" } })); }) as unknown as typeof fetch);
    expect(asked).toEqual(["https://dice.example/gf-turns.json"]);
    expect([...turns]).toEqual([[12, ["ana"]]]);
    expect([...(await m().readTurns("https://dice.example", answer({ turns: { "12": ["ana"] } })))]).toEqual([]);
    await expect(m().readTurns("https://dice.example", answer({}, 503))).rejects.toThrow("503");
  });

  it("marks only the reader's rows, after the turns arrive, by setting the Topic model's gf_your_turn (never while the row renders); nothing with discourse-assign, without gf_service_url or signed out", async () => {
    const transformers: [string, (a: { value: string[]; context: unknown }) => string[]][] = [];
    const api = (user: string | null) => ({ getCurrentUser: () => (user ? { username: user } : null),
      registerValueTransformer: (name: string, fn: (a: { value: string[]; context: unknown }) => string[]) => { transformers.push([name, fn]); } });
    const g2 = globalThis as unknown as { document?: unknown };
    const before = g2.document;
    g2.document = { documentElement: { style: { setProperty: () => {} } } };
    try {
      m().yourTurnBadges(api("ana"), { gf_service_url: "https://dice.example", assign_enabled: true }, async () => new Map());
      m().yourTurnBadges(api("ana"), { gf_service_url: "" }, async () => new Map());
      m().yourTurnBadges(api(null), { gf_service_url: "https://dice.example" }, async () => new Map());
      expect(transformers).toEqual([]);
      m().yourTurnBadges(api("Ana"), { gf_service_url: "https://dice.example" }, async () => new Map([[7, ["ana"]], [8, ["bo"]]]));
      expect(transformers.map(([name]) => name)).toEqual(["topic-list-item-class"]);
      const topic = (id: number) => { const props: Record<string, unknown> = {}; const sets: unknown[] = [];
        return { id, sets, get: (k: string) => props[k], set: (k: string, v: unknown) => { sets.push([k, v]); props[k] = v; } }; };
      const [seven, eight] = [topic(7), topic(8)];
      const fn = transformers[0]![1];
      expect([fn({ value: [], context: { topic: seven } }), fn({ value: ["x"], context: { topic: eight } })]).toEqual([[], ["x"]]);
      expect([seven.sets, eight.sets]).toEqual([[], []]);
      await new Promise((r) => setTimeout(r, 0));
      expect([seven.sets, eight.sets]).toEqual([[["gf_your_turn", true]], []]);
      expect(fn({ value: [], context: { topic: seven } })).toEqual(["gf-your-turn"]);
    } finally {
      g2.document = before;
    }
  });
});

describe("postTimeOf", () => {
  const topic = { postStream: { posts: [
    { id: 5, created_at: "2026-11-23T18:00:00.000Z", updated_at: "2026-11-23T18:30:00.000Z", version: 1 },
    { id: 6, created_at: "2026-11-23T18:00:00.000Z", updated_at: "2026-11-23T18:30:00.000Z", version: 2 },
    { id: 7, created_at: "not a time" },
  ] } };

  it("gives the forum's creation time of a loaded post, and its last edit only when it was edited (version > 1)", () => {
    expect(mod.postTimeOf(topic as never, 5 as never)).toEqual({ created: Date.parse("2026-11-23T18:00:00.000Z") });
    expect(mod.postTimeOf(topic as never, 6 as never)).toEqual({ created: Date.parse("2026-11-23T18:00:00.000Z"), edited: Date.parse("2026-11-23T18:30:00.000Z") });
  });

  it("knows nothing of a post the stream has not loaded, or whose time is unreadable", () => {
    expect(mod.postTimeOf(topic as never, 8 as never)).toBeUndefined();
    expect(mod.postTimeOf(topic as never, 7 as never)).toBeUndefined();
    expect(mod.postTimeOf(undefined as never, 5 as never)).toBeUndefined();
  });
});

describe("loadVerifier", () => {
  const g2 = globalThis as unknown as { window?: Record<string, unknown> };
  const worker = "/forum/plugins/genrefuzzion/javascripts/gf-verify-worker.js";
  const scripts = { verify: "/forum/plugins/genrefuzzion/javascripts/gf-verify.js", beacon: "/forum/plugins/genrefuzzion/javascripts/gf-verify-beacon.js" };

  it("loads gf-verify-worker.js through loadScript and getURL, whose pageVerifier runs gf-verify.js as a worker (the page never loads gf-verify.js itself); a failed load rejects and is asked again; then one verifier for every card", async () => {
    const before = g2.window;
    g2.window = {};
    try {
      seen.workerScript = "broken";
      await expect(mod.loadVerifier()).rejects.toThrow("gf-verify-worker.js");
      delete seen.workerScript;
      const first = await mod.loadVerifier();
      expect(first).toEqual(expect.objectContaining({ scripts }));
      expect(seen.calls).toEqual([["loadScript", worker], ["loadScript", worker], ["pageVerifier", scripts]]);
      // A topic of 200 roll cards, each asking as it is drawn: no second load, no second verifier, the same for all.
      seen.calls = [];
      const verifiers = await Promise.all(Array.from({ length: 200 }, () => mod.loadVerifier()));
      expect(new Set([first, ...verifiers]).size).toBe(1);
      expect(seen.calls).toEqual([]);
    } finally {
      delete seen.workerScript;
      g2.window = before;
    }
  });
});

describe("loadGame", () => {
  const g2 = globalThis as unknown as { window?: Record<string, unknown>; document?: unknown };

  it("loads a game's chunk, public/javascripts/gf-<game>.js, through loadScript and getURL, and gives its window.GfGames.<game>.chunk", async () => {
    const before = g2.window;
    g2.window = {};
    try {
      const chunk = await mod.loadGame("tricube");
      expect(seen.calls).toEqual([["loadScript", "/forum/plugins/genrefuzzion/javascripts/gf-tricube.js"]]);
      expect(chunk).toBe((g2.window["GfGames"] as Record<string, { chunk: unknown }>)["tricube"]!.chunk);
    } finally {
      g2.window = before;
    }
  });

  it("rejects when Discourse's loadScript rejects (current main, on a script that fails)", async () => {
    const before = g2.window;
    g2.window = {};
    try {
      await expect(mod.loadGame("broken")).rejects.toThrow("gf-broken.js could not be loaded");
    } finally {
      g2.window = before;
    }
  });

  it("rejects when the script defines no chunk", async () => {
    const before = g2.window;
    g2.window = {};
    try {
      await expect(mod.loadGame("missing")).rejects.toThrow("gf-missing.js did not define its chunk");
    } finally {
      g2.window = before;
    }
  });

  it("rejects when the chunk's <script> tag fails, whether Discourse's loadScript rejects (main) or never settles (3.3)", async () => {
    const before = { window: g2.window, document: g2.document };
    const listeners: [string, () => void][] = [];
    g2.window = {};
    // The tag loadScript added; its error event is the only sign of a failed load.
    g2.document = { querySelectorAll: () => [
      { getAttribute: () => "/other.js", addEventListener: () => { throw new Error("not this tag"); } },
      { getAttribute: () => "https://cdn.example/forum/plugins/genrefuzzion/javascripts/gf-tricube.js?v=2", addEventListener: (name: string, fn: () => void) => listeners.push([name, fn]) },
    ] };
    try {
      const loading = mod.loadGame("tricube");
      expect(listeners.map(([name]) => name)).toEqual(["error"]);
      listeners[0]![1]();
      await expect(loading).rejects.toThrow("gf-tricube.js could not be loaded");
    } finally {
      Object.assign(g2, before);
    }
  });
});

/**
 * Discourse's composer, as far as a reply goes, for a page showing `viewing`: composer.open and save
 * from app/assets/javascripts/discourse/app/services/composer.js (discourse/discourse@00aa81a2) and
 * what models/composer.js createPost does once the post is saved (discourse/discourse@047b1725).
 * open refuses a missing draft key and asks the draft sequence (Draft.get) when given none; save
 * asks "reply where?" naming both topics by fancyTitle when the reply's topic is not the one on
 * screen, then sets the topic's draft_sequence and commits the post to its stream. Each step uses
 * the topic as Discourse does, so a stand-in for a Topic that lacks a part fails as it would there.
 */
function discourseComposer(viewing: TopicModel | undefined, drafts: Record<string, number> = {}) {
  const asked: string[] = [];
  type Model = { viewOpen: boolean; action: string; topic: TopicModel; draftKey: string; draftSequence: number; reply: string };
  const service = {
    model: undefined as Model | undefined,
    async open(opts: { action: string; draftKey?: string; draftSequence?: number; topic: TopicModel; quote?: string }) {
      if (!opts.draftKey) throw new Error("composer opened without a proper draft key");
      let sequence = opts.draftSequence;
      if (sequence === undefined) { asked.push(`Draft.get ${opts.draftKey}`); sequence = drafts[opts.draftKey] ?? 0; }
      seen.calls.push(["composer.open", opts]);
      service.model = { viewOpen: true, action: opts.action, topic: opts.topic, draftKey: opts.draftKey, draftSequence: sequence, reply: opts.quote ?? "" };
    },
    /** Saves the reply on its original topic; answers the labels of the "reply where?" dialog, if it came up. */
    save(): string[] {
      const m = service.model!;
      // The topic on screen: `viewing`, or the last one DiscourseURL.routeTo went to (the topic controller's model).
      const routed = seen.calls.filter(([c]) => c === "routeTo").at(-1)?.[1] as string | undefined;
      const shown = routed ? Number(/^\/t\/(\d+)/.exec(routed)?.[1]) : viewing?.id;
      const where = viewing && shown !== m.topic.id ? [`${m.topic.fancyTitle}`, `${viewing.fancyTitle}`] : [];
      m.topic.set("draft_sequence", m.draftSequence + 1);
      m.topic.postStream.commitPost({ raw: m.reply });
      service.model = undefined;
      return where;
    },
  };
  return { service, asked };
}

describe("composeReply (against Discourse's composer contract)", () => {
  const json = (id: number, title: string): TopicJson => ({ id, title, fancy_title: title.replace(/&/g, "&amp;"), draft_key: `topic_${id}`, draft_sequence: 3 });
  const apiWith = (composer: unknown, dialog?: unknown) => ({
    container: { lookup: (name: string) => ({ "service:composer": composer, "service:dialog": dialog,
      "service:app-events": { trigger: (event: string, text: string) => seen.calls.push(["app-events", event, text]) } } as Record<string, unknown>)[name] },
  });

  it("opens the reply composer on the post's topic, with the text and a blank line after it; the draft sequence is Discourse's to fetch", async () => {
    const sheet = new TopicModel(json(5, "Ficha de Alicia"));
    const { service, asked } = discourseComposer(sheet, { topic_5: 4 });
    await mod.composeReply(apiWith(service) as never, sheet as never, "[gf-action]\nme rindo\n[/gf-action]" as never);
    expect(seen.calls).toEqual([["composer.open", { action: "reply", draftKey: "topic_5", topic: sheet, quote: "[gf-action]\nme rindo\n[/gf-action]\n\n" }]]);
    expect(asked).toEqual(["Draft.get topic_5"]);
    expect(service.save()).toEqual([]);
    expect(sheet.json.draft_sequence).toBe(5);
  });

  it("posts into another topic (the sheet's pool going to a scene) through a Topic model loaded first, the page going to that topic: saving asks no 'which topic?', neither throws nor names it 'undefined'", async () => {
    const sheet = new TopicModel(json(5, "Ficha de Alicia"));
    seen.topics[9] = json(9, "Escena 2: Faro & tormenta");
    const { service, asked } = discourseComposer(sheet, { topic_9: 7 });
    await mod.composeReply(apiWith(service) as never, sheet as never, "[gf-pool]\n[/gf-pool]" as never, 9 as never);
    expect(seen.calls[0]).toEqual(["Topic.find", "/t/9.json"]);
    // Composer service#save asks "which topic?" only when the reply's topic is not the one on screen.
    expect(seen.calls[1]).toEqual(["routeTo", "/t/9"]);
    const opened = seen.calls[2]![1] as { draftKey: string; topic: TopicModel; draftSequence?: number };
    expect(opened.draftKey).toBe("topic_9");
    expect(opened.topic).toBeInstanceOf(TopicModel);
    // composer.open fetched topic 9's own sequence instead of being told 0.
    expect("draftSequence" in opened).toBe(false);
    expect(asked).toEqual(["Draft.get topic_9"]);
    // No "reply where?" dialog, and the save's follow-up works on the model.
    expect(service.save()).toEqual([]);
    expect(opened.topic.postStream.posts).toEqual([{ raw: "[gf-pool]\n[/gf-pool]\n\n" }]);
    expect(opened.topic.json.draft_sequence).toBe(8);
  });

  it("checks where the block belongs before an open composer: a reply open for topic 7 does not take scene 9's block", async () => {
    const sheet = new TopicModel(json(5, "Ficha"));
    seen.topics[9] = json(9, "Escena");
    const { service } = discourseComposer(sheet);
    service.model = { viewOpen: true, action: "reply", topic: new TopicModel(json(7, "Otro tema")), draftKey: "topic_7", draftSequence: 0, reply: "half a reply" };
    await mod.composeReply(apiWith(service) as never, sheet as never, "[gf-pool]\n[/gf-pool]" as never, 9 as never);
    expect(seen.calls.filter(([c]) => c === "app-events")).toEqual([]);
    expect(service.model?.topic.id).toBe(9);
  });

  it("nor does a new topic's composer or an edit of a post of this very topic", async () => {
    const sheet = new TopicModel(json(5, "Ficha"));
    for (const open of [{ action: "createTopic", topic: undefined }, { action: "edit", topic: sheet }]) {
      seen.calls = [];
      const { service } = discourseComposer(sheet);
      service.model = { viewOpen: true, draftKey: "x", draftSequence: 0, reply: "", ...open } as never;
      await mod.composeReply(apiWith(service) as never, sheet as never, "[gf-action]\n[/gf-action]" as never);
      expect(seen.calls.map(([c]) => c)).toEqual(["composer.open"]);
    }
  });

  it("inserts the text where the cursor is when a reply composer is open for the block's own topic", async () => {
    const scene = new TopicModel(json(9, "Escena"));
    seen.topics[9] = json(9, "Escena");
    const { service } = discourseComposer(undefined);
    service.model = { viewOpen: true, action: "reply", topic: scene, draftKey: "topic_9", draftSequence: 0, reply: "" };
    await mod.composeReply(apiWith(service) as never, scene as never, "[gf-pool]\n[/gf-pool]" as never);
    await mod.composeReply(apiWith(service) as never, new TopicModel(json(5, "Ficha")) as never, "[gf-pool]\n[/gf-pool]" as never, 9 as never);
    expect(seen.calls).toEqual([["app-events", "composer:insert-block", "[gf-pool]\n[/gf-pool]"], ["app-events", "composer:insert-block", "[gf-pool]\n[/gf-pool]"]]);
  });

  it("says in a dialog, in the reader's language (their card words, loaded for it), that a topic it cannot load cannot be replied in, and opens nothing", async () => {
    const alerts: unknown[] = [];
    const { service } = discourseComposer(undefined);
    const before = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = {};
    try {
      await mod.composeReply(apiWith(service, { alert: (m: unknown) => alerts.push(m) }) as never, new TopicModel(json(5, "Ficha")) as never, "x" as never, 404 as never);
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      (globalThis as { window?: unknown }).window = before;
    }
    expect(alerts).toEqual([translator("es")("composer.topic_unavailable", { error: "404 /t/404.json" })]);
    expect(seen.calls.filter(([c]) => c === "loadScript").map(([, url]) => url)).toEqual(["/forum/plugins/genrefuzzion/javascripts/gf-locale-es.js"]);
    expect(service.model).toBeUndefined();
  });
});

describe("editPost (the sheet card's GF-REL-1 form)", () => {
  // Discourse's Composer#open with action edit loads the post's raw into model.reply, then resolves.
  const editor = (raw: string) => {
    const opened: unknown[] = [];
    const model = { reply: "", set(key: string, value: string) { (this as Record<string, unknown>)[key] = value; } };
    const composer = { model, open: async (o: unknown) => { opened.push(o); await Promise.resolve(); model.reply = raw; } };
    return { api: { container: { lookup: (name: string) => (name === "service:composer" ? composer : undefined) } }, opened, model };
  };
  const post = { id: 41, topic: { id: 5, draft_key: "topic_5", draft_sequence: 2 } };
  it("opens the post in the edit composer, as the pencil does, and puts the rewritten text in it", async () => {
    const { api, opened, model } = editor("[gf-ficha]\nrelación : Le debe la vida d6\n[/gf-ficha]");
    await mod.editPost(api, post, (raw) => raw.replace("relación : ", "relación Alicia: "));
    expect(opened).toEqual([{ action: "edit", post, draftKey: "topic_5", draftSequence: 2, skipDraftCheck: true }]);
    expect(model.reply).toBe("[gf-ficha]\nrelación Alicia: Le debe la vida d6\n[/gf-ficha]");
  });
  it("leaves the post's text as it is when the rewrite finds nothing to change", async () => {
    const { api, model } = editor("texto editado por otro");
    await mod.editPost(api, post, () => undefined);
    expect(model.reply).toBe("texto editado por otro");
  });
});

describe("the initializer", () => {
  it("is named genrefuzzion and starts the plugin only when gf_enabled is on", () => {
    expect(mod.default.name).toBe("genrefuzzion");
    const container = (enabled: boolean) => ({ lookup: (name: string) => (name === "service:site-settings" ? { gf_enabled: enabled } : undefined) });
    mod.default.initialize(container(false));
    expect(seen.calls).toEqual([]);
    mod.default.initialize(container(true));
    expect(seen.calls.map(([name, version, fn]) => [name, version, fn === mod.initializeGenreFuzzion])).toEqual([["withPluginApi", "1.15.0", true]]);
  });

  it("decorates every cooked post; only a post in the game's categories gets the reader's name and the thread", () => {
    const { api, registered } = fakeApi({ settings: { gf_categories: "4" }, user: "ana" });
    mod.initializeGenreFuzzion(api as never);
    // Only options Discourse reads (CoreApi#decorateCookedElement: onlyStream; 3.x: afterAdopt too). An `id`,
    // which only 2.x's decorate() took, would do nothing.
    expect(Object.keys(registered.decoratorOptions ?? {}).filter((k) => !["onlyStream", "afterAdopt"].includes(k))).toEqual([]);
    const postIn = { id: 21, topic_id: 8, topic: { category_id: 4, postStream: { posts: [{ id: 30, post_number: 5, cooked: "<p>x</p>" }] } } };
    const postOut = { id: 22, topic_id: 9, topic: { category_id: 5, postStream: { posts: [] } } };
    const location = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = { location: { host: "Forum.Example:8443" }, GfLocales: WORDS };
    try {
      registered.decorator!("in", { getModel: () => postIn });
      registered.decorator!("out", { getModel: () => postOut });
      registered.decorator!("preview", undefined);
    } finally {
      (globalThis as { window?: unknown }).window = location;
    }
    const [inside, outside, preview] = seen.decorated;
    expect(inside).toMatchObject({ element: "in", lang: "es", forum: "forum.example:8443", topicId: 8, postId: 21, username: "ana",
      serviceUsername: "gf-dice", publicKey: "ab".repeat(32) });
    // The badge reads the commitment topic under the subfolder's prefix.
    expect(inside!["forumBase"]).toBe("/forum");
    expect(typeof inside!["thread"]).toBe("function");
    expect(inside!["serviceUrl"]).toBeUndefined(); // gf_service_url left empty
    expect(typeof inside!["loadVerifier"]).toBe("function");
    expect(inside!["loadGame"]).toBe(mod.loadGame);
    expect(typeof inside!["postTime"]).toBe("function");
    // The badge's "#5" for a post it names, read from the post stream, never by parsing the thread.
    const postNumber = inside!["postNumber"] as (id: number) => number | undefined;
    expect([postNumber(30), postNumber(99)]).toEqual([5, undefined]);
    expect(typeof inside!["composeReply"]).toBe("function");
    expect(outside).toMatchObject({ element: "out", topicId: 9, postId: 22, username: undefined, thread: undefined });
    expect(preview).toMatchObject({ element: "preview", topicId: undefined, postId: undefined, username: undefined, thread: undefined });
  });

  it("draws a post's cards only once their language's card words are on the page, asking for them (gf-locale-<lang>.js) only where a post has a card or a question", async () => {
    const g2 = globalThis as unknown as { window?: Record<string, unknown> };
    const before = g2.window;
    g2.window = { location: { host: "forum.example" } };
    try {
      const { api, registered } = fakeApi({ settings: { gf_category_languages: "7:en" } });
      mod.initializeGenreFuzzion(api as never);
      const post = (categoryId: number) => ({ getModel: () => ({ id: 1, topic: { category_id: categoryId } }) });
      const holding = (selector: string | undefined) => ({ querySelector: (s: string) => (selector && s.split(",").includes(selector) ? {} : null), addEventListener: () => {} });
      registered.decorator!(holding(undefined), post(3));
      await new Promise((r) => setTimeout(r, 0));
      // A post with no card: nothing drawn, no words asked for.
      expect([seen.decorated.length, seen.calls.filter(([c]) => c === "loadScript")]).toEqual([0, []]);
      const card = holding("[data-gf-card]");
      const question = holding("[data-gf-question]");
      registered.decorator!(card, post(3));
      registered.decorator!(question, post(7));
      // Not drawn before the words: no key is ever shown in their place.
      expect(seen.decorated.length).toBe(0);
      await new Promise((r) => setTimeout(r, 0));
      expect(seen.calls.filter(([c]) => c === "loadScript").map(([, url]) => url)).toEqual(["es", "en"].map((l) => `/forum/plugins/genrefuzzion/javascripts/gf-locale-${l}.js`));
      expect(seen.decorated.map((d) => [d["element"] === card ? "card" : "question", d["lang"], (d["t"] as (k: string) => string)("card.pool")])).toEqual([["card", "es", "Pozo"], ["question", "en", "Pool"]]);
    } finally {
      g2.window = before;
    }
  });

  it("gives the cards their table's language's card words (gf-locale-<lang>.js), and links rule IDs to gf_rules_url through getURL (none when it is empty)", () => {
    const location = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = { location: { host: "forum.example" }, GfLocales: WORDS };
    try {
      for (const gf_rules_url of ["/plugins/genrefuzzion/rules", ""]) {
        const { api, registered } = fakeApi({ settings: { gf_rules_url } });
        mod.initializeGenreFuzzion(api as never);
        registered.decorator!("post", undefined);
      }
    } finally {
      (globalThis as { window?: unknown }).window = location;
    }
    const [linked, unlinked] = seen.decorated as { t(key: string, params?: object): string; ruleUrl(rule: string): string | undefined }[];
    expect(linked!.t("card.pool_of", { name: "Ana" })).toBe("Pozo de Ana");
    // A word the language lacks shows its key, as Discourse's I18n shows a missing one.
    expect(linked!.t("card.nothing_here")).toBe("[es.genrefuzzion.card.nothing_here]");
    expect(linked!.ruleUrl("GF-POOL-2")).toBe("/forum/plugins/genrefuzzion/rules/es.html#gf-pool-2");
    expect(unlinked!.ruleUrl("GF-POOL-2")).toBeUndefined();
  });

  it("adds the pool button to the toolbar and the scene and sheet entries to its menu; their text comes from GenreFuzzion's chunk, in the reader's language", async () => {
    const { api, registered } = fakeApi();
    const before = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = {};
    try {
      mod.initializeGenreFuzzion(api as never);
      const buttons: Record<string, unknown>[] = [];
      registered.toolbar!({ addButton: (b: Record<string, unknown>) => buttons.push(b) });
      expect(buttons).toMatchObject([{ id: "gf-pool", group: "extras", icon: "dice", title: "genrefuzzion.composer.insert_pool" }]);
      const added: string[] = [];
      (buttons[0]!["perform"] as (e: unknown) => void)({ addText: (t: string) => added.push(t) });
      for (const entry of registered.menu as { action: (e: unknown) => void }[]) entry.action({ addText: (t: string) => added.push(t) });
      expect(registered.menu).toMatchObject([
        { icon: "scroll", label: "genrefuzzion.composer.insert_scene" },
        { icon: "dice-d20", label: "genrefuzzion.composer.insert_sheet" },
      ]);
      await new Promise((r) => setTimeout(r, 0));
      expect(added).toEqual(["pool:es", "scene:es", "sheet:es"]);
      expect(seen.calls.filter(([name]) => name === "loadScript").map(([, url]) => url))
        .toEqual(Array(3).fill("/forum/plugins/genrefuzzion/javascripts/gf-genrefuzzion.js"));
    } finally {
      (globalThis as { window?: unknown }).window = before;
    }
  });

  it("gives the entry's text the open composer's model, so an entry that opens a topic can title it (GameChunk.compose)", () => {
    seen.entries = [{ id: "pj-table", icon: "scroll", label: "genrefuzzion.composer.insert_pj_table", game: "pujas", ready: true } as never];
    const { api, registered } = fakeApi({ user: "ana" });
    // models/composer.js (discourse/discourse@53c16e3f): creatingTopic, and title set with set("title").
    const model = { categoryId: null, creatingTopic: true, title: "", set: () => undefined };
    const lookup = api.container.lookup;
    api.container.lookup = (name: string) => (name === "service:composer" ? { model } : lookup(name));
    mod.initializeGenreFuzzion(api as never);
    const added: string[] = [];
    (registered.menu as { action: (e: unknown) => void }[])[0]!.action({ addText: (t: string) => added.push(t) });
    expect(added).toEqual(["pj-table|now:es"]);
    expect(seen.calls.filter(([c]) => c === "composerText")).toEqual([["composerText", "pj-table", "ana", model]]);
  });

  it("offers a game's composer entries only where the composer's category plays that game (gf_category_games, else gf_default_game), all of them with no category", () => {
    const settings = { gf_category_games: "12:tricube|15:genrefuzzion", gf_default_game: "genrefuzzion" };
    expect([12, 15, 99, null, undefined].map((id) => mod.gameOfCategory(settings, id))).toEqual(["tricube", "genrefuzzion", "genrefuzzion", "genrefuzzion", "genrefuzzion"]);
    expect(mod.gameOfCategory({ gf_category_games: "", gf_default_game: "tricube" }, 12)).toBe("tricube");
    for (const [categoryId, shown] of [[12, false], [15, true], [99, true], [null, true]] as const) {
      const { api, registered } = fakeApi({ settings });
      mod.initializeGenreFuzzion(api as never);
      const buttons: { condition: (editor: unknown) => boolean }[] = [];
      registered.toolbar!({ addButton: (b: { condition: (editor: unknown) => boolean }) => buttons.push(b) });
      // A button is asked with its editor (the composer's d-editor holds the model in @outletArgs); a
      // menu option with the composer service.
      const model = { categoryId };
      const conditions = [...buttons.map((b) => b.condition({ outletArgs: { composer: model, editorType: "composer" } })),
        ...(registered.menu as { condition: (composer: unknown) => boolean }[]).map((o) => o.condition({ model }))];
      expect(conditions).toEqual([shown, shown, shown]);
    }
  });

  it("loads gf-cook.js when the composer opens in a category whose game cooks its cards (Tricube), and nowhere else", async () => {
    const settings = { gf_category_games: "12:tricube|15:genrefuzzion", gf_default_game: "genrefuzzion" };
    const g2 = globalThis as unknown as { window?: Record<string, unknown> };
    const before = g2.window;
    g2.window = { location: { host: "forum.example" }, GfLocales: WORDS };
    try {
      for (const [categoryId, loads] of [[15, false], [null, false], [12, true]] as const) {
        seen.calls = [];
        const { registered } = initializedAt(categoryId, settings);
        registered.appEvents!["composer:opened"]!();
        await Promise.resolve();
        expect(seen.calls.filter(([c]) => c === "loadScript").map(([, url]) => url)).toEqual(loads ? ["/forum/plugins/genrefuzzion/javascripts/gf-cook.js"] : []);
      }
      // And each card the initializer decorates can ask for it (GfHost.loadCardCooks).
      const { api, registered } = fakeApi({ settings });
      mod.initializeGenreFuzzion(api as never);
      registered.decorator!({ querySelectorAll: () => [] }, undefined);
      expect(typeof (seen.decorated.at(-1) as { loadCardCooks?: unknown }).loadCardCooks).toBe("function");
    } finally {
      g2.window = before;
    }
  });

  it("draws the composer's preview (decorated with no post) in its table's language, the composer's category's in gf_category_languages, and loads that locale as the composer opens", async () => {
    const settings = { gf_category_languages: "12:en|15:es" };
    const g2 = globalThis as unknown as { window?: Record<string, unknown> };
    const before = g2.window;
    g2.window = { location: { host: "forum.example" }, GfLocales: WORDS };
    try {
      const langs: unknown[] = [];
      for (const categoryId of [12, 15, null]) {
        const { registered } = initializedAt(categoryId, settings);
        registered.decorator!("preview", undefined);
        // A post keeps its own topic's table, whatever the composer holds.
        registered.decorator!("post", { getModel: () => ({ id: 1, topic: { category_id: 15 } }) });
        langs.push(seen.decorated.slice(-2).map((d) => (d as { lang: string }).lang));
      }
      // The reader's locale is Spanish (the stand-in's): an English table's preview is English, no category is the reader's.
      expect(langs).toEqual([["en", "es"], ["es", "es"], ["es", "es"]]);
      // As the composer opens in a category that plays a game, its table's card words (either language); with no game, none.
      for (const [categoryId, game, loads] of [[12, "genrefuzzion", "en"], [15, "genrefuzzion", "es"], [12, "", undefined]] as const) {
        g2.window = { location: { host: "forum.example" } };
        seen.calls = [];
        const { registered } = initializedAt(categoryId, { ...settings, gf_default_game: game });
        registered.appEvents!["composer:opened"]!();
        await Promise.resolve();
        expect(seen.calls.filter(([c]) => c === "loadScript").map(([, url]) => url)).toEqual(loads ? [`/forum/plugins/genrefuzzion/javascripts/gf-locale-${loads}.js`] : []);
      }
    } finally {
      g2.window = before;
    }
  });

  it("offers no toolbar button in an editor that is not the composer's, even while a composer is open (a profile's bio: its d-editor has no composer model), and no menu option with no composer", () => {
    const { api, registered } = fakeApi({ settings: { gf_default_game: "genrefuzzion" }, viewOpen: true });
    mod.initializeGenreFuzzion(api as never);
    const buttons: { condition: (editor: unknown) => boolean }[] = [];
    registered.toolbar!({ addButton: (b: { condition: (editor: unknown) => boolean }) => buttons.push(b) });
    // The bio's d-editor: no @outletArgs (components/composer-editor.gjs is the only one passing the model).
    expect(buttons.map((b) => b.condition({}))).toEqual([false]);
    expect(buttons.map((b) => b.condition(undefined))).toEqual([false]);
    expect((registered.menu as { condition: (composer: unknown) => boolean }[]).map((o) => o.condition({ model: undefined }))).toEqual([false, false]);
  });

  it("computes the menu again when the composer's category changes: an observer of model.categoryId notifies the model's post, one of popupMenuOptions' dependent keys", () => {
    const { api } = fakeApi({ settings: { gf_default_game: "genrefuzzion" } });
    const notified: string[] = [];
    const observers: [string, () => void][] = [];
    const composer = { model: { categoryId: 15, notifyPropertyChange: (key: string) => notified.push(key) },
      addObserver: (key: string, fn: () => void) => observers.push([key, fn]) };
    const lookup = api.container.lookup;
    api.container.lookup = (name: string) => (name === "service:composer" ? composer : lookup(name));
    mod.initializeGenreFuzzion(api as never);
    expect(observers.map(([key]) => key)).toEqual(["model.categoryId"]);
    composer.model.categoryId = 12;
    observers[0]![1]();
    expect(notified).toEqual(["post"]);
  });

  it("checks the composer's category again on a click: a menu entry Discourse computed before the category changed inserts nothing, and says why", async () => {
    seen.entries = GF_ENTRIES.map((e) => ({ ...e, ready: true }));
    const settings = { gf_category_games: "12:tricube|15:genrefuzzion", gf_default_game: "genrefuzzion" };
    const { api, registered } = fakeApi({ settings });
    const alerts: string[] = [];
    const lookup = api.container.lookup;
    const model = { categoryId: 15 };
    api.container.lookup = (name: string) => (name === "service:composer" ? { model } : name === "service:dialog" ? { alert: (m: string) => alerts.push(m) } : lookup(name));
    mod.initializeGenreFuzzion(api as never);
    const added: string[] = [];
    const scene = (registered.menu as { action: (e: unknown) => void }[])[0]!;
    scene.action({ addText: (t: string) => added.push(t) });
    model.categoryId = 12;
    const before = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = {};
    try {
      scene.action({ addText: (t: string) => added.push(t) });
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      (globalThis as { window?: unknown }).window = before;
    }
    expect(added).toEqual(["gf-scene|now:es"]);
    const t = translator("es");
    expect(alerts).toEqual([t("composer.other_game", { game: t("games.genrefuzzion"), plays: t("games.tricube") })]);
  });

  it("inserts a composer entry's text at once when its game's chunk is on the page", () => {
    seen.entries = GF_ENTRIES.map((e) => ({ ...e, ready: true }));
    const { api, registered } = fakeApi();
    mod.initializeGenreFuzzion(api as never);
    const added: string[] = [];
    for (const entry of registered.menu as { action: (e: unknown) => void }[]) entry.action({ addText: (t: string) => added.push(t) });
    expect(added).toEqual(["gf-scene|now:es", "gf-sheet|now:es"]);
  });

  it("tells the writer, in their language, when a game's composer entries cannot be loaded", async () => {
    seen.entries = [{ id: "gf-pool", game: "missing", icon: "dice", label: "genrefuzzion.composer.insert_pool" }];
    const { api, registered } = fakeApi();
    const alerts: string[] = [];
    const lookup = api.container.lookup;
    api.container.lookup = (name: string) => (name === "service:dialog" ? { alert: (m: string) => alerts.push(m) } : lookup(name));
    const before = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = {};
    try {
      mod.initializeGenreFuzzion(api as never);
      const added: string[] = [];
      (registered.menu[0] as { action: (e: unknown) => void }).action({ addText: (t: string) => added.push(t) });
      await new Promise((r) => setTimeout(r, 0));
      expect(added).toEqual([]);
      expect(alerts).toEqual([translator("es")("composer.unavailable", { game: "[es.genrefuzzion.games.missing]" })]);
    } finally {
      (globalThis as { window?: unknown }).window = before;
    }
  });
});
