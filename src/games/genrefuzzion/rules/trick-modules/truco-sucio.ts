// GF-TRICK-33 Truco sucio: the opponent's attribute costs no PK; needs one in the pool.
import { DONE } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const trucoSucio: TrickModule<"truco-sucio"> = {
  id: "truco-sucio",
  freeAgainst: true,
  pool: (_v, built) => (built.counts["S7"] ? DONE : unmet("truco-sucio")),
};
