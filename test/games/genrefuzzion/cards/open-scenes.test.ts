// The sheet's picker offers every scene of a scene topic that is still being played, not only the
// topic's first: the thread is replayed scene by scene (GF-NEXT-1: the next scene opens in the same
// thread once the last is rated; GF-RATE-3: a rated scene is over; GF-SUSP-1: a suspended one takes
// no pools). The browser test (test/games/genrefuzzion/browser/scene-picker.test.ts) drives the same code on a page.
import { describe, expect, it } from "@jest/globals";
import type { SceneTopic } from "../../../../src/games/genrefuzzion/cards/game-topics.js";
import { scenesInThread } from "../../../../src/games/genrefuzzion/cards/open-scenes.js";
import type { SceneEvent } from "../../../../src/games/genrefuzzion/cards/scene-turn.js";

let next = 100;
const scene = (number: number, extra: Partial<Extract<SceneEvent, { kind: "scene" }>> = {}): SceneEvent =>
  ({ kind: "scene", postId: next++, author: "alicia", number, protagonist: "Ana", antagonist: "Bea", ...extra });
const act = (author: string, actions: string[], character?: string): SceneEvent =>
  ({ kind: "action", postId: next++, author, actions, ...(character ? { character } : {}) });
/** The service's roll of a player's pool. */
const roll = (author: string, result: number): SceneEvent[] => {
  const pool = next++;
  return [{ kind: "pool", postId: pool, author }, { kind: "roll", postId: next++, author: "gf-dice", pool, result, effects: [8] }];
};
/** A scene that ends: Bea presents, Ana rolls, Bea yields (GF-YIELD-5), Carla rates (GF-RATE-3). */
const played = (): SceneEvent[] => [act("bruno", ["present"], "Bea"), ...roll("alicia", 9), act("bruno", ["yield"], "Bea"), act("carla", ["rate"])];
const firstOf = (e: SceneEvent): SceneTopic => ({
  topic: { topicId: 7, postId: e.postId, username: "alicia", title: "Escena en el faro", element: {} as ParentNode },
  card: {} as SceneTopic["card"], number: 1, title: "La noche del faro", protagonist: "Ana", antagonist: "Bea",
});

describe("scenesInThread", () => {
  it("GF-NEXT-1: a topic whose first scene is rated and that holds a later scene offers the later one, with its own number, title and sides", () => {
    const one = scene(1);
    const two = scene(2, { title: "La mañana siguiente", antagonist: "Dino" });
    const scenes = scenesInThread(firstOf(one), [one, ...played(), two, act("bruno", ["present"], "Dino")]);
    expect(scenes).toEqual([
      { open: false, scene: { topicId: 7, postId: one.postId, author: "alicia", topicTitle: "Escena en el faro", number: 1, title: "La noche del faro", protagonist: "Ana", antagonist: "Bea" } },
      { open: true, scene: { topicId: 7, postId: two.postId, author: "alicia", topicTitle: "Escena en el faro", number: 2, title: "La mañana siguiente", protagonist: "Ana", antagonist: "Dino" } },
    ]);
  });

  it("GF-RATE-3, GF-SUSP-1: rated, suspended and withdrawn scenes are closed; an unrated one and a resumed one are open", () => {
    const one = scene(1);
    const two = scene(2);
    const three = scene(3);
    const four = scene(4);
    const events = [one, ...played(), two, act("moderador", ["suspend"]), three, act("bruno", ["present"], "Bea"), act("moderador", ["withdraw"]),
      four, act("moderador", ["suspend"]), act("moderador", ["resume"])];
    expect(scenesInThread(firstOf(one), events).map((s) => [s.scene.number, s.open])).toEqual([[1, false], [2, false], [3, false], [4, true]]);
    expect(scenesInThread(firstOf(one), [one]).map((s) => s.open)).toEqual([true]);
  });

  it("a thread without scene cards has no scenes", () => {
    const one = scene(1);
    expect(scenesInThread(firstOf(one), [act("bruno", ["present"])])).toEqual([]);
  });
});
