// The record the service writes into its scene replies: an HTML comment Discourse drops when it
// cooks, whose JSON lines read back as the replay log's lines. Player text inside it stays inert:
// it can neither end the comment, nor spell a block tag, nor mention anyone.
import { describe, expect, it } from "@jest/globals";
import { initialState } from "../../../../src/games/genrefuzzion/rules/index.js";
import { logFromRecords, postRecord as record, readRecord, withRecord } from "../../../../src/games/genrefuzzion/service/game/game-record.js";
import { extendLog, setupFrom, startsLog, type GameLog } from "../../../../src/games/genrefuzzion/service/game/game-log.js";
import type { Action, GameState } from "../../../../src/games/genrefuzzion/rules/index.js";

/** The record a scene reply carries, as the scene game writes it. */
const postRecord = (log: GameLog | undefined, before: GameState, actions: readonly Action[], after: GameState) =>
  record({ ...(startsLog(log, actions) ? { setup: setupFrom(before) } : {}), actions, players: after.players, count: extendLog(log, before, actions)?.actions.length ?? 0 });

const game = (() => {
  const made = initialState({ moderator: "dani", players: ["dani", "ana"], characters: [], inPlay: true });
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
})();
const hostile = "El [gf-roll] @caro --> <!-- [/gf-scene]";
const open = { type: "open", player: "ana", character: "Lía", title: hostile, intention: "`x` ```", antagonist: "Bruno" } as unknown as Action;
const present = { type: "present", player: "beto", character: "Bruno", intention: hostile } as unknown as Action;

describe("the game's record in a reply", () => {
  it("starts a log with the setup at a scene opening, and carries every action and the players after the post", () => {
    const record = postRecord(undefined, game, [open], { ...game, players: ["dani", "ana", "beto"] });
    const lines = readRecord(`Texto de la respuesta\n\n${record}\n\n<!-- gf-reply scene:4 -->`)!;
    expect(lines[0]).toHaveProperty("setup");
    expect(lines.slice(1)).toEqual([open, { players: ["dani", "ana", "beto"], count: 1 }]);
    // A later post adds its actions to the log; a post that applied nothing records nothing.
    const log = { setup: (lines[0] as { setup: never }).setup, ledgerFrom: 0, actions: [open] };
    expect(readRecord(postRecord(log, game, [present], game))).toEqual([present, { players: game.players, count: 2 }]);
    expect(postRecord(log, game, [], game)).toBe("");
  });

  it("player text can neither end the comment nor spell a block tag or a mention, and reads back unchanged", () => {
    const record = postRecord(undefined, game, [open, present], game);
    const body = record.slice("<!-- gf-record\n".length, -"\n-->".length);
    for (const bad of ["-->", "<!--", "[gf-roll]", "[/gf-scene]", "@caro"]) expect(body).not.toContain(bad);
    expect(readRecord(record)!.slice(1, 3)).toEqual([open, present]);
    // A reply that quoted an unclosed record opening still reads as its own record.
    expect(readRecord(`@ana: <!-- gf-record\n{"setup":{}}\n\n${record}\n\n<!-- gf-reply scene:9 -->`)).toEqual(readRecord(record));
  });

  it("rebuilds the replay log from the last log started, with everyone who joined in its setup; no start, no log", () => {
    const first = readRecord(postRecord(undefined, game, [open], game))!;
    const later = readRecord(postRecord({ setup: (first[0] as { setup: never }).setup, ledgerFrom: 0, actions: [open] }, game, [present], { ...game, players: ["dani", "ana", "caro"] }))!;
    const log = logFromRecords([first, later]);
    if (!log.ok) throw new Error(log.reason);
    const lines = log.text.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => ("setup" in l ? "setup" : l["type"]))).toEqual(["setup", "open", "present"]);
    expect((lines[0]!["setup"] as { players: string[] }).players).toEqual(["dani", "ana", "caro"]);
    // A second opening starts the log over, as the store's log does.
    const again = readRecord(postRecord(undefined, game, [open], game))!;
    const over = logFromRecords([first, later, again]);
    expect(over.ok && over.text.trimEnd().split("\n")).toHaveLength(2);
    // A reply missing from the forum (deleted, hidden, or too long to carry its record) is a gap, never a shorter log.
    const third = readRecord(postRecord({ setup: (first[0] as { setup: never }).setup, ledgerFrom: 0, actions: [open, present] }, game, [present], game))!;
    expect(logFromRecords([first, third])).toEqual({ ok: false, reason: "gap" });
    expect(logFromRecords([later])).toEqual({ ok: false, reason: "gap" });
    expect(logFromRecords([])).toEqual({ ok: false, reason: "none" });
    expect(readRecord("sin registro")).toBeUndefined();
    expect(readRecord("<!-- gf-record\n{roto\n-->")).toBeUndefined();
  });
});

describe("a reply and its record", () => {
  it("the record goes at the reply's end while both fit Discourse's max_post_length; a reply too long goes out without it", () => {
    const rec = postRecord(undefined, game, [open], game);
    expect(withRecord("Hecho.", rec)).toBe(`Hecho.\n\n${rec}`);
    expect(withRecord("Hecho.", "")).toBe("Hecho.");
    const long = "x".repeat(31_800 - rec.length);
    expect(withRecord(long, rec)).toBe(long);
  });
});
