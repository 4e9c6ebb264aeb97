// The verification badge of a roll card, whatever game's roll it shows (the platform's dice-roll
// card, cards/dice-roll.ts, and a game's own roll card). It comes with the page's side of the verifier,
// gf-verify-worker.js (verifier-worker.ts), which a roll card's drawer loads (roll-check.ts). Drawing a card only queues it: the page's roll
// cards are verified together (verify-page.ts, the plugin's second bundle, loaded on first need), so
// a topic of many rolls costs one document fetch and one batch of parallel signature checks, not one
// synchronous check per card. Until the verdict arrives the badge says it is checking; a card redrawn
// meanwhile (decorateCooked runs again after an edit) keeps only its newest verdict.
import { withoutBidi } from "../markup/attr-values.js";
import { h, uid } from "./dom.js";
import type { GfHost, PageVerifier, Translate } from "./host.js";
import { verdictText, type RollCardData, type RollVerdict } from "./verdict.js";
import { nextRecheck, type Recheck } from "./verify-recheck.js";

interface Queued {
  readonly element: HTMLElement;
  readonly token: string;
  readonly card: RollCardData;
  /** The card as JSON: what its badge, once drawn, was drawn for. */
  readonly key: string;
  readonly host: GfHost;
  readonly done: (verdict: RollVerdict) => void;
}

let queue: Queued[] = [];
let scheduled = false;
let drawn = 0;

/**
 * What each card's badge shows now: the card it was drawn for and its verdict, each as JSON (with the
 * reader's day: a reveal time carries its date unless it is today). A page verifies its cards again after
 * each new post; a card whose data and verdict did not change keeps its badge untouched, so the reader's
 * main thread writes nothing for it (bench/badge's warm figure). Every check still runs each time.
 */
const shown = new WeakMap<HTMLElement, { card: string; verdict: string }>();
const today = () => new Date().toDateString();

/**
 * The badge's lines, cloned for every card: building each from scratch cost a topic of 200 rolls most
 * of its badge time. A line is one element with its words while it checks (as roll-check.ts draws it),
 * and its verdict is the button that opens the panel, with the panel and its detail, cloned in one call
 * and written in one. The status's icon is the stylesheet's (data-gf-status): an icon element and a title
 * element in each line cost a 200-card page's two frames a quarter of their style and layout (bench/badge).
 */
let lines: { checking: HTMLElement; verdict: DocumentFragment } | undefined;
function templates() {
  if (!lines) {
    const verdict = document.createDocumentFragment();
    verdict.append(h("button", { type: "button", class: "gf-verify-toggle", "aria-expanded": "false" }, ""),
      h("div", { class: "gf-verify-panel", hidden: true }, h("p", { class: "gf-verify-detail" })));
    lines = { checking: h("div", { class: "gf-verify", "data-gf-status": "checking", role: "status" }, ""), verdict };
  }
  return lines;
}

/**
 * `t` asked once per key and set of parameter names (none included), then filled: a batch of 200 verdicts asks the
 * page's I18n for each of its few sentences once, with a marker for each parameter, instead of once per
 * card. Exact for an interpolation that inserts a value as given, as Discourse's does (discourse-i18n
 * `interpolate`, app/assets/javascripts/discourse-i18n/src/index.js at discourse/discourse@0bd37d0: a
 * string's `$` is escaped so it is inserted as is; a missing value reads "[missing %{name} value]",
 * which the template then holds). A count, which picks another sentence by its value, goes to `t` itself.
 */
export function filledTranslate(t: Translate): Translate {
  const made = new Map<string, string[]>();
  return (key, params) => {
    if (params && "count" in params) return t(key, params);
    const names = params ? Object.keys(params).filter((n) => params[n] != null) : [];
    const id = `${key} ${names}`;
    let parts = made.get(id);
    // A sentence without parameters (every badge's title) is asked once too: 200 lookups in the page's I18n were a tenth of a cold batch's verdicts.
    if (!parts) made.set(id, parts = (names.length ? t(key, Object.fromEntries(names.map((n) => [n, `\ue000${n}\ue000`]))) : t(key)).split("\ue000"));
    // Odd parts are the parameters' names, between their markers: join writes their values as String does.
    return parts.length === 1 ? parts[0]! : parts.map((part, i) => (i % 2 ? params![part] : part)).join("");
  };
}

/** What the reader opened a badge's panel for: the panel's lists are written on its first opening. */
const panels = new WeakMap<HTMLButtonElement, { verdict: RollVerdict; host: GfHost; panel: HTMLElement; listed: boolean }>();
let listening = false;
/** One click listener for every badge of the page, not one per badge. */
function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const toggle = (event.target as Element | null)?.closest?.(".gf-verify-toggle");
    const open = toggle ? panels.get(toggle as HTMLButtonElement) : undefined;
    if (!open) return;
    const { verdict, host, panel } = open;
    if (!open.listed) {
      open.listed = true;
      // Its lists and command come with the panel's script, on the first opening (a failed load is tried on the next).
      loadPanel().then((m) => m.fillPanel(panel, verdict, host.t, postLabel(host)), () => { open.listed = false; });
    }
    panel.hidden = !panel.hidden;
    toggle!.setAttribute("aria-expanded", String(!panel.hidden));
  });
}

/** What gf-verify-panel.js defines (window.GfVerifyPanel, verify-panel.ts). */
interface PanelScript { fillPanel(panel: HTMLElement, verdict: RollVerdict, t: Translate, label: (post: number) => string): void }

/** gf-verify-panel.js's content hash, which build.mjs gives this script (plugin-data.ts verifierWorkerBundle). */
declare const GF_PANEL_VERSION: string | undefined;
let panelScript: string | undefined;
/**
 * The panel's script beside gf-verify.js (the address the page gave the verifier: the forum's own
 * /plugins/ folder), with its own content hash: Discourse's nginx caches /plugins/ for a year
 * (public-scripts.ts), and the every-page core need not carry this script's version.
 */
export function panelBeside(verifyScript: string): void {
  // An address that is not gf-verify.js's (a test page's own) names no panel: its panels show their verdict's words only.
  const named = /gf-verify\.js(\?[^#]*)?$/;
  panelScript = named.test(verifyScript)
    ? verifyScript.replace(named, `gf-verify-panel.js${typeof GF_PANEL_VERSION === "string" ? `?v=${GF_PANEL_VERSION}` : ""}`) : undefined;
}

let panelLoad: Promise<PanelScript> | undefined;
/**
 * The panel's script as Discourse's loadScript adds one: a classic script tag from the plugin's folder,
 * once a page. Discourse's content security policy lets it run: script-src lists the base URL's
 * /plugins/, and under content_security_policy_strict_dynamic a script added by a trusted one is
 * trusted (lib/content_security_policy/default.rb, discourse/discourse@0139e3b8).
 */
function loadPanel(): Promise<PanelScript> {
  return panelLoad ??= new Promise<PanelScript>((resolve, reject) => {
    // Its failures are only retried (listen), never shown: they carry no message.
    if (!panelScript) return reject();
    const script = document.createElement("script");
    script.src = panelScript;
    script.onload = () => {
      const loaded = (self as { GfVerifyPanel?: PanelScript }).GfVerifyPanel;
      if (loaded) resolve(loaded);
      else script.onerror!(new Event("error"));
    };
    script.onerror = () => { panelLoad = undefined; reject(); };
    document.head.append(script);
  });
}

// The post as readers see it, "#5", beside the forum's id the proof names.
// Asked only for a post the badge names; the post's number, not the thread, whose every post the
// initializer parses (a topic of 200 rolls drew each badge twice, parsing the whole thread each time).
const postLabel = (host: GfHost) => (post: number) => {
  const n = host.postNumber ? host.postNumber(post) : host.thread?.().find((p) => p.id === post)?.postNumber;
  return n === undefined ? String(post) : `#${n}`;
};

/**
 * How long a verdict may take before its card says in words that it is being checked: a delay a reader
 * does not wait through, and a topic's cold batch of 200 badges is verified well within it. The 200
 * "checking" lines drawn and laid out for the few hundred milliseconds until their verdicts were a third
 * of that batch's main-thread time (bench/badge); meanwhile the card is "checking" (data-gf-verified)
 * and the stylesheet keeps its line's room, so the verdict's line moves nothing.
 */
export const CHECKING_LINE_MS = 1000;
/** The cards queued since the last such timer, to say "checking" in words if still waiting then. */
let waiting: { element: HTMLElement; host: GfHost }[] | undefined;

/**
 * The card's "checking" line, a clone of one line; the verdict rewrites it (its live region then announces
 * the verdict). A card roll-check.ts drew as checking keeps what it drew: its line, or none yet (drawn only
 * if the verdict takes longer than roll-check.ts CHECKING_LINE_MS); a card whose data changed under a
 * verdict says at once that it is being checked, so the old verdict never stands beside the new data.
 */
function drawChecking(element: HTMLElement, host: GfHost): void {
  const drawn = lineOf(element);
  if (element.getAttribute("data-gf-verified") === "checking") {
    if (!drawn) return later(element, host);
    if (drawn.getAttribute("data-gf-status") === "checking") return;
  }
  checkingLine(element, host, drawn);
}

/** The card says "checking" in words if it still waits for its verdict, without a line, after CHECKING_LINE_MS. */
function later(element: HTMLElement, host: GfHost): void {
  if (!waiting) {
    waiting = [];
    setTimeout((late: { element: HTMLElement; host: GfHost }[]) => {
      waiting = undefined;
      for (const w of late) if (w.element.getAttribute("data-gf-verified") === "checking" && !lineOf(w.element)) checkingLine(w.element, w.host, null);
    }, CHECKING_LINE_MS, waiting);
  }
  waiting.push({ element, host });
}

function checkingLine(element: HTMLElement, host: GfHost, drawn = lineOf(element)): void {
  drawn?.remove();
  element.setAttribute("data-gf-verified", "checking");
  const line = templates().checking.cloneNode(true) as HTMLElement;
  (line.firstChild as Text).data = withoutBidi(host.t("roll.checking"));
  element.appendChild(line);
}

/**
 * The card's badge line, its child .gf-verify (drawn as its last child): found by walking the card's own
 * children, not by a selector query over its whole subtree for each of a topic's 200 cards.
 */
function lineOf(element: HTMLElement): HTMLElement | null {
  for (let child = element.lastElementChild; child; child = child.previousElementSibling) if (child.classList.contains("gf-verify")) return child as HTMLElement;
  return null;
}

/** The panels' ids: one document-unique prefix (dom.ts uid), then a count. */
const panelIds = uid("gf-verify-panel");
let panelCount = 0;

/** A title without bidi controls, the last one kept: a batch's 200 titles are mostly one sentence. */
let titleIn = "", titleOut = "";
const plainTitle = (title: string) => (title === titleIn ? titleOut : (titleOut = withoutBidi(titleIn = title)));

/** The verdict's badge: the checking line's words become a button that opens the panel of what was checked. */
function drawVerdict(element: HTMLElement, verdict: RollVerdict, host: GfHost, t: Translate, label: (post: number) => string): void {
  const { title, detail } = verdictText(verdict, t, label);
  const tpl = templates();
  // The card's "checking" line (its last child, as drawn) becomes the verdict; any other line is replaced
  // by a new one, written whole before it joins the page (a cold batch's cards have no line yet).
  let line = element.lastElementChild as HTMLElement | null;
  // A verdict replacing another (a pending roll checked again, verify-recheck.ts) rewrites its line too, so its
  // live region announces the new verdict as it announces one replacing "checking".
  const fresh = !line?.classList.contains("gf-verify");
  if (fresh) {
    lineOf(element)?.remove();
    line = tpl.checking.cloneNode(true) as HTMLElement;
  }
  element.setAttribute("data-gf-verified", verdict.status);
  const made = tpl.verdict.cloneNode(true) as DocumentFragment;
  const toggle = made.firstChild as HTMLButtonElement;
  const panel = made.lastChild as HTMLElement;
  (toggle.firstChild as Text).data = plainTitle(title);
  panel.id = `${panelIds}-${++panelCount}`;
  toggle.setAttribute("aria-controls", panel.id);
  if (detail) panel.firstChild!.textContent = withoutBidi(detail);
  else panel.firstChild!.remove();
  line!.setAttribute("data-gf-status", verdict.status);
  line!.replaceChildren(made);
  if (fresh) element.appendChild(line!);
  panels.set(toggle, { verdict, host, panel, listed: false });
  listen();
}

/** The page's context for its verifier: cards of one topic share it, so they go in one batch. */
const pageKeys = new WeakMap<GfHost, string>();
const pageKey = (host: GfHost) => {
  let key = pageKeys.get(host);
  if (key === undefined) {
    pageKeys.set(host, key = JSON.stringify([host.publicKey, host.topicId ?? null, host.forum ?? null, host.serviceUrl ?? null,
      host.serviceUsername ?? null, host.forumBase ?? null]));
  }
  return key;
};

/** The page's context as its verifier takes it (verify-page.ts PageContext). */
const contextOf = (host: GfHost): Parameters<PageVerifier["verifyCards"]>[1] => ({
  publicKey: host.publicKey, ...(host.topicId !== undefined ? { topicId: host.topicId } : {}),
  ...(host.forum ? { forum: host.forum } : {}), ...(host.serviceUrl ? { serviceUrl: host.serviceUrl } : {}),
  ...(host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), ...(host.forumBase ? { forumBase: host.forumBase } : {}),
  ...(host.loadBeacon ? { loadBeacon: () => host.loadBeacon!() } : {}),
  ...(host.revisionTime ? { revisionTime: (id: number, n: number) => host.revisionTime!(id, n) } : {}),
});

/** The cards whose faces wait for the seed's reveal (verify-recheck.ts), with the re-check planned for them. */
let pending: (Queued & { due: number })[] = [];
let plan: Recheck | undefined;
let timer: unknown;

/** Plans the page's one re-check, for the earliest reveal its pending cards name, unless one waits already. */
function planRecheck(): void {
  pending = pending.filter((q) => q.element.isConnected && q.element.getAttribute("data-gf-check") === q.token);
  if (timer) return;
  const next = nextRecheck(pending.map((q) => q.due), plan, Date.now());
  if (next) timer = setTimeout(recheck, (plan = next).wait);
}

/** Queues the pending cards again (the worker then reads the operator's document afresh, verify-page.ts); a hidden page waits until it is shown. */
function recheck(): void {
  if (document.hidden) return void document.addEventListener("visibilitychange", recheck, { once: true });
  timer = undefined;
  for (const q of pending.splice(0)) void queueRollCheck(q.element, q.card, q.host);
}

async function flush(): Promise<void> {
  scheduled = false;
  const batch = queue;
  queue = [];
  const groups = new Map<string, Queued[]>();
  for (const q of batch) {
    const key = pageKey(q.host);
    const group = groups.get(key);
    if (group) group.push(q);
    else groups.set(key, [q]);
  }
  for (const group of groups.values()) {
    const host = group[0]!.host;
    let verdicts: readonly RollVerdict[];
    try {
      // No verifier (none given) throws here too, calling undefined.
      const verifier = await host.loadVerifier?.() as PageVerifier;
      verdicts = await verifier.verifyCards(group.map((q) => q.card), contextOf(host));
    } catch {
      // The verifier's script could not be loaded (network, an ad blocker): the badge says so, never "verified".
      verdicts = group.map(() => ({ status: "unverifiable", reason: "no_verifier" }));
    }
    // The batch's verdicts, written in one pass: only the cards whose badge changes are touched.
    const day = today();
    // Each card's own host names its posts (cards of one batch share the page, not always the host object).
    const labels = new Map<GfHost, (post: number) => string>();
    const labelOf = (h: GfHost) => labels.get(h) ?? labels.set(h, postLabel(h)).get(h)!;
    const words = new Map<Translate, Translate>();
    const wordsOf = (t: Translate) => words.get(t) ?? words.set(t, filledTranslate(t)).get(t)!;
    group.forEach((q, i) => {
      const verdict = verdicts[i] ?? { status: "unverifiable", reason: "no_verifier" };
      if (q.element.getAttribute("data-gf-check") === q.token) {
        const was = shown.get(q.element);
        const now = { card: q.key, verdict: `${day}\n${JSON.stringify(verdict)}` };
        if (!was || was.card !== now.card || was.verdict !== now.verdict || q.element.getAttribute("data-gf-verified") !== verdict.status) {
          drawVerdict(q.element, verdict, q.host, wordsOf(q.host.t), labelOf(q.host));
          shown.set(q.element, now);
        }
        // Its faces wait for the seed: checked again once the reveal time it names has passed. A final verdict never is.
        if (verdict.status === "signed" && verdict.checkableFrom) pending.push({ ...q, due: verdict.checkableFrom });
      }
      q.done(verdict);
    });
  }
  planRecheck();
}

const cardKey = (card: RollCardData) => JSON.stringify(card);

/**
 * Queues `card` for the page's next batch; resolves with the verdict once the batch is verified. The card
 * says it is being checked, unless its badge already shows the verdict of this very card (the same proof,
 * post, block, times, dice and author), which then stays until the new verdict replaces it if it differs.
 */
export function queueRollCheck(element: HTMLElement, drawnCard: RollCardData, host: GfHost): Promise<RollVerdict> {
  // The post the card sits in: a retired key's roll of an edit's block counts only in a reply the forum
  // numbered before the rotation's post (docs/verifiable-dice.md §V.3, Expected.replyPost).
  const card = host.postId !== undefined && drawnCard.shownIn === undefined ? { ...drawnCard, shownIn: host.postId } : drawnCard;
  const token = String(++drawn);
  element.setAttribute("data-gf-check", token);
  const was = shown.get(element);
  const key = cardKey(card);
  if (!was || was.card !== key || !lineOf(element)) {
    shown.delete(element);
    drawChecking(element, host);
  } else if (element.getAttribute("data-gf-verified") === "checking") {
    // checkRoll said "checking" before the verifier was on the page: the shown verdict stands until the new one.
    element.setAttribute("data-gf-verified", JSON.parse(was.verdict.slice(was.verdict.indexOf("\n") + 1)).status);
  }
  return new Promise((done) => {
    queue.push({ element, token, card, key, host, done });
    if (!scheduled) {
      scheduled = true;
      // A batch's first roll card: its verifier starts the reads the batch will wait for (the operator's
      // document, the forum's commitment topic, the checked store: each read once a page) while the page
      // draws and queues the rest.
      void host.loadVerifier?.().then((verifier) => verifier.prepare?.(contextOf(host)), () => undefined);
      // One batch for every card drawn in this task: Discourse decorates a topic's posts one by one.
      setTimeout(() => { void flush(); }, 0);
    }
  });
}
