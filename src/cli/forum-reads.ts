// The CLI's reads of a forum (and of a dice service) over HTTP, kept under Discourse's per-IP limits
// on keyless requests: GlobalSetting max_reqs_per_ip_per_10_seconds (50) and
// max_reqs_per_ip_per_minute (200), enforced by lib/middleware/request_tracker.rb, which answers a
// request past either with 429 and `Retry-After` in seconds (config/discourse_defaults.conf). A busy
// forum's audit, or two audits in a row, read more than that: the reads are paced a little under the
// limits, per host, and a 429 is waited out as `Retry-After` says, a few times and for a bounded total,
// with a line on stderr while it waits.
import type { z } from "zod";
import type { Lang } from "../lib/i18n.js";
import { CliError } from "./command.js";
import { text } from "./shell.js";

/** Reads per host the CLI allows itself: under Discourse's 50 per 10 s and 200 per minute. */
export const READ_PACE = [{ max: 45, ms: 10_000 }, { max: 180, ms: 60_000 }] as const;
/** At most this many 429s waited out per read, */
export const MAX_RETRIES = 4;
/** and at most this many seconds of waiting for 429s per read; a longer `Retry-After` fails the read. */
export const MAX_WAIT_SECONDS = 120;

const sent = new Map<string, number[]>();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** How long to wait before the next read of `host` keeps it within READ_PACE (0: now). */
function paceDelay(host: string, now: number): number {
  const times = (sent.get(host) ?? []).filter((t) => t > now - 60_000);
  sent.set(host, times);
  let wait = 0;
  for (const { max, ms } of READ_PACE) {
    const inWindow = times.filter((t) => t > now - ms);
    if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + ms - now);
  }
  return wait;
}

/** `Retry-After` as seconds (an integer, or an HTTP date); 1 when absent or unreadable. */
function retryAfterSeconds(value: string | null, now: number): number {
  if (value && /^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const at = value ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Where waits are told when a read names nowhere: the running command's stderr (gf audit, gf verify set it). */
let defaultNote: ((line: string) => void) | undefined;
export const setWaitNote = (note: ((line: string) => void) | undefined): void => { defaultNote = note; };

export interface ReadOptions {
  readonly lang: Lang;
  /** Where the waiting line goes; setWaitNote's when unset. */
  readonly note?: ((line: string) => void) | undefined;
}

/**
 * GET `url` as JSON, paced per host, waiting out 429s (Retry-After) up to MAX_RETRIES times and
 * MAX_WAIT_SECONDS in all; the last answer (a 429 too, when the wait would be longer) is returned.
 */
export async function readJson(url: string, { lang, note }: ReadOptions): Promise<Response> {
  const host = new URL(url).host;
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    const delay = paceDelay(host, Date.now());
    if (delay > 0) await sleep(delay);
    sent.get(host)!.push(Date.now());
    const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(20_000) });
    if (response.status !== 429 || attempt >= MAX_RETRIES) return response;
    const seconds = retryAfterSeconds(response.headers.get("retry-after"), Date.now());
    if (waited + seconds > MAX_WAIT_SECONDS) return response;
    await response.body?.cancel();
    waited += seconds;
    (note ?? defaultNote)?.(text(lang, "cli.forum-wait", { host, seconds, attempt: attempt + 1, max: MAX_RETRIES }));
    await sleep(seconds * 1000);
  }
}

/** Why a read failed: the server's answer, the schema's first complaint, or the network's code. */
export async function getJson<T>(url: string, schema: z.ZodType<T>, lang: Lang, forum?: string): Promise<T> {
  let detail: string;
  try {
    const response = await readJson(url, { lang });
    if (response.ok) {
      const parsed = schema.safeParse(await response.json());
      if (parsed.success) return parsed.data;
      detail = `${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim();
    } else detail = `HTTP ${response.status}`;
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    detail = cause?.code ?? (e instanceof Error ? e.message.split("\n")[0]! : String(e));
  }
  // A forum read names the forum and how to give another, not the operator's document.
  throw new CliError(forum === undefined ? text(lang, "cli.well-known-fetch", { url, detail }) : text(lang, "cli.audit-forum-fetch", { url, detail, forum }));
}

/**
 * The forum as a verifier's reader (clock.ts ForumGet): each answer's status, and its JSON when 200;
 * paced and waiting out 429s as every read here. A network failure is a failed read (CliError).
 */
export const forumGet = (forum: string, lang: Lang) => async (path: string): Promise<{ status: number; json?: unknown }> => {
  const url = `${forum}${path}`;
  try {
    const response = await readJson(url, { lang });
    if (response.status !== 200) { await response.body?.cancel(); return { status: response.status }; }
    return { status: 200, json: await response.json() as unknown };
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    throw new CliError(text(lang, "cli.audit-forum-fetch", { url, detail: cause?.code ?? String(e), forum }));
  }
};
