// One post of a Tricube topic through the rules: its [tt-challenge], [tt-roll], [tt-karma],
// [tt-answer] and [tt-gm] blocks, in the order written, each turned into the rules' actions and
// applied. A roll is planned first (planRoll: the number of d6 comes from the challenge and the
// sheet, never from what the player typed), then rolled by the caller's verifiable roll, then
// applied with those faces. A post is all or nothing: the first refusal stops it, and the state it
// started from stays. Sheets ([tt-sheet]) are the sheet registry's, not the thread's: skipped here.
//
// Who acts: the rules know one GM (TT-SETUP-1). The forum's staff may act as the GM for the GM's
// moves (challenges, costs, the GM's block, a defeated character's affliction); a roll, a Karma
// spend, a reward and an advance are always the author's own, so the GM and staff never roll for a
// character that is not theirs (the rules refuse it, TT-SETUP-1, TT-SETUP-2).
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { ActionRun } from "../../../lib/reducer.js";
import { apply, parseAction, planRoll } from "../rules/index.js";
import type { Action, ActionInput, LedgerEntry, RollRecord, TtState } from "../rules/index.js";
import { answerAction, challengeAction, gmActions, karmaAction, rollActions } from "../markup/index.js";
import type { ParsedTricubeBlock } from "../markup/index.js";

export interface FlowAuthor {
  readonly username: string;
  /** Discourse staff (admin or moderator): may make the GM's moves. */
  readonly staff: boolean;
}

/** A die as the dice core rolls it. */
export interface FlowDie { readonly size: number; readonly face: number }

export interface FlowContext {
  readonly author: FlowAuthor;
  /**
   * The table's language (the category's, else the forum's): the reply and every refusal are in it,
   * whichever language the post's blocks were written in. Absent (a log replayed outside a table):
   * the first played block's.
   */
  readonly lang?: Lang;
  /** Whether this group rolls physical dice and types them (`dice:` lines); otherwise the service rolls. */
  readonly physicalDice?: boolean;
  /** The verifiable roll of `count` d6 for the post's `roll`-th [tt-roll] block, or why it cannot be rolled now. */
  readonly roll: (count: number, which: { readonly roll: number }) => Result<{ readonly dice: readonly FlowDie[]; readonly proof: string; readonly card?: string }, GfError>;
}

/** A roll made for the post: what the reply's dice block and the challenge's card show. */
export interface FlowRoll {
  /** Index of the [tt-roll] among the post's roll blocks. */
  readonly roll: number;
  readonly challenge: string;
  readonly character: string;
  readonly dice: readonly FlowDie[];
  /** The verifiable roll's proof, or null for physical dice typed by the player. */
  readonly proof: string | null;
  /** The platform's roll card for the reply (FlowStepContext.roll), or null for physical dice. */
  readonly card: string | null;
  /** The roll as the rules judged it when it was made. */
  readonly record: RollRecord;
}

export interface PlayedTricubePost {
  readonly before: TtState;
  readonly state: TtState;
  readonly actions: readonly Action[];
  readonly entries: readonly LedgerEntry[];
  readonly rolls: readonly FlowRoll[];
  /** The reply's language: the first played block's. */
  readonly lang: Lang;
  /**
   * Dice stand: a block refused after the post rolled. The post is played up to that block (its
   * dice kept) and this block and the ones after it are refused; see playTricubePost.
   */
  readonly refused?: FlowRefusal;
}

export interface FlowRefusal {
  /** Index of the block in the post (parseTricubePost order). */
  readonly block: number;
  /** 1-based line of the post to quote. */
  readonly line: number;
  readonly lang: Lang;
  readonly error: GfError;
  /** "markup": the parser's catalogue; "rules": the rules'; "flow": this file's; "dice": nobody's move, try later. */
  readonly source: "markup" | "rules" | "flow" | "dice";
}

/** The blocks this flow acts on. */
const PLAYED = new Set(["challenge", "roll", "karma", "answer", "gm"]);

/**
 * The post's moves as written: the text of each block the flow plays, in order (prose, sheets and
 * tables left out), or undefined when it has none. An edit of an applied post is told its move
 * stands only when this text changes.
 */
export function movesText(raw: string, blocks: readonly ParsedTricubeBlock[]): string | undefined {
  const played = blocks.filter((b) => PLAYED.has(b.block));
  return played.length ? played.map((b) => raw.slice(b.start, b.end)).join("\n") : undefined;
}

/** Whether a post has anything for the game to play. */
export function hasMoves(blocks: readonly ParsedTricubeBlock[]): boolean {
  return blocks.some((b) => PLAYED.has(b.block));
}

/**
 * A post through the rules, all or nothing, except that dice stand: when a block is refused after an
 * earlier block of the post rolled, the post is played up to the refused block, rolls and all, and
 * the refusal is reported with it. Otherwise a refusal that depends on the faces (a second roll while
 * the first one's failure waits for the GM's cost, say) would let a player throw away a bad roll and
 * roll again by editing or reposting.
 */
export function playTricubePost(start: TtState, blocks: readonly ParsedTricubeBlock[], ctx: FlowContext): Result<PlayedTricubePost, FlowRefusal> {
  // Each roll is made once: the prefix below gets the faces already rolled, never new ones.
  const made = new Map<number, ReturnType<FlowContext["roll"]>>();
  const once: FlowContext = { ...ctx, roll: (count, which) => {
    const known = made.get(which.roll);
    if (known) return known;
    const r = ctx.roll(count, which);
    made.set(which.roll, r);
    return r;
  } };
  const all = playBlocks(start, blocks, once);
  if (all.ok || all.error.source === "dice") return all;
  const refusal = all.error;
  const kept = playBlocks(start, blocks.slice(0, refusal.block), once);
  return kept.ok && kept.value.rolls.length ? ok({ ...kept.value, refused: refusal }) : all;
}

function playBlocks(start: TtState, blocks: readonly ParsedTricubeBlock[], ctx: FlowContext): Result<PlayedTricubePost, FlowRefusal> {
  const play = new ActionRun<TtState, Action, LedgerEntry>(start, parseAction, apply);
  const { run, actions, entries } = play;
  const rolls: FlowRoll[] = [];
  let rollIndex = -1;
  let lang: Lang | undefined;
  const user = ctx.author.username;
  /** TT-SETUP-1: the GM's moves are the configured GM's, or staff's on the GM's behalf. */
  const asGm = (): string => (ctx.author.staff || user === play.state.gm ? play.state.gm : user);

  for (const [index, parsed] of blocks.entries()) {
    if (!PLAYED.has(parsed.block)) continue;
    if (parsed.block === "roll") rollIndex++;
    const refuse = (error: GfError, source: FlowRefusal["source"], line = parsed.openLine) => err({ block: index, line, lang: ctx.lang ?? parsed.lang, error, source });
    const first = parsed.errors[0];
    if (first) return refuse(gfError(first.code, first.rule, first.params), "markup", first.line);
    const node = parsed.node!;
    lang ??= ctx.lang ?? parsed.lang;

    if (node.block === "challenge") {
      const e = run(challengeAction(node, asGm()));
      if (e) return refuse(e, "rules");
    } else if (node.block === "gm") {
      for (const input of gmActions(node, asGm())) {
        const e = run(input);
        if (e) return refuse(e, "rules");
      }
    } else if (node.block === "karma") {
      const e = run(karmaAction(node, user));
      if (e) return refuse(e, "rules");
    } else if (node.block === "answer") {
      // The GM's cost; the winner's (or, for the table, the GM's) affliction; the player's own answers.
      const pending = play.state.pendingAfflictions.find((p) => p.character === node.character);
      const by = node.cost ? asGm() : node.affliction && pending && pending.winner !== user ? asGm() : user;
      const input = answerAction(node, by);
      if (!input) return refuse(gfError("tt.markup.one-answer", undefined, { count: 0 }), "markup");
      const e = run(input);
      if (e) return refuse(e, "rules");
    } else if (node.block === "roll") {
      // TT-QRK-1: the quirk comes before the roll, so before the dice are planned.
      if (node.quirk) {
        const e = run({ type: "quirk", by: user, challenge: node.challenge, character: node.character, quirk: node.quirk });
        if (e) return refuse(e, "rules");
      }
      if (node.dice && !ctx.physicalDice) return refuse(gfError("tt.flow.own-dice", "TT-SETUP-3"), "flow");
      const plan = planRoll(play.state, { by: user, challenge: node.challenge, character: node.character, ...(node.concept !== undefined ? { concept: node.concept } : {}) });
      if (!plan.ok) return refuse(plan.error, "rules");
      let dice: readonly FlowDie[];
      let proof: string | null = null;
      let card: string | null = null;
      if (node.dice) {
        dice = node.dice.map((face) => ({ size: 6, face }));
      } else {
        const rolled = ctx.roll(plan.value.dice, { roll: rollIndex });
        if (!rolled.ok) return refuse(rolled.error, "dice");
        dice = rolled.value.dice;
        proof = rolled.value.proof;
        card = rolled.value.card ?? null;
      }
      // The roll itself (the quirk, if any, is already applied): the dice as rolled, sizes and all, so the rules check they are d6.
      const action = rollActions(node, user, dice.map((d) => d.face)).at(-1)!;
      const e = run({ ...action, dice: dice.map((d) => ({ size: d.size, face: d.face })) } as ActionInput);
      if (e) return refuse(e, "rules");
      const ch = play.state.challenges[node.challenge]!;
      rolls.push({ roll: rollIndex, challenge: ch.id, character: node.character, dice, proof, card, record: ch.rolls[ch.rolls.length - 1]! });
    }
  }
  if (!actions.length) return err({ block: 0, line: blocks[0]?.openLine ?? 1, lang: ctx.lang ?? blocks[0]?.lang ?? "es", error: gfError("tt.flow.nothing"), source: "flow" });
  return ok({ before: start, state: play.state, actions, entries, rolls, lang: lang ?? ctx.lang ?? "es" });
}
