var __defProp = Object.defineProperty;
var __defNormalProp = (obj2, key, value) => key in obj2 ? __defProp(obj2, key, { enumerable: true, configurable: true, writable: true, value }) : obj2[key] = value;
var __publicField = (obj2, key, value) => __defNormalProp(obj2, typeof key !== "symbol" ? key + "" : key, value);

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function isLang(value) {
  return value === "es" || value === "en";
}
function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => Object.hasOwn(params, name) ? String(params[name]) : whole);
}
function localise(catalogue, error2, lang) {
  const entry2 = catalogue[error2.code];
  const text3 = entry2 ? fill(entry2[lang], error2.params) : `${error2.code} ${JSON.stringify(error2.params ?? {})}`;
  return error2.rule ? `${text3} (${error2.rule})` : text3;
}

// src/dice/die.ts
var DIE_SIZES = [4, 6, 8, 10, 12];
function isDieSize(value) {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}
var dieName = (size) => `d${size}`;
var MAX_POOL_DICE = 30;

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
function put(out, key, json) {
  return json === void 0 ? out : out + (out.length > 1 ? ",'" : "'") + key + "':" + json;
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
var textField = (f) => f === void 0 ? void 0 : f.value ? "{'value':" + text(f.value) + "}" : "{}";
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
var trait = (t) => put(put(put("{", "name", str(t.name)), "target", str(t.target)), "die", num(t.die)) + "}";
var trickOrFlaw = (t) => put(put("{", "name", str(t.name)), "fills", strings(t.fills)) + "}";
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
var cardSelector = (block) => `div[data-gf-card^="${block} "]`;
var SOURCE_ATTR = "data-gf-source";
var readers = [];
function useCardReaders(games) {
  readers = games;
}
function readCard(element, options = {}) {
  const head = element.getAttribute("data-gf-card");
  if (head === null) return void 0;
  const cooked = readCardValue(head);
  if (cooked) return { element, block: cooked.block, data: cooked.data, source: element.querySelector("pre")?.textContent ?? "" };
  const text3 = element.getAttribute(SOURCE_ATTR) ?? element.textContent ?? "";
  for (const game of readers) {
    const value = game.read?.(head, text3, options);
    if (value) return { element, block: value.block, data: value.data, source: value.source };
  }
  return void 0;
}
function keepSource(element) {
  if (!element.hasAttribute(SOURCE_ATTR)) element.setAttribute(SOURCE_ATTR, element.textContent ?? "");
}
var str2 = (v) => typeof v === "string" ? v : void 0;
var int = (v) => typeof v === "number" && Number.isInteger(v) ? v : void 0;
var list2 = (v) => Array.isArray(v) ? v : [];
var obj = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
var dieSize = (v) => isDieSize(v) ? v : void 0;
var dice = (v) => list2(v).map(dieSize).filter((d) => d !== void 0);
function oneOf(v, words) {
  return typeof v === "string" && words.includes(v) ? v : void 0;
}
var field = (v) => str2(obj(v)["value"]);
var SIDES = ["protagonist", "antagonist"];

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
function foldKeyword(text3) {
  if (PLAIN_KEYWORD.test(text3)) return text3;
  let out = "";
  let space = false;
  for (const ch of text3.trim().toLowerCase()) {
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
  constructor(fields2) {
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
    for (const id of Object.keys(fields2)) {
      const s2 = fields2[id];
      const add = (word, lang) => {
        const key = foldKeyword(word);
        const seen = this.map.get(key);
        if (seen?.id === id) return;
        if (seen) throw new TypeError(`keyword "${word}" names two fields`);
        this.map.set(key, { id, lang });
        maxWords = Math.max(maxWords, key.split(" ").length);
      };
      s2.es.forEach((w) => add(w, "es"));
      s2.en.forEach((w) => add(w, "en"));
      s2.both?.forEach((w) => add(w, void 0));
      shown.es.push(s2.es[0] ?? s2.both?.[0]);
      shown.en.push(s2.en[0] ?? s2.both?.[0]);
    }
    this.maxWords = maxWords;
    this.display = { es: shown.es.join(", "), en: shown.en.join(", ") };
  }
  /** The field an exact spelling names. */
  get(text3) {
    return this.map.get(foldKeyword(text3));
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
function withoutBidi(text3) {
  return text3.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
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
function header(t, title, role, scene2) {
  return h(
    "div",
    { class: "gf-card-header" },
    h("span", { class: "gf-card-title" }, title),
    role ? h("span", { class: "gf-role", "data-gf-role": role }, t(`card.${role}`)) : null,
    scene2 !== void 0 ? h("span", { class: "gf-scene-ref" }, t("card.scene_ref", { number: scene2 })) : null
  );
}
var die = (size, attrs = {}) => h("span", { class: "gf-die", "data-gf-size": size, ...attrs }, `d${size}`);
function diceList(t, sizes2) {
  return h("span", { class: "gf-dice" }, sizes2.length ? sizes2.map((s2) => die(s2)) : h("span", { class: "gf-die-pending" }, t("card.from_sheet")));
}
function fieldRow(label2, key, ...value) {
  return [h("dt", { class: "gf-field-name" }, label2), h("dd", { class: "gf-field", "data-gf-field": key }, ...value)];
}
function section(key, title, ...body) {
  return h("div", { class: "gf-section", "data-gf-section": key }, h("p", { class: "gf-section-title" }, title), ...body);
}
function withRule(message, rule, url, label2) {
  if (!rule) return [message];
  const at = message.lastIndexOf(rule);
  return at >= 0 ? [message.slice(0, at), ruleRef(rule, url, label2), message.slice(at + rule.length)] : [message, " (", ruleRef(rule, url, label2), ")"];
}
function ruleRef(rule, url, label2) {
  return url ? h("a", { class: "gf-rule", href: url, target: "_blank", rel: "noopener", title: label2 }, rule) : h("span", { class: "gf-rule" }, rule);
}

// src/plugin-client/cards/error.ts
function drawError(host, d, source) {
  const t = host.t;
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str2(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list2(d["errors"]).map(obj).map((e) => {
      const rule = str2(e["rule"]);
      return h(
        "li",
        { class: "gf-error-item", "data-gf-code": str2(e["code"]), "data-gf-rule": rule },
        `${t("error.at", { line: int(e["line"]) ?? 0, column: int(e["column"]) ?? 0 })}: `,
        withRule(str2(e["message"]) ?? "", rule, rule ? host.ruleUrl?.(rule) : void 0, t("error.rule", { rule: rule ?? "" }))
      );
    }), more > 0 ? h("li", { class: "gf-error-more" }, t("error.more", { count: more })) : null),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source))
  ];
}

// src/games/genrefuzzion/cards/sheet.ts
function sheetTraits(d, key) {
  return list2(d[key]).map(obj).flatMap((x) => {
    const name = str2(x["name"]);
    if (name === void 0) return [];
    const target = str2(x["target"]);
    const die2 = dieSize(x["die"]);
    return [{ name, ...target ? { target } : {}, ...die2 ? { die: die2 } : {} }];
  });
}
function drawSheet(host, d) {
  const t = host.t;
  const traits = (key) => {
    const items = sheetTraits(d, key);
    return items.length ? section(key, t(`card.${key}`), h("ul", { class: "gf-entries" }, items.map((x) => h(
      "li",
      { class: "gf-entry", "data-gf-kind": key, "data-gf-target": x.target },
      h("span", { class: "gf-name" }, x.name),
      x.target ? h("span", { class: "gf-note" }, ` (${x.target})`) : null,
      // GF-CHAR-4: on the sheet a trait without a die is a gap to fill, not "from the sheet".
      x.die ? diceList(t, [x.die]) : h("span", { class: "gf-dice" }, h("span", { class: "gf-die-missing", "data-gf-missing": "die" }, t("card.no_die")))
    )))) : null;
  };
  const named3 = (key) => {
    const items = list2(d[key]).map(obj).filter((x) => str2(x["name"]) !== void 0);
    return items.length ? section(key, t(`card.${key}`), h("ul", { class: "gf-entries" }, items.map((x) => {
      const fills = list2(x["fills"]).map(str2).filter((f) => Boolean(f));
      return h(
        "li",
        { class: "gf-entry", "data-gf-kind": key },
        h("span", { class: "gf-name" }, str2(x["name"])),
        fills.length ? h("span", { class: "gf-note" }, `: ${fills.join("; ")}`) : null
      );
    }))) : null;
  };
  const objectives2 = list2(d["objectives"]).map(obj).filter((o) => str2(o["text"]) !== void 0);
  const warnings = list2(d["warnings"]).map(obj).filter((w) => str2(w["message"]) !== void 0);
  const pv = int(d["pv"] === void 0 ? 0 : obj(d["pv"])["value"]) ?? 0;
  const pk = int(d["pk"] === void 0 ? 0 : obj(d["pk"])["value"]) ?? 0;
  const player = field(d["player"]);
  const concept = field(d["concept"]);
  const notes = field(d["notes"])?.trim();
  return [
    header(t, field(d["name"]) || t("card.sheet")),
    h(
      "dl",
      { class: "gf-fields" },
      player ? fieldRow(t("card.player"), "player", player) : [],
      concept ? fieldRow(t("card.concept"), "concept", concept) : [],
      fieldRow(
        t("card.points"),
        "points",
        h("span", { class: "gf-pv", "data-gf-value": pv }, `${pv} PV`),
        " \xB7 ",
        h("span", { class: "gf-pk", "data-gf-value": pk }, `${pk} PK`)
      )
    ),
    traits("cliches"),
    traits("relationships"),
    named3("tricks"),
    named3("flaws"),
    objectives2.length ? section("objectives", t("card.objectives"), h("ol", { class: "gf-objectives" }, objectives2.map((o) => {
      const state = oneOf(o["state"], ["open", "achieved", "satisfied"]) ?? "open";
      const difficulty = int(o["difficulty"]);
      return h(
        "li",
        { class: "gf-objective", "data-gf-state": state, "data-gf-difficulty": difficulty },
        h("span", { class: "gf-name" }, str2(o["text"])),
        difficulty !== void 0 ? h("span", { class: "gf-note" }, ` \xB7 ${t("card.difficulty", { n: difficulty })}`) : null,
        h("span", { class: "gf-state" }, ` \xB7 ${t(`objective_state.${state}`)}`)
      );
    }))) : null,
    traits("advantages"),
    traits("problems"),
    notes ? section("notes", t("card.notes"), h("p", { class: "gf-notes" }, notes)) : null,
    warnings.length ? h("ul", { class: "gf-warnings", "aria-label": t("card.warnings") }, warnings.map((w) => {
      const rule = str2(w["rule"]);
      return h(
        "li",
        { class: "gf-warning", "data-gf-code": str2(w["code"]), "data-gf-rule": rule },
        withRule(str2(w["message"]), rule, rule ? host.ruleUrl?.(rule) : void 0, t("error.rule", { rule: rule ?? "" }))
      );
    })) : null
  ].filter((x) => x !== null);
}

// src/plugin-client/disclosure.ts
function disclosure(form, opener, firstField) {
  const close = () => {
    form.hidden = true;
    const button = opener?.();
    button?.setAttribute("aria-expanded", "false");
    button?.focus();
  };
  const open = () => {
    form.hidden = false;
    opener?.()?.setAttribute("aria-expanded", "true");
    form.querySelector(firstField)?.focus();
  };
  form.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  return { open, close };
}

// src/plugin-client/action-form.ts
function actionForm(host, options) {
  const { t } = host;
  const inputs = /* @__PURE__ */ new Map();
  const rows = options.fields.map((field2) => {
    const id = uid("gf-form");
    const input = field2.kind === "select" ? h("select", { id, class: "gf-picker-select" }, field2.choices.map((c) => h("option", { value: c.value }, c.label))) : h("input", { id, type: "text", class: "gf-picker-text", ...field2.hint ? { placeholder: field2.hint } : {}, ...field2.optional ? {} : { required: true } });
    inputs.set(field2.key, { field: field2, input });
    return h("div", { class: "gf-picker-row" }, h("label", { for: id }, field2.label), input);
  });
  const error2 = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const form = h(
    "form",
    { id: uid("gf-action-form"), class: "gf-picker gf-action-form", hidden: true, "aria-label": options.title, novalidate: true },
    h("p", { class: "gf-picker-title" }, options.title),
    options.note ? h("p", { class: "gf-picker-note", role: "note" }, options.note) : null,
    rows,
    error2,
    h(
      "div",
      { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("form.open")),
      h("button", { type: "button", class: "gf-button", onclick: () => close() }, t("picker.cancel"))
    )
  );
  const { open, close } = disclosure(form, options.opener, "input, select");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const values2 = {};
    for (const [key, { field: field2, input }] of inputs) {
      const value = input.value.trim();
      if (!value && !(field2.kind === "text" && field2.optional)) {
        error2.textContent = t("form.missing", { field: field2.label });
        error2.hidden = false;
        input.focus();
        return;
      }
      values2[key] = value;
    }
    options.compose(values2);
    close();
  });
  return { form, open, close };
}

// src/games/genrefuzzion/markup/spellings.ts
function written(s2, lang) {
  return s2.write?.[lang] ?? s2[lang][0] ?? s2.both?.[0];
}
function valueWords(values2) {
  const out = {};
  for (const id of Object.keys(values2)) {
    const s2 = values2[id];
    for (const w of [...s2.es, ...s2.en, ...s2.both ?? []]) out[foldKeyword(w)] = id;
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

// src/plugin-client/compose-text.ts
function keywords(lang) {
  const w = (s2) => written(s2, lang);
  return {
    pool: TAGS.pool[0],
    action: TAGS.action[0],
    character: w(ATTRS.character),
    sheet: w(ATTRS.sheet),
    role: w(ATTRS.role),
    scene: w(ATTRS.scene),
    protagonist: w(ROLES.protagonist),
    antagonist: w(ROLES.antagonist),
    cliche: w(POOL_FIELDS.cliche),
    relationship: w(POOL_FIELDS.relationship),
    advantage: w(POOL_FIELDS.advantage),
    bought: w(POOL_FIELDS.bought),
    boost: w(POOL_FIELDS.boost),
    scene_cliche: w(POOL_FIELDS.scene),
    problem: w(POOL_FIELDS.problem),
    ally: w(POOL_FIELDS.ally),
    present: w(ACTION_FIELDS.present),
    yield: w(ACTION_FIELDS.yield),
    concede: w(ACTION_FIELDS.concede),
    oppose: w(ACTION_FIELDS.oppose),
    retry: w(ACTION_FIELDS.retry),
    effect: w(ACTION_FIELDS.effect),
    rate: w(ACTION_FIELDS.rate),
    outcome: { advantage: w(OUTCOMES.advantage), problem: w(OUTCOMES.problem), annul: w(OUTCOMES.annul) }
  };
}
var KEYWORDS = { es: keywords("es"), en: keywords("en") };
var attrValue = (value) => `"${value.replace(/["“”[\]]/g, "").trim()}"`;
function openTag(tag, attrs) {
  const parts = attrs.filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${typeof v === "number" ? v : attrValue(v)}`);
  return `[${[tag, ...parts].join(" ")}]`;
}
function poolBlock(choice, lang) {
  const k = KEYWORDS[lang];
  const lines = [openTag(k.pool, [
    [k.character, choice.character],
    [k.sheet, choice.sheet],
    [k.role, choice.role ? k[choice.role] : void 0],
    [k.scene, choice.scene]
  ])];
  for (const trait3 of choice.traits) {
    const die2 = trait3.die ? ` d${trait3.die}` : "";
    const keyword = trait3.kind === "relationship" && trait3.target ? `${k.relationship} ${trait3.target}` : trait3.kind === "ally" ? `${k.ally} ${trait3.target ?? ""}`.trim() : trait3.kind === "scene" ? k.scene_cliche : k[trait3.kind];
    lines.push(`${keyword}: ${trait3.name}${die2}`);
  }
  if (choice.bought) lines.push(k.bought);
  for (const b of choice.boosts ?? []) lines.push(`${k.boost}: ${b}`);
  lines.push(`[/${k.pool}]`);
  return lines.join("\n");
}
var oneLine = (value) => value.replace(/\s+/g, " ").trim();
function turnActionText(input, context, lang) {
  const k = KEYWORDS[lang];
  const action_ = (line) => [openTag(k.action, [[k.character, context.character], [k.scene, context.scene]]), line, `[/${k.action}]`].join("\n");
  const pool2 = (choice) => poolBlock({
    ...context.character ? { character: context.character } : {},
    ...context.role ? { role: context.role } : {},
    ...context.scene ? { scene: context.scene } : {},
    ...choice
  }, lang);
  switch (input.action) {
    case "present":
      return action_(`${k.present}: ${oneLine(input.intention)}`);
    case "pool":
      return pool2(input.pool);
    case "yield":
      return action_(k.yield);
    case "concede":
      return action_(k.concede);
    case "oppose":
      return `${action_(k.oppose)}

${pool2(input.pool)}`;
    case "retry":
      return `${action_(k.retry)}

${pool2(input.pool)}`;
    case "effect": {
      const die2 = input.die ?? context.effectDie;
      return action_(`${k.effect}: ${k.outcome[input.outcome]} ${oneLine(input.target)}${die2 ? ` d${die2}` : ""}`);
    }
    case "rate":
      return action_(`${k.rate}: ${input.protagonist} / ${input.antagonist} \u2014 ${oneLine(input.reason)}`);
  }
}
var qualifier = (value) => oneLine(value).replace(/:/g, "");
function intervalText(character, lines, lang) {
  const w = (s2) => written(s2, lang);
  const f = INTERVAL_FIELDS;
  const tag = TAGS.interval[0];
  const body = lines.map((l) => {
    switch (l.type) {
      case "call":
      case "retire":
        return w(f[l.type]);
      case "train":
        return `${w(f.train)}: ${oneLine(l.trait)}`;
      case "rename":
        return `${w(f.rename)}: ${oneLine(l.from)} -> ${oneLine(l.to)}`;
      case "new-trick":
      case "new-flaw":
        return oneLine(l.detail) ? `${w(f[l.type])} ${qualifier(l.name)}: ${oneLine(l.detail)}` : `${w(f[l.type])}: ${oneLine(l.name)}`;
      case "new-cliche":
        return `${w(f["new-cliche"])}: ${oneLine(l.name)}`;
      case "new-relationship":
        return l.target ? `${w(f["new-relationship"])} ${qualifier(l.target)}: ${oneLine(l.name)}` : `${w(f["new-relationship"])}: ${oneLine(l.name)}`;
      case "endorse":
        return `${w(f.endorse)} ${qualifier(l.character)}: ${l.objective} ${l.currency}`;
      case "satisfy":
        return `${w(f.satisfy)}: ${l.objective}`;
    }
  });
  return [openTag(tag, [[w(ATTRS.character), character]]), ...body, `[/${tag}]`].join("\n");
}
function poolSkeleton(_lang) {
  return `[${TAGS.pool[0]}]
d6 d6
[/${TAGS.pool[0]}]`;
}
var SCENE_WORDS = {
  es: { number: "1", title: "T\xEDtulo de la escena", setting: "D\xF3nde ocurre", tone: "tenso", cliche: "Un clich\xE9 del lugar d6", antagonist: "Quien se opone", intention: "Lo que tu personaje quiere conseguir" },
  en: { number: "1", title: "The scene's title", setting: "Where it happens", tone: "tense", cliche: "A clich\xE9 of the place d6", antagonist: "Who stands in the way", intention: "What your character wants" }
};
function sceneSkeleton(lang) {
  const w = (s2) => written(s2, lang);
  const f = SCENE_FIELDS;
  const v = SCENE_WORDS[lang];
  return [
    `[${TAGS.scene[0]}]`,
    ...["number", "title", "setting", "tone", "cliche", "antagonist", "intention"].map((key) => `${w(f[key])}: ${v[key]}`),
    `[/${TAGS.scene[0]}]`
  ].join("\n");
}
var SHEET_WORDS = {
  es: {
    name: "Nombre del personaje",
    concept: "Una frase que lo resuma",
    cliches: ["Primer clich\xE9", "Segundo clich\xE9", "Tercer clich\xE9", "Cuarto clich\xE9", "Quinto clich\xE9", "Sexto clich\xE9"],
    relationship: "Qu\xE9 os une",
    tricks: ["Arma predilecta: cu\xE1l", "Regalo del cielo:"],
    flaw: "Opsss:",
    objectives: ["El objetivo m\xE1s dif\xEDcil", "Un objetivo intermedio", "El objetivo m\xE1s f\xE1cil"]
  },
  en: {
    name: "Your character's name",
    concept: "A phrase that sums them up",
    cliches: ["First cliche", "Second cliche", "Third cliche", "Fourth cliche", "Fifth cliche", "Sixth cliche"],
    relationship: "What binds you",
    tricks: ["Favourite weapon: which one", "Godsend:"],
    flaw: "Oops:",
    objectives: ["The hardest objective", "A middle objective", "The easiest objective"]
  }
};
function sheetSkeleton(lang) {
  const w = (s2) => written(s2, lang);
  const f = SHEET_FIELDS;
  const v = SHEET_WORDS[lang];
  const open = w(OBJECTIVE_STATES.open);
  return [
    `[${TAGS.sheet[0]}]`,
    `${w(f.name)}: ${v.name}`,
    `${w(f.concept)}: ${v.concept}`,
    ...[8, 8, 6, 6, 4, 4].map((d, i) => `${w(f.cliche)}: ${v.cliches[i]} d${d}`),
    `${w(f.relationship)} : ${v.relationship} d6`,
    ...v.tricks.map((t) => `${w(f.trick)} ${t}`),
    `${w(f.flaw)} ${v.flaw}`,
    ...[10, 8, 6].map((n, i) => `${w(f.objective)} ${n} ${open}: ${v.objectives[i]}`),
    `${w(f.pv)}: 0`,
    `${w(f.pk)}: 0`,
    `[/${TAGS.sheet[0]}]`
  ].join("\n");
}

// src/plugin-client/game-topics.ts
var cardOf = (topic, block) => {
  const element = topic.element.querySelector(cardSelector(block));
  return element ? readCard(element) : void 0;
};
var same = (a, b) => a !== void 0 && b !== void 0 && a.trim().toLowerCase() === b.trim().toLowerCase();
function sheetTopics(topics) {
  return topics.flatMap((topic) => {
    const card = cardOf(topic, "sheet");
    const name = card ? field(card.data["name"])?.trim() : void 0;
    return card && name ? [{ topic, card, name }] : [];
  });
}
function sceneTopics(topics) {
  return topics.flatMap((topic) => {
    const card = cardOf(topic, "scene");
    if (!card) return [];
    const d = card.data;
    const number = typeof d["number"] === "number" ? d["number"] : void 0;
    const protagonist = field(d["protagonist"])?.trim();
    const antagonist = str2(obj(d["antagonist"])["name"])?.trim();
    const title = field(d["title"])?.trim();
    return [{
      topic,
      card,
      ...number !== void 0 ? { number } : {},
      ...title ? { title } : {},
      ...protagonist ? { protagonist } : {},
      ...antagonist ? { antagonist } : {}
    }];
  });
}
var userOf = (v) => v?.trim().replace(/^@/, "").toLowerCase() || void 0;
function sheetNamed(topics, name, player) {
  const expected = userOf(player);
  const rank = (s2) => {
    const named3 = userOf(field(s2.card.data["player"]));
    return (expected !== void 0 && named3 === expected ? 2 : 0) + (named3 !== void 0 && named3 === userOf(s2.topic.username) ? 1 : 0);
  };
  return sheetTopics(topics).filter((s2) => same(s2.name, name)).sort((a, b) => rank(b) - rank(a) || b.topic.postId - a.topic.postId)[0];
}

// src/plugin-client/interval-card.ts
var INTERVAL_BUTTONS = ["train", "rename", "new-trick", "new-flaw", "new-cliche", "new-relationship", "endorse", "satisfy", "retire"];
var same2 = (a, b) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
var STEP = { 4: 6, 6: 8, 8: 10, 10: 12 };
function objectives(d) {
  return list2(d["objectives"]).map(obj).flatMap((o, i) => {
    const text3 = str2(o["text"]);
    const difficulty = int(o["difficulty"]);
    return text3 === void 0 ? [] : [{ n: i + 1, text: text3, state: oneOf(o["state"], ["open", "achieved", "satisfied"]) ?? "open", ...difficulty !== void 0 ? { difficulty } : {} }];
  });
}
function ownSheet(sheets, username) {
  return sheets.filter((s2) => same2(field(s2.card.data["player"]), username) || same2(s2.topic.username, username)).sort((a, b) => b.topic.postId - a.topic.postId)[0];
}
function superseded(host) {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity) && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}
function decorateInterval(interval2, host) {
  if (!host.username || !host.thread || superseded(host)) return;
  const card = interval2.element;
  const { t } = host;
  const bar = h("div", { class: "gf-turn-actions gf-interval-actions", role: "group", "aria-label": t("interval.actions") });
  card.append(h(
    "section",
    { class: "gf-turn", "aria-label": t("interval.title") },
    h("p", { class: "gf-turn-state" }, t("interval.open")),
    bar
  ));
  void (host.gameTopics?.() ?? Promise.resolve([])).catch(() => []).then((topics) => {
    const sheets = sheetTopics(topics);
    const own = ownSheet(sheets, host.username);
    const buttons = INTERVAL_BUTTONS.flatMap((action4) => {
      const spec = formFor(action4, host, own, sheets);
      if (!spec) return [];
      const button = h("button", { type: "button", class: "gf-button", "data-gf-interval-action": action4, "aria-expanded": "false" }, t(`interval_button.${action4}`));
      button.addEventListener("click", () => {
        card.querySelector(".gf-interval-form")?.remove();
        const form = actionForm(host, { ...spec, opener: () => button });
        card.append(h("div", { class: "gf-interval-form", "data-gf-form-for": action4 }, form.form));
        form.open();
      });
      return [button];
    });
    bar.replaceChildren(...own ? [] : [h("p", { class: "gf-picker-note", role: "note" }, t("interval.no_sheet"))], ...buttons);
  });
}
function formFor(action4, host, own, sheets) {
  const { lang, t } = host;
  const character = own?.name;
  const narration = { key: "narration", kind: "text", label: t("interval.narration"), hint: t("interval.narration_hint") };
  const compose = (line, v, who = character) => {
    const block = intervalText(who, [line], lang);
    host.composeReply(v["narration"] ? `${v["narration"]}

${block}` : block);
  };
  const title = t(`interval_button.${action4}`);
  if (action4 === "endorse") {
    const choices = sheets.filter((s2) => s2 !== own && !same2(s2.name, character)).flatMap((s2) => objectives(s2.card.data).filter((o) => o.state === "open").map((o) => ({ value: `${o.n}|${s2.name}`, label: `${s2.name} \xB7 ${o.n}. ${o.text}` })));
    if (!choices.length) return void 0;
    return { title, note: t("interval.endorse_note"), fields: [
      { key: "objective", kind: "select", label: t("interval.objective"), choices },
      { key: "currency", kind: "select", label: t("interval.pay_with"), choices: [{ value: "pv", label: "1 PV" }, { value: "pk", label: "1 PK" }] }
    ], compose: (v) => {
      const [n, name] = [v["objective"].slice(0, v["objective"].indexOf("|")), v["objective"].slice(v["objective"].indexOf("|") + 1)];
      compose({ type: "endorse", character: name, objective: Number(n), currency: v["currency"] === "pk" ? "pk" : "pv" }, v, character);
    } };
  }
  if (!own || !character) return void 0;
  const d = own.card.data;
  const traits = [...sheetTraits(d, "cliches"), ...sheetTraits(d, "relationships")];
  switch (action4) {
    case "train": {
      const choices = traits.flatMap((x) => x.die && STEP[x.die] ? [{ value: x.name, label: `${x.name} (d${x.die} \u2192 d${STEP[x.die]}, ${x.die / 2} PV)` }] : []);
      if (!choices.length) return void 0;
      return {
        title,
        note: t("interval.train_note"),
        fields: [{ key: "trait", kind: "select", label: t("interval.trait"), choices }, narration],
        compose: (v) => compose({ type: "train", trait: v["trait"] }, v)
      };
    }
    case "rename": {
      const all = [...traits, ...sheetTraits(d, "advantages"), ...sheetTraits(d, "problems")];
      if (!all.length) return void 0;
      return { title, note: t("interval.rename_note"), fields: [
        { key: "from", kind: "select", label: t("interval.trait"), choices: all.map((x) => ({ value: x.name, label: x.name })) },
        { key: "to", kind: "text", label: t("interval.new_text") },
        narration
      ], compose: (v) => compose({ type: "rename", from: v["from"], to: v["to"] }, v) };
    }
    case "new-trick":
    case "new-flaw": {
      const trick = action4 === "new-trick";
      return { title, note: trick ? t("interval.trick_note") : t("interval.flaw_note"), fields: [
        { key: "name", kind: "text", label: trick ? t("card.tricks") : t("card.flaws"), hint: trick ? t("interval.trick_hint") : t("interval.flaw_hint") },
        { key: "detail", kind: "text", label: t("interval.detail"), hint: t("interval.detail_hint"), optional: true },
        narration
      ], compose: (v) => compose({ type: action4, name: v["name"], detail: v["detail"] ?? "" }, v) };
    }
    case "new-cliche":
      return {
        title,
        note: t("interval.new_attribute_note"),
        fields: [{ key: "name", kind: "text", label: t("interval.new_text") }, narration],
        compose: (v) => compose({ type: "new-cliche", name: v["name"] }, v)
      };
    case "new-relationship": {
      const others = sheets.filter((s2) => !same2(s2.name, character)).map((s2) => ({ value: s2.name, label: s2.name }));
      if (!others.length) return void 0;
      return { title, note: t("interval.new_attribute_note"), fields: [
        { key: "target", kind: "select", label: t("interval.with"), choices: others },
        { key: "name", kind: "text", label: t("interval.new_text") },
        narration
      ], compose: (v) => compose({ type: "new-relationship", name: v["name"], target: v["target"] }, v) };
    }
    case "satisfy": {
      const choices = objectives(d).filter((o) => o.state === "achieved").map((o) => ({ value: String(o.n), label: `${o.n}. ${o.text}${o.difficulty ? ` (${o.difficulty} PV)` : ""}` }));
      if (!choices.length) return void 0;
      return {
        title,
        fields: [{ key: "objective", kind: "select", label: t("interval.objective"), choices }, narration],
        compose: (v) => compose({ type: "satisfy", objective: Number(v["objective"]) }, v)
      };
    }
    case "retire":
      return { title, note: t("interval.retire_note"), fields: [narration], compose: (v) => compose({ type: "retire" }, v) };
  }
}

// src/games/genrefuzzion/cards/roll.ts
function rolledDice(d) {
  return list2(d["dice"]).map(obj).flatMap((x) => {
    const size = dieSize(x["size"]);
    const face = int(x["face"]);
    return size !== void 0 && face !== void 0 && face >= 1 && face <= size ? [{ size, face, result: x["result"] === true, botch: x["botch"] === true }] : [];
  });
}
function effectPicks(rolled, sizes2) {
  const taken = /* @__PURE__ */ new Set();
  for (const size of sizes2) {
    const i = rolled.findIndex((r, k) => !taken.has(k) && r.size === size && !r.result && !r.botch);
    if (i >= 0) taken.add(i);
  }
  return taken;
}
function drawRoll(t, d) {
  const character = str2(d["character"]);
  const rolled = rolledDice(d);
  const effect = dice(d["effect"]);
  const picks = effectPicks(rolled, effect);
  return [
    header(t, character ? t("card.roll_of", { name: character }) : t("card.roll"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("div", { class: "gf-rolled", role: "list", "aria-label": t("roll.rolled_dice") }, rolled.map((r, k) => {
      const label2 = [
        t("roll.die_aria", { size: r.size, face: r.face }),
        r.result ? t("roll.die_result") : "",
        r.botch ? t("roll.die_botch") : "",
        picks.has(k) ? t("roll.die_effect") : ""
      ].filter(Boolean).join(", ");
      return h("span", {
        class: "gf-die",
        role: "listitem",
        "data-gf-size": r.size,
        "data-gf-face": r.face,
        "data-gf-used": r.result ? "result" : void 0,
        "data-gf-botch": r.botch ? "true" : void 0,
        "data-gf-effect": picks.has(k) ? "true" : void 0,
        "aria-label": label2,
        title: label2
      }, String(r.face));
    })),
    h(
      "dl",
      { class: "gf-fields" },
      fieldRow(t("card.result"), "result", String(int(d["result"]) ?? 0)),
      fieldRow(t("card.effect"), "effect", effect.length ? effect.map((s2) => die(s2, { "data-gf-effect": "true" })) : t("card.no_effect")),
      fieldRow(t("card.botches"), "botches", String(int(d["botches"]) ?? 0))
    )
  ];
}

// src/plugin-client/verdict.ts
var clock = (ms) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};
function duration(ms) {
  const s2 = Math.round(Math.abs(ms) / 1e3);
  if (s2 < 60) return `${s2} s`;
  const min = Math.floor(s2 / 60);
  if (min < 60) return `${min} min`;
  const h2 = Math.floor(min / 60);
  if (h2 < 48) return min % 60 ? `${h2} h ${min % 60} min` : `${h2} h`;
  return `${Math.floor(h2 / 24)} d`;
}
function lagText(verdict, t) {
  if (verdict.lagMs === void 0) return "";
  const key = verdict.edited ? "roll.lag_edit" : "roll.lag_post";
  return verdict.lagMs >= 0 ? t(key, { lag: duration(verdict.lagMs) }) : t("roll.lag_before", { lag: duration(verdict.lagMs) });
}
function verdictText(verdict, t) {
  const join = (...parts) => parts.filter(Boolean).join(" ");
  switch (verdict.status) {
    case "checking":
      return { title: t("roll.checking"), detail: "" };
    case "verified":
      return { title: t("roll.verified"), detail: join(t("roll.verified_detail", { post: verdict.post }), lagText(verdict, t)) };
    case "signed":
      return {
        title: verdict.checkableFrom !== void 0 ? t("roll.signed_until", { time: clock(verdict.checkableFrom) }) : t("roll.signed"),
        detail: join(
          t("roll.signed_detail", { post: verdict.post }),
          lagText(verdict, t),
          verdict.missing ? t(`roll.missing_${verdict.missing}`) : verdict.partly ? t("roll.partly_checked") : verdict.checkableFrom === void 0 ? t("roll.pending_faces", { epoch: verdict.epoch }) : ""
        )
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}

// src/plugin-client/roll-card.ts
var queue = [];
var scheduled = false;
var drawn = 0;
function badge(element, verdict, host) {
  element.querySelector(":scope > .gf-verify")?.remove();
  element.setAttribute("data-gf-verified", verdict.status);
  const { title, detail } = verdictText(verdict, host.t);
  const icon = verdict.status === "verified" ? "\u2713" : verdict.status === "signed" ? "\u270E" : verdict.status === "failed" ? "\u2717" : verdict.status === "checking" ? "\u2026" : "?";
  element.appendChild(h(
    "div",
    { class: "gf-verify", "data-gf-status": verdict.status, role: "status" },
    h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
    h("span", { class: "gf-verify-title" }, title),
    detail ? h("span", { class: "gf-verify-detail" }, detail) : null
  ));
}
var pageKey = (host) => JSON.stringify([host.publicKey, host.topicId ?? null, host.forum ?? null, host.serviceUrl ?? null]);
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
        ...host.serviceUrl ? { serviceUrl: host.serviceUrl } : {}
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
function decorateRoll(card, host) {
  const post = int(card.data["post"]);
  const block = int(card.data["blockNumber"]);
  const times = post !== void 0 ? host.postTime?.(post) : void 0;
  const data = {
    proof: str2(card.data["proof"]),
    post,
    dice: rolledDice(card.data).map(({ size, face }) => ({ size, face })),
    ...block !== void 0 && block >= 0 ? { block } : {},
    ...times ? { forumTime: times.created, ...times.edited !== void 0 ? { editTime: times.edited } : {} } : {}
  };
  const token = String(++drawn);
  card.element.setAttribute("data-gf-check", token);
  badge(card.element, { status: "checking" }, host);
  return new Promise((done) => {
    queue.push({ element: card.element, token, card: data, host, done });
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => {
        void flush();
      }, 0);
    }
  });
}

// src/plugin-client/pool-picker.ts
function poolPicker(host, options) {
  const { t } = host;
  const formId = uid("gf-picker");
  const picked = [];
  const groups = options.groups.map((group) => {
    const items = group.traits.map((trait3) => {
      const input = h("input", { type: "checkbox", class: "gf-picker-check", value: trait3.name });
      const detailId = uid("gf-ally-trait");
      const detail = trait3.kind === "ally" ? h("input", { id: detailId, type: "text", class: "gf-picker-text", "aria-label": t("picker.ally_trait", { name: trait3.target ?? "" }), placeholder: t("picker.ally_trait_hint") }) : void 0;
      picked.push({ trait: trait3, input, ...detail ? { detail } : {} });
      return h(
        "label",
        { class: "gf-picker-option", "data-gf-kind": trait3.kind },
        input,
        h("span", { class: "gf-name" }, trait3.kind === "ally" ? trait3.target ?? "" : trait3.name),
        trait3.target && trait3.kind !== "ally" ? h("span", { class: "gf-note" }, ` (${trait3.target})`) : null,
        trait3.die ? h("span", { class: "gf-die", "data-gf-size": trait3.die, "aria-label": `d${trait3.die}` }, `d${trait3.die}`) : null,
        detail ?? null
      );
    });
    return items.length ? h("fieldset", { class: "gf-picker-group" }, h("legend", {}, group.title), items) : null;
  });
  const bought = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostName = uid("gf-boost");
  const boostChoice = (value) => h("input", { type: "radio", class: "gf-picker-check", name: boostName, value, checked: value === "" });
  const boostNone = boostChoice("");
  const boostPv = boostChoice("pv");
  const boostPk = boostChoice("pk");
  const roleId = uid("gf-role");
  const sceneId = uid("gf-scene");
  const role = h(
    "select",
    { id: roleId, class: "gf-picker-select" },
    h("option", { value: "protagonist" }, t("card.protagonist")),
    h("option", { value: "antagonist" }, t("card.antagonist"))
  );
  const scene2 = h("select", { id: sceneId, class: "gf-picker-select", required: true });
  let scenes = [];
  const count = h("p", { class: "gf-picker-count", "aria-live": "polite" }, t("picker.count", { n: 0 }));
  const error2 = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const chosen = () => picked.filter((o) => o.input.checked);
  const diceChosen = () => chosen().length + (bought.checked ? 1 : 0);
  const update = () => {
    count.textContent = t("picker.count", { n: diceChosen() });
    if (diceChosen()) error2.hidden = true;
  };
  const fail = (message) => {
    error2.textContent = message;
    error2.hidden = false;
  };
  const form = h(
    "form",
    { id: formId, class: "gf-picker", hidden: true, "aria-label": t("picker.title") },
    h("p", { class: "gf-picker-title" }, t("picker.title")),
    options.note ? h("p", { class: "gf-picker-note", role: "note" }, options.note) : null,
    groups,
    h(
      "fieldset",
      { class: "gf-picker-group" },
      h("legend", {}, t("picker.points")),
      h("label", { class: "gf-picker-option" }, bought, t("picker.bought"))
    ),
    h(
      "fieldset",
      { class: "gf-picker-group", "data-gf-choice": "boost" },
      h("legend", {}, t("picker.boost")),
      h("label", { class: "gf-picker-option" }, boostNone, t("picker.boost_none")),
      h("label", { class: "gf-picker-option" }, boostPv, t("picker.boost_pv")),
      h("label", { class: "gf-picker-option" }, boostPk, t("picker.boost_pk"))
    ),
    h(
      "div",
      { class: "gf-picker-row" },
      options.role ? null : [h("label", { for: roleId }, t("picker.role")), role],
      options.scenes ? [h("label", { for: sceneId }, t("picker.post_in")), scene2] : null
    ),
    count,
    error2,
    h(
      "div",
      { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("picker.open")),
      h("button", { type: "button", class: "gf-button", onclick: () => close() }, t("picker.cancel"))
    )
  );
  const shown = disclosure(form, options.opener, "input");
  const close = shown.close;
  const open = () => {
    shown.open();
    if (!options.scenes) return;
    void options.scenes().then((list3) => {
      scenes = list3;
      scene2.replaceChildren(...list3.map((s2, i) => h("option", { value: String(i) }, s2.label)));
      if (!list3.length) fail(t("picker.no_scene"));
    });
  };
  form.addEventListener("change", update);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (diceChosen() === 0) {
      fail(t("picker.empty"));
      return;
    }
    const allyWithout = chosen().find((o) => o.detail && !o.detail.value.trim());
    if (allyWithout) {
      fail(t("picker.ally_missing", { name: allyWithout.trait.target ?? "" }));
      allyWithout.detail.focus();
      return;
    }
    const target = options.scenes ? scenes[Number(scene2.value)] : void 0;
    if (options.scenes && !target) {
      fail(t("picker.no_scene"));
      return;
    }
    options.compose({
      traits: chosen().map((o) => o.detail ? { ...o.trait, name: o.detail.value.trim() } : o.trait),
      bought: bought.checked,
      boosts: boostPv.checked ? ["pv"] : boostPk.checked ? ["pk"] : [],
      role: options.role ?? role.value,
      ...target ? { scene: target } : {}
    });
    close();
  });
  return { form, open, close };
}

// src/lib/result.ts
var ok = (value) => ({ ok: true, value });
var DONE = Object.freeze({ ok: true, value: void 0 });
var err = (error2) => ({ ok: false, error: error2 });
function gfError(code, rule, params) {
  return { code, ...rule ? { rule } : {}, ...params ? { params } : {} };
}

// src/games/genrefuzzion/rules/evaluate.ts
function compareWithStanding(answer2, standing) {
  return { holds: answer2 >= standing, margin: answer2 - standing };
}

// src/games/genrefuzzion/rules/turn.ts
var TURNS = {
  calls: { actor: "antagonist", moves: ["present"], rule: "GF-ANT-1" },
  // GF-ANT-1, GF-ANT-2, GF-ANT-5
  p_roll: { actor: "protagonist", moves: ["pool"], rule: "GF-POOL-1" },
  a_decide: { actor: "antagonist", moves: ["oppose", "yield"], rule: "GF-RES-1" },
  p_decide: { actor: "protagonist", moves: ["retry", "yield"], rule: "GF-RES-4" },
  won: { actor: "winner", moves: ["effect"], rule: "GF-WIN-3" },
  // GF-WIN-2, GF-WIN-3
  rating: { actor: "others", moves: ["rate"], rule: "GF-RATE-4" },
  // GF-RATE-1..4
  idle: { actor: "next", moves: [], rule: "GF-NEXT-1" },
  interval: { actor: null, moves: [], rule: "GF-NEXT-1" },
  epilogue: { actor: null, moves: [], rule: "GF-FIN-1" }
};
function mayMove(phase, move, side, winner) {
  const turn = TURNS[phase];
  if (!turn.moves.includes(move)) return false;
  switch (turn.actor) {
    case "protagonist":
      return side === "protagonist";
    case "antagonist":
      return side === "antagonist" || move === "present" && side === void 0;
    case "winner":
      return side !== void 0 && side === winner;
    case "others":
      return side === void 0;
    default:
      return false;
  }
}
function finaleMoves(moves, finale) {
  return finale ? moves.map((m) => m === "yield" ? "concede" : m) : moves;
}
function mayRoll(phase, side) {
  return mayMove(phase, "pool", side) || mayMove(phase, side === "antagonist" ? "oppose" : "retry", side);
}
var AFTER_MOVE = {
  present: "p_roll",
  // GF-ANT-5: the antagonist has presented; the protagonist rolls
  yield: "rating",
  // GF-YIELD-5, GF-AMB-19: the side that yields loses, with no effect die
  effect: "rating"
  // GF-WIN-3: the effect is told; the scene is rated
};
var other = (side) => side === "protagonist" ? "antagonist" : "protagonist";
function afterRoll(side, result, answered) {
  if (answered === null) return { phase: "a_decide", standing: { side, result }, winner: null };
  if (compareWithStanding(result, answered).holds) {
    return { phase: side === "protagonist" ? "a_decide" : "p_decide", standing: { side, result }, winner: null };
  }
  return { phase: "won", standing: { side: other(side), result: answered }, winner: other(side) };
}
var effectDue = (effectDice, d4StandIn) => effectDice > 0 || d4StandIn;
function turnOf(game) {
  const { phase, scene: scene2 } = game;
  const t = TURNS[phase];
  const base = { phase, moves: finaleMoves(t.moves, scene2?.finale ?? false), rule: t.rule };
  switch (t.actor) {
    case "protagonist":
    case "antagonist":
      if (t.actor === "antagonist" && phase === "calls" && scene2?.antagonist.extra && !scene2.antagonist.player) {
        return { ...base, actor: "antagonist", player: null, rule: "GF-ANT-2" };
      }
      return { ...base, actor: t.actor, player: scene2?.[t.actor].player ?? null };
    case "winner": {
      const side = scene2?.outcome?.winner ?? "protagonist";
      return { ...base, actor: side, player: scene2?.[side].player ?? null };
    }
    case "others":
      return scene2?.rater ? { ...base, actor: "others", player: scene2.rater, rule: "GF-AMB-28" } : { ...base, actor: "others", player: null };
    case "next":
      return { ...base, actor: "next", player: game.next, ...game.suspended && game.next ? { rule: "GF-SUSP-1" } : {} };
    default:
      return { ...base, actor: null, player: null };
  }
}

// src/plugin-client/scene-turn.ts
var STATE_OF = {
  calls: "calls-open",
  p_roll: "p-roll",
  a_decide: "a-decide",
  p_decide: "p-decide",
  won: "won",
  rating: "rating",
  idle: "done",
  interval: "done",
  epilogue: "done"
};
var other2 = (side) => side === "protagonist" ? "antagonist" : "protagonist";
var same3 = (a, b) => a !== void 0 && b !== void 0 && a.trim().toLowerCase() === b.trim().toLowerCase();
function sceneTurn(events) {
  const opening = events[0];
  if (opening?.kind !== "scene") return void 0;
  const names = { protagonist: opening.protagonist, antagonist: opening.antagonist };
  const finale = opening.finale === true;
  const players = { protagonist: opening.author, antagonist: void 0 };
  const poolSide = /* @__PURE__ */ new Map();
  let phase = "calls";
  let stopped = null;
  let standing;
  let winner;
  let rater;
  const finaleRaters = [];
  const lastEffects = { protagonist: [], antagonist: [] };
  const sideOf = (author, character, role) => {
    if (role) return role;
    if (same3(character, names.protagonist)) return "protagonist";
    if (same3(character, names.antagonist)) return "antagonist";
    if (same3(author, players.protagonist)) return "protagonist";
    if (same3(author, players.antagonist)) return "antagonist";
    return void 0;
  };
  for (const e of events.slice(1)) {
    if (e.kind === "scene") break;
    if (e.kind === "pool") {
      const side = sideOf(e.author, e.character, e.role);
      if (side) poolSide.set(e.postId, side);
      continue;
    }
    if (e.kind === "roll") {
      const side = e.pool !== void 0 ? poolSide.get(e.pool) : void 0;
      if (!side) continue;
      lastEffects[side] = e.effects ?? [];
      if (stopped || !mayRoll(phase, side)) continue;
      const next = afterRoll(side, e.result, standing?.result ?? null);
      standing = next.standing;
      phase = next.phase;
      if (next.winner) {
        winner = next.winner;
        if (!effectDue(lastEffects[winner].length, false)) phase = AFTER_MOVE.effect;
      }
      continue;
    }
    if (e.kind !== "action") continue;
    for (const action4 of e.actions) {
      if (action4 === "suspend" && !stopped) {
        stopped = "suspended";
        continue;
      }
      if (action4 === "resume" && stopped === "suspended") {
        stopped = null;
        continue;
      }
      if (action4 === "withdraw") {
        stopped = "withdrawn";
        continue;
      }
      if (stopped) continue;
      const side = sideOf(e.author, e.character);
      if (action4 === "present" && mayMove(phase, "present", side)) {
        players.antagonist ?? (players.antagonist = e.author);
        if (e.character) names.antagonist ?? (names.antagonist = e.character);
        phase = AFTER_MOVE.present;
      } else if (action4 === "yield" && !finale && side && mayMove(phase, "yield", side)) {
        winner = other2(side);
        phase = AFTER_MOVE.yield;
      } else if (action4 === "concede" && finale && side && mayMove(phase, "yield", side)) {
        winner = other2(side);
        phase = effectDue(lastEffects[winner].length, false) ? "won" : AFTER_MOVE.effect;
      } else if (action4 === "effect" && mayMove(phase, "effect", side, winner)) {
        phase = AFTER_MOVE.effect;
      } else if (action4 === "rate" && finale && phase === "rating") {
        if (!finaleRaters.some((r) => same3(r, e.author))) finaleRaters.push(e.author);
      } else if (action4 === "rate" && mayMove(phase, "rate", side)) {
        phase = "idle";
        rater = e.author;
      }
    }
  }
  const state = stopped === "suspended" ? "suspended" : stopped === "withdrawn" ? "done" : STATE_OF[phase];
  const turn = turnOf({ phase, next: null, scene: {
    protagonist: { player: players.protagonist ?? null },
    antagonist: { player: players.antagonist ?? null, extra: false },
    outcome: winner ? { winner } : null,
    finale
  } });
  const open = state !== "done" && state !== "suspended";
  const everyone = finale && state === "rating";
  const actor = everyone ? "everyone" : open && turn.actor !== "next" ? turn.actor : null;
  return {
    state,
    actor,
    names,
    players,
    actions: open ? turn.moves : [],
    ...finale ? { finale: true } : {},
    ...everyone ? { raters: finaleRaters } : {},
    ...opening.number !== void 0 ? { number: opening.number } : {},
    ...standing ? { standing } : {},
    ...winner ? { winner } : {},
    ...winner && lastEffects[winner][0] !== void 0 ? { effectDie: lastEffects[winner][0] } : {},
    ...rater ? { rater } : {}
  };
}
function mayAct(turn, username) {
  if (!username || !turn.actor) return false;
  if (turn.actor === "everyone") return !(turn.raters ?? []).some((r) => same3(r, username));
  if (turn.actor === "others") return !same3(username, turn.players.protagonist) && !same3(username, turn.players.antagonist);
  const player = turn.players[turn.actor];
  if (player) return same3(username, player);
  return !same3(username, turn.players.protagonist);
}

// src/plugin-client/thread-events.ts
function threadEvents(posts, options = {}) {
  const service = options.serviceUsername?.toLowerCase();
  const events = [];
  for (const post of posts) {
    const base = { postId: post.id, author: post.username };
    for (const element of post.element.querySelectorAll(CARD_SELECTOR)) {
      if (element.closest("blockquote, aside.quote")) continue;
      const card = readCard(element);
      if (!card) continue;
      const d = card.data;
      const character = str2(d["character"]);
      switch (card.block) {
        case "scene": {
          const number = int(d["number"]);
          const protagonist = field(d["protagonist"]);
          const antagonist = str2(obj(d["antagonist"])["name"]);
          const title = field(d["title"])?.trim();
          const finale = obj(d["finale"])["value"] === true;
          events.push({
            kind: "scene",
            ...base,
            ...number !== void 0 ? { number } : {},
            ...title ? { title } : {},
            ...protagonist ? { protagonist } : {},
            ...antagonist ? { antagonist } : {},
            ...finale ? { finale } : {}
          });
          break;
        }
        case "action":
          events.push({
            kind: "action",
            ...base,
            ...character ? { character } : {},
            actions: list2(d["actions"]).map((a) => str2(obj(a)["type"]) ?? "")
          });
          break;
        case "pool": {
          const role = oneOf(d["role"], SIDES);
          events.push({ kind: "pool", ...base, ...character ? { character } : {}, ...role ? { role } : {} });
          break;
        }
        case "roll": {
          if (service && post.username.toLowerCase() !== service) break;
          const pool2 = int(d["post"]);
          events.push({ kind: "roll", ...base, result: int(d["result"]) ?? 0, effects: dice(d["effect"]), ...pool2 !== void 0 ? { pool: pool2 } : {} });
          break;
        }
      }
    }
  }
  return events;
}
function eventsFromScene(events, postId) {
  const start = events.findIndex((e) => e.kind === "scene" && e.postId === postId);
  if (start < 0) return [];
  const end = events.findIndex((e, i) => i > start && e.kind === "scene");
  return events.slice(start, end < 0 ? void 0 : end);
}

// src/plugin-client/open-scenes.ts
var same4 = (a, b) => a !== void 0 && b !== void 0 && a.trim().toLowerCase() === b.trim().toLowerCase();
var playsIn = (scene2, character) => same4(scene2.protagonist, character) || same4(scene2.antagonist, character) || scene2.antagonist === void 0 && character !== void 0;
var fromFirstPost = (s2) => ({
  topicId: s2.topic.topicId,
  postId: s2.topic.postId,
  topicTitle: s2.topic.title,
  ...s2.number !== void 0 ? { number: s2.number } : {},
  ...s2.title ? { title: s2.title } : {},
  ...s2.protagonist ? { protagonist: s2.protagonist } : {},
  ...s2.antagonist ? { antagonist: s2.antagonist } : {}
});
function scenesInThread(first, events) {
  return events.flatMap((e) => {
    if (e.kind !== "scene") return [];
    const state = sceneTurn(eventsFromScene(events, e.postId))?.state;
    const scene2 = e.postId === first.topic.postId ? fromFirstPost(first) : {
      topicId: first.topic.topicId,
      postId: e.postId,
      topicTitle: first.topic.title,
      ...e.number !== void 0 ? { number: e.number } : {},
      ...e.title ? { title: e.title } : {},
      ...e.protagonist ? { protagonist: e.protagonist } : {},
      ...e.antagonist ? { antagonist: e.antagonist } : {}
    };
    return [{ scene: scene2, open: state !== void 0 && state !== "done" && state !== "suspended" }];
  });
}
async function openScenesOf(host, topics, character) {
  const options = host.serviceUsername ? { serviceUsername: host.serviceUsername } : {};
  const perTopic = await Promise.all(sceneTopics(topics).map(async (first) => {
    const posts = host.topicThread ? await host.topicThread(first.topic.topicId).catch(() => void 0) : void 0;
    if (!posts) return [fromFirstPost(first)];
    return scenesInThread(first, threadEvents(posts, options)).filter((s2) => s2.open).map((s2) => s2.scene);
  }));
  return perTopic.flat().filter((s2) => playsIn(s2, character)).sort((a, b) => b.topicId - a.topicId || b.postId - a.postId);
}

// src/plugin-client/sheet-card.ts
var SECTIONS = [
  { section: "cliches", kind: "cliche" },
  { section: "relationships", kind: "relationship" },
  { section: "advantages", kind: "advantage" }
];
function sheetGroups(t, data) {
  return SECTIONS.map(({ section: section2, kind }) => ({
    title: t(`card.${section2}`),
    traits: sheetTraits(data, section2).map(({ name, target, die: die2 }) => ({ kind, name, ...target ? { target } : {}, ...die2 ? { die: die2 } : {} }))
  }));
}
function decorateSheet(sheet3, host) {
  const { lang, t } = host;
  const card = sheet3.element;
  const character = field(sheet3.data["name"]);
  const gameTopics = host.gameTopics?.bind(host);
  const picker = poolPicker(host, {
    groups: sheetGroups(t, sheet3.data),
    opener: () => toggle,
    ...gameTopics ? { scenes: async () => (await openScenesOf(host, await gameTopics(), character)).map((s2) => ({
      topicId: s2.topicId,
      ...s2.number !== void 0 ? { number: s2.number } : {},
      label: s2.number !== void 0 ? `${t("card.scene_ref", { number: s2.number })} \xB7 ${s2.title ?? s2.topicTitle}` : s2.title ?? s2.topicTitle
    })) } : {},
    compose: (choice) => {
      const text3 = poolBlock({
        ...character ? { character } : {},
        ...host.postId !== void 0 ? { sheet: host.postId } : {},
        role: choice.role,
        ...choice.scene?.number !== void 0 ? { scene: choice.scene.number } : {},
        traits: choice.traits,
        bought: choice.bought,
        boosts: choice.boosts
      }, lang);
      host.composeReply(text3, choice.scene?.topicId);
    }
  });
  const toggle = h(
    "button",
    { type: "button", class: "gf-button", "data-gf-button": "build-pool", "aria-expanded": "false", "aria-controls": picker.form.id },
    h("span", { class: "gf-button-icon", "aria-hidden": "true" }, "\u2684"),
    t("picker.build_pool")
  );
  toggle.addEventListener("click", () => {
    if (picker.form.hidden) picker.open();
    else picker.close();
  });
  card.append(h("div", { class: "gf-picker-bar" }, toggle), picker.form);
}

// src/plugin-client/scene-card.ts
function decorateScene(scene2, host) {
  const card = scene2.element;
  if (!host.thread || host.postId === void 0) return void 0;
  const turn = sceneTurn(eventsFromScene(threadEvents(host.thread(), host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), host.postId));
  if (!turn) return void 0;
  const { lang, t } = host;
  const who = (side) => side === "others" ? t("turn.anyone") : side === "everyone" ? t("turn.everyone") : side ? turn.names[side] ?? turn.players[side] ?? t(`card.${side}`) : "";
  const finaleState = turn.finale && FINALE_STATES.has(turn.state);
  const stateText = t(`turn_state.${finaleState ? "finale-" : ""}${turn.state}`, { who: who(turn.winner ?? null) });
  const acting = mayAct(turn, host.username);
  const role = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : void 0;
  const character = role ? turn.names[role] : void 0;
  const context = {
    ...turn.number !== void 0 ? { scene: turn.number } : {},
    ...character ? { character } : {},
    ...role ? { role } : {},
    ...turn.effectDie !== void 0 ? { effectDie: turn.effectDie } : {}
  };
  card.setAttribute("data-gf-state", turn.state);
  card.appendChild(h(
    "section",
    { class: "gf-turn", "aria-label": t("turn.title") },
    h("p", { class: "gf-turn-state" }, h("span", { class: "gf-turn-label" }, `${t("turn.title")}: `), stateText),
    turn.actor && turn.actor !== "others" && turn.actor !== "everyone" ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, t("turn.of", { who: `${who(turn.actor)} (${t(`card.${turn.actor}`)})` })) : turn.actor === "others" || turn.actor === "everyone" ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, who(turn.actor)) : h("p", { class: "gf-turn-who" }, t("turn.over")),
    turn.standing && (turn.state === "a-decide" || turn.state === "p-decide") ? h(
      "p",
      { class: "gf-turn-standing" },
      t("turn.standing", { result: turn.standing.result, who: who(turn.standing.side) })
    ) : null,
    acting && turn.actions.length ? h(
      "div",
      { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      turn.actions.map((action4) => h("button", {
        type: "button",
        class: "gf-button",
        "data-gf-primary": action4 === turn.actions[0] ? "true" : void 0,
        "data-gf-turn-action": action4,
        onclick: (e) => {
          const button = e.currentTarget;
          if (ROLLS.has(action4)) void openScenePicker(scene2, host, turn, action4, button);
          else if (action4 === "yield" || action4 === "concede") host.composeReply(turnActionText({ action: action4 }, context, lang));
          else openTurnForm(scene2, host, turn, action4, context, button);
        }
      }, t(`turn_action.${action4}`)))
    ) : null,
    // GF-NEXT-1: the rater opens the next scene (the forum's new topic) or calls an interval here.
    turn.state === "done" && sameUser(turn.rater, host.username) && !laterInThread(host) ? h(
      "div",
      { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      h("p", { class: "gf-turn-next" }, t("turn.next")),
      h("button", {
        type: "button",
        class: "gf-button",
        "data-gf-turn-action": "interval",
        onclick: () => host.composeReply(intervalText(void 0, [{ type: "call" }], lang))
      }, t("turn_action.interval"))
    ) : null
  ));
  return turn;
}
var FINALE_STATES = /* @__PURE__ */ new Set(["a-decide", "p-decide", "rating"]);
var sameUser = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
function laterInThread(host) {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity) && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}
function openTurnForm(scene2, host, turn, action4, context, button) {
  const card = scene2.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const { lang, t } = host;
  const compose = (input) => host.composeReply(turnActionText(input, context, lang));
  const points2 = Array.from({ length: 6 }, (_, i) => ({ value: String(i), label: String(i) }));
  const spec = action4 === "present" ? {
    title: t("form.present_title"),
    fields: [{ key: "intention", kind: "text", label: t("card.intention"), hint: t("form.intention_hint") }],
    compose: (v) => compose({ action: "present", intention: v["intention"] })
  } : action4 === "effect" ? {
    title: t("form.effect_title"),
    ...turn.effectDie ? { note: t("form.effect_die", { die: `d${turn.effectDie}` }) } : {},
    fields: [
      { key: "outcome", kind: "select", label: t("form.outcome"), choices: ["advantage", "problem", "annul"].map((o) => ({ value: o, label: t(`outcome.${o}`) })) },
      { key: "target", kind: "text", label: t("form.effect_target"), hint: t("form.effect_target_hint") },
      // GF-WIN-2: without a die the thread shows, the winner names its size.
      ...turn.effectDie ? [] : [{ key: "die", kind: "select", label: t("form.die"), choices: DIE_SIZES.map((n) => ({ value: String(n), label: dieName(n) })) }]
    ],
    compose: (v) => compose({ action: "effect", outcome: v["outcome"], target: v["target"], ...v["die"] ? { die: Number(v["die"]) } : {} })
  } : action4 === "rate" ? {
    title: t("form.rate_title"),
    note: t("form.rate_note"),
    fields: [
      { key: "protagonist", kind: "select", label: t("form.rate_side", { who: turn.names.protagonist ?? t("card.protagonist") }), choices: points2 },
      { key: "antagonist", kind: "select", label: t("form.rate_side", { who: turn.names.antagonist ?? t("card.antagonist") }), choices: points2 },
      { key: "reason", kind: "text", label: t("form.rate_reason") }
    ],
    compose: (v) => compose({ action: "rate", protagonist: Number(v["protagonist"]), antagonist: Number(v["antagonist"]), reason: v["reason"] })
  } : void 0;
  if (!spec) return;
  const form = actionForm(host, { ...spec, opener: () => button });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action4 }, form.form));
  form.open();
}
var ROLLS = /* @__PURE__ */ new Set(["pool", "oppose", "retry"]);
async function openScenePicker(scene2, host, turn, action4, button) {
  const card = scene2.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const role = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : void 0;
  const character = role ? turn.names[role] : void 0;
  const opponent = role ? turn.names[role === "protagonist" ? "antagonist" : "protagonist"] : void 0;
  const topics = host.gameTopics ? await host.gameTopics().catch(() => []) : [];
  const other3 = role ? role === "protagonist" ? "antagonist" : "protagonist" : void 0;
  const own = sheetNamed(topics, character, role ? turn.players[role] : void 0);
  const rival = sheetNamed(topics, opponent, other3 ? turn.players[other3] : void 0);
  const d = scene2.data;
  const groups = [
    ...own ? sheetGroups(host.t, own.card.data) : [],
    { title: host.t("card.scene_cliches"), traits: list2(d["cliches"]).map(obj).flatMap((c) => {
      const name = str2(c["name"]);
      const die2 = dieSize(c["die"]);
      return name ? [{ kind: "scene", name, ...die2 ? { die: die2 } : {} }] : [];
    }) },
    { title: host.t("picker.opponent_problems"), traits: rival ? sheetTraits(rival.card.data, "problems").map(({ name, die: die2 }) => ({ kind: "problem", name, ...die2 ? { die: die2 } : {} })) : [] },
    { title: host.t("card.allies"), traits: list2(d["allies"]).map(obj).flatMap((a) => {
      const name = str2(a["name"]);
      return name ? [{ kind: "ally", name: "", target: name }] : [];
    }) }
  ];
  const { lang, t } = host;
  const picker = poolPicker(host, {
    groups,
    ...role ? { role } : {},
    opener: () => button,
    ...character && !own ? { note: t("picker.no_sheet", { name: character }) } : {},
    compose: (choice) => {
      const context = { ...turn.number !== void 0 ? { scene: turn.number } : {}, ...character ? { character } : {}, role: choice.role };
      const pool2 = { ...own ? { sheet: own.topic.postId } : {}, traits: choice.traits, bought: choice.bought, boosts: choice.boosts };
      host.composeReply(turnActionText({ action: action4, pool: pool2 }, context, lang));
    }
  });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action4 }, picker.form));
  picker.open();
}

// src/games/genrefuzzion/cards/action.ts
var SCENE_ACTIONS = [
  "present",
  "extra-cliche",
  "upgrade",
  "call",
  "ally-die",
  "refuse",
  "block",
  "yield",
  "concede",
  "oppose",
  "retry",
  "effect",
  "trick",
  "flaw",
  "rate",
  "name-rater",
  "ally-intention",
  "suspend",
  "resume",
  "withdraw"
];
var INTERVAL_ACTIONS = ["train", "rename", "new-trick", "new-flaw", "new-cliche", "new-relationship", "endorse", "satisfy", "retire", "call"];
var s = (a, key) => str2(a[key]) ?? "";
var named = (name, detail) => detail ? `${name}: ${detail}` : name;
function sceneDetail(t, type, a) {
  switch (type) {
    case "present":
    case "ally-intention":
      return s(a, "intention");
    case "extra-cliche": {
      const size = dieSize(a["die"]);
      return h("span", { class: "gf-detail" }, h("span", { class: "gf-name" }, s(a, "name")), diceList(t, size ? [size] : []));
    }
    case "upgrade":
      return s(a, "name");
    case "call": {
      const runners2 = obj(a["runners"]);
      return list2(a["allies"]).map(str2).filter((n) => Boolean(n)).map((n) => str2(runners2[n]) ? `${n} (@${str2(runners2[n])})` : n).join(", ");
    }
    case "ally-die":
      return s(a, "trait");
    case "refuse":
      return s(a, "reason");
    case "block":
      return s(a, "ally");
    case "effect": {
      const outcome = oneOf(a["outcome"], ["advantage", "problem", "annul"]);
      const size = dieSize(a["die"]);
      return h(
        "span",
        { class: "gf-detail" },
        outcome ? `${t(`outcome.${outcome}`)}: ` : "",
        h("span", { class: "gf-name" }, s(a, "target")),
        a["owner"] ? ` (${s(a, "owner")})` : "",
        size ? diceList(t, [size]) : null
      );
    }
    case "trick":
      return named(s(a, "name"), s(a, "detail"));
    case "flaw":
      return a["owner"] ? `${s(a, "name")} (${s(a, "owner")})` : s(a, "name");
    case "name-rater":
      return s(a, "rater");
    case "rate": {
      const side = (key) => h("span", { class: "gf-rating", "data-gf-side": key, "data-gf-value": int(a[key]) ?? 0 }, `${t(`card.${key}`)} ${int(a[key]) ?? 0}`);
      return h("span", { class: "gf-detail" }, side("protagonist"), " \xB7 ", side("antagonist"), a["reason"] ? ` \u2014 ${s(a, "reason")}` : "");
    }
    default:
      return "";
  }
}
function intervalDetail(type, a) {
  switch (type) {
    case "train":
      return s(a, "trait");
    case "rename":
      return `${s(a, "from")} \u2192 ${s(a, "to")}`;
    case "new-trick":
    case "new-flaw":
      return named(s(a, "name"), s(a, "detail"));
    case "new-cliche":
      return s(a, "name");
    case "new-relationship":
      return a["target"] ? `${s(a, "name")} (${s(a, "target")})` : s(a, "name");
    case "endorse": {
      const currency = oneOf(a["currency"], ["pv", "pk"]);
      return `${s(a, "character")} #${int(a["objective"]) ?? ""}${currency ? ` (1 ${currency.toUpperCase()})` : ""}`;
    }
    case "satisfy":
      return `#${int(a["objective"]) ?? ""}`;
    case "retire":
    case "call":
      return "";
  }
}
function drawAction(t, d) {
  const character = str2(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.action"), name: character }) : t("card.action"), void 0, int(d["scene"])),
    h("ul", { class: "gf-actions" }, list2(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], SCENE_ACTIONS);
      if (!type) return [];
      return [h(
        "li",
        { class: "gf-action-item", "data-gf-action": type, "data-gf-outcome": type === "effect" ? str2(a["outcome"]) : void 0 },
        h("span", { class: "gf-kind" }, t(`scene_action.${type}`)),
        " ",
        sceneDetail(t, type, a)
      )];
    }))
  ];
}
function drawInterval(t, d) {
  const character = str2(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.interval"), name: character }) : t("card.interval")),
    h("ul", { class: "gf-actions" }, list2(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], INTERVAL_ACTIONS);
      return type ? [h("li", { class: "gf-action-item", "data-gf-action": type }, h("span", { class: "gf-kind" }, t(`interval_action.${type}`)), " ", intervalDetail(type, a))] : [];
    }))
  ];
}

// src/games/genrefuzzion/cards/pool.ts
var KINDS = ["cliche", "relationship", "advantage", "problem", "scene", "ally", "against", "bought", "trick", "gift", "give", "free"];
function drawPool(t, d) {
  const character = str2(d["character"]);
  const entries = list2(d["entries"]).map(obj);
  const boosts = list2(d["boosts"]).map((b) => oneOf(obj(b)["currency"], ["pv", "pk"])).filter((b) => b !== void 0);
  return [
    header(t, character ? t("card.pool_of", { name: character }) : t("card.pool"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("ul", { class: "gf-entries" }, entries.map((e) => {
      const kind = oneOf(e["kind"], KINDS) ?? "free";
      const owner = str2(e["owner"]);
      const name = str2(e["name"]);
      return h(
        "li",
        { class: "gf-entry", "data-gf-kind": kind },
        h("span", { class: "gf-kind" }, t(`pool_kind.${kind}`), kind === "ally" && owner ? ` ${owner}` : ""),
        name ? h("span", { class: "gf-name" }, name) : null,
        kind === "relationship" && owner ? h("span", { class: "gf-note" }, ` (${owner})`) : null,
        e["sacrifice"] === true ? h("span", { class: "gf-note" }, ` (${t("card.sacrificed")})`) : null,
        diceList(t, dice(e["dice"]))
      );
    })),
    boosts.length ? h("ul", { class: "gf-boosts" }, boosts.map((b) => h("li", { class: "gf-boost", "data-gf-boost": b }, t(`card.boost_${b}`)))) : null
  ].filter((x) => x !== null);
}

// src/games/genrefuzzion/cards/scene.ts
function drawScene(t, d) {
  const number = int(d["number"]);
  const title = field(d["title"]);
  const antagonist = obj(d["antagonist"]);
  const antagonistName = str2(antagonist["name"]);
  const description = str2(antagonist["description"]);
  const row = (key) => {
    const value = field(d[key]);
    return value ? fieldRow(t(`card.${key}`), key, value) : [];
  };
  const cliches = list2(d["cliches"]).map(obj);
  const allies = list2(d["allies"]).map(obj).filter((a) => str2(a["name"]) !== void 0);
  return [
    header(t, number !== void 0 ? t("card.scene_number", { number }) : t("card.scene")),
    title ? h("p", { class: "gf-scene-title" }, title) : null,
    h(
      "dl",
      { class: "gf-fields" },
      row("setting"),
      row("tone"),
      row("protagonist"),
      antagonistName ? fieldRow(
        t("card.antagonist"),
        "antagonist",
        antagonistName,
        antagonist["kind"] === "extra" ? h("span", { class: "gf-note" }, ` (${t("card.extra")})`) : null,
        description ? h("span", { class: "gf-description" }, ` \u2014 ${description}`) : null
      ) : [],
      row("intention")
    ),
    cliches.length ? section("cliches", t("card.scene_cliches"), h("ul", { class: "gf-entries" }, cliches.map((c) => {
      const size = dieSize(c["die"]);
      return h("li", { class: "gf-entry", "data-gf-kind": "scene" }, h("span", { class: "gf-name" }, str2(c["name"]) ?? ""), diceList(t, size ? [size] : []));
    }))) : null,
    allies.length ? section("allies", t("card.allies"), h("ul", { class: "gf-allies" }, allies.map((a) => h(
      "li",
      { class: "gf-ally" },
      str2(a["name"]),
      str2(a["runner"]) ? h("span", { class: "gf-note" }, ` (@${str2(a["runner"])})`) : null
    )))) : null
  ].filter((x) => x !== null);
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

// src/markup/card-payload.ts
var MESSAGES = { ...diceMessages, ...markupMessages };
function errorMessage(error2, lang) {
  return localise(MESSAGES, error2, lang);
}
var MAX_ERRORS_SHOWN = 20;
function cardPayload(parsed, options) {
  const lang = parsed.lang ?? DEFAULT_LANG;
  if (parsed.errors.length === 0) {
    const node = parsed.node;
    switch (node.block) {
      case "pool":
        return { block: "pool", data: node };
      case "scene":
        return { block: "scene", data: node };
      case "roll":
        return { block: "roll", data: node };
      case "action":
        return { block: "action", data: node };
      case "interval":
        return { block: "interval", data: node };
      case "sheet": {
        const warnings = options.sheetWarnings?.(node, lang) ?? [];
        return { block: "sheet", data: warnings.length ? { ...node, warnings } : node };
      }
    }
  }
  const errors = parsed.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => {
    const item = e.rule ? { line: e.line, column: e.column, code: e.code, rule: e.rule, message: errorMessage(e, lang) } : { line: e.line, column: e.column, code: e.code, message: errorMessage(e, lang) };
    return item;
  });
  return { block: "error", data: { tag: options.tag, errors, more: Math.max(0, parsed.errors.length - MAX_ERRORS_SHOWN) } };
}

// src/markup/html.ts
var Html = class _Html {
  /** Only this module makes Html (a plain field: private #fields cost WeakMaps once bundled for es2020). */
  constructor(text3) {
    __publicField(this, "text", text3);
  }
  /** @internal */
  static trusted(text3) {
    return new _Html(text3);
  }
  toString() {
    return this.text;
  }
};
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
function skipSpace(text3, at) {
  for (let c = text3.charCodeAt(at); c === 32 || c === 9; c = text3.charCodeAt(++at)) ;
  return at;
}
function readOpenTag(text3, from) {
  TAG_NAME_AT.lastIndex = from;
  const m = TAG_NAME_AT.exec(text3);
  if (!m) return void 0;
  const tag = m[1].toLowerCase();
  const attrs = [];
  let at = from + m[0].length;
  for (; ; ) {
    const before = at;
    at = skipSpace(text3, at);
    if (text3[at] === "]") {
      NON_SPACE.lastIndex = at + 1;
      const extra = NON_SPACE.exec(text3);
      if (extra) return { ok: false, tag, column: extra.index + 1 };
      return { ok: true, tag, attrs };
    }
    if (at === before && attrs.length > 0) return { ok: false, tag, column: at + 1 };
    ATTR_NAME.lastIndex = at;
    const name = ATTR_NAME.exec(text3);
    if (!name) return { ok: false, tag, column: at + 1 };
    const nameStart = at;
    at = ATTR_NAME.lastIndex;
    if (text3[at] !== "=") return { ok: false, tag, column: at + 1 };
    at++;
    const open = text3[at];
    if (open === '"' || open === "\u201C" || open === "\u201D") {
      CLOSE_QUOTE.lastIndex = at + 1;
      const closing = CLOSE_QUOTE.exec(text3);
      if (!closing) return { ok: false, tag, column: at + 1 };
      const valueStart = at + 1;
      const valueEnd = closing.index;
      attrs.push({ name: name[0], value: text3.slice(valueStart, valueEnd), nameStart, valueStart, valueEnd });
      at = valueEnd + 1;
    } else {
      BARE_VALUE.lastIndex = at;
      const value = BARE_VALUE.exec(text3);
      if (!value) return { ok: false, tag, column: at + 1 };
      attrs.push({ name: name[0], value: value[0], nameStart, valueStart: at, valueEnd: BARE_VALUE.lastIndex });
      at = BARE_VALUE.lastIndex;
    }
  }
}

// src/markup/cooked-card.ts
var HEAD = /^([a-z][a-z0-9-]{0,31}) (es|en) ([1-9]\d{0,8}) (\d{1,6})$/;
function readCookedCard(attr2, text3, tags) {
  const m = HEAD.exec(attr2);
  if (!m || !isLang(m[2])) return void 0;
  const lines = text3.split("\n");
  const openFrom = Number(m[4]);
  const key = tags.get(tagNameOf(lines[0].slice(openFrom)) ?? "");
  if (key === void 0 || key !== m[1]) return void 0;
  return { key, lang: m[2], firstLine: Number(m[3]), openFrom, lines };
}
function locatedOf(cooked) {
  const lines = cooked.lines.map((text3, i) => ({ number: cooked.firstLine + i, text: text3, start: 0, byteStart: 0, newline: "\n", ascii: void 0 }));
  const closed = lines.length > 1;
  return { openFrom: cooked.openFrom, open: lines[0], body: closed ? lines.slice(1, -1) : [], close: closed ? lines[lines.length - 1] : void 0 };
}
function cookedSource(cooked) {
  return [cooked.lines[0].slice(cooked.openFrom), ...cooked.lines.slice(1)].join("\n");
}

// src/dice/notation.ts
var TOKEN = /^(\d*)d(\d+)(?::(\d+))?$/i;
function readTokens(text3, rolled, options) {
  const sizes2 = options.sizes ?? DIE_SIZES;
  const max = options.maxDice ?? MAX_POOL_DICE;
  const rule = options.sizes ? void 0 : "GF-DIE-1";
  const words = text3.split(/[\s,+]+/).filter((w) => w !== "");
  if (words.length === 0) return err(gfError("dice.notation.empty"));
  const tokens3 = [];
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
        { token: word, size: sizeText, sizes: sizes2.map((s2) => `d${s2}`).join(" ") }
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
      tokens3.push({ text: word, count, size, face });
    } else {
      tokens3.push({ text: word, count, size });
    }
    total += count;
  }
  if (total > max) return err(gfError("dice.notation.too-many", void 0, { count: total, max }));
  return ok(tokens3);
}
function parsePool(text3, options = {}) {
  const tokens3 = readTokens(text3, false, options);
  if (!tokens3.ok) return tokens3;
  const sizes2 = [];
  for (const t of tokens3.value) for (let i = 0; i < t.count; i++) sizes2.push(t.size);
  return ok(sizes2);
}

// src/markup/dice-text.ts
function readDieToken(token) {
  const c = token.charCodeAt(0) | 32;
  if (c !== 100 && (c < 48 || c > 57)) return void 0;
  if (c === 100) {
    const n = token.length === 2 ? token.charCodeAt(1) - 48 : token.length === 3 && token.charCodeAt(1) === 49 ? 10 + token.charCodeAt(2) - 48 : -1;
    const single = n >= 4 && n <= 12 ? SINGLE_DIE[n] : void 0;
    if (single) return single;
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

// src/markup/source.ts
function isAscii(text3) {
  for (let i = 0; i < text3.length; i++) if (text3.charCodeAt(i) > 127) return false;
  return true;
}
function spanOf(line, from, to) {
  const text3 = line.text;
  if (line.ascii ?? (line.ascii = isAscii(text3))) {
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
    const c = text3.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < text3.length && (text3.charCodeAt(i + 1) & 64512) === 56320) {
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
function trimStart(text3, from, to) {
  while (from < to && isSpace(text3.charCodeAt(from))) from++;
  return from;
}
function trimEnd(text3, from, to) {
  while (to > from && isSpace(text3.charCodeAt(to - 1))) to--;
  return to;
}
var trailing = { cut: 0, error: void 0, errorAt: 0 };
var runs = [];
function trailingDice(text3, from, to) {
  let cut = to;
  trailing.error = void 0;
  runs.length = 0;
  for (; ; ) {
    let end = cut;
    while (end > from && isSpace(text3.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > from && !isSpace(text3.charCodeAt(start - 1))) start--;
    if (start === end) break;
    const token = readDieToken(text3.slice(start, end));
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
  constructor(line, field2, keyword, lang, qualifier2, q0, q1, value, v0, v1, dice2, d0, d1, w0, w1) {
    __publicField(this, "line", line);
    __publicField(this, "field", field2);
    __publicField(this, "keyword", keyword);
    __publicField(this, "lang", lang);
    __publicField(this, "qualifier", qualifier2);
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
  const text3 = line.text;
  const lead = trimStart(text3, 0, text3.length);
  const tail = trimEnd(text3, lead, text3.length);
  const colon = text3.indexOf(":", lead);
  if (colon > lead && colon - lead <= 80) {
    const found = compiled.fields.prefix(text3.slice(lead, colon));
    if (found) {
      const def = compiled.spec.fields[found.hit.id];
      const qStart = trimStart(text3, lead + found.length, colon);
      const qEnd = trimEnd(text3, qStart, colon);
      let vStart = def.rest ? colon + 1 : trimStart(text3, colon + 1, text3.length);
      let vEnd = def.rest ? text3.length : trimEnd(text3, vStart, text3.length);
      let dice2 = NO_DICE;
      let d0 = 0;
      let d1 = 0;
      if (def.dice) {
        const found2 = trailingDice(text3, vStart, vEnd);
        if (trailing.error) return { ok: false, error: trailing.error, column: spanOf(line, trailing.errorAt, trailing.errorAt).column, lang: found.hit.lang };
        if (found2.length) {
          d0 = trailing.cut;
          d1 = vEnd;
          dice2 = found2;
          vEnd = trimEnd(text3, vStart, trailing.cut);
        }
      }
      return {
        ok: true,
        line: new ReadField(
          line,
          found.hit.id,
          text3.slice(lead, lead + found.length),
          found.hit.lang,
          text3.slice(qStart, qEnd),
          qStart,
          qEnd,
          text3.slice(vStart, vEnd),
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
  const bareDice = trailingDice(text3, lead, tail);
  const d = { cut: trailing.cut, error: trailing.error, errorAt: trailing.errorAt };
  const kStart = lead;
  const kEnd = trimEnd(text3, lead, d.error ? tail : d.cut);
  if (kEnd > kStart) {
    const hit = compiled.fields.get(text3.slice(kStart, kEnd));
    if (hit && compiled.spec.fields[hit.id].bare) {
      if (d.error) return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column, lang: hit.lang };
      const takesDice = compiled.spec.fields[hit.id].dice === true && bareDice.length > 0;
      return {
        ok: true,
        line: new ReadField(
          line,
          hit.id,
          text3.slice(kStart, kEnd),
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
  if (compiled.spec.freeDice && DIE_START.test(text3.slice(lead, lead + 5))) {
    const pool2 = parsePool(text3.slice(lead, tail));
    if (pool2.ok) return { ok: true, line: { kind: "dice", dice: pool2.value, span: spanOf(line, lead, tail) } };
    const token = pool2.error.params?.["token"];
    const at = typeof token === "string" ? Math.max(lead, text3.indexOf(token, lead)) : lead;
    return { ok: false, error: pool2.error, column: spanOf(line, at, at).column };
  }
  if (d.error && text3.slice(lead, tail).split(/\s+/).every((t) => DIE_SHAPE.test(t))) {
    return { ok: false, error: d.error, column: spanOf(line, d.errorAt, d.errorAt).column };
  }
  return {
    ok: false,
    error: gfError("markup.unknown_line", void 0, { text: clip(text3.slice(lead, tail)), block: compiled.spec.tags[0] }),
    column: spanOf(line, lead, lead).column
  };
}
var NO_DICE = Object.freeze([]);
function clip(text3, max = 60) {
  return text3.length > max ? `${text3.slice(0, max - 1)}\u2026` : text3;
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
function trimmedLength(text3) {
  let end = text3.length;
  while (end > 0 && NON_BLANK_AT.test(text3[end - 1]) === false) end--;
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
    ctx.error(gfError("markup.die_range", rule, { keyword: line.keyword, size: die2, allowed: allowed.map((s2) => `d${s2}`).join(", ") }), line.diceSpan);
    return void 0;
  }
  return die2;
}
function intValue(text3, line, ctx, min, max, rule) {
  const t = text3.trim();
  const n = /^\d{1,9}$/.test(t) ? Number(t) : NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  ctx.error(gfError("markup.bad_number", rule, { keyword: line.keyword, value: t, min, max }), line.valueSpan);
  return void 0;
}
function once(lines, field2, ctx) {
  const found = lines.filter((l) => l.field === field2);
  for (const extra of found.slice(1)) {
    ctx.error(gfError("markup.duplicate_field", void 0, { keyword: extra.keyword }), extra.span);
  }
  return found[0];
}
function allyList(text3) {
  return nameList(text3).map((item) => {
    const m = /^(.*?)\s*\(\s*@([^\s()@]+)\s*\)$/.exec(item);
    return m && m[1] ? { name: m[1], runner: m[2] } : { name: item };
  });
}
function nameList(text3) {
  return text3.split(/\s*(?:,|;|\s+y\s+|\s+and\s+|\s+e\s+)\s*/i).map((s2) => s2.trim()).filter(Boolean);
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
  const field2 = line.field;
  if (field2 !== "effect" && field2 !== "trick" && field2 !== "flaw" && !noQualifier(line, ctx)) return void 0;
  switch (field2) {
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
      const runners2 = named3.filter((x) => x.runner);
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
      return noValue(line, ctx) ? { type: field2, span } : void 0;
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
      const a2 = action2(line, ctx);
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
function action3(line, ctx) {
  const span = line.span;
  const field2 = line.field;
  const qualified = field2 === "new-trick" || field2 === "new-flaw" || field2 === "new-relationship" || field2 === "endorse";
  if (!qualified && !noQualifier(line, ctx)) return void 0;
  switch (field2) {
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
      return line.qualifier ? { type: field2, name: line.qualifier, detail: line.value, span } : { type: field2, name: line.value, detail: "", span };
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
  const field2 = line.field;
  const kind = KIND[field2];
  let owner;
  if (field2 === "ally") {
    if (!line.qualifier) {
      ctx.error(gfError("markup.qualifier_required", "GF-POOL-2", { keyword: line.keyword, what: ctx.lang === "es" ? "qu\xE9 aliado" : "which ally", example: "Bea" }), line.span);
      return void 0;
    }
    owner = line.qualifier;
  } else if (field2 === "relationship") {
    owner = line.qualifier || void 0;
  } else if (!noQualifier(line, ctx)) {
    return void 0;
  }
  let dice2 = [...line.dice];
  if (field2 === "bought") {
    if (!noValue(line, ctx)) return void 0;
    const die2 = oneDie(line, ctx, [6], "GF-POOL-2");
    if (line.dice.length && die2 === void 0) return void 0;
    dice2 = [6];
  } else {
    if (!requireValue(line, ctx)) return void 0;
    if (field2 !== "trick" && line.dice.length > 1) {
      oneDie(line, ctx);
      return void 0;
    }
  }
  const e = { kind, name: line.value, dice: dice2, sacrifice: field2 === "sacrifice", span: line.span };
  if (owner) e.owner = owner;
  return e;
}
var poolBlock2 = {
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
function rolledDice2(line, ctx) {
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
    const fields2 = lines.filter((l) => l.kind === "field");
    fields2.forEach((l) => noQualifier(l, ctx));
    const node = { block: "roll", dice: [], result: 0, effect: [], botches: 0, spans: {} };
    const a = attrs;
    if (a.character !== void 0) node.character = a.character;
    if (a.role !== void 0) node.role = a.role;
    if (a.scene !== void 0) node.scene = a.scene;
    if (a.post !== void 0) node.post = a.post;
    if (a.blockNumber !== void 0) node.blockNumber = a.blockNumber;
    if (a.proof !== void 0) node.proof = a.proof;
    if (a.version !== void 0) node.version = a.version;
    const required = (field2) => {
      const line = once(fields2, field2, ctx);
      if (!line) {
        const keyword = ctx.lang === "es" ? FIELDS4[field2].spellings.es[0] : FIELDS4[field2].spellings.en[0];
        ctx.error(gfError("markup.missing_field", void 0, { keyword }), openSpan);
        return void 0;
      }
      if (!line.value) {
        ctx.error(gfError("markup.value_required", void 0, { keyword: line.keyword }), line.valueSpan);
        return void 0;
      }
      node.spans[field2] = line.valueSpan;
      return line;
    };
    const diceLine = required("dice");
    if (diceLine) node.dice = rolledDice2(diceLine, ctx);
    const resultLine = required("result");
    if (resultLine) node.result = intValue(resultLine.value, resultLine, ctx, 0, 999, "GF-ROLL-3") ?? 0;
    const effectLine = required("effect");
    if (effectLine && !NONE.has(foldKeyword(effectLine.value))) {
      const sizes2 = [];
      for (const token of effectLine.value.split(/\s+/)) {
        const die2 = readDieToken(token);
        if (die2?.ok) sizes2.push(...die2.sizes);
        else ctx.error(die2 ? die2.error : gfError("dice.notation.bad-token", "GF-WIN-2", { token }), effectLine.valueSpan);
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
    const fields2 = lines.filter((l) => l.kind === "field");
    const node = { block: "scene", cliches: [], allies: [] };
    if (typeof attrs["number"] === "number") node.number = attrs["number"];
    const text3 = (field2, required) => {
      const line = once(fields2, field2, ctx);
      if (!line) {
        if (required) {
          const keyword = ctx.lang === "es" ? FIELDS5[field2].spellings.es[0] : FIELDS5[field2].spellings.en[0];
          ctx.error(gfError("markup.missing_field", "GF-SCENE-2", { keyword }), openSpan);
        }
        return;
      }
      if (!noQualifier(line, ctx)) return;
      if (!line.value) ctx.error(gfError("markup.value_required", "GF-SCENE-2", { keyword: line.keyword }), line.valueSpan);
      else node[field2] = { value: line.value, span: line.valueSpan };
    };
    text3("title", true);
    text3("setting", true);
    text3("tone", true);
    text3("protagonist", false);
    text3("intention", true);
    const numberLine = once(fields2, "number", ctx);
    if (numberLine && noQualifier(numberLine, ctx)) {
      const n = intValue(numberLine.value, numberLine, ctx, 1, 1e9);
      if (n !== void 0) node.number = n;
    }
    for (const line of fields2.filter((l) => l.field === "cliche")) {
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
    const clicheLines = fields2.filter((l) => l.field === "cliche");
    if (clicheLines.length > MAX_SCENE_CLICHES) {
      ctx.error(gfError("markup.too_many", "GF-SCENE-2", { keyword: clicheLines[0].keyword, max: MAX_SCENE_CLICHES }), clicheLines[MAX_SCENE_CLICHES].span);
    } else {
      const d8 = node.cliches.filter((c) => c.die === 8).length;
      const d4 = node.cliches.filter((c) => c.die === 4).length;
      if (d8 !== d4) ctx.error(gfError("markup.scene_balance", "GF-SCENE-2", { d8, d4 }), clicheLines[0]?.span ?? openSpan);
    }
    const character = once(fields2, "antagonist", ctx);
    const extra = once(fields2, "extra", ctx);
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
    const finale = once(fields2, "finale", ctx);
    if (finale && noQualifier(finale, ctx)) {
      const value = finale.value.trim();
      if (YES.test(value) || NO.test(value)) node.finale = { value: YES.test(value), span: finale.span };
      else ctx.error(gfError("markup.yes_or_no", "GF-FIN-1", { keyword: finale.keyword }), finale.valueSpan);
    }
    for (const line of fields2.filter((l) => l.field === "allies")) {
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
function trait2(line, ctx, targeted) {
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
    const fields2 = lines.filter((l) => l.kind === "field");
    for (const key of ["name", "player", "concept"]) {
      const line = once(fields2, key, ctx);
      if (line && noQualifier(line, ctx)) node[key] = { value: line.value, span: line.valueSpan };
    }
    for (const key of ["pv", "pk"]) {
      const line = once(fields2, key, ctx);
      if (!line || !noQualifier(line, ctx)) continue;
      const value = intValue(line.value, line, ctx, 0, 1e6, "GF-PTS-2");
      if (value !== void 0) node[key] = { value, span: line.valueSpan };
    }
    const notes = once(fields2, "notes", ctx);
    if (notes) {
      noQualifier(notes, ctx);
      node.notes = { value: notes.value, span: notes.valueSpan };
    }
    for (const line of fields2) {
      switch (line.field) {
        case "cliche": {
          const t = trait2(line, ctx, false);
          if (t) node.cliches.push(t);
          break;
        }
        case "relationship": {
          const t = trait2(line, ctx, true);
          if (t) node.relationships.push(t);
          break;
        }
        case "advantage": {
          const t = trait2(line, ctx, true);
          if (t) node.advantages.push(t);
          break;
        }
        case "problem": {
          const t = trait2(line, ctx, false);
          if (t) node.problems.push(t);
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
          const fills = line.qualifier ? line.value.split(";").map((s2) => s2.trim()).filter(Boolean) : [];
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
  compileSpec(poolBlock2),
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
var SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));
var GF_TAGS = new Map([...BLOCKS_BY_TAG].map(([tag, compiled]) => [tag, compiled.spec.name]));
var GF_CANONICAL_TAG = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c.spec.tags[0]]));
var parseGfBlock = (key, located, lang) => parseBlock(SPEC_BY_NAME.get(key), located, lang);

// src/games/genrefuzzion/cards/read-card.ts
function readGfCard(head, text3, options) {
  const cooked = readCookedCard(head, text3, GF_TAGS);
  if (!cooked) return void 0;
  const parsed = parseGfBlock(cooked.key, locatedOf(cooked), cooked.lang);
  const tag = GF_CANONICAL_TAG.get(cooked.key);
  const value = readCardValue(cardValue(cardPayload(parsed, { tag, sheetWarnings: options.sheetWarnings })));
  return value && { block: value.block, data: value.data, source: cookedSource(cooked) };
}

// src/games/genrefuzzion/cards/index.ts
function draw(card, host) {
  const { t } = host;
  const data = card.data;
  switch (card.block) {
    case "pool":
      return drawPool(t, data);
    case "scene":
      return drawScene(t, data);
    case "roll":
      return drawRoll(t, data);
    case "action":
      return drawAction(t, data);
    case "interval":
      return drawInterval(t, data);
    case "sheet":
      return drawSheet(host, data);
    default:
      return void 0;
  }
}
function decorate(card, host) {
  switch (card.block) {
    case "roll":
      void decorateRoll(card, host);
      break;
    case "sheet":
      decorateSheet(card, host);
      break;
    case "scene":
      decorateScene(card, host);
      break;
    case "interval":
      decorateInterval(card, host);
      break;
  }
}
var genreFuzzionCards = { game: "genrefuzzion", read: readGfCard, draw, decorate };

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

// src/games/tricube/cards/card-data.ts
var CARD_BLOCK = { challenge: "ttchallenge", roll: "ttroll", karma: "ttkarma", sheet: "ttsheet", answer: "ttanswer", gm: "ttgm" };
var TRICUBE_CARD_BLOCKS = Object.values(CARD_BLOCK);

// src/games/tricube/rules/model.ts
var QUALITIES = ["agile", "strong", "cunning"];
var STYLES = ["melee", "ranged", "mental"];
var DEFAULT_STYLE = { agile: "ranged", strong: "melee", cunning: "mental" };
var LIMITATIONS = [
  "destructive",
  "exhausting",
  "focused",
  "personal",
  "ritualistic",
  "source",
  "visible",
  "artefact",
  "grounded",
  "intimidating",
  "negatable",
  "non-offensive",
  "costumed",
  "uncontrollable"
];
var ENEMY_QUALITIES = ["agile", "strong", "cunning", "clumsy", "weak", "stupid"];

// src/games/tricube/rules/dice-count.ts
function qualityApplies(i) {
  if (i.fear) return i.quality === "cunning";
  if (i.combat) return i.combat === i.style;
  return i.challengeQuality === i.quality;
}
function diceCount(i) {
  return (qualityApplies(i) ? 3 : 2) - (i.outsideConcept ? 1 : 0);
}

// src/games/tricube/cards/roll-declaration.ts
function rollOptions(sheet3, challenge2) {
  const name = sheet3.name;
  const who = challenge2.who.find((w) => !!name && w.character.toLowerCase() === name.toLowerCase());
  if (!who || !sheet3.quality || sheet3.kind !== "pc") return null;
  const input = {
    quality: sheet3.quality,
    style: sheet3.style ?? DEFAULT_STYLE[sheet3.quality],
    challengeQuality: who.quality ?? challenge2.quality ?? sheet3.quality,
    combat: challenge2.combat ?? null,
    outsideConcept: who.outsideConcept,
    fear: challenge2.kind === "fear"
  };
  return {
    challenge: challenge2.id,
    character: who.character,
    quirks: sheet3.quirks,
    perks: sheet3.perks.map((p) => p.name),
    qualityApplies: qualityApplies(input),
    outsideConcept: who.outsideConcept,
    dice: diceCount(input),
    difficulty: challenge2.difficulty
  };
}
var WORDS = {
  es: { challenge: "desafio", character: "personaje", quality: "cualidad", concept: "concepto", quirk: "defecto", perk: "ventaja", yes: "s\xED", no: "no" },
  en: { challenge: "challenge", character: "character", quality: "quality", concept: "concept", quirk: "quirk", perk: "perk", yes: "yes", no: "no" }
};
var attr = (v) => /[\s\]]/.test(v) || v === "" ? `"${v.replace(/"/g, "")}"` : v.replace(/"/g, "");
function rollDeclaration(o, choice, lang) {
  const w = WORDS[lang];
  const tag = TAGS2.roll[lang === "es" ? 1 : 0];
  return [
    `[${tag} ${w.challenge}=${attr(o.challenge)} ${w.character}=${attr(o.character)}]`,
    `${w.quality}: ${o.qualityApplies ? w.yes : w.no}`,
    ...choice.outsideConcept ? [`${w.concept}: ${w.no}`] : [],
    ...choice.quirk ? [`${w.quirk}: ${choice.quirk}`] : [],
    ...choice.perk ? [`${w.perk}: ${choice.perk}`] : [],
    `[/${tag}]`
  ].join("\n");
}

// src/games/tricube/cards/roll-picker.ts
function rollPicker(host, o) {
  const lang = host.lang;
  const quirkId = uid("gf-tt-quirk");
  const perkId = uid("gf-tt-perk");
  const choose = (id, items) => h(
    "select",
    { id, class: "gf-picker-select" },
    h("option", { value: "" }, label("pickerNone", lang)),
    items.map((x) => h("option", { value: x }, x))
  );
  const quirk = choose(quirkId, o.quirks);
  const perk = choose(perkId, o.perks);
  const outside = h("input", { type: "checkbox", class: "gf-picker-check" });
  const summary = h("p", { class: "gf-picker-count", "aria-live": "polite" });
  const update = () => {
    const dice2 = Math.max(1, o.dice - (outside.checked && !o.outsideConcept ? 1 : 0));
    const difficulty = o.difficulty === void 0 ? "?" : o.difficulty + (quirk.value ? 1 : 0);
    summary.textContent = label("pickerDice", lang, { dice: dice2, difficulty });
  };
  update();
  let button;
  const form = h(
    "form",
    { class: "gf-picker", hidden: true, "aria-label": label("pickerTitle", lang, { character: o.character }) },
    h("p", { class: "gf-picker-title" }, label("pickerTitle", lang, { character: o.character })),
    h("div", { class: "gf-picker-row" }, h("label", { for: quirkId }, label("quirk", lang)), quirk),
    h("div", { class: "gf-picker-row" }, h("label", { for: perkId }, label("perk", lang)), perk),
    o.outsideConcept ? null : h("label", { class: "gf-picker-option" }, outside, label("pickerConcept", lang)),
    summary,
    h(
      "div",
      { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, label("pickerCompose", lang)),
      h("button", { type: "button", class: "gf-button", onclick: () => shown.close() }, label("pickerCancel", lang))
    )
  );
  const shown = disclosure(form, () => button, "select");
  form.addEventListener("change", update);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    host.composeReply(rollDeclaration(o, { ...quirk.value ? { quirk: quirk.value } : {}, ...perk.value ? { perk: perk.value } : {}, outsideConcept: outside.checked }, lang));
    shown.close();
  });
  button = h("button", { type: "button", class: "gf-button", "aria-expanded": "false", "data-gf-action": "tt-roll", onclick: () => shown.open() }, label("rollButton", lang));
  return h("div", { class: "gf-tt-picker" }, button, form);
}

// src/games/tricube/cards/decorate.ts
var text2 = (v) => {
  const s2 = str2(v);
  return s2 && s2.length <= 200 ? s2 : void 0;
};
var flag2 = (v) => v === true;
var texts = (v) => list2(v).map(text2).filter((x) => x !== void 0);
var named2 = (v) => list2(v).map(obj).flatMap((p) => {
  const name = text2(p["name"]);
  return name ? [{ name, limitations: list2(p["limitations"]).map((l) => oneOf(l, LIMITATIONS)).filter((l) => l !== void 0) }] : [];
});
var tokens = (v) => {
  const t = obj(v);
  const current = int(t["current"]);
  const quota = int(t["quota"]);
  return current !== void 0 && quota !== void 0 ? { current, quota } : void 0;
};
function challengeOf(d) {
  const id = text2(d["id"]);
  const kind = oneOf(d["kind"], ["normal", "attack", "defence", "fear", "opposed"]);
  const who = list2(d["who"]).map(obj).flatMap((w) => {
    const character = text2(w["character"]);
    const quality2 = oneOf(w["quality"], QUALITIES);
    return character ? [{ character, ...quality2 ? { quality: quality2 } : {}, outsideConcept: flag2(w["outsideConcept"]) }] : [];
  });
  if (!id || !kind || !who.length) return void 0;
  const quality = oneOf(d["quality"], QUALITIES);
  const n = int(d["difficulty"]);
  const difficulty = n === 4 || n === 5 || n === 6 ? n : void 0;
  const effort = int(d["effort"]);
  const combat = oneOf(d["combat"], STYLES);
  const battle = text2(d["battle"]);
  const e = d["enemy"] === void 0 ? void 0 : obj(d["enemy"]);
  const enemyName = e && text2(e["name"]);
  const level = e && int(e["level"]);
  return {
    block: "challenge",
    id,
    kind,
    who,
    deadly: flag2(d["deadly"]),
    ...quality ? { quality } : {},
    ...difficulty ? { difficulty } : {},
    ...effort !== void 0 && effort >= 1 ? { effort } : {},
    ...combat ? { combat } : {},
    ...battle ? { battle } : {},
    ...e ? { enemy: {
      ...enemyName ? { name: enemyName } : {},
      qualities: list2(e["qualities"]).map((q) => oneOf(q, ENEMY_QUALITIES)).filter((q) => q !== void 0),
      ...level !== void 0 ? { level } : {},
      boss: flag2(e["boss"])
    } } : {}
  };
}
function sheetOf(d) {
  const kind = oneOf(d["kind"], ["pc", "vehicle"]) ?? "pc";
  const node = {
    block: "sheet",
    kind,
    perks: named2(d["perks"]),
    quirks: texts(d["quirks"]),
    advances: int(d["advances"]) ?? 0,
    spells: named2(d["spells"]),
    afflictions: list2(d["afflictions"]).map(obj).flatMap((a) => {
      const name = text2(a["name"]);
      return name ? [{ name, permanent: flag2(a["permanent"]), untilSceneEnd: flag2(a["untilSceneEnd"]), fatal: flag2(a["fatal"]) }] : [];
    })
  };
  for (const key of ["name", "player", "concept", "species"]) {
    const v = text2(d[key]);
    if (v) node[key] = v;
  }
  const quality = oneOf(d["quality"], QUALITIES);
  if (quality) node.quality = quality;
  const style = oneOf(d["style"], STYLES);
  if (style) node.style = style;
  const level = int(d["level"]);
  if (level !== void 0) node.level = level;
  const karma2 = tokens(d["karma"]);
  if (karma2) node.karma = karma2;
  const resolve = tokens(d["resolve"]);
  if (resolve) node.resolve = resolve;
  return node.name ? node : void 0;
}
async function decorateTricubeChallenge(element, data, host) {
  const challenge2 = challengeOf(data);
  if (!challenge2 || !host.username || !host.gameTopics) return;
  const me = host.username.toLowerCase();
  for (const topic of await host.gameTopics()) {
    for (const el2 of topic.element.querySelectorAll('div[data-gf-card^="ttsheet "]')) {
      const card = readCard(el2);
      const sheet3 = card && sheetOf(card.data);
      if (!sheet3) continue;
      if ((sheet3.player ?? topic.username).toLowerCase() !== me) continue;
      const options = rollOptions(sheet3, challenge2);
      if (!options) continue;
      element.querySelector(".gf-tt-picker")?.remove();
      element.append(rollPicker(host, options));
      return;
    }
  }
}

// src/games/tricube/cards/draw.ts
var QUALITIES2 = ["agile", "strong", "cunning"];
var KINDS2 = ["normal", "attack", "defence", "fear", "opposed"];
var fields = (...rows) => h("dl", { class: "gf-fields" }, rows);
var tokens2 = (v) => {
  const t = obj(v);
  const c = int(t["current"]);
  const q = int(t["quota"]);
  return c !== void 0 && q !== void 0 ? `${c}/${q}` : void 0;
};
var pill = (kind, text3, attrs = {}) => h("span", { class: "gf-tt-pill", "data-gf-kind": kind, ...attrs }, text3);
function challenge(lang, d) {
  const who = list2(d["who"]).map(obj).filter((w) => str2(w["character"]));
  const quality = oneOf(d["quality"], QUALITIES2);
  const kind = oneOf(d["kind"], KINDS2) ?? "normal";
  const difficulty = int(d["difficulty"]);
  const effort = int(d["effort"]);
  const enemy = obj(d["enemy"]);
  return [
    header((k, p) => label(k, lang, p), label("challenge", lang, { id: str2(d["id"]) ?? "-" })),
    fields(
      fieldRow(label("who", lang), "who", who.map((w, i) => [i ? ", " : "", h(
        "span",
        { class: "gf-name", "data-gf-outside": w["outsideConcept"] === true ? "" : void 0 },
        str2(w["character"]),
        w["outsideConcept"] === true ? ` (${label("outside", lang)})` : ""
      )])),
      difficulty !== void 0 ? fieldRow(label("difficulty", lang), "difficulty", pill("difficulty", difficulty, { "data-gf-value": difficulty })) : [],
      quality ? fieldRow(label("quality", lang), "quality", QUALITY[lang][quality]) : [],
      // The effort tokens the challenge starts with (TT-EFF-1); the service's replies say how many are left.
      effort !== void 0 ? fieldRow(label("effort", lang), "effort", h(
        "span",
        { class: "gf-tt-effort", "data-gf-value": effort },
        Array.from({ length: Math.min(effort, 20) }, () => h("span", { class: "gf-tt-token" }, "\u25CF")),
        effort > 20 ? ` ${effort}` : ""
      )) : [],
      kind !== "normal" ? fieldRow(label("kind", lang), "kind", KIND2[lang][kind]) : [],
      str2(enemy["name"]) ? fieldRow(label("enemy", lang), "enemy", str2(enemy["name"]), enemy["boss"] === true ? ` (${label("boss", lang)})` : "") : []
    ),
    d["deadly"] === true ? h("p", { class: "gf-tt-warning", "data-gf-kind": "deadly" }, label("deadly", lang)) : null
  ].filter((x) => x !== null);
}
function roll2(lang, d) {
  const dice2 = list2(d["dice"]).map(int).filter((x) => x !== void 0 && x >= 1 && x <= 6);
  const quality = d["quality"] === true ? "qualityApplies" : d["quality"] === false ? "qualityNot" : void 0;
  return [
    header((k) => k, label("roll", lang, { character: str2(d["character"]) ?? "-", challenge: str2(d["challenge"]) ?? "-" })),
    fields(
      str2(d["quirk"]) ? fieldRow(label("quirk", lang), "quirk", str2(d["quirk"])) : [],
      str2(d["perk"]) ? fieldRow(label("perk", lang), "perk", str2(d["perk"])) : [],
      quality ? fieldRow(label("quality", lang), "quality", label(quality, lang)) : [],
      d["concept"] === false ? fieldRow(label("conceptNot", lang), "concept", label("yes", lang)) : [],
      fieldRow(label("dice", lang), "dice", dice2.length ? h("span", { class: "gf-dice" }, dice2.map((f) => h("span", { class: "gf-die", "data-gf-size": 6, "data-gf-face": f }, String(f)))) : h("span", { class: "gf-die-pending" }, label("rolledBy", lang)))
    )
  ];
}
function karma(lang, d) {
  return [
    header((k) => k, label("karma", lang, { character: str2(d["character"]) ?? "-", challenge: str2(d["challenge"]) ?? "-" })),
    fields(
      fieldRow(label("perk", lang), "perk", str2(d["perk"]) ?? "-", d["prepared"] === true ? ` (${label("prepared", lang)})` : ""),
      str2(d["spender"]) ? fieldRow(label("paidBy", lang), "spender", str2(d["spender"])) : []
    )
  ];
}
function sheet2(lang, d) {
  const quality = oneOf(d["quality"], QUALITIES2);
  const named3 = (key) => list2(d[key]).map(obj).map((p) => str2(p["name"])).filter((x) => !!x);
  const quirks = list2(d["quirks"]).map(str2).filter((x) => !!x);
  const afflictions = list2(d["afflictions"]).map(obj).filter((a) => str2(a["name"]));
  const entries = (kind, items) => h("ul", { class: "gf-entries" }, items.map((x) => h("li", { class: "gf-entry", "data-gf-kind": kind }, x)));
  return [
    header((k) => k, str2(d["name"]) ?? label("sheet", lang)),
    fields(
      str2(d["player"]) ? fieldRow(label("player", lang), "player", str2(d["player"])) : [],
      fieldRow(label("archetype", lang), "archetype", [quality ? QUALITY[lang][quality] : "", str2(d["concept"]) ?? ""].filter(Boolean).join(" ")),
      tokens2(d["karma"]) ? fieldRow(label("karmaTokens", lang), "karma", pill("karma", tokens2(d["karma"]))) : [],
      tokens2(d["resolve"]) ? fieldRow(label("resolve", lang), "resolve", pill("resolve", tokens2(d["resolve"]))) : [],
      int(d["advances"]) ? fieldRow(label("advances", lang), "advances", String(int(d["advances"]))) : []
    ),
    section("perks", label("perks", lang), entries("perk", named3("perks"))),
    section("quirks", label("quirks", lang), entries("quirk", quirks)),
    ...afflictions.length ? [section("afflictions", label("afflictions", lang), h("ul", { class: "gf-entries" }, afflictions.map((a) => h(
      "li",
      { class: "gf-entry", "data-gf-kind": "affliction", "data-gf-permanent": a["permanent"] === true ? "" : void 0 },
      str2(a["name"]),
      a["permanent"] === true ? ` (${label("permanent", lang)})` : "",
      a["untilSceneEnd"] === true ? ` (${label("scene", lang)})` : "",
      a["fatal"] === true ? ` (${label("fatal", lang)})` : ""
    ))))] : []
  ];
}
function answer(lang, d) {
  const cost = oneOf(d["cost"], ["resolve", "complication", "consequence"]);
  const reward = oneOf(d["reward"], ["karma", "resolve"]);
  const advance = obj(d["advance"]);
  const affliction = obj(d["affliction"]);
  return [
    header((k) => k, label("answer", lang, { character: str2(d["character"]) ?? "-" })),
    fields(
      cost ? fieldRow(label("cost", lang), "cost", COST[lang][cost]) : [],
      str2(d["complication"]) ? fieldRow(label("complication", lang), "complication", str2(d["complication"])) : [],
      reward ? fieldRow(label("reward", lang), "reward", COST[lang][reward]) : [],
      str2(affliction["name"]) ? fieldRow(label("affliction", lang), "affliction", str2(affliction["name"]), affliction["permanent"] === true ? ` (${label("permanent", lang)})` : "") : [],
      typeof d["accept"] === "boolean" ? fieldRow(label("accept", lang), "accept", label(d["accept"] ? "yes" : "no", lang)) : [],
      str2(advance["take"]) ? fieldRow(label("advance", lang), "advance", str2(advance["name"]) ?? str2(advance["take"])) : []
    )
  ];
}
function gm(lang, d) {
  const steps = list2(d["steps"]).map(obj);
  const DOS = ["close", "scene-end", "session", "grant-advance", "offer"];
  return [
    header((k) => k, label("gm", lang)),
    h("ul", { class: "gf-entries" }, steps.map((s2) => {
      const what = oneOf(s2["do"], DOS);
      return what ? h("li", { class: "gf-entry", "data-gf-kind": what }, label(what, lang, { challenge: str2(s2["challenge"]) ?? "-", character: str2(s2["character"]) ?? "-" })) : null;
    }))
  ];
}
var DRAW = {
  ttchallenge: challenge,
  ttroll: roll2,
  ttkarma: karma,
  ttsheet: sheet2,
  ttanswer: answer,
  ttgm: gm
};
function drawTricubeCard(host, block, data) {
  const draw3 = DRAW[block];
  return draw3 ? draw3(host.lang, data) : void 0;
}

// src/games/tricube/cards/game-cards.ts
var tricubeCards = {
  game: "tricube",
  draw: (card, host) => drawTricubeCard(host, card.block, card.data),
  decorate: (card, host) => {
    if (card.block === CARD_BLOCK.challenge) void decorateTricubeChallenge(card.element, card.data, host);
  }
};

// src/games/cards.ts
var GAME_CARDS = [
  genreFuzzionCards,
  tricubeCards
];

// src/lib/rule-reference.ts
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
  return `${trimmed.replace(/\/+$/, "")}/${lang}.html#${anchor}`;
}

// src/plugin-client/index.ts
function draw2(card, host) {
  if (card.block === "error") return { drawn: drawError(host, card.data, card.source) };
  for (const game of GAME_CARDS) {
    const drawn2 = game.draw(card, host);
    if (drawn2) return { drawn: drawn2, game };
  }
  return void 0;
}
useCardReaders(GAME_CARDS);
var sheetChecks;
function decorateCooked(root, host) {
  for (const element of root.querySelectorAll(CARD_SELECTOR)) {
    if (host.loadSheetChecks && (sheetChecks === void 0 || sheetChecks instanceof Promise) && element.getAttribute("data-gf-card")?.startsWith("sheet ")) {
      sheetChecks ?? (sheetChecks = host.loadSheetChecks().then((checks) => {
        sheetChecks = checks;
      }, () => {
        sheetChecks = "unavailable";
      }));
      void sheetChecks.then(() => drawCard(element, host));
      continue;
    }
    drawCard(element, host);
  }
}
function drawCard(element, host) {
  const checks = typeof sheetChecks === "object" && !(sheetChecks instanceof Promise) ? sheetChecks.sheetCardWarnings : void 0;
  const card = readCard(element, { sheetWarnings: checks });
  if (!card) return;
  const found = draw2(card, host);
  if (!found) return;
  keepSource(element);
  element.replaceChildren(...found.drawn);
  element.setAttribute("lang", host.lang);
  element.setAttribute("data-gf-block", card.block);
  element.removeAttribute("data-gf-verified");
  element.removeAttribute("data-gf-check");
  element.removeAttribute("data-gf-state");
  if (element.closest("blockquote, aside.quote")) return;
  found.game?.decorate?.(card, host);
}
function langOf(locale, fallback) {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
}
export {
  decorateCooked,
  intervalText,
  langOf,
  poolBlock,
  poolSkeleton,
  ruleReferenceUrl,
  sceneSkeleton,
  sceneTurn,
  sheetSkeleton,
  turnActionText
};
