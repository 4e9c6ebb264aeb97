// `gf topic export --topic N [--database DB] [--out FILE]`: the session log of a topic played by a
// game's topic flow (src/service/flows; Tricube Tales, and every game in src/games/server-games.ts), read
// from the service's store, in the form the game's replay command reads (`gf tricube replay`), so
// anyone can check the session by hand. A game service's topics have their own export (`gf scene export`).
import { FLOWS } from "../../games/server-games.js";
import { readFlowRow } from "../../service/flows/index.js";
import { CliError, type Command } from "../command.js";
import { exportOptions, exportOutOption, exportTopic, openExportStore, writeExport } from "../export-store.js";
import { text } from "../shell.js";

export const topicExport: Command = {
  name: "topic export",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "escribe el registro de la sesión de un tema de Tricube Tales (u otro juego con flujo propio), el que lee «gf tricube replay», desde el almacén del servicio",
    en: "write the session log of a Tricube Tales topic (or another game with its own flow), what \"gf tricube replay\" reads, from the service's store",
  },
  options: {
    ...exportOptions,
    ...exportOutOption,
  },
  run: async (args, io) => {
    const { lang } = args;
    const topicId = exportTopic(args);
    const store = await openExportStore(args, io);
    try {
      const row = await store.getFlow(topicId);
      if (!row) throw new CliError(text(lang, "cli.export-no-game", { topic: topicId }));
      const read = readFlowRow(row.state);
      const flow = read.ok ? FLOWS[read.value.game] : undefined;
      const record = read.ok && flow ? flow.read(read.value.record) : undefined;
      if (!read.ok || !flow || !record?.ok) {
        const detail = !read.ok ? `${read.error.code} ${read.error.params?.["detail"] ?? ""}` : !flow ? read.value.game : `${record!.ok ? "" : record!.error.code}`;
        throw new CliError(text(lang, "cli.export-unreadable", { topic: topicId, detail: detail.trim() }));
      }
      const log = flow.exportLog?.(record.value);
      if (log === undefined) throw new CliError(text(lang, "cli.export-no-log", { topic: topicId }));
      writeExport(args, io, log, topicId);
      return 0;
    } finally {
      await store.close();
    }
  },
};
