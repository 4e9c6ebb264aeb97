// Judging the rolls of a challenge against its current difficulty: base and enemy modifiers, the
// quirk or affliction (+1), Karma (−1), then the outcome and the effort tokens it removes. Run again
// whenever Karma changes a difficulty after the roll (TT-KAR-3), so the record always says what
// the dice mean now.
import type { Ctx, Ch, D } from "./context.js";
import { limitsOf, post, scopeOf } from "./context.js";
import { baseDifficulty } from "./difficulty.js";
import { opposed, outcomeOf } from "./outcome.js";
import type { Outcome, RollRecord } from "./model.js";
import type { Mutable } from "./context.js";

/** The difficulty one character faces in this challenge now, and the rules that set it. */
export function difficultyFor(d: D, ch: Ch, character: string, rollIndex: number = ch.rolls.length): { value: number; parts: { amount: number; rule: string }[]; powerLevels: string } {
  const c = d.characters[character]!;
  const participant = ch.participants.find((p) => p.character === character)!;
  const base = baseDifficulty(ch.base, participant.quality, ch.enemy, c.level, d.settings);
  const parts = [...base.parts];
  const limits = limitsOf(ch, scopeOf(ch, character));
  // TT-QRK-1 / TT-DEF-3 (TT-AMB-06): one quirk or affliction, +1.
  if (limits.quirk && rollIndex >= limits.quirk.fromRoll) parts.push({ amount: +1, rule: limits.quirk.kind === "affliction" ? "TT-DEF-3" : "TT-QRK-1" });
  // TT-KAR-3: −1 after the roll; in an effort challenge it holds for the later rolls too (TT-AMB-05).
  if (limits.karma?.lowers) parts.push({ amount: -1, rule: "TT-KAR-3" });
  return { value: ch.base + parts.reduce((n, p) => n + p.amount, 0), parts, powerLevels: base.powerLevels };
}

/**
 * TT-OPP-1 (seed l. 201): in an opposed challenge a character's difficulty is the opponent's top die,
 * moved by the character's own quirk and Karma (TT-AMB-08); null until the opponent has rolled.
 */
export function opposedDifficulty(d: D, ch: Ch, character: string, rollIndex: number = ch.rolls.length): number | null {
  const other = ch.rolls.find((r) => r.character !== character);
  if (!other) return null;
  const { value } = difficultyFor(d, ch, character, rollIndex);
  return Math.max(...other.faces) + value - ch.base;
}

/** Re-reads one roll of an ordinary or effort challenge, and moves the effort pool to match. */
export function judge(ctx: Ctx, ch: Ch, index: number): void {
  const roll = ch.rolls[index]!;
  const { value } = difficultyFor(ctx.d, ch, roll.character, index);
  const before = roll.outcome;
  const { outcome, hits } = outcomeOf(roll.faces, value, ctx.d.settings.threshold);
  roll.difficulty = value;
  roll.hits = hits;
  roll.outcome = outcome;
  // A success needs no cost; a failure waits for the GM's (TT-OUT-3) unless it already had it.
  roll.settled = !failed(outcome) ? true : failed(before) ? roll.settled : false;
  if (ch.effort && roll.effortBefore !== null) {
    // TT-EFF-2: each die meeting the difficulty removes a token; the ones beyond the last are wasted.
    const removed = Math.min(hits, roll.effortBefore);
    const delta = removed - roll.removed;
    if (delta !== 0) {
      roll.removed = removed;
      ch.effort.remaining = roll.effortBefore - removed;
      post(ctx, { character: roll.character, kind: "effort", amount: -delta, rule: "TT-EFF-2", reason: `${removed} of ${roll.effortBefore} tokens removed`, challenge: ch.id });
      if (ch.battle) {
        const b = ctx.d.battles[ch.battle]!;
        b.theirs.remaining = ch.effort.remaining;
        post(ctx, { character: roll.character, kind: "forces", amount: -delta, rule: "TT-AMB-10", reason: "enemy army tokens", challenge: ch.id });
      }
      if (ch.effort.remaining === 0) post(ctx, { character: roll.character, kind: "outcome", amount: 0, rule: "TT-EFF-2", reason: "overcome: no effort tokens left", challenge: ch.id });
    }
  }
}

/** Re-reads both rolls of an opposed challenge (TT-OPP-1…4, TT-AMB-08); returns the deciding rule. */
export function judgeOpposed(ctx: Ctx, ch: Ch): string | null {
  if (ch.rolls.length < 2) return null;
  const [ra, rb] = [ch.rolls[0]!, ch.rolls[1]!];
  const mod = (r: Mutable<RollRecord>) => difficultyFor(ctx.d, ch, r.character, ch.rolls.indexOf(r)).value - ch.base;
  const result = opposed({ faces: ra.faces, modifier: mod(ra) }, { faces: rb.faces, modifier: mod(rb) }, ctx.d.settings.threshold);
  for (const [r, s] of [[ra, result.a], [rb, result.b]] as const) {
    const wasSettled = r.settled;
    const wasFailure = failed(r.outcome);
    r.difficulty = s.difficulty;
    r.hits = s.hits;
    r.outcome = s.outcome;
    // A failure waits for its cost (TT-OUT-3) from now on, not before: the first roll was "pending".
    r.settled = failed(s.outcome) ? (wasFailure ? wasSettled : false) : true;
  }
  return result.draw ? "TT-OPP-3" : result.rule;
}

export const failed = (o: Outcome): boolean => o === "failure" || o === "critical";
