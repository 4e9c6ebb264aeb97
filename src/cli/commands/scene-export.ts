// `gf scene export --topic N [--database DB | --forum URL] [--out FILE]`: the replay log of a topic's
// game, in the form `gf scene replay` reads, so anyone can check the game by hand. From the
// service's store: the sheets it started from, every action the service applied, and the ledger it
// holds as an expectation. From the forum (--forum): the record the service wrote into its scene
// replies (game-record.ts), read through the forum's API as any reader, with no store needed.
import { localise } from "../../lib/i18n.js";
import { topicReplayLog } from "../../games/genrefuzzion/service/game/game-log.js";
import { gameMessages } from "../../games/genrefuzzion/service/game/messages.js";
import { CliError, stringOption, type Command } from "../command.js";
import { exportOptions, exportOutOption, exportTopic, openExportStore, writeExport } from "../export-store.js";
import { forumReplayLog } from "../forum-record.js";
import { text } from "../shell.js";

export const sceneExport: Command = {
  name: "scene export",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "escribe el registro de la partida de un tema (el que lee «gf scene replay») desde el almacén del servicio, o desde el foro",
    en: "write a topic's game log (what \"gf scene replay\" reads) from the service's store, or from the forum",
  },
  options: {
    ...exportOptions,
    forum: { type: "string", help: {
      es: "lee el registro del foro por su API (https://foro…) en vez del almacén",
      en: "read the record from the forum through its API (https://forum…) instead of the store" } },
    "api-key": { type: "string", help: {
      es: "clave de la API del foro (si no, $GF_DISCOURSE_API_KEY; sin clave, se lee como visitante)",
      en: "the forum's API key (else $GF_DISCOURSE_API_KEY; without one, read as a visitor)" } },
    "api-username": { type: "string", help: {
      es: "usuario con el que actúa la clave (si no, $GF_DISCOURSE_API_USERNAME)",
      en: "the username the key acts as (else $GF_DISCOURSE_API_USERNAME)" } },
    "service-username": { type: "string", help: {
      es: "la cuenta del servicio de dados en el foro, la única cuyo registro cuenta (si no, gf-dice)",
      en: "the dice service's account on the forum, the only one whose record counts (else gf-dice)" } },
    ...exportOutOption,
  },
  run: async (args, io) => {
    const { values, lang } = args;
    const topicId = exportTopic(args);
    const forum = stringOption(values, "forum");
    if (forum !== undefined) {
      if (stringOption(values, "database") !== undefined) throw new CliError(text(lang, "cli.export-forum-or-store"));
      if (!/^https?:\/\/[^/\s]+/i.test(forum)) throw new CliError(text(lang, "cli.export-forum-url", { value: forum }));
      const key = stringOption(values, "api-key") ?? io.env.GF_DISCOURSE_API_KEY;
      const username = stringOption(values, "api-username") ?? io.env.GF_DISCOURSE_API_USERNAME;
      if ((key === undefined) !== (username === undefined)) throw new CliError(text(lang, "cli.export-forum-key-pair"));
      const { log, edited } = await forumReplayLog({ forum: forum.replace(/\/+$/, ""), topic: topicId, lang,
        serviceUsername: stringOption(values, "service-username") ?? "gf-dice", ...(key !== undefined && username !== undefined ? { auth: { key, username } } : {}) });
      if (edited.length) io.err(text(lang, "cli.export-forum-edited", { topic: topicId, posts: edited.map((n) => `#${n}`).join(", ") }));
      writeExport(args, io, log, topicId);
      return 0;
    }
    const store = await openExportStore(args, io);
    try {
      const log = await topicReplayLog(store, topicId);
      if (!log.ok && log.reason === "unreadable") {
        throw new CliError(text(lang, "cli.export-unreadable", { topic: topicId, detail: localise(gameMessages, log.error, lang) }));
      }
      if (!log.ok) throw new CliError(text(lang, log.reason === "no-game" ? "cli.export-no-game" : "cli.export-no-log", { topic: topicId }));
      writeExport(args, io, log.text, topicId);
      return 0;
    } finally {
      await store.close();
    }
  },
};
