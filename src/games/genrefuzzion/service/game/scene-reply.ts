// The words of a scene reply: what a post did, why one was refused, and its rolls as [gf-roll] blocks
// show them, in the game's language. Pure wording over the rules' state; ../replies.ts assembles
// them into the scene's replies (sceneUpdateReply, sceneErrorReply).
import type { Lang } from "../../../../lib/i18n.js";
import { localise } from "../../../../lib/i18n.js";
import { errorMessage } from "../../markup/index.js";
import type { MarkupError } from "../../markup/index.js";
import { ACTION_FIELDS, INTERVAL_FIELDS, written, type WrittenSpellings } from "../../markup/spellings.js";
import type { PostRoll, Refusal } from "../../play/play-post.js";
import { roundAverage, rulesMessage } from "../../rules/index.js";
import type { Action, GameState } from "../../rules/index.js";
import { rollLine } from "../roll-line.js";
import { gameMessages } from "./messages.js";
import { blockNumber } from "./scene-rolls.js";
import { replyName as clean } from "../../../../service/reply-name.js";

/** An action as its post line names it (docs/markup.md §5, §6), for "done" lines. */
const ACTION_SPELLINGS: Partial<Record<Action["type"], WrittenSpellings>> = {
  train: INTERVAL_FIELDS.train, rename: INTERVAL_FIELDS.rename, "new-trick": INTERVAL_FIELDS["new-trick"],
  "new-flaw": INTERVAL_FIELDS["new-flaw"], "new-cliche": INTERVAL_FIELDS["new-cliche"],
  "new-relationship": INTERVAL_FIELDS["new-relationship"], endorse: INTERVAL_FIELDS.endorse, satisfy: INTERVAL_FIELDS.satisfy,
  retire: INTERVAL_FIELDS.retire, trick: ACTION_FIELDS.trick, flaw: ACTION_FIELDS.flaw, refuse: ACTION_FIELDS.refuse,
  block: ACTION_FIELDS.block, "name-rater": ACTION_FIELDS["name-rater"], "ally-intention": ACTION_FIELDS["ally-intention"],
  "ally-die": ACTION_FIELDS["ally-die"],
};
const actionName = (a: Action, lang: Lang) => {
  const spellings = ACTION_SPELLINGS[a.type];
  const word = spellings ? written(spellings, lang) : a.type;
  return "character" in a && a.character ? `${word} (${clean(a.character)})` : word;
};

/** A refusal in the game's language, whatever language the refused block was written in. */
export function refusalText(r: Refusal, lang: Lang): string {
  if (r.source === "markup") return errorMessage(r.error as MarkupError, lang);
  // Game codes are this folder's; everything else the rules engine said.
  return Object.hasOwn(gameMessages, r.error.code) ? localise(gameMessages, r.error, lang) : rulesMessage(r.error, lang);
}

/** What the post's actions did, a line each, for the scene reply. */
export function happened(before: GameState, after: GameState, actions: readonly Action[], lang: Lang): string[] {
  const say = (code: string, params: Record<string, string | number>) => localise(gameMessages, { code, params }, lang);
  const out: string[] = [];
  const scene = after.scene ?? before.scene;
  for (const a of actions) {
    const s = after.scene ?? after.suspended?.scene ?? before.scene;
    if (a.type === "open" && s) out.push(say("game.did.open", { scene: s.number, protagonist: clean(s.protagonist.character), antagonist: clean(s.antagonist.character) }));
    else if (a.type === "present") out.push(say("game.did.present", { antagonist: clean(a.character) }));
    else if (a.type === "effect") out.push(say(a.outcomes.length ? "game.did.effect" : "game.did.no-effect", { character: clean(a.character) }));
    else if (a.type === "rate") out.push(say("game.did.rate", { protagonist: a.protagonist, antagonist: a.antagonist }));
    // GF-FIN-6: the Moderator's average, as the rules round it (GF-AMB-38), not the action's internal name.
    else if (a.type === "rate-finale") {
      const average = (side: "protagonist" | "antagonist") => roundAverage(a.ratings.map((r) => r[side]), after.settings.finaleRounding);
      out.push(say("game.did.rate-finale", { count: a.ratings.length, protagonist: average("protagonist"), antagonist: average("antagonist") }));
    }
    else if (a.type === "suspend") out.push(say("game.did.suspend", {}));
    else if (a.type === "resume" && after.scene) out.push(say("game.did.resume", { scene: after.scene.number }));
    else if (a.type === "withdraw") out.push(say("game.did.withdraw", {}));
    else if (a.type === "interval") out.push(say("game.did.interval", {}));
    else if (a.type === "yield" && scene?.outcome) {
      const winner = scene[scene.outcome.winner].character;
      out.push(say("game.did.yield", { loser: clean(a.character), winner: clean(winner) }));
    } else if (a.type === "concede" && scene?.outcome) {
      // GF-AMB-36: no yield points; the winner's effect die follows as after a won roll.
      out.push(say("game.did.concede", { loser: clean(a.character), winner: clean(scene[scene.outcome.winner].character) }));
    } else if (a.type === "roll" && scene) {
      const r = scene.rolls[scene.rolls.length - 1];
      if (r) out.push(say("game.did.roll", { character: clean(r.character), result: r.evaluation.result }));
      if (r && r.answered !== null && scene.standing?.side === r.side) out.push(say("game.did.holds", { character: clean(r.character), standing: r.answered }));
    } else if (a.type !== "roll" && a.type !== "yield" && a.type !== "concede") out.push(say("game.did.other", { action: actionName(a, lang) }));
  }
  // GF-WIN-1: a roll that fails to hold loses the scene.
  if (!before.scene?.outcome && after.scene?.outcome?.how === "won" && !actions.some((a) => a.type === "concede")) out.push(say("game.did.win", { winner: clean(after.scene[after.scene.outcome.winner].character) }));
  return out;
}

/** A roll of the post as its [gf-roll] block shows it: whose, in which scene, its proof, its block and its line. */
export function rollView(r: PostRoll, postId: number, lang: Lang) {
  const role = lang === "es" ? (r.side === "protagonist" ? "protagonista" : "antagonista") : r.side;
  // The roll block's attribute: encoded by the template (`attr`), so it reads back as this very name.
  return { character: r.character, role, scene: r.scene, post: postId, proof: r.proof,
    // The block number the proof's context names (docs/verifiable-dice.md §3): the badge checks it.
    block: blockNumber(r.which), ...rollLine(r.record.dice, r.record.evaluation) };
}
