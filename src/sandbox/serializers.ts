// JSON the sandbox answers with, in Discourse's shapes. The schemas come from the service's
// discourse/schemas.ts, and every output is checked against them in the sandbox tests, so the double
// and the client agree by construction.
import type { ApiPost, WebhookPost } from "../service/discourse/schemas.js";
import type { ForumPost, SandboxForum } from "./forum.js";

/** PostSerializer with add_raw (render_post_json, app/controllers/application_controller.rb). */
export function serializePost(forum: SandboxForum, post: ForumPost, addRaw = true): ApiPost {
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
    version: post.version,
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

export function slug(title: string): string {
  return title.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "topic";
}
