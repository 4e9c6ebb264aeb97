// The forum's topic lists as Discourse answers them: `GET /latest.json` and a category's
// `GET /c/{slug}/{id}.json` (ListController at discourse/discourse@00ec81dd), one page of
// TopicQuery's list at a time. Pure over the forum's state; the server answers with what it returns.
import type { TopicListItem, TopicListResponse } from "../service/discourse/schemas.js";
import type { ForumCategory, ForumTopic, SandboxForum } from "./forum.js";
import { slug } from "./serializers.js";

/** TopicQuery::DEFAULT_PER_PAGE_COUNT (lib/topic_query.rb at discourse/discourse@0a9b83a6). */
export const TOPICS_PER_PAGE = 30;
/** PG_MAX_INT: the largest page TopicQuery's `zero_up_to_max_int` validator lets through. */
const MAX_PAGE = 2_147_483_647;

export type CategoryLookup =
  | { readonly found: true; readonly category: ForumCategory; readonly canonical: string }
  | { readonly found: false };

/**
 * Category.find_by_slug_path_with_id (app/models/category.rb): a last segment of digits is the id,
 * anything else is a slug path. ListController#set_category then redirects (301) any address whose
 * slug path is not the category's own ("games/5"), so `/c/5.json` leads to `/c/games/5.json`.
 */
export function findCategory(forum: SandboxForum, slugPathWithId: string): CategoryLookup {
  const parts = slugPathWithId.split("/").filter(Boolean).map((p) => decodeURIComponent(p));
  const last = parts[parts.length - 1];
  const category = last !== undefined && /^\d+$/.test(last)
    ? forum.categories.get(Number(last))
    // Sandbox categories have no parents: a slug path of one slug.
    : parts.length === 1 ? [...forum.categories.values()].find((c) => c.slug === last?.toLowerCase()) : undefined;
  return category ? { found: true, category, canonical: `${category.slug}/${category.id}` } : { found: false };
}

/**
 * TopicQuery.validate?(:page, value) through TopicQueryParams#build_topic_list_options: an integer
 * (digits, optionally signed) between 0 and PG_MAX_INT, else Discourse::InvalidParameters(:page).
 * An absent page is page 0.
 */
export function readPage(value: string | null): number | undefined {
  if (value === null) return 0;
  if (!/^-?\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 0 && n <= MAX_PAGE ? n : undefined;
}

/** bumped_at: a topic's last post time (an edit does not bump it). */
function bumpedAt(forum: SandboxForum, topic: ForumTopic): { at: string; lastPostId: number } {
  const posts = forum.topicPosts(topic.id);
  const last = posts.reduce((a, b) => (b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a), posts[0]!);
  return { at: last?.createdAt ?? topic.createdAt, lastPostId: last?.id ?? 0 };
}

function listItem(forum: SandboxForum, topic: ForumTopic): TopicListItem {
  const bumped = bumpedAt(forum, topic).at;
  return { id: topic.id, title: topic.title, slug: slug(topic.title), posts_count: topic.postCount, created_at: topic.createdAt,
    bumped_at: bumped, last_posted_at: bumped, category_id: topic.categoryId, pinned: false, visible: true, closed: false, archived: false };
}

/**
 * Page `page` of the latest list, forum-wide or in one category: TopicQuery#list_latest orders by
 * bumped_at, newest first (ties, which a real forum leaves to the database, go to the newer last
 * post here, so pages never overlap), and takes `per_page` topics from `page * per_page`. Topics
 * without a category are not listed (every listed topic has one, as on Discourse where a topic
 * without one is in Uncategorized). `more_topics_url` comes only with a full page
 * (TopicListSerializer#include_more_topics_url?), built as ListController#construct_url_with builds
 * it: the category's slug path or `latest`, the list's own options (`no_definitions=true` on the
 * forum-wide list, ListController's filter method), the next page, and no `.json`.
 */
export function topicListPage(forum: SandboxForum, page: number, category?: ForumCategory): TopicListResponse {
  const topics = [...forum.topics.values()]
    .filter((t) => t.categoryId !== null && (category === undefined || t.categoryId === category.id))
    .map((t) => ({ topic: t, bumped: bumpedAt(forum, t) }))
    .sort((a, b) => (a.bumped.at === b.bumped.at ? b.bumped.lastPostId - a.bumped.lastPostId : a.bumped.at < b.bumped.at ? 1 : -1))
    .slice(page * TOPICS_PER_PAGE, (page + 1) * TOPICS_PER_PAGE)
    .map((x) => listItem(forum, x.topic));
  const next = category ? `/c/${category.slug}/${category.id}?page=${page + 1}` : `/latest?no_definitions=true&page=${page + 1}`;
  return { topic_list: { per_page: TOPICS_PER_PAGE, ...(topics.length === TOPICS_PER_PAGE ? { more_topics_url: next } : {}), topics } };
}
