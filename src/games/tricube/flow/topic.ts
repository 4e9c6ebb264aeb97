// One topic of a Tricube category as the service keeps it, and one post through it: the whole step
// the service's thin shell runs for a post, with no I/O. The record (zod-checked when read back) holds
// the table's state, the posts already applied (a redelivered or edited post applies nothing twice)
// and the session's log for `gf tricube replay`. A step gives the new record, the reply, and the new
// text of every sheet the post changed (lossless, hand edits kept), or a refusal to answer with.
import { z } from "zod";
import type { Lang } from "../../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { parseTricubePost } from "../markup/index.js";
import { actionSchema, type Action, type TtState } from "../rules/index.js";
import { ttStateSchema } from "../rules/state-schema.js";
import { updateTricubeSheet, type ManagedField } from "../sheet/index.js";
import { hasMoves, playTricubePost, type FlowContext, type FlowRefusal, type FlowRoll } from "./play-post.js";
import { refusalText } from "./messages.js";
import { replyText } from "./reply.js";
import { changedCharacters } from "./table.js";

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

export interface TopicPost {
  readonly id: number;
  readonly raw: string;
  readonly author: string;
  readonly staff: boolean;
}

export interface SheetWrite {
  readonly character: string;
  readonly raw: string;
  /** Fields a player's hand edit changed first: left as they wrote them. */
  readonly kept: readonly ManagedField[];
}

export type TopicStep =
  | { readonly kind: "ignored"; readonly why: "no-moves" | "applied" }
  | { readonly kind: "refused"; readonly refusal: FlowRefusal; readonly reply: string }
  | { readonly kind: "played"; readonly record: TopicRecord; readonly reply: string; readonly rolls: readonly FlowRoll[]; readonly sheets: readonly SheetWrite[]; readonly sheetErrors: readonly { character: string; error: GfError }[] };

export interface TopicContext {
  readonly lang: Lang;
  readonly roll: FlowContext["roll"];
  readonly physicalDice?: boolean;
  /** The current raw text of a character's sheet post, when the service knows it. */
  readonly sheetOf: (character: string) => string | undefined;
}

/** One post through a topic: all or nothing, and at most once per post id. */
export function stepTopic(record: TopicRecord, post: TopicPost, ctx: TopicContext): TopicStep {
  if (record.applied.includes(post.id)) return { kind: "ignored", why: "applied" };
  const blocks = parseTricubePost(post.raw, { lang: ctx.lang });
  if (!hasMoves(blocks)) return { kind: "ignored", why: "no-moves" };
  const played = playTricubePost(record.state, blocks, {
    author: { username: post.author, staff: post.staff }, roll: ctx.roll, ...(ctx.physicalDice ? { physicalDice: true } : {}),
  });
  if (!played.ok) {
    const r = played.error;
    const where = r.lang === "es" ? `línea ${r.line}` : `line ${r.line}`;
    return { kind: "refused", refusal: r, reply: `@${post.author}: ${where}: ${refusalText(r)}` };
  }
  const sheets: SheetWrite[] = [];
  const sheetErrors: { character: string; error: GfError }[] = [];
  for (const c of changedCharacters(played.value.before, played.value.state)) {
    const raw = ctx.sheetOf(c.name);
    if (raw === undefined) { sheetErrors.push({ character: c.name, error: gfError("tt.sheet.none") }); continue; }
    const u = updateTricubeSheet(raw, c.before, c.after);
    if (!u.ok) sheetErrors.push({ character: c.name, error: u.error });
    else if (u.value.changed) sheets.push({ character: c.name, raw: u.value.raw, kept: u.value.refused });
  }
  const state = played.value.state as TopicRecord["state"];
  const next: TopicRecord = {
    format: 1, state, applied: [...record.applied, post.id].slice(-APPLIED_KEPT),
    log: { start: record.log.start, actions: [...record.log.actions, ...(played.value.actions as Action[])] as TopicRecord["log"]["actions"] },
  };
  // Dice stand: what was refused after the post's roll is answered under the roll.
  const r = played.value.refused;
  const refusedTail = r ? `\n\n@${post.author}: ${r.lang === "es" ? `línea ${r.line}` : `line ${r.line}`}: ${refusalText(r)}` : "";
  return { kind: "played", record: next, reply: replyText(played.value, played.value.lang) + refusedTail, rolls: played.value.rolls, sheets, sheetErrors };
}
