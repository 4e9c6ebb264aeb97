// GF-TRICK-21 No tan rápido: just lost a roll; drop one die, reroll the rest and compare again.
import { reviseLatest } from "../resolve.js";
import { otherSide } from "../state.js";
import type { TrickModule } from "./trick-module.js";

export const noTanRapido: TrickModule<"no-tan-rapido"> = {
  id: "no-tan-rapido",
  afterRoll: (c) => {
    const latest = c.scene.rolls[c.scene.rolls.length - 1];
    const other = otherSide(c.side);
    if (c.state.phase !== "won" || c.scene.effectDone || c.scene.outcome?.winner !== other || latest?.side !== c.side || c.play.drop?.length !== 1) return c.unmet();
    return reviseLatest(c.state, c.scene, { drop: c.play.drop, reroll: c.play.dice ?? [] }, c.trick.rule);
  },
};
