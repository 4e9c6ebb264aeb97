// GF-TRICK-17 Movido por la pasión: the effect die comes from the result's dice.
import type { TrickModule } from "./trick-module.js";

export const movidoPorLaPasion: TrickModule<"movido-por-la-pasion"> = {
  id: "movido-por-la-pasion",
  evaluate: (flags) => { flags.effectFromResult = true; },
};
