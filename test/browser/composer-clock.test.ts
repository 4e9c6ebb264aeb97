// The composer's clock stamp (docs/verifiable-dice.md §V.11), in a real headless Chromium on the sandbox
// page, against the real service keeping its clock: a player's post with a block, sent with the
// composer's Post, reaches the forum with the clock's version (`[dice-clock]: #1`, which the reader does
// not see), and the service rolls the round after the clock's next revision (657413 here), not after
// the post. The badge's worker reads the clock's revision after the post's stamp, as gf verify and
// gf audit do, and calls the roll fully verified by it, never by the post's date, which staff can move
// (a re-dated one it refuses: test/browser/badge-clock.test.ts; gf verify and gf audit:
// test/attack/dice-clock-attacks.test.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { withStamp } from "../../src/dice/clock.js";
import { decodeProof } from "../../src/dice/proof.js";
import { BEFORE_ROUND, clockForum, ROUND, type ClockForum } from "../service/clock-forum.js";
import { until } from "../support/until.js";
import { badgePage, rollBadges } from "./support/badge-page.js";
import { artifact, buildPageScript } from "./support/browser.js";

jest.setTimeout(150_000);
const POSTED_AT = BEFORE_ROUND - 40_000;
let forum: ClockForum;
let browser: Awaited<ReturnType<typeof badgePage>>["browser"];
let page: Page;
let errors: string[];

beforeAll(async () => {
  forum = await clockForum(POSTED_AT - 120_000, { pageScript: await buildPageScript() });
  forum.h.sandbox.siteSettings["gf_clock_post"] = forum.clockPost;
  const doc = await (await fetch(`${forum.h.service.url}/.well-known/gf-dice.json`)).json() as { publicKey: string };
  ({ browser, page, errors } = await badgePage(forum.h, doc.publicKey, "alicia", "en"));
}, 120_000);
afterAll(async () => { await browser?.close(); await forum?.close(); });

describe("the composer stamps the clock's version", () => {
  it("a pool sent with the composer carries the clock's version, unseen by readers, and rolls the round after the clock's revision; the badge reads the clock and says fully verified", async () => {
    const { h } = forum;
    const topic = await h.post("alicia", "La noche del faro empieza ahora.");
    forum.at(POSTED_AT);
    forum.reviseAt(BEFORE_ROUND);
    await page.goto(`${h.sandbox.url}/t/${topic.topic_id}`);
    await page.locator("#gf-reply").click();
    const typed = "[gf-pool]\nd8 d6 d4\n[/gf-pool]";
    await page.fill("#gf-composer-text", typed);
    await page.click("#gf-composer-post");
    const sent = await until("the composer's post on the forum", () => h.sandbox.forum.topicPosts(topic.topic_id).find((p) => p.raw.startsWith("[gf-pool]")));
    expect(sent.raw).toBe(withStamp(typed, 1));
    await h.settle();
    const roll = await until("the roll", () => h.replies(topic.topic_id).find((r) => r.raw.includes("gf3.")));
    const proof = decodeProof(/gf3\.[A-Za-z0-9_-]+/.exec(roll.raw)![0]);
    if (!proof.ok || proof.value.record.version !== 3) throw new Error("no v3 proof");
    expect([proof.value.record.beacon?.round, proof.value.record.time]).toEqual([ROUND, POSTED_AT]);
    const badges = await rollBadges(page, h.sandbox.url, topic.topic_id);
    await page.screenshot({ path: artifact("badge", "composer-clock-en.png"), fullPage: true });
    expect(badges.get(roll.id)?.status).toBe("verified");
    expect(badges.get(roll.id)?.detail).toContain(`its faces re-derived from drand round ${ROUND} (quicknet), published after the block`);
    // The stamp is no text a reader sees.
    await expect(page.locator(`.gf-post[data-post-id="${sent.id}"]`).innerText()).resolves.not.toContain("dice-clock");
    expect(errors).toEqual([]);
  });
});
