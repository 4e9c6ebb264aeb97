// Tricube's thread flow: posts as a table writes them, played through the rules with dice the test
// chooses (the service rolls verifiable ones), the replies, the prompts for what needs a person, and
// whose turn it is. Refusals are checked in both languages.
import { describe, expect, it } from "@jest/globals";
import { ok, err, gfError } from "../../../src/lib/result.js";
import { initialState, type TtState } from "../../../src/games/tricube/rules/index.js";
import { parseTricubePost } from "../../../src/games/tricube/markup/index.js";
import { playTricubePost, promptsFor, refusalText, replyText, whoseTurn, type FlowContext, type FlowRefusal, type PlayedTricubePost } from "../../../src/games/tricube/flow/index.js";
import { tableBlock } from "../../../src/games/tricube/flow/table-block.js";
import { karmaSpend } from "../../../src/games/tricube/cards/karma-picker.js";

const GM = "dj";

function table(): TtState {
  const s = initialState({
    gm: GM,
    characters: [
      { name: "Maga", player: "ana", quality: "cunning", concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] },
      { name: "Enano", player: "bruno", quality: "strong", concept: "sacerdote guerrero enano", perks: ["Furia salvaje"], quirks: ["Gruñón"], resolve: 2, resolveQuota: 3 },
    ],
  });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

/** Dice from a queue, as the service's verifiable roll would give them; records what was asked. */
function dice(...rolls: number[][]): FlowContext["roll"] & { asked: number[] } {
  const asked: number[] = [];
  const f = ((count: number) => {
    asked.push(count);
    const faces = rolls.shift();
    if (!faces) return err(gfError("dice.unavailable"));
    if (faces.length !== count) throw new Error(`the test queued ${faces.length} dice, the flow asked for ${count}`);
    return ok({ dice: faces.map((face) => ({ size: 6, face })), proof: `proof-${asked.length}` });
  }) as unknown as FlowContext["roll"] & { asked: number[] };
  f.asked = asked;
  return f;
}

const by = (username: string, roll = dice(), staff = false): FlowContext => ({ author: { username, staff }, roll });

function post(state: TtState, raw: string, ctx: FlowContext): PlayedTricubePost {
  const r = playTricubePost(state, parseTricubePost(raw), ctx);
  if (!r.ok) throw new Error(`refused: ${refusalText(r.error, "en")}`);
  return r.value;
}

function refused(state: TtState, raw: string, ctx: FlowContext, code: string, rule?: string): FlowRefusal {
  const r = playTricubePost(state, parseTricubePost(raw), ctx);
  if (r.ok) throw new Error(`expected ${code}, the post was played`);
  expect(r.error.error.code).toBe(code);
  if (rule) expect(r.error.error.rule).toBe(rule);
  for (const lang of ["es", "en"] as const) {
    const text = refusalText(r.error, lang);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toContain(code);
  }
  return r.error;
}

const CHALLENGE = `[tt-challenge id=skeletons]
who: Maga, Enano
quality: strong
difficulty: 5
effort: 3
[/tt-challenge]`;

describe("Tricube thread flow: a session", () => {
  it("TT-EFF-1 TT-EFF-2: a count of effort tokens agrees with its words, 1 and 2, in Spanish and English", () => {
    const challenge = (effort: number) => `[tt-challenge id=muro]\nwho: Maga\nquality: cunning\ndifficulty: 5\neffort: ${effort}\n[/tt-challenge]`;
    for (const [n, es, en] of [[1, "«muro»: 1 ficha de esfuerzo", "\"muro\": 1 effort token"], [2, "«muro»: 2 fichas de esfuerzo", "\"muro\": 2 effort tokens"]] as const) {
      const opened = post(table(), challenge(n), by(GM));
      expect(replyText(opened, "es")).toContain(es);
      expect(replyText(opened, "en")).toContain(en);
      // A failed roll removes no token: the verb agrees with the tokens left, the noun with the total.
      const failed = post(opened.state, "[tt-roll challenge=muro character=Maga]\n[/tt-roll]", by("ana", dice([2, 3, 4])));
      expect(replyText(failed, "es")).toContain(n === 1 ? "queda 1 de 1 ficha de esfuerzo" : "quedan 2 de 2 fichas de esfuerzo");
      expect(replyText(failed, "en")).toContain(n === 1 ? "1 of 1 effort token left" : "2 of 2 effort tokens left");
    }
  });

  it("TT-EFF-1 TT-QRK-1 TT-KAR-2 TT-OUT-4 TT-DEF-1 TT-DEF-3: effort tokens, two players, Karma, a quirk, a critical failure and a defeat", () => {
    let s = table();
    // The GM's challenge: three effort tokens; both players are prompted to roll.
    let p = post(s, CHALLENGE, by(GM));
    s = p.state;
    expect(s.challenges["skeletons"]!.effort).toEqual({ total: 3, remaining: 3 });
    expect(whoseTurn(s)).toEqual(["ana", "bruno"]);
    expect(replyText(p, "en")).toContain("@ana: Maga's turn to roll in \"skeletons\"");
    // The roll is answered with the challenge card's button, named in words, not a [tt-roll] to copy beside it.
    expect(replyText(p, "en")).toContain("the challenge card's **Roll** button writes it");
    expect(replyText(p, "es")).toContain("el botón **Tirar** de la tarjeta del desafío lo escribe");
    for (const lang of ["es", "en"] as const) expect(replyText(p, lang)).not.toMatch(/\[tt-(?:roll|tirada)\b/);

    // Bruno declares his quirk before rolling (TT-QRK-1): difficulty 6; strong quality → 3 dice (TT-DICE-1).
    const r1 = dice([6, 2, 3]);
    p = post(s, "[tt-roll challenge=skeletons character=Enano]\nquirk: Gruñón\n[/tt-roll]", by("bruno", r1));
    s = p.state;
    expect(r1.asked).toEqual([3]);
    expect(p.rolls[0]!.record).toMatchObject({ difficulty: 6, hits: 1, outcome: "success" });
    expect(s.challenges["skeletons"]!.effort!.remaining).toBe(2);
    expect(replyText(p, "en")).toContain("**Enano** rolls [6] [2] [3] against 6 in \"skeletons\": **success**; 2 of 3 effort tokens left");

    // Ana's mage is not strong: 2 dice; 5 and 3 against 6 fail, and the reply offers Karma (TT-KAR-3).
    const r2 = dice([5, 3]);
    p = post(s, "[tt-tirada desafio=skeletons personaje=Maga]\n[/tt-tirada]", by("ana", r2));
    s = p.state;
    expect(r2.asked).toEqual([2]);
    expect(p.rolls[0]!.record.outcome).toBe("failure");
    const karmaPrompt = promptsFor(s, "es").find((x) => x.what === "karma")!;
    expect(karmaPrompt).toMatchObject({ user: "ana", character: "Maga", rule: "TT-KAR-3" });
    // The reply names the card's button for it, as for a roll and a cost, not a block to copy.
    expect(replyText(p, "en")).toContain("(TT-KAR-3): the challenge card's **Spend 1 of Maga's Karma: lower the difficulty by 1** button writes it");
    expect(replyText(p, "es")).toContain("(TT-KAR-3): el botón **Gastar 1 de Karma de Maga: bajar la dificultad en 1** de la tarjeta del desafío lo escribe");
    expect(replyText(p, "en")).not.toContain("[tt-karma");
    expect(karmaPrompt.block).toBe("[tt-karma desafio=skeletons personaje=Maga]\nventaja: …\n[/tt-karma]");
    // The offer names the challenge in both languages, in a sentence that reads with any name, and its
    // block names it too: the very block, its perk written in, is what plays below (TT-KAR-3).
    expect(karmaPrompt.text).toBe("@ana: Maga puede gastar 1 de Karma con una ventaja para bajar la dificultad de «skeletons» en 1 (una vez por desafío)");
    const karmaEn = promptsFor(s, "en").find((x) => x.what === "karma")!;
    expect(karmaEn.text).toBe("@ana: Maga may spend 1 Karma through a perk to lower the difficulty of \"skeletons\" by 1 (once per challenge)");
    expect(karmaEn.block).toBe("[tt-karma challenge=skeletons character=Maga]\nperk: …\n[/tt-karma]");
    expect(post(s, karmaEn.block.replace("perk: …", "perk: Piromancia"), by("ana")).state.characters["Maga"]!.karma).toBe(2);
    // The reply's table names the offer (TT-KAR-3), which the challenge card reads back to give ana its button;
    // the block that button writes plays as the reply's does (karma-picker.ts).
    for (const lang of ["es", "en"] as const) {
      const t = tableBlock(s, "skeletons", lang);
      expect(t).toContain(lang === "es" ? "\noferta de karma Maga: ana\n" : "\nkarma offer Maga: ana\n");
      const read = parseTricubePost(t)[0]!;
      expect([read.errors, read.node && "karmaOffers" in read.node ? read.node.karmaOffers : undefined]).toEqual([[], [{ character: "Maga", user: "ana" }]]);
      const spent = post(s, karmaSpend(lang, "skeletons", "Maga", "Piromancia"), by("ana"));
      expect(spent.state.characters["Maga"]!.karma).toBe(2);
      // Spent, the table offers it no more (once per challenge).
      expect(tableBlock(spent.state, "skeletons", lang)).not.toMatch(/karma offer|oferta de karma/);
    }
    expect(karmaSpend("es", "skeletons", "Maga", "Piromancia")).toBe("[tt-karma desafio=skeletons personaje=Maga]\nventaja: Piromancia\n[/tt-karma]");
    expect(promptsFor(s, "en").find((x) => x.what === "cost")).toMatchObject({ user: GM, rule: "TT-OUT-3" });

    // Karma after the roll: difficulty 5, the 5 now hits and removes a token (TT-KAR-2, TT-EFF-2).
    p = post(s, "[tt-karma desafio=skeletons personaje=Maga]\nventaja: Piromancia\n[/tt-karma]", by("ana"));
    s = p.state;
    expect(s.characters["Maga"]!.karma).toBe(2);
    expect(s.challenges["skeletons"]!.effort!.remaining).toBe(1);
    expect(replyText(p, "es")).toContain("Maga: Karma −1 (TT-KAR-2)");
    // Only one Karma per challenge (TT-KAR-3, TT-AMB-05: the effort challenge is one challenge).
    refused(s, "[tt-karma challenge=skeletons character=Maga]\nperk: Piromancia\n[/tt-karma]", by("ana"), "tt.karma.once", "TT-KAR-3");
    // Karma for an earlier roll of the effort challenge comes too late (TT-TOOL-02).
    refused(s, "[tt-karma challenge=skeletons character=Enano]\nperk: Furia salvaje\n[/tt-karma]", by("bruno"), "tt.karma.too-late", "TT-KAR-3");

    // Bruno's critical failure: the GM is reminded that Resolve doubles, a complication is required, and the affliction is permanent.
    p = post(s, "[tt-roll challenge=skeletons character=Enano]\n[/tt-roll]", by("bruno", dice([1, 1, 1])));
    s = p.state;
    expect(p.rolls[0]!.record.outcome).toBe("critical");
    const cost = promptsFor(s, "en").find((x) => x.what === "cost")!;
    expect(cost.text).toContain("critical failure: Resolve costs double (2)");
    expect(cost.text).toContain("TT-OUT-4");
    expect(cost.block).toContain("complication: …");
    expect(whoseTurn(s)).toEqual([GM]);
    // Nobody rolls while the GM owes the failure its cost (TT-EFF-3).
    refused(s, "[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]", by("ana", dice([6, 6])), "tt.roll.cost-pending", "TT-EFF-3");
    // A critical failure always brings a complication (TT-OUT-4).
    refused(s, "[tt-answer challenge=skeletons character=Enano]\ncost: resolve\n[/tt-answer]", by(GM), "tt.cost.critical-complication", "TT-OUT-4");

    p = post(s, "[tt-respuesta desafio=skeletons personaje=Enano]\ncoste: resolución\ncomplicación: el hacha se parte\n[/tt-respuesta]", by(GM));
    s = p.state;
    // 2 Resolve from 2: defeated, refilled, out of the scene, a permanent affliction for the GM to write.
    expect(s.characters["Enano"]).toMatchObject({ resolve: 3, outOfScene: true });
    expect(s.pendingAfflictions).toEqual([expect.objectContaining({ character: "Enano", permanent: true, winner: GM })]);
    const es = replyText(p, "es");
    expect(es).toContain("Enano: complicación «el hacha se parte» (TT-OUT-4)");
    expect(es).toContain("Enano: Resolución −2 (TT-OUT-4)");
    expect(es).toContain("Enano es derrotado");
    expect(es).toContain("@dj: Enano ha sido derrotado; describe su aflicción");
    expect(es).toContain("será permanente");

    // A defeated character sits out the scene (TT-DEF-2); Bruno's next roll is refused.
    refused(s, "[tt-roll challenge=skeletons character=Enano]\n[/tt-roll]", by("bruno", dice([6, 6, 6])), "tt.character.out-of-scene", "TT-DEF-2");
    p = post(s, "[tt-answer character=Enano]\naffliction: Cojo\n[/tt-answer]", by(GM));
    s = p.state;
    expect(s.characters["Enano"]!.afflictions).toEqual([{ name: "Cojo", permanent: true, untilSceneEnd: false, fatal: false }]);

    // Ana overcomes the last token; Bruno's quirk pays once, at the end, and he may take Resolve (TT-QRK-2, TT-AMB-05).
    p = post(s, "[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]", by("ana", dice([6, 4])));
    s = p.state;
    expect(s.challenges["skeletons"]!.effort!.remaining).toBe(0);
    expect(replyText(p, "en")).toContain("\"skeletons\" is overcome");
    expect(promptsFor(s, "en").find((x) => x.what === "reward")).toMatchObject({ user: "bruno", character: "Enano", rule: "TT-QRK-2" });
    p = post(s, "[tt-answer challenge=skeletons character=Enano]\nreward: karma\n[/tt-answer]", by("bruno"));
    s = p.state;
    expect(s.characters["Enano"]!.karma).toBe(3);
    p = post(s, "[tt-gm]\nclose: skeletons\n[/tt-gm]", by(GM));
    s = p.state;
    expect(s.challenges["skeletons"]!.open).toBe(false);
    expect(whoseTurn(s)).toEqual([]);
    expect(replyText(p, "en")).toContain("Nothing pending.");
  });
});

describe("Tricube thread flow: who may post what", () => {
  it("TT-SETUP-1: only the GM (or staff, on the GM's behalf) sets a challenge", () => {
    const s = table();
    refused(s, CHALLENGE, by("ana"), "tt.gm-only", "TT-SETUP-1");
    const staff = post(s, CHALLENGE, by("moderadora", dice(), true));
    expect(staff.actions[0]).toMatchObject({ type: "challenge", by: GM });
  });

  it("TT-SETUP-1: the GM never rolls, even as staff", () => {
    const s = post(table(), CHALLENGE, by(GM)).state;
    const roll = dice([6, 6]);
    refused(s, "[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]", by(GM, roll, true), "tt.gm-never-rolls", "TT-SETUP-1");
    expect(roll.asked).toEqual([]);
  });

  it("TT-SETUP-2: only a character's player rolls for it, and no dice are rolled for a refused post", () => {
    const s = post(table(), CHALLENGE, by(GM)).state;
    const roll = dice([6, 6]);
    const r = refused(s, "[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]", by("bruno", roll), "tt.not-your-character", "TT-SETUP-2");
    expect(roll.asked).toEqual([]);
    expect(refusalText(r, "es")).toBe("bruno no lleva a Maga (TT-SETUP-2)");
    expect(refusalText(r, "en")).toBe("bruno does not play Maga (TT-SETUP-2)");
  });

  it("TT-OUT-3: only the GM costs a failure; a player's cost answer is refused", () => {
    let s = post(table(), CHALLENGE, by(GM)).state;
    s = post(s, "[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]", by("ana", dice([2, 3]))).state;
    refused(s, "[tt-answer challenge=skeletons character=Maga]\ncost: resolve\n[/tt-answer]", by("ana"), "tt.gm-only", "TT-OUT-3");
  });

  it("TT-SETUP-3: typed dice are refused unless the group rolls physical dice", () => {
    const s = post(table(), CHALLENGE, by(GM)).state;
    const raw = "[tt-roll challenge=skeletons character=Maga]\ndice: 6 6\n[/tt-roll]";
    const r = refused(s, raw, by("ana"), "tt.flow.own-dice", "TT-SETUP-3");
    expect(r.source).toBe("flow");
    const played = post(s, raw, { ...by("ana"), physicalDice: true });
    expect(played.rolls[0]).toMatchObject({ proof: null, record: { outcome: "exceptional" } });
  });

  it("a post is all or nothing: a refused second block leaves the first unapplied", () => {
    const s = table();
    const r = refused(s, `${CHALLENGE}\n\n[tt-challenge id=skeletons]\nwho: Maga\ndifficulty: 4\n[/tt-challenge]`, by(GM), "tt.challenge.exists");
    expect(r.block).toBe(1);
    expect(r.line).toBe(8);
  });

  it("markup errors are refusals with their line, in the block's language", () => {
    const r = refused(table(), "[tt-desafio id=x]\nquién: Maga\ndificultad: 7\n[/tt-desafio]", by(GM), "tt.markup.difficulty", "TT-CHAL-1");
    expect(r.source).toBe("markup");
    expect(r.lang).toBe("es");
    expect(r.line).toBe(3);
  });

  it("dice the service cannot roll now are nobody's refusal (source dice), and nothing is applied", () => {
    const s = post(table(), CHALLENGE, by(GM)).state;
    const r = playTricubePost(s, parseTricubePost("[tt-roll challenge=skeletons character=Maga]\n[/tt-roll]"), by("ana", dice()));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.source).toBe("dice");
  });

  it("a post with only a sheet, or blocks in a quote, plays nothing", () => {
    const r = playTricubePost(table(), parseTricubePost(`> ${CHALLENGE.split("\n").join("\n> ")}`), by(GM));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.error.code).toBe("tt.flow.nothing");
  });
});

describe("Tricube thread flow: prompts", () => {
  it("TT-CPX-1: a GM's complication offer waits for the player's answer, and accepting pays Karma (TT-AMB-13)", () => {
    let s = table();
    s = post(s, "[tt-challenge id=a]\nwho: Maga\nquality: cunning\ndifficulty: 5\n[/tt-challenge]", by(GM)).state;
    s = post(s, "[tt-gm]\noffer complication: Maga\n[/tt-gm]", by(GM)).state;
    expect(promptsFor(s, "en").find((x) => x.what === "answer")).toMatchObject({ user: "ana", rule: "TT-CPX-1" });
    expect(whoseTurn(s)).toEqual(["ana"]);
    s = post(s, "[tt-answer character=Maga]\naccept: yes\ncomplication: a rival mage hears of it\n[/tt-answer]", by("ana")).state;
    expect(s.offers).toEqual([]);
    expect(s.characters["Maga"]!.karma).toBe(3); // capped at the quota (TT-TOK-3)
  });

  it("TT-ADV-1 TT-ADV-2: a granted advance prompts its player, who takes a perk", () => {
    let s = post(table(), "[tt-gm]\nadvance: Maga\n[/tt-gm]", by(GM)).state;
    expect(promptsFor(s, "es").find((x) => x.what === "advance")).toMatchObject({ user: "ana", block: "[tt-respuesta personaje=Maga]\nnueva ventaja: …\n[/tt-respuesta]" });
    s = post(s, "[tt-answer character=Maga]\nnew perk: Levitación\n[/tt-answer]", by("ana")).state;
    expect(s.characters["Maga"]!.perks.map((x) => x.name)).toEqual(["Piromancia", "Levitación"]);
    expect(promptsFor(s, "es").some((x) => x.what === "advance")).toBe(false);
  });

  it("TT-TOK-2: a new session is the GM's and refills Karma and Resolve", () => {
    let s = table();
    s = post(s, "[tt-challenge id=a]\nwho: Maga\nquality: cunning\ndifficulty: 5\n[/tt-challenge]", by(GM)).state;
    s = post(s, "[tt-roll challenge=a character=Maga]\n[/tt-roll]", by("ana", dice([2, 2, 3]))).state;
    s = post(s, "[tt-karma challenge=a character=Maga]\nperk: Piromancia\n[/tt-karma]", by("ana")).state;
    s = post(s, "[tt-answer challenge=a character=Maga]\ncost: resolve\n[/tt-answer]", by(GM)).state;
    refused(s, "[tt-gm]\nnew session\n[/tt-gm]", by("ana"), "tt.gm-only");
    s = post(s, "[tt-dj]\ncerrar: a\nnueva sesión\n[/tt-dj]", by(GM)).state;
    expect(s.characters["Maga"]).toMatchObject({ karma: 3, resolve: 3 });
    expect(s.session).toBe(2);
  });
});

// An opposed roll's replies, from the Spanish original (seed 001 l. 201–205).
describe("Tricube thread flow: an opposed challenge (TT-OPP-1…4)", () => {
  const DUEL = "[tt-challenge id=duel]\nwho: Maga, Enano\nkind: opposed\nquality: strong\ndifficulty: 5\n[/tt-challenge]";
  /** The duel with Enano's roll, then Maga's: the post that completes the pair. */
  const duel = (enano: number[], maga: number[]): PlayedTricubePost => {
    const s = post(table(), DUEL, by(GM)).state;
    const first = post(s, "[tt-roll challenge=duel character=Enano]\n[/tt-roll]", by("bruno", dice(enano))).state;
    return post(first, "[tt-roll challenge=duel character=Maga]\n[/tt-roll]", by("ana", dice(maga)));
  };

  it("TT-OPP-1: the first roll says it waits for the opponent, with no 'against 5', no outcome, no cost or Karma prompt (l. 201)", () => {
    let p = post(table(), DUEL, by(GM));
    let s = p.state;
    // The prompt names no base difficulty: the GM's 5 plays no part in an opposed roll.
    const rollPrompt = promptsFor(s, "en").find((x) => x.character === "Enano")!;
    expect(rollPrompt.text).toContain("its difficulty is Maga's highest die");
    expect(rollPrompt.text).not.toContain("against 5");
    expect(promptsFor(s, "es").find((x) => x.character === "Enano")!.text).toContain("su dificultad es el dado más alto de Maga");

    p = post(s, "[tt-roll challenge=duel character=Enano]\n[/tt-roll]", by("bruno", dice([4, 4, 4])));
    s = p.state;
    const en = replyText(p, "en");
    expect(en).toContain("**Enano** rolls [4] [4] [4] in \"duel\", opposed: no outcome until **Maga** rolls, whose highest die is its difficulty (TT-OPP-1)");
    expect(en).not.toMatch(/against 5|failure|Nothing pending/);
    expect(replyText(p, "es")).toContain("**Enano** tira [4] [4] [4] en «duel», con oposición: no hay resultado hasta que tire **Maga**");
    expect(promptsFor(s, "en").map((x) => [x.user, x.what])).toEqual([["ana", "roll"]]);
    // Maga's roll is against Enano's top die, now known.
    expect(promptsFor(s, "en")[0]!.text).toContain("it rolls 2d6 against 4, Enano's highest die");

    p = post(s, "[tt-roll challenge=duel character=Maga]\n[/tt-roll]", by("ana", dice([5, 2])));
    s = p.state;
    const pair = replyText(p, "en");
    expect(pair).toContain("**Maga** rolls [5] [2] in \"duel\" against **Enano**:");
    expect(pair).toContain("- **Enano** [4] [4] [4] against 5 (Maga's highest die): **failure** (TT-OPP-1)");
    expect(pair).toContain("- **Maga** [5] [2] against 4 (Enano's highest die): **success** (TT-OPP-1)");
    const es = replyText(p, "es");
    expect(es).toContain("- **Enano** [4] [4] [4] contra 5 (el dado más alto de Maga): **fallo** (TT-OPP-1)");
    expect(es).toContain("- **Maga** [5] [2] contra 4 (el dado más alto de Enano): **éxito** (TT-OPP-1)");
    // Only now: the GM costs Enano's failure, and Enano may still spend Karma on it (TT-TOOL-09).
    expect(promptsFor(s, "en").map((x) => [x.user, x.what, x.character])).toEqual([[GM, "cost", "Enano"], ["bruno", "karma", "Enano"]]);
  });

  it("TT-OPP-3: a draw is said as one, in both languages, and owes nothing (l. 203)", () => {
    const p = duel([5, 3, 1], [5, 2]);
    expect(replyText(p, "en")).toContain("- **Maga** [5] [2] against 5 (Enano's highest die): **draw** (TT-OPP-3)");
    expect(replyText(p, "en")).toContain("Draw: both meet their difficulty with as many dice; the GM narrates a result that favours both sides equally (TT-OPP-3)");
    expect(replyText(p, "es")).toContain("Empate: los dos igualan su dificultad con los mismos dados; el DJ narra un resultado que favorece a ambos bandos por igual (TT-OPP-3)");
    expect(promptsFor(p.state, "en")).toEqual([]);
  });

  it("TT-OPP-4: two critical failures: each side's critical, the terrible consequence, a cost each (l. 205)", () => {
    const p = duel([1, 1, 1], [1, 1]);
    expect(replyText(p, "en")).toContain("- **Enano** [1] [1] [1] against 1 (Maga's highest die): **critical failure** (TT-OPP-4, TT-OUT-4)");
    expect(replyText(p, "en")).toContain("Both rolled a critical failure: each suffers a terrible consequence (TT-OPP-4)");
    expect(replyText(p, "es")).toContain("Los dos sacan un fallo crítico: cada uno sufre una consecuencia terrible (TT-OPP-4)");
    expect(promptsFor(p.state, "en").filter((x) => x.what === "cost").map((x) => x.character)).toEqual(["Enano", "Maga"]);
  });
});

describe("an opposed challenge needs no difficulty (TT-OPP-1)", () => {
  it("TT-OPP-1: the GM's block without a difficulty opens the duel; a normal challenge without one is refused", () => {
    const s = post(table(), "[tt-desafio id=duelo]\ntipo: oposición\nquién: Maga, Enano\ncualidad: fuerte\n[/tt-desafio]", by(GM)).state;
    expect(s.challenges["duelo"]).toMatchObject({ kind: "opposed", open: true });
    refused(table(), "[tt-challenge id=x]\nwho: Maga\nquality: strong\n[/tt-challenge]", by(GM), "tt.markup.missing", "TT-CHAL-1");
  });
});
