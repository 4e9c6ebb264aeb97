// Tricube Tales' optional genre rules, one setting each, and the defaults for rules the text leaves
// open (TT-AMB-nn). A group turns a module on in its setup; the reducer refuses what a module
// adds while it is off, so a table playing the core rules never meets a level or a siege by mistake.

export interface TtSettings {
  /** TT-HS-1: enemies carry qualities that move the difficulty by 1. */
  readonly enemyQualities: boolean;
  /** TT-LVL-1…6: levels for characters and enemies, level gaps, effort from level, bosses. */
  readonly levels: boolean;
  /** TT-AMB-09: an opponent 3 or more levels lower: Power Levels (no roll) or simply −1. */
  readonly lowerLevelGap: "power-levels" | "minus-one";
  /** TT-FEAR-1, TT-FEAR-2: fear challenges. */
  readonly fear: boolean;
  /** TT-MAG-3: the Exhausting and Ritualistic limitations change how Karma is paid. */
  readonly magicLimitations: boolean;
  /** TT-SUP-4: the Uncontrollable limitation lets the GM swap a Karma use for a complication. */
  readonly powerLimitations: boolean;
  /** TT-SPELL-1: a character with spells takes three at creation, each with a limitation. */
  readonly spellLists: boolean;
  /** TT-SIEGE-1…3: army pools for battles and indirect contests. */
  readonly sieges: boolean;
  /** TT-VEH-2, TT-VEH-3: vehicles as characters. */
  readonly vehicles: boolean;
  /** TT-SPEC-1(d): species as a separate choice, working as a perk or a quirk. */
  readonly speciesChoice: boolean;
  /** TT-SN-5: an advance may turn an affliction into a perk. */
  readonly supernaturalAfflictions: boolean;
  /** TT-AMB-03: a die succeeds when it meets the difficulty (≥), the default; "beat" (>) is the one odd sentence. */
  readonly threshold: "meet" | "beat";
  /** TT-AMB-13: Karma given for an accepted complication. */
  readonly complicationKarma: number;
}

export const DEFAULT_SETTINGS: TtSettings = {
  enemyQualities: false,
  levels: false,
  lowerLevelGap: "power-levels",
  fear: false,
  magicLimitations: false,
  powerLimitations: false,
  spellLists: false,
  sieges: false,
  vehicles: false,
  speciesChoice: false,
  supernaturalAfflictions: false,
  threshold: "meet",
  complicationKarma: 1,
};

/** Every genre module on: what a group gets with `settings: "all"`. */
export const ALL_MODULES: TtSettings = {
  ...DEFAULT_SETTINGS,
  enemyQualities: true, levels: true, fear: true, magicLimitations: true, powerLimitations: true,
  spellLists: true, sieges: true, vehicles: true, speciesChoice: true, supernaturalAfflictions: true,
};
