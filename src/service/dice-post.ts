// One path for a post that may roll dice. Every post of the game's categories comes here once: the
// service's own replies and other categories are left out, the post's language is settled, and the
// post goes to exactly one player of it: the topic's game, when it claims the post (a game service's
// own thread game, src/games/<id>/service: a block that opens or plays a game, or any post of a topic
// with a game in play), else its free roller of pools. What every player of a post needs when it rolls is here too: the roll limit and its
// reply, and the short hashes that key replies (the topic-flow runner uses them as well).
import { createHash } from "node:crypto";
import type { Lang } from "../lib/i18n.js";
import type { WebhookPost } from "./discourse/schemas.js";
import type { ThreadReplyDeps } from "./reply-deps.js";
import type { HookContext } from "./router.js";
import type { NewOutboxItem } from "./store/store.js";

type PostHook = HookContext<"post_created" | "post_edited">;

/** A post of the game's categories, as every player of it sees it. */
export interface PostInPlay {
  readonly post: WebhookPost;
  /** The game's language (the category's, else the forum's): every reply is in it, whatever the keywords' language. */
  readonly lang: Lang;
  /** When the service handles the post (ms): the roll limit's minute and the replies' time. */
  readonly now: number;
}

/** Who plays a post: the topic's game, when it claims the post, else the free pool roller. */
export interface DicePostPlayers<Claim> {
  readonly game: {
    /** The post, as the game reads it, if it is the game's: it opens or acts in a scene, or its topic has a scene in play. */
    claim(ctx: PostHook, seen: PostInPlay): Promise<Claim | undefined>;
    /** "declined": the scene it was claimed for ended before it could be played (another post rated it). */
    play(ctx: PostHook, seen: PostInPlay, claimed: Claim): Promise<"played" | "declined">;
  };
  readonly pools: (ctx: PostHook, seen: PostInPlay) => Promise<void>;
}

export function dicePostHandler<Claim>(deps: Pick<ThreadReplyDeps, "serviceUsername" | "categories" | "langFor">, players: DicePostPlayers<Claim>) {
  return async function dicePost(ctx: PostHook): Promise<void> {
    const post = ctx.payload.post;
    // The service's own replies fire webhooks too.
    if (post.username.toLowerCase() === deps.serviceUsername.toLowerCase()) return;
    if (post.category_id == null || !deps.categories.has(post.category_id)) return;
    const seen: PostInPlay = { post, lang: deps.langFor(post.category_id), now: ctx.clock.now() };
    const claimed = await players.game.claim(ctx, seen);
    if (claimed !== undefined && await players.game.play(ctx, seen, claimed) === "played") return;
    await players.pools(ctx, seen);
  };
}

/** The first 16 hex digits of a text's SHA-256: a reply key's part that changes when the text does. */
export const shortHash = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 16);

export interface RollLimitDeps extends Pick<ThreadReplyDeps, "templates"> {
  /** Rolls per user per minute, in free pools and scenes alike. */
  readonly userRollsPerMinute: number;
  readonly enqueued: () => void;
}

/**
 * Whether `rolls` more rolls would take the post's author past the roll limit. If so, nothing is
 * rolled and the author is told, once per user and minute whichever path refused them.
 */
export async function overRollLimit(ctx: PostHook, seen: PostInPlay, rolls: number, deps: RollLimitDeps): Promise<boolean> {
  const reply = await rollLimitReply(ctx, seen, rolls, deps);
  if (!reply) return false;
  await ctx.store.enqueue(reply);
  deps.enqueued();
  return true;
}

/** The reply telling the author they are over the roll limit, if `rolls` more rolls would take them past it (nothing enqueued). */
export async function rollLimitReply(ctx: Pick<PostHook, "store" | "log">, seen: PostInPlay, rolls: number, deps: RollLimitDeps): Promise<NewOutboxItem | undefined> {
  const { post, lang, now } = seen;
  const recent = await ctx.store.countRollsSince(post.user_id, now - 60_000);
  if (recent + rolls <= deps.userRollsPerMinute) return undefined;
  ctx.log.warn("dice: user over the roll rate limit", { userId: post.user_id, recent });
  return { topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, kind: "reply",
    key: `ratelimit:${post.user_id}:${Math.floor(now / 60_000)}`,
    raw: deps.templates.render("rate-limited", lang, { username: post.username, limit: deps.userRollsPerMinute }), mentions: [post.username] };
}
