// <define:GF_CLIENT_GAMES>
var define_GF_CLIENT_GAMES_default = [{ game: "genrefuzzion", chunkBudget: 2e4, keys: ["pool", "scene", "roll", "action", "interval", "sheet"], questions: ["points"], composers: [{ id: "gf-pool", icon: "dice", label: "genrefuzzion.composer.insert_pool", toolbar: true }, { id: "gf-scene", icon: "scroll", label: "genrefuzzion.composer.insert_scene" }, { id: "gf-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_sheet" }] }, { game: "tricube", chunkBudget: 15e3, cooksCards: true, keys: ["ttchallenge", "ttroll", "ttkarma", "ttsheet", "ttanswer", "ttgm", "tttable", "tterror", "tt-challenge", "tt-desafio", "tt-roll", "tt-tirada", "tt-karma", "tt-sheet", "tt-ficha", "tt-answer", "tt-respuesta", "tt-gm", "tt-dj", "tt-table", "tt-mesa"], composers: [{ id: "tt-challenge", icon: "scroll", label: "genrefuzzion.composer.insert_tt_challenge" }, { id: "tt-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_tt_sheet" }] }, { game: "pujas", chunkBudget: 16e3, keys: ["pj-turn", "pj-turno", "pj-bid", "pj-puja", "pj-ledger", "pj-libro", "pj-table", "pj-mesa"], composers: [{ id: "pj-turn", icon: "coins", label: "genrefuzzion.composer.insert_pj_turn", toolbar: true }, { id: "pj-table", icon: "scroll", label: "genrefuzzion.composer.insert_pj_table" }] }, { game: "facetas", chunkBudget: 14e3, keys: ["fa-conflict", "fa-conflicto", "fa-sheet", "fa-ficha", "fa-turn", "fa-turno", "fa-loot", "fa-botin", "fa-table", "fa-mesa"], composers: [{ id: "fa-conflict", icon: "scroll", label: "genrefuzzion.composer.insert_fa_conflict" }, { id: "fa-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_fa_sheet" }] }, { game: "d20", chunkBudget: 8e3, keys: ["d20-check", "d20-prueba", "d20-roll", "d20-tirada", "d20-sheet", "d20-ficha", "d20-table", "d20-mesa"], composers: [{ id: "d20-check", icon: "scroll", label: "genrefuzzion.composer.insert_d20_check" }, { id: "d20-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_d20_sheet" }] }];

// <define:GF_SCRIPT_VERSIONS>
var define_GF_SCRIPT_VERSIONS_default = { "gf-cook.js": "4e7f3f338333", "gf-d20.js": "a67e8796f79a", "gf-facetas.js": "a241842530d1", "gf-genrefuzzion-forms.js": "24b331bc5577", "gf-genrefuzzion.js": "8544212ff622", "gf-locale-en.js": "ce0feb469a8b", "gf-locale-es.js": "4bb94d826545", "gf-pujas.js": "9a78ef9e15bb", "gf-sheet-checks.js": "a88fcca4fc51", "gf-tricube.js": "314d239dfb7f", "gf-verify-beacon.js": "1218c75801c7", "gf-verify-worker.js": "010bf7355b3e", "gf-verify.js": "5bac7ffeb473" };

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function isLang(value) {
  return value === "es" || value === "en";
}

// src/plugin-client/card-schedule.ts
var BATCH_WAIT = 100;
var CARDS_AT_ONCE = 6;
var IDLE_TIMEOUT = 1e3;
var SLICE = 20;
var WAIT = /* @__PURE__ */ Symbol();
var waiting = /* @__PURE__ */ new Map();
var seen = /* @__PURE__ */ new WeakSet();
var batch = /* @__PURE__ */ new Map();
var near;
var inView;
var atOnce = 0;
var loading = 0;
var loadingSeen = 0;
var batchTimer;
var frameAsked = false;
var idleAsked = false;
function ready() {
  if (near) return true;
  const w = globalThis;
  if (!w.IntersectionObserver || !w.requestIdleCallback) return false;
  near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const visible = inViewport(entry.boundingClientRect);
      run(entry.target, true, visible);
      if (!visible && waiting.has(entry.target)) inView.observe(entry.target);
    }
  }, { rootMargin: "50% 0px" });
  inView = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) run(entry.target, true, true);
  });
  return true;
}
function drawWhenSeen(element, draw) {
  if (!ready()) {
    draw(true);
    return;
  }
  if (!frameAsked) {
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      atOnce = 0;
      for (const card of waiting.keys()) near.observe(card);
    });
  }
  const known = seen.has(element);
  if (known && loadingSeen) {
    batch.set(element, draw);
    batchTimer ?? (batchTimer = setTimeout(drawBatch, BATCH_WAIT));
    return;
  }
  waiting.set(element, draw);
  if (!known && (atOnce >= CARDS_AT_ONCE || waiting.size > 1)) {
    askIdle();
    return;
  }
  if (!known) atOnce++;
  run(element, true, known);
}
var inViewport = (box) => box.bottom > 0 && box.top < innerHeight;
function run(element, wasSeen, mayLoad) {
  const draw = waiting.get(element);
  if (!draw) return false;
  const drawing = draw(mayLoad);
  if (drawing === WAIT) {
    askIdle();
    return false;
  }
  if (waiting.get(element) === draw) waiting.delete(element);
  near.unobserve(element);
  inView.unobserve(element);
  if (wasSeen) seen.add(element);
  if (!(drawing instanceof Promise)) return false;
  loading++;
  if (wasSeen) loadingSeen++;
  void drawing.finally(() => {
    loading--;
    if (wasSeen && !--loadingSeen) drawBatch();
    askIdle();
  }).catch(() => void 0);
  return true;
}
function drawBatch() {
  clearTimeout(batchTimer);
  batchTimer = void 0;
  for (const [element, draw] of [...batch]) {
    batch.delete(element);
    waiting.set(element, draw);
    run(element, true, true);
  }
}
function askIdle() {
  if (idleAsked || !waiting.size || loading) return;
  idleAsked = true;
  requestIdleCallback((deadline) => {
    idleAsked = false;
    const until = performance.now() + Math.max(SLICE, deadline.timeRemaining());
    for (const element of waiting.keys()) {
      if (run(element, false, true) || performance.now() > until) break;
    }
    askIdle();
  }, { timeout: IDLE_TIMEOUT });
}

// src/markup/card-data.ts
var CARD_VALUE = /^([a-z]{1,16}) (\s*\{[^]*)$/;
function readCardValue(raw) {
  const value = CARD_VALUE.exec(raw);
  if (!value) return void 0;
  try {
    return { block: value[1], data: JSON.parse(value[2].replaceAll("'", '"')) };
  } catch {
    return void 0;
  }
}

// src/plugin-client/card-data.ts
var CARD_SELECTOR = "div[data-gf-card]";
var SOURCE_ATTR = "data-gf-source";
var readers = [];
function useCardReaders(games) {
  readers = games;
}
function readCard(element, options = {}) {
  const head = element.getAttribute("data-gf-card");
  if (head === null) return void 0;
  const cooked = readCardValue(head);
  if (cooked) {
    const source = element.querySelector("pre")?.textContent ?? cardText(element).trimStart();
    return { ...cooked, element, source };
  }
  const text = cardText(element);
  for (const game of readers) {
    const value = game.read?.(head, text, options);
    if (value) return { ...value, element };
  }
  return void 0;
}
var cardText = (element) => element.getAttribute(SOURCE_ATTR) ?? element.textContent ?? "";
function keepSource(element) {
  if (!element.hasAttribute(SOURCE_ATTR)) element.setAttribute(SOURCE_ATTR, element.textContent ?? "");
}
var str = (v) => typeof v === "string" ? v : void 0;
var int = (v) => typeof v === "number" && Number.isInteger(v) ? v : void 0;
var list = (v) => Array.isArray(v) ? v : [];
var obj = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};

// src/markup/attr-values.ts
function withoutBidi(text) {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

// src/plugin-client/dom.ts
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === void 0 || value === false) continue;
    if (typeof value === "function") node.addEventListener(name.replace(/^on/, ""), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}
function append(parent, children) {
  for (const c of children) {
    if (c === false || c === null || c === void 0) continue;
    if (Array.isArray(c)) append(parent, c);
    else parent.appendChild(typeof c === "object" ? c : document.createTextNode(withoutBidi(String(c))));
  }
}

// src/plugin-client/cards/parts.ts
function header(t, title, role, scene) {
  return h(
    "div",
    { class: "gf-card-header" },
    h("span", { class: "gf-card-title" }, title),
    role ? h("span", { class: "gf-role", "data-gf-role": role }, t(`card.${role}`)) : null,
    scene !== void 0 ? h("span", { class: "gf-scene-ref" }, t("card.scene_ref", { number: scene })) : null
  );
}
function withRule(message, rule, url, label) {
  if (!rule) return [message];
  const at = message.lastIndexOf(rule);
  return at >= 0 ? [message.slice(0, at), ruleRef(rule, url, label), message.slice(at + rule.length)] : [message, " (", ruleRef(rule, url, label), ")"];
}
function ruleRef(rule, url, label) {
  return url ? h("a", { class: "gf-rule", href: url, target: "_blank", rel: "noopener", title: label }, rule) : h("span", { class: "gf-rule" }, rule);
}

// src/plugin-client/cards/error.ts
function paramsOf(v) {
  const params = /* @__PURE__ */ Object.create(null);
  for (const [k, x] of Object.entries(obj(v))) if (typeof x === "string" || typeof x === "number" && Number.isFinite(x)) params[k] = x;
  return params;
}
function drawError(host, d, source, game) {
  const t = host.t;
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list(d["errors"]).map(obj).map((e) => {
      const rule = str(e["rule"]);
      const code = str(e["code"]);
      const meant = code === "markup.unknown_tag" ? str(e["meant"]) : void 0;
      const said = game && code !== void 0 ? game.message(code, paramsOf(e["params"]), host.lang) : void 0;
      const message = meant ? t("error.unknown_tag", { tag: str(d["tag"]) ?? "", meant }) : said ?? str(e["message"]) ?? code ?? "";
      return h(
        "li",
        { class: "gf-error-item", "data-gf-code": str(e["code"]), "data-gf-rule": rule },
        `${t("error.at", { line: int(e["line"]) ?? 0, column: int(e["column"]) ?? 0 })}: `,
        withRule(message, rule, rule ? host.ruleUrl?.(rule) : void 0, t("error.rule", { rule: rule ?? "" }))
      );
    }), more > 0 ? h("li", { class: "gf-error-more" }, t("error.more", { count: more })) : null),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source))
  ];
}
function drawUnavailable(host, game, source) {
  const t = host.t;
  return [
    h("p", { class: "gf-error-title" }, t("error.game_unavailable", { game: t(`games.${game}`) })),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source))
  ];
}

// src/plugin-client/client-games.ts
var CLIENT_GAMES = typeof define_GF_CLIENT_GAMES_default === "object" ? define_GF_CLIENT_GAMES_default : [];

// src/plugin-client/roll-check.ts
function statusLine(element, status, title) {
  element.querySelector(":scope > .gf-verify")?.remove();
  element.setAttribute("data-gf-verified", status);
  element.appendChild(h("div", { class: "gf-verify", "data-gf-status": status, role: "status" }, title));
}
function checkRoll(element, card, host) {
  if (!element.hasAttribute("data-gf-verified")) element.setAttribute("data-gf-verified", "checking");
  const token = `l${Math.random()}`;
  element.setAttribute("data-gf-check", token);
  return (host.loadVerifier?.() ?? Promise.reject()).then((verifier) => verifier.queueRollCheck(element, card, host)).catch(() => {
    if (element.getAttribute("data-gf-check") === token) statusLine(element, "unverifiable", host.t("roll.no_verifier"));
    return { status: "unverifiable", reason: "no_verifier" };
  });
}
function rollContext(host, post) {
  const times = post !== void 0 ? host.postTime?.(post) : void 0;
  return {
    ...times ? { forumTime: times.created, ...times.edited !== void 0 ? { editTime: times.edited } : {} } : {},
    ...host.author !== void 0 ? { shownBy: host.author } : {}
  };
}

// src/plugin-client/cards/dice-roll.ts
function diceOf(d) {
  return list(d["dice"]).map(obj).flatMap((x) => {
    const size = int(x["size"]);
    const face = int(x["face"]);
    return size !== void 0 && face !== void 0 && size >= 2 && size <= 100 && face >= 1 && face <= size ? [{ size, face }] : [];
  });
}
function drawDiceRoll(host, d) {
  const t = host.t;
  return [
    header(t, t("card.roll")),
    h("div", { class: "gf-rolled", role: "list", "aria-label": t("roll.rolled_dice") }, diceOf(d).map((r) => {
      const label = t("roll.die_aria", { size: r.size, face: r.face });
      return h("span", { class: "gf-die", role: "listitem", "data-gf-size": r.size, "data-gf-face": r.face, "aria-label": label, title: label }, String(r.face));
    }))
  ];
}
function decorateDiceRoll(card, host) {
  const post = int(card.data["post"]);
  const block = int(card.data["block"]);
  return checkRoll(card.element, {
    proof: str(card.data["proof"]),
    post,
    dice: diceOf(card.data),
    ...block !== void 0 && block >= 0 ? { block } : {},
    ...rollContext(host, post)
  }, host);
}

// src/markup/dice-roll-card.ts
var DICE_ROLL_CARD = "diceroll";

// src/plugin-client/question.ts
var SELECTOR = "div[data-gf-question]";
var same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
function decorateQuestions(root, host, cardsFor) {
  for (const element of root.querySelectorAll(SELECTOR)) {
    element.replaceChildren();
    if (element.closest("blockquote, aside.quote")) continue;
    if (!host.replyToPost || !same(host.author, host.serviceUsername) || !same(host.username, element.getAttribute("data-gf-for"))) continue;
    if (answered(host)) continue;
    const reply = host.replyToPost;
    const kind = element.getAttribute("data-gf-question") ?? "";
    cardsFor(kind, (cards) => {
      const answers = cards.answers?.(kind, host, reply);
      if (answers) element.replaceChildren(...answers);
    });
  }
}
function answered(host) {
  const thread = host.thread?.();
  const me = thread?.find((p) => p.id === host.postId);
  return !!me && thread.some((p) => p.postNumber > me.postNumber && p.replyToPostNumber === me.postNumber && same(p.username, host.serviceUsername));
}

// src/lib/version.ts
var PRODUCT_VERSION = "0.1.0";

// src/lib/rule-reference.ts
var isPluginPages = (base) => /(^|\/)plugins\/genrefuzzion\/rules$/.test(base);
function ruleAnchor(ruleId) {
  return ruleId.trim().toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}
function ruleReferenceUrl(base, lang, ruleId) {
  const anchor = ruleAnchor(ruleId);
  const trimmed = base.trim();
  if (trimmed.includes("{lang}") || trimmed.includes("{rule}")) {
    const filled = trimmed.replaceAll("{lang}", lang).replaceAll("{rule}", encodeURIComponent(anchor));
    return trimmed.includes("{rule}") ? filled : `${filled}#${anchor}`;
  }
  const path = trimmed.replace(/\/+$/, "");
  return `${path}/${lang}.html${isPluginPages(path) ? `?v=${PRODUCT_VERSION}` : ""}#${anchor}`;
}

// src/plugin-client/public-scripts.ts
var VERSIONS = typeof define_GF_SCRIPT_VERSIONS_default === "object" ? define_GF_SCRIPT_VERSIONS_default : {};
function publicScriptPath(file) {
  const version = Object.prototype.hasOwnProperty.call(VERSIONS, file) ? VERSIONS[file] : void 0;
  return `/plugins/genrefuzzion/javascripts/${file}${version ? `?v=${version}` : ""}`;
}

// src/plugin-client/index.ts
var GAME_BY_KEY = new Map(CLIENT_GAMES.flatMap((g) => g.keys.map((key) => [key, g])));
var GAME_BY_QUESTION = new Map(CLIENT_GAMES.flatMap((g) => (g.questions ?? []).map((kind) => [kind, g])));
var chunks = /* @__PURE__ */ new Map();
function chunkOf(game, load) {
  const known = chunks.get(game);
  if (known !== void 0) return known;
  const loading2 = (load ? load(game) : Promise.reject(new Error("this page loads no chunks"))).then((chunk) => {
    if (typeof chunk?.cards?.draw !== "function" || chunk.cards.game !== game) throw new Error(`gf-${game}.js is not ${game}'s chunk`);
    chunks.set(game, chunk);
    useCardReaders([...chunks.values()].filter((c) => !(c instanceof Error) && !(c instanceof Promise)).map((c) => c.cards));
    return chunk;
  }, (error) => {
    const failed = error instanceof Error ? error : new Error(String(error));
    chunks.set(game, failed);
    throw failed;
  });
  chunks.set(game, loading2);
  return loading2;
}
function decorateCooked(root, host) {
  decorateQuestions(root, host, (kind, draw) => {
    const game = GAME_BY_QUESTION.get(kind);
    if (!game) return;
    const chunk = chunkOf(game.game, host.loadGame);
    if (chunk instanceof Promise) void chunk.then((c) => draw(c.cards), () => void 0);
    else if (!(chunk instanceof Error)) draw(chunk.cards);
  });
  for (const element of root.querySelectorAll(CARD_SELECTOR)) drawWhenSeen(element, (mayLoad) => decorateCard(element, host, mayLoad));
}
function decorateCard(element, host, mayLoad) {
  const head = element.getAttribute("data-gf-card") ?? "";
  const game = GAME_BY_KEY.get(head.split(" ", 1)[0]);
  if (!game) return void drawCard(element, head, host, void 0, {});
  const known = chunks.get(game.game);
  if (!mayLoad && (known === void 0 || known instanceof Promise)) return WAIT;
  const chunk = chunkOf(game.game, host.loadGame);
  if (chunk instanceof Promise) {
    return chunk.then((c) => drawWhenSeen(element, (may) => withChunk(element, head, host, c, may)), () => unavailable(element, host, game.game));
  }
  if (chunk instanceof Error) unavailable(element, host, game.game);
  else return withChunk(element, head, host, chunk, mayLoad);
  return void 0;
}
function withChunk(element, head, host, chunk, mayLoad) {
  const ready2 = chunk.cards.prepare?.(head, host, cardText(element), !mayLoad);
  if (ready2 === "wait") return WAIT;
  if (ready2 instanceof Promise) return ready2.then((options) => drawWhenSeen(element, () => drawCard(element, head, host, chunk.cards, options)));
  return void drawCard(element, head, host, chunk.cards, ready2 ?? {});
}
var read = /* @__PURE__ */ new Map();
function drawCard(element, head, host, cards, options) {
  const key = host.lang + !options.sheetWarnings + head + "\0" + cardText(element);
  const known = read.get(key);
  const card = known ? { ...known, element } : readCard(element, { ...options, lang: host.lang });
  if (!card) return;
  if (!known && read.set(key, { ...card, element: void 0 }).size > 2e3) read.clear();
  const platform = !cards && card.block === DICE_ROLL_CARD;
  const gameError = cards?.errorCard?.block === card.block ? cards.errorCard : void 0;
  const error = card.block === "error" || gameError !== void 0;
  const drawn = error ? drawError(host, card.data, card.source, gameError) : platform ? drawDiceRoll(host, card.data) : cards?.draw(card, host);
  if (!drawn) return;
  show(element, host, error ? "error" : platform ? "roll" : card.block, drawn);
  if (error || element.closest("blockquote, aside.quote")) return;
  if (platform) {
    void decorateDiceRoll(card, host);
    return;
  }
  cards?.decorate?.(card, host);
}
function unavailable(element, host, game) {
  show(element, host, "error", drawUnavailable(host, game, cardText(element)));
  element.setAttribute("data-gf-state", "unavailable");
}
function show(element, host, block, drawn) {
  keepSource(element);
  element.replaceChildren(...drawn);
  element.setAttribute("lang", host.lang);
  element.setAttribute("data-gf-block", block);
  element.removeAttribute("data-gf-verified");
  element.removeAttribute("data-gf-check");
  element.removeAttribute("data-gf-state");
}
function composerEntries() {
  return CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((entry) => ({ ...entry, game: g.game })));
}
function composerText(entry, lang, load, writer, model) {
  const write = (chunk2) => {
    const text = chunk2.compose?.[entry.id];
    if (!text) throw new Error(`gf-${entry.game}.js writes no ${entry.id}`);
    return text(lang, writer, load, model);
  };
  const chunk = chunkOf(entry.game, load);
  if (chunk instanceof Promise) return chunk.then(write);
  if (chunk instanceof Error) return Promise.reject(chunk);
  return write(chunk);
}
function cardCookGames() {
  return CLIENT_GAMES.filter((g) => g.cooksCards).map((g) => g.game);
}
function langOf(locale, fallback) {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  return isLang(base) ? base : isLang(fallback) ? fallback : DEFAULT_LANG;
}
export {
  cardCookGames,
  composerEntries,
  composerText,
  decorateCooked,
  langOf,
  publicScriptPath,
  ruleReferenceUrl
};
