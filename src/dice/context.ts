// The canonical roll context (docs/verifiable-dice.md §3): which forum, topic, post and block of
// that post a pool belongs to. The faces are a function of it, so an edited post or a replayed
// webhook, having the same context, can only ever get the same faces.
import { err, gfError, ok, type Result } from "../lib/result.js";

export interface RollContext {
  /** The forum's host name, lower case, optionally with a port: "forum.example.org". */
  readonly forum: string;
  readonly topic: number;
  readonly post: number;
  /** Which [gf-pool] block of the post, counting from 0. */
  readonly block: number;
}

export const MAX_BLOCK = 0xffff;
const FORUM = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::[0-9]{1,5})?$/;

export const isCanonicalForum = (forum: string): boolean => forum.length <= 255 && FORUM.test(forum);

function checkNumber(field: string, value: number, max: number): Result<number> {
  return Number.isSafeInteger(value) && value >= 0 && value <= max
    ? ok(value)
    : err(gfError("dice.context.bad-number", undefined, { field, max, value: String(value) }));
}

/** Validates a context and returns it canonical (the forum lower-cased). */
export function canonicalContext(context: RollContext): Result<RollContext> {
  const forum = context.forum.toLowerCase();
  if (!isCanonicalForum(forum)) return err(gfError("dice.context.bad-forum", undefined, { forum: context.forum }));
  for (const [field, value, max] of [["topic", context.topic, Number.MAX_SAFE_INTEGER],
    ["post", context.post, Number.MAX_SAFE_INTEGER], ["block", context.block, MAX_BLOCK]] as const) {
    const checked = checkNumber(field, value, max);
    if (!checked.ok) return checked;
  }
  return ok({ forum, topic: context.topic, post: context.post, block: context.block });
}

/** Reads "forum/topic/post/block", the form `gf roll --context` takes and `gf verify` prints. */
export function parseContext(text: string): Result<RollContext> {
  const parts = text.trim().split("/");
  const numeric = (s: string | undefined): number => (s !== undefined && /^\d{1,16}$/.test(s) ? Number(s) : NaN);
  if (parts.length !== 4) return err(gfError("dice.context.bad-text", undefined, { text }));
  const [forum = "", topic, post, block] = parts;
  const context = { forum, topic: numeric(topic), post: numeric(post), block: numeric(block) };
  if ([context.topic, context.post, context.block].some(Number.isNaN)) {
    return err(gfError("dice.context.bad-text", undefined, { text }));
  }
  return canonicalContext(context);
}

export const formatContext = (c: RollContext): string => `${c.forum}/${c.topic}/${c.post}/${c.block}`;
