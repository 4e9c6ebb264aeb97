// GF-TRICK-15 Insistente: the retry needs no more dice than the last pool (GF-RES-6).
import type { TrickModule } from "./trick-module.js";

export const insistente: TrickModule<"insistente"> = {
  id: "insistente",
  evaluate: (flags) => { flags.growth = 0; },
};
