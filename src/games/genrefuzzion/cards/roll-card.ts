// The roll card's badge. Drawing a card only queues it: the page's roll cards are verified together
// (verify-page.ts, the plugin's second bundle, loaded on first need), so a topic of many rolls costs
// one document fetch and one batch of parallel signature checks, not one synchronous check per card.
// Until the verdict arrives the badge says it is checking; a card redrawn meanwhile (decorateCooked
// runs again after an edit) keeps only its newest verdict.
import { cardSelector, dice, int, list, obj, readCard, str, type Card } from "../../../plugin-client/card-data.js";
import { rolledDice } from "./roll.js";
import { h, uid } from "../../../plugin-client/dom.js";
import type { GfHost, PageVerifier } from "../../../plugin-client/host.js";
import { verdictChecks, verdictText, type RollCardData, type RollVerdict } from "../../../plugin-client/verdict.js";

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
  element.querySelector(":scope > .gf-verify")?.remove();
  element.setAttribute("data-gf-verified", verdict.status);
  // The post as readers see it, "#5", beside the forum's id the proof names.
  const numbers = new Map((host.thread?.() ?? []).map((p) => [p.id, p.postNumber]));
  const label = (post: number) => (numbers.has(post) ? `#${numbers.get(post)}` : String(post));
  const { title, detail } = verdictText(verdict, host.t, label);
  const { checked, pending } = verdictChecks(verdict, host.t, label);
  // Not the pencil (✎), which is the Edit button's: a signed roll whose faces wait is a clock.
  const icon = verdict.status === "verified" ? "✓" : verdict.status === "signed" ? "◷" : verdict.status === "failed" ? "✗"
    : verdict.status === "checking" ? "…" : verdict.status === "quoted" ? "❝" : "?";
  const list = (head: string, items: readonly string[], kind: string) => (items.length
    ? [h("p", { class: "gf-verify-head" }, head), h("ul", { class: "gf-verify-list", "data-gf-checks": kind }, items.map((i) => h("li", {}, i)))] : null);
  const panelId = uid("gf-verify-panel");
  const panel = h("div", { id: panelId, class: "gf-verify-panel", hidden: true },
    detail ? h("p", { class: "gf-verify-detail" }, detail) : null,
    list(host.t("roll.panel_checked"), checked, "checked"), list(host.t("roll.panel_pending"), pending, "pending"));
  const toggle: HTMLButtonElement = h("button", { type: "button", class: "gf-verify-toggle", "aria-expanded": "false", "aria-controls": panelId,
    onclick: () => { panel.hidden = !panel.hidden; toggle.setAttribute("aria-expanded", String(!panel.hidden)); } },
  h("span", { class: "gf-verify-icon", "aria-hidden": "true" }, icon),
  h("span", { class: "gf-verify-title" }, title));
  element.appendChild(h("div", { class: "gf-verify", "data-gf-status": verdict.status, role: "status" }, toggle, panel));
}

/** The page's context for its verifier: cards of one topic share it, so they go in one batch. */
const pageKey = (host: GfHost) => JSON.stringify([host.publicKey, host.topicId ?? null, host.forum ?? null, host.serviceUrl ?? null, host.serviceUsername ?? null]);

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
        ...(host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}),
        ...(host.loadBeacon ? { loadBeacon: () => host.loadBeacon!() } : {}),
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

/** Draws the "checking" badge and queues the card; resolves with the verdict once the page's batch is verified. */
export function decorateRoll(card: Card, host: GfHost): Promise<RollVerdict> {
  const post = int(card.data["post"]);
  const block = int(card.data["blockNumber"]);
  const times = post !== undefined ? host.postTime?.(post) : undefined;
  const data: RollCardData = {
    proof: str(card.data["proof"]), post, dice: rolledDice(card.data).map(({ size, face }) => ({ size, face })),
    ...(block !== undefined && block >= 0 ? { block } : {}),
    ...(times ? { forumTime: times.created, ...(times.edited !== undefined ? { editTime: times.edited } : {}) } : {}),
    // Who wrote the post the card sits in: a card outside the service's reply is a quote (§V.8).
    ...(host.author !== undefined ? { shownBy: host.author } : {}),
    ...poolOfPost(host, post, block, times?.edited !== undefined),
  };
  const token = String(++drawn);
  card.element.setAttribute("data-gf-check", token);
  badge(card.element, { status: "checking" }, host);
  return new Promise((done) => {
    queue.push({ element: card.element, token, card: data, host, done });
    if (!scheduled) {
      scheduled = true;
      // One batch for every card drawn in this task: Discourse decorates a topic's posts one by one.
      setTimeout(() => { void flush(); }, 0);
    }
  });
}

/**
 * The dice the pool's post typed for block `block` (docs/verifiable-dice.md §V.5), read from the
 * post's own cooked card, so the badge compares the proof with the post and not with the roll card
 * that carries it. Only where that is certain: the post never edited (a block's number is then its
 * place among the post's pool cards, outside quotes), its dice all written out, no character's
 * sheet to supply them. Anything else: nothing, and the card's own dice stand in.
 */
function poolOfPost(host: GfHost, post: number | undefined, block: number | undefined, edited: boolean): { postPool?: number[] } {
  if (post === undefined || block === undefined || block < 0 || edited || !host.thread) return {};
  const element = host.thread().find((p) => p.id === post)?.element;
  if (!element) return {};
  const cards = [...element.querySelectorAll<HTMLElement>(cardSelector("pool"))].filter((el) => !el.closest("aside.quote, blockquote"));
  const cooked = cards[block % 1000];
  const read = cooked ? readCard(cooked) : undefined;
  if (!read || read.block !== "pool") return {};
  const entries = list(read.data["entries"]).map(obj);
  const named = read.data["character"] !== undefined || read.data["sheet"] !== undefined;
  if (entries.length === 0 || entries.some((e) => dice(e["dice"]).length === 0 || (named && e["kind"] !== "free"))) return {};
  return { postPool: entries.flatMap((e) => dice(e["dice"])) };
}
