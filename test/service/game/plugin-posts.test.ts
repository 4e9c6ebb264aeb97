// The contract with the plugin (issue 7 §2): the posts its scene buttons and sheet picker write
// (src/plugin-client/compose-text.ts), filled in as a player would, drive a whole scene through the
// service on the sandbox forum — with the sandbox page's own example sheets and scene, es and en.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Lang } from "../../../src/lib/i18n.js";
import { poolBlock, turnActionText } from "../../../src/plugin-client/compose-text.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { harness, type Harness } from "../harness.js";
import { gameOf, say, sheetOf } from "./support.js";

jest.setTimeout(60_000);
let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

// src/sandbox/page/app.ts: exampleSheet() and exampleScene(), as the page's buttons post them.
const SHEET = {
  es: (name: string, user: string) => `[gf-sheet]\nnombre: ${name}\njugador: @${user}\nconcepto: Detective de lo imposible\ncliché: Intuición sobrenatural d8\ncliché: Puños de acero d8\ncliché: Conoce a todo el mundo d6\ncliché: Sarcasmo afilado d6\ncliché: Miedo a las alturas d4\ncliché: Despistada d4\nrelación Bruno: Le debe la vida d6\ntruco Arma predilecta: su paraguas\ntruco Regalo del cielo:\ntreta Opsss:\nobjetivo 10 abierto: Resolver el caso del faro\nobjetivo 8 abierto: Recuperar la placa\nobjetivo 6 abierto: Invitar a Bruno a cenar\npv: 3\npk: 3\n[/gf-sheet]\n`,
  en: (name: string, user: string) => `[gf-sheet]\nname: ${name}\nplayer: @${user}\nconcept: Detective of the impossible\ncliche: Uncanny intuition d8\ncliche: Fists of steel d8\ncliche: Knows everybody d6\ncliche: Sharp sarcasm d6\ncliche: Afraid of heights d4\ncliche: Absent-minded d4\nrelationship Bruno: Owes him her life d6\ntrick Favourite weapon: her umbrella\ntrick Godsend:\nflaw Oops:\nobjective 10 open: Solve the lighthouse case\nobjective 8 open: Get the badge back\nobjective 6 open: Ask Bruno out to dinner\npv: 3\npk: 3\n[/gf-sheet]\n`,
};
const SCENE = {
  es: "[gf-scene]\nnúmero: 1\ntítulo: La noche del faro\nescenario: Un faro abandonado en plena tormenta\ntono: tenso\ncliché de escena: Tormenta eléctrica d6\nprotagonista: Alicia\nantagonista: Bruno\nintención: Alicia descubre quién enciende el faro cada noche\n[/gf-scene]\n",
  en: "[gf-scene]\nnumber: 1\ntitle: Night at the lighthouse\nsetting: An abandoned lighthouse in a storm\ntone: tense\nscene cliché: Thunderstorm d6\nprotagonist: Alicia\nantagonist: Bruno\nintention: Alicia finds out who lights the lighthouse every night\n[/gf-scene]\n",
};
const TRAITS = {
  es: { cliches: ["Intuición sobrenatural", "Puños de acero", "Sarcasmo afilado"], relationship: "Le debe la vida", scene: "Tormenta eléctrica", kw: { cliche: "cliché", relationship: "relación", scene: "escena" } },
  en: { cliches: ["Uncanny intuition", "Fists of steel", "Sharp sarcasm"], relationship: "Owes him her life", scene: "Thunderstorm", kw: { cliche: "cliche", relationship: "relationship", scene: "scene" } },
};

/** Pool lines of growing size (GF-POOL-2): two clichés, the relationship with the opponent, the scene cliché, a bought d6, a third cliché. */
function lines(lang: Lang, protagonist: boolean, n: number): string {
  const t = TRAITS[lang];
  const all = [`${t.kw.cliche}: ${t.cliches[0]}`, `${t.kw.cliche}: ${t.cliches[1]}`, ...(protagonist ? [`${t.kw.relationship}: ${t.relationship}`] : []),
    `${t.kw.scene}: ${t.scene}`, "pk", `${t.kw.cliche}: ${t.cliches[2]}`];
  return all.slice(0, n).join("\n");
}

async function wikiSheet(hh: Harness, user: string, raw: string): Promise<number> {
  const headers = { "Api-Key": hh.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" };
  const r = await fetch(`${hh.sandbox.url}/posts.json`, { method: "POST", headers, body: JSON.stringify({ title: `Ficha de ${user}`, raw, category: hh.sandbox.category.id }) });
  const id = apiPost.parse(await r.json()).id;
  await fetch(`${hh.sandbox.url}/posts/${id}/wiki`, { method: "PUT", headers, body: JSON.stringify({ wiki: true }) });
  return id;
}

describe.each(["es", "en"] as const)("the plugin's posts drive a scene (%s)", (lang) => {
  it("GF-SCENE-2, GF-ANT-5, GF-POOL-1, GF-RES-3, GF-RES-5, GF-WIN-3, GF-RATE-2: scene card buttons and the sheet picker, posted as written", async () => {
    h = await harness({ config: { lang } });
    const alicia = await wikiSheet(h, "alicia", SHEET[lang]("Alicia", "alicia"));
    const bruno = await wikiSheet(h, "bruno", SHEET[lang]("Bruno", "bruno"));
    await h.settle();
    const topic = (await say(h, "alicia", SCENE[lang])).post.topic_id;
    const ctx = (character: string, role: "protagonist" | "antagonist") => ({ scene: 1, character, role });
    const present = turnActionText("present", ctx("Bruno", "antagonist"), lang);
    await say(h, "bruno", present.replace(/(presentar|present): /, "$1: Bruno quiere que Alicia se vaya del pueblo"), topic);
    // The sheet card's picker: traits with the sheet's sizes, the sheet's post id, role and scene.
    const picked = poolBlock({ character: "Alicia", sheet: alicia, role: "protagonist", scene: 1,
      traits: [{ kind: "cliche", name: TRAITS[lang].cliches[0]!, die: 8 }, { kind: "cliche", name: TRAITS[lang].cliches[1]!, die: 8 }] }, lang);
    const first = await say(h, "alicia", picked, topic);
    expect(first.replies[0]!.raw).toMatch(/\[gf-roll (personaje|character)="Alicia"/);
    let game = (await gameOf(h, topic)).topic!.game;
    const size = { protagonist: 2, antagonist: 0 };
    for (let round = 0; round < 10 && (game.phase === "a_decide" || game.phase === "p_decide"); round++) {
      const side = game.phase === "a_decide" ? "antagonist" : "protagonist";
      const [user, name] = side === "antagonist" ? ["bruno", "Bruno"] : ["alicia", "Alicia"];
      size[side] += 1;
      const max = side === "protagonist" ? 6 : 5;
      const text = size[side] > max ? turnActionText("yield", ctx(name, side), lang)
        : turnActionText(side === "antagonist" ? "oppose" : "retry", ctx(name, side), lang).replace(/(cliché|cliche): \n/, `${lines(lang, side === "protagonist", size[side])}\n`);
      const { replies } = await say(h, user, text, topic);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
      game = (await gameOf(h, topic)).topic!.game;
    }
    const scene = game.scene!;
    if (game.phase === "won") {
      const winner = scene.outcome!.winner;
      const [user, name] = winner === "antagonist" ? ["bruno", "Bruno"] : ["alicia", "Alicia"];
      const last = [...scene.rolls].reverse().find((r) => r.side === winner)!;
      const effectDie = last.dice[last.evaluation.effectCandidates[0]!]!.size;
      const text = turnActionText("effect", { ...ctx(name, winner), effectDie }, lang).replace(/(ventaja|advantage) /, `$1 ${name} conoce el faro`);
      const { replies } = await say(h, user, text, topic);
      expect(replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
      game = (await gameOf(h, topic)).topic!.game;
      expect(game.characters[name]!.advantages).toContainEqual({ name: `${name} conoce el faro`, die: effectDie });
    }
    expect(game.phase).toBe("rating");
    const rate = turnActionText("rate", {}, lang).replace("_ / _ — ", "4 / 3 — qué tensión");
    // GF-RATE-4: a principal's rating is refused, in the post's language, quoting the line.
    const own = await say(h, "alicia", rate, topic);
    expect(own.replies[0]!.raw).toMatch(lang === "es" ? /^@alicia, no puedo aplicar tu mensaje a la escena/ : /^@alicia, I can't apply your post to the scene/);
    expect(own.replies[0]!.raw).toContain(lang === "es" ? "> `calificación: 4 / 3 — qué tensión`" : "> `rating: 4 / 3 — qué tensión`");
    expect(own.replies[0]!.raw).toContain("GF-RATE-4");
    const { replies } = await say(h, "carla", rate, topic);
    expect(replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    game = (await gameOf(h, topic)).topic!.game;
    expect(game.phase).toBe("idle");
    // Both sheets show what the rules left: the players' points, and the winner's new advantage.
    for (const [post, user, name] of [[alicia, "alicia", "Alicia"], [bruno, "bruno", "Bruno"]] as const) {
      const sheet = sheetOf(h, post);
      expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(game.balances[user]);
      expect(sheet.advantages.map((a) => a.name)).toEqual(game.characters[name]!.advantages.map((a) => a.name));
    }
    expect(game.balances["alicia"]).not.toEqual({ pv: 3, pk: 3 });
  });
});
