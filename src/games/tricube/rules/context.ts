// What every handler shares: a mutable copy of the state, the entries it posts, and the small checks
// most actions make (who may act, whether a character can act, tokens within their quota).
import { gfError, type GfError } from "../../../lib/result.js";
import type { Mutable, RuleContext } from "../../../lib/reducer.js";
import { LOCKOUT_AFFLICTIONS, type Challenge, type Character, type LedgerEntry, type Limits, type TtState } from "./model.js";

export type { Mutable };
export type D = Mutable<TtState>;
export type C = Mutable<Character>;
export type Ch = Mutable<Challenge>;

export type Ctx = RuleContext<TtState, LedgerEntry>;

export function post(ctx: Ctx, e: LedgerEntry): void {
  ctx.entries.push(e);
}

/** TT-SETUP-1: the GM sets challenges and difficulties. */
export function gmOnly(d: D, by: string, rule = "TT-SETUP-1"): GfError | null {
  return by === d.gm ? null : gfError("tt.gm-only", rule, { user: by });
}

export function character(d: D, name: string): C | GfError {
  return Object.hasOwn(d.characters, name) ? d.characters[name]! : gfError("tt.no-such-character", undefined, { character: name });
}

/** TT-SETUP-2: a character acts through its own player; TT-SETUP-1: the GM never rolls. */
export function playerOf(d: D, by: string, c: C): GfError | null {
  if (by === c.player) return null;
  return by === d.gm ? gfError("tt.gm-never-rolls", "TT-SETUP-1", { character: c.name }) : gfError("tt.not-your-character", "TT-SETUP-2", { user: by, character: c.name });
}

/** TT-DEF-2(c): a defeated character sits out the scene; TT-DEF-4: four afflictions and it is out of play. */
export function canAct(c: C): GfError | null {
  if (c.afflictions.length >= LOCKOUT_AFFLICTIONS) return gfError("tt.character.locked-out", "TT-DEF-4", { character: c.name, count: c.afflictions.length });
  if (c.outOfScene) return gfError("tt.character.out-of-scene", "TT-DEF-2", { character: c.name });
  return null;
}

export function isError(x: unknown): x is GfError {
  return typeof x === "object" && x !== null && "code" in x;
}

/**
 * Gains tokens up to the quota (TT-TOK-3: the excess is lost). Posts what was really gained, and
 * the cap when it bit.
 */
export function gain(ctx: Ctx, c: C, token: "karma" | "resolve", amount: number, rule: string, reason: string, challenge?: string): void {
  const quota = token === "karma" ? c.karmaQuota : c.resolveQuota;
  const got = Math.max(0, Math.min(amount, quota - c[token]));
  c[token] += got;
  post(ctx, { character: c.name, kind: token, amount: got, rule, reason, ...(challenge ? { challenge } : {}) });
  if (got < amount) post(ctx, { character: c.name, kind: token, amount: 0, rule: "TT-TOK-3", reason: `${amount - got} lost over the quota of ${quota}`, ...(challenge ? { challenge } : {}) });
}

/** Which limits an action on this challenge shares: one set for an effort challenge (TT-AMB-05), else one per character. */
export function scopeOf(ch: Ch, character: string): string {
  return ch.effort ? "*" : character;
}

export function limitsOf(ch: Ch, scope: string): Mutable<Limits> {
  return (ch.limits[scope] ??= { karma: null, quirk: null, rewarded: false });
}

/** The index of the last item that passes, or -1 (Array#findLastIndex is ES2023; we target ES2022). */
export function lastIndex<T>(items: readonly T[], pass: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (pass(items[i]!)) return i;
  return -1;
}
