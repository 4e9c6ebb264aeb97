// GF-TRICK-29 Siempre alerta: the protagonist rerolls without the surprise dice.
import { reviseLatest } from "../resolve.js";
import type { TrickModule } from "./trick-module.js";

export const siempreAlerta: TrickModule<"siempre-alerta"> = {
  id: "siempre-alerta",
  afterRoll: (c) => {
    const latest = c.scene.rolls[c.scene.rolls.length - 1];
    if (!c.afterOpponentRoll || !latest || !c.play.drop?.length) return c.unmet();
    return reviseLatest(c.state, c.scene, { drop: c.play.drop, reroll: c.play.dice ?? [] }, c.trick.rule);
  },
};
