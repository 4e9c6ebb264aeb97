// A player's second sheet stays out of play while their first is one, and the sheet guard's reply
// (templates/sheet-second) cites the rules of the sheet's own game (GameModule.oneCharacter), in the
// table's language: Tricube's TT-SETUP-2 (the original: "Cada una de las demás personas controla a un
// personaje jugador"), which has no retiring rule; never GenreFuzzion's GF-META-2 or GF-RET-1.
// GenreFuzzion's own (GF-META-2, GF-RET-1): test/games/genrefuzzion/service/sheets/one-character.test.ts; the d20 check's: its folder's test.
import { afterEach, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";
import { wikiSheet } from "../../service/flows/support.js";
import { ENANO, MAGA } from "./service-table.js";
import { ruleLink } from "../../support/rule-link.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const BRUJA = MAGA.replace("nombre: Maga", "nombre: Bruja");

describe("Tricube: one character per player", () => {
  it.each(["es", "en"] as const)("TT-SETUP-2: a player's second sheet is out of play, and the reply (%s table) cites Tricube's rule, no retiring rule and no GenreFuzzion's", async (lang) => {
    h = await harness({ seed: `tricube-second-sheet-${lang}`, sandbox: { players: ["ana", "bruno", "dj"] },
      config: { categoryGame: { "1": "tricube" }, categoryLang: { "1": lang }, game: { moderator: "dj" } } });
    await wikiSheet(h, "ana", MAGA);
    await wikiSheet(h, "bruno", ENANO);
    const second = await wikiSheet(h, "ana", BRUJA);
    const replies = h.replies(h.sandbox.forum.posts.get(second)!.topicId).map((r) => r.raw);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain(lang === "es"
      ? `ya llevas a «Maga», y cada jugador lleva un solo personaje a la vez (${ruleLink("TT-SETUP-2", "es")}). Cuando «Maga» se retire y su ficha`
      : `you already run "Maga", and each player runs one character at a time (${ruleLink("TT-SETUP-2", "en")}). Once "Maga" retires and its sheet`);
    expect(replies[0]).not.toMatch(/GF-[A-Z]/);
  }, 60_000);
});
