// `gf roll d8 d8 d6 d4 d6` (or quoted, "d8 d8 d6 d4 d6") [--context forum/topic/post/block] [--json]`: a verifiable roll with the
// local operator key and seed chain, read by the rules of the first game of the registry that reads
// rolled dice (its `gf <game> eval` tool's `rolled`, with that tool's options), printed with its proof.
import { formatContext, parseContext } from "../../dice/context.js";
import { formatPool, formatRolled } from "../../dice/die.js";
import { parsePool } from "../../dice/notation.js";
import { GAMES } from "../../games/games.js";
import { SERVER_GAMES } from "../../games/server-games.js";
import type { EvalTool } from "../../lib/game-tools.js";
import { flag, stringOption, type Command } from "../command.js";
import { table } from "../roll-report.js";
import { operatorOf, orFail, text } from "../shell.js";

/** The game tool `gf roll` reads its dice with: the first of the registry's whose eval reads rolled dice. */
const READER: EvalTool | undefined = GAMES.map((g) => SERVER_GAMES[g.id]?.tools?.eval).find((e) => e?.rolled !== undefined);

export const roll: Command = {
  name: "roll",
  usage: "<pool…>",
  // The dice may come as one quoted argument or as several words: `gf roll d8 d6` is `gf roll "d8 d6"`.
  positionals: [1, Number.POSITIVE_INFINITY],
  summary: {
    es: "tira un pozo con la clave local y muestra caras, resultado, dados de efecto, pifias y la prueba",
    en: "roll a pool with the local key and print faces, result, effect dice, botches and the proof",
  },
  options: {
    context: {
      type: "string",
      help: {
        es: "foro/tema/mensaje/bloque de la tirada (si no, local/0/<ms actuales>/0)",
        en: "the roll's forum/topic/post/block (else local/0/<current ms>/0)",
      },
    },
    "drand-url": {
      type: "string",
      help: {
        es: "relé drand de la baliza, si la clave la usa (si no, $GF_DRAND_URL, si no, el de drand)",
        en: "drand relay for the beacon, if the key uses one (else $GF_DRAND_URL, else drand's own)",
      },
    },
    ...Object.fromEntries(Object.entries(READER?.options ?? {}).filter(([name]) => name !== "json")),
    json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
  },
  run: async (args, io) => {
    const { values, positionals, lang } = args;
    const sizes = orFail(parsePool(positionals.join(" ")), lang);
    const now = io.now().getTime();
    const contextText = stringOption(values, "context");
    // A local roll is keyed to the moment it was made, so each run is a new roll.
    const context = contextText === undefined ? { forum: "local", topic: 0, post: now, block: 0 } : orFail(parseContext(contextText), lang);
    const operator = operatorOf(args, io);
    // With a beacon, the roll waits for the next drand round (at most one period) and mixes it in;
    // a relay that cannot deliver it is an outage (exit 1), not bad input.
    const baseUrl = stringOption(values, "drand-url") ?? io.env.GF_DRAND_URL;
    const link = orFail(operator.localLink(), lang, undefined, 1);
    const result = await operator.rollWithBeacon({ context, sizes, at: now }, link, baseUrl ? { baseUrl } : {});
    const rolled = orFail(result, lang, undefined, !result.ok && result.error.code === "dice.beacon.unavailable" ? 1 : 2);
    orFail(operator.appendLocal(rolled), lang, undefined, 1);
    const where: [string, string][] = [
      [text(lang, "cli.label-context"), `${formatContext(rolled.record.context)} · ${text(lang, "cli.label-epoch").toLowerCase()} ${rolled.record.epoch}`],
      [text(lang, "cli.label-proof"), rolled.proof],
    ];
    let read: ReturnType<NonNullable<EvalTool["rolled"]>> | undefined;
    try {
      read = READER?.rolled?.(rolled.dice, values, lang);
    } catch (e) {
      // The roll stands even when the rules cannot read it (a boost that cannot apply): show it before
      // the error, so nothing is lost; `gf eval` can read these dice again.
      io.out(table([[text(lang, "cli.label-dice"), formatRolled(rolled.dice)], ...where]));
      throw e;
    }
    if (flag(values, "json")) {
      io.out(JSON.stringify({
        context: formatContext(rolled.record.context), epoch: rolled.record.epoch, pool: formatPool(rolled.record.sizes),
        ...(read?.json ?? { dice: rolled.dice }), proof: rolled.proof,
      }, null, 2));
      return 0;
    }
    io.out(table([
      [text(lang, "cli.label-pool"), formatPool(rolled.record.sizes)],
      ...(read?.rows ?? [[text(lang, "cli.label-dice"), formatRolled(rolled.dice)]]),
      ...where,
    ]));
    return 0;
  },
};
