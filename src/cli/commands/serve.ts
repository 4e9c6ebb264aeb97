// `gf serve`: the dice webhook service. `gf serve --sandbox` also starts the sandbox forum on this
// machine and wires the two together with generated credentials, so one command shows the product.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { GAMES, GAME_IDS } from "../../games/games.js";
import { FLOWS, GAME_SERVICES } from "../../games/server-games.js";
import { categoryGamesSetting, categoryLanguagesSetting, gameOfCategory } from "../../service/category-game.js";
import { categoryLangFrom, configuredDataDir, loadConfig } from "../../service/config.js";
import { nodeCrypto } from "../../dice/crypto-node.js";
import { BINDING_FILE, initOperator, loadOperator } from "../../dice/operator.js";
import { diceMessages } from "../../dice/messages.js";
import { localise, type Lang } from "../../lib/i18n.js";
import { startService } from "../../service/service.js";
import { ForumFileError, startSandbox, type Sandbox } from "../../sandbox/sandbox.js";
import { categoryLabel } from "../../service/watched-categories.js";
import { CliError, flag, stringOption } from "../command.js";
import type { Command, OptionValues } from "../command.js";
import { DISCOURSE_POSTING_DEFAULTS, PLUGIN_README_POSTING, type PostingSettings } from "../../sandbox/post-validator.js";
import { text } from "../shell.js";
import { longSandboxKeys, SANDBOX_DICE, sandboxSchedule } from "../sandbox-dice.js";

const SERVICE_USER = "gf-dice";
/** The sandbox forum's staff user (src/sandbox/sandbox.ts), its Moderator unless one is configured. */
const SANDBOX_MODERATOR = "moderadora";

/**
 * The sandbox's categories, one per game of the registry, each named as the game is in its table's
 * language (`lang`, whoever starts the sandbox speaks, unless --category-lang sets a table apart:
 * named again once the tables' languages are read, tableNames), as an admin names a forum's
 * categories for the readers of each: a game named otherwise in each language gets its English name at an
 * English table and its Spanish one at a Spanish table.
 * A kept forum finds each by any of its game's names (started in the other language before), and the
 * first game's (the default's) by "Partidas" too, its name before there were other games.
 */
const sandboxCategories = (lang: Lang) => GAMES.map((g, i) => ({ game: g.id, name: g.name[lang],
  formerly: [...new Set([...Object.values(g.name), ...(i === 0 ? ["Partidas"] : [])])] }));

/**
 * Each game's category named in its table's language (`langOf` its category's id), as the tables'
 * languages are configured; a category a kept forum calls otherwise than its game ("Partidas") keeps
 * its name, as its admin gave it.
 */
function tableNames(sandbox: Sandbox, langOf: (categoryId: number) => Lang): void {
  for (const { game, category } of sandbox.games) {
    const names = GAMES.find((g) => g.id === game)?.name;
    const now = sandbox.forum.categories.get(category.id)?.name;
    if (!names || !now || !Object.values(names).includes(now)) continue;
    if (now !== names[langOf(category.id)]) sandbox.forum.renameCategory(category.id, names[langOf(category.id)]);
  }
}

/**
 * The lines that offer a post to try in the sandbox's games category (the first game's): the first game's
 * example post (GameModule.examplePost), posted as alicia with curl; none when the game gives none.
 */
function tryPost(lang: Lang, url: string, apiKey: string, category: number): string[] {
  const first = GAMES[0];
  if (first?.examplePost === undefined) return [];
  // The shell command quotes the JSON body in single quotes: a quote in it closes and reopens them.
  const body = JSON.stringify({ title: text(lang, "cli.sandbox-try-title"), category, raw: first.examplePost }).replace(/'/g, "'\\''");
  return [
    text(lang, "cli.sandbox-try", { game: first.name[lang] }),
    `  curl -s ${url}/posts.json -H 'Api-Key: ${apiKey}' -H 'Api-Username: alicia' \\`,
    `    -H 'Content-Type: application/json' \\`,
    `    -d '${body}'`,
  ];
}

/**
 * The sandbox forum's posting settings from `--sandbox-setting NAME=VALUE` (repeatable), as an admin sets
 * them in Admin → Settings; each name one the validators read (post-validator.ts), its value of that
 * setting's type. Discourse's defaults for the rest.
 */
export function sandboxSettings(values: OptionValues, lang: Lang): Partial<PostingSettings> {
  const given = values["sandbox-setting"];
  const settings: Record<string, number | boolean> = {};
  for (const item of (Array.isArray(given) ? given : given === undefined ? [] : [given]).map(String)) {
    const [name = "", value = ""] = item.split("=", 2);
    const kind = typeof (DISCOURSE_POSTING_DEFAULTS as unknown as Record<string, unknown>)[name];
    const parsed = kind === "boolean" ? (value === "true" ? true : value === "false" ? false : undefined)
      : kind === "number" && /^\d+$/.test(value) ? Number(value) : undefined;
    if (parsed === undefined) {
      throw new CliError(text(lang, "cli.sandbox-setting-bad", { item, names: Object.keys(DISCOURSE_POSTING_DEFAULTS).join(", ") }));
    }
    settings[name] = parsed;
  }
  return settings as Partial<PostingSettings>;
}

/** Resolves when the process is asked to stop (SIGINT, SIGTERM). */
const stopSignal = () => new Promise<void>((resolve) => {
  process.once("SIGINT", () => resolve());
  process.once("SIGTERM", () => resolve());
});

/** How each port the command listens on is changed: the flag, and the variable the flag stands in for. */
export const PORTS = {
  service: { flag: "--port", env: "GF_LISTEN_PORT" },
  sandbox: { flag: "--sandbox-port", env: "GF_SANDBOX_PORT" },
} as const;

/**
 * A listen that failed because of the port (in use, or not ours to take) becomes one line naming the
 * port and the setting that changes it; anything else is left to the caller.
 */
function portProblem(e: unknown, which: keyof typeof PORTS, port: number, lang: Lang): CliError | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  if (code !== "EADDRINUSE" && code !== "EACCES") return undefined;
  return new CliError(text(lang, code === "EADDRINUSE" ? "cli.port-in-use" : "cli.port-denied", { port, ...PORTS[which] }));
}

function portOption(value: string | undefined, which: keyof typeof PORTS, fallback: number, lang: Lang): number {
  if (value === undefined || value === "") return fallback;
  const n = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n <= 65535)) throw new CliError(text(lang, "cli.bad-port", { value, ...PORTS[which] }));
  return n;
}

export const serve: Command = {
  name: "serve",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "servicio de dados: recibe los webhooks de Discourse, tira dados verificables y responde en el hilo",
    en: "dice service: receives Discourse webhooks, rolls verifiable dice and replies in the thread",
  },
  options: {
    config: { type: "string", help: { es: "fichero de configuración JSON (si no, $GF_CONFIG)", en: "JSON config file (else $GF_CONFIG)" } },
    database: { type: "string", help: { es: "fichero SQLite o URL postgres://… (si no, $GF_DATABASE)", en: "SQLite file or postgres://… URL (else $GF_DATABASE)" } },
    port: { type: "string", help: { es: "puerto del servicio (si no, $GF_LISTEN_PORT, si no, 8787)", en: "service port (else $GF_LISTEN_PORT, else 8787)" } },
    host: { type: "string", help: { es: "dirección en la que escucha (127.0.0.1)", en: "address to listen on (127.0.0.1)" } },
    sandbox: { type: "boolean", help: {
      es: "arranca también el foro de pruebas local y lo conecta al servicio; imprime su URL y una clave de API",
      en: "also start the local sandbox forum wired to the service; prints its URL and an API key" } },
    "category-lang": { type: "string", help: {
      es: "idioma de las partidas por categoría, p. ej. 12=en,15=es (si no, $GF_CATEGORY_LANG; las demás usan $GF_LANG)",
      en: "games' language by category, e.g. 12=en,15=es (else $GF_CATEGORY_LANG; the others use $GF_LANG)" } },
    "sandbox-port": { type: "string", help: { es: "puerto del foro de pruebas (si no, $GF_SANDBOX_PORT, si no, 4200)", en: "sandbox forum port (else $GF_SANDBOX_PORT, else 4200)" } },
    "sandbox-data": { type: "string", help: {
      es: "carpeta donde el foro de pruebas y el almacén del servicio se guardan entre arranques (si no, empiezan de cero)",
      en: "folder that keeps the sandbox forum and the service's store between runs (else both start fresh)" } },
    "sandbox-setting": { type: "string", multiple: true, help: {
      es: "un ajuste del foro de pruebas, NOMBRE=VALOR (p. ej. min_post_length=10, unique_posts_mins=0); si no, los de Discourse",
      en: "a sandbox forum site setting, NAME=VALUE (e.g. min_post_length=10, unique_posts_mins=0); else Discourse's defaults" } },
  },
  async run({ values, lang }, io) {
    // Only a --data-dir given on the command line overrides the config file's (a default here would always win).
    const dataDir = configuredDataDir({ file: stringOption(values, "config"), env: io.env, flag: stringOption(values, "data-dir"), cwd: io.cwd });
    const overrides: Record<string, unknown> = {
      dataDir: stringOption(values, "data-dir"), database: stringOption(values, "database"), "listen.port": stringOption(values, "port"),
      "listen.host": stringOption(values, "host"),
    };
    const categoryLang = stringOption(values, "category-lang");
    if (categoryLang !== undefined) overrides["categoryLang"] = categoryLangFrom(categoryLang);
    let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
    let secret = "";
    const keptIn = stringOption(values, "sandbox-data");
    if (keptIn !== undefined && !flag(values, "sandbox")) throw new CliError(text(lang, "cli.sandbox-data-alone"));
    if (flag(values, "sandbox")) {
      // The data dir holds the operator's secret key: 0700, as `gf keys init` makes it (docs/verifiable-dice.md §9).
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      // The sandbox's own keys are short (src/cli/sandbox-dice.ts): epochs of 20 s and a 40 s reveal, longer
      // than the sandbox forum's webhook retry window, so a roll reads "fully verified" within a minute.
      // A real forum's keys (`gf keys init`) keep the 160-minute minimum; these are bound to the sandbox's
      // forum at its first start, so a service for another forum refuses them (dice.store.bound).
      if (!loadOperator(dataDir, nodeCrypto).ok) {
        const now = io.now().getTime();
        const made = initOperator(dataDir, { now, ...sandboxSchedule(now), revealDelaySeconds: SANDBOX_DICE.revealDelaySeconds,
          beacon: null, previous: null }, nodeCrypto);
        if (!made.ok) throw new CliError(localise(diceMessages, made.error, lang));
      }
      // The forum and the store go together: the forum's post ids start again at 1 when it is fresh,
      // and the ledger dedupes on them, so a fresh forum needs a fresh store, and a kept one its own.
      const keepDir = keptIn === undefined ? undefined : resolve(io.cwd, keptIn);
      if (keepDir) mkdirSync(keepDir, { recursive: true });
      const database = stringOption(values, "database") ?? join(keepDir ?? dataDir, "sandbox.sqlite");
      if (!keepDir && !/^postgres/.test(database)) for (const ext of ["", "-wal", "-shm"]) rmSync(database + ext, { force: true });
      secret = randomBytes(24).toString("hex");
      const port = portOption(stringOption(values, "sandbox-port") ?? io.env.GF_SANDBOX_PORT, "sandbox", 4200, lang);
      try {
        // With discourse-assign on (every player assignable), as a forum set up per plugin/README.md:
        // each table's topic says whose turn it is under its title. A reader's browser meets
        // Discourse's limits per IP (request_tracker.rb defaults, startSandbox's), as on a real forum.
        // Posts are validated as Discourse validates them (src/sandbox/post-validator.ts), on a site set up per
        // plugin/README.md (Discourse's defaults but unique_posts_mins 0), or with what --sandbox-setting gives.
        sandbox = await startSandbox({ port, serviceUsername: SERVICE_USER, hintUnwatched: lang, gameCategories: sandboxCategories(lang), assign: { players: true },
          // Discourse's retry schedule on a faster unit: the window the short reveal delay outlasts.
          retryUnitMs: SANDBOX_DICE.retryUnitMs, webhookTimeoutMs: SANDBOX_DICE.webhookTimeoutMs,
          posting: { ...PLUGIN_README_POSTING, ...sandboxSettings(values, lang) },
          ...(keepDir ? { dataFile: join(keepDir, "forum.json") } : {}) });
      } catch (e) {
        if (e instanceof ForumFileError) throw new CliError(text(lang, "cli.sandbox-data-unreadable", { file: e.file, detail: e.detail }));
        throw portProblem(e, "sandbox", port, lang) ?? e;
      }
      // The sandbox's keys follow its forum: a v3 commitment names the forum (docs/verifiable-dice.md §9.3),
      // and a sandbox on another port is another forum, whose commitment topic starts empty. A real
      // service never does this: it refuses to start for another forum than its keys' (dice.store.bound).
      const sandboxKeys = loadOperator(dataDir, nodeCrypto);
      if (sandboxKeys.ok && sandboxKeys.value.binding && sandboxKeys.value.binding.forum !== new URL(sandbox.url).host.toLowerCase()) {
        rmSync(join(dataDir, BINDING_FILE), { force: true });
      }
      Object.assign(overrides, { dataDir, database, "discourse.url": sandbox.url, "discourse.apiKey": sandbox.apiKey,
        "discourse.apiUsername": SERVICE_USER, "discourse.assign": true, webhookSecret: secret, categories: sandbox.games.map((g) => g.category.id),
        // Each category plays its game: the first by default, the others by categoryGame.
        defaultGame: sandbox.games[0]!.game,
        categoryGame: Object.fromEntries(sandbox.games.map((g) => [String(g.category.id), g.game])) });
    }
    // The sandbox's tables speak the language of whoever starts it (--lang, $GF_LANG, the locale), as
    // `gf` itself does, unless a config file names the forum's: a group reading the sandbox in English
    // gets English replies. Each game's category names it (gf_category_languages, below), so the cards
    // and the service agree whoever reads; --category-lang (or $GF_CATEGORY_LANG) sets a table apart.
    const defaults = sandbox ? { lang } : {};
    const read = loadConfig({ file: stringOption(values, "config"), env: io.env, overrides, defaults, cwd: io.cwd, lang, games: GAME_IDS });
    if (!read.ok) {
      await sandbox?.close();
      throw new CliError(`config:\n  ${read.errors.join("\n  ")}`);
    }
    // The sandbox's Moderator, unless one is configured, is its staff user "moderadora", whom anyone
    // trying it can switch to and answer as (a question about a sheet's hand-written points), not the
    // service's own account, which the claims would otherwise address.
    const spoken = sandbox ? { ...read, config: { ...read.config, categoryLang: Object.fromEntries(sandbox.games
      .map((g) => [String(g.category.id), read.config.categoryLang[String(g.category.id)] ?? read.config.lang])) } } : read;
    if (sandbox) tableNames(sandbox, (id) => spoken.config.categoryLang[String(id)] ?? spoken.config.lang);
    const moderated = sandbox && spoken.config.game.moderator === undefined
      ? { ...spoken, config: { ...spoken.config, game: { ...spoken.config.game, moderator: SANDBOX_MODERATOR } } } : spoken;
    // The service makes a sheet posted as no wiki a wiki itself; where it cannot (its account made no
    // staff in the sandbox), the sheet's author is told within seconds, not after the two minutes staff
    // get on a real forum to make it one from the post's menu.
    const loaded = sandbox && io.env["GF_SHEET_WIKI_GRACE_MS"] === undefined && moderated.config.sheetWikiGraceMs === 120_000
      ? { ...moderated, config: { ...moderated.config, sheetWikiGraceMs: 5_000 } } : moderated;
    // The service reports a missing key in the forum's language; this command speaks the user's.
    const keys = loadOperator(loaded.config.dataDir, nodeCrypto);
    if (!keys.ok) {
      await sandbox?.close();
      throw new CliError(localise(diceMessages, keys.error, lang));
    }
    let service;
    try {
      service = await startService(loaded.config, { games: GAMES, flows: FLOWS, gameServices: GAME_SERVICES });
    } catch (e) {
      await sandbox?.close();
      throw portProblem(e, "service", loaded.config.listen.port, lang) ?? new CliError((e as Error).message);
    }
    // Each watched category with the game it plays, by the game's name in the user's language.
    const gameName = (id: string) => GAMES.find((g) => g.id === id)?.name[lang] ?? id;
    const watching = text(lang, "cli.watching", { categories: service.categories
      .map((c) => `  ${categoryLabel(c)}: ${text(lang, "cli.watching-game", { game: gameName(gameOfCategory(loaded.config, c.id)),
        lang: text(lang, `cli.lang-${loaded.config.categoryLang[String(c.id)] ?? loaded.config.lang}`) })}`).join("\n") });
    // Listening for the stop signal before saying anything: a user (or a test) that stops the service as soon
    // as the banner is out would otherwise meet the default action, which ends the process unclean.
    const stopped = stopSignal();
    if (sandbox) {
      sandbox.webhooks.add({ url: `${service.url}/webhooks/discourse`, secret, events: ["post_created", "post_edited"],
        categoryIds: sandbox.games.map((g) => g.category.id) });
      // What an admin does on Discourse (plugin/README.md): the plugin's gf_public_key is the
      // service's published key, so the page verifies rolls in the browser.
      const published = await fetch(`${service.url}/.well-known/gf-dice.json`).then((r) => r.json()) as { publicKey?: string };
      sandbox.siteSettings["gf_public_key"] = published.publicKey ?? "";
      // And gf_service_url, so each reader's badge reads the service's document (CORS) and checks the faces.
      sandbox.siteSettings["gf_service_url"] = service.url;
      // And the games, as the service plays them: gf_default_game and gf_category_games.
      sandbox.siteSettings["gf_default_game"] = loaded.config.defaultGame ?? GAME_IDS[0] ?? "";
      sandbox.siteSettings["gf_category_games"] = categoryGamesSetting(loaded.config.categoryGame);
      // And each table's language, as the service answers in it: gf_category_languages.
      sandbox.siteSettings["gf_category_languages"] = categoryLanguagesSetting(loaded.config.categoryLang);
      sandbox.siteSettings["gf_categories"] = sandbox.games.map((g) => g.category.id).join("|");
      // And gf_moderator, so the Grand Finale's card counts the Moderator among the raters as the service does.
      sandbox.siteSettings["gf_moderator"] = loaded.config.game.moderator ?? "";
      // And gf_clock_post, where the service keeps its clock (keys that name a beacon): the composer stamps posts with its version.
      sandbox.siteSettings["gf_clock_post"] = service.clockPost() ?? 0;
      io.err([
        "",
        text(lang, "cli.sandbox-url", { url: sandbox.url }),
        text(lang, "cli.sandbox-key", { key: sandbox.apiKey }),
        watching,
        keptIn === undefined ? text(lang, "cli.sandbox-fresh") : text(lang, "cli.sandbox-kept", { dir: resolve(io.cwd, keptIn) }),
        // What a newcomer's roll will read, and when (keys made before the sandbox had short ones keep working, slowly).
        longSandboxKeys(keys.value)
          ? text(lang, "cli.sandbox-long-keys", { hours: Math.round((keys.value.schedule.periodSeconds + keys.value.revealDelaySeconds) / 360) / 10, dir: dataDir })
          : text(lang, "cli.sandbox-short-keys", { seconds: keys.value.schedule.periodSeconds + keys.value.revealDelaySeconds }),
        ...tryPost(lang, sandbox.url, sandbox.apiKey, sandbox.category.id),
        // The topic the post above opens: the next one of the forum (the commitment topic is already there).
        text(lang, "cli.sandbox-read", { command: `curl -s ${sandbox.url}/t/${Math.max(0, ...sandbox.forum.snapshot().topics.map((t) => t.id)) + 1}.json` }),
        "",
      ].join("\n"));
    } else io.err(watching);
    await stopped;
    await service.stop();
    await sandbox?.close();
    return 0;
  },
};
