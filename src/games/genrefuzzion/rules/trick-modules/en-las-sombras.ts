// GF-TRICK-05 En las sombras: the antagonist's next pool holds one cliché.
import { effectOnOpponent } from "./opponent-of.js";
import type { TrickModule } from "./trick-module.js";

export const enLasSombras: TrickModule<"en-las-sombras"> = {
  id: "en-las-sombras",
  afterRoll: (c) => effectOnOpponent(c, (them) => ({ kind: "one-cliche", character: them.character, until: "next-pool", rule: c.trick.rule })),
};
