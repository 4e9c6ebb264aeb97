// The service's HTTP face.
//   POST /webhooks/discourse   signature header shaped as Discourse sends it (else 401 before any of
//                              the body is read) → body within the size cap (else 413) → HMAC check on
//                              the raw bytes (else 401, logged) → event name from the fixed list
//                              (others: 202, ignored) → JSON and zod (else 400) → router.
//   GET  /healthz              the store answers; the outbox's backlog and dead items.
//   GET  /.well-known/gf-dice.json  the operator's public document (docs/verifiable-dice.md §9): key,
//                              anchored head and commitment post, schedule, revealed epoch, beacon.
//   GET  /.well-known/gf-dice/log?from=N  the roll log, a page at a time (docs/verifiable-dice.md §9.4).
//   GET  /gf-turns.json        whom each table waits for, by topic id (the plugin's "your turn" badge).
//   All three are public and answered with CORS (any origin, GET only): readers' browsers check rolls
//   and show whose turn it is. The turns say no more than the threads and the roll log: topic ids
//   and the usernames the service's replies already mention.
// A handler's failure answers 500, so Discourse retries (when retry_web_hook_events is on); the
// dedupe on post and block makes the retry harmless.
//
// Nobody can pin the service's memory or sockets: headers and whole requests have deadlines (checked
// every second, not Node's default 30 s), connections are capped, an unsigned request is answered and
// closed without reading its body, and each body is capped.
// Nobody without the secret can hold intake either. A signature's shape is no credential, and the HMAC
// needs the whole body, so what a body may hold is bytes and time, not a turn: bodies are read side by
// side within a byte budget (`concurrentBodies` × `maxBodyBytes`, the memory bound), a quarter of it
// kept for bodies that declare at most SMALL_BODY bytes (every Discourse event's), and a body that stops
// flowing for BODY_IDLE_MS, or is not whole BODY_DEADLINE_MS after its headers, is cut (408). Before,
// `concurrentBodies` slots were taken in turn: 100 slow bodies with a fake-shaped signature held all
// of them to the request deadline and real deliveries waited behind.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { WEBHOOK_HEADERS, isEventName } from "./discourse/schemas.js";
import { isSignatureShaped, verifyWebhook } from "./discourse/signature.js";
import type { Log } from "./log.js";
import { EVENT_SCHEMAS } from "./router.js";
import type { Router } from "./router.js";

export interface HttpLimits {
  readonly maxConnections: number;
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly maxBodyBytes: number;
  readonly concurrentBodies: number;
}

export interface Health {
  readonly ok: boolean;
  readonly status: string;
  readonly [detail: string]: unknown;
}

export interface HttpDeps {
  readonly secret: string;
  readonly router: Router;
  readonly log: Log;
  /** What /healthz answers: 200 while the store answers (ok or degraded), 503 when it does not. */
  readonly health: () => Promise<Health>;
  readonly wellKnown: () => unknown;
  /** A page of the roll log from `from` (docs/verifiable-dice.md §9.4). */
  readonly rollLog: (from: number) => Promise<unknown>;
  /** Whom each table waits for (GET /gf-turns.json). */
  readonly turns?: () => Promise<unknown>;
  readonly limits: HttpLimits;
}

class HttpError extends Error { constructor(readonly status: number, message: string) { super(message); } }

/** A body declaring at most this many bytes may use the budget's reserve (a post event of a 32,000-character post is far below). */
const SMALL_BODY = 256 * 1024;
/** A body that sends nothing for this long is cut (at most the request deadline). */
const BODY_IDLE_MS = 2_000;
/** A body not whole this long after its headers is cut (at most the request deadline). */
const BODY_DEADLINE_MS = 10_000;

/** The bytes of bodies held at once: `total`, of which the last `reserve` only for small declared bodies. */
function bodyBudget(total: number, reserve: number) {
  let used = 0;
  return {
    grow(bytes: number, small: boolean): boolean {
      if (used + bytes > (small ? total : total - reserve)) return false;
      used += bytes;
      return true;
    },
    free(bytes: number): void { used -= bytes; },
  };
}
type BodyBudget = ReturnType<typeof bodyBudget>;

export async function startHttpServer(deps: HttpDeps, port: number, host: string): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const { limits } = deps;
  const total = limits.concurrentBodies * limits.maxBodyBytes;
  const bodies = bodyBudget(total, Math.floor(total / 4));
  const server = createServer({
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    requestTimeout: limits.requestTimeoutMs,
    // Node checks both deadlines on this interval (30 s by default, which would let a slow
    // connection live half a minute past its deadline).
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    keepAliveTimeout: 5_000,
  }, (req, res) => {
    handle(deps, bodies, req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      if (status === 500) deps.log.error("http: handler failed", { error: e, path: req.url });
      if (status === 413) closeAfter(res);
      json(res, status, { error: status === 500 ? "internal error" : (e as Error).message });
    });
  });
  server.maxConnections = limits.maxConnections;
  // A port in use (EADDRINUSE) or refused (EACCES) rejects, so the caller can name the setting that changes it.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => { server.off("error", reject); resolve(); });
  });
  const { port: p } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${p}`, server,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Answers and closes: the unread rest of the body is never read. */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
  const socket = res.req.socket;
  if (!socket || socket.destroyed) return; // already cut (a body stream destroyed past the cap)
  res.once("finish", () => { if (!socket.destroyed) socket.destroySoon(); });
}

async function handle(deps: HttpDeps, bodies: BodyBudget, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method === "GET" && path === "/healthz") {
    const health = await deps.health().catch((): Health => ({ ok: false, status: "store unavailable" }));
    const { ok, ...shown } = health;
    return json(res, ok ? 200 : 503, shown);
  }
  const turns = deps.turns;
  if (path === "/gf-turns.json" && turns) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...PUBLIC, "Access-Control-Allow-Methods": "GET, OPTIONS", "Access-Control-Allow-Headers": "Accept", "Access-Control-Max-Age": "86400" });
      return void res.end();
    }
    if (req.method === "GET") return json(res, 200, await turns(), PUBLIC);
  }
  if (path === "/.well-known/gf-dice.json" || path === "/.well-known/gf-dice/log") {
    // A browser's CORS preflight, and HEAD as for any GET resource (RFC 9110 §9.3.2).
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...PUBLIC, "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS", "Access-Control-Allow-Headers": "Accept", "Access-Control-Max-Age": "86400" });
      return void res.end();
    }
    if (req.method === "HEAD") {
      const body = JSON.stringify(path === "/.well-known/gf-dice.json" ? deps.wellKnown() : await deps.rollLog(1));
      res.writeHead(200, { ...PUBLIC, "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
      return void res.end();
    }
  }
  if (req.method === "GET" && path === "/.well-known/gf-dice.json") return json(res, 200, deps.wellKnown(), PUBLIC);
  if (req.method === "GET" && path === "/.well-known/gf-dice/log") {
    const from = /^[0-9]{1,15}$/.exec(new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("from") ?? "1");
    if (!from) return json(res, 400, { error: "from must be a sequence number" }, PUBLIC);
    return json(res, 200, await deps.rollLog(Math.max(1, Number(from[0]))), PUBLIC);
  }
  if (req.method !== "POST" || path !== "/webhooks/discourse") return json(res, 404, { error: "not found" });

  const header = (name: string) => { const v = req.headers[name]; return Array.isArray(v) ? v[0] : v; };
  const eventId = header(WEBHOOK_HEADERS.eventId) ?? "";
  const event = header(WEBHOOK_HEADERS.event) ?? "";
  const signature = header(WEBHOOK_HEADERS.signature);
  // Nothing of an unsigned request is read: Discourse always sends the header when the hook has a secret.
  if (!isSignatureShaped(signature)) {
    deps.log.warn("webhook: missing or malformed signature", { eventId, event, remote: req.socket.remoteAddress });
    closeAfter(res);
    return json(res, 401, { error: "invalid signature" });
  }
  const declared = Number(header("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > deps.limits.maxBodyBytes) {
    deps.log.warn("webhook: body too large", { eventId, event, bytes: declared });
    closeAfter(res);
    return json(res, 413, { error: "body too large" });
  }
  const small = Number.isFinite(declared) && declared <= SMALL_BODY;
  const body = await readRaw(req, { max: deps.limits.maxBodyBytes, budget: bodies, small,
    idleMs: Math.min(BODY_IDLE_MS, deps.limits.requestTimeoutMs), deadlineMs: Math.min(BODY_DEADLINE_MS, deps.limits.requestTimeoutMs) })
    .catch((e: unknown) => {
      if (e instanceof HttpError && e.status !== 413) deps.log.warn("webhook: body cut", { eventId, event, status: e.status, reason: e.message, remote: req.socket.remoteAddress });
      if (e instanceof HttpError) closeAfter(res);
      throw e;
    });
  // Signature on the raw bytes: nothing of an unsigned body is parsed or trusted.
  if (!verifyWebhook(deps.secret, body, signature)) {
    deps.log.warn("webhook: bad signature", { eventId, event, remote: req.socket.remoteAddress, bytes: body.length });
    return json(res, 401, { error: "invalid signature" });
  }
  if (!isEventName(event)) {
    deps.log.debug("webhook: event not handled", { eventId, event });
    return json(res, 202, { ignored: event });
  }
  let data: unknown;
  try { data = JSON.parse(body.toString("utf8")); } catch {
    deps.log.warn("webhook: body is not JSON", { eventId, event });
    return json(res, 400, { error: "body is not JSON" });
  }
  const parsed = EVENT_SCHEMAS[event].safeParse(data);
  if (!parsed.success) {
    const detail = z.prettifyError(parsed.error);
    deps.log.warn("webhook: payload rejected", { eventId, event, detail });
    return json(res, 400, { error: "invalid payload", detail });
  }
  await deps.router.receive({ name: event, id: eventId, instance: header(WEBHOOK_HEADERS.instance) ?? "", payload: parsed.data as never });
  json(res, 200, { ok: true });
}

/**
 * The body's bytes, within the cap (413), the shared budget (503: the service is busy, Discourse tries
 * again) and its time (408: idle too long, or not whole by the deadline). What it held of the budget
 * is given back once read: the buffer is the handler's from then on, and one event's is small.
 */
function readRaw(req: IncomingMessage, o: { max: number; budget: BodyBudget; small: boolean; idleMs: number; deadlineMs: number }): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let idle: NodeJS.Timeout | undefined;
    let done = false;
    const stop = (e?: HttpError) => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      clearTimeout(deadline);
      req.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onAborted);
      o.budget.free(size);
      if (e) { req.pause(); reject(e); } else resolve(Buffer.concat(chunks, size));
    };
    const arm = () => { clearTimeout(idle); idle = setTimeout(() => stop(new HttpError(408, "body too slow")), o.idleMs); };
    const deadline = setTimeout(() => stop(new HttpError(408, "body too slow")), o.deadlineMs);
    const onData = (c: Buffer) => {
      if (size + c.length > o.max) return stop(new HttpError(413, "body too large"));
      if (!o.budget.grow(c.length, o.small)) return stop(new HttpError(503, "busy"));
      size += c.length;
      chunks.push(c);
      arm();
    };
    const onEnd = () => stop();
    const onError = (e: Error) => stop(new HttpError(400, e.message));
    const onAborted = () => stop(new HttpError(400, "aborted"));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onAborted);
    arm();
  });
}

/** The public documents' headers: any page may read them (a simple GET needs no preflight). */
const PUBLIC = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache" } as const;

function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...extra });
  res.end(JSON.stringify(body));
}
