// GF-FIN-3 through the service, over the sandbox forum: an `intención` line maps to the rules'
// ally-intention. A [gf-scene] cannot open a Grand Finale yet, so here the line meets a regular
// scene and is refused with the rules' sentence, quoting the line; nothing changes.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { gameOf, PRESENT, say, SCENE, table, type Table } from "./support.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

describe("an ally's own intention", () => {
  it("GF-FIN-3: outside the Grand Finale an intention line, Spanish or English, is refused in the game's language, and the game stands", async () => {
    t = await table();
    const { h } = t;
    const topicId = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    const before = await gameOf(h, topicId);
    const es = await say(h, "ana", '[gf-action personaje="Lía"]\nintención: Lía gana la copa\n[/gf-action]', topicId);
    expect(es.replies[0]!.raw).toContain("> `intención: Lía gana la copa`");
    expect(es.replies[0]!.raw).toContain("solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html#gf-fin-3))");
    const en = await say(h, "ana", '[gf-action character="Lía"]\nintention: Lía wins the cup\n[/gf-action]', topicId);
    expect(en.replies[0]!.raw).toContain("> `intention: Lía wins the cup`");
    expect(en.replies[0]!.raw).toContain("solo en el Gran Final declaran los aliados una intención propia ([GF-FIN-3](/plugins/genrefuzzion/rules/es.html#gf-fin-3))");
    const after = await gameOf(h, topicId);
    expect(after.version).toBe(before.version);
    expect(after.topic?.game).toEqual(before.topic?.game);
  });
});
