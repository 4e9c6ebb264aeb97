// GF-TRICK-31 Trabajo en equipo: with more than three allies, each adds a die, or the cap goes (GF-AMB-27).
import { DONE } from "../../../../lib/result.js";
import { activeAllies } from "../context.js";
import type { DScene } from "../context.js";
import { unmet } from "./unmet.js";
import type { TrickModule } from "./trick-module.js";

export const trabajoEnEquipo: TrickModule<"trabajo-en-equipo"> = {
  id: "trabajo-en-equipo",
  teamwork: (v) => (activeAllies(v.scene as DScene, v.side).length > 3 ? DONE : unmet("trabajo-en-equipo")),
};
