// GF-TRICK-03 Cámara lenta: the opponent has more allies; the pool is rolled twice and the better roll kept.
import { DONE, err, gfError } from "../../../../lib/result.js";
import { activeAllies } from "../context.js";
import type { DScene } from "../context.js";
import { otherSide } from "../state.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const camaraLenta: TrickModule<"camara-lenta"> = {
  id: "camara-lenta",
  rollsTwice: true,
  pool: (v) => {
    if (activeAllies(v.scene as DScene, otherSide(v.side)).length <= activeAllies(v.scene as DScene, v.side).length) return unmet("camara-lenta");
    return v.secondRoll ? DONE : err(gfError("trick.second-roll", "GF-TRICK-03"));
  },
};
