// GF-TRICK-27 Savoir faire: ones do not botch this roll.
import type { TrickModule } from "./trick-module.js";

export const savoirFaire: TrickModule<"savoir-faire"> = {
  id: "savoir-faire",
  evaluate: (flags) => { flags.onesBotch = false; },
};
