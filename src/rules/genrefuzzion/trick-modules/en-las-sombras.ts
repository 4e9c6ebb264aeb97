// GF-TRICK-05 En las sombras: the antagonist's next pool holds one cliché.
import { DONE } from "../../../lib/result.js";
import { opponentOf } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const enLasSombras: TrickModule<"en-las-sombras"> = {
  id: "en-las-sombras",
  afterRoll: (c) => {
    if (!c.inLoop) return c.wrongPhase();
    c.scene.effects.push({ kind: "one-cliche", character: opponentOf(c).character, until: "next-pool", rule: c.trick.rule });
    return DONE;
  },
};
