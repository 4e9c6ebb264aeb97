// The canonical roll context (docs/verifiable-dice.md §3): which forum, topic, post and block of
// that post a pool belongs to. The faces are a function of it, so an edited post or a replayed
// webhook, having the same context, can only ever get the same faces.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { bytesText, equalBytes } from "./bytes.js";

export interface RollContext {
  /** The forum's host name, lower case, optionally with a port: "forum.example.org". */
  readonly forum: string;
  readonly topic: number;
  readonly post: number;
  /** Which [gf-pool] block of the post, counting from 0. */
  readonly block: number;
}

export const MAX_BLOCK = 0xffff;
/** One DNS label: 1–63 letters, digits or inner hyphens (RFC 1123), lower case. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const FORUM = new RegExp(`^${LABEL}(?:\\.${LABEL})*(?::([1-9][0-9]{0,4}))?$`);
/** Ports a URL leaves out (https, http): writing them would give the forum a second spelling. */
const DEFAULT_PORTS = new Set([80, 443]);

/**
 * Exactly one spelling per forum host (docs/verifiable-dice.md §3): lower case, labels not empty,
 * at most 255 bytes, and a port only when it is not a default one, from 1 to 65535, without
 * leading zeros. So "forum.example.org:443", ":0443", ":99999" and "a..b" are all refused.
 */
export function isCanonicalForum(forum: string): boolean {
  if (forum.length > 255) return false;
  const m = FORUM.exec(forum);
  if (!m) return false;
  if (m[1] === undefined) return true;
  const port = Number(m[1]);
  return port <= 65_535 && !DEFAULT_PORTS.has(port);
}

/** The last forum read from proof bytes: a page, an audit or a service reads many proofs of one forum (bench/dice). */
let lastForum: { readonly bytes: Uint8Array; readonly text: string } | undefined;

/** A proof's forum field as text, if it spells a canonical forum (its bytes are then ASCII). */
export function canonicalForumOf(bytes: Uint8Array): string | undefined {
  if (lastForum && equalBytes(lastForum.bytes, bytes)) return lastForum.text;
  const text = bytesText(bytes);
  if (!isCanonicalForum(text)) return undefined;
  lastForum = { bytes: bytes.slice(), text };
  return text;
}

const badNumber = (field: string, max: number, value: number): Result<RollContext> =>
  err(gfError("dice.context.bad-number", undefined, { field, max, value: String(value) }));
const inRange = (value: number, max: number): boolean => Number.isSafeInteger(value) && value >= 0 && value <= max;

/** The last forum found canonical: a service rolls for one forum, and the check runs on every roll and verification (bench/dice). */
let lastCanonicalForum: string | undefined;

/** Validates a context and returns it canonical (the forum lower-cased). */
export function canonicalContext(context: RollContext): Result<RollContext> {
  const forum = context.forum.toLowerCase();
  if (forum !== lastCanonicalForum) {
    if (!isCanonicalForum(forum)) return err(gfError("dice.context.bad-forum", undefined, { forum: context.forum }));
    lastCanonicalForum = forum;
  }
  if (!inRange(context.topic, Number.MAX_SAFE_INTEGER)) return badNumber("topic", Number.MAX_SAFE_INTEGER, context.topic);
  if (!inRange(context.post, Number.MAX_SAFE_INTEGER)) return badNumber("post", Number.MAX_SAFE_INTEGER, context.post);
  if (!inRange(context.block, MAX_BLOCK)) return badNumber("block", MAX_BLOCK, context.block);
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
