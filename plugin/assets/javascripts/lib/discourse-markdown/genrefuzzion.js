var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => Object.hasOwn(params, name) ? String(params[name]) : whole);
}
function localise(catalogue, error2, lang) {
  const entry2 = catalogue[error2.code];
  const text2 = entry2 ? fill(entry2[lang], error2.params) : `${error2.code} ${JSON.stringify(error2.params ?? {})}`;
  return error2.rule ? `${text2} (${error2.rule})` : text2;
}

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
function skipSpace(text2, at) {
  for (let c = text2.charCodeAt(at); c === 32 || c === 9; c = text2.charCodeAt(++at)) ;
  return at;
}
function readOpenTag(text2, from) {
  TAG_NAME_AT.lastIndex = from;
  const m = TAG_NAME_AT.exec(text2);
  if (!m) return void 0;
  const tag = m[1].toLowerCase();
  const attrs = [];
  let at = from + m[0].length;
  for (; ; ) {
    const before = at;
    at = skipSpace(text2, at);
    if (text2[at] === "]") {
      NON_SPACE.lastIndex = at + 1;
      const extra = NON_SPACE.exec(text2);
      if (extra) return { ok: false, tag, column: extra.index + 1 };
      return { ok: true, tag, attrs };
    }
    if (at === before && attrs.length > 0) return { ok: false, tag, column: at + 1 };
    ATTR_NAME.lastIndex = at;
    const name = ATTR_NAME.exec(text2);
    if (!name) return { ok: false, tag, column: at + 1 };
    const nameStart = at;
    at = ATTR_NAME.lastIndex;
    if (text2[at] !== "=") return { ok: false, tag, column: at + 1 };
    at++;
    const open = text2[at];
    if (open === '"' || open === "\u201C" || open === "\u201D") {
      CLOSE_QUOTE.lastIndex = at + 1;
      const closing = CLOSE_QUOTE.exec(text2);
      if (!closing) return { ok: false, tag, column: at + 1 };
      const valueStart = at + 1;
      const valueEnd = closing.index;
      attrs.push({ name: name[0], value: text2.slice(valueStart, valueEnd), nameStart, valueStart, valueEnd });
      at = valueEnd + 1;
    } else {
      BARE_VALUE.lastIndex = at;
      const value = BARE_VALUE.exec(text2);
      if (!value) return { ok: false, tag, column: at + 1 };
      attrs.push({ name: name[0], value: value[0], nameStart, valueStart: at, valueEnd: BARE_VALUE.lastIndex });
      at = BARE_VALUE.lastIndex;
    }
  }
}
function closeTagOf(text2) {
  const t2 = text2.trim();
  if (t2.length < 4 || t2.charCodeAt(0) !== 91 || t2.charCodeAt(1) !== 47 || t2.charCodeAt(t2.length - 1) !== 93) {
    return void 0;
  }
  const name = t2.slice(2, -1);
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(name) ? name.toLowerCase() : void 0;
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
    const text2 = state.src.slice(s, state.eMarks[line]);
    const close = closeTagOf(text2);
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
    const m = OPEN.exec(text2);
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

// src/markup/markdown-it-plugin.ts
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
  const tokens2 = state.tokens;
  for (; scan.scanned < tokens2.length; scan.scanned++) {
    const t2 = tokens2[scan.scanned];
    if (t2.nesting === 1) scan.lastOpen[t2.level] = t2;
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
  const prefixes = [...new Set([...byTag.keys()].map((t2) => t2.slice(0, t2.indexOf("-") + 1)))];
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
function gfBlockRule(options, index2) {
  const defaultLang = options.lang ?? DEFAULT_LANG;
  return function gf_block(state, startLine, endLine, silent) {
    const pos = state.bMarks[startLine] + state.tShift[startLine];
    if (state.src.charCodeAt(pos) !== OPEN_BRACKET) return false;
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    if (!startsWithPrefix(state.src, pos + 1, index2.prefixes)) return false;
    const hit = index2.byTag.get(tagNameOf(state.src.slice(pos, state.eMarks[startLine])) ?? "");
    if (!hit) return false;
    const parse = parseStateOf(state);
    if (insideQuote(state, parse)) return false;
    if (parse.count >= MAX_BLOCKS_PER_POST) return false;
    if (silent) return true;
    parse.count++;
    const closeLine = findClose(state, hit, index2, startLine, endLine);
    const lastLine = closeLine >= 0 ? closeLine : startLine;
    const source = state.src.slice(pos, state.eMarks[lastLine]);
    const token = state.push("gf_block", "div", 0);
    token.block = true;
    token.map = [startLine, lastLine + 1];
    const env = state.env;
    let parsed;
    if (!env?.gfLocateOnly) {
      const lines = [];
      for (let l = startLine; l <= lastLine; l++) lines.push(lineOf(state, l, 0));
      parsed = hit.game.parse(hit.key, {
        openFrom: pos - state.bMarks[startLine],
        open: lines[0],
        body: closeLine >= 0 ? lines.slice(1, -1) : [],
        close: closeLine >= 0 ? lines[lines.length - 1] : void 0
      }, defaultLang);
    }
    const openFrom = pos - state.bMarks[startLine];
    const meta = parsed ? { game: hit.game.game, block: hit.key, openLine: startLine, openFrom, closeLine, source, parsed } : { game: hit.game.game, block: hit.key, openLine: startLine, openFrom, closeLine, source };
    token.meta = meta;
    state.line = lastLine + 1;
    return true;
  };
}
function findClose(state, hit, index2, startLine, endLine) {
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line] + state.tShift[line];
    const end = state.eMarks[line];
    if (start < end && state.sCount[line] < state.blkIndent) return -1;
    if (state.src.charCodeAt(start) !== OPEN_BRACKET) continue;
    const text2 = state.src.slice(start, end);
    const closing = closeTagOf(text2);
    if (closing !== void 0) {
      const closes = index2.byTag.get(closing);
      if (closes && closes.game === hit.game && closes.key === hit.key) return line;
      if (closes) return -1;
      continue;
    }
    const opening = tagNameOf(text2);
    if (opening !== void 0 && index2.byTag.has(opening)) return -1;
  }
  return -1;
}
function gameMarkup(md, options) {
  const index2 = tagIndex(options.games);
  const byGame = new Map(options.games.map((g) => [g.game, g]));
  const hasBBCode = md.block.bbcode !== void 0;
  if (!hasBBCode && !md.block.ruler.getRules("").includes(bbcodeQuoteRule)) md.use(bbcodeQuotes);
  md.block.ruler.after(hasBBCode ? "fence" : "gf_bbcode_quote", "gf_block", gfBlockRule(options, index2), {
    alt: ["paragraph", "reference", "blockquote", "list"]
  });
  md.renderer.rules["gf_block"] = (tokens2, idx) => {
    const meta = tokens2[idx].meta;
    return meta.parsed ? `${byGame.get(meta.game).render(meta.parsed, meta.source).toString()}
` : "";
  };
}
function allowListOf(games) {
  return [...new Set(games.flatMap((g) => g.allowList))];
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
  "br",
  "pre",
  "code"
];

// src/lib/result.ts
var ok = (value) => ({ ok: true, value });
var DONE = Object.freeze({ ok: true, value: void 0 });
var err = (error2) => ({ ok: false, error: error2 });
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
function readTokens(text2, rolled, options) {
  const sizes2 = options.sizes ?? DIE_SIZES;
  const max = options.maxDice ?? MAX_POOL_DICE;
  const rule = options.sizes ? void 0 : "GF-DIE-1";
  const words = text2.split(/[\s,+]+/).filter((w) => w !== "");
  if (words.length === 0) return err(gfError("dice.notation.empty"));
  const tokens2 = [];
  let total = 0;
  for (const word of words) {
    const m = TOKEN.exec(word);
    if (!m) return err(gfError("dice.notation.bad-token", void 0, { token: word }));
    const [, countText = "", sizeText = "", faceText] = m;
    const size = Number(sizeText);
    if (!sizes2.includes(size)) {
      return err(gfError(
        "dice.notation.bad-size",
        rule,
        { token: word, size: sizeText, sizes: sizes2.map((s) => `d${s}`).join(" ") }
      ));
    }
    if (countText !== "" && (rolled || faceText !== void 0)) {
      return err(gfError("dice.notation.bad-token", void 0, { token: word }));
    }
    const count = countText === "" ? 1 : Number(countText);
    if (count < 1) return err(gfError("dice.notation.bad-count", void 0, { token: word }));
    if (rolled && faceText === void 0) return err(gfError("dice.notation.missing-face", void 0, { token: word, size }));
    if (!rolled && faceText !== void 0) return err(gfError("dice.notation.unexpected-face", void 0, { token: word, size }));
    if (faceText !== void 0) {
      const face = Number(faceText);
      if (face < 1 || face > size) return err(gfError("dice.notation.bad-face", void 0, { token: word, size }));
      tokens2.push({ text: word, count, size, face });
    } else {
      tokens2.push({ text: word, count, size });
    }
    total += count;
  }
  if (total > max) return err(gfError("dice.notation.too-many", void 0, { count: total, max }));
  return ok(tokens2);
}
function parsePool(text2, options = {}) {
  const tokens2 = readTokens(text2, false, options);
  if (!tokens2.ok) return tokens2;
  const sizes2 = [];
  for (const t2 of tokens2.value) for (let i = 0; i < t2.count; i++) sizes2.push(t2.size);
  return ok(sizes2);
}

// src/markup/dice-text.ts
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
function foldKeyword(text2) {
  if (PLAIN_KEYWORD.test(text2)) return text2;
  let out = "";
  let space = false;
  for (const ch of text2.trim().toLowerCase()) {
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
      const add = (word, lang) => {
        const key = foldKeyword(word);
        const seen = this.map.get(key);
        if (seen?.id === id) return;
        if (seen) throw new TypeError(`keyword "${word}" names two fields`);
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
  get(text2) {
    return this.map.get(foldKeyword(text2));
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
function isAscii(text2) {
  for (let i = 0; i < text2.length; i++) if (text2.charCodeAt(i) > 127) return false;
  return true;
}
function spanOf(line, from, to) {
  const text2 = line.text;
  if (line.ascii ?? (line.ascii = isAscii(text2))) {
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
    const c = text2.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < text2.length && (text2.charCodeAt(i + 1) & 64512) === 56320) {
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

// src/markup/block-spec.ts
var DIE_START = /^\d{0,3}[dD]\d/;
var LANG_ATTR = {
  spellings: { es: ["idioma"], en: ["language"], both: ["lang"] },
  parse: (raw) => raw.trim().toLowerCase() === "es" ? "es" : raw.trim().toLowerCase() === "en" ? "en" : void 0
};
function compileSpec(spec) {
  const fieldSpellings = Object.fromEntries(Object.entries(spec.fields).map(([id, f2]) => [id, f2.spellings]));
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
function trimStart(text2, from, to) {
  while (from < to && isSpace(text2.charCodeAt(from))) from++;
  return from;
}
function trimEnd(text2, from, to) {
  while (to > from && isSpace(text2.charCodeAt(to - 1))) to--;
  return to;
}
var trailing = { cut: 0, error: void 0, errorAt: 0 };
var runs = [];
function trailingDice(text2, from, to) {
  let cut = to;
  trailing.error = void 0;
  runs.length = 0;
  for (; ; ) {
    let end = cut;
    while (end > from && isSpace(text2.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > from && !isSpace(text2.charCodeAt(start - 1))) start--;
    if (start === end) break;
    const token = readDieToken(text2.slice(start, end));
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
  const dice = [];
  for (let i = runs.length - 1; i >= 0; i--) for (const size of runs[i]) dice.push(size);
  runs.length = 0;
  return dice;
}
var ReadField = class {
  constructor(line, field, keyword, lang, qualifier, q0, q1, value, v0, v1, dice, d0, d1, w0, w1) {
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
    __publicField(this, "dice", dice);
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
  const text2 = line.text;
  const lead = trimStart(text2, 0, text2.length);
  const tail = trimEnd(text2, lead, text2.length);
  const colon = text2.indexOf(":", lead);
  if (colon > lead && colon - lead <= 80) {
    const found = compiled.fields.prefix(text2.slice(lead, colon));
    if (found) {
      const def = compiled.spec.fields[found.hit.id];
      const qStart = trimStart(text2, lead + found.length, colon);
      const qEnd = trimEnd(text2, qStart, colon);
      let vStart = def.rest ? colon + 1 : trimStart(text2, colon + 1, text2.length);
      let vEnd = def.rest ? text2.length : trimEnd(text2, vStart, text2.length);
      let dice = NO_DICE;
      let d0 = 0;
      let d1 = 0;
      if (def.dice) {
        const found2 = trailingDice(text2, vStart, vEnd);
        if (trailing.error) return { ok: false, error: trailing.error, column: spanOf(line, trailing.errorAt, trailing.errorAt).column, lang: found.hit.lang };
        if (found2.length) {
          d0 = trailing.cut;
          d1 = vEnd;
          dice = found2;
          vEnd = trimEnd(text2, vStart, trailing.cut);
        }
      }
      return {
        ok: true,
        line: new ReadField(
          line,
          found.hit.id,
          text2.slice(lead, lead + found.length),
          found.hit.lang,
          text2.slice(qStart, qEnd),
          qStart,
          qEnd,
          text2.slice(vStart, vEnd),
          vStart,
          vEnd,
          dice,
          d0,
          d1,
          lead,
          tail
        )
      };
    }
  }
  const bareDice = trailingDice(text2, lead, tail);
  const d = { cut: trailing.cut, error: trailing.error, errorAt: trailing.errorAt };
  const kStart = lead;
  const kEnd = trimEnd(text2, lead, d.error ? tail : d.cut);
  if (kEnd > kStart) {
    const hit = compiled.fields.get(text2.slice(kStart, kEnd));
    if (hit && compiled.spec.fields[hit.id].bare) {
      if (d.error) return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column, lang: hit.lang };
      const takesDice = compiled.spec.fields[hit.id].dice === true && bareDice.length > 0;
      return {
        ok: true,
        line: new ReadField(
          line,
          hit.id,
          text2.slice(kStart, kEnd),
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
  if (compiled.spec.freeDice && DIE_START.test(text2.slice(lead, lead + 5))) {
    const pool2 = parsePool(text2.slice(lead, tail));
    if (pool2.ok) return { ok: true, line: { kind: "dice", dice: pool2.value, span: spanOf(line, lead, tail) } };
    const token = pool2.error.params?.["token"];
    const at = typeof token === "string" ? Math.max(lead, text2.indexOf(token, lead)) : lead;
    return { ok: false, error: pool2.error, column: spanOf(line, at, at).column };
  }
  if (d.error && text2.slice(lead, tail).split(/\s+/).every((t2) => DIE_SHAPE.test(t2))) {
    return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column };
  }
  return {
    ok: false,
    error: gfError("markup.unknown_line", void 0, { text: clip(text2.slice(lead, tail)), block: compiled.spec.tags[0] }),
    column: spanOf(line, lead, lead).column
  };
}
var NO_DICE = Object.freeze([]);
function clip(text2, max = 60) {
  return text2.length > max ? `${text2.slice(0, max - 1)}\u2026` : text2;
}

// src/markup/parse-block.ts
var NON_BLANK = /\S/;
var NON_BLANK_AT = /^\S$/;
function parseBlock(compiled, located, defaultLang) {
  const { spec } = compiled;
  const errors = [];
  const report = (error2, at) => {
    errors.push({ ...error2, line: at.line, column: at.column });
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
        report(gfError("markup.unknown_attr", void 0, { tag: tagName, name: clip(a.name, 30), expected: compiled.attrs.list("es") }), spanOf(open, a.nameStart, a.nameStart));
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
function trimmedLength(text2) {
  let end = text2.length;
  while (end > 0 && NON_BLANK_AT.test(text2[end - 1]) === false) end--;
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

// src/dice/messages.ts
var diceMessages = {
  "dice.notation.empty": { es: "el pozo est\xE1 vac\xEDo: escribe dados como \xABd8 d6 d4\xBB", en: 'the pool is empty: write dice such as "d8 d6 d4"' },
  "dice.notation.bad-token": {
    es: "\xAB{token}\xBB no es un dado: escribe \xABd8\xBB, \xAB2d6\xBB o, ya tirado, \xABd8:7\xBB",
    en: '"{token}" is not a die: write "d8", "2d6" or, once rolled, "d8:7"'
  },
  "dice.notation.bad-size": {
    es: "\xAB{token}\xBB: aqu\xED no se admiten dados de {size} caras; valen {sizes}",
    en: '"{token}": {size}-sided dice are not allowed here; use {sizes}'
  },
  "dice.notation.bad-count": {
    es: "\xAB{token}\xBB: el n\xFAmero de dados debe ser al menos 1",
    en: '"{token}": the number of dice must be at least 1'
  },
  "dice.notation.too-many": {
    es: "demasiados dados: {count}; un pozo tiene como mucho {max}",
    en: "too many dice: {count}; a pool holds at most {max}"
  },
  "dice.notation.missing-face": {
    es: "\xAB{token}\xBB: falta el resultado; escribe el dado tirado como \xABd{size}:5\xBB",
    en: '"{token}": the face is missing; write a rolled die as "d{size}:5"'
  },
  "dice.notation.unexpected-face": {
    es: "\xAB{token}\xBB: este pozo a\xFAn no se ha tirado; escribe solo el dado, como \xABd{size}\xBB",
    en: '"{token}": this pool is not rolled yet; write just the die, as "d{size}"'
  },
  "dice.notation.bad-face": {
    es: "\xAB{token}\xBB: un d{size} muestra de 1 a {size}",
    en: '"{token}": a d{size} shows 1 to {size}'
  },
  "dice.context.bad-forum": {
    es: "foro \xAB{forum}\xBB no v\xE1lido: usa su nombre de host, como \xABforo.example.org\xBB",
    en: 'invalid forum "{forum}": use its host name, such as "forum.example.org"'
  },
  "dice.context.bad-number": {
    es: "{field} debe ser un entero entre 0 y {max}, no \xAB{value}\xBB",
    en: '{field} must be a whole number from 0 to {max}, not "{value}"'
  },
  "dice.context.bad-text": {
    es: "contexto \xAB{text}\xBB no v\xE1lido: escribe foro/tema/mensaje/bloque, como \xABforo.example.org/12/345/0\xBB",
    en: 'invalid context "{text}": write forum/topic/post/block, such as "forum.example.org/12/345/0"'
  },
  "dice.epoch.outside-chain": {
    es: "el instante {at} cae fuera de la cadena de semillas (\xE9pocas 1 a {last} desde {genesis})",
    en: "the time {at} falls outside the seed chain (epochs 1 to {last} from {genesis})"
  },
  "dice.epoch.not-closed": {
    es: "la semilla de la \xE9poca {epoch} no puede revelarse hasta {end} (cierre m\xE1s el plazo de revelaci\xF3n): revelarla antes permitir\xEDa predecir sus tiradas",
    en: "the seed of epoch {epoch} cannot be revealed until {end} (its end plus the reveal delay): revealing it earlier would let anyone predict its rolls"
  },
  "dice.epoch.revealed": {
    es: "no se tira en la \xE9poca {epoch} ({at}): su semilla ya es p\xFAblica y cualquiera conocer\xEDa las caras",
    en: "no roll in epoch {epoch} ({at}): its seed is already public, so anyone would know the faces"
  },
  "dice.epoch.none-closed": {
    es: "ninguna \xE9poca ha cerrado a\xFAn (la primera cierra {end})",
    en: "no epoch has closed yet (the first closes {end})"
  },
  "dice.beacon.wrong-round": {
    es: "la baliza es de la ronda {got}; esta tirada necesita la ronda {want}",
    en: "the beacon is from round {got}; this roll needs round {want}"
  },
  "dice.beacon.unavailable": {
    es: "no se pudo obtener la ronda {round} de la baliza {chain}: {detail}",
    en: "could not get round {round} of the {chain} beacon: {detail}"
  },
  "dice.verify.format": {
    es: "prueba ilegible (comprobaci\xF3n \xABformato\xBB): {detail}",
    en: 'unreadable proof (check "format"): {detail}'
  },
  "dice.verify.signature": {
    es: "la firma no es v\xE1lida para la clave {key} (comprobaci\xF3n \xABfirma\xBB): la prueba se alter\xF3 o es de otro operador",
    en: 'the signature is not valid for key {key} (check "signature"): the proof was altered or comes from another operator'
  },
  "dice.verify.epoch-time": {
    es: "la tirada dice \xE9poca {epoch}, pero su hora {at} cae en la \xE9poca {want} (comprobaci\xF3n \xAB\xE9poca\xBB)",
    en: 'the roll claims epoch {epoch}, but its time {at} falls in epoch {want} (check "epoch-time")'
  },
  "dice.verify.epoch-range": {
    es: "la tirada dice \xE9poca {epoch}, pero la cadena de semillas solo tiene {last} (comprobaci\xF3n \xAB\xE9poca\xBB)",
    en: 'the roll claims epoch {epoch}, but the seed chain has only {last} (check "epoch-time")'
  },
  "dice.verify.time": {
    es: "la tirada se firm\xF3 a las {time}, antes del mensaje del foro ({forum}) (comprobaci\xF3n \xABhora\xBB)",
    en: `the roll was signed at {time}, before the forum's post ({forum}) (check "time")`
  },
  "dice.verify.commitment": {
    es: "la tirada parte de la cadena {got}, no de la comprometida {want} (comprobaci\xF3n \xABcompromiso\xBB)",
    en: 'the roll derives from chain {got}, not the committed {want} (check "commitment")'
  },
  "dice.verify.context": {
    es: "la prueba es de {got}, no de {want} (comprobaci\xF3n \xABcontexto\xBB): se copi\xF3 de otro mensaje o bloque",
    en: 'the proof is for {got}, not {want} (check "context"): it was copied from another post or block'
  },
  "dice.verify.pool": {
    es: "la prueba tira {got}, pero el pozo es {want} (comprobaci\xF3n \xABpozo\xBB)",
    en: 'the proof rolls {got}, but the pool is {want} (check "pool")'
  },
  "dice.verify.beacon-missing": {
    es: "el operador usa la baliza {chain}, pero la prueba no trae ninguna (comprobaci\xF3n \xABbaliza\xBB)",
    en: 'the operator uses the {chain} beacon, but the proof carries none (check "beacon-missing")'
  },
  "dice.verify.beacon-unexpected": {
    es: "la prueba trae una baliza, pero el operador no usa ninguna (comprobaci\xF3n \xABbaliza\xBB)",
    en: 'the proof carries a beacon, but the operator uses none (check "beacon")'
  },
  "dice.verify.beacon-encoding": {
    es: "la firma de la ronda {round} de {chain} no est\xE1 en su codificaci\xF3n can\xF3nica (comprobaci\xF3n \xABbaliza\xBB)",
    en: 'the signature of round {round} of {chain} is not in its canonical encoding (check "beacon")'
  },
  "dice.verify.beacon-round": {
    es: "la baliza es de la ronda {round}, pero un mensaje de {at} exige la ronda {want} (comprobaci\xF3n \xABronda de baliza\xBB)",
    en: 'the beacon is from round {round}, but a post from {at} requires round {want} (check "beacon-round")'
  },
  "dice.verify.beacon": {
    es: "la baliza drand de la ronda {round} no verifica con la cadena {chain} (comprobaci\xF3n \xABbaliza\xBB)",
    en: 'the drand beacon of round {round} does not verify against chain {chain} (check "beacon")'
  },
  "dice.verify.beacon-chain": {
    es: "la prueba usa la cadena drand {got}, que no es la del operador ni una fijada en el c\xF3digo ({want}) (comprobaci\xF3n \xABbaliza\xBB)",
    en: `the proof uses drand chain {got}, which is not the operator's nor one pinned in the code ({want}) (check "beacon")`
  },
  "dice.verify.seed-chain": {
    es: "la semilla revelada de la \xE9poca {epoch} no lleva a la cabeza publicada {head} (comprobaci\xF3n \xABcadena de semillas\xBB)",
    en: 'the revealed seed of epoch {epoch} does not hash back to the published head {head} (check "seed-chain")'
  },
  "dice.verify.faces": {
    es: "los resultados {got} no salen de la semilla de la \xE9poca {epoch}, que da {want} (comprobaci\xF3n \xABcaras\xBB)",
    en: `the faces {got} do not follow from epoch {epoch}'s seed, which gives {want} (check "faces")`
  },
  "dice.store.no-key": {
    es: "no hay clave de operador en {dir}: ejecuta \xABgf keys init\xBB",
    en: 'no operator key in {dir}: run "gf keys init"'
  },
  "dice.store.exists": {
    es: "{file} ya existe: \xABgf keys init\xBB nunca sobrescribe una clave",
    en: '{file} already exists: "gf keys init" never overwrites a key'
  },
  "dice.store.corrupt": { es: "{file} est\xE1 da\xF1ado o no es de gf: {detail}", en: "{file} is damaged or not a gf file: {detail}" },
  "dice.store.unsafe-mode": {
    es: "{file} es legible por otros usuarios (modo {mode}); ejecuta \xABchmod 600 {file}\xBB",
    en: '{file} is readable by other users (mode {mode}); run "chmod 600 {file}"'
  },
  "dice.store.io": { es: "{file}: {detail}", en: "{file}: {detail}" }
};

// src/markup/html.ts
var Html = class _Html {
  /** Only this module makes Html (a plain field: private #fields cost WeakMaps once bundled for es2020). */
  constructor(text2) {
    __publicField(this, "text", text2);
  }
  /** @internal */
  static trusted(text2) {
    return new _Html(text2);
  }
  toString() {
    return this.text;
  }
};
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var NEEDS_ESCAPE = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var ESCAPE_ALL = /[&<>"'\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function escapeHtml(text2) {
  return NEEDS_ESCAPE.test(text2) ? text2.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : text2;
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

// src/markup/card-data.ts
var UNSAFE = /[\u0000-\u001f\u007f"'\\&<>\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/;
function text(value) {
  if (!UNSAFE.test(value)) return "'" + value + "'";
  let out = "'";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92) out += "\\\\";
    else if (c < 32 || c === 127 || c === 34 || c === 39 || c === 38 || c === 60 || c === 62 || c === 1564 || c === 8206 || c === 8207 || c >= 8234 && c <= 8238 || c === 8232 || c === 8233 || c >= 8294 && c <= 8297) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += value[i];
  }
  return out + "'";
}
function put(out, key, json2) {
  return json2 === void 0 ? out : out + (out.length > 1 ? ",'" : "'") + key + "':" + json2;
}
var str = (v) => v ? text(v) : void 0;
var num = (v) => v === void 0 ? void 0 : Number.isFinite(v) ? String(v) : "null";
var flag = (v) => v ? "true" : void 0;
var sizes = (v) => v.length ? "[" + v.join(",") + "]" : void 0;
function list(items, one) {
  if (items.length === 0) return void 0;
  let out = "[";
  for (let i = 0; i < items.length; i++) out += (i ? "," : "") + one(items[i]);
  return out + "]";
}
var strings = (v) => list(v, text);
var textField = (f2) => f2 === void 0 ? void 0 : f2.value ? "{'value':" + text(f2.value) + "}" : "{}";
var points = (p) => p === void 0 ? void 0 : "{'value':" + num(p.value) + "}";
function poolEntry(e) {
  let o = put("{", "kind", text(e.kind));
  o = put(o, "name", str(e.name));
  o = put(o, "owner", str(e.owner));
  o = put(o, "dice", sizes(e.dice));
  return put(o, "sacrifice", flag(e.sacrifice)) + "}";
}
var boost = (b) => "{'currency':" + text(b.currency) + "}";
function pool(n) {
  let o = put("{", "entries", list(n.entries, poolEntry));
  o = put(o, "boosts", list(n.boosts, boost));
  o = put(o, "character", str(n.character));
  o = put(o, "sheet", str(n.sheet));
  o = put(o, "role", str(n.role));
  return put(o, "scene", num(n.scene)) + "}";
}
var sceneCliche = (c) => put(put("{", "name", str(c.name)), "die", num(c.die)) + "}";
var ally = (a) => put(put("{", "name", str(a.name)), "runner", str(a.runner)) + "}";
function scene(n) {
  let o = put("{", "number", num(n.number));
  o = put(o, "title", textField(n.title));
  o = put(o, "setting", textField(n.setting));
  o = put(o, "tone", textField(n.tone));
  o = put(o, "cliches", list(n.cliches, sceneCliche));
  o = put(o, "protagonist", textField(n.protagonist));
  const ant = n.antagonist;
  o = put(o, "antagonist", ant && put(put(put("{", "kind", text(ant.kind)), "name", str(ant.name)), "description", str(ant.description)) + "}");
  o = put(o, "intention", textField(n.intention));
  o = put(o, "allies", list(n.allies, ally));
  return put(o, "finale", n.finale && (n.finale.value ? "{'value':true}" : "{}")) + "}";
}
function rolledDie(d) {
  const o = put(put("{", "size", num(d.size)), "face", num(d.face));
  return put(put(o, "result", flag(d.result)), "botch", flag(d.botch)) + "}";
}
function roll(n) {
  let o = put("{", "character", str(n.character));
  o = put(o, "role", str(n.role));
  o = put(o, "scene", num(n.scene));
  o = put(o, "post", num(n.post));
  o = put(o, "blockNumber", num(n.blockNumber));
  o = put(o, "proof", str(n.proof));
  o = put(o, "version", str(n.version));
  o = put(o, "dice", list(n.dice, rolledDie));
  o = put(o, "result", num(n.result));
  o = put(o, "effect", sizes(n.effect));
  return put(o, "botches", num(n.botches)) + "}";
}
function runners(r) {
  if (r === void 0) return void 0;
  let out = "{";
  for (const name of Object.keys(r)) {
    const user = str(r[name]);
    if (user !== void 0) out += (out.length > 1 ? "," : "") + text(name) + ":" + user;
  }
  return out + "}";
}
function sceneAction(a) {
  const o = put("{", "type", text(a.type));
  switch (a.type) {
    case "present":
    case "ally-intention":
      return put(o, "intention", str(a.intention)) + "}";
    case "extra-cliche":
      return put(put(o, "name", str(a.name)), "die", num(a.die)) + "}";
    case "upgrade":
      return put(o, "name", str(a.name)) + "}";
    case "call":
      return put(put(o, "allies", strings(a.allies)), "runners", runners(a.runners)) + "}";
    case "ally-die":
      return put(o, "trait", str(a.trait)) + "}";
    case "refuse":
      return put(o, "reason", str(a.reason)) + "}";
    case "block":
      return put(o, "ally", str(a.ally)) + "}";
    case "effect":
      return put(put(put(put(o, "outcome", text(a.outcome)), "target", str(a.target)), "owner", str(a.owner)), "die", num(a.die)) + "}";
    case "trick":
      return put(put(o, "name", str(a.name)), "detail", str(a.detail)) + "}";
    case "flaw":
      return put(put(o, "name", str(a.name)), "owner", str(a.owner)) + "}";
    case "rate":
      return put(put(put(o, "protagonist", num(a.protagonist)), "antagonist", num(a.antagonist)), "reason", str(a.reason)) + "}";
    case "name-rater":
      return put(o, "rater", str(a.rater)) + "}";
    case "yield":
    case "concede":
    case "oppose":
    case "retry":
    case "suspend":
    case "resume":
    case "withdraw":
      return o + "}";
    default:
      return unwritten(a);
  }
}
function intervalAction(a) {
  const o = put("{", "type", text(a.type));
  switch (a.type) {
    case "train":
      return put(o, "trait", str(a.trait)) + "}";
    case "rename":
      return put(put(o, "from", str(a.from)), "to", str(a.to)) + "}";
    case "new-trick":
    case "new-flaw":
      return put(put(o, "name", str(a.name)), "detail", str(a.detail)) + "}";
    case "new-cliche":
      return put(o, "name", str(a.name)) + "}";
    case "new-relationship":
      return put(put(o, "name", str(a.name)), "target", str(a.target)) + "}";
    case "endorse":
      return put(put(put(o, "character", str(a.character)), "objective", num(a.objective)), "currency", str(a.currency)) + "}";
    case "satisfy":
      return put(o, "objective", num(a.objective)) + "}";
    case "retire":
    case "call":
      return o + "}";
    default:
      return unwritten(a);
  }
}
function unwritten(a) {
  throw new Error(`no card writer for ${a.type}`);
}
function action(n) {
  return put(put(put("{", "actions", list(n.actions, sceneAction)), "character", str(n.character)), "scene", num(n.scene)) + "}";
}
function interval(n) {
  return put(put("{", "actions", list(n.actions, intervalAction)), "character", str(n.character)) + "}";
}
var trait = (t2) => put(put(put("{", "name", str(t2.name)), "target", str(t2.target)), "die", num(t2.die)) + "}";
var trickOrFlaw = (t2) => put(put("{", "name", str(t2.name)), "fills", strings(t2.fills)) + "}";
var objective = (o) => put(put(put("{", "text", str(o.text)), "state", text(o.state)), "difficulty", num(o.difficulty)) + "}";
function notice(w) {
  return put(put(put(put("{", "code", str(w.code)), "rule", str(w.rule)), "line", num(w.line)), "message", str(w.message)) + "}";
}
function sheet(n) {
  let o = put("{", "mode", str(n.mode));
  o = put(o, "name", textField(n.name));
  o = put(o, "player", textField(n.player));
  o = put(o, "concept", textField(n.concept));
  o = put(o, "cliches", list(n.cliches, trait));
  o = put(o, "relationships", list(n.relationships, trait));
  o = put(o, "tricks", list(n.tricks, trickOrFlaw));
  o = put(o, "flaws", list(n.flaws, trickOrFlaw));
  o = put(o, "objectives", list(n.objectives, objective));
  o = put(o, "advantages", list(n.advantages, trait));
  o = put(o, "problems", list(n.problems, trait));
  o = put(o, "pv", points(n.pv));
  o = put(o, "pk", points(n.pk));
  o = put(o, "notes", textField(n.notes));
  return put(o, "warnings", n.warnings && list(n.warnings, notice)) + "}";
}
function errorItem(e) {
  const o = put(put(put("{", "line", num(e.line)), "column", num(e.column)), "code", str(e.code));
  return put(put(o, "rule", str(e.rule)), "message", str(e.message)) + "}";
}
function error(d) {
  return put(put(put("{", "tag", str(d.tag)), "errors", list(d.errors, errorItem)), "more", num(d.more)) + "}";
}
function cardValue(card) {
  switch (card.block) {
    case "pool":
      return "pool " + pool(card.data);
    case "scene":
      return "scene " + scene(card.data);
    case "roll":
      return "roll " + roll(card.data);
    case "action":
      return "action " + action(card.data);
    case "interval":
      return "interval " + interval(card.data);
    case "sheet":
      return "sheet " + sheet(card.data);
    case "error":
      return "error " + error(card.data);
  }
}

// src/markup/messages.ts
var markupMessages = {
  "markup.bad_tag": {
    es: 'no se entiende la etiqueta [{tag}] a partir de la columna {column}: los atributos van como nombre=valor o nombre="valor con espacios"',
    en: 'cannot read the [{tag}] tag from column {column}: attributes are name=value or name="value with spaces"'
  },
  "markup.unknown_attr": {
    es: "[{tag}] no tiene el atributo \xAB{name}\xBB; los que tiene son: {expected}",
    en: '[{tag}] has no attribute "{name}"; it has: {expected}'
  },
  "markup.duplicate_attr": {
    es: "el atributo \xAB{name}\xBB aparece dos veces",
    en: 'the attribute "{name}" appears twice'
  },
  "markup.bad_attr": {
    es: "el atributo \xAB{name}\xBB no admite el valor \xAB{value}\xBB ({expected})",
    en: 'the attribute "{name}" cannot be "{value}" ({expected})'
  },
  "markup.unclosed": {
    es: "[{tag}] se abre en la l\xEDnea {line} y no se cierra: a\xF1ade [/{tag}] en una l\xEDnea propia",
    en: "[{tag}] opens on line {line} and is never closed: add [/{tag}] on a line of its own"
  },
  "markup.unknown_line": {
    es: "no se entiende \xAB{text}\xBB dentro de [{block}]",
    en: '"{text}" is not understood inside [{block}]'
  },
  "markup.one_die": {
    es: "\xAB{keyword}\xBB lleva un solo dado",
    en: '"{keyword}" takes a single die'
  },
  "markup.die_required": {
    es: "\xAB{keyword}\xBB necesita un dado (d4, d6 u d8)",
    en: '"{keyword}" needs a die (d4, d6 or d8)'
  },
  "markup.die_range": {
    es: "\xAB{keyword}\xBB admite {allowed}, no d{size}",
    en: '"{keyword}" allows {allowed}, not d{size}'
  },
  "markup.value_required": {
    es: "falta el texto despu\xE9s de \xAB{keyword}:\xBB",
    en: 'the text after "{keyword}:" is missing'
  },
  "markup.value_forbidden": {
    es: "\xAB{keyword}\xBB va sola en su l\xEDnea",
    en: '"{keyword}" stands alone on its line'
  },
  "markup.qualifier_required": {
    es: "indica {what}: \xAB{keyword} {example}: \u2026\xBB",
    en: 'say {what}: "{keyword} {example}: \u2026"'
  },
  "markup.qualifier_forbidden": {
    es: "sobra \xAB{qualifier}\xBB entre \xAB{keyword}\xBB y los dos puntos",
    en: '"{qualifier}" does not belong between "{keyword}" and the colon'
  },
  "markup.missing_field": {
    es: "falta la l\xEDnea \xAB{keyword}: \u2026\xBB",
    en: 'the line "{keyword}: \u2026" is missing'
  },
  "markup.duplicate_field": {
    es: "\xAB{keyword}\xBB aparece m\xE1s de una vez",
    en: '"{keyword}" appears more than once'
  },
  "markup.too_many": {
    es: "como mucho {max} l\xEDneas \xAB{keyword}\xBB",
    en: 'at most {max} "{keyword}" lines'
  },
  "markup.bad_number": {
    es: "\xAB{keyword}\xBB: \xAB{value}\xBB deber\xEDa ser un n\xFAmero entero de {min} a {max}",
    en: '"{keyword}": "{value}" should be a whole number from {min} to {max}'
  },
  "markup.bad_choice": {
    es: "\xAB{keyword}\xBB: \xAB{value}\xBB deber\xEDa ser {expected}",
    en: '"{keyword}": "{value}" should be {expected}'
  },
  "markup.scene_balance": {
    es: "los clich\xE9s de escena necesitan tantos d8 como d4 (hay {d8} d8 y {d4} d4)",
    en: "scene clich\xE9s need as many d8 as d4 (there are {d8} d8 and {d4} d4)"
  },
  "markup.one_antagonist": {
    es: "la escena tiene un solo antagonista: \xABantagonista:\xBB o \xABextra:\xBB, no los dos",
    en: 'a scene has one antagonist: "antagonist:" or "extra:", not both'
  },
  "markup.bad_face": {
    es: "\xAB{token}\xBB no es una tirada: la cara debe ir de 1 a {size}",
    en: '"{token}" is not a rolled die: its face must be 1 to {size}'
  },
  "markup.bad_rolled_die": {
    es: "\xAB{token}\xBB no es un dado tirado: se escribe d8:7, con r si cuenta para el resultado y b si es pifia",
    en: '"{token}" is not a rolled die: write d8:7, with r if it counts for the result and b if it botched'
  },
  "markup.botch_mismatch": {
    es: "\xAB{keyword}\xBB dice {count} pero hay {marked} dados marcados como pifia",
    en: '"{keyword}" says {count} but {marked} dice are marked as botches'
  },
  "markup.one_boost": {
    es: "solo un impulso por tirada: \xABimpulso: pv\xBB (un dado m\xE1s) o \xABimpulso: pk\xBB (+3), no los dos",
    en: 'one boost per roll: "boost: pv" (one more die) or "boost: pk" (+3), not both'
  },
  "markup.empty_pool": {
    es: "el pozo no tiene dados ni rasgos",
    en: "the pool has no dice and no traits"
  },
  "markup.empty_block": {
    es: "[{tag}] est\xE1 vac\xEDo",
    en: "[{tag}] is empty"
  },
  "markup.yes_or_no": {
    es: "\xAB{keyword}\xBB lleva \xABs\xED\xBB o \xABno\xBB (o nada, que es \xABs\xED\xBB)",
    en: '"{keyword}" takes "yes" or "no" (or nothing, which is "yes")'
  },
  "markup.bad_rating": {
    es: "la calificaci\xF3n se escribe \xAB{keyword}: 4 / 3 \u2014 justificaci\xF3n\xBB (protagonista / antagonista, de 0 a 5)",
    en: 'a rating is written "{keyword}: 4 / 3 \u2014 why" (protagonist / antagonist, 0 to 5)'
  },
  "markup.bad_rename": {
    es: "\xAB{keyword}\xBB se escribe \xAB{keyword}: nombre viejo -> nombre nuevo\xBB",
    en: '"{keyword}" is written "{keyword}: old name -> new name"'
  },
  "markup.bad_effect": {
    es: "\xAB{keyword}\xBB empieza por ventaja, problema o anular: \xAB{keyword}: ventaja Sorpresa\xBB",
    en: '"{keyword}" starts with advantage, problem or annul: "{keyword}: advantage Surprise"'
  },
  "markup.bad_objective": {
    es: "\xAB{keyword}\xBB: despu\xE9s de la palabra van la dificultad (5 a 15) y el estado (abierto, alcanzado o satisfecho), p. ej. \xABobjetivo 10 abierto: \u2026\xBB",
    en: '"{keyword}": after the word come the difficulty (5 to 15) and the state (open, achieved or satisfied), e.g. "objective 10 open: \u2026"'
  }
};
var markupLabels = {
  pool: { es: "Pozo", en: "Pool" },
  poolOf: { es: "Pozo de {name}", en: "{name}'s pool" },
  scene: { es: "Escena", en: "Scene" },
  sceneNumber: { es: "Escena {number}", en: "Scene {number}" },
  roll: { es: "Tirada", en: "Roll" },
  rollOf: { es: "Tirada de {name}", en: "{name}'s roll" },
  action: { es: "Acci\xF3n de escena", en: "Scene action" },
  interval: { es: "Intervalo", en: "Interval" },
  sheet: { es: "Ficha", en: "Character sheet" },
  errorTitle: { es: "El bloque [{tag}] tiene errores", en: "The [{tag}] block has errors" },
  moreErrors: { es: "\u2026 y {count} errores m\xE1s", en: "\u2026 and {count} more errors" },
  errorAt: { es: "L\xEDnea {line}, columna {column}", en: "Line {line}, column {column}" },
  protagonist: { es: "Protagonista", en: "Protagonist" },
  antagonist: { es: "Antagonista", en: "Antagonist" },
  extra: { es: "extra", en: "extra" },
  setting: { es: "Escenario", en: "Setting" },
  tone: { es: "Tono", en: "Tone" },
  intention: { es: "Intenci\xF3n", en: "Intention" },
  allies: { es: "Aliados", en: "Allies" },
  sceneCliches: { es: "Clich\xE9s de escena", en: "Scene clich\xE9s" },
  grandFinale: { es: "Gran Final", en: "Grand Finale" },
  result: { es: "Resultado", en: "Result" },
  effect: { es: "Dado de efecto", en: "Effect die" },
  noEffect: { es: "ninguno", en: "none" },
  botches: { es: "Pifias", en: "Botches" },
  dice: { es: "Dados", en: "Dice" },
  scene_ref: { es: "escena {number}", en: "scene {number}" },
  player: { es: "Jugador", en: "Player" },
  concept: { es: "Concepto", en: "Concept" },
  cliches: { es: "Clich\xE9s", en: "Clich\xE9s" },
  relationships: { es: "Relaciones", en: "Relationships" },
  tricks: { es: "Trucos", en: "Tricks" },
  flaws: { es: "Tretas", en: "Flaws" },
  objectives: { es: "Objetivos", en: "Objectives" },
  advantages: { es: "Ventajas", en: "Advantages" },
  problems: { es: "Problemas", en: "Problems" },
  points: { es: "Puntos", en: "Points" },
  notes: { es: "Notas", en: "Notes" },
  difficulty: { es: "dificultad {n}", en: "difficulty {n}" },
  open: { es: "abierto", en: "open" },
  achieved: { es: "alcanzado", en: "achieved" },
  satisfied: { es: "satisfecho", en: "satisfied" },
  boostPv: { es: "+1 dado al resultado (1 PV)", en: "+1 die to the result (1 PV)" },
  boostPk: { es: "+3 al resultado (1 PK)", en: "+3 to the result (1 PK)" },
  sacrifice: { es: "sacrificada", en: "sacrificed" },
  sheetDie: { es: "seg\xFAn la ficha", en: "from the sheet" },
  /** On the sheet itself a missing die is a gap to fill (GF-CHAR-4), not something another post supplies. */
  noDie: { es: "falta el dado", en: "no die yet" }
};

// src/markup/render.ts
var MESSAGES = { ...diceMessages, ...markupMessages };
function errorMessage(error2, lang) {
  return localise(MESSAGES, error2, lang);
}
var MAX_ERRORS_SHOWN = 20;
function renderBlock(compiled, parsed, source, options = {}) {
  const lang = parsed.lang ?? DEFAULT_LANG;
  if (compiled && parsed.errors.length === 0) return compiled.spec.render(parsed.node, { lang, sheetWarnings: options.sheetWarnings });
  const tag = compiled?.spec.tags[0] ?? "gf";
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => {
    const item = e.rule ? { line: e.line, column: e.column, code: e.code, rule: e.rule, message: errorMessage(e, lang) } : { line: e.line, column: e.column, code: e.code, message: errorMessage(e, lang) };
    return item;
  });
  const data = { tag, errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN) };
  const lines = errors.map((e) => `${fill(markupLabels.errorAt[lang], { line: e.line, column: e.column })}: ${e.message}`);
  if (data.more) lines.push(fill(markupLabels.moreErrors[lang], { count: data.more }));
  return el(
    "div",
    { "data-gf-card": cardValue({ block: "error", data }) },
    fill(markupLabels.errorTitle[lang], { tag }),
    LINE_BREAK,
    lines.map((l) => [l, LINE_BREAK]),
    // The source verbatim, so a mistake never hides what the player wrote.
    el("pre", {}, el("code", {}, source))
  );
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
  return raw.replace(REFERENCE, (whole, hex, dec) => {
    const cp = hex !== void 0 ? Number.parseInt(hex, 16) : Number(dec);
    return cp > 0 && cp <= 1114111 && (cp < 55296 || cp > 57343) ? String.fromCodePoint(cp) : whole;
  });
}
function shownName(name) {
  return name.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
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
function parseChoice(words) {
  return (raw) => words[foldKeyword(raw)];
}

// src/games/genrefuzzion/markup/blocks/common.ts
var characterAttr = { spellings: ATTRS.character, parse: parseName };
var sheetAttr = { spellings: ATTRS.sheet, parse: parseSheet };
var roleAttr = { spellings: ATTRS.role, parse: parseChoice(valueWords(ROLES)) };
var sceneAttr = { spellings: ATTRS.scene, parse: parseInt1 };
function label(key, lang, params) {
  let text2 = markupLabels[key][lang];
  if (params) for (const name in params) text2 = text2.replaceAll(`{${name}}`, String(params[name]));
  return text2;
}
function cardHtml(card, lines) {
  const body = [];
  for (const line of lines) {
    if (line === "" || line === void 0 || line === false || line === null) continue;
    if (body.length) body.push(LINE_BREAK);
    body.push(line);
  }
  return el("div", { "data-gf-card": cardValue(card) }, body);
}
function diceText(dice, lang) {
  return dice.length ? dice.map((d) => `d${d}`).join(" ") : `(${markupLabels.sheetDie[lang]})`;
}
function titleLine(title, lang, role, scene2) {
  let line = title;
  if (role) line += ` \xB7 ${markupLabels[role][lang]}`;
  if (scene2) line += ` \xB7 ${label("scene_ref", lang, { number: scene2 })}`;
  return line;
}
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
  const die = line.dice[0];
  if (die !== void 0 && allowed && !allowed.includes(die)) {
    ctx.error(gfError("markup.die_range", rule, { keyword: line.keyword, size: die, allowed: allowed.map((s) => `d${s}`).join(", ") }), line.diceSpan);
    return void 0;
  }
  return die;
}
function intValue(text2, line, ctx, min, max, rule) {
  const t2 = text2.trim();
  const n = /^\d{1,9}$/.test(t2) ? Number(t2) : NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  ctx.error(gfError("markup.bad_number", rule, { keyword: line.keyword, value: t2, min, max }), line.valueSpan);
  return void 0;
}
function once(lines, field, ctx) {
  const found = lines.filter((l) => l.field === field);
  for (const extra of found.slice(1)) {
    ctx.error(gfError("markup.duplicate_field", void 0, { keyword: extra.keyword }), extra.span);
  }
  return found[0];
}
function allyList(text2) {
  return nameList(text2).map((item) => {
    const m = /^(.*?)\s*\(\s*@([^\s()@]+)\s*\)$/.exec(item);
    return m && m[1] ? { name: m[1], runner: m[2] } : { name: item };
  });
}
function nameList(text2) {
  return text2.split(/\s*(?:,|;|\s+y\s+|\s+and\s+|\s+e\s+)\s*/i).map((s) => s.trim()).filter(Boolean);
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
function action2(line, ctx) {
  const span = line.span;
  const field = line.field;
  if (field !== "effect" && field !== "trick" && field !== "flaw" && !noQualifier(line, ctx)) return void 0;
  switch (field) {
    case "present":
      return requireValue(line, ctx) ? { type: "present", intention: line.value, span } : void 0;
    case "extra-cliche": {
      if (!requireValue(line, ctx)) return void 0;
      const die = oneDie(line, ctx);
      const a = { type: "extra-cliche", name: line.value, span };
      if (die) a.die = die;
      return a;
    }
    case "upgrade":
      return requireValue(line, ctx) ? { type: "upgrade", name: line.value, span } : void 0;
    case "call": {
      if (!requireValue(line, ctx)) return void 0;
      const named2 = allyList(line.value);
      const a = { type: "call", allies: named2.map((x) => x.name), span };
      const runners2 = named2.filter((x) => x.runner);
      if (runners2.length) a.runners = Object.fromEntries(runners2.map((x) => [x.name, x.runner]));
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
      const die = oneDie(line, ctx);
      const a = { type: "effect", outcome, target: m[2], span };
      if (line.qualifier) a.owner = line.qualifier;
      if (die) a.die = die;
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
var ACTION_LABELS = {
  present: { es: "El antagonista se presenta", en: "The antagonist presents" },
  "extra-cliche": { es: "Clich\xE9 del extra", en: "Extra's clich\xE9" },
  upgrade: { es: "Mejora del extra", en: "Extra's upgrade" },
  call: { es: "Llama aliados", en: "Calls allies" },
  refuse: { es: "Rechaza la llamada", en: "Refuses the call" },
  block: { es: "Impide un aliado extra (1 PK)", en: "Keeps an extra ally out (1 PK)" },
  yield: { es: "Se rinde", en: "Yields" },
  concede: { es: "Pierde la tirada (Gran Final)", en: "Concedes the roll (Grand Finale)" },
  oppose: { es: "Se opone", en: "Opposes" },
  retry: { es: "Reintenta", en: "Retries" },
  effect: { es: "Dado de efecto", en: "Effect die" },
  trick: { es: "Truco", en: "Trick" },
  flaw: { es: "Treta", en: "Flaw" },
  rate: { es: "Calificaci\xF3n", en: "Rating" },
  "name-rater": { es: "Califica (nombrado por el Moderador)", en: "Rater (named by the Moderator)" },
  "ally-intention": { es: "Intenci\xF3n de aliado", en: "Ally's intention" },
  "ally-die": { es: "Dado del aliado", en: "Ally's die" },
  suspend: { es: "Escena suspendida", en: "Scene suspended" },
  resume: { es: "Escena reanudada", en: "Scene resumed" },
  withdraw: { es: "Escena retirada", en: "Scene withdrawn" }
};
var OUTCOME_LABELS = {
  advantage: { es: "ventaja", en: "advantage" },
  problem: { es: "problema", en: "problem" },
  annul: { es: "anular o degradar", en: "annul or step down" }
};
function detail(a, lang) {
  switch (a.type) {
    case "present":
      return a.intention;
    case "extra-cliche":
      return `${a.name} ${diceText(a.die ? [a.die] : [], lang)}`;
    case "upgrade":
      return a.name;
    case "call":
      return a.allies.map((n) => a.runners?.[n] ? `${n} (@${a.runners[n]})` : n).join(", ");
    case "ally-die":
      return a.trait;
    case "refuse":
      return a.reason;
    case "block":
      return a.ally;
    case "effect":
      return `${OUTCOME_LABELS[a.outcome][lang]}: ${a.target}${a.owner ? ` (${a.owner})` : ""}${a.die ? ` d${a.die}` : ""}`;
    case "trick":
      return a.detail ? `${a.name}: ${a.detail}` : a.name;
    case "flaw":
      return a.owner ? `${a.name} (${a.owner})` : a.name;
    case "name-rater":
      return a.rater;
    case "ally-intention":
      return a.intention;
    case "rate":
      return `${label("protagonist", lang)} ${a.protagonist} \xB7 ${label("antagonist", lang)} ${a.antagonist}${a.reason ? ` \u2014 ${a.reason}` : ""}`;
    default:
      return "";
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
      const a2 = action2(line, ctx);
      if (a2) actions.push(a2);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", void 0, { tag: "gf-action" }), openSpan);
    const a = attrs;
    const node = { block: "action", actions };
    if (a.character !== void 0) node.character = a.character;
    if (a.scene !== void 0) node.scene = a.scene;
    return node;
  },
  render(node, { lang }) {
    const title = node.character ? `${label("action", lang)} \xB7 ${node.character}` : label("action", lang);
    return cardHtml({ block: "action", data: node }, [
      titleLine(title, lang, void 0, node.scene),
      node.actions.map((a) => {
        const d = detail(a, lang);
        return d ? `${ACTION_LABELS[a.type][lang]}: ${d}` : ACTION_LABELS[a.type][lang];
      })
    ].flat());
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
function action3(line, ctx) {
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
      const objective3 = m ? intValue(m[1], line, ctx, 1, 3, "GF-OBJ-6") : intValue(line.value, line, ctx, 1, 3, "GF-OBJ-6");
      if (objective3 === void 0) return void 0;
      const currency = m?.[2]?.toLowerCase();
      if (currency !== void 0 && currency !== "pv" && currency !== "pk") {
        ctx.error(gfError("markup.bad_choice", "GF-OBJ-6", { keyword: line.keyword, value: m[2], expected: "pv, pk" }), line.valueSpan);
        return void 0;
      }
      return currency ? { type: "endorse", character: line.qualifier, objective: objective3, currency, span } : { type: "endorse", character: line.qualifier, objective: objective3, span };
    }
    case "satisfy": {
      const objective3 = intValue(line.value, line, ctx, 1, 3, "GF-OBJ-7");
      return objective3 === void 0 ? void 0 : { type: "satisfy", objective: objective3, span };
    }
    case "retire":
      return noValue(line, ctx) ? { type: "retire", span } : void 0;
    case "call":
      return noValue(line, ctx) ? { type: "call", span } : void 0;
  }
}
var INTERVAL_LABELS = {
  train: { es: "Entrena", en: "Trains" },
  rename: { es: "Cambia", en: "Changes" },
  "new-trick": { es: "Nuevo truco", en: "New trick" },
  "new-flaw": { es: "Nueva treta", en: "New flaw" },
  "new-cliche": { es: "Nuevo clich\xE9", en: "New clich\xE9" },
  "new-relationship": { es: "Nueva relaci\xF3n", en: "New relationship" },
  endorse: { es: "Refrenda", en: "Endorses" },
  satisfy: { es: "Satisface el objetivo", en: "Satisfies objective" },
  retire: { es: "Se retira", en: "Retires" },
  call: { es: "Abre el intervalo", en: "Calls the interval" }
};
function detail2(a) {
  switch (a.type) {
    case "train":
      return a.trait;
    case "rename":
      return `${a.from} \u2192 ${a.to}`;
    case "new-trick":
    case "new-flaw":
      return a.detail ? `${a.name}: ${a.detail}` : a.name;
    case "new-cliche":
      return a.name;
    case "new-relationship":
      return a.target ? `${a.name} (${a.target})` : a.name;
    case "endorse":
      return `${a.character} #${a.objective}${a.currency ? ` (1 ${a.currency.toUpperCase()})` : ""}`;
    case "satisfy":
      return `#${a.objective}`;
    case "retire":
    case "call":
      return "";
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
      const a2 = action3(line, ctx);
      if (a2) actions.push(a2);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", void 0, { tag: "gf-interval" }), openSpan);
    const a = attrs;
    const node = { block: "interval", actions };
    if (a.character !== void 0) node.character = a.character;
    return node;
  },
  render(node, { lang }) {
    const title = node.character ? `${label("interval", lang)} \xB7 ${node.character}` : label("interval", lang);
    return cardHtml({ block: "interval", data: node }, [
      title,
      node.actions.map((a) => {
        const d = detail2(a);
        return d ? `${INTERVAL_LABELS[a.type][lang]}: ${d}` : INTERVAL_LABELS[a.type][lang];
      })
    ].flat());
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
var KIND_LABELS = {
  cliche: { es: "Clich\xE9", en: "Clich\xE9" },
  relationship: { es: "Relaci\xF3n", en: "Relationship" },
  advantage: { es: "Ventaja", en: "Advantage" },
  problem: { es: "Problema del rival", en: "Opponent's problem" },
  scene: { es: "Clich\xE9 de escena", en: "Scene clich\xE9" },
  ally: { es: "Aliado", en: "Ally" },
  against: { es: "Rasgo del rival (1 PK)", en: "Opponent's trait (1 PK)" },
  bought: { es: "Dado comprado (1 PK)", en: "Bought die (1 PK)" },
  trick: { es: "Truco", en: "Trick" },
  gift: { es: "Dado regalado", en: "Gifted die" },
  give: { es: "Cedido al rival (+2 PV)", en: "Given to the opponent (+2 PV)" },
  free: { es: "Dados", en: "Dice" }
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
  let dice = [...line.dice];
  if (field === "bought") {
    if (!noValue(line, ctx)) return void 0;
    const die = oneDie(line, ctx, [6], "GF-POOL-2");
    if (line.dice.length && die === void 0) return void 0;
    dice = [6];
  } else {
    if (!requireValue(line, ctx)) return void 0;
    if (field !== "trick" && line.dice.length > 1) {
      oneDie(line, ctx);
      return void 0;
    }
  }
  const e = { kind, name: line.value, dice, sacrifice: field === "sacrifice", span: line.span };
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
  },
  render(node, { lang }) {
    const title = node.character ? label("poolOf", lang, { name: shownName(node.character) }) : label("pool", lang);
    return cardHtml({ block: "pool", data: node }, [
      titleLine(title, lang, node.role, node.scene),
      node.entries.map((e) => entryLine(e, lang)),
      node.boosts.map((b) => label(b.currency === "pv" ? "boostPv" : "boostPk", lang))
    ].flat());
  }
};
function entryLine(e, lang) {
  let line = KIND_LABELS[e.kind][lang];
  if (e.owner) line += ` ${e.owner}`;
  line += ":";
  if (e.name) line += ` ${e.name}`;
  if (e.sacrifice) line += ` (${label("sacrifice", lang)})`;
  return `${line} ${diceText(e.dice, lang)}`;
}

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
  const dice = [];
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
    dice.push({ size, face, result: marks.includes("r"), botch: marks.includes("b") });
  }
  return dice;
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
      const sizes2 = [];
      for (const token of effectLine.value.split(/\s+/)) {
        const die = readDieToken(token);
        if (die?.ok) sizes2.push(...die.sizes);
        else ctx.error(die ? die.error : gfError("dice.notation.bad-token", "GF-WIN-2", { token }), effectLine.valueSpan);
      }
      node.effect = sizes2;
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
  },
  render(node, { lang }) {
    const title = node.character ? label("rollOf", lang, { name: shownName(node.character) }) : label("roll", lang);
    return cardHtml({ block: "roll", data: node }, [
      titleLine(title, lang, node.role, node.scene),
      // The block's own notation: "d8:7r" counts for the result, "b" is a botch.
      `${label("dice", lang)}: ${node.dice.map((d) => `d${d.size}:${d.face}${d.result ? "r" : ""}${d.botch ? "b" : ""}`).join(" ")}`,
      `${label("result", lang)}: ${node.result} \xB7 ${label("effect", lang)}: ${node.effect.length ? node.effect.map((s) => `d${s}`).join(" ") : label("noEffect", lang)} \xB7 ${label("botches", lang)}: ${node.botches}`
    ]);
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
    const text2 = (field, required) => {
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
    text2("title", true);
    text2("setting", true);
    text2("tone", true);
    text2("protagonist", false);
    text2("intention", true);
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
      const die = oneDie(line, ctx, [4, 6, 8], "GF-SCENE-2");
      if (die !== void 0) node.cliches.push({ name: line.value, die, span: line.span });
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
      const named2 = allyList(line.value);
      if (named2.length === 0) ctx.error(gfError("markup.value_required", "GF-ALLY-1", { keyword: line.keyword }), line.valueSpan);
      for (const { name, runner } of named2) node.allies.push(runner ? { name, runner, span: line.span } : { name, span: line.span });
    }
    return node;
  },
  render(node, { lang }) {
    const number = node.number ? label("sceneNumber", lang, { number: node.number }) : label("scene", lang);
    const row = (key, field) => field ? `${label(key, lang)}: ${field.value}` : "";
    const a = node.antagonist;
    return cardHtml({ block: "scene", data: node }, [
      node.title ? `${number}: ${node.title.value}` : number,
      node.finale?.value ? label("grandFinale", lang) : "",
      row("setting", node.setting),
      row("tone", node.tone),
      row("protagonist", node.protagonist),
      a ? `${label("antagonist", lang)}: ${a.name}${a.kind === "extra" ? ` (${label("extra", lang)})` : ""}${a.description ? ` \u2014 ${a.description}` : ""}` : "",
      row("intention", node.intention),
      node.cliches.length ? `${label("sceneCliches", lang)}: ${node.cliches.map((c) => `${c.name} ${diceText(c.die ? [c.die] : [], lang)}`).join(", ")}` : "",
      node.allies.length ? `${label("allies", lang)}: ${node.allies.map((x) => x.runner ? `${x.name} (@${x.runner})` : x.name).join(", ")}` : ""
    ]);
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
function trait2(line, ctx, targeted) {
  if (!targeted && !noQualifier(line, ctx)) return void 0;
  if (!line.value) {
    ctx.error(gfError("markup.value_required", void 0, { keyword: line.keyword }), line.valueSpan);
    return void 0;
  }
  const die = oneDie(line, ctx);
  if (line.dice.length > 1) return void 0;
  const t2 = { name: line.value, nameSpan: line.valueSpan, span: line.span };
  if (targeted && line.qualifier) t2.target = line.qualifier;
  if (die) t2.die = die;
  const dieSpan = line.diceSpan;
  if (dieSpan) t2.dieSpan = dieSpan;
  return t2;
}
function objective2(line, ctx) {
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
          const t2 = trait2(line, ctx, false);
          if (t2) node.cliches.push(t2);
          break;
        }
        case "relationship": {
          const t2 = trait2(line, ctx, true);
          if (t2) node.relationships.push(t2);
          break;
        }
        case "advantage": {
          const t2 = trait2(line, ctx, true);
          if (t2) node.advantages.push(t2);
          break;
        }
        case "problem": {
          const t2 = trait2(line, ctx, false);
          if (t2) node.problems.push(t2);
          break;
        }
        case "objective": {
          const o = objective2(line, ctx);
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
  },
  render(node, { lang, sheetWarnings }) {
    const warnings = sheetWarnings?.(node, lang) ?? [];
    const traits = (key, list2) => list2.length ? `${label(key, lang)}: ${list2.map((t2) => `${t2.name}${t2.target ? ` (${t2.target})` : ""} ${t2.die ? diceText([t2.die], lang) : `(${markupLabels.noDie[lang]})`}`).join(", ")}` : "";
    const named2 = (key, list2) => list2.length ? `${label(key, lang)}: ${list2.map((t2) => t2.fills.length ? `${t2.name}: ${t2.fills.join("; ")}` : t2.name).join(", ")}` : "";
    const objective3 = (o) => `${o.text} (${o.difficulty !== void 0 ? `${label("difficulty", lang, { n: o.difficulty })}, ` : ""}${label(o.state, lang)})`;
    return cardHtml({ block: "sheet", data: warnings.length ? { ...node, warnings } : node }, [
      node.name?.value || label("sheet", lang),
      node.player ? `${label("player", lang)}: ${node.player.value}` : "",
      node.concept ? `${label("concept", lang)}: ${node.concept.value}` : "",
      `${label("points", lang)}: ${node.pv?.value ?? 0} PV \xB7 ${node.pk?.value ?? 0} PK`,
      traits("cliches", node.cliches),
      traits("relationships", node.relationships),
      named2("tricks", node.tricks),
      named2("flaws", node.flaws),
      node.objectives.length ? `${label("objectives", lang)}: ${node.objectives.map(objective3).join("; ")}` : "",
      traits("advantages", node.advantages),
      traits("problems", node.problems),
      node.notes?.value.trim() ? `${label("notes", lang)}: ${node.notes.value.trim()}` : "",
      warnings.map((w) => `\u26A0 ${w.message}`)
    ].flat());
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
function genreFuzzionMarkup(options = {}) {
  return {
    game: GAME_ID,
    tags: new Map([...BLOCKS_BY_TAG].map(([tag, compiled]) => [tag, compiled.spec.name])),
    parse: (key, located, lang) => parseBlock(SPEC_BY_NAME.get(key), located, lang),
    render: (parsed, source) => renderBlock(SPEC_BY_NAME.get(parsed.block), parsed, source, { sheetWarnings: options.sheetWarnings }),
    allowList: ALLOW_LIST
  };
}

// src/games/genrefuzzion/sheet/messages.ts
var sheetWords = {
  name: { es: "nombre", en: "name" },
  player: { es: "jugador", en: "player" },
  cliches: { es: "clich\xE9", en: "clich\xE9" },
  relationships: { es: "relaci\xF3n", en: "relationship" },
  advantages: { es: "ventaja", en: "advantage" },
  problems: { es: "problema", en: "problem" },
  trick: { es: "truco", en: "trick" },
  flaw: { es: "treta", en: "flaw" },
  pv: { es: "PV", en: "PV" },
  pk: { es: "PK", en: "PK" },
  creation: { es: "creaci\xF3n", en: "creation" },
  new: { es: "personaje nuevo", en: "new character" }
};
var sheetMessages = {
  // ---- reading a post
  "sheet.none": {
    es: "este mensaje no tiene ninguna ficha [gf-ficha]",
    en: "this post has no [gf-sheet] block"
  },
  "sheet.several": {
    es: "este mensaje tiene {count} fichas; una ficha por mensaje (la segunda empieza en la l\xEDnea {line})",
    en: "this post has {count} sheets; one sheet per post (the second starts on line {line})"
  },
  // ---- checks (warnings on the card)
  "sheet.missing_field": {
    es: "falta la l\xEDnea \xAB{field}:\xBB",
    en: 'the "{field}:" line is missing'
  },
  "sheet.no_die": {
    es: "\xAB{name}\xBB ({kind}) no tiene dado: a\xF1ade d4, d6 u d8 al final de la l\xEDnea",
    en: '"{name}" ({kind}) has no die: add d4, d6 or d8 at the end of the line'
  },
  "sheet.duplicate_name": {
    es: "hay dos \xAB{name}\xBB ({kind}); ponles nombres distintos para poder usarlos en un pozo",
    en: 'there are two "{name}" ({kind}); give them different names so pools can name them'
  },
  "sheet.no_target": {
    es: "la relaci\xF3n \xAB{name}\xBB no dice con qui\xE9n es: escribe \xABrelaci\xF3n Nombre: \u2026\xBB",
    en: 'the relationship "{name}" does not say with whom: write "relationship Name: \u2026"'
  },
  "sheet.unknown_trick": {
    es: "\xAB{name}\xBB no est\xE1 en la tabla de {kind}s; vale si tu grupo lo aprob\xF3",
    en: '"{name}" is not in the {kind} table; fine if your group approved it'
  },
  "sheet.placeholder": {
    es: "\xAB{name}\xBB: falta completar {placeholder} (despu\xE9s de \xAB:\xBB, separado con \xAB;\xBB)",
    en: '"{name}": fill in {placeholder} (after the ":", separated by ";")'
  },
  "sheet.trick_cliche": {
    es: "\xAB{name}\xBB escala el clich\xE9 \xAB{cliche}\xBB, que no est\xE1 en la ficha",
    en: '"{name}" steps up the clich\xE9 "{cliche}", which is not on the sheet'
  },
  "sheet.no_difficulty": {
    es: "el objetivo \xAB{text}\xBB no tiene dificultad: escribe \xABobjetivo 10: \u2026\xBB (de 5 a 15)",
    en: 'the objective "{text}" has no difficulty: write "objective 10: \u2026" (5 to 15)'
  },
  "sheet.cliche_count": {
    es: "al crearlo, un personaje tiene seis clich\xE9s; esta ficha tiene {count}",
    en: "a new character has six clich\xE9s; this sheet has {count}"
  },
  "sheet.cliche_dice": {
    es: "los clich\xE9s llevan d8, d8, d6, d6, d4 y d4; esta ficha tiene {dice}",
    en: "the clich\xE9s take d8, d8, d6, d6, d4 and d4; this sheet has {dice}"
  },
  "sheet.relationship_count": {
    es: "hacen falta {need} relaciones ({mode}); esta ficha tiene {count}",
    en: "{need} relationships are needed ({mode}); this sheet has {count}"
  },
  "sheet.relationship_die": {
    es: "la relaci\xF3n \xAB{name}\xBB tiene {die}: al crearla, va de d4 a d8",
    en: 'the relationship "{name}" has {die}: at creation it takes d4 to d8'
  },
  "sheet.relationship_balance": {
    es: "las relaciones deben tener tantos d8 como d4 (hay {d8} d8 y {d4} d4)",
    en: "relationships need as many d8 as d4 (there are {d8} d8 and {d4} d4)"
  },
  "sheet.trick_count": {
    es: "al crearlo, un personaje tiene dos trucos y una treta; esta ficha tiene {tricks} y {flaws}",
    en: "a new character has two tricks and one flaw; this sheet has {tricks} and {flaws}"
  },
  "sheet.objective_count": {
    es: "hacen falta {need} objetivos; esta ficha tiene {count}",
    en: "{need} objectives are needed; this sheet has {count}"
  },
  // ---- updates
  "sheet.unreadable": {
    es: "la ficha tiene un error en la l\xEDnea {line} y no se puede actualizar sin riesgo de pisar lo escrito; corr\xEDgelo y se actualizar\xE1",
    en: "the sheet has an error on line {line} and cannot be updated without risking what is written; fix it and it will be updated"
  },
  "sheet.no_trait": {
    es: "la ficha no tiene {kind} \xAB{name}\xBB",
    en: 'the sheet has no {kind} "{name}"'
  },
  "sheet.ambiguous_trait": {
    es: "la ficha tiene m\xE1s de un {kind} \xAB{name}\xBB",
    en: 'the sheet has more than one {kind} "{name}"'
  },
  "sheet.trait_exists": {
    es: "la ficha ya tiene {kind} \xAB{name}\xBB",
    en: 'the sheet already has {kind} "{name}"'
  },
  "sheet.changed": {
    es: "\xAB{name}\xBB cambi\xF3 en la ficha (dice {now}, se esperaba {was}); no se sobrescribe lo que escribi\xF3 el jugador",
    en: `"{name}" changed on the sheet (it says {now}, {was} was expected); the player's edit is not overwritten`
  },
  "sheet.points_negative": {
    es: "{currency} quedar\xEDa en {value}: los puntos no pueden ser negativos",
    en: "{currency} would be {value}: points cannot go below zero"
  },
  "sheet.no_objective": {
    es: "la ficha no tiene objetivo {index}",
    en: "the sheet has no objective {index}"
  },
  "sheet.unsafe_text": {
    es: "\xAB{text}\xBB no se puede escribir en la ficha sin cambiar su lectura",
    en: '"{text}" cannot be written to the sheet without changing how it reads'
  },
  "sheet.busy": {
    es: "la ficha se edit\xF3 {attempts} veces mientras se actualizaba; se reintentar\xE1 m\xE1s tarde",
    en: "the sheet was edited {attempts} times while being updated; the update will be retried later"
  },
  "sheet.not_found": {
    es: "no se encuentra la ficha de \xAB{character}\xBB: ponla en un mensaje wiki de la categor\xEDa de fichas (si el foro no te deja hacerlo wiki, el staff lo convierte) o enl\xE1zala con ficha=\u2026",
    en: `no sheet found for "{character}": put it in a wiki post of the sheets category (if the forum won't let you make it a wiki, staff can) or link it with sheet=\u2026`
  },
  "sheet.bad_link": {
    es: "\xAB{link}\xBB no es un enlace a un mensaje del foro (usa el n\xFAmero del mensaje o su enlace)",
    en: `"{link}" is not a link to a forum post (use the post's number or its link)`
  },
  "sheet.not_a_sheet": {
    es: "\xAB{link}\xBB no es una ficha de personaje: las fichas son mensajes wiki de las categor\xEDas de fichas",
    en: '"{link}" is not a character sheet: sheets are wiki posts in the sheet categories'
  },
  "sheet.foreign_link": {
    es: "\xAB{link}\xBB apunta a otro sitio; la ficha tiene que estar en {host}",
    en: '"{link}" points to another site; the sheet must be on {host}'
  },
  "sheet.incomplete": {
    es: "a la ficha le falta {what} para jugar: {name}",
    en: "the sheet lacks {what} to play: {name}"
  }
};
function sheetMessage(error2, lang) {
  if (error2.code.startsWith("markup.")) {
    return errorMessage({ ...error2, line: "line" in error2 && error2.line ? error2.line : 1, column: "column" in error2 && error2.column ? error2.column : 1 }, lang);
  }
  const params = { ...error2.params ?? {} };
  for (const key of ["kind", "field", "mode"]) {
    const v = params[key];
    if (typeof v === "string" && sheetWords[v]) params[key] = sheetWords[v][lang];
  }
  return localise(sheetMessages, { ...error2, params }, lang);
}

// src/games/genrefuzzion/rules/flaws.ts
var f = (n, id, es, en, currency, amount, activation, effect, trigger, check, placeholder) => ({
  id,
  rule: `GF-FLAW-${String(n).padStart(2, "0")}`,
  name: { es, en },
  gain: { currency, amount },
  activation: { es: activation[0], en: activation[1] },
  effect: { es: effect[0], en: effect[1] },
  trigger,
  check,
  ...placeholder ? { placeholder } : {}
});
var FLAWS = [
  f(
    1,
    "dilema-del-erizo",
    "Dilema del Erizo",
    "Hedgehog's dilemma",
    "pv",
    1,
    ["Recibes un problema de d8 o menos", "You receive a problem of d8 or smaller"],
    ["Uno de tus aliados recibe el mismo problema", "One of your allies receives the same problem"],
    "problem",
    "auto"
  ),
  f(
    2,
    "duda-inapropiada",
    "Duda inapropiada",
    "Untimely doubt",
    "pv",
    2,
    ["Tienes una relaci\xF3n de d8 o m\xE1s con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Solo puedes usar un dado de clich\xE9 en esta escena", "You may use only one clich\xE9 die for the rest of this scene"],
    "scene",
    "auto"
  ),
  f(
    3,
    "el-alcohol-mata",
    "El Alcohol mata",
    "Alcohol kills",
    "pv",
    1,
    ["Est\xE1s en una situaci\xF3n de fiesta o celebraci\xF3n", "You are at a party or celebration"],
    ["A\xF1ade el problema \xABborracho\xBB d6 hasta el final de la escena", 'You get the problem "drunk" d6 until the end of the scene'],
    "scene",
    "human"
  ),
  f(
    4,
    "error-de-principiante",
    "Error de principiante",
    "Rookie mistake",
    "pk",
    1,
    ["Obtienes al menos una pifia en un pozo de tres o menos dados", "You roll at least one botch in a pool of three or fewer dice"],
    ["Desactiva uno de tus clich\xE9s hasta el final de la escena", "One of your clich\xE9s is switched off until the end of the scene"],
    "pool",
    "auto"
  ),
  f(
    5,
    "fobia",
    "Fobia",
    "Phobia",
    "pk",
    2,
    ["Eres atacado con <COSA A LA QUE TEMES>", "You are attacked with <THE THING YOU FEAR>"],
    ["Desactiva dos de tus clich\xE9s a elecci\xF3n hasta el final de la escena", "Two of your clich\xE9s, of your choice, are switched off until the end of the scene"],
    "scene",
    "human",
    "COSA A LA QUE TEMES"
  ),
  f(
    6,
    "inocencia",
    "Inocencia",
    "Innocence",
    "pk",
    2,
    ["Tu oponente es al menos 20 a\xF1os m\xE1s viejo que t\xFA", "Your opponent is at least 20 years older than you"],
    ["Los 2s en tus tiradas son pifias durante esta escena", "For the rest of this scene, 2s in your rolls are botches"],
    "scene",
    "human"
  ),
  f(
    7,
    "lapsus-freudiano",
    "Lapsus freudiano",
    "Freudian slip",
    "pk",
    2,
    ["En una escena de discusi\xF3n dices al menos una mentira", "In an argument scene you tell at least one lie"],
    ["Descarta uno de tus dados de tu pozo al azar", "Discard one die of your pool at random"],
    "pool",
    "human"
  ),
  f(
    8,
    "mala-junta",
    "Mala junta",
    "Bad company",
    "pv",
    2,
    ["Tienes dos o m\xE1s aliados que son todos extras", "You have two or more allies and all of them are extras"],
    ["Solo puedes usar un \xFAnico dado de aliados en un pozo dado", "You may use only one ally die in any single pool"],
    "scene",
    "auto"
  ),
  f(
    9,
    "opsss",
    "Opsss",
    "Oops",
    "pk",
    1,
    ["Consigues dos o m\xE1s pifias en un mismo pozo", "You roll two or more botches in one pool"],
    ["Aumenta en +2 el pr\xF3ximo resultado de tu oponente", "Your opponent's next result gets +2"],
    "pool",
    "auto"
  ),
  f(
    10,
    "orgullo-y-caida",
    "Orgullo y Ca\xEDda",
    "Pride and fall",
    "pv",
    2,
    ["Tienes un \xFAnico clich\xE9 que tiene d10 o m\xE1s, y lo usas en un pozo", "Exactly one of your clich\xE9s is d10 or higher, and you use it in a pool"],
    ["Tu oponente puede usar ese clich\xE9 en tu contra sin pagarte PK", "Your opponent may use that clich\xE9 against you without giving you PK"],
    "pool",
    "auto"
  ),
  f(
    11,
    "solo-un-accidente",
    "Solo un accidente",
    "Just an accident",
    "pv",
    1,
    ["Obtienes una pifia en un pozo que tiene al menos una ventaja", "You roll a botch in a pool that contains at least one advantage die"],
    ["Descarta una ventaja a tu elecci\xF3n", "Discard one of your advantages, of your choice"],
    "pool",
    "auto"
  ),
  f(
    12,
    "torpeza-cronica",
    "Torpeza cr\xF3nica",
    "Chronic clumsiness",
    "pk",
    2,
    ["Est\xE1s en una situaci\xF3n donde tu torpeza f\xEDsica puede causarte problemas", "Your physical clumsiness can cause trouble here"],
    ["Escala uno de los problemas que tienes", "Step up one of your problems"],
    "scene",
    "human"
  ),
  f(
    13,
    "yo-no-queria-venir",
    "Yo no quer\xEDa venir",
    "I didn't want to come",
    "pk",
    2,
    ["Tu oponente acaba de obtener un resultado de 20+", "Your opponent has just rolled a result of 20 or more"],
    ["Solo puedes reintentar si a\xF1ades tres dados nuevos", "You may only retry with three more dice"],
    "opponent-roll",
    "auto"
  )
];
var BY_ID = new Map(FLAWS.map((flaw) => [flaw.id, flaw]));

// src/games/genrefuzzion/rules/tricks.ts
var t = (n, id, es, en, currency, amount, activation, effect, timing, check, side = "either", placeholder) => ({
  id,
  rule: `GF-TRICK-${String(n).padStart(2, "0")}`,
  name: { es, en },
  cost: { currency, amount },
  activation: { es: activation[0], en: activation[1] },
  effect: { es: effect[0], en: effect[1] },
  timing,
  side,
  check,
  ...placeholder ? { placeholder } : {}
});
var TRICKS = [
  t(
    1,
    "arma-predilecta",
    "Arma predilecta",
    "Favourite weapon",
    "pv",
    1,
    ["Usas tu <ARMA PREDILECTA> para atacar a un enemigo", "You attack an enemy with your <FAVOURITE WEAPON>"],
    ["A\xF1ade d8 al pozo", "Add 1d8 to your pool"],
    "pool",
    "human",
    "either",
    "ARMA PREDILECTA"
  ),
  t(
    2,
    "as-bajo-la-manga",
    "As bajo la manga",
    "Ace up the sleeve",
    "pv",
    1,
    ["Sacrificas una <VENTAJA DE UN TIPO DETERMINADO>", "You sacrifice an advantage of a <SPECIFIED KIND>"],
    ["Pon cuatro veces el dado de la ventaja en vez de tres", "The sacrificed advantage gives four dice instead of three"],
    "pool",
    "human",
    "either",
    "VENTAJA DE UN TIPO DETERMINADO"
  ),
  t(
    3,
    "camara-lenta",
    "C\xE1mara lenta",
    "Slow motion",
    "pk",
    1,
    ["Tu oponente te supera en n\xFAmero de aliados", "Your opponent has more allies than you"],
    ["Tira dos veces el pozo y qu\xE9date con el mejor valor", "Roll your pool twice and keep the better result"],
    "pool",
    "auto"
  ),
  t(
    4,
    "defensa-impasable",
    "Defensa impasable",
    "Impassable defence",
    "pk",
    1,
    ["Usas tu <DEFENSA PREDILECTA>", "You use your <FAVOURITE DEFENCE>"],
    ["Escala un dado de <CLICH\xC9> en el pozo", "Step up the die of the named <CLICH\xC9> in this pool"],
    "pool",
    "human",
    "either",
    "DEFENSA PREDILECTA"
  ),
  t(
    5,
    "en-las-sombras",
    "En las sombras",
    "In the shadows",
    "pv",
    1,
    ["Atacas al antagonista usando sorpresa", "You attack the antagonist by surprise"],
    ["El antagonista solo puede usar uno de sus clich\xE9s", "The antagonist may use only one of their clich\xE9s"],
    "scene",
    "human",
    "protagonist"
  ),
  t(
    6,
    "excelencia",
    "Excelencia",
    "Excellence",
    "pv",
    1,
    ["Tienes un \xFAnico clich\xE9 que tiene d10 o m\xE1s, y lo usas en un pozo", "Exactly one of your clich\xE9s is d10 or higher, and you put it in a pool"],
    ["Duplica el dado de clich\xE9 y descarta el dado m\xE1s bajo de tu pozo", "Add a second die of that clich\xE9's size, then discard the lowest die of the pool"],
    "pool",
    "auto"
  ),
  t(
    7,
    "fuera-de-control",
    "Fuera de control",
    "Out of control",
    "pk",
    1,
    ["Tienes 3 dados en tu pozo y no puedes agregar m\xE1s", "Your pool has 3 dice and you cannot add any more"],
    ["A\xF1ade 1d12 al pozo. Cualquier dado que sea pifia se convierte en un problema al final de la escena", "Add 1d12 to the pool. Every die of that pool that botched becomes a problem on you at the end of the scene"],
    "pool",
    "auto"
  ),
  t(
    8,
    "gajes-de-oficio",
    "Gajes de oficio",
    "Tricks of the trade",
    "pv",
    1,
    ["Usas un <CLICH\xC9 QUE REPRESENTA PROFESI\xD3N O ENTRENAMIENTO>", "You use a <CLICH\xC9 REPRESENTING A PROFESSION OR TRAINING>"],
    ["Tu oponente no puede usar ninguno de tus problemas en su pr\xF3xima tirada", "Your opponent may not use any of your problems in their next roll"],
    "pool",
    "human",
    "either",
    "CLICH\xC9 QUE REPRESENTA PROFESI\xD3N O ENTRENAMIENTO"
  ),
  t(
    9,
    "genre-savvy",
    "Genre Savvy",
    "Genre Savvy",
    "pk",
    1,
    ["Tu oponente us\xF3 un clich\xE9 de d10 o mayor", "Your opponent used a clich\xE9 of d10 or higher"],
    ["El oponente no puede usar ese clich\xE9 en su pr\xF3ximo pozo", "The opponent may not use that clich\xE9 in their next pool"],
    "after-opponent-roll",
    "auto"
  ),
  t(
    10,
    "grandes-expectativas",
    "Grandes expectativas",
    "Great expectations",
    "pv",
    2,
    ["Tu intenci\xF3n de protagonista implica pr\xE1cticamente completar un objetivo", "Your protagonist's intention practically completes one of your objectives"],
    ["Puedes a\xF1adir hasta cinco de tus clich\xE9s en un pozo", "You may put up to five of your clich\xE9s in one pool"],
    "pool",
    "human",
    "protagonist"
  ),
  t(
    11,
    "hacerse-humo",
    "Hacerse humo",
    "Vanish in a puff of smoke",
    "pk",
    1,
    ["Puedes renunciar", "You are in a position to yield"],
    ["Al renunciar, ni tu oponente ni sus aliados ganan puntos de Victoria", "When you yield, neither your opponent nor their allies gain PV"],
    "yield",
    "auto"
  ),
  t(
    12,
    "huyan-cobardes",
    "Huyan cobardes",
    "Run, cowards!",
    "pv",
    1,
    ["Tu oponente tiene dos o m\xE1s aliados", "Your opponent has two or more allies"],
    ["Uno de los aliados de tu oponente sale de la escena", "One of your opponent's allies leaves the scene"],
    "scene",
    "auto"
  ),
  t(
    13,
    "imitacion",
    "Imitaci\xF3n",
    "Imitation",
    "pk",
    2,
    ["Eres el antagonista y el protagonista sac\xF3 15 o m\xE1s en un pozo", "You are the antagonist and the protagonist got 15 or more in a pool"],
    ["Puedes tirar exactamente el mismo pozo que el protagonista en vez de armar el tuyo", "Roll exactly the protagonist's pool instead of building your own"],
    "pool",
    "auto",
    "antagonist"
  ),
  t(
    14,
    "improvisador-serial",
    "Improvisador serial",
    "Serial improviser",
    "pv",
    1,
    ["Usas un clich\xE9 de escena como antagonista", "As antagonist, you use a scene clich\xE9"],
    ["Duplica el dado de clich\xE9 de escena", "Double the scene-clich\xE9 die"],
    "pool",
    "auto",
    "antagonist"
  ),
  t(
    15,
    "insistente",
    "Insistente",
    "Insistent",
    "pk",
    1,
    ["Puedes reintentar", "You are allowed to retry"],
    ["No hace falta agregar nuevos dados para reintentar", "Your retry needs no extra dice"],
    "retry",
    "auto"
  ),
  t(
    16,
    "mi-tesoro",
    "Mi tesoro",
    "My treasure",
    "pv",
    1,
    ["Usas un <OBJETO PREDILECTO> para darte \xE1nimos en una escena", "You draw courage from your <TREASURED OBJECT>"],
    ["Tu oponente no puede gastar puntos de Victoria hasta el final de la escena", "Your opponent may not spend PV until the end of the scene"],
    "scene",
    "human",
    "either",
    "OBJETO PREDILECTO"
  ),
  t(
    17,
    "movido-por-la-pasion",
    "Movido por la pasi\xF3n",
    "Driven by passion",
    "pv",
    1,
    ["Usas un clich\xE9 o ventaja que representa <EMOCI\xD3N EN PARTICULAR>", "You use a clich\xE9 or advantage that represents <A PARTICULAR EMOTION>"],
    ["Puedes escoger como dado de efecto dados que usaste para tu resultado", "You may pick your effect die among the dice used for your result"],
    "pool",
    "human",
    "either",
    "EMOCI\xD3N EN PARTICULAR"
  ),
  t(
    18,
    "naciste-listo",
    "Naciste listo",
    "Born clever",
    "pk",
    1,
    ["Tienes al menos dos ventajas", "You have at least two advantages"],
    ["A\xF1ade dos dados adicionales al resultado en vez de uno", "The PV boost adds two dice to the result instead of one"],
    "pool",
    "auto"
  ),
  t(
    19,
    "nada-mal-pero",
    "Nada mal pero",
    "Not bad, but\u2026",
    "pk",
    1,
    ["Tu oponente acaba de obtener un resultado que te supera por 5 o m\xE1s puntos", "Your opponent has just rolled a result that beats yours by 5 or more"],
    ["Escala el dado m\xE1s alto de tu pozo", "Step up the highest die of your pool"],
    "after-opponent-roll",
    "auto"
  ),
  t(
    20,
    "no-me-esperaba-esto-de-ti",
    "No me esperaba esto de ti",
    "I didn't expect this from you",
    "pk",
    1,
    ["Tienes una relaci\xF3n de d8 o m\xE1s con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Duplica el dado de la relaci\xF3n con el oponente", "Double your relationship die with that opponent"],
    "pool",
    "auto"
  ),
  t(
    21,
    "no-tan-rapido",
    "No tan r\xE1pido",
    "Not so fast",
    "pk",
    1,
    ["Acabas de perder en una tirada", "You have just lost a roll"],
    ["Descarta uno de los dados del pozo y vuelve a tirar", "Discard one die from that pool and roll again"],
    "lost",
    "auto"
  ),
  t(
    22,
    "otro-mordera-el-polvo",
    "Otro morder\xE1 el polvo",
    "Another one bites the dust",
    "pv",
    2,
    ["Recibes un problema de d8 o menos", "You are receiving a problem of d8 or smaller"],
    ["Degrada el problema y transfi\xE9relo a uno de tus aliados", "Step down that problem and pass it to one of your allies"],
    "problem",
    "auto"
  ),
  t(
    23,
    "plan-b",
    "Plan B",
    "Plan B",
    "pv",
    1,
    ["Al reintentar, usas dos clich\xE9s que no usaste antes", "On a retry, you use two clich\xE9s you had not used before"],
    ["Escala ambos dados de clich\xE9s", "Step up both of those clich\xE9 dice"],
    "pool",
    "auto"
  ),
  t(
    24,
    "provocame",
    "Prov\xF3came",
    "Provoke me",
    "pk",
    1,
    ["Tienes un problema que representa una ira o enojo", "You have a problem that represents anger or rage"],
    ["Convierte el problema en una ventaja hasta el final de la escena", "That problem becomes your advantage until the end of the scene"],
    "scene",
    "human"
  ),
  t(
    25,
    "regalo-del-cielo",
    "Regalo del cielo",
    "Godsend",
    "pv",
    1,
    ["No tienes ninguna ventaja", "You have no advantages"],
    ["Agrega una ventaja temporal de 1d8 hasta el final de la escena", "Gain a temporary d8 advantage until the end of the scene"],
    "scene",
    "auto"
  ),
  t(
    26,
    "rompecorazones",
    "Rompecorazones",
    "Heartbreaker",
    "pk",
    1,
    ["Tienes una relaci\xF3n de d8 o m\xE1s con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Sacrifica la relaci\xF3n para agregarla tres veces", "Sacrifice that relationship to add its die three times"],
    "pool",
    "auto"
  ),
  t(
    27,
    "savoir-faire",
    "Savoir Faire",
    "Savoir Faire",
    "pv",
    1,
    ["La escena transcurre en una situaci\xF3n de alta sociedad o elegancia extrema", "The scene takes place in high society or extremely elegant surroundings"],
    ["Los 1 en tu tirada no se consideran pifias", "1s in your roll are not botches"],
    "pool",
    "human"
  ),
  t(
    28,
    "secretos-y-mentiras",
    "Secretos y mentiras",
    "Secrets and lies",
    "pv",
    1,
    ["Usas una mentira muy elaborada para convencer a alguien", "You use a very elaborate lie to convince someone"],
    ["Los 2s en los dados de la pr\xF3xima tirada de tu oponente son pifias", "In your opponent's next roll, 2s are also botches"],
    "scene",
    "human"
  ),
  t(
    29,
    "siempre-alerta",
    "Siempre alerta",
    "Always alert",
    "pk",
    1,
    ["El protagonista te ataca usando sorpresa", "The protagonist attacks you by surprise"],
    ["El protagonista debe volver a tirar su pozo, descartando cualquier dado asociado a la sorpresa", "The protagonist must reroll their pool without any dice connected to the surprise"],
    "after-opponent-roll",
    "human",
    "antagonist"
  ),
  t(
    30,
    "suerte-inmerecida",
    "Suerte inmerecida",
    "Undeserved luck",
    "pv",
    1,
    ["Tu antagonista obtiene m\xE1s de dos pifias en su pozo", "Your opponent gets more than two botches in a pool"],
    ["El antagonista debe volver a tirar su pozo sin los dados que pifiaron", "The opponent must reroll that pool without the dice that botched"],
    "after-opponent-roll",
    "auto"
  ),
  t(
    31,
    "trabajo-en-equipo",
    "Trabajo en equipo",
    "Teamwork",
    "pv",
    2,
    ["Tienes m\xE1s de tres aliados en una escena", "You have more than three allies in the scene"],
    ["Cada aliado puede aportar un dado adicional", "Each ally may contribute one extra die"],
    "pool",
    "auto"
  ),
  t(
    32,
    "truco-mental",
    "Truco mental",
    "Mind trick",
    "pv",
    1,
    ["Creas un problema basado en <EMOCI\xD3N>", "You create a problem based on <AN EMOTION>"],
    ["Escala el dado del problema", "Step up that problem's die"],
    "problem",
    "human",
    "either",
    "EMOCI\xD3N"
  ),
  t(
    33,
    "truco-sucio",
    "Truco sucio",
    "Dirty trick",
    "pk",
    1,
    ["Haces algo inesperado, deshonroso y peligroso", "You do something unexpected, dishonourable and dangerous"],
    ["Usa un atributo de tu enemigo a tu favor sin que \xE9l gane 1 PK", "Use one of your enemy's attributes for yourself without giving them 1 PK"],
    "pool",
    "human"
  ),
  t(
    34,
    "ver-cada-detalle",
    "Ver cada detalle",
    "See every detail",
    "pv",
    1,
    ["Usas un <CLICH\xC9 QUE REPRESENTA INTELIGENCIA O SENTIDOS>", "You use a <CLICH\xC9 REPRESENTING INTELLIGENCE OR THE SENSES>"],
    ["Puedes usar hasta dos clich\xE9s de escena en tu tirada", "You may use up to two scene clich\xE9s in this roll"],
    "pool",
    "human",
    "either",
    "CLICH\xC9 QUE REPRESENTA INTELIGENCIA O SENTIDOS"
  )
];
var BY_ID2 = new Map(TRICKS.map((trick) => [trick.id, trick]));

// src/games/genrefuzzion/sheet/table-entry.ts
var PLACEHOLDER = /<([^<>]+)>/g;
function placeholdersOf(entry2) {
  return [...`${entry2.activation.es} ${entry2.effect.es}`.matchAll(PLACEHOLDER)].map((m) => m[1]);
}
function index(kind, entries) {
  const map = /* @__PURE__ */ new Map();
  for (const entry2 of entries) {
    const value = { kind, entry: entry2, placeholders: placeholdersOf(entry2) };
    for (const spelling of [entry2.name.es, entry2.name.en, entry2.id]) map.set(foldKeyword(spelling), value);
  }
  return map;
}
var BY_NAME = { trick: index("trick", TRICKS), flaw: index("flaw", FLAWS) };
function findTableEntry(kind, name) {
  return BY_NAME[kind].get(foldKeyword(name));
}

// src/games/genrefuzzion/sheet/sheet-of.ts
function usernameOf(player) {
  return player.trim().replace(/^@/, "").trim();
}
function trickOf(kind, t2) {
  const found = findTableEntry(kind, t2.name);
  return { name: t2.name, ...found ? { id: found.entry.id } : {}, fills: [...t2.fills] };
}
function sheetOf(node, lang) {
  const player = node.player ? usernameOf(node.player.value) : void 0;
  return {
    mode: node.mode ?? "creation",
    lang,
    ...node.name ? { name: node.name.value } : {},
    ...player ? { player } : {},
    ...node.concept ? { concept: node.concept.value } : {},
    cliches: node.cliches.map((t2) => ({ name: t2.name, ...t2.die ? { die: t2.die } : {} })),
    relationships: node.relationships.map((t2) => ({ name: t2.name, ...t2.target ? { target: t2.target } : {}, ...t2.die ? { die: t2.die } : {} })),
    tricks: node.tricks.map((t2) => trickOf("trick", t2)),
    flaws: node.flaws.map((t2) => trickOf("flaw", t2)),
    objectives: node.objectives.map((o) => ({ text: o.text, ...o.difficulty !== void 0 ? { difficulty: o.difficulty } : {}, state: o.state })),
    advantages: node.advantages.map((t2) => ({ name: t2.name, ...t2.target ? { boundOpponent: t2.target } : {}, ...t2.die ? { die: t2.die } : {} })),
    problems: node.problems.map((t2) => ({ name: t2.name, ...t2.die ? { die: t2.die } : {} })),
    ...node.pv ? { pv: node.pv.value } : {},
    ...node.pk ? { pk: node.pk.value } : {},
    ...node.notes ? { notes: node.notes.value } : {}
  };
}

// src/games/genrefuzzion/sheet/validate-sheet.ts
function stageOf(sheet2) {
  const played = sheet2.advantages.length > 0 || sheet2.problems.length > 0 || (sheet2.pv ?? 0) > 0 || (sheet2.pk ?? 0) > 0 || sheet2.objectives.some((o) => o.state !== "open");
  return played ? "play" : "creation";
}
var CREATION_CLICHES = "8 8 6 6 4 4";
function checkSheet(node, lang, options = {}) {
  const sheet2 = sheetOf(node, lang);
  const mode = options.mode ?? sheet2.mode;
  const stage = options.stage ?? stageOf(sheet2);
  const out = [];
  const warn = (code, rule, params, at) => {
    out.push({ severity: "warning", code, ...rule ? { rule } : {}, params, ...at ? { line: at.line, column: at.column } : {} });
  };
  const where = node.name?.span;
  if (!sheet2.name?.trim()) warn("sheet.missing_field", "GF-CHAR-3", { field: "name" });
  if (!sheet2.player) warn("sheet.missing_field", "GF-META-2", { field: "player" });
  const lists = [
    ["cliches", node.cliches, "GF-CLI-4"],
    ["relationships", node.relationships, "GF-REL-6"],
    ["advantages", node.advantages, "GF-ADV-1"],
    ["problems", node.problems, "GF-PROB-2"]
  ];
  for (const [kind, list2, rule] of lists) {
    const seen = /* @__PURE__ */ new Set();
    for (const t2 of list2) {
      if (!t2.die) warn("sheet.no_die", rule, { kind, name: t2.name }, t2.span);
      const key = t2.name.trim().toLowerCase();
      if (seen.has(key)) warn("sheet.duplicate_name", void 0, { kind, name: t2.name }, t2.span);
      seen.add(key);
    }
  }
  for (const r of node.relationships) if (!r.target) warn("sheet.no_target", "GF-REL-1", { name: r.name }, r.span);
  for (const kind of ["trick", "flaw"]) {
    for (const t2 of kind === "trick" ? node.tricks : node.flaws) {
      const found = findTableEntry(kind, t2.name);
      if (!found) {
        warn("sheet.unknown_trick", kind === "trick" ? "GF-TT-2" : "GF-AMB-01", { kind, name: t2.name }, t2.span);
        continue;
      }
      const missing = found.placeholders.slice(t2.fills.length);
      for (const p of missing) warn("sheet.placeholder", "GF-TT-3", { name: t2.name, placeholder: `<${p}>` }, t2.span);
      const cliche = found.entry.id === "defensa-impasable" ? t2.fills[1] : void 0;
      if (cliche && !sheet2.cliches.some((c) => c.name.trim().toLowerCase() === cliche.trim().toLowerCase())) {
        warn("sheet.trick_cliche", "GF-TRICK-04", { name: t2.name, cliche }, t2.fillSpan ?? t2.span);
      }
    }
  }
  for (const o of node.objectives) if (o.difficulty === void 0) warn("sheet.no_difficulty", "GF-OBJ-1", { text: o.text }, o.span);
  if (stage === "creation") {
    if (sheet2.cliches.length !== 6) warn("sheet.cliche_count", "GF-CLI-3", { count: sheet2.cliches.length }, where);
    else if (sheet2.cliches.every((c) => c.die)) {
      const dice = sheet2.cliches.map((c) => c.die).sort((a, b) => b - a).join(" ");
      if (dice !== CREATION_CLICHES) warn("sheet.cliche_dice", "GF-CLI-4", { dice: dice.split(" ").map((d) => `d${d}`).join(" ") }, where);
    }
    const rels = sheet2.relationships;
    if (mode === "new" ? rels.length !== 2 : rels.length < 2) {
      warn("sheet.relationship_count", mode === "new" ? "GF-NEW-1" : "GF-REL-3", { count: rels.length, need: 2, mode }, where);
    }
    for (const r of node.relationships) if (r.die && r.die > 8) warn("sheet.relationship_die", "GF-REL-6", { name: r.name, die: `d${r.die}` }, r.dieSpan ?? r.span);
    const d8 = rels.filter((r) => r.die === 8).length;
    const d4 = rels.filter((r) => r.die === 4).length;
    if (d8 !== d4) warn("sheet.relationship_balance", "GF-REL-6", { d8, d4 }, where);
    if (sheet2.tricks.length !== 2 || sheet2.flaws.length !== 1) {
      warn("sheet.trick_count", mode === "new" ? "GF-AMB-35" : "GF-TT-1", { tricks: sheet2.tricks.length, flaws: sheet2.flaws.length }, where);
    }
    const need = mode === "new" ? 2 : 3;
    if (sheet2.objectives.length !== need) {
      warn("sheet.objective_count", mode === "new" ? "GF-NEW-1" : "GF-OBJ-1", { count: sheet2.objectives.length, need }, where);
    }
  }
  return out;
}

// src/games/genrefuzzion/sheet/sheet-card-warnings.ts
function sheetCardWarnings(node, lang) {
  return checkSheet(node, lang).map((f2) => ({
    code: f2.code,
    ...f2.rule ? { rule: f2.rule } : {},
    message: sheetMessage(f2, lang),
    ...f2.line ? { line: f2.line } : {}
  }));
}

// src/games/genrefuzzion/game.ts
var genreFuzzionGame = {
  id: GAME_ID,
  name: { es: "GenreFuzzion", en: "GenreFuzzion" },
  markup: genreFuzzionMarkup({ sheetWarnings: sheetCardWarnings }),
  sheetTag: "gf-sheet"
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
  "tt.markup.invalid": { es: "el bloque no es v\xE1lido en \xAB{path}\xBB: {detail}", en: 'the block is not valid at "{path}": {detail}' }
};
function markupMessage(error2, lang) {
  const where = lang === "es" ? `l\xEDnea ${error2.line}, columna ${error2.column}` : `line ${error2.line}, column ${error2.column}`;
  return `${where}: ${localise(tricubeMarkupMessages, error2, lang)}`;
}

// src/games/tricube/markup/vocabulary.ts
var BLOCKS = ["challenge", "roll", "karma", "sheet", "answer", "gm"];
var TAGS2 = {
  challenge: ["tt-challenge", "tt-desafio"],
  roll: ["tt-roll", "tt-tirada"],
  karma: ["tt-karma", "tt-karma"],
  sheet: ["tt-sheet", "tt-ficha"],
  answer: ["tt-answer", "tt-respuesta"],
  gm: ["tt-gm", "tt-dj"]
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
  gm: {}
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
  }
};
var BARE = /* @__PURE__ */ new Set(["challenge.boss", "challenge.deadly", "karma.prepared", "sheet.vehicle", "gm.sceneEnd", "gm.session"]);
function values(table) {
  const m = /* @__PURE__ */ new Map();
  for (const id of Object.keys(table)) for (const w of table[id]) m.set(foldKeyword(w), id);
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
  rollButton: { es: "Tirar", en: "Roll" },
  pickerTitle: { es: "Tirada de {character}", en: "{character}'s roll" },
  pickerNone: { es: "ninguno", en: "none" },
  pickerConcept: { es: "Fuera de mi concepto (un dado menos)", en: "Outside my concept (one die fewer)" },
  pickerDice: { es: "Tirar\xE1s {dice}d6 contra {difficulty}", en: "You will roll {dice}d6 against {difficulty}" },
  pickerCompose: { es: "Escribir la tirada", en: "Write the roll" },
  pickerCancel: { es: "Cancelar", en: "Cancel" }
};
function label2(key, lang, params = {}) {
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

// src/games/tricube/cards/card-data.ts
var CARD_BLOCK = { challenge: "ttchallenge", roll: "ttroll", karma: "ttkarma", sheet: "ttsheet", answer: "ttanswer", gm: "ttgm" };
var TRICUBE_CARD_BLOCKS = Object.values(CARD_BLOCK);
var MAX_ERRORS_SHOWN2 = 20;
function tricubeCard(parsed) {
  if (parsed.node && parsed.errors.length === 0) return { block: CARD_BLOCK[parsed.node.block], data: parsed.node };
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN2).map((e) => ({
    line: e.line,
    column: e.column,
    code: e.code,
    ...e.rule ? { rule: e.rule } : {},
    // Messages stay in the block's language: they quote the keywords the player typed.
    message: localise(tricubeMarkupMessages, e, parsed.lang)
  }));
  return { block: "error", data: { tag: TAGS2[parsed.block][parsed.lang === "es" ? 1 : 0], errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN2) } };
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
  const yes = (b) => b === void 0 ? void 0 : label2(b ? "yes" : "no", lang);
  switch (node.block) {
    case "challenge":
      return [
        label2("challenge", lang, { id: node.id }),
        `${label2("who", lang)}: ${node.who.map((w) => w.character + (w.outsideConcept ? ` (${label2("outside", lang)})` : "")).join(", ")}`,
        ...node.difficulty ? [`${label2("difficulty", lang)}: ${node.difficulty}`] : [],
        ...node.quality ? [`${label2("quality", lang)}: ${QUALITY[lang][node.quality]}`] : [],
        ...node.effort ? [`${label2("effort", lang)}: ${node.effort}`] : [],
        ...node.kind !== "normal" ? [`${label2("kind", lang)}: ${KIND2[lang][node.kind]}`] : [],
        ...node.enemy ? [`${label2("enemy", lang)}: ${node.enemy.name ?? "-"}${node.enemy.boss ? ` (${label2("boss", lang)})` : ""}`] : [],
        ...node.deadly ? [label2("deadly", lang)] : []
      ];
    case "roll":
      return [
        label2("roll", lang, { character: node.character, challenge: node.challenge }),
        ...node.quirk ? [`${label2("quirk", lang)}: ${node.quirk}`] : [],
        ...node.perk ? [`${label2("perk", lang)}: ${node.perk}`] : [],
        ...node.quality !== void 0 ? [label2(node.quality ? "qualityApplies" : "qualityNot", lang)] : [],
        ...node.concept === false ? [label2("conceptNot", lang)] : [],
        `${label2("dice", lang)}: ${node.dice ? node.dice.join(" ") : label2("rolledBy", lang)}`
      ];
    case "karma":
      return [
        label2("karma", lang, { character: node.character, challenge: node.challenge }),
        `${label2("perk", lang)}: ${node.perk}`,
        ...node.spender ? [`${label2("paidBy", lang)}: ${node.spender}`] : []
      ];
    case "sheet":
      return [
        node.name ?? label2("sheet", lang),
        `${label2("archetype", lang)}: ${[node.quality ? QUALITY[lang][node.quality] : "", node.concept ?? ""].filter(Boolean).join(" ")}`,
        `${label2("perks", lang)}: ${node.perks.map((p) => p.name).join(", ")}`,
        `${label2("quirks", lang)}: ${node.quirks.join(", ")}`,
        ...node.karma ? [`${label2("karmaTokens", lang)}: ${node.karma.current}/${node.karma.quota}`] : [],
        ...node.resolve ? [`${label2("resolve", lang)}: ${node.resolve.current}/${node.resolve.quota}`] : [],
        ...node.afflictions.length ? [`${label2("afflictions", lang)}: ${node.afflictions.map((a) => a.name + (a.permanent ? ` (${label2("permanent", lang)})` : "")).join(", ")}`] : []
      ];
    case "answer":
      return [
        label2("answer", lang, { character: node.character }),
        ...node.cost ? [`${label2("cost", lang)}: ${COST[lang][node.cost]}`] : [],
        ...node.complication ? [`${label2("complication", lang)}: ${node.complication}`] : [],
        ...node.reward ? [`${label2("reward", lang)}: ${COST[lang][node.reward]}`] : [],
        ...node.affliction ? [`${label2("affliction", lang)}: ${node.affliction.name}`] : [],
        ...node.accept !== void 0 ? [`${label2("accept", lang)}: ${yes(node.accept)}`] : [],
        ...node.advance ? [`${label2("advance", lang)}: ${"name" in node.advance ? node.advance.name : node.advance.take}`] : []
      ];
    case "gm":
      return [label2("gm", lang), ...node.steps.map((s) => label2(s.do, lang, { ..."challenge" in s ? { challenge: s.challenge } : {}, ..."character" in s ? { character: s.character } : {} }))];
  }
}
function tricubeCardHtml(parsed, source) {
  const card = tricubeCard(parsed);
  const value = tricubeCardValue(card);
  if (card.block === "error") {
    const lines = parsed.errors.slice(0, MAX_ERRORS_SHOWN2).map((e) => markupMessage(e, parsed.lang));
    return el("div", { "data-gf-card": value }, card.data.tag, LINE_BREAK, lines.map((l) => [l, LINE_BREAK]), el("pre", {}, el("code", {}, source)));
  }
  return el("div", { "data-gf-card": value }, fallbackLines(card.data, parsed.lang).map((l, i) => i ? [LINE_BREAK, l] : l));
}

// src/games/tricube/markup/read-lines.ts
var TABLES = /* @__PURE__ */ new Map();
function fieldTable(block) {
  let t2 = TABLES.get(block);
  if (!t2) TABLES.set(block, t2 = new KeywordTable(FIELDS7[block]));
  return t2;
}
function readFields(block, body, errors, votes) {
  const table = fieldTable(block);
  const out = [];
  for (const line of body) {
    const text2 = line.text;
    const lead = text2.search(/\S/);
    if (lead < 0) continue;
    const trimmed = text2.trim();
    const column = spanOf(line, lead, lead).column;
    const colon = text2.indexOf(":", lead);
    const at = { lineStart: line.start, lineEnd: line.start + text2.length + line.newline.length, indent: text2.slice(0, lead) };
    const end = line.start + text2.trimEnd().length;
    const found = colon > lead && colon - lead <= 80 ? table.prefix(text2.slice(lead, colon)) : void 0;
    if (found) {
      if (found.hit.lang) votes[found.hit.lang]++;
      out.push({
        field: found.hit.id,
        keyword: text2.slice(lead, lead + found.length),
        lang: found.hit.lang,
        qualifier: text2.slice(lead + found.length, colon).trim(),
        value: text2.slice(colon + 1).trim(),
        line: line.number,
        column,
        ...at,
        valueStart: Math.min(end, line.start + colon + 1 + (text2.slice(colon + 1).length - text2.slice(colon + 1).trimStart().length)),
        valueEnd: end
      });
      continue;
    }
    const bare = table.get(trimmed);
    if (bare && BARE.has(`${block}.${bare.id}`)) {
      if (bare.lang) votes[bare.lang]++;
      out.push({ field: bare.id, keyword: trimmed, lang: bare.lang, qualifier: "", value: "", line: line.number, column, ...at, valueStart: end, valueEnd: end });
      continue;
    }
    errors.push({ code: "tt.markup.unknown-line", params: { text: clip2(trimmed), tag: TAGS2[block][0], expected: table.list("en") }, line: line.number, column });
  }
  return out;
}
function clip2(text2, max = 60) {
  return text2.length > max ? `${text2.slice(0, max - 1)}\u2026` : text2;
}
function single(fields, id, errors) {
  const all = fields.filter((f2) => f2.field === id);
  for (const extra of all.slice(1)) errors.push({ code: "tt.markup.duplicate", params: { keyword: extra.keyword }, line: extra.line, column: extra.column });
  return all[0];
}
function err2(f2, code, params, rule) {
  return { code, ...rule ? { rule } : {}, params, line: f2.line, column: f2.column };
}
function wholeNumber(f2, min, max, errors) {
  const n = /^\d{1,3}$/.test(f2.value) ? Number(f2.value) : NaN;
  if (n >= min && n <= max) return n;
  errors.push(err2(f2, "tt.markup.bad-number", { keyword: f2.keyword, value: clip2(f2.value, 30), min, max }));
  return void 0;
}
function oneOf(f2, words, expected, errors, value = f2.value) {
  const hit = words.get(foldValue(value));
  if (hit !== void 0) return hit;
  errors.push(err2(f2, "tt.markup.bad-value", { keyword: f2.keyword, value: clip2(value, 30), expected }));
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
  for (const f2 of fields) {
    if (f2.qualifier && !allowed.includes(f2.field)) errors.push(err2(f2, "tt.markup.qualifier-forbidden", { keyword: f2.keyword, qualifier: clip2(f2.qualifier, 30) }));
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
  const f2 = (name) => single(fields.filter((x) => !x.qualifier || name !== "quality"), name, errors);
  const kind = f2("kind");
  if (kind) node.kind = oneOf(kind, KIND_WORDS, "normal, ataque, defensa, miedo, oposici\xF3n / normal, attack, defence, fear, opposed", errors) ?? "normal";
  const quality = f2("quality");
  if (quality) node.quality = oneOf(quality, QUALITY_WORDS, QUALITIES, errors);
  const difficulty = f2("difficulty");
  if (difficulty) {
    const d = DIFFICULTY_WORDS.get(foldValue(difficulty.value));
    if (d) node.difficulty = Number(d);
    else errors.push(err2(difficulty, "tt.markup.difficulty", { keyword: difficulty.keyword, value: difficulty.value }, "TT-CHAL-1"));
  } else {
    errors.push(err2(open, "tt.markup.missing", { keyword: "difficulty / dificultad" }, "TT-CHAL-1"));
  }
  const effort = f2("effort");
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
  const combat = f2("combat");
  if (combat) node.combat = oneOf(combat, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  const enemy = f2("enemy");
  const enemyQualities = f2("enemyQualities");
  const level = f2("level");
  const boss = f2("boss");
  if (enemy || enemyQualities || level || boss) {
    const qualities = enemyQualities ? names(enemyQualities.value).map((v) => oneOf(enemyQualities, ENEMY_QUALITY_WORDS, "\xE1gil, fuerte, astuto, torpe, d\xE9bil, est\xFApido / agile, strong, cunning, clumsy, weak, stupid", errors, v)) : [];
    const lv = level ? wholeNumber(level, 1, 99, errors) : void 0;
    node.enemy = { ...enemy?.value ? { name: enemy.value } : {}, qualities: qualities.filter((q) => q !== void 0), ...lv ? { level: lv } : {}, boss: !!boss };
  }
  node.deadly = !!f2("deadly");
  const battle = f2("battle");
  if (battle?.value) node.battle = battle.value;
  return node;
}

// src/games/tricube/markup/roll-block.ts
function target(attrs, tag, errors, open) {
  for (const name of ["challenge", "character"]) if (!attrs[name]) errors.push(err2(open, "tt.markup.missing-attr", { tag, name }));
  return { challenge: attrs["challenge"] ?? "-", character: attrs["character"] ?? "-" };
}
function yesNo(f2, errors) {
  const v = oneOf(f2, YES_NO, "s\xED, no / yes, no", errors);
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
    const f2 = single(fields, key, errors);
    if (f2 && !f2.value) errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
    else if (f2) node[key] = f2.value;
  }
  const dice = single(fields, "dice", errors);
  if (dice) {
    const faces = dice.value.replace(/[[\]]/g, " ").split(/[\s,]+/).filter(Boolean);
    if (faces.length >= 1 && faces.length <= 3 && faces.every((x) => /^[1-6]$/.test(x))) node.dice = faces.map(Number);
    else errors.push(err2(dice, "tt.markup.dice", { keyword: dice.keyword, value: dice.value }, "TT-SETUP-3"));
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
function named(f2, errors) {
  if (!f2.value) {
    errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
    return void 0;
  }
  const { name, notes } = nameAndNotes(f2.value);
  const limitations = notes.map((n) => oneOf(f2, LIMITATION_WORDS, LIMITS, errors, n)).filter((x) => x !== void 0);
  return { name, limitations };
}
function tokens(f2, errors) {
  const m = /^(\d{1,2})\s*(?:\/\s*(\d{1,2}))?$/.exec(f2.value);
  if (!m) {
    errors.push(err2(f2, "tt.markup.tokens", { keyword: f2.keyword, value: clip2(f2.value, 30) }));
    return void 0;
  }
  const current = Number(m[1]);
  const quota = m[2] === void 0 ? current : Number(m[2]);
  if (quota > MAX_QUOTA) errors.push(err2(f2, "tt.markup.quota", { keyword: f2.keyword, quota, max: MAX_QUOTA }, "TT-TOK-1"));
  if (current > quota) errors.push(err2(f2, "tt.markup.over-quota", { keyword: f2.keyword, current, quota }, "TT-TOK-3"));
  return { current, quota };
}
function buildSheet(fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const node = { block: "sheet", kind: single(fields, "vehicle", errors) ? "vehicle" : "pc", perks: [], quirks: [], afflictions: [], advances: 0, spells: [] };
  const text2 = (id) => {
    const f2 = single(fields, id, errors);
    if (f2 && !f2.value) errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
    return f2?.value || void 0;
  };
  const name = text2("name");
  if (name) node.name = name;
  else errors.push(err2(open, "tt.markup.missing", { keyword: "name / nombre" }, "TT-CHAR-1"));
  const player = text2("player");
  if (player) node.player = player;
  const archetype = single(fields, "archetype", errors);
  if (archetype) {
    const words = archetype.value.split(/\s+/).filter(Boolean);
    const first = QUALITY_WORDS.get(foldValue(words[0] ?? ""));
    const last = QUALITY_WORDS.get(foldValue(words.at(-1) ?? ""));
    if (node.kind === "vehicle") node.concept = archetype.value;
    else if (first && words.length > 1) {
      node.quality = first;
      node.concept = words.slice(1).join(" ");
    } else if (last && words.length > 1) {
      node.quality = last;
      node.concept = words.slice(0, -1).join(" ");
    } else errors.push(err2(archetype, "tt.markup.archetype", { keyword: archetype.keyword, value: clip2(archetype.value, 40) }, "TT-CHAR-2"));
  }
  const quality = single(fields, "quality", errors);
  if (quality) {
    const q = oneOf(quality, QUALITY_WORDS, "\xE1gil, fuerte, astuto / agile, strong, cunning", errors);
    if (q && node.quality && q !== node.quality) errors.push(err2(quality, "tt.markup.archetype-mismatch", { keyword: quality.keyword, value: quality.value }, "TT-CHAR-2"));
    if (q) node.quality = q;
  }
  const concept = text2("concept");
  if (concept) node.concept = concept;
  if (node.kind === "pc" && !node.quality && !errors.some((e) => e.rule === "TT-CHAR-2")) errors.push(err2(open, "tt.markup.missing", { keyword: "quality / cualidad" }, "TT-CHAR-2"));
  if (!node.concept) errors.push(err2(open, "tt.markup.missing", { keyword: "concept / concepto" }, "TT-CHAR-1"));
  const style = single(fields, "style", errors);
  if (style) node.style = oneOf(style, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  for (const f2 of fields.filter((x) => x.field === "perk")) {
    const p = named(f2, errors);
    if (p) node.perks.push(p);
  }
  for (const f2 of fields.filter((x) => x.field === "spell")) {
    const p = named(f2, errors);
    if (p) node.spells.push(p);
  }
  for (const f2 of fields.filter((x) => x.field === "quirk")) {
    if (f2.value) node.quirks.push(f2.value);
    else errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
  }
  for (const f2 of fields.filter((x) => x.field === "affliction")) {
    if (!f2.value) {
      errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
      continue;
    }
    const { name: aff, notes } = nameAndNotes(f2.value);
    const marks = notes.map((n) => oneOf(f2, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
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
  const species = text2("species");
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
  const given = ONE_OF.map((id) => single(fields, id, errors)).filter((f3) => f3 !== void 0);
  if (given.length !== 1) {
    errors.push(err2(given[1] ?? open, "tt.markup.one-answer", { count: given.length }));
    return node;
  }
  const f2 = given[0];
  if (!f2.value) {
    errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
    return node;
  }
  if ((f2.field === "cost" || f2.field === "reward") && !node.challenge) errors.push(err2(f2, "tt.markup.needs-challenge", { keyword: f2.keyword }));
  const complication = single(fields, "complication", errors);
  if (complication?.value) node.complication = complication.value;
  else if (complication) errors.push(err2(complication, "tt.markup.value-required", { keyword: complication.keyword }));
  switch (f2.field) {
    case "cost":
      node.cost = oneOf(f2, COST_WORDS, "resoluci\xF3n, complicaci\xF3n, consecuencia / resolve, complication, consequence", errors);
      break;
    case "reward":
      node.reward = oneOf(f2, TOKEN_WORDS, "karma, resoluci\xF3n / karma, resolve", errors);
      break;
    case "accept": {
      const v = oneOf(f2, YES_NO, "s\xED, no / yes, no", errors);
      if (v) node.accept = v === "yes";
      break;
    }
    case "affliction": {
      const { name, notes } = nameAndNotes(f2.value);
      const marks = notes.map((n) => oneOf(f2, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
      node.affliction = { name: clip2(name, 200), permanent: marks.includes("permanent"), untilSceneEnd: marks.includes("scene"), fatal: marks.includes("fatal") };
      break;
    }
    case "newPerk": {
      const { name, notes } = nameAndNotes(f2.value);
      const limitations = notes.map((n) => oneOf(f2, LIMITATION_WORDS, LIMITS2, errors, n)).filter((x) => x !== void 0);
      node.advance = { take: "perk", name, limitations };
      break;
    }
    case "newQuirk":
      node.advance = { take: "quirk", name: f2.value };
      break;
    case "raise": {
      const t2 = oneOf(f2, TOKEN_WORDS, "karma, resoluci\xF3n / karma, resolve", errors);
      if (t2) node.advance = { take: t2 === "karma" ? "karma-quota" : "resolve-quota" };
      break;
    }
  }
  return node;
}
function buildGm(fields, errors, open) {
  qualifiersOnly(fields, [], errors);
  const steps = [];
  for (const f2 of fields) {
    const needsValue = f2.field === "close" || f2.field === "advance" || f2.field === "offer";
    if (needsValue && !f2.value) {
      errors.push(err2(f2, "tt.markup.value-required", { keyword: f2.keyword }));
      continue;
    }
    if (f2.field === "close") steps.push({ do: "close", challenge: f2.value });
    else if (f2.field === "sceneEnd") steps.push({ do: "scene-end" });
    else if (f2.field === "session") steps.push({ do: "session" });
    else if (f2.field === "advance") steps.push({ do: "grant-advance", character: f2.value });
    else if (f2.field === "offer") steps.push({ do: "offer", character: f2.value });
  }
  if (steps.length === 0 && !errors.length) errors.push(err2(open, "tt.markup.empty", { tag: "tt-gm" }));
  return { block: "gm", steps: steps.slice(0, 20) };
}

// src/games/tricube/markup/parse-block.ts
var ATTR_TABLES = /* @__PURE__ */ new Map();
function attrTable(block) {
  let t2 = ATTR_TABLES.get(block);
  if (!t2) ATTR_TABLES.set(block, t2 = new KeywordTable({ ...ATTRS2[block], lang: LANG_ATTR2 }));
  return t2;
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
    const table = attrTable(block);
    for (const a of tag.attrs) {
      const hit = table.get(a.name);
      const where = { line: open.number, column: spanOf(open, a.nameStart, a.nameStart).column };
      if (!hit) {
        errors.push({ code: "tt.markup.unknown-attr", params: { tag: tagName, name: clip2(a.name, 30), expected: table.list("en") }, ...where });
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
      const value = a.value.trim();
      if (!value || value.length > 120) errors.push({ code: "tt.markup.value-required", params: { keyword: a.name }, ...where });
      else attrs[hit.id] = value;
    }
  }
  if (!close) errors.push({ code: "tt.markup.unclosed", params: { tag: tagName, line: open.number }, line: open.number, column: at.column });
  const fields = readFields(block, body, errors, votes);
  const openAt = { line: open.number, column: at.column };
  const built = block === "challenge" ? buildChallenge(attrs, fields, errors, openAt) : block === "roll" ? buildRoll(attrs, fields, errors, openAt) : block === "karma" ? buildKarma(attrs, fields, errors, openAt) : block === "answer" ? buildAnswer(attrs, fields, errors, openAt) : block === "gm" ? buildGm(fields, errors, openAt) : buildSheet(fields, errors, openAt);
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
var tricubeGame = {
  id: GAME_ID2,
  name: { es: "Tricube Tales", en: "Tricube Tales" },
  markup: tricubeMarkup(),
  sheetTag: "tt-sheet"
};

// src/games/registry.ts
var GAMES = [
  genreFuzzionGame,
  tricubeGame
];
var GAME_IDS = GAMES.map((g) => g.id);
var MARKUP_GAMES = GAMES.map((g) => g.markup);

// src/plugin-client/discourse-markdown.ts
var setup = discourseSetup({ games: MARKUP_GAMES });
export {
  setup
};
