// GF-TRICK-25 Regalo del cielo: no advantages; a d8 advantage until the scene ends.
import { DONE } from "../../../../lib/result.js";
import type { TrickModule } from "./trick-module.js";

export const regaloDelCielo: TrickModule<"regalo-del-cielo"> = {
  id: "regalo-del-cielo",
  afterRoll: (c) => {
    if (c.mine.advantages.length > 0) return c.unmet();
    if (!c.inLoop) return c.wrongPhase();
    c.mine.advantages.push({ name: c.play.name?.trim() || c.trick.name.es, die: 8, temporary: true });
    return DONE;
  },
};
