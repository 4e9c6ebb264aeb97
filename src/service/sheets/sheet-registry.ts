// Finding sheets: a pool or scene names a character, and this registry answers with that
// character's sheet. A sheet is a wiki post in one of the sheet categories, nothing else: it is
// registered from the post_created / post_edited webhooks (the payload carries raw, version, wiki and
// category, so no extra request), and a pool's `sheet=` only picks among those (a link to any other
// post is refused). It caches each sheet with the version it was read at and keeps it current from
// every event, every read and every write of the service.
//
// Webhooks arrive late and out of order: an event older than the version the registry holds (or
// held, for a post that stopped being a sheet) changes nothing, so a sheet made wiki right after it
// was posted is never dropped by the late event of its creation.
//
// Owner: the player recorded when the sheet was first accepted, not whoever can edit the wiki post
// (any forum user may). A player line that names someone else is only a claim until the owner
// policy (`vetOwner`, the service's: a real forum user, named on their own post or by staff or the
// Moderator) accepts it; without a policy the first player line seen is the owner and later changes
// wait for acceptOwner. So one wiki edit never hands a character to anyone.
// Persistence: every change of an entry is handed to `save` (the store's sheets table), and
// `restore` rebuilds the registry from those rows at start-up, owners included. The store is the
// truth for every instance on it: `sync` reads the rows changed since the last change number this
// instance saw (`changes`) and takes them, so a sheet, an edit or an owner that another instance
// accepted counts here before the next event is handled (one cheap query per event).
// Manual edits: when a newer version of a sheet shows different points than the one seen before,
// and the service did not write it, the difference is queued (the game's points, SheetPoints, decide it); the service drains the
// queue with takeManualAdjustments(). An entry is queued once, whichever path saw the edit first.
// The sheets: the registry reads them with the models of the games served by their own adapters
// (sheet-model.ts, handed to the service by each game's src/games/<id>/service), and knows no game itself.
// Other games' sheets: a game served by a topic flow (src/lib/topic-flow.ts) names its sheet tag and
// how to read a sheet's name and player; such a sheet is registered the same way (wiki post, owner
// policy, store rows), under its game, as the model's empty sheet (no points, no traits), so the
// model's game's scenes and pools, which ask for their own game's entries, never see it.
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import { foldKeyword } from "../../markup/keywords.js";
import { DiscourseError, type PostRaw } from "../discourse/client.js";
import type { StoredSheet } from "../store/store.js";
import type { SheetForum } from "./rewrite-post.js";
import { NO_SHEET, type PointsEdit, type SheetModel, type SheetView } from "./sheet-model.js";
import type { TemplateWord } from "../../lib/topic-flow.js";
import { placeholderLine, type TemplateLine } from "../flows/placeholder-line.js";

export type { StoredSheet };

/** Another game's sheet, as the registry recognises it: the game's id, its sheet tag, and the sheet's identity. */
export interface SheetGame {
  readonly game: string;
  readonly tag: string;
  /** Its skeletons' words a player must replace (TopicFlow.templateWords): a sheet holding one is not registered. */
  readonly templateWords?: readonly TemplateWord[];
  identify(raw: string, lang: Lang): { readonly name: string; readonly player?: string; readonly lang: Lang } | undefined;
}

export interface SheetEntry<S extends SheetView = SheetView> {
  /** The game the sheet is for: the model's (SheetModel.game), or the id of a SheetGame. */
  readonly game: string;
  readonly postId: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly character: string;
  /** The owner: the player accepted for the sheet (see the top of this file); undefined until one is. */
  readonly player: string | undefined;
  readonly sheet: S;
  readonly raw: string;
  readonly version: number;
}

/** A post as a webhook or a read gives it; category is known only from webhooks. */
export interface ObservedPost {
  readonly id: number;
  readonly topic_id: number;
  readonly post_number: number;
  readonly raw: string;
  readonly version: number;
  readonly wiki: boolean;
  readonly category_id?: number | null | undefined;
  /** The post's author, when the event says (webhooks do). */
  readonly username?: string | undefined;
}

export interface Observation<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  /** The sheet now registered for this post, if any. */
  readonly entry?: SheetEntry<S>;
  /** Hand-edits of the points since the version seen before, also queued. */
  readonly manual: readonly M[];
  /** Another post already holds this character's name; this post is not registered under it. */
  readonly conflict?: { readonly character: string; readonly postId: number };
  /** The event was older than what the registry holds, and changed nothing. */
  readonly stale?: boolean;
  /**
   * A sheet of a game posted in a sheet category but not as a wiki post, never registered: the
   * registry does not keep it, so no game can play it until it is made a wiki.
   */
  readonly notWiki?: { readonly character: string; readonly game: string; readonly lang: Lang };
  /**
   * A sheet still named as its game's sheet template names it ("Name", "Nombre": GameModule.sheetPlaceholders):
   * it names no character, so nothing is registered, and its author is told to name one.
   */
  readonly placeholder?: { readonly game: string; readonly lang: Lang;
    /** Not the name: another of the skeleton's words, at that line, with what goes there (TopicFlow.templateWords). */
    readonly held?: TemplateLine };
  /** The sheet now names another player than its owner: a claim, not a transfer. */
  readonly ownerClaim?: { readonly owner: string | undefined; readonly claimed: string | undefined };
}

/** A player line the registry was asked to take as the owner, for the owner policy to judge. */
export interface OwnerClaim {
  readonly postId: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly character: string;
  /** The version whose text names the player. */
  readonly version: number;
  readonly claimed: string;
  /** The owner so far; undefined for a sheet never accepted before. */
  readonly owner: string | undefined;
  /** The post's author, when known. */
  readonly author?: string | undefined;
}

/** Hand-edits of points seen in one version of a sheet. */
export interface ManualEdit<M extends PointsEdit = PointsEdit> {
  readonly postId: number;
  readonly version: number;
  readonly entries: readonly M[];
}

export interface SheetRegistryOptions<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  /** How a post's text is read as a sheet: the model of the game whose sheets the registry holds in full (sheet-model.ts). */
  readonly model: SheetModel<S, M>;
  /** The models of the service's other game services (each game's sheets in full, under its game), after `model`'s. */
  readonly others?: readonly SheetModel<S, M>[];
  /** Category ids whose wiki posts are sheets. */
  readonly categories: readonly number[];
  /** The forum's host ("forum.example.org"): links to other sites are refused. */
  readonly forumHost?: string;
  readonly lang?: Lang;
  /** Whether a claimed player becomes the owner; see the top of this file. */
  readonly vetOwner?: (claim: OwnerClaim) => Promise<boolean>;
  /** Keeps a changed row (the store's sheets table). */
  readonly save?: (row: StoredSheet) => Promise<void>;
  /** The store's rows changed after a change number, in change order (other instances' work). */
  readonly changes?: (after: number) => Promise<readonly StoredSheet[]>;
  /**
   * Judges the versions of a known sheet after the one held (the guard's judgeEdits): false when it
   * undid some and wrote the sheet back itself. Without it, every version read is taken.
   */
  readonly judge?: (post: ObservedPost, known: SheetEntry<S>) => Promise<boolean>;
  /** Each game's sheet-template names (GameModule.sheetPlaceholders), by game id: a sheet named so is no character's. */
  readonly placeholders?: Readonly<Record<string, readonly string[]>>;
  /** The other games whose sheets (their GameModule.sheetTag) the registry keeps too. */
  readonly games?: readonly SheetGame[];
}

/** A character's name in its game: two games' sheets may share a name (an "Ana" in each), never squat each other's. */
const key = (game: string, character: string) => `${game}\u0000${foldKeyword(character)}`;
/** A player line as a username: no "@", no spaces around. */
export const playerName = (player: string | undefined): string | undefined => {
  const name = player?.trim().replace(/^@/, "").trim();
  return name ? name : undefined;
};
const samePlayer = (a: string | undefined, b: string | undefined) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/** The player a sheet text names, if it reads as a sheet of `model`'s game. */
export function playerOfTextIn(model: SheetModel<SheetView, PointsEdit>, raw: string, lang?: Lang): string | undefined {
  const doc = model.read(raw, lang);
  return doc.ok ? playerName(doc.value.player) : undefined;
}

/**
 * `text` with the player line of `before` put back when the two name different players: the line
 * whose removal changes the player `text` names is replaced by `before`'s own (or dropped, if `before`
 * had none), reading both as sheets of `model`'s game. Changing a sheet's owner takes staff or the
 * Moderator (the game's SheetModel.ownerRule).
 */
export function keepPlayerLine(model: SheetModel<SheetView, PointsEdit>, before: string, text: string, lang?: Lang): string {
  const playerOfText = (raw: string, l?: Lang) => playerOfTextIn(model, raw, l);
  const was = playerOfText(before, lang);
  const now = playerOfText(text, lang);
  if ((was ?? "").toLowerCase() === (now ?? "").toLowerCase()) return text;
  // Only lines one text has and the other has not can be the changed player line.
  const lineOf = (raw: string, other: string, player: string | undefined): number => {
    const lines = raw.split("\n");
    const theirs = new Set(other.split("\n"));
    return lines.findIndex((line, i) => !theirs.has(line)
      && (playerOfText(lines.filter((_, j) => j !== i).join("\n"), lang) ?? "").toLowerCase() !== (player ?? "").toLowerCase());
  };
  const lines = text.split("\n");
  const at = now === undefined ? -1 : lineOf(text, before, now);
  const from = was === undefined ? -1 : lineOf(before, text, was);
  const old = from >= 0 ? before.split("\n")[from]! : undefined;
  if (at >= 0) {
    if (old !== undefined) lines[at] = old; else lines.splice(at, 1);
    return lines.join("\n");
  }
  return text;
}

export function postFromRaw(p: PostRaw): ObservedPost {
  return { id: p.id, topic_id: p.topicId, post_number: p.postNumber, raw: p.raw, version: p.version, wiki: p.wiki, username: p.username };
}

/**
 * A sheet reference from a pool's `sheet` attribute: a post id, or a forum URL of the forms
 * Discourse links posts by: /p/{id}, /posts/{id}(.json), or /t/{slug}/{topic}/{n}.
 */
export function parseSheetRef(ref: string, forumHost?: string, rule?: string): Result<{ postId: number } | { topicId: number; postNumber: number }, GfError> {
  const text = ref.trim();
  if (/^\d{1,12}$/.test(text)) return ok({ postId: Number(text) });
  let url: URL;
  try { url = new URL(text); } catch { return err(gfError("sheet.bad_link", rule, { link: text.slice(0, 80) })); }
  if (forumHost && url.host.toLowerCase() !== forumHost.toLowerCase()) return err(gfError("sheet.foreign_link", undefined, { link: text.slice(0, 80), host: forumHost }));
  const path = url.pathname.replace(/\/+$/, "");
  let m = /^\/(?:p|posts)\/(\d{1,12})(?:\.json)?$/.exec(path);
  if (m) return ok({ postId: Number(m[1]) });
  m = /^\/t\/(?:[^/]+\/)?(\d{1,12})(?:\/(\d{1,9}))?$/.exec(path);
  if (m) return ok({ topicId: Number(m[1]), postNumber: m[2] ? Number(m[2]) : 1 });
  return err(gfError("sheet.bad_link", rule, { link: text.slice(0, 80) }));
}

export class SheetRegistry<S extends SheetView = SheetView, M extends PointsEdit = PointsEdit> {
  private readonly byPost = new Map<number, SheetEntry<S>>();
  private readonly byName = new Map<string, number>();
  /** Posts that held a sheet and no longer do, with the version that said so: older events cannot bring them back. */
  private readonly gone = new Map<number, { readonly version: number; readonly topicId: number; readonly postNumber: number }>();
  /**
   * Per post, the last version whose points are reconciled. Manual adjustments are the differences
   * between checkpoints, and a checkpoint only moves to a strictly newer version: Discourse folds a
   * user's consecutive edits into one version (editing_grace_period), so two texts with one version
   * cannot be ordered, and a read may return a text older than a webhook already seen. Such texts
   * refresh the cache; their points wait for the next newer version.
   */
  private readonly checkpoints = new Map<number, { readonly sheet: S; readonly version: number }>();
  /**
   * The service's own writes in flight, per post, by their text (without trailing whitespace, which
   * Discourse may strip), with the text they were computed from. Noted before the PUT, because
   * Discourse may deliver the webhook of our edit before the PUT's answer reaches us.
   */
  private readonly writing = new Map<number, Map<string, { readonly base: S; readonly baseVersion: number }>>();
  private readonly categories: ReadonlySet<number>;
  private pending: ManualEdit<M>[] = [];
  /** Saves and owner decisions in flight, in order: settled() waits for them. */
  private work: Promise<void> = Promise.resolve();
  private failure: unknown;
  /** The highest store change number taken in; and the syncs in flight, one after another. */
  private syncedSeq = 0;
  private syncing: Promise<void> = Promise.resolve();
  private queuedSync: Promise<void> | undefined;
  /** Player lines being judged by the owner policy now (post:version:player). */
  private readonly judging = new Set<string>();
  /** The post id revisit() read last: the next pass goes on after it. */
  private revisitAfter = 0;

  constructor(private readonly forum: SheetForum, private readonly options: SheetRegistryOptions<S, M>) {
    this.categories = new Set(options.categories);
  }

  /** The model the home game's sheets are read with (its game's sheets in full): a view's game's own (forGame). */
  get model(): SheetModel<S, M> { return this.modelOf(this.homeGame) ?? this.options.model; }

  /** The game whose sheets the lookups below give unless told another: the model's, or the game of a view (forGame). */
  get homeGame(): string { return this.options.model.game; }

  /** The model a game's sheets are read with: `model`'s or another game service's; undefined for a flow's game. */
  modelOf(game: string): SheetModel<S, M> | undefined {
    return [this.options.model, ...(this.options.others ?? [])].find((m) => m.game === game);
  }

  /**
   * The same registry (every sheet, one state) seen by one game's service: its lookups give that game's
   * sheets unless told another. Each game service gets its own, so two of them never read each
   * other's characters by name.
   */
  forGame(game: string): SheetRegistry<S, M> {
    return new Proxy(this, { get: (target, prop, receiver) => (prop === "homeGame" ? game : Reflect.get(target, prop, receiver)) });
  }

  /** The sheet of a character of `game` (the registry model's own game unless told), by name (case and accents do not matter). */
  find(character: string, game: string = this.homeGame): SheetEntry<S> | undefined {
    const id = this.byName.get(key(game, character));
    return id === undefined ? undefined : this.byPost.get(id);
  }

  /** The owner is the accepted player; other wiki editors are not. */
  isOwner(character: string, username: string): boolean {
    const owner = this.find(character)?.player;
    return owner !== undefined && samePlayer(owner, playerName(username));
  }

  /** Every sheet, oldest post first: the same order on every instance, whatever order each learnt them in. */
  entries(game: string = this.homeGame): SheetEntry<S>[] { return this.allEntries().filter((e) => e.game === game); }

  /** Every sheet of every game, oldest post first. */
  allEntries(): SheetEntry<S>[] { return [...this.byPost.values()].sort((a, b) => a.postId - b.postId); }

  /**
   * The character a player runs (one at a time): the sheet they own that was posted
   * first. A later sheet of theirs waits, registered, until that one stops being a sheet (a
   * retired character's, say); the scene game casts the same one (entries() order).
   */
  characterOf(username: string): string | undefined {
    return this.activeSheetOf(username)?.character;
  }

  /** The sheet of the character a player runs (see characterOf). */
  activeSheetOf(username: string, game: string = this.homeGame): SheetEntry<S> | undefined {
    const name = playerName(username);
    return this.entries(game).find((e) => e.player !== undefined && samePlayer(e.player, name));
  }

  /** The manual adjustments seen since the last call, oldest first. */
  takeManualAdjustments(): M[] {
    return this.takeManualEdits().flatMap((e) => e.entries);
  }

  /** The same, with the post and version each was seen in (whose editor decides what it is worth). */
  takeManualEdits(): ManualEdit<M>[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Whether `raw` is a text the service itself is writing to the post (its webhook needs no editor check). */
  isOwnWrite(postId: number, raw: string): boolean {
    return this.writing.get(postId)?.has(raw.trimEnd()) ?? false;
  }

  byPostId(postId: number): SheetEntry<S> | undefined { return this.byPost.get(postId); }

  /** Waits for the saves and owner decisions the events so far started; throws the first that failed. */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do { seen = this.work; await seen; } while (seen !== this.work);
    if (this.failure !== undefined) {
      const e = this.failure;
      this.failure = undefined;
      throw e;
    }
  }

  private later(job: () => Promise<void>): void {
    this.work = this.work.then(job).catch((e: unknown) => { this.failure ??= e; });
  }

  private persist(postId: number): void {
    const save = this.options.save;
    if (!save) return;
    const e = this.byPost.get(postId);
    const g = this.gone.get(postId);
    const row: StoredSheet | undefined = e
      ? { postId, topicId: e.topicId, postNumber: e.postNumber, character: e.character, owner: e.player ?? null, version: e.version, raw: e.raw }
      : g ? { postId, topicId: g.topicId, postNumber: g.postNumber, character: null, owner: null, version: g.version, raw: null } : undefined;
    if (row) this.later(() => save(row));
  }

  /**
   * Start-up: the rows the store kept. Owners come back as accepted; a sheet whose owner was never
   * accepted is judged again. Nothing is queued as a manual edit.
   */
  restore(rows: readonly StoredSheet[]): void {
    for (const row of rows) {
      this.syncedSeq = Math.max(this.syncedSeq, row.changedSeq ?? 0);
      if (row.raw === null || row.character === null) {
        this.gone.set(row.postId, { version: row.version, topicId: row.topicId, postNumber: row.postNumber });
        continue;
      }
      const doc = this.read(row.raw);
      if (!doc.ok || !doc.value.sheet.name?.trim()) continue;
      const sheet = doc.value.sheet;
      const entry: SheetEntry<S> = { game: doc.value.game, postId: row.postId, topicId: row.topicId, postNumber: row.postNumber, character: row.character,
        player: row.owner ?? undefined, sheet, raw: row.raw, version: row.version };
      this.byPost.set(row.postId, entry);
      this.byName.set(key(entry.game, row.character), row.postId);
      this.checkpoints.set(row.postId, { sheet, version: row.version });
      const named = playerName(sheet.player);
      if (named && !samePlayer(named, entry.player)) this.claim(entry, named, undefined);
    }
  }

  /**
   * Takes in what other instances stored since the last sync: rows at a version at least the one
   * held here replace it, owner included (an owner is accepted without a new version). Nothing is
   * saved back, judged again or counted as a hand-edit: the instance that stored the row did that.
   * Each call reads afresh: the read it waits for starts after the call.
   */
  sync(): Promise<void> {
    const changes = this.options.changes;
    if (!changes) return Promise.resolve();
    // A read not started yet reads after this call too: callers share it, so a burst of events
    // makes at most one read in flight and one waiting, never one each.
    if (this.queuedSync) return this.queuedSync;
    const run: Promise<void> = this.syncing.catch(() => undefined).then(async () => {
      if (this.queuedSync === run) this.queuedSync = undefined;
      for (const row of await changes(this.syncedSeq)) {
        this.syncedSeq = Math.max(this.syncedSeq, row.changedSeq ?? 0);
        this.takeStored(row);
      }
    });
    this.queuedSync = run;
    this.syncing = run;
    return run;
  }

  private takeStored(row: StoredSheet): void {
    const known = this.byPost.get(row.postId);
    const held = known?.version ?? this.gone.get(row.postId)?.version;
    if (held !== undefined && row.version < held) return;
    if (row.raw === null || row.character === null) {
      if (known) {
        this.byPost.delete(row.postId);
        this.checkpoints.delete(row.postId);
        if (this.byName.get(key(known.game, known.character)) === row.postId) this.byName.delete(key(known.game, known.character));
      }
      this.gone.set(row.postId, { version: row.version, topicId: row.topicId, postNumber: row.postNumber });
      return;
    }
    // As the store keeps it: a row that holds a sheet never loses a known owner to an unknown one.
    const player = row.owner ?? known?.player;
    if (known && known.version === row.version && known.raw === row.raw && samePlayer(known.player, player)) return;
    const doc = this.read(row.raw);
    if (!doc.ok) return;
    if (known && key(known.game, known.character) !== key(doc.value.game, row.character) && this.byName.get(key(known.game, known.character)) === row.postId) this.byName.delete(key(known.game, known.character));
    this.byPost.set(row.postId, { game: doc.value.game, postId: row.postId, topicId: row.topicId, postNumber: row.postNumber, character: row.character,
      player, sheet: doc.value.sheet, raw: row.raw, version: row.version });
    this.byName.set(key(doc.value.game, row.character), row.postId);
    this.gone.delete(row.postId);
    const cp = this.checkpoints.get(row.postId);
    if (!cp || cp.version < row.version) this.checkpoints.set(row.postId, { sheet: doc.value.sheet, version: row.version });
  }

  /**
   * Start-up, after restore: reads every sheet the store knew from the forum, so edits made while
   * the service was down are seen (a post no longer a wiki, or gone, stops being a sheet), each
   * version since the one the service accepted judged as a live edit is (options.judge). One read
   * per sheet (more where an edit is undone), through the caller's request budget. Sheets posted while
   * the service was down come in through the reconciler, their webhooks' redelivery or their next edit.
   */
  async refresh(): Promise<number> {
    let read = 0;
    for (const id of [...this.byPost.keys()]) if (await this.reread(id)) read++;
    await this.settled();
    return read;
  }

  /**
   * While the service runs: reads the next `count` known sheets, round robin in post order, so an
   * edit whose webhook was lost is seen within (sheets / count) passes, whatever the sheet's age (the
   * reconciler's `GET /posts.json` reads only recent posts again). A sheet whose forum version is the
   * one held costs its one read and nothing else. Returns the sheets read.
   */
  async revisit(count: number): Promise<number> {
    const ids = [...this.byPost.keys()].sort((a, b) => a - b);
    if (ids.length === 0 || count <= 0) return 0;
    const start = ids.findIndex((id) => id > this.revisitAfter);
    const from = start < 0 ? 0 : start;
    const batch = [...ids.slice(from), ...ids.slice(0, from)].slice(0, count);
    let read = 0;
    for (const id of batch) {
      this.revisitAfter = id;
      if (await this.reread(id)) read++;
    }
    await this.settled();
    return read;
  }

  /** Reads one known sheet from the forum and takes it, judged: false when it was not read. */
  private async reread(id: number): Promise<boolean> {
    let post: PostRaw;
    try { post = await this.forum.readPost(id); } catch (e) {
      // 404: deleted meanwhile. Anything else: kept as it was, for the next event.
      if (e instanceof DiscourseError && e.status === 404) { this.forget(id); return false; }
      throw e;
    }
    const known = this.byPost.get(id);
    const observed = postFromRaw(post);
    // A newer version of a sheet still a wiki: its editors are judged first (a refused edit is
    // written back by the judge, which tells the registry); our own writes need no judging.
    if (known && post.wiki && post.version > known.version && this.options.judge && !this.isOwnWrite(id, post.raw)
      && !await this.options.judge(observed, known)) return true;
    this.observeKnown(observed);
    return true;
  }

  /** The service is about to write `raw`, computed from `base` (updateSheet's onWriting). */
  noteWriting(postId: number, raw: string, base: PostRaw): void {
    const doc = this.read(base.raw);
    if (!doc.ok) return;
    const list = this.writing.get(postId) ?? new Map<string, { base: S; baseVersion: number }>();
    list.set(raw.trimEnd(), { base: doc.value.sheet, baseVersion: base.version });
    // A few in flight at most; the oldest are long settled.
    while (list.size > 8) list.delete(list.keys().next().value!);
    this.writing.set(postId, list);
  }

  /** The service wrote this raw (updateSheet's onWritten): cache it. */
  noteWritten(post: PostRaw): void {
    if (this.byPost.has(post.id)) this.observeKnown(postFromRaw(post));
  }

  /** A read made by the service (updateSheet's onRead): refreshes the cache, reports manual edits. */
  noteRead(post: PostRaw): Observation<S, M> {
    return this.byPost.has(post.id) ? this.observeKnown(postFromRaw(post)) : { manual: [] };
  }

  /** A post of a registered sheet read without its category: still a sheet while it stays a wiki. */
  private observeKnown(post: ObservedPost): Observation<S, M> {
    const known = this.byPost.get(post.id);
    if (known && post.version < known.version) return { entry: known, manual: [], stale: true };
    if (!post.wiki) { this.drop(post.id, post.version); return { manual: [] }; }
    return this.store(post);
  }

  /**
   * A post_created or post_edited payload. A wiki post in a sheet category with a sheet is
   * registered or refreshed; a registered post that no longer holds a sheet (or stopped being a
   * wiki, or moved out of the categories) is forgotten. An event older than what the registry
   * holds or held for the post changes nothing.
   */
  observe(post: ObservedPost): Observation<S, M> {
    const known = this.byPost.get(post.id);
    const latest = known?.version ?? this.gone.get(post.id)?.version;
    if (latest !== undefined && post.version < latest) return { ...(known ? { entry: known } : {}), manual: [], stale: true };
    const inCategory = post.category_id != null && this.categories.has(post.category_id);
    if (post.wiki && inCategory) return this.store(post);
    if (known) { this.drop(post.id, post.version); return { manual: [] }; }
    // A post that never was a sheet (one that stopped being a wiki is a retirement).
    if (!inCategory || this.gone.has(post.id)) return { manual: [] };
    const doc = this.read(post.raw);
    const character = doc.ok ? doc.value.sheet.name?.trim() : undefined;
    if (character && doc.ok && this.placeholder(doc.value.game, character)) return { manual: [], placeholder: { game: doc.value.game, lang: doc.value.sheet.lang } };
    return character && doc.ok ? { manual: [], notWiki: { character, game: doc.value.game, lang: doc.value.sheet.lang } } : { manual: [] };
  }

  /** Staff (or the owner policy) confirmed the player the sheet now names: they own it from now on. */
  acceptOwner(postId: number): SheetEntry<S> | undefined {
    const entry = this.byPost.get(postId);
    if (!entry) return undefined;
    const accepted = { ...entry, player: playerName(entry.sheet.player) };
    this.byPost.set(postId, accepted);
    this.persist(postId);
    return accepted;
  }

  /** post_destroyed: the sheet is gone. */
  forget(postId: number): void {
    const entry = this.byPost.get(postId);
    if (entry) this.drop(postId, entry.version);
  }

  private drop(postId: number, version: number): void {
    const entry = this.byPost.get(postId);
    if (!entry) return;
    this.byPost.delete(postId);
    this.checkpoints.delete(postId);
    this.writing.delete(postId);
    if (this.byName.get(key(entry.game, entry.character)) === postId) this.byName.delete(key(entry.game, entry.character));
    this.gone.set(postId, { version: Math.max(version, entry.version), topicId: entry.topicId, postNumber: entry.postNumber });
    this.persist(postId);
  }

  /**
   * The sheet a pool points at: its `sheet` attribute (an id or a link to a registered sheet: any
   * other post is refused), else the character's name in the registry.
   */
  async resolve(ref: { readonly character?: string; readonly sheet?: string }): Promise<Result<SheetEntry<S>, GfError>> {
    if (ref.sheet) {
      const rule = this.modelOf(this.homeGame)?.ownerRule;
      const parsed = parseSheetRef(ref.sheet, this.options.forumHost, rule);
      if (!parsed.ok) return parsed;
      const where = parsed.value;
      const any = "postId" in where ? this.byPost.get(where.postId)
        : this.allEntries().find((e) => e.topicId === where.topicId && e.postNumber === where.postNumber);
      // Only a sheet of the registry's own game: another game's sheet is no sheet to its pools.
      const found = any?.game === this.homeGame ? any : undefined;
      return found ? ok(found) : err(gfError("sheet.not_a_sheet", rule, { link: ref.sheet.trim().slice(0, 80) }));
    }
    const found = ref.character ? this.find(ref.character) : undefined;
    return found ? ok(found) : err(gfError("sheet.not_found", this.modelOf(this.homeGame)?.ownerRule, { character: ref.character ?? "-" }));
  }

  /**
   * A post's sheet: one of the model's game, else the first of the other
   * games that reads one, as the model's empty sheet carrying its name, player and language.
   */
  /** Whether `name` is what `game`'s sheet template writes in place of a character's name, in any language or case. */
  private placeholder(game: string, name: string): boolean {
    const folded = foldKeyword(name);
    return (this.options.placeholders?.[game] ?? []).some((p) => foldKeyword(p) === folded);
  }

  private read(raw: string): Result<{ readonly sheet: S; readonly game: string }, GfError> {
    const lang = this.options.lang;
    const model = this.options.model;
    const doc = model.read(raw, lang);
    if (doc.ok || doc.error.code !== NO_SHEET) return doc.ok ? ok({ sheet: doc.value, game: model.game }) : doc;
    for (const other of this.options.others ?? []) {
      const read = other.read(raw, lang);
      if (read.ok || read.error.code !== NO_SHEET) return read.ok ? ok({ sheet: read.value, game: other.game }) : read;
    }
    for (const g of this.options.games ?? []) {
      const found = g.identify(raw, lang ?? "es");
      if (!found) continue;
      return ok({ game: g.game, sheet: model.empty({ name: found.name, ...(found.player ? { player: found.player } : {}), lang: found.lang }) });
    }
    return doc;
  }

  /** Moves the post's checkpoint to a newer version and returns the hand-edits of points since. */
  private reconcile(postId: number, sheet: S, raw: string, version: number, game: string): M[] {
    const edits = (before: S, after: S): M[] => this.modelOf(game)?.manualEdits(before, after) ?? [];
    const cp = this.checkpoints.get(postId);
    if (cp && version <= cp.version) return [];
    this.checkpoints.set(postId, { sheet, version });
    if (!cp) return [];
    const own = this.writing.get(postId)?.get(raw.trimEnd());
    if (own) {
      this.writing.get(postId)!.delete(raw.trimEnd());
      return own.baseVersion >= cp.version ? edits(cp.sheet, own.base) : [];
    }
    return edits(cp.sheet, sheet);
  }

  /** Hands a player line to the owner policy; accepted, it makes the player the owner if the sheet still names them. */
  private claim(entry: SheetEntry<S>, claimed: string, author: string | undefined): void {
    const vet = this.options.vetOwner;
    if (!vet) return;
    // One judgement of a post's player line at a time; a later event asks again if it did not settle it.
    const key = `${entry.postId}:${entry.version}:${claimed.toLowerCase()}`;
    if (this.judging.has(key)) return;
    this.judging.add(key);
    const claim: OwnerClaim = { postId: entry.postId, topicId: entry.topicId, postNumber: entry.postNumber, character: entry.character,
      version: entry.version, claimed, owner: entry.player, ...(author ? { author } : {}) };
    this.later(async () => {
      try {
        if (!await vet(claim)) return;
        const now = this.byPost.get(claim.postId);
        if (now && samePlayer(playerName(now.sheet.player), claimed) && !samePlayer(now.player, claimed)) this.acceptOwner(claim.postId);
      } finally { this.judging.delete(key); }
    });
  }

  private store(post: ObservedPost): Observation<S, M> {
    const before = this.byPost.get(post.id);
    if (before && post.version < before.version) return { entry: before, manual: [], stale: true };
    if (before && post.version === before.version && post.raw === before.raw) {
      // The same version again (a redelivery, the reconciler): a player line still waiting for an
      // owner is put to the owner policy again, in case its last judgement failed (the forum's API
      // answered 5xx mid-way). A refusal's reply is keyed by post and version, so it is not repeated.
      const named = playerName(before.sheet.player);
      if (named !== undefined && !samePlayer(named, before.player)) this.claim(before, named, post.username);
      return { entry: before, manual: [] };
    }
    const doc = this.read(post.raw);
    const name = doc.ok ? doc.value.sheet.name?.trim() : undefined;
    if (!doc.ok || !name) {
      this.drop(post.id, post.version);
      return { manual: [] };
    }
    const sheet = doc.value.sheet;
    // Still the template's name: no character to register, and none for a reply to name.
    if (this.placeholder(doc.value.game, name)) {
      this.drop(post.id, post.version);
      return { manual: [], placeholder: { game: doc.value.game, lang: sheet.lang } };
    }
    // Still another of the skeleton's words (an example perk, "username"): kept out of play until it is written.
    const held = placeholderLine(post.raw, [], this.modelOf(doc.value.game)?.templateWords ?? this.options.games?.find((g) => g.game === doc.value.game)?.templateWords ?? []);
    if (held) {
      this.drop(post.id, post.version);
      return { manual: [], placeholder: { game: doc.value.game, lang: sheet.lang, held } };
    }
    const holder = this.byName.get(key(doc.value.game, name));
    if (holder !== undefined && holder !== post.id && this.byPost.has(holder)) {
      // Two posts claim one character: the first registered keeps it until it lets go.
      if (before) this.drop(post.id, post.version);
      return { manual: [], conflict: { character: name, postId: holder } };
    }
    const manual = this.reconcile(post.id, sheet, post.raw, post.version, doc.value.game);
    if (manual.length) this.pending.push({ postId: post.id, version: post.version, entries: manual });
    if (before && key(before.game, before.character) !== key(doc.value.game, name) && this.byName.get(key(before.game, before.character)) === post.id) this.byName.delete(key(before.game, before.character));
    this.gone.delete(post.id);
    const named = playerName(sheet.player);
    // Ownership is sticky: a new player line is a claim until the owner policy accepts it. With no
    // policy, the first line seen is taken (the registry alone, in tests of its own).
    const owner = before ? before.player : this.options.vetOwner ? undefined : named;
    const entry: SheetEntry<S> = {
      game: doc.value.game, postId: post.id, topicId: post.topic_id, postNumber: post.post_number, character: name, player: owner,
      sheet, raw: post.raw, version: post.version,
    };
    this.byPost.set(post.id, entry);
    this.byName.set(key(doc.value.game, name), post.id);
    this.persist(post.id);
    const claimed = named !== undefined && !samePlayer(named, owner);
    if (claimed) this.claim(entry, named, post.username);
    return { entry, manual, ...(claimed || (!named && owner) ? { ownerClaim: { owner, claimed: named } } : {}) };
  }
}
