// The books and the table's rhythm: starting coins and Recovery, the Tenet lap, the sealed scene
// auction, framing, turns moving left, interrupts, the price of the narrative and Narrator actions,
// and the end of a scene.
import { describe, expect, it } from "@jest/globals";
import { initialState } from "../../../src/games/pujas/rules/index.js";
import { balanced, checksRule, entry, framed, passLap, play, refused, sceneOne, start, step } from "./helpers.js";

describe("Pujas setup and the Tenet lap", () => {
  it("PJ-SETUP-1: every purse starts at 25 and Recovery is 5 unless the group decides otherwise", () => {
    const s = start();
    checksRule(["PJ-SETUP-1"], () => expect(s.purses).toEqual({ ana: 25, bruno: 25, carla: 25 }));
    expect(s.settings).toMatchObject({ startingCoins: 25, recovery: 5 });
    expect(start({ startingCoins: 30, recovery: 2 }).purses).toEqual({ ana: 30, bruno: 30, carla: 30 });
    expect(initialState({ players: ["ana", "ana"] })).toMatchObject({ ok: false, error: { code: "pj.setup.duplicate", rule: "PJ-SETUP-2" } });
  });

  it("PJ-SETUP-2: the group picks the first player; the Tenet lap starts there", () => {
    const s = start({}, "carla");
    checksRule(["PJ-SETUP-2"], () => expect(s.phase).toEqual({ kind: "tenets", turn: "carla", taken: 0 }));
    refused(s, { type: "pass", by: "ana" }, "pj.not-your-turn", "PJ-TENET-1");
    expect(initialState({ players: ["ana", "bruno"], first: "zoe" })).toMatchObject({ ok: false, error: { rule: "PJ-SETUP-2" } });
  });

  it("PJ-TENET-1, PJ-TENET-2, PJ-AMB-01: one lap, each player proposes one Tenet for 1 coin or passes, then the first bid", () => {
    const { state, entries } = play(start(),
      { type: "tenet", by: "ana", kind: "social", text: "no spiders" },
      { type: "pass", by: "bruno" },
      { type: "tenet", by: "carla", kind: "special", text: "dragons are real" });
    expect(entries).toContainEqual(entry("PJ-TENET-1", { player: "ana", amount: 1, from: "purse:ana", to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-TENET-1", { player: "bruno" }));
    expect(entries).toContainEqual(entry("PJ-TENET-2"));
    expect(state.purses).toEqual({ ana: 24, bruno: 25, carla: 24 });
    expect(state.tenets.map((t) => t.text)).toEqual(["no spiders", "dragons are real"]);
    checksRule(["PJ-AMB-01"], () => expect(state.phase.kind).toBe("bidding"));
    // A second Tenet waits for play (PJ-TENET-3): the lap is over.
    refused(state, { type: "tenet", by: "ana", kind: "story", text: "again" }, "pj.no-scene", "PJ-BID-1");
  });

  it("PJ-TENET-1: a scene's move during the Tenet lap is refused naming the lap, whose turn it is and what they may post, not the scene bid", () => {
    const e = refused(start(), { type: "event", by: "ana", text: "a storm breaks" }, "pj.no-scene.tenets", "PJ-TENET-1");
    expect(e.params).toMatchObject({ turn: "ana" });
    // After the lap the auction comes first (PJ-BID-1), as before.
    refused(play(start(), ...passLap()).state, { type: "event", by: "ana", text: "a storm breaks" }, "pj.no-scene", "PJ-BID-1");
  });

  it("PJ-TENET-3, PJ-OWN-17, PJ-OWN-18, PJ-OWN-19: on your own turn a Tenet is proposed or modified for 1 coin", () => {
    let s = play(start(), { type: "tenet", by: "ana", kind: "social", text: "no spiders" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" },
      { type: "auction", bids: { ana: 0, bruno: 2, carla: 0 } }).state;
    refused(s, { type: "tenet", by: "ana", kind: "story", text: "x" }, "pj.not-your-turn", "PJ-TENET-3");
    const r = play(s, { type: "tenet", by: "bruno", kind: "story", text: "no spiders, only bats", modifies: 1 },
      { type: "tenet", by: "bruno", kind: "social", text: "lines and veils" },
      { type: "tenet", by: "bruno", kind: "special", text: "double Recovery" });
    expect(r.entries).toContainEqual(entry("PJ-OWN-18", { amount: 1 }));
    expect(r.entries).toContainEqual(entry("PJ-OWN-17", { amount: 1 }));
    expect(r.entries).toContainEqual(entry("PJ-OWN-19", { amount: 1 }));
    s = r.state;
    expect(s.tenets[0]).toMatchObject({ text: "no spiders, only bats", kind: "story", version: 1 });
    refused(s, { type: "tenet", by: "bruno", kind: "story", text: "x", modifies: 9 }, "pj.tenet.unknown", "PJ-TENET-3");
  });
});

describe("Pujas scene auction", () => {
  const bidding = () => play(start(), ...passLap()).state;

  it("PJ-BID-2: every bid arrives at once, within the bidder's purse; 0 is legal unless the table says not", () => {
    refused(bidding(), { type: "auction", bids: { ana: 3, bruno: 1 } }, "pj.auction.missing", "PJ-BID-2");
    refused(bidding(), { type: "auction", bids: { ana: 26, bruno: 1, carla: 0 } }, "pj.auction.over-purse", "PJ-BID-2");
    refused(bidding(), { type: "auction", bids: { ana: 3, bruno: 1, carla: 0, zoe: 9 } }, "pj.not-a-player", "PJ-BID-2");
    const strict = play(start({ zeroBids: false }), ...passLap()).state;
    refused(strict, { type: "auction", bids: { ana: 3, bruno: 1, carla: 0 } }, "pj.auction.zero", "PJ-BID-2");
  });

  it("PJ-BID-3, PJ-BID-5: the highest bid narrates and goes on the table; losing bids go back", () => {
    const { state, entries } = step(bidding(), { type: "auction", bids: { ana: 3, bruno: 1, carla: 0 } });
    expect(entries).toContainEqual(entry("PJ-BID-5", { player: "ana", amount: 3, from: "purse:ana", to: "table:ana" }));
    expect(entries).toContainEqual(entry("PJ-BID-3", { player: "bruno" }));
    expect(entries).toContainEqual(entry("PJ-BID-3", { player: "carla" }));
    expect(state.purses).toEqual({ ana: 22, bruno: 25, carla: 25 });
    expect(state.scene).toMatchObject({ number: 1, narrator: "ana", table: 3, turn: "ana", framing: true });
    expect(entries).toContainEqual(entry("PJ-FRAME-1", { player: "ana" }));
  });

  it("PJ-BID-4, PJ-AMB-02: a tie goes to the tied bidder nearest the left of the last Narrator (the first player before any scene), who ranks last", () => {
    // First scene: the reference is the first player, ana; from her left: bruno, carla, ana.
    const first = step(bidding(), { type: "auction", bids: { ana: 5, bruno: 0, carla: 5 } });
    checksRule(["PJ-AMB-02"], () => expect(first.state.scene!.narrator).toBe("carla"));
    expect(first.entries).toContainEqual(entry("PJ-BID-4", { player: "carla" }));
    // Scene 2: carla narrated last; from her left: ana, bruno, carla (carla last).
    const after = play(first.state, { type: "event", by: "carla", text: "x" }, { type: "end-scene", by: "carla" }).state;
    expect(step(after, { type: "auction", bids: { ana: 4, bruno: 0, carla: 4 } }).state.scene!.narrator).toBe("ana");
    expect(step(after, { type: "auction", bids: { ana: 0, bruno: 4, carla: 4 } }).state.scene!.narrator).toBe("bruno");
    // The setting that ranks the previous Narrator first instead.
    const firstSetting = play(start({ previousNarratorInTies: "first" }), ...passLap(), { type: "auction", bids: { ana: 5, bruno: 0, carla: 5 } },
      { type: "event", by: "carla", text: "x" }, { type: "end-scene", by: "carla" }).state;
    expect(step(firstSetting, { type: "auction", bids: { ana: 4, bruno: 0, carla: 4 } }).state.scene!.narrator).toBe("carla");
  });

  it("PJ-BID-1: an auction only opens after the Tenet lap and after each scene", () => {
    refused(start(), { type: "auction", bids: { ana: 1, bruno: 0, carla: 0 } }, "pj.auction.not-now", "PJ-BID-1");
    refused(sceneOne(), { type: "auction", bids: { ana: 1, bruno: 0, carla: 0 } }, "pj.auction.not-now", "PJ-BID-1");
  });
});

describe("Pujas coins", () => {
  it("PJ-COIN-1, PJ-AMB-03: costs go to the Bank; the Narrator's table budget is spent before the purse by default", () => {
    const { state, entries } = play(sceneOne(2), { type: "place", by: "ana", place: "the inn" },
      { type: "create", by: "ana", component: "Inn", traits: [] }, { type: "event", by: "ana", text: "rain" });
    expect(entries).toContainEqual(entry("PJ-OWN-1", { amount: 1, from: "table:ana", to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-OWN-12", { amount: 1, from: "table:ana", to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-OWN-10", { amount: 1, from: "purse:ana", to: "bank" }));
    expect(state.bank).toBe(3);
    checksRule(["PJ-COIN-1"], () => expect(balanced(state)).toBe(true));
    const purseFirst = step(sceneOne(2, { tableFirst: false }), { type: "place", by: "ana", place: "x" });
    expect(purseFirst.entries).toContainEqual(entry("PJ-OWN-1", { from: "purse:ana" }));
    checksRule(["PJ-AMB-03"], () => expect(purseFirst.state.scene!.table).toBe(2));
  });

  it("PJ-COIN-2, PJ-TURN-4: no one spends more than they hold, and the turn ends at 0 coins", () => {
    const s = play(start({ startingCoins: 2 }), ...passLap(), { type: "auction", bids: { ana: 2, bruno: 0, carla: 0 } }).state;
    refused(s, { type: "create", by: "ana", component: "Inn", traits: ["Old", "Warm"] }, "pj.coins.short", "PJ-COIN-2");
    const { state, entries } = play(s, { type: "place", by: "ana", place: "x" }, { type: "event", by: "ana", text: "y" });
    expect(entries).toContainEqual(entry("PJ-TURN-4", { player: "ana" }));
    expect(state.scene!.turn).toBe("bruno");
    expect(state.purses.ana).toBe(0);
    // With 0 coins the free actions stay open: a Fine, a Dialogue, a pass.
    expect(step(state, { type: "fine", by: "ana", id: "f1", accused: "bruno" }).entries).toContainEqual(entry("PJ-FINE-1", { amount: 0 }));
  });
});

describe("Pujas framing and turns", () => {
  it("PJ-FRAME-1, PJ-CTRL-1: the Narrator pays for place and Components and controls what they introduce", () => {
    const s = framed();
    expect(s.components["Inn"]).toMatchObject({ controller: "ana", inScene: true });
    expect(s.purses.ana).toBe(20);
    expect(s.bank).toBe(5);
    expect(step(sceneOne(), { type: "create", by: "ana", component: "Inn", traits: [] }).entries).toContainEqual(entry("PJ-CTRL-1", { player: "ana" }));
  });

  it("PJ-FRAME-2, PJ-ANY-1: no interrupts until the Narrator's first Event; then 1 coin", () => {
    const s = play(sceneOne(), { type: "place", by: "ana", place: "the inn" }).state;
    refused(s, { type: "interrupt", by: "bruno" }, "pj.interrupt.framing", "PJ-FRAME-2");
    const ev = step(s, { type: "event", by: "ana", text: "storm" });
    expect(ev.entries).toContainEqual(entry("PJ-FRAME-2", { player: "ana" }));
    const i = step(ev.state, { type: "interrupt", by: "bruno" });
    expect(i.entries).toContainEqual(entry("PJ-ANY-1", { player: "bruno", amount: 1, to: "bank" }));
    refused(i.state, { type: "interrupt", by: "bruno" }, "pj.interrupt.own-turn", "PJ-ANY-1");
  });

  it("PJ-FRAME-2: a Challenge, a Fine or a take-over are allowed during framing; only interrupting is not", () => {
    const s = play(sceneOne(), { type: "create", by: "ana", component: "Inn", traits: ["Old"] }).state;
    expect(step(s, { type: "take-over", by: "carla", component: "Inn" }).state.components["Inn"]!.controller).toBe("carla");
    expect(step(s, { type: "challenge", by: "carla", id: "c", against: "ana", matter: "the inn" }).entries).toContainEqual(entry("PJ-CHAL-1"));
  });

  it("PJ-TURN-1, PJ-TURN-5: after the Narrator, turns go left; ending a turn passes to the left", () => {
    let s = framed();
    const order: string[] = [];
    for (let k = 0; k < 4; k++) {
      const r = step(s, { type: "end-turn", by: s.scene!.turn });
      expect(r.entries).toContainEqual(entry("PJ-TURN-5"));
      s = r.state;
      order.push(s.scene!.turn);
    }
    checksRule(["PJ-TURN-1"], () => expect(order).toEqual(["bruno", "carla", "ana", "bruno"]));
    refused(s, { type: "end-turn", by: "ana" }, "pj.not-your-turn", "PJ-TURN-4");
  });

  it("PJ-TURN-5, PJ-AMB-04: the interrupted turn ends, the interrupter plays, then the player on the interrupter's left", () => {
    const s = play(framed(), { type: "interrupt", by: "carla" }).state;
    expect(s.scene!.turn).toBe("carla");
    refused(s, { type: "event", by: "ana", text: "more" }, "pj.not-your-turn", "PJ-OWN-10");
    const next = step(s, { type: "end-turn", by: "carla" }).state;
    checksRule(["PJ-AMB-04"], () => expect(next.scene!.turn).toBe("ana"));
  });

  it("PJ-TURN-6: while it is someone else's turn the others may Challenge, take over, make an Obstacle, Interrupt, Fine, talk", () => {
    const s = play(framed(), { type: "create", by: "ana", component: "Cook", traits: ["Grumpy"] }).state;
    checksRule(["PJ-TURN-6"], () => {
      expect(s.scene!.turn).toBe("ana");
      for (const a of [
        { type: "take-over", by: "bruno", component: "Cook" },
        { type: "obstacle", by: "carla", id: "o1", event: "E1", dice: 1 },
        { type: "interrupt", by: "carla" },
        { type: "challenge", by: "bruno", id: "c1", against: "ana", matter: "the storm" },
        { type: "fine", by: "carla", id: "f1", accused: "ana" },
      ] as const) expect(step(s, a).entries.length).toBeGreaterThan(0);
      const mine = step(s, { type: "take-over", by: "bruno", component: "Cook" }).state;
      expect(step(mine, { type: "dialogue", by: "bruno", component: "Cook" }).entries).toContainEqual(entry("PJ-ANY-6", { amount: 0 }));
    });
  });

  it("PJ-TURN-2: each change on your turn is paid for, one entry per price", () => {
    const { entries } = play(framed(), { type: "create", by: "ana", component: "Cook", traits: ["Grumpy"] }, { type: "event", by: "ana", text: "x" });
    checksRule(["PJ-TURN-2"], () => expect(entries.filter((e) => e.to === "bank").map((e) => e.amount)).toEqual([1, 1, 1]));
  });
});

describe("Pujas own-turn actions", () => {
  it("PJ-OWN-1…4: only the Narrator sets place and time: present free, past 1, future 1 coin to each other player", () => {
    const s = framed();
    const bruno = step(s, { type: "end-turn", by: "ana" }).state;
    refused(bruno, { type: "place", by: "bruno", place: "x" }, "pj.narrator-only", "PJ-OWN-1");
    refused(bruno, { type: "time", by: "bruno", when: "past" }, "pj.narrator-only", "PJ-OWN-3");
    expect(step(s, { type: "time", by: "ana", when: "present" }).entries).toEqual([entry("PJ-OWN-2", { player: "ana" })]);
    expect(step(s, { type: "time", by: "ana", when: "past" }).entries).toContainEqual(entry("PJ-OWN-3", { amount: 1, to: "bank" }));
    const future = step(s, { type: "time", by: "ana", when: "future" });
    expect(future.entries).toContainEqual(entry("PJ-OWN-4", { amount: 1, from: "purse:ana", to: "purse:bruno" }));
    expect(future.entries).toContainEqual(entry("PJ-OWN-4", { amount: 1, from: "purse:ana", to: "purse:carla" }));
    expect(future.state.purses).toEqual({ ana: 18, bruno: 26, carla: 26 });
    expect(future.state.bank).toBe(s.bank);
  });

  it("PJ-OWN-7…11: move, bring in, take out and Events cost 1; a mini-scene is free and ends with the turn", () => {
    let s = play(framed(), { type: "create", by: "ana", component: "Cart", traits: [], inScene: false }).state;
    expect(s.components["Cart"]!.controller).toBeNull();
    const r = play(s, { type: "move", by: "ana", place: "the road" }, { type: "bring", by: "ana", component: "Cart" },
      { type: "take-out", by: "ana", component: "Cart" }, { type: "event", by: "ana", text: "wheels" }, { type: "mini-scene", by: "ana" });
    for (const rule of ["PJ-OWN-7", "PJ-OWN-8", "PJ-OWN-9", "PJ-OWN-10"]) expect(r.entries).toContainEqual(entry(rule, { amount: 1, to: "bank" }));
    expect(r.entries).toContainEqual(entry("PJ-OWN-11"));
    s = r.state;
    expect(s.scene).toMatchObject({ place: "the road", miniScene: true });
    expect(step(s, { type: "end-turn", by: "ana" }).state.scene!.miniScene).toBe(false);
    refused(s, { type: "take-out", by: "ana", component: "Cart" }, "pj.component.not-in-scene", "PJ-OWN-9");
    refused(framed(), { type: "bring", by: "ana", component: "Inn" }, "pj.component.in-scene", "PJ-OWN-8");
  });

  it("PJ-END-1, PJ-OWN-5, PJ-OWN-6: only the Narrator ends the scene, on their turn; a fade to black costs 1 and closes it for good", () => {
    const s = framed();
    refused(step(s, { type: "end-turn", by: "ana" }).state, { type: "end-scene", by: "bruno" }, "pj.narrator-only", "PJ-OWN-5");
    refused(step(s, { type: "end-turn", by: "ana" }).state, { type: "end-scene", by: "ana" }, "pj.not-your-turn", "PJ-OWN-5");
    const normal = step(s, { type: "end-scene", by: "ana" });
    expect(normal.entries).toContainEqual(entry("PJ-END-1", { player: "ana" }));
    const faded = step(s, { type: "end-scene", by: "ana", fade: true });
    expect(faded.entries).toContainEqual(entry("PJ-OWN-6", { amount: 1, to: "bank" }));
    expect(faded.state.pastScenes).toEqual([{ number: 1, narrator: "ana", faded: true }]);
    const two = (st: typeof s) => step(st, { type: "auction", bids: { ana: 0, bruno: 2, carla: 0 } }).state;
    refused(two(faded.state), { type: "time", by: "bruno", when: "past", flashbackTo: 1 }, "pj.flashback.faded", "PJ-END-1");
    expect(step(two(normal.state), { type: "time", by: "bruno", when: "past", flashbackTo: 1 }).entries).toContainEqual(entry("PJ-OWN-3", { amount: 1 }));
  });

  it("PJ-END-2, PJ-BID-6, PJ-CTRL-3: at the end of a scene everyone recovers, Control ends, the unused table coins are lost", () => {
    const s = play(sceneOne(5), { type: "create", by: "ana", component: "Inn", traits: [] }, { type: "event", by: "ana", text: "x" }).state;
    expect(s.scene!.table).toBe(3);
    const { state, entries } = step(s, { type: "end-scene", by: "ana" });
    for (const p of ["ana", "bruno", "carla"]) expect(entries).toContainEqual(entry("PJ-END-2", { player: p, amount: 5, from: "bank", to: `purse:${p}` }));
    expect(entries).toContainEqual(entry("PJ-BID-6", { amount: 3, from: "table:ana", to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-CTRL-3"));
    expect(state.purses).toEqual({ ana: 25, bruno: 30, carla: 30 });
    expect(state.components["Inn"]).toMatchObject({ controller: null, inScene: false });
    expect(state.phase.kind).toBe("bidding");
    expect(entries).toContainEqual(entry("PJ-BID-1"));
    expect(balanced(state)).toBe(true);
    expect(play(start({ recovery: 2 }), ...passLap(), { type: "auction", bids: { ana: 0, bruno: 0, carla: 0 } }, { type: "end-scene", by: "bruno" }).state.purses)
      .toEqual({ ana: 27, bruno: 27, carla: 27 });
  });
});

describe("Pujas turns at 0 coins", () => {
  it("PJ-TURN-4: a turn that comes to a player with no coins passes on at once, but never skips the Narrator, who can still end the scene", () => {
    const s = play(start({ startingCoins: 2 }), { type: "pass", by: "ana" },
      { type: "tenet", by: "bruno", kind: "story", text: "x" }, { type: "tenet", by: "carla", kind: "story", text: "y" },
      { type: "auction", bids: { ana: 2, bruno: 0, carla: 0 } }, { type: "event", by: "ana", text: "e" },
      { type: "interrupt", by: "bruno" }, { type: "event", by: "carla", text: "f" }).state;
    expect(s.purses).toEqual({ ana: 0, bruno: 0, carla: 0 });
    expect(s.scene).toMatchObject({ turn: "ana", table: 1 });
    const { state, entries } = step(s, { type: "end-turn", by: "ana" });
    expect(entries).toContainEqual(entry("PJ-TURN-4", { player: "bruno" }));
    expect(entries).toContainEqual(entry("PJ-TURN-4", { player: "carla" }));
    expect(state.scene!.turn).toBe("ana");
    expect(step(state, { type: "end-scene", by: "ana" }).state.purses).toEqual({ ana: 5, bruno: 5, carla: 5 });
  });
});
