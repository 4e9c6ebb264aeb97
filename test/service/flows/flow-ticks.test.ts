// The runner's deadlines and its contract with any game, on a toy flow written here (a game the
// registry does not know, so nothing but the runner is under test): `due`/`tick` run by the service's
// sweep with verifiable rolls of their own, a refusal's line quoted inertly, a flow that asks for dice
// it cannot have answered by nobody, the runner's row kept game-agnostic, and an applied post's edit told
// the move stands when the flow says what its moves are.
import { afterEach, describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { err, gfError, ok } from "../../../src/lib/result.js";
import type { TopicFlow } from "../../../src/lib/topic-flow.js";
import { systemClock, type Clock } from "../../../src/service/clock.js";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { harness, verifyProofs, type Harness } from "../harness.js";

const record = z.object({ count: z.int(), due: z.int().nullable(), rolled: z.array(z.int()) }).strict();
type Countdown = z.infer<typeof record>;

/** "cuenta N": the topic waits N ms, then the sweep's tick rolls 2d6 and ends the countdown. */
const countdown: TopicFlow<Countdown, never> = {
  game: "countdown",
  read: (json) => { const r = record.safeParse(json); return r.success ? ok(r.data) : err(gfError("countdown.unreadable")); },
  step(rec, post, ctx) {
    const m = /^cuenta (\d+)$/m.exec(post.raw);
    if (!m) return /^cuenta/m.test(post.raw) ? { kind: "refused", line: post.raw.split("\n").findIndex((l) => l.startsWith("cuenta")) + 1, code: "countdown.number",
      message: ctx.lang === "es" ? "[gf-pool] no es un número" : "[gf-pool] is not a number" } : { kind: "ignored" };
    return { kind: "played", record: { count: (rec?.count ?? 0) + 1, due: ctx.now + Number(m[1]), rolled: rec?.rolled ?? [] }, reply: `Cuenta atrás ${rec ? (rec.count + 1) : 1}. El tiempo corre desde ahora.`, sheets: [] };
  },
  due: (rec) => rec.due ?? undefined,
  tick(rec, _now, ctx) {
    const r = ctx.roll(0, [6, 6]);
    if (!r.ok) return { kind: "refused", line: 1, code: r.error.code, message: r.error.code, dice: true };
    const sum = r.value.dice.reduce((a, d) => a + d.face, 0);
    return { kind: "played", record: { ...rec, due: null, rolled: [...rec.rolled, sum] }, reply: `¡Tiempo! Suma ${sum}.\n\nprueba=${r.value.proof}`, sheets: [] };
  },
};

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

/** The service's clock, moved on by the test: a countdown falls due when the test says, never while a loaded machine is slow. */
let skew = 0;
const clock: Clock = { now: () => systemClock.now() + skew, sleep: (ms) => systemClock.sleep(ms) };
/** Longer than any test here runs: a countdown of it is due only once the clock is moved on. */
const LATER = 10 * 60_000;

describe("the topic-flow runner's ticks", () => {
  it("a due tick runs once from the sweep, rolls verifiably keyed to the last post, and answers it", async () => {
    skew = 0;
    h = await harness({ flows: { countdown }, clock, config: { categoryGame: { "1": "countdown" }, game: { reminderSweepMs: 30 } } });
    const p = await h.post("alicia", `Empieza la cuenta atrás.\ncuenta ${LATER}`);
    await h.settle();
    expect(h.replies(p.topic_id).map((r) => r.raw)).toEqual([expect.stringMatching(/^Cuenta atrás 1\./)]);
    // A whole sweep before the countdown is due runs no tick.
    await h.service.sweep();
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
    // Due: the first sweep that begins after the clock moved runs it (the timer's, or this one).
    skew += LATER;
    await h.service.sweep();
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(2);
    // Two more whole sweeps: the tick never runs twice.
    await h.service.sweep();
    await h.service.sweep();
    await h.settle();
    const replies = h.replies(p.topic_id);
    expect(replies).toHaveLength(2);
    expect(replies[1]!.replyTo).toBe(p.post_number);
    expect(replies[1]!.raw).toMatch(/^¡Tiempo! Suma (\d+)\./);
    expect(await verifyProofs(h.service.url, replies[1]!.raw)).toBe(1);
    expect((await h.service.store.rolledBlocks(p.id)).map((b) => [b.blockIndex, b.pool])).toEqual([[1000, "d6 d6"]]);
    const row = readFlowRow((await h.service.store.getFlow(p.topic_id))!.state);
    expect(row.ok && [row.value.game, row.value.ticks, row.value.applied]).toEqual(["countdown", 1, [p.id]]);
  });

  it("a refusal quotes its line as code and escapes the game's message; an edit that fixes it plays", async () => {
    h = await harness({ flows: { countdown }, config: { categoryGame: { "1": "countdown" } } });
    const p = await h.post("alicia", "Hola.\ncuenta `x` [gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id).map((r) => r.raw);
    expect(reply).toMatch(/^@alicia, no puedo aplicar tu mensaje a la partida\. En la línea 2:\n\n> ``cuenta `x` \[gf-pool\]``\n\n&#91;gf-pool&#93; no es un número\. No ha cambiado nada/);
    expect(await h.service.store.getFlow(p.topic_id)).toBeUndefined();
    await h.edit("alicia", p.id, "Hola de nuevo.\ncuenta 100000");
    await h.settle();
    expect(h.replies(p.topic_id).map((r) => r.raw)).toEqual([reply, expect.stringMatching(/^Cuenta atrás 1\./)]);
  });
});

describe("the runner and an applied post's edits", () => {
  /** The countdown, saying what its moves are: its "cuenta" line. */
  const withMoves: TopicFlow<Countdown, never> = { ...countdown, moves: (post) => /^cuenta .*$/m.exec(post.raw)?.[0] };

  it("an edit that changes the moves is told, in the category's language and once per new text, that the move stands; the row keeps each applied post's digest", async () => {
    h = await harness({ flows: { countdown: withMoves }, config: { categoryGame: { "1": "countdown" }, lang: "en" } });
    const p = await h.post("alicia", "Empieza la cuenta atrás.\ncuenta 100000");
    await h.settle();
    const row = readFlowRow((await h.service.store.getFlow(p.topic_id))!.state);
    expect(row.ok && Object.keys(row.value.digests ?? {})).toEqual([String(p.id)]);
    await h.edit("alicia", p.id, "Hi, counting down now.\ncuenta 100000");
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
    await h.edit("alicia", p.id, "Empieza la cuenta atrás.\ncuenta 5");
    await h.settle();
    await h.edit("alicia", p.id, "Again, counting down.\ncuenta 5");
    await h.settle();
    const replies = h.replies(p.topic_id).map((r) => r.raw);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^@alicia, you edited your post after it was applied\. Your move stands as you first posted it \(\[see the post\]\(http:\/\/[^)]+\/t\/\d+\/1\)\)/);
    // The record is the first post's: the edit applied nothing.
    const after = readFlowRow((await h.service.store.getFlow(p.topic_id))!.state);
    expect(after.ok && after.value.record).toEqual({ count: 1, due: expect.any(Number), rolled: [] });
  });

  it("a flow that does not say what its moves are only logs the edit", async () => {
    h = await harness({ flows: { countdown }, config: { categoryGame: { "1": "countdown" } } });
    const p = await h.post("alicia", "Empieza la cuenta atrás.\ncuenta 100000");
    await h.settle();
    await h.edit("alicia", p.id, "Empieza la cuenta atrás.\ncuenta 5");
    await h.settle();
    expect(h.replies(p.topic_id)).toHaveLength(1);
    const row = readFlowRow((await h.service.store.getFlow(p.topic_id))!.state);
    expect(row.ok && row.value.digests).toBeUndefined();
  });
});
