// GF-TRICK-22 Otro morderá el polvo: a problem of d8 or less just received goes, stepped down, to an ally.
import { DONE } from "../../../../lib/result.js";
import { activeAllies, sheet } from "../context.js";
import { stepDown } from "../dice.js";
import type { TrickModule } from "./trick-module.js";

export const otroMorderaElPolvo: TrickModule<"otro-mordera-el-polvo"> = {
  id: "otro-mordera-el-polvo",
  afterRoll: (c) => {
    const got = c.scene.received.find((x) => x.character === c.character && x.name === c.play.problem);
    const t = got && c.mine.problems.find((x) => x.name === got.name);
    const ally = activeAllies(c.scene, c.side).find((x) => x.character === c.play.ally);
    const allySheet = ally && sheet(c.state, ally.character);
    if (!t || t.die > 8 || !allySheet) return c.unmet();
    c.mine.problems.splice(c.mine.problems.indexOf(t), 1);
    const down = stepDown(t.die);
    if (down) allySheet.problems.push({ name: t.name, die: down });
    c.scene.received = c.scene.received.filter((x) => x !== got);
    return DONE;
  },
};
