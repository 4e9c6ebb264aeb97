// Reminders through the topic-flow runner's deadlines (TopicFlow due/tick on the service's sweep), on
// the sandbox forum and a real SQLite store, with the service's clock moved forward by the test:
// - FA-TOOL-1: a Facetas conflict that waits for someone reminds them once after the table's idle time
//   (the opening's `ajuste remindHours`, else the forum's gameSettings.facetas.remindHours, else the
//   group's game.maxWaitHours); a move starts a new wait, and its reminder answers that move.
// - PJ-TOOL-10: while a Pujas auction seals, each player who has not sealed is reminded by name a
//   quarter of the time to seal before the deadline (or the forum's sealReminderHours), once.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { readTopicRecord } from "../../../src/games/facetas/flow/index.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { readPujasTopic } from "../../../src/games/pujas/flow/index.js";
import { systemClock, type Clock } from "../../../src/service/clock.js";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { harness, type Harness } from "../harness.js";
import { until } from "../../support/until.js";
import { wikiSheet } from "./support.js";
import { ruleLink } from "../../support/rule-link.js";

const HOUR = 3_600_000;
const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\nfaceta Sin pegar ojo: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const ADVERSARY = "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nph: 1\n[/fa-ficha]";

/** A harness whose service clock the test moves forward. */
async function skewed(seed: string, config: Record<string, unknown>): Promise<{ h: Harness; clock: Clock; skip(ms: number): void }> {
  let skew = 0;
  const clock: Clock = { now: () => systemClock.now() + skew, sleep: (ms) => systemClock.sleep(ms) };
  const h = await harness({ seed, clock, sandbox: { players: ["ana", "bruno", "carla"] }, config: { ...config, game: { reminderSweepMs: 30, maxWaitHours: 72 } } });
  return { h, clock, skip: (ms) => { skew += ms; } };
}

async function say(h: Harness, username: string, raw: string, topicId?: number) {
  const post = await h.post(username, raw, topicId);
  await h.settle();
  return { post, replies: h.replies(post.topic_id).filter((r) => r.replyTo === post.post_number).map((r) => r.raw) };
}

/** The replies to a post once there are `count` of them (the sweep runs every 30 ms; waits for the condition, not for a time). */
async function repliesTo(h: Harness, topicId: number, postNumber: number, count: number): Promise<string[]> {
  return until(`${count} replies to post #${postNumber}`, async () => {
    await h.settle();
    const replies = h.replies(topicId).filter((r) => r.replyTo === postNumber).map((r) => r.raw);
    return replies.length >= count && replies;
  });
}

async function flowRow(h: Harness, topicId: number) {
  const row = readFlowRow((await h.service.store.getFlow(topicId))!.state);
  if (!row.ok) throw new Error(row.error.code);
  return row.value;
}
const flowRecord = async (h: Harness, topicId: number): Promise<unknown> => (await flowRow(h, topicId)).record;

describe("Facetas reminders (FA-TOOL-1)", () => {
  let t: Awaited<ReturnType<typeof skewed>>;
  beforeAll(async () => { t = await skewed("facetas-reminders", { categoryGame: { "1": "facetas" }, gameSettings: { facetas: { remindHours: 2 } } }); }, 60_000);
  afterAll(async () => { await t.h.close(); });

  const facetas = async (topicId: number) => {
    const r = readTopicRecord(await flowRecord(t.h, topicId));
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  // The reminder is the runner's, kept in the topic's row (TopicFlow.reminder), not in the game's record.
  const remindOf = async (topicId: number) => (await flowRow(t.h, topicId)).remind;

  it("FA-TOOL-1: the opening's `ajuste remindHours: 5` reminds the Protagonist once, after 5 h, in Spanish, with what they may do; a move starts a new wait for the Adversary", async () => {
    const open = await say(t.h, "moderadora", `[fa-conflicto]\nprotagonista: ana\nadversario: bruno\najuste remindHours: 5\n[/fa-conflicto]\n\n${MARK}\n\n${ADVERSARY}`);
    expect(open.replies).toHaveLength(1);
    // The table confirms its idle time with the other settings, in words, marked as its own; its key in the fold.
    expect(open.replies[0]).toContain("; recordatorio tras 5 h sin jugar (cambiado)");
    expect(open.replies[0]).toContain(`- \`remindHours: 5\` * (${ruleLink("FA-TOOL-1", "es")})`);
    const topicId = open.post.topic_id;
    const r = await facetas(topicId);
    expect(r.remindHours).toBe(5);
    let remind = await remindOf(topicId);
    expect(remind?.users).toEqual(["ana"]);
    expect(remind!.at).toBeGreaterThan(t.clock.now() + 5 * HOUR - 60_000);
    expect(remind!.at).toBeLessThanOrEqual(t.clock.now() + 5 * HOUR);
    t.skip(5 * HOUR + 1_000);
    const replies = await repliesTo(t.h, topicId, open.post.post_number, 2);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toMatch(/^Recordatorio: la partida espera desde hace 5 h \(\[FA-TOOL-1\]\(\/plugins\/genrefuzzion\/rules\/es\.html[^)]*#fa-tool-1\)\)\.\n\n\*\*Pendiente\*\*\n- @ana, es tu turno \(Protagonista\): /);
    // Once per wait: nothing is due any more.
    expect(await remindOf(topicId)).toBeUndefined();
    // ana passes: the conflict now waits for bruno, from this post's time.
    const pass = await say(t.h, "ana", "[fa-turno]\npaso\n[/fa-turno]", topicId);
    expect(pass.replies).toHaveLength(1);
    remind = await remindOf(topicId);
    expect(remind?.users).toEqual(["bruno"]);
    t.skip(5 * HOUR + 1_000);
    const next = await repliesTo(t.h, topicId, pass.post.post_number, 2);
    expect(next[1]).toMatch(/^Recordatorio: la partida espera desde hace 5 h \(\[FA-TOOL-1\]\(\/plugins\/genrefuzzion\/rules\/es\.html[^)]*#fa-tool-1\)\)\.\n\n\*\*Pendiente\*\*\n- @bruno, es tu turno \(Adversario\): /);
    expect(next[1]).not.toContain("@ana");
  });

  it("FA-TOOL-1: without the table's setting, the forum's gameSettings.facetas.remindHours (2 h) applies; written in English, reminded in the table's Spanish", async () => {
    const open = await say(t.h, "moderadora", `[fa-conflict]\nprotagonist: ana\nadversary: bruno\n[/fa-conflict]\n\n${MARK}\n\n${ADVERSARY}`);
    expect(open.replies).toHaveLength(1);
    expect(open.replies[0]).toContain("; recordatorio tras 2 h sin jugar");
    expect(open.replies[0]).toContain(`- \`remindHours: 2\` (${ruleLink("FA-TOOL-1", "es")})`);
    const topicId = open.post.topic_id;
    const r = await facetas(topicId);
    expect(r.remindHours).toBeUndefined();
    const remind = await remindOf(topicId);
    expect(remind!.at).toBeLessThanOrEqual(t.clock.now() + 2 * HOUR);
    expect(remind!.at).toBeGreaterThan(t.clock.now() + 2 * HOUR - 60_000);
    t.skip(2 * HOUR + 1_000);
    const replies = await repliesTo(t.h, topicId, open.post.post_number, 2);
    expect(replies[1]).toMatch(/^Recordatorio: la partida espera desde hace 2 h \(\[FA-TOOL-1\]\(\/plugins\/genrefuzzion\/rules\/es\.html[^)]*#fa-tool-1\)\)\.\n\n\*\*Pendiente\*\*\n- @ana, es tu turno \(Protagonista\): /);
  });
});

describe("Pujas: a reminder before the time to seal ends (PJ-TOOL-10)", () => {
  let t: Awaited<ReturnType<typeof skewed>>;
  beforeAll(async () => { t = await skewed("pujas-seal-reminder", { categoryGame: { "1": "pujas" } }); }, 60_000);
  afterAll(async () => { await t.h.close(); });

  it("PJ-TOOL-10: a quarter of the time to seal before the deadline, each player who has not sealed is reminded by name, once; who sealed is not; the deadline then closes the sealing", async () => {
    const open = await say(t.h, "ana", "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\nplazo para sellar: 8\n[/pj-mesa]");
    const topicId = open.post.topic_id;
    await say(t.h, "ana", "[pj-turno]\npasar\n[/pj-turno]", topicId);
    await say(t.h, "bruno", "[pj-turno]\npasar\n[/pj-turno]", topicId);
    const lap = await say(t.h, "carla", "[pj-turno]\npasar\n[/pj-turno]", topicId);
    expect(lap.replies[0]).toContain("Plazo para sellar las pujas de la escena 1");
    const seal = commitmentOf({ table: `topic-${topicId}`, auction: "scene-1", player: "ana", bid: 2, nonce: "a1".repeat(32) }, nodeCrypto);
    const sealed = await say(t.h, "ana", `[pj-puja subasta=scene-1]\nsello: ${seal}\n[/pj-puja]`, topicId);
    expect(sealed.replies).toHaveLength(1);
    const read = readPujasTopic(await flowRecord(t.h, topicId));
    if (!read.ok) throw new Error(read.error.code);
    // 8 h to seal: the reminder is due 2 h before the deadline.
    expect(read.value.sealRemindAt).toBe(read.value.sealBy! - 2 * HOUR);
    t.skip(6 * HOUR + 1_000);
    const replies = await repliesTo(t.h, topicId, sealed.post.post_number, 2);
    expect(replies).toHaveLength(2);
    const lines = replies[1]!.split("\n").filter((l) => l && !l.startsWith("<!--"));
    expect(lines).toEqual([
      expect.stringMatching(/^@bruno: aún no has sellado tu puja para la escena 1; el plazo acaba el \d{4}-\d\d-\d\d \d\d:\d\d UTC y quien no sella puja 0 \(\[PJ-TOOL-10\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#pj-tool-10\)\)\.$/),
      expect.stringMatching(/^@carla: aún no has sellado tu puja para la escena 1; /),
    ]);
    const after = readPujasTopic(await flowRecord(t.h, topicId));
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.sealRemindAt).toBeNull();
    expect(after.value.auction).toMatchObject({ stage: "committing" });
    // The deadline itself: bruno and carla bid 0; no second reminder came before it.
    t.skip(2 * HOUR);
    const closed = await repliesTo(t.h, topicId, sealed.post.post_number, 3);
    expect(closed).toHaveLength(3);
    expect(closed[2]).toContain(`@bruno, @carla pujan 0 (${ruleLink("PJ-TOOL-09", "es")})`);
  });
});

describe("Tricube reminders (TT-TOOL-11), the runner's as every game's", () => {
  let t: Awaited<ReturnType<typeof skewed>>;
  beforeAll(async () => { t = await skewed("tricube-reminders", { categoryGame: { "1": "tricube" } }); }, 60_000);
  afterAll(async () => { await t.h.close(); });

  it("TT-TOOL-11: after the group's maximum wait (72 h) the player on turn is reminded once, @mentioned, with what they are asked; a table that moved on is not", async () => {
    await wikiSheet(t.h, "ana", "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]");
    const open = await say(t.h, "moderadora", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 4\nesfuerzo: 3\n[/tt-desafio]");
    expect(open.replies).toHaveLength(1);
    const topicId = open.post.topic_id;
    expect((await flowRow(t.h, topicId)).remind?.users).toEqual(["ana"]);
    t.skip(72 * HOUR + 1_000);
    const replies = await repliesTo(t.h, topicId, open.post.post_number, 2);
    expect(replies[1]).toMatch(/^Recordatorio: la partida espera desde hace 72 h \(\[TT-TOOL-11\]\([^)]*#tt-tool-11\)\)\.\n\n\*\*Pendiente\*\*\n/);
    expect(replies[1]).toContain("Turno de: @ana");
    expect((await flowRow(t.h, topicId)).remind).toBeUndefined();
    // Maga rolls: a move starts a new wait, from this post's time, for whoever the table waits for now.
    const rolled = await say(t.h, "ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", topicId);
    expect(rolled.replies).toHaveLength(1);
    const next = (await flowRow(t.h, topicId)).remind;
    if (next) expect(next.at).toBeGreaterThan(t.clock.now() + 72 * HOUR - 60_000);
  });
});
