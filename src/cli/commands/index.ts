// The `gf` command table. The dispatcher (../dispatch.ts) selects a command by its words, longest
// match first, so "keys init" and "keys show" can sit beside a plain "keys" if one is ever added.
//
// To add a command, e.g. `gf scene replay`:
//   1. write src/cli/commands/scene-replay.ts exporting
//        export const sceneReplay: Command = {
//          name: "scene replay", usage: "<file>", positionals: [1, 1],
//          summary: { es: "…", en: "…" },
//          options: { speed: { type: "string", help: { es: "…", en: "…" } } },
//          run: async ({ values, positionals, lang }, io) => { …; return 0; },
//        };
//      (throw `new CliError(message)` for bad input: one line on stderr, exit code 2);
//   2. import it here and add it to the list below. Help, --lang, --data-dir and errors come free.
//   3. test it in-process: `await dispatch(["scene", "replay", "x"], fakeIo, commands)`.
import type { Command } from "../command.js";
import { audit } from "./audit.js";
import { epochReveal } from "./epoch-reveal.js";
import { evalCommand } from "./eval.js";
import { keysInit, keysShow } from "./keys.js";
import { keysRotate } from "./keys-rotate.js";
import { outboxRetry } from "./outbox-retry.js";
import { roll } from "./roll.js";
import { sceneExport } from "./scene-export.js";
import { sceneReplay } from "./scene-replay.js";
import { serve } from "./serve.js";
import { facetasEval } from "./facetas-eval.js";
import { facetasReplay } from "./facetas-replay.js";
import { pujasEval } from "./pujas-eval.js";
import { pujasReplay } from "./pujas-replay.js";
import { tricubeEval } from "./tricube-eval.js";
import { tricubeReplay } from "./tricube-replay.js";
import { topicExport } from "./topic-export.js";
import { verify } from "./verify.js";

export const commands: readonly Command[] = [
  roll,
  evalCommand,
  verify,
  audit,
  keysInit,
  keysShow,
  keysRotate,
  epochReveal,
  serve,
  sceneReplay,
  sceneExport,
  outboxRetry,
  tricubeEval,
  tricubeReplay,
  topicExport,
  facetasEval,
  facetasReplay,
  pujasEval,
  pujasReplay,
];
