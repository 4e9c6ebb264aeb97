// The scene card's turn: the rules' turn order (GF-SCENE-2 to GF-RATE-1), replayed over the thread.
import { describe, expect, it } from "@jest/globals";
import { mayAct, sceneTurn, type SceneEvent } from "../../../../src/games/genrefuzzion/cards/scene-turn.js";
import { apply, parseAction } from "../../../../src/games/genrefuzzion/rules/apply.js";
import type { GameState } from "../../../../src/games/genrefuzzion/rules/state.js";
import { cl, openLiaVsBruno, presentBruno, rollOf, start } from "../world.js";

let next = 1;
const scene = (extra: Partial<Extract<SceneEvent, { kind: "scene" }>> = {}): SceneEvent =>
  ({ kind: "scene", postId: next++, author: "alicia", number: 1, protagonist: "Ana", antagonist: "Bea", ...extra });
const act = (author: string, actions: string[], character?: string): SceneEvent =>
  ({ kind: "action", postId: next++, author, actions, ...(character ? { character } : {}) });
/** A pool post and the service's roll of it. */
const roll = (author: string, result: number, role?: "protagonist" | "antagonist", effects: number[] = [8]): SceneEvent[] => {
  const pool = next++;
  return [{ kind: "pool", postId: pool, author, ...(role ? { role } : {}) }, { kind: "roll", postId: next++, author: "gf-dice", pool, result, effects }];
};

describe("sceneTurn", () => {
  it("GF-ANT-1: a new scene waits for the antagonist to present, and anyone but the protagonist may", () => {
    const turn = sceneTurn([scene()])!;
    expect(turn).toMatchObject({ state: "calls-open", actor: "antagonist", actions: ["present"], number: 1 });
    expect(mayAct(turn, "bruno")).toBe(true);
    expect(mayAct(turn, "alicia")).toBe(false);
  });

  it("GF-POOL-1: after the presentation the protagonist rolls; the presenter becomes the antagonist's player", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"])])!;
    expect(turn).toMatchObject({ state: "p-roll", actor: "protagonist", actions: ["pool"], players: { protagonist: "alicia", antagonist: "bruno" } });
    expect(mayAct(turn, "alicia")).toBe(true);
    expect(mayAct(turn, "bruno")).toBe(false);
  });

  it("GF-RES-1: after the protagonist's roll the antagonist chooses oppose or yield", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9)])!;
    expect(turn).toMatchObject({ state: "a-decide", actor: "antagonist", actions: ["oppose", "yield"], standing: { side: "protagonist", result: 9 } });
  });

  it("GF-RES-3: ties favour the opposing antagonist; the protagonist then retries or yields", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 9)])!;
    expect(turn).toMatchObject({ state: "p-decide", actor: "protagonist", actions: ["retry", "yield"], standing: { side: "antagonist", result: 9 } });
  });

  it("GF-RES-3, GF-WIN-1, GF-WIN-2: an opposing roll below the standing result loses; the protagonist picks the effect die of their last roll", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9, undefined, [10, 6]), act("bruno", ["oppose"]), ...roll("bruno", 8)])!;
    expect(turn).toMatchObject({ state: "won", winner: "protagonist", actor: "protagonist", actions: ["effect"], effectDie: 10 });
  });

  it("GF-AMB-20: a winner whose last roll left no eligible die takes no effect; the rating comes next", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9, undefined, []), act("bruno", ["oppose"]), ...roll("bruno", 8)])!;
    expect(turn).toMatchObject({ state: "rating", winner: "protagonist", actor: "others" });
    expect(turn.effectDie).toBeUndefined();
  });

  it("GF-RES-5: a retry that matches goes back to the antagonist; one below loses the scene", () => {
    const base = [scene(), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 11), act("alicia", ["retry"])];
    expect(sceneTurn([...base, ...roll("alicia", 11)])).toMatchObject({ state: "a-decide", actor: "antagonist" });
    expect(sceneTurn([...base, ...roll("alicia", 10)])).toMatchObject({ state: "won", winner: "antagonist", actor: "antagonist" });
  });

  it("GF-YIELD-5, GF-AMB-19: a yield ends the scene with no effect die; the rating comes next", () => {
    const turn = sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["yield"])])!;
    expect(turn).toMatchObject({ state: "rating", winner: "protagonist", actor: "others", actions: ["rate"] });
  });

  it("GF-RATE-4: neither the protagonist's nor the antagonist's player may rate; GF-RATE-3: the first rating counts", () => {
    const won = [scene(), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 3), act("alicia", ["effect"])];
    const rating = sceneTurn(won)!;
    expect(rating.state).toBe("rating");
    expect(mayAct(rating, "alicia")).toBe(false);
    expect(mayAct(rating, "bruno")).toBe(false);
    expect(mayAct(rating, "carla")).toBe(true);
    expect(sceneTurn([...won, act("alicia", ["rate"])])?.state).toBe("rating"); // the protagonist's own rating does not count
    expect(sceneTurn([...won, act("carla", ["rate"])])).toMatchObject({ state: "done", actor: null, actions: [] });
  });

  it("GF-RES-1: moves out of turn change nothing (the service answers them)", () => {
    const turn = sceneTurn([scene(), act("alicia", ["yield"]), ...roll("alicia", 7), act("bruno", ["present"])])!;
    expect(turn).toMatchObject({ state: "p-roll" });
  });

  it("GF-SUSP: a suspended scene has no actor until resumed where it was", () => {
    const base = [scene(), act("bruno", ["present"]), act("moderadora", ["suspend"])];
    expect(sceneTurn(base)).toMatchObject({ state: "suspended", actor: null });
    expect(sceneTurn([...base, act("moderadora", ["resume"])])).toMatchObject({ state: "p-roll", actor: "protagonist" });
  });

  it("GF-SCENE-2: sides are told by role, by character name, or by the player who posted", () => {
    const byRole = sceneTurn([scene(), act("bruno", ["present"]), ...roll("carla", 9, "protagonist")])!;
    expect(byRole.state).toBe("a-decide");
    const byName = sceneTurn([scene(), act("bruno", ["present"], "Bea"), { kind: "pool", postId: 900, author: "zoe", character: "Ana" },
      { kind: "roll", postId: 901, author: "gf-dice", pool: 900, result: 5 }])!;
    expect(byName.state).toBe("a-decide");
  });

  it("ends at the next scene card, and needs a scene card to start", () => {
    expect(sceneTurn([act("bruno", ["present"])])).toBeUndefined();
    const turn = sceneTurn([scene(), scene({ author: "carla" }), act("bruno", ["present"])])!;
    expect(turn.state).toBe("calls-open");
  });

  it("GF-RES-1..7, GF-WIN-1: the card replays the thread to the phase the rules engine reached, move by move", () => {
    // One scene played through the reducer, and the same moves as the thread's cards show them.
    const CARD: Record<string, string> = { calls: "calls-open", p_roll: "p-roll", a_decide: "a-decide", p_decide: "p-decide", won: "won", rating: "rating", idle: "done" };
    let game: GameState = start();
    const events: SceneEvent[] = [];
    const step = (input: Record<string, unknown>, event: (g: GameState) => SceneEvent[]) => {
      const action = parseAction(input);
      if (!action.ok) throw new Error(JSON.stringify(action.error));
      const r = apply(game, action.value);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      game = r.value;
      events.push(...event(game));
      const turn = sceneTurn(events)!;
      expect(turn.state).toBe(CARD[game.phase]);
      const rules = game.scene;
      if (rules?.standing && (game.phase === "a_decide" || game.phase === "p_decide")) expect(turn.standing).toEqual(rules.standing);
      if (rules?.outcome) expect(turn.winner).toBe(rules.outcome.winner);
    };
    const rolled = (author: string) => (g: GameState): SceneEvent[] => {
      const r = g.scene!.rolls[g.scene!.rolls.length - 1]!;
      const pool = next++;
      return [{ kind: "pool", postId: pool, author }, { kind: "roll", postId: next++, author: "gf-dice", pool, result: r.evaluation.result,
        effects: r.evaluation.effectCandidates.map((i) => r.dice[i]!.size) }];
    };
    step(openLiaVsBruno(), () => [{ kind: "scene", postId: next++, author: "ana", number: 1, protagonist: "Lía", antagonist: "Bruno" }]);
    step(presentBruno(), () => [act("beto", ["present"], "Bruno")]);
    step(rollOf("ana", "Lía", [cl("Bruja novata")], "d8:5"), rolled("ana"));
    step(rollOf("beto", "Bruno", [cl("Perezoso"), cl("Vampiro pacifista")], "d6:3 d8:2"), rolled("beto")); // a tie holds (GF-RES-7)
    step(rollOf("ana", "Lía", [cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], "d8:6 d8:4 d8:2"), rolled("ana")); // a retry that beats it
    step(rollOf("beto", "Bruno", [cl("Perezoso"), cl("Vampiro pacifista")], "d6:1 d8:3"), rolled("beto")); // one below loses
    expect(game.phase).toBe("won");
    step({ type: "effect", player: "ana", character: "Lía", outcomes: [] }, () => [act("ana", ["effect"], "Lía")]);
    step({ type: "rate", player: "caro", protagonist: 3, antagonist: 2, reason: "bien" }, () => [act("caro", ["rate"])]);
  });

  it("GF-FIN-2, GF-AMB-36: in the Grand Finale each decision offers a concession, never a yield; a yield changes nothing", () => {
    const finale = scene({ finale: true });
    const opened = [finale, act("bruno", ["present"]), ...roll("alicia", 9)];
    expect(sceneTurn(opened)).toMatchObject({ state: "a-decide", actor: "antagonist", actions: ["oppose", "concede"], finale: true });
    expect(sceneTurn([...opened, act("bruno", ["yield"])])).toMatchObject({ state: "a-decide", actor: "antagonist" });
    const held = [...opened, act("bruno", ["oppose"]), ...roll("bruno", 10)];
    expect(sceneTurn(held)).toMatchObject({ state: "p-decide", actor: "protagonist", actions: ["retry", "concede"] });
    // Outside the Grand Finale the same phases offer a yield, and a concession changes nothing.
    expect(sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9)])!.actions).toEqual(["oppose", "yield"]);
    expect(sceneTurn([scene(), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["concede"])])!.state).toBe("a-decide");
  });

  it("GF-AMB-36: the side that concedes loses the roll; the winner uses the effect die of its last roll, or goes to the rating without one", () => {
    const held = [scene({ finale: true }), act("bruno", ["present"]), ...roll("alicia", 9, undefined, [10]), act("bruno", ["oppose"]), ...roll("bruno", 10, undefined, [6])];
    expect(sceneTurn([...held, act("alicia", ["concede"])])).toMatchObject({ state: "won", winner: "antagonist", actor: "antagonist", actions: ["effect"], effectDie: 6 });
    const bare = [scene({ finale: true }), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 10, undefined, [])];
    expect(sceneTurn([...bare, act("alicia", ["concede"])])).toMatchObject({ state: "rating", winner: "antagonist" });
    // Only the side whose decision it is may concede.
    expect(sceneTurn([...held, act("bruno", ["concede"])])).toMatchObject({ state: "p-decide" });
  });

  it("GF-FIN-5: every player rates the Grand Finale once, the protagonist and the antagonist included", () => {
    const won = [scene({ finale: true }), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 3), act("alicia", ["effect"])];
    const rating = sceneTurn(won)!;
    expect(rating).toMatchObject({ state: "rating", actor: "everyone", actions: ["rate"], raters: [] });
    expect(mayAct(rating, "alicia")).toBe(true);
    expect(mayAct(rating, "bruno")).toBe(true);
    const rated = sceneTurn([...won, act("alicia", ["rate"]), act("carla", ["rate"])])!;
    expect(rated).toMatchObject({ state: "rating", actor: "everyone", raters: ["alicia", "carla"] });
    expect(mayAct(rated, "alicia")).toBe(false);
    expect(mayAct(rated, "bruno")).toBe(true);
  });

  it("GF-FIN-5, GF-FIN-6: with the group known, only its players rate the Grand Finale, and once all have the card is at the epilogue", () => {
    const won = [scene({ finale: true, runners: ["dora"] }), act("bruno", ["present"]), ...roll("alicia", 9), act("bruno", ["oppose"]), ...roll("bruno", 3), act("alicia", ["effect"])];
    const group = ["Carla", "@dani"];
    const rating = sceneTurn([...won, act("alicia", ["rate"]), act("eve", ["rate"])], { group })!;
    // The group: the sheets' players, the scene's two players and its allies' runners.
    expect(rating).toMatchObject({ state: "rating", actor: "everyone", raters: ["alicia"], group: ["Carla", "dani", "alicia", "dora", "bruno"] });
    expect(mayAct(rating, "eve")).toBe(false); // not a player: the service would refuse her rating
    expect(mayAct(rating, "carla")).toBe(true);
    const almost = sceneTurn([...won, ...["alicia", "bruno", "carla", "dani"].map((u) => act(u, ["rate"]))], { group })!;
    expect(almost).toMatchObject({ state: "rating", actor: "everyone" });
    expect(mayAct(almost, "dora")).toBe(true);
    const all = sceneTurn([...won, ...["alicia", "bruno", "carla", "dani", "dora"].map((u) => act(u, ["rate"]))], { group })!;
    expect(all).toMatchObject({ state: "done", actor: null, actions: [], epilogue: true });
    // Without the group the card cannot tell, and waits.
    expect(sceneTurn([...won, ...["alicia", "bruno", "carla", "dani", "dora"].map((u) => act(u, ["rate"]))])).toMatchObject({ state: "rating" });
  });

  it("GF-SCENE-2: a scene that leaves out its protagonist's name learns it from that player's own pool, not from anyone else's", () => {
    const unnamed = scene({ protagonist: undefined });
    const pool = (author: string, character: string): SceneEvent => ({ kind: "pool", postId: next++, author, character, role: "protagonist" });
    expect(sceneTurn([unnamed, act("bruno", ["present"])])!.names.protagonist).toBeUndefined();
    expect(sceneTurn([unnamed, act("bruno", ["present"]), pool("carla", "Impostora"), pool("alicia", "Ana")])!.names).toEqual({ protagonist: "Ana", antagonist: "Bea" });
  });
});
