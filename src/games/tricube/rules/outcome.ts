// Reading dice against a difficulty (TT-OUT-1, TT-AMB-03, TT-AMB-04) and opposed rolls (TT-OPP-1…4,
// TT-AMB-08). Pure arithmetic over faces 1–6.
import type { Outcome } from "./model.js";

export type Threshold = "meet" | "beat";

/** TT-AMB-03: a die counts when it meets the difficulty (≥), or beats it under the odd sentence's reading. */
export function countHits(faces: readonly number[], difficulty: number, threshold: Threshold = "meet"): number {
  let hits = 0;
  for (const f of faces) if (threshold === "meet" ? f >= difficulty : f > difficulty) hits++;
  return hits;
}

/** TT-OUT-1: all 1s first (TT-AMB-04: whatever the difficulty), then 2+ hits, 1 hit, none. */
export function outcomeOf(faces: readonly number[], difficulty: number, threshold: Threshold = "meet"): { outcome: Outcome; hits: number } {
  const hits = countHits(faces, difficulty, threshold);
  if (faces.length > 0 && faces.every((f) => f === 1)) return { outcome: "critical", hits };
  return { outcome: hits >= 2 ? "exceptional" : hits === 1 ? "success" : "failure", hits };
}

export interface OpposedSide {
  readonly faces: readonly number[];
  /** TT-AMB-08: the side's own quirk (+1) and Karma (−1) move its own difficulty. */
  readonly modifier: number;
}

export interface OpposedSideResult {
  readonly difficulty: number;
  readonly hits: number;
  readonly outcome: Outcome;
}

export interface OpposedResult {
  readonly a: OpposedSideResult;
  readonly b: OpposedSideResult;
  /** TT-OPP-3: both matched with as many dice: the GM favours both sides equally. */
  readonly draw: boolean;
  /** The rule that decided it, for the ledger. */
  readonly rule: string;
}

const top = (faces: readonly number[]): number => Math.max(...faces);

/**
 * TT-OPP-1: each side's difficulty is the other's highest die. TT-OPP-2: when both succeed, more
 * matching dice wins with a normal success. TT-OPP-3: equal counts are a draw. TT-OPP-4: two
 * critical failures each suffer. A side that succeeds alone keeps its success level (TT-AMB-08).
 */
export function opposed(a: OpposedSide, b: OpposedSide, threshold: Threshold = "meet"): OpposedResult {
  const da = top(b.faces) + a.modifier;
  const db = top(a.faces) + b.modifier;
  const ra = outcomeOf(a.faces, da, threshold);
  const rb = outcomeOf(b.faces, db, threshold);
  const side = (r: { outcome: Outcome; hits: number }, difficulty: number, outcome: Outcome = r.outcome): OpposedSideResult =>
    ({ difficulty, hits: r.hits, outcome });
  const winA = ra.outcome === "success" || ra.outcome === "exceptional";
  const winB = rb.outcome === "success" || rb.outcome === "exceptional";
  if (ra.outcome === "critical" && rb.outcome === "critical") return { a: side(ra, da), b: side(rb, db), draw: false, rule: "TT-OPP-4" };
  if (winA && winB) {
    // TT-OPP-3 (seed l. 203): "favorezca a ambos bandos por igual": neither side fails, neither wins.
    if (ra.hits === rb.hits) return { a: side(ra, da, "draw"), b: side(rb, db, "draw"), draw: true, rule: "TT-OPP-3" };
    const aWins = ra.hits > rb.hits;
    return {
      a: side(ra, da, aWins ? "success" : "failure"),
      b: side(rb, db, aWins ? "failure" : "success"),
      draw: false,
      rule: "TT-OPP-2",
    };
  }
  // One side succeeds, or neither does (possible only when a quirk raised both difficulties):
  // each keeps its own reading (TT-AMB-08; neither succeeding is two failures, TT-TOOL-05).
  return { a: side(ra, da), b: side(rb, db), draw: false, rule: winA || winB ? "TT-OPP-1" : "TT-TOOL-05" };
}
