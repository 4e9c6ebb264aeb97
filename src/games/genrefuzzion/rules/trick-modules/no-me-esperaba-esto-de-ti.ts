// GF-TRICK-20 No me esperaba esto de ti: a relationship of d8 or more counts twice.
import { DONE, ok } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const noMeEsperabaEstoDeTi: TrickModule<"no-me-esperaba-esto-de-ti"> = {
  id: "no-me-esperaba-esto-de-ti",
  relationshipDice: (die) => (die < 8 ? unmet("no-me-esperaba-esto-de-ti") : ok(2)),
  pool: (_v, built) => (built.counts["S2"] ? DONE : unmet("no-me-esperaba-esto-de-ti")),
};
