var __defProp = Object.defineProperty;
var __defNormalProp = (obj2, key, value) => key in obj2 ? __defProp(obj2, key, { enumerable: true, configurable: true, writable: true, value }) : obj2[key] = value;
var __publicField = (obj2, key, value) => __defNormalProp(obj2, typeof key !== "symbol" ? key + "" : key, value);

// src/lib/i18n.ts
var DEFAULT_LANG = "es";
function isLang(value) {
  return value === "es" || value === "en";
}

// src/dice/die.ts
function isDieSize(value) {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}
var MIN_DIE_SIZE = 2;
var MAX_DIE_SIZE = 100;
function canonicalSizes(sizes) {
  const out = sizes.slice();
  for (let i = 1; i < out.length; i++) {
    const v = out[i];
    let j = i - 1;
    for (; j >= 0 && out[j] > v; j--) out[j + 1] = out[j];
    out[j + 1] = v;
  }
  return out;
}
function formatPool(sizes) {
  return sizes.map((s2) => `d${s2}`).join(" ");
}
function formatRolled(dice2) {
  return dice2.map((d) => `d${d.size}:${d.face}`).join(" ");
}

// src/plugin-client/card-data.ts
function readCard(element) {
  const block = element.getAttribute("data-gf-block");
  const raw = element.getAttribute("data-gf-card");
  if (!block || raw === null) return void 0;
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return void 0;
  }
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { element, block, data } : void 0;
}
var str = (v) => typeof v === "string" ? v : void 0;
var int = (v) => typeof v === "number" && Number.isInteger(v) ? v : void 0;
var list = (v) => Array.isArray(v) ? v : [];
var obj = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
var dieSize = (v) => isDieSize(v) ? v : void 0;
var dice = (v) => list(v).map(dieSize).filter((d) => d !== void 0);
function oneOf(v, words) {
  return typeof v === "string" && words.includes(v) ? v : void 0;
}
var field = (v) => str(obj(v)["value"]);
var SIDES = ["protagonist", "antagonist"];

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
    else parent.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
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
var die = (size, attrs = {}) => h("span", { class: "gf-die", "data-gf-size": size, ...attrs }, `d${size}`);
function diceList(t, sizes) {
  return h("span", { class: "gf-dice" }, sizes.length ? sizes.map((s2) => die(s2)) : h("span", { class: "gf-die-pending" }, t("card.from_sheet")));
}
function fieldRow(label, key, ...value) {
  return [h("dt", { class: "gf-field-name" }, label), h("dd", { class: "gf-field", "data-gf-field": key }, ...value)];
}
function section(key, title, ...body) {
  return h("div", { class: "gf-section", "data-gf-section": key }, h("p", { class: "gf-section-title" }, title), ...body);
}
function withRule(message, rule, url, label) {
  if (!rule) return [message];
  const at = message.lastIndexOf(rule);
  return at >= 0 ? [message.slice(0, at), ruleRef(rule, url, label), message.slice(at + rule.length)] : [message, " (", ruleRef(rule, url, label), ")"];
}
function ruleRef(rule, url, label) {
  return url ? h("a", { class: "gf-rule", href: url, target: "_blank", rel: "noopener", title: label }, rule) : h("span", { class: "gf-rule" }, rule);
}

// src/plugin-client/cards/action.ts
var SCENE_ACTIONS = [
  "present",
  "extra-cliche",
  "upgrade",
  "call",
  "ally-die",
  "refuse",
  "block",
  "yield",
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
var INTERVAL_ACTIONS = ["train", "rename", "new-trick", "new-flaw", "new-cliche", "new-relationship", "endorse", "satisfy", "retire"];
var s = (a, key) => str(a[key]) ?? "";
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
      const runners = obj(a["runners"]);
      return list(a["allies"]).map(str).filter((n) => Boolean(n)).map((n) => str(runners[n]) ? `${n} (@${str(runners[n])})` : n).join(", ");
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
      return "";
  }
}
function drawAction(t, d) {
  const character = str(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.action"), name: character }) : t("card.action"), void 0, int(d["scene"])),
    h("ul", { class: "gf-actions" }, list(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], SCENE_ACTIONS);
      if (!type) return [];
      return [h(
        "li",
        { class: "gf-action-item", "data-gf-action": type, "data-gf-outcome": type === "effect" ? str(a["outcome"]) : void 0 },
        h("span", { class: "gf-kind" }, t(`scene_action.${type}`)),
        " ",
        sceneDetail(t, type, a)
      )];
    }))
  ];
}
function drawInterval(t, d) {
  const character = str(d["character"]);
  return [
    header(t, character ? t("card.with", { title: t("card.interval"), name: character }) : t("card.interval")),
    h("ul", { class: "gf-actions" }, list(d["actions"]).map(obj).flatMap((a) => {
      const type = oneOf(a["type"], INTERVAL_ACTIONS);
      return type ? [h("li", { class: "gf-action-item", "data-gf-action": type }, h("span", { class: "gf-kind" }, t(`interval_action.${type}`)), " ", intervalDetail(type, a))] : [];
    }))
  ];
}

// src/plugin-client/cards/error.ts
function drawError(host, d, card) {
  const t = host.t;
  const source = card.querySelector("pre");
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list(d["errors"]).map(obj).map((e) => {
      const rule = str(e["rule"]);
      return h(
        "li",
        { class: "gf-error-item", "data-gf-code": str(e["code"]), "data-gf-rule": rule },
        `${t("error.at", { line: int(e["line"]) ?? 0, column: int(e["column"]) ?? 0 })}: `,
        withRule(str(e["message"]) ?? "", rule, rule ? host.ruleUrl?.(rule) : void 0, t("error.rule", { rule: rule ?? "" }))
      );
    }), more > 0 ? h("li", { class: "gf-error-more" }, t("error.more", { count: more })) : null),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source?.textContent ?? ""))
  ];
}

// src/plugin-client/cards/pool.ts
var KINDS = ["cliche", "relationship", "advantage", "problem", "scene", "ally", "against", "bought", "trick", "gift", "give", "free"];
function drawPool(t, d) {
  const character = str(d["character"]);
  const entries = list(d["entries"]).map(obj);
  const boosts = list(d["boosts"]).map((b) => oneOf(obj(b)["currency"], ["pv", "pk"])).filter((b) => b !== void 0);
  return [
    header(t, character ? t("card.pool_of", { name: character }) : t("card.pool"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("ul", { class: "gf-entries" }, entries.map((e) => {
      const kind = oneOf(e["kind"], KINDS) ?? "free";
      const owner = str(e["owner"]);
      const name = str(e["name"]);
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

// src/plugin-client/cards/roll.ts
function rolledDice(d) {
  return list(d["dice"]).map(obj).flatMap((x) => {
    const size = dieSize(x["size"]);
    const face = int(x["face"]);
    return size !== void 0 && face !== void 0 && face >= 1 && face <= size ? [{ size, face, result: x["result"] === true, botch: x["botch"] === true }] : [];
  });
}
function effectPicks(rolled, sizes) {
  const taken = /* @__PURE__ */ new Set();
  for (const size of sizes) {
    const i = rolled.findIndex((r, k) => !taken.has(k) && r.size === size && !r.result && !r.botch);
    if (i >= 0) taken.add(i);
  }
  return taken;
}
function drawRoll(t, d) {
  const character = str(d["character"]);
  const rolled = rolledDice(d);
  const effect = dice(d["effect"]);
  const picks = effectPicks(rolled, effect);
  return [
    header(t, character ? t("card.roll_of", { name: character }) : t("card.roll"), oneOf(d["role"], SIDES), int(d["scene"])),
    h("div", { class: "gf-rolled", role: "list", "aria-label": t("roll.rolled_dice") }, rolled.map((r, k) => {
      const label = [
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
        "aria-label": label,
        title: label
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

// src/plugin-client/cards/scene.ts
function drawScene(t, d) {
  const number = int(d["number"]);
  const title = field(d["title"]);
  const antagonist = obj(d["antagonist"]);
  const antagonistName = str(antagonist["name"]);
  const description = str(antagonist["description"]);
  const row = (key) => {
    const value = field(d[key]);
    return value ? fieldRow(t(`card.${key}`), key, value) : [];
  };
  const cliches = list(d["cliches"]).map(obj);
  const allies = list(d["allies"]).map(obj).filter((a) => str(a["name"]) !== void 0);
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
      return h("li", { class: "gf-entry", "data-gf-kind": "scene" }, h("span", { class: "gf-name" }, str(c["name"]) ?? ""), diceList(t, size ? [size] : []));
    }))) : null,
    allies.length ? section("allies", t("card.allies"), h("ul", { class: "gf-allies" }, allies.map((a) => h(
      "li",
      { class: "gf-ally" },
      str(a["name"]),
      str(a["runner"]) ? h("span", { class: "gf-note" }, ` (@${str(a["runner"])})`) : null
    )))) : null
  ].filter((x) => x !== null);
}

// src/plugin-client/cards/sheet.ts
function sheetTraits(d, key) {
  return list(d[key]).map(obj).flatMap((x) => {
    const name = str(x["name"]);
    if (name === void 0) return [];
    const target = str(x["target"]);
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
  const named2 = (key) => {
    const items = list(d[key]).map(obj).filter((x) => str(x["name"]) !== void 0);
    return items.length ? section(key, t(`card.${key}`), h("ul", { class: "gf-entries" }, items.map((x) => {
      const fills = list(x["fills"]).map(str).filter((f) => Boolean(f));
      return h(
        "li",
        { class: "gf-entry", "data-gf-kind": key },
        h("span", { class: "gf-name" }, str(x["name"])),
        fills.length ? h("span", { class: "gf-note" }, `: ${fills.join("; ")}`) : null
      );
    }))) : null;
  };
  const objectives = list(d["objectives"]).map(obj).filter((o) => str(o["text"]) !== void 0);
  const warnings = list(d["warnings"]).map(obj).filter((w) => str(w["message"]) !== void 0);
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
    named2("tricks"),
    named2("flaws"),
    objectives.length ? section("objectives", t("card.objectives"), h("ol", { class: "gf-objectives" }, objectives.map((o) => {
      const state = oneOf(o["state"], ["open", "achieved", "satisfied"]) ?? "open";
      const difficulty = int(o["difficulty"]);
      return h(
        "li",
        { class: "gf-objective", "data-gf-state": state, "data-gf-difficulty": difficulty },
        h("span", { class: "gf-name" }, str(o["text"])),
        difficulty !== void 0 ? h("span", { class: "gf-note" }, ` \xB7 ${t("card.difficulty", { n: difficulty })}`) : null,
        h("span", { class: "gf-state" }, ` \xB7 ${t(`objective_state.${state}`)}`)
      );
    }))) : null,
    traits("advantages"),
    traits("problems"),
    notes ? section("notes", t("card.notes"), h("p", { class: "gf-notes" }, notes)) : null,
    warnings.length ? h("ul", { class: "gf-warnings", "aria-label": t("card.warnings") }, warnings.map((w) => {
      const rule = str(w["rule"]);
      return h(
        "li",
        { class: "gf-warning", "data-gf-code": str(w["code"]), "data-gf-rule": rule },
        withRule(str(w["message"]), rule, rule ? host.ruleUrl?.(rule) : void 0, t("error.rule", { rule: rule ?? "" }))
      );
    })) : null
  ].filter((x) => x !== null);
}

// src/dice/bytes.ts
function assertBytes(value, length, name) {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${name} must be a Uint8Array`);
  if (length !== void 0 && value.length !== length) {
    throw new RangeError(`${name} must be ${length} bytes, got ${value.length}`);
  }
}
function equalBytes(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
var HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
function toHex(bytes) {
  let s2 = "";
  for (const b of bytes) s2 += HEX[b];
  return s2;
}
function fromHex(hex, length) {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return void 0;
  if (length !== void 0 && hex.length !== length * 2) return void 0;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
var B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;
var B64_CODES = Array.from(B64, (c) => c.charCodeAt(0));
function fromCodes(codes) {
  if (codes.length <= 8192) return String.fromCharCode.apply(null, codes);
  let s2 = "";
  for (let i = 0; i < codes.length; i += 8192) s2 += String.fromCharCode.apply(null, codes.slice(i, i + 8192));
  return s2;
}
function fromBase64Url(text) {
  if (text.length % 4 === 1) return void 0;
  const out = new Uint8Array(Math.floor(text.length * 3 / 4));
  let acc = 0, bits = 0, at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c] : -1;
    if (v < 0) return void 0;
    acc = acc << 6 | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = acc >> bits & 255;
    }
  }
  if ((acc & (1 << bits) - 1) !== 0) return void 0;
  return out;
}
function asciiBytes(text) {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) throw new RangeError(`not ASCII: ${JSON.stringify(text)}`);
    out[i] = c;
  }
  return out;
}
var bytesText = (bytes) => fromCodes(Array.from(bytes));

// node_modules/@noble/hashes/_u64.js
var U32_MASK64 = /* @__PURE__ */ (() => BigInt(2 ** 32 - 1))();
var _32n = /* @__PURE__ */ BigInt(32);
function fromBig(n, le = false) {
  if (le)
    return { h: Number(n & U32_MASK64), l: Number(n >> _32n & U32_MASK64) };
  return { h: Number(n >> _32n & U32_MASK64) | 0, l: Number(n & U32_MASK64) | 0 };
}
function split(lst, le = false) {
  const len = lst.length;
  let Ah = new Uint32Array(len);
  let Al = new Uint32Array(len);
  for (let i = 0; i < len; i++) {
    const { h: h2, l } = fromBig(lst[i], le);
    [Ah[i], Al[i]] = [h2, l];
  }
  return [Ah, Al];
}
var fromNumH = (n) => n / 2 ** 32 | 0;
var fromNumL = (n) => n >>> 0;
function setU64FromNum(view, byteOffset, n, isLE) {
  const h2 = fromNumH(n);
  const l = fromNumL(n);
  view.setUint32(byteOffset, isLE ? l : h2, isLE);
  view.setUint32(byteOffset + 4, isLE ? h2 : l, isLE);
}
var shrSH = (h2, _l, s2) => h2 >>> s2;
var shrSL = (h2, l, s2) => h2 << 32 - s2 | l >>> s2;
var rotrSH = (h2, l, s2) => h2 >>> s2 | l << 32 - s2;
var rotrSL = (h2, l, s2) => h2 << 32 - s2 | l >>> s2;
var rotrBH = (h2, l, s2) => h2 << 64 - s2 | l >>> s2 - 32;
var rotrBL = (h2, l, s2) => h2 >>> s2 - 32 | l << 64 - s2;
function add(Ah, Al, Bh, Bl) {
  const l = (Al >>> 0) + (Bl >>> 0);
  return { h: Ah + Bh + (l / 2 ** 32 | 0) | 0, l: l | 0 };
}
var add3L = (Al, Bl, Cl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0);
var add3H = (low, Ah, Bh, Ch) => Ah + Bh + Ch + (low / 2 ** 32 | 0) | 0;
var add4L = (Al, Bl, Cl, Dl) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0);
var add4H = (low, Ah, Bh, Ch, Dh) => Ah + Bh + Ch + Dh + (low / 2 ** 32 | 0) | 0;
var add5L = (Al, Bl, Cl, Dl, El) => (Al >>> 0) + (Bl >>> 0) + (Cl >>> 0) + (Dl >>> 0) + (El >>> 0);
var add5H = (low, Ah, Bh, Ch, Dh, Eh) => Ah + Bh + Ch + Dh + Eh + (low / 2 ** 32 | 0) | 0;

// node_modules/@noble/hashes/utils.js
function isBytes(a) {
  return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a && a.BYTES_PER_ELEMENT === 1;
}
var atitle = (title) => title ? `"${title}" ` : "";
function anumber(n, title = "") {
  if (typeof n !== "number")
    throw new TypeError(atitle(title) + "expected number, got " + typeof n);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(atitle(title) + "expected integer >= 0, got " + n);
  return n;
}
function abytes(value, length, title = "") {
  if (isBytes(value) && (length === void 0 || value.length === length))
    return value;
  if (length !== void 0)
    anumber(length, "length");
  const bytes = isBytes(value);
  const ofLen = length !== void 0 ? ` of length ${length}` : "";
  const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
  const message = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
  if (!bytes)
    throw new TypeError(message);
  throw new RangeError(message);
}
function ahash(h2) {
  if (typeof h2 !== "function" || typeof h2.create !== "function")
    throw new TypeError("expected hash wrapped by utils.createHasher");
  anumber(h2.outputLen);
  anumber(h2.blockLen);
  if (h2.outputLen < 1 || h2.blockLen < 1)
    throw new Error("hash blockLen / outputLen must be >= 1");
}
var aobject = (value, label) => {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new TypeError((label === "object" ? "" : `"${label}" `) + "expected object, got type=" + typeof value);
};
var aopts = (value, label) => {
  aobject(value, label);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new TypeError(`"${label}" expected plain object`);
  if (Object.hasOwn(value, "__proto__"))
    throw new TypeError(`"${label}.__proto__" is not allowed`);
};
function aexists(instance, checkFinished = true) {
  if (instance.destroyed)
    throw new Error("hash was destroyed");
  if (checkFinished && instance.finished)
    throw new Error("digest() was already called");
}
function aoutput(out, instance) {
  abytes(out, void 0, "output");
  const min = instance.outputLen;
  if (!(out.length >= min)) {
    throw new RangeError('"output" expected length >= ' + min);
  }
}
function clean(...arrays) {
  for (let i = 0; i < arrays.length; i++) {
    arrays[i].fill(0);
  }
}
function createView(arr) {
  return new DataView(arr.buffer, arr.byteOffset, arr.byteLength);
}
function rotr(word, shift) {
  return word << 32 - shift | word >>> shift;
}
var hasHexBuiltin = /* @__PURE__ */ (() => (
  // @ts-ignore
  typeof Uint8Array.from([]).toHex === "function" && typeof Uint8Array.fromHex === "function"
))();
var hexes = /* @__PURE__ */ Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
function bytesToHex(bytes) {
  abytes(bytes);
  if (hasHexBuiltin)
    return bytes.toHex();
  let hex = "";
  for (let i = 0; i < bytes.length; i++) {
    hex += hexes[bytes[i]];
  }
  return hex;
}
function asciiToBase16(ch) {
  return ch >= 48 && ch <= 57 ? ch - 48 : ch >= 65 && ch <= 70 ? ch - (65 - 10) : ch >= 97 && ch <= 102 ? ch - (97 - 10) : void 0;
}
function hexToBytes(hex) {
  if (typeof hex !== "string")
    throw new TypeError("hex string expected, got " + typeof hex);
  if (hasHexBuiltin) {
    try {
      return Uint8Array.fromHex(hex);
    } catch (error) {
      if (error instanceof SyntaxError)
        throw new RangeError(error.message);
      throw error;
    }
  }
  const hl = hex.length;
  const al = hl / 2;
  if (hl % 2)
    throw new RangeError("hex string expected, got unpadded hex of length " + hl);
  const array = new Uint8Array(al);
  for (let ai = 0, hi = 0; ai < al; ai++, hi += 2) {
    const n1 = asciiToBase16(hex.charCodeAt(hi));
    const n2 = asciiToBase16(hex.charCodeAt(hi + 1));
    if (n1 === void 0 || n2 === void 0) {
      const char = hex[hi] + hex[hi + 1];
      throw new RangeError('hex string expected, got non-hex character "' + char + '" at index ' + hi);
    }
    array[ai] = n1 * 16 + n2;
  }
  return array;
}
function concatBytes(...arrays) {
  let sum = 0;
  for (let i = 0; i < arrays.length; i++) {
    const a = arrays[i];
    abytes(a);
    sum += a.length;
  }
  const res = new Uint8Array(sum);
  for (let i = 0, pad = 0; i < arrays.length; i++) {
    const a = arrays[i];
    res.set(a, pad);
    pad += a.length;
  }
  return res;
}
function checkOpts(defaults, opts, title = "opts") {
  aopts(defaults, "defaults");
  if (opts !== void 0)
    aopts(opts, title);
  const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
  return merged;
}
function createHasher(hashCons, info = {}) {
  if (typeof hashCons !== "function")
    throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
  info = checkOpts({}, info, "info");
  const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
  const tmp = hashCons(void 0);
  hashC.outputLen = tmp.outputLen;
  hashC.blockLen = tmp.blockLen;
  hashC.canXOF = tmp.canXOF;
  hashC.create = (opts) => hashCons(opts);
  Object.assign(hashC, info);
  return Object.freeze(hashC);
}
function randomBytes(bytesLength = 32) {
  anumber(bytesLength, "bytesLength");
  const cr = typeof globalThis === "object" ? globalThis.crypto : null;
  if (typeof cr?.getRandomValues !== "function")
    throw new Error("crypto.getRandomValues must be defined");
  if (bytesLength > 65536)
    throw new RangeError(`"bytesLength" expected <= 65536, got ${bytesLength}`);
  return cr.getRandomValues(new Uint8Array(bytesLength));
}
var oidNist = (suffix) => ({
  // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
  // Larger suffix values would need base-128 OID encoding and a different length byte.
  oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
});

// node_modules/@noble/hashes/_md.js
function Chi(a, b, c) {
  return a & b ^ ~a & c;
}
function Maj(a, b, c) {
  return a & b ^ a & c ^ b & c;
}
var HashMD = class {
  constructor(blockLen, outputLen, padOffset, isLE) {
    __publicField(this, "blockLen");
    __publicField(this, "outputLen");
    __publicField(this, "canXOF", false);
    __publicField(this, "padOffset");
    __publicField(this, "isLE");
    // For partial updates less than block size
    __publicField(this, "buffer");
    __publicField(this, "view");
    __publicField(this, "finished", false);
    __publicField(this, "length", 0);
    __publicField(this, "pos", 0);
    __publicField(this, "destroyed", false);
    this.blockLen = blockLen;
    this.outputLen = outputLen;
    this.padOffset = padOffset;
    this.isLE = isLE;
    this.buffer = new Uint8Array(blockLen);
    this.view = createView(this.buffer);
  }
  update(data) {
    aexists(this);
    abytes(data);
    const { view, buffer, blockLen } = this;
    const len = data.length;
    let processed = false;
    for (let pos = 0; pos < len; ) {
      const take = Math.min(blockLen - this.pos, len - pos);
      if (take === blockLen) {
        const dataView = createView(data);
        for (; blockLen <= len - pos; pos += blockLen)
          this.process(dataView, pos);
        processed = true;
        continue;
      }
      buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
      this.pos += take;
      pos += take;
      if (this.pos === blockLen) {
        this.process(view, 0);
        this.pos = 0;
        processed = true;
      }
    }
    this.length += data.length;
    if (processed)
      this.roundClean();
    return this;
  }
  digestInto(out) {
    aexists(this);
    aoutput(out, this);
    this.finished = true;
    const { buffer, view, blockLen, isLE } = this;
    let { pos } = this;
    buffer[pos++] = 128;
    buffer.fill(0, pos);
    if (this.padOffset > blockLen - pos) {
      this.process(view, 0);
      buffer.fill(0);
    }
    setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
    this.process(view, 0);
    this.roundClean();
    const oview = out === buffer ? view : createView(out);
    const len = this.outputLen;
    const outLen = len / 4;
    const state = this.get();
    if (len % 4 || outLen > state.length)
      throw new Error("invalid outputLen");
    for (let i = 0; i < outLen; i++)
      oview.setUint32(4 * i, state[i], isLE);
  }
  digest() {
    const { buffer, outputLen } = this;
    this.digestInto(buffer);
    const res = buffer.slice(0, outputLen);
    this.destroy();
    return res;
  }
  _cloneIntoMeta(to) {
    const { buffer, length, finished, destroyed, pos } = this;
    to.destroyed = destroyed;
    to.finished = finished;
    to.length = length;
    to.pos = pos;
    if (pos)
      to.buffer.set(buffer);
    return to;
  }
  clone() {
    return this._cloneInto();
  }
};
var SHA256_IV = /* @__PURE__ */ Uint32Array.from([
  1779033703,
  3144134277,
  1013904242,
  2773480762,
  1359893119,
  2600822924,
  528734635,
  1541459225
]);
var SHA512_IV = /* @__PURE__ */ Uint32Array.from([
  1779033703,
  4089235720,
  3144134277,
  2227873595,
  1013904242,
  4271175723,
  2773480762,
  1595750129,
  1359893119,
  2917565137,
  2600822924,
  725511199,
  528734635,
  4215389547,
  1541459225,
  327033209
]);

// node_modules/@noble/hashes/sha2.js
var SHA256_K = /* @__PURE__ */ Uint32Array.from([
  1116352408,
  1899447441,
  3049323471,
  3921009573,
  961987163,
  1508970993,
  2453635748,
  2870763221,
  3624381080,
  310598401,
  607225278,
  1426881987,
  1925078388,
  2162078206,
  2614888103,
  3248222580,
  3835390401,
  4022224774,
  264347078,
  604807628,
  770255983,
  1249150122,
  1555081692,
  1996064986,
  2554220882,
  2821834349,
  2952996808,
  3210313671,
  3336571891,
  3584528711,
  113926993,
  338241895,
  666307205,
  773529912,
  1294757372,
  1396182291,
  1695183700,
  1986661051,
  2177026350,
  2456956037,
  2730485921,
  2820302411,
  3259730800,
  3345764771,
  3516065817,
  3600352804,
  4094571909,
  275423344,
  430227734,
  506948616,
  659060556,
  883997877,
  958139571,
  1322822218,
  1537002063,
  1747873779,
  1955562222,
  2024104815,
  2227730452,
  2361852424,
  2428436474,
  2756734187,
  3204031479,
  3329325298
]);
var SHA256_W = /* @__PURE__ */ new Uint32Array(64);
var SHA2_32B = class extends HashMD {
  constructor(outputLen, IV) {
    super(64, outputLen, 8, false);
    // We cannot use array here since array allows indexing by variable
    // which means optimizer/compiler cannot use registers.
    // Numeric initializers matter: starting the fields as `undefined` changes
    // V8's field representation and makes sha256 3x slower (measured).
    __publicField(this, "A", 0);
    __publicField(this, "B", 0);
    __publicField(this, "C", 0);
    __publicField(this, "D", 0);
    __publicField(this, "E", 0);
    __publicField(this, "F", 0);
    __publicField(this, "G", 0);
    __publicField(this, "H", 0);
    this.A = IV[0] | 0;
    this.B = IV[1] | 0;
    this.C = IV[2] | 0;
    this.D = IV[3] | 0;
    this.E = IV[4] | 0;
    this.F = IV[5] | 0;
    this.G = IV[6] | 0;
    this.H = IV[7] | 0;
  }
  get() {
    const { A, B, C, D, E, F, G, H } = this;
    return [A, B, C, D, E, F, G, H];
  }
  // prettier-ignore
  set(A, B, C, D, E, F, G, H) {
    this.A = A | 0;
    this.B = B | 0;
    this.C = C | 0;
    this.D = D | 0;
    this.E = E | 0;
    this.F = F | 0;
    this.G = G | 0;
    this.H = H | 0;
  }
  _cloneInto(to) {
    (to || (to = new this.constructor())).set(...this.get());
    return this._cloneIntoMeta(to);
  }
  process(view, offset) {
    for (let i = 0; i < 16; i++, offset += 4)
      SHA256_W[i] = view.getUint32(offset, false);
    for (let i = 16; i < 64; i++) {
      const W15 = SHA256_W[i - 15];
      const W2 = SHA256_W[i - 2];
      const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ W15 >>> 3;
      const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ W2 >>> 10;
      SHA256_W[i] = s1 + SHA256_W[i - 7] + s0 + SHA256_W[i - 16] | 0;
    }
    let { A, B, C, D, E, F, G, H } = this;
    for (let i = 0; i < 64; i++) {
      const sigma1 = rotr(E, 6) ^ rotr(E, 11) ^ rotr(E, 25);
      const T1 = H + sigma1 + Chi(E, F, G) + SHA256_K[i] + SHA256_W[i] | 0;
      const sigma0 = rotr(A, 2) ^ rotr(A, 13) ^ rotr(A, 22);
      const T2 = sigma0 + Maj(A, B, C) | 0;
      H = G;
      G = F;
      F = E;
      E = D + T1 | 0;
      D = C;
      C = B;
      B = A;
      A = T1 + T2 | 0;
    }
    A = A + this.A | 0;
    B = B + this.B | 0;
    C = C + this.C | 0;
    D = D + this.D | 0;
    E = E + this.E | 0;
    F = F + this.F | 0;
    G = G + this.G | 0;
    H = H + this.H | 0;
    this.set(A, B, C, D, E, F, G, H);
  }
  roundClean() {
    clean(SHA256_W);
  }
  destroy() {
    this.destroyed = true;
    this.set(0, 0, 0, 0, 0, 0, 0, 0);
    clean(this.buffer);
  }
};
var _SHA256 = class extends SHA2_32B {
  constructor() {
    super(32, SHA256_IV);
  }
};
var K512 = /* @__PURE__ */ (() => split([
  "0x428a2f98d728ae22",
  "0x7137449123ef65cd",
  "0xb5c0fbcfec4d3b2f",
  "0xe9b5dba58189dbbc",
  "0x3956c25bf348b538",
  "0x59f111f1b605d019",
  "0x923f82a4af194f9b",
  "0xab1c5ed5da6d8118",
  "0xd807aa98a3030242",
  "0x12835b0145706fbe",
  "0x243185be4ee4b28c",
  "0x550c7dc3d5ffb4e2",
  "0x72be5d74f27b896f",
  "0x80deb1fe3b1696b1",
  "0x9bdc06a725c71235",
  "0xc19bf174cf692694",
  "0xe49b69c19ef14ad2",
  "0xefbe4786384f25e3",
  "0x0fc19dc68b8cd5b5",
  "0x240ca1cc77ac9c65",
  "0x2de92c6f592b0275",
  "0x4a7484aa6ea6e483",
  "0x5cb0a9dcbd41fbd4",
  "0x76f988da831153b5",
  "0x983e5152ee66dfab",
  "0xa831c66d2db43210",
  "0xb00327c898fb213f",
  "0xbf597fc7beef0ee4",
  "0xc6e00bf33da88fc2",
  "0xd5a79147930aa725",
  "0x06ca6351e003826f",
  "0x142929670a0e6e70",
  "0x27b70a8546d22ffc",
  "0x2e1b21385c26c926",
  "0x4d2c6dfc5ac42aed",
  "0x53380d139d95b3df",
  "0x650a73548baf63de",
  "0x766a0abb3c77b2a8",
  "0x81c2c92e47edaee6",
  "0x92722c851482353b",
  "0xa2bfe8a14cf10364",
  "0xa81a664bbc423001",
  "0xc24b8b70d0f89791",
  "0xc76c51a30654be30",
  "0xd192e819d6ef5218",
  "0xd69906245565a910",
  "0xf40e35855771202a",
  "0x106aa07032bbd1b8",
  "0x19a4c116b8d2d0c8",
  "0x1e376c085141ab53",
  "0x2748774cdf8eeb99",
  "0x34b0bcb5e19b48a8",
  "0x391c0cb3c5c95a63",
  "0x4ed8aa4ae3418acb",
  "0x5b9cca4f7763e373",
  "0x682e6ff3d6b2b8a3",
  "0x748f82ee5defb2fc",
  "0x78a5636f43172f60",
  "0x84c87814a1f0ab72",
  "0x8cc702081a6439ec",
  "0x90befffa23631e28",
  "0xa4506cebde82bde9",
  "0xbef9a3f7b2c67915",
  "0xc67178f2e372532b",
  "0xca273eceea26619c",
  "0xd186b8c721c0c207",
  "0xeada7dd6cde0eb1e",
  "0xf57d4f7fee6ed178",
  "0x06f067aa72176fba",
  "0x0a637dc5a2c898a6",
  "0x113f9804bef90dae",
  "0x1b710b35131c471b",
  "0x28db77f523047d84",
  "0x32caab7b40c72493",
  "0x3c9ebe0a15c9bebc",
  "0x431d67c49c100d4c",
  "0x4cc5d4becb3e42b6",
  "0x597f299cfc657e2a",
  "0x5fcb6fab3ad6faec",
  "0x6c44198c4a475817"
].map((n) => BigInt(n))))();
var SHA512_Kh = /* @__PURE__ */ (() => K512[0])();
var SHA512_Kl = /* @__PURE__ */ (() => K512[1])();
var SHA512_W_H = /* @__PURE__ */ new Uint32Array(80);
var SHA512_W_L = /* @__PURE__ */ new Uint32Array(80);
var SHA2_64B = class extends HashMD {
  constructor(outputLen, IV) {
    super(128, outputLen, 16, false);
    // We cannot use array here since array allows indexing by variable
    // which means optimizer/compiler cannot use registers.
    // h -- high 32 bits, l -- low 32 bits
    // Numeric initializers matter: starting the fields as `undefined` changes
    // V8's field representation and slows hashing down (measured on sha256).
    __publicField(this, "Ah", 0);
    __publicField(this, "Al", 0);
    __publicField(this, "Bh", 0);
    __publicField(this, "Bl", 0);
    __publicField(this, "Ch", 0);
    __publicField(this, "Cl", 0);
    __publicField(this, "Dh", 0);
    __publicField(this, "Dl", 0);
    __publicField(this, "Eh", 0);
    __publicField(this, "El", 0);
    __publicField(this, "Fh", 0);
    __publicField(this, "Fl", 0);
    __publicField(this, "Gh", 0);
    __publicField(this, "Gl", 0);
    __publicField(this, "Hh", 0);
    __publicField(this, "Hl", 0);
    this.Ah = IV[0] | 0;
    this.Al = IV[1] | 0;
    this.Bh = IV[2] | 0;
    this.Bl = IV[3] | 0;
    this.Ch = IV[4] | 0;
    this.Cl = IV[5] | 0;
    this.Dh = IV[6] | 0;
    this.Dl = IV[7] | 0;
    this.Eh = IV[8] | 0;
    this.El = IV[9] | 0;
    this.Fh = IV[10] | 0;
    this.Fl = IV[11] | 0;
    this.Gh = IV[12] | 0;
    this.Gl = IV[13] | 0;
    this.Hh = IV[14] | 0;
    this.Hl = IV[15] | 0;
  }
  // prettier-ignore
  get() {
    const { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
    return [Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl];
  }
  // prettier-ignore
  set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl) {
    this.Ah = Ah | 0;
    this.Al = Al | 0;
    this.Bh = Bh | 0;
    this.Bl = Bl | 0;
    this.Ch = Ch | 0;
    this.Cl = Cl | 0;
    this.Dh = Dh | 0;
    this.Dl = Dl | 0;
    this.Eh = Eh | 0;
    this.El = El | 0;
    this.Fh = Fh | 0;
    this.Fl = Fl | 0;
    this.Gh = Gh | 0;
    this.Gl = Gl | 0;
    this.Hh = Hh | 0;
    this.Hl = Hl | 0;
  }
  _cloneInto(to) {
    (to || (to = new this.constructor())).set(...this.get());
    return this._cloneIntoMeta(to);
  }
  process(view, offset) {
    for (let i = 0; i < 16; i++, offset += 4) {
      SHA512_W_H[i] = view.getUint32(offset);
      SHA512_W_L[i] = view.getUint32(offset += 4);
    }
    for (let i = 16; i < 80; i++) {
      const W15h = SHA512_W_H[i - 15] | 0;
      const W15l = SHA512_W_L[i - 15] | 0;
      const s0h = rotrSH(W15h, W15l, 1) ^ rotrSH(W15h, W15l, 8) ^ shrSH(W15h, W15l, 7);
      const s0l = rotrSL(W15h, W15l, 1) ^ rotrSL(W15h, W15l, 8) ^ shrSL(W15h, W15l, 7);
      const W2h = SHA512_W_H[i - 2] | 0;
      const W2l = SHA512_W_L[i - 2] | 0;
      const s1h = rotrSH(W2h, W2l, 19) ^ rotrBH(W2h, W2l, 61) ^ shrSH(W2h, W2l, 6);
      const s1l = rotrSL(W2h, W2l, 19) ^ rotrBL(W2h, W2l, 61) ^ shrSL(W2h, W2l, 6);
      const SUMl = add4L(s0l, s1l, SHA512_W_L[i - 7], SHA512_W_L[i - 16]);
      const SUMh = add4H(SUMl, s0h, s1h, SHA512_W_H[i - 7], SHA512_W_H[i - 16]);
      SHA512_W_H[i] = SUMh | 0;
      SHA512_W_L[i] = SUMl | 0;
    }
    let { Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl } = this;
    for (let i = 0; i < 80; i++) {
      const sigma1h = rotrSH(Eh, El, 14) ^ rotrSH(Eh, El, 18) ^ rotrBH(Eh, El, 41);
      const sigma1l = rotrSL(Eh, El, 14) ^ rotrSL(Eh, El, 18) ^ rotrBL(Eh, El, 41);
      const CHIh = Eh & Fh ^ ~Eh & Gh;
      const CHIl = El & Fl ^ ~El & Gl;
      const T1ll = add5L(Hl, sigma1l, CHIl, SHA512_Kl[i], SHA512_W_L[i]);
      const T1h = add5H(T1ll, Hh, sigma1h, CHIh, SHA512_Kh[i], SHA512_W_H[i]);
      const T1l = T1ll | 0;
      const sigma0h = rotrSH(Ah, Al, 28) ^ rotrBH(Ah, Al, 34) ^ rotrBH(Ah, Al, 39);
      const sigma0l = rotrSL(Ah, Al, 28) ^ rotrBL(Ah, Al, 34) ^ rotrBL(Ah, Al, 39);
      const MAJh = Ah & Bh ^ Ah & Ch ^ Bh & Ch;
      const MAJl = Al & Bl ^ Al & Cl ^ Bl & Cl;
      Hh = Gh | 0;
      Hl = Gl | 0;
      Gh = Fh | 0;
      Gl = Fl | 0;
      Fh = Eh | 0;
      Fl = El | 0;
      ({ h: Eh, l: El } = add(Dh | 0, Dl | 0, T1h | 0, T1l | 0));
      Dh = Ch | 0;
      Dl = Cl | 0;
      Ch = Bh | 0;
      Cl = Bl | 0;
      Bh = Ah | 0;
      Bl = Al | 0;
      const All = add3L(T1l, sigma0l, MAJl);
      Ah = add3H(All, T1h, sigma0h, MAJh);
      Al = All | 0;
    }
    ({ h: Ah, l: Al } = add(this.Ah | 0, this.Al | 0, Ah | 0, Al | 0));
    ({ h: Bh, l: Bl } = add(this.Bh | 0, this.Bl | 0, Bh | 0, Bl | 0));
    ({ h: Ch, l: Cl } = add(this.Ch | 0, this.Cl | 0, Ch | 0, Cl | 0));
    ({ h: Dh, l: Dl } = add(this.Dh | 0, this.Dl | 0, Dh | 0, Dl | 0));
    ({ h: Eh, l: El } = add(this.Eh | 0, this.El | 0, Eh | 0, El | 0));
    ({ h: Fh, l: Fl } = add(this.Fh | 0, this.Fl | 0, Fh | 0, Fl | 0));
    ({ h: Gh, l: Gl } = add(this.Gh | 0, this.Gl | 0, Gh | 0, Gl | 0));
    ({ h: Hh, l: Hl } = add(this.Hh | 0, this.Hl | 0, Hh | 0, Hl | 0));
    this.set(Ah, Al, Bh, Bl, Ch, Cl, Dh, Dl, Eh, El, Fh, Fl, Gh, Gl, Hh, Hl);
  }
  roundClean() {
    clean(SHA512_W_H, SHA512_W_L);
  }
  destroy() {
    this.destroyed = true;
    clean(this.buffer);
    this.set(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  }
};
var _SHA512 = class extends SHA2_64B {
  constructor() {
    super(64, SHA512_IV);
  }
};
var sha256 = /* @__PURE__ */ createHasher(
  () => new _SHA256(),
  /* @__PURE__ */ oidNist(1)
);
var sha512 = /* @__PURE__ */ createHasher(
  () => new _SHA512(),
  /* @__PURE__ */ oidNist(3)
);

// node_modules/@noble/curves/utils.js
function aarray(item, title, inner = () => {
}) {
  if (!Array.isArray(item))
    throw new TypeError(`"${title}" expected array, got type=${typeof item}`);
  for (let i = 0; i < item.length; i++)
    inner(item[i], `${title}[${i}]`);
  return item;
}
var abytes2 = (value, length, title) => abytes(value, length, title);
var anumber2 = anumber;
function aobject2(value, title = "object") {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new TypeError(title === "object" ? "expected valid options object" : `"${title}" expected object, got type=${typeof value}`);
  return value;
}
function afunction(value, title) {
  if (typeof value !== "function")
    throw new TypeError(`"${title}" is invalid: expected function, got ${typeof value}`);
  return value;
}
var bytesToHex2 = bytesToHex;
var concatBytes2 = (...arrays) => concatBytes(...arrays);
var hexToBytes2 = (hex) => hexToBytes(hex);
var isBytes2 = isBytes;
var randomBytes2 = (bytesLength) => randomBytes(bytesLength);
var _0n = /* @__PURE__ */ BigInt(0);
var _1n = /* @__PURE__ */ BigInt(1);
var atitle2 = (title) => title ? `"${title}" ` : "";
function abool(value, title = "") {
  if (typeof value !== "boolean")
    throw new TypeError(atitle2(title) + "expected boolean, got type=" + typeof value);
  return value;
}
function abignumber(n) {
  if (typeof n === "bigint") {
    if (!isPosBig(n))
      throw new RangeError("positive bigint expected, got " + n);
  } else
    anumber2(n);
  return n;
}
function asafenumber(value, title = "") {
  if (typeof value !== "number") {
    const prefix = title && `"${title}" `;
    throw new TypeError(prefix + "expected number, got type=" + typeof value);
  }
  if (!Number.isSafeInteger(value)) {
    const prefix = title && `"${title}" `;
    throw new RangeError(prefix + "expected safe integer, got " + value);
  }
}
function hexToNumber(hex) {
  if (typeof hex !== "string")
    throw new TypeError("hex string expected, got " + typeof hex);
  return hex === "" ? _0n : BigInt("0x" + hex);
}
function bytesToNumberBE(bytes) {
  return hexToNumber(bytesToHex(bytes));
}
function bytesToNumberLE(bytes) {
  return hexToNumber(bytesToHex(copyBytes(abytes(bytes)).reverse()));
}
function numberToBytesBE(n, len) {
  anumber(len);
  if (len === 0)
    throw new Error("zero output length is invalid");
  n = abignumber(n);
  const expectedLen = len * 2;
  const hex = n.toString(16);
  if (hex.length > expectedLen)
    throw new RangeError("number is too large");
  return hexToBytes(hex.padStart(expectedLen, "0"));
}
function numberToBytesLE(n, len) {
  return numberToBytesBE(n, len).reverse();
}
function copyBytes(bytes) {
  return Uint8Array.from(abytes2(bytes));
}
function isPosBig(n) {
  return typeof n === "bigint" && _0n <= n;
}
function inRange(n, min, max) {
  return isPosBig(n) && isPosBig(min) && isPosBig(max) && min <= n && n < max;
}
function aInRange(title, n, min, max) {
  if (!inRange(n, min, max))
    throw new RangeError("expected valid " + title + ": " + min + " <= n < " + max + ", got " + n);
}
function bitLen(n) {
  if (n < _0n)
    throw new Error("expected non-negative bigint, got " + n);
  return n === _0n ? 0 : n.toString(2).length;
}
var bitMask = (n) => {
  asafenumber(n, "n");
  return (_1n << BigInt(n)) - _1n;
};
function validateObject(object, fields = {}, optFields = {}, title = "object") {
  aobject2(object, title);
  aobject2(fields, "fields");
  aobject2(optFields, "optFields");
  function checkField(fieldName, expectedType, isOpt) {
    const label = title === "object" ? `param "${String(fieldName)}"` : `"${title}.${String(fieldName)}"`;
    const val = object[fieldName];
    if (!Object.hasOwn(object, fieldName) && (isOpt ? val !== void 0 : expectedType !== "function")) {
      throw new TypeError(`${label} is invalid: expected own property`);
    }
    if (isOpt && val === void 0)
      return;
    const current = typeof val;
    if (current !== expectedType || val === null)
      throw new TypeError(`${label} is invalid: expected ${expectedType}, got ${current}`);
  }
  const iter = (f, isOpt) => Object.entries(f).forEach(([k, v]) => checkField(k, v, isOpt));
  iter(fields, false);
  iter(optFields, true);
}

// node_modules/@noble/curves/abstract/modular.js
var _0n2 = /* @__PURE__ */ BigInt(0);
var _1n2 = /* @__PURE__ */ BigInt(1);
var _2n = /* @__PURE__ */ BigInt(2);
var _3n = /* @__PURE__ */ BigInt(3);
var _4n = /* @__PURE__ */ BigInt(4);
var _5n = /* @__PURE__ */ BigInt(5);
var _7n = /* @__PURE__ */ BigInt(7);
var _8n = /* @__PURE__ */ BigInt(8);
var _9n = /* @__PURE__ */ BigInt(9);
var _15n = /* @__PURE__ */ BigInt(15);
var _16n = /* @__PURE__ */ BigInt(16);
var POW_WINDOWED_MIN = /* @__PURE__ */ BigInt("0x10000000000000000");
function mod(a, b) {
  if (b <= _0n2)
    throw new Error("mod: expected positive modulus, got " + b);
  const result = a % b;
  return result >= _0n2 ? result : b + result;
}
function pow(num, power, modulo) {
  if (modulo <= _1n2)
    throw new Error("pow: expected modulus > 1, got " + modulo);
  if (typeof power !== "bigint")
    throw new TypeError("invalid exponent: expected bigint, got " + typeof power);
  if (power < _0n2)
    throw new Error("invalid exponent, negatives unsupported");
  if (power === _0n2)
    return _1n2;
  if (power === _1n2)
    return num;
  let d = num % modulo;
  if (d < _0n2)
    d += modulo;
  if (power < POW_WINDOWED_MIN) {
    let p2 = _1n2;
    while (power > _0n2) {
      if (power & _1n2)
        p2 = p2 * d % modulo;
      d = d * d % modulo;
      power >>= _1n2;
    }
    return p2;
  }
  const digits = [];
  while (power > _0n2) {
    digits.push(Number(power & _15n));
    power >>= _4n;
  }
  const table = new Array(16);
  table[0] = _1n2;
  table[1] = d;
  for (let i = 2; i < 16; i++)
    table[i] = table[i - 1] * d % modulo;
  let p = table[digits[digits.length - 1]];
  for (let w = digits.length - 2; w >= 0; w--) {
    p = p * p % modulo;
    p = p * p % modulo;
    p = p * p % modulo;
    p = p * p % modulo;
    const digit = digits[w];
    if (digit !== 0)
      p = p * table[digit] % modulo;
  }
  return p;
}
function pow2(x, power, modulo) {
  if (modulo <= _1n2)
    throw new Error("pow2: expected modulus > 1, got " + modulo);
  if (power < _0n2)
    throw new Error("pow2: expected non-negative exponent, got " + power);
  let res = x;
  while (power-- > _0n2) {
    res *= res;
    res %= modulo;
  }
  return res;
}
function invert(number, modulo) {
  if (number === _0n2)
    throw new Error("invert: expected non-zero number");
  if (modulo <= _1n2)
    throw new Error("invert: expected modulus > 1, got " + modulo);
  let a = mod(number, modulo);
  let b = modulo;
  let x = _0n2, u = _1n2;
  while (a !== _0n2) {
    const q = b / a;
    const r = b - a * q;
    const m = x - u * q;
    b = a, a = r, x = u, u = m;
  }
  const gcd = b;
  if (gcd !== _1n2)
    throw new Error("invert: does not exist");
  return mod(x, modulo);
}
function assertIsSquare(Fp2, root, n) {
  const F = Fp2;
  if (!F.eql(F.sqr(root), n))
    throw new Error("Cannot find square root");
}
function aoddModulus(order, fnName) {
  if ((order & _1n2) === _0n2)
    throw new Error(fnName + ": expected odd modulus, got " + order);
}
function sqrt3mod4(Fp2, n) {
  const F = Fp2;
  const p1div4 = (F.ORDER + _1n2) / _4n;
  const root = F.pow(n, p1div4);
  assertIsSquare(F, root, n);
  return root;
}
function sqrt5mod8(Fp2, n) {
  const F = Fp2;
  const p5div8 = (F.ORDER - _5n) / _8n;
  const n2 = F.mul(n, _2n);
  const v = F.pow(n2, p5div8);
  const nv = F.mul(n, v);
  const i = F.mul(F.mul(nv, _2n), v);
  const root = F.mul(nv, F.sub(i, F.ONE));
  assertIsSquare(F, root, n);
  return root;
}
function sqrt9mod16(P2) {
  const Fp_ = Field(P2);
  const tn = tonelliShanks(P2);
  const c1 = tn(Fp_, Fp_.neg(Fp_.ONE));
  const c2 = tn(Fp_, c1);
  const c3 = tn(Fp_, Fp_.neg(c1));
  const c4 = (P2 + _7n) / _16n;
  return ((Fp2, n) => {
    const F = Fp2;
    let tv1 = F.pow(n, c4);
    let tv2 = F.mul(tv1, c1);
    const tv3 = F.mul(tv1, c2);
    const tv4 = F.mul(tv1, c3);
    const e1 = F.eql(F.sqr(tv2), n);
    const e2 = F.eql(F.sqr(tv3), n);
    tv1 = F.cmov(tv1, tv2, e1);
    tv2 = F.cmov(tv4, tv3, e2);
    const e3 = F.eql(F.sqr(tv2), n);
    const root = F.cmov(tv1, tv2, e3);
    assertIsSquare(F, root, n);
    return root;
  });
}
function tonelliShanks(P2) {
  if (P2 < _3n)
    throw new Error("sqrt is not defined for small field");
  aoddModulus(P2, "tonelliShanks");
  let Q = P2 - _1n2;
  let S = 0;
  while (Q % _2n === _0n2) {
    Q /= _2n;
    S++;
  }
  let Z = _2n;
  const _Fp = Field(P2);
  while (FpLegendre(_Fp, Z) === 1) {
    if (Z++ > 1e3)
      throw new Error("Cannot find square root: probably non-prime P");
  }
  if (S === 1)
    return sqrt3mod4;
  let cc = _Fp.pow(Z, Q);
  const Q1div2 = (Q + _1n2) / _2n;
  return function tonelliSlow(Fp2, n) {
    const F = Fp2;
    if (F.is0(n))
      return n;
    if (FpLegendre(F, n) !== 1)
      throw new Error("Cannot find square root");
    let M = S;
    let c = F.mul(F.ONE, cc);
    let t = F.pow(n, Q);
    let R = F.pow(n, Q1div2);
    while (!F.eql(t, F.ONE)) {
      if (F.is0(t))
        throw new Error("Cannot find square root: probably non-prime P");
      let i = 1;
      let t_tmp = F.sqr(t);
      while (!F.eql(t_tmp, F.ONE)) {
        i++;
        t_tmp = F.sqr(t_tmp);
        if (i === M)
          throw new Error("Cannot find square root");
      }
      const exponent = _1n2 << BigInt(M - i - 1);
      const b = F.pow(c, exponent);
      M = i;
      c = F.sqr(b);
      t = F.mul(t, c);
      R = F.mul(R, b);
    }
    return R;
  };
}
function FpSqrt(P2) {
  aoddModulus(P2, "Fp.sqrt");
  if (P2 % _4n === _3n)
    return sqrt3mod4;
  if (P2 % _8n === _5n)
    return sqrt5mod8;
  if (P2 % _16n === _9n)
    return sqrt9mod16(P2);
  return tonelliShanks(P2);
}
var isNegativeLE = (num, modulo) => (mod(num, modulo) & _1n2) === _1n2;
var FIELD_FIELDS = [
  "create",
  "isValid",
  "is0",
  "neg",
  "inv",
  "sqrt",
  "sqr",
  "eql",
  "add",
  "sub",
  "mul",
  "pow",
  "div",
  "addN",
  "subN",
  "mulN",
  "sqrN"
];
function validateField(field2) {
  aobject2(field2, "field");
  if (typeof field2.ORDER !== "bigint")
    throw new TypeError('param "ORDER" is invalid: expected bigint, got ' + typeof field2.ORDER);
  asafenumber(field2.BYTES, "BYTES");
  asafenumber(field2.BITS, "BITS");
  for (const name of FIELD_FIELDS)
    afunction(field2[name], "field." + name);
  if (field2.BYTES < 1 || field2.BITS < 1)
    throw new Error("invalid field: expected BYTES/BITS > 0");
  if (field2.ORDER <= _1n2)
    throw new Error("invalid field: expected ORDER > 1, got " + field2.ORDER);
  return field2;
}
function FpInvertBatch(Fp2, nums, passZero = false) {
  validateField(Fp2);
  aarray(nums, "nums");
  abool(passZero, "passZero");
  const F = Fp2;
  const inverted = new Array(nums.length).fill(passZero ? F.ZERO : void 0);
  const multipliedAcc = nums.reduce((acc, num, i) => {
    if (F.is0(num))
      return acc;
    inverted[i] = acc;
    return F.mul(acc, num);
  }, F.ONE);
  const invertedAcc = F.inv(multipliedAcc);
  nums.reduceRight((acc, num, i) => {
    if (F.is0(num))
      return acc;
    inverted[i] = F.mul(acc, inverted[i]);
    return F.mul(acc, num);
  }, invertedAcc);
  return inverted;
}
function FpLegendre(Fp2, n) {
  validateField(Fp2);
  const F = Fp2;
  aoddModulus(F.ORDER, "FpLegendre");
  const p1mod2 = (F.ORDER - _1n2) / _2n;
  const powered = F.pow(n, p1mod2);
  const yes = F.eql(powered, F.ONE);
  const zero = F.eql(powered, F.ZERO);
  const no = F.eql(powered, F.neg(F.ONE));
  if (!yes && !zero && !no)
    throw new Error("invalid Legendre symbol result");
  return yes ? 1 : zero ? 0 : -1;
}
function nLength(n, nBitLength) {
  if (nBitLength !== void 0)
    anumber2(nBitLength);
  if (n <= _0n2)
    throw new Error("invalid n length: expected positive n, got " + n);
  if (nBitLength !== void 0 && nBitLength < 1)
    throw new Error("invalid n length: expected positive bit length, got " + nBitLength);
  const bits = bitLen(n);
  if (nBitLength !== void 0 && nBitLength < bits)
    throw new Error(`invalid n length: expected nBitLength (${nBitLength}) >= bitLen(n) (${bits})`);
  const _nBitLength = nBitLength !== void 0 ? nBitLength : bits;
  const nByteLength = Math.ceil(_nBitLength / 8);
  return { nBitLength: _nBitLength, nByteLength };
}
var FIELD_SQRT = /* @__PURE__ */ new WeakMap();
var _Field = class {
  constructor(ORDER, opts = {}) {
    __publicField(this, "ORDER");
    __publicField(this, "BITS");
    __publicField(this, "BYTES");
    __publicField(this, "isLE");
    __publicField(this, "ZERO", _0n2);
    __publicField(this, "ONE", _1n2);
    __publicField(this, "_lengths");
    __publicField(this, "_mod");
    if (ORDER <= _1n2)
      throw new Error("invalid field: expected ORDER > 1, got " + ORDER);
    let _nbitLength = void 0;
    this.isLE = false;
    if (opts != null && typeof opts === "object") {
      if (typeof opts.BITS === "number")
        _nbitLength = opts.BITS;
      if (typeof opts.sqrt === "function")
        Object.defineProperty(this, "sqrt", { value: opts.sqrt, enumerable: true });
      if (typeof opts.isLE === "boolean")
        this.isLE = opts.isLE;
      if (opts.allowedLengths)
        this._lengths = Object.freeze(opts.allowedLengths.slice());
      if (typeof opts.modFromBytes === "boolean")
        this._mod = opts.modFromBytes;
    }
    const { nBitLength, nByteLength } = nLength(ORDER, _nbitLength);
    if (nByteLength > 2048)
      throw new Error("invalid field: expected ORDER of <= 2048 bytes");
    this.ORDER = ORDER;
    this.BITS = nBitLength;
    this.BYTES = nByteLength;
    Object.freeze(this);
  }
  create(num) {
    return mod(num, this.ORDER);
  }
  isValid(num) {
    if (typeof num !== "bigint")
      throw new TypeError("invalid field element: expected bigint, got " + typeof num);
    return _0n2 <= num && num < this.ORDER;
  }
  is0(num) {
    return num === _0n2;
  }
  // is valid and invertible
  isValidNot0(num) {
    return !this.is0(num) && this.isValid(num);
  }
  isOdd(num) {
    return (num & _1n2) === _1n2;
  }
  neg(num) {
    return mod(-num, this.ORDER);
  }
  eql(lhs, rhs) {
    return lhs === rhs;
  }
  sqr(num) {
    return mod(num * num, this.ORDER);
  }
  add(lhs, rhs) {
    return mod(lhs + rhs, this.ORDER);
  }
  sub(lhs, rhs) {
    return mod(lhs - rhs, this.ORDER);
  }
  mul(lhs, rhs) {
    return mod(lhs * rhs, this.ORDER);
  }
  pow(num, power) {
    return pow(num, power, this.ORDER);
  }
  div(lhs, rhs) {
    return mod(lhs * invert(rhs, this.ORDER), this.ORDER);
  }
  // Same as above, but doesn't normalize
  sqrN(num) {
    return num * num;
  }
  addN(lhs, rhs) {
    return lhs + rhs;
  }
  subN(lhs, rhs) {
    return lhs - rhs;
  }
  mulN(lhs, rhs) {
    return lhs * rhs;
  }
  inv(num) {
    return invert(num, this.ORDER);
  }
  sqrt(num) {
    let sqrt = FIELD_SQRT.get(this);
    if (!sqrt)
      FIELD_SQRT.set(this, sqrt = FpSqrt(this.ORDER));
    return sqrt(this, num);
  }
  toBytes(num) {
    return this.isLE ? numberToBytesLE(num, this.BYTES) : numberToBytesBE(num, this.BYTES);
  }
  fromBytes(bytes, skipValidation = false) {
    abytes2(bytes);
    const { _lengths: allowedLengths, BYTES, isLE, ORDER, _mod: modFromBytes } = this;
    if (allowedLengths) {
      if (bytes.length < 1 || !allowedLengths.includes(bytes.length) || bytes.length > BYTES) {
        throw new Error("Field.fromBytes: expected " + allowedLengths + " bytes, got " + bytes.length);
      }
      const padded = new Uint8Array(BYTES);
      padded.set(bytes, isLE ? 0 : padded.length - bytes.length);
      bytes = padded;
    }
    if (bytes.length !== BYTES)
      throw new Error("Field.fromBytes: expected " + BYTES + " bytes, got " + bytes.length);
    let scalar = isLE ? bytesToNumberLE(bytes) : bytesToNumberBE(bytes);
    if (modFromBytes)
      scalar = mod(scalar, ORDER);
    if (!skipValidation) {
      if (!this.isValid(scalar))
        throw new Error("invalid field element: outside of range 0..ORDER");
    }
    return scalar;
  }
  // TODO: we don't need it here, move out to separate fn
  invertBatch(lst) {
    return FpInvertBatch(this, lst, true);
  }
  // We can't move this out because Fp6, Fp12 implement it
  // and it's unclear what to return in there.
  cmov(a, b, condition) {
    abool(condition, "condition");
    return condition ? b : a;
  }
};
function Field(ORDER, opts = {}) {
  Object.freeze(_Field.prototype);
  return new _Field(ORDER, opts);
}

// node_modules/@noble/curves/abstract/curve.js
var _0n3 = /* @__PURE__ */ BigInt(0);
var _1n3 = /* @__PURE__ */ BigInt(1);
var _4n2 = /* @__PURE__ */ BigInt(4);
var BLIND_BYTES = 16;
var BLIND_BITS = 128;
var FW_WINDOW = 5;
var TABLE_BYTES_MAX = /* @__PURE__ */ (() => 2 ** 31)();
function validatePointCons(Point) {
  const pc = Point;
  if (typeof pc !== "function")
    throw new TypeError('"Point" expected constructor, got type=' + typeof Point);
  afunction(pc.fromAffine, "Point.fromAffine");
  afunction(pc.fromBytes, "Point.fromBytes");
  afunction(pc.fromHex, "Point.fromHex");
  aobject2(pc.BASE, "Point.BASE");
  aobject2(pc.ZERO, "Point.ZERO");
  validateField(pc.Fp);
  validateField(pc.Fn);
}
function normalizeZ(c, points) {
  validatePointCons(c);
  validateMSMPoints(points, c);
  const invertedZs = FpInvertBatch(c.Fp, points.map((p) => p.Z));
  return points.map((p, i) => c.fromAffine(p.toAffine(invertedZs[i])));
}
function validateW(W, bits, min = 1) {
  if (!Number.isSafeInteger(W) || W < min || W > bits)
    throw new Error("invalid window size, expected [" + min + ".." + bits + "], got W=" + W);
}
function validateTableBytes(numPoints, fpBytes) {
  const bytes = numPoints * (4 * fpBytes + 128);
  if (bytes > TABLE_BYTES_MAX)
    throw new Error("invalid window size: table would need ~" + Math.ceil(bytes / 2 ** 20) + " MiB, max " + TABLE_BYTES_MAX / 2 ** 20 + " MiB");
}
function probeRandomBytes(randomBytes3, length) {
  if (randomBytes3 === void 0)
    return void 0;
  afunction(randomBytes3, "randomBytes");
  try {
    const probe = randomBytes3(length);
    if (!isBytes2(probe) || probe.length !== length)
      return void 0;
  } catch {
    return void 0;
  }
  return randomBytes3;
}
function validateMSMPoints(points, c) {
  aarray(points, "points");
  points.forEach((p, i) => {
    if (!(p instanceof c))
      throw new Error("invalid point at index " + i);
  });
}
function validateMSMScalars(scalars, field2, maxScalar) {
  if (!Array.isArray(scalars))
    throw new Error("array of scalars expected");
  scalars.forEach((s2, i) => {
    const ok2 = maxScalar === void 0 ? field2.isValid(s2) : isPosBig(s2) && s2 < maxScalar;
    if (!ok2)
      throw new Error("invalid scalar at index " + i);
  });
}
var pointWindowSizes = /* @__PURE__ */ new WeakMap();
function getWindowSize(P2) {
  return pointWindowSizes.get(P2) || 1;
}
function oddMultiples(p, size) {
  const dbl = p.double();
  const t = [p];
  for (let j = 1; j < size; j++)
    t.push(t[j - 1].add(dbl));
  return t;
}
function wnafDigits(n, W) {
  const size = 2 ** W;
  const half = size / 2;
  const mask = BigInt(size - 1);
  const d = [];
  while (n > _0n3) {
    let w = 0;
    if (n & _1n3) {
      w = Number(n & mask);
      if (w >= half)
        w -= size;
      n -= BigInt(w);
    }
    d.push(w);
    n >>= _1n3;
  }
  return d;
}
function signedWindowDigits(n, W, windows) {
  const size = 2 ** W;
  const half = size / 2;
  const mask = BigInt(size - 1);
  const shiftBy = BigInt(W);
  const d = [];
  for (let w = 0; w < windows; w++) {
    let v = Number(n & mask);
    n >>= shiftBy;
    if (v > half) {
      v -= size;
      n += _1n3;
    }
    d.push(v);
  }
  if (n !== _0n3)
    throw new Error("invalid wnaf");
  return d;
}
function wnafWalk(zero, tables, digits) {
  let max = 0;
  for (const d of digits)
    max = Math.max(max, d.length);
  let acc = zero;
  for (let bit = max - 1; bit >= 0; bit--) {
    if (bit !== max - 1)
      acc = acc.double();
    for (let i = 0; i < digits.length; i++) {
      const w = digits[i][bit];
      if (w) {
        const item = tables[i][Math.abs(w) - 1 >> 1];
        acc = acc.add(w < 0 ? item.negate() : item);
      }
    }
  }
  return acc;
}
var ScalarMultiplier = class {
  // Parametrized with a given Point class (not individual point)
  constructor(Point, randomBytes3) {
    __publicField(this, "Point");
    __publicField(this, "BASE");
    __publicField(this, "ZERO");
    __publicField(this, "randomBytes");
    __publicField(this, "wnafPrecomputes", /* @__PURE__ */ new WeakMap());
    __publicField(this, "baseCanBeBlinded");
    __publicField(this, "bits");
    validatePointCons(Point);
    this.randomBytes = probeRandomBytes(randomBytes3, BLIND_BYTES);
    this.Point = Point;
    this.BASE = Point.BASE;
    this.ZERO = Point.ZERO;
    this.bits = Point.Fn.BITS;
  }
  /**
   * Creates a signed fixed-window wNAF precomputation table: for every window w, the
   * multiples `[1..2^(W−1)]⋅2^(w⋅W)⋅P`, flattened. All doublings are baked into the table,
   * so cached multiplication is additions-only. `windows = ceil(bits/W) + 1`: the extra
   * window absorbs the final carry of signed-digit recoding.
   * For a 256-bit curve and W=6, the table is 44⋅32 = 1408 points.
   * @param point - Point instance
   * @param W - window size
   * @param bits - scalar bitlength the table must cover
   */
  buildWnafTable(point, W, bits) {
    const windows = Math.ceil(bits / W) + 1;
    const half = 2 ** (W - 1);
    const comp = [];
    let base = point;
    for (let w = 0; w < windows; w++) {
      let acc = base;
      for (let i = 0; i < half; i++) {
        comp.push(acc);
        acc = acc.add(base);
      }
      base = comp[comp.length - 1].double();
    }
    return { W, bits, windows, comp };
  }
  /**
   * Implements ec multiplication using precomputed signed fixed-window wNAF tables.
   * Constant-time: fixed window count with one table addition per window — zero digits feed
   * the fake accumulator — and no doublings; the lookup scans the whole window slice.
   * Scalar bounds are validated by the public entry points ({@link ScalarMultiplier.mulCT},
   * {@link ScalarMultiplier.mulCTBlinded}, {@link ScalarMultiplier.mulUnsafe});
   * signedWindowDigits throws if `n` exceeds the table.
   * @returns real and fake (for const-time) points
   */
  wnafCachedCT(precomputes, n) {
    const { W, windows, comp } = precomputes;
    const half = 2 ** (W - 1);
    const digits = signedWindowDigits(n, W, windows);
    let p = this.ZERO;
    let f = this.BASE;
    for (let w = 0; w < windows; w++) {
      const digit = digits[w];
      const start = w * half;
      const idx = Math.abs(digit) - 1;
      let sel = comp[start];
      for (let i = 1; i < half; i++)
        sel = i === idx ? comp[start + i] : sel;
      const neg = sel.negate();
      if (digit === 0)
        f = f.add(comp[start]);
      else
        p = p.add(digit < 0 ? neg : sel);
    }
    return { p, f };
  }
  // Cache key is point identity plus (W, bits); at most two entries exist per point (public-width
  // `Fn.BITS` and blinded `Fn.BITS + BLIND_BITS`). Callers must not reuse the same point with
  // incompatible `transform(...)` layouts and expect a separate cache entry.
  getWnafPrecomputes(W, point, bits, transform) {
    let entries = this.wnafPrecomputes.get(point);
    let comp = entries?.find((entry) => entry.W === W && entry.bits === bits);
    if (!comp) {
      comp = this.buildWnafTable(point, W, bits);
      if (typeof transform === "function")
        comp = { ...comp, comp: transform(comp.comp) };
      if (!entries) {
        entries = [];
        this.wnafPrecomputes.set(point, entries);
      }
      entries.push(comp);
    }
    return comp;
  }
  assertPoint(point) {
    if (!(point instanceof this.Point))
      throw new TypeError('"point" expected Point instance, got type=' + typeof point);
  }
  // Shared prologue of the constant-time entry points. Rejects scalar 0: in key/signature-style
  // callers a zero scalar means broken upstream plumbing, and concrete Points already reject it.
  // Uses inRange instead of Fn.isValidNot0: validateField() only certifies the arithmetic subset.
  validateMulInput(point, scalar) {
    this.assertPoint(point);
    if (!inRange(scalar, _1n3, this.Point.Fn.ORDER))
      throw new Error("invalid scalar");
  }
  // Constant-time dispatch shared by mulCT / mulCTBlinded. Un-precomputed points (W===1, e.g.
  // ECDH peer keys) skip building a throwaway cached table in favor of a small fixed-window
  // multiply. `n` must be < 2^bits.
  runCT(point, n, bits, transform) {
    const W = getWindowSize(point);
    if (W === 1)
      return this.fixedWindowCT(point, n, bits);
    return this.wnafCachedCT(this.getWnafPrecomputes(W, point, bits, transform), n);
  }
  mulCT(point, scalar, transform) {
    this.validateMulInput(point, scalar);
    return this.runCT(point, scalar, this.bits, transform);
  }
  mulCTBlinded(point, scalar, transform) {
    this.validateMulInput(point, scalar);
    if (this.randomBytes === void 0)
      throw new Error("randomBytes is required for scalar blinding");
    const bits = this.Point.Fn.BITS + BLIND_BITS;
    const blind = this.randomBytes(BLIND_BYTES);
    if (!isBytes2(blind) || blind.length !== BLIND_BYTES)
      throw new Error("randomBytes returned invalid byte array");
    blind[0] = blind[0] & 63 | 128;
    const n = scalar + bytesToNumberBE(blind) * this.Point.Fn.ORDER;
    return this.runCT(point, n, bits, transform);
  }
  /**
   * Constant-time multiplication `n*point` for an un-precomputed point, via a small fixed window.
   * A cached wNAF table only pays off when reused; a flat 2^FW_WINDOW table (`size-1` adds) is
   * far cheaper to build for a single use. The point-operation sequence is independent of `n`:
   * build the table, then per window exactly FW_WINDOW doublings, a data-oblivious scan over
   * every table entry, and one addition (adds the identity when the window digit is 0 — never
   * skipped).
   *
   * `n` must be `< 2^bits`. Assumes complete addition (adding the identity costs the same as any
   * add), which holds for the Weierstrass/Edwards point types used here. The table is left in
   * projective form (no normalizeZ): normalizing this small a table costs more than the
   * mixed-add savings it would buy for a single multiply.
   * @returns real point `p`; `f` duplicates it only to match {@link wnafCachedCT}'s return shape
   * (this path needs no fake accumulator — its op-count is already scalar-independent).
   */
  fixedWindowCT(point, n, bits) {
    const W = FW_WINDOW;
    const size = 1 << W;
    const mask = bitMask(W);
    const table = new Array(size);
    table[0] = this.ZERO;
    for (let i = 1; i < size; i++)
      table[i] = table[i - 1].add(point);
    const windows = Math.ceil(bits / W);
    let acc = this.ZERO;
    for (let window = windows - 1; window >= 0; window--) {
      if (window !== windows - 1)
        for (let d = 0; d < W; d++)
          acc = acc.double();
      const digit = Number(n >> BigInt(window * W) & mask);
      let sel = table[0];
      for (let i = 1; i < size; i++)
        sel = i === digit ? table[i] : sel;
      acc = acc.add(sel);
    }
    return { p: acc, f: acc };
  }
  shouldBlind(point, cofactor) {
    if (this.randomBytes === void 0)
      return false;
    if (cofactor === _1n3)
      return true;
    if (point !== this.BASE)
      return false;
    if (this.baseCanBeBlinded === void 0)
      this.baseCanBeBlinded = this.mulUnsafe(this.BASE, this.Point.Fn.ORDER).is0();
    return this.baseCanBeBlinded;
  }
  mulSecret(point, scalar, cofactor, transform) {
    return this.shouldBlind(point, cofactor) ? this.mulCTBlinded(point, scalar, transform) : this.mulCT(point, scalar, transform);
  }
  mulUnsafe(point, scalar, transform) {
    this.assertPoint(point);
    if (!isPosBig(scalar))
      throw new Error("invalid scalar");
    const W = getWindowSize(point);
    if (W === 1 || scalar >= this.Point.Fn.ORDER)
      return mulAddUnsafe(this.Point, [point], [scalar], true);
    const precomputes = this.getWnafPrecomputes(W, point, this.bits, transform);
    return this.wnafCachedCT(precomputes, scalar).p;
  }
  // Remembers the window size used for precomputed wNAF multiplication of the given point
  // and drops any previously built tables. Usually only the base point is precomputed.
  // W=1 resets the point to the un-precomputed (table-less) paths.
  // W is additionally capped so tables stay under ~2 GiB ({@link TABLE_BYTES_MAX}).
  setWindowSize(point, W) {
    this.assertPoint(point);
    validateW(W, this.bits);
    const windows = Math.ceil((this.bits + BLIND_BITS) / W) + 1;
    validateTableBytes(windows * 2 ** (W - 1), this.Point.Fp.BYTES);
    pointWindowSizes.set(point, W);
    this.wnafPrecomputes.delete(point);
  }
  // True when a window size is set: tables themselves are built lazily on first multiply.
  hasWindowSize(point) {
    return getWindowSize(point) !== 1;
  }
};
function mulAddUnsafe(c, points, scalars, allowOversized = false) {
  validatePointCons(c);
  validateMSMPoints(points, c);
  abool(allowOversized, "allowOversized");
  validateMSMScalars(scalars, c.Fn, allowOversized ? c.Fn.ORDER ** _4n2 : void 0);
  if (points.length !== scalars.length)
    throw new Error("arrays of points and scalars must have equal length");
  const tables = points.map((p) => oddMultiples(p, 4));
  const digits = scalars.map((n) => wnafDigits(n, 4));
  return wnafWalk(c.ZERO, tables, digits);
}
function createField(order, field2, isLE) {
  if (field2) {
    if (field2.ORDER !== order)
      throw new Error("Field.ORDER must match order: Fp == p, Fn == n");
    validateField(field2);
    return field2;
  } else {
    return Field(order, { isLE });
  }
}
function createCurveFields(type, CURVE, curveOpts = {}, FpFnLE) {
  if (type !== "weierstrass" && type !== "edwards")
    throw new Error('expected curve type "weierstrass" or "edwards"');
  if (FpFnLE === void 0)
    FpFnLE = type === "edwards";
  if (!CURVE || typeof CURVE !== "object")
    throw new Error(`expected valid ${type} CURVE object`);
  validateObject(curveOpts);
  for (const p of ["p", "n", "h"]) {
    const val = CURVE[p];
    if (!(isPosBig(val) && val !== _0n3))
      throw new Error(`CURVE.${p} must be positive bigint`);
  }
  const Fp2 = createField(CURVE.p, curveOpts.Fp, FpFnLE);
  const Fn = createField(CURVE.n, curveOpts.Fn, FpFnLE);
  const _b = type === "weierstrass" ? "b" : "d";
  const params = ["Gx", "Gy", "a", _b];
  for (const p of params) {
    if (!Fp2.isValid(CURVE[p]))
      throw new Error(`CURVE.${p} must be valid field element of CURVE.Fp`);
  }
  CURVE = Object.freeze(Object.assign({}, CURVE));
  return { CURVE, Fp: Fp2, Fn };
}
function createKeygen(randomSecretKey, getPublicKey) {
  return function keygen(seed) {
    const secretKey = randomSecretKey(seed);
    return { secretKey, publicKey: getPublicKey(secretKey) };
  };
}

// node_modules/@noble/curves/abstract/edwards.js
var _0n4 = /* @__PURE__ */ BigInt(0);
var _1n4 = /* @__PURE__ */ BigInt(1);
var _2n2 = /* @__PURE__ */ BigInt(2);
var _4n3 = /* @__PURE__ */ BigInt(4);
var _8n2 = /* @__PURE__ */ BigInt(8);
function isEdValidXY(Fp2, CURVE, x, y) {
  const x2 = Fp2.sqr(x);
  const y2 = Fp2.sqr(y);
  const left = Fp2.add(Fp2.mul(CURVE.a, x2), y2);
  const right = Fp2.add(Fp2.ONE, Fp2.mul(CURVE.d, Fp2.mul(x2, y2)));
  return Fp2.eql(left, right);
}
function edwards(params, extraOpts = {}) {
  validateObject(extraOpts, {}, {}, "extraOpts");
  const opts = extraOpts;
  const validated = createCurveFields("edwards", params, opts, opts.FpFnLE);
  const { Fp: Fp2, Fn } = validated;
  let CURVE = validated.CURVE;
  const { h: cofactor } = CURVE;
  if (FpLegendre(Fp2, CURVE.a) !== 1)
    throw new Error("edwards: CURVE.a must be a square in Fp for complete addition formulas");
  if (FpLegendre(Fp2, CURVE.d) !== -1)
    throw new Error("edwards: CURVE.d must be a non-square in Fp for complete addition formulas");
  validateObject(opts, {}, { uvRatio: "function", randomBytes: "function" });
  const randomBytes3 = opts.randomBytes === void 0 ? randomBytes2 : opts.randomBytes;
  const MASK = _2n2 << BigInt(Fp2.BYTES * 8) - _1n4;
  function isOdd(n) {
    if (!Fp2.isOdd)
      throw new Error("Field does not have .isOdd()");
    return Fp2.isOdd(n);
  }
  const uvRatio2 = opts.uvRatio === void 0 ? (u, v) => {
    try {
      return { isValid: true, value: Fp2.sqrt(Fp2.div(u, v)) };
    } catch (e) {
      return { isValid: false, value: _0n4 };
    }
  } : opts.uvRatio;
  if (!isEdValidXY(Fp2, CURVE, CURVE.Gx, CURVE.Gy))
    throw new Error("bad curve params: generator point");
  const mulA = Fp2.eql(CURVE.a, Fp2.neg(Fp2.ONE)) ? (x) => Fp2.neg(x) : Fp2.eql(CURVE.a, Fp2.ONE) ? (x) => x : (x) => Fp2.mul(CURVE.a, x);
  function acoord(title, n, banZero = false) {
    const min = banZero ? _1n4 : _0n4;
    aInRange("coordinate " + title, n, min, MASK);
    return n;
  }
  function aedpoint(other3) {
    if (!(other3 instanceof Point))
      throw new Error("EdwardsPoint expected");
  }
  const _Point = class _Point {
    constructor(X, Y, Z, T) {
      __publicField(this, "X");
      __publicField(this, "Y");
      __publicField(this, "Z");
      __publicField(this, "T");
      this.X = acoord("x", X);
      this.Y = acoord("y", Y);
      this.Z = acoord("z", Z, true);
      this.T = acoord("t", T);
      Object.freeze(this);
    }
    static CURVE() {
      return CURVE;
    }
    /**
     * Create one extended Edwards point from affine coordinates.
     * Does NOT validate that the point is on-curve or torsion-free.
     * Use `.assertValidity()` on adversarial inputs.
     */
    static fromAffine(p) {
      if (p instanceof _Point)
        throw new Error("extended point not allowed");
      const { x, y } = p || {};
      acoord("x", x);
      acoord("y", y);
      return new _Point(x, y, Fp2.ONE, Fp2.mul(x, y));
    }
    // Uses algo from RFC8032 5.1.3.
    static fromBytes(bytes, zip215 = false) {
      const len = Fp2.BYTES;
      const { a, d } = CURVE;
      bytes = copyBytes(abytes2(bytes, len, "point"));
      abool(zip215, "zip215");
      const normed = copyBytes(bytes);
      const lastByte = bytes[len - 1];
      normed[len - 1] = lastByte & ~128;
      const y = bytesToNumberLE(normed);
      const max = zip215 ? MASK : Fp2.ORDER;
      aInRange("point.y", y, _0n4, max);
      const y2 = Fp2.sqr(y);
      const u = Fp2.sub(y2, Fp2.ONE);
      const v = Fp2.sub(Fp2.mulN(d, y2), a);
      let { isValid, value: x } = uvRatio2(u, v);
      if (!isValid)
        throw new Error("bad point: invalid y coordinate");
      const isXOdd = isOdd(x);
      const isLastByteOdd = (lastByte & 128) !== 0;
      if (!zip215 && Fp2.is0(x) && isLastByteOdd)
        throw new Error("bad point: x=0 and x_0=1");
      if (isLastByteOdd !== isXOdd)
        x = Fp2.neg(x);
      return _Point.fromAffine({ x, y });
    }
    static fromHex(hex, zip215 = false) {
      return _Point.fromBytes(hexToBytes2(hex), zip215);
    }
    get x() {
      return this.toAffine().x;
    }
    get y() {
      return this.toAffine().y;
    }
    precompute(windowSize = 6, isLazy = true) {
      wnaf.setWindowSize(this, windowSize);
      if (!isLazy)
        this.multiply(_2n2);
      return this;
    }
    // Useful in fromAffine() - not for fromBytes(), which always created valid points.
    assertValidity() {
      const p = this;
      const { a, d } = CURVE;
      if (p.is0())
        throw new Error("bad point: ZERO");
      const { X, Y, Z, T } = p;
      const X2 = Fp2.sqr(X);
      const Y2 = Fp2.sqr(Y);
      const Z2 = Fp2.sqr(Z);
      const Z4 = Fp2.sqr(Z2);
      const aX2 = Fp2.mul(X2, a);
      const left = Fp2.mul(Fp2.add(aX2, Y2), Z2);
      const right = Fp2.add(Z4, Fp2.mul(d, Fp2.mul(X2, Y2)));
      if (!Fp2.eql(left, right))
        throw new Error("bad point: equation left != right (1)");
      const XY = Fp2.mul(X, Y);
      const ZT = Fp2.mul(Z, T);
      if (!Fp2.eql(XY, ZT))
        throw new Error("bad point: equation left != right (2)");
    }
    // Compare one point to another.
    equals(other3) {
      aedpoint(other3);
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const { X: X2, Y: Y2, Z: Z2 } = other3;
      const X1Z2 = Fp2.mul(X1, Z2);
      const X2Z1 = Fp2.mul(X2, Z1);
      const Y1Z2 = Fp2.mul(Y1, Z2);
      const Y2Z1 = Fp2.mul(Y2, Z1);
      return Fp2.eql(X1Z2, X2Z1) && Fp2.eql(Y1Z2, Y2Z1);
    }
    is0() {
      return this.equals(_Point.ZERO);
    }
    negate() {
      return new _Point(Fp2.neg(this.X), this.Y, this.Z, Fp2.neg(this.T));
    }
    // Fast algo for doubling Extended Point.
    // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#doubling-dbl-2008-hwcd
    // Cost: 4M + 4S + 1*a + 6add + 1*2.
    double() {
      const { X: X1, Y: Y1, Z: Z1 } = this;
      const A = Fp2.sqr(X1);
      const B = Fp2.sqr(Y1);
      const C = Fp2.mul(Fp2.sqr(Z1), _2n2);
      const D = mulA(A);
      const x1y1 = Fp2.addN(X1, Y1);
      const E = Fp2.sub(Fp2.subN(Fp2.sqr(x1y1), A), B);
      const G = Fp2.addN(D, B);
      const F = Fp2.subN(G, C);
      const H = Fp2.subN(D, B);
      const X3 = Fp2.mul(E, F);
      const Y3 = Fp2.mul(G, H);
      const T3 = Fp2.mul(E, H);
      const Z3 = Fp2.mul(F, G);
      return new _Point(X3, Y3, Z3, T3);
    }
    // Fast algo for adding 2 Extended Points.
    // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#addition-add-2008-hwcd
    // Cost: 9M + 1*a + 1*d + 7add.
    add(other3) {
      aedpoint(other3);
      const { d } = CURVE;
      const { X: X1, Y: Y1, Z: Z1, T: T1 } = this;
      const { X: X2, Y: Y2, Z: Z2, T: T2 } = other3;
      const A = Fp2.mul(X1, X2);
      const B = Fp2.mul(Y1, Y2);
      const C = Fp2.mul(Fp2.mulN(T1, d), T2);
      const D = Fp2.mul(Z1, Z2);
      const E = Fp2.sub(Fp2.subN(Fp2.mulN(Fp2.addN(X1, Y1), Fp2.addN(X2, Y2)), A), B);
      const F = Fp2.subN(D, C);
      const G = Fp2.addN(D, C);
      const H = Fp2.sub(B, mulA(A));
      const X3 = Fp2.mul(E, F);
      const Y3 = Fp2.mul(G, H);
      const T3 = Fp2.mul(E, H);
      const Z3 = Fp2.mul(F, G);
      return new _Point(X3, Y3, Z3, T3);
    }
    subtract(other3) {
      aedpoint(other3);
      return this.add(other3.negate());
    }
    // Constant-time multiplication.
    multiply(scalar) {
      if (!Fn.isValidNot0(scalar))
        throw new RangeError("invalid scalar: expected 1 <= sc < curve.n");
      const { p, f } = wnaf.mulSecret(this, scalar, cofactor, normalize);
      return normalize([p, f])[0];
    }
    // Non-constant-time multiplication. Uses double-and-add algorithm.
    // It's faster, but should only be used when you don't care about
    // an exposed private key e.g. sig verification.
    // Keeps the same subgroup-scalar contract: 0 is allowed for public-scalar callers, but
    // n and larger values are rejected instead of being reduced mod n to the identity point.
    multiplyUnsafe(scalar) {
      if (!Fn.isValid(scalar))
        throw new RangeError("invalid scalar: expected 0 <= sc < curve.n");
      if (scalar === _0n4)
        return _Point.ZERO;
      if (this.is0() || scalar === _1n4)
        return this;
      return wnaf.mulUnsafe(this, scalar, normalize);
    }
    // Checks if point is of small order.
    // If you add something to small order point, you will have "dirty"
    // point with torsion component.
    // Clears cofactor and checks if the result is 0.
    isSmallOrder() {
      return this.clearCofactor().is0();
    }
    // Multiplies point by curve order and checks if the result is 0.
    // Returns `false` is the point is dirty.
    isTorsionFree() {
      return wnaf.mulUnsafe(this, CURVE.n).is0();
    }
    // Converts Extended point to default (x, y) coordinates.
    // Can accept precomputed Z^-1 - for example, from invertBatch.
    toAffine(invertedZ) {
      const p = this;
      let iz = invertedZ;
      if (iz != null && typeof iz !== "bigint")
        throw new TypeError('"invertedZ" expected bigint, got type=' + typeof iz);
      const { X, Y, Z } = p;
      const is0 = p.is0();
      if (iz == null)
        iz = is0 ? Fp2.create(_8n2) : Fp2.inv(Z);
      const x = Fp2.mul(X, iz);
      const y = Fp2.mul(Y, iz);
      const zz = Fp2.mul(Z, iz);
      if (is0)
        return { x: Fp2.ZERO, y: Fp2.ONE };
      if (!Fp2.eql(zz, Fp2.ONE))
        throw new Error("invZ was invalid");
      return { x, y };
    }
    clearCofactor() {
      if (cofactor === _1n4)
        return this;
      if (cofactor === _2n2)
        return this.double();
      if (cofactor === _4n3)
        return this.double().double();
      if (cofactor === _8n2)
        return this.double().double().double();
      return this.multiplyUnsafe(cofactor);
    }
    toBytes() {
      const { x, y } = this.toAffine();
      const bytes = Fp2.toBytes(y);
      bytes[bytes.length - 1] |= isOdd(x) ? 128 : 0;
      return bytes;
    }
    toHex() {
      return bytesToHex2(this.toBytes());
    }
    toString() {
      return `<Point ${this.is0() ? "ZERO" : this.toHex()}>`;
    }
  };
  __publicField(_Point, "BASE", new _Point(CURVE.Gx, CURVE.Gy, Fp2.ONE, Fp2.mul(CURVE.Gx, CURVE.Gy)));
  __publicField(_Point, "ZERO", new _Point(Fp2.ZERO, Fp2.ONE, Fp2.ONE, Fp2.ZERO));
  __publicField(_Point, "Fp", Fp2);
  __publicField(_Point, "Fn", Fn);
  let Point = _Point;
  const normalize = (points) => normalizeZ(Point, points);
  const wnaf = new ScalarMultiplier(Point, randomBytes3);
  if (wnaf.bits >= 6)
    Point.BASE.precompute(6);
  Object.freeze(Point.prototype);
  Object.freeze(Point);
  return Point;
}
function eddsa(Point, cHash, eddsaOpts = {}) {
  validatePointCons(Point);
  if (typeof cHash !== "function")
    throw new Error('"hash" function param is required');
  const hash = cHash;
  const opts = eddsaOpts;
  validateObject(opts, {}, {
    adjustScalarBytes: "function",
    randomBytes: "function",
    domain: "function",
    prehash: "function",
    zip215: "boolean",
    mapToCurve: "function",
    toMontgomery: "function",
    toMontgomerySecret: "function"
  });
  const { prehash } = opts;
  const { BASE, Fp: Fp2, Fn } = Point;
  const outputLen = hash.outputLen;
  const expectedLen = 2 * Fp2.BYTES;
  if (outputLen !== void 0) {
    asafenumber(outputLen, "hash.outputLen");
    if (outputLen !== expectedLen)
      throw new Error(`hash.outputLen must be ${expectedLen}, got ${outputLen}`);
  }
  const randomBytes3 = opts.randomBytes === void 0 ? randomBytes2 : opts.randomBytes;
  const toMontgomery2 = opts.toMontgomery;
  const toMontgomerySecret2 = opts.toMontgomerySecret;
  const adjustScalarBytes2 = opts.adjustScalarBytes === void 0 ? (bytes) => bytes : opts.adjustScalarBytes;
  const domain = opts.domain === void 0 ? (data, ctx, phflag) => {
    abool(phflag, "phflag");
    if (ctx.length || phflag)
      throw new Error("Contexts/pre-hash are not supported");
    return data;
  } : opts.domain;
  function modN_LE(hash2) {
    return Fn.create(bytesToNumberLE(hash2));
  }
  function getPrivateScalar(key) {
    const len = lengths.secretKey;
    abytes2(key, lengths.secretKey, "secretKey");
    const hashed = abytes2(hash(key), 2 * len, "hashedSecretKey");
    const head = adjustScalarBytes2(hashed.slice(0, len));
    const prefix = hashed.slice(len, 2 * len);
    const scalar = modN_LE(head);
    return { head, prefix, scalar };
  }
  function getExtendedPublicKey(secretKey) {
    const { head, prefix, scalar } = getPrivateScalar(secretKey);
    const point = BASE.multiply(scalar);
    const pointBytes = point.toBytes();
    return { head, prefix, scalar, point, pointBytes };
  }
  function getPublicKey(secretKey) {
    return getExtendedPublicKey(secretKey).pointBytes;
  }
  function hashDomainToScalar(context = Uint8Array.of(), ...msgs) {
    const msg = concatBytes2(...msgs);
    return modN_LE(hash(domain(msg, abytes2(context, void 0, "context"), !!prehash)));
  }
  function sign(msg, secretKey, options = {}) {
    validateObject(options, {}, {}, "options");
    msg = copyBytes(abytes2(msg, void 0, "message"));
    if (prehash)
      msg = prehash(msg);
    const { prefix, scalar, pointBytes } = getExtendedPublicKey(secretKey);
    const r = hashDomainToScalar(options.context, prefix, msg);
    const R = BASE.multiply(r).toBytes();
    const k = hashDomainToScalar(options.context, R, pointBytes, msg);
    const s2 = Fn.create(r + k * scalar);
    if (!Fn.isValid(s2))
      throw new Error("sign failed: invalid s");
    const rs = concatBytes2(R, Fn.toBytes(s2));
    return abytes2(rs, lengths.signature, "result");
  }
  const verifyOpts = {
    zip215: opts.zip215
  };
  function verify(sig, msg, publicKey, options = verifyOpts) {
    validateObject(options);
    const { context } = options;
    const zip215 = options.zip215 === void 0 ? !!verifyOpts.zip215 : options.zip215;
    const len = lengths.signature;
    sig = abytes2(sig, len, "signature");
    msg = abytes2(msg, void 0, "message");
    publicKey = abytes2(publicKey, lengths.publicKey, "publicKey");
    if (zip215 !== void 0)
      abool(zip215, "zip215");
    if (prehash)
      msg = prehash(msg);
    const mid = len / 2;
    const r = sig.subarray(0, mid);
    const s2 = bytesToNumberLE(sig.subarray(mid, len));
    let A, R, SB;
    try {
      A = Point.fromBytes(publicKey, zip215);
      R = Point.fromBytes(r, zip215);
      SB = BASE.multiplyUnsafe(s2);
    } catch (error) {
      return false;
    }
    if (!zip215 && A.isSmallOrder())
      return false;
    const k = hashDomainToScalar(context, r, publicKey, msg);
    const RkA = R.add(A.multiplyUnsafe(k));
    return RkA.subtract(SB).clearCofactor().is0();
  }
  const _size = Fp2.BYTES;
  const lengths = {
    secretKey: _size,
    publicKey: _size,
    signature: 2 * _size,
    seed: _size
  };
  function randomSecretKey(seed) {
    seed = seed === void 0 ? randomBytes3(lengths.seed) : seed;
    return abytes2(seed, lengths.seed, "seed");
  }
  function isValidSecretKey(key) {
    return isBytes2(key) && key.length === lengths.secretKey;
  }
  function isValidPublicKey(key, zip215) {
    try {
      return !!Point.fromBytes(key, zip215 === void 0 ? verifyOpts.zip215 : zip215);
    } catch (error) {
      return false;
    }
  }
  const utils = {
    getExtendedPublicKey,
    randomSecretKey,
    isValidSecretKey,
    isValidPublicKey,
    /** Converts an Edwards public key to a companion Montgomery public key. */
    toMontgomery(publicKey) {
      if (toMontgomery2 === void 0)
        throw new Error("Montgomery conversion is not supported for this curve");
      return toMontgomery2(Point.fromBytes(publicKey));
    },
    toMontgomerySecret(secretKey) {
      if (toMontgomerySecret2 === void 0)
        throw new Error("Montgomery conversion is not supported for this curve");
      return toMontgomerySecret2(secretKey);
    }
  };
  Object.freeze(lengths);
  Object.freeze(utils);
  return Object.freeze({
    keygen: createKeygen(randomSecretKey, getPublicKey),
    getPublicKey,
    sign,
    verify,
    utils,
    Point,
    lengths
  });
}

// node_modules/@noble/curves/ed25519.js
var _1n5 = /* @__PURE__ */ BigInt(1);
var _2n3 = /* @__PURE__ */ BigInt(2);
var _5n2 = /* @__PURE__ */ BigInt(5);
var _8n3 = /* @__PURE__ */ BigInt(8);
var ed25519_CURVE_p = /* @__PURE__ */ BigInt("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed");
var ed25519_CURVE = /* @__PURE__ */ (() => ({
  p: ed25519_CURVE_p,
  n: BigInt("0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed"),
  h: _8n3,
  a: BigInt("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec"),
  d: BigInt("0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3"),
  Gx: BigInt("0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a"),
  Gy: BigInt("0x6666666666666666666666666666666666666666666666666666666666666658")
}))();
function ed25519_pow_2_252_3(x) {
  const _10n = BigInt(10), _20n = BigInt(20), _40n = BigInt(40), _80n = BigInt(80);
  const P2 = ed25519_CURVE_p;
  const x2 = x * x % P2;
  const b2 = x2 * x % P2;
  const b4 = pow2(b2, _2n3, P2) * b2 % P2;
  const b5 = pow2(b4, _1n5, P2) * x % P2;
  const b10 = pow2(b5, _5n2, P2) * b5 % P2;
  const b20 = pow2(b10, _10n, P2) * b10 % P2;
  const b40 = pow2(b20, _20n, P2) * b20 % P2;
  const b80 = pow2(b40, _40n, P2) * b40 % P2;
  const b160 = pow2(b80, _80n, P2) * b80 % P2;
  const b240 = pow2(b160, _80n, P2) * b80 % P2;
  const b250 = pow2(b240, _10n, P2) * b10 % P2;
  const pow_p_5_8 = pow2(b250, _2n3, P2) * x % P2;
  return { pow_p_5_8, b2 };
}
function adjustScalarBytes(bytes) {
  bytes[0] &= 248;
  bytes[31] &= 127;
  bytes[31] |= 64;
  return bytes;
}
var ED25519_SQRT_M1 = /* @__PURE__ */ BigInt("19681161376707505956807079304988542015446066515923890162744021073123829784752");
function uvRatio(u, v) {
  const P2 = ed25519_CURVE_p;
  const v3 = mod(v * v * v, P2);
  const v7 = mod(v3 * v3 * v, P2);
  const pow3 = ed25519_pow_2_252_3(u * v7).pow_p_5_8;
  let x = mod(u * v3 * pow3, P2);
  const vx2 = mod(v * x * x, P2);
  const root1 = x;
  const root2 = mod(x * ED25519_SQRT_M1, P2);
  const useRoot1 = vx2 === u;
  const useRoot2 = vx2 === mod(-u, P2);
  const noRoot = vx2 === mod(-u * ED25519_SQRT_M1, P2);
  if (useRoot1)
    x = root1;
  if (useRoot2 || noRoot)
    x = root2;
  if (isNegativeLE(x, P2))
    x = mod(-x, P2);
  return { isValid: useRoot1 || useRoot2, value: x };
}
var ed25519_Point = /* @__PURE__ */ edwards(ed25519_CURVE, { uvRatio });
var Fp = /* @__PURE__ */ (() => ed25519_Point.Fp)();
function toMontgomery(point) {
  const { y } = point;
  return Fp.toBytes(Fp.div(_1n5 + y, _1n5 - y));
}
function toMontgomerySecret(secretKey) {
  const size = ed25519_Point.Fp.BYTES;
  abytes(secretKey, size);
  return adjustScalarBytes(sha512(secretKey.subarray(0, size))).subarray(0, size);
}
function ed(opts) {
  return eddsa(ed25519_Point, sha512, Object.assign({ adjustScalarBytes, toMontgomery, toMontgomerySecret, zip215: true }, opts));
}
var ed25519 = /* @__PURE__ */ ed({});

// node_modules/@noble/hashes/hmac.js
var _HMAC = class {
  constructor(hash, key) {
    __publicField(this, "oHash");
    __publicField(this, "iHash");
    __publicField(this, "blockLen");
    __publicField(this, "outputLen");
    __publicField(this, "canXOF", false);
    __publicField(this, "finished", false);
    __publicField(this, "destroyed", false);
    ahash(hash);
    abytes(key, void 0, "key");
    this.iHash = hash.create();
    if (typeof this.iHash.update !== "function")
      throw new Error("expected Hash instance");
    this.blockLen = this.iHash.blockLen;
    this.outputLen = this.iHash.outputLen;
    const blockLen = this.blockLen;
    const pad = new Uint8Array(blockLen);
    pad.set(key.length > blockLen ? hash.create().update(key).digest() : key);
    for (let i = 0; i < pad.length; i++)
      pad[i] ^= 54;
    this.iHash.update(pad);
    this.oHash = hash.create();
    for (let i = 0; i < pad.length; i++)
      pad[i] ^= 54 ^ 92;
    this.oHash.update(pad);
    clean(pad);
  }
  update(buf) {
    aexists(this);
    this.iHash.update(buf);
    return this;
  }
  digestInto(out) {
    aexists(this);
    aoutput(out, this);
    this.finished = true;
    const buf = out.subarray(0, this.outputLen);
    this.iHash.digestInto(buf);
    this.oHash.update(buf);
    this.oHash.digestInto(buf);
    this.destroy();
  }
  digest() {
    const out = new Uint8Array(this.oHash.outputLen);
    this.digestInto(out);
    return out;
  }
  _cloneInto(to) {
    to || (to = Object.create(Object.getPrototypeOf(this), {}));
    const { oHash, iHash, finished, destroyed, blockLen, outputLen, canXOF } = this;
    to = to;
    to.finished = finished;
    to.destroyed = destroyed;
    to.blockLen = blockLen;
    to.outputLen = outputLen;
    to.canXOF = canXOF;
    to.oHash = oHash._cloneInto(to.oHash);
    to.iHash = iHash._cloneInto(to.iHash);
    return to;
  }
  clone() {
    return this._cloneInto();
  }
  destroy() {
    this.destroyed = true;
    this.oHash.destroy();
    this.iHash.destroy();
  }
};
var hmac = /* @__PURE__ */ (() => {
  const hmac_ = ((hash, key, message) => new _HMAC(hash, key).update(message).digest());
  hmac_.create = (hash, key) => new _HMAC(hash, key);
  return hmac_;
})();

// src/dice/ed25519-strict.ts
var L = fromHex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010");
var P = fromHex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f");
var SMALL_ORDER_Y = [
  "0100000000000000000000000000000000000000000000000000000000000000",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
  "0000000000000000000000000000000000000000000000000000000000000000",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"
].map((h2) => fromHex(h2));
function lessThan(a, offset, b, maskSign) {
  for (let i = 31; i >= 0; i--) {
    const x = i === 31 && maskSign ? a[offset + i] & 127 : a[offset + i];
    if (x !== b[i]) return x < b[i];
  }
  return false;
}
function isSmallOrderY(bytes, offset) {
  outer: for (const y of SMALL_ORDER_Y) {
    for (let i = 0; i < 32; i++) {
      const x = i === 31 ? bytes[offset + i] & 127 : bytes[offset + i];
      if (x !== y[i]) continue outer;
    }
    return true;
  }
  return false;
}
var isStrictPublicKey = (key) => key.length === 32 && lessThan(key, 0, P, true) && !isSmallOrderY(key, 0);
var isStrictSignature = (signature) => signature.length === 64 && lessThan(signature, 32, L, false) && lessThan(signature, 0, P, true) && !isSmallOrderY(signature, 0);

// src/dice/crypto-noble.ts
var padsFor;
function hmacSha256(key, data) {
  if (key.length > 64) return hmac(sha256, key, data);
  if (!padsFor || !equalBytes(padsFor.key, key)) {
    const inner = new Uint8Array(64).fill(54), outer = new Uint8Array(64).fill(92);
    for (let i = 0; i < key.length; i++) {
      inner[i] ^= key[i];
      outer[i] ^= key[i];
    }
    padsFor = { key: key.slice(), inner: sha256.create().update(inner), outer: sha256.create().update(outer) };
  }
  return padsFor.outer.clone().update(padsFor.inner.clone().update(data).digest()).digest();
}
var nobleCrypto = {
  name: "noble",
  sha256: (data) => sha256(data),
  hmacSha256,
  signer(secretKey) {
    assertBytes(secretKey, 32, "secretKey");
    const key = secretKey.slice();
    return { publicKey: ed25519.getPublicKey(key), sign: (message) => ed25519.sign(message, key) };
  },
  verifier(publicKey) {
    assertBytes(publicKey, 32, "publicKey");
    const key = publicKey.slice();
    const strictKey = isStrictPublicKey(key);
    return (message, signature) => {
      try {
        return strictKey && isStrictSignature(signature) && ed25519.verify(signature, message, key, { zip215: false });
      } catch {
        return false;
      }
    };
  },
  randomBytes: (length) => randomBytes(length)
};

// src/lib/result.ts
var ok = (value) => ({ ok: true, value });
var DONE = Object.freeze({ ok: true, value: void 0 });
var err = (error) => ({ ok: false, error });
function gfError(code, rule, params) {
  return { code, ...rule ? { rule } : {}, ...params ? { params } : {} };
}

// src/dice/context.ts
var MAX_BLOCK = 65535;
var LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
var FORUM = new RegExp(`^${LABEL}(?:\\.${LABEL})*(?::([1-9][0-9]{0,4}))?$`);
var DEFAULT_PORTS = /* @__PURE__ */ new Set([80, 443]);
function isCanonicalForum(forum) {
  if (forum.length > 255) return false;
  const m = FORUM.exec(forum);
  if (!m) return false;
  if (m[1] === void 0) return true;
  const port = Number(m[1]);
  return port <= 65535 && !DEFAULT_PORTS.has(port);
}
function checkNumber(field2, value, max) {
  return Number.isSafeInteger(value) && value >= 0 && value <= max ? ok(value) : err(gfError("dice.context.bad-number", void 0, { field: field2, max, value: String(value) }));
}
function canonicalContext(context) {
  const forum = context.forum.toLowerCase();
  if (!isCanonicalForum(forum)) return err(gfError("dice.context.bad-forum", void 0, { forum: context.forum }));
  for (const [field2, value, max] of [
    ["topic", context.topic, Number.MAX_SAFE_INTEGER],
    ["post", context.post, Number.MAX_SAFE_INTEGER],
    ["block", context.block, MAX_BLOCK]
  ]) {
    const checked = checkNumber(field2, value, max);
    if (!checked.ok) return checked;
  }
  return ok({ forum, topic: context.topic, post: context.post, block: context.block });
}
var formatContext = (c) => `${c.forum}/${c.topic}/${c.post}/${c.block}`;

// src/dice/derive.ts
function deriveFaces(seed, head, sizes, crypto) {
  assertBytes(seed, 32, "seed");
  const input = new Uint8Array(head.length + 4);
  input.set(head);
  const c = head.length;
  let block = 0;
  let stream;
  let at = 0;
  const faces = new Array(sizes.length);
  for (let k = 0; k < sizes.length; k++) {
    const size = sizes[k];
    if (!Number.isInteger(size) || size < MIN_DIE_SIZE || size > MAX_DIE_SIZE) {
      throw new RangeError(`die size must be ${MIN_DIE_SIZE}..${MAX_DIE_SIZE}, got ${size}`);
    }
    const limit = 256 - 256 % size;
    for (; ; ) {
      if (!stream || at === stream.length) {
        input[c] = block >>> 24;
        input[c + 1] = block >>> 16 & 255;
        input[c + 2] = block >>> 8 & 255;
        input[c + 3] = block & 255;
        block++;
        stream = crypto.hmacSha256(seed, input);
        at = 0;
      }
      const b = stream[at++];
      if (b < limit) {
        faces[k] = b % size + 1;
        break;
      }
    }
  }
  return faces;
}

// src/dice/drand.ts
var QUICKNET = {
  name: "quicknet",
  hash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  publicKey: "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
  periodSeconds: 3,
  genesisSeconds: 1692803367,
  scheme: "bls-unchained-g1-rfc9380",
  beaconId: "quicknet",
  signatureBytes: 48,
  dst: "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_"
};
var DRAND_CHAINS = [QUICKNET];
var pinnedChainByHash = (hash) => DRAND_CHAINS.find((c) => c.hash === hash);
function roundAfter(chain, ms) {
  const sinceGenesis = ms - chain.genesisSeconds * 1e3;
  if (sinceGenesis < 0) return 1;
  return Math.floor(sinceGenesis / (chain.periodSeconds * 1e3)) + 2;
}

// src/dice/epoch.ts
function epochAt(schedule, ms) {
  const i = Math.floor((ms - schedule.genesisMs) / (schedule.periodSeconds * 1e3)) + 1;
  return i >= 1 && i <= schedule.epochs ? i : void 0;
}
var epochStartMs = (s2, epoch) => s2.genesisMs + (epoch - 1) * s2.periodSeconds * 1e3;
var epochEndMs = (s2, epoch) => epochStartMs(s2, epoch + 1);
var revealTimeMs = (s2, epoch, revealDelaySeconds) => epochEndMs(s2, epoch) + revealDelaySeconds * 1e3;

// src/dice/proof-reader.ts
var Malformed = class extends Error {
};
function reader(bytes) {
  let at = 0;
  const take = (n, field2) => {
    if (at + n > bytes.length) throw new Malformed(`truncated at ${field2}`);
    const start = at;
    at += n;
    return start;
  };
  const uint = (n, field2) => {
    const p = take(n, field2);
    let v = 0;
    for (let k = 0; k < n; k++) v = v * 256 + bytes[p + k];
    if (!Number.isSafeInteger(v)) throw new Malformed(`${field2} out of range`);
    return v;
  };
  return {
    at: () => at,
    u8: (field2) => bytes[take(1, field2)],
    u16: (field2) => uint(2, field2),
    u32: (field2) => uint(4, field2),
    u64: (field2) => uint(8, field2),
    bytes: (n, field2) => {
      const p = take(n, field2);
      return bytes.subarray(p, p + n);
    }
  };
}

// src/dice/proof-v1.ts
var MAGIC_V1 = "gf-dice-v1";
var PROOF_PREFIX_V1 = "gf1.";
function decodeV1(bytes, text) {
  const r = reader(bytes);
  if (bytesText(r.bytes(MAGIC_V1.length, "version")) !== MAGIC_V1) throw new Malformed("unknown version");
  const forum = bytesText(r.bytes(r.u8("forum"), "forum"));
  if (!isCanonicalForum(forum)) throw new Malformed("forum");
  const topic = r.u64("topic");
  const post = r.u64("post");
  const block = r.u16("block");
  if (block > MAX_BLOCK) throw new Malformed("block");
  const epoch = r.u32("epoch");
  if (epoch < 1) throw new Malformed("epoch");
  const kind = r.u8("beacon");
  let beacon = null;
  if (kind === 1) {
    const chainHash = r.bytes(32, "beacon").slice();
    const round = r.u64("beacon round");
    const length = r.u8("beacon");
    if (length !== 48 && length !== 96) throw new Malformed("beacon signature length");
    beacon = { chainHash, round, signature: r.bytes(length, "beacon").slice() };
  } else if (kind !== 0) {
    throw new Malformed("beacon kind");
  }
  const n = r.u8("pool");
  if (n < 1) throw new Malformed("empty pool");
  const sizes = Array.from(r.bytes(n, "pool"));
  if (sizes.some((s2, i) => s2 < MIN_DIE_SIZE || s2 > MAX_DIE_SIZE || i > 0 && s2 < sizes[i - 1])) throw new Malformed("pool");
  const headEnd = r.at();
  const faces = Array.from(r.bytes(n, "faces"));
  if (faces.some((f, i) => f < 1 || f > sizes[i])) throw new Malformed("faces");
  const messageEnd = r.at();
  r.bytes(64, "signature");
  if (r.at() !== bytes.length) throw new Malformed("trailing bytes");
  return {
    version: 1,
    record: { version: 1, context: { forum, topic, post, block }, epoch, beacon, sizes, faces },
    input: bytes.slice(0, headEnd),
    message: bytes.slice(0, messageEnd),
    signature: bytes.slice(messageEnd),
    text
  };
}

// src/dice/proof.ts
var MAGIC = "gf-dice-v2";
var PROOF_PREFIX = "gf2.";
var SIGNATURE_BYTES = 64;
var HASH_BYTES = 32;
var BEACON_SIGNATURE_BYTES = 48;
var MAX_PROOF_TEXT = 2048;
var MAGIC_BYTES = asciiBytes(MAGIC);
var TAIL_BYTES = 8 + 8 + HASH_BYTES;
function decodeV2(bytes, text) {
  const r = reader(bytes);
  if (bytesText(r.bytes(MAGIC_BYTES.length, "version")) !== MAGIC) throw new Malformed("unknown version");
  const forum = bytesText(r.bytes(r.u8("forum"), "forum"));
  if (!isCanonicalForum(forum)) throw new Malformed("forum");
  const topic = r.u64("topic");
  const post = r.u64("post");
  const block = r.u16("block");
  if (block > MAX_BLOCK) throw new Malformed("block");
  const epoch = r.u32("epoch");
  if (epoch < 1) throw new Malformed("epoch");
  const chainHead = r.bytes(HASH_BYTES, "chain head").slice();
  const kind = r.u8("beacon");
  let beacon = null;
  if (kind === 1) {
    const chainHash = r.bytes(HASH_BYTES, "beacon").slice();
    const round = r.u64("beacon round");
    if (round < 1) throw new Malformed("beacon round");
    if (r.u8("beacon") !== BEACON_SIGNATURE_BYTES) throw new Malformed("beacon signature length");
    beacon = { chainHash, round, signature: r.bytes(BEACON_SIGNATURE_BYTES, "beacon").slice() };
  } else if (kind !== 0) {
    throw new Malformed("beacon kind");
  }
  const n = r.u8("pool");
  if (n < 1) throw new Malformed("empty pool");
  const sizes = Array.from(r.bytes(n, "pool"));
  if (sizes.some((s2, i) => s2 < MIN_DIE_SIZE || s2 > MAX_DIE_SIZE || i > 0 && s2 < sizes[i - 1])) throw new Malformed("pool");
  const inputEnd = r.at();
  const faces = Array.from(r.bytes(n, "faces"));
  if (faces.some((f, i) => f < 1 || f > sizes[i])) throw new Malformed("faces");
  const time = r.u64("time");
  const seq = r.u64("seq");
  const prev = r.bytes(HASH_BYTES, "prev").slice();
  if (seq < 1 || seq === 1 !== prev.every((b) => b === 0)) throw new Malformed("log link");
  const messageEnd = r.at();
  r.bytes(SIGNATURE_BYTES, "signature");
  if (r.at() !== bytes.length) throw new Malformed("trailing bytes");
  return {
    version: 2,
    record: { version: 2, context: { forum, topic, post, block }, epoch, chainHead, beacon, sizes, faces, time, seq, prev },
    input: bytes.slice(0, inputEnd),
    message: bytes.slice(0, messageEnd),
    signature: bytes.slice(messageEnd),
    text
  };
}
function decodeProof(input) {
  const text = input.trim();
  const bad = (detail) => err(gfError("dice.verify.format", void 0, { detail }));
  if (text.length > MAX_PROOF_TEXT) return bad("too long");
  const prefix = text.startsWith(PROOF_PREFIX) ? PROOF_PREFIX : text.startsWith(PROOF_PREFIX_V1) ? PROOF_PREFIX_V1 : void 0;
  if (!prefix) return bad(`missing the "${PROOF_PREFIX}" prefix`);
  const bytes = fromBase64Url(text.slice(prefix.length));
  if (!bytes) return bad("not base64url");
  try {
    return ok(prefix === PROOF_PREFIX ? decodeV2(bytes, text) : decodeV1(bytes, text));
  } catch (e) {
    if (e instanceof Malformed) return bad(e.message);
    throw e;
  }
}

// src/dice/verify.ts
var MAX_CLOCK_SKEW_MS = 6e4;
var fail = (check, params) => err(gfError(`dice.verify.${check}`, void 0, params));
function proofVerifier(options, crypto) {
  const verifySignature = crypto.verifier(options.publicKey);
  const keyHex = toHex(options.publicKey);
  return (text, expected = {}) => {
    const decoded = decodeProof(text);
    if (!decoded.ok) return decoded;
    const proof = decoded.value;
    const { record } = proof;
    const passed = ["format"];
    const pending = [];
    const iso = (ms) => new Date(ms).toISOString();
    if (!verifySignature(proof.message, proof.signature)) return fail("signature", { key: keyHex });
    passed.push("signature");
    if (record.version === 2) {
      if (!options.head) pending.push("commitment");
      else if (!equalBytes(record.chainHead, options.head)) {
        return fail("commitment", { got: toHex(record.chainHead), want: toHex(options.head) });
      } else passed.push("commitment");
    }
    if (expected.context) {
      const want = canonicalContext(expected.context);
      const same3 = want.ok && formatContext(want.value) === formatContext(record.context);
      if (!same3) return fail("context", { got: formatContext(record.context), want: formatContext(expected.context) });
      passed.push("context");
    } else pending.push("context");
    if (expected.sizes) {
      const want = formatPool(canonicalSizes(expected.sizes));
      if (want !== formatPool(record.sizes)) return fail("pool", { got: formatPool(record.sizes), want });
      passed.push("pool");
    } else pending.push("pool");
    const rollTime = record.version === 2 ? record.time : expected.forumTime;
    if (options.schedule) {
      if (record.epoch > options.schedule.epochs) return fail("epoch-range", { epoch: record.epoch, last: options.schedule.epochs });
      if (rollTime !== void 0) {
        const want = epochAt(options.schedule, rollTime);
        if (want !== record.epoch) return fail("epoch-time", { epoch: record.epoch, at: iso(rollTime), want: want ?? "-" });
        passed.push("epoch-time");
      } else pending.push("epoch-time");
    } else pending.push("epoch-time");
    let lagMs;
    if (record.version === 2) {
      if (expected.forumTime !== void 0) {
        lagMs = record.time - expected.forumTime;
        if (lagMs < -MAX_CLOCK_SKEW_MS) return fail("time", { time: iso(record.time), forum: iso(expected.forumTime) });
        passed.push("time");
      } else pending.push("time");
    }
    if (options.beacon === null && record.beacon) return fail("beacon-unexpected", {});
    if (options.beacon && !record.beacon) return fail("beacon-missing", { chain: options.beacon.name });
    if (record.beacon) {
      const chain = pinnedChainByHash(toHex(record.beacon.chainHash));
      if (!chain || options.beacon && options.beacon !== chain) {
        return fail("beacon-chain", { got: toHex(record.beacon.chainHash), want: options.beacon?.hash ?? "-" });
      }
      if (rollTime !== void 0) {
        const want = roundAfter(chain, rollTime);
        if (record.beacon.round !== want) return fail("beacon-round", { round: record.beacon.round, at: iso(rollTime), want });
        passed.push("beacon-round");
      } else pending.push("beacon-round");
      if (options.checkBeacon) {
        const genuine = options.checkBeacon(record.beacon);
        if (!genuine.ok) return genuine;
        passed.push("beacon");
      } else pending.push("beacon");
    }
    const seed = record.version === 2 && !passed.includes("commitment") ? void 0 : options.revealed?.seedFor(record.epoch);
    if (!seed) {
      pending.push("seed-chain", "faces");
      const checkableFrom = options.schedule && options.revealDelaySeconds !== void 0 ? revealTimeMs(options.schedule, record.epoch, options.revealDelaySeconds) : void 0;
      return ok({
        proof,
        version: record.version,
        passed,
        pending,
        ...lagMs !== void 0 ? { lagMs } : {},
        ...checkableFrom !== void 0 ? { checkableFrom } : {}
      });
    }
    passed.push("seed-chain");
    const faces = deriveFaces(seed, proof.input, record.sizes, crypto);
    if (!faces.every((f, k) => f === record.faces[k])) {
      const show = (fs) => formatRolled(record.sizes.map((size, k) => ({ size, face: fs[k] })));
      return fail("faces", { got: show(record.faces), want: show(faces), epoch: record.epoch });
    }
    passed.push("faces");
    return ok({ proof, version: record.version, passed, pending, ...lagMs !== void 0 ? { lagMs } : {} });
  };
}

// src/plugin-client/verify-roll.ts
var CHECK_REASONS = {
  "dice.verify.signature": "signature",
  "dice.verify.commitment": "commitment",
  "dice.verify.context": "context",
  "dice.verify.pool": "pool",
  "dice.verify.epoch-time": "epoch_time",
  "dice.verify.epoch-range": "epoch_range",
  "dice.verify.time": "time",
  "dice.verify.beacon-missing": "beacon_missing",
  "dice.verify.beacon-unexpected": "beacon_unexpected",
  "dice.verify.beacon-encoding": "beacon_encoding",
  "dice.verify.beacon-round": "beacon_round",
  "dice.verify.beacon": "beacon",
  "dice.verify.beacon-chain": "beacon_chain",
  "dice.verify.seed-chain": "seed_chain",
  "dice.verify.faces": "faces"
};
var keyVerifiers = /* @__PURE__ */ new Map();
var documentVerifiers = /* @__PURE__ */ new WeakMap();
function verifierFor(publicKey, document2) {
  const key = fromHex(publicKey.trim().toLowerCase(), 32);
  if (!key) return void 0;
  if (document2) {
    if (document2.publicKey.length !== 32 || !document2.publicKey.every((b, i) => b === key[i])) return void 0;
    let v2 = documentVerifiers.get(document2);
    if (!v2) documentVerifiers.set(document2, v2 = proofVerifier(document2, nobleCrypto));
    return v2;
  }
  let v = keyVerifiers.get(publicKey);
  if (!v) keyVerifiers.set(publicKey, v = proofVerifier({ publicKey: key }, nobleCrypto));
  return v;
}
var diceText = (dice2) => [...dice2].sort((a, b) => a.size - b.size || a.face - b.face).map((d) => `d${d.size}:${d.face}`).join(" ");
function verifyRollCard(card, context) {
  if (!context.publicKey.trim()) return { status: "unverifiable", reason: "no_key" };
  if (!card.proof) return { status: "unverifiable", reason: "no_proof" };
  const verify = verifierFor(context.publicKey, context.document);
  if (!verify) return { status: "failed", reason: "key", params: {} };
  const sizes = card.dice.map((d) => d.size);
  const wholeContext = card.block !== void 0 && card.post !== void 0 && context.topicId !== void 0 && context.forum ? { forum: context.forum.toLowerCase(), topic: context.topicId, post: card.post, block: card.block } : void 0;
  const checked = verify(card.proof, {
    sizes,
    ...card.forumTime !== void 0 ? { forumTime: card.forumTime } : {},
    ...wholeContext ? { context: wholeContext } : {}
  });
  if (!checked.ok) {
    const code = CHECK_REASONS[checked.error.code] ?? "format";
    return { status: "failed", reason: code, params: { detail: String(checked.error.params?.["detail"] ?? checked.error.code) } };
  }
  const report = checked.value;
  const { record } = report.proof;
  const proved = diceText(record.sizes.map((size, k) => ({ size, face: record.faces[k] })));
  const shown = diceText(card.dice);
  if (proved !== shown) return { status: "failed", reason: "dice", params: { shown: shown || "\u2014", proved } };
  if (card.post !== record.context.post) {
    return { status: "failed", reason: "post", params: { shown: card.post ?? "\u2014", proved: record.context.post } };
  }
  if (context.topicId !== void 0 && context.topicId !== record.context.topic) {
    return { status: "failed", reason: "topic", params: { shown: context.topicId, proved: record.context.topic } };
  }
  if (context.forum && context.forum.toLowerCase() !== record.context.forum) {
    return { status: "failed", reason: "forum", params: { shown: context.forum, proved: record.context.forum } };
  }
  if (report.pending.length === 0) return { status: "verified", post: record.context.post };
  return {
    status: "signed",
    post: record.context.post,
    epoch: record.epoch,
    ...report.checkableFrom !== void 0 ? { checkableFrom: report.checkableFrom } : {}
  };
}
var clock = (ms) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};
function verdictText(verdict, t) {
  switch (verdict.status) {
    case "verified":
      return { title: t("roll.verified"), detail: t("roll.verified_detail", { post: verdict.post }) };
    case "signed":
      return {
        title: verdict.checkableFrom !== void 0 ? t("roll.signed_until", { time: clock(verdict.checkableFrom) }) : t("roll.signed"),
        detail: [
          t("roll.signed_detail", { post: verdict.post }),
          verdict.checkableFrom === void 0 ? t("roll.pending_faces", { epoch: verdict.epoch }) : ""
        ].filter(Boolean).join(" ")
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}

// src/plugin-client/roll-card.ts
function decorateRoll(card, host) {
  const dice2 = rolledDice(card.data).map(({ size, face }) => ({ size, face }));
  const verdict = verifyRollCard(
    { proof: str(card.data["proof"]), post: int(card.data["post"]), dice: dice2 },
    { publicKey: host.publicKey, ...host.topicId !== void 0 ? { topicId: host.topicId } : {}, ...host.forum ? { forum: host.forum } : {} }
  );
  card.element.setAttribute("data-gf-verified", verdict.status);
  const { title, detail } = verdictText(verdict, host.t);
  const icon = verdict.status === "verified" ? "\u2713" : verdict.status === "signed" ? "\u270E" : verdict.status === "failed" ? "\u2717" : "?";
  card.element.appendChild(h(
    "div",
    { class: "gf-verify", "data-gf-status": verdict.status, role: "status" },
    h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
    h("span", { class: "gf-verify-title" }, title),
    detail ? h("span", { class: "gf-verify-detail" }, detail) : null
  ));
  return verdict;
}

// src/markup/spellings.ts
function written(s2, lang) {
  return s2.write?.[lang] ?? s2[lang][0] ?? s2.both?.[0];
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
    oppose: w(ACTION_FIELDS.oppose),
    retry: w(ACTION_FIELDS.retry),
    effect: w(ACTION_FIELDS.effect),
    effectValue: w(OUTCOMES.advantage),
    rate: w(ACTION_FIELDS.rate)
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
  for (const trait of choice.traits) {
    const die2 = trait.die ? ` d${trait.die}` : "";
    const keyword = trait.kind === "relationship" && trait.target ? `${k.relationship} ${trait.target}` : trait.kind === "ally" ? `${k.ally} ${trait.target ?? ""}`.trim() : trait.kind === "scene" ? k.scene_cliche : k[trait.kind];
    lines.push(`${keyword}: ${trait.name}${die2}`);
  }
  if (choice.bought) lines.push(k.bought);
  for (const b of choice.boosts ?? []) lines.push(`${k.boost}: ${b}`);
  lines.push(`[/${k.pool}]`);
  return lines.join("\n");
}
function turnActionText(action, context, lang) {
  const k = KEYWORDS[lang];
  const action_ = (line) => [openTag(k.action, [[k.character, context.character], [k.scene, context.scene]]), line, `[/${k.action}]`].join("\n");
  const pool = () => poolBlock({
    ...context.character ? { character: context.character } : {},
    ...context.role ? { role: context.role } : {},
    ...context.scene ? { scene: context.scene } : {},
    traits: [{ kind: "cliche", name: "" }]
  }, lang);
  switch (action) {
    case "present":
      return action_(`${k.present}: `);
    // GF-ANT-5: the antagonist's intention
    case "pool":
      return pool();
    case "yield":
      return action_(k.yield);
    case "oppose":
      return `${action_(k.oppose)}

${pool()}`;
    case "retry":
      return `${action_(k.retry)}

${pool()}`;
    case "effect":
      return action_(`${k.effect}: ${k.effectValue} ${context.effectDie ? ` d${context.effectDie}` : ""}`);
    // GF-WIN-3
    case "rate":
      return action_(`${k.rate}: _ / _ \u2014 `);
  }
}
function poolSkeleton(lang) {
  const k = KEYWORDS[lang];
  return `[${k.pool} ${k.character}="" ${k.role}=${k.protagonist}]
${k.cliche}: 
${k.relationship}: 
[/${k.pool}]`;
}
function sceneSkeleton(lang) {
  const w = (s2) => written(s2, lang);
  const f = SCENE_FIELDS;
  return [
    `[${TAGS.scene[0]}]`,
    `${w(f.number)}: `,
    `${w(f.title)}: `,
    `${w(f.setting)}: `,
    `${w(f.tone)}: `,
    `${w(f.cliche)}: d6`,
    `${w(f.antagonist)}: `,
    `${w(f.intention)}: `,
    `${w(f.allies)}: `,
    `[/${TAGS.scene[0]}]`
  ].join("\n");
}
function sheetSkeleton(lang) {
  const w = (s2) => written(s2, lang);
  const f = SHEET_FIELDS;
  const open = w(OBJECTIVE_STATES.open);
  return [
    `[${TAGS.sheet[0]}]`,
    `${w(f.name)}: `,
    `${w(f.player)}: `,
    `${w(f.concept)}: `,
    ...[8, 8, 6, 6, 4, 4].map((d) => `${w(f.cliche)}:  d${d}`),
    `${w(f.relationship)} : d6`,
    `${w(f.trick)} : `,
    `${w(f.trick)} : `,
    `${w(f.flaw)} : `,
    ...[10, 8, 6].map((n) => `${w(f.objective)} ${n} ${open}: `),
    `${w(f.pv)}: 0`,
    `${w(f.pk)}: 0`,
    `[/${TAGS.sheet[0]}]`
  ].join("\n");
}

// src/plugin-client/game-topics.ts
var cardOf = (topic, block) => {
  const element = topic.element.querySelector(`div[data-gf-block="${block}"]`);
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
    const antagonist = str(obj(d["antagonist"])["name"])?.trim();
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
function sheetNamed(topics, name) {
  return sheetTopics(topics).filter((s2) => same(s2.name, name)).sort((a, b) => b.topic.postId - a.topic.postId)[0];
}
function scenesOf(topics, character) {
  return sceneTopics(topics).filter((s2) => same(s2.protagonist, character) || same(s2.antagonist, character) || s2.antagonist === void 0 && character !== void 0).sort((a, b) => b.topic.topicId - a.topic.topicId);
}

// src/plugin-client/pool-picker.ts
function poolPicker(host, options) {
  const { t } = host;
  const formId = uid("gf-picker");
  const picked = [];
  const groups = options.groups.map((group) => {
    const items = group.traits.map((trait) => {
      const input = h("input", { type: "checkbox", class: "gf-picker-check", value: trait.name });
      const detailId = uid("gf-ally-trait");
      const detail = trait.kind === "ally" ? h("input", { id: detailId, type: "text", class: "gf-picker-text", "aria-label": t("picker.ally_trait", { name: trait.target ?? "" }), placeholder: t("picker.ally_trait_hint") }) : void 0;
      picked.push({ trait, input, ...detail ? { detail } : {} });
      return h(
        "label",
        { class: "gf-picker-option", "data-gf-kind": trait.kind },
        input,
        h("span", { class: "gf-name" }, trait.kind === "ally" ? trait.target ?? "" : trait.name),
        trait.target && trait.kind !== "ally" ? h("span", { class: "gf-note" }, ` (${trait.target})`) : null,
        trait.die ? h("span", { class: "gf-die", "data-gf-size": trait.die, "aria-label": `d${trait.die}` }, `d${trait.die}`) : null,
        detail ?? null
      );
    });
    return items.length ? h("fieldset", { class: "gf-picker-group" }, h("legend", {}, group.title), items) : null;
  });
  const bought = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPv = h("input", { type: "checkbox", class: "gf-picker-check" });
  const boostPk = h("input", { type: "checkbox", class: "gf-picker-check" });
  const roleId = uid("gf-role");
  const sceneId = uid("gf-scene");
  const role = h(
    "select",
    { id: roleId, class: "gf-picker-select" },
    h("option", { value: "protagonist" }, t("card.protagonist")),
    h("option", { value: "antagonist" }, t("card.antagonist"))
  );
  const scene = h("select", { id: sceneId, class: "gf-picker-select", required: true });
  let scenes = [];
  const count = h("p", { class: "gf-picker-count", "aria-live": "polite" }, t("picker.count", { n: 0 }));
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const chosen = () => picked.filter((o) => o.input.checked);
  const diceChosen = () => chosen().length + (bought.checked ? 1 : 0);
  const update = () => {
    count.textContent = t("picker.count", { n: diceChosen() });
    if (diceChosen()) error.hidden = true;
  };
  const fail2 = (message) => {
    error.textContent = message;
    error.hidden = false;
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
      h("label", { class: "gf-picker-option" }, bought, t("picker.bought")),
      h("label", { class: "gf-picker-option" }, boostPv, t("picker.boost_pv")),
      h("label", { class: "gf-picker-option" }, boostPk, t("picker.boost_pk"))
    ),
    h(
      "div",
      { class: "gf-picker-row" },
      options.role ? null : [h("label", { for: roleId }, t("picker.role")), role],
      options.scenes ? [h("label", { for: sceneId }, t("picker.post_in")), scene] : null
    ),
    count,
    error,
    h(
      "div",
      { class: "gf-picker-actions" },
      h("button", { type: "submit", class: "gf-button", "data-gf-primary": "true" }, t("picker.open")),
      h("button", { type: "button", class: "gf-button", onclick: () => close() }, t("picker.cancel"))
    )
  );
  const close = () => {
    form.hidden = true;
    const opener = options.opener?.();
    opener?.setAttribute("aria-expanded", "false");
    opener?.focus();
  };
  const open = () => {
    form.hidden = false;
    options.opener?.()?.setAttribute("aria-expanded", "true");
    form.querySelector("input")?.focus();
    if (!options.scenes) return;
    void options.scenes().then((list2) => {
      scenes = list2;
      scene.replaceChildren(...list2.map((s2, i) => h("option", { value: String(i) }, s2.label)));
      if (!list2.length) fail2(t("picker.no_scene"));
    });
  };
  form.addEventListener("change", update);
  form.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (diceChosen() === 0) {
      fail2(t("picker.empty"));
      return;
    }
    const allyWithout = chosen().find((o) => o.detail && !o.detail.value.trim());
    if (allyWithout) {
      fail2(t("picker.ally_missing", { name: allyWithout.trait.target ?? "" }));
      allyWithout.detail.focus();
      return;
    }
    const target = options.scenes ? scenes[Number(scene.value)] : void 0;
    if (options.scenes && !target) {
      fail2(t("picker.no_scene"));
      return;
    }
    options.compose({
      traits: chosen().map((o) => o.detail ? { ...o.trait, name: o.detail.value.trim() } : o.trait),
      bought: bought.checked,
      boosts: [...boostPv.checked ? ["pv"] : [], ...boostPk.checked ? ["pk"] : []],
      role: options.role ?? role.value,
      ...target ? { scene: target } : {}
    });
    close();
  });
  return { form, open, close };
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
function decorateSheet(sheet, host) {
  const { lang, t } = host;
  const card = sheet.element;
  const character = field(sheet.data["name"]);
  const gameTopics = host.gameTopics?.bind(host);
  const picker = poolPicker(host, {
    groups: sheetGroups(t, sheet.data),
    opener: () => toggle,
    ...gameTopics ? { scenes: async () => scenesOf(await gameTopics(), character).map((s2) => ({
      topicId: s2.topic.topicId,
      ...s2.number !== void 0 ? { number: s2.number } : {},
      label: s2.number !== void 0 ? `${t("card.scene_ref", { number: s2.number })} \xB7 ${s2.title ?? s2.topic.title}` : s2.title ?? s2.topic.title
    })) } : {},
    compose: (choice) => {
      const text = poolBlock({
        ...character ? { character } : {},
        ...host.postId !== void 0 ? { sheet: host.postId } : {},
        role: choice.role,
        ...choice.scene?.number !== void 0 ? { scene: choice.scene.number } : {},
        traits: choice.traits,
        bought: choice.bought,
        boosts: choice.boosts
      }, lang);
      host.composeReply(text, choice.scene?.topicId);
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

// src/rules/genrefuzzion/evaluate.ts
function compareWithStanding(answer, standing) {
  return { holds: answer >= standing, margin: answer - standing };
}

// src/rules/genrefuzzion/turn.ts
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
  const { phase, scene } = game;
  const t = TURNS[phase];
  const base = { phase, moves: t.moves, rule: t.rule };
  switch (t.actor) {
    case "protagonist":
    case "antagonist":
      if (t.actor === "antagonist" && phase === "calls" && scene?.antagonist.extra && !scene.antagonist.player) {
        return { ...base, actor: "antagonist", player: null, rule: "GF-ANT-2" };
      }
      return { ...base, actor: t.actor, player: scene?.[t.actor].player ?? null };
    case "winner": {
      const side = scene?.outcome?.winner ?? "protagonist";
      return { ...base, actor: side, player: scene?.[side].player ?? null };
    }
    case "others":
      return scene?.rater ? { ...base, actor: "others", player: scene.rater, rule: "GF-AMB-28" } : { ...base, actor: "others", player: null };
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
var same2 = (a, b) => a !== void 0 && b !== void 0 && a.trim().toLowerCase() === b.trim().toLowerCase();
function sceneTurn(events) {
  const opening = events[0];
  if (opening?.kind !== "scene") return void 0;
  const names = { protagonist: opening.protagonist, antagonist: opening.antagonist };
  const players = { protagonist: opening.author, antagonist: void 0 };
  const poolSide = /* @__PURE__ */ new Map();
  let phase = "calls";
  let stopped = null;
  let standing;
  let winner;
  const lastEffects = { protagonist: [], antagonist: [] };
  const sideOf = (author, character, role) => {
    if (role) return role;
    if (same2(character, names.protagonist)) return "protagonist";
    if (same2(character, names.antagonist)) return "antagonist";
    if (same2(author, players.protagonist)) return "protagonist";
    if (same2(author, players.antagonist)) return "antagonist";
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
    for (const action of e.actions) {
      if (action === "suspend" && !stopped) {
        stopped = "suspended";
        continue;
      }
      if (action === "resume" && stopped === "suspended") {
        stopped = null;
        continue;
      }
      if (action === "withdraw") {
        stopped = "withdrawn";
        continue;
      }
      if (stopped) continue;
      const side = sideOf(e.author, e.character);
      if (action === "present" && mayMove(phase, "present", side)) {
        players.antagonist ?? (players.antagonist = e.author);
        if (e.character) names.antagonist ?? (names.antagonist = e.character);
        phase = AFTER_MOVE.present;
      } else if (action === "yield" && side && mayMove(phase, "yield", side)) {
        winner = other2(side);
        phase = AFTER_MOVE.yield;
      } else if (action === "effect" && mayMove(phase, "effect", side, winner)) {
        phase = AFTER_MOVE.effect;
      } else if (action === "rate" && mayMove(phase, "rate", side)) {
        phase = "idle";
      }
    }
  }
  const state = stopped === "suspended" ? "suspended" : stopped === "withdrawn" ? "done" : STATE_OF[phase];
  const turn = turnOf({ phase, next: null, scene: {
    protagonist: { player: players.protagonist ?? null },
    antagonist: { player: players.antagonist ?? null, extra: false },
    outcome: winner ? { winner } : null
  } });
  const open = state !== "done" && state !== "suspended";
  const actor = open && turn.actor !== "next" ? turn.actor : null;
  return {
    state,
    actor,
    names,
    players,
    actions: open ? turn.moves : [],
    ...opening.number !== void 0 ? { number: opening.number } : {},
    ...standing ? { standing } : {},
    ...winner ? { winner } : {},
    ...winner && lastEffects[winner][0] !== void 0 ? { effectDie: lastEffects[winner][0] } : {}
  };
}
function mayAct(turn, username) {
  if (!username || !turn.actor) return false;
  if (turn.actor === "others") return !same2(username, turn.players.protagonist) && !same2(username, turn.players.antagonist);
  const player = turn.players[turn.actor];
  if (player) return same2(username, player);
  return !same2(username, turn.players.protagonist);
}

// src/plugin-client/thread-events.ts
function threadEvents(posts, options = {}) {
  const service = options.serviceUsername?.toLowerCase();
  const events = [];
  for (const post of posts) {
    const base = { postId: post.id, author: post.username };
    for (const element of post.element.querySelectorAll("div[data-gf-block]")) {
      if (element.closest("blockquote, aside.quote")) continue;
      const card = readCard(element);
      if (!card) continue;
      const d = card.data;
      const character = str(d["character"]);
      switch (card.block) {
        case "scene": {
          const number = int(d["number"]);
          const protagonist = field(d["protagonist"]);
          const antagonist = str(obj(d["antagonist"])["name"]);
          events.push({
            kind: "scene",
            ...base,
            ...number !== void 0 ? { number } : {},
            ...protagonist ? { protagonist } : {},
            ...antagonist ? { antagonist } : {}
          });
          break;
        }
        case "action":
          events.push({
            kind: "action",
            ...base,
            ...character ? { character } : {},
            actions: list(d["actions"]).map((a) => str(obj(a)["type"]) ?? "")
          });
          break;
        case "pool": {
          const role = oneOf(d["role"], SIDES);
          events.push({ kind: "pool", ...base, ...character ? { character } : {}, ...role ? { role } : {} });
          break;
        }
        case "roll": {
          if (service && post.username.toLowerCase() !== service) break;
          const pool = int(d["post"]);
          events.push({ kind: "roll", ...base, result: int(d["result"]) ?? 0, effects: dice(d["effect"]), ...pool !== void 0 ? { pool } : {} });
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

// src/plugin-client/scene-card.ts
function decorateScene(scene, host) {
  const card = scene.element;
  if (!host.thread || host.postId === void 0) return void 0;
  const turn = sceneTurn(eventsFromScene(threadEvents(host.thread(), host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), host.postId));
  if (!turn) return void 0;
  const { lang, t } = host;
  const who = (side) => side === "others" ? t("turn.anyone") : side ? turn.names[side] ?? turn.players[side] ?? t(`card.${side}`) : "";
  const stateText = t(`turn_state.${turn.state}`, { who: who(turn.winner ?? null) });
  const acting = mayAct(turn, host.username);
  const role = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : void 0;
  const character = role ? turn.names[role] : void 0;
  card.setAttribute("data-gf-state", turn.state);
  card.appendChild(h(
    "section",
    { class: "gf-turn", "aria-label": t("turn.title") },
    h("p", { class: "gf-turn-state" }, h("span", { class: "gf-turn-label" }, `${t("turn.title")}: `), stateText),
    turn.actor && turn.actor !== "others" ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, t("turn.of", { who: `${who(turn.actor)} (${t(`card.${turn.actor}`)})` })) : turn.actor === "others" ? h("p", { class: "gf-turn-who", "data-gf-actor": "others" }, who("others")) : h("p", { class: "gf-turn-who" }, t("turn.over")),
    turn.standing && (turn.state === "a-decide" || turn.state === "p-decide") ? h(
      "p",
      { class: "gf-turn-standing" },
      t("turn.standing", { result: turn.standing.result, who: who(turn.standing.side) })
    ) : null,
    acting && turn.actions.length ? h(
      "div",
      { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      turn.actions.map((action) => h("button", {
        type: "button",
        class: "gf-button",
        "data-gf-primary": action === turn.actions[0] ? "true" : void 0,
        "data-gf-turn-action": action,
        onclick: (e) => ROLLS.has(action) ? void openScenePicker(scene, host, turn, action, e.currentTarget) : host.composeReply(turnActionText(action, {
          ...turn.number !== void 0 ? { scene: turn.number } : {},
          ...character ? { character } : {},
          ...role ? { role } : {},
          ...turn.effectDie !== void 0 ? { effectDie: turn.effectDie } : {}
        }, lang))
      }, t(`turn_action.${action}`)))
    ) : null
  ));
  return turn;
}
var ROLLS = /* @__PURE__ */ new Set(["pool", "oppose", "retry"]);
async function openScenePicker(scene, host, turn, action, button) {
  const card = scene.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const role = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : void 0;
  const character = role ? turn.names[role] : void 0;
  const opponent = role ? turn.names[role === "protagonist" ? "antagonist" : "protagonist"] : void 0;
  const topics = host.gameTopics ? await host.gameTopics().catch(() => []) : [];
  const own = sheetNamed(topics, character);
  const rival = sheetNamed(topics, opponent);
  const d = scene.data;
  const groups = [
    ...own ? sheetGroups(host.t, own.card.data) : [],
    { title: host.t("card.scene_cliches"), traits: list(d["cliches"]).map(obj).flatMap((c) => {
      const name = str(c["name"]);
      const die2 = dieSize(c["die"]);
      return name ? [{ kind: "scene", name, ...die2 ? { die: die2 } : {} }] : [];
    }) },
    { title: host.t("picker.opponent_problems"), traits: rival ? sheetTraits(rival.card.data, "problems").map(({ name, die: die2 }) => ({ kind: "problem", name, ...die2 ? { die: die2 } : {} })) : [] },
    { title: host.t("card.allies"), traits: list(d["allies"]).map(obj).flatMap((a) => {
      const name = str(a["name"]);
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
      const pool = poolBlock({
        ...character ? { character } : {},
        ...own ? { sheet: own.topic.postId } : {},
        role: choice.role,
        ...turn.number !== void 0 ? { scene: turn.number } : {},
        traits: choice.traits,
        bought: choice.bought,
        boosts: choice.boosts
      }, lang);
      const context = { ...turn.number !== void 0 ? { scene: turn.number } : {}, ...character ? { character } : {} };
      const text = action === "pool" ? pool : `${turnActionText(action, context, lang).split("\n\n")[0]}

${pool}`;
      host.composeReply(text);
    }
  });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, picker.form));
  picker.open();
}

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
    case "error":
      return drawError(host, data, card.element);
    default:
      return void 0;
  }
}
function decorateCooked(root, host) {
  for (const element of root.querySelectorAll("div[data-gf-block]")) {
    const card = readCard(element);
    if (!card) continue;
    const drawn = draw(card, host);
    if (!drawn) continue;
    element.replaceChildren(...drawn);
    element.setAttribute("lang", host.lang);
    element.removeAttribute("data-gf-verified");
    element.removeAttribute("data-gf-state");
    if (element.closest("blockquote, aside.quote")) continue;
    switch (card.block) {
      case "roll":
        decorateRoll(card, host);
        break;
      case "sheet":
        decorateSheet(card, host);
        break;
      case "scene":
        decorateScene(card, host);
        break;
    }
  }
}
function langOf(locale, fallback) {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  if (isLang(base)) return base;
  return isLang(fallback) ? fallback : DEFAULT_LANG;
}
export {
  decorateCooked,
  langOf,
  poolBlock,
  poolSkeleton,
  ruleReferenceUrl,
  sceneSkeleton,
  sceneTurn,
  sheetSkeleton,
  turnActionText,
  verifyRollCard
};
