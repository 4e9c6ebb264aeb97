// The service's clock (docs/verifiable-dice.md §V.11) against the real service and its sandbox forum, the
// sandbox as strict as Discourse on revisions: within the edit grace period (300 s here, Discourse's
// default) only a new edit reason makes a revision at once (PostRevisor#edit_reason_specified?). An
// operator with quicknet keeps a clock post in its commitment topic; a player's post that names its
// version v makes the service revise it, and the block rolls the first round after revision v+1's
// created_at, not after the post's. A local relay serves the recorded round 657413; the forum's clock
// puts the post 40 s before that round and the clock's revision in the 3 s before it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { withStamp } from "../../src/dice/clock.js";
import { QUICKNET, roundAfter } from "../../src/dice/drand.js";
import { decodeProof } from "../../src/dice/proof.js";
import type { Harness } from "./harness.js";
import { until } from "../support/until.js";
import { BEFORE_ROUND, clockForum, ROUND, type ClockForum } from "./clock-forum.js";

/** Revision 2 of the clock is made in the 3 s before round 657413 is out: its round is that one. */
const REVISED_AT = BEFORE_ROUND;
const POSTED_AT = REVISED_AT - 40_000;
let forum: ClockForum;
let h: Harness;
let clockPost = 0;

beforeAll(async () => {
  forum = await clockForum(POSTED_AT - 120_000);
  ({ h, clockPost } = forum);
  forum.at(POSTED_AT);
  forum.reviseAt(REVISED_AT);
}, 120_000);
afterAll(async () => { await forum?.close(); });

const revision = async (post: number, n: number) => fetch(`${h.sandbox.url}/posts/${post}/revisions/${n}.json`);

describe("the service's clock", () => {
  it("a post naming the clock's version 1 makes revision 2 at once (a new edit reason, within the grace period), and rolls the round after it, not after the post", async () => {
    expect(h.sandbox.forum.posts.get(clockPost)!.version).toBe(1);
    const posted = await h.post("alicia", withStamp("Ataco.\n\n[gf-pool]\nd8 d6 d4\n[/gf-pool]", 1));
    await h.settle();
    const roll = await until("the roll", () => h.replies(posted.topic_id).find((r) => r.raw.includes("[gf-roll")));
    const proof = decodeProof(/gf3\.[A-Za-z0-9_-]+/.exec(roll.raw)![0]);
    if (!proof.ok || proof.value.record.version !== 3) throw new Error("no v3 proof");
    const clock = h.sandbox.forum.posts.get(clockPost)!;
    expect([clock.version, clock.editReason, clock.raw.includes("`gf-dice-clock 2`")]).toEqual([2, "clock 2", true]);
    const r2 = await revision(clockPost, 2);
    expect(r2.status).toBe(200);
    const at = Date.parse(((await r2.json()) as { created_at: string }).created_at);
    expect(at).toBeGreaterThanOrEqual(REVISED_AT);
    // The record keeps the forum's time for the block (V.1); the round is the one after the clock's revision.
    expect(proof.value.record.time).toBe(POSTED_AT);
    expect(proof.value.record.beacon?.round).toBe(ROUND);
    expect(roundAfter(QUICKNET, POSTED_AT)).not.toBe(ROUND);
    expect(roundAfter(QUICKNET, at)).toBe(ROUND);
  }, 60_000);

  it("a post without a stamp (typed outside the composer) is answered, not rolled, in the table's language, its text untouched", async () => {
    const raw = "Otra vez.\n\n[gf-pool]\nd6 d6\n[/gf-pool]";
    const posted = await h.post("alicia", raw);
    await h.settle();
    const answer = await until("the answer", () => h.replies(posted.topic_id).find((r) => r.raw.includes("@alicia")));
    expect(answer.raw).toContain("no nombra ninguna versión del reloj del servicio de dados");
    expect(answer.raw).toContain("Publica la reserva de nuevo con el botón Responder del foro");
    // With the clock on by default for a beacon operator, a forum whose plugin does not stamp yet is told what to set.
    expect(answer.raw).toContain(`Si lo enviaste con el editor, falta que la administración del foro ponga el ajuste \`gf_clock_post\` del plugin a ${clockPost}, el mensaje del reloj.`);
    expect(h.replies(posted.topic_id).some((r) => r.raw.includes("[gf-roll"))).toBe(false);
    expect(h.sandbox.forum.posts.get(posted.id)!.raw).toBe(raw);
  }, 60_000);

  it("a post naming a version already followed by a revision when the forum dated it is answered: its round may have been known", async () => {
    forum.at(REVISED_AT + 10_000);
    const posted = await h.post("alicia", withStamp("Y otra.\n\n[gf-pool]\nd4\n[/gf-pool]", 1));
    await h.settle();
    const answer = await until("the answer", () => h.replies(posted.topic_id).find((r) => r.raw.includes("@alicia")));
    expect(answer.raw).toContain("la versión 1 del reloj que nombra ya tenía una revisión posterior");
    expect(h.sandbox.forum.posts.get(clockPost)!.version).toBe(2);
  }, 60_000);
});
