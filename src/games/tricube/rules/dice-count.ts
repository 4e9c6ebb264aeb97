// How many d6 a character rolls (TT-DICE-1…3, TT-AMB-02, TT-FEAR-1). Always 1 to 3.
import type { Quality, Style } from "./model.js";

export interface DiceCountInput {
  /** The roller's own quality (a vehicle has none; its driver's is used, TT-VEH-3). */
  readonly quality: Quality;
  /** The roller's combat style, fixed at creation (TT-CHAR-4). */
  readonly style: Style;
  /** The quality the GM named for the challenge. */
  readonly challengeQuality: Quality;
  /** The combat style the roll uses, when it is a combat roll. */
  readonly combat: Style | null;
  /** TT-DICE-1: the task lies outside the concept and perks. */
  readonly outsideConcept: boolean;
  /** TT-FEAR-1: a fear challenge. */
  readonly fear: boolean;
}

/** Whether the character's quality applies, which is what gives the third die. */
export function qualityApplies(i: DiceCountInput): boolean {
  // TT-FEAR-1: cunning characters roll 3d6 against fear, all others 2d6.
  if (i.fear) return i.quality === "cunning";
  // TT-AMB-02: in combat the chosen style, not the quality's default one, gives 3d6.
  if (i.combat) return i.combat === i.style;
  // TT-DICE-2: outside combat a quality covers its own tasks.
  return i.challengeQuality === i.quality;
}

/**
 * TT-DICE-1: 3 with the quality, else 2; one fewer outside the concept. TT-DICE-3: context decides
 * that flag, not the quality: the GM (or the player, owning up) sets it per character and challenge.
 */
export function diceCount(i: DiceCountInput): number {
  return (qualityApplies(i) ? 3 : 2) - (i.outsideConcept ? 1 : 0);
}
