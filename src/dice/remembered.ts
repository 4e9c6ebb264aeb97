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
import { clockPostOf } from "./clock.js";

/**
 * Post id → SHA-256 (hex) of the commitment or tip text it held when read; for the service's clock post
 * (docs/verifiable-dice.md §V.11), of `gf-dice-clock` alone (its version moves at every revision).
 */
export type Remembered = Readonly<Record<string, string>>;

/** The commitment or tip text a post's text holds (its first commitment line, else its tip), as written. */
export function anchoredTextIn(text: string): string | undefined {
  return COMMITMENT_LINE.exec(unescapeHtml(text))?.[0] ?? tipTextIn(text);
}

const hashOf = (text: string, crypto: Pick<DiceCrypto, "sha256">) => toHex(crypto.sha256(new TextEncoder().encode(text)));

/** What a reader remembers of the clock post: that it was the clock, whatever its version. */
const CLOCK_MARK = "gf-dice-clock";

/**
 * What to remember of the topic now: each of the account's posts holding a commitment or tip text, with
 * that text's hash, and the clock post: a clock that disappears from readers (deleted, its text edited
 * away) would let verifiers judge later rolls by their posts' dates again (§V.11).
 */
export function rememberedOf(posts: readonly CommitmentTopicPost[], account: string, crypto: Pick<DiceCrypto, "sha256">): Record<string, string> {
  const who = account.toLowerCase();
  const out: Record<string, string> = {};
  const clock = clockPostOf(posts, account);
  if (clock !== undefined) out[String(clock)] = hashOf(CLOCK_MARK, crypto);
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

/** The clock post an earlier read saw (rememberedOf), to judge rolls by when the topic no longer shows it. */
export function rememberedClock(before: Remembered, crypto: Pick<DiceCrypto, "sha256">): number | undefined {
  const mark = hashOf(CLOCK_MARK, crypto);
  const ids = Object.keys(before).filter((post) => before[post] === mark).map(Number);
  return ids.length ? Math.min(...ids) : undefined;
}
