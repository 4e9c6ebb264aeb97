// TT-TOOL-11: a Tricube table that waits for someone reminds them once, after the group's maximum
// wait (config game.maxWaitHours), through the runner's deadlines (TopicFlow due/tick) on the
// service's sweep; a post that moves the table on starts a new wait.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness } from "../../service/harness.js";
import { tricubeTable, type TricubeTable } from "./service-table.js";

let t: TricubeTable;
// 0.0005 h = 1.8 s.
beforeAll(async () => { t = await tricubeTable(await harness({ sandbox: { players: ["ana", "bruno", "dj"] },
  config: { categoryGame: { "1": "tricube" }, game: { moderator: "dj", maxWaitHours: 0.0005, reminderSweepMs: 40 } } })); }, 60_000);
afterAll(async () => { await t.h.close(); });

async function waitFor(count: number, postNumber: number): Promise<string[]> {
  for (let i = 0; i < 300 && t.repliesTo(postNumber).length < count; i++) { await new Promise((r) => setTimeout(r, 20)); await t.h.settle(); }
  return t.repliesTo(postNumber);
}

describe("Tricube reminders (TT-TOOL-11)", () => {
  it("TT-TOOL-11: the challenged players are reminded once that it is their turn to roll, in the category's language", async () => {
    const ch = await t.say("dj", "[tt-desafio id=puerta]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 4\n[/tt-desafio]");
    expect(ch.replies).toHaveLength(1);
    const replies = await waitFor(2, ch.post.post_number);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^Recordatorio: la partida espera desde hace [\d.]+ h \(TT-TOOL-11\)\./);
    expect(replies[1]).toContain("@ana: le toca tirar a Maga en «puerta»");
    expect(replies[1]).toContain("@bruno: le toca tirar a Enano en «puerta»");
    // Sweeps go on: one reminder per wait.
    await new Promise((r) => setTimeout(r, 2_500));
    await t.h.settle();
    expect(t.repliesTo(ch.post.post_number)).toHaveLength(2);
  });

  it("TT-TOOL-11: a roll starts a new wait, and its reminder answers the roll", async () => {
    const roll = await t.say("ana", "[tt-tirada desafio=puerta personaje=Maga]\n[/tt-tirada]");
    expect(roll.replies).toHaveLength(1);
    const replies = await waitFor(2, roll.post.post_number);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("@bruno: le toca tirar a Enano en «puerta»");
    expect(replies[1]).not.toContain("@ana: le toca tirar");
  });
});
