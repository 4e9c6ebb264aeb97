// GF-TRICK-16 Mi tesoro: the opponent may not spend PV until the scene ends.
import { effectOnOpponent } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const miTesoro: TrickModule<"mi-tesoro"> = {
  id: "mi-tesoro",
  afterRoll: (c) => effectOnOpponent(c, (them) => ({ kind: "no-pv", player: them.player ?? "", until: "scene", rule: c.trick.rule })),
};
