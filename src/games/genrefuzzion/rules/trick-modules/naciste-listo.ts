// GF-TRICK-18 Naciste listo: at least two advantages; it only changes the PV boost, which is still paid (GF-AMB-25).
import { DONE, err, gfError } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const nacisteListo: TrickModule<"naciste-listo"> = {
  id: "naciste-listo",
  pool: (v) => {
    if (v.mine.advantages.length < 2) return unmet("naciste-listo");
    return v.boostPv ? DONE : err(gfError("trick.needs-boost", "GF-TRICK-18"));
  },
  evaluate: (flags) => { flags.bornClever = true; },
};
