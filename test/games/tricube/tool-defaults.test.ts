// This tool's defaults where Tricube Tales is silent (TT-TOOL-nn, docs/games/tricube.md), each proved
// against the rules engine: every test here fails if the default it names were changed.
import { describe, expect, it } from "@jest/globals";
import { newTopicRecord } from "../../../src/games/tricube/flow/index.js";
import { tricubeTopicFlow } from "../../../src/games/tricube/flow/service-flow.js";
import { challenge, checksRule, cost, GM, karma, play, refused, roll, start, step } from "./helpers.js";

const maga = { name: "Maga", player: "ana", quality: "cunning" as const, concept: "maga", perks: ["Piromancia"], quirks: ["Arrogante"] };
const enano = { name: "Enano", player: "bruno", quality: "strong" as const, concept: "enano", perks: ["Furia salvaje"], quirks: ["Gruñón"] };
const elfa = { name: "Elfa", player: "carla", quality: "agile" as const, concept: "montaraz elfa", perks: ["Ojo de halcón"], quirks: ["Impaciente"] };

describe("Tricube Tales: this tool's defaults (TT-TOOL-nn)", () => {
  it("TT-TOOL-02: Karma after a failed roll stays possible until the GM costs it, or (effort) until the next roll", () => {
    const failed = play(start(), challenge("climb", ["Maga"]), roll("ana", "climb", "Maga", [3, 4])).state;
    checksRule(["TT-TOOL-02"], () => {
      // Not yet costed: Karma still turns the roll.
      expect(step(failed, karma("ana", "climb", "Maga", "Piromancia")).state.characters["Maga"]!.karma).toBe(2);
      // Costed: too late.
      refused(step(failed, cost("climb", "Maga", "resolve")).state, karma("ana", "climb", "Maga", "Piromancia"), "tt.karma.too-late", "TT-KAR-3");
      // Effort: once another roll of the same challenge came, Karma for the earlier one is too late.
      const effort = play(start(), challenge("wall", ["Maga", "Enano"], { effort: 3 }), roll("ana", "wall", "Maga", [6, 5]));
      expect(step(effort.state, karma("ana", "wall", "Maga", "Piromancia")).state.characters["Maga"]!.karma).toBe(2);
      const next = step(effort.state, roll("bruno", "wall", "Enano", [6, 5, 1])).state;
      refused(next, karma("ana", "wall", "Maga", "Piromancia"), "tt.karma.too-late", "TT-KAR-3");
    });
  });

  it("TT-TOOL-03: a quota raised by an advance fills only at the next session's reset", () => {
    const s = play(start(), { type: "grant-advance", by: GM, character: "Maga" }, { type: "advance", by: "ana", character: "Maga", choice: { take: "quirk", name: "Miope" } },
      { type: "grant-advance", by: GM, character: "Maga" }, { type: "advance", by: "ana", character: "Maga", choice: { take: "karma-quota" } });
    checksRule(["TT-TOOL-03"], () => {
      expect(s.state.characters["Maga"]).toMatchObject({ karmaQuota: 4, karma: 3 });
      expect(step(s.state, { type: "session", by: GM }).state.characters["Maga"]).toMatchObject({ karmaQuota: 4, karma: 4 });
    });
  });

  it("TT-TOOL-04: a Karma use swapped for a complication (Uncontrollable) still uses the challenge's one Karma", () => {
    const s = play(start({ settings: { powerLimitations: true }, characters: [{ ...maga, perks: [{ name: "Telequinesis", limitations: ["uncontrollable"] }] as never }, enano] }),
      challenge("gate", ["Maga"]), roll("ana", "gate", "Maga", [3, 4]), karma("ana", "gate", "Maga", "Telequinesis"));
    const u = step(s.state, { type: "uncontrollable", by: GM, challenge: "gate", character: "Maga", complication: "the gate flies at the guards" });
    checksRule(["TT-TOOL-04"], () => {
      // The token came back, yet the challenge's one Karma is used: neither another Karma nor a spend.
      expect(u.state.characters["Maga"]!.karma).toBe(3);
      refused(u.state, karma("ana", "gate", "Maga", "Telequinesis"), "tt.karma.once", "TT-KAR-3");
      refused(u.state, { type: "spend", by: "ana", character: "Maga", perk: "Telequinesis", purpose: "story", challenge: "gate" } as never, "tt.karma.once", "TT-KAR-3");
    });
  });

  it("TT-TOOL-07: a quirk's reward not chosen by the time the GM closes the challenge is Karma", () => {
    const s = play(start({ characters: [{ ...maga, karma: 1 }, enano] }), challenge("talk", ["Maga"], { quality: "cunning" }),
      { type: "quirk", by: "ana", challenge: "talk", character: "Maga", quirk: "Arrogante" }, roll("ana", "talk", "Maga", [6, 6, 2]));
    const closed = step(s.state, { type: "close", by: GM, challenge: "talk" });
    expect(closed.entries).toContainEqual({ character: "Maga", kind: "karma", amount: 1, rule: "TT-QRK-2", reason: "quirk: Arrogante", challenge: "talk" });
    checksRule(["TT-TOOL-07"], () => expect(closed.state.characters["Maga"]).toMatchObject({ karma: 2, resolve: 3 }));
  });

  it("TT-TOOL-08: only a one-roll challenge not yet rolled can be bypassed with Karma", () => {
    const bypass = (id: string) => ({ type: "spend", by: "ana", character: "Maga", perk: "Piromancia", purpose: "bypass", challenge: id }) as never;
    checksRule(["TT-TOOL-08"], () => {
      const open = step(start(), challenge("river", ["Maga", "Enano"])).state;
      expect(step(open, bypass("river")).state.challenges["river"]!.bypassed).toEqual(["Maga"]);
      refused(step(open, roll("ana", "river", "Maga", [3, 4])).state, bypass("river"), "tt.quirk.after-roll", "TT-KAR-1");
      refused(step(start(), challenge("wall", ["Maga"], { effort: 2 })).state, bypass("wall"), "tt.spend.no-bypass", "TT-KAR-1");
      refused(step(start(), challenge("duel", ["Maga", "Enano"], { kind: "opposed" })).state, bypass("duel"), "tt.spend.no-bypass", "TT-KAR-1");
    });
  });

  it("TT-TOOL-09: in an opposed challenge, Karma waits for both rolls", () => {
    const one = play(start(), challenge("duel", ["Maga", "Enano"], { kind: "opposed" }), roll("ana", "duel", "Maga", [3, 4])).state;
    checksRule(["TT-TOOL-09"], () => {
      refused(one, karma("ana", "duel", "Maga", "Piromancia"), "tt.karma.wait-opponent", "TT-OPP-1");
      const both = step(one, roll("bruno", "duel", "Enano", [6, 5, 1])).state;
      expect(step(both, karma("ana", "duel", "Maga", "Piromancia")).state.characters["Maga"]!.karma).toBe(2);
    });
  });

  it("TT-TOOL-10: the GM may always write a defeated character's affliction, as well as the winner", () => {
    const s = play(start({ characters: [{ ...maga, resolve: 1 }, enano, elfa] }),
      challenge("duel", ["Maga", "Enano"], { kind: "opposed" }), roll("ana", "duel", "Maga", [2, 2]), roll("bruno", "duel", "Enano", [6, 1, 1]),
      cost("duel", "Maga", "resolve")).state;
    checksRule(["TT-TOOL-10"], () => {
      refused(s, { type: "afflict", by: "carla", character: "Maga", affliction: { name: "Ego maltrecho" } }, "tt.afflict.not-winner", "TT-DEF-1");
      expect(step(s, { type: "afflict", by: GM, character: "Maga", affliction: { name: "Ego maltrecho" } }).state.characters["Maga"]!.afflictions).toEqual([expect.objectContaining({ name: "Ego maltrecho" })]);
      expect(step(s, { type: "afflict", by: "bruno", character: "Maga", affliction: { name: "Ego maltrecho" } }).state.characters["Maga"]!.afflictions).toHaveLength(1);
    });
  });
});

describe("Tricube Tales: the reminder (TT-TOOL-11)", () => {
  // The runner reminds every game's table (src/service/flows/flow-runner.ts, test/service/flows/idle-reminders.test.ts:
  // once per wait, after the group's maximum wait, only if the table still waits for the same people); Tricube gives
  // it whom the table waits for and what it asks of them.
  const waiting = step(start(), challenge("gate", ["Maga", "Enano"])).state;

  it("TT-TOOL-11: the table reminds whoever it waits for, naming each and what they are asked; once they played, others are awaited", () => {
    const flow = tricubeTopicFlow;
    checksRule(["TT-TOOL-11"], () => expect(flow.reminder?.rule).toBe("TT-TOOL-11"));
    const record = newTopicRecord(waiting);
    expect([...flow.waitingFor!(record)].sort()).toEqual(["ana", "bruno"]);
    const prompts = flow.reminder!.prompts(record, "en");
    expect(prompts).toContain("@ana");
    expect(prompts).toContain("@bruno");
    expect(flow.reminder!.prompts(record, "es")).toMatch(/Turno de: @(ana|bruno), @(ana|bruno)/);
    // Maga rolled: the table no longer waits for ana, so a reminder noted for both would not be posted.
    const moved = newTopicRecord(step(waiting, roll("ana", "gate", "Maga", [6, 5])).state);
    expect(flow.waitingFor!(moved)).not.toContain("ana");
  });
});
