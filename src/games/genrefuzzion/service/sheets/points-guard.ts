// GenreFuzzion's points on the service's sheet guard (src/service/sheets/sheet-guard.ts, SheetPoints):
// GF-PTS-1, GF-PTS-2: the ledger is the player's, across topics; a sheet only shows it. A player's
// own edit of their points earns nothing: it is flagged to the Moderator, who replies to the flag
// with "accept" (the ledger takes it) or "revert" (the sheet goes back); see docs/markup.md, "Points
// edited by hand". An edit by staff or the Moderator is recorded at once (GF-FORUM-4). A player's
// first sheet opens their ledger with the points it shows beyond the ledger when staff or the
// Moderator made the post a sheet (they vouch for it); otherwise those points are flagged like any
// hand-edit. The guard decides who made each version and whose word counts; this decides what the
// points mean. Replies are in the language of the table the sheet is in.
import type { SheetPointsParts } from "../../../../service/game-service.js";
import { replyName } from "../../../../service/reply-name.js";
import { playerBalances, POINT_KINDS } from "../balances.js";
import { sameUser as same, type AnswerPost, type SheetAuthority, type SheetPoints } from "../../../../service/sheets/sheet-guard.js";
import type { ManualEdit, OwnerClaim, SheetEntry } from "../../../../service/sheets/sheet-registry.js";
import type { PointsClaim } from "../../../../service/store/store.js";
import type { LedgerEntry } from "../../rules/state.js";
import type { Sheet } from "../../sheet/index.js";
import { gfSheetModel } from "./model.js";
import { updateCharacterSheet } from "./update-character-sheet.js";
import { pointsClaimReply, pointsDecidedReply, pointsUndecidedReply, type Undecided } from "../replies.js";

/** The guard whose word on editors and authority the points follow, the registry as GenreFuzzion sees it and the forum (to put a reverted sheet's points back), the store and the replies' parts. */
export type PointsGuardDeps = SheetPointsParts<Sheet, LedgerEntry>;

const ACCEPT = new Set(["accept", "accepted", "aceptar", "acepto", "aceptado"]);
const REVERT = new Set(["revert", "reverted", "revertir", "revierto", "deshacer", "deshago", "rechazar", "rechazo"]);

/**
 * The decision a post's text makes, by its first word: "aceptar: los puntos de Lía" accepts, "Lo miro
 * mañana" decides nothing, nor does "ok, lo miro mañana" ("ok" acknowledges a question as often as it
 * answers it). The Moderator's Accept/Revert buttons write a sentence that starts with the word
 * (client strings question.accept_reply and question.revert_reply): Discourse refuses a post of fewer
 * than 20 characters (min_post_length), so the word alone can never be posted.
 */
export function decisionIn(raw: string): "accepted" | "reverted" | undefined {
  const word = raw.trim().split(/\s+/)[0]?.toLowerCase().replace(/[^\p{L}]/gu, "") ?? "";
  return ACCEPT.has(word) ? "accepted" : REVERT.has(word) ? "reverted" : undefined;
}

export class PointsGuard implements SheetPoints<LedgerEntry> {
  readonly game = gfSheetModel.game;

  constructor(private readonly deps: PointsGuardDeps) {}

  private get guard(): SheetAuthority<Sheet, LedgerEntry> { return this.deps.guard; }

  /** Hand-edits of points: recorded at once when staff or the Moderator made them, else flagged to the Moderator. */
  async manualEdits(edits: readonly ManualEdit<LedgerEntry>[]): Promise<void> {
    for (const edit of edits) {
      const entry = this.guard.registry?.byPostId(edit.postId);
      const player = entry?.player;
      if (!entry || !player) continue;
      const editor = await this.guard.editorOf(edit.postId, edit.version);
      const changes = edit.entries.map((e) => ({ kind: e.currency.toUpperCase(), delta: e.amount }));
      if (await this.guard.isAuthority(editor) && !same(editor, this.deps.serviceUsername)) {
        for (const c of changes) await this.record(player, entry.character, c, `GF-FORUM-4 sheet.edited-by @${editor}`, edit.postId);
        continue;
      }
      await this.flag(entry, player, changes, `points-claim:${edit.postId}:${edit.version}`);
    }
  }

  /**
   * A post answering a flag: the Moderator's (or staff's) "accept" or "revert" (decisionIn), written in
   * reply to the flag (its Accept/Revert buttons write a sentence starting so, ../../cards/question.ts). A post
   * that decides nothing although it meant to, or answers an open flag without deciding it, gets a
   * word back saying why and what would decide it: a reply to the flag without either word, an
   * answer from someone who may not decide, a flag decided already, and the Moderator's "accept"
   * written to the topic instead of to the flag (Discourse's reply button under the topic).
   */
  async answer(post: AnswerPost): Promise<void> {
    const verdict = decisionIn(post.raw);
    const authority = !!(post.staff || post.admin || post.moderator || same(post.username, this.deps.moderator));
    const claim = post.reply_to_post_number ? await this.deps.store.pointsClaimByFlag(post.topic_id, post.reply_to_post_number) : undefined;
    if (!claim) {
      // The Moderator's decision written to the topic: the flag it meant is named, never guessed.
      if (!verdict || !authority) return;
      const open = await this.deps.store.openPointsClaims(post.topic_id);
      if (open.length === 0) return;
      await this.undecided(post, open[0]!, "topic", open.map((c) => `#${c.flagPostNumber}`).join(", "));
      return;
    }
    if (claim.state !== "open") {
      if (verdict) await this.undecided(post, claim, "decided", "");
      return;
    }
    if (!authority) {
      this.deps.log.warn("points: a flag was answered by someone who cannot decide it", { claim: claim.key, by: post.username });
      await this.undecided(post, claim, "not-moderator", "");
      return;
    }
    if (!verdict) { await this.undecided(post, claim, "no-word", ""); return; }
    const lang = this.guard.langOf(claim.topicId);
    const now = this.deps.clock.now();
    const points = verdict === "accepted" ? claim.changes.map((c) => ({ player: claim.player, character: replyName(claim.character), kind: c.kind, delta: c.delta,
      reason: `GF-FORUM-4 sheet.manual-edit accepted by @${post.username}`, postId: claim.postId, createdAt: now })) : [];
    const raw = this.deps.templates.finish(pointsDecidedReply(lang, { moderator: await this.guard.at(post.username),
      player: await this.guard.at(claim.player), character: replyName(claim.character), accepted: verdict === "accepted", changes: describe(claim.changes) }), lang);
    // In reply to the flag: its post is the one the reply answers (postId), where the outbox looks for
    // the reply after an attempt in doubt, not the sheet's.
    const done = await this.deps.store.decidePointsClaim(claim.id, verdict, points, [{ key: `points-decided:${claim.key}`, kind: "reply",
      topicId: claim.topicId, postId: claim.flagPostId, replyToPostNumber: post.reply_to_post_number ?? null, raw, createdAt: now, mentions: [post.username, claim.player] }]);
    if (!done) { this.deps.log.warn("points: claim not decided", { claim: claim.key, verdict }); return; }
    this.deps.enqueued();
    if (verdict === "reverted") {
      // The sheet goes back by the same amounts (a delta, so the player's other edits since stay).
      const back = Object.fromEntries(claim.changes.map((c) => [c.kind.toLowerCase(), -c.delta]));
      const r = await updateCharacterSheet(this.deps.registry, this.deps.forum, { character: replyName(claim.character), changes: [{ type: "points", ...back }],
        rules: ["GF-FORUM-4"], once: { key: `points-revert:${claim.key}`, since: now }, tableLang: lang });
      if (!r.ok) this.deps.log.warn("points: sheet not reverted", { claim: claim.key, code: r.error.code });
    }
  }

  /** The word back to a post that decided no flag (decide, above): once per post. */
  private async undecided(post: { readonly id: number; readonly topic_id: number; readonly post_number?: number | undefined; readonly username: string },
    claim: PointsClaim, why: Undecided, flags: string): Promise<void> {
    const lang = this.guard.langOf(post.topic_id);
    const raw = this.deps.templates.finish(pointsUndecidedReply(lang, { why,
      author: await this.guard.at(post.username), moderator: await this.guard.at(this.deps.moderator), character: replyName(claim.character),
      flags, accepted: claim.state === "accepted" }), lang);
    if (await this.deps.store.enqueue({ key: `points-undecided:${post.id}`, kind: "reply", topicId: post.topic_id, postId: post.id,
      replyToPostNumber: post.post_number ?? null, raw, createdAt: this.deps.clock.now(), mentions: [post.username] })) {
      this.deps.enqueued();
    }
  }

  /** A player's first sheet: its points open the ledger when an authority made it a sheet, else they are flagged. */
  async opening(claim: OwnerClaim, player: string, vouched: boolean): Promise<void> {
    const entry = this.guard.registry?.byPostId(claim.postId);
    if (!entry) return;
    const owner = player.toLowerCase();
    const had = (await playerBalances(this.deps.store, [owner]))[owner]!;
    // GF-PTS-1: points are the player's, and a sheet shows their ledger. Only what it shows beyond the
    // ledger is new: all of it on a player's first sheet; on a second sheet (after a retirement, it
    // shows the ledger) usually nothing; for a ledger carried over from entries recorded before the
    // store kept balances (migration 8: movements only, the opening points lived on the sheet) the rest.
    const changes = (["pv", "pk"] as const).flatMap((c) => {
      const beyond = (entry.sheet[c] ?? 0) - had[c];
      return beyond > 0 ? [{ kind: POINT_KINDS[c], delta: beyond }] : [];
    });
    if (changes.length === 0) return;
    if (vouched) {
      for (const c of changes) await this.record(owner, entry.character, c, "GF-FORUM-4 sheet.opening", claim.postId);
      return;
    }
    await this.flag(entry, owner, changes, `points-claim:${claim.postId}:${claim.version}:opening`);
  }

  private async record(player: string, character: string, c: { kind: string; delta: number }, reason: string, postId: number): Promise<void> {
    const ok = await this.deps.store.appendPoints({ player: player.toLowerCase(), character, kind: c.kind, delta: c.delta, reason, postId, createdAt: this.deps.clock.now() });
    if (!ok) this.deps.log.warn("points: entry refused, it would leave a negative balance", { player, kind: c.kind, delta: c.delta });
  }

  private async flag(entry: SheetEntry<Sheet>, player: string, changes: readonly { kind: string; delta: number }[], key: string): Promise<void> {
    const owner = player.toLowerCase();
    const balance = (await playerBalances(this.deps.store, [owner]))[owner]!;
    const lang = this.guard.langOf(entry.topicId);
    const raw = this.deps.templates.finish(pointsClaimReply(lang, { moderator: await this.guard.at(this.deps.moderator),
      player: await this.guard.at(player), character: replyName(entry.character), changes: describe(changes), pv: balance.pv, pk: balance.pk,
      // Whom its Accept/Revert buttons are drawn for (../../cards/question.ts).
      decider: this.deps.moderator }), lang);
    const now = this.deps.clock.now();
    const opened = await this.deps.store.openPointsClaim({ key, player: owner, character: entry.character, postId: entry.postId, topicId: entry.topicId,
      changes, flagKey: key, createdAt: now }, { key, kind: "reply", topicId: entry.topicId, postId: entry.postId, replyToPostNumber: entry.postNumber, raw, createdAt: now,
      mentions: [this.deps.moderator, player] });
    if (opened) { this.deps.log.info("points: hand-edit flagged to the Moderator", { player, character: entry.character, key }); this.deps.enqueued(); }
  }
}

/** "+5 PV, -1 PK". */
const describe = (changes: readonly { kind: string; delta: number }[]) => changes.map((c) => `${c.delta > 0 ? "+" : ""}${c.delta} ${c.kind}`).join(", ");
