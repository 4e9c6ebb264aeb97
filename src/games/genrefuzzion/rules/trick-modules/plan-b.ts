// GF-TRICK-23 Plan B: on a retry, two clichés of this pool not used earlier in the scene step up.
import { DONE } from "../../../../lib/result.js";
import { stepUp } from "../dice.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const planB: TrickModule<"plan-b"> = {
  id: "plan-b",
  pool: (v, built) => {
    const named = v.play.cliches ?? [];
    const before = new Set(v.scene.rolls.filter((r) => r.side === v.side).flatMap((r) => r.cliches));
    if (!v.previous || named.length !== 2 || new Set(named).size !== 2 || named.some((c) => !built.cliches.includes(c) || before.has(c))) {
      return unmet("plan-b");
    }
    for (const p of built.pool) if (p.kind === "cliche" && named.includes(p.name)) p.size = stepUp(p.size);
    return DONE;
  },
};
