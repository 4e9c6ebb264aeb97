// The page's roll verifier, the plugin's second bundle (plugin/public/javascripts/gf-verify.js,
// built by build.mjs): run as the page's Web Worker (verifier-worker.ts) only when a roll card is on
// the page, so readers of pages without rolls never download the cryptography; it draws nothing
// (the badge is gf-verify-worker.js's, on the page). It carries no zod (the document's shape is
// checked by document-check.ts, generated from the same zod schema) and no BLS12-381: the beacon
// check is the plugin's third verifier script (gf-verify-beacon.js, verify-beacon-page.ts), which the
// page loads only when its operator or a card uses a drand beacon. It reads the operator's published document once per page, from the
// service's /.well-known/gf-dice.json (served with CORS), and verifies all the page's cards
// together: the Ed25519 signatures natively and in parallel (verify-batch.ts), then every other
// check of docs/verifiable-dice.md §8.
//
// The document is checked before it is trusted: its key must be the site's gf_public_key (a page
// never trusts a key it fetched), its commitment id must match its content, its revealed seed must
// hash back to its head. Without gf_service_url the badge can still check the signature, the dice,
// the context (forum, topic, post, block) and the roll time against the post, and says plainly that
// the faces were not compared with the revealed seed.
import { err, gfError, type Result } from "../lib/result.js";
import { equalBytes, toHex } from "../dice/bytes.js";
import { isStrictPublicKey, knownTorsionFree } from "../dice/ed25519-strict.js";
import { checkedKeys, checkedSeed, commitmentTopicHint, keepCheckedKey, keepCheckedSeed, loadChecked } from "./checked-store.js";
import { nobleCrypto } from "../dice/crypto-noble.js";
import { verifyRolls, webCryptoEd25519 } from "../dice/verify-batch.js";
import { optionsForProof, retiredTooLate } from "../dice/verify-document.js";
import type { Expected, VerifyOptions, VerifyReport } from "../dice/verify.js";
import { checkDocument } from "../dice/document-check.js";
import { documentOptions, type DocumentOptions, type RetiredOptions } from "../dice/document.js";
import { decodeProof, type BeaconRef, type Proof } from "../dice/proof.js";
import type { DrandChain } from "../dice/drand.js";
import { asQuote, type FailReason, type RollCardData, type RollVerdict } from "./verdict.js";
import { anchorPageDocument, forumGet, readAnchorsAhead, readCommitmentAhead } from "./page-anchors.js";
import { expectedOf, siteKey, verdictOf, type VerifyContext } from "./verify-roll.js";
import { inWorker, serveVerifier } from "./worker-scope.js";
import { clockOf, judgedByClock, readClock, type ClockReading } from "../dice/clock.js";
import { verifyCommand, type CommandOperator } from "./verify-command.js";

// What gf-verify-beacon.js, loaded after this script, takes from it rather than shipping again (verifier-shared.ts).
export { Field } from "@noble/curves/abstract/modular.js";
export { sha256 } from "@noble/hashes/sha2.js";

export interface PageContext {
  /** Site setting gf_public_key. */
  readonly publicKey: string;
  readonly topicId?: number;
  readonly forum?: string;
  /** Site setting gf_service_url: the dice service's base address (its /.well-known/gf-dice.json). */
  readonly serviceUrl?: string;
  /** Site setting gf_service_username: only a card in this account's post is a roll; elsewhere a quote. */
  readonly serviceUsername?: string;
  /** The forum's address the commitment topic is read from; the page's own origin when absent (the page is the forum). */
  readonly forumBase?: string;
  /**
   * Loads the beacon check (gf-verify-beacon.js: BLS12-381), asked only when the operator or a card
   * uses a drand beacon; without it, or when it cannot be loaded, a beacon stays pending.
   */
  readonly loadBeacon?: () => Promise<BeaconModule>;
  /**
   * The forum's created_at (ms) of revision `n` of post `postId` (GET /posts/{id}/revisions/{n}.json),
   * asked for a v3 roll of a block added by an edit; undefined when the reader may not read it.
   */
  readonly revisionTime?: (postId: number, n: number) => Promise<number | undefined>;
}

/** The revisions the v3 proofs name (field 13a), read from the forum once per page and revision. */
const revisionTimes = new Map<string, Promise<number | undefined>>();

async function withRevisionTimes(cards: readonly RollCardData[], decoded: Readonly<Record<number, Result<Proof>>>, page: PageContext): Promise<readonly RollCardData[]> {
  const ask = page.revisionTime;
  if (!ask) return cards;
  return Promise.all(cards.map(async (card, i) => {
    if (!card.proof?.startsWith("gf3.") || card.post === undefined || card.forumTime === undefined) return card;
    const d = decoded[i];
    if (!d) return card;
    if (!d.ok || d.value.record.version !== 3 || d.value.record.postVersion < 2 || d.value.record.context.post !== card.post) return card;
    const n = d.value.record.postVersion;
    const key = `${card.post}:${n}`;
    let time = revisionTimes.get(key);
    if (!time) {
      revisionTimes.set(key, time = ask(card.post, n).catch(() => undefined));
      // Not kept when unread: the next batch asks again.
      void time.then((t) => { if (t === undefined) revisionTimes.delete(key); });
    }
    const at = await time;
    return at === undefined ? card : { ...card, revisionTimes: { ...card.revisionTimes, [n]: at } };
  }));
}

/** The clock's revisions read this page (made ones never change), and each post's reading once it named a made revision. */
const clockRevisions = new Map<number, Promise<{ status: number; at?: number }>>();
const clockReadings = new Map<string, ClockReading>();

/**
 * What the forum shows of the operator's clock for a card's block (docs/verifiable-dice.md §V.11),
 * judged as `gf verify` and `gf audit` judge it (clock.ts): the post's stamp, a revision hidden from the
 * reader, and the clock's revision after the stamp, whose time fixes the beacon round; undefined
 * where the clock does not judge the roll, or its block's forum time is not known.
 */
async function clockFor(card: RollCardData, decoded: Result<Proof> | undefined, clock: number | null | undefined, base?: string): Promise<Expected["clock"]> {
  if (!decoded?.ok || !judgedByClock(decoded.value.record, clock)) return undefined;
  const { record } = decoded.value;
  const key = `${base} ${clock} ${record.context.post}`;
  let reading = clockReadings.get(key);
  if (!reading) {
    reading = await readClock(forumGet(base), record.context.post, clock!, clockRevisions);
    // Kept once final (the revision after its stamp made, nothing hidden); a pending one is read again by the next batch.
    if (reading?.revision?.status === 200 && reading.postProbe === 404) clockReadings.set(key, reading);
  }
  const version = record.version === 3 ? record.postVersion : 1;
  return clockOf(reading, record, version === 1 ? card.forumTime : card.revisionTimes?.[version]);
}

/** What gf-verify-beacon.js defines (window.GfVerifyBeacon). */
export interface BeaconModule {
  beaconChecker(): (ref: BeaconRef) => Result<DrandChain>;
}

/** The operator's document as verifier options, the reason it is unusable, or "unreachable". */
type PageDocument = Result<DocumentOptions> | "unreachable";

const documents = new Map<string, Promise<PageDocument>>();

/** The service's well-known document address: its base, trailing slashes dropped. */
export const wellKnownUrl = (serviceUrl: string): string => `${serviceUrl.trim().replace(/\/+$/, "")}/.well-known/gf-dice.json`;

/**
 * Fetched once per page and service; a failed fetch is asked again by the next batch. `readAhead` is
 * given the document as fetched, before it is checked and its seed chain walked (the page's first
 * visit hashes it back to the head): the forum's reads it names start then, beside that walk.
 * `again` (a batch holding a card whose seed's reveal time has passed) reads it afresh; if that read fails, the earlier one stands.
 */
function documentOf(serviceUrl: string, readAhead?: (json: unknown) => void, again?: boolean): Promise<PageDocument> {
  const url = wellKnownUrl(serviceUrl);
  let doc = documents.get(url);
  if (!doc || again) {
    const was = doc;
    doc = fetchDocument(url, readAhead).then((d) => (d === "unreachable" && was ? was : d));
    documents.set(url, doc);
    void doc.then((d) => { if (d === "unreachable") documents.delete(url); });
  }
  return doc;
}

async function fetchDocument(url: string, readAhead?: (json: unknown) => void): Promise<PageDocument> {
  let json: unknown;
  try {
    // The forum's page and the service are different origins: the service answers with CORS.
    const res = await fetch(url, { mode: "cors", credentials: "omit", headers: { Accept: "application/json" } });
    if (!res.ok) return "unreachable";
    json = await res.json();
  } catch {
    return "unreachable";
  }
  readAhead?.(json);
  const doc = checkDocument(json);
  if (!doc.ok) return doc;
  await loadChecked();
  // What this browser checked on an earlier visit spares the walk back to the head (checked-store.ts).
  const options = documentOptions(doc.value, nobleCrypto, { checked: checkedSeed });
  if (options.ok) {
    for (const o of [options.value, ...(options.value.retired ?? [])]) {
      const epoch = o.revealed?.epoch ?? 0;
      const seed = epoch > 0 ? o.revealed!.seedFor(epoch) : undefined;
      if (o.head && seed) keepCheckedSeed(o.head, epoch, seed);
    }
  }
  return options;
}

// One beacon checker per page (it keeps the rounds it verified); a failed load is asked again later.
let beaconCheck: Promise<((ref: BeaconRef) => Result<DrandChain>) | undefined> | undefined;

function beaconCheckOf(page: PageContext): Promise<((ref: BeaconRef) => Result<DrandChain>) | undefined> {
  if (!page.loadBeacon) return Promise.resolve(undefined);
  return beaconCheck ??= page.loadBeacon().then((m) => m.beaconChecker(), () => { beaconCheck = undefined; return undefined; });
}

/** Whether the page needs the beacon check: its operator names a beacon, or (without a document) a card carries a round. */
function usesBeacon(document: DocumentOptions | undefined, decoded: Readonly<Record<number, Result<Proof>>>): boolean {
  if (document) return Boolean(document.beacon) || (document.retired ?? []).some((r) => Boolean(r.beacon));
  return Object.values(decoded).some((d) => d.ok && d.value.record.version !== 1 && Boolean(d.value.record.beacon));
}

/** The options with the beacon check added, kept per options object so each verifier is built once. */
const withBeacon = new WeakMap<VerifyOptions, VerifyOptions>();
function beaconOptions(options: VerifyOptions, check: ((ref: BeaconRef) => Result<DrandChain>) | undefined): VerifyOptions {
  if (!check || options.checkBeacon) return options;
  let o = withBeacon.get(options);
  if (!o) withBeacon.set(options, o = { ...options, checkBeacon: check });
  return o;
}

let keysRemembered = false;
let keptKey = false;
/** The keys this browser found torsion-free on earlier visits, once per page. */
function rememberKeys(): void {
  if (keysRemembered) return;
  keysRemembered = true;
  for (const hex of checkedKeys()) knownTorsionFree(hex);
}

const failAll = (cards: readonly RollCardData[], verdict: RollVerdict): RollVerdict[] => cards.map(() => verdict);

/** The document bound to the forum's commitment topic, read once per page and document. */
const anchoredDocuments = new WeakMap<DocumentOptions, Promise<Awaited<ReturnType<typeof anchorPageDocument>>>>();
function anchoredOf(doc: DocumentOptions, account: string, base = "", where?: string): ReturnType<typeof anchorPageDocument> {
  let anchored = anchoredDocuments.get(doc);
  if (!anchored) {
    anchoredDocuments.set(doc, anchored = anchorPageDocument(doc, account, base, where));
    // An unread topic is asked again by the next batch.
    void anchored.then((a) => { if (a === "unreadable") anchoredDocuments.delete(doc); });
  }
  return anchored;
}

/** The badge's reason for a commitment topic that anchors nothing of the document. */
const ANCHOR_REASONS: Readonly<Record<string, FailReason>> = { "dice.verify.commitment-post": "commitment_post", "dice.verify.commitment-fork": "commitment_fork",
  "dice.verify.commitment-mismatch": "commitment_mismatch", "dice.verify.commitment-account": "commitment_account" };
const anchorReason = (code: string): FailReason => ANCHOR_REASONS[code] ?? "commitment_unanchored";

/** Where this browser keeps the commitment post's topic for a page's document and forum (checked-store.ts), when the page reads the topic. */
const whereOf = (page: PageContext): string | undefined => (page.serviceUrl?.trim() && page.serviceUsername?.trim()
  ? `${wellKnownUrl(page.serviceUrl)} ${page.forumBase ?? ""}` : undefined);

/** The page's document, read with the forum's commitment reads it names started as soon as it arrives. */
const pageDocument = (page: PageContext, again?: boolean): Promise<PageDocument> | undefined => {
  const where = whereOf(page);
  return page.serviceUrl?.trim()
    ? documentOf(page.serviceUrl, where !== undefined ? (json) => readAnchorsAhead(json, page.forumBase, commitmentTopicHint(where)) : undefined, again) : undefined;
};

/**
 * Starts the reads the page's first batch waits for, one after another otherwise: this browser's
 * checked store, the operator's document and, as soon as it arrives, the forum's commitment post,
 * its revision probe and then its topic (page-anchors.ts). Sent as the page's first roll card is queued.
 * Where this browser read the commitment topic on an earlier page, the post, its probe and that topic
 * start as soon as the store is read, beside the document: a return visit waits for one read, not three
 * in a row (used only if this page's document names that post and the post that topic, page-anchors.ts).
 */
export function prepare(page: PageContext): void {
  const loading = loadChecked();
  void pageDocument(page);
  const where = whereOf(page);
  if (where !== undefined) {
    void loading.then(() => {
      const hint = commitmentTopicHint(where);
      if (hint) readCommitmentAhead(hint.post, page.forumBase, hint.topic);
    });
  }
}

/**
 * The reveal time (ms) of each proof this page found signed, its faces waiting for the seed: a batch
 * holding one whose time has passed (the page checks it again then, roll-badge.ts, verify-recheck.ts)
 * reads the operator's document afresh, once for the batch, instead of the page's copy without that seed.
 */
const waiting = new Map<string, number>();

/** The verdict of every card on the page, in order. */
export async function verifyCards(shown: readonly RollCardData[], page: PageContext): Promise<RollVerdict[]> {
  // The document's read (and the forum's reads it names) go on while the cards are decoded and the checked store is read.
  const now = Date.now();
  const read = pageDocument(page, shown.some((card) => (waiting.get(card.proof!) ?? now + 1) <= now));
  // Each card's proof is read once, here; its signature, revision and checks all use the record.
  const decoded: Record<number, Result<Proof>> = {};
  shown.forEach((card, i) => { if (card.proof) decoded[i] = decodeProof(card.proof); });
  const cards = await withRevisionTimes(shown, decoded, page);
  if (!page.publicKey.trim()) return failAll(cards, { status: "unverifiable", reason: "no_key" });
  const key = siteKey(page.publicKey);
  if (!key) return failAll(cards, { status: "failed", reason: "key", params: {} });
  await loadChecked();
  rememberKeys();
  const base = { publicKey: page.publicKey, ...(page.topicId !== undefined ? { topicId: page.topicId } : {}),
    ...(page.forum ? { forum: page.forum } : {}) };
  let context: VerifyContext = { ...base, missing: "no_service" };
  let document: DocumentOptions | undefined;
  if (read) {
    const doc = await read;
    if (doc === "unreachable") context = { ...base, missing: "unreachable" };
    else if (!doc.ok) {
      const reason = doc.error.code === "dice.verify.commitment" ? "commitment" : doc.error.code === "dice.verify.seed-chain" ? "seed_chain" : "document";
      return failAll(cards, { status: "failed", reason, params: { detail: String(doc.error.params?.["detail"] ?? doc.error.code) } });
    } else if (!equalBytes(doc.value.publicKey, key)) {
      // The service publishes another key than the one the forum's admin configured.
      return failAll(cards, { status: "failed", reason: "key", params: {} });
    } else {
      // The forum's commitment topic, not the document, says which heads exist and which block times
      // each covers (docs/verifiable-dice.md §V.3): a document served to browsers only reads NOT verified.
      // A document the forum does not anchor (no commitment post named, the topic unreadable, no
      // service account set) vouches for the signature only: re-deriving faces from its heads would
      // let it name one chosen after the post.
      const anchored = page.serviceUsername?.trim() ? await anchoredOf(doc.value, page.serviceUsername.trim(), page.forumBase, whereOf(page)) : undefined;
      if (anchored !== undefined && anchored !== "unreadable" && !anchored.ok) {
        return failAll(cards, { status: "failed", reason: anchorReason(anchored.error.code), params: anchored.error.params ?? {} });
      }
      if (anchored === undefined || anchored === "unreadable") context = { ...base, missing: "unanchored" };
      else {
        document = anchored.value;
        context = { ...base, document };
      }
    }
  }
  // Cards are grouped by the commitment their proof names: after a key rotation the document lists
  // the retired commitments, and a proof made before it is checked under the key that signed it.
  const groups = new Map<VerifyOptions, { card: RollCardData; i: number; retired?: RetiredOptions }[]>();
  cards.forEach((card, i) => {
    if (!card.proof) return;
    const pick = document ? optionsForProof(document, card.proof, decoded[i]) : { options: { publicKey: key } as VerifyOptions };
    const group = groups.get(pick.options) ?? [];
    group.push({ card, i, ...(pick.retired ? { retired: pick.retired } : {}) });
    groups.set(pick.options, group);
  });
  const [subtle, check] = await Promise.all([webCryptoEd25519(), usesBeacon(document, decoded) ? beaconCheckOf(page) : undefined]);
  // The site's key, once found torsion-free, is kept for the next visit (checked-store.ts).
  if (!keptKey && isStrictPublicKey(key)) { keepCheckedKey(toHex(key)); keptKey = true; }
  const verdicts: RollVerdict[] = cards.map(() => ({ status: "unverifiable", reason: "no_proof" }));
  // The operator as a terminal reads it: the service's document (the CLI reads the forum's commitment topic itself), else the forum's key.
  const operator: CommandOperator = page.serviceUrl?.trim() ? { wellKnown: wellKnownUrl(page.serviceUrl) } : { key: toHex(key) };
  await Promise.all([...groups].map(async ([options, group]) => {
    const expected = await Promise.all(group.map(async ({ card, i }): Promise<Expected> => {
      const clock = document ? await clockFor(card, decoded[i], options.clock, page.forumBase) : undefined;
      return { ...expectedOf(card, context), ...(clock ? { clock } : {}) };
    }));
    const results = await verifyRolls(group.map(({ card, i }, k) => ({ proof: card.proof!, expected: expected[k]!, ...(decoded[i] ? { decoded: decoded[i] } : {}) })), beaconOptions(options, check), nobleCrypto, subtle);
    group.forEach(({ card, i, retired }, k) => {
      const r: Result<VerifyReport> = results[k] ?? err(gfError("dice.verify.format"));
      const verdict = asQuote(card, page.serviceUsername, verdictOf(card, context, r.ok ? retiredTooLate(retired, r.value) ?? r : r));
      // The badge's panel offers the command that checks the same from a terminal (verify-command.ts).
      const d = decoded[i];
      // Not for text that is no proof at all (a card's data is a post's words): nothing pasted into a terminal but a proof's own characters.
      verdicts[i] = (verdict.status === "verified" || verdict.status === "signed" || verdict.status === "failed") && /^gf\d\.[\w-]+$/.test(card.proof!)
        ? { ...verdict, command: verifyCommand(card.proof!, operator, expected[k]!, d?.ok && d.value.record.version === 3 ? d.value.record.postVersion : 1) } : verdict;
      if (verdict.status === "signed" && verdict.checkableFrom) waiting.set(card.proof!, verdict.checkableFrom);
      else waiting.delete(card.proof!);
    });
  }));
  return verdicts;
}

// Started as the page's verifier worker (verifier-worker.ts), this bundle answers the page's messages.
if (inWorker()) serveVerifier(verifyCards, prepare);
