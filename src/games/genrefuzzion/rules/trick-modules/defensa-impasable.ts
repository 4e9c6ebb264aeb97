// GF-TRICK-04 Defensa impasable: steps up the named cliché's die in this pool.
import { DONE } from "../../../../lib/result.js";
import { stepUp } from "../dice.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const defensaImpasable: TrickModule<"defensa-impasable"> = {
  id: "defensa-impasable",
  pool: (v, built) => {
    const target = built.pool.find((p) => p.kind === "cliche" && p.name === v.play.cliche);
    if (!target) return unmet("defensa-impasable");
    target.size = stepUp(target.size);
    return DONE;
  },
};
