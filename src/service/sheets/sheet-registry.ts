// Finding sheets (issue 6 §4): a pool or scene names a character, and this registry answers with
// that character's sheet. It is built from wiki posts in the configured categories as their
// post_created / post_edited webhooks arrive (the payload carries raw, version, wiki and category,
// so no extra request), and from posts linked by URL or id (`[gf-pool ficha=…]`), fetched once. It
// caches each sheet with the version it was read at, and keeps it current from every event, every
// read and every write of the service.
//
// Owner: the player named on the sheet, not whoever can edit the wiki post (the author included).
// Any forum user may edit a wiki post, and Discourse's webhook does not say who did, so ownership
// is sticky: the player named when the registry first sees the sheet owns it, and a later edit of
// the player line is only a claim (Observation.ownerClaim) until the service accepts it on the word
// of staff or of the owner (acceptOwner). Otherwise one wiki edit would hand a character to anyone.
// Manual edits: when a newer version of a sheet shows different points than the one seen before,
// and the service did not write it, the difference is queued as ledger entries (GF-FORUM-4); the
// service drains the queue with takeManualAdjustments() and records them. The registry never
// writes to the ledger itself, and an entry is queued once, whichever path saw the edit first
// (a webhook, or a read before a write).
import type { Lang } from "../../lib/i18n.js";
import { err, gfError, ok, type GfError, type Result } from "../../lib/result.js";
import { foldKeyword } from "../../markup/keywords.js";
import type { LedgerEntry } from "../../rules/genrefuzzion/state.js";
import { manualAdjustments, readSheet, type Sheet } from "../../sheet/index.js";
import type { PostRaw } from "../discourse/client.js";
import type { SheetForum } from "./update-sheet.js";

export interface SheetEntry {
  readonly postId: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly character: string;
  /** The owner: the player named on the sheet when it was first seen (see the top of this file). */
  readonly player: string | undefined;
  readonly sheet: Sheet;
  readonly raw: string;
  readonly version: number;
  /** "category": a wiki post in a configured category; "link": named by a pool's sheet attribute. */
  readonly source: "category" | "link";
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
}

export interface Observation {
  /** The sheet now registered for this post, if any. */
  readonly entry?: SheetEntry;
  /** Hand-edits of the points since the version seen before (GF-FORUM-4), also queued for the ledger. */
  readonly manual: readonly LedgerEntry[];
  /** Another post already holds this character's name; this post is not registered under it. */
  readonly conflict?: { readonly character: string; readonly postId: number };
  /** The event was older than what the registry holds, and changed nothing. */
  readonly stale?: boolean;
  /** The sheet now names another player than its owner: a claim, not a transfer. */
  readonly ownerClaim?: { readonly owner: string | undefined; readonly claimed: string | undefined };
}

export interface SheetRegistryOptions {
  /** Category ids whose wiki posts are sheets. */
  readonly categories: readonly number[];
  /** The forum's host ("forum.example.org"): links to other sites are refused. */
  readonly forumHost?: string;
  readonly lang?: Lang;
}

const key = (character: string) => foldKeyword(character);

export function postFromRaw(p: PostRaw): ObservedPost {
  return { id: p.id, topic_id: p.topicId, post_number: p.postNumber, raw: p.raw, version: p.version, wiki: p.wiki };
}

/**
 * A sheet reference from a pool's `sheet` attribute: a post id, or a forum URL of the forms
 * Discourse links posts by: /p/{id}, /posts/{id}(.json), or /t/{slug}/{topic}/{n} (resolved by
 * the caller's topic lookup, which the Discourse adapter may not offer: then it is an error).
 */
export function parseSheetRef(ref: string, forumHost?: string): Result<{ postId: number } | { topicId: number; postNumber: number }, GfError> {
  const text = ref.trim();
  if (/^\d{1,12}$/.test(text)) return ok({ postId: Number(text) });
  let url: URL;
  try { url = new URL(text); } catch { return err(gfError("sheet.bad_link", "GF-FORUM-4", { link: text.slice(0, 80) })); }
  if (forumHost && url.host.toLowerCase() !== forumHost.toLowerCase()) return err(gfError("sheet.foreign_link", undefined, { link: text.slice(0, 80), host: forumHost }));
  const path = url.pathname.replace(/\/+$/, "");
  let m = /^\/(?:p|posts)\/(\d{1,12})(?:\.json)?$/.exec(path);
  if (m) return ok({ postId: Number(m[1]) });
  m = /^\/t\/(?:[^/]+\/)?(\d{1,12})(?:\/(\d{1,9}))?$/.exec(path);
  if (m) return ok({ topicId: Number(m[1]), postNumber: m[2] ? Number(m[2]) : 1 });
  return err(gfError("sheet.bad_link", "GF-FORUM-4", { link: text.slice(0, 80) }));
}

export class SheetRegistry {
  private readonly byPost = new Map<number, SheetEntry>();
  private readonly byName = new Map<string, number>();
  /**
   * Per post, the last version whose points are reconciled with the ledger. Manual adjustments are
   * the differences between checkpoints, and a checkpoint only moves to a strictly newer version:
   * Discourse folds a user's consecutive edits into one version (editing_grace_period), so two
   * texts with one version cannot be ordered, and a read may return a text older than a webhook
   * already seen. Such texts refresh the cache; their points wait for the next newer version.
   */
  private readonly checkpoints = new Map<number, { readonly sheet: Sheet; readonly version: number }>();
  /**
   * The service's own writes in flight, per post, by their text (without trailing whitespace, which
   * Discourse may strip), with the text they were computed from. Noted before the PUT, because
   * Discourse may deliver the webhook of our edit before the PUT's answer reaches us. The base is
   * what the forum held when the write landed (original_text matched), so the player's edits up
   * to then are checkpoint → base, and our own change is not one of them.
   */
  private readonly writing = new Map<number, Map<string, { readonly base: Sheet; readonly baseVersion: number }>>();
  private readonly categories: ReadonlySet<number>;
  private pending: LedgerEntry[] = [];

  constructor(private readonly forum: SheetForum & { postIdAt?(topicId: number, postNumber: number): Promise<number> }, private readonly options: SheetRegistryOptions) {
    this.categories = new Set(options.categories);
  }

  /** The sheet of a character, by name (case and accents do not matter). */
  find(character: string): SheetEntry | undefined {
    const id = this.byName.get(key(character));
    return id === undefined ? undefined : this.byPost.get(id);
  }

  /** Issue 6 §4: the owner is the player named on the sheet; other wiki editors are not. */
  isOwner(character: string, username: string): boolean {
    const owner = this.find(character)?.player;
    return owner !== undefined && owner.toLowerCase() === username.trim().replace(/^@/, "").toLowerCase();
  }

  entries(): SheetEntry[] { return [...this.byPost.values()]; }

  /** The manual adjustments seen since the last call, oldest first, for the points ledger. */
  takeManualAdjustments(): LedgerEntry[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  byPostId(postId: number): SheetEntry | undefined { return this.byPost.get(postId); }

  /** The service is about to write `raw`, computed from `base` (updateSheet's onWriting). */
  noteWriting(postId: number, raw: string, base: PostRaw): void {
    const doc = readSheet(base.raw, this.options.lang ? { lang: this.options.lang } : {});
    if (!doc.ok) return;
    const list = this.writing.get(postId) ?? new Map<string, { base: Sheet; baseVersion: number }>();
    list.set(raw.trimEnd(), { base: doc.value.sheet, baseVersion: base.version });
    // A few in flight at most; the oldest are long settled.
    while (list.size > 8) list.delete(list.keys().next().value!);
    this.writing.set(postId, list);
  }

  /** The service wrote this raw (updateSheet's onWritten): cache it. */
  noteWritten(post: PostRaw): void {
    const entry = this.byPost.get(post.id);
    if (entry) this.store(postFromRaw(post), entry.source);
  }

  /** A read made by the service (updateSheet's onRead): refreshes the cache, reports manual edits. */
  noteRead(post: PostRaw): Observation {
    const entry = this.byPost.get(post.id);
    return entry ? this.store(postFromRaw(post), entry.source) : { manual: [] };
  }

  /**
   * A post_created or post_edited payload. A wiki post in a configured category with a sheet is
   * registered or refreshed; a registered post that no longer holds a sheet (or stopped being a
   * wiki, or moved out of the categories) is forgotten, unless it was registered by link.
   */
  observe(post: ObservedPost): Observation {
    const known = this.byPost.get(post.id);
    const inCategory = post.category_id != null && this.categories.has(post.category_id);
    if (known?.source === "link" || (post.wiki && inCategory)) return this.store(post, known?.source ?? "category");
    if (known) this.forget(post.id);
    return { manual: [] };
  }

  /**
   * Reads posts known to hold sheets (a start-up scan of the sheets category, which the Discourse
   * adapter lists), so sheets written while the service was down are found before their next edit.
   * Wiki posts only, as for webhooks; the caller vouches for the category.
   */
  async preload(postIds: Iterable<number>): Promise<SheetEntry[]> {
    const found: SheetEntry[] = [];
    for (const id of postIds) {
      const post = await this.forum.readPost(id);
      if (!post.wiki) continue;
      const seen = this.store(postFromRaw(post), this.byPost.get(id)?.source ?? "category");
      if (seen.entry) found.push(seen.entry);
    }
    return found;
  }

  /** Staff (or the owner) confirmed the player the sheet now names: they own it from now on. */
  acceptOwner(postId: number): SheetEntry | undefined {
    const entry = this.byPost.get(postId);
    if (!entry) return undefined;
    const accepted = { ...entry, player: entry.sheet.player };
    this.byPost.set(postId, accepted);
    return accepted;
  }

  /** post_destroyed: the sheet is gone. */
  forget(postId: number): void {
    const entry = this.byPost.get(postId);
    if (!entry) return;
    this.byPost.delete(postId);
    this.checkpoints.delete(postId);
    this.writing.delete(postId);
    if (this.byName.get(key(entry.character)) === postId) this.byName.delete(key(entry.character));
  }

  /**
   * The sheet a pool points at: its `sheet` attribute (an id or URL, fetched and registered as a
   * link if new), else the character's name in the registry.
   */
  async resolve(ref: { readonly character?: string; readonly sheet?: string }): Promise<Result<SheetEntry, GfError>> {
    if (ref.sheet) {
      const parsed = parseSheetRef(ref.sheet, this.options.forumHost);
      if (!parsed.ok) return parsed;
      let postId: number;
      if ("postId" in parsed.value) postId = parsed.value.postId;
      else if (this.forum.postIdAt) postId = await this.forum.postIdAt(parsed.value.topicId, parsed.value.postNumber);
      else return err(gfError("sheet.bad_link", "GF-FORUM-4", { link: ref.sheet.slice(0, 80) }));
      const cached = this.byPost.get(postId);
      if (cached) return ok(cached);
      const post = await this.forum.readPost(postId);
      const seen = this.store(postFromRaw(post), "link");
      if (!seen.entry) {
        const doc = readSheet(post.raw, this.options.lang ? { lang: this.options.lang } : {});
        return err(doc.ok ? gfError("sheet.incomplete", "GF-CHAR-3", { what: "name", name: "-" }) : doc.error);
      }
      return ok(seen.entry);
    }
    const found = ref.character ? this.find(ref.character) : undefined;
    return found ? ok(found) : err(gfError("sheet.not_found", "GF-FORUM-4", { character: ref.character ?? "-" }));
  }

  /** Moves the post's checkpoint to a newer version and returns the hand-edits of points since. */
  private reconcile(postId: number, sheet: Sheet, raw: string, version: number): LedgerEntry[] {
    const cp = this.checkpoints.get(postId);
    if (cp && version <= cp.version) return [];
    this.checkpoints.set(postId, { sheet, version });
    if (!cp) return [];
    const own = this.writing.get(postId)?.get(raw.trimEnd());
    if (own) {
      this.writing.get(postId)!.delete(raw.trimEnd());
      return own.baseVersion >= cp.version ? manualAdjustments(cp.sheet, own.base) : [];
    }
    return manualAdjustments(cp.sheet, sheet);
  }

  private store(post: ObservedPost, source: SheetEntry["source"]): Observation {
    const before = this.byPost.get(post.id);
    // Webhooks can arrive late and out of order: an older version never replaces a newer one.
    if (before && post.version < before.version) return { entry: before, manual: [], stale: true };
    if (before && post.version === before.version && post.raw === before.raw) return { entry: before, manual: [] };
    const doc = readSheet(post.raw, this.options.lang ? { lang: this.options.lang } : {});
    const name = doc.ok ? doc.value.sheet.name?.trim() : undefined;
    if (!doc.ok || !name) {
      if (source === "category") this.forget(post.id);
      return { manual: [] };
    }
    const sheet = doc.value.sheet;
    const holder = this.byName.get(key(name));
    if (holder !== undefined && holder !== post.id && this.byPost.has(holder)) {
      // Two posts claim one character: the first registered keeps it until it lets go.
      if (before) this.forget(post.id);
      return { manual: [], conflict: { character: name, postId: holder } };
    }
    const manual = this.reconcile(post.id, sheet, post.raw, post.version);
    this.pending.push(...manual);
    if (before && key(before.character) !== key(name)) this.byName.delete(key(before.character));
    // Ownership is sticky: a new player line is a claim until accepted.
    const owner = before ? before.player : sheet.player;
    const claimed = (sheet.player ?? "").toLowerCase() !== (owner ?? "").toLowerCase();
    const entry: SheetEntry = {
      postId: post.id, topicId: post.topic_id, postNumber: post.post_number, character: name, player: owner,
      sheet, raw: post.raw, version: post.version, source,
    };
    this.byPost.set(post.id, entry);
    this.byName.set(key(name), post.id);
    return { entry, manual, ...(claimed ? { ownerClaim: { owner, claimed: sheet.player } } : {}) };
  }
}
