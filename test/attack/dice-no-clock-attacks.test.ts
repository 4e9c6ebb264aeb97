// The operator who never kept a clock (docs/verifiable-dice.md §V.11, "Where no clock fixes the round"),
// against the real service and its sandbox forum over real HTTP. Its keys name drand's quicknet and it
// turned dice.clock off before its first start, so its commitment topic never shows a clock post and a
// beacon roll's round is V.1's: the first after the post's date. Staff move that date (change timestamp,
// TopicsController#change_timestamps): the operator re-dates a player's topic to a second before round
// 657413 and signs that round, the one it likes, into its log and the thread. Every check of the proof
// holds, so no verifier can refuse it; none may call it fully verified either. gf verify says "NOT fully
// verified" and why (en, es); gf audit lists it as a problem and exits 1. The badge: badge-beacon.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { QUICKNET, roundAfter } from "../../src/dice/drand.js";
import { BEFORE_ROUND, clockForum, REDATED_TO_ROUND, ROUND, type ClockForum } from "../service/clock-forum.js";
import type { Harness } from "../service/harness.js";
import { gf } from "./support/gf-cli.js";
import { redatedRoll } from "./support/redated-roll.js";

/**
 * The player's post, 90 s after the 3 s before round 657413: its own round (V.1's rule) is 30 later, not out yet by
 * the service's clock (a minute after round 657413 at start), and the relay serves only 657413.
 */
const POSTED_AT = BEFORE_ROUND + 90_000;
let forum: ClockForum;
let pool: { id: number; topic_id: number };
let h: Harness;
let forged = "";
/** Where staff moves the player's post: a second before round 657413. */
const REDATED = REDATED_TO_ROUND;

beforeAll(async () => {
  forum = await clockForum(POSTED_AT - 120_000, {}, false);
  h = forum.h;
  forum.at(POSTED_AT);
  // Its round is not out at the relay: the service says the dice wait for it.
  pool = await forum.waiting("Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", POSTED_AT);
}, 120_000);
afterAll(async () => { await forum?.close(); });

describe("an operator with a beacon who never kept a clock re-dates a player's topic and signs the round it chose", () => {
  it("no clock post in the commitment topic; the re-dated roll passes every check, and gf verify says it is NOT fully verified, and why (en, es)", async () => {
    expect(forum.clockPost).toBe(0);
    expect([...h.sandbox.forum.posts.values()].some((p) => /gf-dice-clock/.test(p.raw))).toBe(false);
    forged = await redatedRoll(h, pool, REDATED);
    const shown = await (await fetch(`${h.sandbox.url}/posts/${pool.id}.json`)).json() as { created_at: string };
    expect(Date.parse(shown.created_at)).toBe(REDATED);
    const args = [forged, "--well-known", `${h.service.url}/.well-known/gf-dice.json`, "--at", new Date(REDATED).toISOString(),
      "--context", `${new URL(h.sandbox.url).host}/${pool.topic_id}/${pool.id}/0`, "--pool", "d12 d12 d12"];
    const en = await gf(["verify", ...args]);
    expect(en.code).toBe(0);
    expect(en.out).toMatch(/^valid proof \(v3\): checked: .*beacon round, beacon, faces/);
    expect(en.out).toContain(`NOT fully verified: no clock of the service fixes post ${pool.id}'s round (the commitment topic shows no clock post, or the post predates it): the round follows the post's date, which the forum's staff can move, so they could have chosen it among published rounds`);
    const es = await gf(["verify", ...args], "es");
    expect(es.out).toContain(`NO verificada del todo: ningún reloj del servicio fija la ronda del mensaje ${pool.id}`);
    const json = await gf(["verify", ...args, "--json"]);
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, pending: [], roundUnfixed: true });
  }, 120_000);

  it("gf audit names the roll whose round staff could have chosen, and exits 1", async () => {
    if (!forged) throw new Error("the first test made no roll");
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(/1 beacon rolls have no clock to fix their round \(the commitment topic shows no clock post of the service's, or their posts predate it\): the forum's staff could have chosen their rounds by moving their posts' dates \(rolls \d+\)/);
    expect(audited.out).not.toContain("does not verify");
  }, 90_000);
});
