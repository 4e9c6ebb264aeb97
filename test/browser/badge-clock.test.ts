// Staff re-dating a player's topic (docs/verifiable-dice.md §V.11), refused by the badge in a real
// headless Chromium on the sandbox page against the real service keeping its clock, as `gf verify` and
// `gf audit` refuse it (test/attack/dice-clock-attacks.test.ts, the same attack). The player's stamped
// post made the service revise its clock 90 s after the post, so the block's round is 30 rounds after
// 657413; the operator, as staff, re-dates the player's topic to a second before round 657413 and
// signs the round V.1's rule then gives (657413, the one the relay has) into its log, and posts its
// roll card in the thread.
// The worker reads the clock's revision after the post's stamp and refuses the round, saying why in
// the reader's language; a genuine clock roll reads fully verified (test/browser/composer-clock.test.ts).
// Then the operator turns its clock off and makes the attack on a post with no stamp: refused too.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { withStamp } from "../../src/dice/clock.js";
import { QUICKNET, roundAfter, roundTimeMs } from "../../src/dice/drand.js";
import { decodeProof } from "../../src/dice/proof.js";
import { BEFORE_ROUND, clockForum, ROUND, type ClockForum } from "../service/clock-forum.js";
import { restartService } from "../service/harness.js";
import { until } from "../support/until.js";
import { redatedRoll } from "../attack/support/redated-roll.js";
import { badgePage, rollBadges } from "./support/badge-page.js";
import { artifact, buildPageScript, openAs } from "./support/browser.js";

jest.setTimeout(150_000);
const REVISED_AT = BEFORE_ROUND + 90_000;
const POSTED_AT = REVISED_AT - 40_000;
/** Where staff moves the player's post: a second before round 657413, whose round V.1's rule then is. */
const REDATED = roundTimeMs(QUICKNET, ROUND - 1) + 1_000;
let forum: ClockForum;
let browser: Awaited<ReturnType<typeof badgePage>>["browser"];
let page: Page;
let errors: string[];
let pool: { id: number; topic_id: number };
let forgedReply = 0;

beforeAll(async () => {
  forum = await clockForum(POSTED_AT - 120_000, { pageScript: await buildPageScript() });
  const { h } = forum;
  h.sandbox.siteSettings["gf_clock_post"] = forum.clockPost;
  forum.at(POSTED_AT);
  forum.reviseAt(REVISED_AT);
  pool = await h.post("alicia", withStamp("Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", 1));
  await h.settle();
  await until("the word that the dice wait", () => h.replies(pool.topic_id).find((r) => r.raw.includes(`${roundAfter(QUICKNET, REVISED_AT)}`)));
  forgedReply = await redatedAndForged(h, pool);
  const doc = await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json() as { publicKey: string };
  ({ browser, page, errors } = await badgePage(h, doc.publicKey, "bruno", "en"));
}, 150_000);
afterAll(async () => { await browser?.close(); await forum?.close(); });

/**
 * The operator, as staff, moves `pool`'s topic to a second before round 657413, signs the round the
 * moved date gives (V.1's rule) into its log and posts its roll card in the thread; the card's post id.
 */
async function redatedAndForged(h: ClockForum["h"], pool: { id: number; topic_id: number }): Promise<number> {
  const forged = await redatedRoll(h, pool, REDATED);
  // The roll card the service's reply shows, with the forged proof and its faces.
  const decoded = decodeProof(forged);
  if (!decoded.ok) throw new Error(decoded.error.code);
  const dice = decoded.value.record.sizes.map((size, k) => `d${size}:${decoded.value.record.faces[k]!}`).join(" ");
  return (await h.post("gf-dice", `[gf-roll post=${pool.id} block=0 proof=${forged} v=1]\ndice: ${dice}\nresult: 0\neffect: -\nbotches: 0\n[/gf-roll]`, pool.topic_id)).id;
}

describe("the badge reads the service's clock", () => {
  it("refuses a roll whose topic staff re-dated to choose its round, naming the round the clock fixes (en, es)", async () => {
    const want = ROUND + 30;
    const en = (await rollBadges(page, forum.h.sandbox.url, pool.topic_id)).get(forgedReply);
    await page.screenshot({ path: artifact("badge", "clock-redated-en.png"), fullPage: true });
    expect(en?.status).toBe("failed");
    expect(en?.detail).toMatch(new RegExp(`The dice come from drand round ${ROUND}, but the dice service's clock \\(its revision of \\S+, which nobody can move\\) fixes round ${want}: the post's date was moved`));
    await openAs(page, forum.h.sandbox.url, "bruno", "es");
    const es = (await rollBadges(page, forum.h.sandbox.url, pool.topic_id)).get(forgedReply);
    expect(es?.status).toBe("failed");
    expect(es?.detail).toMatch(new RegExp(`Los dados salen de la ronda ${ROUND} de drand, pero el reloj del servicio de dados \\(su revisión del \\S+, que nadie puede mover\\) fija la ronda ${want}`));
    expect(errors).toEqual([]);
  });

  // The clock turned off (docs/verifiable-dice.md §V.11, "Which blocks"): the clock post stays in the
  // commitment topic, so a beacon roll of a later post that names no clock version is refused.
  it("refuses the same attack once the operator has turned its clock off, on a post that names no clock version (en, es)", async () => {
    const { h } = forum;
    await restartService(h, async () => {}, { ...forum.config, dice: { tips: false, clock: false } });
    forum.at(REVISED_AT + 120_000);
    const off = await h.post("alicia", "Ataco otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    expect(off.id).toBeGreaterThan(forum.clockPost);
    const reply = await redatedAndForged(h, off);
    await openAs(page, h.sandbox.url, "bruno", "en");
    const en = (await rollBadges(page, h.sandbox.url, off.topic_id)).get(reply);
    await page.screenshot({ path: artifact("badge", "clock-off-en.png"), fullPage: true });
    expect(en?.status).toBe("failed");
    expect(en?.detail).toContain(`Post ${off.id} does not name one version of the dice service's clock (the forum's composer writes it): without it, whoever moves the post's date chooses the dice.`);
    await openAs(page, h.sandbox.url, "bruno", "es");
    const es = (await rollBadges(page, h.sandbox.url, off.topic_id)).get(reply);
    expect(es?.status).toBe("failed");
    expect(es?.detail).toContain(`El mensaje ${off.id} no nombra una sola versión del reloj del servicio de dados (la escribe el editor del foro): sin ella, quien mueva la fecha del mensaje elige los dados.`);
    expect(errors).toEqual([]);
  });
});
