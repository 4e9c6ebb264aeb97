// The d20 check's data as zod reads it at the service's and the replay's boundaries: the state the
// store keeps, a replay log's setup, actions and expectations.
import { z } from "zod";

const name = z.string().trim().min(1).max(80);
const username = z.string().trim().min(1).max(60);

export const characterSchema = z.object({ player: username, bonus: z.number().int().min(-5).max(10) }).strict();
export const rollSchema = z.object({ die: z.number().int().min(1).max(20), bonus: z.number().int(), total: z.number().int(), success: z.boolean() }).strict();
export const checkSchema = z.object({
  n: z.number().int().min(1), dc: z.number().int().min(2).max(30), who: z.array(name).min(1), rolls: z.record(z.string(), rollSchema),
}).strict();
export const stateSchema = z.object({ gm: username, characters: z.record(z.string(), characterSchema), check: checkSchema.optional() }).strict();

/** A replay's first line: the GM and the characters at the table. */
export const setupSchema = z.object({ gm: username, characters: z.record(z.string(), characterSchema) }).strict();

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("check"), by: username, dc: z.number().int(), who: z.array(name).min(1) }).strict(),
  z.object({ type: z.literal("roll"), by: username, character: name, die: z.number().int() }).strict(),
]);

/** An `expect` line: the open check's characters still to roll, a character's total, the rules the last action posted. */
export const expectSchema = z.object({
  open: z.boolean().optional(),
  toRoll: z.array(name).optional(),
  totals: z.record(z.string(), z.number().int()).optional(),
  rules: z.array(z.string()).optional(),
}).strict();
export type D20Expectation = z.infer<typeof expectSchema>;
