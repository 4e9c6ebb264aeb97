// GF-TRICK-13 Imitación: the antagonist rolls the protagonist's pool of 15 or more, dice for dice, instead of building one.
import { DONE, err, gfError } from "../../../../lib/result.js";
import { lastRoll } from "../context.js";
import type { DScene } from "../context.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const imitacion: TrickModule<"imitacion"> = {
  id: "imitacion",
  replaceLines: (v, built) => {
    const theirRoll = lastRoll(v.scene as DScene, "protagonist");
    if (!theirRoll || theirRoll.evaluation.result < 15) return unmet("imitacion");
    if (v.lines.length > 0) return err(gfError("pool.imitation-only", "GF-TRICK-13"));
    for (const p of theirRoll.pool) built.add(p.size, "trick", "imitacion");
    return DONE;
  },
};
