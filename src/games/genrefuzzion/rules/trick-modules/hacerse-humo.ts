// GF-TRICK-11 Hacerse humo: with a yield, neither the opponent nor their allies gain PV (GF-AMB-24).
import type { TrickModule } from "./trick-module.js";

export const hacerseHumo: TrickModule<"hacerse-humo"> = {
  id: "hacerse-humo",
  onYield: (scene) => { scene.noYieldPv = true; },
};
