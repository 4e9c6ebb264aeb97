// Shared set-up for service tests: a real sandbox forum, a real service on a real SQLite file (or a
// given database), real operator keys in a temp data dir, wired by a real signed webhook.
import { mkdtempSync } from "node:fs";
import { categoryLanguagesSetting } from "../../src/service/category-game.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { initOperator } from "../../src/dice/operator.js";
import { documentVerifier } from "../../src/dice/verify-document.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";
import { startSandbox } from "../../src/sandbox/sandbox.js";
import { PLUGIN_README_POSTING } from "../../src/sandbox/post-validator.js";
import type { Sandbox, SandboxOptions } from "../../src/sandbox/sandbox.js";
import { configSchema } from "../../src/service/config.js";
import type { Clock } from "../../src/service/clock.js";
import type { ServiceConfig } from "../../src/service/config.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { memoryLog } from "../../src/service/log.js";
import { startService as startSharedService, type ServiceOptions } from "../../src/service/service.js";
import { GAMES } from "../../src/games/games.js";
import { FLOWS, GAME_SERVICES } from "../../src/games/server-games.js";
import type { AnyTopicFlow } from "../../src/service/flows/index.js";
import { budget } from "../support/budget.js";
import { seededSecrets } from "../support/seeded-secrets.js";
import type { RunningService } from "../../src/service/service.js";

export const SECRET = "test-webhook-secret-0123456789";

/**
 * Operator keys in a new temp dir. With `seed`, the key and seed anchor come from seededSecrets(seed)
 * and epoch 1 starts now, so every roll of the run falls in epoch 1: with a fixed forum address
 * (harness's `forumHost`) the same post gets the same faces on every run.
 */
export function newDataDir(seed?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "gf-service-"));
  const now = Date.now();
  const made = initOperator(dir, { now, genesisMs: seed ? now : Math.floor(now / 86_400_000) * 86_400_000, periodSeconds: 86_400,
    epochs: 30, revealDelaySeconds: 3 * 3600, beacon: null, previous: null }, nodeCrypto, ...(seed ? [seededSecrets(seed)] : []));
  if (!made.ok) throw new Error(made.error.code);
  return dir;
}

export function serviceConfig(sandbox: Sandbox, dataDir: string, extra: Record<string, unknown> = {}, forumUrl = sandbox.url): ServiceConfig {
  return configSchema.parse({
    listen: { host: "127.0.0.1", port: 0 },
    discourse: { url: forumUrl, apiKey: sandbox.apiKey, apiUsername: "gf-dice", requestsPerMinute: 600 },
    webhookSecret: SECRET, dataDir, database: join(dataDir, "gf.sqlite"), categories: [sandbox.category.id],
    outbox: { baseBackoffMs: 20, maxBackoffMs: 200, pollMs: 20, leaseMs: 2_000 },
    // Not production's default (true: the service makes each sheet a wiki). Staff make the sheets wikis
    // here, from the post's menu, as the suites written before the service did it itself expect (about
    // thirty PUT /posts/{id}/wiki as moderadora): a sheet then has one maker of its wiki, not whichever of
    // staff and the service came first (the second toggle changes nothing, so no revision of its own), and
    // staff's toggle vouches for the points it shows, where the service's vouches for none. A test of what a group
    // meets by default (the service makes each sheet a wiki: sheet-made-wiki.test.ts, the browser walks)
    // sets sheetMakeWiki: true.
    sheetMakeWiki: false,
    ...extra,
    // A test may raise the request budget without restating the forum's address and key.
    ...(extra["discourse"] ? { discourse: { url: forumUrl, apiKey: sandbox.apiKey, apiUsername: "gf-dice", requestsPerMinute: 600, ...(extra["discourse"] as object) } } : {}),
  });
}

/**
 * The service as the tests compose it: the registry's game services (src/games/server-games.ts GAME_SERVICES: GenreFuzzion's adapter)
 * plays its categories, as in `gf serve`; the games and topic flows only when the test gives them.
 */
export function startService(config: ServiceConfig, options: Omit<ServiceOptions, "gameServices"> = {}): Promise<RunningService> {
  return startSharedService(config, { ...options, gameServices: GAME_SERVICES });
}

/** `h`'s service stopped, `before` run (on its data dir, say), and started again on the same store and port, with `extra` config. */
export async function restartService(h: Harness, before: () => Promise<void>, extra: Record<string, unknown> = {}): Promise<void> {
  const port = Number(new URL(h.service.url).port);
  await h.service.stop();
  await before();
  h.service = await startService(serviceConfig(h.sandbox, h.dataDir, { listen: { host: "127.0.0.1", port }, ...extra }), { log: h.log });
}

export interface Harness {
  sandbox: Sandbox;
  service: RunningService;
  log: ReturnType<typeof memoryLog>;
  dataDir: string;
  hook: string;
  post(username: string, raw: string, topicId?: number): Promise<{ id: number; topic_id: number; post_number: number }>;
  edit(username: string, postId: number, raw: string): Promise<void>;
  /** Waits until deliveries and the outbox are quiet. */
  settle(): Promise<void>;
  replies(topicId: number): { id: number; raw: string; replyTo: number | null }[];
  close(): Promise<void>;
}

/**
 * Where the service reaches the sandbox: `http://<forumHost>` (no port, so the rolls' forum is the
 * same on every run), routed to the sandbox's real address; without it, the sandbox's own URL.
 */
export function forumRoute(sandbox: Sandbox, forumHost: string | undefined): { url: string; fetch?: typeof fetch } {
  if (!forumHost) return { url: sandbox.url };
  const url = `http://${forumHost}`;
  return { url, fetch: (input, init) => fetch(String(input instanceof Request ? input.url : input).replace(url, sandbox.url), init) };
}

export interface HarnessOptions {
  sandbox?: SandboxOptions;
  config?: Record<string, unknown>;
  clock?: Clock;
  dataDir?: string;
  /** Fixed dice: the operator's secrets from seededSecrets(seed) (newDataDir), and a fixed forum address. */
  seed?: string;
  /** The games' topic flows (default: src/games/server-games.ts's, every game's). */
  flows?: Readonly<Record<string, AnyTopicFlow>>;
  /** The service's way to the forum, wrapping the harness's own (a client that gives up sooner, say). */
  forumFetch?: (inner: typeof fetch) => typeof fetch;
}

export async function harness(options: HarnessOptions = {}): Promise<Harness> {
  // The forum validates posts as one set up per plugin/README.md does: Discourse's defaults with
  // unique_posts_mins 0, the one posting setting the README asks an admin to change (every game repeats
  // a text within minutes: a pass, a second roll on one challenge). A suite may give its own `posting`.
  const sandbox = await startSandbox({ adminApiPerMinute: 10_000, retryUnitMs: 20, editingGracePeriodSec: 0, posting: PLUGIN_README_POSTING, ...options.sandbox });
  // Each table's language, as an admin sets the plugin's gf_category_languages to the service's categoryLang.
  const categoryLang = options.config?.["categoryLang"];
  if (categoryLang && typeof categoryLang === "object") sandbox.siteSettings["gf_category_languages"] = categoryLanguagesSetting(categoryLang as Record<string, string>);
  const dataDir = options.dataDir ?? newDataDir(options.seed);
  const log = memoryLog();
  const route = forumRoute(sandbox, options.seed ? "forum.gf.test" : undefined);
  // Fixed dice replay a story of post ids: no log tip takes one of them (a tip is a post in the
  // commitment topic, at start and on the hour), so the same posts get the same ids and faces.
  const config = options.seed ? { ...options.config, dice: { tips: false, ...(options.config?.["dice"] as object | undefined) } } : options.config;
  const service = await startService(serviceConfig(sandbox, dataDir, config, route.url),
    { log, games: GAMES, flows: options.flows ?? FLOWS, ...(options.clock ? { clock: options.clock } : {}),
      ...(route.fetch || options.forumFetch ? { forumFetch: options.forumFetch ? options.forumFetch(route.fetch ?? fetch) : route.fetch } : {}) });
  const hook = `${service.url}/webhooks/discourse`;
  sandbox.webhooks.add({ url: hook, secret: SECRET, events: ["post_created", "post_edited"] });
  const api = (username: string) => ({ "Api-Key": sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" });
  const h: Harness = {
    sandbox, service, log, dataDir, hook,
    async post(username, raw, topicId) {
      // A topic's title is its own (Discourse refuses one another topic has) and long enough (15 characters).
      const body = topicId ? { topic_id: topicId, raw } : { title: `Escena de prueba ${sandbox.forum.topics.size + 1}`, category: sandbox.category.id, raw };
      const r = await fetch(`${sandbox.url}/posts.json`, { method: "POST", headers: api(username), body: JSON.stringify(body) });
      if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
      return apiPost.parse(await r.json());
    },
    async edit(username, postId, raw) {
      const r = await fetch(`${sandbox.url}/posts/${postId}.json`, { method: "PUT", headers: api(username),
        body: JSON.stringify({ post: { raw, edit_reason: "test" } }) });
      if (r.status !== 200) throw new Error(`edit: ${r.status} ${await r.text()}`);
    },
    async settle() {
      // A deadline, not a count of rounds: on a loaded machine each round is slower, and a backlog only late
      // must not read as one that never drains (budget.ts scales it by the machine's load).
      for (const end = Date.now() + budget(10_000); Date.now() < end;) {
        await sandbox.webhooks.idle();
        // h.service, not the first one: a test may restart the service on the same port and store.
        const c = await h.service.store.outboxCounts();
        if (c.pending === 0) { await sandbox.webhooks.idle(); if ((await h.service.store.outboxCounts()).pending === 0) return; }
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error("settle: outbox never drained");
    },
    replies(topicId) {
      const gf = sandbox.forum.userByName("gf-dice")!;
      return sandbox.forum.topicPosts(topicId).filter((p) => p.userId === gf.id)
        .map((p) => ({ id: p.id, raw: p.raw, replyTo: p.replyToPostNumber }));
    },
    // h.service again: after a restart, the first service is already stopped and the running one is h.service.
    async close() { await h.service.stop(); await sandbox.close(); },
  };
  return h;
}

/** Verifies every gf1 proof in a text against the service's published document. */
export async function verifyProofs(serviceUrl: string, text: string): Promise<number> {
  const doc = await (await fetch(`${serviceUrl}/.well-known/gf-dice.json`)).json();
  const options = verifyOptionsFrom(doc, nodeCrypto);
  if (!options.ok) throw new Error(options.error.code);
  const verify = documentVerifier(options.value, nodeCrypto);
  const proofs = [...text.matchAll(/(?:proof|prueba)=(gf\d\.[A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  for (const p of proofs) {
    const r = verify(p);
    if (!r.ok) throw new Error(`proof does not verify: ${r.error.code}`);
  }
  return proofs.length;
}
