// Each game's replay doc (its ReplayTool's `doc`: docs/adding-a-game.md §7) carries replay logs in
// ```jsonl fences: each replays through `gf <game> replay` with every expectation and expected refusal
// holding. The games come from the registry, so a new game's doc is covered with no edit here.
import { describe, expect, it } from "@jest/globals";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";
import { fakeIo } from "../cli/fake-io.js";
import { fences, REPLAY_DOCS } from "./replay-docs.js";

it("every game of the registry has a replay with its doc", () => {
  expect(REPLAY_DOCS.map((d) => d.game)).toEqual([...GAME_FOLDERS]);
});

describe.each(REPLAY_DOCS.map((d) => [d.game, d.doc, d.text] as const))("%s: %s's replay examples", (game, _doc, text) => {
  const examples = fences(text);
  it("has one at least", () => expect(examples.length).toBeGreaterThanOrEqual(1));
  it.each(examples.map((log, i) => [i + 1, log] as const))("example %i replays with every check holding", async (_, log) => {
    const io = fakeIo({ stdin: log });
    const code = await dispatch([game, "replay", "-", "--lang", "en"], io, commands);
    expect([code, io.stderr]).toEqual([0, []]);
    expect(io.stdout.join("\n")).not.toContain("✗");
    expect(io.stdout.join("\n")).toContain("✓");
  });
});
