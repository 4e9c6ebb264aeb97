// Routes a verified, validated webhook event to its handlers by event name. Names come from the fixed
// list in discourse/schemas.ts and are checked when a handler registers, so a typo fails at start-up
// (the @octokit/webhooks habit). Each handler gets a context with the
// payload, the Discourse adapter, the store, the clock and a log bound to the event and post.
import { z } from "zod";
import type { DiscourseClient } from "./discourse/client.js";
import { isEventName, pingEventBody, postEventBody, topicEventBody } from "./discourse/schemas.js";
import type { EventName } from "./discourse/schemas.js";
import type { Clock } from "./clock.js";
import type { Log } from "./log.js";
import type { Store } from "./store/store.js";

/** The payload schema of each event (the body Discourse builds as `{ <event_type>: payload }`). */
export const EVENT_SCHEMAS = {
  ping: pingEventBody,
  post_created: postEventBody,
  post_edited: postEventBody,
  post_destroyed: postEventBody,
  post_recovered: postEventBody,
  topic_created: topicEventBody,
  topic_edited: topicEventBody,
  topic_destroyed: topicEventBody,
  topic_recovered: topicEventBody,
} as const satisfies Record<EventName, z.ZodType>;

export type Payload<E extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[E]>;

export interface HookEvent<E extends EventName = EventName> {
  readonly name: E;
  /** X-Discourse-Event-Id: for logs only; a retry carries a new one, so nothing dedupes on it. */
  readonly id: string;
  readonly instance: string;
  readonly payload: Payload<E>;
}

export interface HookContext<E extends EventName> {
  readonly event: HookEvent<E>;
  readonly payload: Payload<E>;
  readonly discourse: DiscourseClient;
  readonly store: Store;
  readonly clock: Clock;
  readonly log: Log;
  /**
   * When the service first saw this delivery's post (ms): the roll time of the blocks it rolls
   * (docs/verifiable-dice.md §7). Kept when a post waits for its beacon and is played again later.
   */
  readonly seenAt?: number;
  /**
   * gf-dice-v3 (docs/verifiable-dice.md §V.1): the forum's time for this post text's blocks and the
   * post version it belongs to; set only when the service rolls v3. Read when a block is rolled, and
   * once: an edited post's time is a revision read from the forum, and most edits roll nothing (the
   * service's own edits of books and sheets among them), so they must not pay a request for it.
   */
  readonly forumTime?: () => Promise<ForumTime | undefined>;
}

/** The forum's time for a post version's blocks: created_at for version 1, the version's edit time after. */
export interface ForumTime {
  readonly at: number;
  readonly version: number;
  /**
   * The block's post id: the forum numbers posts as it creates them, so a verifier orders a block's
   * post against the commitment post by id, whatever times show (§V.3).
   */
  readonly post?: number;
  /** The text changed within the forum's edit grace period, with no revision: its blocks are not rolled (block-time.ts). */
  readonly undated?: true;
  /** The clock version the post's text names (`[dice-clock]: #v`, docs/verifiable-dice.md §V.11), "several" for two; absent: none. */
  readonly stamp?: number | "several";
}

export type Handler<E extends EventName> = (ctx: HookContext<E>) => Promise<void>;

export interface RouterDeps {
  readonly discourse: DiscourseClient;
  readonly store: Store;
  readonly clock: Clock;
  readonly log: Log;
}

export class Router {
  private readonly handlers = new Map<EventName, Handler<EventName>[]>();

  constructor(private readonly deps: RouterDeps) {}

  on<E extends EventName>(name: E, handler: Handler<E>): this {
    if (!isEventName(name)) throw new TypeError(`"${String(name)}" is not a known webhook name`);
    const list = this.handlers.get(name) ?? [];
    list.push(handler as unknown as Handler<EventName>);
    this.handlers.set(name, list);
    return this;
  }

  /** True when some handler wants this event. */
  handles(name: EventName): boolean { return (this.handlers.get(name)?.length ?? 0) > 0; }

  /** Runs every handler of the event in registration order; a handler's error propagates. */
  async receive<E extends EventName>(event: HookEvent<E>): Promise<void> {
    const post = (event.payload as { post?: { id: number } }).post;
    const log = this.deps.log.child({ event: event.name, eventId: event.id, ...(post ? { postId: post.id } : {}) });
    for (const handler of this.handlers.get(event.name) ?? []) {
      await handler({ ...this.deps, event, payload: event.payload, log } as HookContext<EventName>);
    }
  }
}
