// GF-TRICK-01 Arma predilecta: a d8 in the pool.
import { DONE } from "../../../../lib/result.js";
import type { TrickModule } from "./trick-module.js";

export const armaPredilecta: TrickModule<"arma-predilecta"> = {
  id: "arma-predilecta",
  pool: (_v, built) => {
    built.add(8, "trick", "arma-predilecta");
    return DONE;
  },
};
