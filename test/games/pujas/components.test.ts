// The Component registry: Components and Masters, Traits with their history, Sub-components,
// Importance, wounds and elimination, and Control.
import { describe, expect, it } from "@jest/globals";
import { importanceOf } from "../../../src/games/pujas/rules/index.js";
import { checksRule, entry, framed, play, refused, step } from "./helpers.js";

/** ana's turn in scene 1, with the Master Guild (Rich) and the Component Thief (Quick), both hers. */
const guild = (settings = {}) => play(framed(settings),
  { type: "create", by: "ana", component: "Guild", traits: ["Rich"], master: true },
  { type: "create", by: "ana", component: "Thief", traits: ["Quick"] }).state;

describe("Pujas Components", () => {
  it("PJ-OWN-12, PJ-OWN-15, PJ-OWN-13: a Component or a Master costs 1 coin, plus 1 per Trait", () => {
    const { state, entries } = play(framed(),
      { type: "create", by: "ana", component: "Guild", traits: ["Rich"], master: true },
      { type: "create", by: "ana", component: "Thief", traits: ["Quick", "Sly"] });
    expect(entries).toContainEqual(entry("PJ-OWN-15", { amount: 1, to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-OWN-12", { amount: 1, to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-OWN-13", { amount: 2, to: "bank" }));
    expect(state.purses.ana).toBe(20 - 2 - 3);
    expect(state.components["Guild"]!.kind).toBe("master");
    refused(state, { type: "create", by: "ana", component: "Thief", traits: [] }, "pj.component.exists", "PJ-OWN-12");
    refused(state, { type: "create", by: "ana", component: "Twin", traits: ["A", "A"] }, "pj.trait.twice", "PJ-OWN-13");
  });

  it("PJ-OWN-13: add, remove and restore a Trait, 1 coin each, each kept in its history", () => {
    const { state, entries } = play(framed(),
      { type: "trait", by: "ana", component: "Inn", op: "add", trait: "Haunted" },
      { type: "trait", by: "ana", component: "Inn", op: "remove", trait: "Old" },
      { type: "trait", by: "ana", component: "Inn", op: "restore", trait: "Old" });
    expect(entries.filter((e) => e.rule === "PJ-OWN-13").map((e) => e.amount)).toEqual([1, 1, 1]);
    const old = state.components["Inn"]!.traits.find((t) => t.name === "Old")!;
    expect(old).toMatchObject({ active: true, history: [{ op: "add", by: "ana", scene: 1 }, { op: "remove", by: "ana", scene: 1 }, { op: "restore", by: "ana", scene: 1 }] });
    refused(state, { type: "trait", by: "ana", component: "Inn", op: "add", trait: "Old" }, "pj.trait.exists", "PJ-OWN-13");
    refused(state, { type: "trait", by: "ana", component: "Inn", op: "restore", trait: "Old" }, "pj.trait.not-removed", "PJ-OWN-13");
    refused(state, { type: "trait", by: "ana", component: "Inn", op: "remove", trait: "Blue" }, "pj.trait.not-active", "PJ-OWN-13");
    const removed = step(state, { type: "trait", by: "ana", component: "Inn", op: "remove", trait: "Warm" }).state;
    refused(removed, { type: "trait", by: "ana", component: "Inn", op: "add", trait: "Warm" }, "pj.trait.restore-it", "PJ-OWN-13");
  });

  it("PJ-OWN-16, PJ-MASTER-1: linking a Component to a Master costs 1 coin and makes it a Sub-component", () => {
    const { state, entries } = step(guild(), { type: "link", by: "ana", component: "Thief", master: "Guild" });
    expect(entries).toContainEqual(entry("PJ-OWN-16", { amount: 1, to: "bank" }));
    expect(state.components["Thief"]).toMatchObject({ kind: "sub", master: "Guild" });
    refused(guild(), { type: "link", by: "ana", component: "Thief", master: "Inn" }, "pj.link.not-master", "PJ-MASTER-1");
    refused(state, { type: "link", by: "ana", component: "Thief", master: "Guild" }, "pj.link.not-plain", "PJ-MASTER-1");
  });

  it("PJ-IMP-1, PJ-AMB-13: Importance is the coins spent creating a Component; a Master's includes its Sub-components', a Sub's only its own Traits", () => {
    const s = step(guild(), { type: "link", by: "ana", component: "Thief", master: "Guild" }).state;
    expect(importanceOf(s, "Inn")).toBe(3); // 1 + Old + Warm
    expect(importanceOf(s, "Guild")).toBe(2 + 3); // 1 + Rich, and Thief's creation, Quick and link
    expect(importanceOf(s, "Thief")).toBe(1); // Quick only, nothing from the Master
    const coins = step(guild({ subImportance: "coins" }), { type: "link", by: "ana", component: "Thief", master: "Guild" }).state;
    checksRule(["PJ-IMP-1", "PJ-AMB-13"], () => expect(importanceOf(coins, "Thief")).toBe(3));
  });

  it("PJ-ELIM-1: a wound is a Trait, and raises Importance (the Master's too)", () => {
    const s = step(guild(), { type: "link", by: "ana", component: "Thief", master: "Guild" }).state;
    const hurt = step(s, { type: "trait", by: "ana", component: "Thief", op: "add", trait: "Wounded" }).state;
    checksRule(["PJ-ELIM-1"], () => {
      expect(importanceOf(hurt, "Thief")).toBe(2);
      expect(importanceOf(hurt, "Guild")).toBe(6);
    });
  });

  it("PJ-OWN-14: Importance is reduced or restored for 1 coin per level, never below 0 nor above what was spent", () => {
    const { state, entries } = play(framed(), { type: "importance", by: "ana", component: "Inn", op: "reduce", levels: 2 });
    expect(entries).toContainEqual(entry("PJ-OWN-14", { amount: 2, to: "bank" }));
    expect(importanceOf(state, "Inn")).toBe(1);
    refused(state, { type: "importance", by: "ana", component: "Inn", op: "reduce", levels: 2 }, "pj.importance.below-zero", "PJ-OWN-14");
    refused(state, { type: "importance", by: "ana", component: "Inn", op: "restore", levels: 3 }, "pj.importance.above-spent", "PJ-OWN-14");
    expect(importanceOf(step(state, { type: "importance", by: "ana", component: "Inn", op: "restore", levels: 2 }).state, "Inn")).toBe(3);
  });

  it("PJ-ELIM-2, PJ-ELIM-3: a Component with no Traits goes for 1 coin; a Master only after all its Sub-components", () => {
    let s = step(guild(), { type: "link", by: "ana", component: "Thief", master: "Guild" }).state;
    refused(s, { type: "eliminate", by: "ana", component: "Thief" }, "pj.eliminate.traits", "PJ-ELIM-2");
    s = play(s, { type: "trait", by: "ana", component: "Guild", op: "remove", trait: "Rich" }).state;
    refused(s, { type: "eliminate", by: "ana", component: "Guild" }, "pj.eliminate.subs", "PJ-ELIM-3");
    const r = play(s, { type: "trait", by: "ana", component: "Thief", op: "remove", trait: "Quick" }, { type: "eliminate", by: "ana", component: "Thief" },
      { type: "eliminate", by: "ana", component: "Guild" });
    expect(r.entries).toContainEqual(entry("PJ-ELIM-2", { amount: 1, to: "bank" }));
    expect(r.state.components["Guild"]!.eliminated).toBe(true);
    refused(r.state, { type: "trait", by: "ana", component: "Thief", op: "restore", trait: "Quick" }, "pj.component.eliminated", "PJ-ELIM-2");
  });
});

describe("Pujas Control", () => {
  it("PJ-TURN-3: changing a Component you do not control is refused: it takes a Complication", () => {
    const bruno = step(framed(), { type: "end-turn", by: "ana" }).state;
    refused(bruno, { type: "trait", by: "bruno", component: "Inn", op: "remove", trait: "Old" }, "pj.component.not-controlled", "PJ-TURN-3");
    refused(bruno, { type: "eliminate", by: "bruno", component: "Inn" }, "pj.component.not-controlled", "PJ-TURN-3");
  });

  it("PJ-ANY-3, PJ-CTRL-2: anyone may take over a Component in the scene for 1 coin, unless a Complication involves it", () => {
    const { state, entries } = step(framed(), { type: "take-over", by: "carla", component: "Inn" });
    expect(entries).toContainEqual(entry("PJ-ANY-3", { player: "carla", amount: 1, to: "bank" }));
    expect(state.components["Inn"]!.controller).toBe("carla");
    refused(state, { type: "take-over", by: "carla", component: "Inn" }, "pj.take-over.own", "PJ-ANY-3");
    const busy = play(framed(), { type: "obstacle", by: "bruno", id: "o1", event: "E1", involves: ["Inn"], dice: 1 }).state;
    refused(busy, { type: "take-over", by: "carla", component: "Inn" }, "pj.take-over.complication", "PJ-CTRL-2");
  });

  it("PJ-CTRL-3: Control ends with the scene; a Component left out of it must be brought back in", () => {
    const s = play(framed(), { type: "end-scene", by: "ana" }, { type: "auction", bids: { ana: 0, bruno: 3, carla: 0 } }).state;
    expect(s.components["Inn"]!.controller).toBeNull();
    refused(s, { type: "take-over", by: "carla", component: "Inn" }, "pj.component.not-in-scene", "PJ-CTRL-2");
    const r = step(s, { type: "bring", by: "bruno", component: "Inn" });
    expect(r.entries).toContainEqual(entry("PJ-CTRL-1", { player: "bruno" }));
  });

  it("PJ-ANY-6, PJ-CTRL-4: a free Dialogue only with a character you control", () => {
    refused(framed(), { type: "dialogue", by: "bruno", component: "Inn" }, "pj.dialogue.not-controlled", "PJ-CTRL-4");
    expect(step(framed(), { type: "dialogue", by: "ana", component: "Inn" }).entries).toEqual([entry("PJ-ANY-6", { amount: 0 })]);
  });
});
