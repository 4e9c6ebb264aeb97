// A Tricube sheet field the service did not write, because the sheet no longer showed what the move
// started from (a player's hand edit since: update-sheet.ts's "before" check), is told to the sheet's
// player, in the table's language, in answer to the move, once. Before, the field was left as the
// player wrote it and nobody was told that the sheet and the table now disagree. TT-KAR-2.
// One instance on SQLite, an English table: the Karma spend's sheet write is held by the forum (its
// sheet's PUT refused), Bruno writes his Karma by hand meanwhile, and the forum comes back. Likewise a
// sheet a hand edit broke meanwhile: the change cannot be written at all, and the table is told why.
import { describe, expect, it } from "@jest/globals";
import { harness } from "../../service/harness.js";
import { tricubeTable } from "./service-table.js";
import { ruleLink } from "../../support/rule-link.js";

/** A table whose Karma spend's sheet write waits for the forum; `meanwhile` edits Enano's sheet before the forum is back. */
async function heldKarma(seed: string, meanwhile: (raw: string) => string) {
  const h = await harness({ seed, sandbox: { players: ["ana", "bruno", "dj"] },
    config: { categoryGame: { "1": "tricube" }, categoryLang: { "1": "en" }, game: { moderator: "dj" } } });
  const t = await tricubeTable(h);
  expect((await t.say("dj", "[tt-challenge id=wall]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 4\n[/tt-challenge]")).replies).toHaveLength(1);
  expect((await t.say("bruno", "[tt-roll challenge=wall character=Enano]\n[/tt-roll]")).replies).toHaveLength(1);
  const enano = t.sheets["Enano"]!;
  const put = { action: "reset" as const, status: 0, count: 1_000_000, path: new RegExp(`^PUT /posts/${enano}\\.json`) };
  h.sandbox.server.faults.push(put);
  const karma = await t.say("bruno", "[tt-karma challenge=wall character=Enano]\nperk: Fury\n[/tt-karma]");
  expect(karma.replies).toEqual([expect.stringContaining(`Enano: Karma −1 (${ruleLink("TT-KAR-2", "en")})`)]);
  expect((await t.row()).pendingSheets).toBeGreaterThan(0);
  const post = h.sandbox.forum.posts.get(enano)!;
  const edited = meanwhile(post.raw);
  expect(edited).not.toBe(post.raw);
  h.sandbox.forum.revise(h.sandbox.forum.userByName("bruno")!, post, edited, null);
  await h.settle();
  put.count = 0;
  await h.service.sweep();
  await h.settle();
  return { h, t, karma, edited };
}

describe("what a Tricube sheet write did not write is told to its player (TT-KAR-2)", () => {
  it("the Karma a hand edit changed stays as written, and Bruno is told so, in English, once", async () => {
    const { h, t, karma, edited } = await heldKarma("tricube-sheet-kept", (raw) => raw.replace("resolve: 2/3\n", "resolve: 2/3\nkarma: 1/3\n"));
    try {
      expect(t.sheetRaw("Enano")).toBe(edited);
      expect((await t.row()).pendingSheets).toBe(0);
      const told = () => t.repliesTo(karma.post.post_number).filter((r) => /Enano's sheet/.test(r));
      expect(told()).toEqual([expect.stringMatching(/^@bruno, Enano's sheet \(\[see the sheet\]\([^)]*\/p\/\d+\)\) was not updated in: karma\. The move changed them \(.*TT-KAR-2.*\), but the sheet no longer showed the value the move started from/)]);
      await h.service.sweep();
      await h.settle();
      expect(told()).toHaveLength(1);
    } finally {
      await h.close();
    }
  }, 120_000);

  it("a sheet a hand edit left unreadable gets nothing written, and the table is told why, once", async () => {
    const { h, t, karma, edited } = await heldKarma("tricube-sheet-unwritten", (raw) => raw.replace("[/tt-sheet]", ""));
    try {
      expect(t.sheetRaw("Enano")).toBe(edited);
      expect((await t.row()).pendingSheets).toBe(0);
      const told = () => t.repliesTo(karma.post.post_number).filter((r) => /Enano's sheet/.test(r));
      // The registry dropped the broken sheet, so no player can be named: the table is told, in answer to the move.
      expect(told()).toEqual([expect.stringMatching(/^Enano's sheet could not be updated with the move \(.*TT-KAR-2.*\): there is no readable sheet of that character any more\. The move stands/)]);
      await h.service.sweep();
      await h.settle();
      expect(told()).toHaveLength(1);
    } finally {
      await h.close();
    }
  }, 120_000);
});
