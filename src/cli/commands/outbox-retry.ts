// `gf outbox retry [--id N]… [--key K]… [--dry-run]`: puts dead replies back in the service's queue
// (all of them, or the ones named), with their doubt kept, so a reply whose last attempt may have
// reached the forum is looked for before it is sent again. The running service sends them on its
// next poll. --dry-run lists the dead replies and changes nothing.
import { configuredDatabase } from "../../service/config.js";
import { openStore } from "../../service/store/open-store.js";
import type { Store } from "../../service/store/store.js";
import { CliError, flag, stringOption, type Command } from "../command.js";
import { text } from "../shell.js";

const many = (v: unknown): string[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === "string");

export const outboxRetry: Command = {
  name: "outbox retry",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "vuelve a poner en cola las respuestas muertas (todas o las indicadas) para que el servicio las reenvíe",
    en: "put dead replies back in the queue (all, or the ones named) so the service sends them again",
  },
  options: {
    id: { type: "string", multiple: true, help: { es: "solo este elemento (se puede repetir)", en: "only this item (repeatable)" } },
    key: { type: "string", multiple: true, help: { es: "solo el elemento con esta clave (se puede repetir)", en: "only the item with this key (repeatable)" } },
    "dry-run": { type: "boolean", help: { es: "lista las respuestas muertas sin cambiar nada", en: "list the dead replies and change nothing" } },
    database: { type: "string", help: { es: "fichero SQLite o URL postgres://… (si no, $GF_DATABASE o el de --config)",
      en: "SQLite file or postgres://… URL (else $GF_DATABASE or --config's)" } },
    config: { type: "string", help: { es: "fichero de configuración JSON de gf serve", en: "gf serve's JSON config file" } },
  },
  async run({ values, lang }, io) {
    const ids = many(values.id).map((v) => {
      if (!/^\d{1,15}$/.test(v)) throw new CliError(text(lang, "cli.outbox-bad-id", { value: v }));
      return Number(v);
    });
    const keys = many(values.key);
    const database = configuredDatabase({ file: stringOption(values, "config"), env: io.env, flag: stringOption(values, "database"),
      dataDirFlag: stringOption(values, "data-dir"), cwd: io.cwd });
    let store: Store;
    try { store = await openStore(database); } catch (e) {
      throw new CliError(text(lang, "cli.outbox-store", { database, detail: (e as Error).message }), 1);
    }
    try {
      if (flag(values, "dry-run")) {
        const dead = (await store.deadItems(10_000)).filter((d) => (ids.length === 0 && keys.length === 0) || ids.includes(d.id) || keys.includes(d.key));
        if (dead.length === 0) io.out(text(lang, "cli.outbox-none"));
        for (const d of dead) {
          io.out(text(lang, "cli.outbox-dead", { id: d.id, key: d.key, topic: d.topicId, post: d.postId, attempts: d.attempts,
            reason: text(lang, d.reason === "outage" ? "cli.outbox-reason-outage" : "cli.outbox-reason-refused"), error: d.error ?? "-" }));
        }
        return 0;
      }
      const count = await store.reviveDead(io.now().getTime(), { ...(ids.length ? { ids } : {}), ...(keys.length ? { keys } : {}) });
      io.out(count === 0 ? text(lang, "cli.outbox-none") : text(lang, "cli.outbox-retried", { count }));
      return 0;
    } finally {
      await store.close();
    }
  },
};
