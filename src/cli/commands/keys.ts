// `gf keys init` and `gf keys show`: the operator's Ed25519 key and seed chain in the data dir
// (docs/verifiable-dice.md §9).
import { nodeCrypto } from "../../dice/crypto-node.js";
import { DRAND_CHAINS } from "../../dice/drand.js";
import { DEFAULT_EPOCHS, DEFAULT_PERIOD_SECONDS, DEFAULT_REVEAL_DELAY_SECONDS, utcDayStart } from "../../dice/epoch.js";
import { initOperator } from "../../dice/operator.js";
import { COMMITMENT_V3 } from "../../dice/well-known.js";
import { CliError, flag, stringOption, type Command } from "../command.js";
import { table } from "../roll-report.js";
import { countOption, dataDirOf, operatorOf, orFail, periodOption, revealDelayOption, text, timeOption } from "../shell.js";

export const keysInit: Command = {
  name: "keys init",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "crea la clave del operador y la cadena de semillas (nunca sobrescribe)",
    en: "create the operator key and seed chain (never overwrites)",
  },
  options: {
    period: { type: "string", help: { es: "duración de una época: 1h (por defecto), 6h, 1d, 600…", en: "length of an epoch: 1h (default), 6h, 1d, 600…" } },
    "reveal-delay": { type: "string", help: {
      es: "espera tras el cierre de una época antes de revelar su semilla (3h por defecto; al menos 160 minutos, más que los reintentos de webhook de Discourse)",
      en: "wait after an epoch closes before its seed is revealed (3h by default; at least 160 minutes, longer than Discourse's webhook retries)" } },
    replaces: { type: "string", help: {
      es: "id del compromiso que esta clave sustituye (rotación): el nuevo lo enlaza",
      en: "id of the commitment this key replaces (rotation): the new one links to it" } },
    "short-reveal": { type: "boolean", help: {
      es: "admite un --reveal-delay menor que el mínimo (160 minutos): solo para un foro de pruebas",
      en: "allow a --reveal-delay below the minimum (160 minutes): for a sandbox or test forum only" } },
    epochs: { type: "string", help: { es: `épocas de la cadena (${DEFAULT_EPOCHS})`, en: `epochs in the chain (${DEFAULT_EPOCHS})` } },
    genesis: { type: "string", help: { es: "inicio de la época 1 (ISO 8601; por defecto, hoy a las 00:00 UTC)", en: "start of epoch 1 (ISO 8601; default today 00:00 UTC)" } },
    beacon: { type: "string", help: { es: `mezcla una baliza drand: ${DRAND_CHAINS.map((c) => c.name).join(", ")}`, en: `mix in a drand beacon: ${DRAND_CHAINS.map((c) => c.name).join(", ")}` } },
  },
  run: (args, io) => {
    const { lang } = args;
    const now = io.now().getTime();
    const beacon = stringOption(args.values, "beacon") ?? null;
    if (beacon !== null && !DRAND_CHAINS.some((c) => c.name === beacon)) {
      throw new CliError(text(lang, "cli.bad-beacon", { value: beacon, known: DRAND_CHAINS.map((c) => c.name).join(", ") }));
    }
    const dir = dataDirOf(args, io);
    const replaces = stringOption(args.values, "replaces");
    if (replaces !== undefined && !/^[0-9a-f]{64}$/.test(replaces)) throw new CliError(text(lang, "cli.bad-key", { value: replaces }));
    const made = orFail(initOperator(dir, {
      now,
      genesisMs: timeOption(args, "genesis") ?? utcDayStart(now),
      periodSeconds: periodOption(args, "period") ?? DEFAULT_PERIOD_SECONDS,
      epochs: countOption(args, "epochs", 1_000_000) ?? DEFAULT_EPOCHS,
      revealDelaySeconds: revealDelayOption(args) ?? DEFAULT_REVEAL_DELAY_SECONDS,
      beacon,
      previous: replaces ?? null,
    }, nodeCrypto), lang);
    io.out(text(lang, "cli.keys-created", { dir }));
    io.out(table([
      [text(lang, "cli.label-public-key"), made.publicKey],
      [text(lang, "cli.label-head"), made.head],
      [text(lang, "cli.label-schedule"), text(lang, "cli.schedule", {
        epochs: made.schedule.epochs, period: made.schedule.periodSeconds, genesis: new Date(made.schedule.genesisMs).toISOString() })],
    ]));
    return 0;
  },
};

export const keysShow: Command = {
  name: "keys show",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "muestra la clave pública, la cabeza de la cadena y lo revelado (--json: el documento público)",
    en: "show the public key, chain head and reveals (--json: the public document)",
  },
  options: { json: { type: "boolean", help: { es: "el documento público en JSON", en: "the public document as JSON" } } },
  run: (args, io) => {
    const { lang } = args;
    const doc = operatorOf(args, io).wellKnown();
    if (flag(args.values, "json")) {
      io.out(JSON.stringify(doc, null, 2));
      return 0;
    }
    const rows: [string, string][] = [
      [text(lang, "cli.label-public-key"), doc.publicKey],
      [text(lang, "cli.label-head"), doc.chain.head],
      [text(lang, "cli.label-schedule"), text(lang, "cli.schedule", { epochs: doc.chain.epochs, period: doc.chain.periodSeconds, genesis: doc.chain.genesis })],
      [text(lang, "cli.label-reveal-delay"), `${doc.chain.revealDelaySeconds} s`],
      [text(lang, "cli.label-revealed"), doc.revealed ? text(lang, "cli.revealed", doc.revealed) : text(lang, "cli.label-none-yet")],
      [text(lang, "cli.label-beacon"), doc.beacon ?? text(lang, "cli.label-no-beacon")],
      [text(lang, "cli.label-commitment"), doc.commitment.previous
        ? text(lang, "cli.commitment-replaces", { id: doc.commitment.id, previous: doc.commitment.previous }) : doc.commitment.id],
      // What the commitment fixes besides the chain (docs/verifiable-dice.md §9.3): "—" until a service binds the forum and account.
      [text(lang, "cli.label-committed"), doc.commitment.format === COMMITMENT_V3
        ? text(lang, "cli.committed-v3", { forum: doc.forum ?? "local", account: doc.account ?? "—", v1: doc.v1Until ?? "—", v2: doc.v2Until ?? "—" })
        : text(lang, "cli.committed-v2")],
    ];
    io.out(table(rows));
    return 0;
  },
};
