// A topic played by a game's flow, as the store keeps it: the game's own record (checked by the game's
// `read`), wrapped in what the runner itself needs. The row is the topic's row of the store's
// topic_flows table (store.getFlow), written with the same optimistic version and the same
// all-or-nothing commit as a scene (store.commitScene: record, rolls with their proofs, replies).
import { z } from "zod";
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";

/** How many applied post ids a row keeps (post ids grow with time; older ones never come back). */
export const FLOW_APPLIED_KEPT = 2_000;

const id = z.int().min(1);
const ms = z.int().min(0);

const sheetJob = z.object({
  /** Unique in the topic: the post (or tick) and the character. */
  key: z.string().min(1),
  character: z.string().min(1),
  /** A post of the topic to rewrite instead of the character's registered sheet (FlowSheetWrite.postId). */
  postId: id.optional(),
  /** The game's change, read back by its readChange. */
  change: z.unknown(),
  rules: z.array(z.string()).min(1),
  at: ms,
  /** The post whose move made the change (a tick's: the last applied): what a note about the write answers. Absent in older rows. */
  replyTo: z.object({ postId: id, postNumber: id }).optional(),
});
export type FlowSheetJob = z.infer<typeof sheetJob>;

const flowRow = z.object({
  format: z.literal(1),
  /** The game whose flow plays the topic. */
  game: z.string().min(1),
  /** The game's record, as its flow wrote it. */
  record: z.unknown(),
  /** Posts applied: a redelivered or edited one applies nothing again. */
  applied: z.array(id).max(FLOW_APPLIED_KEPT),
  /** The topic's language (its category's when first played), for replies no post prompts (ticks). */
  lang: z.enum(["es", "en"]),
  /** The last post applied: what a tick's reply answers and its rolls are keyed to. */
  last: z.object({ postId: id, postNumber: id }),
  /** Ticks run so far: a tick's rolls are numbered after them, so no two ticks share a roll. */
  ticks: z.int().min(0),
  /** Sheet updates committed and not yet written to the forum. */
  sheetJobs: z.array(sheetJob),
  /**
   * A digest of each applied post's moves as first posted (TopicFlow.moves), by post id, for the
   * posts still in `applied`: an edit whose moves differ is told the move stands. Absent in rows
   * written before it existed (their edits are only logged).
   */
  digests: z.record(z.string().regex(/^\d+$/), z.string().min(1).max(64)).optional(),
  /**
   * The table's reminder (TopicFlow.reminder): when, and whom it waits for then; the runner reminds them
   * once, if the table still waits for the same people. Absent: nobody awaited, or the game has none.
   */
  remind: z.object({ at: ms, users: z.array(z.string().min(1).max(60)).min(1).max(50), idleMs: ms }).strict().optional(),
}).strict();
export type FlowRow = z.infer<typeof flowRow>;

export function writeFlowRow(row: FlowRow): string {
  return JSON.stringify(row);
}

/** A stored row read back: parsed and checked, never cast. */
export function readFlowRow(state: string): Result<FlowRow, GfError> {
  let raw: unknown;
  try { raw = JSON.parse(state); } catch (e) {
    return err(gfError("flow.stored.unreadable", undefined, { detail: e instanceof Error ? e.message : String(e) }));
  }
  const parsed = flowRow.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(gfError("flow.stored.unreadable", undefined, { detail: `${issue?.path.join(".") || "-"}: ${issue?.message ?? ""}` }));
}

export function newFlowRow(game: string, lang: Lang, record: unknown, last: FlowRow["last"]): FlowRow {
  return { format: 1, game, record, applied: [], lang, last, ticks: 0, sheetJobs: [] };
}
