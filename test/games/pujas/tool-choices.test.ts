// This tool's choices where Pujas' rules are silent (PJ-TOOL-03, 04, 06, 07; docs/games/pujas.md),
// each played against the rules engine: the test fails if the choice changes. The engine names
// PJ-TOOL-04 in its refusal; the others it enforces under the rule they complete (PJ-FRAME-2,
// PJ-CPX-2, PJ-CPX-4), so checksRule counts them once the behaviour's assertions pass.
import { describe, expect, it } from "@jest/globals";
import type { PjSettings, PjState } from "../../../src/games/pujas/rules/index.js";
import { checksRule, entry, framed, play, refused, sceneOne, step } from "./helpers.js";

/** bruno, on his turn, creates the Bandit (Armed) and starts c1 over ana's Inn and his Bandit (no dice yet). */
function started(settings: Partial<PjSettings> = {}, withComplication: string[] = []): PjState {
  return play(framed(settings), { type: "end-turn", by: "ana" },
    { type: "create", by: "bruno", component: "Bandit", traits: ["Armed"] },
    { type: "complicate", by: "bruno", id: "c1", involves: ["Inn", "Bandit"], withComplication }).state;
}

describe("Pujas: this tool's choices", () => {
  it("PJ-TOOL-03: the Narrator ending their first turn without an Event ends the framing too, so the others may interrupt", () => {
    const s = sceneOne();
    expect(s.scene).toMatchObject({ narrator: "ana", turn: "ana", framing: true, events: [] });
    refused(s, { type: "interrupt", by: "carla" }, "pj.interrupt.framing", "PJ-FRAME-2");
    const ended = step(s, { type: "end-turn", by: "ana" }).state;
    checksRule(["PJ-TOOL-03"], () => {
      expect(ended.scene).toMatchObject({ turn: "bruno", framing: false, events: [] });
      // No Event was described, yet interrupting is open: play cannot stall before the first Event.
      expect(step(ended, { type: "interrupt", by: "carla" }).state.scene!.turn).toBe("carla");
    });
  });

  it("PJ-TOOL-04: the Narrator cannot end the scene while a Complication is open (fading to black too); with none open it ends", () => {
    const building = play(started(), { type: "end-turn", by: "bruno" }, { type: "end-turn", by: "carla" }).state;
    expect(building.scene!.turn).toBe("ana");
    const e = refused(building, { type: "end-scene", by: "ana" }, "pj.scene.open-complication");
    expect(e.rule).toBe("PJ-TOOL-04");
    expect(refused(building, { type: "end-scene", by: "ana", fade: true }, "pj.scene.open-complication").rule).toBe("PJ-TOOL-04");
    // Without a Complication the same Narrator's turn ends the scene.
    expect(step(framed(), { type: "end-scene", by: "ana" }).entries).toContainEqual(entry("PJ-END-1", { player: "ana" }));
  });

  it("PJ-TOOL-06: an Obstacle's pools are its buyer's and the Event author's, who opposes it", () => {
    const { state } = step(framed(), { type: "obstacle", by: "bruno", id: "o1", event: "E1", dice: 2 });
    checksRule(["PJ-TOOL-06"], () => expect(state.complications["o1"]!.pools).toEqual([
      { owner: "bruno", side: "complication", dice: 2, advantage: 0 },
      { owner: "ana", side: "opposing", dice: 0, advantage: 0 },
    ]));
  });

  it("PJ-TOOL-06: a change of only your own Components starts no Complication; the other controller opposes by default", () => {
    const own = play(framed(), { type: "end-turn", by: "ana" }, { type: "create", by: "bruno", component: "Bandit", traits: ["Armed"] }).state;
    checksRule(["PJ-TOOL-06"], () => {
      refused(own, { type: "complicate", by: "bruno", id: "c1", involves: ["Bandit"] }, "pj.complication.all-yours", "PJ-CPX-1");
      expect(started().complications["c1"]!.pools.filter((p) => p.side === "opposing").map((p) => p.owner)).toEqual(["ana"]);
    });
  });

  // The original (003): l.62 "Se compara el número total de éxitos de la Reserva de la Complicación con el
  // total de éxitos de todas las reservas opuestas. El lado con más éxitos gana." and l.55 "…cuando otro
  // jugador compra dados para crear un Obstáculo": the Obstacle is set against its Event's author.
  it("PJ-TOOL-06: a Complication whose every other pool is declared on its side is refused: one must oppose (003 l.62)", () => {
    const mine = play(framed(), { type: "end-turn", by: "ana" }, { type: "create", by: "bruno", component: "Bandit", traits: [] }).state;
    const e = refused(mine, { type: "complicate", by: "bruno", id: "c1", involves: ["Inn"], withComplication: ["ana"] }, "pj.complication.all-with");
    expect(e.rule).toBe("PJ-TOOL-06");
  });

  it("PJ-TOOL-06: an Obstacle's Event author opposes it and cannot be declared on its side (003 l.55, l.62)", () => {
    const e = refused(framed(), { type: "obstacle", by: "bruno", id: "o1", event: "E1", dice: 2, withComplication: ["ana"] }, "pj.obstacle.author-opposes");
    expect(e.rule).toBe("PJ-TOOL-06");
  });

  it("PJ-TOOL-07: a Complication with no die in any pool cannot be rolled; one die lets it", () => {
    const empty = started();
    checksRule(["PJ-TOOL-07"], () => {
      refused(empty, { type: "resolve", by: "bruno", complication: "c1" }, "pj.resolve.no-dice", "PJ-CPX-4");
      const oneDie = play(empty,
        { type: "dice", by: "bruno", complication: "c1", pool: "bruno", trait: { component: "Bandit", trait: "Armed" } },
        { type: "resolve", by: "bruno", complication: "c1" });
      expect(oneDie.entries).toContainEqual(entry("PJ-CPX-4", { player: "bruno" }));
      expect(oneDie.state.complications["c1"]!.agreed).toEqual(["bruno"]);
    });
  });
});
