// The sandbox forum's state: users, categories, topics and posts with versions and wiki flags, kept
// in memory. It models the parts of Discourse the service relies on, with the same rules: a post's
// `version` starts at 1 and grows with each revision (PostRevisor, lib/post_revisor.rb), edits by the
// same user inside `editing_grace_period` (300 s by default), with no new edit reason and changing at
// most 100 characters (400 for staff and trust level 2+; grace-diff.ts) fold into
// the current version, and an edit that changes nothing creates no revision. Each revision keeps
// its modifications as [before, after] pairs (PostRevision#modifications), for the revisions routes.
// HTTP lives in server.ts, webhooks in webhooks.ts.
import MarkdownIt from "markdown-it";
import { allowListOf, gameMarkup } from "../markup/index.js";
import { MARKUP_GAMES } from "../games/games.js";
import { createHash } from "node:crypto";
import { makeDiscourseSanitizer } from "./discourse-sanitizer.js";
import { canEditPost, canWiki, DEFAULT_TRUST_LEVEL, SELF_WIKI_ALLOWED_GROUPS } from "./wiki-guardian.js";
import { DISCOURSE_POSTING_DEFAULTS, postErrors, rawMentions, titleErrors } from "./post-validator.js";
import { foldsIntoVersion, graceMaxDiff } from "./grace-diff.js";
import type { PostingSettings, Poster, ReplyCheck } from "./post-validator.js";

export interface ForumUser {
  readonly id: number;
  readonly username: string;
  readonly staff: boolean;
  /** An admin (staff too); a staff user without it is a moderator. TopicTitleLengthValidator exempts admins. */
  readonly admin?: boolean;
  /** Discourse's trust level, 0–4 (wiki-guardian.ts: DEFAULT_TRUST_LEVEL where absent). */
  readonly trustLevel?: number;
}

export interface ForumCategory { readonly id: number; readonly name: string; readonly slug: string }

export interface ForumTopic {
  readonly id: number;
  readonly title: string;
  readonly categoryId: number | null;
  readonly userId: number;
  /** Staff may move it (changeTopicTimestamp). */
  createdAt: string;
  postCount: number;
}

export interface ForumPost {
  readonly id: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly userId: number;
  readonly replyToPostNumber: number | null;
  raw: string;
  cooked: string;
  version: number;
  wiki: boolean;
  /** Staff may move it, with updatedAt (changeTopicTimestamp). */
  createdAt: string;
  updatedAt: string;
  lastEditorId: number;
  lastVersionAt: number;
  editReason: string | null;
  /** PostRevision rows, numbered 2, 3, … as the versions they made. */
  readonly revisions: ForumRevision[];
}

/** A PostRevision: who made version `number`, when, and what it changed, each field as [before, after]. */
export interface ForumRevision {
  readonly number: number;
  userId: number;
  readonly createdAt: string;
  /** PostRevision#hide! (staff, PostsController#hide_revision): only staff and the author see it after. */
  hidden?: boolean;
  readonly modifications: { raw?: [string, string]; edit_reason?: [string | null, string | null]; wiki?: [boolean, boolean] };
}

/** What changed, for webhooks: Discourse fires post_created / post_edited / topic_created. */
export type ForumEvent =
  | { readonly name: "post_created"; readonly post: ForumPost }
  | { readonly name: "post_edited"; readonly post: ForumPost }
  | { readonly name: "topic_created"; readonly topic: ForumTopic };

/** The forum's whole content as plain data: what `gf serve --sandbox --sandbox-data` keeps between runs. */
export interface ForumSnapshot {
  readonly users: readonly ForumUser[];
  readonly categories: readonly ForumCategory[];
  readonly topics: readonly ForumTopic[];
  readonly posts: readonly ForumPost[];
}

export interface ForumOptions {
  readonly now?: () => number;
  /** SiteSetting.editing_grace_period, seconds (default 300, config/site_settings.yml). */
  readonly editingGracePeriodSec?: number;
  /**
   * The posting site settings the validators read (post-validator.ts); Discourse's defaults for those not
   * given. null: no post is validated (what a forum seeded by a script with skip_validations sees).
   */
  readonly posting?: Partial<PostingSettings> | null;
}

export class SandboxForum {
  readonly users = new Map<number, ForumUser>();
  readonly categories = new Map<number, ForumCategory>();
  readonly topics = new Map<number, ForumTopic>();
  readonly posts = new Map<number, ForumPost>();
  private readonly listeners: ((e: ForumEvent) => void)[] = [];
  // Cooked as Discourse cooks a post on a forum with the plugin: markdown-it with the plugin's
  // feature, then the sanitizer with the plugin's allowlist, so `cooked` in the API answers
  // (/posts.json, /t/{id}.json) carries the same cards a reader's browser gets.
  // Cooks like the plugin's markdown feature: every game of the registry, the games' allow list.
  private readonly md = new MarkdownIt({ html: true, linkify: true }).use(gameMarkup, { games: MARKUP_GAMES, lang: "es" });
  private readonly sanitizeCooked = makeDiscourseSanitizer(allowListOf(MARKUP_GAMES));
  private readonly now: () => number;
  private readonly graceMs: number;
  /**
   * SiteSetting.can_permanently_delete (config/site_settings.yml at
   * discourse/discourse@00011e9cd999c967003ea3f629b3386565dec332: default false, hidden, so an admin sets it
   * from the console or the admin API): with it, staff may delete a post's revisions for good.
   */
  canPermanentlyDelete = false;
  /** The site's posting settings (Admin → Settings → Posting), Discourse's defaults unless set at start; null: not validated. */
  readonly posting: PostingSettings | null;
  /** Post#store_unique_post_key: "user id:SHA1 of raw" → the post holding it and until when (unique_posts_mins). */
  private readonly uniquePostKeys = new Map<string, { readonly postId: number; readonly until: number }>();
  /**
   * PostRevisor's original_raw: the raw a post's version had when the grace window's first folded edit
   * came, cached for that window (keyed, as Discourse's Redis key is, by the version's last_version_at).
   */
  private readonly originalRaw = new Map<number, { readonly at: number; readonly raw: string }>();
  private nextUserId = 1;
  private nextPostId = 1;
  private nextTopicId = 1;

  constructor(options: ForumOptions = {}) {
    this.now = options.now ?? Date.now;
    this.graceMs = (options.editingGracePeriodSec ?? 300) * 1000;
    this.posting = options.posting === null ? null : { ...DISCOURSE_POSTING_DEFAULTS, ...options.posting };
    // Discourse's own system user is id -1 (Discourse.system_user, db/fixtures/009_users.rb).
    this.users.set(-1, { id: -1, username: "system", staff: true, admin: true, trustLevel: 4 });
  }

  onEvent(listener: (e: ForumEvent) => void): void { this.listeners.push(listener); }

  private emit(e: ForumEvent): void { for (const l of this.listeners) l(e); }

  /** discourse-assign's topic assignments: topic id → the assigned user's id. */
  readonly assignments = new Map<number, number>();

  /**
   * SiteSetting.self_wiki_allowed_groups: the groups whose members may make their own posts wikis
   * (wiki-guardian.ts; trust_level_3 by default, as on Discourse).
   */
  selfWikiAllowedGroups: readonly number[] = SELF_WIKI_ALLOWED_GROUPS;

  /** An account as Discourse makes one: at `trustLevel`, else `default_trust_level`'s 0 (wiki-guardian.ts DEFAULT_TRUST_LEVEL). */
  addUser(username: string, staff = false, trustLevel?: number): ForumUser {
    const existing = this.userByName(username);
    if (existing) return existing;
    // Kept with the level even when it is the default, so a forum file says each user's (forum-file.ts).
    const user = { id: this.nextUserId++, username, staff, trustLevel: trustLevel ?? DEFAULT_TRUST_LEVEL };
    this.users.set(user.id, user);
    return user;
  }

  addCategory(name: string): ForumCategory {
    // After the highest id, as Discourse's sequence does: a kept forum's ids are never reused.
    const id = Math.max(0, ...this.categories.keys()) + 1;
    const category = { id, name, slug: slugOf(name) };
    this.categories.set(id, category);
    return category;
  }

  /**
   * The sandbox's set-up naming a category for its table's readers (`gf serve --sandbox`), as an admin
   * does in the category's settings, name and slug (slug generated from the name, as addCategory's).
   */
  renameCategory(id: number, name: string): ForumCategory {
    if (!this.categories.has(id)) throw new RangeError(`no category ${id}`);
    const category = { id, name, slug: slugOf(name) };
    this.categories.set(id, category);
    return category;
  }

  userByName(username: string): ForumUser | undefined {
    const lower = username.toLowerCase(); // username_lower, as lookup_api_user compares
    for (const u of this.users.values()) if (u.username.toLowerCase() === lower) return u;
    return undefined;
  }

  createTopic(user: ForumUser, title: string, raw: string, categoryId: number | null, createdAt?: number): ForumPost {
    const topic: ForumTopic = { id: this.nextTopicId++, title, categoryId, userId: user.id,
      createdAt: new Date(createdAt ?? this.now()).toISOString(), postCount: 0 };
    this.topics.set(topic.id, topic);
    const post = this.insertPost(user, topic, raw, null, createdAt);
    this.emit({ name: "topic_created", topic });
    this.emit({ name: "post_created", post });
    return post;
  }

  createReply(user: ForumUser, topicId: number, raw: string, replyToPostNumber: number | null, createdAt?: number): ForumPost | undefined {
    const topic = this.topics.get(topicId);
    if (!topic) return undefined;
    const post = this.insertPost(user, topic, raw, replyToPostNumber, createdAt);
    this.emit({ name: "post_created", post });
    return post;
  }

  /**
   * What Discourse answers 422 to a new topic or reply (PostCreator#valid?, post-validator.ts): a new
   * topic's title errors alone when it has any, else the post's. Empty when the post may be made.
   */
  refusalOfNew(user: ForumUser, raw: string, where: { readonly topicId: number } | { readonly title: string }): string[] {
    if (!this.posting) return [];
    if ("title" in where) {
      const titles = titleErrors(posterOf(user), where.title, this.posting, (lower) => this.titleTaken(lower));
      if (titles.length > 0) return titles;
    }
    const firstPost = "title" in where || (this.topics.get(where.topicId)?.postCount ?? 0) === 0;
    const reply = "topicId" in where && !firstPost ? this.replyCheck(user, where.topicId) : undefined;
    return postErrors(posterOf(user), { raw, firstPost, recentDuplicate: this.recentDuplicate(user, raw, null), ...(reply ? { reply } : {}) }, this.posting);
  }

  /**
   * What the reply limits read of a topic for a new reply by `user` (post-validator.ts ReplyCheck). "Since
   * someone responded": UserAction.last_action_in_topic's RESPONSE, MENTION or QUOTE rows, which the
   * "replied", "mentioned" and "quoted" notifications log (UserActionManager.notification_rows), so the last
   * post by someone else that replies to one of the user's posts (reply_to_post_number), mentions them, or
   * quotes one of their posts; the user's posts after it are counted (Post ids grow as posts are made).
   */
  private replyCheck(user: ForumUser, topicId: number): ReplyCheck | undefined {
    const topic = this.topics.get(topicId);
    if (!topic) return undefined;
    const posts = this.topicPosts(topicId);
    const byNumber = new Map(posts.map((p) => [p.postNumber, p]));
    const name = user.username.toLowerCase();
    const mine = (p: ForumPost | undefined) => p?.userId === user.id;
    const responds = (p: ForumPost) => p.userId !== user.id && (
      (p.replyToPostNumber !== null && mine(byNumber.get(p.replyToPostNumber)))
      || rawMentions(p.raw).includes(name)
      || [...p.raw.matchAll(/\[quote="[^"]*?\bpost:(\d+),\s*topic:(\d+)/g)]
        .some((q) => mine(Number(q[2]) === topicId ? byNumber.get(Number(q[1])) : this.postByNumber(Number(q[2]), Number(q[1])))));
    const response = posts.filter(responds).reduce<ForumPost | undefined>((last, p) => (!last || p.id > last.id ? p : last), undefined);
    const last = posts[posts.length - 1];
    return {
      ownTopic: topic.userId === user.id,
      sinceResponse: posts.filter((p) => mine(p) && (!response || p.id > response.id)).length,
      newestMine: [...posts].reverse().map(mine),
      lastPostAgeMinutes: last ? (this.now() - Date.parse(last.createdAt)) / 60_000 : 0,
    };
  }

  /** What Discourse answers 422 to an edit of the raw (PostRevisor saves the post through PostValidator). */
  refusalOfEdit(user: ForumUser, post: ForumPost, raw: string): string[] {
    if (raw === post.raw || !this.posting) return [];
    return postErrors(posterOf(user), { raw, firstPost: post.postNumber === 1, recentDuplicate: this.recentDuplicate(user, raw, post.id) }, this.posting);
  }

  /** Topic's unique_among: a listable topic (any category) already has this title, case aside. */
  private titleTaken(lower: string): boolean {
    for (const t of this.topics.values()) if (t.title.trim().toLowerCase() === lower) return true;
    return false;
  }

  /** Post#matches_recent_post?: the key of this user and raw is held, by another post than `postId`. */
  private recentDuplicate(user: ForumUser, raw: string, postId: number | null): boolean {
    const held = this.uniquePostKeys.get(uniquePostKey(user.id, raw));
    return held !== undefined && held.until > this.now() && held.postId !== postId;
  }

  /**
   * Staff's "change timestamp" of a topic: TopicTimestampChanger#change! (app/services/topic_timestamp_changer.rb
   * at discourse/discourse@27320a7ca29d6608f70d519935f0b1f6301fccec). The first post's created_at and
   * updated_at become `at`, every other post moves by the difference between `at` and the topic's
   * created_at (never past now), both fields together, and the topic's created_at is `at`. Ids, versions
   * and revisions stay as they were, and nothing a reader is shown says it happened (the staff action log
   * is staff's). False, changing nothing, when `at` is in the future (InvalidTimestampError).
   */
  changeTopicTimestamp(topic: ForumTopic, at: number): boolean {
    const now = this.now();
    if (at > now) return false;
    const difference = at - Date.parse(topic.createdAt);
    for (const post of this.topicPosts(topic.id)) {
      const moved = post.postNumber === 1 ? at : Math.min(Date.parse(post.createdAt) + difference, now);
      post.createdAt = post.updatedAt = new Date(moved).toISOString();
    }
    topic.createdAt = new Date(at).toISOString();
    return true;
  }

  /**
   * A new post, numbered after every other. `createdAt` (ms) is an API request's `created_at`, which
   * PostCreator#setup_post writes before the save; ActiveRecord then stamps only the timestamps still
   * nil, so `updated_at` is the real time of creation.
   */
  private insertPost(user: ForumUser, topic: ForumTopic, raw: string, replyTo: number | null, createdAt?: number): ForumPost {
    const t = this.now();
    const at = new Date(t).toISOString();
    topic.postCount += 1;
    const post: ForumPost = { id: this.nextPostId++, topicId: topic.id, postNumber: topic.postCount, userId: user.id,
      replyToPostNumber: replyTo, raw, cooked: this.cook(raw), version: 1, wiki: false,
      createdAt: createdAt === undefined ? at : new Date(createdAt).toISOString(), updatedAt: at,
      lastEditorId: user.id, lastVersionAt: t, editReason: null, revisions: [] };
    this.posts.set(post.id, post);
    // PostCreator#store_unique_post → Post#store_unique_post_key (setex for unique_posts_mins, the post's id).
    if (this.posting && this.posting.unique_posts_mins > 0) this.uniquePostKeys.set(uniquePostKey(user.id, raw), { postId: post.id, until: t + this.posting.unique_posts_mins * 60_000 });
    return post;
  }

  /**
   * Whether an edit at `t` is inside the grace period of the post's current version, its last instant
   * included: PostRevisor#ninja_edit? (renamed grace_period_edit? later, the test unchanged) makes a new version only
   * when `(@revised_at - @last_version_at) > SiteSetting.editing_grace_period` (lib/post_revisor.rb at
   * discourse/discourse@00fc07242c8da0bb8c78d7798662874f0aa76210),
   * a difference of Times in seconds, fractions kept, against whole seconds: an edit exactly 300 s after folds.
   * With no grace period every edit is a new version: Discourse's times keep microseconds, so two of its
   * events never read 0 s apart, where this clock, in milliseconds, may read one instant twice.
   */
  private withinGrace(post: ForumPost, t: number): boolean {
    return this.graceMs > 0 && t - post.lastVersionAt <= this.graceMs;
  }

  /**
   * PostRevisor#revise!: no change, no revision. Otherwise a new version (create_revision) unless
   * the same editor edits again inside the grace period without a new edit reason
   * (should_create_new_version?: edited_by_another_user? || !ninja_edit? || edit_reason_specified?,
   * where edit_reason_specified? is `edit_reason.present? && edit_reason != post.edit_reason`);
   * a folded edit updates the current revision's [before, after] pairs (update_revision). A new
   * version sets the post's edit_reason to the one given, or clears it (update_post).
   */
  revise(editor: ForumUser, post: ForumPost, raw: string, editReason: string | null): boolean {
    if (raw === post.raw) return false;
    const t = this.now();
    const reason = editReason && editReason.trim() !== "" ? editReason : null;
    const cached = this.originalRaw.get(post.id);
    const original = cached?.at === post.lastVersionAt ? cached.raw : post.raw;
    const newVersion = editor.id !== post.lastEditorId || !this.withinGrace(post, t)
      || (reason !== null && reason !== post.editReason)
      || !foldsIntoVersion(original, raw, graceMaxDiff({ staff: editor.staff, trustLevel: editor.trustLevel ?? DEFAULT_TRUST_LEVEL }));
    if (!newVersion && cached?.at !== post.lastVersionAt) this.originalRaw.set(post.id, { at: post.lastVersionAt, raw: post.raw });
    const before = post.raw;
    if (newVersion) {
      post.version += 1;
      post.lastVersionAt = t;
      // PostRevisor#revise! saves the post (its updated_at) and then creates the revision
      // (create_revision → PostRevision.create!, its own created_at): one transaction, two timestamps,
      // the revision's the later (lib/post_revisor.rb at discourse/discourse@00fc0724). A verifier reads
      // the revision's (docs/verifiable-dice.md §V.1), so the sandbox keeps them apart, by a millisecond.
      post.revisions.push({ number: post.version, userId: editor.id, createdAt: new Date(t + 1).toISOString(),
        modifications: { raw: [before, raw], ...(reason !== post.editReason ? { edit_reason: [post.editReason, reason] as [string | null, string | null] } : {}) } });
      post.editReason = reason;
    } else {
      const current = post.revisions.find((r) => r.number === post.version);
      if (current) {
        current.userId = editor.id;
        const original = current.modifications.raw?.[0] ?? before;
        if (original === raw) delete current.modifications.raw;
        else current.modifications.raw = [original, raw];
        // An edit that undoes its whole revision removes it (update_revision: modifications.empty?).
        if (Object.keys(current.modifications).length === 0) { post.revisions.pop(); post.version -= 1; }
      }
    }
    post.raw = raw;
    post.cooked = this.cook(raw);
    post.updatedAt = new Date(t).toISOString();
    post.lastEditorId = editor.id;
    this.emit({ name: "post_edited", post });
    return true;
  }

  /** PostsController#wiki → post.revise(current_user, wiki: …): a revision, so post_edited fires. */
  setWiki(editor: ForumUser, post: ForumPost, wiki: boolean): void {
    if (post.wiki === wiki) return;
    const t = this.now();
    // wiki is one of PostRevisor's POST_TRACKED_FIELDS: like any revision, the same editor inside
    // the grace period folds into the current version (should_create_new_version?, lib/post_revisor.rb),
    // so an author who may make their own post a wiki (self_wiki_allowed_groups) and does so at once keeps version 1;
    // the service making a player's sheet a wiki is another editor: version 2, a revision by the service.
    if (editor.id !== post.lastEditorId || !this.withinGrace(post, t)) {
      // A new version with no edit reason clears the post's (PostRevisor#update_post).
      post.revisions.push({ number: post.version + 1, userId: editor.id, createdAt: new Date(t).toISOString(),
        modifications: { wiki: [post.wiki, wiki], ...(post.editReason !== null ? { edit_reason: [post.editReason, null] as [string | null, string | null] } : {}) } });
      post.editReason = null;
      post.version += 1;
      post.lastVersionAt = t;
    } else {
      // update_revision: the version's revision takes the change, loses it when it is undone, and goes,
      // the version with it, once it holds no change (a Make Wiki taken back inside the grace period).
      const current = post.revisions.find((r) => r.number === post.version);
      if (current) {
        const before = current.modifications.wiki?.[0] ?? post.wiki;
        if (before === wiki) delete current.modifications.wiki;
        else current.modifications.wiki = [before, wiki];
        if (Object.keys(current.modifications).length === 0) { post.revisions.pop(); post.version -= 1; }
      }
    }
    post.wiki = wiki;
    post.lastEditorId = editor.id;
    post.updatedAt = new Date(this.now()).toISOString();
    this.emit({ name: "post_edited", post });
  }

  /**
   * PostsController#permanently_delete_revisions (app/controllers/posts_controller.rb at
   * discourse/discourse@002becf8de5e944df648baebca053c09a3455553): `post.revisions.destroy_all`, then
   * `post.update(version: 1, public_version: 1, last_version_at: now)`, which moves updated_at too; only
   * the staff action log records it. False, changing nothing, when the post has no revision (NotFound).
   */
  deleteAllRevisions(post: ForumPost): boolean {
    if (!post.revisions.length) return false;
    const t = this.now();
    post.revisions.splice(0);
    post.version = 1;
    post.lastVersionAt = t;
    post.updatedAt = new Date(t).toISOString();
    return true;
  }

  /** PostsController#hide_revision: `post_revision.hide!`, `post.public_version -= 1` and `post.save` (updated_at); no new version, no webhook. */
  hideRevision(post: ForumPost, number: number): boolean {
    const revision = post.revisions.find((r) => r.number === number);
    if (!revision) return false;
    revision.hidden = true;
    // `post.public_version -= 1; post.save` (PostsController#hide_revision at discourse/discourse@002becf8):
    // a changed column, so ActiveRecord stamps updated_at.
    post.updatedAt = new Date(this.now()).toISOString();
    return true;
  }

  snapshot(): ForumSnapshot {
    return { users: [...this.users.values()].filter((u) => u.id > 0), categories: [...this.categories.values()],
      topics: [...this.topics.values()], posts: [...this.posts.values()] };
  }

  /** Replaces the forum's content with a snapshot's (no events fire); new ids continue after the largest kept. */
  restore(snapshot: ForumSnapshot): void {
    const system = this.users.get(-1)!;
    for (const map of [this.users, this.categories, this.topics, this.posts]) map.clear();
    this.users.set(system.id, system);
    for (const u of snapshot.users) this.users.set(u.id, { ...u });
    for (const c of snapshot.categories) this.categories.set(c.id, { ...c });
    for (const t of snapshot.topics) this.topics.set(t.id, { ...t });
    for (const p of snapshot.posts) this.posts.set(p.id, { ...p, revisions: p.revisions.map((r) => ({ ...r, modifications: { ...r.modifications } })) });
    const after = (ids: Iterable<number>) => Math.max(0, ...ids) + 1;
    this.nextUserId = after(this.users.keys());
    this.nextTopicId = after(this.topics.keys());
    this.nextPostId = after(this.posts.keys());
  }

  postByNumber(topicId: number, postNumber: number): ForumPost | undefined {
    for (const p of this.posts.values()) if (p.topicId === topicId && p.postNumber === postNumber) return p;
    return undefined;
  }

  topicPosts(topicId: number): ForumPost[] {
    return [...this.posts.values()].filter((p) => p.topicId === topicId).sort((a, b) => a.postNumber - b.postNumber);
  }

  /** Posts whose reply_to_post_number is this post's number (Post#replies). */
  repliesTo(post: ForumPost): ForumPost[] {
    return this.topicPosts(post.topicId).filter((p) => p.replyToPostNumber === post.postNumber);
  }

  /** PostGuardian#can_wiki? (wiki-guardian.ts): staff and TL4 on any post, its author where self_wiki_allowed_groups holds them. */
  canWiki(user: ForumUser | undefined, post: ForumPost): boolean {
    return canWiki(user, post.userId, this.selfWikiAllowedGroups);
  }

  /** guardian.can_edit?: the author, staff, or on a wiki post trust level 1 and up (wiki-guardian.ts canEditPost). */
  canEdit(user: ForumUser, post: ForumPost): boolean {
    return canEditPost(user, { authorId: post.userId, wiki: post.wiki });
  }

  private cook(raw: string): string {
    return this.sanitizeCooked(this.md.render(raw)).trimEnd();
  }
}

/** Post#unique_post_key: the user and the SHA1 of the exact raw. */
function uniquePostKey(userId: number, raw: string): string {
  return `${userId}:${createHash("sha1").update(raw).digest("hex")}`;
}

/** What the validators ask of a user: staff, admin, trust level (wiki-guardian.ts's DEFAULT_TRUST_LEVEL where none is set). */
export function posterOf(user: ForumUser): Poster {
  return { staff: user.staff, admin: user.admin ?? false, trustLevel: user.trustLevel ?? DEFAULT_TRUST_LEVEL };
}

/** A category's slug from its name (ASCII letters and digits, runs of anything else a hyphen). */
function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
