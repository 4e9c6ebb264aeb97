// GF-TRICK-19 Nada mal, pero…: beaten by 5 or more; the largest die of the next pool steps up (GF-AMB-26).
import { DONE } from "../../../../lib/result.js";
import { lastRoll } from "../context.js";
import type { TrickModule } from "./trick-module.js";

export const nadaMalPero: TrickModule<"nada-mal-pero"> = {
  id: "nada-mal-pero",
  afterRoll: (c) => {
    const latest = c.scene.rolls[c.scene.rolls.length - 1];
    const myLast = lastRoll(c.scene, c.side);
    if (!c.afterOpponentRoll || !latest || !myLast || latest.evaluation.result - myLast.evaluation.result < 5) return c.unmet();
    c.scene.effects.push({ kind: "step-up-largest", character: c.character, until: "next-pool", rule: c.trick.rule });
    return DONE;
  },
};
