// The service's HTTP face.
//   POST /webhooks/discourse   raw bytes → HMAC check (else 401, logged) → event name from the fixed
//                              list (others: 202, ignored) → JSON and zod (else 400) → router.
//   GET  /healthz              200 when the store answers.
//   GET  /.well-known/gf-dice.json  the public key, the seed-chain head, the schedule, revealed epochs.
// A handler's failure answers 500, so Discourse retries (when retry_web_hook_events is on); the
// dedupe on post and block makes the retry harmless.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { WEBHOOK_HEADERS, isEventName } from "./discourse/schemas.js";
import { verifyWebhook } from "./discourse/signature.js";
import type { Log } from "./log.js";
import { EVENT_SCHEMAS } from "./router.js";
import type { Router } from "./router.js";

/** Discourse caps a post at 32,000 characters (max_post_length); 4 MB leaves room for any payload. */
const MAX_BODY = 4 * 1024 * 1024;

export interface HttpDeps {
  readonly secret: string;
  readonly router: Router;
  readonly log: Log;
  readonly health: () => Promise<boolean>;
  readonly wellKnown: () => unknown;
}

class HttpError extends Error { constructor(readonly status: number, message: string) { super(message); } }

export async function startHttpServer(deps: HttpDeps, port: number, host: string): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(deps, req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      if (status === 500) deps.log.error("http: handler failed", { error: e, path: req.url });
      json(res, status, { error: status === 500 ? "internal error" : (e as Error).message });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: p } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${p}`, server,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function handle(deps: HttpDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method === "GET" && path === "/healthz") {
    const ok = await deps.health().catch(() => false);
    return json(res, ok ? 200 : 503, { status: ok ? "ok" : "store unavailable" });
  }
  if (req.method === "GET" && path === "/.well-known/gf-dice.json") return json(res, 200, deps.wellKnown());
  if (req.method !== "POST" || path !== "/webhooks/discourse") return json(res, 404, { error: "not found" });

  const body = await readRaw(req);
  const header = (name: string) => { const v = req.headers[name]; return Array.isArray(v) ? v[0] : v; };
  const eventId = header(WEBHOOK_HEADERS.eventId) ?? "";
  const event = header(WEBHOOK_HEADERS.event) ?? "";
  // Signature first, on the raw bytes: nothing of an unsigned body is parsed or trusted.
  if (!verifyWebhook(deps.secret, body, header(WEBHOOK_HEADERS.signature))) {
    deps.log.warn("webhook: bad or missing signature", { eventId, event, remote: req.socket.remoteAddress, bytes: body.length });
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

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, "body too large");
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
