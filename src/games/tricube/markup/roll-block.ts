// [tt-roll challenge=… character=…]: a player's roll declaration, before the dice: whether the
// quality and the concept apply (the player's own account, checked against the GM's challenge),
// the quirk declared now (TT-QRK-1, it must come before the roll), a perk invoked, a vehicle driven.
// [tt-karma challenge=… character=…]: Karma after the roll, through a perk (TT-KAR-2, TT-KAR-3).
import type { KarmaNode, MarkupError, RollNode } from "./schemas.js";
import { err, qualifiersOnly, single, type Field } from "./read-lines.js";
import { YES_NO } from "./vocabulary.js";
import { oneOf } from "./read-lines.js";

function target(attrs: Readonly<Record<string, string>>, tag: string, errors: MarkupError[], open: { line: number; column: number }): { challenge: string; character: string } {
  for (const name of ["challenge", "character"]) if (!attrs[name]) errors.push(err(open, "tt.markup.missing-attr", { tag, name }));
  return { challenge: attrs["challenge"] ?? "-", character: attrs["character"] ?? "-" };
}

function yesNo(f: Field, errors: MarkupError[]): boolean | undefined {
  const v = oneOf(f, YES_NO, "sí, no / yes, no", errors);
  return v === undefined ? undefined : v === "yes";
}

export function buildRoll(attrs: Readonly<Record<string, string>>, fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): RollNode {
  qualifiersOnly(fields, [], errors);
  const node: RollNode = { block: "roll", ...target(attrs, "tt-roll", errors, open) };
  const quality = single(fields, "quality", errors);
  if (quality) { const v = yesNo(quality, errors); if (v !== undefined) node.quality = v; }
  const concept = single(fields, "concept", errors);
  if (concept) { const v = yesNo(concept, errors); if (v !== undefined) node.concept = v; }
  for (const key of ["quirk", "perk", "vehicle"] as const) {
    const f = single(fields, key, errors);
    if (f && !f.value) errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword }));
    else if (f) node[key] = f.value;
  }
  const dice = single(fields, "dice", errors);
  if (dice) {
    // TT-SETUP-3: d6 faces, 1 to 3 of them ("[3, 4]" as the rulebook writes them, or "3 4").
    const faces = dice.value.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
    if (faces.length >= 1 && faces.length <= 3 && faces.every((x) => /^[1-6]$/.test(x))) node.dice = faces.map(Number);
    else errors.push(err(dice, "tt.markup.dice", { keyword: dice.keyword, value: dice.value }, "TT-SETUP-3"));
  }
  return node;
}

export function buildKarma(attrs: Readonly<Record<string, string>>, fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): KarmaNode {
  qualifiersOnly(fields, [], errors);
  const node: KarmaNode = { block: "karma", ...target(attrs, "tt-karma", errors, open), perk: "-", prepared: !!single(fields, "prepared", errors) };
  const perk = single(fields, "perk", errors);
  // TT-KAR-2: every Karma spend names the perk that justifies it.
  if (!perk || !perk.value) errors.push(err(perk ?? open, "tt.markup.missing", { keyword: "perk / ventaja" }, "TT-KAR-2"));
  else node.perk = perk.value;
  const spender = single(fields, "spender", errors);
  if (spender?.value) node.spender = spender.value;
  return node;
}
