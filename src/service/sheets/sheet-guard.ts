// Who may change what on a sheet, decided on the forum's own word about who made each version
// (`GET /posts/{id}/revisions/{n}.json` names its editor; a webhook only names the post's author):
//
// - Owner (GF-FORUM-4: each player keeps their own character): the player recorded when the sheet
//   was first accepted, a real forum user who named themselves on their own post, or whom staff or
//   the Moderator named. Changing it takes an edit of the player line by staff or the Moderator;
//   anyone else's edit of that line is a claim, refused with a reply in the sheet's thread.
// - Edits: the owner, staff, the Moderator and the service edit a sheet. Another player's edit of
//   someone else's sheet is reverted (written back with original_text, so nothing newer is lost)
//   and they are told why.
// - One character per player (GF-META-2): a second sheet of a player is registered but out of play
//   while their first is a sheet, and they are told so.
// - Points (GF-PTS-1, GF-PTS-2): the ledger is the player's, across topics; a sheet only shows it.
//   A player's own edit of their points earns nothing: it is flagged to the Moderator, who replies
//   to the flag with "accept" (the ledger takes it) or "revert" (the sheet goes back); see
//   docs/markup.md, "Points edited by hand". An edit by staff or the Moderator is recorded at once.
//   A player's first sheet opens their ledger with the points it shows beyond the ledger when staff
//   or the Moderator made the post a sheet (they vouch for it); otherwise those points are flagged
//   like any hand-edit.
import type { Lang } from "../../lib/i18n.js";
import type { Clock } from "../clock.js";
import type { DiscourseClient } from "../discourse/client.js";
import { DiscourseError } from "../discourse/client.js";
import type { Log } from "../log.js";
import type { PointsClaim, Store } from "../store/store.js";
import type { SheetTemplates } from "../templates.js";
import type { ForumUsers } from "../users.js";
import { replayRevisions } from "../../lib/line-merge.js";
import type { GfError, Result } from "../../lib/result.js";
import { keepPlayerLine, type ManualEdit, type ObservedPost, type OwnerClaim, type SheetEntry, type SheetRegistry } from "./sheet-registry.js";
import type { PointsEdit, SheetView } from "./sheet-model.js";
import type { OnceKey } from "./rewrite-post.js";
import { replyName } from "../reply-name.js";

export interface SheetGuardDeps {
  readonly forum: Pick<DiscourseClient, "readRevision" | "readRevisionRaw" | "readPost" | "updatePost">;
  readonly users: ForumUsers;
  readonly store: Store;
  readonly templates: SheetTemplates;
  readonly clock: Clock;
  /** The game's Moderator (GF-MOD-1). */
  readonly moderator: string;
  readonly serviceUsername: string;
  /** The forum's language. */
  readonly lang: Lang;
  /**
   * The language of a table: its category's configured one, else the forum's. Every reply and edit
   * reason the guard writes is in the language of the table the sheet's topic is in, whatever
   * language the sheet itself is written in. Absent: the forum's.
   */
  readonly langFor?: (categoryId: number | null) => Lang;
  /** Wakes the outbox after an enqueue. */
  readonly enqueued: () => void;
  readonly log: Log;
  /**
   * Puts a character's sheet points back by these amounts (points by currency, "pv": -5), once: the
   * sheet game's own write (its service adapter's), for a hand-edit the Moderator reverted. Without
   * it the ledger still decides and the sheet is left as it is.
   */
  /**
   * How long a sheet posted without "Wiki post" may take to become one before its author is told
   * (on Discourse a post is made a wiki after it is posted, from its menu); 0 checks at once.
   */
  readonly wikiGraceMs?: number;
  /**
   * The game a category plays, when it is one of the game categories (undefined for a category of
   * sheets only): a sheet of another game there is answered by the wrong-game reply instead.
   */
  readonly plays?: (categoryId: number) => string | undefined;
  readonly revertPoints?: (character: string, points: Readonly<Record<string, number>>, once: OnceKey, lang: Lang) => Promise<Result<unknown, GfError>>;
}

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
const ACCEPT = new Set(["accept", "accepted", "aceptar", "acepto", "aceptado", "ok"]);
const REVERT = new Set(["revert", "reverted", "revertir", "revierto", "deshacer", "deshago", "rechazar", "rechazo"]);

export class SheetGuard<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  /** Set once the registry that uses this guard's owner policy exists. */
  registry: SheetRegistry<S, M> | undefined;

  /** Checks of sheets posted without "Wiki post", waiting out their grace (notWiki). */
  private readonly waiting = new Set<ReturnType<typeof setTimeout>>();

  /** Each topic's category, as the webhooks of its posts name it (a forum read does not). */
  private readonly categoryOf = new Map<number, number>();

  constructor(private readonly deps: SheetGuardDeps) {}

  /** Forgets the checks still waiting: the service is stopping. */
  stop(): void {
    for (const t of this.waiting) clearTimeout(t);
    this.waiting.clear();
  }

  /**
   * A sheet posted without "Wiki post" (SheetRegistry.observe's notWiki): no game can play it, and a
   * later pool or challenge naming the character would only say there is no such character. Once
   * its grace is over, if the forum still has it as no wiki and it never became a sheet, its author
   * is told why and how to make it one, once per post.
   */
  async notWiki(post: { readonly id: number; readonly topic_id: number; readonly post_number: number; readonly username?: string | undefined;
    readonly category_id?: number | null | undefined }, found: { readonly character: string; readonly game: string; readonly lang: Lang }): Promise<void> {
    const playing = post.category_id != null ? this.deps.plays?.(post.category_id) : undefined;
    if (playing !== undefined && playing !== found.game) return;
    const check = async () => {
      const now = await this.deps.forum.readPost(post.id).catch(() => undefined);
      if (!now || now.wiki || this.registry?.byPostId(post.id)) return;
      const author = now.username || post.username;
      const raw = this.deps.templates.render("sheet-not-wiki", this.langOf(post.topic_id), { author: await this.at(author), character: replyName(found.character),
        moderator: await this.at(this.deps.moderator) });
      this.deps.log.info("sheet: posted without Wiki post", { postId: post.id, character: found.character });
      if (await this.deps.store.enqueue({ key: `sheet-not-wiki:${post.id}`, kind: "reply", topicId: post.topic_id, postId: post.id,
        replyToPostNumber: post.post_number, raw, createdAt: this.deps.clock.now(), mentions: author ? [author] : [] })) {
        this.deps.enqueued();
      }
    };
    const grace = this.deps.wikiGraceMs ?? 0;
    if (grace <= 0) { await check(); return; }
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      check().catch((e: unknown) => this.deps.log.warn("sheet: a sheet without Wiki post could not be checked", { postId: post.id, error: String(e) }));
    }, grace);
    timer.unref?.();
    this.waiting.add(timer);
  }

  /** Notes the category a post's webhook names for its topic (sheetEvents, before anything is judged). */
  seen(post: { readonly topic_id: number; readonly category_id?: number | null | undefined }): void {
    if (post.category_id != null) this.categoryOf.set(post.topic_id, post.category_id);
  }

  /** The language of the table a topic is in: its category's, else the forum's (a topic no webhook has named yet). */
  private langOf(topicId: number): Lang {
    return this.deps.langFor?.(this.categoryOf.get(topicId) ?? null) ?? this.deps.lang;
  }

  /** "@name" for a user the forum confirms, the bare name otherwise (src/service/users.ts). */
  private async at(name: string | undefined): Promise<string> {
    if (name) await this.deps.users.find(name);
    return this.deps.users.mention(name);
  }

  /** Who made version `version` of a post: its author for the first, the revision's editor after. */
  async editorOf(postId: number, version: number, author?: string): Promise<string | undefined> {
    if (version <= 1) return author ?? (await this.deps.forum.readPost(postId)).username;
    return (await this.deps.forum.readRevision(postId, version))?.username;
  }

  /** Staff, the Moderator or the service itself: the people whose word on a sheet counts. */
  async isAuthority(username: string | undefined): Promise<boolean> {
    if (!username) return false;
    if (same(username, this.deps.moderator) || same(username, this.deps.serviceUsername)) return true;
    return (await this.deps.users.find(username))?.staff ?? false;
  }

  /** The owner policy the registry asks (SheetRegistryOptions.vetOwner). */
  readonly vetOwner = async (claim: OwnerClaim): Promise<boolean> => {
    const editor = await this.editorOf(claim.postId, claim.version, claim.author);
    const user = await this.deps.users.find(claim.claimed);
    const authority = await this.isAuthority(editor);
    const author = claim.owner === undefined && !authority ? claim.author ?? (await this.deps.forum.readPost(claim.postId)).username : undefined;
    const accepted = !!user && (authority || same(author, user.username));
    if (!accepted) {
      this.deps.log.warn("sheet: player line not accepted", { postId: claim.postId, claimed: claim.claimed, editor, known: !!user });
      await this.reply(claim, `sheet-owner:${claim.postId}:${claim.version}`, {
        editor: await this.at(editor), character: replyName(claim.character), claimed: await this.at(claim.claimed),
        owner: claim.owner ? await this.at(claim.owner) : "", unknown: !user, moderator: await this.at(this.deps.moderator),
      }, "sheet-owner", [editor, claim.claimed, claim.owner, this.deps.moderator]);
      return false;
    }
    if (claim.owner === undefined) {
      await this.opening(claim, user!.username, authority);
      await this.secondSheet(claim, user!.username);
    }
    return true;
  };

  /**
   * GF-META-2: a player runs one character at a time. A sheet accepted for a player who already
   * owns an earlier one stays registered but out of play (SheetRegistry.characterOf), and its
   * player is told why in its thread, and when it comes in.
   */
  private async secondSheet(claim: OwnerClaim, player: string): Promise<void> {
    const game = this.registry?.byPostId(claim.postId)?.game;
    const active = this.registry?.activeSheetOf(player, game);
    if (!active || active.postId >= claim.postId) return;
    await this.reply(claim, `sheet-second:${claim.postId}`, {
      player: await this.at(player), character: replyName(claim.character), active: replyName(active.character),
    }, "sheet-second", [player]);
  }

  /**
   * A new version of a registered sheet: true when its editor may edit it. Otherwise the edit is
   * written back (on top of exactly that version, so a newer edit is never lost) and the editor told.
   */
  async mayEdit(post: ObservedPost, known: SheetEntry<S>): Promise<boolean> {
    const editor = await this.editorOf(post.id, post.version, post.username);
    if (!editor || same(editor, known.player) || await this.isAuthority(editor)) return true;
    if (known.player === undefined && same(editor, post.username)) return true;
    this.deps.log.warn("sheet: edit by another player reverted", { postId: post.id, version: post.version, editor, owner: known.player });
    const reason = this.langOf(post.topic_id) === "en" ? `GF-FORUM-4: ${editor}'s edit undone; only the sheet's player, staff or the Moderator edit it`
      : `GF-FORUM-4: se deshace el cambio de ${editor}; solo editan la ficha su jugador, el equipo o la moderación`;
    this.registry?.noteWriting(post.id, known.raw, { id: post.id, topicId: post.topic_id, postNumber: post.post_number, username: post.username ?? "",
      raw: known.raw, version: known.version, wiki: true });
    try {
      const saved = await this.deps.forum.updatePost(post.id, { raw: known.raw, editReason: reason, originalText: post.raw });
      this.registry?.noteWritten({ id: post.id, topicId: post.topic_id, postNumber: post.post_number, username: post.username ?? "",
        raw: saved.raw ?? known.raw, version: saved.version, wiki: true });
    } catch (e) {
      // Edited again meanwhile: that version is judged on its own webhook.
      if (!(e instanceof DiscourseError && e.kind === "edit_conflict")) throw e;
    }
    await this.reply(known, `sheet-reverted:${post.id}:${post.version}`, {
      editor: await this.at(editor), character: replyName(known.character), owner: await this.at(known.player),
    }, "sheet-reverted", [editor, known.player]);
    return false;
  }

  /**
   * Every version of a registered sheet after the one the service accepted (`known`), up to `post`,
   * judged in order as live edits are (mayEdit): the edits made while the service was down or while
   * its webhooks were lost. One version is mayEdit itself. Over several, each revision's editor is read
   * (`GET /posts/{id}/revisions/{n}.json`) and, when one may not edit the sheet, the text each revision
   * made (`GET /raw/{topic}/{n}?revision={n}`); the kept revisions are replayed on the accepted text
   * (replayRevisions), so a refused edit is undone without losing the owner's edits before or after
   * it, and where the owner's later edit rewrote the refused lines, the owner's text stays. A player
   * line changed by someone other than staff or the Moderator is put back (changing the owner takes
   * them). The result is written on top of exactly `post` (original_text), each refused editor is told
   * in the sheet's thread, and false is returned. True: every version may stand, observe `post`.
   * A revision the forum does not show the service (it was hidden, and the service is not staff) has
   * no known editor: as in mayEdit it is not refused, and what it changed counts with the next one.
   */
  async judgeEdits(post: ObservedPost, known: SheetEntry<S>): Promise<boolean> {
    if (post.version <= known.version + 1) return this.mayEdit(post, known);
    const steps: { version: number; editor: string | undefined; kept: boolean; authority: boolean; rawChanged: boolean }[] = [];
    for (let n = known.version + 1; n <= post.version; n++) {
      const rev = await this.deps.forum.readRevision(post.id, n);
      const editor = rev?.username;
      const authority = await this.isAuthority(editor);
      const kept = !editor || authority || same(editor, known.player) || (known.player === undefined && same(editor, post.username));
      steps.push({ version: n, editor, kept, authority, rawChanged: rev?.rawChanged ?? false });
    }
    if (steps.every((s) => s.kept)) return true;
    // The text each version made: the post's own for the last; a revision that changed no raw (a
    // wiki toggle) or that the forum does not show leaves the text as it was. The player line is
    // read in the sheet's own language, as it is written.
    const lang = known.sheet.lang;
    let prev = known.raw;
    const replay: { text: string; keep?: string }[] = [];
    for (const step of steps) {
      const text = step.version === post.version ? post.raw
        : step.rawChanged ? (await this.deps.forum.readRevisionRaw(post.topic_id, post.post_number, step.version)) ?? prev : prev;
      const keep = step.authority || !this.registry ? text : keepPlayerLine(this.registry.modelOf(known.game) ?? this.registry.model, prev, text, lang);
      replay.push({ text, ...(step.kept ? { keep } : {}) });
      prev = text;
    }
    const merged = replayRevisions(known.raw, replay);
    const refused = steps.filter((s) => !s.kept);
    this.deps.log.warn("sheet: edits by another player undone", { postId: post.id, from: known.version, to: post.version,
      refused: refused.map((s) => `${s.version}:${s.editor}`), owner: known.player });
    if (merged !== post.raw) {
      const editors = [...new Set(refused.map((s) => s.editor!))];
      const reason = this.langOf(post.topic_id) === "en" ? `GF-FORUM-4: ${editors.join(", ")}'s edits undone; only the sheet's player, staff or the Moderator edit it`
        : `GF-FORUM-4: se deshacen los cambios de ${editors.join(", ")}; solo editan la ficha su jugador, el equipo o la moderación`;
      const base = { id: post.id, topicId: post.topic_id, postNumber: post.post_number, username: post.username ?? "", wiki: true };
      // The text the write is computed from, for the points: the owner's own hand-edits in it are
      // flagged like any other; the refused ones are not in it.
      this.registry?.noteWriting(post.id, merged, { ...base, raw: merged, version: known.version });
      try {
        const saved = await this.deps.forum.updatePost(post.id, { raw: merged, editReason: reason, originalText: post.raw });
        this.registry?.noteWritten({ ...base, raw: saved.raw ?? merged, version: saved.version });
      } catch (e) {
        // Edited again meanwhile: that version brings this one's judgement with it.
        if (!(e instanceof DiscourseError && e.kind === "edit_conflict")) throw e;
        return false;
      }
    } else {
      // The owner's later edits already rewrote everything the refused ones changed.
      this.registry?.noteRead({ ...this.postRaw(post), raw: post.raw, version: post.version });
    }
    for (const step of refused) {
      await this.reply(known, `sheet-reverted:${post.id}:${step.version}`, {
        editor: await this.at(step.editor), character: replyName(known.character), owner: await this.at(known.player),
      }, "sheet-reverted", [step.editor, known.player]);
    }
    return false;
  }

  private postRaw(post: ObservedPost) {
    return { id: post.id, topicId: post.topic_id, postNumber: post.post_number, username: post.username ?? "", raw: post.raw, version: post.version, wiki: post.wiki };
  }

  /** Hand-edits of points: recorded at once when staff or the Moderator made them, else flagged to the Moderator. */
  async manualEdits(edits: readonly ManualEdit<M>[]): Promise<void> {
    for (const edit of edits) {
      const entry = this.registry?.byPostId(edit.postId);
      const player = entry?.player;
      if (!entry || !player) continue;
      const editor = await this.editorOf(edit.postId, edit.version);
      const changes = edit.entries.map((e) => ({ kind: e.currency.toUpperCase(), delta: e.amount }));
      if (await this.isAuthority(editor) && !same(editor, this.deps.serviceUsername)) {
        for (const c of changes) await this.record(player, entry.character, c, `GF-FORUM-4 sheet.edited-by @${editor}`, edit.postId);
        continue;
      }
      await this.flag(entry, player, changes, `points-claim:${edit.postId}:${edit.version}`);
    }
  }

  /**
   * A post answering a flag: the Moderator's (or staff's) "accept" or "revert", written in reply to
   * the flag (its Accept/Revert buttons write exactly that, src/plugin-client/question.ts). A post
   * that decides nothing although it meant to, or answers an open flag without deciding it, gets a
   * word back saying why and what would decide it: a reply to the flag without either word, an
   * answer from someone who may not decide, a flag decided already, and the Moderator's "accept"
   * written to the topic instead of to the flag (Discourse's reply button under the topic).
   */
  async decide(post: { readonly id: number; readonly topic_id: number; readonly post_number?: number | undefined; readonly reply_to_post_number?: number | null | undefined;
    readonly raw: string; readonly username: string; readonly staff?: boolean | undefined; readonly admin?: boolean | undefined; readonly moderator?: boolean | undefined }): Promise<void> {
    if (same(post.username, this.deps.serviceUsername)) return;
    const word = post.raw.trim().split(/\s+/)[0]?.toLowerCase().replace(/[^\p{L}]/gu, "") ?? "";
    const verdict = ACCEPT.has(word) ? "accepted" : REVERT.has(word) ? "reverted" : undefined;
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
    const lang = this.langOf(claim.topicId);
    const now = this.deps.clock.now();
    const points = verdict === "accepted" ? claim.changes.map((c) => ({ player: claim.player, character: replyName(claim.character), kind: c.kind, delta: c.delta,
      reason: `GF-FORUM-4 sheet.manual-edit accepted by @${post.username}`, postId: claim.postId, createdAt: now })) : [];
    const raw = this.deps.templates.render("points-decided", lang, { moderator: await this.at(post.username),
      player: await this.at(claim.player), character: replyName(claim.character), accepted: verdict === "accepted", changes: describe(claim.changes) });
    // In reply to the flag: its post is the one the reply answers (postId), where the outbox looks for
    // the reply after an attempt in doubt, not the sheet's.
    const done = await this.deps.store.decidePointsClaim(claim.id, verdict, points, [{ key: `points-decided:${claim.key}`, kind: "reply",
      topicId: claim.topicId, postId: claim.flagPostId, replyToPostNumber: post.reply_to_post_number ?? null, raw, createdAt: now, mentions: [post.username, claim.player] }]);
    if (!done) { this.deps.log.warn("points: claim not decided", { claim: claim.key, verdict }); return; }
    this.deps.enqueued();
    if (verdict === "reverted" && this.registry && this.deps.revertPoints) {
      // The sheet goes back by the same amounts (a delta, so the player's other edits since stay).
      const back = Object.fromEntries(claim.changes.map((c) => [c.kind.toLowerCase(), -c.delta]));
      const r = await this.deps.revertPoints(replyName(claim.character), back, { key: `points-revert:${claim.key}`, since: now }, lang);
      if (!r.ok) this.deps.log.warn("points: sheet not reverted", { claim: claim.key, code: r.error.code });
    }
  }

  /** The word back to a post that decided no flag (decide, above): once per post. */
  private async undecided(post: { readonly id: number; readonly topic_id: number; readonly post_number?: number | undefined; readonly username: string },
    claim: PointsClaim, why: "topic" | "decided" | "not-moderator" | "no-word", flags: string): Promise<void> {
    const raw = this.deps.templates.render("points-undecided", this.langOf(post.topic_id), {
      author: await this.at(post.username), moderator: await this.at(this.deps.moderator), character: replyName(claim.character),
      flags, [why.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())]: true, accepted: claim.state === "accepted",
    });
    if (await this.deps.store.enqueue({ key: `points-undecided:${post.id}`, kind: "reply", topicId: post.topic_id, postId: post.id,
      replyToPostNumber: post.post_number ?? null, raw, createdAt: this.deps.clock.now(), mentions: [post.username] })) {
      this.deps.enqueued();
    }
  }

  /** A player's first sheet: its points open the ledger when an authority made it a sheet, else they are flagged. */
  private async opening(claim: OwnerClaim, player: string, vouched: boolean): Promise<void> {
    const entry = this.registry?.byPostId(claim.postId);
    if (!entry) return;
    const owner = player.toLowerCase();
    const had = (await this.deps.store.balances([owner]))[owner]!;
    // GF-PTS-1: points are the player's, and a sheet shows their ledger. Only what it shows beyond the
    // ledger is new: all of it on a player's first sheet; on a second sheet (after a retirement, it
    // shows the ledger) usually nothing; for a ledger carried over from entries recorded before the
    // store kept balances (migration 8: movements only, the opening points lived on the sheet) the rest.
    const changes = (["pv", "pk"] as const).flatMap((c) => {
      const beyond = (entry.sheet[c] ?? 0) - had[c];
      return beyond > 0 ? [{ kind: c.toUpperCase(), delta: beyond }] : [];
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

  private async flag(entry: SheetEntry<S>, player: string, changes: readonly { kind: string; delta: number }[], key: string): Promise<void> {
    const owner = player.toLowerCase();
    const balance = (await this.deps.store.balances([owner]))[owner]!;
    const raw = this.deps.templates.render("points-claim", this.langOf(entry.topicId), { moderator: await this.at(this.deps.moderator),
      player: await this.at(player), character: replyName(entry.character), changes: describe(changes), pv: balance.pv, pk: balance.pk,
      // Whom its Accept/Revert buttons are drawn for (src/plugin-client/question.ts).
      decider: this.deps.moderator });
    const now = this.deps.clock.now();
    const opened = await this.deps.store.openPointsClaim({ key, player: owner, character: entry.character, postId: entry.postId, topicId: entry.topicId,
      changes, flagKey: key, createdAt: now }, { key, kind: "reply", topicId: entry.topicId, postId: entry.postId, replyToPostNumber: entry.postNumber, raw, createdAt: now,
      mentions: [this.deps.moderator, player] });
    if (opened) { this.deps.log.info("points: hand-edit flagged to the Moderator", { player, character: entry.character, key }); this.deps.enqueued(); }
  }

  /** A reply about a sheet; `who`: the users it names (the outbox's guard keeps an "@" only before them, outbox-guard.ts). */
  private async reply(at: { topicId: number; postId: number; postNumber: number }, key: string, data: object, template: "sheet-owner" | "sheet-reverted" | "sheet-second",
    who: readonly (string | null | undefined)[]): Promise<void> {
    const raw = this.deps.templates.render(template, this.langOf(at.topicId), data);
    if (await this.deps.store.enqueue({ key, kind: "reply", topicId: at.topicId, postId: at.postId, replyToPostNumber: at.postNumber, raw, createdAt: this.deps.clock.now(),
      mentions: who.filter((w): w is string => !!w) })) {
      this.deps.enqueued();
    }
  }
}

/** "+5 PV, -1 PK". */
const describe = (changes: readonly { kind: string; delta: number }[]) => changes.map((c) => `${c.delta > 0 ? "+" : ""}${c.delta} ${c.kind}`).join(", ");
