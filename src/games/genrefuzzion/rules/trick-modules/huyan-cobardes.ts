// GF-TRICK-12 Huyan cobardes: two or more opposing allies; the player picks who leaves.
import { DONE } from "../../../../lib/result.js";
import { activeAllies } from "../context.js";
import { otherSide } from "../state.js";
import type { TrickModule } from "./trick-module.js";

export const huyanCobardes: TrickModule<"huyan-cobardes"> = {
  id: "huyan-cobardes",
  afterRoll: (c) => {
    const theirs = activeAllies(c.scene, otherSide(c.side));
    const leaving = theirs.find((x) => x.character === c.play.ally);
    if (theirs.length < 2 || !leaving) return c.unmet();
    if (!c.inLoop && c.state.phase !== "calls") return c.wrongPhase();
    leaving.status = "left";
    return DONE;
  },
};
