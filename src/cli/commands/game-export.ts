// `gf <game> export --topic N [--database DB | --forum URL] [--out FILE]` (and its alias, e.g. `gf scene
// export`), made by game-commands.ts from a game's record tool (src/lib/game-tools.ts RecordTool): the
// replay log of a topic's game, in the form `gf <game> replay` reads, so anyone can check the game by
// hand. From the service's store, as the game reads its stored game; from the forum (--forum): the
// record the service wrote into its replies, read through the forum's API as any reader
// (../forum-record.ts), with no store needed. The game reads; the command owns the rest once.
import type { RecordTool } from "../../lib/game-tools.js";
import { CliError, stringOption, type Command } from "../command.js";
import { exportOptions, exportOutOption, exportTopic, openExportStore, writeExport } from "../export-store.js";
import { forumReplayLog } from "../forum-record.js";
import { text } from "../shell.js";

/** The export command named `name` for a game's record tool. */
export const exportCommand = (name: string, tool: RecordTool): Command => ({
  name,
  usage: "",
  positionals: [0, 0],
  summary: tool.summary,
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
        serviceUsername: stringOption(values, "service-username") ?? "gf-dice", record: tool, ...(key !== undefined && username !== undefined ? { auth: { key, username } } : {}) });
      if (edited.length) io.err(text(lang, "cli.export-forum-edited", { topic: topicId, posts: edited.map((n) => `#${n}`).join(", ") }));
      writeExport(args, io, log, topicId);
      return 0;
    }
    const store = await openExportStore(args, io);
    try {
      const log = await tool.fromStore(store, topicId, lang);
      if (!log.ok && log.reason === "unreadable") throw new CliError(text(lang, "cli.export-unreadable", { topic: topicId, detail: log.detail }));
      if (!log.ok) throw new CliError(text(lang, log.reason === "no-game" ? "cli.export-no-game" : "cli.export-no-log", { topic: topicId }));
      writeExport(args, io, log.text, topicId);
      return 0;
    } finally {
      await store.close();
    }
  },
});
