// What a verifier read of the commitment topic before (docs/verifiable-dice.md §V.3, §V.4): for each post
// of the service's account holding a commitment or a log tip, the SHA-256 of that text as the forum
// showed it then. Staff can rewrite such a post with nothing a reader is later shown saying so: the
// account's own edit within Discourse's grace period keeps no revision (PostRevisor#should_create_new_version?,
// lib/post_revisor.rb), an admin may delete every revision of a post (PostsController#permanently_delete_revisions),
// and a change timestamp then sets updated_at back to created_at (TopicTimestampChanger). The forum's
// present is then pristine; only a reader who kept what it read before can tell. Runtime-neutral and pure.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { toHex } from "./bytes.js";
import type { DiceCrypto } from "./crypto.js";
import { COMMITMENT_LINE } from "./document.js";
import { unescapeHtml, type CommitmentTopicPost } from "./anchor.js";
import { tipTextIn } from "./tips.js";

/** Post id → SHA-256 (hex) of the commitment or tip text it held when read. */
export type Remembered = Readonly<Record<string, string>>;

/** The commitment or tip text a post's text holds (its first commitment line, else its tip), as written. */
export function anchoredTextIn(text: string): string | undefined {
  return COMMITMENT_LINE.exec(unescapeHtml(text))?.[0] ?? tipTextIn(text);
}

const hashOf = (text: string, crypto: Pick<DiceCrypto, "sha256">) => toHex(crypto.sha256(new TextEncoder().encode(text)));

/** What to remember of the topic now: each of the account's posts holding a commitment or tip text, with that text's hash. */
export function rememberedOf(posts: readonly CommitmentTopicPost[], account: string, crypto: Pick<DiceCrypto, "sha256">): Record<string, string> {
  const who = account.toLowerCase();
  const out: Record<string, string> = {};
  for (const p of posts) {
    if (p.username.toLowerCase() !== who) continue;
    const text = anchoredTextIn(p.text);
    if (text !== undefined) out[String(p.id)] = hashOf(text, crypto);
  }
  return out;
}

/**
 * Refuses a topic in which a post remembered as holding a commitment or tip text now holds another, or
 * none, or is gone ("anchor-rewritten"): the forum's history of the service's own posts is only as fixed as
 * what its readers kept of it.
 */
export function checkRemembered(before: Remembered, posts: readonly CommitmentTopicPost[], account: string, crypto: Pick<DiceCrypto, "sha256">): Result<true> {
  const now = rememberedOf(posts, account, crypto);
  for (const [post, hash] of Object.entries(before)) {
    if (now[post] === hash) continue;
    return err(gfError("dice.verify.anchor-rewritten", undefined, { post, before: hash.slice(0, 16), now: now[post]?.slice(0, 16) ?? "—" }));
  }
  return ok(true);
}
