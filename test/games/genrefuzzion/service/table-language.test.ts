// One language per table, for GenreFuzzion too: at a table whose category is configured English, a
// sheet written in Spanish keywords and scene posts with Spanish keywords are answered in English,
// and so is everything the service writes about the sheet (its replies to another player's edit and
// to a hand-edit of the points, the Moderator's decision, the edit reasons of the sheet's history);
// at a Spanish table an English sheet is answered in Spanish. The sheet itself keeps its own words.
// Over the sandbox forum and the real service.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Harness } from "../../../service/harness.js";
import { BRUNO, LIA, PRESENT, say, SCENE, sheetOf, table, type Table } from "./support.js";

jest.setTimeout(90_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

async function reply(h: Harness, username: string, topicId: number, raw: string, toPost: number): Promise<void> {
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username,
    "Content-Type": "application/json" }, body: JSON.stringify({ topic_id: topicId, raw, reply_to_post_number: h.sandbox.forum.posts.get(toPost)!.postNumber }) });
  if (r.status !== 200) throw new Error(`reply: ${r.status}`);
  await h.settle();
}

/** The edit reasons the forum keeps in a post's history, oldest first. */
const reasons = (h: Harness, postId: number) => h.sandbox.forum.posts.get(postId)!.revisions
  .flatMap((r) => (r.modifications.edit_reason?.[1] ? [r.modifications.edit_reason[1]] : []));

// Words only the other language's replies use (the players' own text, quoted back, is theirs).
const SPANISH = /\b(ficha|deshecho|puntos|Turno|tirada|escena|cambio|jugador|moderación|Decídelo)\b/i;
const ENGLISH = /\b(sheet|undone|points|turn|roll|scene|change|player|Decide)\b/i;

describe("GenreFuzzion answers in its table's language, whatever language its players write in", () => {
  it("an English table: Spanish keywords in the scene and in the sheet, every reply and edit reason in English", async () => {
    t = await table({ categoryLang: { "1": "en" } });
    const { h } = t;
    const sheetTopic = h.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    const opened = await say(h, "ana", SCENE);
    const topicId = opened.post.topic_id;
    const bot = [...opened.replies, ...(await say(h, "beto", PRESENT, topicId)).replies];
    // A block whose attribute is unknown: the attributes it has are named in the table's words.
    const bad = await say(h, "caro", "[gf-pool idiom=es]\nd8\n[/gf-pool]", topicId);
    expect(bad.replies[0]!.raw).toContain("it has: character, sheet, role, scene, language");
    bot.push(...bad.replies);

    // Another player's edit of Lía's (Spanish) sheet is undone; the reply and the edit reason are English.
    await h.edit("caro", t.sheets.lia, LIA.replace("Empieza aquí.", "Caro estuvo aquí."));
    await h.settle();
    expect(reasons(h, t.sheets.lia).at(-1)).toMatch(/^GF-FORUM-4: caro's edit undone; only the sheet's player, staff or the Moderator edit it$/);
    // Ana's own edit of her points is flagged to the Moderator, who reverts it: the sheet goes back.
    await h.edit("ana", t.sheets.lia, LIA.replace("pk: 3", "pk: 9"));
    await h.settle();
    const flag = h.replies(sheetTopic).find((r) => r.raw.includes("+6 PK"))!;
    expect(flag.raw).toMatch(/^@dani: @ana changed the points on (&quot;|")Lía(&quot;|")(&#39;|')s sheet by hand \(\+6 PK\)/);
    await reply(h, "dani", sheetTopic, "revertir: la ficha vuelve a sus puntos", flag.id);
    expect(sheetOf(h, t.sheets.lia).pk).toBe(3);
    expect(h.replies(sheetTopic).at(-1)!.raw).toMatch(/^@ana: @dani has reverted the points change on (&quot;|")Lía(&quot;|") \(\+6 PK\)/);
    expect(reasons(h, t.sheets.lia).at(-1)).not.toMatch(SPANISH);
    bot.push(...h.replies(sheetTopic));
    expect(h.replies(sheetTopic).length).toBeGreaterThanOrEqual(3); // the undone edit, the flag, the decision
    expect(bot.map((r) => r.raw).filter((raw) => SPANISH.test(raw.replace(/<!--[\s\S]*?-->/g, "").replace(/> `[^`]*`/g, "")))).toEqual([]);
    // The sheet keeps its own (Spanish) words.
    expect(h.sandbox.forum.posts.get(t.sheets.lia)!.raw).toContain("pk: 3");
  });

  it("a Spanish table: an English sheet's edits are answered in Spanish", async () => {
    t = await table();
    const { h } = t;
    const sheetTopic = h.sandbox.forum.posts.get(t.sheets.bruno)!.topicId;
    await h.edit("caro", t.sheets.bruno, BRUNO.replace("objective 12: Bruno 3", "objective 12: Bruno 4"));
    await h.settle();
    expect(reasons(h, t.sheets.bruno).at(-1)).toBe("GF-FORUM-4: se deshace el cambio de caro; solo editan la ficha su jugador, el equipo o la moderación");
    await h.edit("beto", t.sheets.bruno, BRUNO.replace("pv: 3", "pv: 5"));
    await h.settle();
    const replies = h.replies(sheetTopic).map((r) => r.raw.replace(/<!--[\s\S]*?-->/g, ""));
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatch(/^@caro, he deshecho tu cambio en la ficha de «Bruno»/);
    expect(replies[1]).toMatch(/^@dani: @beto ha cambiado a mano los puntos de la ficha de «Bruno» \(\+2 PV\)/);
    expect(replies.filter((raw) => ENGLISH.test(raw.replace(/data-gf-[a-z]+="[^"]*"/g, "")))).toEqual([]);
  });
});
