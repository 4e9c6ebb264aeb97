// The service's table of a challenge ([tt-mesa]/[tt-table], at the end of its replies): written from
// the state the rules hold, read back by the markup parser into the same challenge as it stands
// (effort left, each character's difficulty in force with its modifiers, Karma, Resolve, whom the
// table waits for), cooked into a card whose data the client reads back whole, escaped, in es and en.
import { describe, expect, it } from "@jest/globals";
import { ok } from "../../../src/lib/result.js";
import { initialState, type TtState } from "../../../src/games/tricube/rules/index.js";
import { parseTricubePost, type TableNode } from "../../../src/games/tricube/markup/index.js";
import { playTricubePost, replyText, tableBlock, tableBlocks, type FlowContext, type PlayedTricubePost } from "../../../src/games/tricube/flow/index.js";
import { fallbackLines, tricubeCardHtml } from "../../../src/games/tricube/cards/index.js";
import { tableOf } from "../../../src/games/tricube/cards/table-card.js";
import { readCardValue } from "../../../src/markup/card-data.js";

const GM = "dj";

function table(maga = "Maga"): TtState {
  const s = initialState({
    gm: GM,
    characters: [
      { name: maga, player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] },
      { name: "Enano", player: "bruno", quality: "strong", concept: "sacerdote guerrero enano", perks: ["Furia salvaje"], quirks: ["Gruñón"], resolve: 2, resolveQuota: 3 },
    ],
  });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

const by = (username: string, ...rolls: number[][]): FlowContext => ({
  author: { username, staff: false },
  roll: (count) => { const faces = rolls.shift()!; expect(faces).toHaveLength(count); return ok({ dice: faces.map((face) => ({ size: 6, face })), proof: "p" }); },
});

function post(state: TtState, raw: string, ctx: FlowContext): PlayedTricubePost {
  const r = playTricubePost(state, parseTricubePost(raw), ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Every table block of a text, read by the markup parser: no errors, the node. */
function tables(text: string): TableNode[] {
  return parseTricubePost(text).filter((b) => b.block === "table").map((b) => {
    expect(b.errors).toEqual([]);
    return b.node as TableNode;
  });
}

const CHALLENGE = "[tt-desafio id=muro]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 2\n[/tt-desafio]";

describe("the service's [tt-mesa] table", () => {
  it("TT-EFF-1 TT-EFF-2 TT-KAR-3 TT-QRK-1 TT-AMB-05: written after each post, read back as the challenge stands", () => {
    let s = table();
    let p = post(s, CHALLENGE, by(GM));
    s = p.state;
    // TT-EFF-1: the GM's two tokens; nobody has modified the difficulty yet; both players are waited for.
    expect(tables(replyText(p, "es"))).toEqual([{
      block: "table", challenge: "muro", effort: { left: 2, total: 2 }, closed: false, waiting: ["ana", "bruno"],
      characters: [
        { name: "Maga", difficulty: { value: 5, parts: [] }, karma: { current: 3, quota: 3 }, resolve: { current: 3, quota: 3 } },
        { name: "Enano", difficulty: { value: 5, parts: [] }, karma: { current: 3, quota: 3 }, resolve: { current: 2, quota: 3 } },
      ],
    }]);
    // TT-EFF-2: Maga's 5 meets 5 and removes a token.
    p = post(s, "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", by("ana", [5, 2]));
    s = p.state;
    expect(tables(replyText(p, "es"))[0]!.effort).toEqual({ left: 1, total: 2 });
    // TT-KAR-3 (TT-AMB-05): Maga's Karma lowers the effort challenge's difficulty for every later roll, Enano's too.
    p = post(s, "[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]", by("ana"));
    s = p.state;
    const afterKarma = tables(replyText(p, "en"))[0]!;
    expect(afterKarma.characters[0]).toEqual({ name: "Maga", difficulty: { value: 4, parts: [{ amount: -1, rule: "TT-KAR-3" }] }, karma: { current: 2, quota: 3 }, resolve: { current: 3, quota: 3 } });
    expect(afterKarma.characters[1]!.difficulty).toEqual({ value: 4, parts: [{ amount: -1, rule: "TT-KAR-3" }] });
    // TT-QRK-1: Enano's quirk +1, on top of the Karma −1: the 5 the service rolled against, not the GM's card's 5 + 1.
    p = post(s, "[tt-tirada desafio=muro personaje=Enano]\ndefecto: Gruñón\n[/tt-tirada]", by("bruno", [1, 1, 1]));
    s = p.state;
    expect(p.rolls[0]!.record.difficulty).toBe(5);
    const afterQuirk = tables(replyText(p, "es"))[0]!;
    expect(afterQuirk.characters[1]!.difficulty).toEqual({ value: 5, parts: [{ amount: 1, rule: "TT-QRK-1" }, { amount: -1, rule: "TT-KAR-3" }] });
    expect(afterQuirk.effort).toEqual({ left: 1, total: 2 });
    // TT-OUT-3: the table waits for the GM's cost.
    expect(afterQuirk.waiting).toEqual([GM]);
    // The GM closes it: the closing reply carries its last table, closed.
    p = post(s, "[tt-respuesta desafio=muro personaje=Enano]\ncoste: resolución\ncomplicación: el muro le cae encima\n[/tt-respuesta]", by(GM));
    s = p.state;
    p = post(s, "[tt-dj]\ncerrar: muro\n[/tt-dj]", by(GM));
    expect(tables(replyText(p, "es"))).toEqual([expect.objectContaining({ challenge: "muro", closed: true })]);
    // A closed challenge gets no table from later posts.
    expect(tableBlocks(p.state, p.state, "es")).toEqual([]);
  });

  it("TT-QRK-3 TT-AMB-05: after one quirk in an effort challenge, every character's difficulty shows it, and another quirk is refused (the picker's cue)", () => {
    let s = post(table(), CHALLENGE, by(GM)).state;
    const p = post(s, "[tt-roll challenge=muro character=Enano]\nquality: yes\nquirk: Gruñón\n[/tt-roll]", by("bruno", [6, 2, 2]));
    s = p.state;
    // The challenge's one quirk place is taken, for Maga too: her difficulty in force carries it (the client's cue, QUIRK_PLACE).
    expect(tables(replyText(p, "en"))[0]!.characters.map((c) => [c.name, c.difficulty])).toEqual([
      ["Maga", { value: 6, parts: [{ amount: 1, rule: "TT-QRK-1" }] }], ["Enano", { value: 6, parts: [{ amount: 1, rule: "TT-QRK-1" }] }]]);
    const again = playTricubePost(s, parseTricubePost("[tt-roll challenge=muro character=Maga]\nquality: no\nquirk: Arrogante\n[/tt-roll]"), by("ana", [6, 6]));
    expect(again.ok ? "played" : again.error.error.code).toBe("tt.quirk.once");
    expect(post(s, "[tt-roll challenge=muro character=Maga]\nquality: no\n[/tt-roll]", by("ana", [6, 6])).state.challenges["muro"]!.rolls.at(-1)!.difficulty).toBe(6);
  });

  it("writes its lines in the reply's language, and both read back alike", () => {
    let s = post(table(), CHALLENGE, by(GM)).state;
    s = post(s, "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", by("ana", [5, 2])).state;
    s = post(s, "[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]", by("ana")).state;
    const es = tableBlock(s, "muro", "es");
    const en = tableBlock(s, "muro", "en");
    expect(es).toBe("[tt-mesa desafio=muro]\nesfuerzo: 1/2\ndificultad Maga: 4 (TT-KAR-3 -1)\nkarma Maga: 2/3\nresolución Maga: 3/3\n"
      + "dificultad Enano: 4 (TT-KAR-3 -1)\nkarma Enano: 3/3\nresolución Enano: 2/3\nespera: ana, bruno\n[/tt-mesa]");
    expect(en).toBe("[tt-table challenge=muro]\neffort: 1/2\ndifficulty Maga: 4 (TT-KAR-3 -1)\nkarma Maga: 2/3\nresolve Maga: 3/3\n"
      + "difficulty Enano: 4 (TT-KAR-3 -1)\nkarma Enano: 3/3\nresolve Enano: 2/3\nwaiting for: ana, bruno\n[/tt-table]");
    expect(tables(es)).toEqual(tables(en));
    expect(parseTricubePost(es)[0]!.lang).toBe("es");
    expect(parseTricubePost(en)[0]!.lang).toBe("en");
  });

  it("TT-OUT-3 TT-OUT-4: a failure whose cost the GM owes has a line naming the GM, and critical when it was, in either language; once costed it goes", () => {
    let s = post(table(), CHALLENGE, by(GM)).state;
    // Enano's three 1s: a critical failure; Maga's [2, 1] a plain one, after it (an effort challenge waits for the cost first).
    s = post(s, "[tt-tirada desafio=muro personaje=Enano]\n[/tt-tirada]", by("bruno", [1, 1, 1])).state;
    const es = tableBlock(s, "muro", "es");
    const en = tableBlock(s, "muro", "en");
    expect(es.split("\n")).toContain("coste Enano: dj, crítico");
    expect(en.split("\n")).toContain("cost Enano: dj, critical");
    expect(tables(es)[0]!.costs).toEqual([{ character: "Enano", user: GM, critical: true }]);
    expect(tables(es)).toEqual(tables(en));
    s = post(s, "[tt-respuesta desafio=muro personaje=Enano]\ncoste: resolución\ncomplicación: el muro le cae encima\n[/tt-respuesta]", by(GM)).state;
    expect(tables(tableBlock(s, "muro", "en"))[0]!.costs).toBeUndefined();
    s = post(s, "[tt-roll challenge=muro character=Maga]\nquality: no\n[/tt-roll]", by("ana", [2, 1])).state;
    expect(tableBlock(s, "muro", "en").split("\n")).toContain("cost Maga: dj");
    expect(tables(tableBlock(s, "muro", "es"))[0]!.costs).toEqual([{ character: "Maga", user: GM, critical: false }]);
    // A mistaken cost line says what it should be.
    const bad = parseTricubePost("[tt-table challenge=muro]\ncost Maga: dj, fatal\ncost: dj\n[/tt-table]")[0]!;
    expect(bad.errors.map((e) => e.code)).toEqual(["tt.markup.table-cost", "tt.markup.needs-character"]);
  });

  it("a hostile character name stays text: escaped in the card, read back whole by the client", () => {
    const name = "<img src=x onerror=alert(1)>&\"'";
    const s = post(table(name), CHALLENGE.replace("Maga", name), by(GM)).state;
    const block = tableBlock(s, "muro", "en");
    const parsed = parseTricubePost(block)[0]!;
    expect(parsed.errors).toEqual([]);
    const html = tricubeCardHtml(parsed, block).text;
    expect(html).not.toContain("<img");
    const value = readCardValue(/data-gf-card="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, "\"").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">"))!;
    expect(value.block).toBe("tttable");
    expect(tableOf(value.data)!.characters[0]!.name).toBe(name);
    // A name the lines cannot carry (a colon would end the keyword) is left out, never misread.
    const colon = post(table("Sir: Bors"), CHALLENGE.replace("Maga", "Sir: Bors"), by(GM)).state;
    expect(tables(tableBlock(colon, "muro", "es"))[0]!.characters.map((c) => c.name)).toEqual(["Enano"]);
  });

  it("the card's fallback text and a mistaken table, in both languages", () => {
    const s = post(table(), CHALLENGE, by(GM)).state;
    const node = tables(tableBlock(s, "muro", "es"))[0]!;
    expect(fallbackLines(node, "es")).toEqual(["«muro» ahora", "Esfuerzo que queda: 2/2", "Maga · Dificultad 5 · Karma 3/3 · Resolución 3/3", "Enano · Dificultad 5 · Karma 3/3 · Resolución 2/3", "Espera a: ana, bruno"]);
    expect(fallbackLines(node, "en")[0]).toBe("\"muro\" now");
    const bad = parseTricubePost("[tt-table challenge=muro]\ndifficulty: 4\ndifficulty Maga: four\nkarma Maga: 2\n[/tt-table]")[0]!;
    expect(bad.errors.map((e) => e.code)).toEqual(["tt.markup.needs-character", "tt.markup.table-difficulty", "tt.markup.tokens"]);
    expect(parseTricubePost("[tt-table]\n[/tt-table]")[0]!.errors.map((e) => e.code)).toEqual(["tt.markup.missing-attr"]);
  });
});
