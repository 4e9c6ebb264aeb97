// Pools outside a scene whose traits leave the sizes to the sheet (GF-POOL-2, GF-MOD-2): the
// service finds the sheet, takes every size from it through the rules' planRoll, and rolls once;
// a typed size the sheet contradicts, a trait the sheet lacks, another player's character and what
// only a scene can give are refused with one reply quoting the line, and nothing is rolled.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import type { RollNode } from "../../../../src/games/genrefuzzion/markup/index.js";
import { verifyProofs } from "../../../service/harness.js";
import { say, table, type Table } from "./support.js";

jest.setTimeout(60_000);
const CATA = ["[gf-sheet]", "name: Cata", "player: @caro", "cliche: Superstrong d12", "cliche: Cheerleader d8", "cliche: Whiny d6",
  "cliche: Ghost d6", "cliche: Forgetful d4", "cliche: Naive d4", "relationship Lía: Protects Lía d6", "advantage: Broom d10",
  "objective 5: Cata 1", "objective 8: Cata 2", "objective 12: Cata 3", "pv: 4", "pk: 0", "[/gf-sheet]"].join("\n");
let t: Table;
let topicId = 0;

beforeAll(async () => {
  t = await table();
  topicId = (await say(t.h, "ana", "Lía practica en el patio, sin escena.")).post.topic_id;
});
afterAll(async () => { await t?.h.close(); });

const sizesOf = (raw: string) => {
  const [block] = parsePost(raw);
  expect(block).toMatchObject({ block: "roll", errors: [] });
  return (block!.node as RollNode).dice.map((d) => d.size).sort((a, b) => a - b);
};
const rollsBy = (username: string) => t.h.service.store.countRollsSince(t.h.sandbox.forum.userByName(username)!.id, 0);

/** Posts, expects one reply that quotes `line` and says `says`, and that nothing was rolled for the author. */
async function refused(username: string, raw: string, line: string, says: RegExp) {
  const before = await rollsBy(username);
  const { replies } = await say(t.h, username, raw, topicId);
  expect(replies).toHaveLength(1);
  expect(replies[0]!.raw).toMatch(new RegExp(`^@${username}, no he podido tirar`));
  expect(replies[0]!.raw).toContain(`> \`${line}\``);
  expect(replies[0]!.raw).toMatch(says);
  expect(replies[0]!.raw).not.toContain("[gf-roll");
  expect(replies[0]!.raw).not.toMatch(/&#x3D;|&amp;/);
  expect(await rollsBy(username)).toBe(before);
}

describe("free pools sized by the sheet", () => {
  it("GF-POOL-2: a pool naming a character rolls the sheet's dice, in exactly one verified reply", async () => {
    const { post, replies } = await say(t.h, "ana",
      '[gf-pool personaje="Lía"]\ncliché: Bruja novata\ncliché: Miope\nrelación: Teme a Dino\n[/gf-pool]', topicId);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.replyTo).toBe(post.post_number);
    expect(await verifyProofs(t.h.service.url, replies[0]!.raw)).toBe(1);
    // Bruja novata d8, Miope d4, the relationship with Dino d4: the sheet's, nothing typed.
    expect(sizesOf(replies[0]!.raw)).toEqual([4, 4, 8]);
  });

  it("GF-POOL-2: a typed size that agrees with the sheet rolls; the sheet attribute and the author's own sheet find it too", async () => {
    const bySheet = await say(t.h, "ana", `[gf-pool ficha=${t.sheets.lia}]\ncliché: Heredera d8\nrelación: Amiga de Cata\n[/gf-pool]`, topicId);
    expect(bySheet.replies).toHaveLength(1);
    expect(sizesOf(bySheet.replies[0]!.raw)).toEqual([6, 8]);
    // No character named: the sizes come from the author's one sheet.
    const own = await say(t.h, "beto", "[gf-pool]\ncliche: Perezoso\ncliche: Enamoradizo\n[/gf-pool]", topicId);
    expect(own.replies).toHaveLength(1);
    expect(sizesOf(own.replies[0]!.raw)).toEqual([4, 6]);
    // Typed sizes with no character named still answer to the author's sheet: d12 is not Perezoso's d6.
    await refused("beto", "[gf-pool]\ncliche: Perezoso d12\n[/gf-pool]", "cliche: Perezoso d12", /«Perezoso» es d6 en la ficha, no d12/);
  });

  it("GF-POOL-2: a typed size that contradicts the sheet is refused quoting its line, and nothing is rolled", async () => {
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Heredera\ncliché: Bruja novata d12\n[/gf-pool]', "cliché: Bruja novata d12", /«Bruja novata» es d8 en la ficha, no d12 \(\[GF-POOL-2\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-pool-2\)\)/);
  });

  it("GF-POOL-2: a trait that is not on the sheet is refused quoting its line", async () => {
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\ncliché: Vuela sin escoba\n[/gf-pool]', "cliché: Vuela sin escoba", /«Vuela sin escoba» no está en la ficha de Lía \(\[GF-POOL-2\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-pool-2\)\)/);
  });

  it("GF-FORUM-4: another player's character is refused; staff may roll it", async () => {
    const pool = '[gf-pool personaje="Lía"]\ncliché: Curiosa\ncliché: Tímida\n[/gf-pool]';
    await refused("beto", pool, "cliché: Curiosa", /«Lía» es de @ana: solo su jugador.*\(\[GF-FORUM-4\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-forum-4\)\)/);
    const staff = await say(t.h, "moderadora", pool, topicId);
    expect(staff.replies).toHaveLength(1);
    expect(await verifyProofs(t.h.service.url, staff.replies[0]!.raw)).toBe(1);
    expect(sizesOf(staff.replies[0]!.raw)).toEqual([4, 6]);
  });

  it("GF-POOL-4: the opponent's problem, a scene cliché or a trick need a scene, and say so", async () => {
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\nproblema: Miedo a la luz\n[/gf-pool]', "problema: Miedo a la luz", /solo vale en una escena.*\(\[GF-POOL-4\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-pool-4\)\)/);
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\nescena: Lluvia de otoño d6\n[/gf-pool]', "escena: Lluvia de otoño d6", /solo vale en una escena/);
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\ntruco: Arma predilecta\n[/gf-pool]', "truco: Arma predilecta", /solo vale en una escena/);
  });

  it("GF-POOL-1: loose dice beside a sheet's traits are refused; a pool naming nobody still needs a sheet", async () => {
    await refused("ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\nd12 d12\n[/gf-pool]', "d12 d12", /salen de su ficha.*\(\[GF-POOL-1\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#gf-pool-1\)\)/);
    // caro has no sheet: sizes left out and no character named cannot be rolled.
    await refused("caro", "[gf-pool]\ncliché: Superfuerte\n[/gf-pool]", "cliché: Superfuerte", /no sé de cuál/);
  });

  it("GF-POOL-4: English keywords in a Spanish game: an advantage and a relationship naming its target roll the sheet's sizes, a wrong target is refused, both answered in Spanish", async () => {
    const cata = (await t.h.post("caro", CATA)).id;
    await fetch(`${t.h.sandbox.url}/posts/${cata}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
      headers: { "Api-Key": t.h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    await t.h.settle();
    const ok = await say(t.h, "caro", `[gf-pool character=Cata sheet=${cata}]\ncliche: Superstrong\nadvantage: Broom\nrelationship Lía: Protects Lía\n[/gf-pool]`, topicId);
    expect(ok.replies).toHaveLength(1);
    expect(ok.replies[0]!.raw).toMatch(/^@caro, tu tirada:/);
    expect(await verifyProofs(t.h.service.url, ok.replies[0]!.raw)).toBe(1);
    expect(sizesOf(ok.replies[0]!.raw)).toEqual([6, 10, 12]);
    const before = await rollsBy("caro");
    const wrong = await say(t.h, "caro", "[gf-pool character=Cata]\nrelationship Bruno: Protects Lía\n[/gf-pool]", topicId);
    expect(wrong.replies).toHaveLength(1);
    expect(wrong.replies[0]!.raw).toContain("> `relationship Bruno: Protects Lía`");
    expect(wrong.replies[0]!.raw).toMatch(/^@caro, no he podido tirar/);
    expect(wrong.replies[0]!.raw).toMatch(/GF-POOL-4/);
    expect(await rollsBy("caro")).toBe(before);
  });

  it("GF-POOL-2: an edit of a rolled sheet pool is told the roll stands, and rolls nothing new", async () => {
    const { post } = await say(t.h, "ana", '[gf-pool personaje="Lía"]\ncliché: Deportista\n[/gf-pool]', topicId);
    const before = await rollsBy("ana");
    const replies = t.h.replies(topicId).length;
    await t.h.edit("ana", post.id, '[gf-pool personaje="Lía"]\ncliché: Deportista\ncliché: Heredera\n[/gf-pool]');
    await t.h.settle();
    const added = t.h.replies(topicId).slice(replies);
    expect(added).toHaveLength(1);
    expect(added[0]!.raw).not.toContain("[gf-roll");
    expect(await rollsBy("ana")).toBe(before);
  });
});
