// GF-TRICK-16 Mi tesoro: the opponent may not spend PV until the scene ends.
import { DONE } from "../../../lib/result.js";
import { opponentOf } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const miTesoro: TrickModule<"mi-tesoro"> = {
  id: "mi-tesoro",
  afterRoll: (c) => {
    if (!c.inLoop) return c.wrongPhase();
    c.scene.effects.push({ kind: "no-pv", player: opponentOf(c).player ?? "", until: "scene", rule: c.trick.rule });
    return DONE;
  },
};
