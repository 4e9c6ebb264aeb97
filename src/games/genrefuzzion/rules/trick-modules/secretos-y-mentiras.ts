// GF-TRICK-28 Secretos y mentiras: twos botch in the opponent's next roll.
import { effectOnOpponent } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const secretosYMentiras: TrickModule<"secretos-y-mentiras"> = {
  id: "secretos-y-mentiras",
  afterRoll: (c) => effectOnOpponent(c, (them) => ({ kind: "twos-botch", character: them.character, until: "next-pool", rule: c.trick.rule })),
};
