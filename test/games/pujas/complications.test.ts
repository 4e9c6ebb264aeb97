// Complications: how they start, the d10 pools built across turns, agreeing to roll, reading the
// roll with its Advantage dice, prize coins from the Bank, and the narration of the outcome.
import { describe, expect, it } from "@jest/globals";
import type { ActionInput, PjSettings, PjState } from "../../../src/games/pujas/rules/index.js";
import { isSuccess } from "../../../src/games/pujas/rules/index.js";
import { checksRule, entry, framed, play, refused, step } from "./helpers.js";

/** bruno, on his turn, creates the Bandit (Armed) and starts c1 over ana's Inn and his Bandit. */
function started(settings: Partial<PjSettings> = {}): PjState {
  return play(framed(settings), { type: "end-turn", by: "ana" },
    { type: "create", by: "bruno", component: "Bandit", traits: ["Armed"] },
    { type: "complicate", by: "bruno", id: "c1", involves: ["Inn", "Bandit"] }).state;
}

/** c1 built: bruno's pool 3 (Armed, 2 coins), ana's pool 3 (Old, Warm, 1 coin), everyone agreed: rolling. */
function built(settings: Partial<PjSettings> = {}): PjState {
  return play(started(settings),
    { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } },
    { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 2, why: "an ambush" },
    { type: "end-turn", by: "bruno" }, { type: "end-turn", by: "carla" },
    { type: "dice", by: "ana", complication: "c1", pool: "ana", trait: { component: "Inn", trait: "Old" } },
    { type: "dice", by: "ana", complication: "c1", pool: "ana", trait: { component: "Inn", trait: "Warm" } },
    { type: "dice", by: "ana", complication: "c1", pool: "ana", coins: 1, why: "the regulars help" },
    { type: "resolve", by: "ana", complication: "c1" }, { type: "resolve", by: "bruno", complication: "c1" }, { type: "resolve", by: "carla", complication: "c1" }).state;
}

const TIE = { type: "roll", complication: "c1", faces: { bruno: [2, 7, 9], ana: [4, 8, 10] } } satisfies ActionInput as ActionInput;
const EVEN = { type: "roll", complication: "c1", faces: { bruno: [3, 7, 9], ana: [3, 8, 10, 6] } } satisfies ActionInput as ActionInput;
const WIN = { type: "roll", complication: "c1", faces: { bruno: [1, 5, 6], ana: [2, 9, 9, 10] } } satisfies ActionInput as ActionInput;

describe("Pujas Complications start", () => {
  it("PJ-CPX-1, PJ-OWN-20, PJ-CPX-2, PJ-AMB-07: changing another's Component on your turn opens the Complication's pool (the starter's) and one opposing pool per controller", () => {
    const { state, entries } = play(framed(), { type: "end-turn", by: "ana" },
      { type: "create", by: "bruno", component: "Bandit", traits: ["Armed"] },
      { type: "complicate", by: "bruno", id: "c1", involves: ["Inn", "Bandit"] });
    expect(entries).toContainEqual(entry("PJ-CPX-1", { player: "bruno" }));
    checksRule(["PJ-CPX-2", "PJ-AMB-07"], () => expect(state.complications["c1"]!.pools).toEqual([
      { owner: "bruno", side: "complication", dice: 0, advantage: 0 },
      { owner: "ana", side: "opposing", dice: 0, advantage: 0 },
    ]));
    const mine = play(framed(), { type: "end-turn", by: "ana" }, { type: "create", by: "bruno", component: "Bandit", traits: [] }).state;
    refused(mine, { type: "complicate", by: "bruno", id: "c1", involves: ["Bandit"] }, "pj.complication.all-yours", "PJ-CPX-1");
    refused(mine, { type: "complicate", by: "bruno", id: "c1", involves: ["Inn"], withComplication: ["carla"] }, "pj.complication.no-pool", "PJ-CPX-2");
    refused(framed(), { type: "complicate", by: "bruno", id: "c1", involves: ["Inn"] }, "pj.not-your-turn", "PJ-OWN-20");
    // A pool may be declared on the Complication's side when it opens, while another opposes it (PJ-TOOL-06).
    const two = play(mine, { type: "end-turn", by: "bruno" }, { type: "create", by: "carla", component: "Dog", traits: ["Loud"] },
      { type: "end-turn", by: "carla" }, { type: "end-turn", by: "ana" }).state;
    const side = step(two, { type: "complicate", by: "bruno", id: "c1", involves: ["Inn", "Dog"], withComplication: ["carla"] }).state;
    expect(side.complications["c1"]!.pools.map((p) => [p.owner, p.side])).toEqual([["bruno", "complication"], ["ana", "opposing"], ["carla", "complication"]]);
  });

  it("PJ-AMB-06: starting a Complication is free by default; the table may price it", () => {
    expect(started().purses.bruno).toBe(23);
    const { entries } = play(framed({ complicationPrice: 1 }), { type: "end-turn", by: "ana" },
      { type: "complicate", by: "bruno", id: "c1", involves: ["Inn"] });
    expect(entries).toContainEqual(entry("PJ-AMB-06", { amount: 1, to: "bank" }));
  });

  it("PJ-ANY-2, PJ-CPX-1: at any time another player buys d10s, 1 coin each, to turn an Event into an Obstacle", () => {
    const { state, entries } = step(framed(), { type: "obstacle", by: "bruno", id: "o1", event: "E1", dice: 2 });
    expect(entries).toContainEqual(entry("PJ-ANY-2", { player: "bruno", amount: 2, to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-CPX-1"));
    expect(state.complications["o1"]!.pools).toEqual([
      { owner: "bruno", side: "complication", dice: 2, advantage: 0 },
      { owner: "ana", side: "opposing", dice: 0, advantage: 0 },
    ]);
    refused(framed(), { type: "obstacle", by: "ana", id: "o1", event: "E1", dice: 1 }, "pj.obstacle.own-event", "PJ-CPX-1");
    refused(state, { type: "obstacle", by: "carla", id: "o2", event: "E1", dice: 1 }, "pj.obstacle.twice", "PJ-ANY-2");
    refused(framed(), { type: "obstacle", by: "bruno", id: "o1", event: "E9", dice: 1 }, "pj.obstacle.no-event", "PJ-ANY-2");
  });
});

describe("Pujas Complication pools", () => {
  it("PJ-CPX-3, PJ-OWN-21, PJ-OWN-22: on your turn a Trait adds 1d10 free, a coin buys 1d10 with a reason", () => {
    const { state, entries } = play(started(),
      { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } },
      { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 2, why: "an ambush" });
    expect(entries).toContainEqual(entry("PJ-OWN-21", { amount: 0 }));
    expect(entries).toContainEqual(entry("PJ-OWN-22", { amount: 2, to: "bank" }));
    expect(state.complications["c1"]!.pools[0]!.dice).toBe(3);
    refused(state, { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1 }, "pj.dice.why", "PJ-OWN-22");
    refused(state, { type: "dice", by: "bruno", complication: "c1", pool: "bruno" }, "pj.dice.one-source", "PJ-CPX-3");
    refused(state, { type: "dice", by: "ana", complication: "c1", pool: "ana", coins: 1, why: "x" }, "pj.not-your-turn", "PJ-CPX-3");
    refused(state, { type: "dice", by: "bruno", complication: "c1", pool: "carla", coins: 1, why: "x" }, "pj.dice.no-pool", "PJ-CPX-2");
  });

  it("PJ-AMB-08: a Trait gives its die once per Complication; a Trait or coin may take a die out instead, unless the table says not", () => {
    const s = step(started(), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } }).state;
    refused(s, { type: "dice", by: "bruno", complication: "c1", pool: "ana", trait: { component: "Bandit", trait: "Armed" } }, "pj.dice.trait-used", "PJ-AMB-08");
    refused(s, { type: "dice", by: "bruno", complication: "c1", pool: "ana", op: "remove", coins: 1, why: "x" }, "pj.dice.too-few", "PJ-AMB-08");
    const out = step(s, { type: "dice", by: "bruno", complication: "c1", pool: "bruno", op: "remove", trait: { component: "Inn", trait: "Old" } }).state;
    expect(out.complications["c1"]!.pools[0]!.dice).toBe(0);
    const strict = step(started({ removeDice: false }), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1, why: "x" }).state;
    refused(strict, { type: "dice", by: "bruno", complication: "c1", pool: "bruno", op: "remove", coins: 1, why: "x" }, "pj.dice.no-removing", "PJ-AMB-08");
    const twice = play(started({ traitOncePerComplication: false }),
      { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } },
      { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } }).state;
    expect(twice.complications["c1"]!.pools[0]!.dice).toBe(2);
  });

  it("PJ-MASTER-2: a Sub-component in a Complication may use its Master's Traits; a Component not involved gives none", () => {
    const s = play(framed(),
      { type: "create", by: "ana", component: "Guild", traits: ["Rich"], master: true },
      { type: "create", by: "ana", component: "Thief", traits: ["Quick"] },
      { type: "link", by: "ana", component: "Thief", master: "Guild" }, { type: "end-turn", by: "ana" },
      { type: "complicate", by: "bruno", id: "c1", involves: ["Thief"] }).state;
    const r = step(s, { type: "dice", by: "bruno", complication: "c1", pool: "ana", trait: { component: "Guild", trait: "Rich" } });
    expect(r.entries).toContainEqual(entry("PJ-OWN-21"));
    refused(s, { type: "dice", by: "bruno", complication: "c1", pool: "ana", trait: { component: "Inn", trait: "Old" } }, "pj.dice.not-involved", "PJ-MASTER-2");
    refused(s, { type: "dice", by: "bruno", complication: "c1", pool: "ana", trait: { component: "Guild", trait: "Poor" } }, "pj.dice.no-trait", "PJ-OWN-21");
  });

  it("PJ-CPX-4: the player on turn proposes rolling; the dice roll once everyone agrees", () => {
    const s = play(started(), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1, why: "x" }).state;
    refused(s, { type: "resolve", by: "carla", complication: "c1" }, "pj.not-your-turn", "PJ-CPX-4");
    const one = step(s, { type: "resolve", by: "bruno", complication: "c1" }).state;
    refused(one, { type: "resolve", by: "bruno", complication: "c1" }, "pj.resolve.already", "PJ-CPX-4");
    const { state, entries } = play(one, { type: "resolve", by: "ana", complication: "c1" }, { type: "resolve", by: "carla", complication: "c1" });
    expect(entries).toContainEqual(entry("PJ-CPX-4"));
    expect(state.complications["c1"]!.stage).toBe("rolling");
    refused(started(), { type: "resolve", by: "bruno", complication: "c1" }, "pj.resolve.no-dice", "PJ-CPX-4");
  });

  it("PJ-AMB-09: after a full lap of turns with no change to the pools, the proposer alone can have the dice rolled", () => {
    const lap = play(started(), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1, why: "x" },
      { type: "end-turn", by: "bruno" }, { type: "end-turn", by: "carla" }, { type: "end-turn", by: "ana" }).state;
    const r = step(lap, { type: "resolve", by: "bruno", complication: "c1" });
    expect(r.entries).toContainEqual(entry("PJ-AMB-09"));
    const off = play(started({ idleLapRolls: false }), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1, why: "x" },
      { type: "end-turn", by: "bruno" }, { type: "end-turn", by: "carla" }, { type: "end-turn", by: "ana" }, { type: "resolve", by: "bruno", complication: "c1" }).state;
    expect(off.complications["c1"]!.stage).toBe("building");
  });
});

describe("Pujas Complication rolls", () => {
  it("PJ-CPX-5: every pool rolls its d10s; 1–5 succeeds; the roll must match the pools", () => {
    checksRule(["PJ-CPX-5"], () => expect([1, 5, 6, 10].map(isSuccess)).toEqual([true, true, false, false]));
    refused(built(), { type: "roll", complication: "c1", faces: { bruno: [1, 2], ana: [1, 2, 3] } }, "pj.roll.count", "PJ-CPX-5");
    refused(built(), { type: "roll", complication: "c1", faces: { bruno: [1, 2, 11], ana: [1, 2, 3] } }, "pj.roll.not-d10", "PJ-CPX-5");
    refused(built(), { type: "roll", complication: "c1", faces: { bruno: [{ size: 6, face: 1 }, 2, 3], ana: [1, 2, 3] } }, "pj.roll.not-d10", "PJ-CPX-5");
    expect(step(built(), { type: "roll", complication: "c1", faces: { bruno: [{ size: 10, face: 1 }, 2, 3], ana: [7, 8, 9] } }).entries)
      .toContainEqual(entry("PJ-CPX-5"));
  });

  it("PJ-CPX-6: a tie gives the side with the higher sum of successful faces an Advantage die, kept for every reroll; equal sums reroll as they are", () => {
    const tie = step(built(), TIE);
    expect(tie.entries).toContainEqual(entry("PJ-CPX-6", { player: "ana" }));
    expect(tie.state.complications["c1"]!.pools[1]).toMatchObject({ owner: "ana", dice: 3, advantage: 1 });
    refused(tie.state, TIE, "pj.roll.count", "PJ-CPX-5");
    const even = step(tie.state, EVEN);
    expect(even.entries).toContainEqual(entry("PJ-CPX-6"));
    expect(even.state.complications["c1"]!.pools[1]!.advantage).toBe(1);
    expect(even.state.complications["c1"]!.stage).toBe("rolling");
  });

  it("PJ-CPX-4, PJ-CPX-6: no side wins and no prize is paid until a roll decides: not before everyone agrees, not on a tie (seed 003, lines 59, 62–64)", () => {
    // Line 59: the dice roll "si todos los jugadores están de acuerdo"; line 62: the side with more successes
    // wins; line 63: a tie rolls again with an Advantage die; line 64: coins are won by the winner and losers.
    const undecided = (s: PjState) => {
      expect(s.complications["c1"]).toMatchObject({ winner: null, prize: {} });
      expect(s.bank).toBe(built().bank);
    };
    const halfAgreed = play(started(), { type: "dice", by: "bruno", complication: "c1", pool: "bruno", coins: 1, why: "x" }, { type: "resolve", by: "bruno", complication: "c1" }).state;
    expect(halfAgreed.complications["c1"]).toMatchObject({ stage: "building", winner: null, prize: {} });
    refused(halfAgreed, { type: "roll", complication: "c1", faces: { bruno: [1, 2, 3], ana: [] } }, "pj.complication.not-rolling");
    const tie = play(built(), TIE);
    undecided(tie.state);
    expect(tie.entries.filter((e) => e.rule === "PJ-CPX-7")).toEqual([]);
    const even = play(tie.state, EVEN);
    undecided(even.state);
    expect(even.entries.filter((e) => e.rule === "PJ-CPX-7")).toEqual([]);
    expect(play(even.state, WIN).state.complications["c1"]).toMatchObject({ winner: "complication", stage: "narrating" });
  });

  it("PJ-END-1, PJ-CPX-9: the Narrator's turn to narrate a Complication's outcome is not their own turn; the refusal says so, not that they are not the Narrator", () => {
    const told = play(built(), TIE, EVEN, WIN, { type: "narrated", by: "bruno", complication: "c1" } as ActionInput).state;
    expect(told.complications["c1"]).toMatchObject({ stage: "narrating", narrators: ["ana"] });
    expect(told.scene!.narrator).toBe("ana");
    refused(told, { type: "end-scene", by: "ana" }, "pj.narrator-narrating", "PJ-OWN-5");
  });

  it("PJ-CPX-7, PJ-OWN-23, PJ-AMB-14: the winner's prize is the sum of its successful faces, each loser's 1 per die of the deciding roll, paid by the Bank", () => {
    const { state, entries } = play(built(), TIE, EVEN, WIN);
    expect(entries).toContainEqual(entry("PJ-CPX-7", { player: "bruno", amount: 6, from: "bank", to: "prize:bruno" }));
    expect(entries).toContainEqual(entry("PJ-CPX-7", { player: "ana", amount: 4, from: "bank", to: "prize:ana" }));
    checksRule(["PJ-OWN-23", "PJ-AMB-14"], () => expect(state.complications["c1"]).toMatchObject({ winner: "complication", prize: { bruno: 6, ana: 4 }, stage: "narrating" }));
    const every = play(built({ loserPrizeDice: "every-roll" }), TIE, EVEN, WIN).state;
    expect(every.complications["c1"]!.prize).toEqual({ bruno: 6, ana: 11 });
  });

  it("PJ-CPX-8, PJ-CPX-9, PJ-AMB-10: the winner narrates first with prize coins, changing the Components involved, and may buy away others' prize coins; then the losers", () => {
    const rolled = play(built(), TIE, EVEN, WIN);
    expect(rolled.entries).toContainEqual(entry("PJ-CPX-9"));
    expect(rolled.state.complications["c1"]!.narrators).toEqual(["bruno", "ana"]);
    refused(rolled.state, { type: "event", by: "ana", text: "x" }, "pj.not-your-turn", "PJ-OWN-10");
    refused(rolled.state, { type: "end-turn", by: "bruno" }, "pj.complication.narrate-first", "PJ-CPX-9");
    const { state, entries } = play(rolled.state,
      { type: "trait", by: "bruno", component: "Inn", op: "remove", trait: "Warm" },
      { type: "event", by: "bruno", text: "the bandits take the cellar" },
      { type: "buy-prize", by: "bruno", complication: "c1", from: "ana", coins: 2 });
    expect(entries).toContainEqual(entry("PJ-OWN-13", { from: "prize:bruno", to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-AMB-10", { amount: 2, from: "prize:bruno" }));
    expect(entries).toContainEqual(entry("PJ-CPX-8", { amount: 2, from: "prize:ana" }));
    expect(state.complications["c1"]!.prize).toEqual({ bruno: 2, ana: 2 });
    expect(state.purses.bruno).toBe(rolled.state.purses.bruno);
    refused(state, { type: "buy-prize", by: "bruno", complication: "c1", from: "ana", coins: 3 }, "pj.buy-prize.too-many", "PJ-CPX-8");
    const loser = step(state, { type: "narrated", by: "bruno", complication: "c1" }).state;
    refused(loser, { type: "buy-prize", by: "ana", complication: "c1", from: "bruno", coins: 1 }, "pj.buy-prize.winners-only", "PJ-CPX-8");
    refused(loser, { type: "narrated", by: "bruno", complication: "c1" }, "pj.not-your-turn", "PJ-CPX-9");
  });

  it("PJ-CPX-10, PJ-AMB-11: unspent prize coins are lost by default; the table may keep them, or let only the winners keep them", () => {
    const close = (settings: Partial<PjSettings>) => play(built(settings), TIE, EVEN, WIN,
      { type: "narrated", by: "bruno", complication: "c1" }, { type: "narrated", by: "ana", complication: "c1" });
    const lost = close({});
    expect(lost.entries).toContainEqual(entry("PJ-CPX-10", { player: "bruno", amount: 6, to: "bank" }));
    expect(lost.state.complications["c1"]!.stage).toBe("closed");
    const kept = close({ unspentPrize: "kept" });
    expect(kept.entries).toContainEqual(entry("PJ-CPX-10", { player: "ana", amount: 4, to: "purse:ana" }));
    const winners = close({ unspentPrize: "winners-keep" });
    checksRule(["PJ-AMB-11"], () => {
      expect(winners.entries).toContainEqual(entry("PJ-CPX-10", { player: "bruno", to: "purse:bruno" }));
      expect(winners.entries).toContainEqual(entry("PJ-CPX-10", { player: "ana", to: "bank" }));
    });
    // Closed, the Inn can be taken over again.
    expect(step(lost.state, { type: "take-over", by: "carla", component: "Inn" }).state.components["Inn"]!.controller).toBe("carla");
  });
});
