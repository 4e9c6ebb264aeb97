// GF-TRICK-06 Excelencia: exactly one cliché of d10 or more, in this pool, gets a second die of its size; the lowest die is discarded (GF-AMB-23).
import { DONE } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const excelencia: TrickModule<"excelencia"> = {
  id: "excelencia",
  pool: (v, built) => {
    const big = v.mine.cliches.filter((c) => c.die >= 10);
    const only = big.length === 1 ? big[0] : undefined;
    if (!only || !built.cliches.includes(only.name)) return unmet("excelencia");
    built.add(only.die, "trick", "excelencia");
    return DONE;
  },
  evaluate: (flags) => { flags.discardLowest = true; },
};
