// Whom the game waits for, and for what: the role on turn and the actions open to it now, a tie's
// two answers, a Protagonist behind choosing to postpone or concede, and the loot's choices (the
// winner's pairing with the suggested one, the World's Risk reductions, the Ally's renewal). These
// are the questions a forum tool must put to people rather than decide (what a human confirms).
import { other, sum, type FaState, type Role, type Side } from "./model.js";
import { bestPairing } from "./pairing.js";
import { lootParts } from "./loot.js";
import type { ActionType } from "./schemas.js";
import type { D } from "./context.js";

export type Awaited =
  | { readonly kind: "turn"; readonly role: Role; readonly user: string; readonly legal: readonly ActionType[] }
  | { readonly kind: "tie"; readonly role: Side; readonly user: string }
  | { readonly kind: "postpone"; readonly role: "protagonist"; readonly user: string; readonly behind: { readonly protagonist: number; readonly adversary: number } }
  | { readonly kind: "pairing"; readonly role: Side; readonly user: string; readonly suggested: readonly (number | null)[]; readonly mayLower: boolean }
  | { readonly kind: "world-risk"; readonly role: "world"; readonly user: string; readonly reductions: number }
  | { readonly kind: "ally-renew"; readonly role: "ally"; readonly user: string; readonly throughMain: boolean | null };

/** The actions the role on turn could take now (each still checked in full when taken). */
export function legalNow(s: FaState): ActionType[] {
  if (s.phase.kind !== "turns") return [];
  const role = s.turn;
  const all = [...s.dice.protagonist, ...s.dice.adversary];
  const out: ActionType[] = [];
  if (role === "protagonist" || role === "adversary") {
    const facets = role === "protagonist" ? s.protagonist.facets : s.adversary.facets.filter((f) => !f.exhausted);
    const ph = role === "protagonist" ? s.protagonist.ph : s.adversary.ph;
    const top = Math.max(0, ...facets.map((f) => f.level));
    const canPay = role === "protagonist" || facets.length > 0 || ph > 0;
    if (canPay && all.some((v) => v < 6 && (v <= top || s.settings.rollLevelCheck === "waived" || (ph > 0 && !s.settings.phRollNeedsFacet)))) out.push("roll");
  }
  const insp = role === "ally" ? s.ally!.inspirations.map((i) => i.value) : role === "world" ? s.world!.inspirations : s[role].inspirations;
  const targets = s.settings.inspirationTargets === "own-dice" && (role === "protagonist" || role === "adversary") ? s.dice[role] : all;
  const worldReady = role !== "world" || s.world!.supporting !== null;
  if (worldReady && insp.some((i) => targets.some((v) => i > v))) out.push("inspire");
  if (role === "ally" && s.ally!.ph > 0 && s.ally!.inspirations.some((i) => !i.boosted)) out.push("boost");
  if (role === "protagonist" && s.protagonist.traits.some((t) => !t.exhausted) && all.some((v) => v >= 2)) out.push("trait");
  if (role === "world") {
    // FA-WORLD-4: one side is at most barred, so a World that has not declared can always support the other.
    if (s.world!.supporting === null) out.push("support");
    if (s.world!.supporting !== null && s.world!.ph > 0 && all.some((v) => v >= 2)) out.push("break");
  }
  out.push("pass");
  return out;
}

/** Everyone the game waits for now; empty once the conflict is over. */
export function awaited(s: FaState): Awaited[] {
  const user = (r: Role) => s.players[r]!;
  switch (s.phase.kind) {
    case "turns":
      return [{ kind: "turn", role: s.turn, user: user(s.turn), legal: legalNow(s) }];
    case "tie": {
      const answered = s.phase.continuing;
      return (["protagonist", "adversary"] as const).filter((r) => !answered.includes(r)).map((r) => ({ kind: "tie" as const, role: r, user: user(r) }));
    }
    case "behind":
      return [{ kind: "postpone", role: "protagonist", user: user("protagonist"), behind: { protagonist: sum(s.dice.protagonist), adversary: sum(s.dice.adversary) } }];
    case "loot": {
      const { winner, done } = s.phase;
      const out: Awaited[] = [];
      for (const part of lootParts(s as D, winner)) {
        if (done.includes(part)) continue;
        if (part === "pairing") out.push({ kind: "pairing", role: winner, user: user(winner), suggested: bestPairing(s.dice[winner], s.dice[other(winner)], s.settings.lootCap), mayLower: winner === "protagonist" });
        if (part === "world-risk") out.push({ kind: "world-risk", role: "world", user: user("world"), reductions: Math.max(0, s.dice[other(winner)].length - 1) });
        if (part === "ally-renew") out.push({ kind: "ally-renew", role: "ally", user: user("ally"), throughMain: s.ally!.throughMain });
      }
      return out;
    }
    case "over":
      return [];
  }
}
