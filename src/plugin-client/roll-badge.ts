// The verification badge of a roll card, whatever game's roll it shows (the platform's dice-roll
// card, cards/dice-roll.ts, and a game's own roll card). It comes with the page's verifier,
// gf-verify-worker.js (verifier-worker.ts) or gf-verify.js (verify-page.ts), which a roll card's drawer
// loads (roll-check.ts). Drawing a card only queues it: the page's roll
// cards are verified together (verify-page.ts, the plugin's second bundle, loaded on first need), so
// a topic of many rolls costs one document fetch and one batch of parallel signature checks, not one
// synchronous check per card. Until the verdict arrives the badge says it is checking; a card redrawn
// meanwhile (decorateCooked runs again after an edit) keeps only its newest verdict.
import { withoutBidi } from "../markup/attr-values.js";
import { h, uid } from "./dom.js";
import type { GfHost, PageVerifier } from "./host.js";
import { verdictChecks, verdictText, type RollCardData, type RollVerdict } from "./verdict.js";

interface Queued {
  readonly element: HTMLElement;
  readonly token: string;
  readonly card: RollCardData;
  readonly host: GfHost;
  readonly done: (verdict: RollVerdict) => void;
}

let queue: Queued[] = [];
let scheduled = false;
let drawn = 0;

function badge(element: HTMLElement, verdict: RollVerdict | { readonly status: "checking" }, host: GfHost): void {
  const line = element.querySelector<HTMLElement>(":scope > .gf-verify");
  element.setAttribute("data-gf-verified", verdict.status);
  // The post as readers see it, "#5", beside the forum's id the proof names.
  // Asked only for a post the badge names; the post's number, not the thread, whose every post the
  // initializer parses (a topic of 200 rolls drew each badge twice, parsing the whole thread each time).
  const label = (post: number) => {
    const n = host.postNumber ? host.postNumber(post) : host.thread?.().find((p) => p.id === post)?.postNumber;
    return n === undefined ? String(post) : `#${n}`;
  };
  const { title, detail } = verdictText(verdict, host.t, label);
  // Not the pencil (✎), which is the Edit button's: a signed roll whose faces wait is a clock.
  const icon = verdict.status === "verified" ? "✓" : verdict.status === "signed" ? "◷" : verdict.status === "failed" ? "✗"
    : verdict.status === "checking" ? "…" : verdict.status === "quoted" ? "❝" : "?";
  const status = (): HTMLElement[] => [h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon), h("span", { class: "gf-verify-title" }, title)];
  // While checking there is nothing to open: the status line alone.
  if (verdict.status === "checking") {
    line?.remove();
    element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" }, status()));
    return;
  }
  const list = (head: string, items: readonly string[], kind: string) => (items.length
    ? [h("p", { class: "gf-verify-head" }, head), h("ul", { class: "gf-verify-list", "data-gf-checks": kind }, items.map((i) => h("li", {}, i)))] : null);
  const panelId = uid("gf-verify-panel");
  const panel = h("div", { id: panelId, class: "gf-verify-panel", hidden: true }, detail ? h("p", { class: "gf-verify-detail" }, detail) : null);
  // The lists of what was checked and what waits are written when the reader first opens the panel:
  // a topic's 200 badges drew some 3,000 hidden elements before any showed (bench/badge, cold at 4×).
  let listed = false;
  const toggle: HTMLButtonElement = h("button", { type: "button", class: "gf-verify-toggle", "aria-expanded": "false", "aria-controls": panelId,
    onclick: () => {
      if (!listed) {
        listed = true;
        const { checked, pending } = verdictChecks(verdict, host.t, label);
        panel.append(...[list(host.t("roll.panel_checked"), checked, "checked"), list(host.t("roll.panel_pending"), pending, "pending")].flat().filter((n) => n !== null));
      }
      panel.hidden = !panel.hidden;
      toggle.setAttribute("aria-expanded", String(!panel.hidden));
    } });
  // The checking line becomes the verdict's (its live region then announces the change): its icon and
  // title are rewritten and move into the button; a line drawn otherwise is replaced.
  const spans = line?.getAttribute("data-gf-status") === "checking" ? [...line.children] as HTMLElement[] : [];
  if (line && spans.length === 2) {
    spans[0]!.textContent = icon;
    spans[1]!.textContent = withoutBidi(title);
    toggle.append(...spans);
    line.setAttribute("data-gf-status", verdict.status);
    line.append(toggle, panel);
    return;
  }
  line?.remove();
  toggle.append(...status());
  element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" }, toggle, panel));
}

/** The page's context for its verifier: cards of one topic share it, so they go in one batch. */
const pageKey = (host: GfHost) => JSON.stringify([host.publicKey, host.topicId ?? null, host.forum ?? null, host.serviceUrl ?? null, host.serviceUsername ?? null, host.forumBase ?? null]);

async function flush(): Promise<void> {
  scheduled = false;
  const batch = queue;
  queue = [];
  const groups = new Map<string, Queued[]>();
  for (const q of batch) {
    const key = pageKey(q.host);
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  for (const group of groups.values()) {
    const host = group[0]!.host;
    let verdicts: readonly RollVerdict[];
    try {
      const verifier: PageVerifier | undefined = await host.loadVerifier?.();
      if (!verifier) throw new Error("no verifier");
      verdicts = await verifier.verifyCards(group.map((q) => q.card), {
        publicKey: host.publicKey, ...(host.topicId !== undefined ? { topicId: host.topicId } : {}),
        ...(host.forum ? { forum: host.forum } : {}), ...(host.serviceUrl ? { serviceUrl: host.serviceUrl } : {}),
        ...(host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), ...(host.forumBase ? { forumBase: host.forumBase } : {}),
        ...(host.loadBeacon ? { loadBeacon: () => host.loadBeacon!() } : {}),
        ...(host.revisionTime ? { revisionTime: (id: number, n: number) => host.revisionTime!(id, n) } : {}),
      });
    } catch {
      // The verifier's script could not be loaded (network, an ad blocker): the badge says so, never "verified".
      verdicts = group.map(() => ({ status: "unverifiable", reason: "no_verifier" }));
    }
    group.forEach((q, i) => {
      const verdict = verdicts[i] ?? { status: "unverifiable", reason: "no_verifier" };
      if (q.element.getAttribute("data-gf-check") === q.token) badge(q.element, verdict, q.host);
      q.done(verdict);
    });
  }
}

/** Draws the "checking" badge on `element` and queues `card`; resolves with the verdict once the page's batch is verified. */
export function queueRollCheck(element: HTMLElement, card: RollCardData, host: GfHost): Promise<RollVerdict> {
  const token = String(++drawn);
  element.setAttribute("data-gf-check", token);
  badge(element, { status: "checking" }, host);
  return new Promise((done) => {
    queue.push({ element, token, card, host, done });
    if (!scheduled) {
      scheduled = true;
      // One batch for every card drawn in this task: Discourse decorates a topic's posts one by one.
      setTimeout(() => { void flush(); }, 0);
    }
  });
}
