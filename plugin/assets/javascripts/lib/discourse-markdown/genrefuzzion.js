var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// src/markup/card-cooks.ts
var CARD_COOKS_GLOBAL = "GfCardCooks";
function cardCookOf(game) {
  const cooks = globalThis[CARD_COOKS_GLOBAL];
  if (typeof cooks !== "object" || cooks === null || !Object.prototype.hasOwnProperty.call(cooks, game)) return void 0;
  const cook = cooks[game];
  return typeof cook?.parse === "function" && typeof cook.render === "function" ? cook : void 0;
}

// src/lib/i18n.ts
var DEFAULT_LANG = "es";

// src/markup/html.ts
var Html = class _Html {
  /** Only this module makes Html (a plain field: private #fields cost WeakMaps once bundled for es2020). */
  constructor(text) {
    __publicField(this, "text", text);
  }
  /** @internal */
  static trusted(text) {
    return new _Html(text);
  }
  toString() {
    return this.text;
  }
};
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var NEEDS_ESCAPE = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var ESCAPE_ALL = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function escapeHtml(text) {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : text;
}
var NEEDS_ESCAPE_TEXT = /[&<>\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var ESCAPE_TEXT = /[&<>\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function escapeText(text) {
  return NEEDS_ESCAPE_TEXT.test(text) ? text.replace(ESCAPE_TEXT, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : text;
}
function serialise(children) {
  let out = "";
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    if (c === false || c === null || c === void 0 || c === "") continue;
    if (c instanceof Html) out += c.text;
    else if (typeof c === "string") out += escapeHtml(c);
    else if (typeof c === "number") out += String(c);
    else out += serialise(c);
  }
  return out;
}
var NEEDS_ESCAPE_ATTR = /[&<>"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var ESCAPE_ATTR = /[&<>"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function quoted(value) {
  return '"' + (NEEDS_ESCAPE_ATTR.test(value) ? value.replace(ESCAPE_ATTR, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : value) + '"';
}
function el(tag, attrs, ...children) {
  let open = "<" + tag;
  for (const name in attrs) {
    const value = attrs[name];
    if (value === void 0 || value === false) continue;
    open += " " + name + "=" + (typeof value === "number" || name === "class" ? '"' + value + '"' : quoted(value));
  }
  return Html.trusted(open + ">" + serialise(children) + "</" + tag + ">");
}
var LINE_BREAK = Html.trusted("<br>\n");

// src/markup/tag.ts
var TAG_NAME = /^\[([A-Za-z][A-Za-z0-9-]*)(?=[\s\]]|$)/;
var TAG_NAME_AT = /\[([A-Za-z][A-Za-z0-9-]*)(?=[\s\]]|$)/y;
var CLOSE_QUOTE = /["“”]/g;
var NON_SPACE = /\S/g;
var ATTR_NAME = /[^\s=\]"“”\[]+/y;
var BARE_VALUE = /[^\s\]"“”\[]+/y;
function tagNameOf(trimmed) {
  return TAG_NAME.exec(trimmed)?.[1]?.toLowerCase();
}
function skipSpace(text, at) {
  for (let c = text.charCodeAt(at); c === 32 || c === 9; c = text.charCodeAt(++at)) ;
  return at;
}
function readOpenTag(text, from) {
  TAG_NAME_AT.lastIndex = from;
  const m = TAG_NAME_AT.exec(text);
  if (!m) return void 0;
  const tag = m[1].toLowerCase();
  const attrs = [];
  let at = from + m[0].length;
  for (; ; ) {
    const before = at;
    at = skipSpace(text, at);
    if (text[at] === "]") {
      NON_SPACE.lastIndex = at + 1;
      const extra = NON_SPACE.exec(text);
      if (extra) return { ok: false, tag, column: extra.index + 1 };
      return { ok: true, tag, attrs };
    }
    if (at === before && attrs.length > 0) return { ok: false, tag, column: at + 1 };
    ATTR_NAME.lastIndex = at;
    const name = ATTR_NAME.exec(text);
    if (!name) return { ok: false, tag, column: at + 1 };
    const nameStart = at;
    at = ATTR_NAME.lastIndex;
    if (text[at] !== "=") return { ok: false, tag, column: at + 1 };
    at++;
    const open = text[at];
    if (open === '"' || open === "\u201C" || open === "\u201D") {
      CLOSE_QUOTE.lastIndex = at + 1;
      const closing = CLOSE_QUOTE.exec(text);
      if (!closing) return { ok: false, tag, column: at + 1 };
      const valueStart = at + 1;
      const valueEnd = closing.index;
      attrs.push({ name: name[0], value: text.slice(valueStart, valueEnd), nameStart, valueStart, valueEnd });
      at = valueEnd + 1;
    } else {
      BARE_VALUE.lastIndex = at;
      const value = BARE_VALUE.exec(text);
      if (!value) return { ok: false, tag, column: at + 1 };
      attrs.push({ name: name[0], value: value[0], nameStart, valueStart: at, valueEnd: BARE_VALUE.lastIndex });
      at = BARE_VALUE.lastIndex;
    }
  }
}
function closeTagOf(text) {
  const t = text.trim();
  if (t.length < 4 || t.charCodeAt(0) !== 91 || t.charCodeAt(1) !== 47 || t.charCodeAt(t.length - 1) !== 93) {
    return void 0;
  }
  const name = t.slice(2, -1);
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(name) ? name.toLowerCase() : void 0;
}

// src/markup/cooked-card.ts
var LINE_BREAK2 = "<br>\n";
function cookedCard(head, text, starts, ends, from, to) {
  return cookedLines(head.key + " " + head.lang + " " + head.firstLine + " " + head.openFrom, text, starts, ends, from, to);
}
function cookedLines(value, text, starts, ends, from, to) {
  let html = '<div data-gf-card="' + value + '">' + escapeText(text.slice(starts[from], ends[from]));
  for (let l = from + 1; l <= to; l++) html += LINE_BREAK2 + escapeText(text.slice(starts[l], ends[l]));
  return html + "</div>\n";
}

// src/markup/tag-typo.ts
function tagDistance(a, b) {
  const rows = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}
function nearestTag(written, tags6) {
  const prefix = written.slice(0, written.indexOf("-") + 1);
  if (!prefix) return void 0;
  const limit = written.length >= 10 ? 3 : 2;
  let best;
  let bestDistance = limit + 1;
  for (const tag of tags6) {
    if (!tag.startsWith(prefix) || tag === written || Math.abs(tag.length - written.length) > limit) continue;
    const d = tagDistance(written, tag);
    if (d < bestDistance) {
      best = tag;
      bestDistance = d;
    }
  }
  return best;
}
var UNSAFE = /['&<>\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function typoCardValue(written, meant, line, column) {
  const data = { tag: written, errors: [{ line, column, code: "markup.unknown_tag", meant }], more: 0 };
  return "error " + JSON.stringify(data).replace(UNSAFE, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).replaceAll('"', "'");
}

// src/markup/dice-roll-card.ts
var DICE_ROLL_CARD = "diceroll";

// src/markup/dice-roll.ts
var WORDS = {
  en: { tag: "dice-roll", block: "block", proof: "proof", dice: "dice" },
  es: { tag: "tirada-dados", block: "bloque", proof: "prueba", dice: "dados" }
};
var DICE_ROLL_TAG = WORDS.en.tag;
var DICE_ROLL_TAGS = [WORDS.en.tag, WORDS.es.tag];
var PROOF = /^gf\d\.[A-Za-z0-9._-]{16,2048}$/;
var DIE = /^d(\d{1,3})=(\d{1,3})$/;
var MAX_DICE = 60;
var DICE_LINE = /^\s*(?:dice|dados)\s*:/i;
var whole = (v) => v !== void 0 && /^\d{1,12}$/.test(v) ? Number(v) : void 0;
function readDiceRoll(located) {
  const errors = [];
  const line = located.open.number;
  const tag = readOpenTag(located.open.text, located.openFrom ?? located.open.text.indexOf("["));
  const attrs = new Map(tag?.ok ? tag.attrs.map((a) => [a.name.toLowerCase(), a.value]) : []);
  const post = whole(attrs.get("post"));
  const block = whole(attrs.get("block") ?? attrs.get("bloque"));
  const proof = attrs.get("proof") ?? attrs.get("prueba") ?? "";
  if (!tag?.ok) errors.push({ line, message: "the tag's attributes cannot be read" });
  if (post === void 0) errors.push({ line, message: "post= must be a post id" });
  if (block === void 0) errors.push({ line, message: "block= must be a roll number" });
  if (!PROOF.test(proof)) errors.push({ line, message: "proof= must be a dice proof" });
  const diceLine = located.body.find((l) => DICE_LINE.test(l.text));
  const words = diceLine ? diceLine.text.replace(DICE_LINE, "").trim().split(/\s+/).filter(Boolean) : [];
  const dice = [];
  for (const w of words) {
    const m = DIE.exec(w);
    const size = m ? Number(m[1]) : 0;
    const face = m ? Number(m[2]) : 0;
    if (!m || size < 2 || size > 100 || face < 1 || face > size) {
      errors.push({ line: diceLine.number, message: `not a die: ${w.slice(0, 12)}` });
      break;
    }
    dice.push({ size, face });
  }
  if (!diceLine || dice.length === 0) errors.push({ line: diceLine?.number ?? line, message: "dice: must list the rolled dice (d6=3 d6=5)" });
  if (dice.length > MAX_DICE) errors.push({ line: diceLine.number, message: `at most ${MAX_DICE} dice` });
  if (!located.close) errors.push({ line, message: `[/${DICE_ROLL_TAG}] is missing` });
  const node = errors.length === 0 ? { post, block, proof, dice } : void 0;
  return { block: "roll", node, errors };
}
function cardValue(node) {
  return `${DICE_ROLL_CARD} {'post':${node.post},'block':${node.block},'proof':'${node.proof}','dice':[${node.dice.map((d) => `{'size':${d.size},'face':${d.face}}`).join(",")}]}`;
}
function diceRollHtml(parsed, source) {
  if (!parsed.node) {
    const errors = parsed.errors.map((e) => `{'line':${e.line},'column':1,'code':'dice-roll','message':'${e.message.replace(/[^A-Za-z0-9 =:,.()[\]/-]/g, "")}'}`);
    return el(
      "div",
      { "data-gf-card": `error {'tag':'${DICE_ROLL_TAG}','errors':[${errors.join(",")}],'more':0}` },
      `[${DICE_ROLL_TAG}]`,
      LINE_BREAK,
      el("pre", {}, el("code", {}, source))
    );
  }
  return el("div", { "data-gf-card": cardValue(parsed.node) }, parsed.node.dice.map((d) => `d${d.size}: ${d.face}`).join(" \xB7 "));
}
var DICE_ROLL_MARKUP = {
  game: "dice",
  tags: new Map(DICE_ROLL_TAGS.map((t) => [t, DICE_ROLL_TAG])),
  parse: (_key, located, _lang) => readDiceRoll(located),
  render: (parsed, source) => diceRollHtml(parsed, source),
  allowList: ["div[data-gf-card]", "br", "pre", "code"]
};

// src/markup/markdown-it-plugin.ts
var PLATFORM_BLOCKS = [DICE_ROLL_MARKUP];
var withPlatformBlocks = (games) => [...PLATFORM_BLOCKS.filter((p) => !games.includes(p)), ...games];
var isWhole = (game) => typeof game.parse === "function";
var OPEN_BRACKET = 91;
var MAX_BLOCKS_PER_POST = 100;
var PARSE_STATE = /* @__PURE__ */ Symbol("gf parse state");
var byTokens = /* @__PURE__ */ new WeakMap();
function parseStateOf(state) {
  const env = state.env;
  const here = env?.[PARSE_STATE];
  if (here?.tokens === state.tokens) return here;
  let found = byTokens.get(state.tokens);
  if (!found) {
    found = { tokens: state.tokens, count: 0, scanned: 0, lastOpen: [] };
    if (typeof env === "object" && env !== null && here === void 0 && Object.isExtensible(env)) env[PARSE_STATE] = found;
    else byTokens.set(state.tokens, found);
  }
  return found;
}
function insideQuote(state, scan) {
  if (state.level === 0) return false;
  const tokens = state.tokens;
  for (; scan.scanned < tokens.length; scan.scanned++) {
    const t = tokens[scan.scanned];
    if (t.nesting === 1) scan.lastOpen[t.level] = t;
  }
  for (let level = 0; level < state.level; level++) {
    if (scan.lastOpen[level]?.tag === "blockquote") return true;
  }
  return false;
}
function lineOf(state, line, byteStart) {
  const start = state.bMarks[line];
  return { number: line + 1, text: state.src.slice(start, state.eMarks[line]), start, byteStart, newline: "\n", ascii: void 0 };
}
function tagIndex(games) {
  const byTag = /* @__PURE__ */ new Map();
  for (const game of games) {
    for (const [tag, key] of game.tags) {
      const other = byTag.get(tag);
      if (other) throw new Error(`the tag [${tag}] belongs to both ${other.game.game} and ${game.game}`);
      byTag.set(tag, { game, key });
    }
  }
  const prefixes = [...new Set([...byTag.keys()].map((t) => t.slice(0, t.indexOf("-") + 1)))];
  if (prefixes.some((p) => p.length < 2 || /[^a-z0-9-]/.test(p))) throw new Error(`tags start with a lower-case word and "-": ${prefixes.join(", ")}`);
  return { byTag, prefixes };
}
function startsWithPrefix(src, pos, prefixes) {
  outer: for (const prefix of prefixes) {
    for (let i = 0; i < prefix.length; i++) {
      const want = prefix.charCodeAt(i);
      let c = src.charCodeAt(pos + i);
      if (c >= 65 && c <= 90) c |= 32;
      if (c !== want) continue outer;
    }
    return true;
  }
  return false;
}
function gfBlockRule(options, index) {
  const defaultLang = options.lang ?? DEFAULT_LANG;
  return function gf_block(state, startLine, endLine, silent) {
    const pos = state.bMarks[startLine] + state.tShift[startLine];
    if (state.src.charCodeAt(pos) !== OPEN_BRACKET) return false;
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    if (!startsWithPrefix(state.src, pos + 1, index.prefixes)) return false;
    const tag = tagNameOf(state.src.slice(pos, state.eMarks[startLine])) ?? "";
    const hit = index.byTag.get(tag);
    const meant = hit ? void 0 : nearestTag(tag, index.byTag.keys());
    if (!hit && !meant) return false;
    const parse = parseStateOf(state);
    if (insideQuote(state, parse)) return false;
    if (parse.count >= MAX_BLOCKS_PER_POST) return false;
    if (silent) return true;
    parse.count++;
    if (!hit) return typoCard(state, index, tag, meant, startLine, endLine, pos);
    const closeLine = findClose(state, hit, index, startLine, endLine);
    const lastLine = closeLine >= 0 ? closeLine : startLine;
    const source = state.src.slice(pos, state.eMarks[lastLine]);
    const token = state.push("gf_block", "div", 0);
    token.block = true;
    token.map = [startLine, lastLine + 1];
    const env = state.env;
    const openFrom = pos - state.bMarks[startLine];
    let parsed;
    const cook = env?.gfLocateOnly ? void 0 : isWhole(hit.game) ? hit.game.render ? hit.game : void 0 : hit.game.cooksCards ? options.cookOf?.(hit.game.game) : void 0;
    if (!env?.gfLocateOnly && !cook?.render) {
      token.content = cookedCard(
        { key: hit.key, lang: defaultLang, firstLine: startLine + 1, openFrom },
        state.src,
        state.bMarks,
        state.eMarks,
        startLine,
        lastLine
      );
    } else if (cook) {
      const lines = [];
      for (let l = startLine; l <= lastLine; l++) lines.push(lineOf(state, l, 0));
      parsed = cook.parse(hit.key, {
        openFrom: pos - state.bMarks[startLine],
        open: lines[0],
        body: closeLine >= 0 ? lines.slice(1, -1) : [],
        close: closeLine >= 0 ? lines[lines.length - 1] : void 0
      }, defaultLang);
    }
    const meta = parsed ? { game: hit.game.game, block: hit.key, tag, openLine: startLine, openFrom, closeLine, source, parsed } : { game: hit.game.game, block: hit.key, tag, openLine: startLine, openFrom, closeLine, source };
    token.meta = meta;
    state.line = lastLine + 1;
    return true;
  };
}
function typoCard(state, index, tag, meant, startLine, endLine, pos) {
  let closeLine = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line] + state.tShift[line];
    const end = state.eMarks[line];
    if (start < end && state.sCount[line] < state.blkIndent) break;
    if (state.src.charCodeAt(start) !== OPEN_BRACKET) continue;
    const text = state.src.slice(start, end);
    const closing = closeTagOf(text);
    if (closing === tag) {
      closeLine = line;
      break;
    }
    if (closing !== void 0 && index.byTag.has(closing) || index.byTag.has(tagNameOf(text) ?? "")) break;
  }
  const lastLine = closeLine >= 0 ? closeLine : startLine;
  const openFrom = pos - state.bMarks[startLine];
  const token = state.push("gf_typo", "div", 0);
  token.block = true;
  token.map = [startLine, lastLine + 1];
  token.meta = { tag, meant, source: state.src.slice(pos, state.eMarks[lastLine]) };
  token.content = cookedLines(typoCardValue(tag, meant, startLine + 1, openFrom + 1), state.src, state.bMarks, state.eMarks, startLine, lastLine);
  state.line = lastLine + 1;
  return true;
}
function findClose(state, hit, index, startLine, endLine) {
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line] + state.tShift[line];
    const end = state.eMarks[line];
    if (start < end && state.sCount[line] < state.blkIndent) return -1;
    if (state.src.charCodeAt(start) !== OPEN_BRACKET) continue;
    const text = state.src.slice(start, end);
    const closing = closeTagOf(text);
    if (closing !== void 0) {
      const closes = index.byTag.get(closing);
      if (closes && closes.game === hit.game && closes.key === hit.key) return line;
      if (closes) return -1;
      continue;
    }
    const opening = tagNameOf(text);
    if (opening !== void 0 && index.byTag.has(opening)) return -1;
  }
  return -1;
}
var hasBBCode = (md) => md.block.bbcode !== void 0;
function gameBlocks(md, options) {
  const games = withPlatformBlocks(options.games);
  const index = tagIndex(games);
  const byGame = new Map(games.map((g) => [g.game, g]));
  const rule = gfBlockRule(options, index);
  const alt = { alt: ["paragraph", "reference", "blockquote", "list"] };
  let placed = false;
  if (!hasBBCode(md)) {
    try {
      md.block.ruler.after("gf_bbcode_quote", "gf_block", rule, alt);
      placed = true;
    } catch {
      placed = false;
    }
  }
  if (!placed) md.block.ruler.after("fence", "gf_block", rule, alt);
  md.renderer.rules["gf_typo"] = (tokens, idx) => tokens[idx].content;
  md.renderer.rules["gf_block"] = (tokens, idx) => {
    const token = tokens[idx];
    const meta = token.meta;
    if (!meta.parsed) return token.content;
    const game = byGame.get(meta.game);
    const cook = isWhole(game) ? game : options.cookOf?.(meta.game);
    return `${cook.render(meta.parsed, meta.source).toString()}
`;
  };
}
function allowListOf(games) {
  return [...new Set(withPlatformBlocks(games).flatMap((g) => g.allowList))];
}

// src/markup/discourse-feature.ts
var SETTINGS = { enabled: "gf_enabled", locale: "gf_default_locale" };
function discourseSetup(options) {
  return (helper) => setupFeature(helper, options);
}
function setupFeature(helper, options) {
  helper.allowList(allowListOf(options.games));
  helper.registerOptions((opts, siteSettings) => {
    opts.features["genrefuzzion"] = siteSettings[SETTINGS.enabled] !== false;
    opts["gfDefaultLocale"] = siteSettings[SETTINGS.locale] === "en" ? "en" : "es";
  });
  helper.registerPlugin((md) => {
    const discourse = md.options.discourse;
    md.use(gameBlocks, { games: options.games, lang: discourse?.gfDefaultLocale === "en" ? "en" : "es", cookOf: cardCookOf });
  });
}

// src/markup/allowlist.ts
var ALLOW_LIST = [
  "div[data-gf-card]",
  "br"
];

// src/games/genrefuzzion/markup/tags.ts
var GAME_ID = "genrefuzzion";
var TAGS = {
  pool: ["gf-pool", "gf-pozo"],
  scene: ["gf-scene", "gf-escena"],
  roll: ["gf-roll", "gf-tirada"],
  action: ["gf-action", "gf-accion"],
  interval: ["gf-interval", "gf-intervalo"],
  sheet: ["gf-sheet", "gf-ficha"]
};
var tags = {
  game: GAME_ID,
  // Tag (every alias, lower case) → block name, the key the block specs are found by.
  tags: new Map(Object.entries(TAGS).flatMap(([block, tags6]) => tags6.map((tag) => [tag, block]))),
  allowList: ALLOW_LIST
};

// src/games/tricube/markup/tags.ts
var GAME_ID2 = "tricube";
var BLOCKS = ["challenge", "roll", "karma", "sheet", "answer", "gm", "table"];
var TAGS2 = {
  challenge: ["tt-challenge", "tt-desafio"],
  roll: ["tt-roll", "tt-tirada"],
  karma: ["tt-karma", "tt-karma"],
  sheet: ["tt-sheet", "tt-ficha"],
  answer: ["tt-answer", "tt-respuesta"],
  gm: ["tt-gm", "tt-dj"],
  table: ["tt-table", "tt-mesa"]
};
var TRICUBE_ALLOW_LIST = [...ALLOW_LIST, "pre", "code"];
var tags2 = {
  game: GAME_ID2,
  // The tag itself is the key: a block closes with its own tag ([tt-desafio] … [/tt-desafio]).
  tags: new Map(BLOCKS.flatMap((b) => TAGS2[b].map((tag) => [tag, tag]))),
  allowList: TRICUBE_ALLOW_LIST,
  cooksCards: true
};

// src/games/pujas/markup/tags.ts
var GAME_ID3 = "pujas";
var TAGS3 = {
  turn: ["pj-turn", "pj-turno"],
  bid: ["pj-bid", "pj-puja"],
  ledger: ["pj-ledger", "pj-libro"],
  table: ["pj-table", "pj-mesa"]
};
var PUJAS_ALLOW_LIST = ALLOW_LIST;
var tags3 = {
  game: GAME_ID3,
  // The tag itself is the key: a block closes with its own tag ([pj-turno] … [/pj-turno]).
  tags: new Map(Object.values(TAGS3).flatMap((tags6) => tags6.map((tag) => [tag, tag]))),
  allowList: PUJAS_ALLOW_LIST
};

// src/games/facetas/markup/tags.ts
var GAME_ID4 = "facetas";
var TAGS4 = {
  conflict: { en: "fa-conflict", es: "fa-conflicto" },
  sheet: { en: "fa-sheet", es: "fa-ficha" },
  turn: { en: "fa-turn", es: "fa-turno" },
  loot: { en: "fa-loot", es: "fa-botin" },
  table: { en: "fa-table", es: "fa-mesa" }
};
var FACETAS_ALLOW_LIST = ALLOW_LIST;
var tags4 = {
  game: GAME_ID4,
  // The tag itself is the key: a block closes with its own tag ([fa-turno] … [/fa-turno]).
  tags: new Map(Object.values(TAGS4).flatMap((t) => [[t.es, t.es], [t.en, t.en]])),
  allowList: FACETAS_ALLOW_LIST
};

// src/games/d20/markup/tags.ts
var GAME_ID5 = "d20";
var TAGS5 = {
  check: { es: "d20-prueba", en: "d20-check" },
  roll: { es: "d20-tirada", en: "d20-roll" },
  sheet: { es: "d20-ficha", en: "d20-sheet" },
  table: { es: "d20-mesa", en: "d20-table" }
};
var D20_ALLOW_LIST = ALLOW_LIST;
var tags5 = {
  game: GAME_ID5,
  // The tag itself is the key: a block closes with its own tag ([d20-prueba] … [/d20-prueba]).
  tags: new Map(Object.keys(TAGS5).flatMap((block) => ["es", "en"].map((lang) => [TAGS5[block][lang], TAGS5[block][lang]]))),
  allowList: D20_ALLOW_LIST
};

// discourse-markdown.ts
var setup = discourseSetup({ games: [tags, tags2, tags3, tags4, tags5] });
export {
  setup
};
