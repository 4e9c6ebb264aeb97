// Free pools: a post with [gf-pool] blocks outside a scene gets exactly one reply holding a [gf-roll]
// block per pool, each with its verifiable proof (docs/verifiable-dice.md). It comes from the one path
// of posts with dice (dice-post.ts), which has already told it from the topic's game. Outside a scene too, a pool's
// traits take their sizes from the character's sheet (free-pool-plan.ts, through the rules' planRoll).
//
// Dedupe is on the post and its blocks (post id, the block's stable number, canonical pool), never on the event
// id, which a Discourse retry renews (emit_web_hook_event.rb). The faces are a function of that
// context, so even a roll computed twice is the same roll; the store's unique key keeps one.
// The roll and its reply are committed in one transaction; the outbox sends the reply afterwards.
// A post's text has one outcome across instances (judge-post.ts): its rolls and the refusals of its
// other blocks are committed with it, so an instance judging the same text a moment later, on a sheet
// registry that differs (a sheet stored in between), answers nothing; the author's fix is a new text.
import { createHash } from "node:crypto";
import { evaluateRoll } from "../rules/index.js";
import type { Lang } from "../../../lib/i18n.js";
import { gfError } from "../../../lib/result.js";
import type { Result } from "../../../lib/result.js";
import { localise } from "../../../lib/i18n.js";
import { sheetMessage } from "../sheet/index.js";
import type { WebhookPost } from "../../../service/discourse/schemas.js";
import { serviceMessages } from "../../../service/messages.js";
import { replyName } from "../../../service/reply-name.js";
import { findPoolBlocks } from "./pool-blocks.js";
import type { PoolBlock } from "./pool-blocks.js";
import { logFields } from "../../../service/post-dice.js";
import { rollLimitReply, shortHash, type PostInPlay, type RollLimitDeps } from "../../../service/dice-post.js";
import { judgePost, type Verdict } from "../../../service/judge-post.js";
import { rollLine } from "./roll-line.js";
import { poolErrorReply, rollResultReply, rollStandsReply, type ShownRoll } from "./replies.js";
import { identifyBlocks } from "../../../service/block-identity.js";
import { freePoolMessage, planFreePool } from "./free-pool-plan.js";
import type { FreePoolSheet } from "./free-pool-plan.js";
import type { HookContext } from "../../../service/router.js";
import type { ThreadReplyDeps } from "../../../service/reply-deps.js";
import type { NewOutboxItem, RollRecord } from "../../../service/store/store.js";

export interface PoolRollDeps extends ThreadReplyDeps, RollLimitDeps {
  /** Finds the sheet a pool names (character or sheet attribute): the owner and the dice's sizes. */
  readonly sheets: {
    resolve(ref: { character?: string; sheet?: string }): Promise<Result<FreePoolSheet>>;
    /** The one character a player's sheet names, for a pool that leaves sizes out and names nobody. */
    characterOf(username: string): string | undefined;
    /** Reads what other instances stored: a refusal is judged again on the store's sheets. */
    sync(): Promise<void>;
  };
}

/**
 * GF-FORUM-4: each player keeps their own character. A pool naming a character is rolled only for
 * the player on that character's sheet, or for staff (the scene's moderator comes with scenes).
 * Returns the refusal message, or undefined when the author may roll.
 */
async function refusal(deps: PoolRollDeps, post: WebhookPost, block: PoolBlock, lang: Lang): Promise<string | undefined> {
  const { character, sheet } = block.node;
  if (character === undefined && sheet === undefined) return undefined;
  if (post.staff || post.admin || post.moderator) return undefined;
  const found = await deps.sheets.resolve({ ...(character ? { character } : {}), ...(sheet ? { sheet } : {}) });
  if (!found.ok) return sheetMessage(found.error, lang);
  return notOwner(deps, post, found.value, lang);
}

async function notOwner(deps: PoolRollDeps, post: WebhookPost, found: FreePoolSheet, lang: Lang): Promise<string | undefined> {
  if (post.staff || post.admin || post.moderator) return undefined;
  const player = found.player?.replace(/^@/, "");
  if (player !== undefined && player.toLowerCase() === post.username.toLowerCase()) return undefined;
  // The owner is named with "@" only once the forum confirms them as a user.
  if (player) await deps.users.find(player);
  return localise(serviceMessages, player
    ? gfError("service.pool.not-owner", "GF-FORUM-4", { character: replyName(found.character), player: deps.users.mention(player) })
    : gfError("service.pool.no-owner", "GF-FORUM-4", { character: replyName(found.character) }), lang);
}

/** The player of the sheet a block names: a refusal over it (GF-FORUM-4) names them, and notifies them. */
async function ownerNamed(deps: PoolRollDeps, block: PoolBlock, username: string): Promise<string[]> {
  const { character, sheet } = block.node;
  const named = character ?? (sheet === undefined ? deps.sheets.characterOf(username) : undefined);
  if (named === undefined && sheet === undefined) return [];
  const found = await deps.sheets.resolve({ ...(named ? { character: named } : {}), ...(sheet ? { sheet } : {}) });
  const player = found.ok ? found.value.player?.replace(/^@/, "") : undefined;
  return player ? [player] : [];
}

type Planned = PoolBlock["pool"] | { ok: false; refused: string; lineText: string; lineNo: number };

/**
 * The dice of a pool whose sizes the sheet supplies: the sheet the pool names (or the author's own
 * when it names none), its owner (GF-FORUM-4), then the sizes from the sheet through the rules.
 */
async function sheetPool(deps: PoolRollDeps, post: WebhookPost, block: PoolBlock, lineAt: (n: number) => string, lang: Lang): Promise<Planned> {
  const { node } = block;
  const first = node.entries[0]?.span.line ?? block.line;
  const character = node.character ?? (node.sheet === undefined ? deps.sheets.characterOf(post.username) : undefined);
  const refuse = (refused: string, lineNo: number): Planned => ({ ok: false, refused, lineNo, lineText: lineAt(lineNo) });
  if (character === undefined && node.sheet === undefined) return block.pool;
  const found = await deps.sheets.resolve({ ...(character ? { character } : {}), ...(node.sheet ? { sheet: node.sheet } : {}) });
  if (!found.ok) return refuse(sheetMessage(found.error, lang), block.line);
  const owner = await notOwner(deps, post, found.value, lang);
  if (owner !== undefined) return refuse(owner, first);
  const plan = planFreePool(node, found.value, first);
  if (!plan.ok) return refuse(freePoolMessage(plan.error.error, lang), plan.error.line);
  return { ok: true, ...plan.value };
}

/** A block's text, as its identity: trailing spaces and line endings do not count. */
const digestOf = (body: string) => createHash("sha256").update(body.split(/\r\n|\r|\n/).map((l) => l.trimEnd()).join("\n")).digest("hex");

export function poolRollHandler(deps: PoolRollDeps) {
  /**
   * Whose sheet sizes the pool: one that leaves sizes out or names a character's traits, and one
   * whose traits are all typed but whose author has a sheet (the sheet wins over what was typed).
   */
  const bySheet = (block: PoolBlock, username: string) => block.fromSheet
    ? !block.pool.ok && block.pool.error.code === "service.pool.needs-sheet"
    : block.pool.ok && block.node.character === undefined && block.node.sheet === undefined
      && block.node.entries.some((e) => e.kind !== "free") && deps.sheets.characterOf(username) !== undefined;

  return async function poolRoll(ctx: HookContext<"post_created" | "post_edited">, seen: PostInPlay): Promise<void> {
    const { post, lang, now } = seen;
    const blocks = findPoolBlocks(post.raw, lang);
    const lines = post.raw.split(/\r\n|\r|\n/);
    const lineAt = (n: number) => (lines[n - 1] ?? "").trim();
    if (blocks.length === 0) return;
    // Every reply here answers the post's author, whom it notifies (outbox-guard.ts); a GF-FORUM-4 refusal, the sheet's player too.
    const base = { topicId: post.topic_id, postId: post.id, replyToPostNumber: post.post_number, createdAt: now, mentions: [post.username] } as const;

    let rollAt: Awaited<ReturnType<typeof deps.dice.forPost>> | undefined;
    /**
     * One look at the post's blocks: the text's outcome covers them all, the blocks rolled and the
     * blocks refused beside them (judge-post.ts), so another instance judging the same text (its
     * registry a moment fresher or staler) adds nothing.
     */
    const judge = async (): Promise<Verdict<undefined, { blocks: number[]; replyKey: string }>> => {
      const known = await ctx.store.rolledBlocks(post.id);
      // Each block's stable number (block-identity.ts): a rolled block keeps its roll wherever an
      // edit moves it, and a block inserted above it never takes its number.
      const identity = identifyBlocks(blocks.map((b) => digestOf(b.body)),
        known.map((r) => ({ number: r.blockIndex, digest: r.blockDigest })));
      const byNumber = new Map(known.map((r) => [r.blockIndex, r]));
      const stands: NewOutboxItem[] = [];
      const refusals: NewOutboxItem[] = [];
      const fresh: { index: number; number: number; digest: string; pool: { ok: true; sizes: number[]; canonical: string } }[] = [];
      for (const block of blocks) {
        const { number } = identity[block.index]!;
        const before = byNumber.get(number);
        const pool: Planned = bySheet(block, post.username) ? await sheetPool(deps, post, block, lineAt, lang) : block.pool;
        if (before) {
          // An edit may not re-roll: a changed pool is told the original stands, once per block.
          if (!pool.ok || pool.canonical !== before.pool) {
            const link = before.replyPostNumber ? `${deps.forumUrl}/t/${post.topic_id}/${before.replyPostNumber}`
              : `${deps.forumUrl}/t/${post.topic_id}/${post.post_number}`;
            stands.push({ ...base, kind: "reply", key: `stands:${post.id}:${number}`,
              raw: deps.templates.finish(rollStandsReply(lang, { username: post.username, block: block.index + 1, link }), lang) });
          }
          continue;
        }
        const refused = pool.ok ? (block.fromSheet ? undefined : await refusal(deps, post, block, lang))
          : "refused" in pool ? pool.refused : pool.message;
        if (!pool.ok || refused !== undefined) {
          const at = pool.ok ? { lineNo: block.line, lineText: block.body.split(/\r?\n/)[0]!.trim() }
            : { lineNo: pool.lineNo, lineText: pool.lineText };
          refusals.push({ ...base, kind: "reply", key: `error:${post.id}:${block.index}:${shortHash(block.body)}`,
            mentions: [post.username, ...await ownerNamed(deps, block, post.username)],
            raw: deps.templates.finish(poolErrorReply(lang, { username: post.username, block: block.index + 1, ...at, message: refused ?? "" }), lang) });
          continue;
        }
        fresh.push({ index: block.index, number, digest: digestOf(block.body), pool });
      }
      const refusedLog = { blocks: refusals.map((r) => r.key) };
      if (fresh.length === 0) {
        if (refusals.length) return { kind: "refused", replies: [...stands, ...refusals], log: refusedLog };
        // Nothing new to roll nor to refuse: an edit told its changed pools stand (keyed once per block).
        for (const n of stands) await ctx.store.enqueue(n);
        if (stands.length) deps.enqueued();
        return { kind: "settled", value: undefined };
      }
      // Over the roll limit, nothing rolls: the author is told, with the blocks refused beside.
      const limited = await rollLimitReply(ctx, seen, fresh.length, deps);
      if (limited) return { kind: "refused", replies: [...stands, ...refusals, limited], log: { ...refusedLog, limit: limited.key } };

      // The roll time is now, when the service first sees these blocks (in a new post or an edit),
      // never the post's creation time: an edit cannot roll into an epoch whose seed is public.
      // With a beacon this waits for the round; if it cannot be had, BeaconUnavailable stops the
      // handler here, before anything is committed (service.ts keeps the post for a later try).
      rollAt ??= await deps.dice.forPost(ctx.seenAt ?? now, lang, await ctx.forumTime?.());
      const roll = rollAt(await ctx.store.logTip());
      const replyKey = `roll:${post.id}:${fresh.map((b) => b.number).join(",")}`;
      const rolls: RollRecord[] = [];
      const shown: ShownRoll[] = [];
      for (const block of fresh) {
        const r = roll({ context: { forum: deps.forum, topic: post.topic_id, post: post.id, block: block.number },
          sizes: block.pool.sizes });
        if (!r.ok) throw new Error(`rollPool: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}`);
        const evaluation = evaluateRoll(r.value.dice);
        const e = evaluation.ok ? evaluation.value : undefined;
        shown.push({ post: post.id, block: block.number, proof: r.value.proof, ...rollLine(r.value.dice, e) });
        rolls.push({ postId: post.id, blockIndex: block.number, blockDigest: block.digest, pool: block.pool.canonical, topicId: post.topic_id,
          userId: post.user_id, username: post.username, result: JSON.stringify({ dice: r.value.dice, evaluation: e ?? null }),
          proof: r.value.proof, replyKey, createdAt: now, ...logFields(r.value) });
      }
      const raw = deps.templates.finish(rollResultReply(lang, { username: post.username, rolls: shown }), lang);
      // A concurrent delivery of the same post that committed first (its rolls or its outcome) fails this commit.
      return { kind: "apply", refusing: refusals.length > 0, value: { blocks: fresh.map((b) => b.index), replyKey },
        commit: (outcome) => ctx.store.commitRolls({ postId: post.id, topicId: post.topic_id, version: post.version, rolls, outcome,
          outbox: [...stands, ...refusals, { ...base, kind: "reply", key: replyKey, raw, cards: ["gf-roll"] }] }) };
    };
    const judged = await judgePost(ctx, seen, { name: "pool", sync: () => deps.sheets.sync(), enqueued: deps.enqueued, judge });
    if (judged.kind === "applied") ctx.log.info("pool: rolled", judged.value);
  };
}
