// GF-TRICK-30 Suerte inmerecida: three or more botches; the opponent rerolls without them.
import { reviseLatest } from "../resolve.js";
import type { TrickModule } from "./trick-module.js";

export const suerteInmerecida: TrickModule<"suerte-inmerecida"> = {
  id: "suerte-inmerecida",
  afterRoll: (c) => {
    const latest = c.scene.rolls[c.scene.rolls.length - 1];
    if (!c.afterOpponentRoll || !latest || latest.evaluation.botches.length <= 2) return c.unmet();
    return reviseLatest(c.state, c.scene, { drop: latest.evaluation.botches, reroll: c.play.dice ?? [] }, c.trick.rule);
  },
};
