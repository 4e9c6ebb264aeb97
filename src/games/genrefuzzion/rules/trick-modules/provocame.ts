// GF-TRICK-24 Provócame: an anger problem becomes an advantage until the scene ends.
import { DONE } from "../../../../lib/result.js";
import type { TrickModule } from "./trick-module.js";

export const provocame: TrickModule<"provocame"> = {
  id: "provocame",
  afterRoll: (c) => {
    const t = c.mine.problems.find((x) => x.name === c.play.problem);
    if (!t) return c.unmet();
    if (!c.inLoop) return c.wrongPhase();
    c.mine.problems.splice(c.mine.problems.indexOf(t), 1);
    c.mine.advantages.push({ name: t.name, die: t.die, temporary: true });
    c.scene.effects.push({ kind: "reverts", character: c.character, problem: { ...t }, until: "scene", rule: c.trick.rule });
    return DONE;
  },
};
