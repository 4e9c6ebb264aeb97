// Staff re-dating a player's topic (docs/verifiable-dice.md §V.11), against the real service and its
// sandbox forum over real HTTP. Before the clock, a v3 block's beacon round was the first after its
// post's created_at, which staff move with change timestamp (TopicsController#change_timestamps), so an
// operator who is staff chose among every round published since the commitment. Under the clock the
// round follows the clock revision after the version the post names, and that revision's created_at
// no API sets and no change timestamp moves. The operator here: the player's stamped post made the
// service revise its clock 90 s after the post, so the block's round is 30 rounds after 657413; the
// operator re-dates the player's topic to a second before round 657413 and signs the roll V.1's rule
// then gives (that round, the one it has), into its log and the thread. gf verify and gf audit refuse it.
// Then the operator turns the clock off and makes the same attack on a new post (below).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStamp } from "../../src/dice/clock.js";
import { QUICKNET, roundAfter, roundTimeMs } from "../../src/dice/drand.js";
import { BEFORE_ROUND, clockForum, ROUND, type ClockForum } from "../service/clock-forum.js";
import { restartService, type Harness } from "../service/harness.js";
import { until } from "../support/until.js";
import { gf } from "./support/gf-cli.js";
import { redatedRoll } from "./support/redated-roll.js";

/** The clock's revision 2, made 90 s after the 3 s before round 657413: its round is 30 later. */
const REVISED_AT = BEFORE_ROUND + 90_000;
const POSTED_AT = REVISED_AT - 40_000;
/** Where staff moves the player's post: a second before round 657413, whose round V.1's rule then is. */
const REDATED = roundTimeMs(QUICKNET, ROUND - 1) + 1_000;
let forum: ClockForum;
let h: Harness;
let pool: { id: number; topic_id: number };
let forged = "";

beforeAll(async () => {
  forum = await clockForum(POSTED_AT - 120_000);
  h = forum.h;
  forum.at(POSTED_AT);
  forum.reviseAt(REVISED_AT);
  pool = await h.post("alicia", withStamp("Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", 1));
  await h.settle();
  // The block's round is not out at the relay: the service says the dice wait, and rolls nothing else.
  await until("the word that the dice wait", () => h.replies(pool.topic_id).find((r) => r.raw.includes(`${roundAfter(QUICKNET, REVISED_AT)}`)));
}, 120_000);
afterAll(async () => { await forum?.close(); });

const docUrl = () => `${h.service.url}/.well-known/gf-dice.json`;
const host = () => new URL(h.sandbox.url).host;

describe("staff re-dating a player's topic under the service's clock", () => {
  it("the operator moves the player's topic to a second before round 657413 and signs that round: gf verify refuses it, naming the clock's round (en, es)", async () => {
    // By V.1's rule the re-dated post's round is 657413, and the operator has it: a roll every check of v3 before the clock passed.
    forged = await redatedRoll(h, pool, REDATED);
    const shown = await (await fetch(`${h.sandbox.url}/posts/${pool.id}.json`)).json() as { created_at: string; version: number };
    expect([Date.parse(shown.created_at), shown.version]).toEqual([REDATED, 1]);
    const want = roundAfter(QUICKNET, Date.parse(((await (await fetch(`${h.sandbox.url}/posts/${forum.clockPost}/revisions/2.json`)).json()) as { created_at: string }).created_at));
    expect(want).toBe(ROUND + 30);
    const args = [forged, "--well-known", docUrl(), "--at", new Date(REDATED).toISOString(), "--context", `${host()}/${pool.topic_id}/${pool.id}/0`, "--pool", "d12 d12 d12"];
    const en = await gf(["verify", ...args]);
    expect(en.code).toBe(1);
    expect(en.err).toMatch(new RegExp(`the beacon is from round ${ROUND}, but the service's clock requires the first round after its revision of \\S+, round ${want}: the post's date, which staff can move, does not choose the round \\(check "clock"\\)`));
    const es = await gf(["verify", ...args], "es");
    expect(es.code).toBe(1);
    expect(es.err).toContain(`la baliza es de la ronda ${ROUND}, pero el reloj del servicio exige la primera ronda tras su revisión`);
  }, 90_000);

  it("gf audit refuses the same roll in the log", async () => {
    if (!forged) throw new Error("the first test made no roll");
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`does not verify: the beacon is from round ${ROUND}, but the service's clock requires the first round after its revision`));
  }, 90_000);
});

// The clock turned off (docs/verifiable-dice.md §V.11, "Which blocks"): the operator restarts the service
// with dice.clock false (GF_DICE_CLOCK=false), so a player's post no longer needs the clock's version, posts
// nothing in its topic about it, and re-dates the player's topic to choose the round by V.1's rule again.
// The clock post stays in the commitment topic, numbered before the player's post: every verifier
// requires that post's stamp, and a roll of a post that names none is refused ("clock-stamp").
describe("the clock turned off, the topic re-dated", () => {
  let off: { id: number; topic_id: number };
  let offForged = "";
  /** What `gf audit --state` keeps between audits: the clock post among the posts it read. */
  const state = join(mkdtempSync(join(tmpdir(), "gf-clock-state-")), "audit.json");

  it("the operator restarts the service without its clock, re-dates a player's unstamped post and signs round 657413: gf verify refuses it, for the post names no version of the clock (en, es)", async () => {
    await restartService(h, async () => {}, { ...forum.config, dice: { tips: false, clock: false } });
    // An honest operator who turns the clock off is told what verifiers will do with its rolls.
    await until("the warning that the clock is off", () => h.log.lines.find((l) => String(l.msg).startsWith("dice: dice.clock is off") && l.post === forum.clockPost));
    forum.at(REVISED_AT + 120_000);
    off = await h.post("alicia", "Ataco otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    expect(off.id).toBeGreaterThan(forum.clockPost);
    offForged = await redatedRoll(h, off, REDATED);
    const args = [offForged, "--well-known", docUrl(), "--at", new Date(REDATED).toISOString(), "--context", `${host()}/${off.topic_id}/${off.id}/0`, "--pool", "d12 d12 d12"];
    const en = await gf(["verify", ...args]);
    expect([en.code, en.err]).toEqual([1, expect.stringContaining(`post ${off.id} does not name one version of the service's clock ([dice-clock]: #n, which the forum's composer writes): without it, whoever moves the post's date chooses the round (check "clock")`)]);
    const es = await gf(["verify", ...args], "es");
    expect([es.code, es.err]).toEqual([1, expect.stringContaining(`el mensaje ${off.id} no nombra una sola versión del reloj del servicio ([dice-clock]: #n, que escribe el editor del foro): sin ella, quien mueva la fecha del mensaje elige la ronda (comprobación «reloj»)`)]);
  }, 120_000);

  it("gf audit refuses it in the log", async () => {
    if (!offForged) throw new Error("the first test made no roll");
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url, "--state", state]);
    expect(audited.code).toBe(1);
    expect(audited.out).toMatch(new RegExp(`does not verify: post ${off.id} does not name one version of the service's clock`));
  }, 90_000);

  // The clock post made to disappear from readers (§V.11): here the service's account edits its clock text
  // away. A verifier that kept nothing of the topic knows no clock any more: the roll's checks hold by V.1's
  // rule, but a topic with no clock fixes no round, so gf verify says it is NOT fully verified ("Where no
  // clock fixes the round"), while `gf audit --state` remembers the clock post it saw and refuses the roll.
  it("the operator edits its clock post's text away: gf verify, which keeps nothing, finds every check held and says NOT fully verified; gf audit --state refuses the topic and the roll", async () => {
    if (!offForged) throw new Error("the first test made no roll");
    await h.edit("gf-dice", forum.clockPost, "Nothing to see here any more: this post used to be something else.");
    const args = [offForged, "--well-known", docUrl(), "--at", new Date(REDATED).toISOString(), "--context", `${host()}/${off.topic_id}/${off.id}/0`, "--pool", "d12 d12 d12"];
    const verified = await gf(["verify", ...args]);
    expect([verified.code, verified.out]).toEqual([0, expect.stringContaining(`NOT fully verified: no clock of the service fixes post ${off.id}'s round`)]);
    const audited = await gf(["audit", h.service.url, "--forum-url", h.sandbox.url, "--state", state]);
    expect(audited.code).toBe(1);
    expect(audited.out).toContain(`post ${forum.clockPost} of the commitment topic held text`);
    expect(audited.out).toMatch(new RegExp(`does not verify: post ${off.id} does not name one version of the service's clock`));
  }, 90_000);
});
