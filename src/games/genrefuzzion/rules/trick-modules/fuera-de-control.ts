// GF-TRICK-07 Fuera de control: a pool of exactly three dice gets a d12.
import { DONE } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const fueraDeControl: TrickModule<"fuera-de-control"> = {
  id: "fuera-de-control",
  pool: (_v, built) => {
    if (built.pool.length !== 3) return unmet("fuera-de-control");
    built.add(12, "trick", "fuera-de-control");
    return DONE;
  },
  evaluate: (flags) => { flags.outOfControl = true; },
};
