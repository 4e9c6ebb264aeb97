var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (whole3, name) => Object.hasOwn(params, name) ? String(params[name]) : whole3);
}
function localise(catalogue, error, lang) {
  const entry2 = catalogue[error.code];
  const text = entry2 ? fill(entry2[lang], error.params) : `${error.code} ${JSON.stringify(error.params ?? {})}`;
  return error.rule ? `${text} (${error.rule})` : text;
}

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

// src/markup/bbcode-quote-rule.ts
var OPEN = /^\[(quote|code)(?:[=\s][^\]]*)?\]\s*$/i;
var pairsByParse = /* @__PURE__ */ new WeakMap();
function pairsOf(state) {
  let pairs = pairsByParse.get(state.tokens);
  if (pairs) return pairs;
  pairs = /* @__PURE__ */ new Map();
  const quotes = [];
  let code = -1;
  const lines = state.bMarks.length - 1;
  for (let line = 0; line < lines; line++) {
    const s = state.bMarks[line] + state.tShift[line];
    if (state.src.charCodeAt(s) !== 91) continue;
    const text = state.src.slice(s, state.eMarks[line]);
    const close = closeTagOf(text);
    if (code >= 0) {
      if (close === "code") {
        pairs.set(code, line);
        code = -1;
      }
      continue;
    }
    if (close === "quote") {
      const open = quotes.pop();
      if (open !== void 0) pairs.set(open, line);
      continue;
    }
    const m = OPEN.exec(text);
    if (m?.[1].toLowerCase() === "quote") quotes.push(line);
    else if (m) code = line;
  }
  pairsByParse.set(state.tokens, pairs);
  return pairs;
}
function bbcodeQuoteRule(state, startLine, endLine, silent) {
  const pos = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(pos) !== 91) return false;
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const c = state.src.charCodeAt(pos + 1) | 32;
  if (c !== 113 && c !== 99) return false;
  const m = OPEN.exec(state.src.slice(pos, state.eMarks[startLine]));
  if (!m) return false;
  const tag = m[1].toLowerCase();
  const close = pairsOf(state).get(startLine) ?? -1;
  if (close < 0 || close >= endLine) return false;
  if (silent) return true;
  if (tag === "code") {
    const token = state.push("fence", "code", 0);
    token.content = state.getLines(startLine + 1, close, 0, false);
    token.map = [startLine, close + 1];
  } else {
    const oldLineMax = state.lineMax;
    const oldParent = state.parentType;
    const open = state.push("blockquote_open", "blockquote", 1);
    open.map = [startLine, close + 1];
    state.lineMax = close;
    state.parentType = "blockquote";
    state.md.block.tokenize(state, startLine + 1, close);
    state.lineMax = oldLineMax;
    state.parentType = oldParent;
    state.push("blockquote_close", "blockquote", -1);
  }
  state.line = close + 1;
  return true;
}
function bbcodeQuotes(md) {
  md.block.ruler.after("fence", "gf_bbcode_quote", bbcodeQuoteRule, { alt: ["paragraph", "reference", "blockquote", "list"] });
}

// src/markup/tag-typo.ts
var UNKNOWN_TAG_MESSAGE = {
  es: "[{tag}] no es una etiqueta de ning\xFAn juego: \xBFquer\xEDas decir [{meant}]?",
  en: "[{tag}] is not a tag of any game: did you mean [{meant}]?"
};
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
function nearestTag(written, tags) {
  const prefix = written.slice(0, written.indexOf("-") + 1);
  if (!prefix) return void 0;
  const limit = written.length >= 10 ? 3 : 2;
  let best;
  let bestDistance = limit + 1;
  for (const tag of tags) {
    if (!tag.startsWith(prefix) || tag === written || Math.abs(tag.length - written.length) > limit) continue;
    const d = tagDistance(written, tag);
    if (d < bestDistance) {
      best = tag;
      bestDistance = d;
    }
  }
  return best;
}
function typoMessage(written, meant, lang) {
  return fill(UNKNOWN_TAG_MESSAGE[lang], { tag: written, meant });
}
var UNSAFE = /['&<>\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function typoCardValue(written, meant, line, column, lang) {
  const data = { tag: written, errors: [{ line, column, code: "markup.unknown_tag", meant, message: typoMessage(written, meant, lang) }], more: 0 };
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
  const words2 = diceLine ? diceLine.text.replace(DICE_LINE, "").trim().split(/\s+/).filter(Boolean) : [];
  const dice2 = [];
  for (const w of words2) {
    const m = DIE.exec(w);
    const size = m ? Number(m[1]) : 0;
    const face = m ? Number(m[2]) : 0;
    if (!m || size < 2 || size > 100 || face < 1 || face > size) {
      errors.push({ line: diceLine.number, message: `not a die: ${w.slice(0, 12)}` });
      break;
    }
    dice2.push({ size, face });
  }
  if (!diceLine || dice2.length === 0) errors.push({ line: diceLine?.number ?? line, message: "dice: must list the rolled dice (d6=3 d6=5)" });
  if (dice2.length > MAX_DICE) errors.push({ line: diceLine.number, message: `at most ${MAX_DICE} dice` });
  if (!located.close) errors.push({ line, message: `[/${DICE_ROLL_TAG}] is missing` });
  const node = errors.length === 0 ? { post, block, proof, dice: dice2 } : void 0;
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
  const tokens3 = state.tokens;
  for (; scan.scanned < tokens3.length; scan.scanned++) {
    const t = tokens3[scan.scanned];
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
  for (const game6 of games) {
    for (const [tag, key] of game6.tags) {
      const other = byTag.get(tag);
      if (other) throw new Error(`the tag [${tag}] belongs to both ${other.game.game} and ${game6.game}`);
      byTag.set(tag, { game: game6, key });
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
    if (!hit) return typoCard(state, options, index, tag, meant, startLine, endLine, pos);
    const closeLine = findClose(state, hit, index, startLine, endLine);
    const lastLine = closeLine >= 0 ? closeLine : startLine;
    const source = state.src.slice(pos, state.eMarks[lastLine]);
    const token = state.push("gf_block", "div", 0);
    token.block = true;
    token.map = [startLine, lastLine + 1];
    const env = state.env;
    const openFrom = pos - state.bMarks[startLine];
    let parsed;
    if (!env?.gfLocateOnly && !hit.game.render) {
      token.content = cookedCard(
        { key: hit.key, lang: defaultLang, firstLine: startLine + 1, openFrom },
        state.src,
        state.bMarks,
        state.eMarks,
        startLine,
        lastLine
      );
    } else if (!env?.gfLocateOnly) {
      const lines = [];
      for (let l = startLine; l <= lastLine; l++) lines.push(lineOf(state, l, 0));
      parsed = hit.game.parse(hit.key, {
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
function typoCard(state, options, index, tag, meant, startLine, endLine, pos) {
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
  token.content = cookedLines(
    typoCardValue(tag, meant, startLine + 1, openFrom + 1, options.lang ?? DEFAULT_LANG),
    state.src,
    state.bMarks,
    state.eMarks,
    startLine,
    lastLine
  );
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
function gameMarkup(md, options) {
  const games = withPlatformBlocks(options.games);
  const index = tagIndex(games);
  const byGame = new Map(games.map((g) => [g.game, g]));
  const hasBBCode = md.block.bbcode !== void 0;
  if (!hasBBCode && !md.block.ruler.getRules("").includes(bbcodeQuoteRule)) md.use(bbcodeQuotes);
  md.block.ruler.after(hasBBCode ? "fence" : "gf_bbcode_quote", "gf_block", gfBlockRule(options, index), {
    alt: ["paragraph", "reference", "blockquote", "list"]
  });
  md.renderer.rules["gf_typo"] = (tokens3, idx) => tokens3[idx].content;
  md.renderer.rules["gf_block"] = (tokens3, idx) => {
    const token = tokens3[idx];
    const meta = token.meta;
    if (!meta.parsed) return token.content;
    return `${byGame.get(meta.game).render(meta.parsed, meta.source).toString()}
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
    md.use(gameMarkup, { games: options.games, lang: discourse?.gfDefaultLocale === "en" ? "en" : "es" });
  });
}

// src/markup/allowlist.ts
var ALLOW_LIST = [
  "div[data-gf-card]",
  "br"
];

// src/lib/result.ts
var ok = (value) => ({ ok: true, value });
var DONE = Object.freeze({ ok: true, value: void 0 });
var err = (error) => ({ ok: false, error });
function gfError(code, rule, params) {
  return { code, ...rule ? { rule } : {}, ...params ? { params } : {} };
}

// src/dice/die.ts
var DIE_SIZES = [4, 6, 8, 10, 12];
function isDieSize(value) {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}
var MAX_POOL_DICE = 30;

// src/dice/notation.ts
var TOKEN = /^(\d*)d(\d+)(?::(\d+))?$/i;
function readTokens(text, rolled, options) {
  const sizes = options.sizes ?? DIE_SIZES;
  const max = options.maxDice ?? MAX_POOL_DICE;
  const rule = options.sizes ? void 0 : "GF-DIE-1";
  const words2 = text.split(/[\s,+]+/).filter((w) => w !== "");
  if (words2.length === 0) return err(gfError("dice.notation.empty"));
  const tokens3 = [];
  const bad = [];
  let total = 0;
  for (const word2 of words2) {
    const m = TOKEN.exec(word2);
    if (!m) return err(gfError("dice.notation.bad-token", void 0, { token: word2 }));
    const [, countText = "", sizeText = "", faceText] = m;
    const size = Number(sizeText);
    if (!sizes.includes(size)) {
      bad.push({ word: word2, size: sizeText });
      continue;
    }
    if (countText !== "" && (rolled || faceText !== void 0)) {
      return err(gfError("dice.notation.bad-token", void 0, { token: word2 }));
    }
    const count = countText === "" ? 1 : Number(countText);
    if (count < 1) return err(gfError("dice.notation.bad-count", void 0, { token: word2 }));
    if (rolled && faceText === void 0) return err(gfError("dice.notation.missing-face", void 0, { token: word2, size }));
    if (!rolled && faceText !== void 0) return err(gfError("dice.notation.unexpected-face", void 0, { token: word2, size }));
    if (faceText !== void 0) {
      const face = Number(faceText);
      if (face < 1 || face > size) return err(gfError("dice.notation.bad-face", void 0, { token: word2, size }));
      tokens3.push({ text: word2, count, size, face });
    } else {
      tokens3.push({ text: word2, count, size });
    }
    total += count;
  }
  const allowed = sizes.map((s) => `d${s}`).join(" ");
  if (bad.length === 1) return err(gfError("dice.notation.bad-size", rule, { token: bad[0].word, size: bad[0].size, sizes: allowed }));
  if (bad.length > 1) return err(gfError("dice.notation.bad-sizes", rule, { tokens: bad.map((b) => b.word).join(" "), sizes: allowed }));
  if (total > max) return err(gfError("dice.notation.too-many", void 0, { count: total, max }));
  return ok(tokens3);
}
function parsePool(text, options = {}) {
  const tokens3 = readTokens(text, false, options);
  if (!tokens3.ok) return tokens3;
  const sizes = [];
  for (const t of tokens3.value) for (let i = 0; i < t.count; i++) sizes.push(t.size);
  return ok(sizes);
}

// src/games/genrefuzzion/markup/dice-text.ts
function readDieToken(token) {
  const c = token.charCodeAt(0) | 32;
  if (c !== 100 && (c < 48 || c > 57)) return void 0;
  if (c === 100) {
    const n = token.length === 2 ? token.charCodeAt(1) - 48 : token.length === 3 && token.charCodeAt(1) === 49 ? 10 + token.charCodeAt(2) - 48 : -1;
    const single2 = n >= 4 && n <= 12 ? SINGLE_DIE[n] : void 0;
    if (single2) return single2;
  }
  if (!DIE_SHAPE.test(token)) return void 0;
  const read = parsePool(token);
  return read.ok ? { ok: true, sizes: read.value } : { ok: false, error: read.error };
}
var SINGLE_DIE = Array.from({ length: 13 }, () => void 0);
for (const size of DIE_SIZES) {
  const read = parsePool(`d${size}`);
  if (read.ok) SINGLE_DIE[size] = Object.freeze({ ok: true, sizes: Object.freeze(read.value) });
}
var DIE_SHAPE = /^\d{0,3}[dD]\d{1,4}$/;

// src/markup/keywords.ts
var FOLD = {
  \u00E1: "a",
  \u00E0: "a",
  \u00E4: "a",
  \u00E2: "a",
  \u00E9: "e",
  \u00E8: "e",
  \u00EB: "e",
  \u00EA: "e",
  \u00ED: "i",
  \u00EC: "i",
  \u00EF: "i",
  \u00EE: "i",
  \u00F3: "o",
  \u00F2: "o",
  \u00F6: "o",
  \u00F4: "o",
  \u00FA: "u",
  \u00F9: "u",
  \u00FC: "u",
  \u00FB: "u",
  \u00F1: "n",
  \u00E7: "c"
};
var PLAIN_KEYWORD = /^[a-z0-9'-]+(?: [a-z0-9'-]+)*$/;
function foldKeyword(text) {
  if (PLAIN_KEYWORD.test(text)) return text;
  let out = "";
  let space = false;
  for (const ch of text.trim().toLowerCase()) {
    if (ch === " " || ch === "	") {
      space = true;
      continue;
    }
    if (space && out) out += " ";
    space = false;
    out += FOLD[ch] ?? ch;
  }
  return out;
}
var KeywordTable = class {
  constructor(fields) {
    __publicField(this, "map", /* @__PURE__ */ new Map());
    __publicField(this, "maxWords");
    __publicField(this, "display");
    /**
     * The longest run of leading words of `head` that is a keyword, and how many characters of `head`
     * it covers (so the rest is the line's qualifier, as typed).
     */
    /** Results of prefix() by head: heads repeat endlessly ("cliché", "aliado Bea"), the work does not need to. */
    __publicField(this, "prefixes", /* @__PURE__ */ new Map());
    let maxWords = 1;
    const shown = { es: [], en: [] };
    for (const id of Object.keys(fields)) {
      const s = fields[id];
      const add = (word2, lang) => {
        const key = foldKeyword(word2);
        const seen = this.map.get(key);
        if (seen?.id === id) return;
        if (seen) throw new TypeError(`keyword "${word2}" names two fields`);
        this.map.set(key, { id, lang });
        maxWords = Math.max(maxWords, key.split(" ").length);
      };
      s.es.forEach((w) => add(w, "es"));
      s.en.forEach((w) => add(w, "en"));
      s.both?.forEach((w) => add(w, void 0));
      shown.es.push(s.es[0] ?? s.both?.[0]);
      shown.en.push(s.en[0] ?? s.both?.[0]);
    }
    this.maxWords = maxWords;
    this.display = { es: shown.es.join(", "), en: shown.en.join(", ") };
  }
  /** The field an exact spelling names. */
  get(text) {
    return this.map.get(foldKeyword(text));
  }
  prefix(head) {
    const known = this.prefixes.get(head);
    if (known !== void 0 || this.prefixes.has(head)) return known;
    const found = this.findPrefix(head);
    if (this.prefixes.size >= 1024) this.prefixes.clear();
    this.prefixes.set(head, found);
    return found;
  }
  findPrefix(head) {
    const ends = [];
    let inWord = false;
    for (let i = 0; i <= head.length; i++) {
      const c = i < head.length ? head.charCodeAt(i) : 32;
      const space = c === 32 || c === 9;
      if (inWord && space) {
        ends.push(i);
        if (ends.length === this.maxWords) break;
      }
      inWord = !space;
    }
    let key = foldKeyword(head.slice(0, ends[ends.length - 1] ?? 0));
    for (let n = ends.length; n > 0; n--) {
      const hit = this.map.get(key);
      if (hit) return { hit, length: ends[n - 1] };
      key = key.slice(0, Math.max(0, key.lastIndexOf(" ")));
    }
    return void 0;
  }
  /** The first spelling of every field, for "expected one of …" messages. */
  list(lang) {
    return this.display[lang];
  }
};

// src/markup/source.ts
function isAscii(text) {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}
function spanOf(line, from, to) {
  const text = line.text;
  if (line.ascii ?? (line.ascii = isAscii(text))) {
    return {
      line: line.number,
      column: from + 1,
      start: line.start + from,
      end: line.start + to,
      byteStart: line.byteStart + from,
      byteEnd: line.byteStart + to
    };
  }
  let column = 1;
  let bytes = 0;
  let byteStart = 0;
  for (let i = 0; i < to; i++) {
    if (i === from) {
      byteStart = bytes;
    }
    const c = text.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) {
      bytes += 4;
      if (i < from) column++;
      i++;
      if (i === from) byteStart = bytes;
      continue;
    } else bytes += 3;
    if (i < from) column++;
  }
  if (from >= to) byteStart = bytes;
  return {
    line: line.number,
    column,
    start: line.start + from,
    end: line.start + to,
    byteStart: line.byteStart + byteStart,
    byteEnd: line.byteStart + bytes
  };
}

// src/games/genrefuzzion/markup/block-spec.ts
var DIE_START = /^\d{0,3}[dD]\d/;
var LANG_ATTR = {
  spellings: { es: ["idioma"], en: ["language"], both: ["lang"] },
  parse: (raw) => raw.trim().toLowerCase() === "es" ? "es" : raw.trim().toLowerCase() === "en" ? "en" : void 0
};
function compileSpec(spec) {
  const fieldSpellings = Object.fromEntries(Object.entries(spec.fields).map(([id, f]) => [id, f.spellings]));
  const attrSpellings = Object.fromEntries(Object.entries(spec.attrs).map(([id, a]) => [id, a.spellings]));
  return {
    spec,
    fields: new KeywordTable(fieldSpellings),
    attrs: new KeywordTable({ ...attrSpellings, lang: LANG_ATTR.spellings })
  };
}
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c > 127 && (c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279);
}
function trimStart(text, from, to) {
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  return from;
}
function trimEnd(text, from, to) {
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return to;
}
var trailing = { cut: 0, error: void 0, errorAt: 0 };
var runs = [];
function trailingDice(text, from, to) {
  let cut = to;
  trailing.error = void 0;
  runs.length = 0;
  for (; ; ) {
    let end = cut;
    while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > from && !isSpace(text.charCodeAt(start - 1))) start--;
    if (start === end) break;
    const token = readDieToken(text.slice(start, end));
    if (token === void 0) break;
    if (!token.ok) {
      trailing.error = token.error;
      trailing.errorAt = start;
      break;
    }
    runs.push(token.sizes);
    cut = start;
  }
  trailing.cut = cut;
  if (runs.length <= 1) return runs[0] ?? NO_DICE;
  const dice2 = [];
  for (let i = runs.length - 1; i >= 0; i--) for (const size of runs[i]) dice2.push(size);
  runs.length = 0;
  return dice2;
}
var ReadField = class {
  constructor(line, field, keyword, lang, qualifier, q0, q1, value, v0, v1, dice2, d0, d1, w0, w1) {
    __publicField(this, "line", line);
    __publicField(this, "field", field);
    __publicField(this, "keyword", keyword);
    __publicField(this, "lang", lang);
    __publicField(this, "qualifier", qualifier);
    __publicField(this, "q0", q0);
    __publicField(this, "q1", q1);
    __publicField(this, "value", value);
    __publicField(this, "v0", v0);
    __publicField(this, "v1", v1);
    __publicField(this, "dice", dice2);
    __publicField(this, "d0", d0);
    __publicField(this, "d1", d1);
    __publicField(this, "w0", w0);
    __publicField(this, "w1", w1);
    __publicField(this, "kind", "field");
  }
  get span() {
    return spanOf(this.line, this.w0, this.w1);
  }
  get qualifierSpan() {
    return this.q1 > this.q0 ? spanOf(this.line, this.q0, this.q1) : void 0;
  }
  get valueSpan() {
    return spanOf(this.line, this.v0, this.v1);
  }
  get diceSpan() {
    return this.d1 > this.d0 ? spanOf(this.line, this.d0, this.d1) : void 0;
  }
};
function classifyLine(compiled, line) {
  const text = line.text;
  const lead = trimStart(text, 0, text.length);
  const tail = trimEnd(text, lead, text.length);
  const colon = text.indexOf(":", lead);
  if (colon > lead && colon - lead <= 80) {
    const found = compiled.fields.prefix(text.slice(lead, colon));
    if (found) {
      const def = compiled.spec.fields[found.hit.id];
      const qStart = trimStart(text, lead + found.length, colon);
      const qEnd = trimEnd(text, qStart, colon);
      let vStart = def.rest ? colon + 1 : trimStart(text, colon + 1, text.length);
      let vEnd = def.rest ? text.length : trimEnd(text, vStart, text.length);
      let dice2 = NO_DICE;
      let d0 = 0;
      let d1 = 0;
      if (def.dice) {
        const found2 = trailingDice(text, vStart, vEnd);
        if (trailing.error) return { ok: false, error: trailing.error, column: spanOf(line, trailing.errorAt, trailing.errorAt).column, lang: found.hit.lang };
        if (found2.length) {
          d0 = trailing.cut;
          d1 = vEnd;
          dice2 = found2;
          vEnd = trimEnd(text, vStart, trailing.cut);
        }
      }
      return {
        ok: true,
        line: new ReadField(
          line,
          found.hit.id,
          text.slice(lead, lead + found.length),
          found.hit.lang,
          text.slice(qStart, qEnd),
          qStart,
          qEnd,
          text.slice(vStart, vEnd),
          vStart,
          vEnd,
          dice2,
          d0,
          d1,
          lead,
          tail
        )
      };
    }
  }
  const bareDice = trailingDice(text, lead, tail);
  const d = { cut: trailing.cut, error: trailing.error, errorAt: trailing.errorAt };
  const kStart = lead;
  const kEnd = trimEnd(text, lead, d.error ? tail : d.cut);
  if (kEnd > kStart) {
    const hit = compiled.fields.get(text.slice(kStart, kEnd));
    if (hit && compiled.spec.fields[hit.id].bare) {
      if (d.error) return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column, lang: hit.lang };
      const takesDice = compiled.spec.fields[hit.id].dice === true && bareDice.length > 0;
      return {
        ok: true,
        line: new ReadField(
          line,
          hit.id,
          text.slice(kStart, kEnd),
          hit.lang,
          "",
          kEnd,
          kEnd,
          "",
          kEnd,
          kEnd,
          takesDice ? bareDice : NO_DICE,
          takesDice ? d.cut : 0,
          takesDice ? tail : 0,
          lead,
          tail
        )
      };
    }
  }
  if (compiled.spec.freeDice && DIE_START.test(text.slice(lead, lead + 5))) {
    const pool = parsePool(text.slice(lead, tail));
    if (pool.ok) return { ok: true, line: { kind: "dice", dice: pool.value, span: spanOf(line, lead, tail) } };
    const token = pool.error.params?.["token"];
    const at = typeof token === "string" ? Math.max(lead, text.indexOf(token, lead)) : lead;
    return { ok: false, error: pool.error, column: spanOf(line, at, at).column };
  }
  if (d.error && text.slice(lead, tail).split(/\s+/).every((t) => DIE_SHAPE.test(t))) {
    return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column };
  }
  return {
    ok: false,
    error: gfError("markup.unknown_line", void 0, { text: clip(text.slice(lead, tail)), block: compiled.spec.tags[0] }),
    column: spanOf(line, lead, lead).column
  };
}
var NO_DICE = Object.freeze([]);
function clip(text, max = 60) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

// src/games/genrefuzzion/markup/parse-block.ts
var NON_BLANK = /\S/;
var NON_BLANK_AT = /^\S$/;
function parseBlock(compiled, located, defaultLang) {
  const { spec } = compiled;
  const errors = [];
  const report = (error, at) => {
    errors.push({ ...error, line: at.line, column: at.column });
  };
  const votes = { es: 0, en: 0 };
  const { open, body, close } = located;
  const from = located.openFrom ?? Math.max(0, open.text.search(/\S/));
  const openSpan = spanOf(open, from, trimmedLength(open.text));
  const tagName = spec.tags[0];
  const attrs = {};
  let forcedLang;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    const column = tag ? spanOf(open, tag.column - 1, tag.column - 1).column : openSpan.column;
    report(gfError("markup.bad_tag", void 0, { tag: tagName, column }), { line: open.number, column });
  } else {
    for (const a of tag.attrs) {
      const hit = compiled.attrs.get(a.name);
      if (!hit) {
        report(
          gfError("markup.unknown_attr", void 0, { tag: tagName, name: clip(a.name, 30), expected_es: compiled.attrs.list("es"), expected_en: compiled.attrs.list("en") }),
          spanOf(open, a.nameStart, a.nameStart)
        );
        continue;
      }
      if (hit.lang) votes[hit.lang]++;
      if (hit.id in attrs || hit.id === "lang" && forcedLang) {
        report(gfError("markup.duplicate_attr", void 0, { name: a.name }), spanOf(open, a.nameStart, a.nameStart));
        continue;
      }
      const def = hit.id === "lang" ? LANG_ATTR : spec.attrs[hit.id];
      const value = def.parse(a.value);
      if (value === void 0) {
        report(gfError("markup.bad_attr", void 0, { name: a.name, value: clip(a.value, 30), expected: attrHint(hit.id) }), spanOf(open, a.nameStart, a.nameStart));
      } else if (hit.id === "lang") {
        forcedLang = value;
      } else {
        attrs[hit.id] = value;
      }
    }
  }
  const lines = [];
  let unread = 0;
  if (!close) {
    report(gfError("markup.unclosed", void 0, { tag: tagName, line: open.number }), openSpan);
  }
  for (let i = 0; i < body.length; i++) {
    const line = body[i];
    if (!NON_BLANK.test(line.text)) continue;
    const c = classifyLine(compiled, line);
    if (!c.ok) {
      report(c.error, { line: line.number, column: c.column });
      if (c.lang) votes[c.lang]++;
      unread++;
      continue;
    }
    if (c.line.kind === "field") {
      if (c.line.lang) votes[c.line.lang]++;
      if (spec.fields[c.line.field].rest) {
        lines.push(restOf(c.line, body.slice(i + 1)));
        break;
      }
    }
    lines.push(c.line);
  }
  const lang = forcedLang ?? (votes.es > votes.en ? "es" : votes.en > votes.es ? "en" : defaultLang);
  const node = spec.build({ attrs, lines, unread, openSpan }, { lang, error: report });
  if (errors.length > 1) errors.sort((a, b) => a.line - b.line || a.column - b.column);
  const last = close ?? open;
  const end = last.start + last.text.length;
  return {
    block: spec.name,
    node,
    errors,
    lang,
    span: blockSpan(open, from, end, spanOf(last, last.text.length, last.text.length).byteEnd),
    bodyEnd: close ? close.start : end,
    newline: open.newline === "" ? "\n" : open.newline,
    closed: close !== void 0
  };
}
function blockSpan(open, from, end, byteEnd) {
  const at = spanOf(open, from, from);
  return { line: at.line, column: at.column, start: at.start, end, byteStart: at.byteStart, byteEnd };
}
function trimmedLength(text) {
  let end = text.length;
  while (end > 0 && NON_BLANK_AT.test(text[end - 1]) === false) end--;
  return end;
}
function restOf(line, after) {
  const last = after.length ? after[after.length - 1] : line.line;
  const first = line.valueSpan;
  const lastSpan = spanOf(last, last.text.length, last.text.length);
  let value = line.line.text.slice(first.start - line.line.start);
  let newline = line.line.newline;
  for (const l of after) {
    value += newline + l.text;
    newline = l.newline;
  }
  const valueSpan = { ...first, end: last.start + last.text.length, byteEnd: lastSpan.byteEnd };
  return {
    kind: "field",
    field: line.field,
    keyword: line.keyword,
    lang: line.lang,
    qualifier: line.qualifier,
    qualifierSpan: line.qualifierSpan,
    value,
    valueSpan,
    dice: line.dice,
    diceSpan: line.diceSpan,
    span: line.span,
    line: line.line
  };
}
function attrHint(id) {
  switch (id) {
    case "role":
      return "protagonista, antagonista / protagonist, antagonist";
    case "lang":
      return "es, en";
    case "mode":
      return "creaci\xF3n, nuevo / creation, new";
    case "scene":
    case "post":
    case "number":
      return "1, 2, 3\u2026";
    case "sheet":
      return "post id / URL";
    default:
      return "\u2026";
  }
}

// src/games/genrefuzzion/markup/spellings.ts
function valueWords(values2) {
  const out = {};
  for (const id of Object.keys(values2)) {
    const s = values2[id];
    for (const w of [...s.es, ...s.en, ...s.both ?? []]) out[foldKeyword(w)] = id;
  }
  return out;
}
var TAGS = {
  pool: ["gf-pool", "gf-pozo"],
  scene: ["gf-scene", "gf-escena"],
  roll: ["gf-roll", "gf-tirada"],
  action: ["gf-action", "gf-accion"],
  interval: ["gf-interval", "gf-intervalo"],
  sheet: ["gf-sheet", "gf-ficha"]
};
var ATTRS = {
  character: { es: ["personaje"], en: ["character"], both: ["pj"] },
  sheet: { es: ["ficha"], en: ["sheet"] },
  role: { es: ["rol", "papel"], en: ["role"] },
  scene: { es: ["escena"], en: ["scene"] },
  number: { es: ["n\xFAmero"], en: ["number"] },
  mode: { es: ["modo"], en: ["mode"] },
  lang: { es: ["idioma"], en: ["language"], both: ["lang"] },
  post: { es: [], en: [], both: ["post"] },
  /** A roll's pool block number in its post (docs/verifiable-dice.md §3). */
  block: { es: ["bloque"], en: ["block"] },
  proof: { es: ["prueba"], en: ["proof"] },
  version: { es: ["version"], en: [], both: ["v"] }
};
var ROLES = {
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  antagonist: { es: ["antagonista"], en: ["antagonist"] }
};
var MODES = {
  creation: { es: ["creaci\xF3n"], en: ["creation"] },
  new: { es: ["nuevo", "nueva"], en: ["new"] }
};
var POOL_FIELDS = {
  cliche: { es: [], en: [], both: ["clich\xE9", "cliche", "clich\xEA"], write: { en: "cliche" } },
  relationship: { es: ["relaci\xF3n", "relacion"], en: ["relationship"], both: ["rel"] },
  advantage: { es: ["ventaja"], en: ["advantage"] },
  sacrifice: { es: ["sacrificio", "ventaja sacrificada"], en: ["sacrifice", "sacrificed advantage"] },
  problem: { es: ["problema", "problema del rival", "problema del antagonista"], en: ["problem", "opponent's problem", "antagonist's problem"] },
  scene: { es: ["escena", "clich\xE9 de escena", "cliche de escena"], en: ["scene", "scene clich\xE9", "scene cliche"] },
  ally: { es: ["aliado", "aliada"], en: ["ally"] },
  against: { es: ["contra", "en contra", "rasgo del rival"], en: ["against", "opponent's trait", "antagonist's trait"] },
  bought: { es: ["comprado", "dado comprado"], en: ["bought", "bought die"], both: ["pk"], write: { es: "pk", en: "pk" } },
  trick: { es: ["truco"], en: ["trick"] },
  gift: { es: ["regalo", "dado regalado"], en: ["gift", "gifted die"] },
  give: { es: ["ceder", "cedo"], en: ["give", "gift to opponent"] },
  boost: { es: ["impulso"], en: ["boost"] }
};
var SCENE_FIELDS = {
  number: { es: ["n\xFAmero", "num"], en: ["number", "no"] },
  title: { es: ["t\xEDtulo"], en: ["title"] },
  setting: { es: ["escenario"], en: ["setting"] },
  tone: { es: ["tono"], en: ["tone"] },
  cliche: { es: ["clich\xE9 de escena"], en: ["scene clich\xE9"], both: ["clich\xE9"] },
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  antagonist: { es: ["antagonista"], en: ["antagonist"] },
  extra: { es: [], en: [], both: ["extra"] },
  intention: { es: ["intenci\xF3n"], en: ["intention"] },
  allies: { es: ["aliados", "aliadas", "aliado", "aliada"], en: ["allies", "ally"] },
  finale: { es: ["gran final"], en: ["grand finale"] }
};
var ACTION_FIELDS = {
  present: { es: ["presentar", "presento", "presentaci\xF3n"], en: ["present", "presentation"] },
  "extra-cliche": { es: [], en: [], both: ["clich\xE9"] },
  upgrade: { es: ["mejorar", "mejora"], en: ["upgrade"] },
  call: { es: ["llamar", "llamo", "aliados", "aliado"], en: ["call", "allies"] },
  refuse: { es: ["rechazar", "rechazo"], en: ["refuse"] },
  block: { es: ["bloquear", "bloqueo"], en: ["block"] },
  yield: { es: ["rendirse", "me rindo", "renunciar", "renuncio"], en: ["yield", "i yield"], write: { es: "me rindo" } },
  /** GF-AMB-36: in the Grand Finale, a side with no legal pool left loses the roll instead of yielding. */
  concede: { es: ["pierdo la tirada", "perder la tirada"], en: ["concede", "i concede"], write: { es: "pierdo la tirada" } },
  oppose: { es: ["oponerse", "me opongo"], en: ["oppose", "i oppose"], write: { es: "me opongo" } },
  retry: { es: ["reintentar", "reintento"], en: ["retry"] },
  effect: { es: ["efecto"], en: ["effect"] },
  trick: { es: ["truco"], en: ["trick"] },
  flaw: { es: ["treta"], en: ["flaw"] },
  rate: { es: ["calificaci\xF3n", "calificar", "califico", "puntuaci\xF3n"], en: ["rating", "rate"] },
  "name-rater": { es: ["calificador", "nombrar calificador"], en: ["rater", "name rater"] },
  "ally-intention": { es: ["intenci\xF3n"], en: ["intention"] },
  "ally-die": { es: ["dado de aliado", "dado del aliado"], en: ["ally die", "ally's die"] },
  suspend: { es: ["suspender", "suspendo"], en: ["suspend"] },
  resume: { es: ["reanudar", "reanudo"], en: ["resume"] },
  withdraw: { es: ["retirar escena", "anular escena"], en: ["withdraw", "withdraw scene"] }
};
var OUTCOMES = {
  advantage: { es: ["ventaja"], en: ["advantage"] },
  problem: { es: ["problema"], en: ["problem"] },
  annul: { es: ["anular", "degradar"], en: ["annul", "step down"] }
};
var INTERVAL_FIELDS = {
  train: { es: ["entrenar", "entreno"], en: ["train"] },
  rename: { es: ["renombrar", "cambiar"], en: ["rename", "change"] },
  "new-trick": { es: ["nuevo truco"], en: ["new trick"] },
  "new-flaw": { es: ["nueva treta"], en: ["new flaw"] },
  "new-cliche": { es: ["nuevo clich\xE9"], en: ["new clich\xE9"], write: { en: "new cliche" } },
  "new-relationship": { es: ["nueva relaci\xF3n"], en: ["new relationship"] },
  endorse: { es: ["refrendar", "refrendo"], en: ["endorse"] },
  satisfy: { es: ["satisfacer", "satisfago"], en: ["satisfy"] },
  retire: { es: ["retirar", "retirarse", "me retiro"], en: ["retire"], write: { es: "retirarse" } },
  /** GF-NEXT-1: the rater calls the interval (with or without a character, GF-RET-4). */
  call: { es: ["abrir intervalo", "abro el intervalo", "llamar intervalo"], en: ["call interval", "open interval"] }
};
var ROLL_FIELDS = {
  dice: { es: ["dados"], en: ["dice"] },
  result: { es: ["resultado"], en: ["result"] },
  effect: { es: ["efecto", "dado de efecto"], en: ["effect", "effect die"] },
  botches: { es: ["pifias"], en: ["botches"] }
};
var SHEET_FIELDS = {
  name: { es: ["nombre"], en: ["name"] },
  player: { es: ["jugador", "jugadora"], en: ["player"] },
  concept: { es: ["concepto"], en: ["concept"] },
  cliche: { es: [], en: [], both: ["clich\xE9"], write: { en: "cliche" } },
  relationship: { es: ["relaci\xF3n"], en: ["relationship"] },
  trick: { es: ["truco"], en: ["trick"] },
  flaw: { es: ["treta"], en: ["flaw"] },
  objective: { es: ["objetivo"], en: ["objective"] },
  advantage: { es: ["ventaja"], en: ["advantage"] },
  problem: { es: ["problema"], en: ["problem"] },
  pv: { es: [], en: [], both: ["pv", "vp"] },
  pk: { es: [], en: [], both: ["pk", "kp"] },
  notes: { es: ["notas"], en: ["notes"] }
};
var OBJECTIVE_STATES = {
  open: { es: ["abierto"], en: ["open"] },
  achieved: { es: ["alcanzado"], en: ["achieved", "reached"] },
  satisfied: { es: ["satisfecho"], en: ["satisfied"] }
};

// src/markup/attr-values.ts
var NAME_PATTERN = /^[^\[\]"<>\u0000-\u001f\u007f]+$/;
var NAME_MAX = 80;
var REFERENCE = /&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g;
function decodeAttrValue(raw) {
  if (!raw.includes("&#")) return raw;
  return raw.replace(REFERENCE, (whole3, hex, dec) => {
    const cp = hex !== void 0 ? Number.parseInt(hex, 16) : Number(dec);
    return cp > 0 && cp <= 1114111 && (cp < 55296 || cp > 57343) ? String.fromCodePoint(cp) : whole3;
  });
}
function withoutBidi(text) {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}
var SHEET_ID_PATTERN = /^\d{1,12}$/;
var SHEET_URL_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@\/-]*)?$/;
var SHEET_URL_MAX = 300;
var PROOF_PATTERN = /^[A-Za-z0-9._~:+\/=-]+$/;
var PROOF_MAX = 4096;
var VERSION_PATTERN = /^[a-z0-9.-]{1,20}$/;
var INT_MAX = 1e9;
var parseName = (raw) => {
  const typed = raw.trim();
  if (!NAME_PATTERN.test(typed)) return void 0;
  const v = decodeAttrValue(typed);
  return v.length >= 1 && v.length <= NAME_MAX && !v.includes("\0") ? v : void 0;
};
var parseInt1 = (raw) => {
  const v = raw.trim();
  if (!/^\d{1,10}$/.test(v)) return void 0;
  const n = Number(v);
  return n >= 1 && n <= INT_MAX ? n : void 0;
};
var parseInt0 = (raw) => {
  const v = raw.trim();
  if (!/^\d{1,10}$/.test(v)) return void 0;
  const n = Number(v);
  return n <= INT_MAX ? n : void 0;
};
var parseSheet = (raw) => SHEET_ID_PATTERN.test(raw) || raw.length <= SHEET_URL_MAX && SHEET_URL_PATTERN.test(raw) ? raw : void 0;
var parseProof = (raw) => raw.length >= 1 && raw.length <= PROOF_MAX && PROOF_PATTERN.test(raw) ? raw : void 0;
var parseVersion = (raw) => VERSION_PATTERN.test(raw) ? raw : void 0;
function parseChoice(words2) {
  return (raw) => words2[foldKeyword(raw)];
}

// src/games/genrefuzzion/markup/blocks/common.ts
var characterAttr = { spellings: ATTRS.character, parse: parseName };
var sheetAttr = { spellings: ATTRS.sheet, parse: parseSheet };
var roleAttr = { spellings: ATTRS.role, parse: parseChoice(valueWords(ROLES)) };
var sceneAttr = { spellings: ATTRS.scene, parse: parseInt1 };
function noQualifier(line, ctx) {
  if (!line.qualifier) return true;
  ctx.error(gfError("markup.qualifier_forbidden", void 0, { keyword: line.keyword, qualifier: line.qualifier }), line.qualifierSpan);
  return false;
}
function requireValue(line, ctx) {
  if (line.value) return true;
  ctx.error(gfError("markup.value_required", void 0, { keyword: line.keyword }), line.valueSpan);
  return false;
}
function noValue(line, ctx) {
  if (!line.value) return true;
  ctx.error(gfError("markup.value_forbidden", void 0, { keyword: line.keyword }), line.valueSpan);
  return false;
}
function oneDie(line, ctx, allowed, rule) {
  if (line.dice.length > 1) {
    ctx.error(gfError("markup.one_die", void 0, { keyword: line.keyword }), line.diceSpan);
    return void 0;
  }
  const die2 = line.dice[0];
  if (die2 !== void 0 && allowed && !allowed.includes(die2)) {
    ctx.error(gfError("markup.die_range", rule, { keyword: line.keyword, size: die2, allowed: allowed.map((s) => `d${s}`).join(", ") }), line.diceSpan);
    return void 0;
  }
  return die2;
}
function intValue(text, line, ctx, min, max, rule) {
  const t = text.trim();
  const n = /^\d{1,9}$/.test(t) ? Number(t) : NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  ctx.error(gfError("markup.bad_number", rule, { keyword: line.keyword, value: t, min, max }), line.valueSpan);
  return void 0;
}
function once(lines, field, ctx) {
  const found = lines.filter((l) => l.field === field);
  for (const extra of found.slice(1)) {
    ctx.error(gfError("markup.duplicate_field", void 0, { keyword: extra.keyword }), extra.span);
  }
  return found[0];
}
function allyList(text) {
  return nameList(text).map((item) => {
    const m = /^(.*?)\s*\(\s*@([^\s()@]+)\s*\)$/.exec(item);
    return m && m[1] ? { name: m[1], runner: m[2] } : { name: item };
  });
}
function nameList(text) {
  return text.split(/\s*(?:,|;|\s+y\s+|\s+and\s+|\s+e\s+)\s*/i).map((s) => s.trim()).filter(Boolean);
}

// src/games/genrefuzzion/markup/blocks/action.ts
var FIELDS = {
  present: { spellings: ACTION_FIELDS.present },
  "extra-cliche": { spellings: ACTION_FIELDS["extra-cliche"], dice: true },
  upgrade: { spellings: ACTION_FIELDS.upgrade },
  call: { spellings: ACTION_FIELDS.call },
  refuse: { spellings: ACTION_FIELDS.refuse, bare: true },
  block: { spellings: ACTION_FIELDS.block },
  yield: { spellings: ACTION_FIELDS.yield, bare: true },
  concede: { spellings: ACTION_FIELDS.concede, bare: true },
  oppose: { spellings: ACTION_FIELDS.oppose, bare: true },
  retry: { spellings: ACTION_FIELDS.retry, bare: true },
  effect: { spellings: ACTION_FIELDS.effect, dice: true },
  trick: { spellings: ACTION_FIELDS.trick },
  flaw: { spellings: ACTION_FIELDS.flaw },
  rate: { spellings: ACTION_FIELDS.rate },
  "name-rater": { spellings: ACTION_FIELDS["name-rater"] },
  "ally-intention": { spellings: ACTION_FIELDS["ally-intention"] },
  "ally-die": { spellings: ACTION_FIELDS["ally-die"] },
  suspend: { spellings: ACTION_FIELDS.suspend, bare: true },
  resume: { spellings: ACTION_FIELDS.resume, bare: true },
  withdraw: { spellings: ACTION_FIELDS.withdraw, bare: true }
};
var OUTCOME_WORDS = valueWords(OUTCOMES);
var RATING = /^([0-5])\s*[\/,]\s*([0-5])(?:\s*(?:[—–:-]\s*)?(.*))?$/s;
function action(line, ctx) {
  const span = line.span;
  const field = line.field;
  if (field !== "effect" && field !== "trick" && field !== "flaw" && !noQualifier(line, ctx)) return void 0;
  switch (field) {
    case "present":
      return requireValue(line, ctx) ? { type: "present", intention: line.value, span } : void 0;
    case "extra-cliche": {
      if (!requireValue(line, ctx)) return void 0;
      const die2 = oneDie(line, ctx);
      const a = { type: "extra-cliche", name: line.value, span };
      if (die2) a.die = die2;
      return a;
    }
    case "upgrade":
      return requireValue(line, ctx) ? { type: "upgrade", name: line.value, span } : void 0;
    case "call": {
      if (!requireValue(line, ctx)) return void 0;
      const named3 = allyList(line.value);
      const a = { type: "call", allies: named3.map((x) => x.name), span };
      const runners = named3.filter((x) => x.runner);
      if (runners.length) a.runners = Object.fromEntries(runners.map((x) => [x.name, x.runner]));
      return a;
    }
    case "ally-die":
      return requireValue(line, ctx) ? { type: "ally-die", trait: line.value, span } : void 0;
    case "refuse":
      return { type: "refuse", reason: line.value, span };
    case "block":
      return requireValue(line, ctx) ? { type: "block", ally: line.value, span } : void 0;
    case "yield":
    case "concede":
    case "oppose":
    case "retry":
    case "suspend":
    case "resume":
    case "withdraw":
      return noValue(line, ctx) ? { type: field, span } : void 0;
    case "effect": {
      const m = /^(\S+(?:\s+down)?)\s*(.*)$/s.exec(line.value);
      const outcome = m ? OUTCOME_WORDS[foldKeyword(m[1])] : void 0;
      if (!m || !outcome || !m[2]) {
        ctx.error(gfError("markup.bad_effect", "GF-WIN-3", { keyword: line.keyword }), line.valueSpan);
        return void 0;
      }
      const die2 = oneDie(line, ctx);
      const a = { type: "effect", outcome, target: m[2], span };
      if (line.qualifier) a.owner = line.qualifier;
      if (die2) a.die = die2;
      return a;
    }
    case "trick":
      if (!line.qualifier && !requireValue(line, ctx)) return void 0;
      return line.qualifier ? { type: "trick", name: line.qualifier, detail: line.value, span } : { type: "trick", name: line.value, detail: "", span };
    case "flaw":
      if (!requireValue(line, ctx)) return void 0;
      return line.qualifier ? { type: "flaw", name: line.value, owner: line.qualifier, span } : { type: "flaw", name: line.value, span };
    case "name-rater":
      return requireValue(line, ctx) ? { type: "name-rater", rater: line.value.replace(/^@/, ""), span } : void 0;
    case "ally-intention":
      return requireValue(line, ctx) ? { type: "ally-intention", intention: line.value, span } : void 0;
    case "rate": {
      const m = RATING.exec(line.value);
      if (!m) {
        ctx.error(gfError("markup.bad_rating", "GF-RATE-2", { keyword: line.keyword }), line.valueSpan);
        return void 0;
      }
      return { type: "rate", protagonist: Number(m[1]), antagonist: Number(m[2]), reason: (m[3] ?? "").trim(), span };
    }
  }
}
var actionBlock = {
  name: "action",
  tags: TAGS.action,
  attrs: { character: characterAttr, scene: sceneAttr },
  fields: FIELDS,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const actions = [];
    for (const line of lines) {
      if (line.kind !== "field") continue;
      const a2 = action(line, ctx);
      if (a2) actions.push(a2);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", void 0, { tag: "gf-action" }), openSpan);
    const a = attrs;
    const node = { block: "action", actions };
    if (a.character !== void 0) node.character = a.character;
    if (a.scene !== void 0) node.scene = a.scene;
    return node;
  }
};

// src/games/genrefuzzion/markup/blocks/interval.ts
var FIELDS2 = {
  train: { spellings: INTERVAL_FIELDS.train },
  rename: { spellings: INTERVAL_FIELDS.rename },
  "new-trick": { spellings: INTERVAL_FIELDS["new-trick"] },
  "new-flaw": { spellings: INTERVAL_FIELDS["new-flaw"] },
  "new-cliche": { spellings: INTERVAL_FIELDS["new-cliche"] },
  "new-relationship": { spellings: INTERVAL_FIELDS["new-relationship"] },
  endorse: { spellings: INTERVAL_FIELDS.endorse },
  satisfy: { spellings: INTERVAL_FIELDS.satisfy },
  retire: { spellings: INTERVAL_FIELDS.retire, bare: true },
  call: { spellings: INTERVAL_FIELDS.call, bare: true }
};
var ARROW = /\s*(?:->|→|=>)\s*/;
function action2(line, ctx) {
  const span = line.span;
  const field = line.field;
  const qualified = field === "new-trick" || field === "new-flaw" || field === "new-relationship" || field === "endorse";
  if (!qualified && !noQualifier(line, ctx)) return void 0;
  switch (field) {
    case "train":
      return requireValue(line, ctx) ? { type: "train", trait: line.value, span } : void 0;
    case "rename": {
      const parts = line.value.split(ARROW);
      if (parts.length !== 2 || !parts[0] || !parts[1]) {
        ctx.error(gfError("markup.bad_rename", "GF-TRAIN-4", { keyword: line.keyword }), line.valueSpan);
        return void 0;
      }
      return { type: "rename", from: parts[0], to: parts[1], span };
    }
    case "new-trick":
    case "new-flaw":
      if (!line.qualifier && !requireValue(line, ctx)) return void 0;
      return line.qualifier ? { type: field, name: line.qualifier, detail: line.value, span } : { type: field, name: line.value, detail: "", span };
    case "new-cliche":
      return requireValue(line, ctx) ? { type: "new-cliche", name: line.value, span } : void 0;
    case "new-relationship":
      return requireValue(line, ctx) ? line.qualifier ? { type: "new-relationship", name: line.value, target: line.qualifier, span } : { type: "new-relationship", name: line.value, span } : void 0;
    case "endorse": {
      if (!line.qualifier) {
        ctx.error(gfError("markup.qualifier_required", "GF-OBJ-6", {
          keyword: line.keyword,
          what: ctx.lang === "es" ? "de qu\xE9 personaje" : "whose objective",
          example: "Bea"
        }), line.span);
        return void 0;
      }
      const m = /^(\S+)(?:\s+(\S+))?$/.exec(line.value);
      const objective2 = m ? intValue(m[1], line, ctx, 1, 3, "GF-OBJ-6") : intValue(line.value, line, ctx, 1, 3, "GF-OBJ-6");
      if (objective2 === void 0) return void 0;
      const currency = m?.[2]?.toLowerCase();
      if (currency !== void 0 && currency !== "pv" && currency !== "pk") {
        ctx.error(gfError("markup.bad_choice", "GF-OBJ-6", { keyword: line.keyword, value: m[2], expected: "pv, pk" }), line.valueSpan);
        return void 0;
      }
      return currency ? { type: "endorse", character: line.qualifier, objective: objective2, currency, span } : { type: "endorse", character: line.qualifier, objective: objective2, span };
    }
    case "satisfy": {
      const objective2 = intValue(line.value, line, ctx, 1, 3, "GF-OBJ-7");
      return objective2 === void 0 ? void 0 : { type: "satisfy", objective: objective2, span };
    }
    case "retire":
      return noValue(line, ctx) ? { type: "retire", span } : void 0;
    case "call":
      return noValue(line, ctx) ? { type: "call", span } : void 0;
  }
}
var intervalBlock = {
  name: "interval",
  tags: TAGS.interval,
  attrs: { character: characterAttr },
  fields: FIELDS2,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const actions = [];
    for (const line of lines) {
      if (line.kind !== "field") continue;
      const a2 = action2(line, ctx);
      if (a2) actions.push(a2);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", void 0, { tag: "gf-interval" }), openSpan);
    const a = attrs;
    const node = { block: "interval", actions };
    if (a.character !== void 0) node.character = a.character;
    return node;
  }
};

// src/games/genrefuzzion/markup/blocks/pool.ts
var FIELDS3 = {
  cliche: { spellings: POOL_FIELDS.cliche, dice: true },
  relationship: { spellings: POOL_FIELDS.relationship, dice: true },
  advantage: { spellings: POOL_FIELDS.advantage, dice: true },
  sacrifice: { spellings: POOL_FIELDS.sacrifice, dice: true },
  problem: { spellings: POOL_FIELDS.problem, dice: true },
  scene: { spellings: POOL_FIELDS.scene, dice: true },
  ally: { spellings: POOL_FIELDS.ally, dice: true },
  against: { spellings: POOL_FIELDS.against, dice: true },
  bought: { spellings: POOL_FIELDS.bought, dice: true, bare: true },
  trick: { spellings: POOL_FIELDS.trick, dice: true },
  gift: { spellings: POOL_FIELDS.gift, dice: true },
  give: { spellings: POOL_FIELDS.give, dice: true },
  boost: { spellings: POOL_FIELDS.boost }
};
var KIND = {
  cliche: "cliche",
  relationship: "relationship",
  advantage: "advantage",
  sacrifice: "advantage",
  problem: "problem",
  scene: "scene",
  ally: "ally",
  against: "against",
  bought: "bought",
  trick: "trick",
  gift: "gift",
  give: "give"
};
function entry(line, ctx) {
  const field = line.field;
  const kind = KIND[field];
  let owner;
  if (field === "ally") {
    if (!line.qualifier) {
      ctx.error(gfError("markup.qualifier_required", "GF-POOL-2", { keyword: line.keyword, what: ctx.lang === "es" ? "qu\xE9 aliado" : "which ally", example: "Bea" }), line.span);
      return void 0;
    }
    owner = line.qualifier;
  } else if (field === "relationship") {
    owner = line.qualifier || void 0;
  } else if (!noQualifier(line, ctx)) {
    return void 0;
  }
  let dice2 = [...line.dice];
  if (field === "bought") {
    if (!noValue(line, ctx)) return void 0;
    const die2 = oneDie(line, ctx, [6], "GF-POOL-2");
    if (line.dice.length && die2 === void 0) return void 0;
    dice2 = [6];
  } else {
    if (!requireValue(line, ctx)) return void 0;
    if (field !== "trick" && line.dice.length > 1) {
      oneDie(line, ctx);
      return void 0;
    }
  }
  const e = { kind, name: line.value, dice: dice2, sacrifice: field === "sacrifice", span: line.span };
  if (owner) e.owner = owner;
  return e;
}
var poolBlock = {
  name: "pool",
  tags: TAGS.pool,
  attrs: { character: characterAttr, sheet: sheetAttr, role: roleAttr, scene: sceneAttr },
  fields: FIELDS3,
  freeDice: true,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const entries = [];
    const boosts = [];
    for (const line of lines) {
      if (line.kind === "dice") {
        entries.push({ kind: "free", name: "", dice: [...line.dice], sacrifice: false, span: line.span });
        continue;
      }
      if (line.field === "boost") {
        const v = foldKeyword(line.value);
        if (!noQualifier(line, ctx)) continue;
        if ((v === "pv" || v === "pk") && boosts.some((b) => b.currency !== v)) ctx.error(gfError("markup.one_boost", "GF-AMB-16"), line.span);
        else if (v === "pv" || v === "pk") boosts.push({ currency: v, span: line.span });
        else ctx.error(gfError("markup.bad_choice", "GF-ROLL-5", { keyword: line.keyword, value: line.value, expected: "pv, pk" }), line.valueSpan);
        continue;
      }
      const e = entry(line, ctx);
      if (e) entries.push(e);
    }
    if (entries.length === 0 && boosts.length === 0 && unread === 0) ctx.error(gfError("markup.empty_pool", "GF-POOL-1"), openSpan);
    const a = attrs;
    const node = { block: "pool", entries, boosts };
    if (a.character !== void 0) node.character = a.character;
    if (a.sheet !== void 0) node.sheet = a.sheet;
    if (a.role !== void 0) node.role = a.role;
    if (a.scene !== void 0) node.scene = a.scene;
    return node;
  }
};

// src/games/genrefuzzion/markup/blocks/roll.ts
var FIELDS4 = {
  dice: { spellings: ROLL_FIELDS.dice },
  result: { spellings: ROLL_FIELDS.result },
  effect: { spellings: ROLL_FIELDS.effect },
  botches: { spellings: ROLL_FIELDS.botches }
};
var ROLLED = /^[dD](\d{1,2}):(\d{1,2})([rRbB]{0,2})$/;
var WORD = /\S+/g;
var NONE = /* @__PURE__ */ new Set(["-", "\u2014", "ninguno", "ninguna", "none"]);
function rolledDice(line, ctx) {
  const dice2 = [];
  WORD.lastIndex = 0;
  for (let w = WORD.exec(line.value); w; w = WORD.exec(line.value)) {
    const token = w[0];
    const m = ROLLED.exec(token);
    const size = m ? Number(m[1]) : NaN;
    const face = m ? Number(m[2]) : NaN;
    if (!m || !isDieSize(size)) {
      ctx.error(gfError("markup.bad_rolled_die", "GF-ROLL-1", { token }), line.valueSpan);
      continue;
    }
    if (face < 1 || face > size) {
      ctx.error(gfError("markup.bad_face", "GF-ROLL-1", { token, size }), line.valueSpan);
      continue;
    }
    const marks = m[3].toLowerCase();
    dice2.push({ size, face, result: marks.includes("r"), botch: marks.includes("b") });
  }
  return dice2;
}
var rollBlock = {
  name: "roll",
  tags: TAGS.roll,
  attrs: {
    character: characterAttr,
    role: roleAttr,
    scene: sceneAttr,
    post: { spellings: ATTRS.post, parse: parseInt1 },
    blockNumber: { spellings: ATTRS.block, parse: parseInt0 },
    proof: { spellings: ATTRS.proof, parse: parseProof },
    version: { spellings: ATTRS.version, parse: parseVersion }
  },
  fields: FIELDS4,
  build({ attrs, lines, openSpan }, ctx) {
    const fields = lines.filter((l) => l.kind === "field");
    fields.forEach((l) => noQualifier(l, ctx));
    const node = { block: "roll", dice: [], result: 0, effect: [], botches: 0, spans: {} };
    const a = attrs;
    if (a.character !== void 0) node.character = a.character;
    if (a.role !== void 0) node.role = a.role;
    if (a.scene !== void 0) node.scene = a.scene;
    if (a.post !== void 0) node.post = a.post;
    if (a.blockNumber !== void 0) node.blockNumber = a.blockNumber;
    if (a.proof !== void 0) node.proof = a.proof;
    if (a.version !== void 0) node.version = a.version;
    const required = (field) => {
      const line = once(fields, field, ctx);
      if (!line) {
        const keyword = ctx.lang === "es" ? FIELDS4[field].spellings.es[0] : FIELDS4[field].spellings.en[0];
        ctx.error(gfError("markup.missing_field", void 0, { keyword }), openSpan);
        return void 0;
      }
      if (!line.value) {
        ctx.error(gfError("markup.value_required", void 0, { keyword: line.keyword }), line.valueSpan);
        return void 0;
      }
      node.spans[field] = line.valueSpan;
      return line;
    };
    const diceLine = required("dice");
    if (diceLine) node.dice = rolledDice(diceLine, ctx);
    const resultLine = required("result");
    if (resultLine) node.result = intValue(resultLine.value, resultLine, ctx, 0, 999, "GF-ROLL-3") ?? 0;
    const effectLine = required("effect");
    if (effectLine && !NONE.has(foldKeyword(effectLine.value))) {
      const sizes = [];
      for (const token of effectLine.value.split(/\s+/)) {
        const die2 = readDieToken(token);
        if (die2?.ok) sizes.push(...die2.sizes);
        else ctx.error(die2 ? die2.error : gfError("dice.notation.bad-token", "GF-WIN-2", { token }), effectLine.valueSpan);
      }
      node.effect = sizes;
    }
    const botchLine = required("botches");
    if (botchLine) {
      const count = intValue(botchLine.value, botchLine, ctx, 0, 99, "GF-ROLL-2");
      if (count !== void 0) {
        node.botches = count;
        const marked = node.dice.filter((d) => d.botch).length;
        if (diceLine && count !== marked) {
          ctx.error(gfError("markup.botch_mismatch", "GF-ROLL-2", { keyword: botchLine.keyword, count, marked }), botchLine.valueSpan);
        }
      }
    }
    return node;
  }
};

// src/games/genrefuzzion/markup/blocks/scene.ts
var FIELDS5 = {
  number: { spellings: SCENE_FIELDS.number },
  title: { spellings: SCENE_FIELDS.title },
  setting: { spellings: SCENE_FIELDS.setting },
  tone: { spellings: SCENE_FIELDS.tone },
  cliche: { spellings: SCENE_FIELDS.cliche, dice: true },
  protagonist: { spellings: SCENE_FIELDS.protagonist },
  antagonist: { spellings: SCENE_FIELDS.antagonist },
  extra: { spellings: SCENE_FIELDS.extra },
  intention: { spellings: SCENE_FIELDS.intention },
  allies: { spellings: SCENE_FIELDS.allies },
  finale: { spellings: SCENE_FIELDS.finale }
};
var YES = /^(?:|s[íi]|yes|y)$/i;
var NO = /^no$/i;
var MAX_SCENE_CLICHES = 3;
var DESCRIPTION = /\s+[—–-]\s+|\s*[—–]\s*/;
var sceneBlock = {
  name: "scene",
  tags: TAGS.scene,
  attrs: { number: { spellings: ATTRS.number, parse: parseInt1 } },
  fields: FIELDS5,
  build({ attrs, lines, openSpan }, ctx) {
    const fields = lines.filter((l) => l.kind === "field");
    const node = { block: "scene", cliches: [], allies: [] };
    if (typeof attrs["number"] === "number") node.number = attrs["number"];
    const text = (field, required) => {
      const line = once(fields, field, ctx);
      if (!line) {
        if (required) {
          const keyword = ctx.lang === "es" ? FIELDS5[field].spellings.es[0] : FIELDS5[field].spellings.en[0];
          ctx.error(gfError("markup.missing_field", "GF-SCENE-2", { keyword }), openSpan);
        }
        return;
      }
      if (!noQualifier(line, ctx)) return;
      if (!line.value) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: line.keyword }), line.valueSpan);
      else node[field] = { value: line.value, span: line.valueSpan };
    };
    text("title", true);
    text("setting", true);
    text("tone", true);
    text("protagonist", false);
    text("intention", true);
    const numberLine = once(fields, "number", ctx);
    if (numberLine && noQualifier(numberLine, ctx)) {
      const n = intValue(numberLine.value, numberLine, ctx, 1, 1e9);
      if (n !== void 0) node.number = n;
    }
    for (const line of fields.filter((l) => l.field === "cliche")) {
      if (!noQualifier(line, ctx)) continue;
      if (!line.value) {
        ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: line.keyword }), line.valueSpan);
        continue;
      }
      if (line.dice.length === 0) {
        ctx.error(gfError("markup.die_required", "GF-SCENE-2", { keyword: line.keyword }), line.span);
        continue;
      }
      const die2 = oneDie(line, ctx, [4, 6, 8], "GF-SCENE-2");
      if (die2 !== void 0) node.cliches.push({ name: line.value, die: die2, span: line.span });
    }
    const clicheLines = fields.filter((l) => l.field === "cliche");
    if (clicheLines.length > MAX_SCENE_CLICHES) {
      ctx.error(gfError("markup.too_many", "GF-SCENE-2", { keyword: clicheLines[0].keyword, max: MAX_SCENE_CLICHES }), clicheLines[MAX_SCENE_CLICHES].span);
    } else {
      const d8 = node.cliches.filter((c) => c.die === 8).length;
      const d4 = node.cliches.filter((c) => c.die === 4).length;
      if (d8 !== d4) ctx.error(gfError("markup.scene_balance", "GF-SCENE-2", { d8, d4 }), clicheLines[0]?.span ?? openSpan);
    }
    const character = once(fields, "antagonist", ctx);
    const extra = once(fields, "extra", ctx);
    if (character && extra) {
      ctx.error(gfError("markup.one_antagonist", "GF-SCENE-2"), character.span);
      ctx.error(gfError("markup.one_antagonist", "GF-SCENE-2"), extra.span);
    } else if (!character && !extra) {
      ctx.error(gfError("markup.missing_field", "GF-SCENE-2", { keyword: ctx.lang === "es" ? "antagonista" : "antagonist" }), openSpan);
    } else if (character && noQualifier(character, ctx)) {
      if (!character.value) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: character.keyword }), character.valueSpan);
      else node.antagonist = { kind: "character", name: character.value, span: character.span };
    } else if (extra && noQualifier(extra, ctx)) {
      const m = DESCRIPTION.exec(extra.value);
      const name = (m ? extra.value.slice(0, m.index) : extra.value).trim();
      const description = m ? extra.value.slice(m.index + m[0].length).trim() : "";
      if (!name) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: extra.keyword }), extra.valueSpan);
      else node.antagonist = description ? { kind: "extra", name, description, span: extra.span } : { kind: "extra", name, span: extra.span };
    }
    const finale = once(fields, "finale", ctx);
    if (finale && noQualifier(finale, ctx)) {
      const value = finale.value.trim();
      if (YES.test(value) || NO.test(value)) node.finale = { value: YES.test(value), span: finale.span };
      else ctx.error(gfError("markup.yes_or_no", "GF-FIN-1", { keyword: finale.keyword }), finale.valueSpan);
    }
    for (const line of fields.filter((l) => l.field === "allies")) {
      if (!noQualifier(line, ctx)) continue;
      const named3 = allyList(line.value);
      if (named3.length === 0) ctx.error(gfError("markup.value_required", "GF-ALLY-1", { keyword: line.keyword }), line.valueSpan);
      for (const { name, runner } of named3) node.allies.push(runner ? { name, runner, span: line.span } : { name, span: line.span });
    }
    return node;
  }
};

// src/games/genrefuzzion/markup/blocks/sheet.ts
var FIELDS6 = {
  name: { spellings: SHEET_FIELDS.name },
  player: { spellings: SHEET_FIELDS.player },
  concept: { spellings: SHEET_FIELDS.concept },
  cliche: { spellings: SHEET_FIELDS.cliche, dice: true },
  relationship: { spellings: SHEET_FIELDS.relationship, dice: true },
  trick: { spellings: SHEET_FIELDS.trick },
  flaw: { spellings: SHEET_FIELDS.flaw },
  objective: { spellings: SHEET_FIELDS.objective },
  advantage: { spellings: SHEET_FIELDS.advantage, dice: true },
  problem: { spellings: SHEET_FIELDS.problem, dice: true },
  pv: { spellings: SHEET_FIELDS.pv },
  pk: { spellings: SHEET_FIELDS.pk },
  notes: { spellings: SHEET_FIELDS.notes, rest: true }
};
var STATES = valueWords(OBJECTIVE_STATES);
var MIN_DIFFICULTY = 5;
var MAX_DIFFICULTY = 15;
function trait(line, ctx, targeted) {
  if (!targeted && !noQualifier(line, ctx)) return void 0;
  if (!line.value) {
    ctx.error(gfError("markup.value_required", void 0, { keyword: line.keyword }), line.valueSpan);
    return void 0;
  }
  const die2 = oneDie(line, ctx);
  if (line.dice.length > 1) return void 0;
  const t = { name: line.value, nameSpan: line.valueSpan, span: line.span };
  if (targeted && line.qualifier) t.target = line.qualifier;
  if (die2) t.die = die2;
  const dieSpan = line.diceSpan;
  if (dieSpan) t.dieSpan = dieSpan;
  return t;
}
function objective(line, ctx) {
  const result = { text: line.value, state: "open", textSpan: line.valueSpan, span: line.span };
  if (line.qualifierSpan) {
    const base = line.qualifierSpan.start - line.line.start;
    const re = /\S+/g;
    for (let m = re.exec(line.qualifier); m; m = re.exec(line.qualifier)) {
      const at = spanOf(line.line, base + m.index, base + m.index + m[0].length);
      const state = STATES[foldKeyword(m[0])];
      if (/^\d{1,3}$/.test(m[0]) && result.difficulty === void 0) {
        const n = Number(m[0]);
        if (n < MIN_DIFFICULTY || n > MAX_DIFFICULTY) {
          ctx.error(gfError("markup.bad_objective", "GF-OBJ-1", { keyword: line.keyword }), at);
          return void 0;
        }
        result.difficulty = n;
        result.difficultySpan = at;
      } else if (state && !result.stateSpan) {
        result.state = state;
        result.stateSpan = at;
      } else {
        ctx.error(gfError("markup.bad_objective", "GF-OBJ-1", { keyword: line.keyword }), at);
        return void 0;
      }
    }
  }
  if (!line.value) {
    ctx.error(gfError("markup.value_required", "GF-OBJ-1", { keyword: line.keyword }), line.valueSpan);
    return void 0;
  }
  return result;
}
var sheetBlock = {
  name: "sheet",
  tags: TAGS.sheet,
  attrs: {
    mode: {
      spellings: ATTRS.mode,
      parse: parseChoice(valueWords(MODES))
    }
  },
  fields: FIELDS6,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const node = {
      block: "sheet",
      cliches: [],
      relationships: [],
      tricks: [],
      flaws: [],
      objectives: [],
      advantages: [],
      problems: []
    };
    if (attrs["mode"]) node.mode = attrs["mode"];
    const fields = lines.filter((l) => l.kind === "field");
    for (const key of ["name", "player", "concept"]) {
      const line = once(fields, key, ctx);
      if (line && noQualifier(line, ctx)) node[key] = { value: line.value, span: line.valueSpan };
    }
    for (const key of ["pv", "pk"]) {
      const line = once(fields, key, ctx);
      if (!line || !noQualifier(line, ctx)) continue;
      const value = intValue(line.value, line, ctx, 0, 1e6, "GF-PTS-2");
      if (value !== void 0) node[key] = { value, span: line.valueSpan };
    }
    const notes = once(fields, "notes", ctx);
    if (notes) {
      noQualifier(notes, ctx);
      node.notes = { value: notes.value, span: notes.valueSpan };
    }
    for (const line of fields) {
      switch (line.field) {
        case "cliche": {
          const t = trait(line, ctx, false);
          if (t) node.cliches.push(t);
          break;
        }
        case "relationship": {
          const t = trait(line, ctx, true);
          if (t) node.relationships.push(t);
          break;
        }
        case "advantage": {
          const t = trait(line, ctx, true);
          if (t) node.advantages.push(t);
          break;
        }
        case "problem": {
          const t = trait(line, ctx, false);
          if (t) node.problems.push(t);
          break;
        }
        case "objective": {
          const o = objective(line, ctx);
          if (o) node.objectives.push(o);
          break;
        }
        case "trick":
        case "flaw": {
          const name = line.qualifier || line.value;
          if (!name) {
            ctx.error(gfError("markup.value_required", "GF-TT-3", { keyword: line.keyword }), line.valueSpan);
            break;
          }
          const fills = line.qualifier ? line.value.split(";").map((s) => s.trim()).filter(Boolean) : [];
          const entry2 = line.qualifier ? { name, fills, fillSpan: line.valueSpan, span: line.span } : { name, fills, span: line.span };
          (line.field === "trick" ? node.tricks : node.flaws).push(entry2);
          break;
        }
      }
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", void 0, { tag: "gf-sheet" }), openSpan);
    return node;
  }
};

// src/games/genrefuzzion/markup/registry.ts
var BLOCK_SPECS = [
  compileSpec(poolBlock),
  compileSpec(sceneBlock),
  compileSpec(rollBlock),
  compileSpec(actionBlock),
  compileSpec(intervalBlock),
  compileSpec(sheetBlock)
];
var BLOCKS_BY_TAG = new Map(
  BLOCK_SPECS.flatMap((c) => c.spec.tags.map((tag) => [tag, c]))
);

// src/games/genrefuzzion/markup/game.ts
var GAME_ID = "genrefuzzion";
var SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));
var GF_TAGS = new Map([...BLOCKS_BY_TAG].map(([tag, compiled]) => [tag, compiled.spec.name]));
var GF_CANONICAL_TAG = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c.spec.tags[0]]));
var parseGfBlock = (key, located, lang) => parseBlock(SPEC_BY_NAME.get(key), located, lang);
function genreFuzzionMarkup() {
  return { game: GAME_ID, tags: GF_TAGS, parse: parseGfBlock, allowList: ALLOW_LIST };
}

// src/games/genrefuzzion/game.ts
var game = {
  id: GAME_ID,
  name: { es: "GenreFuzzion", en: "GenreFuzzion" },
  markup: genreFuzzionMarkup(),
  sheetTag: "gf-sheet",
  rulePrefix: "GF",
  // A bare pool is dice only: a character or trait comes with an attribute or a labelled line.
  sheetFreeTags: TAGS.pool
};

// src/games/tricube/markup/messages.ts
var tricubeMarkupMessages = {
  "tt.markup.bad-tag": { es: 'no se entiende la etiqueta [{tag}] a partir de la columna {column}: los atributos van como nombre=valor o nombre="valor con espacios"', en: 'cannot read the [{tag}] tag from column {column}: attributes are name=value or name="value with spaces"' },
  "tt.markup.unknown-attr": { es: "[{tag}] no tiene el atributo \xAB{name}\xBB; los que tiene son: {expected}", en: '[{tag}] has no attribute "{name}"; it has: {expected}' },
  "tt.markup.missing-attr": { es: "a [{tag}] le falta el atributo {name}=\u2026", en: "[{tag}] needs the attribute {name}=\u2026" },
  "tt.markup.unclosed": { es: "[{tag}] se abre en la l\xEDnea {line} y no se cierra: a\xF1ade [/{tag}] en una l\xEDnea propia", en: "[{tag}] opens on line {line} and is never closed: add [/{tag}] on a line of its own" },
  "tt.markup.unknown-line": { es: "no se entiende \xAB{text}\xBB dentro de [{tag}] (las l\xEDneas son: {expected})", en: '"{text}" is not understood inside [{tag}] (its lines are: {expected})' },
  "tt.markup.duplicate": { es: "\xAB{keyword}\xBB aparece m\xE1s de una vez", en: '"{keyword}" appears more than once' },
  "tt.markup.missing": { es: "falta la l\xEDnea \xAB{keyword}: \u2026\xBB", en: 'the line "{keyword}: \u2026" is missing' },
  "tt.markup.bad-value": { es: "\xAB{keyword}\xBB: \xAB{value}\xBB deber\xEDa ser {expected}", en: '"{keyword}": "{value}" should be {expected}' },
  "tt.markup.bad-number": { es: "\xAB{keyword}\xBB: \xAB{value}\xBB deber\xEDa ser un n\xFAmero entero de {min} a {max}", en: '"{keyword}": "{value}" should be a whole number from {min} to {max}' },
  "tt.markup.value-required": { es: "falta el texto despu\xE9s de \xAB{keyword}\xBB", en: 'the text after "{keyword}" is missing' },
  "tt.markup.qualifier-forbidden": { es: "sobra \xAB{qualifier}\xBB entre \xAB{keyword}\xBB y los dos puntos", en: '"{qualifier}" does not belong between "{keyword}" and the colon' },
  "tt.markup.not-challenged": { es: "{character} no est\xE1 en la l\xEDnea \xABqui\xE9n\xBB", en: '{character} is not on the "who" line' },
  "tt.markup.difficulty": { es: "\xAB{keyword}\xBB: la dificultad es 4, 5 o 6 (f\xE1cil, normal, dif\xEDcil), no \xAB{value}\xBB", en: '"{keyword}": the difficulty is 4, 5 or 6 (easy, normal, hard), not "{value}"' },
  "tt.markup.dice": { es: "\xAB{keyword}\xBB: de 1 a 3 dados de seis caras, como \xAB3 4\xBB o \xAB[6, 6, 2]\xBB, no \xAB{value}\xBB", en: '"{keyword}": 1 to 3 six-sided dice, as "3 4" or "[6, 6, 2]", not "{value}"' },
  "tt.markup.archetype": { es: "\xAB{keyword}: {value}\xBB: el arquetipo empieza por la cualidad (\xE1gil, fuerte o astuto) y sigue con el concepto", en: '"{keyword}: {value}": the archetype starts with the quality (agile, strong or cunning), then the concept' },
  "tt.markup.archetype-mismatch": { es: "\xAB{keyword}: {value}\xBB no es la cualidad del arquetipo", en: `"{keyword}: {value}" is not the archetype's quality` },
  "tt.markup.tokens": { es: "\xAB{keyword}\xBB: escribe las fichas como actuales/m\xE1ximo, por ejemplo 2/3, no \xAB{value}\xBB", en: '"{keyword}": write tokens as current/quota, e.g. 2/3, not "{value}"' },
  "tt.markup.quota": { es: "\xAB{keyword}\xBB: el m\xE1ximo es {max}, no {quota}", en: '"{keyword}": the quota is at most {max}, not {quota}' },
  "tt.markup.over-quota": { es: "\xAB{keyword}\xBB: {current} fichas superan el m\xE1ximo de {quota}", en: '"{keyword}": {current} tokens exceed the quota of {quota}' },
  "tt.markup.creation-traits": { es: "un personaje nuevo tiene exactamente una ventaja y un defecto (aqu\xED hay {perks} y {quirks}); los dem\xE1s llegan con los avances", en: "a new character has exactly one perk and one quirk (here {perks} and {quirks}); more come with advances" },
  "tt.markup.too-many-traits": { es: "{count} ventajas y defectos, pero con estos avances caben como mucho {max}", en: "{count} perks and quirks, but these advances allow at most {max}" },
  "tt.markup.one-answer": { es: "una respuesta da una sola cosa (coste, recompensa, aflicci\xF3n, acepta o un avance), no {count}", en: "an answer gives one thing (cost, reward, affliction, accept or an advance), not {count}" },
  "tt.markup.needs-challenge": { es: "\xAB{keyword}\xBB responde a un desaf\xEDo: a\xF1ade desafio=\u2026 a la etiqueta", en: '"{keyword}" answers a challenge: add challenge=\u2026 to the tag' },
  "tt.markup.empty": { es: "[{tag}] no dice nada: escribe al menos una l\xEDnea", en: "[{tag}] says nothing: write at least one line" },
  "tt.markup.needs-character": { es: "\xAB{keyword}\xBB va seguido del nombre del personaje antes de los dos puntos", en: `"{keyword}" takes the character's name before the colon` },
  "tt.markup.table-difficulty": { es: "\xAB{keyword}\xBB: \xAB{value}\xBB deber\xEDa ser la dificultad y sus modificadores, como \xAB4 (TT-KAR-3 -1)\xBB", en: '"{keyword}": "{value}" should be the difficulty and its modifiers, as "4 (TT-KAR-3 -1)"' },
  "tt.markup.invalid": { es: "el bloque no es v\xE1lido en \xAB{path}\xBB: {detail}", en: 'the block is not valid at "{path}": {detail}' }
};
function markupMessage(error, lang) {
  const where = lang === "es" ? `l\xEDnea ${error.line}, columna ${error.column}` : `line ${error.line}, column ${error.column}`;
  return `${where}: ${localise(tricubeMarkupMessages, error, lang)}`;
}

// src/games/tricube/markup/vocabulary.ts
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
var BLOCK_BY_TAG = new Map(
  BLOCKS.flatMap((b) => {
    const [en, es] = TAGS2[b];
    return en === es ? [[en, { block: b, lang: void 0 }]] : [[en, { block: b, lang: "en" }], [es, { block: b, lang: "es" }]];
  })
);
var ATTRS2 = {
  challenge: { id: { es: [], en: [], both: ["id"] } },
  roll: { challenge: { es: ["desafio", "desaf\xEDo"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  karma: { challenge: { es: ["desafio", "desaf\xEDo"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  sheet: {},
  answer: { challenge: { es: ["desafio", "desaf\xEDo"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  gm: {},
  table: { challenge: { es: ["desafio", "desaf\xEDo"], en: ["challenge"] } }
};
var LANG_ATTR2 = { es: ["idioma"], en: ["language"], both: ["lang"] };
var FIELDS7 = {
  challenge: {
    quality: { es: ["cualidad"], en: ["quality"] },
    difficulty: { es: ["dificultad"], en: ["difficulty"] },
    effort: { es: ["esfuerzo", "fichas de esfuerzo"], en: ["effort", "effort tokens"] },
    who: { es: ["qui\xE9n", "quien", "desafiados", "desafiado", "desafiada"], en: ["who", "challenged"] },
    outside: { es: ["fuera de concepto"], en: ["outside concept"] },
    kind: { es: ["tipo"], en: ["kind"] },
    combat: { es: ["combate"], en: ["combat"] },
    enemy: { es: ["enemigo"], en: ["enemy"] },
    enemyQualities: { es: ["cualidades del enemigo"], en: ["enemy qualities"] },
    level: { es: ["nivel"], en: ["level"] },
    boss: { es: ["jefe"], en: ["boss"] },
    deadly: { es: ["mortal"], en: ["deadly"] },
    battle: { es: ["batalla"], en: ["battle"] }
  },
  roll: {
    quality: { es: ["cualidad"], en: ["quality"] },
    concept: { es: ["concepto"], en: ["concept"] },
    quirk: { es: ["defecto"], en: ["quirk"] },
    perk: { es: ["ventaja"], en: ["perk"] },
    vehicle: { es: ["veh\xEDculo", "vehiculo"], en: ["vehicle"] },
    dice: { es: ["dados"], en: ["dice"] }
  },
  karma: {
    perk: { es: ["ventaja"], en: ["perk"] },
    spender: { es: ["paga"], en: ["paid by"] },
    prepared: { es: ["preparado", "preparada"], en: ["prepared"] }
  },
  sheet: {
    name: { es: ["nombre"], en: ["name"] },
    player: { es: ["jugador", "jugadora"], en: ["player"] },
    archetype: { es: ["arquetipo"], en: ["archetype"] },
    quality: { es: ["cualidad"], en: ["quality"] },
    concept: { es: ["concepto"], en: ["concept"] },
    style: { es: ["estilo", "estilo de combate"], en: ["style", "combat style"] },
    perk: { es: ["ventaja"], en: ["perk"] },
    quirk: { es: ["defecto"], en: ["quirk"] },
    karma: { es: [], en: [], both: ["karma"] },
    resolve: { es: ["resoluci\xF3n", "resolucion"], en: ["resolve"] },
    affliction: { es: ["aflicci\xF3n", "afliccion"], en: ["affliction"] },
    advances: { es: ["avances"], en: ["advances"] },
    level: { es: ["nivel"], en: ["level"] },
    species: { es: ["especie"], en: ["species"] },
    spell: { es: ["hechizo"], en: ["spell"] },
    vehicle: { es: ["veh\xEDculo", "vehiculo"], en: ["vehicle"] }
  },
  // What the tool asks a human (TT-OUT-3 cost, TT-QRK-2 reward, TT-DEF-1 affliction, TT-CPX-1 offer, TT-ADV-2 advance).
  answer: {
    cost: { es: ["coste", "costo"], en: ["cost"] },
    complication: { es: ["complicaci\xF3n", "complicacion"], en: ["complication"] },
    reward: { es: ["recompensa"], en: ["reward"] },
    affliction: { es: ["aflicci\xF3n", "afliccion"], en: ["affliction"] },
    accept: { es: ["acepta", "acepto"], en: ["accept", "accepted"] },
    newPerk: { es: ["nueva ventaja"], en: ["new perk"] },
    newQuirk: { es: ["nuevo defecto"], en: ["new quirk"] },
    raise: { es: ["subir m\xE1ximo", "subir maximo"], en: ["raise quota"] }
  },
  // The GM's moves between rolls (TT-OUT-3 close, TT-REC-1 scene end, TT-TOK-2 session, TT-ADV-1 advance, TT-CPX-1 offer).
  gm: {
    close: { es: ["cerrar"], en: ["close"] },
    sceneEnd: { es: ["fin de escena"], en: ["end of scene", "scene end"] },
    session: { es: ["nueva sesi\xF3n", "nueva sesion"], en: ["new session"] },
    advance: { es: ["avance"], en: ["advance"] },
    offer: { es: ["ofrece complicaci\xF3n", "ofrece complicacion"], en: ["offer complication"] }
  },
  // The service's [tt-mesa]/[tt-table] in its replies: a challenge as it stands (TT-EFF-2 effort left,
  // each character's difficulty in force with its modifiers, TT-KAR-3/TT-QRK-1, Karma and Resolve, who
  // the table waits for). The card draws it; the flow never plays it; a table not by the service is untrusted.
  table: {
    effort: { es: ["esfuerzo"], en: ["effort"] },
    difficulty: { es: ["dificultad"], en: ["difficulty"] },
    karma: { es: [], en: [], both: ["karma"] },
    resolve: { es: ["resoluci\xF3n", "resolucion"], en: ["resolve"] },
    waiting: { es: ["espera"], en: ["waiting for"] },
    closed: { es: ["cerrado"], en: ["closed"] }
  }
};
var BARE = /* @__PURE__ */ new Set(["challenge.boss", "challenge.deadly", "karma.prepared", "sheet.vehicle", "gm.sceneEnd", "gm.session", "table.closed"]);
function values(table3) {
  const m = /* @__PURE__ */ new Map();
  for (const id of Object.keys(table3)) for (const w of table3[id]) m.set(foldKeyword(w), id);
  return m;
}
var QUALITY_WORDS = values({
  agile: ["agile", "agility", "\xE1gil", "agilidad"],
  strong: ["strong", "brawny", "strength", "fuerte", "fuerza"],
  cunning: ["cunning", "crafty", "astuto", "astuta", "astucia"]
});
var STYLE_WORDS = values({
  melee: ["melee", "cuerpo a cuerpo"],
  ranged: ["ranged", "a distancia", "distancia"],
  mental: ["mental"]
});
var KIND_WORDS = values({
  normal: ["normal"],
  attack: ["attack", "ataque"],
  defence: ["defence", "defense", "defensa"],
  fear: ["fear", "miedo"],
  opposed: ["opposed", "oposici\xF3n", "oposicion", "con oposici\xF3n", "con oposicion"]
});
var DIFFICULTY_WORDS = values({
  "4": ["4", "easy", "f\xE1cil"],
  "5": ["5", "normal"],
  "6": ["6", "hard", "dif\xEDcil"]
});
var COST_WORDS = values({
  resolve: ["resolve", "resoluci\xF3n", "resolucion"],
  complication: ["complication", "complicaci\xF3n", "complicacion"],
  consequence: ["consequence", "consecuencia", "other", "otra"]
});
var TOKEN_WORDS = values({ karma: ["karma"], resolve: ["resolve", "resoluci\xF3n", "resolucion"] });
var YES_NO = values({ yes: ["yes", "s\xED", "si"], no: ["no"] });
var ENEMY_QUALITY_WORDS = values({
  agile: ["agile", "\xE1gil"],
  strong: ["strong", "fuerte"],
  cunning: ["cunning", "astuto", "astuta"],
  clumsy: ["clumsy", "torpe"],
  weak: ["weak", "d\xE9bil"],
  stupid: ["stupid", "est\xFApido", "est\xFApida"]
});
var LIMITATION_WORDS = values({
  destructive: ["destructive", "destructiva", "destructivo"],
  exhausting: ["exhausting", "agotadora", "agotador"],
  focused: ["focused", "focalizada", "focalizado"],
  personal: ["personal"],
  ritualistic: ["ritualistic", "ritualista"],
  source: ["source", "fuente"],
  visible: ["visible"],
  artefact: ["artefact", "artifact", "artefacto"],
  grounded: ["grounded", "terrestre"],
  intimidating: ["intimidating", "intimidante"],
  negatable: ["negatable", "anulable"],
  "non-offensive": ["non-offensive", "no ofensivo", "no ofensiva"],
  costumed: ["costumed", "indumentaria"],
  uncontrollable: ["uncontrollable", "incontrolable"]
});
var AFFLICTION_WORDS = values({
  permanent: ["permanent", "permanente"],
  scene: ["until scene end", "scene", "hasta el final de la escena", "escena"],
  fatal: ["fatal", "mortal"]
});

// src/games/tricube/cards/labels.ts
var cardLabels = {
  challenge: { es: "Desaf\xEDo \xAB{id}\xBB", en: 'Challenge "{id}"' },
  roll: { es: "Tirada de {character} en \xAB{challenge}\xBB", en: `{character}'s roll in "{challenge}"` },
  karma: { es: "Karma de {character} en \xAB{challenge}\xBB", en: `{character}'s Karma in "{challenge}"` },
  sheet: { es: "Ficha", en: "Sheet" },
  answer: { es: "Respuesta para {character}", en: "Answer for {character}" },
  gm: { es: "El DJ", en: "The GM" },
  who: { es: "Desafiados", en: "Challenged" },
  difficulty: { es: "Dificultad", en: "Difficulty" },
  effort: { es: "Fichas de esfuerzo", en: "Effort tokens" },
  kind: { es: "Tipo", en: "Kind" },
  quality: { es: "Cualidad", en: "Quality" },
  outside: { es: "fuera de concepto", en: "outside concept" },
  enemy: { es: "Enemigo", en: "Enemy" },
  boss: { es: "jefe", en: "boss" },
  deadly: { es: "Puede ser mortal", en: "This can kill" },
  quirk: { es: "Defecto", en: "Quirk" },
  perk: { es: "Ventaja", en: "Perk" },
  perks: { es: "Ventajas", en: "Perks" },
  quirks: { es: "Defectos", en: "Quirks" },
  dice: { es: "Dados", en: "Dice" },
  rolledBy: { es: "los tira el servicio", en: "rolled by the service" },
  qualityApplies: { es: "su cualidad cuenta", en: "quality applies" },
  qualityNot: { es: "su cualidad no cuenta", en: "quality does not apply" },
  conceptNot: { es: "fuera de su concepto", en: "outside the concept" },
  paidBy: { es: "Paga", en: "Paid by" },
  prepared: { es: "preparado", en: "prepared" },
  archetype: { es: "Arquetipo", en: "Archetype" },
  player: { es: "Jugador", en: "Player" },
  karmaTokens: { es: "Karma", en: "Karma" },
  resolve: { es: "Resoluci\xF3n", en: "Resolve" },
  afflictions: { es: "Aflicciones", en: "Afflictions" },
  advances: { es: "Avances", en: "Advances" },
  permanent: { es: "permanente", en: "permanent" },
  scene: { es: "hasta el final de la escena", en: "until the scene ends" },
  fatal: { es: "mortal", en: "fatal" },
  cost: { es: "Coste", en: "Cost" },
  complication: { es: "Complicaci\xF3n", en: "Complication" },
  reward: { es: "Recompensa", en: "Reward" },
  affliction: { es: "Aflicci\xF3n", en: "Affliction" },
  accept: { es: "Acepta", en: "Accepts" },
  yes: { es: "s\xED", en: "yes" },
  no: { es: "no", en: "no" },
  advance: { es: "Avance", en: "Advance" },
  close: { es: "Cierra \xAB{challenge}\xBB", en: 'Closes "{challenge}"' },
  "scene-end": { es: "Fin de la escena", en: "End of the scene" },
  session: { es: "Nueva sesi\xF3n: Karma y Resoluci\xF3n al m\xE1ximo", en: "New session: Karma and Resolve refill" },
  "grant-advance": { es: "Un avance para {character}", en: "An advance for {character}" },
  offer: { es: "Ofrece Karma a {character} por una complicaci\xF3n", en: "Offers {character} Karma for a complication" },
  table: { es: "\xAB{challenge}\xBB ahora", en: '"{challenge}" now' },
  effortLeft: { es: "Esfuerzo que queda", en: "Effort left" },
  overcome: { es: "superado", en: "overcome" },
  waiting: { es: "Espera a", en: "Waiting for" },
  closed: { es: "Cerrado por el DJ", en: "Closed by the GM" },
  notService: { es: "Esta mesa no la ha escrito el servicio: no cuenta", en: "This table was not written by the service: it does not count" },
  asItStands: { es: "Seg\xFAn la \xFAltima mesa del servicio", en: "As the service's latest table has it" },
  inForce: { es: "en vigor", en: "in force" },
  base: { es: "base {difficulty}", en: "base {difficulty}" },
  rollButton: { es: "Tirar", en: "Roll" },
  pickerTitle: { es: "Tirada de {character}", en: "{character}'s roll" },
  pickerNone: { es: "ninguno", en: "none" },
  pickerConcept: { es: "Fuera de mi concepto (un dado menos)", en: "Outside my concept (one die fewer)" },
  pickerQuirkTaken: { es: "Este desaf\xEDo ya cuenta un defecto o una aflicci\xF3n: solo uno por desaf\xEDo", en: "This challenge already counts a quirk or an affliction: only one per challenge" },
  pickerClosed: { es: "El DJ ha cerrado este desaf\xEDo: no admite m\xE1s tiradas", en: "The GM has closed this challenge: it takes no more rolls" },
  pickerOvercome: { es: "Desaf\xEDo superado: no le quedan fichas de esfuerzo, no admite m\xE1s tiradas", en: "Challenge overcome: no effort tokens left, it takes no more rolls" },
  pickerDice: { es: "Tirar\xE1s {dice}d6 contra {difficulty}", en: "You will roll {dice}d6 against {difficulty}" },
  pickerDiceOpposed: { es: "Tirar\xE1s {dice}d6 contra el dado m\xE1s alto de {opponent}", en: "You will roll {dice}d6 against {opponent}'s highest die" },
  pickerCompose: { es: "Escribir la tirada", en: "Write the roll" },
  pickerCancel: { es: "Cancelar", en: "Cancel" }
};
function label(key, lang, params = {}) {
  return fill(cardLabels[key][lang], params);
}
var QUALITY = {
  es: { agile: "\xE1gil", strong: "fuerte", cunning: "astuto" },
  en: { agile: "agile", strong: "strong", cunning: "cunning" }
};
var KIND2 = {
  es: { normal: "normal", attack: "ataque", defence: "defensa", fear: "miedo", opposed: "con oposici\xF3n" },
  en: { normal: "normal", attack: "attack", defence: "defence", fear: "fear", opposed: "opposed" }
};
var COST = {
  es: { resolve: "Resoluci\xF3n", complication: "una complicaci\xF3n", consequence: "otra consecuencia", karma: "Karma" },
  en: { resolve: "Resolve", complication: "a complication", consequence: "another consequence", karma: "Karma" }
};

// src/games/tricube/cards/manifest.ts
var CARD_BLOCK = { challenge: "ttchallenge", roll: "ttroll", karma: "ttkarma", sheet: "ttsheet", answer: "ttanswer", gm: "ttgm", table: "tttable" };

// src/games/tricube/cards/card-data.ts
var TRICUBE_CARD_BLOCKS = Object.values(CARD_BLOCK);
var MAX_ERRORS_SHOWN = 20;
function tricubeCard(parsed) {
  if (parsed.node && parsed.errors.length === 0) return { block: CARD_BLOCK[parsed.node.block], data: parsed.node };
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => ({
    line: e.line,
    column: e.column,
    code: e.code,
    ...e.rule ? { rule: e.rule } : {},
    // Messages stay in the block's language: they quote the keywords the player typed.
    message: localise(tricubeMarkupMessages, e, parsed.lang)
  }));
  return { block: "error", data: { tag: TAGS2[parsed.block][parsed.lang === "es" ? 1 : 0], errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN) } };
}
var UNSAFE2 = /[\u0000-\u001f\u007f"'\\&<>\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/g;
var escape = (s) => s.replace(UNSAFE2, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
function json(v) {
  if (typeof v === "string") return `'${escape(v)}'`;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return `[${v.map(json).join(",")}]`;
  if (v && typeof v === "object") {
    const parts = Object.entries(v).filter(([, x]) => x !== void 0).map(([k, x]) => `'${escape(k)}':${json(x)}`);
    return `{${parts.join(",")}}`;
  }
  return "null";
}
function tricubeCardValue(card) {
  return `${card.block} ${json(card.data)}`;
}
function fallbackLines(node, lang) {
  const yes = (b) => b === void 0 ? void 0 : label(b ? "yes" : "no", lang);
  switch (node.block) {
    case "challenge":
      return [
        label("challenge", lang, { id: node.id }),
        `${label("who", lang)}: ${node.who.map((w) => w.character + (w.outsideConcept ? ` (${label("outside", lang)})` : "")).join(", ")}`,
        ...node.difficulty ? [`${label("difficulty", lang)}: ${node.difficulty}`] : [],
        ...node.quality ? [`${label("quality", lang)}: ${node.qualityWord ?? QUALITY[lang][node.quality]}`] : [],
        ...node.effort ? [`${label("effort", lang)}: ${node.effort}`] : [],
        ...node.kind !== "normal" ? [`${label("kind", lang)}: ${KIND2[lang][node.kind]}`] : [],
        ...node.enemy ? [`${label("enemy", lang)}: ${node.enemy.name ?? "-"}${node.enemy.boss ? ` (${label("boss", lang)})` : ""}`] : [],
        ...node.deadly ? [label("deadly", lang)] : []
      ];
    case "roll":
      return [
        label("roll", lang, { character: node.character, challenge: node.challenge }),
        ...node.quirk ? [`${label("quirk", lang)}: ${node.quirk}`] : [],
        ...node.perk ? [`${label("perk", lang)}: ${node.perk}`] : [],
        ...node.quality !== void 0 ? [label(node.quality ? "qualityApplies" : "qualityNot", lang)] : [],
        ...node.concept === false ? [label("conceptNot", lang)] : [],
        `${label("dice", lang)}: ${node.dice ? node.dice.join(" ") : label("rolledBy", lang)}`
      ];
    case "karma":
      return [
        label("karma", lang, { character: node.character, challenge: node.challenge }),
        `${label("perk", lang)}: ${node.perk}`,
        ...node.spender ? [`${label("paidBy", lang)}: ${node.spender}`] : []
      ];
    case "sheet":
      return [
        node.name ?? label("sheet", lang),
        `${label("archetype", lang)}: ${node.archetype ?? [node.quality ? QUALITY[lang][node.quality] : "", node.concept ?? ""].filter(Boolean).join(" ")}`,
        `${label("perks", lang)}: ${node.perks.map((p) => p.name).join(", ")}`,
        `${label("quirks", lang)}: ${node.quirks.join(", ")}`,
        ...node.karma ? [`${label("karmaTokens", lang)}: ${node.karma.current}/${node.karma.quota}`] : [],
        ...node.resolve ? [`${label("resolve", lang)}: ${node.resolve.current}/${node.resolve.quota}`] : [],
        ...node.afflictions.length ? [`${label("afflictions", lang)}: ${node.afflictions.map((a) => a.name + (a.permanent ? ` (${label("permanent", lang)})` : "")).join(", ")}`] : []
      ];
    case "answer":
      return [
        label("answer", lang, { character: node.character }),
        ...node.cost ? [`${label("cost", lang)}: ${COST[lang][node.cost]}`] : [],
        ...node.complication ? [`${label("complication", lang)}: ${node.complication}`] : [],
        ...node.reward ? [`${label("reward", lang)}: ${COST[lang][node.reward]}`] : [],
        ...node.affliction ? [`${label("affliction", lang)}: ${node.affliction.name}`] : [],
        ...node.accept !== void 0 ? [`${label("accept", lang)}: ${yes(node.accept)}`] : [],
        ...node.advance ? [`${label("advance", lang)}: ${"name" in node.advance ? node.advance.name : node.advance.take}`] : []
      ];
    case "table":
      return [
        label("table", lang, { challenge: node.challenge }),
        ...node.effort ? [`${label("effortLeft", lang)}: ${node.effort.left}/${node.effort.total}`] : [],
        ...node.characters.map((c) => [
          c.name,
          c.difficulty ? `${label("difficulty", lang)} ${c.difficulty.value}` : "",
          c.karma ? `${label("karmaTokens", lang)} ${c.karma.current}/${c.karma.quota}` : "",
          c.resolve ? `${label("resolve", lang)} ${c.resolve.current}/${c.resolve.quota}` : ""
        ].filter(Boolean).join(" \xB7 ")),
        ...node.waiting.length ? [`${label("waiting", lang)}: ${node.waiting.join(", ")}`] : [],
        ...node.closed ? [label("closed", lang)] : []
      ];
    case "gm":
      return [label("gm", lang), ...node.steps.map((s) => label(s.do, lang, { ..."challenge" in s ? { challenge: s.challenge } : {}, ..."character" in s ? { character: s.character } : {} }))];
  }
}
function tricubeCardHtml(parsed, source) {
  const card = tricubeCard(parsed);
  const value = tricubeCardValue(card);
  if (card.block === "error") {
    const lines = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => markupMessage(e, parsed.lang));
    return el("div", { "data-gf-card": value }, card.data.tag, LINE_BREAK, lines.map((l) => [l, LINE_BREAK]), el("pre", {}, el("code", {}, source)));
  }
  return el("div", { "data-gf-card": value }, fallbackLines(card.data, parsed.lang).map((l, i) => i ? [LINE_BREAK, l] : l));
}

// src/markup/keyword-lines.ts
var KEYWORD_MAX = 80;
function readKeywordLines(table3, body, isBare, votes) {
  const fields = [];
  const unread = [];
  for (const line of body) {
    const text = line.text;
    const lead = text.search(/\S/);
    if (lead < 0) continue;
    const trimmed = text.trim();
    const column = spanOf(line, lead, lead).column;
    const colon = text.indexOf(":", lead);
    const at = { line: line.number, column, lineStart: line.start, lineEnd: line.start + text.length + line.newline.length, indent: text.slice(0, lead) };
    const end = line.start + text.trimEnd().length;
    const found = colon > lead && colon - lead <= KEYWORD_MAX ? table3.prefix(text.slice(lead, colon)) : void 0;
    if (found) {
      if (found.hit.lang) votes[found.hit.lang]++;
      const after = text.slice(colon + 1);
      fields.push({
        field: found.hit.id,
        keyword: text.slice(lead, lead + found.length),
        lang: found.hit.lang,
        qualifier: text.slice(lead + found.length, colon).trim(),
        value: after.trim(),
        ...at,
        valueStart: Math.min(end, line.start + colon + 1 + (after.length - after.trimStart().length)),
        valueEnd: end
      });
      continue;
    }
    const bare = table3.get(trimmed);
    if (bare && isBare(bare.id)) {
      if (bare.lang) votes[bare.lang]++;
      fields.push({ field: bare.id, keyword: trimmed, lang: bare.lang, qualifier: "", value: "", ...at, valueStart: end, valueEnd: end });
      continue;
    }
    unread.push({ text: trimmed, line: line.number, column });
  }
  return { fields, unread };
}
var clip2 = (text, max = 60) => text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;

// src/games/tricube/markup/read-lines.ts
var TABLES = /* @__PURE__ */ new Map();
function fieldTable(block) {
  let t = TABLES.get(block);
  if (!t) TABLES.set(block, t = new KeywordTable(FIELDS7[block]));
  return t;
}
var plainValue = (value) => withoutBidi(value).trim();
function readFields(block, body, errors, votes) {
  const table3 = fieldTable(block);
  const { fields, unread } = readKeywordLines(table3, body, (id) => BARE.has(`${block}.${id}`), votes);
  for (const u of unread) errors.push({ code: "tt.markup.unknown-line", params: { text: clip2(u.text), tag: TAGS2[block][0], expected: table3.list("en") }, line: u.line, column: u.column });
  return fields.map((f) => ({ ...f, value: plainValue(f.value), qualifier: plainValue(f.qualifier) }));
}
function single(fields, id, errors) {
  const all = fields.filter((f) => f.field === id);
  for (const extra of all.slice(1)) errors.push({ code: "tt.markup.duplicate", params: { keyword: extra.keyword }, line: extra.line, column: extra.column });
  return all[0];
}
function err2(f, code, params, rule) {
  return { code, ...rule ? { rule } : {}, params, line: f.line, column: f.column };
}
function wholeNumber(f, min, max, errors) {
  const n = /^\d{1,3}$/.test(f.value) ? Number(f.value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err2(f, "tt.markup.bad-number", { keyword: f.keyword, value: clip2(f.value, 30), min, max }));
  return void 0;
}
function oneOf(f, words2, expected, errors, value = f.value) {
  const hit = words2.get(foldValue(value));
  if (hit !== void 0) return hit;
  errors.push(err2(f, "tt.markup.bad-value", { keyword: f.keyword, value: clip2(value, 30), expected }));
  return void 0;
}
function foldValue(value) {
  return value.trim().toLowerCase().replace(/\s+/g, " ").replace(/[áàäâéèëêíìïîóòöôúùüûñ]/g, (c) => "aaaaeeeeiiiioooouuuun"["\xE1\xE0\xE4\xE2\xE9\xE8\xEB\xEA\xED\xEC\xEF\xEE\xF3\xF2\xF6\xF4\xFA\xF9\xFC\xFB\xF1".indexOf(c)]);
}
function nameAndNotes(value) {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(value);
  if (!m || !m[1]) return { name: value.trim(), notes: [] };
  return { name: m[1].trim(), notes: m[2].split(/[,;]/).map((s) => s.trim()).filter(Boolean) };
}
function qualifiersOnly(fields, allowed, errors) {
  for (const f of fields) {
    if (f.qualifier && !allowed.includes(f.field)) errors.push(err2(f, "tt.markup.qualifier-forbidden", { keyword: f.keyword, qualifier: clip2(f.qualifier, 30) }));
  }
}

// src/games/tricube/markup/challenge-block.ts
var QUALITIES = "\xE1gil, fuerte, astuto / agile, strong, cunning";
var names = (value) => value.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
function buildChallenge(attrs, fields, errors, open) {
  const id = attrs["id"];
  if (!id) errors.push(err2(open, "tt.markup.missing-attr", { tag: "tt-challenge", name: "id" }));
  const node = { block: "challenge", id: id ?? "-", kind: "normal", who: [], deadly: false };
  qualifiersOnly(fields, ["quality"], errors);
  const f = (name) => single(fields.filter((x) => !x.qualifier || name !== "quality"), name, errors);
  const kind = f("kind");
  if (kind) node.kind = oneOf(kind, KIND_WORDS, "normal, ataque, defensa, miedo, oposici\xF3n / normal, attack, defence, fear, opposed", errors) ?? "normal";
  const quality = f("quality");
  if (quality) node.quality = oneOf(quality, QUALITY_WORDS, QUALITIES, errors);
  if (quality && node.quality) node.qualityWord = quality.value;
  const difficulty2 = f("difficulty");
  if (difficulty2) {
    const d = DIFFICULTY_WORDS.get(foldValue(difficulty2.value));
    if (d) node.difficulty = Number(d);
    else errors.push(err2(difficulty2, "tt.markup.difficulty", { keyword: difficulty2.keyword, value: difficulty2.value }, "TT-CHAL-1"));
  } else if (node.kind !== "opposed") {
    errors.push(err2(open, "tt.markup.missing", { keyword: "difficulty / dificultad" }, "TT-CHAL-1"));
  }
  const effort = f("effort");
  if (effort) node.effort = wholeNumber(effort, 1, 99, errors);
  const outside = new Set(fields.filter((x) => x.field === "outside").flatMap((x) => names(x.value)));
  const perCharacter = new Map(fields.filter((x) => x.field === "quality" && x.qualifier).map((x) => [x.qualifier, oneOf(x, QUALITY_WORDS, QUALITIES, errors)]));
  for (const w of fields.filter((x) => x.field === "who")) {
    for (const character of names(w.value)) {
      if (node.who.some((x) => x.character === character)) {
        errors.push(err2(w, "tt.markup.duplicate", { keyword: character }));
        continue;
      }
      const q = perCharacter.get(character);
      node.who.push({ character, outsideConcept: outside.has(character), ...q ? { quality: q } : {} });
    }
  }
  if (node.who.length === 0) errors.push(err2(open, "tt.markup.missing", { keyword: "who / qui\xE9n" }, "TT-SETUP-1"));
  for (const name of outside) if (!node.who.some((x) => x.character === name)) errors.push(err2(open, "tt.markup.not-challenged", { character: name }));
  for (const q of perCharacter.keys()) if (!node.who.some((x) => x.character === q)) errors.push(err2(open, "tt.markup.not-challenged", { character: q }));
  const combat = f("combat");
  if (combat) node.combat = oneOf(combat, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  const enemy = f("enemy");
  const enemyQualities = f("enemyQualities");
  const level = f("level");
  const boss = f("boss");
  if (enemy || enemyQualities || level || boss) {
    const qualities = enemyQualities ? names(enemyQualities.value).map((v) => oneOf(enemyQualities, ENEMY_QUALITY_WORDS, "\xE1gil, fuerte, astuto, torpe, d\xE9bil, est\xFApido / agile, strong, cunning, clumsy, weak, stupid", errors, v)) : [];
    const lv = level ? wholeNumber(level, 1, 99, errors) : void 0;
    node.enemy = { ...enemy?.value ? { name: enemy.value } : {}, qualities: qualities.filter((q) => q !== void 0), ...lv ? { level: lv } : {}, boss: !!boss };
  }
  node.deadly = !!f("deadly");
  const battle = f("battle");
  if (battle?.value) node.battle = battle.value;
  return node;
}

// src/games/tricube/markup/roll-block.ts
function target(attrs, tag, errors, open) {
  for (const name of ["challenge", "character"]) if (!attrs[name]) errors.push(err2(open, "tt.markup.missing-attr", { tag, name }));
  return { challenge: attrs["challenge"] ?? "-", character: attrs["character"] ?? "-" };
}
function yesNo(f, errors) {
  const v = oneOf(f, YES_NO, "s\xED, no / yes, no", errors);
  return v === void 0 ? void 0 : v === "yes";
}
function buildRoll(attrs, fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const node = { block: "roll", ...target(attrs, "tt-roll", errors, open) };
  const quality = single(fields, "quality", errors);
  if (quality) {
    const v = yesNo(quality, errors);
    if (v !== void 0) node.quality = v;
  }
  const concept = single(fields, "concept", errors);
  if (concept) {
    const v = yesNo(concept, errors);
    if (v !== void 0) node.concept = v;
  }
  for (const key of ["quirk", "perk", "vehicle"]) {
    const f = single(fields, key, errors);
    if (f && !f.value) errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
    else if (f) node[key] = f.value;
  }
  const dice2 = single(fields, "dice", errors);
  if (dice2) {
    const faces = dice2.value.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
    if (faces.length >= 1 && faces.length <= 3 && faces.every((x) => /^[1-6]$/.test(x))) node.dice = faces.map(Number);
    else errors.push(err2(dice2, "tt.markup.dice", { keyword: dice2.keyword, value: dice2.value }, "TT-SETUP-3"));
  }
  return node;
}
function buildKarma(attrs, fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const node = { block: "karma", ...target(attrs, "tt-karma", errors, open), perk: "-", prepared: !!single(fields, "prepared", errors) };
  const perk = single(fields, "perk", errors);
  if (!perk || !perk.value) errors.push(err2(perk ?? open, "tt.markup.missing", { keyword: "perk / ventaja" }, "TT-KAR-2"));
  else node.perk = perk.value;
  const spender = single(fields, "spender", errors);
  if (spender?.value) node.spender = spender.value;
  return node;
}

// src/games/tricube/rules/model.ts
var MAX_QUOTA = 6;

// src/games/tricube/markup/sheet-block.ts
var LIMITS = "agotadora, ritualista, incontrolable\u2026 / exhausting, ritualistic, uncontrollable\u2026";
function named(f, errors) {
  if (!f.value) {
    errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
    return void 0;
  }
  const { name, notes } = nameAndNotes(f.value);
  const limitations = notes.map((n) => oneOf(f, LIMITATION_WORDS, LIMITS, errors, n)).filter((x) => x !== void 0);
  return { name, limitations };
}
function tokens(f, errors) {
  const m = /^(\d{1,2})\s*(?:\/\s*(\d{1,2}))?$/.exec(f.value);
  if (!m) {
    errors.push(err2(f, "tt.markup.tokens", { keyword: f.keyword, value: clip2(f.value, 30) }));
    return void 0;
  }
  const current = Number(m[1]);
  const quota = m[2] === void 0 ? current : Number(m[2]);
  if (quota > MAX_QUOTA) errors.push(err2(f, "tt.markup.quota", { keyword: f.keyword, quota, max: MAX_QUOTA }, "TT-TOK-1"));
  if (current > quota) errors.push(err2(f, "tt.markup.over-quota", { keyword: f.keyword, current, quota }, "TT-TOK-3"));
  return { current, quota };
}
function buildSheet(fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const node = { block: "sheet", kind: single(fields, "vehicle", errors) ? "vehicle" : "pc", perks: [], quirks: [], afflictions: [], advances: 0, spells: [] };
  const text = (id) => {
    const f = single(fields, id, errors);
    if (f && !f.value) errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
    return f?.value || void 0;
  };
  const name = text("name");
  if (name) node.name = name;
  else errors.push(err2(open, "tt.markup.missing", { keyword: "name / nombre" }, "TT-CHAR-1"));
  const player = text("player");
  if (player) node.player = player;
  const archetype = single(fields, "archetype", errors);
  if (archetype) {
    const words2 = archetype.value.split(/\s+/).filter(Boolean);
    const first = QUALITY_WORDS.get(foldValue(words2[0] ?? ""));
    const last = QUALITY_WORDS.get(foldValue(words2.at(-1) ?? ""));
    if (node.kind === "vehicle") node.concept = archetype.value;
    else if (first && words2.length > 1) {
      node.quality = first;
      node.concept = words2.slice(1).join(" ");
    } else if (last && words2.length > 1) {
      node.quality = last;
      node.concept = words2.slice(0, -1).join(" ");
    } else errors.push(err2(archetype, "tt.markup.archetype", { keyword: archetype.keyword, value: clip2(archetype.value, 40) }, "TT-CHAR-2"));
  }
  const quality = single(fields, "quality", errors);
  if (quality) {
    const q = oneOf(quality, QUALITY_WORDS, "\xE1gil, fuerte, astuto / agile, strong, cunning", errors);
    if (q && node.quality && q !== node.quality) errors.push(err2(quality, "tt.markup.archetype-mismatch", { keyword: quality.keyword, value: quality.value }, "TT-CHAR-2"));
    if (q) node.quality = q;
  }
  const concept = text("concept");
  if (concept) node.concept = concept;
  const typed = archetype?.value || (quality?.value && node.concept ? `${quality.value} ${node.concept}` : "");
  if (typed && typed.length <= 200) node.archetype = typed;
  if (node.kind === "pc" && !node.quality && !errors.some((e) => e.rule === "TT-CHAR-2")) errors.push(err2(open, "tt.markup.missing", { keyword: "quality / cualidad" }, "TT-CHAR-2"));
  if (!node.concept) errors.push(err2(open, "tt.markup.missing", { keyword: "concept / concepto" }, "TT-CHAR-1"));
  const style = single(fields, "style", errors);
  if (style) node.style = oneOf(style, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  for (const f of fields.filter((x) => x.field === "perk")) {
    const p = named(f, errors);
    if (p) node.perks.push(p);
  }
  for (const f of fields.filter((x) => x.field === "spell")) {
    const p = named(f, errors);
    if (p) node.spells.push(p);
  }
  for (const f of fields.filter((x) => x.field === "quirk")) {
    if (f.value) node.quirks.push(f.value);
    else errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
  }
  for (const f of fields.filter((x) => x.field === "affliction")) {
    if (!f.value) {
      errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
      continue;
    }
    const { name: aff, notes } = nameAndNotes(f.value);
    const marks = notes.map((n) => oneOf(f, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
    node.afflictions.push({ name: aff, permanent: marks.includes("permanent"), untilSceneEnd: marks.includes("scene"), fatal: marks.includes("fatal") });
  }
  const karma = single(fields, "karma", errors);
  if (karma) node.karma = tokens(karma, errors);
  const resolve = single(fields, "resolve", errors);
  if (resolve) node.resolve = tokens(resolve, errors);
  const advances = single(fields, "advances", errors);
  if (advances) node.advances = wholeNumber(advances, 0, 99, errors) ?? 0;
  const level = single(fields, "level", errors);
  if (level) node.level = wholeNumber(level, 1, 6, errors);
  const species = text("species");
  if (species) node.species = species;
  const count = node.perks.length + node.quirks.length;
  if (node.perks.length === 0) errors.push(err2(open, "tt.markup.missing", { keyword: "perk / ventaja" }, "TT-CHAR-1"));
  if (node.quirks.length === 0) errors.push(err2(open, "tt.markup.missing", { keyword: "quirk / defecto" }, "TT-CHAR-1"));
  if (node.advances === 0 && (node.perks.length > 1 || node.quirks.length > 1)) {
    errors.push(err2(open, "tt.markup.creation-traits", { perks: node.perks.length, quirks: node.quirks.length }, "TT-CHAR-1"));
  } else if (count > 2 + node.advances) {
    errors.push(err2(open, "tt.markup.too-many-traits", { count, max: 2 + node.advances }, "TT-ADV-2"));
  }
  return node;
}

// src/games/tricube/markup/answer-block.ts
var LIMITS2 = "agotadora, ritualista, incontrolable\u2026 / exhausting, ritualistic, uncontrollable\u2026";
var ONE_OF = ["cost", "reward", "affliction", "accept", "newPerk", "newQuirk", "raise"];
function buildAnswer(attrs, fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  if (!attrs["character"]) errors.push(err2(open, "tt.markup.missing-attr", { tag: "tt-answer", name: "character" }));
  const node = { block: "answer", character: attrs["character"] ?? "-", ...attrs["challenge"] ? { challenge: attrs["challenge"] } : {} };
  const given = ONE_OF.map((id) => single(fields, id, errors)).filter((f2) => f2 !== void 0);
  if (given.length !== 1) {
    errors.push(err2(given[1] ?? open, "tt.markup.one-answer", { count: given.length }));
    return node;
  }
  const f = given[0];
  if (!f.value) {
    errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
    return node;
  }
  if ((f.field === "cost" || f.field === "reward") && !node.challenge) errors.push(err2(f, "tt.markup.needs-challenge", { keyword: f.keyword }));
  const complication = single(fields, "complication", errors);
  if (complication?.value) node.complication = complication.value;
  else if (complication) errors.push(err2(complication, "tt.markup.value-required", { keyword: complication.keyword }));
  switch (f.field) {
    case "cost":
      node.cost = oneOf(f, COST_WORDS, "resoluci\xF3n, complicaci\xF3n, consecuencia / resolve, complication, consequence", errors);
      break;
    case "reward":
      node.reward = oneOf(f, TOKEN_WORDS, "karma, resoluci\xF3n / karma, resolve", errors);
      break;
    case "accept": {
      const v = oneOf(f, YES_NO, "s\xED, no / yes, no", errors);
      if (v) node.accept = v === "yes";
      break;
    }
    case "affliction": {
      const { name, notes } = nameAndNotes(f.value);
      const marks = notes.map((n) => oneOf(f, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
      node.affliction = { name: clip2(name, 200), permanent: marks.includes("permanent"), untilSceneEnd: marks.includes("scene"), fatal: marks.includes("fatal") };
      break;
    }
    case "newPerk": {
      const { name, notes } = nameAndNotes(f.value);
      const limitations = notes.map((n) => oneOf(f, LIMITATION_WORDS, LIMITS2, errors, n)).filter((x) => x !== void 0);
      node.advance = { take: "perk", name, limitations };
      break;
    }
    case "newQuirk":
      node.advance = { take: "quirk", name: f.value };
      break;
    case "raise": {
      const t = oneOf(f, TOKEN_WORDS, "karma, resoluci\xF3n / karma, resolve", errors);
      if (t) node.advance = { take: t === "karma" ? "karma-quota" : "resolve-quota" };
      break;
    }
  }
  return node;
}
function buildGm(fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const steps = [];
  for (const f of fields) {
    const needsValue = f.field === "close" || f.field === "advance" || f.field === "offer";
    if (needsValue && !f.value) {
      errors.push(err2(f, "tt.markup.value-required", { keyword: f.keyword }));
      continue;
    }
    if (f.field === "close") steps.push({ do: "close", challenge: f.value });
    else if (f.field === "sceneEnd") steps.push({ do: "scene-end" });
    else if (f.field === "session") steps.push({ do: "session" });
    else if (f.field === "advance") steps.push({ do: "grant-advance", character: f.value });
    else if (f.field === "offer") steps.push({ do: "offer", character: f.value });
  }
  if (steps.length === 0 && !errors.length) errors.push(err2(open, "tt.markup.empty", { tag: "tt-gm" }));
  return { block: "gm", steps: steps.slice(0, 20) };
}

// src/games/tricube/markup/table-block.ts
var PART = /^(TT-[A-Z0-9]+-\d{1,3})\s*([+\-\u2212])\s*(\d)$/;
function difficulty(f, errors) {
  const m = /^(\d{1,2})\s*(?:\(([^()]*)\))?$/.exec(f.value);
  const parts = (m?.[2] ?? "").split(",").map((p) => p.trim()).filter(Boolean).map((p) => PART.exec(p));
  if (!m || parts.some((p) => !p) || parts.length > 10) {
    errors.push(err2(f, "tt.markup.table-difficulty", { keyword: f.keyword, value: clip2(f.value, 40) }));
    return void 0;
  }
  return { value: Number(m[1]), parts: parts.map((p) => ({ rule: p[1], amount: (p[2] === "+" ? 1 : -1) * Number(p[3]) })) };
}
function tokens2(f, errors) {
  const m = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(f.value);
  if (!m) {
    errors.push(err2(f, "tt.markup.tokens", { keyword: f.keyword, value: clip2(f.value, 30) }));
    return void 0;
  }
  return { current: Number(m[1]), quota: Number(m[2]) };
}
function buildTable(attrs, fields, errors, open) {
  if (!attrs["challenge"]) errors.push(err2(open, "tt.markup.missing-attr", { tag: "tt-table", name: "challenge" }));
  const rows = [];
  const row = (name) => {
    let r = rows.find((x) => x.name === name);
    if (!r) rows.push(r = { name });
    return r;
  };
  for (const f of fields) {
    const perCharacter = f.field === "difficulty" || f.field === "karma" || f.field === "resolve";
    if (perCharacter && !f.qualifier) {
      errors.push(err2(f, "tt.markup.needs-character", { keyword: f.keyword }));
      continue;
    }
    if (!perCharacter && f.qualifier) {
      errors.push(err2(f, "tt.markup.qualifier-forbidden", { keyword: f.keyword, qualifier: clip2(f.qualifier, 30) }));
      continue;
    }
    if (!perCharacter) continue;
    const r = row(f.qualifier);
    const key = f.field;
    if (r[key] !== void 0) {
      errors.push(err2(f, "tt.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` }));
      continue;
    }
    const v = key === "difficulty" ? difficulty(f, errors) : tokens2(f, errors);
    if (v) r[key] = v;
  }
  const node = { block: "table", challenge: attrs["challenge"] ?? "-", closed: !!single(fields, "closed", errors), characters: rows, waiting: [] };
  const effort = single(fields, "effort", errors);
  if (effort) {
    const m = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(effort.value);
    if (m && Number(m[1]) <= Number(m[2])) node.effort = { left: Number(m[1]), total: Number(m[2]) };
    else errors.push(err2(effort, "tt.markup.tokens", { keyword: effort.keyword, value: clip2(effort.value, 30) }));
  }
  const waiting = single(fields, "waiting", errors);
  if (waiting) node.waiting = waiting.value.split(",").map((u) => u.trim().replace(/^@/, "")).filter(Boolean);
  return node;
}

// src/games/tricube/markup/parse-block.ts
var ATTR_TABLES = /* @__PURE__ */ new Map();
function attrTable(block) {
  let t = ATTR_TABLES.get(block);
  if (!t) ATTR_TABLES.set(block, t = new KeywordTable({ ...ATTRS2[block], lang: LANG_ATTR2 }));
  return t;
}
function readTricubeBlock(block, tagLang, open, body, close, defaultLang, validate, openFrom) {
  const errors = [];
  const votes = { es: 0, en: 0 };
  if (tagLang) votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = spanOf(open, from, from);
  const tagName = TAGS2[block][0];
  const attrs = {};
  let forced;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    errors.push({ code: "tt.markup.bad-tag", params: { tag: tagName, column: tag ? tag.column : at.column }, line: open.number, column: tag ? tag.column : at.column });
  } else {
    const table3 = attrTable(block);
    for (const a of tag.attrs) {
      const hit = table3.get(a.name);
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      if (!hit) {
        errors.push({ code: "tt.markup.unknown-attr", params: { tag: tagName, name: clip2(a.name, 30), expected: table3.list("en") }, ...where });
        continue;
      }
      if (hit.lang) votes[hit.lang]++;
      if (hit.id in attrs || hit.id === "lang" && forced) {
        errors.push({ code: "tt.markup.duplicate", params: { keyword: a.name }, ...where });
        continue;
      }
      if (hit.id === "lang") {
        const v = a.value.trim().toLowerCase();
        if (v === "es" || v === "en") forced = v;
        else errors.push({ code: "tt.markup.bad-value", params: { keyword: a.name, value: clip2(a.value, 30), expected: "es, en" }, ...where });
        continue;
      }
      const value = plainValue(a.value);
      if (!value || value.length > 120) errors.push({ code: "tt.markup.value-required", params: { keyword: a.name }, ...where });
      else attrs[hit.id] = value;
    }
  }
  if (!close) errors.push({ code: "tt.markup.unclosed", params: { tag: tagName, line: open.number }, line: open.number, column: at.column });
  const fields = readFields(block, body, errors, votes);
  const openAt = { line: open.number, column: at.column };
  const built = block === "challenge" ? buildChallenge(attrs, fields, errors, openAt) : block === "roll" ? buildRoll(attrs, fields, errors, openAt) : block === "karma" ? buildKarma(attrs, fields, errors, openAt) : block === "answer" ? buildAnswer(attrs, fields, errors, openAt) : block === "gm" ? buildGm(fields, errors, openAt) : block === "table" ? buildTable(attrs, fields, errors, openAt) : buildSheet(fields, errors, openAt);
  const checked = validate ? validate(built) : { ok: true, node: built };
  if (!checked.ok) errors.push({ code: "tt.markup.invalid", params: { detail: clip2(checked.detail, 60), path: checked.path }, line: open.number, column: at.column });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  const lang = forced ?? (votes.es > votes.en ? "es" : votes.en > votes.es ? "en" : defaultLang);
  const last = close ?? open;
  return {
    block,
    node: checked.ok ? checked.node : null,
    errors,
    lang,
    openLine: open.number,
    closeLine: close?.number ?? null,
    start: open.start + from,
    end: last.start + last.text.length
  };
}

// src/games/tricube/markup/game.ts
var GAME_ID2 = "tricube";
var TRICUBE_ALLOW_LIST = ["div[data-gf-card]", "br", "pre", "code"];
function tricubeMarkup(validate) {
  return {
    game: GAME_ID2,
    // The tag itself is the key: a block closes with its own tag ([tt-desafio] … [/tt-desafio]).
    tags: new Map([...BLOCK_BY_TAG.keys()].map((tag) => [tag, tag])),
    parse: (tag, located, lang) => {
      const hit = BLOCK_BY_TAG.get(tag);
      return readTricubeBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, lang, validate, located.openFrom);
    },
    render: (parsed, source) => tricubeCardHtml(parsed, source),
    allowList: TRICUBE_ALLOW_LIST
  };
}

// src/games/tricube/game.ts
var game2 = {
  id: GAME_ID2,
  name: { es: "Tricube Tales", en: "Tricube Tales" },
  markup: tricubeMarkup(),
  sheetTag: "tt-sheet",
  rulePrefix: "TT"
};

// src/games/pujas/markup/read-lines.ts
var TABLES2 = /* @__PURE__ */ new WeakMap();
function table(fields) {
  let t = TABLES2.get(fields);
  if (!t) TABLES2.set(fields, t = new KeywordTable(fields));
  return t;
}
function err3(f, code, params, rule) {
  return { code, ...rule ? { rule } : {}, params, line: f.line, column: f.column };
}
function readFields2(fields, bare, tag, body, errors, votes) {
  const t = table(fields);
  const read = readKeywordLines(t, body, (id) => bare.has(id), votes);
  for (const u of read.unread) errors.push({ code: "pj.markup.unknown-line", params: { text: clip2(u.text), tag, expected: t.list("en") }, line: u.line, column: u.column });
  return read.fields;
}
function wholeNumber2(f, min, max, errors, value = f.value) {
  const n = /^-?\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err3(f, "pj.markup.bad-number", { keyword: f.keyword, value: clip2(value || "-", 30), min, max }));
  return void 0;
}

// src/games/pujas/markup/vocabulary.ts
var TAGS3 = {
  turn: ["pj-turn", "pj-turno"],
  bid: ["pj-bid", "pj-puja"],
  ledger: ["pj-ledger", "pj-libro"],
  table: ["pj-table", "pj-mesa"]
};
var BLOCK_BY_TAG2 = new Map(
  Object.entries(TAGS3).flatMap(([block, [en, es]]) => [[en, { block, lang: "en" }], [es, { block, lang: "es" }]])
);
var TURN_FIELDS = {
  pass: { es: ["pasar", "paso"], en: ["pass"] },
  "tenet-social": { es: ["contrato social", "norma social"], en: ["social contract", "social tenet"] },
  "tenet-story": { es: ["elemento de la historia", "norma de historia"], en: ["story element", "story tenet"] },
  "tenet-special": { es: ["regla especial"], en: ["special rule"] },
  place: { es: ["lugar"], en: ["place"] },
  time: { es: ["tiempo"], en: ["time"] },
  "end-scene": { es: ["fin de escena", "finalizar la escena"], en: ["end scene", "end of scene"] },
  fade: { es: ["fundido en negro"], en: ["fade to black"] },
  move: { es: ["trasladar", "trasladar la escena"], en: ["move", "move the scene"] },
  bring: { es: ["introducir"], en: ["bring", "bring in"] },
  "take-out": { es: ["sacar"], en: ["take out"] },
  event: { es: ["evento"], en: ["event"] },
  "mini-scene": { es: ["mini-escena", "miniescena"], en: ["mini-scene", "miniscene"] },
  create: { es: ["componente"], en: ["component"] },
  master: { es: ["maestro", "componente maestro"], en: ["master", "master component"] },
  "trait-add": { es: ["rasgo", "agregar rasgo"], en: ["trait", "add trait"] },
  "trait-remove": { es: ["eliminar rasgo", "quitar rasgo"], en: ["remove trait"] },
  "trait-restore": { es: ["restaurar rasgo"], en: ["restore trait"] },
  importance: { es: ["importancia"], en: ["importance"] },
  link: { es: ["vincular"], en: ["link"] },
  eliminate: { es: ["eliminar"], en: ["eliminate"] },
  "end-turn": { es: ["fin de turno", "termino mi turno"], en: ["end turn", "end of turn"] },
  interrupt: { es: ["interrumpir", "interrumpo"], en: ["interrupt"] },
  "take-over": { es: ["adue\xF1arse", "adue\xF1arme"], en: ["take over"] },
  dialogue: { es: ["di\xE1logo", "dialogo"], en: ["dialogue"] },
  complicate: { es: ["complicaci\xF3n"], en: ["complication"] },
  obstacle: { es: ["obst\xE1culo"], en: ["obstacle"] },
  dice: { es: ["dados"], en: ["dice"] },
  "dice-remove": { es: ["quitar dados"], en: ["remove dice"] },
  resolve: { es: ["resolver"], en: ["resolve"] },
  "buy-prize": { es: ["comprar premio"], en: ["buy prize"] },
  narrated: { es: ["narrado", "he narrado"], en: ["narrated", "done narrating"] },
  challenge: { es: ["poner a prueba", "pongo a prueba"], en: ["challenge"] },
  "challenge-agreed": { es: ["acuerdo"], en: ["agreed", "agreement"] },
  "challenge-bid": { es: ["pujar", "puja en"], en: ["bid", "bid on"] },
  fine: { es: ["multa"], en: ["fine"] },
  vote: { es: ["votar", "voto"], en: ["vote"] }
};
var BARE2 = /* @__PURE__ */ new Set(["pass", "end-scene", "fade", "mini-scene", "end-turn", "interrupt"]);
var BID_FIELDS = {
  seal: { es: ["sello", "puja sellada"], en: ["seal", "sealed bid"] },
  bid: { es: ["puja"], en: ["bid"] },
  secret: { es: ["secreto"], en: ["secret"] }
};
var LEDGER_FIELDS = {
  scene: { es: ["escena"], en: ["scene"] },
  narrator: { es: ["narrador"], en: ["narrator"] },
  turn: { es: ["turno"], en: ["turn"] },
  /** While the table bids for a scene (PJ-BID-1): the sealed auction's name, for the bid composer. */
  auction: { es: ["subasta"], en: ["auction"] },
  /** While the table bids: when the seals (PJ-TOOL-09) or the reveals (PJ-TOOL-08) are due, for the people and the composer. */
  deadline: { es: ["plazo"], en: ["deadline"] },
  purse: { es: ["monedero"], en: ["purse"] },
  table: { es: ["mesa"], en: ["table"] },
  bank: { es: ["banca"], en: ["bank"] },
  tenet: { es: ["norma"], en: ["tenet"] },
  component: { es: ["componente"], en: ["component"] }
};
var TABLE_FIELDS = {
  players: { es: ["jugadores"], en: ["players"] },
  first: { es: ["primero", "primer jugador"], en: ["first", "first player"] },
  coins: { es: ["monedas", "monedas iniciales"], en: ["coins", "starting coins"] },
  recovery: { es: ["recuperaci\xF3n"], en: ["recovery"] },
  reveal: { es: ["plazo", "plazo para revelar"], en: ["reveal hours", "reveal within"] },
  seal: { es: ["plazo para sellar"], en: ["seal hours", "seal within"] },
  setting: { es: ["ajuste"], en: ["setting"] }
};
var TENET_KIND = /* @__PURE__ */ new Map([
  ["social", "social"],
  ["story", "story"],
  ["historia", "story"],
  ["special", "special"],
  ["especial", "special"]
]);
var TIMES = /* @__PURE__ */ new Map([
  ["present", "present"],
  ["presente", "present"],
  ["past", "past"],
  ["pasado", "past"],
  ["future", "future"],
  ["futuro", "future"]
]);
var VOTES = /* @__PURE__ */ new Map([
  ["accuser", "accuser"],
  ["acusador", "accuser"],
  ["acusadora", "accuser"],
  ["accused", "accused"],
  ["acusado", "accused"],
  ["acusada", "accused"]
]);
var SIDES = /* @__PURE__ */ new Map([
  ["challenger", "challenger"],
  ["retador", "challenger"],
  ["retadora", "challenger"],
  ["quien pone a prueba", "challenger"],
  ["challenged", "challenged"],
  ["retado", "challenged"],
  ["retada", "challenged"],
  ["puesto a prueba", "challenged"]
]);
var NEW_OPTION = /^(\d{1,4})\s+(?:new|nueva|alternativa|alternative)\s*:\s*(.+)$/i;

// src/games/pujas/markup/turn-lines.ts
var list = (v) => v.split(",").map((s) => s.trim()).filter(Boolean);
function named2(v) {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(v);
  return m && m[1] ? { name: m[1].trim(), traits: list(m[2]) } : { name: v.trim(), traits: [] };
}
function need(f, errors, what = "value") {
  const v = what === "value" ? f.value : f.qualifier;
  if (v) return v;
  errors.push(err3(f, what === "value" ? "pj.markup.value-required" : "pj.markup.qualifier-required", { keyword: f.keyword }));
  return void 0;
}
function words(f, n, errors, upTo = n) {
  const w = f.qualifier.split(/\s+/).filter(Boolean);
  if (w.length >= n && w.length <= upTo) return w;
  errors.push(err3(f, "pj.markup.qualifier-words", { keyword: f.keyword, count: n, got: f.qualifier || "-" }));
  return void 0;
}
function turnAction(f, errors) {
  const field = f.field;
  const v = f.value;
  switch (field) {
    case "pass":
      return { type: "pass" };
    case "end-turn":
      return { type: "end-turn" };
    case "end-scene":
      return { type: "end-scene" };
    case "fade":
      return { type: "end-scene", fade: true };
    case "mini-scene":
      return { type: "mini-scene" };
    case "interrupt":
      return { type: "interrupt" };
    case "tenet-social":
    case "tenet-story":
    case "tenet-special": {
      const text = need(f, errors);
      if (!text) return void 0;
      const kind = field.slice(6);
      if (!f.qualifier) return { type: "tenet", kind, text };
      const n = /^\d{1,4}$/.test(f.qualifier) ? Number(f.qualifier) : NaN;
      if (!(n >= 1)) {
        errors.push(err3(f, "pj.markup.bad-number", { keyword: f.keyword, value: f.qualifier, min: 1, max: 9999 }));
        return void 0;
      }
      return { type: "tenet", kind, text, modifies: n };
    }
    case "place":
    case "move":
    case "event": {
      const text = need(f, errors);
      return text ? field === "event" ? { type: "event", text } : { type: field, place: text } : void 0;
    }
    case "time": {
      const [when, back] = v.split(/\s+/);
      const t = TIMES.get(foldKeyword(when ?? ""));
      if (!t) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "present, past, future / presente, pasado, futuro" }));
        return void 0;
      }
      if (back !== void 0) {
        const n = /^\d{1,4}$/.test(back) ? Number(back) : NaN;
        if (!(n >= 1)) {
          errors.push(err3(f, "pj.markup.bad-number", { keyword: f.keyword, value: back, min: 1, max: 9999 }));
          return void 0;
        }
        return { type: "time", when: t, flashbackTo: n };
      }
      return { type: "time", when: t };
    }
    case "bring":
    case "take-out":
    case "eliminate":
    case "take-over":
    case "dialogue": {
      const component = need(f, errors);
      return component ? { type: field, component } : void 0;
    }
    case "create":
    case "master": {
      const text = need(f, errors);
      if (!text) return void 0;
      const { name, traits } = named2(text);
      return { type: "create", component: name, traits, master: field === "master" };
    }
    case "trait-add":
    case "trait-remove":
    case "trait-restore": {
      const component = need(f, errors, "qualifier");
      const trait2 = need(f, errors);
      return component && trait2 ? { type: "trait", component, trait: trait2, op: field.slice(6) } : void 0;
    }
    case "importance": {
      const component = need(f, errors, "qualifier");
      const m = /^([+-])\s*(\d{1,3})$/.exec(v);
      if (!m) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "-2, +1" }));
        return void 0;
      }
      return component ? { type: "importance", component, op: m[1] === "-" ? "reduce" : "restore", levels: Number(m[2]) } : void 0;
    }
    case "link": {
      const component = need(f, errors, "qualifier");
      const master = need(f, errors);
      return component && master ? { type: "link", component, master } : void 0;
    }
    case "complicate": {
      const id = need(f, errors, "qualifier");
      const involves = list(v);
      if (!involves.length) {
        errors.push(err3(f, "pj.markup.value-required", { keyword: f.keyword }));
        return void 0;
      }
      return id ? { type: "complicate", id, involves } : void 0;
    }
    case "obstacle": {
      const w = words(f, 2, errors);
      const dice2 = wholeNumber2(f, 1, 99, errors);
      return w && dice2 !== void 0 ? { type: "obstacle", id: w[0], event: w[1], dice: dice2 } : void 0;
    }
    case "dice":
    case "dice-remove": {
      const w = words(f, 2, errors);
      if (!w) return void 0;
      const op = field === "dice" ? "add" : "remove";
      const coins = /^(\d{1,2})\s*\((.+)\)$/.exec(v);
      if (coins) return { type: "dice", complication: w[0], pool: w[1], op, coins: Number(coins[1]), why: coins[2].trim() };
      const slash = v.indexOf("/");
      if (slash > 0 && slash < v.length - 1) return { type: "dice", complication: w[0], pool: w[1], op, trait: { component: v.slice(0, slash).trim(), trait: v.slice(slash + 1).trim() } };
      errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "Component/Trait, 2 (why)" }));
      return void 0;
    }
    case "resolve":
    case "narrated": {
      const complication = need(f, errors);
      return complication ? { type: field, complication } : void 0;
    }
    case "buy-prize": {
      const w = words(f, 2, errors);
      const coins = wholeNumber2(f, 1, 999, errors);
      return w && coins !== void 0 ? { type: "buy-prize", complication: w[0], from: w[1], coins } : void 0;
    }
    case "challenge": {
      const w = words(f, 2, errors, 3);
      const matter = need(f, errors);
      return w && matter ? { type: "challenge", id: w[0], against: w[1], matter, ...w[2] ? { of: w[2] } : {} } : void 0;
    }
    case "challenge-agreed": {
      const challenge = need(f, errors);
      return challenge ? { type: "challenge-agreed", challenge } : void 0;
    }
    case "challenge-bid": {
      const challenge = need(f, errors, "qualifier");
      if (!challenge) return void 0;
      const alt = NEW_OPTION.exec(v);
      if (alt) return { type: "challenge-bid", challenge, coins: Number(alt[1]), alternative: alt[2].trim() };
      const m = /^(\d{1,4})(?:\s+(.+))?$/.exec(v);
      if (!m) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "0, 2 challenger, 2 challenged, 2 alt1, 2 new: \u2026" }));
        return void 0;
      }
      const coins = Number(m[1]);
      if (!m[2]) return { type: "challenge-bid", challenge, coins };
      const option = SIDES.get(foldKeyword(m[2])) ?? m[2].trim();
      return { type: "challenge-bid", challenge, coins, option };
    }
    case "fine": {
      const id = need(f, errors, "qualifier");
      const accused = need(f, errors);
      return id && accused ? { type: "fine", id, accused } : void 0;
    }
    case "vote": {
      const fine = need(f, errors, "qualifier");
      const side = VOTES.get(foldKeyword(v));
      if (!side) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: v || "-", expected: "accuser, accused / acusador, acusado" }));
        return void 0;
      }
      return fine ? { type: "vote", fine, for: side } : void 0;
    }
  }
}

// src/games/pujas/markup/parse-block.ts
var NO_BARE = /* @__PURE__ */ new Set();
function readPujasBlock(block, tagLang, open, body, close, validate, openFrom) {
  const errors = [];
  const votes = { es: 0, en: 0 };
  votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = { line: open.number, column: spanOf(open, from, from).column };
  const tagName = TAGS3[block][0];
  const attrs = {};
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) {
    errors.push({ code: "pj.markup.bad-tag", params: { tag: tagName }, line: open.number, column: tag ? tag.column : at.column });
  } else {
    for (const a of tag.attrs) {
      const name = foldKeyword(a.name);
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      if (block === "bid" && (name === "auction" || name === "subasta")) attrs["auction"] = a.value.trim();
      else errors.push({ code: "pj.markup.unknown-attr", params: { tag: tagName, name: clip2(a.name, 30) }, ...where });
    }
  }
  if (!close) errors.push({ code: "pj.markup.unclosed", params: { tag: tagName, line: open.number }, ...at });
  const node = block === "turn" ? turnBlock(body, errors, votes) : block === "bid" ? bidBlock(attrs, readFields2(BID_FIELDS, NO_BARE, TAGS3.bid[0], body, errors, votes), errors, at) : block === "table" ? tableBlock(readFields2(TABLE_FIELDS, NO_BARE, TAGS3.table[0], body, errors, votes), errors, at) : ledgerBlock(readFields2(LEDGER_FIELDS, NO_BARE, TAGS3.ledger[0], body, errors, votes), errors);
  const bad = node && validate ? validate(node) : null;
  if (bad) errors.push({ code: "pj.markup.invalid", params: { detail: clip2(bad.detail, 60), path: bad.path || "-" }, ...at });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    block,
    node: node && errors.length === 0 ? node : null,
    errors,
    lang: votes.es > votes.en ? "es" : "en",
    openLine: open.number,
    closeLine: close?.number ?? null
  };
}
function turnBlock(body, errors, votes) {
  const fields = readFields2(TURN_FIELDS, BARE2, TAGS3.turn[0], body, errors, votes);
  const steps = fields.flatMap((f) => {
    const action3 = turnAction(f, errors);
    return action3 ? [{ line: f.line, column: f.column, action: action3 }] : [];
  });
  if (fields.length === 0 && errors.length === 0) errors.push({ code: "pj.markup.empty", params: { tag: TAGS3.turn[0] }, line: body[0]?.number ?? 1, column: 1 });
  return { kind: "turn", steps };
}
function one(fields, id, errors) {
  const all = fields.filter((f) => f.field === id);
  for (const extra of all.slice(1)) errors.push(err3(extra, "pj.markup.duplicate", { keyword: extra.keyword }));
  return all[0];
}
function bidBlock(attrs, fields, errors, at) {
  const auction = attrs["auction"];
  if (!auction) errors.push({ code: "pj.markup.no-auction", params: {}, ...at });
  const seal = one(fields, "seal", errors);
  const bid = one(fields, "bid", errors);
  const secret = one(fields, "secret", errors);
  const hex = (f) => {
    const v = f.value.toLowerCase();
    if (/^[0-9a-f]{64}$/.test(v)) return v;
    errors.push(err3(f, "pj.markup.bad-hex", { keyword: f.keyword }));
    return void 0;
  };
  if (seal && (bid || secret)) {
    errors.push(err3(bid ?? secret, "pj.markup.seal-or-reveal", {}));
    return null;
  }
  if (seal) {
    const c = hex(seal);
    return c && auction ? { kind: "seal", auction, commitment: c } : null;
  }
  if (!bid || !secret) {
    errors.push({ code: "pj.markup.seal-or-reveal", params: {}, ...at });
    return null;
  }
  const n = wholeNumber2(bid, 0, 9999, errors);
  const nonce = hex(secret);
  return n !== void 0 && nonce && auction ? { kind: "reveal", auction, bid: n, nonce } : null;
}
function ledgerBlock(fields, errors) {
  const node = {
    kind: "ledger",
    scene: null,
    narrator: null,
    turn: null,
    auction: null,
    deadline: null,
    purses: {},
    table: 0,
    bank: 0,
    tenets: [],
    components: []
  };
  for (const f of fields) {
    if (f.field === "tenet") {
      const m = /^(\d{1,4})\s+(\S+)$/.exec(f.qualifier);
      const kind = m ? TENET_KIND.get(foldKeyword(m[2])) : void 0;
      if (!m || !kind || !f.value) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip2(f.qualifier || "-", 30), expected: "1 social, 2 story, 3 special: \u2026" }));
        continue;
      }
      node.tenets.push({ id: Number(m[1]), kind, text: f.value });
      continue;
    }
    if (f.field === "component") {
      const parts = f.value.split(";").map((x) => x.trim());
      const importance = /^\d{1,6}$/.test(parts[2] ?? "") ? Number(parts[2]) : NaN;
      if (!f.qualifier || parts.length < 3 || parts.length > 4 || !(importance >= 0)) {
        errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip2(f.value || "-", 30), expected: "ana; Old, Warm; 3" }));
        continue;
      }
      node.components.push({ id: f.qualifier, controller: parts[0] === "-" || !parts[0] ? null : parts[0], traits: parts[1] ? parts[1].split(",").map((t) => t.trim()).filter(Boolean) : [], importance, master: parts[3] || null });
      continue;
    }
    if (f.field === "purse") {
      if (!f.qualifier) {
        errors.push(err3(f, "pj.markup.qualifier-required", { keyword: f.keyword }));
        continue;
      }
      if (Object.hasOwn(node.purses, f.qualifier)) {
        errors.push(err3(f, "pj.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` }));
        continue;
      }
      const n = wholeNumber2(f, 0, 999999, errors);
      if (n !== void 0) node.purses[f.qualifier] = n;
    } else if (f.field === "bank") {
      const n = wholeNumber2(f, -999999, 999999, errors);
      if (n !== void 0) node.bank = n;
    } else if (f.field === "table") {
      const n = wholeNumber2(f, 0, 999999, errors);
      if (n !== void 0) node.table = n;
    } else if (f.field === "scene") {
      const n = wholeNumber2(f, 0, 99999, errors);
      if (n !== void 0) node.scene = n;
    } else node[f.field] = f.value || null;
  }
  return node;
}
function settingValue(v) {
  const f = foldKeyword(v);
  if (f === "true" || f === "yes" || f === "si") return true;
  if (f === "false" || f === "no") return false;
  return /^\d{1,4}$/.test(v) ? Number(v) : v;
}
function tableBlock(fields, errors, at) {
  const node = {
    kind: "table",
    players: [],
    first: null,
    coins: null,
    recovery: null,
    revealHours: null,
    sealHours: null,
    settings: {}
  };
  for (const f of fields) {
    if (f.field === "setting") {
      if (!f.qualifier) {
        errors.push(err3(f, "pj.markup.qualifier-required", { keyword: f.keyword }));
        continue;
      }
      if (Object.hasOwn(node.settings, f.qualifier)) {
        errors.push(err3(f, "pj.markup.duplicate", { keyword: `${f.keyword} ${f.qualifier}` }));
        continue;
      }
      if (!f.value) {
        errors.push(err3(f, "pj.markup.value-required", { keyword: f.keyword }));
        continue;
      }
      node.settings[f.qualifier] = settingValue(f.value);
      continue;
    }
    if (f.qualifier) {
      errors.push(err3(f, "pj.markup.qualifier-words", { keyword: f.keyword, count: 0, got: clip2(f.qualifier, 30) }));
      continue;
    }
    if (f.field === "players") {
      if (node.players.length) {
        errors.push(err3(f, "pj.markup.duplicate", { keyword: f.keyword }));
        continue;
      }
      node.players = f.value.split(",").map((p) => p.trim()).filter(Boolean);
      if (node.players.length < 2) errors.push(err3(f, "pj.markup.bad-value", { keyword: f.keyword, value: clip2(f.value || "-", 30), expected: "ana, bruno, carla" }));
    } else if (f.field === "first") {
      if (node.first !== null) errors.push(err3(f, "pj.markup.duplicate", { keyword: f.keyword }));
      else if (!f.value) errors.push(err3(f, "pj.markup.value-required", { keyword: f.keyword }));
      else node.first = f.value;
    } else {
      const key = f.field === "coins" ? "coins" : f.field === "recovery" ? "recovery" : f.field === "seal" ? "sealHours" : "revealHours";
      if (node[key] !== null) {
        errors.push(err3(f, "pj.markup.duplicate", { keyword: f.keyword }));
        continue;
      }
      const n = key === "revealHours" || key === "sealHours" ? wholeNumber2(f, 1, 720, errors) : wholeNumber2(f, 0, key === "coins" ? 9999 : 999, errors);
      if (n !== void 0) node[key] = n;
    }
  }
  if (!node.players.length && !errors.some((e) => e.line === at.line)) errors.push({ code: "pj.markup.no-players", params: {}, ...at });
  return node.players.length >= 2 ? node : null;
}

// src/games/pujas/markup/game.ts
var GAME_ID3 = "pujas";
var PUJAS_ALLOW_LIST = ["div[data-gf-card]", "br"];
function pujasMarkup() {
  return {
    game: GAME_ID3,
    // The tag itself is the key: a block closes with its own tag ([pj-turno] … [/pj-turno]).
    tags: new Map([...BLOCK_BY_TAG2.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG2.get(tag);
      return readPujasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, void 0, located.openFrom);
    },
    allowList: PUJAS_ALLOW_LIST
  };
}

// src/games/pujas/game.ts
var game3 = {
  id: GAME_ID3,
  name: { es: "Pujas", en: "Pujas" },
  markup: pujasMarkup(),
  sheetTag: "pj-ledger",
  rulePrefix: "PJ"
};

// src/games/facetas/markup/vocabulary.ts
var TAGS4 = {
  conflict: { en: "fa-conflict", es: "fa-conflicto" },
  sheet: { en: "fa-sheet", es: "fa-ficha" },
  turn: { en: "fa-turn", es: "fa-turno" },
  loot: { en: "fa-loot", es: "fa-botin" },
  table: { en: "fa-table", es: "fa-mesa" }
};
var BLOCK_BY_TAG3 = new Map(
  Object.keys(TAGS4).flatMap((block) => ["es", "en"].map((lang) => [TAGS4[block][lang], { block, lang }]))
);
var ROLE_WORDS = {
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  adversary: { es: ["adversario"], en: ["adversary"] },
  ally: { es: ["aliado"], en: ["ally"] },
  world: { es: ["mundo"], en: ["world"] }
};
var CONFLICT_FIELDS = {
  ...ROLE_WORDS,
  setting: { es: ["ajuste"], en: ["setting"] },
  /** `ficha protagonista: Mark`: the role plays from that character's sheet, rewritten as the conflict goes. */
  sheet: { es: ["ficha"], en: ["sheet"] }
};
var SHEET_FIELDS2 = {
  facet: { es: ["faceta"], en: ["facet"] },
  // FA-AMB-05: Gifts (Dones) and Traits (Rasgos) are one resource, so both words name it.
  trait: { es: ["rasgo", "don"], en: ["trait", "gift"] },
  exhausted: { es: ["rasgo agotado", "don agotado"], en: ["exhausted trait", "exhausted gift"] },
  ph: { es: [], en: [], both: ["ph"] },
  inspirations: { es: ["inspiraciones"], en: ["inspirations"] },
  threat: { es: ["amenaza"], en: ["threat"] },
  through: { es: ["mediante"], en: ["through"] },
  /** The character the sheet belongs to: the name a conflict's opening finds it by. */
  character: { es: ["personaje"], en: ["character"] },
  /** Who plays the character: the sheet registry's owner claim. */
  player: { es: ["jugador", "jugadora"], en: ["player"] }
};
var TURN_FIELDS2 = {
  roll: { es: ["tirar", "tiro"], en: ["roll"] },
  inspire: { es: ["inspirar", "inspiracion"], en: ["inspire", "inspiration"] },
  boost: { es: ["mejorar"], en: ["boost"] },
  trait: { es: ["rasgo", "don"], en: ["trait", "gift"] },
  lower: { es: ["bajar"], en: ["lower"] },
  support: { es: ["apoyo", "apoyar"], en: ["support"] },
  break: { es: ["romper"], en: ["break"] },
  pass: { es: ["paso", "pasar"], en: ["pass"] },
  continue: { es: ["seguir", "sigo"], en: ["continue", "play on"] },
  surrender: { es: ["me rindo", "rendirse"], en: ["surrender"] },
  postpone: { es: ["aplazar", "aplazo"], en: ["postpone"] },
  concede: { es: ["acepto la derrota"], en: ["concede"] }
};
var TURN_BARE = /* @__PURE__ */ new Set(["pass", "continue", "surrender", "postpone", "concede"]);
var LOOT_FIELDS = {
  pairing: { es: ["emparejamiento"], en: ["pairing"] },
  lower: { es: ["bajar"], en: ["lower"] },
  reduce: { es: ["reducir"], en: ["reduce"] },
  through: { es: ["mediante"], en: ["through"] },
  renew: { es: ["renovar"], en: ["renew"] }
};
var TABLE_FIELDS2 = {
  round: { es: ["ronda"], en: ["round"] },
  turn: { es: ["turno"], en: ["turn"] },
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  adversary: { es: ["adversario"], en: ["adversary"] },
  change: { es: ["cambio"], en: ["change"] },
  action: { es: ["acci\xF3n"], en: ["action"] },
  choice: { es: ["elecci\xF3n"], en: ["choice"] },
  winner: { es: ["gana"], en: ["winner"] }
};
var THROUGH_WORDS = {
  main: { es: ["principal", "personaje principal"], en: ["main", "main character"] },
  other: { es: ["otro", "otro personaje"], en: ["other", "another character"] }
};

// src/games/facetas/markup/read-block.ts
var err4 = (f, code, params, rule) => ({ code, ...rule ? { rule } : {}, params, line: f.line, column: f.column });
var TABLES3 = /* @__PURE__ */ new Map();
function table2(fields) {
  let t = TABLES3.get(fields);
  if (!t) TABLES3.set(fields, t = new KeywordTable(fields));
  return t;
}
function readFields3(fields, bare, tag, body, errors, votes) {
  const t = table2(fields);
  const read = readKeywordLines(t, body, (id) => bare.has(id), votes);
  for (const u of read.unread) errors.push({ code: "fa.markup.unknown-line", params: { text: clip2(u.text), tag, expected: t.list(votes.es > votes.en ? "es" : "en") }, line: u.line, column: u.column });
  return read.fields;
}
function whole2(f, value, min, max, errors) {
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err4(f, "fa.markup.bad-number", { keyword: f.keyword, value: clip2(value || "-", 30), min, max }));
  return void 0;
}
function needValue(f, errors) {
  if (f.value) return f.value;
  errors.push(err4(f, "fa.markup.value-required", { keyword: f.keyword }));
  return void 0;
}
function die(f, text, errors) {
  const m = /^([PpAa])\s*(\d{1,2})$/.exec(text.trim());
  if (m && Number(m[2]) >= 1) return { side: m[1].toLowerCase() === "p" ? "protagonist" : "adversary", die: Number(m[2]) };
  errors.push(err4(f, "fa.markup.bad-die", { value: clip2(text || "-", 20) }));
  return void 0;
}
function word(f, words2, errors, value = f.value) {
  const hit = table2(words2).get(foldKeyword(value));
  if (hit) return hit.id;
  errors.push(err4(f, "fa.markup.bad-value", { keyword: f.keyword, value: clip2(value || "-", 30), expected: table2(words2).list("en") }));
  return void 0;
}
function once2(fields, errors) {
  const seen = /* @__PURE__ */ new Set();
  for (const f of fields) {
    const key = `${f.field} ${foldKeyword(f.qualifier)}`;
    if (seen.has(key)) errors.push(err4(f, "fa.markup.duplicate", { keyword: f.qualifier ? `${f.keyword} ${f.qualifier}` : f.keyword }));
    seen.add(key);
  }
}
function conflictBlock(fields, errors, at) {
  once2(fields, errors);
  const players = {};
  const settings = {};
  const sheets = {};
  let remindHours;
  for (const f of fields) {
    const v = needValue(f, errors);
    if (v === void 0) continue;
    if (f.field === "sheet") {
      const role = f.qualifier ? word(f, ROLE_WORDS, errors, f.qualifier) : void 0;
      if (!f.qualifier) errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "protagonista, adversario, aliado, mundo" }));
      if (role) sheets[role] = v;
      continue;
    }
    if (f.field !== "setting") {
      players[f.field] = v;
      continue;
    }
    if (!f.qualifier) {
      errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "riskAtFive, lootCap\u2026" }));
      continue;
    }
    if (foldKeyword(f.qualifier) === "remindhours") {
      remindHours = whole2(f, v, 1, 720, errors) ?? remindHours;
      continue;
    }
    settings[f.qualifier] = v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v;
  }
  if (!players["protagonist"] || !players["adversary"]) {
    errors.push({ code: "fa.markup.missing-role", params: {}, ...at });
    return null;
  }
  return {
    kind: "conflict",
    players,
    settings,
    ...Object.keys(sheets).length ? { sheets } : {},
    ...remindHours !== void 0 ? { remindHours } : {}
  };
}
function sheetBlock2(role, fields, errors) {
  const node = { kind: "sheet", role, facets: [], traits: [], ph: 0, inspirations: [] };
  once2(fields.filter((f) => f.field !== "trait" && f.field !== "exhausted"), errors);
  for (const f of fields) {
    if (f.field === "facet") {
      if (!f.qualifier) {
        errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "the facet's name" }));
        continue;
      }
      const n = whole2(f, f.value, 1, 5, errors);
      if (n !== void 0) node.facets.push({ name: f.qualifier, level: n });
    } else if (f.field === "trait" || f.field === "exhausted") {
      const v = needValue(f, errors);
      if (v !== void 0) node.traits.push({ name: v, exhausted: f.field === "exhausted" });
    } else if (f.field === "ph") {
      const n = whole2(f, f.value, 0, 99, errors);
      if (n !== void 0) node.ph = n;
    } else if (f.field === "inspirations") {
      for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
        const n = whole2(f, t.replace(/^I=/i, ""), 1, 5, errors);
        if (n !== void 0) node.inspirations.push(n);
      }
    } else if (f.field === "threat" || f.field === "character" || f.field === "player") {
      const v = needValue(f, errors);
      if (v !== void 0) node[f.field] = f.field === "player" ? v.replace(/^@/, "").trim() : v;
    } else if (f.field === "through") {
      const v = word(f, THROUGH_WORDS, errors);
      if (v) node.throughMain = v === "main";
    }
  }
  return node;
}
function turnBlock2(fields, errors) {
  const steps = [];
  for (const f of fields) {
    const push = (step) => steps.push({ line: f.line, column: f.column, step });
    switch (f.field) {
      case "roll": {
        const [dieText, payWord, ...rest] = f.qualifier.split(/\s+/);
        const ph = payWord !== void 0 && foldKeyword(payWord) === "ph" && rest.length === 0;
        if (payWord !== void 0 && !ph) {
          errors.push(err4(f, "fa.markup.bad-value", { keyword: f.keyword, value: clip2(f.qualifier, 30), expected: "P1, A2 ph" }));
          break;
        }
        const target2 = die(f, dieText ?? "", errors);
        if (target2) push({ type: "roll", target: target2, ...f.value ? { facet: f.value } : {}, pay: ph ? "ph" : "facet" });
        break;
      }
      case "inspire":
      case "break": {
        const target2 = die(f, f.qualifier || (f.field === "break" ? f.value : ""), errors);
        if (!target2) break;
        if (f.field === "break") {
          push({ type: "break", target: target2 });
          break;
        }
        const n = whole2(f, f.value.replace(/^I=/i, ""), 1, 6, errors);
        if (n !== void 0) push({ type: "inspire", target: target2, value: n });
        break;
      }
      case "boost": {
        const n = whole2(f, f.value.replace(/^I=/i, ""), 1, 5, errors);
        if (n !== void 0) push({ type: "boost", value: n });
        break;
      }
      case "trait": {
        const target2 = die(f, f.qualifier, errors);
        const v = needValue(f, errors);
        if (target2 && v !== void 0) push({ type: "trait", trait: v, use: target2.side === "protagonist" ? "help" : "hinder", die: target2.die });
        break;
      }
      case "lower": {
        const last = steps.at(-1)?.step;
        const v = needValue(f, errors);
        if (v === void 0) break;
        if (last?.type !== "trait" || last.use !== "hinder" || last.lower) {
          errors.push(err4(f, "fa.markup.lower-alone", { keyword: f.keyword }, "FA-TRAIT-3"));
          break;
        }
        steps[steps.length - 1] = { ...steps.at(-1), step: { ...last, lower: v } };
        break;
      }
      case "support": {
        const v = word(f, { protagonist: ROLE_WORDS["protagonist"], adversary: ROLE_WORDS["adversary"] }, errors);
        if (v) push({ type: "support", side: v });
        break;
      }
      default:
        push({ type: f.field });
    }
  }
  return { kind: "turn", steps };
}
function lootBlock(fields, errors) {
  once2(fields, errors);
  const node = { kind: "loot", reduce: {} };
  for (const f of fields) {
    if (f.field === "pairing") {
      const pairs = [];
      for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
        if (t === "-" || t === "0") {
          pairs.push(null);
          continue;
        }
        const n = whole2(f, t, 1, 60, errors);
        if (n !== void 0) pairs.push(n);
      }
      node.pairs = pairs;
    } else if (f.field === "reduce") {
      if (!f.qualifier) {
        errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "the facet's name" }));
        continue;
      }
      const n = whole2(f, f.value, 1, 60, errors);
      if (n !== void 0) node.reduce[f.qualifier] = n;
    } else if (f.field === "through") {
      const v = word(f, THROUGH_WORDS, errors);
      if (v) node.throughMain = v === "main";
    } else {
      const v = needValue(f, errors);
      if (v !== void 0) node[f.field] = v;
    }
  }
  return node;
}
function dice(f, errors) {
  const out = [];
  for (const t of f.value.split(/[\s,]+/).filter(Boolean)) {
    const n = whole2(f, t, 1, 6, errors);
    if (n !== void 0) out.push(n);
  }
  return out;
}
function tableBlock2(fields, errors) {
  const node = { kind: "table", round: 1, dice: { protagonist: [], adversary: [] }, changes: [], offers: [] };
  once2(fields.filter((f) => f.field !== "change" && f.field !== "action" && f.field !== "choice"), errors);
  for (const f of fields) {
    if (f.field === "round") {
      const n = whole2(f, f.value, 1, 999, errors);
      if (n !== void 0) node.round = n;
    } else if (f.field === "turn") {
      const v = needValue(f, errors);
      if (v !== void 0) node.turn = v.replace(/^@/, "");
    } else if (f.field === "protagonist" || f.field === "adversary") node.dice[f.field] = dice(f, errors);
    else if (f.field === "change") {
      const v = needValue(f, errors);
      if (!/^FA-[A-Z]+-\d+$/.test(f.qualifier)) errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "FA-\u2026" }));
      else if (v !== void 0) node.changes.push({ rule: f.qualifier, text: v });
    } else if (f.field === "action" || f.field === "choice") {
      const m = /^(\d{1,2})\s+@?(\S+)$/.exec(f.qualifier);
      const v = needValue(f, errors);
      if (!m) {
        errors.push(err4(f, "fa.markup.qualifier-required", { keyword: f.keyword, what: "1 @user" }));
        continue;
      }
      if (v === void 0) continue;
      const n = Number(m[1]);
      const kind = f.field === "action" ? "turn" : "loot";
      const offer = node.offers.find((o) => o.n === n && o.user === m[2] && o.kind === kind);
      if (offer) offer.lines.push(v);
      else node.offers.push({ n, user: m[2], kind, lines: [v] });
    } else if (f.field === "winner") {
      const v = word(f, { protagonist: ROLE_WORDS["protagonist"], adversary: ROLE_WORDS["adversary"] }, errors);
      if (v) node.winner = v;
    }
  }
  return node;
}
function readFacetasBlock(block, tagLang, open, body, close, validate, openFrom) {
  const errors = [];
  const votes = { es: 0, en: 0 };
  votes[tagLang] += 2;
  const from = openFrom ?? Math.max(0, open.text.search(/\S/));
  const at = { line: open.number, column: spanOf(open, from, from).column };
  const tagName = TAGS4[block][tagLang];
  let role;
  const tag = readOpenTag(open.text, from);
  if (!tag || !tag.ok) errors.push({ code: "fa.markup.bad-tag", params: { tag: tagName }, line: open.number, column: tag ? tag.column : at.column });
  else {
    for (const a of tag.attrs) {
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      const attr = foldKeyword(a.name);
      if (block === "sheet" && (attr === "role" || attr === "funcion")) {
        role = table2(ROLE_WORDS).get(foldKeyword(a.value))?.id;
        if (!role) errors.push({ code: "fa.markup.bad-value", params: { keyword: a.name, value: clip2(a.value, 30), expected: table2(ROLE_WORDS).list(tagLang) }, ...where });
      } else errors.push({ code: "fa.markup.unknown-attr", params: { tag: tagName, name: clip2(a.name, 30) }, ...where });
    }
    if (block === "sheet" && role === void 0 && !tag.attrs.some((a) => ["role", "funcion"].includes(foldKeyword(a.name)))) {
      errors.push({ code: "fa.markup.no-role", params: { tag: tagName, attr: tagLang === "es" ? "funcion" : "role" }, ...at });
    }
  }
  if (!close) errors.push({ code: "fa.markup.unclosed", params: { tag: tagName, line: open.number }, ...at });
  const fieldsOf = block === "conflict" ? CONFLICT_FIELDS : block === "sheet" ? SHEET_FIELDS2 : block === "turn" ? TURN_FIELDS2 : block === "table" ? TABLE_FIELDS2 : LOOT_FIELDS;
  const fields = readFields3(fieldsOf, block === "turn" ? TURN_BARE : /* @__PURE__ */ new Set(), tagName, body, errors, votes);
  if (fields.length === 0 && body.every((l) => !l.text.trim())) errors.push({ code: "fa.markup.empty", params: { tag: tagName }, ...at });
  const node = block === "conflict" ? conflictBlock(fields, errors, at) : block === "sheet" ? sheetBlock2(role ?? "protagonist", fields, errors) : block === "turn" ? turnBlock2(fields, errors) : block === "table" ? tableBlock2(fields, errors) : lootBlock(fields, errors);
  const bad = node && validate && errors.length === 0 ? validate(node) : null;
  if (bad) errors.push({ code: "fa.markup.invalid", params: { detail: clip2(bad.detail, 60), path: bad.path || "-" }, ...at });
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { block, node: node && errors.length === 0 ? node : null, errors, lang: votes.es > votes.en ? "es" : "en", openLine: open.number, closeLine: close?.number ?? null };
}

// src/games/facetas/markup/game.ts
var GAME_ID4 = "facetas";
var FACETAS_ALLOW_LIST = ["div[data-gf-card]", "br"];
function facetasMarkup(validate) {
  return {
    game: GAME_ID4,
    // The tag itself is the key: a block closes with its own tag ([fa-turno] … [/fa-turno]).
    tags: new Map([...BLOCK_BY_TAG3.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG3.get(tag);
      return readFacetasBlock(hit.block, hit.lang, located.open, located.body, located.close ?? null, validate, located.openFrom);
    },
    allowList: FACETAS_ALLOW_LIST
  };
}

// src/games/facetas/game.ts
var game4 = {
  id: GAME_ID4,
  name: { es: "Facetas", en: "Facetas" },
  markup: facetasMarkup(),
  sheetTag: "fa-sheet",
  rulePrefix: "FA"
};

// src/games/d20/markup/vocabulary.ts
var GAME_ID5 = "d20";
var TAGS5 = {
  check: { es: "d20-prueba", en: "d20-check" },
  roll: { es: "d20-tirada", en: "d20-roll" },
  sheet: { es: "d20-ficha", en: "d20-sheet" },
  table: { es: "d20-mesa", en: "d20-table" }
};
var BLOCK_BY_TAG4 = new Map(
  Object.keys(TAGS5).flatMap((block) => ["es", "en"].map((lang) => [TAGS5[block][lang], { block, lang }]))
);
var FIELDS8 = {
  check: { who: { es: ["qui\xE9n", "quien", "qui\xE9nes"], en: ["who"] }, dc: { es: ["dificultad", "cd"], en: ["dc", "difficulty"] } },
  roll: { note: { es: ["nota"], en: ["note"] } },
  sheet: { name: { es: ["nombre"], en: ["name"] }, player: { es: ["jugador", "jugadora"], en: ["player"] }, bonus: { es: ["bono", "bonificador"], en: ["bonus"] } },
  table: { dc: { es: ["dificultad", "cd"], en: ["dc", "difficulty"] } }
};
var KEYWORDS = {
  check: new KeywordTable(FIELDS8.check),
  roll: new KeywordTable(FIELDS8.roll),
  sheet: new KeywordTable(FIELDS8.sheet),
  table: new KeywordTable(FIELDS8.table)
};
function keywordOf(block, field, lang) {
  return FIELDS8[block][field]?.[lang][0] ?? field;
}
var DC_MIN = 2;
var DC_MAX = 30;
var BONUS_MIN = -5;
var BONUS_MAX = 10;

// src/games/d20/markup/read-block.ts
var WHOLE = /^[+-]?\d{1,3}$/;
var ROW = /^(.+?):\s*@?([A-Za-z0-9_.-]{1,60})(?:\s+(\d{1,2})\s*([+-])\s*(\d{1,2})\s*=\s*(-?\d{1,3}))?\s*$/;
function readD20Block(block, lang, located) {
  const tag = TAGS5[block][lang];
  const openLine = located.open.number;
  const errors = [];
  const fail = (line, code, params = {}, rule) => errors.push({ line, code, params: { tag, ...params }, ...rule ? { rule } : {} });
  const done = (node) => ({ block, lang, openLine, errors, ...errors.length === 0 && node ? { node } : {} });
  const open = readOpenTag(located.open.text, located.openFrom ?? located.open.text.indexOf("["));
  if (!open?.ok || open.attrs.length > 0) fail(openLine, "d20.markup.attrs");
  if (!located.close) {
    fail(openLine, "d20.markup.unclosed");
    return done();
  }
  const votes = { es: 0, en: 0 };
  if (block === "table") return done(readTable(located, lang, fail, votes));
  const table3 = KEYWORDS[block];
  const { fields, unread } = readKeywordLines(table3, located.body, () => false, votes);
  for (const u of unread) fail(u.line, "d20.markup.line", { text: clip2(u.text), expected: table3.list(lang) });
  const one2 = (id, required) => {
    const found = fields.filter((f) => f.field === id);
    if (found.length > 1) fail(found[1].line, "d20.markup.twice", { keyword: found[1].keyword });
    if (found.length === 0 && required) fail(openLine, "d20.markup.missing", { keyword: keywordOf(block, id, lang) });
    return found[0];
  };
  const number = (f, min, max, rule) => {
    if (!f) return void 0;
    const n = WHOLE.test(f.value) ? Number(f.value) : NaN;
    if (!(n >= min && n <= max)) {
      fail(f.line, "d20.markup.number", { keyword: f.keyword, value: clip2(f.value), min, max }, rule);
      return void 0;
    }
    return n;
  };
  if (block === "check") {
    const whoLine = one2("who", true);
    const dc = number(one2("dc", true), DC_MIN, DC_MAX, "DC-CHK-2");
    const who = whoLine ? [...new Set(whoLine.value.split(",").map((w) => w.trim()).filter(Boolean))] : [];
    if (whoLine && who.length === 0) fail(whoLine.line, "d20.markup.who", { keyword: whoLine.keyword }, "DC-CHK-1");
    return done(dc !== void 0 ? { block, who, dc } : void 0);
  }
  if (block === "roll") return done({ block });
  const name = one2("name", true)?.value;
  const player = one2("player", false)?.value.replace(/^@/, "").trim();
  const bonusLine = one2("bonus", true);
  const bonus = number(bonusLine, BONUS_MIN, BONUS_MAX, "DC-SHEET-1");
  if (name !== void 0 && name === "") fail(openLine, "d20.markup.missing", { keyword: keywordOf(block, "name", lang) });
  return done(name && bonus !== void 0 ? { block, name, ...player ? { player } : {}, bonus } : void 0);
}
function readTable(located, lang, fail, votes) {
  let dc;
  const rows = [];
  for (const line of located.body) {
    const text = line.text.trim();
    if (!text) continue;
    const hit = KEYWORDS.table.prefix(text.slice(0, Math.max(0, text.indexOf(":"))));
    if (hit && dc === void 0) {
      if (hit.hit.lang) votes[hit.hit.lang]++;
      const n = Number(text.slice(text.indexOf(":") + 1).trim());
      if (Number.isInteger(n) && n >= DC_MIN && n <= DC_MAX) {
        dc = n;
        continue;
      }
    }
    const m = ROW.exec(text);
    if (!m) {
      fail(line.number, "d20.markup.line", { text: clip2(text), expected: lang === "es" ? "Personaje: jugador" : "Character: player" });
      continue;
    }
    const roll = m[3] !== void 0 ? { die: Number(m[3]), bonus: (m[4] === "-" ? -1 : 1) * Number(m[5]), total: Number(m[6]) } : void 0;
    rows.push({ character: m[1].trim(), player: m[2], ...roll ? { roll } : {} });
  }
  if (dc === void 0) fail(located.open.number, "d20.markup.missing", { keyword: keywordOf("table", "dc", lang) });
  return dc !== void 0 ? { block: "table", dc, rows } : void 0;
}

// src/games/d20/markup/game.ts
var D20_ALLOW_LIST = ["div[data-gf-card]", "br"];
function d20Markup() {
  return {
    game: GAME_ID5,
    tags: new Map([...BLOCK_BY_TAG4.keys()].map((tag) => [tag, tag])),
    parse: (tag, located) => {
      const hit = BLOCK_BY_TAG4.get(tag);
      return readD20Block(hit.block, hit.lang, located);
    },
    allowList: D20_ALLOW_LIST
  };
}

// src/games/d20/game.ts
var game5 = {
  id: GAME_ID5,
  name: { es: "Prueba d20", en: "d20 Check" },
  markup: d20Markup(),
  sheetTag: "d20-sheet",
  rulePrefix: "DC"
};

// discourse-markdown.ts
var setup = discourseSetup({ games: [game.markup, game2.markup, game3.markup, game4.markup, game5.markup] });
export {
  setup
};
