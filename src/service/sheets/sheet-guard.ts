// Who may change what on a sheet, decided on the forum's own word about who made each version
// (`GET /posts/{id}/revisions/{n}.json` names its editor; a webhook only names the post's author):
//
// - Owner (each player keeps their own character; the rule is the sheet's game's, SheetModel.ownerRule): the player recorded when the sheet
//   was first accepted, a real forum user who named themselves on their own post, or whom staff or
//   the Moderator named. Changing it takes an edit of the player line by staff or the Moderator;
//   anyone else's edit of that line is a claim, refused with a reply in the sheet's thread.
// - Edits: the owner, staff, the Moderator and the service edit a sheet. Another player's edit of
//   someone else's sheet is reverted (written back with original_text, so nothing newer is lost)
//   and they are told why.
// - One character per player: a second sheet of a player is registered but out of play while their
//   first is a sheet, and they are told so.
// - Points: what the points a sheet shows mean is its game's (SheetPoints, from its service
//   adapter): the guard tells it when a player's first sheet is accepted (and whether staff or the
//   Moderator vouched for it), hands it the hand-edits of points the registry saw, and every new
//   post, which may answer one of its questions to the Moderator.
import type { Lang } from "../../lib/i18n.js";
import type { Clock } from "../clock.js";
import type { DiscourseClient } from "../discourse/client.js";
import { DiscourseError } from "../discourse/client.js";
import type { Log } from "../log.js";
import type { Store } from "../store/store.js";
import type { SheetTemplates } from "../templates.js";
import type { ForumUsers } from "../users.js";
import { replayRevisions } from "../../lib/line-merge.js";
import { keepPlayerLine, type ManualEdit, type ObservedPost, type OwnerClaim, type SheetEntry, type SheetRegistry } from "./sheet-registry.js";
import type { PointsEdit, SheetView } from "./sheet-model.js";
import { replyName } from "../reply-name.js";
import type { TemplateLine } from "../flows/placeholder-line.js";
import { foldKeyword } from "../../markup/keywords.js";

export interface SheetGuardDeps {
  readonly forum: Pick<DiscourseClient, "readRevision" | "readRevisionRaw" | "readPost" | "updatePost" | "makeWiki">;
  /** Whether the guard makes a sheet posted as no wiki a wiki (config sheetMakeWiki): `false` turns it off, absent is on. */
  readonly makeWikis?: boolean;
  readonly users: ForumUsers;
  readonly store: Store;
  readonly templates: SheetTemplates;
  readonly clock: Clock;
  /** The group's Moderator. */
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
   * How long a sheet the service could not make a wiki may take to become one (staff, from the post's
   * menu) before its author is told; 0 checks at once.
   */
  readonly wikiGraceMs?: number;
  /**
   * The game a category plays, when it is one of the game categories (undefined for a category of
   * sheets only): a sheet of another game there is answered by the wrong-game reply instead.
   */
  readonly plays?: (categoryId: number) => string | undefined;
  /** A game's rules on one character at a time and on retiring (GameModule.oneCharacter), cited when a player's second sheet stays out of play. */
  readonly oneCharacter?: (game: string) => { readonly rule: string; readonly retire?: string } | undefined;
}

/** A new post as the guard hands it to a game's points: it may answer one of their questions to the Moderator. */
export interface AnswerPost {
  readonly id: number;
  readonly topic_id: number;
  readonly post_number?: number | undefined;
  readonly reply_to_post_number?: number | null | undefined;
  readonly raw: string;
  readonly username: string;
  readonly staff?: boolean | undefined;
  readonly admin?: boolean | undefined;
  readonly moderator?: boolean | undefined;
}

/**
 * What a game does with the points its sheets show, on the guard's word (its service adapter's,
 * GameService.points): the guard knows who may edit a sheet and who vouches for it; what the points
 * mean, where they are kept and what the Moderator is asked is the game's.
 */
export interface SheetPoints<M extends PointsEdit = PointsEdit> {
  /** The game whose sheets' points these are. */
  readonly game: string;
  /** A player's first sheet of the game was accepted for them: `vouched` when staff or the Moderator made it a sheet. */
  opening(claim: OwnerClaim, player: string, vouched: boolean): Promise<void>;
  /** Hand-edits of points in the game's sheets, as the registry saw them (each of a registered sheet with a player). */
  manualEdits(edits: readonly ManualEdit<M>[]): Promise<void>;
  /** A new post by anyone but the service: it may answer one of the game's questions. */
  answer(post: AnswerPost): Promise<void>;
}

/** What a game's points take from the guard: the forum's word on who made a version and whose word counts, and the table's language. */
export interface SheetAuthority<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  readonly registry: SheetRegistry<S, M> | undefined;
  editorOf(postId: number, version: number, author?: string): Promise<string | undefined>;
  isAuthority(username: string | undefined): Promise<boolean>;
  /** "@name" for a user the forum confirms, the bare name otherwise. */
  at(name: string | undefined): Promise<string>;
  /** The language of the table a topic is in. */
  langOf(topicId: number): Lang;
}

/** The store's mark that a post's author was told their sheet is out of play (not a wiki, or named as the template names it). */
const toldOutOfPlay = (postId: number) => `sheet-out-of-play:${postId}`;
/** The store's mark that the service made a post a wiki: once per post, so a sheet staff later take off (a retirement) stays off. */
const madeWiki = (postId: number) => `sheet-made-wiki:${postId}`;

/** Two usernames alike, whatever their case. */
export const sameUser = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
const same = sameUser;

export class SheetGuard<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> implements SheetAuthority<S, M> {
  /** Set once the registry that uses this guard's owner policy exists. */
  registry: SheetRegistry<S, M> | undefined;

  /** Each sheet game's points (GameService.points), set once the registry exists. */
  points: readonly SheetPoints<M>[] = [];

  /** Checks of sheets the service could not make wikis, waiting out their grace (notWiki). */
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
   * A sheet posted as no wiki (SheetRegistry.observe's notWiki): no game can play it, and a later pool
   * or challenge naming the character would only say there is no such character. Discourse's composer
   * has no "wiki" choice (PostsController#create_params permits no `wiki`), and on a forum with default
   * settings a player may not make even their own post a wiki (PostGuardian#can_wiki?: staff, trust
   * level 4, or the author in self_wiki_allowed_groups, trust_level_3). So the service, staff, makes it
   * one itself (`PUT /posts/{id}/wiki`), once per post, and says nothing: the post's wiki badge and the
   * sheet's card say it is in play. Only when that fails (an account that is not staff, a granular key)
   * or the operator turned it off (sheetMakeWiki), and, after its grace, the forum still has it as no wiki
   * and it never became a sheet, is its author told why and who can make it one, once per post.
   */
  async notWiki(post: { readonly id: number; readonly topic_id: number; readonly post_number: number; readonly username?: string | undefined;
    readonly category_id?: number | null | undefined }, found: { readonly character: string; readonly game: string; readonly lang: Lang }): Promise<void> {
    const playing = post.category_id != null ? this.deps.plays?.(post.category_id) : undefined;
    if (playing !== undefined && playing !== found.game) return;
    let made = await this.makeWiki(post.id);
    if (made === true) return;
    const check = async () => {
      const now = await this.deps.forum.readPost(post.id).catch(() => undefined);
      if (!now || now.wiki || this.registry?.byPostId(post.id)) return;
      // A forum that could not be asked (down, rate-limited) is asked once more before anyone is told.
      if (made === "failed" && (made = await this.makeWiki(post.id)) === true) return;
      const author = now.username || post.username;
      const raw = this.deps.templates.render("sheet-not-wiki", this.langOf(post.topic_id), { author: await this.at(author), character: replyName(found.character),
        moderator: await this.at(this.deps.moderator), tried: made === "refused" });
      this.deps.log.info("sheet: posted as no wiki, and not made one", { postId: post.id, character: found.character });
      await this.deps.store.setMark(toldOutOfPlay(post.id), 1);
      if (await this.deps.store.enqueue({ key: `sheet-not-wiki:${post.id}`, kind: "reply", topicId: post.topic_id, postId: post.id,
        replyToPostNumber: post.post_number, raw, createdAt: this.deps.clock.now(), mentions: author ? [author] : [] })) {
        this.deps.enqueued();
      }
    };
    const grace = this.deps.wikiGraceMs ?? 0;
    if (grace <= 0) { await check(); return; }
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      check().catch((e: unknown) => this.deps.log.warn("sheet: a sheet posted as no wiki could not be checked", { postId: post.id, error: String(e) }));
    }, grace);
    timer.unref?.();
    this.waiting.add(timer);
  }

  /**
   * Makes a sheet posted as no wiki a wiki, as staff may (DiscourseClient.makeWiki): true once done, and
   * true with nothing done for a post it made one before: a sheet someone since took off (a retirement)
   * is theirs to put back, and nobody is told it is no wiki. "refused": the forum said no (403:
   * an account that is not staff, a granular key); "failed": it could not be asked (down, rate-limited);
   * "off": the service does not make sheets wikis here (config sheetMakeWiki).
   */
  private async makeWiki(postId: number): Promise<true | "refused" | "failed" | "off"> {
    if (await this.deps.store.getMark(madeWiki(postId)) !== null) return true;
    if (this.deps.makeWikis === false) return "off";
    try {
      await this.deps.forum.makeWiki(postId);
    } catch (e) {
      const refused = e instanceof DiscourseError && e.status === 403;
      this.deps.log.warn(refused ? "sheet: the forum refused to make a sheet a wiki (is the service's account staff, with a global key?)"
        : "sheet: could not make a sheet a wiki", { postId, error: String(e) });
      return refused ? "refused" : "failed";
    }
    await this.deps.store.setMark(madeWiki(postId), 1);
    this.deps.log.info("sheet: made a wiki", { postId });
    return true;
  }

  /**
   * A sheet still named as its game's template names it (SheetRegistry.observe's placeholder): it is no
   * character's, so nothing was registered. Its author is told, once per post, to write the character's
   * name; the reply names no character, least of all the template's word.
   */
  async placeholderName(post: { readonly id: number; readonly topic_id: number; readonly post_number: number; readonly username?: string | undefined;
    readonly category_id?: number | null | undefined }, found: { readonly game: string; readonly held?: TemplateLine | undefined }): Promise<void> {
    const playing = post.category_id != null ? this.deps.plays?.(post.category_id) : undefined;
    if (playing !== undefined && playing !== found.game) return;
    const author = post.username;
    const lang = this.langOf(post.topic_id);
    // Another of the skeleton's words (TopicFlow.templateWords): the line, the word and what goes there, told once per word and line.
    const held = found.held?.write ? { line: found.held.line, word: found.held.word, reason: found.held.write[lang] } : {};
    const raw = this.deps.templates.render("sheet-placeholder", lang, { author: await this.at(author), ...held });
    this.deps.log.info("sheet: still holds its template's words", { postId: post.id, line: found.held?.line });
    await this.deps.store.setMark(toldOutOfPlay(post.id), 1);
    const key = found.held ? `sheet-placeholder:${post.id}:${found.held.line}:${foldKeyword(found.held.word)}` : `sheet-placeholder:${post.id}`;
    if (await this.deps.store.enqueue({ key, kind: "reply", topicId: post.topic_id, postId: post.id,
      replyToPostNumber: post.post_number, raw, createdAt: this.deps.clock.now(), mentions: author ? [author] : [] })) {
      this.deps.enqueued();
    }
  }

  /**
   * A post just registered as a sheet (SheetRegistry.observe's entry, not held before): when its author
   * was told it was out of play (notWiki, placeholderName), they are told, once, that it is in play now.
   * The word is the post's mark (toldOutOfPlay), kept in the store so every instance reads it, and taken
   * away once the reply is queued; the reply's key makes a second instance's or a redelivery's a no-op.
   */
  async inPlay(post: { readonly id: number; readonly topic_id: number; readonly post_number: number; readonly username?: string | undefined },
    entry: { readonly character: string; readonly player: string | undefined }): Promise<void> {
    const mark = toldOutOfPlay(post.id);
    if (await this.deps.store.getMark(mark) === null) return;
    const who = entry.player ?? post.username;
    const raw = this.deps.templates.render("sheet-in-play", this.langOf(post.topic_id), { author: await this.at(who), character: replyName(entry.character) });
    this.deps.log.info("sheet: in play after being told it was not", { postId: post.id, character: entry.character });
    if (await this.deps.store.enqueue({ key: `sheet-in-play:${post.id}`, kind: "reply", topicId: post.topic_id, postId: post.id,
      replyToPostNumber: post.post_number, raw, createdAt: this.deps.clock.now(), mentions: who ? [who] : [] })) {
      this.deps.enqueued();
    }
    await this.deps.store.setMark(mark, null);
  }

  /** Notes the category a post's webhook names for its topic (sheetEvents, before anything is judged). */
  seen(post: { readonly topic_id: number; readonly category_id?: number | null | undefined }): void {
    if (post.category_id != null) this.categoryOf.set(post.topic_id, post.category_id);
  }

  /** The language of the table a topic is in: its category's, else the forum's (a topic no webhook has named yet). */
  langOf(topicId: number): Lang {
    return this.deps.langFor?.(this.categoryOf.get(topicId) ?? null) ?? this.deps.lang;
  }

  /** "@name" for a user the forum confirms, the bare name otherwise (src/service/users.ts). */
  async at(name: string | undefined): Promise<string> {
    if (name) await this.deps.users.find(name);
    return this.deps.users.mention(name);
  }

  /** Who made version `version` of a post: its author for the first, the revision's editor after. */
  async editorOf(postId: number, version: number, author?: string): Promise<string | undefined> {
    if (version <= 1) return author ?? (await this.deps.forum.readPost(postId)).username;
    return (await this.deps.forum.readRevision(postId, version))?.username;
  }

  /**
   * Who wrote the text version `version` of a post shows: its editor, except where that is the service
   * making the post a wiki (makeWiki), a revision that changed no raw: then whoever wrote the version
   * before. The service's wiki toggle vouches for nothing a player typed: with it counted, every sheet
   * would be "made a sheet by an authority", its player line and its opening points taken unasked.
   */
  private async writerOf(postId: number, version: number, author?: string): Promise<string | undefined> {
    for (let v = version; v > 1; v--) {
      const rev = await this.deps.forum.readRevision(postId, v);
      if (!rev || rev.rawChanged || !same(rev.username, this.deps.serviceUsername)) return rev?.username;
    }
    return this.editorOf(postId, 1, author);
  }

  /** Staff, the Moderator or the service itself: the people whose word on a sheet counts. */
  async isAuthority(username: string | undefined): Promise<boolean> {
    if (!username) return false;
    if (same(username, this.deps.moderator) || same(username, this.deps.serviceUsername)) return true;
    return (await this.deps.users.find(username))?.staff ?? false;
  }

  /** The owner policy the registry asks (SheetRegistryOptions.vetOwner). */
  readonly vetOwner = async (claim: OwnerClaim): Promise<boolean> => {
    const editor = await this.writerOf(claim.postId, claim.version, claim.author);
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
      const game = this.registry?.byPostId(claim.postId)?.game;
      for (const p of this.points) if (p.game === game) await p.opening(claim, user!.username, authority);
      await this.secondSheet(claim, user!.username);
    }
    return true;
  };

  /**
   * A player runs one character at a time (the sheet's game's rule, GameModule.oneCharacter, cited when it has one). A sheet accepted for a player who already
   * owns an earlier one stays registered but out of play (SheetRegistry.characterOf), and its
   * player is told why in its thread, and when it comes in.
   */
  private async secondSheet(claim: OwnerClaim, player: string): Promise<void> {
    const game = this.registry?.byPostId(claim.postId)?.game;
    const active = this.registry?.activeSheetOf(player, game);
    if (!active || active.postId >= claim.postId) return;
    const rules = game === undefined ? undefined : this.deps.oneCharacter?.(game);
    await this.reply(claim, `sheet-second:${claim.postId}`, {
      player: await this.at(player), character: replyName(claim.character), active: replyName(active.character),
      rule: rules?.rule ?? "", retire: rules?.retire ?? "",
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
    const reason = this.undoneReason(known.game, post.topic_id, [editor]);
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
      const reason = this.undoneReason(known.game, post.topic_id, editors);
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

  /** The edit reason of edits undone, in the table's language, after the rule of the sheet's game on who edits a sheet (SheetModel.ownerRule) when it names one. */
  private undoneReason(game: string, topicId: number, editors: readonly string[]): string {
    const who = editors.join(", ");
    const words = this.langOf(topicId) === "en"
      ? `${who}'s ${editors.length > 1 ? "edits" : "edit"} undone; only the sheet's player, staff or the Moderator edit it`
      : `${editors.length > 1 ? "se deshacen los cambios" : "se deshace el cambio"} de ${who}; solo editan la ficha su jugador, el equipo o la moderación`;
    const rule = this.registry?.modelOf(game)?.ownerRule;
    return rule ? `${rule}: ${words}` : words;
  }

  private postRaw(post: ObservedPost) {
    return { id: post.id, topicId: post.topic_id, postNumber: post.post_number, username: post.username ?? "", raw: post.raw, version: post.version, wiki: post.wiki };
  }

  /** Hand-edits of points, each to its sheet's game (SheetPoints.manualEdits); a sheet with no player yet has none. */
  async manualEdits(edits: readonly ManualEdit<M>[]): Promise<void> {
    for (const p of this.points) {
      const mine = edits.filter((e) => { const entry = this.registry?.byPostId(e.postId); return entry?.game === p.game && entry.player !== undefined; });
      if (mine.length) await p.manualEdits(mine);
    }
  }

  /** A new post, which may answer a game's question to the Moderator (SheetPoints.answer); the service's own never does. */
  async decide(post: AnswerPost): Promise<void> {
    if (same(post.username, this.deps.serviceUsername)) return;
    for (const p of this.points) await p.answer(post);
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
