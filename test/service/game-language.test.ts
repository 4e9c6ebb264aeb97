// One language per game: the service answers in its category's configured language, else the
// forum's, whatever language a player's keywords are in, and never switches from post to post.
// Over the sandbox forum, with a Spanish and an English game side by side.
import { afterEach, describe, expect, it } from "@jest/globals";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { harness, type Harness } from "./harness.js";
import { PRESENT, SCENE, table } from "../games/genrefuzzion/service/support.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

// The sandbox's "Partidas" (id 1) stays a Spanish game; its "General" (id 2) is made an English one.
const SPANISH = 1;
const ENGLISH = 2;

async function postIn(category: number, username: string, raw: string, topicId?: number) {
  const body = topicId ? { topic_id: topicId, raw } : { title: `Partida ${h!.sandbox.forum.topics.size + 1} en la categoría ${category}`, category, raw };
  const r = await fetch(`${h!.sandbox.url}/posts.json`, { method: "POST", body: JSON.stringify(body),
    headers: { "Api-Key": h!.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" } });
  if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
  const post = apiPost.parse(await r.json());
  const before = h!.replies(post.topic_id).length;
  await h!.settle();
  return { post, replies: h!.replies(post.topic_id).slice(before).map((x) => x.raw) };
}

describe("the service speaks the game's language", () => {
  it("a Spanish game and an English game on one forum each answer in their own language, whatever the keywords' language", async () => {
    h = await harness({ config: { categories: [SPANISH, ENGLISH], categoryLang: { [String(ENGLISH)]: "en" } } });
    expect(h.sandbox.forum.categories.get(ENGLISH)?.name).toBe("General");

    // Spanish game (the forum's default): keyword-free, English and Spanish keywords, one topic.
    const first = await postIn(SPANISH, "alicia", "[gf-pool]\nd8 d6\n[/gf-pool]");
    const topic = first.post.topic_id;
    const english = await postIn(SPANISH, "alicia", "[gf-pool]\nadvantage: Broom d8\nd6\n[/gf-pool]", topic);
    const spanish = await postIn(SPANISH, "bruno", "[gf-pool]\nventaja: Escoba d8\nd6\n[/gf-pool]", topic);
    for (const [who, r] of [["alicia", first], ["alicia", english], ["bruno", spanish]] as const) {
      expect(r.replies).toHaveLength(1);
      expect(r.replies[0]).toMatch(new RegExp(`^@${who}, tu tirada:\\n\\n\\[gf-roll post=\\d+ bloque=\\d+ prueba=gf\\d\\.`));
      expect(r.replies[0]).toMatch(/\ndados: .*\nresultado: \d+\nefecto: .*\npifias: \d+\n/);
    }
    // A block that names its language is read in it, and still answered in the game's.
    const named = await postIn(SPANISH, "bruno", "[gf-pool lang=en]\nd8 d6\n[/gf-pool]", topic);
    expect(named.replies[0]).toMatch(/^@bruno, tu tirada:/);
    const badEnglish = await postIn(SPANISH, "alicia", "[gf-pool]\nadvantage: Broom d7\n[/gf-pool]", topic);
    expect(badEnglish.replies[0]).toMatch(/^@alicia, no he podido tirar el pozo 1 de tu mensaje\. En la línea 2:/);
    expect(badEnglish.replies[0]).toContain("> `advantage: Broom d7`");
    expect(badEnglish.replies[0]).toMatch(/corrígelo editando el mensaje y escribiendo un motivo de edición nuevo/);

    // English game: keyword-free and Spanish keywords are answered in English.
    const free = await postIn(ENGLISH, "alicia", "[gf-pool]\nd8 d6\n[/gf-pool]");
    const es = await postIn(ENGLISH, "bruno", "[gf-pool]\nventaja: Escoba d8\nd6\n[/gf-pool]", free.post.topic_id);
    for (const [who, r] of [["alicia", free], ["bruno", es]] as const) {
      expect(r.replies).toHaveLength(1);
      expect(r.replies[0]).toMatch(new RegExp(`^@${who}, your roll:\\n\\n\\[gf-roll post=\\d+ block=\\d+ proof=gf\\d\\.`));
      expect(r.replies[0]).toMatch(/\ndice: .*\nresult: \d+\neffect: .*\nbotches: \d+\n/);
    }
    const badSpanish = await postIn(ENGLISH, "bruno", "[gf-pool]\nventaja: Escoba d7\n[/gf-pool]", free.post.topic_id);
    expect(badSpanish.replies[0]).toMatch(/^@bruno, I could not roll pool 1 of your post\. On line 2:/);
    expect(badSpanish.replies[0]).toMatch(/fix it by editing the post and writing a new edit reason/);
    // The English game's error message itself is English, not the block's Spanish.
    expect(badSpanish.replies[0]).not.toMatch(/dado|línea/);
  });

  it("the forum's default language (lang) decides where the category has none", async () => {
    h = await harness({ config: { lang: "en" } });
    const r = await postIn(SPANISH, "alicia", "[gf-pool]\nventaja: Escoba d8\nd6\n[/gf-pool]");
    expect(r.replies[0]).toMatch(/^@alicia, your roll:/);
  });

  it("GF-SCENE-1: a scene written with Spanish keywords in an English game is answered in English, move after move", async () => {
    const t = await table({ lang: "en" });
    h = t.h;
    const opened = await postIn(SPANISH, "ana", SCENE);
    expect(opened.replies).toHaveLength(1);
    expect(opened.replies[0]).toContain("Scene 1 is open: Lía against Bruno.");
    const presented = await postIn(SPANISH, "beto", PRESENT, opened.post.topic_id);
    expect(presented.replies[0]).toContain("Bruno presents.");
    const rolled = await postIn(SPANISH, "ana", '[gf-pool personaje="Lía"]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pool]', opened.post.topic_id);
    expect(rolled.replies[0]).toMatch(/\[gf-roll character="Lía" role=protagonist scene=1 post=\d+ block=\d+ proof=gf\d\./);
    expect(rolled.replies[0]).toMatch(/Lía rolls \d+\./);
    expect(rolled.replies.join("\n")).not.toMatch(/Tirada de|Escena|Turno/);
  });

  it("GF-SCENE-2: a refusal in a Spanish game is in Spanish though the refused line is English", async () => {
    const t = await table();
    h = t.h;
    const r = await postIn(SPANISH, "ana", "[gf-action]\npresent: Lía trips\n[/gf-action]");
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toMatch(/^@ana, /);
    expect(r.replies[0]).toContain("> `present: Lía trips`");
    expect(r.replies[0]).toContain("no hay ninguna escena abierta");
    expect(r.replies[0]).not.toMatch(/could not|there is no|Nothing changed/);
  });
});
