// GF-TRICK-14 Improvisador serial: the first scene-cliché die counts twice; needs a scene cliché.
import { DONE } from "../../../../lib/result.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const improvisadorSerial: TrickModule<"improvisador-serial"> = {
  id: "improvisador-serial",
  sceneDice: (first) => (first ? 2 : 1),
  pool: (_v, built) => (built.counts["S5"] ? DONE : unmet("improvisador-serial")),
};
