// DC-SHEET-1: each player keeps one character. A player's second d20 sheet stays out of play, and the
// platform's reply cites the d20 check's own rule (GameModule.oneCharacter), in the table's language,
// and no other game's: the fifth game wrote only its rule's ID.
import { afterEach, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";
import { wikiSheet } from "../../service/flows/support.js";
import { ruleLink } from "../../support/rule-link.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

it.each(["es", "en"] as const)("DC-SHEET-1: a player's second sheet is out of play, told so citing the d20 check's rule (%s table)", async (lang) => {
  h = await harness({ seed: `d20-second-sheet-${lang}`, sandbox: { players: ["ana", "dj"] },
    config: { categoryGame: { "1": "d20" }, categoryLang: { "1": lang }, game: { moderator: "dj" } } });
  await wikiSheet(h, "ana", "[d20-ficha]\nnombre: Ana\njugadora: ana\nbono: 3\n[/d20-ficha]");
  const second = await wikiSheet(h, "ana", "[d20-sheet]\nname: Bea\nplayer: ana\nbonus: 1\n[/d20-sheet]");
  const replies = h.replies(h.sandbox.forum.posts.get(second)!.topicId).map((r) => r.raw);
  expect(replies).toHaveLength(1);
  expect(replies[0]).toContain(`(${ruleLink("DC-SHEET-1", lang)})`);
  expect(replies[0]).toContain(lang === "es" ? "ya llevas a «Ana»" : "you already run \"Ana\"");
  expect(replies[0]!.match(/\b[A-Z]{2,4}-[A-Z]+-\d+\b/g)).toEqual(["DC-SHEET-1"]);
}, 60_000);
