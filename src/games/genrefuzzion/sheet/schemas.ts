// The character sheet as data (docs/markup.md §7.1), and the changes the service may make to it (§7.3). Both
// cross a boundary (a wiki post read from the forum; a change computed by the rules and carried by
// the outbox), so both are zod schemas and the types come from them. A sheet holds values only: where
// each value sits in the raw post stays in the parsed block (src/markup), which is what lets an
// update rewrite one field and leave every other byte alone.
import { z } from "zod";
import { dieSize, lang, objectiveState } from "../markup/schemas.js";

const text = z.string();

export const sheetCliche = z.object({ name: text, die: dieSize.optional() });
/** GF-REL-1, GF-REL-5: a phrase about another character, or about one through an extra. */
export const sheetRelationship = z.object({ name: text, target: text.optional(), die: dieSize.optional() });
/** GF-ADV-1, GF-ADV-2: an advantage may be bound to the opponent it came from. */
export const sheetAdvantage = z.object({ name: text, boundOpponent: text.optional(), die: dieSize.optional() });
export const sheetProblem = z.object({ name: text, die: dieSize.optional() });
/** GF-TT-3: a trick or flaw by its table name, with its `<PLACEHOLDER>` texts filled in, in order. */
export const sheetTrick = z.object({
  name: text,
  /** The table entry's id (rules/genrefuzzion tricks.ts / flaws.ts) when the name is one of the table's. */
  id: z.string().optional(),
  fills: z.array(text),
});
/** GF-OBJ-1: difficulty 5–15; "achieved" is the original's "alcanzado" (reached). */
export const sheetObjective = z.object({
  text: text,
  difficulty: z.int().min(5).max(15).optional(),
  state: objectiveState,
});

export const sheet = z.object({
  /** "new": a character joining mid-game (GF-NEW-1), checked against the shorter lists. */
  mode: z.enum(["creation", "new"]),
  /** The block's language: the one its inserted lines and its card use. */
  lang: lang,
  name: text.optional(),
  /** The player's forum username, without the leading "@" (the sheet's owner, docs/markup.md §7.6). */
  player: text.optional(),
  concept: text.optional(),
  cliches: z.array(sheetCliche),
  relationships: z.array(sheetRelationship),
  tricks: z.array(sheetTrick),
  flaws: z.array(sheetTrick),
  objectives: z.array(sheetObjective),
  advantages: z.array(sheetAdvantage),
  problems: z.array(sheetProblem),
  /** The player's points (GF-PTS-1, GF-FORUM-4); absent when the sheet has no line for them. */
  pv: z.int().min(0).optional(),
  pk: z.int().min(0).optional(),
  notes: text.optional(),
});
export type Sheet = z.infer<typeof sheet>;
export type SheetCliche = z.infer<typeof sheetCliche>;
export type SheetRelationship = z.infer<typeof sheetRelationship>;
export type SheetAdvantage = z.infer<typeof sheetAdvantage>;
export type SheetProblem = z.infer<typeof sheetProblem>;
export type SheetTrick = z.infer<typeof sheetTrick>;
export type SheetObjective = z.infer<typeof sheetObjective>;

/** The die-rated lists of a sheet: what effects, training and annulment act on (GF-ANNUL-1). */
export const TRAIT_LISTS = ["cliches", "relationships", "advantages", "problems"] as const;
export const traitList = z.enum(TRAIT_LISTS);
export type TraitList = z.infer<typeof traitList>;

/** A name the service writes into a sheet line: one line, no block brackets, short. */
const lineText = z.string().trim().min(1).max(200).regex(/^[^\r\n\[\]]+$/);
const qualifierText = z.string().trim().min(1).max(80).regex(/^[^\r\n\[\]:]+$/);

/**
 * One change to a sheet's managed fields (docs/markup.md §7.3). Points move by a delta, so a player's own
 * edit of the same number is kept and the service's change lands on top of it. Changes that would
 * act on a value the player may have changed meanwhile carry `from`: if the sheet no longer says
 * that, the change is refused instead of overwriting the player's edit.
 */
export const sheetChange = z.discriminatedUnion("type", [
  /** GF-RATE-6..8, GF-YIELD-2..4, GF-POOL-8/9, GF-TT-5, spending: the player's balance moves. */
  z.object({ type: z.literal("points"), pv: z.int().optional(), pk: z.int().optional() }),
  /** GF-ADV-1, GF-PROB-2, GF-TRAIN-6: a new die-rated line. */
  z.object({
    type: z.literal("add-trait"), list: traitList, name: lineText, die: dieSize,
    /** A relationship's target, an advantage's bound opponent (GF-ADV-2). */
    target: qualifierText.optional(),
  }),
  /** GF-PROB-3, GF-ANNUL-1 step-down, GF-TRAIN-2 step-up: the die of an existing line. */
  z.object({ type: z.literal("set-die"), list: traitList, name: lineText, die: dieSize, from: dieSize.optional() }),
  /**
   * GF-ANNUL-1 annul, GF-ADV-4 sacrifice, GF-TRICK-26, GF-FLAW-11, GF-RET-3: the line goes. `from`
   * (GF-SUSP-2, undoing a line a withdrawn scene added): only while it still has that die.
   */
  z.object({ type: z.literal("remove-trait"), list: traitList, name: lineText, from: dieSize.optional() }),
  /** GF-TRAIN-4, GF-RET-2: new text, the die kept; a relationship may point elsewhere. */
  z.object({ type: z.literal("rename-trait"), list: traitList, name: lineText, to: lineText.optional(), target: qualifierText.optional() }),
  /** GF-TRAIN-5: a new trick or flaw from the tables, placeholders filled. */
  z.object({ type: z.literal("add-trick"), kind: z.enum(["trick", "flaw"]), name: lineText, fills: z.array(z.string().trim().min(1).max(200).regex(/^[^\r\n\[\];]+$/)) }),
  /** GF-OBJ-6, GF-OBJ-7, GF-OBJ-10: an objective's state or text; `index` is 1-based. */
  z.object({
    type: z.literal("objective"), index: z.int().min(1),
    state: objectiveState.optional(), from: objectiveState.optional(), text: lineText.optional(),
  }),
]);
export type SheetChange = z.infer<typeof sheetChange>;
