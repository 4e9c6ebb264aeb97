// What the store gives back is checked before it is played: a topic's game row of the format before
// numbering plays on, and a row that is not a game stops nothing but its own topic. Its posts are
// answered (nothing applied, no dice rolled as if the topic had no scene), the operator's log names
// the topic and the problem, and the periodic sweep goes on. On a real SQLite file and on a real
// PostgreSQL cluster.
import { afterAll, afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../../service/harness.js";
import { budget } from "../../../support/budget.js";
import { until } from "../../../support/until.js";
import { BRUNO, gameOf, LIA, PRESENT, SCENE, say, sheetPost, storeBackends } from "./support.js";

let h: Harness | undefined;
const { backends, stop } = storeBackends("gf_stored");
afterEach(async () => { await h?.close(); h = undefined; });
afterAll(() => stop());

const POOL = "[gf-pool personaje=\"Lía\"]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]";

describe.each(backends)("a topic's stored game (%s)", (_name, database) => {
  it("an unnumbered row plays on; a row that is not a game is answered, logged and left alone", async () => {
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: { game: { moderator: "dani", reminderSweepMs: 30 }, ...await database() } });
    await sheetPost(h, "ana", LIA);
    await sheetPost(h, "beto", BRUNO);
    await h.settle();
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topic);
    const store = h.service.store;

    // A row as written before formats were numbered: the same game, read through the migration.
    const row = (await store.getScene(topic, 0))!;
    const { format, ...unnumbered } = JSON.parse(row.state) as Record<string, unknown>;
    expect(format).toBe(1);
    expect(await store.putScene({ ...row, state: JSON.stringify(unnumbered), version: row.version + 1 }, row.version)).toBe(true);
    await say(h, "ana", POOL, topic);
    const played = await gameOf(h, topic);
    expect(played.topic!.game.phase).toBe("a_decide");
    expect(played.topic!.game.scene!.rolls).toHaveLength(1);

    // A row that is not a game: the post is answered, nothing is applied or rolled.
    const now = (await store.getScene(topic, 0))!;
    const corrupt = JSON.parse(now.state) as { game: { phase: string } };
    corrupt.game.phase = "overtime";
    // Its wait long past, so the sweep finds it due (it reads only rows with work: store.scenesToSweep).
    expect(await store.putScene({ ...now, state: JSON.stringify(corrupt), version: now.version + 1, waitingSince: 0 }, now.version)).toBe(true);
    const rollsBefore = (await store.logPage(0, 100)).length;
    const answer = await say(h, "beto", "[gf-action]\nme rindo\n[/gf-action]", topic);
    expect(answer.replies).toHaveLength(1);
    expect(answer.replies[0]!.raw).toContain("@beto, no puedo aplicar tu mensaje: la partida de este tema, tal como la guardó el servicio, no se puede leer");
    expect(answer.replies[0]!.raw).toContain("game.phase");
    const pool = await say(h, "beto", "[gf-pool personaje=\"Bruno\"]\ncliché: Perezoso\n[/gf-pool]", topic);
    expect(pool.replies.map((r) => r.raw)).toEqual([expect.stringContaining("no se puede leer")]);
    expect((await store.logPage(0, 100)).length).toBe(rollsBefore);
    expect((await store.getScene(topic, 0))!.state).toBe(JSON.stringify(corrupt));

    // The operator's log names the topic; the sweep skips the row, leaves it due, and keeps running.
    // Each sweep (every 30 ms) that meets the row logs it again: three such lines are three sweeps run past it.
    const unreadable = () => h!.log.lines.filter((l) => l["msg"] === "scene: the topic's stored game cannot be read; its posts are not applied");
    const errors = await until("three sweeps to log the unreadable row", () => unreadable().length > 2 && unreadable());
    expect(errors[0]).toMatchObject({ topicId: topic, code: "game.stored.unreadable" });
    expect(h.log.lines.filter((l) => l["msg"] === "scene: sweep failed")).toEqual([]);
  }, budget(30_000)); // the harness starts a PostgreSQL database too: slower on a loaded machine
});
