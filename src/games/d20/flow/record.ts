// One topic of a d20 category as the service keeps it (zod-checked when read back): the table's state,
// the session's log for `gf d20 replay` (the table it started from and every action since). The runner
// keeps the posts already applied and the reminders (DC-TURN-2).
import { z } from "zod";
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { D20Action, D20State } from "../rules/model.js";
import { actionSchema, setupSchema, stateSchema } from "../rules/schemas.js";

export const recordSchema = z.object({
  format: z.literal(1),
  state: stateSchema,
  log: z.object({ start: setupSchema, actions: z.array(actionSchema).max(100_000) }).strict(),
  /** The reminder a record kept before the runner owned reminders (DC-TURN-2): still read, then dropped. */
  remind: z.object({ at: z.int().min(0), users: z.array(z.string()).min(1).max(50) }).strict().optional(),
}).strict();

export interface D20Record {
  readonly format: 1;
  readonly state: D20State;
  readonly log: { readonly start: Pick<D20State, "gm" | "characters">; readonly actions: readonly D20Action[] };
}

export function readRecord(json: unknown): Result<D20Record, GfError> {
  const r = recordSchema.safeParse(json);
  if (!r.success) return err(gfError("d20.record.unreadable", undefined, { path: r.error.issues[0]?.path.join(".") || "-", detail: r.error.issues[0]?.message ?? "" }));
  const { remind: _, ...record } = r.data;
  return ok(record as D20Record);
}

/** The session as `gf d20 replay` reads it: the setup, then one action per line. */
export function exportLog(record: D20Record): string {
  return [JSON.stringify({ setup: record.log.start }), ...record.log.actions.map((a) => JSON.stringify(a))].join("\n") + "\n";
}
