// From parsed blocks to the rules' inputs: a GM's challenge post is a `challenge` action, a player's
// roll declaration is its quirk (declared before the roll, TT-QRK-1) and then the roll with the
// dice the service rolled, a Karma post is a `karma` action, and a sheet is a character. The
// rules check everything a block cannot know alone (whose character it is, what the sheet says).
import type { ActionInput, CharacterInput } from "../rules/schemas.js";
import { monsterNamed } from "../rules/monsters.js";
import type { AnswerNode, ChallengeNode, GmNode, KarmaNode, RollNode, SheetNode } from "./schemas.js";

/** A sample monster's name brings its level and qualities (TT-LVL-6); lines the GM wrote win. */
function enemyOf(e: NonNullable<ChallengeNode["enemy"]>) {
  return {
    boss: e.boss,
    ...(e.name ? { name: e.name } : {}),
    ...(e.name && monsterNamed(e.name) ? { monster: e.name } : {}),
    ...(e.qualities.length ? { qualities: e.qualities } : {}),
    ...(e.level ? { level: e.level } : {}),
  };
}

export function challengeAction(node: ChallengeNode, by: string): ActionInput {
  return {
    type: "challenge", by, id: node.id, kind: node.kind, difficulty: node.difficulty ?? 5, who: node.who, deadly: node.deadly,
    ...(node.quality ? { quality: node.quality } : {}), ...(node.effort ? { effort: node.effort } : {}),
    ...(node.combat ? { combat: node.combat } : {}), ...(node.battle ? { battle: node.battle } : {}),
    ...(node.enemy ? { enemy: enemyOf(node.enemy) } : {}),
  };
}

/**
 * The actions of a roll post: the quirk first (it must come before the dice), then the roll. `dice`
 * are the faces the service rolled (verifiable), or the block's own for a group rolling physically.
 */
export function rollActions(node: RollNode, by: string, dice: readonly number[] | undefined = node.dice): ActionInput[] {
  const at = { by, challenge: node.challenge, character: node.character };
  const out: ActionInput[] = [];
  if (node.quirk) out.push({ type: "quirk", ...at, quirk: node.quirk });
  if (dice) {
    out.push({
      type: "roll", ...at, dice: [...dice],
      ...(node.quality !== undefined ? { quality: node.quality } : {}), ...(node.concept !== undefined ? { concept: node.concept } : {}),
      ...(node.vehicle ? { vehicle: node.vehicle } : {}),
    });
  }
  return out;
}

export function karmaAction(node: KarmaNode, by: string): ActionInput {
  return { type: "karma", by, challenge: node.challenge, character: node.character, perk: node.perk, prepared: node.prepared, ...(node.spender ? { spender: node.spender } : {}) };
}

/** A sheet as the rules' character input; `player` is the post's author unless the sheet names one. */
export function sheetCharacter(node: SheetNode, player: string): CharacterInput {
  return {
    name: node.name ?? "-", player: node.player ?? player, kind: node.kind, concept: node.concept ?? "-",
    ...(node.quality ? { quality: node.quality } : {}), ...(node.style ? { style: node.style } : {}),
    perks: node.perks, quirks: node.quirks, afflictions: node.afflictions, spells: node.spells, advances: node.advances,
    ...(node.species ? { species: node.species } : {}), ...(node.level ? { level: node.level } : {}),
    ...(node.karma ? { karma: node.karma.current, karmaQuota: node.karma.quota } : {}),
    ...(node.resolve ? { resolve: node.resolve.current, resolveQuota: node.resolve.quota } : {}),
  };
}

/** A human's answer as the one action it is; null when the block says nothing readable (its errors say why). */
export function answerAction(node: AnswerNode, by: string): ActionInput | null {
  const { character } = node;
  const at = { by, character, challenge: node.challenge ?? "-" };
  const complication = node.complication ? { complication: node.complication } : {};
  if (node.cost) return { type: "cost", ...at, cost: node.cost, ...complication };
  if (node.reward) return { type: "reward", ...at, take: node.reward };
  if (node.affliction) return { type: "afflict", by, character, affliction: node.affliction };
  if (node.accept !== undefined) return { type: "answer", by, character, accept: node.accept, ...complication };
  if (node.advance) return { type: "advance", by, character, choice: node.advance };
  return null;
}

/** The GM's moves, in the order written. */
export function gmActions(node: GmNode, by: string): ActionInput[] {
  return node.steps.map((s): ActionInput => {
    switch (s.do) {
      case "close": return { type: "close", by, challenge: s.challenge };
      case "scene-end": return { type: "scene-end", by };
      case "session": return { type: "session", by };
      case "grant-advance": return { type: "grant-advance", by, character: s.character };
      case "offer": return { type: "offer", by, character: s.character, kind: "karma-for-complication" };
    }
  });
}
