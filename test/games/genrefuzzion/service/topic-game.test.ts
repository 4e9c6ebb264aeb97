// A topic's stored game is read through its schema: what the service wrote reads back the same, a
// row of the format before numbering migrates, and a row that is not a game (or one a newer service
// wrote) is a named error with its message in both languages, never a crash.
import { describe, expect, it } from "@jest/globals";
import { localise } from "../../../../src/lib/i18n.js";
import { gameMessages } from "../../../../src/games/genrefuzzion/service/game/messages.js";
import { readTopicGame, TOPIC_GAME_FORMAT, writeTopicGame, type TopicGame } from "../../../../src/games/genrefuzzion/service/game/topic-game.js";
import { cl, openLiaVsBruno, play, presentBruno, rollOf, start } from "../world.js";

/** A game in the middle of a scene: an opening roll, an answer that loses, the winner's effect still to come. */
function midScene(): TopicGame {
  const game = play(start(), openLiaVsBruno(), presentBruno(), rollOf("ana", "Lía", [cl("Bruja novata"), cl("Heredera")], "d8:7 d8:5"),
    rollOf("beto", "Bruno", [cl("Perezoso"), cl("Vampiro pacifista")], "d6:2 d8:3"));
  return {
    game, applied: [11, 12, 13, 14], waiting: { since: 1_700_000_000_000, key: "1:won:2:ana", postId: 14, postNumber: 5, reminded: false },
    sheetJobs: [{ key: "14:Lía", character: "Lía", changes: [{ type: "points", pv: 1 }], scene: 1, rules: ["GF-YIELD-2"], at: 1_700_000_000_000 }],
    sceneFrom: 2, digests: { "14": "abc" }, lang: "es",
    log: { setup: { moderator: "ana", players: ["ana", "beto"], characters: [] }, ledgerFrom: 0, actions: [{ type: "suspend", player: "ana", next: "ana" }] },
  };
}

function unreadable(state: string): string {
  const r = readTopicGame(state);
  if (r.ok) throw new Error("expected an unreadable game");
  expect(r.error.code).toBe("game.stored.unreadable");
  for (const lang of ["es", "en"] as const) expect(localise(gameMessages, r.error, lang)).not.toMatch(/\{\w+\}|game\.stored/);
  return String(r.error.params?.["detail"]);
}

describe("a topic's stored game", () => {
  it("reads back exactly what the service wrote, numbered with the current format", () => {
    const topic = midScene();
    const text = writeTopicGame(topic);
    expect(JSON.parse(text)).toMatchObject({ format: TOPIC_GAME_FORMAT });
    expect(readTopicGame(text)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(topic)) });
  });

  it("reads a row written before formats were numbered (format 0) as the same game", () => {
    const topic = midScene();
    expect(readTopicGame(JSON.stringify(topic))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(topic)) });
  });

  it("names what is wrong with a row that is not a game, instead of failing later", () => {
    expect(unreadable("{\"game\":")).toMatch(/JSON/);
    expect(unreadable("[1,2]")).toBe("not a JSON object");
    const good = JSON.parse(writeTopicGame(midScene())) as Record<string, any>;
    const broken = (edit: (row: Record<string, any>) => void) => { const row = structuredClone(good); edit(row); return JSON.stringify(row); };
    expect(unreadable(broken((r) => { r.game.phase = "overtime"; }))).toMatch(/^game\.phase:/);
    expect(unreadable(broken((r) => { delete r.game.scene.rolls[1].evaluation; }))).toMatch(/^game\.scene\.rolls\.1\.evaluation:/);
    expect(unreadable(broken((r) => { r.game.balances.ana.pv = "3"; }))).toMatch(/^game\.balances\.ana\.pv:/);
    expect(unreadable(broken((r) => { r.applied = "all"; }))).toMatch(/^applied:/);
    expect(unreadable(broken((r) => { r.sheetJobs[0].changes[0] = { type: "points", pv: 1.5 }; }))).toMatch(/^sheetJobs\.0\.changes\.0/);
    expect(unreadable(broken((r) => { r.log.actions[0] = { type: "teleport" }; }))).toMatch(/^log\.actions\.0/);
    expect(unreadable(broken((r) => { r.format = "two"; }))).toBe("format \"two\"");
  });

  it("refuses a row a newer service wrote, saying which format it is", () => {
    const row = JSON.parse(writeTopicGame(midScene())) as Record<string, unknown>;
    const r = readTopicGame(JSON.stringify({ ...row, format: TOPIC_GAME_FORMAT + 1 }));
    expect(r).toEqual({ ok: false, error: { code: "game.stored.newer", params: { format: TOPIC_GAME_FORMAT + 1, known: TOPIC_GAME_FORMAT } } });
    if (r.ok) return;
    expect(localise(gameMessages, r.error, "en")).toBe(`a newer version of the service stored it (format ${TOPIC_GAME_FORMAT + 1}; this version knows up to ${TOPIC_GAME_FORMAT})`);
    expect(localise(gameMessages, r.error, "es")).toContain(`formato ${TOPIC_GAME_FORMAT + 1}`);
  });
});
