// What every handler shares: a mutable copy of the state, the ledger entries it posts, and the
// books themselves: paying (PJ-COIN-1, PJ-COIN-2), whose turn it is, and the checks most actions make.
import { gfError, type GfError } from "../../../lib/result.js";
import type { Mutable, RuleContext } from "../../../lib/reducer.js";
import type { Complication, Component, Holder, LedgerEntry, PjState } from "./model.js";
import { ledgerText, said, type Said } from "./ledger-words.js";

export type { Mutable };
export type D = Mutable<PjState>;
export type Cx = Mutable<Complication>;
export type Co = Mutable<Component>;

export type Ctx = RuleContext<PjState, LedgerEntry>;

/** A line of the books as the rules write it: its words as a Said, never a sentence (ledger-words.ts). */
export type LedgerLine = Omit<LedgerEntry, "what" | "say"> & { readonly say: Said };

export function post(ctx: Ctx, e: LedgerLine): void {
  ctx.entries.push({ ...e, what: ledgerText(e.say, "en") });
}

export function isError(x: unknown): x is GfError {
  return typeof x === "object" && x !== null && "code" in x;
}

/** PJ-TURN-1: the player on `player`'s left, the next seat clockwise. */
export function leftOf(d: D, player: string): string {
  const i = d.players.indexOf(player);
  return d.players[(i + 1) % d.players.length]!;
}

/** Seats in order starting with the one on `player`'s left and ending with `player`. */
export function seatsFromLeftOf(d: D, player: string): string[] {
  const i = d.players.indexOf(player);
  return d.players.map((_, k) => d.players[(i + 1 + k) % d.players.length]!);
}

export function isPlayer(d: D, user: string): GfError | null {
  return d.players.includes(user) ? null : gfError("pj.not-a-player", undefined, { user });
}

/** The Complication whose outcome is being narrated, if any (PJ-CPX-8, PJ-CPX-9). */
export function narrating(d: D): Cx | undefined {
  return Object.values(d.complications).find((c) => c.stage === "narrating");
}

/** Who may take own-turn actions now: a Complication's narrator while it narrates, else the player whose turn it is. */
export function actor(d: D): string | null {
  const n = narrating(d);
  if (n) return n.narrators[0] ?? null;
  return d.scene?.turn ?? null;
}

/** PJ-CHAL-1, PJ-FINE-1: play stops while a Challenge or a Fine is open. */
export function stopped(d: D): GfError | null {
  const ch = Object.values(d.challenges).find((c) => c.stage !== "closed");
  if (ch) return gfError("pj.play-stopped.challenge", "PJ-CHAL-1", { challenge: ch.id });
  const f = Object.values(d.fines).find((x) => x.open);
  if (f) return gfError("pj.play-stopped.fine", "PJ-FINE-1", { fine: f.id });
  return null;
}

/**
 * No scene in play: during the Tenet lap (PJ-TENET-1) whose turn it is and what they may post, since
 * the scene's auction only opens after it; else the scene bid comes first (PJ-BID-1).
 */
function noScene(d: D): GfError {
  return d.phase.kind === "tenets" ? gfError("pj.no-scene.tenets", "PJ-TENET-1", { turn: d.phase.turn }) : gfError("pj.no-scene", "PJ-BID-1");
}

/** PJ-TURN-2: an own-turn action needs a scene in play, no stop, and the acting player's turn. */
export function ownTurn(d: D, by: string, rule = "PJ-TURN-2"): GfError | null {
  const notPlayer = isPlayer(d, by);
  if (notPlayer) return notPlayer;
  if (d.phase.kind !== "scene" || !d.scene) return noScene(d);
  const halt = stopped(d);
  if (halt) return halt;
  const who = actor(d);
  if (who !== by) return gfError("pj.not-your-turn", rule, { user: by, turn: who ?? "-" });
  return null;
}

/** PJ-OWN-1…6: the Narrator's own actions, on the Narrator's own turn. */
export function narratorTurn(d: D, by: string, rule: string): GfError | null {
  const e = ownTurn(d, by, rule);
  if (e) return e;
  // PJ-CPX-8, PJ-CPX-9: a turn of a Complication's narration is not the Narrator's own turn, even when the Narrator narrates it.
  const told = narrating(d);
  if (told) return gfError("pj.narrator-narrating", rule, { user: by, complication: told.id });
  return d.scene!.narrator === by ? null : gfError("pj.narrator-only", rule, { user: by, narrator: d.scene!.narrator });
}

/** PJ-ANY-…, PJ-TURN-6: an at-any-time action, on anyone's turn, needs a scene in play and no stop. */
export function anyTime(d: D, by: string): GfError | null {
  const notPlayer = isPlayer(d, by);
  if (notPlayer) return notPlayer;
  if (d.phase.kind !== "scene" || !d.scene) return noScene(d);
  return stopped(d);
}

/** Prize coins this player may spend now: only while narrating their part of a Complication's outcome (PJ-CPX-8). */
function prizeNow(d: D, player: string): number {
  const n = narrating(d);
  return n && n.narrators[0] === player ? n.prize[player] ?? 0 : 0;
}

/** Coins the player can spend now: purse, the table budget if Narrator (PJ-BID-5), prize coins while narrating. */
export function spendable(d: D, player: string): number {
  return (d.purses[player] ?? 0) + (d.scene?.narrator === player ? d.scene.table : 0) + prizeNow(d, player);
}

/**
 * Pays `amount` from the player's coins to the Bank (PJ-COIN-1) or to another player's purse, or
 * refuses when they cannot pay it all (PJ-COIN-2: never below 0). Prize coins go first while the
 * player narrates a Complication's outcome (PJ-CPX-8), then the table budget when the setting says so
 * (PJ-AMB-03: it is lost at scene end), then the purse.
 */
export function pay(ctx: Ctx, player: string, amount: number, rule: string, say: Said, to: Holder = "bank"): GfError | null {
  const d = ctx.d;
  if (amount === 0) return null;
  const have = spendable(d, player);
  if (have < amount) return gfError("pj.coins.short", "PJ-COIN-2", { user: player, need: amount, have });
  let left = amount;
  const take = (from: Holder, available: number, debit: (n: number) => void) => {
    const n = Math.min(left, available);
    if (n <= 0) return;
    debit(n);
    left -= n;
    move(ctx, from, to, n, rule, say, player);
  };
  const n = narrating(d);
  if (n && n.narrators[0] === player) take(`prize:${player}`, n.prize[player] ?? 0, (k) => { n.prize[player]! -= k; });
  const table = () => { if (d.scene?.narrator === player) take(`table:${player}`, d.scene.table, (k) => { d.scene!.table -= k; }); };
  const purse = () => take(`purse:${player}`, d.purses[player] ?? 0, (k) => { d.purses[player]! -= k; });
  if (d.settings.tableFirst) { table(); purse(); } else { purse(); table(); }
  return null;
}

/** Coins moving from one holder to another; the Bank's tally follows (it is unlimited, PJ-COIN-1). */
export function move(ctx: Ctx, from: Holder, to: Holder, amount: number, rule: string, say: Said, player?: string): void {
  const d = ctx.d;
  if (from === "bank") d.bank -= amount;
  if (to === "bank") d.bank += amount;
  else if (to.startsWith("purse:")) d.purses[to.slice(6)]! += amount;
  post(ctx, { rule, say, amount, from, to, ...(player ? { player } : {}) });
}

/** Pays from the Bank into a purse (Recovery, PJ-END-2). */
export function fromBank(ctx: Ctx, player: string, amount: number, rule: string, say: Said): void {
  if (amount > 0) move(ctx, "bank", `purse:${player}`, amount, rule, say, player);
}

/**
 * Ends the turn of the player whose turn it is; the player to their left plays next (PJ-TURN-5).
 * Ending the Narrator's first turn also ends the framing (PJ-TOOL-03), and a mini-scene ends with
 * its turn (PJ-OWN-11). Complications count the turn towards their idle lap (PJ-AMB-09).
 */
export function endTurn(ctx: Ctx, rule: string, say: Said): void {
  const s = ctx.d.scene!;
  const was = s.turn;
  s.turn = leftOf(ctx.d, was);
  s.framing = false;
  s.miniScene = false;
  for (const c of Object.values(ctx.d.complications)) if (c.stage === "building") c.idleTurns++;
  post(ctx, { rule, say: { ...say, then: said("turn.of", { user: s.turn }) }, player: was });
  // PJ-TURN-4: a player with no coins must end their turn, so a turn that comes to them passes on at
  // once; never the Narrator's, who may still end the scene for free (PJ-OWN-5), and at most one lap.
  for (let k = 0; k < ctx.d.players.length && s.turn !== s.narrator && spendable(ctx.d, s.turn) === 0; k++) {
    const broke = s.turn;
    s.turn = leftOf(ctx.d, broke);
    for (const c of Object.values(ctx.d.complications)) if (c.stage === "building") c.idleTurns++;
    post(ctx, { rule: "PJ-TURN-4", say: said("turn.passes", { user: broke, next: s.turn }), player: broke });
  }
}

/** PJ-TURN-4, PJ-COIN-2: the player whose turn it is must end it once they have nothing left to spend. */
export function endIfBroke(ctx: Ctx, player: string): void {
  const s = ctx.d.scene;
  if (!s || s.turn !== player || narrating(ctx.d) || ctx.d.phase.kind !== "scene") return;
  if (spendable(ctx.d, player) === 0) endTurn(ctx, "PJ-TURN-4", said("turn.broke"));
}

export function component(d: D, id: string): Co | GfError {
  const c = Object.hasOwn(d.components, id) ? d.components[id]! : undefined;
  if (!c) return gfError("pj.no-such-component", undefined, { component: id });
  if (c.eliminated) return gfError("pj.component.eliminated", "PJ-ELIM-2", { component: id });
  return c;
}

/** Open Complications a Component is involved in (PJ-CTRL-2). */
export function inComplication(d: D, id: string): Cx | undefined {
  return Object.values(d.complications).find((c) => c.stage !== "closed" && c.involves.includes(id));
}
