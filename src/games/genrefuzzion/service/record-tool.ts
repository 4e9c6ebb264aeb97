// GenreFuzzion's `gf genrefuzzion export` (also `gf scene export`; src/lib/game-tools.ts RecordTool):
// a topic's game as its replay record, the log `gf genrefuzzion replay` reads. From the service's
// store: the sheets it started from, every action the service applied, and the ledger it holds as an
// expectation (game/game-log.ts). From the forum: the record the service wrote into its scene replies
// (game/game-record.ts). Here in the service adapter, not in ./cli, because it reads the stored game.
import { localise } from "../../../lib/i18n.js";
import type { RecordTool } from "../../../lib/game-tools.js";
import { topicReplayLog } from "./game/game-log.js";
import { logFromRecords, readRecord } from "./game/game-record.js";
import { gameMessages } from "./game/messages.js";

export const genreFuzzionRecord: RecordTool = {
  alias: "scene export",
  summary: {
    es: "escribe el registro de la partida de un tema (el que lee «gf scene replay») desde el almacén del servicio, o desde el foro",
    en: "write a topic's game log (what \"gf scene replay\" reads) from the service's store, or from the forum",
  },
  fromStore: async (store, topicId, lang) => {
    const log = await topicReplayLog(store, topicId);
    return !log.ok && log.reason === "unreadable" ? { ok: false, reason: "unreadable", detail: localise(gameMessages, log.error, lang) } : log;
  },
  readRecord,
  logFromRecords,
};
