// GF-TRICK-34 Ver cada detalle: two scene clichés in one pool.
import type { TrickModule } from "./trick-module.js";

export const verCadaDetalle: TrickModule<"ver-cada-detalle"> = {
  id: "ver-cada-detalle",
  limits: { S5: { max: 2, rule: "GF-TRICK-34" } },
};
