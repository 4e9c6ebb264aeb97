// <define:GF_CLIENT_GAMES>
var define_GF_CLIENT_GAMES_default = [{ game: "genrefuzzion", chunkBudget: 36e3, keys: ["pool", "scene", "roll", "action", "interval", "sheet"], questions: ["points"], composers: [{ id: "gf-pool", icon: "dice", label: "genrefuzzion.composer.insert_pool", toolbar: true }, { id: "gf-scene", icon: "scroll", label: "genrefuzzion.composer.insert_scene" }, { id: "gf-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_sheet" }] }, { game: "tricube", chunkBudget: 15e3, cooksCards: true, keys: ["ttchallenge", "ttroll", "ttkarma", "ttsheet", "ttanswer", "ttgm", "tttable", "tt-challenge", "tt-desafio", "tt-roll", "tt-tirada", "tt-karma", "tt-sheet", "tt-ficha", "tt-answer", "tt-respuesta", "tt-gm", "tt-dj", "tt-table", "tt-mesa"], composers: [{ id: "tt-challenge", icon: "scroll", label: "genrefuzzion.composer.insert_tt_challenge" }, { id: "tt-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_tt_sheet" }] }, { game: "pujas", chunkBudget: 16e3, keys: ["pj-turn", "pj-turno", "pj-bid", "pj-puja", "pj-ledger", "pj-libro", "pj-table", "pj-mesa"], composers: [{ id: "pj-turn", icon: "coins", label: "genrefuzzion.composer.insert_pj_turn", toolbar: true }, { id: "pj-table", icon: "scroll", label: "genrefuzzion.composer.insert_pj_table" }] }, { game: "facetas", chunkBudget: 14e3, keys: ["fa-conflict", "fa-conflicto", "fa-sheet", "fa-ficha", "fa-turn", "fa-turno", "fa-loot", "fa-botin", "fa-table", "fa-mesa"], composers: [{ id: "fa-conflict", icon: "scroll", label: "genrefuzzion.composer.insert_fa_conflict" }, { id: "fa-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_fa_sheet" }] }, { game: "d20", chunkBudget: 8e3, keys: ["d20-check", "d20-prueba", "d20-roll", "d20-tirada", "d20-sheet", "d20-ficha", "d20-table", "d20-mesa"], composers: [{ id: "d20-check", icon: "scroll", label: "genrefuzzion.composer.insert_d20_check" }, { id: "d20-sheet", icon: "dice-d20", label: "genrefuzzion.composer.insert_d20_sheet" }] }];

// <define:GF_SCRIPT_VERSIONS>
var define_GF_SCRIPT_VERSIONS_default = { "gf-cook.js": "8a3898501c3b", "gf-d20.js": "ac43f40da8c6", "gf-facetas.js": "44ded713ff33", "gf-genrefuzzion.js": "140bf2a629e4", "gf-locale-en.js": "215f6dd94e5e", "gf-locale-es.js": "e7c5ac08848e", "gf-pujas.js": "4cdca9df2d6a", "gf-sheet-checks.js": "6ec7a8e0ec62", "gf-tricube.js": "09cec611b41f", "gf-verify-beacon.js": "9a18026e5d66", "gf-verify-worker.js": "31540bf84d18", "gf-verify.js": "f1872ab07ed9" };

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function isLang(value) {
  return value === "es" || value === "en";
}

// src/markup/card-data.ts
var BLOCK_WORD = /^[a-z]{1,16}$/;
function readCardValue(raw) {
  const space = raw.indexOf(" ");
  const block = space > 0 ? raw.slice(0, space) : "";
  if (!BLOCK_WORD.test(block)) return void 0;
  let data;
  try {
    data = JSON.parse(raw.slice(space + 1).replaceAll("'", '"'));
  } catch {
    return void 0;
  }
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { block, data } : void 0;
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
    const source = element.querySelector("pre")?.textContent ?? (element.getAttribute(SOURCE_ATTR) ?? element.textContent ?? "").trimStart();
    return { element, block: cooked.block, data: cooked.data, source };
  }
  const text = element.getAttribute(SOURCE_ATTR) ?? element.textContent ?? "";
  for (const game of readers) {
    const value = game.read?.(head, text, options);
    if (value) return { element, block: value.block, data: value.data, source: value.source };
  }
  return void 0;
}
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
var counter = 0;
var uid = (prefix) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

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
function drawError(host, d, source) {
  const t = host.t;
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list(d["errors"]).map(obj).map((e) => {
      const rule = str(e["rule"]);
      const meant = e["code"] === "markup.unknown_tag" ? str(e["meant"]) : void 0;
      const message = meant ? t("error.unknown_tag", { tag: str(d["tag"]) ?? "", meant }) : str(e["message"]) ?? "";
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

// src/plugin-client/verdict.ts
var clock = (ms, now = Date.now()) => {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, "0");
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  const today = new Date(now);
  const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate();
  return sameDay ? time : `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`;
};
function duration(ms) {
  const s = Math.round(Math.abs(ms) / 1e3);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h2 = Math.floor(min / 60);
  if (h2 < 48) return min % 60 ? `${h2} h ${min % 60} min` : `${h2} h`;
  return `${Math.floor(h2 / 24)} d`;
}
function lagText(verdict, t) {
  if (verdict.dated) return t("roll.dated_forum");
  if (verdict.lagMs === void 0) return "";
  const key = verdict.edited ? "roll.lag_edit" : "roll.lag_post";
  return verdict.lagMs >= 0 ? t(key, { lag: duration(verdict.lagMs) }) : t("roll.lag_before", { lag: duration(verdict.lagMs) });
}
var versionText = (verdict, t) => verdict.proofVersion ? t(`roll.version_v${verdict.proofVersion}`) : "";
function verdictText(verdict, t, postLabel) {
  const join = (...parts) => parts.filter(Boolean).join(" ");
  const named = (post) => postLabel?.(post) ?? post;
  switch (verdict.status) {
    case "checking":
      return { title: t("roll.checking"), detail: "" };
    case "verified":
      return { title: t("roll.verified"), detail: join(
        verdict.beacon ? t("roll.verified_detail_beacon", { post: named(verdict.post), round: verdict.beacon.round, chain: verdict.beacon.chain }) : t("roll.verified_detail", { post: named(verdict.post) }),
        lagText(verdict, t),
        versionText(verdict, t),
        verdict.beacon ? t("roll.beacon_fallback") : ""
      ) };
    case "signed":
      return {
        title: verdict.checkableFrom !== void 0 ? t("roll.signed_until", { time: clock(verdict.checkableFrom) }) : t("roll.signed"),
        detail: join(
          t("roll.signed_detail", { post: named(verdict.post) }),
          lagText(verdict, t),
          versionText(verdict, t),
          verdict.missing ? t(`roll.missing_${verdict.missing}`) : verdict.partly ? t("roll.partly_checked") : verdict.beacon ? t("roll.pending_beacon", { round: verdict.beacon.round, chain: verdict.beacon.chain }) : verdict.checkableFrom === void 0 ? t("roll.pending_faces", { epoch: verdict.epoch }) : ""
        )
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "quoted":
      return { title: t("roll.quoted", { post: named(verdict.post) }), detail: t("roll.quoted_detail") };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}
function verdictChecks(verdict, t, postLabel) {
  const named = (post) => postLabel?.(post) ?? post;
  switch (verdict.status) {
    case "verified":
      return { checked: [
        t("roll.check_signature"),
        t("roll.check_dice"),
        t("roll.check_post", { post: named(verdict.post) }),
        verdict.beacon ? t("roll.check_faces_beacon", { round: verdict.beacon.round, chain: verdict.beacon.chain }) : t("roll.check_faces")
      ], pending: [] };
    case "signed": {
      const checked = [t("roll.check_signature"), t("roll.check_dice"), ...verdict.partly ? [] : [t("roll.check_post", { post: named(verdict.post) })]];
      const pending = [
        ...verdict.partly ? [t("roll.pending_post", { post: named(verdict.post) })] : [],
        verdict.missing ? t(`roll.pending_${verdict.missing}`) : verdict.partly ? "" : verdict.checkableFrom !== void 0 ? t("roll.pending_faces_at", { time: clock(verdict.checkableFrom) }) : t("roll.pending_faces", { epoch: verdict.epoch })
      ].filter(Boolean);
      return { checked: verdict.partly ? [...checked, t("roll.check_faces")] : checked, pending };
    }
    default:
      return { checked: [], pending: [] };
  }
}

// src/plugin-client/roll-badge.ts
var queue = [];
var scheduled = false;
var drawn = 0;
function badge(element, verdict, host) {
  element.querySelector(":scope > .gf-verify")?.remove();
  element.setAttribute("data-gf-verified", verdict.status);
  const label = (post) => {
    const n = host.postNumber ? host.postNumber(post) : host.thread?.().find((p) => p.id === post)?.postNumber;
    return n === void 0 ? String(post) : `#${n}`;
  };
  const { title, detail } = verdictText(verdict, host.t, label);
  const { checked, pending } = verdictChecks(verdict, host.t, label);
  const icon = verdict.status === "verified" ? "\u2713" : verdict.status === "signed" ? "\u25F7" : verdict.status === "failed" ? "\u2717" : verdict.status === "checking" ? "\u2026" : verdict.status === "quoted" ? "\u275D" : "?";
  const list2 = (head, items, kind) => items.length ? [h("p", { class: "gf-verify-head" }, head), h("ul", { class: "gf-verify-list", "data-gf-checks": kind }, items.map((i) => h("li", {}, i)))] : null;
  const panelId = uid("gf-verify-panel");
  const panel = h(
    "div",
    { id: panelId, class: "gf-verify-panel", hidden: true },
    detail ? h("p", { class: "gf-verify-detail" }, detail) : null,
    list2(host.t("roll.panel_checked"), checked, "checked"),
    list2(host.t("roll.panel_pending"), pending, "pending")
  );
  const toggle = h(
    "button",
    {
      type: "button",
      class: "gf-verify-toggle",
      "aria-expanded": "false",
      "aria-controls": panelId,
      onclick: () => {
        panel.hidden = !panel.hidden;
        toggle.setAttribute("aria-expanded", String(!panel.hidden));
      }
    },
    h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
    h("span", { class: "gf-verify-title" }, title)
  );
  element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" }, toggle, panel));
}
var pageKey = (host) => JSON.stringify([host.publicKey, host.topicId ?? null, host.forum ?? null, host.serviceUrl ?? null, host.serviceUsername ?? null]);
async function flush() {
  scheduled = false;
  const batch = queue;
  queue = [];
  const groups = /* @__PURE__ */ new Map();
  for (const q of batch) {
    const key = pageKey(q.host);
    groups.set(key, [...groups.get(key) ?? [], q]);
  }
  for (const group of groups.values()) {
    const host = group[0].host;
    let verdicts;
    try {
      const verifier = await host.loadVerifier?.();
      if (!verifier) throw new Error("no verifier");
      verdicts = await verifier.verifyCards(group.map((q) => q.card), {
        publicKey: host.publicKey,
        ...host.topicId !== void 0 ? { topicId: host.topicId } : {},
        ...host.forum ? { forum: host.forum } : {},
        ...host.serviceUrl ? { serviceUrl: host.serviceUrl } : {},
        ...host.serviceUsername ? { serviceUsername: host.serviceUsername } : {},
        ...host.loadBeacon ? { loadBeacon: () => host.loadBeacon() } : {},
        ...host.revisionTime ? { revisionTime: (id, n) => host.revisionTime(id, n) } : {}
      });
    } catch {
      verdicts = group.map(() => ({ status: "unverifiable", reason: "no_verifier" }));
    }
    group.forEach((q, i) => {
      const verdict = verdicts[i] ?? { status: "unverifiable", reason: "no_verifier" };
      if (q.element.getAttribute("data-gf-check") === q.token) badge(q.element, verdict, q.host);
      q.done(verdict);
    });
  }
}
function queueRollCheck(element, card, host) {
  const token = String(++drawn);
  element.setAttribute("data-gf-check", token);
  badge(element, { status: "checking" }, host);
  return new Promise((done) => {
    queue.push({ element, token, card, host, done });
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => {
        void flush();
      }, 0);
    }
  });
}
function rollContext(host, post) {
  const times = post !== void 0 ? host.postTime?.(post) : void 0;
  return {
    ...times ? { forumTime: times.created, ...times.edited !== void 0 ? { editTime: times.edited } : {} } : {},
    // Who wrote the post the card sits in: a card outside the service's reply is a quote (§V.8).
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
  return queueRollCheck(card.element, {
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
    const reply = host.replyToPost;
    const kind = element.getAttribute("data-gf-question") ?? "";
    cardsFor(kind, (cards) => {
      const answers = cards.answers?.(kind, host, reply);
      if (answers) element.replaceChildren(...answers);
    });
  }
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
  const loading = (load ? load(game) : Promise.reject(new Error("this page cannot load the games' chunks"))).then((chunk) => {
    if (typeof chunk?.cards?.draw !== "function" || chunk.cards.game !== game) throw new Error(`gf-${game}.js is not ${game}'s chunk`);
    chunks.set(game, chunk);
    useCardReaders([...chunks.values()].filter((c) => !(c instanceof Error) && !(c instanceof Promise)).map((c) => c.cards));
    return chunk;
  }, (error) => {
    const failed = error instanceof Error ? error : new Error(String(error));
    chunks.set(game, failed);
    throw failed;
  });
  chunks.set(game, loading);
  return loading;
}
function decorateCooked(root, host) {
  decorateQuestions(root, host, (kind, draw) => {
    const game = GAME_BY_QUESTION.get(kind);
    if (!game) return;
    const chunk = chunkOf(game.game, host.loadGame);
    if (chunk instanceof Promise) void chunk.then((c) => draw(c.cards), () => void 0);
    else if (!(chunk instanceof Error)) draw(chunk.cards);
  });
  for (const element of root.querySelectorAll(CARD_SELECTOR)) {
    const head = element.getAttribute("data-gf-card") ?? "";
    const game = GAME_BY_KEY.get(head.split(" ", 1)[0]);
    if (!game) {
      drawCard(element, host, void 0, {});
      continue;
    }
    const chunk = chunkOf(game.game, host.loadGame);
    if (chunk instanceof Promise) void chunk.then((c) => withChunk(element, head, host, c), () => unavailable(element, host, game.game));
    else if (chunk instanceof Error) unavailable(element, host, game.game);
    else withChunk(element, head, host, chunk);
  }
}
function withChunk(element, head, host, chunk) {
  const ready = chunk.cards.prepare?.(head, host);
  if (ready instanceof Promise) void ready.then((options) => drawCard(element, host, chunk.cards, options));
  else drawCard(element, host, chunk.cards, ready ?? {});
}
function drawCard(element, host, cards, options) {
  const card = readCard(element, { ...options, lang: host.lang });
  if (!card) return;
  const platform = !cards && card.block === DICE_ROLL_CARD;
  const drawn2 = card.block === "error" ? drawError(host, card.data, card.source) : platform ? drawDiceRoll(host, card.data) : cards?.draw(card, host);
  if (!drawn2) return;
  show(element, host, platform ? "roll" : card.block, drawn2);
  if (card.block === "error" || element.closest("blockquote, aside.quote")) return;
  if (platform) {
    void decorateDiceRoll(card, host);
    return;
  }
  cards?.decorate?.(card, host);
}
function unavailable(element, host, game) {
  keepSource(element);
  show(element, host, "error", drawUnavailable(host, game, element.getAttribute("data-gf-source") ?? ""));
  element.setAttribute("data-gf-state", "unavailable");
}
function show(element, host, block, drawn2) {
  keepSource(element);
  element.replaceChildren(...drawn2);
  element.setAttribute("lang", host.lang);
  element.setAttribute("data-gf-block", block);
  element.removeAttribute("data-gf-verified");
  element.removeAttribute("data-gf-check");
  element.removeAttribute("data-gf-state");
}
function composerEntries() {
  return CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((entry) => ({ ...entry, game: g.game })));
}
function composerText(entry, lang, load, writer) {
  const write = (chunk2) => {
    const text = chunk2.compose?.[entry.id];
    if (!text) throw new Error(`gf-${entry.game}.js writes no ${entry.id}`);
    return text(lang, writer);
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
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
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
