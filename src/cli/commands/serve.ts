// `gf serve`: the dice webhook service. `gf serve --sandbox` also starts the sandbox forum on this
// machine and wires the two together with generated credentials, so one command shows the product.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { configuredDataDir, loadConfig } from "../../service/config.js";
import { nodeCrypto } from "../../dice/crypto-node.js";
import { DEFAULT_EPOCHS, DEFAULT_PERIOD_SECONDS, DEFAULT_REVEAL_DELAY_SECONDS, utcDayStart } from "../../dice/epoch.js";
import { initOperator, loadOperator } from "../../dice/operator.js";
import { diceMessages } from "../../dice/messages.js";
import { localise } from "../../lib/i18n.js";
import { startService } from "../../service/service.js";
import { startSandbox } from "../../sandbox/sandbox.js";
import { CliError, flag, stringOption } from "../command.js";
import type { Command } from "../command.js";

const SERVICE_USER = "gf-dice";

/** Resolves when the process is asked to stop (SIGINT, SIGTERM). */
const stopSignal = () => new Promise<void>((resolve) => {
  process.once("SIGINT", () => resolve());
  process.once("SIGTERM", () => resolve());
});

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
    port: { type: "string", help: { es: "puerto del servicio (8787)", en: "service port (8787)" } },
    host: { type: "string", help: { es: "dirección en la que escucha (127.0.0.1)", en: "address to listen on (127.0.0.1)" } },
    sandbox: { type: "boolean", help: {
      es: "arranca también el foro de pruebas local y lo conecta al servicio; imprime su URL y una clave de API",
      en: "also start the local sandbox forum wired to the service; prints its URL and an API key" } },
    "sandbox-port": { type: "string", help: { es: "puerto del foro de pruebas (4200)", en: "sandbox forum port (4200)" } },
  },
  async run({ values, lang }, io) {
    // Only a --data-dir given on the command line overrides the config file's (a default here would always win).
    const dataDir = configuredDataDir({ file: stringOption(values, "config"), env: io.env, flag: stringOption(values, "data-dir"), cwd: io.cwd });
    const overrides: Record<string, unknown> = {
      dataDir: stringOption(values, "data-dir"), database: stringOption(values, "database"), "listen.port": stringOption(values, "port"),
      "listen.host": stringOption(values, "host"),
    };
    let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
    let secret = "";
    if (flag(values, "sandbox")) {
      // Fresh credentials and a fresh forum each run; the store must be fresh too, since the
      // forum's post ids start again at 1 and the ledger dedupes on them.
      mkdirSync(dataDir, { recursive: true });
      if (!loadOperator(dataDir, nodeCrypto).ok) {
        const now = io.now().getTime();
        const made = initOperator(dataDir, { now, genesisMs: utcDayStart(now), periodSeconds: DEFAULT_PERIOD_SECONDS,
          epochs: DEFAULT_EPOCHS, revealDelaySeconds: DEFAULT_REVEAL_DELAY_SECONDS, beacon: null, previous: null }, nodeCrypto);
        if (!made.ok) throw new CliError(localise(diceMessages, made.error, lang));
      }
      const database = stringOption(values, "database") ?? join(dataDir, "sandbox.sqlite");
      if (!/^postgres/.test(database)) for (const ext of ["", "-wal", "-shm"]) rmSync(database + ext, { force: true });
      secret = randomBytes(24).toString("hex");
      sandbox = await startSandbox({ port: Number(stringOption(values, "sandbox-port") ?? 4200), serviceUsername: SERVICE_USER });
      Object.assign(overrides, { dataDir, database, "discourse.url": sandbox.url, "discourse.apiKey": sandbox.apiKey,
        "discourse.apiUsername": SERVICE_USER, webhookSecret: secret, categories: [sandbox.category.id] });
    }
    const loaded = loadConfig({ file: stringOption(values, "config"), env: io.env, overrides, cwd: io.cwd, lang });
    if (!loaded.ok) {
      await sandbox?.close();
      throw new CliError(`config:\n  ${loaded.errors.join("\n  ")}`);
    }
    let service;
    try {
      service = await startService(loaded.config);
    } catch (e) {
      await sandbox?.close();
      throw new CliError((e as Error).message);
    }
    if (sandbox) {
      sandbox.webhooks.add({ url: `${service.url}/webhooks/discourse`, secret, events: ["post_created", "post_edited"],
        categoryIds: [sandbox.category.id] });
      // What an admin does on Discourse (plugin/README.md): the plugin's gf_public_key is the
      // service's published key, so the page verifies rolls in the browser.
      const published = await fetch(`${service.url}/.well-known/gf-dice.json`).then((r) => r.json()) as { publicKey?: string };
      sandbox.siteSettings["gf_public_key"] = published.publicKey ?? "";
      sandbox.siteSettings["gf_categories"] = String(sandbox.category.id);
      io.err([
        "",
        lang === "es" ? `Foro de pruebas: ${sandbox.url}  (ábrelo en el navegador)` : `Sandbox forum: ${sandbox.url}  (open it in a browser)`,
        lang === "es" ? `Clave de API (todos los usuarios): ${sandbox.apiKey}` : `API key (all users): ${sandbox.apiKey}`,
        lang === "es" ? "Publica un pozo como alicia:" : "Post a pool as alicia:",
        `  curl -s ${sandbox.url}/posts.json -H 'Api-Key: ${sandbox.apiKey}' -H 'Api-Username: alicia' \\`,
        `    -H 'Content-Type: application/json' \\`,
        `    -d '{"title":"Escena 1","category":${sandbox.category.id},"raw":"[gf-pool]\\nd8 d8 d6 d4\\n[/gf-pool]"}'`,
        lang === "es" ? `y lee la respuesta: curl -s ${sandbox.url}/t/1.json` : `then read the reply: curl -s ${sandbox.url}/t/1.json`,
        "",
      ].join("\n"));
    }
    await stopSignal();
    await service.stop();
    await sandbox?.close();
    return 0;
  },
};
