// A roll badge's verdict and its words: what the page's verifier (verify-page.ts, loaded lazily)
// concluded about one roll card, drawn in the reader's language. Kept apart from the verification
// itself so the main bundle carries the words and not the cryptography.
import type { Translate } from "./host.js";

export interface ShownDie { readonly size: number; readonly face: number }

/** What a roll card shows and where it sits, as the page knows it independently of the proof. */
export interface RollCardData {
  readonly proof: string | undefined;
  /** data-gf-post: the post whose pool was rolled. */
  readonly post: number | undefined;
  readonly dice: readonly ShownDie[];
  /** The block's number in its post, when the card names it: then the whole context is checked. */
  readonly block?: number;
  /** The forum's time of the pool's post (ms, its created_at): the roll may not predate it. */
  readonly forumTime?: number;
  /** The forum's time of the post's last edit (ms), when it was edited: shown beside the roll time. */
  readonly editTime?: number;
  /**
   * The forum's times of the pool post's revisions the page read (revision number → its created_at,
   * ms): a v3 roll of a block added by edit n is dated at revision n's time (docs/verifiable-dice.md §V.1).
   */
  readonly revisionTimes?: Readonly<Record<number, number>>;
  /**
   * The author of the post the card sits in. A roll card proves a roll only in the dice service's
   * own reply (docs/verifiable-dice.md §V.8): anywhere else it is a quote of post `post`.
   */
  readonly shownBy?: string;
  /** The id of the post the card sits in (the service's reply): a retired key's roll of an edit's block is judged by it (docs/verifiable-dice.md §V.3). */
  readonly shownIn?: number;
  /**
   * The pool the pool's post shows for this block, when the page can read it (typed dice, never
   * edited): the proof must have rolled exactly it (docs/verifiable-dice.md §V.5), not the pool the
   * roll card itself claims.
   */
  readonly postPool?: readonly number[];
}

/** Why the badge could not compare the faces with the revealed seed, when nothing failed. */
/**
 * A card outside the dice service's own reply (docs/verifiable-dice.md §V.8) is at best a quote: a
 * proof that holds there reads "Quote of the roll of post N", never verified or signed for the post
 * it sits in; one that fails keeps its failure (a tampered copy reads NOT verified, with its reason).
 * Unchanged when the card sits in the service's post, or the page cannot tell (no
 * gf_service_username, no author).
 */
export function asQuote(card: RollCardData, serviceUsername: string | undefined, verdict: RollVerdict): RollVerdict {
  if (!serviceUsername || card.shownBy === undefined || card.shownBy.toLowerCase() === serviceUsername.toLowerCase()) return verdict;
  return verdict.status === "verified" || verdict.status === "signed" ? { status: "quoted", post: verdict.post } : verdict;
}

/**
 * Why a card's faces were not re-derived: no service address, its document unreadable, or the forum's
 * commitment topic not read or not named (§V.3): an unanchored document could name a head chosen after the post.
 */
export type MissingDocument = "no_service" | "unreachable" | "unanchored";

/** What a verified or signed roll's badge says besides: the proof's older format, the beacon round its faces come from. */
interface RollFacts {
  /** A gf-dice-v1 or v2 proof (docs/verifiable-dice.md §V.6): the badge labels it, it proves less than v3. */
  readonly proofVersion?: 1 | 2;
  /** A v3 roll whose faces come from a drand round (§V.2), not from the operator's seed. */
  readonly beacon?: { readonly chain: string; readonly round: number };
}

/** A verdict the page's verifier reached on the proof itself: the `gf verify` command that checks the same from a terminal (verify-command.ts), for the badge's panel. */
interface Checkable { readonly command?: string }

export type RollVerdict =
  /** Every check passed, faces re-derived from the revealed seed (or the beacon round). */
  | ({ readonly status: "verified"; readonly post: number; readonly lagMs?: number; readonly edited?: boolean; readonly dated?: boolean } & RollFacts & Checkable)
  /** Signed for these dice and this post; the rest waits (faces from `checkableFrom`, or for the document). */
  | ({ readonly status: "signed"; readonly post: number; readonly epoch: number; readonly checkableFrom?: number;
      readonly lagMs?: number; readonly edited?: boolean; readonly dated?: boolean; readonly missing?: MissingDocument;
      /** The faces were re-derived, but the block or the time could not be checked against the pool's post. */
      readonly partly?: boolean;
      /** Every check held, but no clock fixed its beacon round: the forum's staff could have chosen it (§V.11). */
      readonly unfixed?: true } & RollFacts & Checkable)
  | ({ readonly status: "failed"; readonly reason: FailReason; readonly params: Readonly<Record<string, string | number>> } & Checkable)
  /** A roll card outside the service's reply (pasted, quoted): never verified for the post it sits in. */
  | { readonly status: "quoted"; readonly post: number }
  /** no_verifier: the verifier's script could not be loaded; no_worker: this browser cannot start it (no Web Worker, or refused). */
  | { readonly status: "unverifiable"; readonly reason: "no_key" | "no_proof" | "no_verifier" | "no_worker" };

/** Why a proof fails, named as the badge's strings are (roll.verify_<reason> in client.<lang>.yml). */
export type FailReason = "format" | "signature" | "dice" | "post" | "topic" | "forum" | "key" | "document"
  | "commitment" | "context" | "pool" | "epoch_time" | "epoch_range" | "time" | "forum_time" | "version" | "beacon_missing" | "beacon_unexpected"
  | "beacon_encoding" | "beacon_round" | "beacon" | "beacon_chain" | "seed_chain" | "faces"
  | "commitment_late" | "commitment_retired" | "commitment_retired_reply" | "commitment_unanchored" | "commitment_post" | "commitment_fork"
  | "commitment_mismatch" | "commitment_account" | "commitment_forum"
  | "clock_round" | "clock_stamp" | "clock_post" | "clock_hidden" | "clock_stale";

/** HH:MM in the reader's own clock. */
const clock = (ms: number, now = Date.now()): string => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, "0");
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  // Another day than the reader's today carries its date (YYYY-MM-DD, read alike in every language):
  // "checkable from 03:00" said nothing of which day.
  const today = new Date(now);
  const sameDay = d.getFullYear() === today.getFullYear() && d.getMonth() === today.getMonth() && d.getDate() === today.getDate();
  return sameDay ? time : `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`;
};

/** A duration as the badge shows it: "4 s", "12 min", "3 h 5 min", "2 d" (units read the same in es and en). */
export function duration(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

/**
 * How far the signed roll time is from the forum's own time for the post (or its last edit, when
 * the roll came after it): the reader sees whether the roll followed the post, as it must.
 */
function lagText(verdict: { lagMs?: number; edited?: boolean; dated?: boolean }, t: Translate): string {
  if (verdict.dated) return t("roll.dated_forum");
  if (verdict.lagMs === undefined) return "";
  const key = verdict.edited ? "roll.lag_edit" : "roll.lag_post";
  return verdict.lagMs >= 0 ? t(key, { lag: duration(verdict.lagMs) }) : t("roll.lag_before", { lag: duration(verdict.lagMs) });
}

/** The label of an older proof format (docs/verifiable-dice.md §V.6). */
const versionText = (verdict: RollFacts, t: Translate): string => (verdict.proofVersion ? t(`roll.version_v${verdict.proofVersion}`) : "");

/** The badge's headline and detail for a verdict, in the reader's language. */
export function verdictText(verdict: RollVerdict | { readonly status: "checking" }, t: Translate, postLabel?: (post: number) => string): { title: string; detail: string } {
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
  // The post as readers see it ("#5"), when the page knows its number; else the forum's id.
  const named = (post: number) => postLabel?.(post) ?? post;
  switch (verdict.status) {
    case "checking":
      return { title: t("roll.checking"), detail: "" };
    case "verified":
      return { title: t("roll.verified"), detail: join(verdict.beacon
        ? t("roll.verified_detail_beacon", { post: named(verdict.post), round: verdict.beacon.round, chain: verdict.beacon.chain })
        : t("roll.verified_detail", { post: named(verdict.post) }), lagText(verdict, t), versionText(verdict, t),
      verdict.beacon ? t("roll.beacon_fallback") : "") };
    case "signed":
      // Every check held, yet no clock fixed the beacon round (§V.11): never "fully verified".
      if (verdict.unfixed) return { title: t("roll.unfixed"), detail: t("roll.unfixed_detail", verdict.beacon) };
      return {
        title: verdict.checkableFrom !== undefined ? t("roll.signed_until", { time: clock(verdict.checkableFrom) }) : t("roll.signed"),
        detail: join(t("roll.signed_detail", { post: named(verdict.post) }), lagText(verdict, t), versionText(verdict, t),
          verdict.missing ? t(`roll.missing_${verdict.missing}`) : verdict.partly ? t("roll.partly_checked")
            : verdict.beacon ? t("roll.pending_beacon", { round: verdict.beacon.round, chain: verdict.beacon.chain })
              : verdict.checkableFrom === undefined ? t("roll.pending_faces", { epoch: verdict.epoch }) : ""),
      };
    case "failed":
      return { title: t("roll.failed"), detail: t(`roll.verify_${verdict.reason}`, verdict.params) };
    case "quoted":
      return { title: t("roll.quoted", { post: named(verdict.post) }), detail: t("roll.quoted_detail") };
    case "unverifiable":
      return { title: t(`roll.${verdict.reason}`), detail: "" };
  }
}

/**
 * What the badge's panel lists for a verdict: the checks that held and those still to come, each a
 * sentence (the failing check of a failed roll is its detail, above the lists).
 */
export function verdictChecks(verdict: RollVerdict | { readonly status: "checking" }, t: Translate, postLabel?: (post: number) => string): { checked: string[]; pending: string[] } {
  const named = (post: number) => postLabel?.(post) ?? post;
  switch (verdict.status) {
    case "verified":
      return { checked: [t("roll.check_signature"), t("roll.check_dice"), t("roll.check_post", { post: named(verdict.post) }),
        verdict.beacon ? t("roll.check_faces_beacon", { round: verdict.beacon.round, chain: verdict.beacon.chain }) : t("roll.check_faces")], pending: [] };
    case "signed": {
      if (verdict.unfixed) return { checked: verdictChecks({ ...verdict, status: "verified" }, t, postLabel).checked, pending: [t("roll.pending_unfixed")] };
      const checked = [t("roll.check_signature"), t("roll.check_dice"), ...(verdict.partly ? [] : [t("roll.check_post", { post: named(verdict.post) })])];
      const pending = [
        ...(verdict.partly ? [t("roll.pending_post", { post: named(verdict.post) })] : []),
        verdict.missing ? t(`roll.pending_${verdict.missing}`)
          : verdict.partly ? "" : verdict.checkableFrom !== undefined ? t("roll.pending_faces_at", { time: clock(verdict.checkableFrom) }) : t("roll.pending_faces", { epoch: verdict.epoch }),
      ].filter(Boolean);
      return { checked: verdict.partly ? [...checked, t("roll.check_faces")] : checked, pending };
    }
    default:
      return { checked: [], pending: [] };
  }
}
