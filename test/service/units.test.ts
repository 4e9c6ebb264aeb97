// The service's small parts, each against its own contract.
import { describe, expect, it } from "@jest/globals";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { categoryLangFrom, loadConfig } from "../../src/service/config.js";
import { retryAfterMs } from "../../src/service/discourse/client.js";
import { requestBudget } from "../../src/service/discourse/request-budget.js";
import { signWebhook, verifyWebhook } from "../../src/service/discourse/signature.js";
import { memoryLog } from "../../src/service/log.js";
import { FLOWS, GAME_SERVICES } from "../../src/games/server-games.js";
import { GAMES } from "../../src/games/games.js";
import { findPoolBlocks } from "../../src/games/genrefuzzion/service/pool-blocks.js";
import { Router } from "../../src/service/router.js";
import { defaultTemplatesDir, startService } from "../../src/service/service.js";
import { codeSpan } from "../../src/lib/inert-text.js";
import { loadTemplates, TEMPLATE_NAMES } from "../../src/service/templates.js";
import type { EventName } from "../../src/service/discourse/schemas.js";

describe("webhook signature", () => {
  // RFC 4231 §4.3, test case 2: HMAC-SHA256(key "Jefe", "what do ya want for nothing?").
  const rfc = "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
  it("matches the RFC 4231 HMAC-SHA256 vector, as Discourse's OpenSSL::HMAC.hexdigest does", () => {
    expect(signWebhook("Jefe", "what do ya want for nothing?")).toBe(rfc);
    expect(verifyWebhook("Jefe", Buffer.from("what do ya want for nothing?"), rfc)).toBe(true);
  });
  it("rejects missing, short, long, non-hex, upper-case-prefixed and foreign signatures without throwing", () => {
    const body = Buffer.from("what do ya want for nothing?");
    for (const bad of [undefined, "", "sha256=", rfc.slice(0, -2), rfc + "00", rfc.replace("sha256=", "sha1=XX"),
      "SHA256=" + rfc.slice(7), rfc.slice(0, -1) + "g", "sha256=" + "0".repeat(64)]) {
      expect(verifyWebhook("Jefe", body, bad)).toBe(false);
    }
    expect(verifyWebhook("jefe", body, rfc)).toBe(false);
  });
  it("checks bytes, not decoded text: a body that differs only in invalid UTF-8 fails", () => {
    const a = Buffer.from([0x7b, 0xff, 0x7d]);
    const b = Buffer.from([0x7b, 0xfe, 0x7d]);
    expect(verifyWebhook("k", b, signWebhook("k", a))).toBe(false);
  });
});

describe("router", () => {
  const deps = { discourse: {} as never, store: {} as never, clock: { now: () => 0, sleep: async () => {} }, log: memoryLog() };
  it("refuses a handler for an unknown event name at registration", () => {
    expect(() => new Router(deps).on("post_creatd" as EventName, async () => {})).toThrow(/not a known webhook name/);
  });
  it("runs the handlers of an event in order, with a log bound to the event and post", async () => {
    const log = memoryLog();
    const seen: string[] = [];
    const r = new Router({ ...deps, log })
      .on("post_created", async (ctx) => { seen.push(`a${ctx.payload.post.id}`); ctx.log.info("x"); })
      .on("post_created", async () => { seen.push("b"); })
      .on("post_edited", async () => { seen.push("never"); });
    const post = { id: 5, username: "a", user_id: 1, topic_id: 1, post_number: 1, raw: "", version: 1, wiki: false };
    await r.receive({ name: "post_created", id: "9", instance: "", payload: { post } });
    expect(seen).toEqual(["a5", "b"]);
    expect(log.lines[0]).toMatchObject({ msg: "x", event: "post_created", eventId: "9", postId: 5 });
  });
});

describe("config", () => {
  const base = { env: {}, cwd: "/srv/gf", lang: "en" as const };
  it("names every missing value with the variable that sets it, all at once", () => {
    const r = loadConfig(base);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(expect.arrayContaining([
      expect.stringContaining("\"discourse\" is missing: set it in the config file or in $GF_DISCOURSE_URL, $GF_DISCOURSE_API_KEY, $GF_DISCOURSE_API_USERNAME"),
      expect.stringContaining("\"webhookSecret\" is missing: set it in the config file or in $GF_WEBHOOK_SECRET"),
      expect.stringContaining("\"categories\" is missing: set it in the config file or in $GF_CATEGORIES"),
    ]));
  });
  it("keeps the service's clock by default (docs/verifiable-dice.md §V.11: it acts only for keys that name a beacon); GF_DICE_CLOCK=false turns it off", () => {
    const env = { GF_DISCOURSE_URL: "http://127.0.0.1:9", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf",
      GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "1" };
    const on = loadConfig({ ...base, env });
    const off = loadConfig({ ...base, env: { ...env, GF_DICE_CLOCK: "false" } });
    if (!on.ok || !off.ok) throw new Error("config");
    expect([on.config.dice.clock, off.config.dice.clock]).toEqual([true, false]);
  });
  it("explains invalid values in Spanish too", () => {
    const r = loadConfig({ ...base, lang: "es", env: { GF_DISCOURSE_URL: "ftp://x", GF_DISCOURSE_API_KEY: "k",
      GF_DISCOURSE_API_USERNAME: "gf", GF_WEBHOOK_SECRET: "short", GF_CATEGORIES: "3,x" } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.join("\n")).toMatch(/«discourse\.url» no es válido/);
    expect(r.errors.join("\n")).toMatch(/«webhookSecret» no es válido: use at least 16 characters/);
    expect(r.errors.join("\n")).toMatch(/«categories\.1» no es válido/);
  });
  it("layers file, environment and flags, and defaults the store to a SQLite file in the data dir", () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-config-"));
    const file = join(dir, "gf.json");
    writeFileSync(file, JSON.stringify({ discourse: { url: "https://forum.example", apiKey: "file", apiUsername: "gf" },
      webhookSecret: "0123456789abcdef0123", categories: [4], listen: { port: 9000 } }));
    const r = loadConfig({ ...base, file, env: { GF_DISCOURSE_API_KEY: "env" }, overrides: { "listen.port": "9100" } });
    expect(r.ok && r.config).toMatchObject({ discourse: { apiKey: "env", requestsPerMinute: 50 }, listen: { port: 9100 },
      categories: [4], database: "/srv/gf/.data/gf.sqlite", lang: "es" });
  });
  it("sets each game's language by category from $GF_CATEGORY_LANG or a flag over the file, the forum's from $GF_LANG", () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-config-"));
    const file = join(dir, "gf.json");
    writeFileSync(file, JSON.stringify({ discourse: { url: "https://forum.example", apiKey: "k", apiUsername: "gf" },
      webhookSecret: "0123456789abcdef0123", categories: [4, 5, 6], categoryLang: { "6": "es" } }));
    const fromEnv = loadConfig({ ...base, file, env: { GF_LANG: "en", GF_CATEGORY_LANG: "4=es, 5=en" } });
    expect(fromEnv.ok && fromEnv.config).toMatchObject({ lang: "en", categoryLang: { "4": "es", "5": "en" } });
    const fromFlag = loadConfig({ ...base, file, env: { GF_CATEGORY_LANG: "4=es" }, overrides: { categoryLang: categoryLangFrom("5=en") } });
    expect(fromFlag.ok && fromFlag.config).toMatchObject({ lang: "es", categoryLang: { "5": "en" } });
    expect(fromFlag.ok && fromFlag.config.categoryLang).not.toHaveProperty("4");
  });
  it("refuses a category language that is not a category id and es or en, in the operator's language", () => {
    const env = { GF_DISCOURSE_URL: "https://forum.example", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf",
      GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "4" };
    const en = loadConfig({ ...base, env: { ...env, GF_CATEGORY_LANG: "4=fr,games=en,7" } });
    expect(en.ok).toBe(false);
    if (en.ok) return;
    expect(en.errors.join("\n")).toMatch(/"categoryLang\.4" is invalid/);
    expect(en.errors.join("\n")).toMatch(/"categoryLang\.games" is invalid/);
    expect(en.errors.join("\n")).toMatch(/"categoryLang\.7" is invalid/);
    const es = loadConfig({ ...base, lang: "es", env: { ...env, GF_CATEGORY_LANG: "4=fr" } });
    expect(es.ok ? "" : es.errors.join("\n")).toMatch(/«categoryLang\.4» no es válido/);
  });
  it("reports an unreadable config file instead of throwing", () => {
    const r = loadConfig({ ...base, file: "/nonexistent/gf.json" });
    expect(r.ok ? "" : r.errors[0]).toMatch(/^cannot read config file \/nonexistent\/gf\.json/);
  });
});

describe("service start-up", () => {
  it("refuses to start without dice keys, saying how to make them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-nokeys-"));
    const r = loadConfig({ env: { GF_DISCOURSE_URL: "http://127.0.0.1:9", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf",
      GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "1", GF_DATA_DIR: dir }, cwd: dir, lang: "en" });
    if (!r.ok) throw new Error(r.errors.join());
    await expect(startService(r.config, { log: memoryLog() })).rejects.toThrow(/gf keys init|no .*key/i);
  });

  it("refuses a game service that does not match its game (games as modules), before opening anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-gameservice-"));
    const r = loadConfig({ env: { GF_DISCOURSE_URL: "http://127.0.0.1:9", GF_DISCOURSE_API_KEY: "k", GF_DISCOURSE_API_USERNAME: "gf",
      GF_WEBHOOK_SECRET: "0123456789abcdef0123", GF_CATEGORIES: "1", GF_DATA_DIR: dir }, cwd: dir, lang: "en" });
    if (!r.ok) throw new Error(r.errors.join());
    const log = memoryLog();
    const GAME_SERVICE = GAME_SERVICES[0]!;
    await expect(startService(r.config, { log, gameServices: [{ ...GAME_SERVICE, game: "tricube" }] })).rejects.toThrow(/game service tricube reads genrefuzzion's sheets/);
    await expect(startService(r.config, { log, games: GAMES, flows: { genrefuzzion: { ...FLOWS["tricube"]!, game: "genrefuzzion" } }, gameServices: [GAME_SERVICE] }))
      .rejects.toThrow(/genrefuzzion has a topic flow and a game service/);
    const renamed = GAMES.map((g) => (g.id === GAME_SERVICE.game ? { ...g, sheetTag: "gf-hoja" } : g));
    await expect(startService(r.config, { log, games: renamed, gameServices: [GAME_SERVICE] })).rejects.toThrow(/reads \[gf-sheet\] sheets, its module names \[gf-hoja\]/);
    await expect(startService(r.config, { log, gameServices: [GAME_SERVICE, GAME_SERVICE] })).rejects.toThrow(/genrefuzzion has two game services/);
    // Refused before the store was opened: nothing was written in the data dir.
    expect(existsSync(r.config.database)).toBe(false);
  });
});

describe("request budget", () => {
  it("spends at most perMinute requests in any sliding minute, and waits out a pause", async () => {
    let t = 0;
    const waits: number[] = [];
    const b = requestBudget(3, () => t, async (ms) => { waits.push(ms); t += ms; });
    for (let i = 0; i < 4; i++) await b.take();
    expect(waits).toEqual([60_000]);
    b.pauseUntil(t + 5_000);
    await b.take();
    expect(waits.at(-1)).toBe(5_000);
  });
  it("keeps a fifth of every minute for replies: bookkeeping waits in its own queue and never holds a reply back", async () => {
    let t = 0;
    const sleeping: (() => void)[] = [];
    const b = requestBudget(10, () => t, (ms) => new Promise<void>((wake) => sleeping.push(() => { t += ms; wake(); })));
    for (let i = 0; i < 8; i++) await b.take("bookkeeping");
    // The ninth write waits for the minute to turn; two replies (a roll's) asked meanwhile go at once.
    let ninth = false;
    const write = b.take("bookkeeping").then(() => { ninth = true; });
    await b.take("reply");
    await b.take();
    expect([t, ninth]).toEqual([0, false]);
    while (!ninth) { sleeping.shift()?.(); await new Promise((r) => setImmediate(r)); }
    await write;
    expect(t).toBe(60_000);
  });
  it("reads Retry-After seconds first, then extras.wait_seconds, else a minute", () => {
    expect(retryAfterMs("7", { extras: { wait_seconds: 30 } })).toBe(7_000);
    expect(retryAfterMs(null, { errors: ["x"], error_type: "rate_limit", extras: { wait_seconds: 12 } })).toBe(12_000);
    expect(retryAfterMs("Wed, 21 Oct 2015 07:28:00 GMT", {})).toBe(60_000);
    expect(retryAfterMs("0", {})).toBe(1_000);
  });
});

describe("pool blocks (through the markup parser)", () => {
  it("finds [gf-pool] blocks, numbers them, and skips code fences", () => {
    const raw = "x\n\n[gf-pool]\nd8 d6\n[/gf-pool]\n\n```\n[gf-pool]\nd4\n[/gf-pool]\n```\n\n[gf-pool]\n2d10 d4\n[/gf-pool]\n";
    const blocks = findPoolBlocks(raw, "es");
    expect(blocks.map((b) => [b.index, b.line, b.pool.ok && b.pool.canonical])).toEqual([[0, 3, "d6 d8"], [1, 13, "d4 d10 d10"]]);
  });
  it("GF-DIE-1: points at the line holding a bad die, with the parser's message in the game's language", () => {
    const [b] = findPoolBlocks("[gf-pool]\nd8\nd6 d7\n[/gf-pool]", "en");
    expect(b!.pool).toMatchObject({ ok: false, lineNo: 3, lineText: "d6 d7" });
    expect(b!.pool.ok ? "" : b!.pool.message).toMatch(/d7/);
  });
  it("does not roll a pool whose sizes come from a sheet, and says why", () => {
    const [b] = findPoolBlocks("[gf-pool personaje=Ana]\ncliché: Superfuerte\n[/gf-pool]", "es");
    expect(b!.pool).toMatchObject({ ok: false, lineNo: 2, error: { code: "service.pool.needs-sheet" } });
  });
  it("GF-POOL-2: a named character's traits take the sheet's sizes even when typed; its bare dice are the quick form", () => {
    const [typed] = findPoolBlocks("[gf-pool personaje=Ana]\ncliché: Superfuerte d12\n[/gf-pool]", "es");
    expect(typed).toMatchObject({ fromSheet: true, pool: { ok: false, error: { code: "service.pool.needs-sheet" } } });
    const [quick] = findPoolBlocks("[gf-pool personaje=Ana]\nd8 d6\n[/gf-pool]", "es");
    expect(quick).toMatchObject({ fromSheet: false, pool: { ok: true, canonical: "d6 d8" } });
    const [nobody] = findPoolBlocks("[gf-pool]\ncliché: Superfuerte d12\n[/gf-pool]", "es");
    expect(nobody).toMatchObject({ fromSheet: false, pool: { ok: true, canonical: "d12" } });
  });
});

describe("reply templates", () => {
  const t = loadTemplates(defaultTemplatesDir());
  it("has every template in es and en, and renders each without a missing field", () => {
    const data = { username: "alicia", several: false, rolls: [{ post: 1, block: 0, proof: "gf1.x", dice: "d8:1", result: 1, botches: 1, effect: "" }],
      block: 1, link: "http://f/t/1/2", lineNo: 2, lineText: "d7", message: "m", limit: 3, chain: "quicknet", round: 657413,
      at: "2026-11-29T05:00:00.000Z", posted: "2026-11-29T05:01:00.000Z" };
    for (const name of TEMPLATE_NAMES) for (const lang of ["es", "en"] as const) {
      expect(t.render(name, lang, data)).toMatch(/^@alicia/);
    }
  });
  it("fences a quoted line so backticks inside cannot close it", () => {
    expect(codeSpan("a ` b")).toBe("``a ` b``");
    expect(codeSpan("`x`")).toBe("`` `x` ``");
    expect(codeSpan("two\nlines")).toBe("`two lines`");
  });
});
