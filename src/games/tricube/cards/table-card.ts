// The service's table of a challenge ([tt-mesa]/[tt-table] in its replies), on the client: read from
// a cooked card's untrusted data with the shared readers, drawn as its own card, and carried onto
// the GM's challenge card, which then shows the challenge as it stands: the effort tokens left
// (TT-EFF-2) and each character's difficulty in force with its modifiers (TT-KAR-3, TT-QRK-1). Only
// a table whose post is by the service's account counts; any other says so and changes nothing.
import type { Lang } from "../../../lib/i18n.js";
import { int, list, obj, readCard, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost, ThreadPost } from "../../../plugin-client/host.js";
import { fieldRow, header } from "../../../plugin-client/cards/parts.js";
import { MODIFIER, label } from "./labels.js";

export interface TableCharacter {
  readonly name: string;
  readonly difficulty?: { readonly value: number; readonly parts: readonly { readonly amount: number; readonly rule: string }[] };
  readonly karma?: { readonly current: number; readonly quota: number };
  readonly resolve?: { readonly current: number; readonly quota: number };
}

export interface TableView {
  readonly challenge: string;
  readonly effort?: { readonly left: number; readonly total: number };
  readonly closed: boolean;
  readonly characters: readonly TableCharacter[];
  readonly waiting: readonly string[];
  /** Each failure whose cost the table waits for (TT-OUT-3): the character, who decides, and whether it was critical (TT-OUT-4). */
  readonly costs?: readonly { readonly character: string; readonly user: string; readonly critical: boolean }[];
  /** Each character whose Karma may lower the difficulty now (TT-KAR-3), and the player who may spend it. */
  readonly karmaOffers?: readonly { readonly character: string; readonly user: string }[];
}

const text = (v: unknown): string | undefined => { const s = str(v); return s && s.length <= 200 ? s : undefined; };
const small = (v: unknown, max: number): number | undefined => { const n = int(v); return n !== undefined && n >= 0 && n <= max ? n : undefined; };
const pair = (v: unknown, a: string, b: string) => {
  const o = obj(v);
  const x = small(o[a], 99);
  const y = small(o[b], 99);
  return x !== undefined && y !== undefined ? { x, y } : undefined;
};

/** The table a card's data holds; undefined when it is not whole. */
export function tableOf(d: Data): TableView | undefined {
  const challenge = text(d["challenge"]);
  if (!challenge) return undefined;
  const effort = pair(d["effort"], "left", "total");
  const characters = list(d["characters"]).map(obj).flatMap((c): TableCharacter[] => {
    const name = text(c["name"]);
    if (!name) return [];
    const diff = obj(c["difficulty"]);
    const value = small(diff["value"], 20);
    const parts = list(diff["parts"]).map(obj).flatMap((p) => {
      const amount = int(p["amount"]);
      const rule = text(p["rule"]);
      return amount !== undefined && rule && /^TT-[A-Z0-9]+-\d{1,3}$/.test(rule) ? [{ amount, rule }] : [];
    });
    const karma = pair(c["karma"], "current", "quota");
    const resolve = pair(c["resolve"], "current", "quota");
    return [{ name, ...(value !== undefined ? { difficulty: { value, parts } } : {}),
      ...(karma ? { karma: { current: karma.x, quota: karma.y } } : {}), ...(resolve ? { resolve: { current: resolve.x, quota: resolve.y } } : {}) }];
  });
  return {
    challenge, closed: d["closed"] === true, characters,
    ...(effort && effort.x <= effort.y ? { effort: { left: effort.x, total: effort.y } } : {}),
    waiting: list(d["waiting"]).map(text).filter((x): x is string => x !== undefined),
    costs: list(d["costs"]).map(obj).flatMap((c) => {
      const character = text(c["character"]);
      const user = text(c["user"]);
      return character && user ? [{ character, user, critical: c["critical"] === true }] : [];
    }),
    karmaOffers: list(d["karmaOffers"]).map(obj).flatMap((c) => {
      const character = text(c["character"]);
      const user = text(c["user"]);
      return character && user ? [{ character, user }] : [];
    }),
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : `\u2212${-n}`);

/** "4 (Karma −1, quirk +1)": a difficulty in force and what makes it. */
export function difficultyText(lang: Lang, d: NonNullable<TableCharacter["difficulty"]>): string {
  const parts = d.parts.map((p) => `${MODIFIER[lang][p.rule] ?? p.rule} ${signed(p.amount)}`);
  return parts.length ? `${d.value} (${parts.join(", ")})` : String(d.value);
}

/** The effort tokens: one ● for each left, one ○ for each removed (TT-EFF-2). */
export function effortTokens(left: number, total: number): HTMLElement {
  const shown = Math.min(total, 20);
  return h("span", { class: "gf-tt-effort", "data-gf-value": left, "data-gf-total": total },
    Array.from({ length: shown }, (_, i) => (i < left ? h("span", { class: "gf-tt-token" }, "●") : h("span", { class: "gf-tt-token-spent" }, "○"))),
    total > 20 ? ` ${left}/${total}` : "");
}

function characterRows(lang: Lang, t: TableView): HTMLElement {
  return h("ul", { class: "gf-entries" }, t.characters.map((c) => h("li", { class: "gf-entry", "data-gf-kind": "character", "data-gf-character": c.name,
    "data-gf-difficulty": c.difficulty?.value },
    h("span", { class: "gf-name" }, c.name),
    c.difficulty ? [": ", label("difficulty", lang), " ", h("span", { class: "gf-tt-in-force" }, difficultyText(lang, c.difficulty))] : "",
    c.karma ? [" · ", label("karmaTokens", lang), ` ${c.karma.current}/${c.karma.quota}`] : "",
    c.resolve ? [" · ", label("resolve", lang), ` ${c.resolve.current}/${c.resolve.quota}`] : "")));
}

/** The table's own card (the service's reply). */
export function drawTable(lang: Lang, d: Data): HTMLElement[] {
  const t = tableOf(d);
  if (!t) return [header((k) => k, label("table", lang, { challenge: "-" }))];
  return [
    header((k) => k, label("table", lang, { challenge: t.challenge })),
    h("dl", { class: "gf-fields" },
      t.effort ? fieldRow(label("effortLeft", lang), "effort", effortTokens(t.effort.left, t.effort.total), t.effort.left === 0 ? ` ${label("overcome", lang)}` : "") : [],
      t.waiting.length ? fieldRow(label("waiting", lang), "waiting", t.waiting.join(", ")) : [],
      t.closed ? fieldRow(label("closed", lang), "closed", label("yes", lang)) : []),
    characterRows(lang, t),
  ];
}

/** Whether the decorated post is by the service's account (unknown author or no setting: not refused). */
function byService(host: GfHost): boolean {
  const author = host.postId !== undefined ? host.thread?.().find((p) => p.id === host.postId)?.username : undefined;
  return !(host.serviceUsername && author !== undefined && author.toLowerCase() !== host.serviceUsername.toLowerCase());
}

/**
 * A table card: one not by the service says so (and the challenge card never reads it); the
 * service's brings the page's card of its challenge up to the topic's latest table, so a reply that
 * arrives after the challenge card was drawn still moves it.
 */
export function decorateTable(element: HTMLElement, data: Data, host: GfHost): void {
  if (!byService(host)) {
    element.setAttribute("data-gf-untrusted", "");
    element.prepend(h("p", { class: "gf-tt-untrusted" }, label("notService", host.lang)));
    return;
  }
  const id = tableOf(data)?.challenge;
  if (id === undefined) return;
  for (const card of element.ownerDocument.querySelectorAll<HTMLElement>("[data-gf-block=ttchallenge][data-gf-challenge][data-gf-post-number]")) {
    if (card.getAttribute("data-gf-challenge") !== id) continue;
    const own = ownTable(host, id, Number(card.getAttribute("data-gf-post-number")));
    if (own) applyTable(card, host.lang, own);
  }
}

const tablesIn = (post: ThreadPost, challenge: string): TableView[] =>
  [...post.element.querySelectorAll<HTMLElement>('div[data-gf-card^="tttable "]')].flatMap((el) => {
    const card = readCard(el);
    const t = card && tableOf(card.data);
    return t && t.challenge === challenge ? [t] : [];
  });

const challengesIn = (post: ThreadPost | undefined): string[] => post ? [...post.element.querySelectorAll<HTMLElement>('div[data-gf-card^="ttchallenge "]')]
  .flatMap((el) => { const id = text(readCard(el)?.data["id"]); return id ? [id] : []; }) : [];

/**
 * The latest table of the challenge the card in post `postNumber` opened: the service took it when its
 * reply to that post carries a table of it (a refusal carries none); later tables of it count until the
 * service takes another post's challenge of the same id. Undefined when the service never took this
 * card's challenge (a player's, one refused, a second one with an id in use), or without the setting.
 */
export function ownTable(host: Pick<GfHost, "thread" | "serviceUsername">, challenge: string, postNumber: number): TableView | undefined {
  const service = host.serviceUsername?.toLowerCase();
  if (!service || !host.thread || !Number.isInteger(postNumber)) return undefined;
  const posts = host.thread();
  let found: TableView | undefined;
  for (const post of posts) {
    if (post.username.toLowerCase() !== service) continue;
    const tables = tablesIn(post, challenge);
    if (!tables.length) continue;
    const to = post.replyToPostNumber ?? undefined;
    if (!found) {
      if (to === postNumber) found = tables.at(-1);
      continue;
    }
    // Another post's challenge of this id, taken: the tables from here on are its.
    if (to !== undefined && to !== postNumber && challengesIn(posts.find((p) => p.postNumber === to)).includes(challenge)) break;
    found = tables.at(-1);
  }
  return found;
}

/** "(base 5, Karma −1)": the GM's difficulty and what moves it; empty when nothing does. */
function reason(lang: Lang, base: number | undefined, d: NonNullable<TableCharacter["difficulty"]>): string {
  const parts = d.parts.map((p) => `${MODIFIER[lang][p.rule] ?? p.rule} ${signed(p.amount)}`);
  if (base === undefined || (base === d.value && !parts.length)) return parts.length ? ` (${parts.join(", ")})` : "";
  return ` (${[label("base", lang, { difficulty: base }), ...parts].join(", ")})`;
}

const inForcePill = (value: number, base: number | undefined): HTMLElement =>
  h("span", { class: "gf-tt-pill", "data-gf-kind": "difficulty", "data-gf-value": value, "data-gf-base": base, "data-gf-in-force": "" }, value);

/**
 * The challenge card's difficulty row as the table has it: the difficulty in force, with the GM's
 * base and the modifiers that move it (TT-KAR-3 −1, TT-QRK-1 +1…), one value when every character
 * rolls against the same, else each character's; the GM's base alone when the table gives none.
 */
function difficultyRow(row: HTMLElement, lang: Lang, t: TableView): void {
  // The GM's difficulty, as drawn from the challenge's own card before any table moved the row.
  if (!row.hasAttribute("data-gf-base")) row.setAttribute("data-gf-base", row.querySelector("[data-gf-value]")?.getAttribute("data-gf-value") ?? "");
  const b = row.getAttribute("data-gf-base");
  const base = b && /^\d{1,2}$/.test(b) ? Number(b) : undefined;
  const known = t.characters.flatMap((c) => (c.difficulty ? [{ name: c.name, d: c.difficulty }] : []));
  if (!known.length) {
    if (base !== undefined) row.replaceChildren(h("span", { class: "gf-tt-pill", "data-gf-kind": "difficulty", "data-gf-value": base }, base));
    return;
  }
  const text = (d: NonNullable<TableCharacter["difficulty"]>) => `${d.value}${reason(lang, base, d)}`;
  if (known.every((k) => text(k.d) === text(known[0]!.d))) {
    row.replaceChildren(inForcePill(known[0]!.d.value, base), h("span", { class: "gf-tt-reason" }, reason(lang, base, known[0]!.d)));
    return;
  }
  row.replaceChildren(...known.map((k, i) => h("span", { class: "gf-tt-for", "data-gf-character": k.name },
    i ? "; " : "", `${k.name}: `, inForcePill(k.d.value, base), h("span", { class: "gf-tt-reason" }, reason(lang, base, k.d)))));
}

/** The event a challenge card gets each time a table is applied to it (its roll picker follows it). */
export const TABLE_APPLIED = "gf-tt-table";
const applied = new WeakMap<Element, TableView>();

/** The table last applied to a challenge card; undefined while it shows the challenge as the GM wrote it. */
export const appliedTable = (card: Element): TableView | undefined => applied.get(card);

/** The difficulty `character` rolls against now by the table applied to the card (value and parts), if it says. */
export const inForceFor = (card: Element, character: string): TableCharacter["difficulty"] =>
  applied.get(card)?.characters.find((c) => c.name === character)?.difficulty;

/** The modifiers that fill the challenge's one quirk place: a quirk (TT-QRK-1, TT-QRK-3) or an affliction the GM applied (TT-DEF-3, TT-AMB-06). */
export const QUIRK_PLACE: readonly string[] = ["TT-QRK-1", "TT-DEF-3"];

/** The GM's challenge card brought to the table as it stands: effort left, and each character's difficulty in force. */
export function applyTable(element: HTMLElement, lang: Lang, t: TableView): void {
  applied.set(element, t);
  element.querySelector(".gf-tt-now")?.remove();
  element.setAttribute("data-gf-as-of-table", "");
  const effort = element.querySelector<HTMLElement>("[data-gf-field=effort]");
  if (effort && t.effort) effort.replaceChildren(effortTokens(t.effort.left, t.effort.total), t.effort.left === 0 ? ` ${label("overcome", lang)}` : "");
  const difficulty = element.querySelector<HTMLElement>("[data-gf-field=difficulty]");
  if (difficulty) difficultyRow(difficulty, lang, t);
  element.append(h("div", { class: "gf-tt-now" },
    h("p", { class: "gf-section-title" }, label("asItStands", lang)),
    t.waiting.length ? h("p", { class: "gf-tt-waiting" }, `${label("waiting", lang)}: ${t.waiting.join(", ")}`) : null,
    t.closed ? h("p", { class: "gf-tt-closed" }, label("closed", lang)) : null,
    characterRows(lang, t)));
  element.dispatchEvent(new CustomEvent(TABLE_APPLIED));
}
