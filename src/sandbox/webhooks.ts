// Webhook delivery as Discourse does it (app/jobs/regular/emit_web_hook_event.rb):
// - one POST per event, body `{"<event_type>": payload}` (build_webhook_body), JSON;
// - headers X-Discourse-Instance, X-Discourse-Event-Id (the WebHookEvent row's id, a new one per
//   attempt), X-Discourse-Event-Type, X-Discourse-Event, and X-Discourse-Event-Signature
//   `sha256=<hex HMAC-SHA256(secret, body)>` when the hook has a secret (build_webhook_headers);
// - a webhook scoped to categories skips events outside them (category_webhook_invalid?);
// - when `retry_web_hook_events` is on, a non-2xx answer other than 404/410 is retried up to
//   MAX_RETRY_COUNT = 4 times after RETRY_BACKOFF**(n-1) minutes = 1, 5, 25, 125 (retry_web_hook);
//   each retry is a new job, so a new WebHookEvent and a new event id;
// - requests time out after 20 s (WebHookEmitter::REQUEST_TIMEOUT, app/services/web_hook_emitter.rb).
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { signWebhook } from "../service/discourse/signature.js";
import type { SandboxForum, ForumEvent } from "./forum.js";
import { serializeWebhookPost } from "./serializers.js";

export interface WebhookConfig {
  readonly url: string;
  readonly secret?: string;
  /** Event names it wants; all when absent ("Send me everything"). */
  readonly events?: readonly string[];
  readonly categoryIds?: readonly number[];
}

export interface DeliveryRecord {
  readonly eventId: number;
  readonly event: string;
  readonly attempt: number;
  readonly status: number; // -1 on a network error, as WebHookEvent#status
  /** The post a post event carries (none for topic events). */
  readonly postId?: number;
}

/**
 * One post's webhook deliveries, as Discourse's Admin → API → Webhooks → Events lists them (each with
 * the status the receiver answered), plus the events still on their way: sent and unanswered, delayed,
 * or waiting for a retry. A post whose `pending` is 0 and whose deliveries answered 2xx has been taken
 * by the receiver (the dice service answers once it has handled the event).
 */
export interface PostDeliveries {
  readonly pending: number;
  readonly deliveries: readonly DeliveryRecord[];
}

export interface WebhookDispatcherOptions {
  readonly instance: string;
  /** SiteSetting.retry_web_hook_events (default false in Discourse; the sandbox turns it on). */
  readonly retry: boolean;
  /** One Discourse "minute" of retry backoff; tests shrink it. */
  readonly retryUnitMs?: number;
  readonly timeoutMs?: number;
}

/**
 * Injected delivery faults, for tests and the soak: what a real network and a real Discourse do now
 * and then. A dropped event is never sent (a job lost with a restarted Sidekiq, a hook paused); a
 * delayed one is sent late, so later events overtake it.
 */
export interface DeliveryFaults {
  drop?: (e: { readonly event: string; readonly postId: number | undefined }) => boolean;
  delayMs?: (e: { readonly event: string; readonly postId: number | undefined }) => number;
}

const MAX_RETRY_COUNT = 4;
const RETRY_BACKOFF = 5;
/** WebHookEmitter::REQUEST_TIMEOUT: how long one attempt waits for its answer. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The longest a post can wait, from its event, before the receiver first sees it: every retry's backoff
 * (RETRY_BACKOFF**(n-1) units, n = 1…MAX_RETRY_COUNT) plus each failed attempt before the last, which
 * waits at most `timeoutMs` for its answer (an attempt with no answer at all is not retried). With
 * Discourse's minute and 20 s: 157 min 20 s, under MIN_REVEAL_DELAY_SECONDS (docs/verifiable-dice.md §5);
 * a sandbox that retries faster may reveal seeds sooner (`gf serve --sandbox`, SANDBOX_DICE in serve.ts).
 */
export function webhookRetryWindowMs(retryUnitMs: number, timeoutMs: number): number {
  let ms = 0;
  for (let n = 1; n <= MAX_RETRY_COUNT; n++) ms += RETRY_BACKOFF ** (n - 1) * retryUnitMs + timeoutMs;
  return ms;
}

export class WebhookDispatcher {
  readonly hooks: WebhookConfig[] = [];
  readonly deliveries: DeliveryRecord[] = [];
  /** Faults to inject; none by default. */
  faults: DeliveryFaults = {};
  /** Events dropped by `faults.drop`, for reports. */
  dropped = 0;
  private nextEventId = 1;
  private readonly pending = new Set<Promise<void>>();
  /** Per post: how many of its events are still on their way (see PostDeliveries). */
  private readonly pendingByPost = new Map<number, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly forum: SandboxForum, private readonly options: WebhookDispatcherOptions) {
    forum.onEvent((e) => this.enqueue(e));
  }

  add(hook: WebhookConfig): void { this.hooks.push(hook); }

  private enqueue(e: ForumEvent): void {
    if (this.closed) return;
    const type = e.name.startsWith("post_") ? "post" : "topic";
    let payload: unknown;
    let categoryId: number | null;
    if (e.name === "topic_created") {
      payload = { id: e.topic.id, title: e.topic.title, category_id: e.topic.categoryId, archetype: "regular",
        created_at: e.topic.createdAt };
      categoryId = e.topic.categoryId;
    } else {
      payload = serializeWebhookPost(this.forum, e.post);
      categoryId = this.forum.topics.get(e.post.topicId)?.categoryId ?? null;
    }
    // The payload is captured when the event fires (WebHook.enqueue_post_hooks serialises it then).
    const body = JSON.stringify({ [type]: payload });
    const postId = e.name === "topic_created" ? undefined : e.post.id;
    for (const hook of this.hooks) {
      if (hook.events && !hook.events.includes(e.name)) continue;
      if (hook.categoryIds?.length && (categoryId === null || !hook.categoryIds.includes(categoryId))) continue;
      if (this.faults.drop?.({ event: e.name, postId })) { this.dropped++; continue; }
      const delay = this.faults.delayMs?.({ event: e.name, postId }) ?? 0;
      if (delay <= 0) { this.track(this.send(hook, e.name, type, body, 0, postId), postId); continue; }
      this.track(new Promise<void>((resolve) => {
        const timer = setTimeout(() => { this.timers.delete(timer); void this.send(hook, e.name, type, body, 0, postId).finally(resolve); }, delay);
        this.timers.add(timer);
      }), postId);
    }
  }

  private track(p: Promise<void>, postId: number | undefined): void {
    this.pending.add(p);
    if (postId !== undefined) this.pendingByPost.set(postId, (this.pendingByPost.get(postId) ?? 0) + 1);
    void p.finally(() => {
      this.pending.delete(p);
      if (postId === undefined) return;
      const left = (this.pendingByPost.get(postId) ?? 1) - 1;
      if (left > 0) this.pendingByPost.set(postId, left); else this.pendingByPost.delete(postId);
    });
  }

  /** The post's deliveries so far and how many of its events are still on their way. */
  forPost(postId: number): PostDeliveries {
    return { pending: this.pendingByPost.get(postId) ?? 0, deliveries: this.deliveries.filter((d) => d.postId === postId) };
  }

  private async send(hook: WebhookConfig, event: string, type: string, body: string, retryCount: number, postId: number | undefined): Promise<void> {
    const eventId = this.nextEventId++;
    const headers: Record<string, string> = {
      Accept: "*/*",
      "Content-Type": "application/json",
      "User-Agent": "Discourse/sandbox",
      "X-Discourse-Instance": this.options.instance,
      "X-Discourse-Event-Id": String(eventId),
      "X-Discourse-Event-Type": type,
      "X-Discourse-Event": event,
    };
    if (hook.secret) headers["X-Discourse-Event-Signature"] = signWebhook(hook.secret, body);
    const status = await post(hook.url, headers, body, this.options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    this.deliveries.push({ eventId, event, attempt: retryCount, status, ...(postId !== undefined ? { postId } : {}) });
    // process_webhook_response: 2xx done; 404/410 never retried; -1 (no response) is not retried either,
    // since `return if web_hook_response&.status.blank?` skips a nil response.
    if (status === -1 || (status >= 200 && status < 300) || status === 404 || status === 410) return;
    if (!this.options.retry || this.closed) return;
    const next = retryCount + 1;
    if (next > MAX_RETRY_COUNT) return;
    const delay = RETRY_BACKOFF ** (next - 1) * (this.options.retryUnitMs ?? 60_000);
    this.track(new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.send(hook, event, type, body, next, postId).finally(resolve);
      }, delay);
      this.timers.add(timer);
    }), postId);
  }

  /** Resolves when every delivery started so far, retries included, has finished. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/**
 * One delivery's POST on a connection of its own, closed after the answer: a pooled keep-alive
 * connection can be picked at the instant the receiver drops it for idleness (the service does after
 * 5 s), and the delivery then fails with a reset the receiver never saw, which Discourse does not retry.
 * The status, or -1 when no answer came (refused, reset, timed out).
 */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(target, { method: "POST", agent: false, signal: AbortSignal.timeout(timeoutMs),
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) } }, (res) => {
      res.on("error", () => resolve(-1));
      res.on("end", () => resolve(res.statusCode ?? -1));
      res.on("close", () => resolve(res.complete ? res.statusCode ?? -1 : -1));
      res.resume();
    });
    req.on("error", () => resolve(-1));
    req.end(body);
  });
}
