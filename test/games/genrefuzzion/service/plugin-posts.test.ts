// The contract with the plugin: the posts its scene buttons and sheet picker write
// (src/games/genrefuzzion/cards/compose-text.ts), filled in as a player would, drive a whole scene through the
// service on the sandbox forum — with the sandbox page's own example sheets and scene, es and en.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { intervalText, poolBlock, turnActionText } from "../../../../src/games/genrefuzzion/cards/compose-text.js";
import { apiPost } from "../../../../src/service/discourse/schemas.js";
import { harness, type Harness } from "../../../service/harness.js";
import { gameOf, say, sheetOf } from "./support.js";
import type { TopicGame } from "../../../../src/games/genrefuzzion/service/game/topic-game.js";
import { playerBalances } from "../../../../src/games/genrefuzzion/service/balances.js";

jest.setTimeout(60_000);
let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

// A sheet as a player writes it over the page's sheet skeleton (the composer's, GF-CHAR-4), and the page's exampleScene().
const SHEET = {
  es: (name: string, user: string) => `[gf-sheet]\nnombre: ${name}\njugador: @${user}\nconcepto: Detective de lo imposible\ncliché: Intuición sobrenatural d8\ncliché: Puños de acero d8\ncliché: Conoce a todo el mundo d6\ncliché: Sarcasmo afilado d6\ncliché: Miedo a las alturas d4\ncliché: Despistada d4\nrelación Bruno: Le debe la vida d6\ntruco Arma predilecta: su paraguas\ntruco Regalo del cielo:\ntreta Opsss:\nobjetivo 10 abierto: Resolver el caso del faro\nobjetivo 8 abierto: Recuperar la placa\nobjetivo 6 abierto: Invitar a Bruno a cenar\npv: 3\npk: 3\n[/gf-sheet]\n`,
  en: (name: string, user: string) => `[gf-sheet]\nname: ${name}\nplayer: @${user}\nconcept: Detective of the impossible\ncliche: Uncanny intuition d8\ncliche: Fists of steel d8\ncliche: Knows everybody d6\ncliche: Sharp sarcasm d6\ncliche: Afraid of heights d4\ncliche: Absent-minded d4\nrelationship Bruno: Owes him her life d6\ntrick Favourite weapon: her umbrella\ntrick Godsend:\nflaw Oops:\nobjective 10 open: Solve the lighthouse case\nobjective 8 open: Get the badge back\nobjective 6 open: Ask Bruno out to dinner\npv: 3\npk: 3\n[/gf-sheet]\n`,
};
const SCENE = {
  es: "[gf-scene]\nnúmero: 1\ntítulo: La noche del faro\nescenario: Un faro abandonado en plena tormenta\ntono: tenso\ncliché de escena: Tormenta eléctrica d6\nprotagonista: Alicia\nantagonista: Bruno\nintención: Alicia descubre quién enciende el faro cada noche\n[/gf-scene]\n",
  en: "[gf-scene]\nnumber: 1\ntitle: Night at the lighthouse\nsetting: An abandoned lighthouse in a storm\ntone: tense\nscene cliché: Thunderstorm d6\nprotagonist: Alicia\nantagonist: Bruno\nintention: Alicia finds out who lights the lighthouse every night\n[/gf-scene]\n",
};
const TRAITS = {
  es: { relationship: "Le debe la vida", kw: { cliche: "cliché" } },
  en: { relationship: "Owes him her life", kw: { cliche: "cliche" } },
};

async function wikiSheet(hh: Harness, user: string, raw: string): Promise<number> {
  const headers = { "Api-Key": hh.sandbox.apiKey, "Api-Username": user, "Content-Type": "application/json" };
  const r = await fetch(`${hh.sandbox.url}/posts.json`, { method: "POST", headers, body: JSON.stringify({ title: `Ficha de personaje de ${user}`, raw, category: hh.sandbox.category.id }) });
  const id = apiPost.parse(await r.json()).id;
  // Staff make the post a wiki (Discourse's default: self-wiki takes trust level 3), and so vouch
  // for the points it opens with (GF-PTS-2; a player's own would wait for the Moderator).
  await fetch(`${hh.sandbox.url}/posts/${id}/wiki`, { method: "PUT", headers: { ...headers, "Api-Username": "moderadora" }, body: JSON.stringify({ wiki: true }) });
  return id;
}

describe.each(["es", "en"] as const)("the plugin's posts drive a scene (%s)", (lang) => {
  it("GF-SCENE-2, GF-ANT-5, GF-POOL-1, GF-RES-3, GF-WIN-3, GF-RATE-2: scene card buttons and the sheet picker, posted as written", async () => {
    const ctx = (character: string, role: "protagonist" | "antagonist") => ({ scene: 1, character, role });
    const t = TRAITS[lang];
    const cliches = lang === "es"
      ? [["Intuición sobrenatural", 8], ["Puños de acero", 8], ["Conoce a todo el mundo", 6]] as const
      : [["Uncanny intuition", 8], ["Fists of steel", 8], ["Knows everybody", 6]] as const;
    // The sheet card's picker: three clichés (the most a pool takes, GF-POOL-3) and the relationship with
    // the sheet's sizes, a bought d6 and the PK boost, with the sheet's post id, role and scene. The
    // standing result is then at least 5 (a die's value or two, plus 3) unless all five dice botch,
    // and a die is left for the effect unless the three outside the result all botch (GF-AMB-20, about
    // 1 in 30). Such an opening is played again on a fresh forum, so the path below always runs.
    let alicia = 0, bruno = 0, topic = 0;
    let game: TopicGame["game"];
    for (let attempt = 0; ; attempt++) {
      await h?.close();
      h = await harness({ config: { lang } });
      alicia = await wikiSheet(h, "alicia", SHEET[lang]("Alicia", "alicia"));
      bruno = await wikiSheet(h, "bruno", SHEET[lang]("Bruno", "bruno"));
      await h.settle();
      topic = (await say(h, "alicia", SCENE[lang])).post.topic_id;
      const present = turnActionText({ action: "present", intention: "Bruno quiere que Alicia se vaya del pueblo" }, ctx("Bruno", "antagonist"), lang);
      await say(h, "bruno", present, topic);
      const picked = poolBlock({ character: "Alicia", sheet: alicia, role: "protagonist", scene: 1, bought: true, boosts: ["pk"],
        traits: [...cliches.map(([name, die]) => ({ kind: "cliche" as const, name, die })), { kind: "relationship", name: t.relationship, target: "Bruno", die: 6 }] }, lang);
      const first = await say(h, "alicia", picked, topic);
      expect(first.replies[0]!.raw).toMatch(/\[gf-roll (personaje|character)="Alicia"/);
      game = (await gameOf(h, topic)).topic!.game;
      const opening = game.scene!.rolls[0]!.evaluation;
      if ((opening.result >= 5 && opening.effectCandidates.length > 0) || attempt === 6) break;
    }
    expect(game.phase).toBe("a_decide");
    expect(game.scene!.standing!.result).toBeGreaterThanOrEqual(5);
    expect(game.scene!.rolls[0]!.evaluation.effectCandidates.length).toBeGreaterThan(0);
    // The oppose button, filled with one d4 cliché: at most 4, so Bruno's answer cannot hold (GF-RES-3).
    const oppose = turnActionText({ action: "oppose", pool: { traits: [{ kind: "cliche", name: lang === "es" ? "Miedo a las alturas" : "Afraid of heights" }] } }, ctx("Bruno", "antagonist"), lang);
    const opposed = await say(h, "bruno", oppose, topic);
    expect(opposed.replies).toHaveLength(1);
    expect(opposed.replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    game = (await gameOf(h, topic)).topic!.game;
    expect(game.phase).toBe("won");
    // The effect button, named by the winner's last roll (GF-WIN-2), filled with an advantage (GF-WIN-3).
    const last = game.scene!.rolls.at(-2)!;
    expect(last.side).toBe("protagonist");
    const effectDie = last.dice[last.evaluation.effectCandidates[0]!]!.size;
    const effect = turnActionText({ action: "effect", outcome: "advantage", target: "Alicia conoce el faro" }, { ...ctx("Alicia", "protagonist"), effectDie }, lang);
    const { replies: effected } = await say(h, "alicia", effect, topic);
    expect(effected[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    game = (await gameOf(h, topic)).topic!.game;
    expect(game.characters["Alicia"]!.advantages).toContainEqual({ name: "Alicia conoce el faro", die: effectDie });
    expect(game.phase).toBe("rating");
    const rate = turnActionText({ action: "rate", protagonist: 4, antagonist: 3, reason: "qué tensión" }, {}, lang);
    // GF-RATE-4: a principal's rating is refused, in the game's language, quoting the line.
    const own = await say(h, "alicia", rate, topic);
    expect(own.replies[0]!.raw).toMatch(lang === "es" ? /^@alicia, no puedo aplicar tu mensaje a la escena/ : /^@alicia, I can't apply your post to the scene/);
    expect(own.replies[0]!.raw).toContain(lang === "es" ? "> `calificación: 4 / 3 — qué tensión`" : "> `rating: 4 / 3 — qué tensión`");
    expect(own.replies[0]!.raw).toContain("GF-RATE-4");
    const { replies } = await say(h, "carla", rate, topic);
    expect(replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    game = (await gameOf(h, topic)).topic!.game;
    expect(game.phase).toBe("idle");
    // Both sheets show what the rules left: the players' points (GF-PTS-1: the ledger's, across
    // topics), and the winner's new advantage.
    for (const [post, user, name] of [[alicia, "alicia", "Alicia"], [bruno, "bruno", "Bruno"]] as const) {
      const sheet = sheetOf(h, post);
      expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(game.balances[user]);
      expect((await playerBalances(h.service.store, [user]))[user]).toEqual(game.balances[user]);
      expect(sheet.advantages.map((a) => a.name)).toEqual(game.characters[name]!.advantages.map((a) => a.name));
    }
    expect(game.balances["alicia"]).not.toEqual({ pv: 3, pk: 3 });

    // GF-NEXT-1, GF-RET-4: the rater, who has no character, calls the interval from the scene card's button.
    const called = await say(h, "carla", intervalText(undefined, [{ type: "call" }], lang), topic);
    expect(called.replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    expect((await gameOf(h, topic)).topic!.game.phase).toBe("interval");
    // GF-NEXT-1: once running, it cannot be called again.
    const again = await say(h, "carla", intervalText(undefined, [{ type: "call" }], lang), topic);
    expect(again.replies[0]!.raw).toMatch(/no puedo aplicar|I can't apply/);
    // GF-TRAIN-1, GF-TRAIN-2: Alicia steps a d6 cliché up from the interval card's form, narration above the block, for 3 PV.
    const pv = game.balances["alicia"]!.pv;
    const trained = await say(h, "alicia", `Alicia practica cada tarde.\n\n${intervalText("Alicia", [{ type: "train", trait: cliches[2][0] }], lang)}`, topic);
    expect(trained.replies[0]!.raw).not.toMatch(/no puedo aplicar|I can't apply/);
    game = (await gameOf(h, topic)).topic!.game;
    expect(game.balances["alicia"]!.pv).toBe(pv - 3);
    expect(game.characters["Alicia"]!.cliches.find((c) => c.name === cliches[2][0])?.die).toBe(8);
    expect(sheetOf(h, alicia).cliches.find((c) => c.name === cliches[2][0])?.die).toBe(8);
    // GF-TRAIN-3: one improvement per interval; the form's second training is refused by the rules.
    const twice = await say(h, "alicia", intervalText("Alicia", [{ type: "train", trait: cliches[0][0] }], lang), topic);
    expect(twice.replies[0]!.raw).toContain("GF-TRAIN-3");
  });
});
