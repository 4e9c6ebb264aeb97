// Discourse's wire formats, as zod schemas: the one place both the service (which reads them) and the
// sandbox forum (which writes them) take them from, so the test double cannot drift from the client.
// Each schema cites the Discourse source it follows (discourse/discourse, paths from the repo root).
import { z } from "zod";

/**
 * Webhook event names the service knows. Discourse triggers them from
 * config/initializers/012-web_hook_events.rb (`WebHook.enqueue_post_hooks(:post_created, …)`) and sends
 * the name in `X-Discourse-Event`; `ping` is EmitWebHookEvent::PING_EVENT
 * (app/jobs/regular/emit_web_hook_event.rb). A handler registered under any other name is a typo.
 */
export const EVENT_NAMES = [
  "ping",
  "post_created",
  "post_edited",
  "post_destroyed",
  "post_recovered",
  "topic_created",
  "topic_edited",
  "topic_destroyed",
  "topic_recovered",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export function isEventName(value: unknown): value is EventName {
  return typeof value === "string" && (EVENT_NAMES as readonly string[]).includes(value);
}

/**
 * Request headers of a webhook delivery, lower-cased as node:http gives them.
 * Source: build_webhook_headers in app/jobs/regular/emit_web_hook_event.rb:
 * `X-Discourse-Instance`, `X-Discourse-Event-Id`, `X-Discourse-Event-Type`, `X-Discourse-Event`,
 * and, when the webhook has a secret, `X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256(secret, body)>`.
 */
export const WEBHOOK_HEADERS = {
  instance: "x-discourse-instance",
  eventId: "x-discourse-event-id",
  eventType: "x-discourse-event-type",
  event: "x-discourse-event",
  signature: "x-discourse-event-signature",
} as const;

/**
 * A post as Discourse serialises it for webhooks: WebHookPostSerializer < PostSerializer
 * (app/serializers/web_hook_post_serializer.rb), which forces `raw`, `topic_title` and `category_id`
 * in and adds `topic_posts_count`, `topic_filtered_posts_count`, `topic_archetype`, `category_slug`.
 * Loose: Discourse adds fields over time, and the service must not break when it does.
 */
export const webhookPost = z.looseObject({
  id: z.number().int().positive(),
  username: z.string().min(1),
  user_id: z.number().int(),
  topic_id: z.number().int().positive(),
  post_number: z.number().int().positive(),
  raw: z.string(),
  cooked: z.string().optional(),
  version: z.number().int().positive(),
  wiki: z.boolean(),
  reply_to_post_number: z.number().int().positive().nullable().optional(),
  topic_title: z.string().optional(),
  category_id: z.number().int().nullable().optional(),
  category_slug: z.string().optional(),
  topic_archetype: z.string().optional(),
  staff: z.boolean().optional(),
  moderator: z.boolean().optional(),
  admin: z.boolean().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  deleted_at: z.string().nullable().optional(),
});
export type WebhookPost = z.infer<typeof webhookPost>;

/** Body of a post event: `body[event_type] = payload` (build_webhook_body, emit_web_hook_event.rb). */
export const postEventBody = z.object({ post: webhookPost });
export type PostEventBody = z.infer<typeof postEventBody>;

/** Body of a ping: `body['ping'] = "OK"` (build_webhook_body, emit_web_hook_event.rb). */
export const pingEventBody = z.object({ ping: z.literal("OK") });

/** A topic as WebHookTopicViewSerializer sends it; the service only needs its identity and category. */
export const webhookTopic = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  category_id: z.number().int().nullable().optional(),
  archetype: z.string().optional(),
  created_by: z.looseObject({ id: z.number().int(), username: z.string() }).optional(),
});
export const topicEventBody = z.object({ topic: webhookTopic });

/**
 * The post JSON of the REST API: PostSerializer with `add_raw = true`, as rendered by
 * render_post_json (app/controllers/application_controller.rb) for `GET /posts/{id}.json`, by
 * PostsController#update inside `{ post: … }`, and at the root by PostsController#create through
 * backwards_compatible_json (app/controllers/posts_controller.rb).
 */
export const apiPost = z.looseObject({
  id: z.number().int().positive(),
  username: z.string(),
  user_id: z.number().int(),
  topic_id: z.number().int().positive(),
  post_number: z.number().int().positive(),
  raw: z.string().optional(),
  cooked: z.string(),
  version: z.number().int().positive(),
  wiki: z.boolean(),
  reply_to_post_number: z.number().int().positive().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The reason given with the version that made the post as it is; cleared by a new version without one. */
  edit_reason: z.string().nullable().optional(),
});
export type ApiPost = z.infer<typeof apiPost>;

/**
 * `GET /posts/{id}/revisions/latest.json` (PostsController#latest_revision: the highest-numbered
 * PostRevision, hidden ones too for staff) and `GET /posts/{id}/revisions/{n}.json` (#revisions, n ≥ 2;
 * routes in config/routes.rb, `resources :posts do get "revisions/latest" …`): PostRevisionSerializer
 * (app/serializers/post_revision_serializer.rb). Revision n made version n; `edit_reason` is the one
 * given with it (shown to staff always, to others when revisions are consecutive); `username` is who
 * made it. 404 when the post has no revision.
 */
export const postRevision = z.looseObject({
  created_at: z.string(),
  post_id: z.number().int().positive(),
  first_revision: z.number().int(),
  previous_revision: z.number().int().nullable(),
  current_revision: z.number().int(),
  next_revision: z.number().int().nullable(),
  last_revision: z.number().int(),
  current_version: z.number().int(),
  version_count: z.number().int(),
  username: z.string(),
  display_username: z.string(),
  edit_reason: z.string().nullable().optional(),
  body_changes: z.looseObject({ inline: z.string(), side_by_side: z.string(), side_by_side_markdown: z.string() }),
  // Not read by the client, and not sent by every Discourse: PostRevisionSerializer at discourse@361aca11 has
  // neither field, and later trees add and drop `wiki` again. Required, they would make a sheet's revision
  // unreadable on such a forum.
  wiki: z.boolean().optional(),
  can_edit: z.boolean().optional(),
});
export type PostRevisionJson = z.infer<typeof postRevision>;

/**
 * `GET /u/{username}.json`: UsersController#show → fetch_user_from_params (app/controllers/application_controller.rb:
 * `User.find_by(username_lower: …)`, inactive users included for staff callers, `raise Discourse::NotFound`
 * when there is none, so a group's or a made-up name is a 404), rendered by UserSerializer < UserCardSerializer
 * < BasicUserSerializer (app/serializers/user_card_serializer.rb: `id`, `username`, `name`, `admin`,
 * `moderator`, `suspended_till` when suspended; `staged` for staff callers) under the root `user`.
 */
export const userResponse = z.looseObject({
  user: z.looseObject({
    id: z.number().int(),
    username: z.string().min(1),
    name: z.string().nullable().optional(),
    admin: z.boolean().optional(),
    moderator: z.boolean().optional(),
    staged: z.boolean().optional(),
    suspended_till: z.string().nullable().optional(),
  }),
});
export type UserResponse = z.infer<typeof userResponse>;

/** `PUT /posts/{id}.json` answers `{ post: … }` (PostsController#update). */
export const updatePostResponse = z.looseObject({ post: apiPost });

/**
 * Error bodies: JsonError#create_errors_json (lib/json_error.rb) gives `{ errors: [...] }`, plus
 * `error_type` and `extras` when the controller passes them; a rate limit adds
 * `error_type: "rate_limit"` and `extras: { wait_seconds }` (render_rate_limit_error,
 * app/controllers/application_controller.rb).
 */
export const apiError = z.looseObject({
  errors: z.array(z.string()).optional(),
  error_type: z.string().optional(),
  extras: z.looseObject({ wait_seconds: z.number().optional(), time_left: z.unknown().optional() }).nullable().optional(),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * `GET /posts.json?before=<post id>`: PostsController#latest (route `get "posts" => "posts#latest",
 * id: "latest_posts"`, config/routes.rb) renders LatestPostsQuery#public_posts (lib/latest_posts_query.rb
 * at discourse/discourse@41d4f045: regular, visible posts in categories the user can see, `order(id:
 * :desc)`, `limit(PAGE_SIZE = 50)`, `posts.id < before`) through PostSerializer with `add_raw`,
 * `add_excerpt` and `add_title` (app/controllers/posts_controller.rb at @002becf8), under the root
 * `latest_posts`. add_title brings `topic_title`, `topic_html_title` and `category_id`
 * (PostSerializer#include_category_id?); `staff`, `admin` and `moderator` come with every post.
 */
export const latestPost = apiPost.extend({
  raw: z.string(),
  category_id: z.number().int().nullable().optional(),
  topic_title: z.string().optional(),
  staff: z.boolean().optional(),
  admin: z.boolean().optional(),
  moderator: z.boolean().optional(),
});
export type LatestPost = z.infer<typeof latestPost>;
export const latestPostsResponse = z.looseObject({ latest_posts: z.array(latestPost) });

/**
 * One topic of a topic list: TopicListItemSerializer < ListableTopicSerializer
 * (app/serializers/topic_list_item_serializer.rb), the fields a reader of the list needs to find the
 * topic and tell how fresh it is. The first post is not in it: it comes from
 * `GET /posts/by_number/{topic_id}/1.json`.
 */
export const topicListItem = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  posts_count: z.number().int().nonnegative(),
  created_at: z.string(),
  bumped_at: z.string(),
  last_posted_at: z.string().nullable(),
  category_id: z.number().int().nullable(),
  pinned: z.boolean(),
  visible: z.boolean(),
  closed: z.boolean(),
  archived: z.boolean(),
});
export type TopicListItem = z.infer<typeof topicListItem>;

/**
 * A page of a topic list, `GET /latest.json` or `GET /c/{slug}/{id}.json` (ListController at
 * discourse/discourse@00ec81dd, rendered by TopicListSerializer): `topic_list.topics`, 30 a page
 * (TopicQuery::DEFAULT_PER_PAGE_COUNT, lib/topic_query.rb at @0a9b83a6), and `more_topics_url` only
 * when the page is full (TopicListSerializer#include_more_topics_url?: `topics.size == per_page`).
 * The next page's address is built by ListController#construct_url_with without `.json`
 * (`.sub(".json?", "?")`): "/latest?no_definitions=true&page=1", "/c/games/5?page=1".
 */
export const topicListResponse = z.looseObject({
  topic_list: z.looseObject({
    per_page: z.number().int().positive(),
    more_topics_url: z.string().optional(),
    topics: z.array(topicListItem),
  }),
});
export type TopicListResponse = z.infer<typeof topicListResponse>;

/** `GET /posts/{id}/replies.json`: TopicViewPostsSerializer's posts, no raw (PostsController#replies). */
export const repliesResponse = z.array(apiPost);

/**
 * GET /site.json: SiteSerializer (app/serializers/site_serializer.rb) embeds the categories the
 * caller can see, each with at least its id, name and slug; the service only reads those.
 */
export const siteResponse = z.looseObject({
  categories: z.array(z.looseObject({ id: z.number().int(), name: z.string(), slug: z.string().optional() })).default([]),
});

/**
 * Body of `POST /posts.json` (PostsController#create → create_params): `raw`, `topic_id`, optional
 * `reply_to_post_number`; a new topic instead sends `title` and `category`; an API request may send `created_at`.
 */
export const createPostRequest = z.object({
  raw: z.string().min(1),
  topic_id: z.coerce.number().int().positive().optional(),
  title: z.string().min(1).optional(),
  category: z.coerce.number().int().optional(),
  reply_to_post_number: z.coerce.number().int().positive().optional(),
  /**
   * Accepted from API requests only (create_params: `permitted << :created_at` when `is_api?`,
   * app/controllers/posts_controller.rb at discourse/discourse@002becf8): the post's creation time is
   * then its maker's choice (PostCreator#setup_post). The service never sends it.
   */
  created_at: z.string().optional(),
});

/** Body of `PUT /posts/{id}.json`: `post[raw]`, `post[edit_reason]`, `post[original_text]` or `post[raw_old]`. */
export const updatePostRequest = z.object({
  post: z.object({
    raw: z.string().min(1),
    edit_reason: z.string().optional(),
    original_text: z.string().optional(),
    raw_old: z.string().optional(),
  }),
});
