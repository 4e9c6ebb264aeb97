// `gf <game> replay|eval|export` come from the registry: each game's tools (src/games/<id>/cli, listed in
// its server.ts, src/games/server-games.ts) become commands with no line in src/cli for the game.
import { describe, expect, it } from "@jest/globals";
import { commands } from "../../src/cli/commands/index.js";
import { SERVER_GAMES } from "../../src/games/server-games.js";
import { GAMES } from "../../src/games/games.js";
import { gf } from "../support/gf.js";


describe("gf <game> replay|eval|export from the registry", () => {
  it("every game of the registry has its server line, and each tool it gives is a command named after the game", () => {
    expect(Object.keys(SERVER_GAMES).sort()).toEqual(GAMES.map((g) => g.id).sort());
    const names = new Set(commands.map((c) => c.name));
    const word = { replay: "replay", eval: "eval", record: "export" } as const;
    const expected = GAMES.flatMap((g) => (["replay", "eval", "record"] as const).filter((t) => SERVER_GAMES[g.id]?.tools?.[t]).map((t) => `${g.id} ${word[t]}`));
    expect(expected).toEqual(expect.arrayContaining(["genrefuzzion replay", "genrefuzzion export", "tricube replay", "tricube eval", "pujas replay", "pujas eval", "facetas replay", "facetas eval"]));
    for (const name of expected) expect(names).toContain(name);
    expect(commands.length).toBe(names.size);
  });

  it("gf genrefuzzion replay is gf scene replay: the same output and exit code", async () => {
    const file = "test/fixtures/scenes/character-yields.jsonl";
    const a = await gf(["genrefuzzion", "replay", file, "--lang", "en"]);
    const b = await gf(["scene", "replay", file, "--lang", "en"]);
    expect(a.code).toBe(0);
    expect(a).toEqual(b);
  });

  it("gf genrefuzzion export is gf scene export (its record tool's alias): the same refusal under the name typed", async () => {
    const args = ["--topic", "7", "--database", "sqlite:/nonexistent/none.sqlite", "--lang", "en"];
    const a = await gf(["genrefuzzion", "export", ...args]);
    const b = await gf(["scene", "export", ...args]);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/^gf genrefuzzion export: no service store at sqlite:\/nonexistent\/none.sqlite/);
    expect(b).toEqual({ ...a, err: a.err.replace("gf genrefuzzion export", "gf scene export") });
  });

  it("a game's replay of a file it cannot read answers in the user's language, exit 2", async () => {
    const r = await gf(["pujas", "replay", "/nonexistent/log.jsonl", "--lang", "es"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("no se puede leer /nonexistent/log.jsonl");
  });
});
