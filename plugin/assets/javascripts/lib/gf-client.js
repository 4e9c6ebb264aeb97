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

// src/dice/die.ts
var DIE_SIZES = [4, 6, 8, 10, 12];
function isDieSize(value) {
  return value === 4 || value === 6 || value === 8 || value === 10 || value === 12;
}
var dieName = (size) => `d${size}`;

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
var cardSelector = (block) => `div[data-gf-card^="${block} "]`;
function readCard(element) {
  const raw = element.getAttribute("data-gf-card");
  const value = raw === null ? void 0 : readCardValue(raw);
  return value && { element, block: value.block, data: value.data };
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

// src/games/genrefuzzion/cards/sheet.ts
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
  const named3 = (key) => {
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
  const objectives2 = list(d["objectives"]).map(obj).filter((o) => str(o["text"]) !== void 0);
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
    named3("tricks"),
    named3("flaws"),
    objectives2.length ? section("objectives", t("card.objectives"), h("ol", { class: "gf-objectives" }, objectives2.map((o) => {
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
  const error = h("p", { class: "gf-picker-error", role: "alert", hidden: true });
  const form = h(
    "form",
    { id: uid("gf-action-form"), class: "gf-picker gf-action-form", hidden: true, "aria-label": options.title, novalidate: true },
    h("p", { class: "gf-picker-title" }, options.title),
    options.note ? h("p", { class: "gf-picker-note", role: "note" }, options.note) : null,
    rows,
    error,
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
        error.textContent = t("form.missing", { field: field2.label });
        error.hidden = false;
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

// src/games/genrefuzzion/markup/spellings.ts
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
var oneLine = (value) => value.replace(/\s+/g, " ").trim();
function turnActionText(input, context, lang) {
  const k = KEYWORDS[lang];
  const action_ = (line) => [openTag(k.action, [[k.character, context.character], [k.scene, context.scene]]), line, `[/${k.action}]`].join("\n");
  const pool = (choice) => poolBlock({
    ...context.character ? { character: context.character } : {},
    ...context.role ? { role: context.role } : {},
    ...context.scene ? { scene: context.scene } : {},
    ...choice
  }, lang);
  switch (input.action) {
    case "present":
      return action_(`${k.present}: ${oneLine(input.intention)}`);
    case "pool":
      return pool(input.pool);
    case "yield":
      return action_(k.yield);
    case "concede":
      return action_(k.concede);
    case "oppose":
      return `${action_(k.oppose)}

${pool(input.pool)}`;
    case "retry":
      return `${action_(k.retry)}

${pool(input.pool)}`;
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
  return list(d["objectives"]).map(obj).flatMap((o, i) => {
    const text2 = str(o["text"]);
    const difficulty = int(o["difficulty"]);
    return text2 === void 0 ? [] : [{ n: i + 1, text: text2, state: oneOf(o["state"], ["open", "achieved", "satisfied"]) ?? "open", ...difficulty !== void 0 ? { difficulty } : {} }];
  });
}
function ownSheet(sheets, username) {
  return sheets.filter((s2) => same2(field(s2.card.data["player"]), username) || same2(s2.topic.username, username)).sort((a, b) => b.topic.postId - a.topic.postId)[0];
}
function superseded(host) {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity) && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}
function decorateInterval(interval, host) {
  if (!host.username || !host.thread || superseded(host)) return;
  const card = interval.element;
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
    const buttons = INTERVAL_BUTTONS.flatMap((action) => {
      const spec = formFor(action, host, own, sheets);
      if (!spec) return [];
      const button = h("button", { type: "button", class: "gf-button", "data-gf-interval-action": action, "aria-expanded": "false" }, t(`interval_button.${action}`));
      button.addEventListener("click", () => {
        card.querySelector(".gf-interval-form")?.remove();
        const form = actionForm(host, { ...spec, opener: () => button });
        card.append(h("div", { class: "gf-interval-form", "data-gf-form-for": action }, form.form));
        form.open();
      });
      return [button];
    });
    bar.replaceChildren(...own ? [] : [h("p", { class: "gf-picker-note", role: "note" }, t("interval.no_sheet"))], ...buttons);
  });
}
function formFor(action, host, own, sheets) {
  const { lang, t } = host;
  const character = own?.name;
  const narration = { key: "narration", kind: "text", label: t("interval.narration"), hint: t("interval.narration_hint") };
  const compose = (line, v, who = character) => {
    const block = intervalText(who, [line], lang);
    host.composeReply(v["narration"] ? `${v["narration"]}

${block}` : block);
  };
  const title = t(`interval_button.${action}`);
  if (action === "endorse") {
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
  switch (action) {
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
      const trick = action === "new-trick";
      return { title, note: trick ? t("interval.trick_note") : t("interval.flaw_note"), fields: [
        { key: "name", kind: "text", label: trick ? t("card.tricks") : t("card.flaws"), hint: trick ? t("interval.trick_hint") : t("interval.flaw_hint") },
        { key: "detail", kind: "text", label: t("interval.detail"), hint: t("interval.detail_hint"), optional: true },
        narration
      ], compose: (v) => compose({ type: action, name: v["name"], detail: v["detail"] ?? "" }, v) };
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
    proof: str(card.data["proof"]),
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
  const fail = (message) => {
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
  const shown = disclosure(form, options.opener, "input");
  const close = shown.close;
  const open = () => {
    shown.open();
    if (!options.scenes) return;
    void options.scenes().then((list2) => {
      scenes = list2;
      scene.replaceChildren(...list2.map((s2, i) => h("option", { value: String(i) }, s2.label)));
      if (!list2.length) fail(t("picker.no_scene"));
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
    const target = options.scenes ? scenes[Number(scene.value)] : void 0;
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
var DONE = Object.freeze({ ok: true, value: void 0 });

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
  const { phase, scene } = game;
  const t = TURNS[phase];
  const base = { phase, moves: finaleMoves(t.moves, scene?.finale ?? false), rule: t.rule };
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
      } else if (action === "yield" && !finale && side && mayMove(phase, "yield", side)) {
        winner = other2(side);
        phase = AFTER_MOVE.yield;
      } else if (action === "concede" && finale && side && mayMove(phase, "yield", side)) {
        winner = other2(side);
        phase = effectDue(lastEffects[winner].length, false) ? "won" : AFTER_MOVE.effect;
      } else if (action === "effect" && mayMove(phase, "effect", side, winner)) {
        phase = AFTER_MOVE.effect;
      } else if (action === "rate" && finale && phase === "rating") {
        if (!finaleRaters.some((r) => same3(r, e.author))) finaleRaters.push(e.author);
      } else if (action === "rate" && mayMove(phase, "rate", side)) {
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
      const character = str(d["character"]);
      switch (card.block) {
        case "scene": {
          const number = int(d["number"]);
          const protagonist = field(d["protagonist"]);
          const antagonist = str(obj(d["antagonist"])["name"]);
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

// src/plugin-client/open-scenes.ts
var same4 = (a, b) => a !== void 0 && b !== void 0 && a.trim().toLowerCase() === b.trim().toLowerCase();
var playsIn = (scene, character) => same4(scene.protagonist, character) || same4(scene.antagonist, character) || scene.antagonist === void 0 && character !== void 0;
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
    const scene = e.postId === first.topic.postId ? fromFirstPost(first) : {
      topicId: first.topic.topicId,
      postId: e.postId,
      topicTitle: first.topic.title,
      ...e.number !== void 0 ? { number: e.number } : {},
      ...e.title ? { title: e.title } : {},
      ...e.protagonist ? { protagonist: e.protagonist } : {},
      ...e.antagonist ? { antagonist: e.antagonist } : {}
    };
    return [{ scene, open: state !== void 0 && state !== "done" && state !== "suspended" }];
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
function decorateSheet(sheet2, host) {
  const { lang, t } = host;
  const card = sheet2.element;
  const character = field(sheet2.data["name"]);
  const gameTopics = host.gameTopics?.bind(host);
  const picker = poolPicker(host, {
    groups: sheetGroups(t, sheet2.data),
    opener: () => toggle,
    ...gameTopics ? { scenes: async () => (await openScenesOf(host, await gameTopics(), character)).map((s2) => ({
      topicId: s2.topicId,
      ...s2.number !== void 0 ? { number: s2.number } : {},
      label: s2.number !== void 0 ? `${t("card.scene_ref", { number: s2.number })} \xB7 ${s2.title ?? s2.topicTitle}` : s2.title ?? s2.topicTitle
    })) } : {},
    compose: (choice) => {
      const text2 = poolBlock({
        ...character ? { character } : {},
        ...host.postId !== void 0 ? { sheet: host.postId } : {},
        role: choice.role,
        ...choice.scene?.number !== void 0 ? { scene: choice.scene.number } : {},
        traits: choice.traits,
        bought: choice.bought,
        boosts: choice.boosts
      }, lang);
      host.composeReply(text2, choice.scene?.topicId);
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
function decorateScene(scene, host) {
  const card = scene.element;
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
      turn.actions.map((action) => h("button", {
        type: "button",
        class: "gf-button",
        "data-gf-primary": action === turn.actions[0] ? "true" : void 0,
        "data-gf-turn-action": action,
        onclick: (e) => {
          const button = e.currentTarget;
          if (ROLLS.has(action)) void openScenePicker(scene, host, turn, action, button);
          else if (action === "yield" || action === "concede") host.composeReply(turnActionText({ action }, context, lang));
          else openTurnForm(scene, host, turn, action, context, button);
        }
      }, t(`turn_action.${action}`)))
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
function openTurnForm(scene, host, turn, action, context, button) {
  const card = scene.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const { lang, t } = host;
  const compose = (input) => host.composeReply(turnActionText(input, context, lang));
  const points = Array.from({ length: 6 }, (_, i) => ({ value: String(i), label: String(i) }));
  const spec = action === "present" ? {
    title: t("form.present_title"),
    fields: [{ key: "intention", kind: "text", label: t("card.intention"), hint: t("form.intention_hint") }],
    compose: (v) => compose({ action: "present", intention: v["intention"] })
  } : action === "effect" ? {
    title: t("form.effect_title"),
    ...turn.effectDie ? { note: t("form.effect_die", { die: `d${turn.effectDie}` }) } : {},
    fields: [
      { key: "outcome", kind: "select", label: t("form.outcome"), choices: ["advantage", "problem", "annul"].map((o) => ({ value: o, label: t(`outcome.${o}`) })) },
      { key: "target", kind: "text", label: t("form.effect_target"), hint: t("form.effect_target_hint") },
      // GF-WIN-2: without a die the thread shows, the winner names its size.
      ...turn.effectDie ? [] : [{ key: "die", kind: "select", label: t("form.die"), choices: DIE_SIZES.map((n) => ({ value: String(n), label: dieName(n) })) }]
    ],
    compose: (v) => compose({ action: "effect", outcome: v["outcome"], target: v["target"], ...v["die"] ? { die: Number(v["die"]) } : {} })
  } : action === "rate" ? {
    title: t("form.rate_title"),
    note: t("form.rate_note"),
    fields: [
      { key: "protagonist", kind: "select", label: t("form.rate_side", { who: turn.names.protagonist ?? t("card.protagonist") }), choices: points },
      { key: "antagonist", kind: "select", label: t("form.rate_side", { who: turn.names.antagonist ?? t("card.antagonist") }), choices: points },
      { key: "reason", kind: "text", label: t("form.rate_reason") }
    ],
    compose: (v) => compose({ action: "rate", protagonist: Number(v["protagonist"]), antagonist: Number(v["antagonist"]), reason: v["reason"] })
  } : void 0;
  if (!spec) return;
  const form = actionForm(host, { ...spec, opener: () => button });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, form.form));
  form.open();
}
var ROLLS = /* @__PURE__ */ new Set(["pool", "oppose", "retry"]);
async function openScenePicker(scene, host, turn, action, button) {
  const card = scene.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const role = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : void 0;
  const character = role ? turn.names[role] : void 0;
  const opponent = role ? turn.names[role === "protagonist" ? "antagonist" : "protagonist"] : void 0;
  const topics = host.gameTopics ? await host.gameTopics().catch(() => []) : [];
  const other3 = role ? role === "protagonist" ? "antagonist" : "protagonist" : void 0;
  const own = sheetNamed(topics, character, role ? turn.players[role] : void 0);
  const rival = sheetNamed(topics, opponent, other3 ? turn.players[other3] : void 0);
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
      const context = { ...turn.number !== void 0 ? { scene: turn.number } : {}, ...character ? { character } : {}, role: choice.role };
      const pool = { ...own ? { sheet: own.topic.postId } : {}, traits: choice.traits, bought: choice.bought, boosts: choice.boosts };
      host.composeReply(turnActionText({ action, pool }, context, lang));
    }
  });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, picker.form));
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
    case "call":
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

// src/games/genrefuzzion/cards/pool.ts
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

// src/games/genrefuzzion/cards/scene.ts
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
var genreFuzzionCards = { game: "genrefuzzion", draw, decorate };

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
var LINE_BREAK = Html.trusted("<br>\n");

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
var KIND = {
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
function rollOptions(sheet2, challenge2) {
  const name = sheet2.name;
  const who = challenge2.who.find((w) => !!name && w.character.toLowerCase() === name.toLowerCase());
  if (!who || !sheet2.quality || sheet2.kind !== "pc") return null;
  const input = {
    quality: sheet2.quality,
    style: sheet2.style ?? DEFAULT_STYLE[sheet2.quality],
    challengeQuality: who.quality ?? challenge2.quality ?? sheet2.quality,
    combat: challenge2.combat ?? null,
    outsideConcept: who.outsideConcept,
    fear: challenge2.kind === "fear"
  };
  return {
    challenge: challenge2.id,
    character: who.character,
    quirks: sheet2.quirks,
    perks: sheet2.perks.map((p) => p.name),
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
var text = (v) => {
  const s2 = str(v);
  return s2 && s2.length <= 200 ? s2 : void 0;
};
var flag = (v) => v === true;
var texts = (v) => list(v).map(text).filter((x) => x !== void 0);
var named2 = (v) => list(v).map(obj).flatMap((p) => {
  const name = text(p["name"]);
  return name ? [{ name, limitations: list(p["limitations"]).map((l) => oneOf(l, LIMITATIONS)).filter((l) => l !== void 0) }] : [];
});
var tokens = (v) => {
  const t = obj(v);
  const current = int(t["current"]);
  const quota = int(t["quota"]);
  return current !== void 0 && quota !== void 0 ? { current, quota } : void 0;
};
function challengeOf(d) {
  const id = text(d["id"]);
  const kind = oneOf(d["kind"], ["normal", "attack", "defence", "fear", "opposed"]);
  const who = list(d["who"]).map(obj).flatMap((w) => {
    const character = text(w["character"]);
    const quality2 = oneOf(w["quality"], QUALITIES);
    return character ? [{ character, ...quality2 ? { quality: quality2 } : {}, outsideConcept: flag(w["outsideConcept"]) }] : [];
  });
  if (!id || !kind || !who.length) return void 0;
  const quality = oneOf(d["quality"], QUALITIES);
  const n = int(d["difficulty"]);
  const difficulty = n === 4 || n === 5 || n === 6 ? n : void 0;
  const effort = int(d["effort"]);
  const combat = oneOf(d["combat"], STYLES);
  const battle = text(d["battle"]);
  const e = d["enemy"] === void 0 ? void 0 : obj(d["enemy"]);
  const enemyName = e && text(e["name"]);
  const level = e && int(e["level"]);
  return {
    block: "challenge",
    id,
    kind,
    who,
    deadly: flag(d["deadly"]),
    ...quality ? { quality } : {},
    ...difficulty ? { difficulty } : {},
    ...effort !== void 0 && effort >= 1 ? { effort } : {},
    ...combat ? { combat } : {},
    ...battle ? { battle } : {},
    ...e ? { enemy: {
      ...enemyName ? { name: enemyName } : {},
      qualities: list(e["qualities"]).map((q) => oneOf(q, ENEMY_QUALITIES)).filter((q) => q !== void 0),
      ...level !== void 0 ? { level } : {},
      boss: flag(e["boss"])
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
    afflictions: list(d["afflictions"]).map(obj).flatMap((a) => {
      const name = text(a["name"]);
      return name ? [{ name, permanent: flag(a["permanent"]), untilSceneEnd: flag(a["untilSceneEnd"]), fatal: flag(a["fatal"]) }] : [];
    })
  };
  for (const key of ["name", "player", "concept", "species"]) {
    const v = text(d[key]);
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
      const sheet2 = card && sheetOf(card.data);
      if (!sheet2) continue;
      if ((sheet2.player ?? topic.username).toLowerCase() !== me) continue;
      const options = rollOptions(sheet2, challenge2);
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
var pill = (kind, text2, attrs = {}) => h("span", { class: "gf-tt-pill", "data-gf-kind": kind, ...attrs }, text2);
function challenge(lang, d) {
  const who = list(d["who"]).map(obj).filter((w) => str(w["character"]));
  const quality = oneOf(d["quality"], QUALITIES2);
  const kind = oneOf(d["kind"], KINDS2) ?? "normal";
  const difficulty = int(d["difficulty"]);
  const effort = int(d["effort"]);
  const enemy = obj(d["enemy"]);
  return [
    header((k, p) => label(k, lang, p), label("challenge", lang, { id: str(d["id"]) ?? "-" })),
    fields(
      fieldRow(label("who", lang), "who", who.map((w, i) => [i ? ", " : "", h(
        "span",
        { class: "gf-name", "data-gf-outside": w["outsideConcept"] === true ? "" : void 0 },
        str(w["character"]),
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
      kind !== "normal" ? fieldRow(label("kind", lang), "kind", KIND[lang][kind]) : [],
      str(enemy["name"]) ? fieldRow(label("enemy", lang), "enemy", str(enemy["name"]), enemy["boss"] === true ? ` (${label("boss", lang)})` : "") : []
    ),
    d["deadly"] === true ? h("p", { class: "gf-tt-warning", "data-gf-kind": "deadly" }, label("deadly", lang)) : null
  ].filter((x) => x !== null);
}
function roll(lang, d) {
  const dice2 = list(d["dice"]).map(int).filter((x) => x !== void 0 && x >= 1 && x <= 6);
  const quality = d["quality"] === true ? "qualityApplies" : d["quality"] === false ? "qualityNot" : void 0;
  return [
    header((k) => k, label("roll", lang, { character: str(d["character"]) ?? "-", challenge: str(d["challenge"]) ?? "-" })),
    fields(
      str(d["quirk"]) ? fieldRow(label("quirk", lang), "quirk", str(d["quirk"])) : [],
      str(d["perk"]) ? fieldRow(label("perk", lang), "perk", str(d["perk"])) : [],
      quality ? fieldRow(label("quality", lang), "quality", label(quality, lang)) : [],
      d["concept"] === false ? fieldRow(label("conceptNot", lang), "concept", label("yes", lang)) : [],
      fieldRow(label("dice", lang), "dice", dice2.length ? h("span", { class: "gf-dice" }, dice2.map((f) => h("span", { class: "gf-die", "data-gf-size": 6, "data-gf-face": f }, String(f)))) : h("span", { class: "gf-die-pending" }, label("rolledBy", lang)))
    )
  ];
}
function karma(lang, d) {
  return [
    header((k) => k, label("karma", lang, { character: str(d["character"]) ?? "-", challenge: str(d["challenge"]) ?? "-" })),
    fields(
      fieldRow(label("perk", lang), "perk", str(d["perk"]) ?? "-", d["prepared"] === true ? ` (${label("prepared", lang)})` : ""),
      str(d["spender"]) ? fieldRow(label("paidBy", lang), "spender", str(d["spender"])) : []
    )
  ];
}
function sheet(lang, d) {
  const quality = oneOf(d["quality"], QUALITIES2);
  const named3 = (key) => list(d[key]).map(obj).map((p) => str(p["name"])).filter((x) => !!x);
  const quirks = list(d["quirks"]).map(str).filter((x) => !!x);
  const afflictions = list(d["afflictions"]).map(obj).filter((a) => str(a["name"]));
  const entries = (kind, items) => h("ul", { class: "gf-entries" }, items.map((x) => h("li", { class: "gf-entry", "data-gf-kind": kind }, x)));
  return [
    header((k) => k, str(d["name"]) ?? label("sheet", lang)),
    fields(
      str(d["player"]) ? fieldRow(label("player", lang), "player", str(d["player"])) : [],
      fieldRow(label("archetype", lang), "archetype", [quality ? QUALITY[lang][quality] : "", str(d["concept"]) ?? ""].filter(Boolean).join(" ")),
      tokens2(d["karma"]) ? fieldRow(label("karmaTokens", lang), "karma", pill("karma", tokens2(d["karma"]))) : [],
      tokens2(d["resolve"]) ? fieldRow(label("resolve", lang), "resolve", pill("resolve", tokens2(d["resolve"]))) : [],
      int(d["advances"]) ? fieldRow(label("advances", lang), "advances", String(int(d["advances"]))) : []
    ),
    section("perks", label("perks", lang), entries("perk", named3("perks"))),
    section("quirks", label("quirks", lang), entries("quirk", quirks)),
    ...afflictions.length ? [section("afflictions", label("afflictions", lang), h("ul", { class: "gf-entries" }, afflictions.map((a) => h(
      "li",
      { class: "gf-entry", "data-gf-kind": "affliction", "data-gf-permanent": a["permanent"] === true ? "" : void 0 },
      str(a["name"]),
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
    header((k) => k, label("answer", lang, { character: str(d["character"]) ?? "-" })),
    fields(
      cost ? fieldRow(label("cost", lang), "cost", COST[lang][cost]) : [],
      str(d["complication"]) ? fieldRow(label("complication", lang), "complication", str(d["complication"])) : [],
      reward ? fieldRow(label("reward", lang), "reward", COST[lang][reward]) : [],
      str(affliction["name"]) ? fieldRow(label("affliction", lang), "affliction", str(affliction["name"]), affliction["permanent"] === true ? ` (${label("permanent", lang)})` : "") : [],
      typeof d["accept"] === "boolean" ? fieldRow(label("accept", lang), "accept", label(d["accept"] ? "yes" : "no", lang)) : [],
      str(advance["take"]) ? fieldRow(label("advance", lang), "advance", str(advance["name"]) ?? str(advance["take"])) : []
    )
  ];
}
function gm(lang, d) {
  const steps = list(d["steps"]).map(obj);
  const DOS = ["close", "scene-end", "session", "grant-advance", "offer"];
  return [
    header((k) => k, label("gm", lang)),
    h("ul", { class: "gf-entries" }, steps.map((s2) => {
      const what = oneOf(s2["do"], DOS);
      return what ? h("li", { class: "gf-entry", "data-gf-kind": what }, label(what, lang, { challenge: str(s2["challenge"]) ?? "-", character: str(s2["character"]) ?? "-" })) : null;
    }))
  ];
}
var DRAW = {
  ttchallenge: challenge,
  ttroll: roll,
  ttkarma: karma,
  ttsheet: sheet,
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
  if (card.block === "error") return { drawn: drawError(host, card.data, card.element) };
  for (const game of GAME_CARDS) {
    const drawn2 = game.draw(card, host);
    if (drawn2) return { drawn: drawn2, game };
  }
  return void 0;
}
function decorateCooked(root, host) {
  for (const element of root.querySelectorAll(CARD_SELECTOR)) {
    const card = readCard(element);
    if (!card) continue;
    const found = draw2(card, host);
    if (!found) continue;
    element.replaceChildren(...found.drawn);
    element.setAttribute("lang", host.lang);
    element.setAttribute("data-gf-block", card.block);
    element.removeAttribute("data-gf-verified");
    element.removeAttribute("data-gf-check");
    element.removeAttribute("data-gf-state");
    if (element.closest("blockquote, aside.quote")) continue;
    found.game?.decorate?.(card, host);
  }
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
