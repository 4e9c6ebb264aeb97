// A challenge's difficulty for one character (TT-CHAL-1, TT-HS-1, TT-LVL-3, TT-LVL-4, TT-AMB-09),
// before the quirk (+1) and Karma (−1) that the challenge's limits add. No floor and no ceiling:
// modifiers may take it above 6 and Karma below 4 (TT-CHAL-1, TT-AMB-04).
import type { Enemy, EnemyQuality, Quality } from "./model.js";
import type { TtSettings } from "./settings.js";

/** TT-HS-1: which quality each enemy quality answers, and which way it moves the difficulty. */
const ENEMY_EFFECT: Readonly<Record<EnemyQuality, { quality: Quality; delta: number }>> = {
  agile: { quality: "agile", delta: +1 },
  strong: { quality: "strong", delta: +1 },
  cunning: { quality: "cunning", delta: +1 },
  clumsy: { quality: "agile", delta: -1 },
  weak: { quality: "strong", delta: -1 },
  stupid: { quality: "cunning", delta: -1 },
};

export interface DifficultyPart { readonly amount: number; readonly rule: string }

export type LevelGap = "none" | "power-higher" | "power-lower";

export interface BaseDifficulty {
  readonly value: number;
  readonly parts: readonly DifficultyPart[];
  /** TT-LVL-4, TT-AMB-09: the gap is 3 or more levels, so Power Levels applies. */
  readonly powerLevels: LevelGap;
}

export function baseDifficulty(base: number, quality: Quality, enemy: Enemy | null, level: number, settings: TtSettings): BaseDifficulty {
  const parts: DifficultyPart[] = [];
  let powerLevels: LevelGap = "none";
  if (enemy && settings.enemyQualities) {
    for (const q of enemy.qualities) {
      const e = ENEMY_EFFECT[q];
      if (e.quality === quality) parts.push({ amount: e.delta, rule: "TT-HS-1" });
    }
  }
  if (enemy && settings.levels && enemy.level !== null) {
    const gap = enemy.level - level;
    if (gap >= 3) powerLevels = "power-higher"; // TT-LVL-4: Power Levels instead of +1
    else if (gap <= -3 && settings.lowerLevelGap === "power-levels") powerLevels = "power-lower"; // TT-AMB-09
    else if (gap > 0) parts.push({ amount: +1, rule: "TT-LVL-3" });
    else if (gap < 0) parts.push({ amount: -1, rule: "TT-LVL-3" });
  }
  return { value: base + parts.reduce((n, p) => n + p.amount, 0), parts, powerLevels };
}
