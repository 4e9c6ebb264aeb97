// The principal a scene-timing trick is played against, and the common shape of the tricks that
// start an effect on them while the scene's roll loop runs (En las sombras, Mi tesoro, Secretos y mentiras).
import { DONE } from "../../../../lib/result.js";
import type { Done } from "../../../../lib/result.js";
import { otherSide } from "../state.js";
import type { Effect, Scene } from "../state.js";
import type { PlayContext } from "./trick-module.js";

export const opponentOf = (c: PlayContext) => c.scene[otherSide(c.side)];

/** In the roll loop only: starts the effect `make` builds for the opponent. */
export function effectOnOpponent(c: PlayContext, make: (opponent: Scene["protagonist"]) => Effect): Done {
  if (!c.inLoop) return c.wrongPhase();
  c.scene.effects.push(make(opponentOf(c)));
  return DONE;
}
