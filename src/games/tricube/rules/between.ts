// What happens around challenges: the winner's affliction after a defeat, the GM's complication
// offers, curing afflictions, the end of a scene and the start of a session, and advances.
import { gfError, type GfError } from "../../../lib/result.js";
import type { Action } from "./schemas.js";
import type { Ctx } from "./context.js";
import { character, gain, gmOnly, isError, lastIndex, limitsOf, playerOf, post, scopeOf } from "./context.js";
import { levelFor } from "./character.js";
import { lowerDifficulty } from "./challenge.js";
import { failed } from "./resolve-roll.js";
import { LOCKOUT_AFFLICTIONS, MAX_LEVEL, MAX_QUOTA } from "./model.js";
import { loseResolve } from "./defeat.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

export function afflict(ctx: Ctx, a: A<"afflict">): GfError | null {
  const { d } = ctx;
  const c = character(d, a.character);
  if (isError(c)) return c;
  const at = d.pendingAfflictions.findIndex((p) => p.character === c.name);
  if (at < 0) return gfError("tt.afflict.no-defeat", "TT-DEF-2", { character: c.name });
  const pending = d.pendingAfflictions[at]!;
  // TT-DEF-1, TT-DEF-3: the winner describes it; TT-TOOL-10: the GM may always write it for the table.
  if (a.by !== pending.winner && a.by !== d.gm) return gfError("tt.afflict.not-winner", "TT-DEF-1", { user: a.by, character: c.name });
  // TT-DEF-5: death only where the GM warned of it.
  if (a.affliction.fatal && !pending.deadly) return gfError("tt.afflict.not-deadly", "TT-DEF-5", { character: c.name });
  if (c.afflictions.some((x) => x.name === a.affliction.name)) return gfError("tt.afflict.duplicate", "TT-DEF-2", { affliction: a.affliction.name });
  const permanent = a.affliction.permanent || pending.permanent;
  d.pendingAfflictions.splice(at, 1);
  c.afflictions.push({ ...a.affliction, permanent });
  post(ctx, { character: c.name, kind: "affliction", amount: +1, rule: pending.permanent ? "TT-DEF-3" : "TT-DEF-2", reason: a.affliction.name });
  if (c.afflictions.length >= LOCKOUT_AFFLICTIONS) post(ctx, { character: c.name, kind: "affliction", amount: 0, rule: "TT-DEF-4", reason: "more than three afflictions: out of play" });
  return null;
}

export function offer(ctx: Ctx, a: A<"offer">): GfError | null {
  const { d } = ctx;
  const denied = gmOnly(d, a.by, a.kind === "karma-for-complication" ? "TT-CPX-1" : "TT-KAR-6");
  if (denied) return denied;
  const c = character(d, a.character);
  if (isError(c)) return c;
  if (d.offers.some((o) => o.character === c.name)) return gfError("tt.offer.pending", undefined, { character: c.name });
  if (a.kind === "karma-for-complication") {
    d.offers.push({ kind: a.kind, character: c.name });
    return null;
  }
  // TT-KAR-6: offered to a player with no Karma left, in place of the Karma a reduction would cost.
  if (c.karma > 0) return gfError("tt.offer.has-karma", "TT-KAR-6", { character: c.name, karma: c.karma });
  const ch = a.challenge ? d.challenges[a.challenge] : undefined;
  if (!ch || !ch.open) return gfError("tt.no-such-challenge", "TT-SETUP-1", { challenge: a.challenge ?? "-" });
  if (!ch.participants.some((p) => p.character === c.name)) return gfError("tt.not-challenged", "TT-SETUP-1", { character: c.name, challenge: ch.id });
  const limits = limitsOf(ch, scopeOf(ch, c.name));
  if (limits.karma) return gfError("tt.karma.once", "TT-KAR-3", { spender: limits.karma.spender, perk: limits.karma.perk });
  d.offers.push({ kind: a.kind, character: c.name, challenge: ch.id });
  return null;
}

export function answer(ctx: Ctx, a: A<"answer">): GfError | null {
  const { d } = ctx;
  const c = character(d, a.character);
  if (isError(c)) return c;
  const denied = playerOf(d, a.by, c);
  if (denied) return denied;
  const at = d.offers.findIndex((o) => o.character === c.name);
  if (at < 0) return gfError("tt.offer.none", "TT-CPX-1", { character: c.name });
  const o = d.offers[at]!;
  d.offers.splice(at, 1);
  if (!a.accept) return null;
  const text = a.complication ?? "complication";
  if (o.kind === "karma-for-complication") {
    post(ctx, { character: c.name, kind: "complication", amount: 0, rule: "TT-CPX-1", reason: text });
    // TT-AMB-13: 1 Karma by default, capped at the quota (TT-TOK-3).
    gain(ctx, c, "karma", d.settings.complicationKarma, "TT-AMB-13", "accepted a complication");
    return null;
  }
  const ch = d.challenges[o.challenge];
  if (!ch || !ch.open) return gfError("tt.no-such-challenge", "TT-SETUP-1", { challenge: o.challenge });
  const index = lastIndex(ch.rolls, (r) => r.character === c.name);
  const roll = ch.rolls[index];
  if (!roll || (ch.effort && index !== ch.rolls.length - 1) || (failed(roll.outcome) && roll.settled)) return gfError("tt.karma.too-late", "TT-KAR-3", { character: c.name });
  if (limitsOf(ch, scopeOf(ch, c.name)).karma) return gfError("tt.karma.once", "TT-KAR-3", { spender: c.name, perk: "-" });
  post(ctx, { character: c.name, kind: "complication", amount: 0, rule: "TT-KAR-6", reason: text, challenge: ch.id });
  // TT-KAR-6: accepting gives what the Karma would have bought.
  lowerDifficulty(ctx, ch, c.name, index, { spender: c.name, perk: "-", paidWith: "complication" }, "TT-KAR-6");
  return null;
}

export function cure(ctx: Ctx, a: A<"cure">): GfError | null {
  const { d } = ctx;
  const c = character(d, a.character);
  if (isError(c)) return c;
  const at = c.afflictions.findIndex((x) => x.name === a.affliction);
  if (at < 0) return gfError("tt.affliction.unknown", "TT-REC-2", { character: c.name, affliction: a.affliction });
  const aff = c.afflictions[at]!;
  if (a.healer) {
    // TT-REC-2, TT-KAR-5: a healer's perk and 1 of the healer's Karma, for themselves or an ally.
    const healer = character(d, a.healer);
    if (isError(healer)) return healer;
    const denied = playerOf(d, a.by, healer);
    if (denied) return denied;
    const perk = healer.perks.find((p) => p.name === a.perk);
    if (!perk) return gfError("tt.karma.no-perk", "TT-KAR-2", { character: healer.name, perk: a.perk ?? "-", perks: healer.perks.map((p) => p.name).join(", ") });
    if (d.settings.magicLimitations && perk.limitations.includes("ritualistic") && !a.prepared) return gfError("tt.karma.ritualistic", "TT-MAG-3", { perk: perk.name });
    if (d.settings.magicLimitations && perk.limitations.includes("exhausting")) {
      if (healer.resolve < 1) return gfError("tt.karma.no-resolve", "TT-TOK-4", { character: healer.name });
      loseResolve(ctx, healer, 1, "TT-MAG-3", `exhausting: ${perk.name}`, null, false);
    } else {
      if (healer.karma < 1) return gfError("tt.karma.none", "TT-TOK-4", { character: healer.name });
      healer.karma -= 1;
      post(ctx, { character: healer.name, kind: "karma", amount: -1, rule: "TT-REC-2", reason: `cure ${aff.name}: ${perk.name}` });
    }
  } else {
    // TT-REC-4, TT-SN-3: the story removes it, at the GM's word.
    const denied = gmOnly(d, a.by, "TT-REC-4");
    if (denied) return denied;
  }
  c.afflictions.splice(at, 1);
  post(ctx, { character: c.name, kind: "affliction", amount: -1, rule: a.healer ? "TT-REC-2" : "TT-REC-4", reason: aff.name });
  if (aff.permanent) {
    // TT-REC-3, TT-AMB-07: removing a permanent affliction lowers the Karma quota for good.
    const loss = Math.min(1, c.karmaQuota);
    c.karmaQuota -= loss;
    post(ctx, { character: c.name, kind: "karma-quota", amount: -loss, rule: "TT-AMB-07", reason: `permanent affliction removed: ${aff.name}` });
    if (c.karma > c.karmaQuota) {
      post(ctx, { character: c.name, kind: "karma", amount: c.karmaQuota - c.karma, rule: "TT-TOK-3", reason: "over the new quota" });
      c.karma = c.karmaQuota;
    }
  }
  return null;
}

function endScene(ctx: Ctx): void {
  for (const c of Object.values(ctx.d.characters)) {
    // TT-DEF-2(c): a defeated character was out for the rest of the scene only.
    c.outOfScene = false;
    // TT-REC-1: some afflictions end with the scene.
    const ending = c.afflictions.filter((x) => x.untilSceneEnd);
    for (const x of ending) post(ctx, { character: c.name, kind: "affliction", amount: -1, rule: "TT-REC-1", reason: x.name });
    c.afflictions = c.afflictions.filter((x) => !x.untilSceneEnd);
  }
}

export function sceneEnd(ctx: Ctx, a: A<"scene-end">): GfError | null {
  const denied = gmOnly(ctx.d, a.by);
  if (denied) return denied;
  endScene(ctx);
  return null;
}

export function session(ctx: Ctx, a: A<"session">): GfError | null {
  const { d } = ctx;
  const denied = gmOnly(d, a.by, "TT-TOK-2");
  if (denied) return denied;
  const open = Object.values(d.challenges).find((ch) => ch.open);
  if (open) return gfError("tt.session.open-challenge", undefined, { challenge: open.id });
  endScene(ctx);
  d.session += 1;
  // TT-TOK-2: every session starts with the tokens at their quotas.
  for (const c of Object.values(d.characters)) {
    for (const token of ["karma", "resolve"] as const) {
      const quota = token === "karma" ? c.karmaQuota : c.resolveQuota;
      if (c[token] !== quota) post(ctx, { character: c.name, kind: token, amount: quota - c[token], rule: "TT-TOK-2", reason: `session ${d.session}` });
      c[token] = quota;
    }
  }
  d.offers = [];
  return null;
}

export function grantAdvance(ctx: Ctx, a: A<"grant-advance">): GfError | null {
  const { d } = ctx;
  // TT-ADV-1: the GM decides when characters advance.
  const denied = gmOnly(d, a.by, "TT-ADV-1");
  if (denied) return denied;
  const c = character(d, a.character);
  if (isError(c)) return c;
  c.advancesPending += 1;
  post(ctx, { character: c.name, kind: "advance", amount: +1, rule: "TT-ADV-1", reason: "advance granted" });
  return null;
}

export function advance(ctx: Ctx, a: A<"advance">): GfError | null {
  const { d } = ctx;
  const c = character(d, a.character);
  if (isError(c)) return c;
  const denied = playerOf(d, a.by, c);
  if (denied) return denied;
  if (c.advancesPending < 1) return gfError("tt.advance.not-granted", "TT-ADV-1", { character: c.name });
  const number = c.advances + 1;
  const choice = a.choice;
  const has = (name: string) => c.perks.some((p) => p.name === name) || c.quirks.includes(name);
  switch (choice.take) {
    case "perk":
    case "quirk": {
      if (has(choice.name)) return gfError("tt.advance.duplicate", "TT-ADV-2", { name: choice.name });
      if (choice.take === "perk") c.perks.push({ name: choice.name, limitations: choice.limitations });
      else c.quirks.push(choice.name);
      post(ctx, { character: c.name, kind: choice.take, amount: +1, rule: "TT-ADV-2", reason: choice.name });
      break;
    }
    case "affliction-to-quirk":
    case "affliction-to-perk": {
      // TT-SN-5: an affliction may become a perk, with the supernatural module.
      if (choice.take === "affliction-to-perk" && !d.settings.supernaturalAfflictions) return gfError("tt.setting.off", "TT-SN-5", { module: "supernaturalAfflictions" });
      const at = c.afflictions.findIndex((x) => x.name === choice.affliction);
      if (at < 0) return gfError("tt.affliction.unknown", "TT-ADV-2", { character: c.name, affliction: choice.affliction });
      const into = choice.take === "affliction-to-quirk" ? choice.quirk : choice.perk;
      if (has(into)) return gfError("tt.advance.duplicate", "TT-ADV-2", { name: into });
      const [gone] = c.afflictions.splice(at, 1);
      // TT-REC-3, TT-SN-3: turned by an advance, a permanent affliction costs no Karma.
      post(ctx, { character: c.name, kind: "affliction", amount: -1, rule: gone!.permanent ? "TT-REC-3" : "TT-ADV-2", reason: gone!.name });
      if (choice.take === "affliction-to-quirk") {
        c.quirks.push(choice.quirk);
        post(ctx, { character: c.name, kind: "quirk", amount: +1, rule: "TT-ADV-2", reason: choice.quirk });
      } else {
        c.perks.push({ name: choice.perk, limitations: choice.limitations });
        post(ctx, { character: c.name, kind: "perk", amount: +1, rule: "TT-SN-5", reason: choice.perk });
      }
      break;
    }
    case "karma-quota":
    case "resolve-quota": {
      // TT-ADV-3, TT-AMB-01: on even-numbered advances, up to 6.
      if (number % 2 !== 0) return gfError("tt.advance.odd", "TT-AMB-01", { number });
      if (c.kind === "vehicle" && choice.take === "karma-quota") return gfError("tt.vehicle.karma", "TT-VEH-2", { character: c.name });
      const key = choice.take === "karma-quota" ? "karmaQuota" : "resolveQuota";
      if (c[key] >= MAX_QUOTA) return gfError("tt.advance.max-quota", "TT-ADV-3", { max: MAX_QUOTA });
      c[key] += 1;
      // The new token comes with the next session's reset (TT-TOK-2); TT-TOOL-03.
      post(ctx, { character: c.name, kind: choice.take, amount: +1, rule: "TT-ADV-3", reason: `advance ${number}` });
      break;
    }
  }
  c.advances = number;
  c.advancesPending -= 1;
  post(ctx, { character: c.name, kind: "advance", amount: 0, rule: "TT-ADV-2", reason: `advance ${number}: ${choice.take}` });
  // TT-ADV-4, TT-LVL-2: a level at advances 4, 8, 12, 16 and 20, up to 6.
  if (d.settings.levels && c.level < MAX_LEVEL && levelFor(number) > levelFor(number - 1)) {
    c.level += 1;
    post(ctx, { character: c.name, kind: "level", amount: +1, rule: "TT-LVL-2", reason: `advance ${number}` });
  }
  return null;
}
