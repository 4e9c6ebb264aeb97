// GF-TRICK-28 Secretos y mentiras: twos botch in the opponent's next roll.
import { DONE } from "../../../lib/result.js";
import { opponentOf } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const secretosYMentiras: TrickModule<"secretos-y-mentiras"> = {
  id: "secretos-y-mentiras",
  afterRoll: (c) => {
    if (!c.inLoop) return c.wrongPhase();
    c.scene.effects.push({ kind: "twos-botch", character: opponentOf(c).character, until: "next-pool", rule: c.trick.rule });
    return DONE;
  },
};
