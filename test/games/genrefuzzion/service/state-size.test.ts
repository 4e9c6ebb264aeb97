// A topic's stored game does not copy every registered sheet: with 300 sheets in the campaign, the
// row a scene opening writes holds the scene's two characters, not the cast, in its game and in its
// replay log (pack-game.ts). The size is printed for the record.
import { afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../../service/harness.js";
import { BRUNO, LIA, PRESENT, SCENE, say, sheetPost } from "./support.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const SHEETS = 300;
const extra = (n: number) => BRUNO.replace("name: Bruno", `name: Extra ${n}`).replace("player: @beto", `player: @p${n}`)
  .replace("relationship Lía: Desdeña a Lía d8", `relationship Lía: Vecino de Lía d8`);

describe("a topic's stored game", () => {
  it(`GF-SCENE-2: with ${SHEETS} sheets registered, a scene opening stores its characters, not every sheet`, async () => {
    const players = Array.from({ length: SHEETS - 2 }, (_, i) => `p${i + 1}`);
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani", ...players] },
      config: { game: { moderator: "dani" }, discourse: { requestsPerMinute: 6_000 } } });
    await sheetPost(h, "ana", LIA);
    await sheetPost(h, "beto", BRUNO);
    // Eight players post at a time, as a busy forum's would: the service takes them as they come.
    for (let i = 1; i <= SHEETS - 2; i += 8) {
      await Promise.all(Array.from({ length: Math.min(8, SHEETS - 1 - i) }, (_, k) => sheetPost(h!, `p${i + k}`, extra(i + k))));
    }
    await h.settle();
    const topic = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topic);
    const row = await h.service.store.getScene(topic, 0);
    const bytes = Buffer.byteLength(row!.state);
    process.stderr.write(`stored game with ${SHEETS} sheets: ${bytes} bytes\n`);
    expect(Object.keys(JSON.parse(row!.state).game.characters).sort()).toEqual(["Bruno", "Lía"]);
    // What remains grows with the campaign's players, not its sheets: each player's name and balance,
    // in the game and in its replay log's setup (about 70 bytes a player).
    expect(bytes).toBeLessThan(30_000);
    expect(JSON.parse(row!.state).log.setup.characters.map((c: { name: string }) => c.name).sort()).toEqual(["Bruno", "Lía"]);
  }, 120_000);
});
