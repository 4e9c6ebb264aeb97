// `gf keys rotate`: retires the operator's key and seed chain and makes new ones whose commitment
// names the retired one (docs/verifiable-dice.md §9.3). The retired files stay in the data dir
// (retired/<commitment id>/) so proofs made before keep verifying; the service, restarted, posts the
// new commitment in the commitment topic before it rolls with the new key. The roll log goes on.
import { toHex } from "../../dice/bytes.js";
import { nodeCrypto } from "../../dice/crypto-node.js";
import { DEFAULT_EPOCHS, utcDayStart } from "../../dice/epoch.js";
import { rotateOperator } from "../../dice/rotation.js";
import type { Command } from "../command.js";
import { table } from "../roll-report.js";
import { countOption, dataDirOf, operatorOf, orFail, periodOption, revealDelayOption, text, timeOption } from "../shell.js";

/** A cut-off the operator states for its v3 commitment (docs/verifiable-dice.md §V.6), when given. */
const cutoffOption = (args: Parameters<Command["run"]>[0], name: string, key: "v1Until" | "v2Until") => {
  const at = timeOption(args, name);
  return at === undefined ? {} : { [key]: at };
};

export const keysRotate: Command = {
  name: "keys rotate",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "retira la clave y la cadena de semillas y crea otras cuyo compromiso enlaza al retirado (las pruebas anteriores siguen verificando)",
    en: "retire the key and seed chain and make new ones whose commitment links to the retired one (earlier proofs keep verifying)",
  },
  options: {
    period: { type: "string", help: { es: "duración de una época (por defecto, la de la cadena retirada)", en: "length of an epoch (default: the retired chain's)" } },
    "reveal-delay": { type: "string", help: { es: "espera antes de revelar (por defecto, la de la cadena retirada)", en: "wait before a reveal (default: the retired chain's)" } },
    "short-reveal": { type: "boolean", help: {
      es: "admite un --reveal-delay menor que el mínimo (160 minutos): solo para un foro de pruebas",
      en: "allow a --reveal-delay below the minimum (160 minutes): for a sandbox or test forum only" } },
    epochs: { type: "string", help: { es: `épocas de la nueva cadena (${DEFAULT_EPOCHS})`, en: `epochs in the new chain (${DEFAULT_EPOCHS})` } },
    genesis: { type: "string", help: { es: "inicio de la época 1 (ISO 8601; por defecto, hoy a las 00:00 UTC)", en: "start of epoch 1 (ISO 8601; default today 00:00 UTC)" } },
    "v2-until": { type: "string", help: {
      es: "al pasar de un compromiso v2 a uno v3: hora del foro (ISO 8601) desde la que ya no hizo pruebas v2 (por defecto, ahora); el compromiso v3 la fija",
      en: "moving from a v2 commitment to v3: the forum time (ISO 8601) from which it made no more v2 proofs (default: now); the v3 commitment fixes it" } },
    "v1-until": { type: "string", help: {
      es: "al pasar de un compromiso v2 a uno v3: hora del foro (ISO 8601) hasta la que hizo pruebas v1 (por defecto, ninguna)",
      en: "moving from a v2 commitment to v3: the forum time (ISO 8601) up to which it made v1 proofs (default: none)" } },
  },
  run: (args, io) => {
    const { lang } = args;
    const now = io.now().getTime();
    const old = operatorOf(args, io);
    const made = orFail(rotateOperator(dataDirOf(args, io), {
      now,
      genesisMs: timeOption(args, "genesis") ?? utcDayStart(now),
      periodSeconds: periodOption(args, "period") ?? old.schedule.periodSeconds,
      epochs: countOption(args, "epochs", 1_000_000) ?? DEFAULT_EPOCHS,
      revealDelaySeconds: revealDelayOption(args) ?? old.revealDelaySeconds,
      beacon: old.drand?.name ?? null,
      ...cutoffOption(args, "v1-until", "v1Until"), ...cutoffOption(args, "v2-until", "v2Until"),
    }, nodeCrypto), lang);
    io.out(text(lang, "cli.keys-rotated", { retired: made.retired, id: made.operator.commitmentId }));
    io.out(table([
      [text(lang, "cli.label-public-key"), toHex(made.operator.publicKey)],
      [text(lang, "cli.label-head"), toHex(made.operator.head)],
    ]));
    return 0;
  },
};
