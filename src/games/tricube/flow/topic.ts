// One topic of a Tricube category as the service keeps it: the record (zod-checked when read back)
// holds the table's state, the posts already applied (a redelivered or edited post applies nothing
// twice) and the session's log for `gf tricube replay`. A post goes through it in the game's TopicFlow
// (service-flow.ts), which the service's runner plays.
import { z } from "zod";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { actionSchema, type Action, type TtState } from "../rules/index.js";
import { ttStateSchema } from "../rules/state-schema.js";

/** How many applied post ids a record keeps (post ids grow with time; older ones never come back). */
export const APPLIED_KEPT = 2_000;

export const topicRecordSchema = z.object({
  format: z.literal(1),
  state: ttStateSchema,
  applied: z.array(z.int().positive()).max(APPLIED_KEPT),
  /** The table the log starts from, and every action applied since. */
  log: z.object({ start: ttStateSchema, actions: z.array(actionSchema).max(100_000) }),
  /** When the service reminds whoever the table waits for (TT-TOOL-11), if it still waits for them then; once per wait. */
  remind: z.object({ at: z.int().min(0), users: z.array(z.string()).min(1).max(50) }).strict().optional(),
}).strict();
export type TopicRecord = z.infer<typeof topicRecordSchema>;

export function newTopicRecord(state: TtState): TopicRecord {
  return { format: 1, state: state as TopicRecord["state"], applied: [], log: { start: state as TopicRecord["state"], actions: [] } };
}

/** A stored record read back, or why not (never a cast). */
export function readTopicRecord(json: unknown): Result<TopicRecord, GfError> {
  const r = topicRecordSchema.safeParse(json);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0];
  return err(gfError("tt.topic.unreadable", undefined, { path: issue?.path.map(String).join(".") || "-", detail: issue?.message ?? "" }));
}
