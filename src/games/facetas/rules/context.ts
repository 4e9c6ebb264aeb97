// What every handler shares: a mutable copy of the state, the log entries it posts, who holds which
// role, and whose turn it is.
import { gfError, type GfError } from "../../../lib/result.js";
import type { Mutable, RuleContext } from "../../../lib/reducer.js";
import { logText, type LogKey, type Param } from "./log-words.js";
import { ROLES, type FaState, type LogEntry, type Role, type Side } from "./model.js";

export type { Mutable };
export type D = Mutable<FaState>;

export type Ctx = RuleContext<FaState, LogEntry>;

/** Posts a log entry: its rule, its text in both languages (log-words.ts), who acted, and the dice after it when they changed. */
export function post(ctx: Ctx, rule: string, key: LogKey, params: Readonly<Record<string, Param>>, role?: Role, withDice = false): void {
  const e: LogEntry = { rule, what: logText(key, params, "en"), es: logText(key, params, "es"), ...(role ? { role } : {}), ...(withDice ? { dice: { protagonist: [...ctx.d.dice.protagonist], adversary: [...ctx.d.dice.adversary] } } : {}) };
  ctx.entries.push(e);
}

/** The role a user holds in this conflict, if any (FA-ROLE-1). */
export function roleOf(d: D, user: string): Role | null {
  const u = user.toLowerCase();
  return ROLES.find((r) => d.players[r]?.toLowerCase() === u) ?? null;
}

/** FA-SCENE-2: the acting role must be the one whose turn it is, during the turns. */
export function onTurn(d: D, by: string, roles: readonly Role[], rule: string): Role | GfError {
  const role = roleOf(d, by);
  if (!role) return gfError("fa.not-in-conflict", "FA-ROLE-1", { user: by });
  if (d.phase.kind !== "turns") return gfError("fa.not-turns", "FA-SCENE-2", { user: by });
  if (!roles.includes(role)) return gfError(`fa.role-cannot.${role}`, rule, { user: by });
  if (d.turn !== role) return gfError("fa.not-your-turn", "FA-SCENE-2", { user: by, turn: d.players[d.turn] ?? d.turn });
  return role;
}

export function isError(x: unknown): x is GfError {
  return typeof x === "object" && x !== null && "code" in x;
}

/** A die on the table, as an action names it (1-based), or the error naming it. */
export function dieAt(d: D, side: Side, n: number): number | GfError {
  const row = d.dice[side];
  if (n < 1 || n > row.length) return gfError("fa.no-such-die", "FA-ROLL-1", { side, die: n, count: row.length });
  return n - 1;
}

export const present = (d: D, r: Role): boolean => d.players[r] !== undefined;
