// What a forum user sees when they post blocks where the dice service does not look: on Discourse
// the webhook is scoped to the game's categories (category_webhook_invalid? skips the rest), so a
// pool posted in another category gets no answer and no reason. The sandbox says why, in the
// thread, as a reply from the forum's own system user (not from the service, which never heard of
// the post): which game's blocks it has, which category the post is in, and which watched ones play
// that game (the plugin's gf_category_games, else gf_default_game, as the page's site settings have them).
import type { Lang } from "../lib/i18n.js";
import { fill } from "../lib/i18n.js";
import { GAMES, MARKUP_GAMES } from "../games/games.js";
import { parseGamePost } from "../markup/parse-post.js";
import type { ForumPost, SandboxForum } from "./forum.js";
import type { SiteSettings } from "./page/site-settings.js";
import type { WebhookDispatcher } from "./webhooks.js";

const HINT = {
  es: "Este mensaje tiene bloques de {game} ({tags}), pero el servicio de dados no vigila la categoría «{category}», así que nadie los leerá. {where}",
  en: "This post has {game} blocks ({tags}), but the dice service does not watch the category “{category}”, so nothing will act on them. {where}",
} as const;
const WHERE = {
  es: { some: "Publícalo en {categories}.", none: "Ahora mismo no vigila ninguna categoría.", noGame: "Ninguna de las categorías que vigila juega a {game}." },
  en: { some: "Post it in {categories}.", none: "Right now it watches no category.", noGame: "None of the categories it watches plays {game}." },
} as const;
const NO_CATEGORY = { es: "sin categoría", en: "uncategorised" } as const;

/** The categories some post webhook delivers from; null when one delivers from all of them. */
export function watchedCategoryIds(webhooks: WebhookDispatcher): Set<number> | null {
  const ids = new Set<number>();
  for (const hook of webhooks.hooks) {
    if (hook.events && !hook.events.some((e) => e === "post_created" || e === "post_edited")) continue;
    if (!hook.categoryIds?.length) return null;
    for (const id of hook.categoryIds) ids.add(id);
  }
  return ids;
}

/**
 * The game a category plays by the plugin's settings: its "id:game" item of gf_category_games
 * ("2:tricube|1:genrefuzzion"), else gf_default_game.
 */
function gameOf(settings: SiteSettings | undefined, categoryId: number): string {
  const items = String(settings?.["gf_category_games"] ?? "").split("|").map((i) => i.trim().split(":"));
  return items.find(([id, g]) => g && Number(id) === categoryId)?.[1] ?? String(settings?.["gf_default_game"] ?? "genrefuzzion");
}

/** The hint's text, in the post's language (its blocks'), or null when the post needs none. */
export function unwatchedHint(forum: SandboxForum, webhooks: WebhookDispatcher, post: ForumPost, defaultLang: Lang,
  settings?: SiteSettings): string | null {
  const author = forum.users.get(post.userId);
  if (!author || author.id < 0) return null;
  const categoryId = forum.topics.get(post.topicId)?.categoryId ?? null;
  const watched = watchedCategoryIds(webhooks);
  if (watched === null || (categoryId !== null && watched.has(categoryId))) return null;
  // Every game's blocks, found where the renderer would cook them; the service's own GenreFuzzion roll
  // cards are answers, not requests. The hint speaks of the first block's game.
  const blocks = parseGamePost(post.raw, MARKUP_GAMES, { lang: defaultLang }).filter((b) => !(b.game === "genrefuzzion" && b.parsed.block === "roll"));
  if (blocks.length === 0) return null;
  const game = blocks[0]!.game;
  const lang = blocks[0]!.parsed.lang ?? defaultLang;
  const names = [...watched].filter((id) => gameOf(settings, id) === game).map((id) => forum.categories.get(id)?.name ?? `#${id}`);
  const quote = (name: string) => (lang === "es" ? `«${name}»` : `“${name}”`);
  // Each tag of that game as the post wrote it ([gf-pozo] stays [gf-pozo]), as code so it draws no card itself.
  const tags = [...new Set(blocks.filter((b) => b.game === game).map((b) => `\`[${b.tag.toLowerCase()}]\``))].join(", ");
  const category = categoryId === null ? NO_CATEGORY[lang] : forum.categories.get(categoryId)?.name ?? `#${categoryId}`;
  const gameName = GAMES.find((g) => g.id === game)?.name[lang] ?? game;
  const where = names.length ? fill(WHERE[lang].some, { categories: names.map(quote).join(", ") })
    : watched.size ? fill(WHERE[lang].noGame, { game: gameName }) : WHERE[lang].none;
  return fill(HINT[lang], { game: gameName, tags, category, where });
}

/** Answers each post that needs it once, after the event that showed it (never inside another's delivery). */
export function hintUnwatchedBlocks(forum: SandboxForum, webhooks: WebhookDispatcher, defaultLang: Lang, settings?: SiteSettings): void {
  const system = forum.users.get(-1)!;
  forum.onEvent((e) => {
    if (e.name !== "post_created" && e.name !== "post_edited") return;
    const post = e.post;
    queueMicrotask(() => {
      if (forum.repliesTo(post).some((r) => r.userId === system.id)) return;
      const text = unwatchedHint(forum, webhooks, post, defaultLang, settings);
      if (text) forum.createReply(system, post.topicId, text, post.postNumber);
    });
  });
}
