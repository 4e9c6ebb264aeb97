// Every game of the registry with its replay doc, as its `gf <game> replay` names it (ReplayTool.doc):
// the doc-example tests read the docs from here, so a new game's doc is a test by its folder alone.
import { readFileSync } from "node:fs";
// Loaded before the registry's games, as every test of them does: jest's ESM loader can fail the games'
// parallel imports of a module none has loaded yet ("request for 'zod/…' is not in cache").
import "../../src/cli/commands/index.js";
import type { ReplayTool } from "../../src/lib/game-tools.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { SERVER_GAMES } from "../../src/games/server-games.js";

export interface ReplayDoc {
  readonly game: string;
  /** The doc's path from the repository's root. */
  readonly doc: string;
  readonly text: string;
  readonly tool: ReplayTool;
}

/** Every game of the registry that has a replay (a game without one is the tests' to notice). */
export const REPLAY_DOCS: readonly ReplayDoc[] = GAME_FOLDERS.flatMap((game) => {
  const tool = SERVER_GAMES[game]?.tools?.replay;
  return tool ? [{ game, doc: tool.doc, text: readFileSync(tool.doc, "utf8"), tool }] : [];
});

/** The replay logs of a doc: the bodies of its ```jsonl fences. */
export const fences = (doc: string): string[] => [...doc.matchAll(/^```jsonl\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

/** A fence's records in order, comments and blank lines left out. */
export const records = (fence: string): Record<string, unknown>[] =>
  fence.split("\n").filter((l) => l.trim() && !l.trim().startsWith("//")).map((l) => JSON.parse(l) as Record<string, unknown>);
