// The interactive parts of Pujas' cards, in the reader's browser:
//  - the books card ([pj-ledger], in the table's opening post) carries the bid composer while the
//    table bids for a scene: the player types a bid, the browser draws a 32-byte secret from the
//    platform's random source, hashes the opening (src/games/pujas/bids: the service's own preimage)
//    with the platform's SHA-256, keeps bid and secret in this browser only, and opens the composer
//    with the seal; once every seal is in, the same card opens the composer with the reveal. No one,
//    the operator included, sees the bid before the reveal, and the seal binds it (docs/decisions.md).
//  - a revealed bid's card checks, in the reader's browser, that it opens its author's seal: the seal and
//    the opening the service recorded (its replies), so an edit after sealing or revealing changes nothing.
//  - a turn or bid card shows the author's purse after the post, from the service's answer to it.
import type { Lang } from "../../../lib/i18n.js";
import { toHex } from "../../../dice/bytes.js";
import { int, list, obj, str, type Card, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost, ThreadPost } from "../../../plugin-client/host.js";
import { auctionId, auctionWords, auctionWritten } from "../bids/auction-name.js";
import { NONCE_BYTES, preimageOf } from "../bids/commitment.js";
import { booksHere } from "./books.js";
import { label } from "./labels.js";
import { PJ_BLOCK, readPujasCard } from "./read-card.js";
import { deadlineKindOf } from "../markup/vocabulary.js";

const COOKED = "div[data-gf-card]";

/** Where this browser keeps a sealed bid's opening until its reveal: per forum table, auction and player. */
export const bidKey = (table: string, auction: string, player: string): string => `gf-pujas-bid:${table}:${auction}:${player}`;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes))));
}

/** The commitment of an opening, computed in the browser exactly as the service checks it. */
export function sealOf(o: { table: string; auction: string; player: string; bid: number; nonce: string }): Promise<string> {
  return sha256Hex(preimageOf(o));
}

/** Every Pujas card of the thread's posts, read from their cooked HTML, with who posted it. */
function threadCards(thread: readonly ThreadPost[]): { post: ThreadPost; block: string; data: Data }[] {
  const out: { post: ThreadPost; block: string; data: Data }[] = [];
  for (const post of thread) {
    for (const el of Array.from(post.element.querySelectorAll<HTMLElement>(COOKED))) {
      const card = readPujasCard(el.getAttribute("data-gf-card") ?? "", el.getAttribute("data-gf-source") ?? el.textContent ?? "");
      if (card) out.push({ post, block: card.block, data: card.data });
    }
  }
  return out;
}

function storage(): Storage | undefined {
  try { return window.localStorage; } catch { return undefined; }
}

/** The books card's bid composer: while the books name an auction under way, for a player of the table. */
function bidComposer(card: Card, host: GfHost): void {
  const lang: Lang = host.lang;
  const d = card.data;
  const me = host.username?.toLowerCase();
  const purses = obj(d["purses"]);
  // Only while the books name the auction under way (PJ-BID-1), and only for a player of the table.
  const auction = str(d["auction"]);
  if (!me || host.topicId === undefined || !auction || !/^[^\n\r]{1,80}$/.test(auction) || !Object.hasOwn(purses, me)) return;
  const purse = int(purses[me]) ?? 0;
  const table = `topic-${host.topicId}`;
  const key = bidKey(table, auction, me);
  const kept = (): { bid: number; nonce: string } | undefined => {
    try {
      const v = obj(JSON.parse(storage()?.getItem(key) ?? "null"));
      const bid = int(v["bid"]);
      const nonce = str(v["nonce"]);
      return bid !== undefined && nonce && /^[0-9a-f]{64}$/.test(nonce) ? { bid, nonce } : undefined;
    } catch { return undefined; }
  };
  const status = h("p", { class: "gf-pj-bid-status", role: "status" });
  // A bid that is no whole number from 0 to the purse is an error at the box: marked invalid, described
  // by the message under it (styled as an error; empty, it describes nothing), focused; cleared as soon
  // as the box holds a good bid.
  const bad = h("p", { class: "gf-picker-error", id: `gf-pj-bid-error-${host.topicId}` });
  const input = h("input", { class: "gf-pj-bid-input", type: "number", min: 0, max: purse, step: 1, inputmode: "numeric", "aria-label": label("bid", lang), "aria-describedby": bad.id });
  const bidOf = (): number => { const raw = input.value.trim(); return /^\d{1,4}$/.test(raw) && +raw <= purse ? +raw : NaN; };
  const mark = (m = "") => {
    bad.textContent = m;
    if (m) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
  };
  input.addEventListener("input", () => { if (bidOf() >= 0) mark(); });
  const seal = h("button", { class: "btn gf-button gf-pj-seal-button", "data-gf-primary": "true", type: "button" }, label("sealButton", lang));
  const reveal = h("button", { class: "btn gf-button gf-pj-reveal-button", "data-gf-primary": "true", type: "button", hidden: true });
  // What the service recorded of this auction (its replies in the thread), when the page can tell.
  const thread = host.thread?.();
  const recorded = thread ? recordedBids(thread, host) : undefined;
  const mine = `${me}\n${auction}`;
  // PJ-BID-2: the service took this player's seal: a second one would be refused, and sealing again
  // here would replace the kept secret with one that opens nothing, so no seal is offered.
  const sealedHere = !!recorded?.seals.has(mine);
  // ... and their reveal: the bid is in, nothing is left to press.
  const revealedHere = !!recorded?.reveals.has(mine);
  // This player's seal for it posted in the thread, answered or not yet.
  const posted = !!thread && threadCards(thread).some((c) => c.block === PJ_BLOCK.bid && c.post.username.toLowerCase() === me
    && str(c.data["kind"]) === "seal" && str(c.data["auction"]) === auction);
  // The books name the reveal's deadline (PJ-TOOL-08), or every player's seal is recorded: the
  // service takes no seal now and none is offered (it offered "Seal my bid" all through the reveal).
  const players = Object.keys(purses).map((p) => p.toLowerCase());
  const due = deadlineKindOf(str(d["deadline"]));
  const revealing = due === "reveal"
    || (recorded !== undefined && players.length > 0 && players.every((p) => recorded.seals.has(`${p}\n${auction}`)));
  const refresh = () => {
    const k = kept();
    // A reveal before every seal is in is refused (PJ-BID-2, too early): offered once they are, until
    // the service has taken it. A page that cannot read the service's replies offers it as it did.
    // Where the page cannot read them, the books' deadline says which stage the auction is at.
    const offerReveal = !!k && !revealedHere && (revealing || (recorded === undefined && due !== "seal"));
    reveal.hidden = !offerReveal;
    reveal.textContent = offerReveal ? label("revealButton", lang, { bid: k.bid }) : "";
    // This browser's kept bid is sealed: this page sealed it (disabled), or the player's seal is in the
    // thread or the service's books. A kept bid whose seal was never posted (the composer closed) is not.
    const ours = !!k && (seal.disabled || sealedHere || posted);
    // Never both (the walk met "Seal my bid" beside "Reveal my bid (4)"): a bid to reveal is sealed,
    // and a second seal would replace its kept secret with one that opens nothing (PJ-BID-2); nor a
    // seal once this one is (it stayed, greyed, until the books were redrawn, and came back on a reload
    // before the service answered).
    if (revealing || sealedHere || offerReveal || ours) { input.hidden = true; seal.hidden = true; }
    const words = { auction: auctionWords(auction, lang), bid: k?.bid ?? 0 };
    status.textContent = revealedHere ? host.t("pujas.revealed_here", words)
      : ours || offerReveal ? revealing || recorded === undefined ? host.t("pujas.sealed", words) : host.t("pujas.sealed_waiting", words)
      : sealedHere ? host.t("pujas.sealed_elsewhere", words)
      : revealing ? host.t("pujas.sealing_over", words) : "";
  };
  // One seal, one reveal per page: a second click (a double click) would add a second block to the
  // composer, and the post with both is refused whole; a second seal would also replace the kept
  // secret with one that opens nothing the service took. The page redraws the card once it is posted.
  seal.addEventListener("click", () => {
    if (seal.disabled) return;
    const bid = bidOf();
    if (!(bid >= 0)) { mark(host.t("pujas.bad_bid", { max: purse })); input.focus(); return; }
    if (!globalThis.crypto?.getRandomValues || !globalThis.crypto.subtle) { status.textContent = host.t("pujas.no_crypto"); return; }
    seal.disabled = true;
    const nonce = toHex(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
    void sealOf({ table, auction, player: me, bid, nonce }).then((commitment) => {
      // Kept before the seal is posted: a seal whose secret is lost could never be revealed.
      storage()?.setItem(key, JSON.stringify({ bid, nonce }));
      refresh();
      host.composeReply(lang === "es"
        ? `[pj-puja subasta=${auctionWritten(auction, lang)}]\nsello: ${commitment}\n[/pj-puja]`
        : `[pj-bid auction=${auctionWritten(auction, lang)}]\nseal: ${commitment}\n[/pj-bid]`);
    });
  });
  reveal.addEventListener("click", () => {
    const k = kept();
    if (!k || reveal.disabled) return;
    reveal.disabled = true;
    host.composeReply(lang === "es"
      ? `[pj-puja subasta=${auctionWritten(auction, lang)}]\npuja: ${k.bid}\nsecreto: ${k.nonce}\n[/pj-puja]`
      : `[pj-bid auction=${auctionWritten(auction, lang)}]\nbid: ${k.bid}\nsecret: ${k.nonce}\n[/pj-bid]`);
  });
  card.element.appendChild(h("div", { class: "gf-pj-composer", "data-gf-auction": auction },
    h("p", { class: "gf-section-title" }, label("composer", lang, { auction })),
    h("p", { class: "gf-pj-help" }, host.t("pujas.composer_help")),
    // The books' deadline (PJ-TOOL-09 to seal, PJ-TOOL-08 to reveal): a seal after it is refused, a missing one bids 0.
    str(d["deadline"]) ? h("p", { class: "gf-pj-deadline", "data-gf-field": "composer-deadline" }, `${label("deadline", lang)}: ${str(d["deadline"])!}`) : null,
    input, " ", seal, " ", reveal, bad, status));
  refresh();
}

// The service's words for a sealed bid as the books took it (src/games/pujas/flow/reply.ts, "sealed" and
// "revealed"), in either language, quotes straight or typographic.
// Each is a whole list item of the service's post, rule and all: the service also quotes players' lines
// (a refusal's "> …"), and a player could write these words in a line it refuses.
// The auction is said in words ("la escena 1", "scene 1", bids/auction-name.ts); replies written before
// that quote its id («scene-1»).
const AUCTION = String.raw`(?:la escena (\d{1,6})|scene (\d{1,6})|[«"“]([^»"”\n]{1,80})[»"”])`;
const SEALED = new RegExp(String.raw`^(?:Puja sellada de|Sealed bid of) ([^\s:«"“]+) (?:para|for) ${AUCTION}: ([0-9a-f]{64}) \(PJ-BID-2\)$`);
const REVEALED = new RegExp(String.raw`^(?:Puja revelada de|Revealed bid of) ([^\s:«"“]+) (?:para|for) ${AUCTION}: (\d{1,9}) · (?:secreto|secret) ([0-9a-f]{64}) \(PJ-BID-2\)$`);
/** The auction's id from a match's three ways of saying it (groups 2–4). */
const auctionOf = (m: RegExpExecArray): string => (m[2] ?? m[3] ? auctionId(Number(m[2] ?? m[3])) : m[4]!);

interface RecordedBids {
  /** player (lower case) + "\n" + auction → the seal the service took. */
  readonly seals: ReadonlyMap<string, string>;
  readonly reveals: ReadonlyMap<string, { readonly bid: number; readonly nonce: string }>;
}

/**
 * PJ-BID-2: the sealed bids as the service recorded them, read from its own posts in the thread (never
 * a player's, whose post can be edited after it was played), the first for each player and auction.
 * Undefined when the plugin does not know the service's account.
 */
function recordedBids(thread: readonly ThreadPost[], host: GfHost): RecordedBids | undefined {
  const service = host.serviceUsername?.toLowerCase();
  if (!service) return undefined;
  const seals = new Map<string, string>();
  const reveals = new Map<string, { bid: number; nonce: string }>();
  for (const post of thread) {
    if (post.username.toLowerCase() !== service) continue;
    for (const item of post.element.querySelectorAll("li")) {
      if (item.closest("blockquote")) continue;
      const text = (item.textContent ?? "").trim();
      const sealed = SEALED.exec(text);
      if (sealed) {
        const key = `${sealed[1]!.toLowerCase()}\n${auctionOf(sealed)}`;
        if (!seals.has(key)) seals.set(key, sealed[5]!);
      }
      const revealed = REVEALED.exec(text);
      if (revealed) {
        const key = `${revealed[1]!.toLowerCase()}\n${auctionOf(revealed)}`;
        if (!reveals.has(key)) reveals.set(key, { bid: Number(revealed[5]!), nonce: revealed[6]! });
      }
    }
  }
  return { seals, reveals };
}

/**
 * A revealed bid checked against its author's seal for the same auction: the seal and the opening the
 * service recorded when it has (an edit of the seal's post or of this one after they were played
 * changes neither, PJ-BID-2), else the seal's post earlier in the thread. An opening that differs from
 * the recorded one says so, with the bid that counts.
 */
async function checkReveal(card: Card, host: GfHost): Promise<void> {
  const thread = host.thread?.();
  if (!thread || host.topicId === undefined || host.postId === undefined) return;
  const post = thread.find((p) => p.id === host.postId);
  const bid = int(card.data["bid"]);
  const nonce = str(card.data["nonce"]);
  const auction = str(card.data["auction"]);
  if (!post || bid === undefined || !nonce || !auction) return;
  const player = post.username.toLowerCase();
  const recorded = recordedBids(thread, host);
  const key = `${player}\n${auction}`;
  const sealPost = threadCards(thread).find((c) => c.block === PJ_BLOCK.bid && c.post.username.toLowerCase() === player
    && str(c.data["kind"]) === "seal" && str(c.data["auction"]) === auction && c.post.postNumber < post.postNumber);
  const commitment = recorded?.seals.get(key) ?? (sealPost ? str(sealPost.data["commitment"]) : undefined);
  const taken = recorded?.reveals.get(key);
  const opening = taken ?? { bid, nonce };
  let verdict: "opens" | "mismatch" | "noSeal" = "noSeal";
  if (commitment) verdict = (await sealOf({ table: `topic-${host.topicId}`, auction, player, ...opening })) === commitment ? "opens" : "mismatch";
  card.element.appendChild(h("p", { class: "gf-pj-check", "data-gf-verdict": verdict }, label(verdict, host.lang, { user: player })));
  if (taken && (taken.bid !== bid || taken.nonce !== nonce)) {
    card.element.appendChild(h("p", { class: "gf-pj-edited", "data-gf-bid": String(taken.bid) }, host.t("pujas.reveal_edited", { bid: taken.bid })));
  }
}

/** A seal whose post no longer shows the seal the service recorded for its author (edited after sealing, PJ-BID-2) says so. */
function checkSeal(card: Card, host: GfHost): void {
  const thread = host.thread?.();
  const post = thread?.find((p) => p.id === host.postId);
  const auction = str(card.data["auction"]);
  const commitment = str(card.data["commitment"]);
  if (!thread || !post || !auction || !commitment) return;
  const taken = recordedBids(thread, host)?.seals.get(`${post.username.toLowerCase()}\n${auction}`);
  if (taken && taken !== commitment) {
    card.element.appendChild(h("p", { class: "gf-pj-edited", "data-gf-seal": taken }, host.t("pujas.seal_edited", { seal: taken.slice(0, 12) })));
  }
}

/** The author's purse after the post, from the service's answer (the first of its posts after this one). */
function purseAfter(card: Card, host: GfHost): void {
  const thread = host.thread?.();
  if (!thread || !host.serviceUsername || host.postId === undefined) return;
  const at = thread.findIndex((p) => p.id === host.postId);
  if (at < 0) return;
  const author = thread[at]!.username.toLowerCase();
  const answer = thread.slice(at + 1).find((p) => p.username.toLowerCase() === host.serviceUsername!.toLowerCase());
  const text = answer?.element.textContent ?? "";
  const m = new RegExp(`(?:monedero de ${author} después|${author}'s purse after): (\\d+)`, "i").exec(text);
  if (!m) return;
  card.element.appendChild(h("p", { class: "gf-pj-purse-after", "data-gf-value": m[1]! }, label("purseAfter", host.lang, { user: author, coins: m[1]! })));
}

/** A books button that writes `reply` into the composer for this reader to post (they post it, or not). */
function replyButton(card: Card, host: GfHost, kind: string, text: string, reply: string): void {
  const b = h("button", { class: `btn gf-button gf-pj-${kind}-button`, type: "button" }, text);
  b.addEventListener("click", () => { b.disabled = true; host.composeReply(reply); });
  card.element.appendChild(h("p", { class: `gf-pj-${kind}` }, b));
}

/**
 * PJ-SETUP-1, PJ-SETUP-2: the books' button for what the service asks each player when the table opens
 * (flow/asks.ts, "confirm the table"): for a player of the table, before the first scene, until they have
 * said so in the thread; it writes the confirmation into the composer, as the seal does its block. Its
 * words, and the pass's, are card words (pujas.* in cards.<lang>.yml): out of the chunk's budget.
 * PJ-TENET-1: in the Tenet lap, the player the books wait for may pass instead of buying a Tenet: a
 * "Pass" button writes the pass turn (the composer's "Insert a Pujas turn" writes a Tenet).
 */
function confirmButton(card: Card, host: GfHost): void {
  const me = host.username?.toLowerCase();
  const d = card.data;
  if (!me || !Object.hasOwn(obj(d["purses"]), me) || int(d["scene"]) !== 0 || str(d["narrator"])) return;
  const w = obj(d["waiting"]);
  const said = (p: ThreadPost) => p.username.toLowerCase() === me && /Confirmo la mesa|I confirm the table/.test(p.element.textContent ?? "");
  if (!host.thread?.().some(said)) replyButton(card, host, "confirm", host.t("pujas.confirm"), host.t("pujas.confirm_text"));
  if (str(w["what"]) === "tenet" && list(w["users"]).some((u) => str(u)?.toLowerCase() === me)) replyButton(card, host, "pass", host.t("pujas.pass"), host.t("pujas.pass_text"));
}

export function decoratePujasCard(card: Card, host: GfHost): void {
  // PJ-TOOL-12: a copy of books is drawn as a quote and never seals a bid.
  if (card.block === PJ_BLOCK.ledger && booksHere(card.element, host)) { confirmButton(card, host); bidComposer(card, host); }
  if (card.block === PJ_BLOCK.bid && str(card.data["kind"]) === "reveal") void checkReveal(card, host);
  if (card.block === PJ_BLOCK.bid && str(card.data["kind"]) === "seal") checkSeal(card, host);
  if (card.block === PJ_BLOCK.turn || card.block === PJ_BLOCK.bid) purseAfter(card, host);
}
