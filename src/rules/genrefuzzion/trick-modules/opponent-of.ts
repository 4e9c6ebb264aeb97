// The principal a scene-timing trick is played against.
import { otherSide } from "../state.js";
import type { PlayContext } from "./trick-module.js";

export const opponentOf = (c: PlayContext) => c.scene[otherSide(c.side)];
