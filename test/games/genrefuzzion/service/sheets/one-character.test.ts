// GF-META-2 (the original: "Cada jugador maneja un personaje"; a returning player "debe crear un
// nuevo personaje" once the old one retired): a player runs one character at a time. A second sheet
// of theirs is registered but stays out of play while their first is a sheet, the player is told so
// in its thread in the table's language (es/en), and their pools and scenes keep using the first, on every instance alike.
import { afterEach, describe, expect, it } from "@jest/globals";
import type { Harness } from "../../../../service/harness.js";
import { BRUNO, LIA, say, sheetPost, table } from "../support.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const BRUNA = BRUNO.replace("name: Bruno", "name: Bruna").replace("cliche: Vampiro pacifista d8", "cliche: Loba solitaria d8");
const LIDIA = LIA.replace("nombre: Lía", "nombre: Lidia").replace("cliché: Bruja novata d8", "cliché: Pirata d8");
const said = (hh: Harness, topicId: number) => hh.replies(topicId).map((r) => r.raw).join("\n---\n");

describe("one character per player", () => {
  it("GF-META-2: a player's second sheet is registered out of play, they are told why (at an English table), and a pool without a name uses the first", async () => {
    const t = await table({ categoryLang: { "1": "en" } });
    h = t.h;
    const bruna = await sheetPost(h, "beto", BRUNA);
    await h.settle();
    const thread = h.sandbox.forum.posts.get(bruna)!.topicId;
    expect(said(h, thread)).toContain("@beto, \"Bruna\"'s sheet is registered, but it does not enter play: you already run \"Bruno\"");
    expect(said(h, thread)).toContain("GF-META-2");
    // A pool naming no character is Bruno's, whose cliché rolls; Bruna's cliché is not his.
    const mine = await say(h, "beto", "[gf-pool]\ncliche: Vampiro pacifista\n[/gf-pool]");
    expect(mine.replies[0]!.raw).toMatch(/\[gf-roll/);
    const hers = await say(h, "beto", "[gf-pool]\ncliche: Loba solitaria\n[/gf-pool]");
    expect(hers.replies[0]!.raw).not.toMatch(/\[gf-roll/);
    // Once Bruno's post stops being a sheet (no longer a wiki), Bruna is the one he runs.
    const w = await fetch(`${h.sandbox.url}/posts/${t.sheets.bruno}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: false }),
      headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(w.status).toBe(200);
    await h.settle();
    expect((await say(h, "beto", "[gf-pool]\ncliche: Loba solitaria\n[/gf-pool]")).replies[0]!.raw).toMatch(/\[gf-roll/);
  }, 60_000);

  it("GF-META-2: at a Spanish table the reply is Spanish, and a player's first sheet gets none", async () => {
    const t = await table();
    h = t.h;
    expect(said(h, h.sandbox.forum.posts.get(t.sheets.lia)!.topicId)).not.toContain("GF-META-2");
    const lidia = await sheetPost(h, "ana", LIDIA);
    await h.settle();
    expect(said(h, h.sandbox.forum.posts.get(lidia)!.topicId))
      .toMatch(/@ana, la ficha de «Lidia» queda registrada, pero no entra en juego: ya llevas a «Lía», y cada jugador lleva un solo personaje a la vez \(\[GF-META-2\]\(/);
  }, 60_000);
});
