// `gf scene export --topic N [--database DB] [--out FILE]`: the replay log of a topic's game from the
// service's store (the sheets it started from, every action the service applied, and the ledger it
// holds as an expectation), in the form `gf scene replay` reads, so anyone can check the game by hand.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { openStore } from "../../service/store/open-store.js";
import { localise } from "../../lib/i18n.js";
import { topicReplayLog } from "../../service/game/game-log.js";
import { gameMessages } from "../../service/game/messages.js";
import { CliError, stringOption, type Command } from "../command.js";
import { countOption, text } from "../shell.js";

export const sceneExport: Command = {
  name: "scene export",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "escribe el registro de la partida de un tema (el que lee «gf scene replay») desde el almacén del servicio",
    en: "write a topic's game log (what \"gf scene replay\" reads) from the service's store",
  },
  options: {
    topic: { type: "string", help: { es: "el número del tema (obligatorio)", en: "the topic's id (required)" } },
    database: { type: "string", help: {
      es: "fichero SQLite o URL postgres://… del servicio (si no, $GF_DATABASE, si no, <carpeta de datos>/gf.sqlite)",
      en: "the service's SQLite file or postgres://… URL (else $GF_DATABASE, else <data dir>/gf.sqlite)" } },
    out: { type: "string", help: { es: "fichero de salida (si no, la salida estándar)", en: "output file (else standard output)" } },
  },
  run: async (args, io) => {
    const { values, lang } = args;
    const topicId = countOption(args, "topic", 2_147_483_647);
    if (topicId === undefined) throw new CliError(text(lang, "cli.export-needs-topic"));
    const dataDir = stringOption(values, "data-dir") ?? io.env.GF_DATA_DIR ?? join(io.cwd, ".data");
    const database = stringOption(values, "database") ?? io.env.GF_DATABASE ?? join(dataDir, "gf.sqlite");
    // Opening a SQLite file that is not there would create an empty store: say so instead.
    if (!/^postgres(ql)?:\/\//.test(database) && !existsSync(resolve(io.cwd, database.replace(/^sqlite:/, "")))) {
      throw new CliError(text(lang, "cli.export-no-database", { database }));
    }
    const store = await openStore(/^postgres/.test(database) ? database : resolve(io.cwd, database.replace(/^sqlite:/, "")));
    try {
      const log = await topicReplayLog(store, topicId);
      if (!log.ok && log.reason === "unreadable") {
        throw new CliError(text(lang, "cli.export-unreadable", { topic: topicId, detail: localise(gameMessages, log.error, lang) }));
      }
      if (!log.ok) throw new CliError(text(lang, log.reason === "no-game" ? "cli.export-no-game" : "cli.export-no-log", { topic: topicId }));
      const out = stringOption(values, "out");
      if (out === undefined) io.out(log.text.trimEnd());
      else {
        writeFileSync(resolve(io.cwd, out), log.text);
        io.err(text(lang, "cli.export-written", { topic: topicId, file: out }));
      }
      return 0;
    } finally {
      await store.close();
    }
  },
};
