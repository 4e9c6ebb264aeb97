// The `gf` command table. The dispatcher (../dispatch.ts) selects a command by its words, longest
// match first, so "keys init" and "keys show" can sit beside a plain "keys" if one is ever added.
//
// To add a command, e.g. `gf outbox retry`:
//   1. write src/cli/commands/outbox-retry.ts exporting
//        export const outboxRetry: Command = {
//          name: "outbox retry", usage: "<id>", positionals: [1, 1],
//          summary: { es: "…", en: "…" },
//          options: { speed: { type: "string", help: { es: "…", en: "…" } } },
//          run: async ({ values, positionals, lang }, io) => { …; return 0; },
//        };
//      (throw `new CliError(message)` for bad input: one line on stderr, exit code 2);
//   2. import it here and add it to the list below. Help, --lang, --data-dir and errors come free.
//      A game's own commands are not written here: `gf <game> replay|eval|export` come from its tools
//      (src/games/<id>/cli, in each game's server.ts, src/games/server-games.ts; see game-commands.ts).
//   3. test it in-process: `await dispatch(["outbox", "retry", "x"], fakeIo, commands)`.
import { GAMES } from "../../games/games.js";
import { SERVER_GAMES } from "../../games/server-games.js";
import type { Command } from "../command.js";
import { audit } from "./audit.js";
import { epochReveal } from "./epoch-reveal.js";
import { gameCommands } from "./game-commands.js";
import { keysInit, keysShow } from "./keys.js";
import { keysRotate } from "./keys-rotate.js";
import { outboxRetry } from "./outbox-retry.js";
import { roll } from "./roll.js";
import { serve } from "./serve.js";
import { topicExport } from "./topic-export.js";
import { verify } from "./verify.js";

export const commands: readonly Command[] = [
  roll,
  verify,
  audit,
  keysInit,
  keysShow,
  keysRotate,
  epochReveal,
  serve,
  outboxRetry,
  topicExport,
  // `gf <game> replay`, `eval` and `export` of every game of the registry that has them.
  ...gameCommands(GAMES.map((g) => ({ id: g.id, tools: SERVER_GAMES[g.id]?.tools }))),
];
