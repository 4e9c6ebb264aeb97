// One call that brings up a working sandbox forum: the state, its HTTP server, and webhook delivery,
// seeded like a fresh Discourse with a games category (or one per game, `gameCategories`), a staff
// account for the dice service, a few players and one "All Users" admin API key (Admin → API → New
// key, user level "All Users").
import { randomBytes } from "node:crypto";
import type { Lang } from "../lib/i18n.js";
import { SandboxForum } from "./forum.js";
import type { PostingSettings } from "./post-validator.js";
import { keepForumInFile, readForumFile } from "./forum-file.js";
import type { ForumCategory } from "./forum.js";
import { sandboxPage } from "./page/page-handler.js";
import { defaultSiteSettings, type SiteSettings } from "./page/site-settings.js";
import { SandboxServer } from "./server.js";
import { hintUnwatchedBlocks } from "./unwatched-hint.js";
import { WebhookDispatcher } from "./webhooks.js";
import type { WebhookConfig } from "./webhooks.js";

export interface SandboxOptions {
  /** The official discourse-assign plugin, enabled; `players`: every user may be assigned (assign_allowed_on_groups). */
  readonly assign?: { readonly players: boolean };
  readonly port?: number;
  readonly apiKey?: string;
  /** The service's account; it must be staff (post rate limits do not apply to staff). */
  readonly serviceUsername?: string;
  readonly players?: readonly string[];
  readonly adminApiPerMinute?: number;
  /**
   * Discourse's limits per IP on requests without an API key (SandboxServerOptions.readsPerIp):
   * Discourse's defaults (DISCOURSE_READS_PER_IP) unless a test sets others. Always on, as on a
   * public forum: the pickers must live within them.
   */
  readonly readsPerIp?: { readonly per10Seconds: number; readonly perMinute: number };
  readonly retryWebhooks?: boolean;
  readonly retryUnitMs?: number;
  /** How long a webhook delivery waits for its answer (Discourse: 20 s, REQUEST_TIMEOUT_MS). */
  readonly webhookTimeoutMs?: number;
  readonly webhooks?: readonly WebhookConfig[];
  readonly editingGracePeriodSec?: number;
  /**
   * SiteSetting.self_wiki_allowed_groups (group ids, wiki-guardian.ts AUTO_GROUPS): whose own posts they may
   * make wikis; trust_level_3 by default, as on Discourse, so the sandbox's players (trust level 0 or 1) cannot.
   */
  readonly selfWikiAllowedGroups?: readonly number[];
  /**
   * The site's posting settings (Admin → Settings → Posting: min_post_length, unique_posts_mins…), which
   * the forum's validators read (post-validator.ts); Discourse's defaults for any not given, and all of
   * them when unset: the sandbox refuses what a fresh Discourse refuses. `null` validates nothing, for a
   * test that says where it is set why it must post what Discourse would refuse.
   */
  readonly posting?: Partial<PostingSettings> | null;
  /** Where the web page's built script is (src/sandbox/page); dist/sandbox-page.js by default. */
  readonly pageScript?: string;
  /** Time between doing a write and answering it: SandboxServerOptions.writeLatencyMs (default 0). */
  readonly writeLatencyMs?: number;
  /** Discourse's request timeout (unicorn's `timeout 30`): SandboxServerOptions.requestTimeoutMs. */
  readonly requestTimeoutMs?: number;
  /** The forum's clock for post and edit times (created_at); default the system's. */
  readonly now?: () => number;
  /**
   * A JSON file that keeps the forum between runs: read at start when it exists (instead of the
   * fresh seed), written after every change. Without it the forum lives in memory only.
   */
  readonly dataFile?: string;
  /**
   * When set, a post with a game's blocks in a category no post webhook watches gets a reply from
   * the forum's system user saying so and naming the watched categories that play that game (site
   * settings gf_category_games / gf_default_game), in the post's language (this one when its blocks
   * do not tell).
   */
  readonly hintUnwatched?: Lang;
  /**
   * One category per game, as `gf serve --sandbox` asks: a fresh forum gets them first, in this order,
   * then "General"; a kept forum keeps every category it has with its id, finds each game's by its
   * name (or a name it had before: `formerly`) and gets the missing ones added after its highest id.
   * Without it the forum has one games category, "Partidas" (#1), and "General" (#2).
   */
  readonly gameCategories?: readonly GameCategory[];
}

/**
 * GlobalSetting max_reqs_per_ip_per_10_seconds (50) and max_reqs_per_ip_per_minute (200), with
 * max_reqs_per_ip_mode "block" (config/discourse_defaults.conf), which lib/middleware/
 * request_tracker.rb (discourse/discourse@00ec81dd) applies per IP address, or per user for a
 * signed-in user of trust level 1 or more (skip_per_ip_rate_limit_trust_level = 1), with the same
 * numbers. Discourse leaves private and loopback addresses alone (max_reqs_rate_limit_on_private =
 * false); the sandbox, which only listens on loopback, applies them anyway, as a public forum would
 * to its readers.
 */
export const DISCOURSE_READS_PER_IP = { per10Seconds: 50, perMinute: 200 } as const;

/**
 * The seeded players' trust level (`players`, alicia, bruno and carla by default): 1, what a new forum
 * gives its first members. The first admin signing in turns on Discourse's bootstrap mode (log_on_user →
 * enable_bootstrap_mode, lib/auth/default_current_user_provider.rb at discourse/discourse@00127521; the
 * job app/jobs/regular/enable_bootstrap_mode.rb at @0154e5a5), which raises `default_trust_level` from 0
 * to 1 until the forum has more than `bootstrap_mode_min_users` (50, config/site_settings.yml at
 * @00011e9c) people (app/jobs/scheduled/disable_bootstrap_mode.rb at @09f351e6); on a forum past it, an
 * admin grants it (Admin → Users → Trust Level). Any account added after them (SandboxForum.addUser with no
 * level) starts at 0, `default_trust_level`'s own default (wiki-guardian.ts DEFAULT_TRUST_LEVEL), where
 * the new-user limits apply (post-validator.ts).
 */
export const SEEDED_PLAYER_TRUST_LEVEL = 1;

/** A game's category in the sandbox forum: the game's id and the category's name. */
export interface GameCategory { readonly game: string; readonly name: string; readonly formerly?: readonly string[] }

/** The forum file could not be read: the sandbox does not start on a state it cannot trust. */
export class ForumFileError extends Error {
  constructor(readonly file: string, readonly detail: string) {
    super(`${file}: ${detail}`);
    this.name = "ForumFileError";
  }
}

export interface Sandbox {
  readonly url: string;
  readonly apiKey: string;
  readonly forum: SandboxForum;
  readonly server: SandboxServer;
  readonly webhooks: WebhookDispatcher;
  /** The games category: the first game's with `gameCategories`, else "Partidas". */
  readonly category: ForumCategory;
  /** Each game's category, in the order `gameCategories` gave them (empty without it). */
  readonly games: readonly { readonly game: string; readonly category: ForumCategory }[];
  /** The plugin's site settings as the page sees them (Admin → Settings); e.g. gf_public_key. */
  readonly siteSettings: SiteSettings;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const forum = new SandboxForum({ editingGracePeriodSec: options.editingGracePeriodSec ?? 300, ...(options.now ? { now: options.now } : {}),
    posting: options.posting === undefined ? {} : options.posting });
  const kept = options.dataFile ? readForumFile(options.dataFile) : { ok: true as const, snapshot: null };
  if (!kept.ok) throw new ForumFileError(options.dataFile!, kept.detail);
  if (kept.snapshot) forum.restore(kept.snapshot);
  if (options.selfWikiAllowedGroups) forum.selfWikiAllowedGroups = options.selfWikiAllowedGroups;
  const wanted = options.gameCategories ?? [];
  if (!kept.snapshot) {
    if (wanted.length === 0) forum.addCategory("Partidas");
    for (const g of wanted) forum.addCategory(g.name);
    forum.addCategory("General");
  }
  const games = wanted.map((g) => ({ game: g.game, category: categoryNamed(forum, [g.name, ...(g.formerly ?? [])]) ?? forum.addCategory(g.name) }));
  const category = games[0]?.category ?? forum.categories.get(1) ?? forum.addCategory("Partidas");
  forum.addUser(options.serviceUsername ?? "gf-dice", true);
  forum.addUser("moderadora", true);
  for (const name of options.players ?? ["alicia", "bruno", "carla"]) forum.addUser(name, false, SEEDED_PLAYER_TRUST_LEVEL);
  const file = options.dataFile ? keepForumInFile(forum, options.dataFile) : undefined;
  file?.flush();
  const siteSettings = defaultSiteSettings();
  let webhooks: WebhookDispatcher | undefined;
  const server = new SandboxServer(forum, { adminApiPerMinute: options.adminApiPerMinute ?? 60,
    readsPerIp: options.readsPerIp ?? DISCOURSE_READS_PER_IP,
    ...(options.writeLatencyMs !== undefined ? { writeLatencyMs: options.writeLatencyMs } : {}),
    ...(options.assign ? { assign: options.assign } : {}),
    ...(options.requestTimeoutMs !== undefined ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    page: sandboxPage({ forum, siteSettings, ...(options.pageScript ? { appScript: options.pageScript } : {}),
      deliveries: (postId) => webhooks?.forPost(postId) ?? { pending: 0, deliveries: [] } }) });
  const apiKey = options.apiKey ?? randomBytes(32).toString("hex");
  server.addKey(apiKey, null);
  const url = await server.listen(options.port ?? 0);
  webhooks = new WebhookDispatcher(forum, { instance: url, retry: options.retryWebhooks ?? true,
    retryUnitMs: options.retryUnitMs ?? 60_000, ...(options.webhookTimeoutMs !== undefined ? { timeoutMs: options.webhookTimeoutMs } : {}) });
  for (const hook of options.webhooks ?? []) webhooks.add(hook);
  if (options.hintUnwatched) hintUnwatchedBlocks(forum, webhooks, options.hintUnwatched, siteSettings);
  return {
    url, apiKey, forum, server, webhooks, category, games, siteSettings,
    async close() { webhooks.close(); await server.close(); file?.flush(); },
  };
}

/** The forum's category with one of these names (case aside), the first name first. */
function categoryNamed(forum: SandboxForum, names: readonly string[]): ForumCategory | undefined {
  const all = [...forum.categories.values()];
  for (const name of names) {
    const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (found) return found;
  }
  return undefined;
}
