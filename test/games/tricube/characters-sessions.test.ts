// Characters, tokens across sessions, defeat and afflictions, recovery, advancement.
import { describe, expect, it } from "@jest/globals";
import { initialState } from "../../../src/games/tricube/rules/index.js";
import { challenge, checksRule, cost, expectMessage, GM, play, refused, roll, setup, start, step } from "./helpers.js";

const refusedSetup = (overrides: Parameters<typeof setup>[0], code: string, rule?: string) => {
  const r = initialState(setup(overrides));
  if (r.ok) throw new Error(`expected ${code}`);
  expect(r.error.code).toBe(code);
  if (rule) expect(r.error.rule).toBe(rule);
  expectMessage(r.error);
};
const maga = { name: "Maga", player: "ana", quality: "cunning" as const, concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] };

describe("characters", () => {
  it("TT-CHAR-1: exactly one perk and one quirk at creation; more come with advances (TT-ADV-2)", () => {
    refusedSetup({ characters: [{ ...maga, perks: [] }] }, "tt.character.needs-perk", "TT-CHAR-1");
    refusedSetup({ characters: [{ ...maga, quirks: [] }] }, "tt.character.needs-quirk", "TT-CHAR-1");
    refusedSetup({ characters: [{ ...maga, perks: ["Piromancia", "Encantador"] }] }, "tt.character.creation-traits", "TT-CHAR-1");
    refusedSetup({ characters: [{ ...maga, perks: ["A", "B", "C"], advances: 1 }] }, "tt.character.too-many-traits", "TT-ADV-2");
    expect(initialState(setup({ characters: [{ ...maga, perks: ["A", "B"], advances: 1 }] })).ok).toBe(true);
  });

  it("TT-CHAR-2: a quality is one of agile, strong or cunning; TT-CHAR-4: the style follows it unless chosen", () => {
    refusedSetup({ characters: [{ ...maga, quality: null }] }, "tt.character.quality", "TT-CHAR-2");
    expect(initialState(setup({ characters: [{ ...maga, quality: "sly" as "agile" }] })).ok).toBe(false);
    checksRule(["TT-CHAR-4"], () => {
      const s = start({ characters: [maga, { name: "Ladrón", player: "dani", quality: "agile", concept: "ladrón", style: "melee", perks: ["Ganzúas"], quirks: ["Codicioso"] }] });
      expect(s.characters["Maga"]!.style).toBe("mental");
      expect(s.characters["Ladrón"]!.style).toBe("melee");
    });
  });

  it("TT-SETUP-2: two characters of one name are refused; TT-SETUP-1: the GM plays none", () => {
    refusedSetup({ characters: [maga, { ...maga, player: "bea" }] }, "tt.character.duplicate", "TT-SETUP-2");
    refusedSetup({ characters: [{ ...maga, player: GM }] }, "tt.character.gm", "TT-SETUP-1");
  });

  it("TT-TOK-1: 3 Karma and 3 Resolve to start, quotas at most 6; TT-SETUP-3", () => {
    checksRule(["TT-TOK-1", "TT-SETUP-3"], () => {
      expect(start().characters["Maga"]).toMatchObject({ karma: 3, karmaQuota: 3, resolve: 3, resolveQuota: 3 });
    });
    refusedSetup({ characters: [{ ...maga, karmaQuota: 7, advances: 20, perks: ["A"], quirks: ["B"] }] }, "tt.character.quota", "TT-TOK-1");
    refusedSetup({ characters: [{ ...maga, karma: 4 }] }, "tt.character.over-quota", "TT-TOK-3");
    refusedSetup({ characters: [{ ...maga, karmaQuota: 4, advances: 1, perks: ["A"] }] }, "tt.character.raises", "TT-ADV-3");
  });

  it("TT-TOK-2: every session starts with the tokens back at their quotas", () => {
    const s = play(start(), challenge("c", ["Maga"]), roll("ana", "c", "Maga", [2, 3]), cost("c", "Maga", "resolve"), { type: "close", by: GM, challenge: "c" }).state;
    refused(play(start(), challenge("c", ["Maga"])).state, { type: "session", by: GM }, "tt.session.open-challenge");
    const next = step(s, { type: "session", by: GM });
    expect(next.entries).toEqual([{ character: "Maga", kind: "resolve", amount: 1, rule: "TT-TOK-2", reason: "session 2" }]);
    expect(next.state.characters["Maga"]!.resolve).toBe(3);
    refused(s, { type: "session", by: "ana" }, "tt.gm-only", "TT-TOK-2");
  });
});

describe("defeat and afflictions", () => {
  /** Maga at 1 Resolve fails and pays it: defeated. */
  const beaten = (rolled: number[], extra: Record<string, unknown> = {}, complication?: string) => play(
    start({ characters: [{ ...maga, resolve: 1 }, { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Sanador divino"], quirks: ["Gruñón"] }] }),
    challenge("fight", ["Maga"], extra), roll("ana", "fight", "Maga", rolled), cost("fight", "Maga", "resolve", complication ? { complication } : {}));

  it("TT-DEF-1, TT-DEF-2: at 0 Resolve the character is defeated, gets all Resolve back and sits out the scene", () => {
    const s = beaten([2, 3]);
    expect(s.entries.slice(-3)).toEqual([
      { character: "Maga", kind: "resolve", amount: -1, rule: "TT-OUT-3", reason: "failure", challenge: "fight" },
      { character: "Maga", kind: "defeat", amount: 0, rule: "TT-DEF-1", reason: "no Resolve left", challenge: "fight" },
      { character: "Maga", kind: "resolve", amount: 3, rule: "TT-DEF-2", reason: "refilled after defeat", challenge: "fight" },
    ]);
    refused(play(s.state, { type: "close", by: GM, challenge: "fight" }).state, challenge("next", ["Maga"]), "tt.character.out-of-scene", "TT-DEF-2");
    const w = step(s.state, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Brazo roto" } });
    expect(w.entries).toEqual([{ character: "Maga", kind: "affliction", amount: 1, rule: "TT-DEF-2", reason: "Brazo roto" }]);
    refused(w.state, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Otra" } }, "tt.afflict.no-defeat", "TT-DEF-2");
    const after = play(w.state, { type: "close", by: GM, challenge: "fight" }, { type: "scene-end", by: GM }).state;
    expect(after.characters["Maga"]!.outOfScene).toBe(false);
  });

  it("TT-DEF-3: a defeat by critical failure leaves a permanent affliction", () => {
    const s = beaten([1, 1], {}, "the floor gives way");
    const w = step(s.state, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Pierna rota" } });
    expect(w.entries).toEqual([{ character: "Maga", kind: "affliction", amount: 1, rule: "TT-DEF-3", reason: "Pierna rota" }]);
    expect(w.state.characters["Maga"]!.afflictions[0]!.permanent).toBe(true);
  });

  it("TT-DEF-3, TT-SN-2, TT-AMB-06: the GM applies an affliction for +1, in the quirk's one place, with nothing paid back", () => {
    const s = start({ characters: [{ ...maga, afflictions: [{ name: "Brazo roto" }] }] });
    const open = step(s, challenge("c", ["Maga"])).state;
    refused(open, { type: "affliction", by: "ana", challenge: "c", character: "Maga", affliction: "Brazo roto" }, "tt.gm-only", "TT-DEF-3");
    refused(open, { type: "affliction", by: GM, challenge: "c", character: "Maga", affliction: "Tos" }, "tt.affliction.unknown", "TT-DEF-3");
    const a = step(open, { type: "affliction", by: GM, challenge: "c", character: "Maga", affliction: "Brazo roto" });
    expect(a.entries).toEqual([{ character: "Maga", kind: "difficulty", amount: 1, rule: "TT-DEF-3", reason: "affliction: Brazo roto", challenge: "c" }]);
    refused(a.state, { type: "quirk", by: "ana", challenge: "c", character: "Maga", quirk: "Arrogante" }, "tt.quirk.once", "TT-AMB-06");
    const rolled = step(a.state, roll("ana", "c", "Maga", [6, 5])).state;
    refused(rolled, { type: "reward", by: "ana", challenge: "c", character: "Maga", take: "karma" }, "tt.reward.affliction", "TT-AMB-06");
    checksRule(["TT-SN-2"], () => expect(rolled.challenges["c"]!.rolls[0]).toMatchObject({ difficulty: 6, outcome: "success" }));
  });

  it("TT-DEF-1: in an opposed challenge the winner writes the affliction, not a bystander", () => {
    const s = play(start({ characters: [{ ...maga, resolve: 1 }, { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Furia"], quirks: ["Gruñón"] }] }),
      challenge("duel", ["Maga", "Enano"], { kind: "opposed" }), roll("ana", "duel", "Maga", [2, 2]), roll("bruno", "duel", "Enano", [6, 1, 1]),
      cost("duel", "Maga", "resolve")).state;
    refused(s, { type: "afflict", by: "ana", character: "Maga", affliction: { name: "Ego maltrecho" } }, "tt.afflict.not-winner", "TT-DEF-1");
    expect(step(s, { type: "afflict", by: "bruno", character: "Maga", affliction: { name: "Ego maltrecho" } }).state.characters["Maga"]!.afflictions).toHaveLength(1);
  });

  it("TT-DEF-4: with more than three afflictions a character can no longer be played", () => {
    const four = ["A", "B", "C", "D"].map((name) => ({ name }));
    const s = start({ characters: [{ ...maga, afflictions: four }] });
    refused(s, challenge("c", ["Maga"]), "tt.character.locked-out", "TT-DEF-4");
    const three = start({ characters: [{ ...maga, afflictions: four.slice(0, 3), resolve: 1 }] });
    const beat = play(three, challenge("c", ["Maga"]), roll("ana", "c", "Maga", [2, 2]), cost("c", "Maga", "resolve"),
      { type: "afflict", by: GM, character: "Maga", affliction: { name: "E" } });
    expect(beat.entries.at(-1)).toEqual({ character: "Maga", kind: "affliction", amount: 0, rule: "TT-DEF-4", reason: "more than three afflictions: out of play" });
  });

  it("TT-DEF-5: a fatal affliction only where the GM warned the challenge could kill", () => {
    refused(beaten([2, 3]).state, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Muerta", fatal: true } }, "tt.afflict.not-deadly", "TT-DEF-5");
    expect(step(beaten([2, 3], { deadly: true }).state, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Muerta", fatal: true } }).state.characters["Maga"]!.afflictions[0]!.fatal).toBe(true);
  });

  it("TT-REC-1: afflictions that last a scene end with it", () => {
    const s = start({ characters: [{ ...maga, afflictions: [{ name: "Huir atemorizada", untilSceneEnd: true }, { name: "Brazo roto" }] }] });
    const e = step(s, { type: "scene-end", by: GM });
    expect(e.entries).toEqual([{ character: "Maga", kind: "affliction", amount: -1, rule: "TT-REC-1", reason: "Huir atemorizada" }]);
    expect(e.state.characters["Maga"]!.afflictions.map((a) => a.name)).toEqual(["Brazo roto"]);
  });

  it("TT-REC-2: a healer's perk and Karma cure an ally; TT-REC-3, TT-AMB-07: removing a permanent one lowers the Karma quota", () => {
    const s = start({ characters: [{ ...maga, afflictions: [{ name: "Maldición", permanent: true }] }, { name: "Enano", player: "bruno", quality: "strong", concept: "enano", perks: ["Sanador divino"], quirks: ["Gruñón"] }] });
    refused(s, { type: "cure", by: "bruno", character: "Maga", affliction: "Maldición", healer: "Enano", perk: "Hachas" }, "tt.karma.no-perk", "TT-KAR-2");
    const c = step(s, { type: "cure", by: "bruno", character: "Maga", affliction: "Maldición", healer: "Enano", perk: "Sanador divino" });
    expect(c.entries).toEqual([
      { character: "Enano", kind: "karma", amount: -1, rule: "TT-REC-2", reason: "cure Maldición: Sanador divino" },
      { character: "Maga", kind: "affliction", amount: -1, rule: "TT-REC-2", reason: "Maldición" },
      { character: "Maga", kind: "karma-quota", amount: -1, rule: "TT-AMB-07", reason: "permanent affliction removed: Maldición" },
      { character: "Maga", kind: "karma", amount: -1, rule: "TT-TOK-3", reason: "over the new quota" },
    ]);
    checksRule(["TT-REC-3", "TT-SN-3"], () => expect(c.state.characters["Maga"]).toMatchObject({ karmaQuota: 2, karma: 2, afflictions: [] }));
  });

  it("TT-REC-4: the GM may remove an affliction through the story; players cannot without a healer", () => {
    const s = start({ characters: [{ ...maga, afflictions: [{ name: "Virus zombi" }] }] });
    refused(s, { type: "cure", by: "ana", character: "Maga", affliction: "Virus zombi" }, "tt.gm-only", "TT-REC-4");
    expect(step(s, { type: "cure", by: GM, character: "Maga", affliction: "Virus zombi" }).entries).toEqual([
      { character: "Maga", kind: "affliction", amount: -1, rule: "TT-REC-4", reason: "Virus zombi" },
    ]);
  });
});

describe("Karma outside the roll, and complications", () => {
  it("TT-KAR-1: 1 Karma through a perk bypasses a challenge the others roll for, and uses its one Karma", () => {
    const s = step(start(), challenge("river", ["Maga", "Enano"])).state;
    const b = step(s, { type: "spend", by: "ana", character: "Maga", perk: "Piromancia", purpose: "bypass", challenge: "river" });
    expect(b.entries).toEqual([
      { character: "Maga", kind: "karma", amount: -1, rule: "TT-KAR-2", reason: "perk: Piromancia", challenge: "river" },
      { character: "Maga", kind: "outcome", amount: 0, rule: "TT-KAR-1", reason: "bypass: Piromancia", challenge: "river" },
    ]);
    refused(b.state, roll("ana", "river", "Maga", [5, 5]), "tt.roll.once", "TT-TOOL-01");
    refused(step(start(), challenge("wall", ["Maga"], { effort: 2 })).state, { type: "spend", by: "ana", character: "Maga", perk: "Piromancia", purpose: "bypass", challenge: "wall" }, "tt.spend.no-bypass", "TT-KAR-1");
    // Outside any challenge, a story use is limited only by the tokens.
    const story = play(start(), ...[1, 2, 3].map(() => ({ type: "spend" as const, by: "ana", character: "Maga", perk: "Piromancia", purpose: "story" as const }))).state;
    expect(story.characters["Maga"]!.karma).toBe(0);
  });

  it("TT-CPX-1, TT-AMB-13: the GM offers Karma for a complication; accepting gives 1, capped at the quota", () => {
    const s = start({ characters: [{ ...maga, karma: 1 }] });
    refused(s, { type: "offer", by: "ana", character: "Maga", kind: "karma-for-complication" }, "tt.gm-only", "TT-CPX-1");
    const o = step(s, { type: "offer", by: GM, character: "Maga", kind: "karma-for-complication" }).state;
    const yes = step(o, { type: "answer", by: "ana", character: "Maga", accept: true, complication: "misses the clue" });
    expect(yes.entries).toEqual([
      { character: "Maga", kind: "complication", amount: 0, rule: "TT-CPX-1", reason: "misses the clue" },
      { character: "Maga", kind: "karma", amount: 1, rule: "TT-AMB-13", reason: "accepted a complication" },
    ]);
    expect(step(o, { type: "answer", by: "ana", character: "Maga", accept: false }).entries).toEqual([]);
    refused(yes.state, { type: "answer", by: "ana", character: "Maga", accept: true }, "tt.offer.none", "TT-CPX-1");
  });

  it("TT-KAR-6: a player with no Karma may take a complication in its place, and gets the −1", () => {
    const s = play(start({ characters: [{ ...maga, karma: 0 }] }), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4])).state;
    const rich = play(start(), challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4])).state;
    refused(rich, { type: "offer", by: GM, character: "Maga", kind: "complication-for-karma", challenge: "gate" }, "tt.offer.has-karma", "TT-KAR-6");
    const a = play(s, { type: "offer", by: GM, character: "Maga", kind: "complication-for-karma", challenge: "gate" },
      { type: "answer", by: "ana", character: "Maga", accept: true, complication: "the spirit singes her hair" });
    expect(a.entries).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "complication", rule: "TT-KAR-6" }), expect.objectContaining({ kind: "difficulty", amount: -1, rule: "TT-KAR-6" })]));
    expect(a.state.challenges["gate"]!.rolls[0]!.outcome).toBe("success");
  });
});

describe("advancement", () => {
  it("TT-ADV-1: the GM grants advances; TT-ADV-2: the player picks a perk, a quirk or an affliction turned quirk", () => {
    const s = start({ characters: [{ ...maga, afflictions: [{ name: "Maldición", permanent: true }] }] });
    refused(s, { type: "advance", by: "ana", character: "Maga", choice: { take: "perk", name: "Encantador" } }, "tt.advance.not-granted", "TT-ADV-1");
    refused(s, { type: "grant-advance", by: "ana", character: "Maga" }, "tt.gm-only", "TT-ADV-1");
    const g = step(s, { type: "grant-advance", by: GM, character: "Maga" });
    expect(g.entries).toEqual([{ character: "Maga", kind: "advance", amount: 1, rule: "TT-ADV-1", reason: "advance granted" }]);
    refused(g.state, { type: "advance", by: "ana", character: "Maga", choice: { take: "perk", name: "Piromancia" } }, "tt.advance.duplicate", "TT-ADV-2");
    const p = step(g.state, { type: "advance", by: "ana", character: "Maga", choice: { take: "perk", name: "Encantador" } });
    expect(p.entries).toContainEqual({ character: "Maga", kind: "perk", amount: 1, rule: "TT-ADV-2", reason: "Encantador" });
    // Turning a permanent affliction into a quirk costs no Karma (TT-REC-3).
    const t = play(g.state, { type: "advance", by: "ana", character: "Maga", choice: { take: "affliction-to-quirk", affliction: "Maldición", quirk: "Cicatriz" } });
    expect(t.entries).toContainEqual({ character: "Maga", kind: "affliction", amount: -1, rule: "TT-REC-3", reason: "Maldición" });
    expect(t.state.characters["Maga"]).toMatchObject({ quirks: ["Arrogante", "Cicatriz"], karmaQuota: 3, advances: 1 });
  });

  it("TT-ADV-3, TT-AMB-01: a quota rises by 1 instead, on even-numbered advances, up to 6", () => {
    const s = step(start(), { type: "grant-advance", by: GM, character: "Maga" }).state;
    refused(s, { type: "advance", by: "ana", character: "Maga", choice: { take: "karma-quota" } }, "tt.advance.odd", "TT-AMB-01");
    const two = play(s, { type: "advance", by: "ana", character: "Maga", choice: { take: "quirk", name: "Miope" } }, { type: "grant-advance", by: GM, character: "Maga" },
      { type: "advance", by: "ana", character: "Maga", choice: { take: "resolve-quota" } });
    expect(two.entries).toContainEqual({ character: "Maga", kind: "resolve-quota", amount: 1, rule: "TT-ADV-3", reason: "advance 2" });
    expect(two.state.characters["Maga"]).toMatchObject({ resolveQuota: 4, resolve: 3 });
    const six = start({ characters: [{ ...maga, advances: 7, perks: ["A", "B", "C"], quirks: ["D"], resolveQuota: 6, karmaQuota: 3 }] });
    refused(step(six, { type: "grant-advance", by: GM, character: "Maga" }).state, { type: "advance", by: "ana", character: "Maga", choice: { take: "resolve-quota" } }, "tt.advance.max-quota", "TT-ADV-3");
  });

  it("TT-ADV-4, TT-LVL-2: with levels, a level at advances 4, 8, 12, 16 and 20, up to 6; TT-LVL-1: PCs start at 1", () => {
    const s = start({ settings: { levels: true }, characters: [{ ...maga, advances: 3, perks: ["A", "B"], quirks: ["C", "D"] }] });
    checksRule(["TT-LVL-1"], () => expect(start({ settings: { levels: true } }).characters["Maga"]!.level).toBe(1));
    const up = play(s, { type: "grant-advance", by: GM, character: "Maga" }, { type: "advance", by: "ana", character: "Maga", choice: { take: "perk", name: "E" } });
    expect(up.entries.at(-1)).toEqual({ character: "Maga", kind: "level", amount: 1, rule: "TT-LVL-2", reason: "advance 4" });
    checksRule(["TT-ADV-4"], () => expect(up.state.characters["Maga"]!.level).toBe(2));
    refusedSetup({ settings: { levels: true }, characters: [{ ...maga, level: 3, advances: 5, perks: ["A", "B", "C"], quirks: ["D"] }] }, "tt.character.level", "TT-LVL-2");
  });
});
