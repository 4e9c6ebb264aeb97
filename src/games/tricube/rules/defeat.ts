// Losing Resolve and being defeated (TT-TOK-4, TT-DEF-1…3): at 0 Resolve the character is defeated,
// refills its Resolve, sits out the scene, and waits for the winner to write its affliction.
import type { C, Ctx } from "./context.js";
import { post } from "./context.js";

export function loseResolve(ctx: Ctx, c: C, amount: number, rule: string, reason: string, challenge: string | null, critical: boolean): void {
  const lost = Math.min(amount, c.resolve); // TT-TOK-4: never below 0
  c.resolve -= lost;
  const at = challenge ? { challenge } : {};
  post(ctx, { character: c.name, kind: "resolve", amount: -lost, rule, reason, ...at });
  if (c.resolve > 0) return;
  // TT-DEF-1: no Resolve left is defeat; the winner decides the fate.
  post(ctx, { character: c.name, kind: "defeat", amount: 0, rule: "TT-DEF-1", reason: "no Resolve left", ...at });
  // TT-DEF-2: all Resolve back, out for the rest of the scene.
  c.resolve = c.resolveQuota;
  c.outOfScene = true;
  post(ctx, { character: c.name, kind: "resolve", amount: c.resolveQuota, rule: "TT-DEF-2", reason: "refilled after defeat", ...at });
  const ch = challenge ? ctx.d.challenges[challenge] : undefined;
  // TT-DEF-1: in an opposed challenge the other player won and writes it; otherwise the GM.
  const other = ch?.kind === "opposed" ? ch.participants.find((p) => p.character !== c.name)?.character : undefined;
  const winner = other ? ctx.d.characters[other]!.player : ctx.d.gm;
  ctx.d.pendingAfflictions.push({
    character: c.name,
    // TT-DEF-3: permanent when the defeat came from a critical failure.
    permanent: critical,
    challenge,
    winner,
    deadly: ch?.deadly ?? false,
  });
}
