// The service's clock (docs/verifiable-dice.md §V.11): one post of the service's account in the
// commitment topic, revised with a new edit reason each time a block names its current version, so
// that PostRevisor makes revision v+1 at once (should_create_new_version? holds for
// edit_reason_specified?, lib/post_revisor.rb at discourse/discourse@193a304d) and stamps its
// created_at, which no API sets and no change timestamp moves. A stamped block's beacon round is the
// first after that revision's created_at, whatever created_at staff later give the block's post.
// Revisions are made one at a time (a chain of promises): blocks naming one version share its next revision.
import type { Lang } from "../lib/i18n.js";
import { clockText, type ClockReading, judgeClock } from "../dice/clock.js";
import type { DiscourseClient } from "./discourse/client.js";
import type { Store } from "./store/store.js";
import type { ForumTime } from "./router.js";

const CLOCK_MARK = "dice-clock-post";
const TOPIC_MARK = "dice-commitment-topic";
export const CLOCK_INTRO = "The dice service's clock · El reloj del servicio de dados: the forum's composer writes this post's version into each post (`[dice-clock]: #n`), and a block's beacon round is the first after the next revision of this post, which nobody can re-date · la ronda de baliza de un bloque es la primera tras la siguiente revisión de este mensaje, que nadie puede volver a fechar.";

/** Why a block is answered, not rolled, under the clock (the thread says so in the category's language). */
export class ClockRefused extends Error {
  constructor(readonly lang: Lang, readonly reason: "unstamped" | "stale" | "unknown", readonly stamp?: number) {
    super(`dice: a block the clock cannot date (${reason})`);
    this.name = "ClockRefused";
  }
}

export interface ServiceClock {
  /** The clock post's id, or undefined before it is posted. */
  readonly post: () => number | undefined;
  /** Posts the clock in the commitment topic unless it is there (the store remembers it). */
  ensure(): Promise<void>;
  /** The created_at (ms) of the clock revision a block's round follows; throws ClockRefused. */
  roundAt(forumTime: ForumTime, lang: Lang): Promise<number>;
}

/**
 * The clock post this service once kept, from its store, whatever dice.clock says now. Verifiers judge
 * every beacon roll of a post numbered after it by the clock (docs/verifiable-dice.md §V.11): turned off,
 * the service's rolls of unstamped posts are refused ("clock-stamp"), so it says so at start.
 */
export const keptClock = async (store: Pick<Store, "getMark">): Promise<number | undefined> => (await store.getMark(CLOCK_MARK)) ?? undefined;

export function serviceClock(deps: { discourse: DiscourseClient; store: Pick<Store, "getMark" | "raiseMark"> }): ServiceClock {
  let post: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    post: () => post,
    async ensure() {
      const known = await deps.store.getMark(CLOCK_MARK);
      if (known !== null) { post = known; return; }
      const topic = await deps.store.getMark(TOPIC_MARK);
      if (topic === null) return;
      const made = await deps.discourse.createReply({ topicId: topic, raw: clockText(CLOCK_INTRO, 1) });
      await deps.store.raiseMark(CLOCK_MARK, made.id);
      post = made.id;
    },
    roundAt: (forumTime, lang) => serial(async () => {
      const clock = post;
      if (clock === undefined) throw new Error("dice: the clock is not posted yet");
      const stamp = forumTime.stamp;
      if (stamp === undefined || stamp === "several") throw new ClockRefused(lang, "unstamped");
      const now = await deps.discourse.readPost(clock);
      if (stamp > now.version) throw new ClockRefused(lang, "unknown", stamp);
      if (stamp === now.version) {
        // A new edit reason each time: a revision at once, even within the edit grace period.
        await deps.discourse.updatePost(clock, { raw: clockText(CLOCK_INTRO, stamp + 1), editReason: `clock ${stamp + 1}`, originalText: now.raw });
      }
      const revision = await deps.discourse.readRevision(clock, stamp + 1);
      const reading: ClockReading = { stamp, shownVersion: forumTime.version, postProbe: 404,
        revision: revision ? { status: 200, at: revision.createdAt } : { status: 404 } };
      // The service judges as every verifier does (its own post's probe aside: it read the text it was sent).
      const judged = judgeClock(reading, forumTime.version, forumTime.at, forumTime.post ?? 0);
      if (!judged.ok) throw new ClockRefused(lang, judged.error.code === "dice.verify.clock-stale" ? "stale" : "unknown", stamp);
      if (!("at" in judged.value)) throw new Error(`dice: clock revision ${stamp + 1} is not readable yet`);
      return judged.value.at;
    }),
  };
}
