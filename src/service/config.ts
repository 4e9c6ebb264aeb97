// One configuration, validated by zod: a JSON file (--config or $GF_CONFIG), then environment
// variables over it, then command-line flags over both. Every missing or invalid value is reported
// with its path and where to set it, all at once, before anything starts.
import { DEFAULT_RULES_URL } from "../lib/rule-reference.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { fill } from "../lib/i18n.js";
import type { Lang } from "../lib/i18n.js";
import { serviceMessages } from "./messages.js";

const lang = z.enum(["es", "en"]);
/** A game's id in the registry (src/games/registry.ts); loadConfig checks it names a game it was given. */
const gameId = z.string().trim().regex(/^[a-z][a-z0-9-]{0,30}$/, "a game id such as genrefuzzion or tricube");

export const configSchema = z.object({
  listen: z.object({
    host: z.string().min(1).default("127.0.0.1"),
    port: z.coerce.number().int().min(0).max(65535).default(8787),
    /** Open connections at most; more are refused at once (Discourse sends one webhook per connection). */
    maxConnections: z.coerce.number().int().min(4).default(256),
    /** A request's headers must arrive within this (Discourse sends them in one write). */
    headersTimeoutMs: z.coerce.number().int().min(100).default(10_000),
    /** A whole request within this: Discourse itself gives up on a webhook after 20 s (WebHookEmitter::REQUEST_TIMEOUT). */
    requestTimeoutMs: z.coerce.number().int().min(100).default(30_000),
    /**
     * The largest webhook body read. Discourse's largest real one is a post event for a post at
     * max_post_length (32,000 characters by default, config/site_settings.yml): its raw JSON-escaped
     * is at most 6 bytes a character (192 KB, Rails escapes <, > and & as \u003c…), and its cooked HTML
     * grows with what the post draws: a post of 10,000 ":) " emoji cooks to ~170 escaped bytes each
     * (1.7 MB). 2 MiB holds that; a forum that raises max_post_length (up to 150,000) raises this.
     */
    maxBodyBytes: z.coerce.number().int().min(64 * 1024).default(2 * 1024 * 1024),
    /**
     * Webhook bodies' memory: bodies are read side by side within this × maxBodyBytes bytes (a quarter
     * kept for small declared bodies, every Discourse event's), each cut when it stalls (http-server.ts).
     */
    concurrentBodies: z.coerce.number().int().min(1).default(8),
  }).prefault({}),
  discourse: z.object({
    url: z.url({ protocol: /^https?$/ }),
    apiKey: z.string().min(1),
    apiUsername: z.string().min(1),
    /** Client-side budget, under Discourse's default max_admin_api_reqs_per_minute of 60. */
    requestsPerMinute: z.coerce.number().int().min(1).max(6000).default(50),
    /**
     * The forum runs the official discourse-assign plugin: each table's topic is assigned to whoever
     * its game waits for (src/service/topic-assignments.ts).
     */
    assign: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(false),
  }),
  /** The webhook's secret in Discourse (Admin → API → Webhooks); refuse short ones. */
  webhookSecret: z.string().min(16, "use at least 16 characters"),
  /** A SQLite file path or a postgres:// URL. */
  database: z.string().min(1),
  dataDir: z.string().min(1),
  /** The categories the service acts in: none by default, so it never acts where it was not asked to. */
  categories: z.array(z.coerce.number().int().positive()).min(1, "name at least one category id"),
  /** Categories whose wiki posts are character sheets; the game categories when empty. */
  sheetCategories: z.array(z.coerce.number().int().positive()).default([]),
  /**
   * Whether the service makes each sheet posted as no wiki a wiki itself (PUT /posts/{id}/wiki, as staff
   * may; docs/decisions.md, "Sheets become wikis"). Off: staff make each sheet a wiki by hand from the
   * post's menu, which also vouches for the points it shows, and its author is told until they do.
   */
  sheetMakeWiki: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(true),
  /**
   * How long a sheet posted as no wiki, which the service could not make one (its account is not
   * staff), may take to be made one by staff from the post's menu before its author is told so.
   */
  sheetWikiGraceMs: z.coerce.number().int().min(0).default(120_000),
  /** The forum's language: the games' language where their category names none. */
  lang: lang.default("es"),
  /** A game's language by category id: the service answers every post of that category in it. */
  categoryLang: z.record(z.string().regex(/^\d+$/, "a category id"), lang).default({}),
  /**
   * The game a category plays where categoryGame names none; when not set, the registry's first game
   * (loadConfig and startService take it from the games the composition root hands them).
   */
  defaultGame: gameId.optional(),
  /**
   * The game each category plays, by category id: one game per category, as the plugin's
   * gf_category_games site setting says to the forum. A block of another game there is refused.
   */
  categoryGame: z.record(z.string().regex(/^\d+$/, "a category id"), gameId).default({}),
  /**
   * Each game's table settings, by game id, as the game's flow reads them with its own schema (the
   * optional rules of Tricube Tales, say: docs/games/tricube.md). A game with none plays its defaults.
   */
  gameSettings: z.record(gameId, z.unknown()).default({}),
  userRollsPerMinute: z.coerce.number().int().min(1).default(10),
  /** Where the rule IDs of replies link (src/lib/rule-reference.ts): by default the rules reference
   *  the plugin ships, relative to the forum; the same value as the plugin's gf_rules_url. "" = no links. */
  rulesUrl: z.string().trim().regex(/^(|\/[^\s"'<>()]*|https?:\/\/[^\s"'<>()]+)$/, "a path starting with /, an http(s) URL, or empty").default(DEFAULT_RULES_URL),
  outbox: z.object({
    /** Items sent concurrently per claim. */
    batch: z.coerce.number().int().min(1).max(256).default(16),
    leaseMs: z.coerce.number().int().min(100).default(30_000),
    baseBackoffMs: z.coerce.number().int().min(1).default(2_000),
    maxBackoffMs: z.coerce.number().int().min(1).default(600_000),
    maxAttempts: z.coerce.number().int().min(1).default(12),
    pollMs: z.coerce.number().int().min(5).default(500),
  }).prefault({}),
  /** The reconciler (reconciler.ts): posts no webhook brought are read from the forum's API. */
  reconcile: z.object({
    /** Between passes; a pass also runs at start-up. 0 turns it off. */
    intervalMs: z.coerce.number().int().min(0).default(60_000),
    /** Pages of 50 posts read at most per pass (each one request of the budget). */
    pagesPerPass: z.coerce.number().int().min(1).max(100).default(4),
    /** Posts this recent are looked at again each sweep, for missed edits. */
    lookbackMs: z.coerce.number().int().min(0).default(3_600_000),
    /** Known sheets read again per pass, round robin (each one request), for lost edits of old sheets. */
    sheetsPerPass: z.coerce.number().int().min(0).max(500).default(20),
  }).prefault({}),
  /**
   * What the store keeps of every post (prune.ts): each text's outcome (post_outcomes, one answer per text
   * across instances) and the version and raw each post was seen through (processed_posts, the
   * reconciler's "seen"). Both grow by a row per post; rows older than `days` are deleted every
   * `pruneEveryMs` (and at start). The rolls, the outbox and the games are never pruned.
   */
  retention: z.object({
    /**
     * Longer than any redelivery of a post and than the reconciler's look back (checked below): a text
     * is judged once while its outcome is kept. Discourse retries a webhook for hours, not days.
     */
    days: z.coerce.number().min(1).max(36_500).default(30),
    pruneEveryMs: z.coerce.number().int().min(1_000).default(6 * 3_600_000),
  }).prefault({}),
  logLevel: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * The public beacon (docs/verifiable-dice.md §6). Whether rolls use one is the operator's keys'
   * choice (`gf keys init --beacon quicknet`), so none is used by default; this says where to fetch it.
   */
  beacon: z.object({
    /** A drand relay for the keys' chain, e.g. https://api.drand.sh/<chain hash>; default drand's own. */
    url: z.url({ protocol: /^https?$/ }).optional(),
    /** Fetches of a round before the post waits for a later try (one chain period apart). */
    attempts: z.coerce.number().int().min(1).max(20).default(3),
  }).prefault({}),
  /**
   * Which proofs the service makes (docs/verifiable-dice.md §V): 3, the default, dates every roll at
   * the forum's time for its block (the operator picks no time); 2, at the service's, only for an
   * operator whose readers' verifiers do not read v3 yet.
   */
  dice: z.object({
    proofVersion: z.coerce.number().pipe(z.union([z.literal(2), z.literal(3)])).default(3),
    /**
     * Posts the roll log's tip in the commitment topic at start and every hour on the hour
     * (docs/verifiable-dice.md §V.4). Off only where nobody audits the log: `gf audit` refuses a log
     * whose forum holds no recent tip.
     */
    tips: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(true),
    /**
     * Keeps the service's clock in the commitment topic (docs/verifiable-dice.md §V.11): for an operator
     * with a beacon and v3 proofs (others keep V.1's rule whatever this says), a block's round then
     * follows the clock's revision its post names, which staff cannot re-date. On by default
     * (docs/decisions.md, "Staff on the forum"): the plugin's gf_clock_post must name the clock post the
     * service logs ("dice: clock kept"), or every block is answered, not rolled. Off: any staff member of
     * the forum can re-date a player's topic and so choose among the published rounds.
     */
    clock: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]).default(true),
  }).prefault({}),
  /** The group's table: its Moderator and how long a turn may wait. */
  game: z.object({
    /** The Moderator's username; unset, staff act as the Moderator through the service's account. */
    moderator: z.string().min(1).optional(),
    /** The maximum wait for a turn before the service reminds the player. */
    maxWaitHours: z.coerce.number().positive().default(72),
    /** How often the reminders are looked for. */
    reminderSweepMs: z.coerce.number().int().min(10).default(60_000),
  }).prefault({}),
  // Checked once the days are a valid number (their own check names a bad one).
}).refine((c) => !(c.retention.days >= 1) || c.retention.days * 86_400_000 > c.reconcile.lookbackMs, {
  path: ["retention", "days"],
  message: "keep posts longer than reconcile.lookbackMs: the reconciler looks at posts that recent again, and must find them seen",
});
export type ServiceConfig = z.infer<typeof configSchema>;

/** Environment variables, each mapped to a config path. */
export const ENV_VARS: Readonly<Record<string, string>> = {
  GF_LISTEN_HOST: "listen.host",
  GF_LISTEN_PORT: "listen.port",
  GF_LISTEN_MAX_CONNECTIONS: "listen.maxConnections",
  GF_LISTEN_HEADERS_TIMEOUT_MS: "listen.headersTimeoutMs",
  GF_LISTEN_REQUEST_TIMEOUT_MS: "listen.requestTimeoutMs",
  GF_DISCOURSE_URL: "discourse.url",
  GF_DISCOURSE_API_KEY: "discourse.apiKey",
  GF_DISCOURSE_API_USERNAME: "discourse.apiUsername",
  GF_DISCOURSE_ASSIGN: "discourse.assign",
  GF_DISCOURSE_REQUESTS_PER_MINUTE: "discourse.requestsPerMinute",
  GF_WEBHOOK_SECRET: "webhookSecret",
  GF_DATABASE: "database",
  GF_DATA_DIR: "dataDir",
  GF_CATEGORIES: "categories",
  GF_SHEET_CATEGORIES: "sheetCategories",
  GF_SHEET_WIKI_GRACE_MS: "sheetWikiGraceMs",
  GF_SHEET_MAKE_WIKI: "sheetMakeWiki",
  GF_LANG: "lang",
  GF_CATEGORY_LANG: "categoryLang",
  GF_DEFAULT_GAME: "defaultGame",
  GF_CATEGORY_GAME: "categoryGame",
  GF_USER_ROLLS_PER_MINUTE: "userRollsPerMinute",
  GF_RULES_URL: "rulesUrl",
  GF_OUTBOX_LEASE_MS: "outbox.leaseMs",
  GF_LOG_LEVEL: "logLevel",
  GF_DICE_PROOF_VERSION: "dice.proofVersion",
  GF_DICE_TIPS: "dice.tips",
  GF_DICE_CLOCK: "dice.clock",
  GF_RETENTION_DAYS: "retention.days",
  GF_RECONCILE_INTERVAL_MS: "reconcile.intervalMs",
  GF_RECONCILE_PAGES_PER_PASS: "reconcile.pagesPerPass",
  GF_RECONCILE_SHEETS_PER_PASS: "reconcile.sheetsPerPass",
  GF_OUTBOX_MAX_ATTEMPTS: "outbox.maxAttempts",
  GF_OUTBOX_MAX_BACKOFF_MS: "outbox.maxBackoffMs",
  GF_OUTBOX_BASE_BACKOFF_MS: "outbox.baseBackoffMs",
  GF_BEACON_URL: "beacon.url",
  // The name `gf roll` reads for the same relay.
  GF_DRAND_URL: "beacon.url",
  GF_GAME_MODERATOR: "game.moderator",
  GF_GAME_MAX_WAIT_HOURS: "game.maxWaitHours",
};

/**
 * "12=en, 15=es" ($GF_CATEGORY_LANG, `gf serve --category-lang`; also "12=tricube" for
 * $GF_CATEGORY_GAME) as a record by category id; what is not "id=value" is kept as typed, for the
 * schema to report with its path.
 */
export function categoryLangFrom(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const piece of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const at = piece.indexOf("=");
    if (at < 0) out[piece] = "";
    else out[piece.slice(0, at).trim()] = piece.slice(at + 1).trim();
  }
  return out;
}

function getPath(source: Record<string, unknown>, path: string): unknown {
  let at: unknown = source;
  for (const p of path.split(".")) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[p] : undefined;
  return at;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let at = target;
  for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]!] = value;
}

/**
 * The store the layers name, for commands that only need the store (`gf outbox retry`): --database,
 * then $GF_DATABASE, then the config file's `database`, then gf.sqlite in the data dir.
 */
export function configuredDatabase(options: { file?: string | undefined; env: Readonly<Record<string, string | undefined>>;
  flag?: string | undefined; dataDirFlag?: string | undefined; cwd: string }): string {
  if (options.flag) return options.flag;
  if (options.env.GF_DATABASE) return options.env.GF_DATABASE;
  const file = options.file ?? options.env.GF_CONFIG;
  if (file) {
    try {
      const fromFile = (JSON.parse(readFileSync(file, "utf8")) as { database?: unknown }).database;
      if (typeof fromFile === "string" && fromFile !== "") return fromFile;
    } catch { /* the default below */ }
  }
  return join(configuredDataDir({ file, env: options.env, flag: options.dataDirFlag, cwd: options.cwd }), "gf.sqlite");
}

export type ConfigResult = { ok: true; config: ServiceConfig } | { ok: false; errors: string[] };

/**
 * The data dir the layers name, before the rest is checked (`gf serve --sandbox` makes keys in it
 * first): the --data-dir flag, then $GF_DATA_DIR, then the config file's `dataDir`, then ./.data.
 * An unreadable file is left for loadConfig to report.
 */
export function configuredDataDir(options: { file?: string | undefined; env: Readonly<Record<string, string | undefined>>;
  flag?: string | undefined; cwd: string }): string {
  if (options.flag) return options.flag;
  if (options.env.GF_DATA_DIR) return options.env.GF_DATA_DIR;
  const file = options.file ?? options.env.GF_CONFIG;
  if (file) {
    try {
      const fromFile = (JSON.parse(readFileSync(file, "utf8")) as { dataDir?: unknown }).dataDir;
      if (typeof fromFile === "string" && fromFile !== "") return fromFile;
    } catch { /* loadConfig reports it */ }
  }
  return join(options.cwd, ".data");
}

/**
 * Builds the config from a file's JSON, the environment and flag overrides (dotted paths).
 * The data dir defaults to ./.data and the database to a SQLite file in it.
 */
export function loadConfig(options: { file?: string; env: Readonly<Record<string, string | undefined>>;
  overrides?: Readonly<Record<string, unknown>>;
  /** Values (dotted paths) that apply only where the file, the environment and the overrides name none. */
  defaults?: Readonly<Record<string, unknown>>; cwd: string; lang: Lang;
  /** The registry's game ids (the composition root's): a game the config names must be one of them. */
  games?: readonly string[] }): ConfigResult {
  const say = (code: string, params: Record<string, string>) => fill(serviceMessages[code]![options.lang], params);
  let raw: Record<string, unknown> = {};
  const file = options.file ?? options.env.GF_CONFIG;
  if (file) {
    try { raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>; } catch (e) {
      return { ok: false, errors: [say("service.config.file", { file, detail: (e as Error).message })] };
    }
  }
  for (const [name, path] of Object.entries(ENV_VARS)) {
    const v = options.env[name];
    if (v === undefined || v === "") continue;
    setPath(raw, path, name === "GF_CATEGORIES" || name === "GF_SHEET_CATEGORIES" ? v.split(",").map((s) => s.trim()).filter(Boolean)
      : name === "GF_CATEGORY_LANG" || name === "GF_CATEGORY_GAME" ? categoryLangFrom(v) : v);
  }
  for (const [path, v] of Object.entries(options.overrides ?? {})) if (v !== undefined) setPath(raw, path, v);
  for (const [path, v] of Object.entries(options.defaults ?? {})) if (v !== undefined && getPath(raw, path) === undefined) setPath(raw, path, v);
  raw.dataDir ??= join(options.cwd, ".data");
  raw.database ??= join(String(raw.dataDir), "gf.sqlite");

  if (options.games?.[0] !== undefined) raw.defaultGame ??= options.games[0];
  const parsed = configSchema.safeParse(raw);
  if (parsed.success) {
    const unknown = options.games ? unknownGames(parsed.data, options.games) : [];
    if (unknown.length === 0) return { ok: true, config: parsed.data };
    return { ok: false, errors: unknown.map(({ path, game }) => say("service.config.unknown-game", { path, game, games: options.games!.join(", ") })) };
  }
  // A missing object names the variables of its required fields (discourse → $GF_DISCOURSE_URL, …).
  const envOf = (path: string) => {
    const names = Object.entries(ENV_VARS)
      .filter(([name, p]) => p === path || (p.startsWith(`${path}.`) && name !== "GF_DISCOURSE_REQUESTS_PER_MINUTE"))
      .map(([name]) => name);
    return names.length ? names.join(", $") : "GF_CONFIG";
  };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => {
      const path = issue.path.join(".");
      // zod 4 issues do not carry the input: look the value up in what was given.
      const given = issue.path.reduce<unknown>((at, k) => (at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[k] : undefined), raw);
      const missing = issue.code === "invalid_type" && given === undefined;
      return missing ? say("service.config.missing", { path, env: envOf(path) })
        : say("service.config.invalid", { path, detail: issue.message });
    }),
  };
}

/** The config's game ids that name no game of the registry, each with its path. */
export function unknownGames(config: Pick<ServiceConfig, "defaultGame" | "categoryGame">, games: readonly string[]): { path: string; game: string }[] {
  const named = [...(config.defaultGame !== undefined ? [{ path: "defaultGame", game: config.defaultGame }] : []),
    ...Object.entries(config.categoryGame).map(([id, game]) => ({ path: `categoryGame.${id}`, game }))];
  return named.filter((n) => !games.includes(n.game));
}
