// Webhook signatures. Discourse signs the exact bytes it sends:
// `"sha256=#{OpenSSL::HMAC.hexdigest("sha256", @web_hook.secret, web_hook_body)}"`
// (build_webhook_headers, app/jobs/regular/emit_web_hook_event.rb). So the check runs on the raw
// request bytes, before any decoding or parsing, and compares in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

const PREFIX = "sha256=";
const HEX_LENGTH = 64;

/** The `X-Discourse-Event-Signature` value for `body`. */
export function signWebhook(secret: string, body: Uint8Array | string): string {
  return PREFIX + createHmac("sha256", secret).update(body).digest("hex");
}

/**
 * Whether a header has the shape Discourse sends (`sha256=` and 64 hex digits): checked before a
 * single byte of the body is read, so an unsigned request costs nothing but its headers.
 */
export function isSignatureShaped(header: string | undefined): boolean {
  return typeof header === "string" && header.length === PREFIX.length + HEX_LENGTH && header.startsWith(PREFIX)
    && /^[0-9a-f]{64}$/i.test(header.slice(PREFIX.length));
}

/**
 * True when `header` is the signature of `body` under `secret`. A missing or malformed header is
 * simply false (a forgery is not a bug); the length is checked first because timingSafeEqual
 * throws on unequal lengths, and the comparison itself is constant-time.
 */
export function verifyWebhook(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (typeof header !== "string" || header.length !== PREFIX.length + HEX_LENGTH) return false;
  if (!header.startsWith(PREFIX)) return false;
  const given = Buffer.from(header.slice(PREFIX.length), "hex");
  if (given.length !== HEX_LENGTH / 2) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(given, expected);
}
