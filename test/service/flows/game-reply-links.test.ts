// Every game's replies, as the flow runner posts them, link each rule ID they cite to that rule's entry
// in the game's own rules reference, in the table's language (the category's, whatever the post's),
// the way the platform's frames and GenreFuzzion's replies do (Templates.finish), played on the real
// service and sandbox for Tricube, Pujas and Facetas (the fifth game's own test, in its folder, checks its
// replies the same way: test/support/reply-links.ts). A rule ID a player typed inside a quoted line
// stays in its code span, never a link.
import { afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../harness.js";
import { expectRuleLinks } from "../../support/reply-links.js";
import { MAGA, ENANO } from "../../games/tricube/service-table.js";
import { topicSession, wikiSheet } from "./support.js";

const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\nfaceta Sin pegar ojo: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const ADVERSARY = "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nph: 1\n[/fa-ficha]";
/** Each game's table: its sheets, and a first post whose reply cites the game's rules. */
const TABLES: readonly { game: string; sheets: readonly [string, string][]; by: string; opening: string }[] = [
  { game: "tricube", sheets: [["ana", MAGA], ["bruno", ENANO]], by: "dj",
    opening: "[tt-challenge id=wall]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 4\n[/tt-challenge]" },
  { game: "pujas", sheets: [], by: "ana", opening: "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]" },
  { game: "facetas", sheets: [], by: "dj", opening: `[fa-conflict]\nprotagonist: ana\nadversary: bruno\n[/fa-conflict]\n\n${MARK}\n\n${ADVERSARY}` },
];

describe.each(TABLES)("$game's replies link their rule IDs", (table) => {
  let h: Harness | undefined;
  afterEach(async () => { await h?.close(); h = undefined; });

  it.each(["es", "en"] as const)("in a table in %s: each to its entry in the game's own reference, in the table's language", async (lang) => {
    h = await harness({ seed: `reply-links-${table.game}-${lang}`, sandbox: { players: ["ana", "bruno", "carla", "dj"] },
      config: { categoryGame: { "1": table.game }, categoryLang: { "1": lang }, game: { moderator: "dj" } } });
    for (const [who, raw] of table.sheets) await wikiSheet(h, who, raw);
    const { replies } = await topicSession(h).say(table.by, table.opening);
    expect(replies).toHaveLength(1);
    expectRuleLinks(replies[0]!, table.game, lang);
  }, 60_000);
});

describe("a rule ID a player typed in a line the service quotes", () => {
  let h: Harness | undefined;
  afterEach(async () => { await h?.close(); h = undefined; });

  it.each(["es", "en"] as const)("stays in its code span, not a link (%s table)", async (lang) => {
    h = await harness({ seed: `reply-links-quoted-${lang}`, sandbox: { players: ["ana", "bruno", "carla"] },
      config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": lang } } });
    const s = topicSession(h);
    await s.say("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]");
    // ana's turn: bruno's place is refused, its line quoted.
    const { replies } = await s.say("bruno", "[pj-turn]\nplace: the PJ-BID-2 docks\n[/pj-turn]");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain("`place: the PJ-BID-2 docks`");
    expect(replies[0]).not.toContain("#pj-bid-2");
  }, 60_000);
});
