// Facetas' campaign settings: every ambiguity of the rules is one setting, with the default this
// tool plays when the table says nothing (docs/games/facetas.md lists them). A conflict's opening may
// change any of them; the choice is stored in the state, so a replay plays the same rules.
import { z } from "zod";

export const settingsSchema = z.object({
  /** FA-AMB-01: a Protagonist paying Risk with a facet at 5: it stays at 5 and an overflow is recorded, or the roll is refused. */
  riskAtFive: z.enum(["clamp-and-flag", "refuse"]).default("clamp-and-flag"),
  /** FA-AMB-02: a roll paid with PH still names a facet whose level covers the die. */
  phRollNeedsFacet: z.boolean().default(true),
  /** FA-AMB-03: whose dice an Inspiration may raise: any die, or (for the Protagonist and the Adversary) only their own. */
  inspirationTargets: z.enum(["any-die", "own-dice"]).default("any-die"),
  /** FA-AMB-04: a die showing 1 cannot be broken; the source offers no other reading an engine could play. */
  breakOne: z.literal("refused").default("refused"),
  /** FA-AMB-05: Gifts (Dones) and Traits (Rasgos) are one resource; both words name it in the markup. */
  giftsAreTraits: z.literal(true).default(true),
  /** FA-AMB-06: the World's alternation looks at its previous turn only (a pass frees it), or at the last side it supported. */
  worldAlternation: z.enum(["previous-turn", "last-supported"]).default("previous-turn"),
  /** FA-AMB-07: the side that surrenders loses with the normal loot, or the conflict ends with no loot. */
  surrender: z.enum(["surrenderer-loses", "no-loot"]).default("surrenderer-loses"),
  /** FA-AMB-08: the highest value an Inspiration from the loot may have (a difference of 0 gives nothing either way). */
  lootCap: z.union([z.literal(5), z.literal(6)]).default(5),
  /** FA-AMB-09: the Adversary's PH for losing counts the Protagonist's dice (the rule's text) or the loser's own (the example). */
  adversaryPhDice: z.enum(["protagonist-dice", "loser-dice"]).default("protagonist-dice"),
  /** FA-AMB-10: the Ally's half-sum rounds down or up. */
  allyRounding: z.enum(["down", "up"]).default("down"),
  /** FA-AMB-11: a roll needs a facet whose level covers the die (enforced), or the level is not checked, as in the book's step 2b. */
  rollLevelCheck: z.enum(["enforced", "waived"]).default("enforced"),
}).strict();

export type FaSettings = z.output<typeof settingsSchema>;
export const DEFAULT_SETTINGS: FaSettings = settingsSchema.parse({});
