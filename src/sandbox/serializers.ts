// JSON the sandbox answers with, in Discourse's shapes. The schemas come from the service's
// discourse/schemas.ts, and every output is checked against them in the sandbox tests, so the double
// and the client agree by construction.
import { DEFAULT_TRUST_LEVEL } from "./wiki-guardian.js";
import { lineHunks } from "../lib/line-merge.js";
import type { ApiPost, LatestPost, PostRevisionJson, UserResponse, WebhookPost } from "../service/discourse/schemas.js";
import type { ForumPost, ForumUser, SandboxForum } from "./forum.js";

/**
 * The version a reader is shown (PostSerializer#version, app/serializers/post_serializer.rb): staff see
 * the post's version, everyone else its public_version, which PostsController#hide_revision lowers by
 * one for each revision staff hid (app/controllers/posts_controller.rb at discourse/discourse@002becf8).
 * So an anonymous reader is shown version 1 for a post whose only revision is hidden; the revision
 * itself answers 403 to them (find_post_revision_from_params, ensure_can_see!). `viewer` undefined is
 * Discourse's own scope (webhooks), staff.
 */
export function shownVersion(post: ForumPost, viewer: ForumUser | null | undefined): number {
  if (viewer === undefined || viewer?.staff) return post.version;
  return post.version - post.revisions.filter((r) => r.hidden).length;
}

/**
 * PostSerializer with add_raw (render_post_json, app/controllers/application_controller.rb), as
 * `viewer` is shown it (null: an anonymous reader; undefined: staff's scope, as webhooks have it).
 */
export function serializePost(forum: SandboxForum, post: ForumPost, addRaw = true, viewer?: ForumUser | null): ApiPost {
  const user = forum.users.get(post.userId);
  const topic = forum.topics.get(post.topicId);
  return {
    id: post.id,
    name: user?.username ?? "",
    username: user?.username ?? "",
    user_id: post.userId,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
    cooked: post.cooked,
    post_number: post.postNumber,
    post_type: 1,
    reply_to_post_number: post.replyToPostNumber,
    topic_id: post.topicId,
    topic_slug: topic ? slug(topic.title) : "",
    version: shownVersion(post, viewer),
    wiki: post.wiki,
    edit_reason: post.editReason,
    staff: user?.staff ?? false,
    ...(addRaw ? { raw: post.raw } : {}),
  };
}

/** WebHookPostSerializer (app/serializers/web_hook_post_serializer.rb): PostSerializer plus raw, topic fields. */
export function serializeWebhookPost(forum: SandboxForum, post: ForumPost): WebhookPost {
  const topic = forum.topics.get(post.topicId);
  const category = topic?.categoryId != null ? forum.categories.get(topic.categoryId) : undefined;
  const posts = forum.topicPosts(post.topicId);
  const { raw: _raw, ...base } = serializePost(forum, post, false);
  return {
    ...base,
    raw: post.raw,
    topic_title: topic?.title ?? "",
    category_id: topic?.categoryId ?? null,
    topic_posts_count: posts.length,
    topic_filtered_posts_count: posts.length,
    topic_archetype: "regular",
    ...(category ? { category_slug: category.slug } : {}),
  };
}

/**
 * One post of `GET /posts.json` (PostsController#latest): PostSerializer with add_raw, add_excerpt
 * and add_title, so raw, excerpt, topic_title, topic_html_title and category_id come along.
 */
export function serializeLatestPost(forum: SandboxForum, post: ForumPost, viewer?: ForumUser | null): LatestPost {
  const topic = forum.topics.get(post.topicId);
  const user = forum.users.get(post.userId);
  const text = post.cooked.replace(/<[^>]*>/g, "").trim();
  return {
    ...serializePost(forum, post, true, viewer),
    raw: post.raw,
    excerpt: text.length > 300 ? `${text.slice(0, 300)}&hellip;` : text,
    topic_title: topic?.title ?? "",
    topic_html_title: topic?.title ?? "",
    category_id: topic?.categoryId ?? null,
    admin: user?.staff ?? false,
    moderator: false,
  };
}

/** UserSerializer under the root `user` (app/serializers/user_card_serializer.rb), the fields the service reads; staff show as moderators. */
export function serializeUser(user: ForumUser): UserResponse {
  return { user: { id: user.id, username: user.username, name: user.username, admin: user.admin ?? false,
    moderator: user.staff && !(user.admin ?? false), trust_level: user.trustLevel ?? DEFAULT_TRUST_LEVEL } };
}

export function slug(title: string): string {
  return title.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "topic";
}

/**
 * DiscourseDiff#side_by_side_markdown (lib/discourse_diff.rb at discourse/discourse@0a9b83a6): a table
 * row per line of the escaped raws' line diff; an unchanged line is `<td>l</td><td>l</td>`, a changed
 * pair `<td class="diff-del">…<del>…</del>…</td><td class="diff-ins">…<ins>…</ins>…</td>`, a line only
 * on one side a classed cell beside an empty one. Lines keep their line break, as tokenize_line's
 * `/[^\r\n]+[\r\n]*\/` scan does. Within a changed pair the sandbox marks the whole line, not
 * DiscourseDiff's words: readers only look at which rows changed.
 */
export function sideBySideMarkdown(before: string, after: string): string {
  const lines = (t: string) => escapeHtml(t).match(/[^\r\n]+[\r\n]*/g) ?? [];
  const a = lines(before);
  const b = lines(after);
  const rows: string[] = [];
  let i = 0;
  let j = 0;
  for (const h of lineHunks(a, b)) {
    for (; i < h.start; i++, j++) rows.push(`<td>${a[i]}</td><td>${a[i]}</td>`);
    const dels = a.slice(h.start, h.end);
    const ins = h.lines;
    for (let k = 0; k < Math.max(dels.length, ins.length); k++) {
      const d = dels[k];
      const n = ins[k];
      if (d !== undefined && n !== undefined) rows.push(`<td class="diff-del"><del>${d}</del></td><td class="diff-ins"><ins>${n}</ins></td>`);
      else if (d !== undefined) rows.push(`<td class="diff-del">${d}</td><td></td>`);
      else rows.push(`<td></td><td class="diff-ins">${n}</td>`);
    }
    i = h.end;
    j += ins.length;
  }
  for (; i < a.length; i++) rows.push(`<td>${a[i]}</td><td>${a[i]}</td>`);
  return `<table class="markdown">${rows.map((r) => `<tr>${r}</tr>`).join("")}</table>`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * PostRevisionSerializer (app/serializers/post_revision_serializer.rb) for revision `number`: the
 * post's states are rebuilt as it does (all_revisions: each revision's "before" values, then the
 * post as it is now, gaps filled from the next state), `previous` being the state before the
 * revision and `current` the state it made. The edit reason shown is the one of `current`, as
 * staff see it. body_changes.inline and side_by_side are a whole-text before/after, not DiscourseDiff's
 * word diff; side_by_side_markdown has DiscourseDiff's rows (sideBySideMarkdown below).
 */
export function serializeRevision(forum: SandboxForum, post: ForumPost, number: number, viewerCanEdit: boolean): PostRevisionJson | undefined {
  const revision = post.revisions.find((r) => r.number === number);
  if (!revision) return undefined;
  type State = { revision: number; raw?: string; edit_reason?: string | null; wiki?: boolean };
  const states: State[] = post.revisions.map((r) => ({ revision: r.number,
    ...(r.modifications.raw ? { raw: r.modifications.raw[0] } : {}),
    ...(r.modifications.edit_reason ? { edit_reason: r.modifications.edit_reason[0] } : {}),
    ...(r.modifications.wiki ? { wiki: r.modifications.wiki[0] } : {}) }));
  states.push({ revision: post.revisions[post.revisions.length - 1]!.number + 1, raw: post.raw, edit_reason: post.editReason, wiki: post.wiki });
  for (let i = states.length - 1; i >= 1; i--) {
    const cur = states[i]!;
    const prev = states[i - 1]!;
    if (!("raw" in prev)) prev.raw = cur.raw!;
    if (!("edit_reason" in prev)) prev.edit_reason = cur.edit_reason ?? null;
    if (!("wiki" in prev)) prev.wiki = cur.wiki!;
  }
  const previous = [...states].reverse().find((s) => s.revision <= number)!;
  const current = states.find((s) => s.revision > number)!;
  const numbers = post.revisions.map((r) => r.number);
  const user = forum.users.get(revision.userId);
  const username = user?.username ?? "system";
  const before = escapeHtml(previous.raw ?? "");
  const after = escapeHtml(current.raw ?? "");
  return {
    created_at: revision.createdAt,
    post_id: post.id,
    previous_hidden: false,
    current_hidden: false,
    first_revision: numbers[0]!,
    previous_revision: [...numbers].reverse().find((n) => n < number) ?? null,
    current_revision: number,
    next_revision: numbers.find((n) => n > number) ?? null,
    last_revision: numbers[numbers.length - 1]!,
    current_version: numbers.filter((n) => n <= number).length + 1,
    version_count: numbers.length + 1,
    username: username.toLowerCase(),
    display_username: username,
    avatar_template: `/letter_avatar_proxy/v4/letter/${username[0]?.toLowerCase() ?? "s"}/8e7dd6/{size}.png`,
    edit_reason: current.edit_reason ?? null,
    body_changes: {
      inline: `<div class="inline-diff"><del>${before}</del><ins>${after}</ins></div>`,
      side_by_side: `<div class="revision-content"><del>${before}</del></div><div class="revision-content"><ins>${after}</ins></div>`,
      side_by_side_markdown: sideBySideMarkdown(previous.raw ?? "", current.raw ?? ""),
    },
    wiki: post.wiki,
    can_edit: viewerCanEdit,
    ...(previous.wiki !== current.wiki ? { wiki_changes: { previous: previous.wiki!, current: current.wiki! } } : {}),
  };
}
