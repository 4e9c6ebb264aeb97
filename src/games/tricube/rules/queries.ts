// What the service asks the rules between posts, so it never re-derives a rule: how many dice to roll
// for a player's declaration (before rolling them verifiably), and who is awaited for what now (the
// reminders, and what a card shows as pending). Pure functions of the state.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { canAct, playerOf, type D } from "./context.js";
import { diceCount } from "./dice-count.js";
import { difficultyFor, opposedDifficulty } from "./resolve-roll.js";
import type { TtState } from "./model.js";

export interface RollPlanInput {
  readonly by: string;
  readonly challenge: string;
  readonly character: string;
  /** The player's own "outside my concept" (false): one die fewer. */
  readonly concept?: boolean;
}

/**
 * The number of d6 to roll for this declaration (TT-DICE-1), with the checks a roll would make that
 * do not need the dice: the challenge is open, the character challenged, its player posting, able to
 * act, not already rolled (one-roll challenges), no failure waiting for its cost (TT-EFF-3).
 */
export function planRoll(state: TtState, input: RollPlanInput): Result<{ readonly dice: number; readonly difficulty: number | null }, GfError> {
  const d = state as D;
  const ch = d.challenges[input.challenge];
  if (!ch || !ch.open) return err(gfError("tt.no-such-challenge", "TT-SETUP-1", { challenge: input.challenge }));
  const c = d.characters[input.character];
  if (!c) return err(gfError("tt.no-such-character", undefined, { character: input.character }));
  const participant = ch.participants.find((p) => p.character === c.name);
  if (!participant) return err(gfError("tt.not-challenged", "TT-SETUP-1", { character: c.name, challenge: ch.id }));
  const refused = playerOf(d, input.by, c) ?? canAct(c);
  if (refused) return err(refused);
  if (!ch.effort && (ch.rolls.some((r) => r.character === c.name) || ch.bypassed.includes(c.name))) {
    return err(gfError("tt.roll.once", ch.kind === "defence" ? "TT-CMB-4" : "TT-TOOL-01", { character: c.name, challenge: ch.id }));
  }
  const unsettled = ch.rolls.find((r) => !r.settled && (ch.effort || r.character === c.name));
  if (unsettled) return err(gfError("tt.roll.cost-pending", "TT-EFF-3", { character: unsettled.character }));
  if (ch.effort && ch.effort.remaining === 0) return err(gfError("tt.challenge.overcome", "TT-EFF-2", { challenge: ch.id }));
  const diff = difficultyFor(d, ch, c.name);
  if (diff.powerLevels === "power-lower") return err(gfError("tt.roll.no-threat", "TT-PWR-2", { character: c.name }));
  const dice = diceCount({
    quality: c.quality!, style: c.style!, challengeQuality: participant.quality, combat: ch.combat,
    outsideConcept: participant.outsideConcept || input.concept === false, fear: ch.kind === "fear",
  });
  // TT-OPP-1: an opposed roll's difficulty is the opponent's top die: unknown (null) until they roll.
  return ok({ dice, difficulty: ch.kind === "opposed" ? opposedDifficulty(d, ch, c.name) : diff.value });
}

/** Something the game waits for, and from whom (a forum username). */
export interface Awaited {
  readonly user: string;
  /** roll · cost · affliction · answer */
  readonly what: "roll" | "cost" | "affliction" | "answer";
  readonly character: string;
  readonly challenge?: string;
  readonly rule: string;
}

/** Everyone the game is waiting for now, in a stable order: costs, afflictions, offers, then rolls. */
export function awaited(state: TtState): Awaited[] {
  const out: Awaited[] = [];
  const rolls: Awaited[] = [];
  for (const ch of Object.values(state.challenges)) {
    if (!ch.open) continue;
    // TT-OUT-3: the GM owes each failure its cost.
    for (const r of ch.rolls) if (!r.settled) out.push({ user: state.gm, what: "cost", character: r.character, challenge: ch.id, rule: "TT-OUT-3" });
    for (const p of ch.participants) {
      const c = state.characters[p.character];
      if (!c || !isRollable(ch, p.character)) continue;
      if (c.outOfScene || c.afflictions.length >= 4) continue;
      rolls.push({ user: c.player, what: "roll", character: c.name, challenge: ch.id, rule: "TT-SETUP-2" });
    }
  }
  // TT-DEF-1: the winner writes the defeated character's affliction.
  for (const p of state.pendingAfflictions) out.push({ user: p.winner, what: "affliction", character: p.character, ...(p.challenge ? { challenge: p.challenge } : {}), rule: "TT-DEF-1" });
  for (const o of state.offers) {
    const c = state.characters[o.character];
    if (c) out.push({ user: c.player, what: "answer", character: c.name, ...("challenge" in o ? { challenge: o.challenge } : {}), rule: o.kind === "karma-for-complication" ? "TT-CPX-1" : "TT-KAR-6" });
  }
  return [...out, ...rolls];
}

function isRollable(ch: TtState["challenges"][string], name: string): boolean {
  if (ch.effort) return ch.effort.remaining > 0 && !ch.rolls.some((r) => !r.settled);
  return !ch.rolls.some((r) => r.character === name) && !ch.bypassed.includes(name);
}


/** A difficulty in force and the modifiers that make it, each with its rule. */
export interface DifficultyInForce {
  readonly value: number;
  readonly parts: readonly { readonly amount: number; readonly rule: string }[];
}

/**
 * A challenged character's difficulty as the challenge stands (what the service's table shows): the
 * next roll's in an effort challenge, where the challenge's Karma (TT-KAR-3) and quirk (TT-QRK-1) hold
 * for the rolls after them (TT-AMB-05); in a one-roll challenge, the roll's own once made (Karma after
 * it lowers it, TT-KAR-3), else the roll to come. Undefined when the challenge does not name the character,
 * or in an opposed challenge before the opponent has rolled (TT-OPP-1).
 */
export function difficultyInForce(state: TtState, challenge: string, character: string): DifficultyInForce | undefined {
  const d = state as D;
  const ch = d.challenges[challenge];
  if (!ch || !d.characters[character] || !ch.participants.some((p) => p.character === character)) return undefined;
  let index = ch.rolls.length;
  if (!ch.effort) for (let i = ch.rolls.length - 1; i >= 0; i--) if (ch.rolls[i]!.character === character) { index = i; break; }
  const diff = difficultyFor(d, ch, character, index);
  if (ch.kind !== "opposed") return { value: diff.value, parts: diff.parts };
  // TT-OPP-1: the opponent's top die, moved by the character's own quirk and Karma (TT-AMB-08); none before they roll.
  const value = opposedDifficulty(d, ch, character, index);
  return value === null ? undefined : { value, parts: diff.parts };
}
