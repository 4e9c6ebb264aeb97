// Wires the games' cards into Discourse: decorations on every cooked post, and composer toolbar
// entries that insert a game's blocks (GenreFuzzion's pool, scene and sheet skeletons). The work
// lives in ../../lib/gf-client.js (the core, built from src/plugin-client) and in each game's chunk,
// public/javascripts/gf-<game>.js, which the core asks for (loadGame below) only when a card of
// that game is on the page; this file only adapts Discourse's API to them, like the poll and
// spoiler-alert plugins' initializers.
import { withPluginApi } from "discourse/lib/plugin-api";
import getURL from "discourse/lib/get-url";
import loadScript from "discourse/lib/load-script";
import DiscourseURL from "discourse/lib/url";
import Composer from "discourse/models/composer";
import Topic from "discourse/models/topic";
import I18n from "discourse-i18n";
import {
  cardCookGames,
  composerEntries,
  composerText,
  decorateCooked,
  langOf,
  publicScriptPath,
  ruleReferenceUrl,
} from "../../lib/gf-client";

// The plugin API of Discourse 3.3 (the minimum this plugin supports, README): keep it while 3.3 is.
const PLUGIN_API_VERSION = "1.15.0";

/** A line opening a block of some game (`[gf-pool]`, `[tt-challenge id=…]`): the posts the composer stamps. */
const BLOCK_LINE = /^[ \t]*\[[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9-]+(?:[ \t][^\n]*)?\][ \t]*$/m;
const STAMP = /^ {0,3}\[dice-clock\]:[ \t]+#\d{1,9}[ \t]*$/gim;

/**
 * `raw` with the clock stamp set to version `v` (docs/verifiable-dice.md section V.11): a link reference
 * definition, `[dice-clock]: #v`, which the forum's cook renders as nothing; replaced where it stands
 * (an edit), else added after a blank line. As src/dice/clock.ts withStamp writes it (test/plugin/clock-composer.test.ts).
 */
export function clockStamped(raw, v) {
  const line = `[dice-clock]: #${v}`;
  let replaced = false;
  const out = raw.replace(STAMP, () => { if (replaced) return ""; replaced = true; return line; });
  return replaced ? out.replace(/\n{3,}$/, "\n") : `${raw.replace(/\s+$/, "")}\n\n${line}`;
}

/**
 * The forum's JSON at `path` as the reader sees it; a refusal (404, 403, 429…) is an error carrying
 * its status, and for a 429 the seconds Discourse asks to wait (Retry-After).
 */
function fetchJson(path) {
  return fetch(getURL(path), { headers: { Accept: "application/json" } }).then((r) => {
    if (!r.ok) {
      const error = new Error(`${r.status} ${path}`);
      error.status = r.status;
      const wait = Number(r.headers.get("Retry-After"));
      if (Number.isFinite(wait) && wait > 0) error.retryAfter = wait;
      throw error;
    }
    return r.json();
  });
}

/**
 * How many of the forum's pages the pickers read, at most: four fifths of Discourse's limits on a
 * browser's requests, 50 in 10 s and 200 a minute (GlobalSetting max_reqs_per_ip_per_10_seconds and
 * max_reqs_per_ip_per_minute, config/discourse_defaults.conf, enforced by lib/middleware/
 * request_tracker.rb at discourse/discourse@00ec81dd with Retry-After), which the reader's own
 * browsing shares. They count per IP address, or per user for a signed-in user of trust level 1 or
 * more (skip_per_ip_rate_limit_trust_level = 1: RequestTracker::RateLimiters::User); the same numbers
 * either way. (max_user_api_reqs_per_minute, 20, is for User API keys, which a browser has none of.)
 */
export const READ_BUDGET = { perTenSeconds: 40, perMinute: 160, retries: 3 };

/**
 * The times of the reads this browser sent in the last minute, kept where every tab of the forum and
 * the next page load see them (localStorage): Discourse counts per IP address or user, not per page,
 * so a reload or a second tab must not start a fresh budget. A browser that keeps nothing (storage
 * off or full) keeps them for this page only.
 */
export function sharedReadLog(storage = globalThis.localStorage, key = "gf-forum-reads") {
  let mine = [];
  return {
    load() {
      try {
        const v = storage ? JSON.parse(storage.getItem(key) ?? "null") : null;
        if (Array.isArray(v)) return v.filter((t) => Number.isFinite(t));
      } catch {}
      return mine;
    },
    save(times) {
      mine = times;
      try { storage?.setItem(key, JSON.stringify(times)); } catch {}
    },
  };
}

/**
 * `fetchJson` paced to `budget`: a request waits until the last 10 s and the last minute have room
 * for it (counting the reads `log` holds, every tab's), and one Discourse answers 429 is asked again
 * after the wait it names (Retry-After, at most a minute), up to `budget.retries` times; then its
 * error stands.
 */
export function pacedReader(fetchJson, budget = READ_BUDGET, clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) }, log = sharedReadLog(null)) {
  const room = async () => {
    for (;;) {
      const t = clock.now();
      const sent = log.load().filter((at) => at > t - 60_000 && at <= t);
      const recent = sent.filter((at) => at > t - 10_000);
      if (recent.length < budget.perTenSeconds && sent.length < budget.perMinute) { log.save([...sent, t]); return; }
      const free = recent.length >= budget.perTenSeconds ? Math.min(...recent) + 10_000 : Math.min(...sent) + 60_000;
      await clock.sleep(Math.max(1, free - t));
    }
  };
  return async (path) => {
    for (let attempt = 0; ; attempt++) {
      await room();
      try {
        return await fetchJson(path);
      } catch (error) {
        if (error?.status !== 429 || attempt >= budget.retries) throw error;
        await clock.sleep(Math.min(60, error.retryAfter ?? 2 ** (attempt + 1)) * 1000);
      }
    }
  };
}

/** Whether a failed read means the reader may not see that page (hidden, deleted), not that it went unread. */
const hiddenFromReader = (error) => [403, 404, 410].includes(error?.status ?? Number(/^\d{3}/.exec(String(error?.message ?? ""))?.[0]));

/**
 * Another topic as Discourse's Topic model, loaded as core loads one it is not showing (the
 * reviewable's clientEdit: Topic.create(await Topic.find(id, {})); Topic.find reads its options, so
 * it needs an object; app/assets/javascripts/discourse/app/models/topic.js at
 * discourse/discourse@01275fa4). The composer needs the model: once the reply is saved,
 * models/composer.js createPost calls topic.set("draft_sequence", …) and postStream.commitPost(…)
 * (discourse/discourse@047b1725), and the "reply where?" dialog names it by topic.fancyTitle
 * (services/composer.js save, discourse/discourse@00aa81a2). A plain { id } throws there after the
 * post exists, and the player, told it failed, posts it twice.
 */
export async function loadTopic(topicId) {
  return Topic.create(await Topic.find(topicId, {}));
}

/**
 * Tells the reader `words(t)` in Discourse's dialog (else the browser's), in their language: the card
 * words' (gf-locale-<lang>.js, loadLocale), which a page with no card has not loaded yet.
 */
function say(api, words) {
  const lang = langOf(I18n.currentLocale(), api.container.lookup("service:site-settings")?.gf_default_locale);
  const alert = (m) => { const dialog = api.container.lookup("service:dialog"); dialog ? dialog.alert(m) : window.alert(m); };
  // Words that cannot be loaded leave their keys, as Discourse's I18n shows a missing one: the dialog still comes.
  loadLocale(lang).catch(() => ({})).then((w) => alert(words((key, params) => translateFrom(w, lang, key, params))));
}

/**
 * Opens the reply composer with `text` for the topic the block belongs to: this post's `topic`, or
 * `topicId` when it is another (the sheet's picker posting into a scene), where the page goes first so
 * that Post posts there with no "which topic?" (Composer service#save). A reply composer already
 * open for that same topic takes the text where its cursor is (a reply started in the scene stays
 * the scene's while the player browses); a composer open for any other topic, a new topic or an
 * edit is left to Discourse's composer.open, which asks what to do with it. No draft sequence is
 * given: composer.open asks Discourse for the topic's (Draft.get) when it has none, as it must for
 * a topic this page never loaded. Resolves once the composer is open; a topic that cannot be loaded
 * is said in a dialog.
 */
export async function composeReply(api, topic, text, topicId) {
  const composer = api.container.lookup("service:composer");
  const target = topicId ?? topic?.id;
  // A card in the composer's preview has no post, so no topic to reply in.
  if (target === undefined) return;
  const open = composer.model;
  if (open?.viewOpen && open.action === Composer.REPLY && open.topic?.id === target) {
    api.container.lookup("service:app-events").trigger("composer:insert-block", text);
    return;
  }
  let model = topic;
  if (target !== topic?.id) {
    try {
      model = await loadTopic(target);
    } catch (error) {
      say(api, (t) => t("composer.topic_unavailable", { error: error?.message ?? String(error) }));
      return;
    }
    // Composer service#save asks "which topic?" when the reply's topic is not the one on screen
    // (services/composer.js at discourse/discourse@00aa81a2): the page goes to the topic the player chose.
    DiscourseURL.routeTo(`/t/${target}`);
  }
  await composer.open({
    action: Composer.REPLY,
    // Draft::EXISTING_TOPIC + id, the key TopicViewSerializer gives every topic.
    draftKey: model?.draft_key ?? `topic_${target}`,
    topic: model,
    quote: `${text}\n\n`,
  });
}

/**
 * Opens the composer replying to `post` itself, with `text`: Composer#open with the post, whose
 * createPost sends it as reply_to_post_number (app/assets/javascripts/discourse/app/models/composer.js).
 */
export function replyToPost(api, post, text) {
  const composer = api.container.lookup("service:composer");
  composer.open({
    action: Composer.REPLY,
    post,
    topic: post.topic,
    draftKey: post.topic?.draft_key,
    draftSequence: post.topic?.draft_sequence,
    quote: `${text}\n\n`,
  });
}

/**
 * Opens the composer editing `post`, as the post's pencil does (Topic controller's editPost:
 * action edit, the topic's draft key), and once the composer has the post's raw, puts `rewrite`'s
 * text in its place (left as it is when `rewrite` gives undefined). The player reads the change
 * there and saves it, with an edit reason if they like: nothing is saved without them.
 */
export async function editPost(api, post, rewrite) {
  const composer = api.container.lookup("service:composer");
  await composer.open({
    action: Composer.EDIT,
    post,
    draftKey: post.topic?.draft_key,
    draftSequence: post.topic?.draft_sequence,
    skipDraftCheck: true,
  });
  const model = composer.model;
  const text = model && typeof model.reply === "string" ? rewrite(model.reply) : undefined;
  if (text !== undefined) model.set("reply", text);
}

/** At most this many pages of one topic list (30 topics each): a list that never ends is not followed forever. */
const MAX_LIST_PAGES = 100;
/** First posts asked at once while reading a list's topics. */
const FIRST_POSTS_AT_ONCE = 4;

/**
 * The topic lists a game's topics are in: each watched category (site setting gf_categories) that
 * plays `game` (gameOfCategory), at the address Discourse gives the category (Category#url,
 * "/c/{slug}/{id}", a subcategory's slug after its parent's), or the forum-wide latest list when
 * every category is watched (gameTopicsFrom then keeps only the topics of categories playing `game`).
 * Without `game`, every watched category.
 */
export function gameListPaths(siteSettings, categories, game) {
  const ids = String(siteSettings.gf_categories ?? "").split("|").filter(Boolean).map(Number)
    .filter((id) => game === undefined || gameOfCategory(siteSettings, id) === game);
  if (ids.length === 0) return String(siteSettings.gf_categories ?? "") === "" ? ["/latest.json"] : [];
  const byId = new Map((categories ?? []).map((c) => [c.id, c]));
  const slugOf = (c) => c.slug || `${c.id}-category`;
  const pathOf = (c) => {
    const slugs = [];
    for (let at = c, depth = 0; at && depth < 10; at = byId.get(at.parent_category_id ?? at.parentCategory?.id), depth++) slugs.unshift(slugOf(at));
    return `/c/${slugs.join("/")}/${c.id}.json`;
  };
  // A category the reader cannot see is not in the site's list: its address by id alone, which
  // Discourse redirects to the right slug or answers 404.
  return ids.map((id) => (byId.has(id) ? pathOf(byId.get(id)) : `/c/${id}.json`));
}

/**
 * The next page of a topic list: more_topics_url comes without `.json` (ListController#
 * construct_url_with, discourse/discourse@00ec81dd), and Discourse's own TopicList#loadMore adds it
 * before the query, as here.
 */
export function nextListPath(moreTopicsUrl) {
  // A path on this forum only: "//host" and "/\\host" would lead a reader's browser elsewhere.
  if (typeof moreTopicsUrl !== "string" || !/^\/(?![/\\])/.test(moreTopicsUrl)) return undefined;
  const [path, query] = moreTopicsUrl.split("?");
  const json = path.endsWith(".json") ? path : `${path}.json`;
  return query ? `${json}?${query}` : json;
}

/**
 * The first posts of a game's topics (sheets and scenes), for the pickers, in the fewest requests
 * Discourse's API allows. Every page of each topic list (`topic_list.topics`, then `more_topics_url`
 * until a page is not full: 30 topics a page, TopicQuery::DEFAULT_PER_PAGE_COUNT, per_page being no
 * public list option), keeping only topics of categories that play `game`; then each kept topic once,
 * GET /t/{id}.json (TopicsController#show at discourse/discourse@aa4e27f1: its first 20 posts with
 * their cooked HTML, and every post id), which is also what the sheet's picker needs of a scene's
 * thread (`threads`, for topicThreadFrom). No single request gives several topics' cards: a search
 * answers blurbs, never cooked HTML (SearchPostSerializer#include_cooked? is false,
 * app/serializers/search_post_serializer.rb at discourse/discourse@9c67e481), and a topic's post
 * ids are read only within that topic (TopicView#filter_posts_by_ids, lib/topic_view.rb). Both are
 * asked as the reader, so the forum shows only what the reader may see. A topic whose first post
 * cannot be read (deleted, hidden from the reader) is left out. A page that could not be read for any
 * other reason (Discourse's rate limit still answering 429 after the waits `fetchJson` made, a server
 * error) leaves the answer `incomplete`, which the pickers tell the reader.
 */
export async function gameTopicsFrom(fetchJson, listPaths, { game, siteSettings } = {}) {
  const topics = new Map();
  let incomplete = false;
  const unread = (error) => { if (!hiddenFromReader(error)) incomplete = true; return undefined; };
  const ours = (t) => game === undefined || !siteSettings || gameOfCategory(siteSettings, t.category_id) === game;
  for (const first of listPaths) {
    const seen = new Set();
    for (let path = first, page = 0; path && !seen.has(path) && page < MAX_LIST_PAGES; page++) {
      seen.add(path);
      const body = await fetchJson(path).catch(unread);
      const list = body?.topic_list;
      for (const t of Array.isArray(list?.topics) ? list.topics : []) {
        if (Number.isInteger(t?.id) && !topics.has(t.id) && ours(t)) topics.set(t.id, typeof t.title === "string" ? t.title : "");
      }
      path = nextListPath(list?.more_topics_url);
    }
  }
  const parser = new DOMParser();
  const ids = [...topics.keys()];
  const found = [];
  const threads = new Map();
  for (let i = 0; i < ids.length; i += FIRST_POSTS_AT_ONCE) {
    const bodies = await Promise.all(ids.slice(i, i + FIRST_POSTS_AT_ONCE).map((id) => fetchJson(`/t/${id}.json`).catch(unread).then((body) => [id, body])));
    for (const [id, body] of bodies) {
      const p = Array.isArray(body?.post_stream?.posts) ? body.post_stream.posts.find((post) => post?.post_number === 1) : undefined;
      if (!p || typeof p.cooked !== "string") continue;
      threads.set(id, body);
      found.push({ topicId: id, postId: p.id, username: p.username, title: topics.get(id),
        element: parser.parseFromString(p.cooked, "text/html").body, ...(typeof p.wiki === "boolean" ? { wiki: p.wiki } : {}) });
    }
  }
  if (incomplete) found.incomplete = true;
  Object.defineProperty(found, "threads", { value: threads });
  return found;
}

/**
 * Another topic's posts, in order, parsed from their cooked HTML: the sheet's picker replays a
 * scene's thread to leave out finished scenes. GET /t/{id}.json (TopicsController#show) carries the
 * first TopicView.chunk_size = 20 posts and every post id (post_stream.stream); the rest come from
 * GET /t/{id}/posts.json?post_ids[]=… (TopicsController#posts, app/controllers/topics_controller.rb
 * at discourse/discourse@aa4e27f1), asked 20 at a time as the post stream does. `read`: the topic's
 * GET /t/{id}.json body when a reading of the game's topics has just fetched it.
 */
export async function topicThreadFrom(fetchJson, topicId, read) {
  // The body a reading of the game's topics has just fetched, if any: no second request for it.
  const body = read ?? await fetchJson(`/t/${topicId}.json`);
  const posts = Array.isArray(body?.post_stream?.posts) ? [...body.post_stream.posts] : [];
  const stream = Array.isArray(body?.post_stream?.stream) ? body.post_stream.stream : [];
  const missing = stream.filter((id) => !posts.some((p) => p.id === id));
  for (let i = 0; i < missing.length; i += 20) {
    const ids = missing.slice(i, i + 20).map((id) => `post_ids[]=${encodeURIComponent(id)}`).join("&");
    const more = await fetchJson(`/t/${topicId}/posts.json?${ids}`);
    if (Array.isArray(more?.post_stream?.posts)) posts.push(...more.post_stream.posts);
  }
  const parser = new DOMParser();
  return posts.sort((a, b) => a.post_number - b.post_number).map((p) => ({
    id: p.id,
    postNumber: p.post_number,
    username: p.username,
    replyToPostNumber: p.reply_to_post_number ?? null,
    element: parser.parseFromString(p.cooked ?? "", "text/html").body,
  }));
}

/**
 * The topic's posts for the scene card's turn, parsed from their cooked HTML, each with the post it
 * replies to (PostSerializer's reply_to_post_number, app/serializers/post_serializer.rb): a service
 * question retires once the service has replied to it.
 */
export function threadOf(topic) {
  const posts = topic?.postStream?.posts ?? [];
  const parser = new DOMParser();
  return posts.map((p) => ({
    id: p.id,
    postNumber: p.post_number,
    username: p.username,
    replyToPostNumber: p.reply_to_post_number ?? null,
    element: parser.parseFromString(p.cooked ?? "", "text/html").body,
  }));
}

/**
 * The forum's times of a post of this topic (ms), from the post stream Discourse already loaded
 * (PostSerializer's created_at, updated_at and version, app/serializers/post_serializer.rb): a roll
 * card's badge checks the roll does not predate its pool's post, and shows how long after it came.
 * Undefined when the post is not loaded (a long topic loads its posts in windows).
 */
export function postTimeOf(topic, postId) {
  const post = (topic?.postStream?.posts ?? []).find((p) => p.id === postId);
  const created = Date.parse(post?.created_at ?? "");
  if (!Number.isFinite(created)) return undefined;
  const edited = (post.version ?? 1) > 1 ? Date.parse(post.updated_at ?? "") : NaN;
  return Number.isFinite(edited) ? { created, edited } : { created };
}

/**
 * The forum's created_at (ms) of revision `n` of a post: GET /posts/{id}/revisions/{n}.json
 * (PostsController#revisions, PostRevisionSerializer's created_at, app/serializers/post_revision_serializer.rb);
 * a v3 roll of a block added by edit n is dated at it (docs/verifiable-dice.md §V.1). Undefined when
 * the reader may not see it (a hidden revision, edit history not public).
 */
export function revisionTimeOf(postId, n) {
  return fetchJson(`/posts/${postId}/revisions/${n}.json`).then((r) => {
    const at = Date.parse(r?.created_at ?? "");
    return Number.isFinite(at) ? at : undefined;
  }, () => undefined);
}

/**
 * The roll badge's verifier, the plugin's second script (public/javascripts/gf-verify.js, which
 * Discourse serves under /plugins/genrefuzzion/), loaded the first time a roll card is drawn, so pages
 * without rolls never download it: run as a Web Worker by gf-verify-worker.js (src/plugin-client/
 * verifier-worker.ts, loaded with Discourse's loadScript, app/assets/javascripts/discourse/app/lib/
 * load-script.js), off the reader's main thread, from the forum's own origin (getURL, not the CDN:
 * a Worker's script must be same-origin), under /plugins/, which Discourse's default worker-src allows
 * (lib/content_security_policy/default.rb, discourse/discourse@0139e3b8). Where no worker can start,
 * the badge says this browser has no verifier; gf-verify.js is never run on the page.
 * One verifier per page: every roll card asks for it, and gets the same one (a failed load is asked again).
 */
let pageVerifierLoad;
export function loadVerifier() {
  if (!pageVerifierLoad) {
    const load = loadScript(getURL(publicScriptPath("gf-verify-worker.js"))).then(() => {
      if (!window.GfVerifyWorker) throw new Error("gf-verify-worker.js did not load");
      return window.GfVerifyWorker.pageVerifier({ verify: getURL(publicScriptPath("gf-verify.js")), beacon: getURL(publicScriptPath("gf-verify-beacon.js")) });
    });
    load.catch(() => { if (pageVerifierLoad === load) pageVerifierLoad = undefined; });
    pageVerifierLoad = load;
  }
  return pageVerifierLoad;
}

/**
 * What the public script `file` defines as window[`name`], once Discourse's loadScript has run it (with its
 * content hash, publicScriptPath): a script that loads but defines nothing is a failed load.
 */
const scriptGlobal = (file, name) => loadScript(getURL(publicScriptPath(file))).then(() => {
  if (!window[name]) throw new Error(`${file} did not load`);
  return window[name];
});

/**
 * The verifier's beacon check (public/javascripts/gf-verify-beacon.js: BLS12-381), loaded with
 * loadScript only when the operator or a roll card uses a drand beacon, so other roll pages never
 * download the pairing code.
 */
export const loadBeacon = () => scriptGlobal("gf-verify-beacon.js", "GfVerifyBeacon");

/**
 * The sheet card's creation checks, the plugin's third script (public/javascripts/gf-sheet-checks.js):
 * loaded with loadScript the first time a sheet card is drawn, so pages without sheets never
 * download the tricks and flaws tables.
 */
export const loadSheetChecks = () => scriptGlobal("gf-sheet-checks.js", "GfSheetChecks");

/**
 * gf-cook.js (public/javascripts/gf-cook.js): the whole markup of the games whose cook writes their
 * cards' data (Tricube). The forum's server cooks with it (plugin.rb, :vendored_pretty_text); the
 * markdown feature every page loads holds only the games' tags, so in the browser such a block is
 * cooked as its lines until this script is on the page. Loaded with loadScript, once, when the
 * composer opens in a category that plays such a game, or when its chunk meets a block cooked as its
 * lines (GfHost.loadCardCooks).
 */
export const loadCardCooks = () => scriptGlobal("gf-cook.js", "GfCardCooks");

/** How long a game's chunk may take to arrive before its cards say it could not be loaded. */
const CHUNK_TIMEOUT_MS = 30_000;

/**
 * A game's chunk (public/javascripts/gf-<game>.js: its cards, pickers and composer texts), loaded as
 * the verifier is: Discourse serves a plugin's public/ folder under /plugins/<plugin>/ (lib/plugin/
 * instance.rb `activate!` links it into public/plugins/, discourse/discourse@62ce38b7), and its
 * content security policy lets scripts come from there: script-src lists base_url + "/plugins/"
 * (lib/content_security_policy/default.rb SCRIPT_ASSET_DIRECTORIES, discourse/discourse@0139e3b8),
 * and under content_security_policy_strict_dynamic a script added by a trusted one is trusted.
 * loadScript (app/assets/javascripts/discourse/app/lib/load-script.js, discourse/discourse@e37c7e92)
 * adds one classic <script> tag per URL and runs it once per page; the chunk defines
 * window.GfGames.<game>. Current Discourse rejects loadScript's promise when the script fails and
 * removes its tag, so a later card tries again; 3.3's loadWithTag (discourse/discourse@031e0955 has
 * the same shape) sets no onerror and never settles. So the tag's own error event, or a time limit,
 * rejects this one too: either way the core draws the game's cards as a localised "could not be
 * loaded" card, not nothing.
 */
export function loadGame(game) {
  // With its content hash (?v=…): Discourse's nginx caches /plugins/ for a year (public-scripts.ts).
  const address = publicScriptPath(`gf-${game}.js`);
  const path = address.split("?")[0];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gf-${game}.js did not load in time`)), CHUNK_TIMEOUT_MS);
    const fail = () => { clearTimeout(timer); reject(new Error(`gf-${game}.js could not be loaded`)); };
    loadScript(getURL(address)).then(() => {
      clearTimeout(timer);
      const chunk = window.GfGames?.[game]?.chunk;
      if (chunk) resolve(chunk);
      else reject(new Error(`gf-${game}.js did not define its chunk`));
    }, fail);
    // loadScript has just added the tag (or found it already on the page).
    for (const tag of globalThis.document?.querySelectorAll("script[src]") ?? []) {
      if (tag.getAttribute("src").split("?")[0].endsWith(path)) tag.addEventListener("error", fail, { once: true });
    }
  });
}

/**
 * A table's language: its category's item in gf_category_languages ("12:en|15:es", the service's
 * categoryLang), or undefined when the category names none (the reader's locale then decides, as
 * before). Every card, button and rule link of the table is in it, whatever the reader's locale.
 */
export function langOfCategory(siteSettings, categoryId) {
  for (const item of String(siteSettings.gf_category_languages ?? "").split("|")) {
    const [id, lang] = item.split(":");
    if (categoryId != null && (lang === "es" || lang === "en") && Number(id) === categoryId) return lang;
  }
  return undefined;
}

/**
 * A language's card words (js.genrefuzzion's, less what a page with no card shows): Discourse's locale bundle
 * gives every page only its reader's client.<locale>.yml, which holds only those, so the plugin ships each
 * language's card words as a public script (public/javascripts/gf-locale-<lang>.js, written by build.mjs from
 * src/plugin-client/locales/cards.<lang>.yml), loaded with loadScript by the first card of a table in that
 * language, or as the composer opens in a category that plays a game.
 */
export function loadLocale(lang) {
  const file = `gf-locale-${lang}.js`;
  return window.GfLocales?.[lang] ? Promise.resolve(window.GfLocales[lang]) : scriptGlobal(file, "GfLocales").then((all) => {
    if (!all[lang]) throw new Error(`${file} did not load`);
    return all[lang];
  });
}

/** I18n.t over a locale script's words ("card.pool" under js.genrefuzzion), %{name} filled in; the key itself when missing, as Discourse shows one. */
export function translateFrom(words, lang, key, params) {
  let node = words;
  for (const part of key.split(".")) node = node && typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") return `[${lang}.genrefuzzion.${key}]`;
  return node.replace(/%\{(\w+)\}/g, (whole, name) => (params && params[name] !== undefined ? String(params[name]) : whole));
}

/**
 * The game a category plays: its item in gf_category_games ("12:tricube|15:genrefuzzion", the
 * service's categoryGame), else gf_default_game.
 */
export function gameOfCategory(siteSettings, categoryId) {
  for (const item of String(siteSettings.gf_category_games ?? "").split("|")) {
    const [id, game] = item.split(":");
    if (categoryId != null && game && Number(id) === categoryId) return game;
  }
  return siteSettings.gf_default_game || undefined;
}

/**
 * Whether a game's composer entry is offered in the composer: when its category plays that game, or
 * while it has no category (a message, a topic whose category is not chosen yet).
 */
export function composerOffers(siteSettings, entry, categoryId) {
  return categoryId == null || gameOfCategory(siteSettings, categoryId) === entry.game;
}

/**
 * Lets a click on a link to a static file the forum serves (the plugin's rules pages, under
 * /plugins/) load that file. Discourse sends a left click on a link to its own host in a post
 * through lib/click-track.js to DiscourseURL.routeTo (discourse/discourse@034c246a), which loads
 * from the server only the paths of lib/url.js's SERVER_SIDE_ONLY (discourse/discourse@05dde01e):
 * /plugins/ is not one of them, so Ember's router took the link and showed "page doesn't exist".
 * Listening while the click goes down (capture) on the cooked element, before click-track hears it
 * on its way up, and stopping it there leaves the browser's own navigation to the file.
 */
const staticLinksWatched = new WeakSet();
export function letStaticLinksLoad(element, pluginsPath) {
  if (typeof element?.addEventListener !== "function" || staticLinksWatched.has(element)) return;
  staticLinksWatched.add(element);
  element.addEventListener("click", (event) => {
    const link = event.target?.closest?.("a[href]");
    if (!link || !element.contains(link)) return;
    const url = new URL(link.getAttribute("href"), window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith(pluginsPath)) event.stopPropagation();
  }, true);
}

/**
 * The rich editor's view of a game's block. Discourse's rich editor (ProseMirror)
 * parses the post with the same markdown-it, plugin features included, through prosemirror-markdown's
 * MarkdownParser, which throws on a token it has no rule for; Discourse then shows its "unsupported
 * token" dialog and goes back to Markdown. The games' blocks are one token each, gf_block, whose
 * meta.source is the block's text as written (src/markup/markdown-it-plugin.ts): here it becomes one
 * atom node holding that text, shown as the text, and written back as it was. The shape is the one
 * the poll plugin registers (plugins/poll/assets/javascripts/lib/rich-editor-extension.js at
 * discourse/discourse@0761f74e: nodeSpec, parse, serializeNode).
 */
export const richEditorExtension = {
  nodeSpec: {
    gf_block: {
      attrs: { source: {} },
      group: "block",
      atom: true,
      selectable: true,
      draggable: true,
      parseDOM: [{ tag: "pre[data-gf-source]", getAttrs: (dom) => ({ source: dom.textContent }) }],
      toDOM: (node) => ["pre", { class: "gf-rich-block", "data-gf-source": "", contenteditable: "false" }, node.attrs.source],
    },
  },
  parse: {
    gf_block: { node: "gf_block", getAttrs: (token) => ({ source: token.meta?.source ?? token.content ?? "" }) },
    // A misspelt tag's error card ([gf-pol]) is a block too: its text, as written.
    gf_typo: { node: "gf_block", getAttrs: (token) => ({ source: token.meta?.source ?? "" }) },
  },
  serializeNode: {
    gf_block(state, node) {
      state.write(node.attrs.source);
      state.closeBlock(node);
    },
  },
};

/** How long a reading of the service's turns stands before the topic list asks again. */
const TURNS_FRESH_MS = 30_000;

/**
 * Whom each table waits for, from the dice service (GET {gf_service_url}/gf-turns.json, with CORS, as
 * the badge reads its document): topic id → usernames, lower case. Anything else is no turns.
 */
export async function readTurns(serviceUrl, fetchImpl = fetch) {
  const r = await fetchImpl(`${String(serviceUrl).replace(/\/+$/, "")}/gf-turns.json`, { headers: { Accept: "application/json" } });
  if (!r.ok) throw new Error(`${r.status} gf-turns.json`);
  const doc = await r.json();
  const turns = new Map();
  for (const [id, who] of Object.entries(doc?.format === "gf-turns-v1" && typeof doc.turns === "object" && doc.turns ? doc.turns : {})) {
    if (/^\d{1,12}$/.test(id) && Array.isArray(who)) turns.set(Number(id), who.filter((u) => typeof u === "string").map((u) => u.toLowerCase()));
  }
  return turns;
}

/**
 * The topic list's "your turn" badge, on forums without discourse-assign (whose own "Assigned" list
 * says it there): a row whose table waits for the reader gets the class gf-your-turn, which the
 * stylesheet draws as a badge after the title, in the reader's language (--gf-your-turn).
 * Discourse asks a topic-list-item-class value transformer for each row's classes
 * (components/topic-list/item.gjs at discourse/discourse@00112d94: applyValueTransformer(
 * "topic-list-item-class", [], { topic, index })), inside the row's template, so the row is drawn
 * again when what the transformer read is set anew: the transformer reads the Topic model's
 * gf_your_turn, and sets it on the rows it has seen once the service's turns arrive (after the
 * render, never during it). The plugin API of Discourse 3.3 has no value transformers: there, no badge.
 */
export function yourTurnBadges(api, siteSettings, readTurnsNow, now = () => Date.now()) {
  if (typeof api.registerValueTransformer !== "function" || !siteSettings.gf_service_url || siteSettings.assign_enabled) return;
  const me = api.getCurrentUser()?.username?.toLowerCase();
  if (!me) return;
  document.documentElement.style.setProperty("--gf-your-turn", JSON.stringify(I18n.t("genrefuzzion.topic_list.your_turn")));
  const seen = new Set();
  let reading = { at: -Infinity, turns: new Map(), loading: undefined };
  const mark = () => {
    for (const topic of seen) {
      const yours = !!reading.turns.get(topic.id)?.includes(me);
      if ((topic.get?.("gf_your_turn") ?? topic.gf_your_turn ?? false) !== yours) topic.set?.("gf_your_turn", yours);
    }
  };
  const load = () => {
    if (reading.loading || now() - reading.at < TURNS_FRESH_MS) return;
    reading.loading = readTurnsNow().then((turns) => { reading = { at: now(), turns, loading: undefined }; mark(); },
      () => { reading = { ...reading, at: now(), loading: undefined }; });
  };
  api.registerValueTransformer("topic-list-item-class", ({ value, context }) => {
    const topic = context?.topic;
    if (!topic || !Number.isInteger(topic.id)) return value;
    if (!seen.has(topic)) {
      seen.add(topic);
      // A row drawn after the turns arrived learns its own; either way, never while Discourse renders.
      queueMicrotask(() => { load(); if (!reading.loading) mark(); });
    }
    if (topic.get?.("gf_your_turn") ?? topic.gf_your_turn) value.push("gf-your-turn");
    return value;
  });
}

export function inCategories(siteSettings, topic) {
  const ids = String(siteSettings.gf_categories ?? "").split("|").filter(Boolean).map(Number);
  return ids.length === 0 || (topic?.category_id != null && ids.includes(topic.category_id));
}

export function initializeGenreFuzzion(api) {
  const siteSettings = api.container.lookup("service:site-settings");
  // The rich editor came after 3.3, whose plugin API has no registerRichEditorExtension.
  if (typeof api.registerRichEditorExtension === "function") api.registerRichEditorExtension(richEditorExtension);
  const readerLang = () => langOf(I18n.currentLocale(), siteSettings.gf_default_locale);
  // A table's language: its category's (gf_category_languages), else the reader's locale.
  const tableLang = (categoryId) => langOfCategory(siteSettings, categoryId) ?? readerLang();
  // Cards drawn together share one reading of their game's topics while it is under way; the next
  // ask reads anew, so a scene opened a moment ago is offered. Every read keeps to one budget.
  // One budget for every page and tab of this forum in the browser (sharedReadLog).
  const pacedRead = pacedReader(fetchJson, READ_BUDGET, undefined, sharedReadLog());
  const readings = new Map();
  // The topics (GET /t/{id}.json bodies) the last reading fetched, for the threads a picker then
  // replays: fresh for a few seconds, so a picker opened right after reads none of them twice.
  let lastThreads = { at: 0, threads: new Map() };
  const gameTopics = (game) => {
    if (!readings.has(game)) {
      const site = api.container.lookup("service:site");
      const reading = gameTopicsFrom(pacedRead, gameListPaths(siteSettings, site?.categories, game), { game, siteSettings });
      readings.set(game, reading);
      reading.then((found) => { lastThreads = { at: Date.now(), threads: found.threads }; }, () => {})
        .finally(() => { readings.delete(game); });
    }
    return readings.get(game);
  };
  const THREAD_FRESH_MS = 10_000;
  const topicThread = (id) => topicThreadFrom(pacedRead, id, Date.now() - lastThreads.at < THREAD_FRESH_MS ? lastThreads.threads.get(id) : undefined);

  // The table a cooked element belongs to: its post's topic's category; with no post behind it, the open
  // composer's (models/composer.js categoryId), as the composer's preview is decorated with no helper:
  // composer-editor's _updatePreview triggers decorate-non-stream-cooked-element with the preview alone
  // (app/assets/javascripts/discourse/app/components/composer-editor.gjs), which decorateCookedElement
  // subscribes to (lib/plugin-api.gjs). So a sheet previews in the language its post will be drawn in.
  const categoryOf = (helper) => {
    const post = helper?.getModel?.();
    return post ? post.topic?.category_id : api.container.lookup("service:composer")?.model?.categoryId;
  };
  // Every word on a card is its table's language's, from that language's locale script (loadLocale), which
  // the first card of the language asks for: Discourse's locale bundle, on every page, carries only what a
  // page with no card shows (config/locales/client.<lang>.yml). A card met before its words waits for them.
  api.decorateCookedElement(
    (element, helper) => {
      letStaticLinksLoad(element, getURL("/plugins/"));
      decorate(element, helper);
    }
    // No options: posts in the stream and everywhere else (the composer's preview, the user stream).
    // Discourse reads only onlyStream (and, in 3.x, afterAdopt); the `id` of 2.x's decorate() is gone.
  );

  function decorate(element, helper) {
    const lang = tableLang(categoryOf(helper));
    const words = window.GfLocales?.[lang];
    if (words) decorateIn(element, helper, lang, (key, params) => translateFrom(words, lang, key, params));
    // Only a post with a card or a question asks for them: a page with neither never downloads them.
    else if (element.querySelector?.("[data-gf-card],[data-gf-question]")) loadLocale(lang).then(() => decorate(element, helper), () => {});
  }

  function decorateIn(element, helper, lang, t) {
    const post = helper?.getModel?.();
    const topic = post?.topic;
    const interactive = post && inCategories(siteSettings, topic);
    decorateCooked(element, {
      lang,
      t,
      publicKey: siteSettings.gf_public_key ?? "",
      // The dice service's address (site setting gf_service_url): the badge reads its published
      // document from there, with CORS, to check the faces against the revealed seed.
      serviceUrl: siteSettings.gf_service_url || undefined,
      loadGame,
      loadVerifier,
      loadBeacon,
      loadSheetChecks,
      loadCardCooks,
      postTime: (id) => postTimeOf(topic, id),
      postNumber: (id) => topic?.postStream?.posts?.find((p) => p.id === id)?.post_number,
      revisionTime: revisionTimeOf,
      forum: window.location.host.toLowerCase(),
      topicId: post?.topic_id,
      postId: post?.id,
      username: interactive ? api.getCurrentUser()?.username : undefined,
      serviceUsername: siteSettings.gf_service_username,
      // A subfolder install's prefix: the badge reads the commitment topic under it (getURL("") is "" at the root).
      forumBase: getURL("").replace(/\/+$/, "") || undefined,
      moderator: siteSettings.gf_moderator || undefined,
      // Rule IDs on cards link to the players' rules reference (site setting gf_rules_url);
      // getURL keeps a relative address inside a subfolder install.
      ruleUrl: (rule) => siteSettings.gf_rules_url ? getURL(ruleReferenceUrl(siteSettings.gf_rules_url, lang, rule)) : undefined,
      composeReply: (text, topicId) => { void composeReply(api, topic, text, topicId); },
      author: post?.username,
      replyToPost: interactive ? (text) => replyToPost(api, post, text) : undefined,
      editPost: interactive && post.can_edit ? (rewrite) => editPost(api, post, rewrite) : undefined,
      // Only the topics of the game this post's category plays.
      gameTopics: interactive ? () => gameTopics(gameOfCategory(siteSettings, topic?.category_id)) : undefined,
      thread: interactive ? () => threadOf(topic) : undefined,
      topicThread: interactive ? topicThread : undefined,
    });
  }

  // The composer in a category whose game cooks its cards (Tricube) previews them as the forum's
  // server cooks them once gf-cook.js is here: ask for it as the composer opens (composer-body's
  // didInsertElement and transition end trigger composer:opened, app/assets/javascripts/discourse/
  // app/components/composer-body.js). Elsewhere nobody downloads it.
  // In a category that plays a game, the table's card words come then too (loadLocale): the preview is decorated
  // on a copy that composer-editor morphs in at once, so words that came later would miss it until the next keystroke.
  const cooking = cardCookGames();
  if (typeof api.onAppEvent === "function") {
    api.onAppEvent("composer:opened", () => {
      const categoryId = api.container.lookup("service:composer")?.model?.categoryId;
      if (cooking.includes(gameOfCategory(siteSettings, categoryId))) loadCardCooks().catch(() => {});
      if (gameOfCategory(siteSettings, categoryId)) loadLocale(tableLang(categoryId)).catch(() => {});
    });
  }

  yourTurnBadges(api, siteSettings, () => readTurns(siteSettings.gf_service_url));

  // The dice service's clock (docs/verifiable-dice.md section V.11): a post with a block is sent with the
  // clock post's version the reader is shown, so the service rolls the round after the clock's next
  // revision, which nobody can re-date. api.composerBeforeSave reopens the Composer model's beforeSave,
  // which Composer#save runs (and waits for) before createPost or editPost reads its reply
  // (app/assets/javascripts/discourse/app/lib/plugin-api.gjs at discourse/discourse@816c3e20,
  // models/composer.js at @53c16e3f). A clock the page cannot read leaves the post as typed: the service
  // then answers it, and the post is kept.
  const clockPost = Number(siteSettings.gf_clock_post) || 0;
  if (clockPost > 0 && typeof api.composerBeforeSave === "function") {
    api.composerBeforeSave(function () {
      const raw = this.reply ?? "";
      if (!BLOCK_LINE.test(raw)) return Promise.resolve();
      return fetchJson(`/posts/${clockPost}.json`).then((p) => {
        if (Number.isSafeInteger(p?.version)) this.set("reply", clockStamped(raw, p.version));
      }, () => {});
    });
  }

  // Each game's composer entries (src/games/<game>/cards/manifest.ts): a button of the toolbar or an
  // entry of its menu, whose text the game's chunk writes (loaded on the first click, if no card did).
  const insert = (entry, toolbarEvent) => {
    // A menu drawn before the category changed may still be open: the category the composer has now decides.
    const model = api.container.lookup("service:composer")?.model;
    const categoryId = model?.categoryId;
    if (!composerOffers(siteSettings, entry, categoryId)) {
      const plays = gameOfCategory(siteSettings, categoryId);
      say(api, (t) => t("composer.other_game", { game: t(`games.${entry.game}`), plays: plays ? t(`games.${plays}`) : "—" }));
      return;
    }
    // The writer fills a sheet's player line, so a newcomer's sheet is theirs as inserted.
    // In the composer's table's language (its category's), as the service will answer.
    // With the Composer model, what opens a topic (a table's setup) titles it too where none is typed.
    const text = composerText(entry, tableLang(categoryId), loadGame, api.getCurrentUser()?.username, model);
    if (typeof text === "string") {
      toolbarEvent.addText(text);
      return;
    }
    text.then((written) => toolbarEvent.addText(written), () => say(api, (t) => t("composer.unavailable", { game: t(`games.${entry.game}`) })));
  };
  // Only the entries of the game the composer's category plays, and only in the composer.
  //
  // A toolbar button's `condition` is called with the editor it is drawn in: ToolbarBase#addButton
  // (app/assets/javascripts/discourse/app/lib/composer/toolbar.js at discourse/discourse@1a9bbfe8)
  // keeps it, d-editor sets `toolbar.context = this` (components/d-editor.gjs at
  // discourse/discourse@0283cfca), and the toolbar asks `(button.condition @data.context)` in its
  // template (components/composer/toolbar-buttons.gjs at discourse/discourse@057dff04). onToolbarCreate's
  // toolbar is every editor's (a profile's bio too); only the composer's passes its model to the editor,
  // as @outletArgs composer (components/composer-editor.gjs at discourse/discourse@1164f107; 3.3's
  // composer-editor passed the model as `composer` too). So a button shows only in an editor whose own
  // composer model is there, whatever composer is open elsewhere; and as the template reads
  // model.categoryId (a tracked property, models/composer.js at discourse/discourse@047b1725), choosing
  // another category draws the toolbar anew.
  const editorComposer = (editor) => editor?.outletArgs?.composer;
  const buttonOffered = (entry) => (editor) => {
    const model = editorComposer(editor);
    return !!model && composerOffers(siteSettings, entry, model.categoryId);
  };
  // A menu option's `condition` is called with the composer service (ComposerService#_setupPopupMenuOption),
  // and only while it computes popupMenuOptions, which depends on model.composeState, model.creatingTopic
  // and model.post (services/composer.js at discourse/discourse@00aa81a2), not on the category.
  const menuOffered = (entry) => (composer) => {
    const model = composer?.model;
    return !!model && composerOffers(siteSettings, entry, model.categoryId);
  };
  const entries = composerEntries();
  api.onToolbarCreate((toolbar) => {
    for (const entry of entries.filter((e) => e.toolbar)) {
      toolbar.addButton({ id: entry.id, group: "extras", icon: entry.icon, title: entry.label, condition: buttonOffered(entry), perform: (e) => insert(entry, e) });
    }
  });
  const menuEntries = entries.filter((e) => !e.toolbar);
  for (const entry of menuEntries) {
    api.addComposerToolbarPopupMenuOption({ icon: entry.icon, label: entry.label, condition: menuOffered(entry), action: (e) => insert(entry, e) });
  }
  // So the menu follows the category: the category chooser sets model.categoryId (ComposerService#
  // updateCategory), whose setter and @dependentKeyCompat getter let an observer see it; the observer
  // tells Ember the model's `post` changed, one of popupMenuOptions' dependent keys, so the menu's
  // options and their conditions are computed again for the category the composer has now.
  const composerService = api.container.lookup("service:composer");
  if (menuEntries.length > 0 && typeof composerService?.addObserver === "function") {
    composerService.addObserver("model.categoryId", () => composerService.model?.notifyPropertyChange?.("post"));
  }
}

export default {
  name: "genrefuzzion",

  initialize(container) {
    const siteSettings = container.lookup("service:site-settings");
    if (siteSettings.gf_enabled) {
      withPluginApi(PLUGIN_API_VERSION, initializeGenreFuzzion);
    }
  },
};
