// GF-TRICK-26 Rompecorazones: a relationship of d8 or more is sacrificed for three dice.
import { DONE, ok } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const rompecorazones: TrickModule<"rompecorazones"> = {
  id: "rompecorazones",
  relationshipDice: (die) => (die < 8 ? unmet("rompecorazones") : ok(3)),
  spendsRelationship: true,
  pool: (_v, built) => (built.counts["S2"] ? DONE : unmet("rompecorazones")),
};
