// GF-TRICK-08 Gajes de oficio: the opponent's next roll may not use this character's problems.
import { DONE } from "../../../../lib/result.js";
import type { TrickModule } from "./trick-module.js";

export const gajesDeOficio: TrickModule<"gajes-de-oficio"> = {
  id: "gajes-de-oficio",
  pool: (v, built) => {
    built.effects.push({ kind: "no-problems-of", character: v.opponent, owner: v.character, until: "next-pool", rule: "GF-TRICK-08" });
    return DONE;
  },
};
