// Table settings for every rule the original leaves open (GF-AMB-*, src/games/genrefuzzion/reference/en.md "What the
// original leaves open"). Each default is the recommended reading, or the original's own words where they settle it (GF-AMB-07, GF-AMB-16,
// GF-AMB-17, GF-AMB-18); a group changes them at campaign start (GF-CHAR-1). Plain data, so a
// setting can be stored with the campaign and replayed with its log.

export interface GfSettings {
  /** GF-AMB-14: "free" lets the roller pick any two non-botch dice; "strict" forces the two highest values. */
  readonly resultChoice: "free" | "strict";
  /** GF-AMB-17: the antagonist's re-opposition pool must also grow by one die. Off by default: the
   *  original states the growth rule for the protagonist's retries only (GF-RES-6). */
  readonly antagonistGrowth: boolean;
  /** GF-AMB-12: how long a gifted die (GF-POOL-9) stays usable by the opponent. */
  readonly giftDuration: "scene" | "next_pool";
  /** GF-AMB-20: a winner with no eligible die gets no effect ("none") or a default d4 ("d4"). */
  readonly noEffectDie: "none" | "d4";
  /** GF-AMB-10: PV price of a third own cliché in one pool (GF-POOL-3). */
  readonly thirdClichePv: number;
  /** GF-AMB-21: PK price of one more problem outcome on a win (GF-WIN-4). */
  readonly extraComplicationPk: number;
  /** GF-AMB-09: PK price of a new d8 cliché on an extra (GF-ANT-4); step-ups use the training table. */
  readonly extraNewClichePk: number;
  /** GF-AMB-34: PK price of a new d8 cliché or relationship for a character (GF-TRAIN-6). */
  readonly newAttributePk: number;
  /** GF-AMB-30: changing an objective costs 3 PK ("rename") or its difficulty in PK ("difficulty"). */
  readonly objectiveChange: "rename" | "difficulty";
  /** GF-OBJ-5 recommendation: an analysis request missed in the next interval may come in a later one. */
  readonly lateObjectiveAnalysis: boolean;
  /** GF-AMB-18: when a protagonist yields to an extra, each side gains 1 point instead of 2. The
   *  original makes the protagonist's yield "idéntico a cómo se maneja en el caso del antagonista,
   *  claro que con los roles cambiados" (line 460), and that case pays 1 and 1 "si el antagonista era
   *  un extra" (lines 437–439), which the antagonist still is. On by default; off (2/2) is a house rule. */
  readonly halveProtagonistYieldToExtra: boolean;
  /** GF-AMB-07: the player who calls an extra ally may run it themselves, when nobody outside the
   *  scene is available. Off by default: extras are run by a player not in the scene. */
  readonly callerRunsExtraAlly: boolean;
  /** GF-AMB-23: Excelencia discards the die with the lowest rolled value, or the smallest die. */
  readonly excelenciaDiscards: "lowest-face" | "smallest-size";
  /** GF-AMB-27: Trabajo en equipo gives each ally one more die, or lifts the three-ally cap. */
  readonly teamwork: "extra-die" | "lift-cap";
  /** GF-AMB-37: Grand Finale allies give up to three dice each, or three between them. */
  readonly finaleAllyDice: "per-ally" | "total";
  /** GF-AMB-38: rounding of the Grand Finale average rating. */
  readonly finaleRounding: "half-up" | "down" | "up";
}

export const DEFAULT_SETTINGS: GfSettings = Object.freeze({
  resultChoice: "free",
  antagonistGrowth: false,
  giftDuration: "scene",
  noEffectDie: "none",
  thirdClichePv: 1,
  extraComplicationPk: 1,
  extraNewClichePk: 4,
  newAttributePk: 4,
  objectiveChange: "rename",
  lateObjectiveAnalysis: true,
  halveProtagonistYieldToExtra: true,
  callerRunsExtraAlly: false,
  excelenciaDiscards: "lowest-face",
  teamwork: "extra-die",
  finaleAllyDice: "per-ally",
  finaleRounding: "half-up",
});

/** Defaults overlaid with a group's choices. */
export function settingsWith(overrides: Partial<GfSettings> = {}): GfSettings {
  return Object.freeze({ ...DEFAULT_SETTINGS, ...overrides });
}
