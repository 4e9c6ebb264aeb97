// The sandbox forum's page, in the browser. It plays Discourse's part for the plugin: it cooks
// posts with the plugin's markdown feature (setup(helper), as discourse-markdown-it calls it), runs
// the plugin's initializer through the stand-in modules page-handler.ts serves, and gives the
// initializer a composer, app events, site settings and a current user. Everything the cards do
// is the plugin's code; this file is only the forum around them.
import MarkdownIt from "markdown-it";
import { bbcodeQuotes } from "../../markup/bbcode-quote-rule.js";
import { makeDiscourseSanitizer } from "../discourse-sanitizer.js";
import { parseLocaleYml, readerTranslations, translate, type LocaleTree } from "./locale-yml.js";
import { canEditPost, canWiki as guardianCanWiki, groupList } from "../wiki-guardian.js";

type Lang = "es" | "en";
type Settings = Record<string, unknown>;
interface User { id: number; username: string; staff: boolean; trust_level: number }
interface Category { id: number; name: string; slug: string }
interface TopicSummary { id: number; title: string; category_id: number | null; posts_count: number; last_posted_at: string }
interface Revision { number: number; username: string; created_at: string; raw: [string, string] | null; edit_reason: string | null; wiki: boolean | null }
interface Post { id: number; post_number: number; topic_id: number; username: string; raw: string; version: number; wiki: boolean; created_at: string; edit_reason: string | null;
  reply_to_post_number: number | null; revisions: Revision[] }
interface Topic { id: number; title: string; category_id: number | null; posts: Post[]; assigned_to?: string | null }
interface Character { name: string; username: string; postId: number; topicId: number }
interface SceneEntry { topicId: number; postId: number; title: string; username: string; number?: number; protagonist?: string; antagonist?: string }
interface Site { users: User[]; categories: Category[]; topics: TopicSummary[]; site_settings: Settings; characters: Character[]; scenes: SceneEntry[]; self_wiki_allowed_groups: string;
  game_names: Record<string, Record<Lang, string>> }

type Decorator = (element: HTMLElement, helper: { getModel(): unknown }) => void;
/** A toolbar button, or (menu: true) an option of the composer's popup menu. */
interface ToolbarButton { id: string; title?: string; label?: string; icon?: string; menu?: boolean; condition?(context: unknown): boolean; perform(e: ToolbarEvent): void }
interface ToolbarEvent { addText(text: string): void; applySurround(a: string, b: string): void }

const CHROME = {
  es: {
    site: "GenreFuzzion · foro de pruebas", you: "Eres", language: "Idioma", scheme: "Colores", light: "Claro", dark: "Oscuro", topics: "Temas", newTopic: "Nuevo tema",
    newSheet: "Crear una ficha de GenreFuzzion", newScene: "Abrir una escena de GenreFuzzion", back: "← Todos los temas", reply: "Responder",
    composer: "Editor", title: "Título", category: "Categoría", body: "Texto del mensaje",
    post: "Publicar", cancel: "Cerrar", preview: "Vista previa", empty: "Aún no hay temas. Crea una ficha o abre una escena.",
    oneReply: "respuesta", replies: "respuestas", welcome: "Prueba los juegos sin un Discourse propio. Cada categoría de abajo juega a uno: abre un tema en ella y el editor te ofrece los bloques de ese juego. El servicio de dados responde en el hilo, con tiradas verificables. En GenreFuzzion, empieza por la ficha de tu personaje y una escena con los botones de abajo.",
    categories: "Categorías", plays: "juega a {game}", newTopicHere: "Nuevo tema aquí",
    sheetTitle: "Ficha de personaje de {user}", sceneTitle: "Escena {number}: {title}", posting: "Publicando…", failed: "No se pudo publicar: {error}", titleMissing: "Se requiere un título",
    toolbar: "Herramientas del editor", wikiBadge: "wiki",
    edit: "Editar el mensaje", editing: "Editando el mensaje #{n}", replyingTo: "Respondiendo al mensaje #{n}", assigned: "Asignado a {user}", makeWiki: "Transformar en formato wiki", showMore: "mostrar más", postAdmin: "acciones de administrador para la publicación", editReason: "Motivo de la edición (opcional)", save: "Guardar la edición",
    saving: "Guardando…", editedOnce: "editado 1 vez", editedTimes: "editado {n} veces", lastEdited: "editado por última vez el {when}", wikiLastEdited: "wiki editado por última vez el {when}", history: "Historial", revision: "Versión {n} · {user} · {when}",
    reason: "motivo: {reason}", noReason: "sin motivo", wikiOn: "convertido en wiki", wikiOff: "ya no es wiki", before: "Antes", after: "Después",
    replyToPost: "Responder", replyToPostTitle: "crear una respuesta a esta publicación", quote: "Citar", inReplyTo: "en respuesta a {user} #{n}", removeWiki: "Deshacer formato wiki",
    replyWhere: "¿A qué tema quieres responder?", replyWhereCancel: "Cancelar", notFound: "¡Vaya! Esa página no existe o es privada.",
  },
  en: {
    site: "GenreFuzzion · sandbox forum", you: "You are", language: "Language", scheme: "Colours", light: "Light", dark: "Dark", topics: "Topics", newTopic: "New topic",
    newSheet: "Create a GenreFuzzion sheet", newScene: "Open a GenreFuzzion scene", back: "← All topics", reply: "Reply",
    composer: "Composer", title: "Title", category: "Category", body: "Post text",
    post: "Post", cancel: "Close", preview: "Preview", empty: "No topics yet. Create a sheet or open a scene.",
    oneReply: "reply", replies: "replies", welcome: "Try the games without a Discourse of your own. Each category below plays one: open a topic in it and the composer offers that game's blocks. The dice service answers in the thread, with verifiable rolls. In GenreFuzzion, start with your character's sheet and a scene with the buttons below.",
    categories: "Categories", plays: "plays {game}", newTopicHere: "New topic here",
    sheetTitle: "{user}'s character sheet", sceneTitle: "Scene {number}: {title}", posting: "Posting…", failed: "Could not post: {error}", titleMissing: "Title is required",
    toolbar: "Composer tools", wikiBadge: "wiki",
    edit: "Edit post", editing: "Editing post #{n}", replyingTo: "Replying to post #{n}", assigned: "Assigned to {user}", makeWiki: "Make Wiki", showMore: "show more", postAdmin: "post admin actions", editReason: "Reason for the edit (optional)", save: "Save edit",
    saving: "Saving…", editedOnce: "edited once", editedTimes: "edited {n} times", lastEdited: "last edited on {when}", wikiLastEdited: "wiki last edited on {when}", history: "History", revision: "Version {n} · {user} · {when}",
    reason: "reason: {reason}", noReason: "no reason given", wikiOn: "made a wiki", wikiOff: "no longer a wiki", before: "Before", after: "After",
    replyToPost: "Reply", replyToPostTitle: "begin composing a reply to this post", quote: "Quote", inReplyTo: "in reply to {user} #{n}", removeWiki: "Remove wiki",
    replyWhere: "Which topic do you want to reply to?", replyWhereCancel: "Cancel", notFound: "Oops! That page doesn’t exist or is private.",
  },
} as const;
type ChromeKey = keyof (typeof CHROME)["es"];

const state = {
  site: undefined as Site | undefined,
  user: localStorage.getItem("gf-sandbox-user") ?? "alicia",
  lang: (localStorage.getItem("gf-sandbox-lang") ?? (navigator.language.startsWith("en") ? "en" : "es")) as Lang,
  // Discourse's Light or Dark colour scheme (page.css), as a reader picks one in their interface preferences.
  scheme: localStorage.getItem("gf-sandbox-scheme") === "dark" ? "dark" : "light",
  topic: undefined as Topic | undefined,
  rendered: new Map<number, string>(),
  md: undefined as MarkdownIt | undefined,
  sanitize: undefined as ((html: string) => string) | undefined,
  // The initializer's own lookup of a table's language (gf_category_languages), once it is loaded.
  langOfCategory: undefined as ((settings: Settings, categoryId: number | undefined) => Lang | undefined) | undefined,
  decorators: [] as Decorator[],
  toolbar: [] as ToolbarButton[],
  locales: {} as Partial<Record<Lang, LocaleTree>>,
  composer: { open: false, topicId: undefined as number | undefined },
};

const tr = (key: ChromeKey, params: Record<string, string> = {}, lang: Lang = state.lang) =>
  CHROME[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean | EventListener | undefined> = {},
  ...children: (Node | string | null | undefined | false)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c) node.append(c);
  return node;
}

/** When the post was last changed: its newest revision's time, else its creation. */
const lastEdit = (p: Post): string => p.revisions.reduce((t, r) => (r.created_at > t ? r.created_at : t), p.created_at);

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  const body = await res.json() as T & { errors?: string[] };
  if (!res.ok) throw new Error(body.errors?.join("; ") ?? res.statusText);
  return body;
}

// ---- Discourse stand-ins the plugin's initializer talks to -------------------------------------

/** A topic as Discourse's TopicView JSON gives it (GET /t/{id}.json), the fields the composer reads. */
interface TopicJson { id: number; title: string; fancy_title?: string; category_id: number | null; closed?: boolean; draft_key?: string; draft_sequence?: number;
  post_stream?: { posts?: unknown[] } }

/**
 * Discourse's Topic model, as much of it as the composer and the plugin use (app/assets/javascripts/
 * discourse/app/models/topic.js at discourse/discourse@01275fa4): `set`, `fancyTitle`, `draft_key`,
 * `draft_sequence`, and a post stream with `commitPost` (models/post-stream.js). The composer below
 * calls `topic.set("draft_sequence", …)` and `postStream.commitPost(…)` once a reply is created, as
 * models/composer.js createPost does (discourse/discourse@047b1725), and its "reply where?" dialog
 * labels a topic with `fancyTitle` (services/composer.js save, discourse/discourse@00aa81a2): a plain
 * `{ id }` in a Topic's place fails here exactly where it fails on Discourse.
 */
class SandboxTopic {
  readonly id: number;
  title: string;
  fancy_title: string;
  category_id: number | null;
  closed: boolean;
  draft_key: string;
  draft_sequence: number | undefined;
  readonly postStream: { posts: unknown[]; commitPost(post: unknown): void };
  constructor(json: TopicJson) {
    this.id = json.id;
    this.title = json.title;
    this.fancy_title = json.fancy_title ?? escapeHtml(json.title);
    this.category_id = json.category_id;
    this.closed = !!json.closed;
    this.draft_key = json.draft_key ?? `topic_${json.id}`;
    this.draft_sequence = json.draft_sequence;
    const posts = [...(json.post_stream?.posts ?? [])];
    this.postStream = { posts, commitPost: (post) => { posts.push(post); } };
  }
  /** Topic#fancyTitle: the escaped title Discourse's serializer sends (TopicViewSerializer fancy_title). */
  get fancyTitle(): string { return this.fancy_title; }
  set(key: string, value: unknown): unknown { (this as unknown as Record<string, unknown>)[key] = value; return value; }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Each draft key's sequence for the current user (DraftSequence on Discourse: a reply posted under a
 * key moves it on, PostCreator → DraftSequence.next!). Draft.get answers it (models/draft.js,
 * GET /drafts/{key}.json); composer.open asks it when it is opened without one.
 */
const draftSequences = new Map<string, number>();
const draftSequence = (key: string) => draftSequences.get(`${state.user}:${key}`) ?? 0;
const nextDraftSequence = (key: string) => { const n = draftSequence(key) + 1; draftSequences.set(`${state.user}:${key}`, n); return n; };

/** Every composer.open the plugin made, with what it passed (tests read it; Discourse has no such log). */
const composerOpens: { action?: string; draftKey?: string; draftSequence?: number; fetchedSequence: boolean; topicIsModel: boolean; replyTo?: number }[] = [];

/**
 * Ember's observers on the composer service (EmberObject#addObserver, "model.categoryId" here): the
 * category chooser's change fires them, as setting the Composer model's categoryId does on Discourse
 * (its setter over a tracked field, read through a @dependentKeyCompat getter: models/composer.js at
 * discourse/discourse@047b1725; ComposerService#updateCategory sets it).
 */
const composerObservers = new Map<string, (() => void)[]>();
const observe = (key: string) => { for (const fn of composerObservers.get(key) ?? []) fn(); };

/**
 * The open composer's Composer model: one object while that composer is open (a new one each time
 * the composer opens), as on Discourse. categoryId: its category (the reply's topic's, or the new
 * topic's chosen one), which the initializer's entries ask to show only the game that category plays.
 * reply and set("reply", …): the text in the composer; title and set("title", …): a new topic's title. action and topic: what it composes
 * (Composer.REPLY, EDIT, CREATE_TOPIC) and where. notifyPropertyChange: Ember's, which invalidates
 * what depends on that key: the service's popupMenuOptions depends on composeState, creatingTopic
 * and post (services/composer.js at discourse/discourse@00aa81a2), so only those compute the menu again.
 */
function composerModel(p: Pending) {
  return {
    viewOpen: true,
    get categoryId() { return composerCategory; },
    get action() { return p.editPost ? "edit" : p.topic ? "reply" : "createTopic"; },
    get topic() { return p.topic; },
    get reply() { return (document.getElementById("gf-composer-text") as HTMLTextAreaElement | null)?.value; },
    // models/composer.js at discourse/discourse@53c16e3f: creatingTopic is @equal("action", CREATE_TOPIC);
    // title is a plain attribute the composer's title field shows and _create_serializer saves as the topic's.
    get creatingTopic() { return this.action === "createTopic"; },
    get title() { return (document.getElementById("gf-composer-title") as HTMLInputElement | null)?.value ?? p.title; },
    set(key: string, value: string) {
      if (key === "reply") setComposerText(value);
      if (key === "title") { p.title = value; const field = document.getElementById("gf-composer-title") as HTMLInputElement | null; if (field) field.value = value; }
    },
    notifyPropertyChange(key: string) { if (["composeState", "creatingTopic", "post"].includes(key)) recomputeMenu?.(); },
  };
}
let openModel: ReturnType<typeof composerModel> | undefined;
/** Computes the composer's popupMenuOptions again and redraws the toolbar (set while a composer is drawn). */
let recomputeMenu: (() => void) | undefined;

const composerService = {
  get model() {
    return state.composer.open && pending ? openModel : undefined;
  },
  /** EmberObject#addObserver(key, fn): the composer service is an Ember object. */
  addObserver(key: string, fn: () => void) {
    composerObservers.set(key, [...(composerObservers.get(key) ?? []), fn]);
  },
  /**
   * Composer#open (services/composer.js at discourse/discourse@00aa81a2): refuses to open without a
   * draft key ("composer opened without a proper draft key"), asks the draft sequence itself
   * (Draft.get) when none is given, and keeps the topic it is given as its model's topic. With
   * action "edit", the post's own text, as the pencil opens it; a reply quotes `quote`.
   */
  async open(opts: { action?: string; draftKey?: string; draftSequence?: number; post?: { id?: number; post_number?: number }; topic?: SandboxTopic; quote?: string }) {
    if (!opts.draftKey) throw new Error("composer opened without a proper draft key");
    const fetchedSequence = opts.draftSequence === undefined;
    const sequence = opts.draftSequence ?? draftSequence(opts.draftKey);
    composerOpens.push({ ...(opts.action ? { action: opts.action } : {}), draftKey: opts.draftKey, draftSequence: sequence, fetchedSequence,
      topicIsModel: opts.topic instanceof SandboxTopic, ...(opts.post?.post_number !== undefined ? { replyTo: opts.post.post_number } : {}) });
    const editing = opts.action === "edit" ? state.topic?.posts.find((p) => p.id === opts.post?.id) : undefined;
    if (editing) openComposer({ topic: topicModel(), text: editing.raw, editPost: editing });
    else if (opts.topic) openComposer({ topic: opts.topic, text: opts.quote ?? "", ...(opts.post?.post_number !== undefined ? { replyTo: opts.post.post_number } : {}) });
    else openComposer({ text: opts.quote ?? "", title: "" });
  },
};
const appEvents = { trigger(name: string, text: string) { if (name.startsWith("composer:insert")) insertText(`${text}\n`); } };
const container = {
  lookup(name: string): unknown {
    switch (name) {
      case "service:site-settings": return state.site?.site_settings ?? {};
      case "service:composer": return composerService;
      case "service:app-events": return appEvents;
      // Discourse's Site service: the categories the reader can see (Site#categories), which the
      // initializer turns into each watched category's list address.
      case "service:site": return { categories: state.site?.categories ?? [] };
      default: return undefined;
    }
  },
};
/** The Composer model's beforeSave, as a plugin reopened it (models/composer.js: Promise.resolve() otherwise). */
let beforeSave: ((this: unknown) => Promise<unknown>) | undefined;
const pluginApi = {
  container,
  decorateCookedElement(fn: Decorator) { state.decorators.push(fn); },
  onToolbarCreate(fn: (toolbar: { addButton(b: ToolbarButton): void }) => void) { fn({ addButton: (b) => state.toolbar.push(b) }); },
  addComposerToolbarPopupMenuOption(o: { label: string; icon?: string; condition?(composer: unknown): boolean; action(e: ToolbarEvent): void }) {
    state.toolbar.push({ id: o.label, label: o.label, menu: true, ...(o.icon ? { icon: o.icon } : {}), ...(o.condition ? { condition: o.condition } : {}), perform: o.action });
  },
  getCurrentUser() { return state.site?.users.find((u) => u.username === state.user) ?? null; },
  /** Discourse's composerBeforeSave (lib/plugin-api.gjs): Composer.reopen({ beforeSave: method }), run by save below. */
  composerBeforeSave(method: (this: unknown) => Promise<unknown>) { beforeSave = method; },
  /** Discourse's registerValueTransformer (lib/transformer.js): the transformers of a name, in order. */
  registerValueTransformer(name: string, fn: ValueTransformer) {
    valueTransformers.set(name, [...(valueTransformers.get(name) ?? []), fn]);
    return true;
  },
};
type ValueTransformer = (args: { value: unknown; context: unknown }) => unknown;
const valueTransformers = new Map<string, ValueTransformer[]>();
/** applyValueTransformer: each transformer of `name` in turn, each given the last one's value. */
function applyValueTransformer<T>(name: string, value: T, context: unknown): T {
  let v: unknown = value;
  for (const fn of valueTransformers.get(name) ?? []) v = fn({ value: v, context });
  return v as T;
}

/**
 * A topic of the topic list as Discourse's Topic model holds it for the row (models/topic.js): its
 * fields, `get`, and `set`, which draws the row again, as setting a property the row's template read
 * re-renders that row (components/topic-list/item.gjs reads its topic-list-item-class transformers in
 * the template, discourse/discourse@00112d94). Anything else a transformer reads changes nothing
 * until the row is drawn again, as on Discourse.
 */
class ListTopic {
  private readonly props = new Map<string, unknown>();
  constructor(readonly summary: TopicSummary, private readonly changed: () => void) {}
  get id(): number { return this.summary.id; }
  get title(): string { return this.summary.title; }
  get category_id(): number | null { return this.summary.category_id; }
  get(key: string): unknown { return this.props.has(key) ? this.props.get(key) : (this.summary as unknown as Record<string, unknown>)[key]; }
  set(key: string, value: unknown): void { this.props.set(key, value); this.changed(); }
}

/** A row of the topic list: Discourse's `tr.topic-list-item[data-topic-id]`, its classes from the transformers. */
function topicRow(t: TopicSummary, index: number, site: Site): HTMLElement {
  // Discourse's topic list counts replies, not posts (its "Respuestas"/"Replies" column, js.replies in
  // config/locales/client.es.yml at discourse/discourse@01275fa4; Topic#replyCount is posts_count - 1).
  const replies = Math.max(0, t.posts_count - 1);
  const row = el("li", { "data-topic-id": String(t.id) },
    el("a", { class: "title raw-link raw-topic-link", href: `/t/${t.id}`, onclick: (e: Event) => { e.preventDefault(); go(`/t/${t.id}`); } }, t.title),
    el("span", { class: "gf-topic-meta" }, ` · ${site.categories.find((c) => c.id === t.category_id)?.name ?? ""} · ${replies} ${tr(replies === 1 ? "oneReply" : "replies")}`));
  const draw = () => { row.className = ["topic-list-item", ...applyValueTransformer<string[]>("topic-list-item-class", [], { topic, index })].join(" "); };
  const topic = new ListTopic(t, draw);
  draw();
  return row;
}

const sandboxI18n = {
  // discourse/models/topic's Topic.create (the shim's): a Topic model from TopicView JSON.
  topic: (json: TopicJson) => new SandboxTopic(json),
  // What composer.open was asked, for tests.
  composerOpens,
  withPluginApi: (_version: string, fn: (api: typeof pluginApi) => void) => fn(pluginApi),
  // discourse/lib/url's DiscourseURL.routeTo (the shim's): the app's router, the composer left open.
  routeTo: (path: string) => go(path),
  locale: () => state.lang,
  // Discourse's I18n.t: the reader's locale, then English, then "[locale.key]" as Discourse shows a missing one.
  t: (key: string, params?: Record<string, unknown>) => {
    const path = key.replace(/^js\./, "");
    return translate(state.locales[state.lang], path, params) ?? translate(state.locales.en, path, params) ?? `[${state.lang}.${path}]`;
  },
};
(globalThis as Record<string, unknown>)["gfSandbox"] = sandboxI18n;

/**
 * The plugin's client words as Discourse's locale bundle gives a page of a reader in `state.lang`: their
 * locale's client.<lang>.yml, and English only for the keys it lacks (readerTranslations). Read again
 * when the reader changes language, as Discourse loads the new locale's bundle with the next page.
 */
async function loadLocales(): Promise<void> {
  const trees: Partial<Record<Lang, LocaleTree>> = {};
  for (const lang of new Set([state.lang, "en"] as const)) {
    const res = await fetch(`/plugin/config/locales/client.${lang}.yml`);
    const tree = parseLocaleYml(await res.text())[lang];
    trees[lang] = typeof tree === "object" && typeof tree["js"] === "object" ? tree["js"] : {};
  }
  state.locales = readerTranslations(state.lang, trees);
}

/**
 * gf-cook.js, the whole markup of the games whose cook writes their cards (Tricube): Discourse's
 * server evaluates it beside the markdown feature before it cooks any post (plugin.rb's
 * :vendored_pretty_text, lib/pretty_text.rb), and this page cooks the forum's posts in the server's
 * place, so it runs it too, read from the plugin folder as the server reads it (not from public/ as
 * a reader's browser would: that is the Tricube chunk's and the composer's own load).
 */
function loadServerCook(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/plugin/public/javascripts/gf-cook.js";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("gf-cook.js could not be loaded"));
    document.head.appendChild(script);
  });
}

/** discourse-markdown-it's setup(helper) contract, enough for a feature module. */
async function loadMarkdown(settings: Settings): Promise<MarkdownIt> {
  await loadServerCook();
  const feature = await import(/* the plugin's own file */ "/plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js" as string) as {
    setup(helper: unknown): void;
  };
  const allowed: string[] = [];
  const optionCallbacks: ((opts: Record<string, unknown> & { features: Record<string, boolean> }, s: Settings) => void)[] = [];
  const plugins: ((md: MarkdownIt) => void)[] = [];
  feature.setup({
    allowList: (list: unknown) => { if (Array.isArray(list)) allowed.push(...(list as string[])); },
    registerOptions: (cb: (typeof optionCallbacks)[number]) => optionCallbacks.push(cb),
    registerPlugin: (cb: (md: MarkdownIt) => void) => plugins.push(cb),
  });
  const opts = { features: {} as Record<string, boolean> };
  for (const cb of optionCallbacks) cb(opts, settings);
  // Discourse cooks with raw HTML allowed and then sanitizes against the allowlist (cook() below), and
  // brings its own [quote] and [code] blocks (features/quotes.js, bbcode-block.js), which the feature
  // relies on: a quoted block is someone else's text, not a new card.
  const md = new MarkdownIt({ html: true, linkify: true, breaks: true }).use(bbcodeQuotes);
  state.sanitize = makeDiscourseSanitizer(allowed);
  (md.options as unknown as Record<string, unknown>)["discourse"] = opts;
  if (opts.features["genrefuzzion"] !== false) for (const p of plugins) md.use(p);
  return md;
}

// ---- The forum -----------------------------------------------------------------------------------

/** Markdown to the HTML a post shows: rendered, then sanitized as Discourse sanitizes cooked posts. */
function cook(raw: string): string {
  return state.sanitize!(state.md!.render(raw));
}

async function boot(): Promise<void> {
  state.site = await api<Site>("/gf-sandbox/api/site.json");
  await loadLocales();
  state.md = await loadMarkdown(state.site.site_settings);
  const initializer = await import("/plugin/assets/javascripts/discourse/initializers/genrefuzzion.js" as string) as {
    default: { initialize(c: typeof container): void };
    langOfCategory(settings: Settings, categoryId: number | undefined): Lang | undefined;
  };
  state.langOfCategory = initializer.langOfCategory;
  initializer.default.initialize(container);
  window.addEventListener("popstate", () => void route());
  document.addEventListener("click", clickTrack);
  await route();
  setInterval(() => void refresh(), 1000);
}

async function route(): Promise<void> {
  const m = location.pathname.match(/^\/t\/(\d+)/);
  state.rendered.clear();
  // A path the app has no route for: Discourse's router shows its "page doesn't exist" page.
  if (!m && location.pathname !== "/") {
    state.topic = undefined;
    document.getElementById("gf-app")!.replaceChildren(el("main", { class: "gf-main" },
      el("h1", { id: "gf-not-found" }, tr("notFound")), el("a", { href: "/", onclick: (e: Event) => { e.preventDefault(); go("/"); } }, tr("back"))));
    return;
  }
  state.topic = m ? await api<Topic>(`/gf-sandbox/api/t/${m[1]}.json`).catch(() => undefined) : undefined;
  // The characters and scenes the skeletons and the picker name change with every post: read them anew on each route.
  state.site = await api<Site>("/gf-sandbox/api/site.json").catch(() => state.site);
  render();
  // /t/{id}/{n}: the post numbered n, as Discourse's topic route opens at it.
  const at = location.pathname.match(/^\/t\/\d+\/(\d+)/);
  if (at) document.getElementById(`post_${at[1]}`)?.scrollIntoView();
}

/**
 * Discourse's handling of a click on a link in a post (lib/click-track.js trackClick at
 * discourse/discourse@034c246a): a plain left click on a link to this forum goes to
 * DiscourseURL.routeTo, which loads the page from the server only for the paths of lib/url.js's
 * SERVER_SIDE_ONLY (discourse/discourse@05dde01e) and otherwise hands it to Ember's router; a path
 * the router does not know shows "page doesn't exist". /plugins/ is not among them, so a link to a
 * plugin's static page is routed in the app unless something stops the click on its way up.
 */
const SERVER_SIDE_ONLY = [/^\/assets\//, /^\/uploads\//, /^\/secure-media-uploads\//, /^\/secure-uploads\//, /^\/stylesheets\//,
  /^\/site_customizations\//, /^\/raw\//, /^\/posts\/\d+\/raw/, /^\/raw\/\d+/, /\.rss$/, /\.json$/, /^\/logs($|\/)/, /^\/pub\//, /^\/invites\//, /^\/styleguide/];
function clickTrack(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || !link.closest(".cooked") || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.getAttribute("href")!, location.href);
  if (url.origin !== location.origin || link.getAttribute("href")!.startsWith("#")) return;
  if (SERVER_SIDE_ONLY.some((r) => r.test(url.pathname))) return;
  event.preventDefault();
  go(`${url.pathname}${url.search}${url.hash}`);
}

function go(path: string): void {
  history.pushState(null, "", path);
  void route();
}

async function refresh(): Promise<void> {
  // The reader may leave the page while it is being read again: a late answer must never bring back
  // the topic they left (it would keep them on it, with the home page's links never drawn).
  const shown = state.topic?.id;
  if (shown !== undefined) {
    const topic = await api<Topic>(`/gf-sandbox/api/t/${shown}.json`).catch(() => undefined);
    if (topic && state.topic?.id === shown) {
      state.topic = topic;
      const assigned = document.getElementById("gf-topic-assigned");
      if (assigned) { assigned.hidden = !topic.assigned_to; assigned.textContent = tr("assigned", { user: topic.assigned_to ?? "" }); }
      renderPosts();
    }
  } else {
    const site = await api<Site>("/gf-sandbox/api/site.json").catch(() => undefined);
    if (site && !state.topic && JSON.stringify(site.topics) !== JSON.stringify(state.site?.topics)) { state.site = site; render(); }
  }
}

function render(): void {
  const app = document.getElementById("gf-app")!;
  document.documentElement.lang = state.lang;
  document.documentElement.dataset["gfScheme"] = state.scheme;
  const site = state.site!;
  const userSelect = el("select", { id: "gf-user", onchange: (e: Event) => {
    state.user = (e.target as HTMLSelectElement).value; localStorage.setItem("gf-sandbox-user", state.user); state.rendered.clear(); render();
  } }, ...site.users.map((u) => el("option", { value: u.username, selected: u.username === state.user }, u.username)));
  const langSelect = el("select", { id: "gf-lang", onchange: (e: Event) => {
    state.lang = (e.target as HTMLSelectElement).value as Lang; localStorage.setItem("gf-sandbox-lang", state.lang); state.rendered.clear();
    void loadLocales().then(render);
  } }, el("option", { value: "es", selected: state.lang === "es" }, "Español"), el("option", { value: "en", selected: state.lang === "en" }, "English"));
  const schemeSelect = el("select", { id: "gf-scheme", onchange: (e: Event) => {
    state.scheme = (e.target as HTMLSelectElement).value === "dark" ? "dark" : "light"; localStorage.setItem("gf-sandbox-scheme", state.scheme); render();
  } }, el("option", { value: "light", selected: state.scheme === "light" }, tr("light")), el("option", { value: "dark", selected: state.scheme === "dark" }, tr("dark")));
  const header = el("header", { class: "gf-site-header" },
    el("a", { class: "gf-site-title", href: "/", onclick: (e: Event) => { e.preventDefault(); go("/"); } }, tr("site")),
    el("div", { class: "gf-site-controls" },
      el("label", { for: "gf-user" }, tr("you")), userSelect,
      el("label", { for: "gf-lang" }, tr("language")), langSelect,
      el("label", { for: "gf-scheme" }, tr("scheme")), schemeSelect));
  const main = el("main", { class: "gf-main", id: "gf-main" });
  const gfCategory = genreFuzzionCategory(site);
  const inGenreFuzzion = () => (gfCategory === undefined ? {} : { categoryId: gfCategory });
  if (state.topic) {
    main.append(
      el("nav", {}, el("a", { href: "/", class: "gf-back", onclick: (e: Event) => { e.preventDefault(); go("/"); } }, tr("back"))),
      el("h1", { class: "gf-topic-title" }, state.topic.title),
      // discourse-assign's line under the title: whom the table waits for, when the service assigns turns.
      el("p", { class: "gf-topic-assigned", id: "gf-topic-assigned", hidden: !state.topic.assigned_to }, tr("assigned", { user: state.topic.assigned_to ?? "" })),
      el("div", { class: "gf-posts", id: "gf-posts" }),
      // The topic's Reply button (topic footer): composer.open with the topic, as the topic controller's replyToPost does.
      el("button", { type: "button", class: "gf-button", id: "gf-reply", "data-gf-primary": "true",
        onclick: () => void composerService.open({ action: "reply", draftKey: `topic_${state.topic!.id}`, topic: topicModel() }) }, tr("reply")));
  } else {
    main.append(
      el("p", { class: "gf-welcome" }, tr("welcome")),
      el("div", { class: "gf-quick-actions" },
        el("button", { type: "button", class: "gf-button", "data-gf-primary": "true", id: "gf-new-sheet", onclick: () => openSheet(inGenreFuzzion()) }, tr("newSheet")),
        el("button", { type: "button", class: "gf-button", id: "gf-new-scene", onclick: () => openScene(inGenreFuzzion()) }, tr("newScene")),
        el("button", { type: "button", class: "gf-button", id: "gf-new-topic", onclick: () => openComposer({ text: "", title: "" }) }, tr("newTopic"))),
      gameCategoryList(site) ?? "",
      el("h1", {}, tr("topics")),
      site.topics.length
        ? el("ul", { class: "gf-topic-list" }, ...site.topics.map((t, i) => topicRow(t, i, site)))
        : el("p", {}, tr("empty")));
  }
  app.replaceChildren(header, main, composerPanel());
  keepRoomUnder(header);
  // A fresh, empty post list: nothing in it is drawn yet, whatever an earlier render drew (a
  // refresh that started on the home page can land after the route has drawn a topic).
  state.rendered.clear();
  if (state.topic) renderPosts();
}

/**
 * The categories the service watches (site setting gf_categories), each with the game it plays
 * (gf_category_games, else gf_default_game, as the initializer reads them) and a button that opens the
 * composer for a new topic there, whose toolbar then offers that game's entries. Nothing when the
 * settings name no category.
 */
function gameCategoryList(site: Site): HTMLElement | null {
  const rows = watchedCategories(site).flatMap(({ id, game }) => {
    const category = site.categories.find((c) => c.id === id);
    if (!category) return [];
    return [el("li", { "data-gf-category": String(id), "data-gf-game": game },
      el("strong", {}, category.name), ` · ${tr("plays", { game: site.game_names[game]?.[state.lang] ?? game })} `,
      el("button", { type: "button", class: "gf-button", "data-gf-new-topic-in": String(id),
        onclick: () => openComposer({ text: "", title: "", categoryId: id }) }, tr("newTopicHere")))];
  });
  return rows.length ? el("section", { class: "gf-categories" }, el("h2", {}, tr("categories")), el("ul", { class: "gf-topic-list gf-category-list" }, ...rows)) : null;
}

/** The watched categories' ids (gf_categories), in order, each with the game it plays. */
function watchedCategories(site: Site): { id: number; game: string }[] {
  const settings = site.site_settings;
  const games = new Map(String(settings["gf_category_games"] ?? "").split("|").map((i) => i.split(":"))
    .filter(([, g]) => g).map(([id, g]) => [Number(id), g!]));
  return String(settings["gf_categories"] ?? "").split("|").filter(Boolean).map(Number)
    .map((id) => ({ id, game: games.get(id) ?? String(settings["gf_default_game"] ?? "") })).filter((c) => c.game);
}

/** GenreFuzzion's first watched category, where its sheet and scene buttons open the composer (else the first). */
const genreFuzzionCategory = (site: Site): number | undefined => watchedCategories(site).find((c) => c.game === "genrefuzzion")?.id;

/**
 * The shown topic as Discourse's Topic model (SandboxTopic), with its post stream as the decorators
 * read it: PostSerializer's created_at, updated_at, version and reply_to_post_number too (the roll
 * badge checks a roll against its pool's post; a service question retires once the service replies to it).
 */
function topicModel(cooked: ReadonlyMap<number, string> = new Map()): SandboxTopic {
  const topic = state.topic!;
  const key = `topic_${topic.id}`;
  return new SandboxTopic({ id: topic.id, title: topic.title, category_id: topic.category_id, draft_key: key, draft_sequence: draftSequence(key),
    post_stream: { posts: topic.posts.map((p) => ({ id: p.id, post_number: p.post_number, username: p.username, cooked: cooked.get(p.id) ?? cook(p.raw),
      created_at: p.created_at, version: p.version, updated_at: lastEdit(p), reply_to_post_number: p.reply_to_post_number })) } });
}

/**
 * The composer service's "reply where?" dialog (services/composer.js save, discourse/discourse@00aa81a2,
 * class reply-where-modal): the topic the reply was opened for (btn-reply-on-original) or the one on
 * screen (btn-reply-here), each labelled with its fancyTitle as HTML, or cancel.
 */
function replyWhere(original: ComposerTopic, here: SandboxTopic, choose: (choice: "original" | "here") => void): void {
  const label = (topic: ComposerTopic) => {
    const span = el("span", { class: "fancy-title" });
    // fancyTitle is HTML (escaped by the server); a topic without one shows what Discourse shows: "undefined".
    span.innerHTML = String((topic as { fancyTitle?: unknown }).fancyTitle);
    return span;
  };
  const close = () => dialog.remove();
  const dialog = el("div", { class: "gf-dialog reply-where-modal", role: "dialog", "aria-modal": "true", "aria-labelledby": "gf-reply-where-title" },
    el("h2", { id: "gf-reply-where-title" }, tr("replyWhere")),
    el("button", { type: "button", class: "gf-button btn-primary btn-reply-where btn-reply-on-original", onclick: () => { close(); choose("original"); } }, label(original)),
    el("button", { type: "button", class: "gf-button btn-reply-where btn-reply-here", onclick: () => { close(); choose("here"); } }, label(here)),
    el("button", { type: "button", class: "gf-button btn-flat btn-reply-where__cancel", onclick: close }, tr("replyWhereCancel")));
  document.body.append(dialog);
  dialog.querySelector<HTMLElement>(".btn-reply-on-original")?.focus();
}

/** Renders new or changed posts, and re-decorates scene and interval cards (their turn depends on later posts). */
function renderPosts(): void {
  const list = document.getElementById("gf-posts");
  const topic = state.topic;
  if (!list || !topic) return;
  const cooked = new Map(topic.posts.map((p) => [p.id, cook(p.raw)]));
  const model = topicModel(cooked);
  let changed = false;
  for (const post of topic.posts) {
    const key = `${post.version}:${post.wiki}:${post.raw.length}:${state.lang}:${state.user}`;
    if (state.rendered.get(post.id) === key) continue;
    changed = true;
    state.rendered.set(post.id, key);
    const body = el("div", { class: "cooked" });
    body.innerHTML = cooked.get(post.id)!; // sanitized by cook()
    const article = el("article", { class: "gf-post", id: `post_${post.post_number}`, "data-post-id": String(post.id), "aria-label": `${post.username} #${post.post_number}` },
      el("header", { class: "gf-post-header" },
        el("span", { class: "gf-post-author" }, post.username),
        post.wiki ? el("span", { class: "gf-post-badge" }, tr("wikiBadge")) : null,
        post.reply_to_post_number !== null ? el("a", { class: "gf-post-reply-to", href: `#post_${post.reply_to_post_number}` },
          tr("inReplyTo", { user: topic.posts.find((q) => q.post_number === post.reply_to_post_number)?.username ?? "", n: String(post.reply_to_post_number) })) : null,
        el("span", { class: "gf-post-number" }, `#${post.post_number}`),
        canEdit(post) ? el("button", { type: "button", class: "gf-button gf-post-edit", "data-gf-edit": String(post.id), "aria-label": tr("edit"), title: tr("edit"),
          onclick: () => openComposer({ topic: topicModel(), text: post.raw, editPost: post }) }, "✎") : null),
      body,
      postMenu(post, body),
      post.version > 1 && post.revisions.length ? postHistory(post) : null);
    const existing = list.querySelector(`[data-post-id="${post.id}"]`);
    if (existing) existing.replaceWith(article); else list.append(article);
    decorate(body, post, model);
  }
  if (!changed) return;
  for (const post of topic.posts) {
    const body = list.querySelector<HTMLElement>(`[data-post-id="${post.id}"] .cooked`);
    // An interval card's actions live on the latest one only: an older card is redrawn without them.
    const interval = body?.querySelector('div[data-gf-card^="interval "]');
    if (interval && body && !interval.querySelector(".gf-interval-form form:not([hidden])")) { decorate(body, post, model); continue; }
    if (!body?.querySelector('div[data-gf-card^="scene "]')) continue;
    // A picker or form the player has open stays open while the thread grows, if its action still
    // is: redrawing the turn must not throw away what they were choosing or typing.
    const open = body.querySelector<HTMLElement>(".gf-scene-picker");
    const kept = open && !open.querySelector("form")?.hidden ? open : null;
    decorate(body, post, model);
    const action = kept?.getAttribute("data-gf-picker-for");
    const button = action ? body.querySelector<HTMLElement>(`[data-gf-turn-action="${action}"]`) : null;
    if (kept && button) { button.closest('div[data-gf-card^="scene "]')?.append(kept); button.setAttribute("aria-expanded", "true"); }
  }
}

/**
 * A post's menu (Discourse's post menu, app/assets/javascripts/discourse/app/components/post/menu):
 * Reply to this very post (buttons/reply.gjs → the topic controller's replyToPost, which opens the
 * composer with the post, so the reply carries reply_to_post_number; titled post.controls.reply, in
 * Spanish "crear una respuesta a esta publicación", client.es.yml at discourse/discourse@01275fa4), Quote (the text selected in the
 * post, else all of it, as the selection's quote button and the composer's importQuote build it with
 * lib/quote.js buildQuote), and the wiki toggle where Discourse keeps it: post/menu/index.gjs draws
 * the items of post_menu_hidden_items ("flag|bookmark|edit|delete|admin" by default) behind "⋯"
 * (buttons/show-more.gjs, title show_more) until it is clicked; the admin item is the 🔧 button
 * (buttons/admin.gjs, title post.controls.admin), drawn only when the reader canManage (staff) or
 * canWiki; it opens admin-post-menu.gjs, whose "Make Wiki"/"Remove Wiki" (post.controls.wiki/unwiki)
 * is offered when canManage or canWiki (all at discourse/discourse@161765fc, admin-post-menu.gjs at
 * @0f145a00). Whom PostGuardian#can_wiki? allows is wiki-guardian.ts, the sandbox forum's own rule.
 */
function postMenu(post: Post, body: HTMLElement): HTMLElement {
  const reply = (quote?: string) => void composerService.open({ action: "reply", draftKey: `topic_${post.topic_id}`,
    post: { id: post.id, post_number: post.post_number }, topic: topicModel(), ...(quote ? { quote } : {}) });
  const quote = () => {
    const selection = window.getSelection();
    const picked = selection && !selection.isCollapsed && body.contains(selection.anchorNode) ? selection.toString().trim() : "";
    const text = buildQuote(post, picked || post.raw, !picked);
    // A composer already open for this topic takes the quote where its cursor is.
    if (state.composer.open && pending?.topic?.id === post.topic_id && !pending.editPost) insertText(text); else reply(text);
  };
  const nav = el("nav", { class: "gf-post-menu", "aria-label": `${post.username} #${post.post_number}` },
    el("button", { type: "button", class: "gf-button", "data-gf-reply-to": String(post.post_number), title: tr("replyToPostTitle"), onclick: () => reply() }, tr("replyToPost")),
    el("button", { type: "button", class: "gf-button", "data-gf-quote": String(post.post_number), onclick: quote }, tr("quote")));
  const user = currentUser();
  const wiki = canWiki(post);
  if (!user?.staff && !wiki) return nav;
  const adminMenu = el("div", { class: "gf-post-admin-menu", role: "menu", hidden: true },
    wiki ? el("button", { type: "button", class: "gf-button", role: "menuitem", "data-gf-wiki": String(post.id), "aria-pressed": String(post.wiki),
      onclick: () => void toggleWiki(post) }, tr(post.wiki ? "removeWiki" : "makeWiki")) : null);
  const admin = el("button", { type: "button", class: "gf-button", "data-gf-post-admin": String(post.id), title: tr("postAdmin"), "aria-label": tr("postAdmin"),
    "aria-expanded": "false", hidden: true, onclick: () => {
      adminMenu.hidden = !adminMenu.hidden;
      admin.setAttribute("aria-expanded", String(!adminMenu.hidden));
    } }, "🔧");
  const more = el("button", { type: "button", class: "gf-button", "data-gf-show-more": String(post.id), title: tr("showMore"), "aria-label": tr("showMore"),
    onclick: () => { more.remove(); admin.hidden = false; } }, "⋯");
  nav.append(more, admin, adminMenu);
  return nav;
}

/** lib/quote.js buildQuote: `[quote="user, post:N, topic:T"]` (with full:true for a whole post), the text, `[/quote]`, a blank line. */
function buildQuote(post: Post, contents: string, full: boolean): string {
  const params = [post.username, `post:${post.post_number}`, `topic:${post.topic_id}`, ...(full ? ["full:true"] : [])];
  return `[quote="${params.join(", ")}"]\n${contents.trim()}\n[/quote]\n\n`;
}

/** The page's current user, as the site lists them. */
function currentUser(): User | undefined {
  return state.site?.users.find((u) => u.username === state.user);
}

/** PostSerializer#can_wiki for the current user: PostGuardian#can_wiki? (wiki-guardian.ts) with the forum's self_wiki_allowed_groups. */
function canWiki(post: Post): boolean {
  const user = currentUser();
  const author = state.site?.users.find((u) => u.username.toLowerCase() === post.username.toLowerCase());
  return !!author && guardianCanWiki(user && { id: user.id, staff: user.staff, trustLevel: user.trust_level }, author.id,
    groupList(state.site?.self_wiki_allowed_groups));
}

/** The admin menu's "Make wiki" / "Remove wiki": PUT /posts/{id}/wiki (PostsController#wiki), a revision like any edit. */
async function toggleWiki(post: Post): Promise<void> {
  await api<Post>(`/gf-sandbox/api/posts/${post.id}/wiki`, { method: "PUT", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: state.user, wiki: !post.wiki }) });
  await refresh();
}

/** PostSerializer#can_edit: guardian.can_edit? (wiki-guardian.ts canEditPost): the author, staff, or on a wiki trust level 1 and up. */
function canEdit(post: Post): boolean {
  const user = state.site?.users.find((u) => u.username === state.user);
  const author = state.site?.users.find((u) => u.username.toLowerCase() === post.username.toLowerCase());
  return canEditPost(user && { id: user.id, staff: user.staff, trustLevel: user.trust_level }, { authorId: author?.id ?? Number.NaN, wiki: post.wiki });
}

/**
 * Discourse's edits indicator, opening the history: who, when, why, before and after. Its label is the
 * number of edits, version - 1, and its title "last edited on", or "wiki last edited on" on a wiki
 * (post/meta-data/edits-indicator.gjs at discourse/discourse@4aa037a1): a sheet the service made a wiki
 * reads as edited once, as on Discourse.
 */
function postHistory(post: Post): HTMLElement {
  const when = (iso: string) => new Date(iso).toLocaleString(state.lang);
  const edits = post.version - 1;
  return el("details", { class: "gf-post-history" },
    el("summary", { title: tr(post.wiki ? "wikiLastEdited" : "lastEdited", { when: when(lastEdit(post)) }) },
      edits === 1 ? tr("editedOnce") : tr("editedTimes", { n: String(edits) })),
    el("ol", { class: "gf-revisions", "aria-label": tr("history") }, ...post.revisions.map((r) => el("li", { class: "gf-revision", "data-gf-revision": String(r.number) },
      el("p", { class: "gf-revision-head" }, tr("revision", { n: String(r.number), user: r.username, when: when(r.created_at) }), " — ",
        el("span", { class: "gf-revision-reason" }, r.edit_reason ? tr("reason", { reason: r.edit_reason }) : tr("noReason")),
        r.wiki === null ? null : ` — ${tr(r.wiki ? "wikiOn" : "wikiOff")}`),
      r.raw ? el("div", { class: "gf-revision-diff" },
        el("div", {}, el("p", { class: "gf-revision-side" }, tr("before")), el("pre", {}, r.raw[0])),
        el("div", {}, el("p", { class: "gf-revision-side" }, tr("after")), el("pre", {}, r.raw[1]))) : null))));
}

function decorate(body: HTMLElement, post: Post, topicModel: unknown): void {
  const helper = { getModel: () => ({ id: post.id, post_number: post.post_number, topic_id: post.topic_id, username: post.username, topic: topicModel,
    can_edit: canEdit(post) }) };
  for (const d of state.decorators) d(body, helper);
}

// ---- Composer ----------------------------------------------------------------------------------

/** The open composer's category, as Discourse's Composer model has it (categoryId); null when it has none. */
let composerCategory: number | null = null;

/**
 * What the open composer holds. `topic` is what composer.open was given, kept as given (a Topic
 * model, or whatever a caller passed in its place); `replyTo` the post number a post's Reply or
 * Quote answers (reply_to_post_number).
 */
interface Pending { topic?: ComposerTopic; replyTo?: number; text: string; title?: string; editPost?: Post; categoryId?: number }
/** A Topic model, or what a caller passed in its place (only its id is sure to be there). */
type ComposerTopic = SandboxTopic | { readonly id?: number };
let pending: Pending | undefined;

/** Opens the composer: a reply to `topic` (a new topic when it has none); `categoryId` is a new topic's category as first chosen (else the first one). */
function openComposer(opts: Omit<Pending, "topic"> & { topic?: ComposerTopic }): void {
  pending = { text: opts.text, ...(opts.topic ? { topic: opts.topic } : {}), ...(opts.replyTo !== undefined ? { replyTo: opts.replyTo } : {}),
    ...(opts.categoryId !== undefined ? { categoryId: opts.categoryId } : {}),
    ...(opts.title !== undefined ? { title: opts.title } : {}),
    ...(opts.editPost ? { editPost: opts.editPost } : {}) };
  openModel = composerModel(pending);
  state.composer = { open: true, topicId: pending.topic?.id };
  const panel = document.getElementById("gf-composer");
  panel?.replaceWith(composerPanel());
  document.getElementById("gf-composer-text")?.focus();
}

function setComposerText(text: string): void {
  const area = document.getElementById("gf-composer-text") as HTMLTextAreaElement | null;
  if (!area) return;
  area.value = text;
  area.dispatchEvent(new Event("input"));
  area.focus();
}

function insertText(text: string): void {
  const area = document.getElementById("gf-composer-text") as HTMLTextAreaElement | null;
  if (!area) return;
  const at = area.selectionStart ?? area.value.length;
  area.value = area.value.slice(0, at) + text + area.value.slice(area.selectionEnd ?? at);
  area.selectionStart = area.selectionEnd = at + text.length;
  area.dispatchEvent(new Event("input"));
  area.focus();
}

/**
 * While the composer is open the page keeps room for it below the posts, as Discourse does
 * (app/assets/stylesheets/common/base/compose.scss: html.composer-open #main-outlet gets
 * padding-bottom: var(--composer-height)): without it, on a phone the composer covered the last
 * post's buttons, and no scrolling brought them above it.
 */
function makeRoomFor(panel: HTMLElement | undefined): void {
  const root = document.documentElement;
  composerRoom?.disconnect();
  composerRoom = undefined;
  root.classList.toggle("composer-open", panel !== undefined);
  if (!panel) { root.style.removeProperty("--composer-height"); return; }
  composerRoom = new ResizeObserver(() => root.style.setProperty("--composer-height", `${panel.offsetHeight}px`));
  composerRoom.observe(panel);
}
let composerRoom: ResizeObserver | undefined;

/**
 * The sticky header's height, kept in --gf-header-height for the page's scroll-padding-top (page.css):
 * a post scrolled to (a #post_N link, a reply's "in reply to", the first post of a topic) stops below
 * the header instead of under it. The header wraps to two or three lines on a phone, so it is measured.
 */
function keepRoomUnder(header: HTMLElement): void {
  headerRoom?.disconnect();
  headerRoom = new ResizeObserver(() => document.documentElement.style.setProperty("--gf-header-height", `${header.offsetHeight}px`));
  headerRoom.observe(header);
}
let headerRoom: ResizeObserver | undefined;

function composerPanel(): HTMLElement {
  if (!state.composer.open || !pending) { makeRoomFor(undefined); return el("section", { id: "gf-composer", hidden: true }); }
  const p = pending;
  const newTopic = !p.topic && !p.editPost;
  const editing = p.editPost;
  const site = state.site!;
  const text = el("textarea", { id: "gf-composer-text", class: "gf-composer-text", rows: "12", spellcheck: "false" }) as HTMLTextAreaElement;
  text.value = p.text;
  const preview = el("div", { class: "gf-composer-preview cooked", "aria-live": "polite" });
  // Discourse decorates the composer's preview too, with no post behind it (so nothing interactive).
  const updatePreview = () => {
    preview.innerHTML = cook(text.value); // sanitized by cook()
    p.text = text.value;
    for (const d of state.decorators) d(preview, { getModel: () => undefined });
  };
  text.addEventListener("input", updatePreview);
  const status = el("p", { class: "gf-composer-status", role: "status" });
  const title = el("input", { id: "gf-composer-title", type: "text", value: p.title ?? "" }) as HTMLInputElement;
  const category = el("select", { id: "gf-composer-category" },
    ...site.categories.map((c, i) => el("option", { value: String(c.id), selected: p.categoryId !== undefined ? c.id === p.categoryId : i === 0 }, c.name))) as HTMLSelectElement;
  const reason = el("input", { id: "gf-composer-reason", type: "text", value: "" }) as HTMLInputElement;
  const toolEvent: ToolbarEvent = { addText: insertText, applySurround: (a, b) => insertText(`${a}${b}`) };
  // Discourse draws a toolbar button or menu entry only when its `condition` holds (ToolbarBase#addButton).
  const topicId = editing ? editing.topic_id : p.topic?.id;
  composerCategory = newTopic ? Number(category.value) : site.topics.find((t) => t.id === topicId)?.category_id ?? state.topic?.category_id ?? null;
  // The Composer model has its category before its editor draws the preview (the decorators read it there).
  updatePreview();
  // The popup menu's options are Discourse's popupMenuOptions, computed on model.composeState,
  // creatingTopic and post (services/composer.js at discourse/discourse@00aa81a2): their conditions are
  // asked with the composer service as the composer opens (ComposerService#_setupPopupMenuOption), and
  // a category changed afterwards leaves them as they were unless one of those keys is notified.
  // Toolbar buttons are asked on each draw with the editor they are drawn in (toolbar-buttons.gjs:
  // `(button.condition @data.context)`, the d-editor), whose @outletArgs hold the composer's model
  // (composer-editor.gjs at discourse/discourse@1164f107), so a category change draws them anew.
  const editor = { outletArgs: { composer: openModel, editorType: "composer" } };
  let menuOffered = new Set<ToolbarButton>();
  const buttons = () => state.toolbar.filter((b) => (b.menu ? menuOffered.has(b) : b.condition?.(editor) ?? true)).map((b) => el("button", { type: "button", class: "gf-button", "data-gf-toolbar": b.id,
    onclick: () => b.perform(toolEvent) }, sandboxI18n.t(b.title ?? b.label ?? b.id)));
  const toolbar = el("div", { class: "gf-toolbar", role: "toolbar", "aria-label": tr("toolbar") });
  recomputeMenu = () => {
    menuOffered = new Set(state.toolbar.filter((b) => b.menu && (b.condition?.(composerService) ?? true)));
    toolbar.replaceChildren(...buttons());
  };
  recomputeMenu();
  // A new topic's scene block takes its title from the topic's, as it is typed ("Escena 2: El regreso"
  // gives "título: El regreso"), while its título line still holds what was last put there: a second
  // scene opened from the button no longer keeps the skeleton's title, which the sheet's picker then
  // offered as the scene to post into. A título the player typed is left alone.
  if (newTopic) {
    const line = /^([ \t]*(?:título|titulo|title)[ \t]*:[ \t]*)(.*)$/im;
    let synced = line.exec(text.value)?.[2];
    title.addEventListener("input", () => {
      const wanted = title.value.replace(/^\s*(?:escena|scene)\s*\d*\s*[:·.—–-]\s*/i, "").replace(/^…$/, "").trim();
      const current = line.exec(text.value);
      if (!current || synced === undefined || current[2] !== synced || !wanted) return;
      text.value = text.value.replace(line, (_m, head: string) => `${head}${wanted}`);
      synced = wanted;
      updatePreview();
    });
  }
  category.addEventListener("change", () => {
    composerCategory = Number(category.value);
    toolbar.replaceChildren(...buttons());
    observe("model.categoryId");
  });
  const submit = (e: Event) => {
    e.preventDefault();
    // Composer service#save (discourse/discourse@00aa81a2): a reply composed for one topic while the
    // page shows another asks where it goes, each topic named by its fancyTitle, unless the topic shown
    // is closed and the user is not staff; on no topic page (no topic controller model) it posts.
    const shown = state.topic;
    // A new topic needs a title: said before posting, in the page's language, with the words of
    // Discourse's composer (client.en.yml composer.error.title_missing), not as the API's validation text.
    if (newTopic && !editing && !title.value.trim()) {
      status.textContent = tr("titleMissing");
      title.focus();
      return;
    }
    if (!editing && !newTopic && shown && p.topic?.id !== shown.id && (currentUser()?.staff || !topicModel().closed)) {
      const here = topicModel();
      replyWhere(p.topic!, here, (choice) => {
        if (choice === "here") { p.topic = here; delete p.replyTo; }
        void save();
      });
      return;
    }
    void save();
  };
  const save = async () => {
    status.textContent = tr(editing ? "saving" : "posting");
    try {
      // Composer#save: `this.beforeSave().then(() => … editPost or createPost)`, which read the model's
      // reply then (models/composer.js at discourse/discourse@53c16e3f): what beforeSave set is what goes.
      if (beforeSave) await beforeSave.call(openModel ?? composerModel(p));
      if (editing) {
        await api<Post>(`/gf-sandbox/api/posts/${editing.id}`, { method: "PUT", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: state.user, raw: text.value, ...(reason.value.trim() ? { edit_reason: reason.value.trim() } : {}) }) });
        state.composer.open = false;
        pending = undefined;
        document.getElementById("gf-composer")?.replaceWith(composerPanel());
        await refresh();
        return;
      }
      const body = newTopic
        ? { username: state.user, raw: text.value, title: title.value, category_id: Number(category.value) }
        : { username: state.user, raw: text.value, topic_id: p.topic?.id, ...(p.replyTo !== undefined ? { reply_to_post_number: p.replyTo } : {}) };
      const post = await api<Post>("/gf-sandbox/api/posts", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      if (!newTopic) {
        // models/composer.js createPost, once the post is saved (discourse/discourse@047b1725): "It's no
        // longer a new post" — the topic's draft sequence moves on and the post joins its stream. On
        // anything but a Topic model this throws, after the post exists, as on Discourse.
        const topic = p.topic as SandboxTopic;
        topic.set("draft_sequence", nextDraftSequence(topic.draft_key ?? `topic_${post.topic_id}`));
        topic.postStream.commitPost(post);
      }
      state.composer.open = false;
      pending = undefined;
      document.getElementById("gf-composer")?.replaceWith(composerPanel());
      // A reply composed for another topic (the sheet's picker posting into a scene) shows where it went.
      if (newTopic || post.topic_id !== state.topic?.id) go(`/t/${post.topic_id}`); else await refresh();
    } catch (error) {
      status.textContent = tr("failed", { error: (error as Error).message });
    }
  };
  const panel = el("section", { id: "gf-composer", class: "gf-composer", "aria-label": tr("composer") },
    el("form", { onsubmit: (e: Event) => void submit(e) },
      editing ? el("div", { class: "gf-composer-row" },
        el("p", { class: "gf-composer-editing" }, tr("editing", { n: String(editing.post_number) })),
        el("label", { for: "gf-composer-reason" }, tr("editReason")), reason) : null,
      p.replyTo && !editing ? el("p", { class: "gf-composer-editing", id: "gf-composer-reply-to" }, tr("replyingTo", { n: String(p.replyTo) })) : null,
      newTopic ? el("div", { class: "gf-composer-row" },
        el("label", { for: "gf-composer-title" }, tr("title")), title,
        el("label", { for: "gf-composer-category" }, tr("category")), category) : null,
      toolbar,
      el("div", { class: "gf-composer-panes" },
        el("div", {}, el("label", { for: "gf-composer-text" }, tr("body")), text),
        el("div", {}, el("p", { class: "gf-composer-preview-title" }, tr("preview")), preview)),
      status,
      el("div", { class: "gf-composer-actions" },
        el("button", { type: "submit", class: "gf-button", "data-gf-primary": "true", id: "gf-composer-post" }, tr(editing ? "save" : "post")),
        el("button", { type: "button", class: "gf-button", onclick: () => {
          state.composer.open = false; document.getElementById("gf-composer")?.replaceWith(composerPanel());
        } }, tr("cancel")))));
  makeRoomFor(panel);
  return panel;
}

/**
 * A table's language, as the plugin's composer entries and cards take it: its category's
 * (gf_category_languages, by the initializer's own lookup), else the reader's locale.
 */
function tableLang(categoryId: number | undefined): Lang {
  return state.langOfCategory?.(state.site?.site_settings ?? {}, categoryId) ?? state.lang;
}

/** Other players' characters, as their posted sheets name them (never the current user's own). */
function othersCharacters(): string[] {
  const me = state.user.toLowerCase();
  return [...new Set((state.site?.characters ?? []).filter((c) => c.username.toLowerCase() !== me).map((c) => c.name))];
}

/** The current user's own character, once their sheet is posted. */
function ownCharacter(): string | undefined {
  const me = state.user.toLowerCase();
  return state.site?.characters.find((c) => c.username.toLowerCase() === me)?.name;
}

/** The composer's "Insert a character sheet" entry, as GenreFuzzion's manifest names it (the initializer adds it to the menu). */
const INSERT_SHEET = "genrefuzzion.composer.insert_sheet";

/**
 * The new-topic composer with GenreFuzzion's sheet skeleton (GF-CHAR-4): the plugin's own "Insert a
 * character sheet" entry writes it, so the button and the composer's menu insert the same sheet, in the
 * table's language, with the user as its player (GF-META-2) and the name, concept, clichés and
 * objectives for the player to write (the service keeps the sheet out of play until they are, GF-CLI-3,
 * GF-OBJ-1). The title names the player, never a character: the character is the player's to name.
 * It has words enough for Discourse's title rules (min_topic_title_length 15, title_min_entropy 10).
 */
function openSheet(where: { categoryId?: number }): void {
  const lang = tableLang(where.categoryId);
  openComposer({ text: "", title: freeTitle(tr("sheetTitle", { user: state.user }, lang)), ...where });
  const entry = state.toolbar.find((b) => b.id === INSERT_SHEET);
  entry?.perform({ addText: insertText, applySurround: (a, b) => insertText(`${a}${b}`) });
}

/**
 * A title no listed topic has: Discourse refuses one another topic has, case aside (Topic's unique_among,
 * allow_duplicate_topic_titles false), so a player's second sheet is suggested "… (2)", not refused.
 */
function freeTitle(title: string): string {
  const taken = new Set((state.site?.topics ?? []).map((t) => t.title.trim().toLowerCase()));
  let free = title;
  for (let n = 2; taken.has(free.toLowerCase()); n++) free = `${title} (${n})`;
  return free;
}

/**
 * The new-topic composer with a scene to start from, its topic titled after the scene ("Escena 1: La
 * noche del faro"), all in the table's language (its category's), whatever the reader's.
 */
function openScene(where: { categoryId?: number }): void {
  const lang = tableLang(where.categoryId);
  const text = exampleScene(lang);
  const title = /^(?:título|title):\s*(.+)$/m.exec(text)?.[1] ?? "";
  const number = /^(?:número|number):\s*(\d+)$/m.exec(text)?.[1] ?? "1";
  openComposer({ text, title: tr("sceneTitle", { number, title }, lang), ...where });
}

/**
 * A scene to start from (GF-SCENE-2): the user's own character as protagonist, another player's as
 * antagonist when there is one, else an extra (a scene needs one or the other), so a lone newcomer's
 * first scene opens.
 */
function exampleScene(lang: Lang): string {
  const name = ownCharacter() ?? state.user.charAt(0).toUpperCase() + state.user.slice(1);
  const rival = othersCharacters()[0];
  const number = Math.max(0, ...(state.site?.scenes ?? []).map((s) => s.number ?? 0)) + 1;
  return lang === "es"
    ? `[gf-scene]\nnúmero: ${number}\ntítulo: La noche del faro\nescenario: Un faro abandonado en plena tormenta\ntono: tenso\ncliché de escena: Tormenta eléctrica d6\nprotagonista: ${name}\n${rival ? `antagonista: ${rival}` : "extra: El farero — un viejo que no quiere visitas"}\nintención: ${name} descubre quién enciende el faro cada noche\n[/gf-scene]\n`
    : `[gf-scene]\nnumber: ${number}\ntitle: Night at the lighthouse\nsetting: An abandoned lighthouse in a storm\ntone: tense\nscene cliché: Thunderstorm d6\nprotagonist: ${name}\n${rival ? `antagonist: ${rival}` : "extra: The lighthouse keeper — an old man who wants no visitors"}\nintention: ${name} finds out who lights the lighthouse every night\n[/gf-scene]\n`;
}

void boot().catch((e: unknown) => {
  document.getElementById("gf-app")!.textContent = `sandbox page: ${(e as Error).message}`;
});
