// The fifth game's replies link the rules they cite as every game's do, and it wrote none of it: the
// flow runner ends each reply in the platform's finish, each DC rule ID a link to its entry in d20's own
// rules reference, in the table's language (test/support/reply-links.ts). A player's words never
// become a link: a character named with a rule ID is shown as typed (its hyphens written as "&#45;",
// which the page shows as hyphens: inertText) and links nowhere.
import { afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";
import { topicSession, wikiSheet } from "../../service/flows/support.js";
import { expectRuleLinks } from "../../support/reply-links.js";

describe("the d20 check's replies", () => {
  let h: Harness | undefined;
  afterEach(async () => { await h?.close(); h = undefined; });

  it.each(["es", "en"] as const)("DC-CHK-1 DC-TURN-1: in a table in %s, link each rule to its entry in that language; a character named DC-ROLL-1 is no link", async (lang) => {
    h = await harness({ seed: `d20-reply-links-${lang}`, sandbox: { players: ["ana", "bruno", "dj"] },
      config: { categoryGame: { "1": "d20" }, categoryLang: { "1": lang }, game: { moderator: "dj" } } });
    await wikiSheet(h, "ana", "[d20-ficha]\nnombre: DC-ROLL-1\njugadora: ana\nbono: 3\n[/d20-ficha]");
    await wikiSheet(h, "bruno", "[d20-sheet]\nname: Bea\nplayer: bruno\nbonus: -1\n[/d20-sheet]");
    const { replies } = await topicSession(h).say("dj", "[d20-check]\nwho: DC-ROLL-1, Bea\ndc: 12\n[/d20-check]");
    expect(replies).toHaveLength(1);
    expect(expectRuleLinks(replies[0]!, "d20", lang)).toEqual(["DC-CHK-1", "DC-TURN-1"]);
    expect(replies[0]).toContain("@ana (DC&#45;ROLL&#45;1)");
    expect(replies[0]).not.toContain("#dc-roll-1");
  }, 60_000);
});
