// A reply the forum makes after the service's client gave up waiting for it. Discourse goes on with a
// request whose client has gone (nginx holds the whole request before unicorn starts it, and nothing
// stops the worker but its own `timeout 30`), and it has no idempotency key nor a duplicate check for
// staff (outbox.ts): the service must not post the reply again when its retry comes before that post
// is made. Real service, real sandbox forum over HTTP, real SQLite store; the client's timeout is
// shortened through its fetch (production's is 20 s), and the forum holds the reply past it, within
// the lease and the forum's own request timeout.
import { describe, expect, it } from "@jest/globals";
import type { Sandbox } from "../../src/sandbox/sandbox.js";
import { harness, type Harness } from "./harness.js";

const CLIENT_TIMEOUT_MS = 500;
/** How long the forum holds the first roll reply (its topic's lock held, a slow cook): past the client's timeout, within the harness's 2 s lease. */
const FORUM_MS = 1_500;

/**
 * The service's fetch, giving up on a roll's reply after CLIENT_TIMEOUT_MS, as its client does after
 * its timeout (its other requests as usual), and making the forum slow with the first such reply (the
 * fault is armed as that request leaves, so no other post of the service's takes it).
 */
function slowFirstReply(sandbox: () => Sandbox) {
  let armed = false;
  const rollReply = (init: RequestInit | undefined) => init?.method === "POST" && String(init.body).includes("<!-- gf-reply roll:");
  return (inner: typeof fetch): typeof fetch => (input, init) => {
    if (!rollReply(init)) return inner(input, init);
    if (!armed) {
      armed = true;
      sandbox().server.faults.push({ action: "slow", status: 0, delayMs: FORUM_MS, count: 1, path: /^POST \/posts\.json$/, username: "gf-dice" });
    }
    const timeout = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
    return inner(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

describe("outbox: a reply the forum makes after the client's timeout", () => {
  it("is looked for no sooner than a lease after it left: found, not posted again", async () => {
    let h: Harness | undefined;
    h = await harness({ forumFetch: slowFirstReply(() => h!.sandbox) });
    try {
      const p = await h.post("alicia", "[gf-pool]\nd8 d6\n[/gf-pool]");
      await h.settle();
      await h.sandbox.server.idle();
      expect(h.sandbox.server.injected.get("slow")).toBe(1);
      // The client gave up on it (in doubt), and the forum made it a moment later.
      expect(h.log.lines.some((l) => /will retry/.test(String(l.msg)) && (l as { status?: unknown }).status === 0)).toBe(true);
      expect(h.replies(p.topic_id).filter((r) => r.replyTo === p.post_number)).toHaveLength(1);
      expect(h.log.lines.some((l) => /found already delivered/.test(String(l.msg)))).toBe(true);
    } finally {
      await h.close();
    }
  }, 30_000);
});
