// The GM's challenges and everything players do inside one: quirks and afflictions before the roll,
// the roll, Karma after it, the GM's cost for a failure, the quirk's reward, and closing it.
import { gfError, type GfError } from "../../../lib/result.js";
import type { Die } from "../../../dice/die.js";
import type { Action } from "./schemas.js";
import type { C, Ch, Ctx, Mutable } from "./context.js";
import { canAct, character, gain, gmOnly, isError, lastIndex, limitsOf, playerOf, post, scopeOf } from "./context.js";
import { diceCount, qualityApplies } from "./dice-count.js";
import { difficultyFor, failed, judge, judgeOpposed } from "./resolve-roll.js";
import { loseResolve } from "./defeat.js";
import { monsterNamed } from "./monsters.js";
import type { Enemy, Quality, Style } from "./model.js";
import { isSuccess } from "./model.js";

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

/** TT-DICE-2: which quality covers each combat style. */
const STYLE_QUALITY: Readonly<Record<Style, Quality>> = { ranged: "agile", melee: "strong", mental: "cunning" };

function openChallenge(ctx: Ctx, id: string): Ch | GfError {
  const ch = ctx.d.challenges[id];
  if (!ch) return gfError("tt.no-such-challenge", "TT-SETUP-1", { challenge: id });
  if (!ch.open) return gfError("tt.challenge.closed", undefined, { challenge: id });
  return ch;
}

export function challenge(ctx: Ctx, a: A<"challenge">): GfError | null {
  const { d } = ctx;
  const s = d.settings;
  const denied = gmOnly(d, a.by);
  if (denied) return denied;
  if (d.challenges[a.id]?.open) return gfError("tt.challenge.exists", undefined, { challenge: a.id });
  // TT-CHAL-1: the GM picks 4, 5 or 6; only modifiers take it further.
  if (![4, 5, 6].includes(a.difficulty)) return gfError("tt.challenge.difficulty", "TT-CHAL-1", { difficulty: a.difficulty });
  if (a.kind === "fear" && !s.fear) return gfError("tt.setting.off", "TT-FEAR-1", { module: "fear" });
  // TT-FEAR-1: fear is a cunning challenge; TT-DICE-2: a combat style names its quality.
  // TT-DICE-2: a combat style names its quality; a different one beside it is a slip worth pointing at.
  if (a.combat && a.quality && a.quality !== STYLE_QUALITY[a.combat]) return gfError("tt.challenge.combat-quality", "TT-DICE-2", { combat: a.combat, quality: a.quality });
  const quality: Quality | undefined = a.kind === "fear" ? "cunning" : a.quality ?? (a.combat ? STYLE_QUALITY[a.combat] : undefined);
  if (!quality && a.who.some((w) => !("quality" in w) || !w.quality)) return gfError("tt.challenge.quality", "TT-DICE-1", { challenge: a.id });
  if (a.kind === "opposed") {
    // TT-OPP-1: two player characters against each other, each rolling normally.
    if (a.who.length !== 2 || a.who[0]!.character === a.who[1]!.character) return gfError("tt.challenge.opposed-two", "TT-OPP-1", { count: a.who.length });
    if (a.effort || a.enemy) return gfError("tt.challenge.opposed-plain", "TT-OPP-1");
  }
  // TT-CMB-4: a defence is one roll per character, so it carries no effort tokens.
  if (a.kind === "defence" && a.effort) return gfError("tt.challenge.defence-effort", "TT-CMB-4");
  const seen = new Set<string>();
  const participants = [];
  for (const w of a.who) {
    const c = character(d, w.character);
    if (isError(c)) return c;
    if (seen.has(c.name)) return gfError("tt.challenge.twice", undefined, { character: c.name });
    seen.add(c.name);
    // TT-VEH-3: a vehicle never rolls itself; its driver does.
    if (c.kind === "vehicle") return gfError("tt.challenge.vehicle", "TT-VEH-3", { character: c.name });
    const cannot = canAct(c);
    if (cannot) return cannot;
    const own = "quality" in w ? w.quality : undefined;
    participants.push({ character: c.name, quality: a.kind === "fear" ? "cunning" as const : own ?? quality!, outsideConcept: ("outsideConcept" in w && w.outsideConcept) || false });
  }

  let enemy: Mutable<Enemy> | null = null;
  if (a.enemy) {
    const monster = a.enemy.monster ? monsterNamed(a.enemy.monster) : undefined;
    if (a.enemy.monster && !monster) return gfError("tt.challenge.no-such-monster", "TT-LVL-6", { monster: a.enemy.monster });
    const qualities = a.enemy.qualities ?? monster?.qualities ?? [];
    const level = a.enemy.level ?? monster?.level ?? null;
    // A sample monster's qualities and level simply do not apply without their modules; typed ones are refused.
    if (a.enemy.qualities?.length && !s.enemyQualities) return gfError("tt.setting.off", "TT-HS-1", { module: "enemyQualities" });
    if ((level !== null && a.enemy.level !== undefined || a.enemy.boss) && !s.levels) return gfError("tt.setting.off", "TT-LVL-1", { module: "levels" });
    enemy = { name: a.enemy.name ?? (monster ? monster.en : null), qualities: s.enemyQualities ? [...qualities] : [], level: s.levels ? level : null, boss: a.enemy.boss };
  }

  let effort = a.effort ?? null;
  let effortRule = "TT-EFF-1";
  if (a.battle) {
    if (!s.sieges) return gfError("tt.setting.off", "TT-SIEGE-1", { module: "sieges" });
    const b = d.battles[a.battle];
    if (!b) return gfError("tt.no-such-battle", "TT-SIEGE-1", { battle: a.battle });
    if (b.ours.remaining === 0 || b.theirs.remaining === 0) return gfError("tt.battle.over", "TT-SIEGE-1", { battle: a.battle });
    if (a.kind !== "attack" && a.kind !== "defence") return gfError("tt.battle.kind", "TT-SIEGE-1");
    // TT-SIEGE-1: attacking draws on the enemy army's own pool of tokens.
    if (a.kind === "attack") { effort = b.theirs.remaining; effortRule = "TT-SIEGE-1"; }
  } else if (effort === null && enemy?.level != null && (a.kind === "attack" || a.kind === "normal")) {
    // TT-LVL-5: effort tokens equal to the level, twice that for a boss.
    effort = enemy.level * (enemy.boss ? 2 : 1);
    effortRule = "TT-LVL-5";
  }
  // TT-CMB-2: an enemy attacked turn by turn has one or more effort tokens, its resolve (TT-EFF-4);
  // TT-CMB-3: players roll to attack (removing them) and to defend (a failure costs, usually Resolve).
  if (a.kind === "attack" && effort === null) return gfError("tt.challenge.attack-effort", "TT-CMB-2", { challenge: a.id });

  d.challenges[a.id] = {
    id: a.id, kind: a.kind, base: a.difficulty, participants, combat: a.combat ?? null, enemy,
    effort: effort === null ? null : { total: effort, remaining: effort }, battle: a.battle ?? null, deadly: a.deadly,
    limits: {}, rolls: [], bypassed: [], open: true,
  };
  if (effort !== null) post(ctx, { character: "", kind: "effort", amount: effort, rule: effortRule, reason: "effort tokens set", challenge: a.id });
  return null;
}

export function battle(ctx: Ctx, a: A<"battle">): GfError | null {
  const denied = gmOnly(ctx.d, a.by, "TT-SIEGE-1");
  if (denied) return denied;
  if (!ctx.d.settings.sieges) return gfError("tt.setting.off", "TT-SIEGE-1", { module: "sieges" });
  if (ctx.d.battles[a.id]) return gfError("tt.battle.exists", undefined, { battle: a.id });
  // TT-SIEGE-1, TT-AMB-10: each side its own pool, sized by the GM.
  ctx.d.battles[a.id] = { id: a.id, ours: { total: a.ours, remaining: a.ours }, theirs: { total: a.theirs, remaining: a.theirs } };
  post(ctx, { character: "", kind: "forces", amount: a.ours, rule: "TT-SIEGE-1", reason: "our army's pool" });
  post(ctx, { character: "", kind: "forces", amount: a.theirs, rule: "TT-SIEGE-1", reason: "enemy army's pool" });
  return null;
}

/** The challenged character and their challenge, with the common checks. */
function participantOf(ctx: Ctx, challengeId: string, name: string): { ch: Ch; c: C } | GfError {
  const ch = openChallenge(ctx, challengeId);
  if (isError(ch)) return ch;
  const c = character(ctx.d, name);
  if (isError(c)) return c;
  if (!ch.participants.some((p) => p.character === c.name)) return gfError("tt.not-challenged", "TT-SETUP-1", { character: c.name, challenge: ch.id });
  return { ch, c };
}

const hasRolled = (ch: Ch, name: string): boolean => ch.rolls.some((r) => r.character === name) || ch.bypassed.includes(name);

export function quirk(ctx: Ctx, a: A<"quirk">): GfError | null {
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  const denied = playerOf(ctx.d, a.by, c);
  if (denied) return denied;
  const cannot = canAct(c);
  if (cannot) return cannot;
  // TT-QRK-1: declared before rolling (in an effort challenge, before the next roll; it holds for the rest).
  if (!ch.effort && hasRolled(ch, c.name)) return gfError("tt.quirk.after-roll", "TT-QRK-1", { character: c.name });
  if (ch.effort && ch.effort.remaining === 0) return gfError("tt.challenge.overcome", "TT-QRK-1", { challenge: ch.id });
  if (a.species) {
    if (!ctx.d.settings.speciesChoice || !c.species) return gfError("tt.quirk.no-species", "TT-SPEC-1", { character: c.name });
  } else if (!c.quirks.includes(a.quirk)) {
    return gfError("tt.quirk.unknown", "TT-QRK-1", { character: c.name, quirk: a.quirk, quirks: c.quirks.join(", ") });
  }
  const limits = limitsOf(ch, scopeOf(ch, c.name));
  // TT-QRK-3: one quirk per challenge; TT-AMB-06: an affliction the GM applied takes that place.
  if (limits.quirk) return gfError("tt.quirk.once", limits.quirk.kind === "affliction" ? "TT-AMB-06" : "TT-QRK-3", { used: limits.quirk.name });
  limits.quirk = { character: c.name, kind: a.species ? "species" : "quirk", name: a.species ? c.species! : a.quirk, fromRoll: ch.rolls.length };
  post(ctx, { character: c.name, kind: "difficulty", amount: +1, rule: a.species ? "TT-SPEC-1" : "TT-QRK-1", reason: `quirk: ${limits.quirk.name}`, challenge: ch.id });
  return null;
}

export function affliction(ctx: Ctx, a: A<"affliction">): GfError | null {
  // TT-DEF-3, TT-SN-2: the GM, not the player, decides when an affliction applies.
  const denied = gmOnly(ctx.d, a.by, "TT-DEF-3");
  if (denied) return denied;
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  if (!c.afflictions.some((x) => x.name === a.affliction)) return gfError("tt.affliction.unknown", "TT-DEF-3", { character: c.name, affliction: a.affliction });
  if (!ch.effort && hasRolled(ch, c.name)) return gfError("tt.quirk.after-roll", "TT-QRK-1", { character: c.name });
  if (ch.effort && ch.effort.remaining === 0) return gfError("tt.challenge.overcome", "TT-QRK-1", { challenge: ch.id });
  const limits = limitsOf(ch, scopeOf(ch, c.name));
  if (limits.quirk) return gfError("tt.quirk.once", "TT-AMB-06", { used: limits.quirk.name });
  limits.quirk = { character: c.name, kind: "affliction", name: a.affliction, fromRoll: ch.rolls.length };
  // TT-AMB-06: +1 like a quirk, with no Karma or Resolve back.
  post(ctx, { character: c.name, kind: "difficulty", amount: +1, rule: "TT-DEF-3", reason: `affliction: ${a.affliction}`, challenge: ch.id });
  return null;
}

function d6Faces(dice: readonly (number | Die)[]): number[] | GfError {
  const faces: number[] = [];
  for (const die of dice) {
    const { size, face } = typeof die === "number" ? { size: 6, face: die } : die;
    // TT-SETUP-3: Tricube is played with d6 only.
    if (size !== 6 || !Number.isInteger(face) || face < 1 || face > 6) return gfError("tt.roll.not-d6", "TT-SETUP-3", { die: typeof die === "number" ? String(die) : `d${size}:${face}` });
    faces.push(face);
  }
  return faces;
}

export function roll(ctx: Ctx, a: A<"roll">): GfError | null {
  const { d } = ctx;
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  const denied = playerOf(d, a.by, c);
  if (denied) return denied;
  const cannot = canAct(c);
  if (cannot) return cannot;
  // One roll per challenged character, unless effort tokens make it a challenge of several rolls (TT-EFF-3).
  if (!ch.effort && hasRolled(ch, c.name)) return gfError("tt.roll.once", ch.kind === "defence" ? "TT-CMB-4" : "TT-TOOL-01", { character: c.name, challenge: ch.id });
  // TT-EFF-3: any failed roll has consequences; the GM names them before the next roll.
  const unsettled = ch.rolls.find((r) => !r.settled && (ch.effort || r.character === c.name));
  if (unsettled) return gfError("tt.roll.cost-pending", "TT-EFF-3", { character: unsettled.character });
  if (ch.effort && ch.effort.remaining === 0) return gfError("tt.challenge.overcome", "TT-EFF-2", { challenge: ch.id });
  const { powerLevels } = difficultyFor(d, ch, c.name);
  // TT-PWR-2 (TT-AMB-09): an enemy three or more levels below is no threat: narrate, do not roll.
  if (powerLevels === "power-lower") return gfError("tt.roll.no-threat", "TT-PWR-2", { character: c.name });
  let vehicle: C | null = null;
  if (a.vehicle) {
    if (!d.settings.vehicles) return gfError("tt.setting.off", "TT-VEH-3", { module: "vehicles" });
    const v = character(d, a.vehicle);
    if (isError(v)) return v;
    if (v.kind !== "vehicle") return gfError("tt.roll.not-a-vehicle", "TT-VEH-3", { vehicle: v.name });
    vehicle = v;
  }
  const faces = d6Faces(a.dice);
  if (isError(faces)) return faces;
  const participant = ch.participants.find((p) => p.character === c.name)!;
  const input = {
    quality: c.quality!, style: c.style!, challengeQuality: participant.quality, combat: ch.combat,
    outsideConcept: participant.outsideConcept || a.concept === false, fear: ch.kind === "fear",
  };
  // TT-DICE-1: the player's "my quality applies" must agree with the challenge and the sheet.
  if (a.quality !== undefined && a.quality !== qualityApplies(input)) {
    return gfError("tt.roll.quality-claim", "TT-DICE-1", { character: c.name, quality: participant.quality });
  }
  const need = diceCount(input);
  if (faces.length !== need) return gfError("tt.roll.dice-count", "TT-DICE-1", { character: c.name, need, got: faces.length });
  // TT-OPP-1 (seed l. 201): an opposed roll's difficulty is the opponent's top die, so until both
  // have rolled it has no outcome, nothing for the GM to cost and no Karma to spend: it is "pending".
  const opposedFirst = ch.kind === "opposed" && ch.rolls.length === 0;
  ch.rolls.push({
    character: c.name, vehicle: vehicle?.name ?? null, faces, difficulty: opposedFirst ? null : ch.base, hits: 0,
    outcome: opposedFirst ? "pending" : "failure", effortBefore: ch.effort ? ch.effort.remaining : null, removed: 0, settled: opposedFirst,
  });
  const index = ch.rolls.length - 1;
  const parts = difficultyFor(d, ch, c.name);
  for (const p of parts.parts) if (p.rule === "TT-HS-1" || p.rule === "TT-LVL-3") post(ctx, { character: c.name, kind: "difficulty", amount: p.amount, rule: p.rule, reason: "enemy", challenge: ch.id });
  // TT-LVL-4: three or more levels above: Power Levels, judged relatively (TT-PWR-1), no +1.
  if (parts.powerLevels === "power-higher") post(ctx, { character: c.name, kind: "difficulty", amount: 0, rule: "TT-LVL-4", reason: "power levels: judge the outcome relatively", challenge: ch.id });
  if (ch.kind === "opposed") {
    const rule = judgeOpposed(ctx, ch);
    if (rule) for (const r of ch.rolls) post(ctx, { character: r.character, kind: "outcome", amount: r.hits, rule, reason: r.outcome, challenge: ch.id });
    return null;
  }
  judge(ctx, ch, index);
  const r = ch.rolls[index]!;
  post(ctx, { character: c.name, kind: "outcome", amount: r.hits, rule: r.outcome === "critical" ? "TT-OUT-4" : "TT-OUT-1", reason: r.outcome, challenge: ch.id });
  // TT-SIEGE-2 with TT-AMB-10: a failed defence costs the PC Resolve and our army one token (TT-TOOL-06).
  if (ch.battle && ch.kind === "defence" && failed(r.outcome)) {
    const b = d.battles[ch.battle]!;
    if (b.ours.remaining > 0) {
      b.ours.remaining -= 1;
      post(ctx, { character: c.name, kind: "forces", amount: -1, rule: "TT-TOOL-06", reason: "our army tokens", challenge: ch.id });
    }
  }
  return null;
}

/** The roll a Karma spend would change: the character's last, while the GM has not yet costed it. */
function karmaTarget(ch: Ch, name: string): number | GfError {
  const index = lastIndex(ch.rolls, (r) => r.character === name);
  if (index < 0) return gfError("tt.karma.before-roll", "TT-KAR-3", { character: name });
  // TT-TOOL-09: in an opposed challenge the difficulty is known only once both have rolled.
  if (ch.kind === "opposed" && ch.rolls.length < 2) return gfError("tt.karma.wait-opponent", "TT-OPP-1", { character: name });
  const roll = ch.rolls[index]!;
  // TT-TOOL-02: after the GM has costed a failure, or once another roll of the same effort challenge came, it is too late.
  const later = ch.effort ? index !== ch.rolls.length - 1 : false;
  if (later || (failed(roll.outcome) && roll.settled)) return gfError("tt.karma.too-late", "TT-KAR-3", { character: name });
  return index;
}

/** Pays 1 Karma for a perk (TT-KAR-2), or 1 Resolve under Exhausting (TT-MAG-3). */
function payForPerk(ctx: Ctx, spender: C, perkName: string, species: boolean, prepared: boolean, vehicle: C | null, challengeId?: string): { paidWith: "karma" | "resolve"; perk: string } | GfError {
  const s = ctx.d.settings;
  let limitations: readonly string[] = [];
  if (species) {
    if (!s.speciesChoice || !spender.species) return gfError("tt.karma.no-perk", "TT-SPEC-1", { character: spender.name, perk: perkName });
  } else {
    // TT-VEH-3: a driver may use the vehicle's perks as their own; the Karma is still the driver's.
    const perk = spender.perks.find((p) => p.name === perkName) ?? vehicle?.perks.find((p) => p.name === perkName);
    if (!perk) return gfError("tt.karma.no-perk", "TT-KAR-2", { character: spender.name, perk: perkName, perks: spender.perks.map((p) => p.name).join(", ") });
    limitations = perk.limitations;
  }
  // TT-MAG-3 Ritualistic: no Karma on it until a few minutes of preparation.
  if (s.magicLimitations && limitations.includes("ritualistic") && !prepared) return gfError("tt.karma.ritualistic", "TT-MAG-3", { perk: perkName });
  if (s.magicLimitations && limitations.includes("exhausting")) {
    // TT-MAG-3 Exhausting: Resolve instead of Karma.
    if (spender.resolve < 1) return gfError("tt.karma.no-resolve", "TT-TOK-4", { character: spender.name });
    loseResolve(ctx, spender, 1, "TT-MAG-3", `exhausting: ${perkName}`, challengeId ?? null, false);
    return { paidWith: "resolve", perk: perkName };
  }
  // TT-TOK-4: never below 0; TT-KAR-6: the GM may offer a complication instead.
  if (spender.karma < 1) return gfError("tt.karma.none", "TT-TOK-4", { character: spender.name });
  spender.karma -= 1;
  post(ctx, { character: spender.name, kind: "karma", amount: -1, rule: "TT-KAR-2", reason: `perk: ${perkName}`, ...(challengeId ? { challenge: challengeId } : {}) });
  return { paidWith: "karma", perk: perkName };
}

/** Why the challenge's one Karma is already taken (TT-KAR-3, TT-KAR-4, TT-KAR-5, TT-AMB-05). */
function karmaTaken(used: { spender: string; perk: string }, spender: string, perk: string): GfError {
  const rule = used.spender !== spender ? "TT-KAR-5" : used.perk !== perk ? "TT-KAR-4" : "TT-KAR-3";
  return gfError("tt.karma.once", rule, { spender: used.spender, perk: used.perk });
}

/** Applies the challenge's one −1 and re-reads the roll it was bought for. */
export function lowerDifficulty(ctx: Ctx, ch: Ch, name: string, index: number, karma: { spender: string; perk: string; paidWith: "karma" | "resolve" | "complication" }, rule: string): void {
  limitsOf(ch, scopeOf(ch, name)).karma = { ...karma, lowers: true };
  post(ctx, { character: name, kind: "difficulty", amount: -1, rule, reason: `after the roll: ${karma.perk}`, challenge: ch.id });
  rejudge(ctx, ch, index);
}

function rejudge(ctx: Ctx, ch: Ch, index: number): void {
  if (ch.kind === "opposed") {
    const rule = judgeOpposed(ctx, ch);
    if (rule) for (const r of ch.rolls) post(ctx, { character: r.character, kind: "outcome", amount: r.hits, rule, reason: r.outcome, challenge: ch.id });
    return;
  }
  judge(ctx, ch, index);
  const r = ch.rolls[index]!;
  post(ctx, { character: r.character, kind: "outcome", amount: r.hits, rule: "TT-OUT-1", reason: r.outcome, challenge: ch.id });
}

/** TT-KAR-3, TT-AMB-12: a perk lowers a difficulty only this way, for 1 Karma after the roll. */
export function karma(ctx: Ctx, a: A<"karma">): GfError | null {
  const { d } = ctx;
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  const spender = character(d, a.spender ?? c.name);
  if (isError(spender)) return spender;
  // TT-KAR-5: an ally may pay for the help; whoever pays, their own player posts it. A defeated
  // ally sits out the scene (TT-DEF-2) and cannot help.
  const denied = playerOf(d, a.by, spender) ?? (spender.name === c.name ? null : canAct(spender));
  if (denied) return denied;
  const index = karmaTarget(ch, c.name);
  if (isError(index)) return index;
  const limits = limitsOf(ch, scopeOf(ch, c.name));
  if (limits.karma) return karmaTaken(limits.karma, spender.name, a.perk);
  const vehicleName = ch.rolls[index]!.vehicle;
  const vehicle = vehicleName && spender.name === c.name ? d.characters[vehicleName]! : null;
  const paid = payForPerk(ctx, spender, a.perk, a.species, a.prepared, vehicle, ch.id);
  if (isError(paid)) return paid;
  lowerDifficulty(ctx, ch, c.name, index, { spender: spender.name, ...paid }, spender.name === c.name ? "TT-KAR-3" : "TT-KAR-5");
  return null;
}

export function uncontrollable(ctx: Ctx, a: A<"uncontrollable">): GfError | null {
  const { d } = ctx;
  // TT-SUP-4: the GM may answer a Karma spend on an Uncontrollable perk with a complication instead.
  const denied = gmOnly(d, a.by, "TT-SUP-4");
  if (denied) return denied;
  if (!d.settings.powerLimitations) return gfError("tt.setting.off", "TT-SUP-4", { module: "powerLimitations" });
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  const limits = limitsOf(ch, scopeOf(ch, c.name));
  const used = limits.karma;
  const spender = used ? d.characters[used.spender] : undefined;
  const perk = spender?.perks.find((p) => p.name === used?.perk);
  if (!used || !used.lowers || used.paidWith === "complication" || !spender || !perk?.limitations.includes("uncontrollable")) {
    return gfError("tt.uncontrollable.nothing", "TT-SUP-4", { character: c.name });
  }
  const index = karmaTarget(ch, c.name);
  if (isError(index)) return index;
  // TT-AMB-11: the complication replaces the whole use, so the token comes back; the slot stays used (TT-TOOL-04).
  gain(ctx, spender, used.paidWith === "resolve" ? "resolve" : "karma", 1, "TT-AMB-11", "uncontrollable: not spent", ch.id);
  limits.karma = { ...used, lowers: false };
  post(ctx, { character: c.name, kind: "difficulty", amount: +1, rule: "TT-SUP-4", reason: "uncontrollable: no reduction", challenge: ch.id });
  post(ctx, { character: c.name, kind: "complication", amount: 0, rule: "TT-SUP-4", reason: a.complication, challenge: ch.id });
  rejudge(ctx, ch, index);
  return null;
}

export function spend(ctx: Ctx, a: A<"spend">): GfError | null {
  const { d } = ctx;
  const c = character(d, a.character);
  if (isError(c)) return c;
  const denied = playerOf(d, a.by, c);
  if (denied) return denied;
  let ch: Ch | null = null;
  if (a.challenge) {
    const got = participantOf(ctx, a.challenge, c.name);
    if (isError(got)) return got;
    ch = got.ch;
    const limits = limitsOf(ch, scopeOf(ch, c.name));
    // TT-AMB-05: one Karma per challenge, whatever it is for.
    if (limits.karma) return karmaTaken(limits.karma, c.name, a.perk);
    if (a.purpose === "bypass") {
      // TT-KAR-1: 1 Karma to bypass what the others must roll for; TT-TOOL-08: not a roll already made, nor a shared effort.
      if (ch.effort || ch.kind === "opposed") return gfError("tt.spend.no-bypass", "TT-KAR-1", { challenge: ch.id });
      if (hasRolled(ch, c.name)) return gfError("tt.quirk.after-roll", "TT-KAR-1", { character: c.name });
    }
  } else if (a.purpose === "bypass") {
    return gfError("tt.spend.no-bypass", "TT-KAR-1", { challenge: "-" });
  }
  const paid = payForPerk(ctx, c, a.perk, false, a.prepared, null, ch?.id);
  if (isError(paid)) return paid;
  post(ctx, { character: c.name, kind: "outcome", amount: 0, rule: "TT-KAR-1", reason: `${a.purpose}: ${a.perk}`, ...(ch ? { challenge: ch.id } : {}) });
  if (ch) {
    limitsOf(ch, scopeOf(ch, c.name)).karma = { spender: c.name, ...paid, lowers: false };
    if (a.purpose === "bypass") ch.bypassed.push(c.name);
  }
  return null;
}

export function cost(ctx: Ctx, a: A<"cost">): GfError | null {
  const { d } = ctx;
  // TT-OUT-3: the GM chooses what a failure costs.
  const denied = gmOnly(d, a.by, "TT-OUT-3");
  if (denied) return denied;
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  // TT-OPP-1: an opposed roll is no failure until the opponent's roll makes it one.
  if (ch.rolls.some((r) => r.character === c.name && r.outcome === "pending")) return gfError("tt.opposed.wait", "TT-OPP-1", { character: c.name });
  const roll = ch.rolls[lastIndex(ch.rolls, (r) => r.character === c.name && !r.settled)];
  if (!roll) return gfError("tt.cost.nothing", "TT-OUT-3", { character: c.name });
  const critical = roll.outcome === "critical";
  // TT-FEAR-2: failing against fear costs Resolve; TT-SIEGE-2: so does failing a defence in a battle.
  if (ch.kind === "fear" && a.cost !== "resolve") return gfError("tt.cost.resolve-only", "TT-FEAR-2", { character: c.name });
  if (ch.battle && ch.kind === "defence" && a.cost !== "resolve") return gfError("tt.cost.resolve-only", "TT-SIEGE-2", { character: c.name });
  // TT-OUT-4: a critical failure always brings an especially interesting complication.
  if (critical && !a.complication) return gfError("tt.cost.critical-complication", "TT-OUT-4", { character: c.name });
  if (a.cost === "complication" && !a.complication) return gfError("tt.cost.complication-text", "TT-OUT-3", { character: c.name });
  let target: typeof c = c;
  if (a.target) {
    // TT-VEH-2: a vehicle has its own Resolve, lost when the failure hurts the vehicle.
    const v = character(d, a.target);
    if (isError(v)) return v;
    if (v.name !== roll.vehicle) return gfError("tt.cost.target", "TT-VEH-2", { target: v.name });
    target = v;
  }
  roll.settled = true;
  if (a.complication) post(ctx, { character: c.name, kind: "complication", amount: 0, rule: critical ? "TT-OUT-4" : "TT-OUT-3", reason: a.complication, challenge: ch.id });
  if (a.cost === "resolve") {
    // TT-OUT-4: two Resolve where a normal failure would cost one.
    loseResolve(ctx, target, critical ? 2 : 1, critical ? "TT-OUT-4" : ch.kind === "fear" ? "TT-FEAR-2" : ch.battle ? "TT-SIEGE-2" : "TT-OUT-3", "failure", ch.id, critical);
  } else if (a.cost === "consequence") {
    post(ctx, { character: c.name, kind: "outcome", amount: 0, rule: "TT-OUT-3", reason: "an in-fiction consequence", challenge: ch.id });
  }
  return null;
}

/** Whether a quirk's reward may be taken now, and whether the challenge succeeded for it. */
function rewardState(ch: Ch, scope: string, character: string): "wait" | "success" | "failure" {
  if (scope === "*") {
    // TT-AMB-05: an effort challenge pays once, when it ends; Resolve only if the last token fell.
    if (ch.effort!.remaining === 0) return "success";
    return ch.open ? "wait" : "failure";
  }
  if (ch.kind === "opposed" && ch.rolls.length < 2) return "wait";
  const r = ch.rolls[lastIndex(ch.rolls, (x) => x.character === character)];
  if (!r) return "wait";
  return isSuccess(r.outcome) ? "success" : "failure";
}

export function reward(ctx: Ctx, a: A<"reward">): GfError | null {
  const got = participantOf(ctx, a.challenge, a.character);
  if (isError(got)) return got;
  const { ch, c } = got;
  const denied = playerOf(ctx.d, a.by, c);
  if (denied) return denied;
  const scope = scopeOf(ch, c.name);
  const limits = limitsOf(ch, scope);
  if (!limits.quirk || limits.quirk.character !== c.name) return gfError("tt.reward.no-quirk", "TT-QRK-2", { character: c.name });
  // TT-AMB-06: an affliction the GM applies pays nothing back.
  if (limits.quirk.kind === "affliction") return gfError("tt.reward.affliction", "TT-AMB-06", { character: c.name });
  if (limits.rewarded) return gfError("tt.reward.taken", "TT-QRK-2", { character: c.name });
  const state = rewardState(ch, scope, c.name);
  if (state === "wait") return gfError("tt.reward.too-early", "TT-QRK-2", { character: c.name });
  // TT-QRK-2: Karma, or Resolve instead when the challenge succeeded.
  if (a.take === "resolve" && state !== "success") return gfError("tt.reward.resolve-needs-success", "TT-QRK-2", { character: c.name });
  limits.rewarded = true;
  gain(ctx, c, a.take, 1, "TT-QRK-2", `quirk: ${limits.quirk.name}`, ch.id);
  return null;
}

export function close(ctx: Ctx, a: A<"close">): GfError | null {
  const { d } = ctx;
  const denied = gmOnly(d, a.by);
  if (denied) return denied;
  const ch = openChallenge(ctx, a.challenge);
  if (isError(ch)) return ch;
  // TT-OUT-3: every failure costs something before the challenge is over.
  const unsettled = ch.rolls.find((r) => !r.settled);
  if (unsettled) return gfError("tt.close.cost-pending", "TT-OUT-3", { character: unsettled.character });
  ch.open = false;
  // TT-QRK-2, TT-TOOL-07: a reward the player did not choose is the usual one, Karma.
  for (const limits of Object.values(ch.limits)) {
    if (limits.quirk && limits.quirk.kind !== "affliction" && !limits.rewarded) {
      limits.rewarded = true;
      const c = d.characters[limits.quirk.character]!;
      gain(ctx, c, "karma", 1, "TT-QRK-2", `quirk: ${limits.quirk.name}`, ch.id);
    }
  }
  return null;
}
