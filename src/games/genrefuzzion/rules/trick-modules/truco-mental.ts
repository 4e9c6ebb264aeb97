// GF-TRICK-32 Truco mental: the problem just created steps up.
import { stepUp } from "../dice.js";
import type { TrickModule } from "./trick-module.js";

export const trucoMental: TrickModule<"truco-mental"> = {
  id: "truco-mental",
  onProblem: (problem) => { problem.die = stepUp(problem.die); },
};
