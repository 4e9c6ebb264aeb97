// TT-TOOL-11: a Tricube table that waits for someone reminds them once, after the group's maximum
// wait (config game.maxWaitHours), through the runner's deadlines (TopicFlow due/tick) on the
// service's sweep; a post that moves the table on starts a new wait.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness } from "../../service/harness.js";
import { tricubeTable, type TricubeTable } from "./service-table.js";

let t: TricubeTable;
// The service's clock, moved on by the test; its own sweep's timer is an hour away, so every sweep is
// the test's (h.service.sweep()): a reminder comes when the test's clock has passed the wait, never
// from how long the machine took.
let offset = 0;
const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
const HOUR = 3_600_000;
beforeAll(async () => { t = await tricubeTable(await harness({ sandbox: { players: ["ana", "bruno", "dj"] }, clock,
  config: { categoryGame: { "1": "tricube" }, game: { moderator: "dj", maxWaitHours: 2, reminderSweepMs: HOUR } } })); }, 60_000);
afterAll(async () => { await t.h.close(); });

/** Moves the clock on by `ms`, runs a sweep, and gives back the replies to `postNumber` once answered. */
async function later(ms: number, postNumber: number): Promise<string[]> {
  offset += ms;
  await t.h.service.sweep();
  await t.h.settle();
  return t.repliesTo(postNumber);
}

describe("Tricube reminders (TT-TOOL-11)", () => {
  it("TT-TOOL-11: the challenged players are reminded once that it is their turn to roll, in the category's language", async () => {
    const ch = await t.say("dj", "[tt-desafio id=puerta]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 4\n[/tt-desafio]");
    expect(ch.replies).toHaveLength(1);
    // An hour in: under the group's maximum of two, no reminder yet.
    expect(await later(HOUR, ch.post.post_number)).toHaveLength(1);
    const replies = await later(HOUR + 60_000, ch.post.post_number);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^Recordatorio: la partida espera desde hace [\d.]+ h \(\[TT-TOOL-11\]\([^)]*#tt-tool-11\)\)\./);
    expect(replies[1]).toContain("@ana: le toca tirar a Maga en «puerta»");
    expect(replies[1]).toContain("@bruno: le toca tirar a Enano en «puerta»");
    // Sweeps go on, past another whole wait: one reminder per wait.
    await later(3 * HOUR, ch.post.post_number);
    expect(await later(0, ch.post.post_number)).toHaveLength(2);
  });

  it("TT-TOOL-11: a roll starts a new wait, and its reminder answers the roll", async () => {
    const roll = await t.say("ana", "[tt-tirada desafio=puerta personaje=Maga]\n[/tt-tirada]");
    expect(roll.replies).toHaveLength(1);
    expect(await later(HOUR, roll.post.post_number)).toHaveLength(1);
    const replies = await later(HOUR + 60_000, roll.post.post_number);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("@bruno: le toca tirar a Enano en «puerta»");
    expect(replies[1]).not.toContain("@ana: le toca tirar");
  });
});
