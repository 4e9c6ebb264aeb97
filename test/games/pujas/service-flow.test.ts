// Pujas played by the service through the topic-flow runner (src/service/flows), on a real sandbox
// forum and a real store (a SQLite file, then a PostgreSQL server), with seeded dice: the table opened by a [pj-mesa], the books written
// into that opening post and kept current by the runner's conflict-safe writer, the Tenet lap, the
// sealed auction with a tie broken by seating, an interrupt, a Complication whose every d10 is a
// verifiable roll, a Challenge and a Fine, Recovery at the scene's end, and the next auction closed by
// the reveal deadline (the sweep's tick), and the one after by the sealing deadline (PJ-TOOL-09). Every purse balances against the Bank on the ledger post.
import { PLUGIN_README_POSTING } from "../../../src/sandbox/post-validator.js";
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { pujasTableOf, readPujasTopic, type PujasTopic } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost, type LedgerNode } from "../../../src/games/pujas/markup/index.js";
import type { Clock } from "../../../src/service/clock.js";
import { systemClock } from "../../../src/service/clock.js";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { harness, verifyProofs, type Harness } from "../../service/harness.js";
import { databaseOf, exportAndReplay, flowBackends, topicSession, type TopicSession } from "../../service/flows/support.js";
import { budget } from "../../support/budget.js";
import { ruleLink } from "../../support/rule-link.js";

// Each case plays a dozen posts, each answered through the forum's webhook and the service's outbox: 30 s
// on an idle machine, more on a loaded one (at load 25 the Jest default of 30 s failed a case that was only slow).
jest.setTimeout(budget(30_000));

const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) };
const HOUR = 3_600_000;

let h: Harness;
let session: TopicSession;
let openingId = 0;
/** The service's clock, moved forward by the test to reach the reveal deadline. */
let skew = 0;
const clock: Clock = { now: () => systemClock.now() + skew, sleep: (ms) => systemClock.sleep(ms) };

const say = (username: string, raw: string) => session.say(username, raw);

/** A post that must play: exactly one reply, and it is no refusal. */
async function play(username: string, raw: string): Promise<string> {
  const r = await say(username, raw);
  expect(r.replies).toHaveLength(1);
  expect(r.replies[0]).not.toMatch(/no puedo aplicar|can't apply/);
  return r.replies[0]!;
}

const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
const seal = (p: string, bid: number, auction: string) =>
  `[pj-bid auction=${auction}]\nseal: ${commitmentOf({ table: `topic-${session.topicId}`, auction, player: p, bid, nonce: NONCE[p]! }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: string, bid: number, auction: string) => `[pj-bid auction=${auction}]\nbid: ${bid}\nsecret: ${NONCE[p]}\n[/pj-bid]`;

async function record(): Promise<PujasTopic> {
  const row = readFlowRow((await h.service.store.getFlow(session.topicId))!.state);
  if (!row.ok) throw new Error(row.error.code);
  const r = readPujasTopic(row.value.record);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/**
 * One whole sweep of the service, begun now (its due ticks on the test's clock, and any books' write a
 * post left pending), and every reply and write it made delivered.
 */
async function sweep(): Promise<void> {
  await h.service.sweep();
  await h.settle();
}

/** The books as the forum shows them in the opening post, after the runner's writes (a post's, or a sweep's). */
async function ledger(): Promise<LedgerNode> {
  await sweep();
  const raw = h.sandbox.forum.posts.get(openingId)!.raw;
  const block = parsePujasPost(raw).find((b) => b.block === "ledger");
  expect(block?.errors).toEqual([]);
  return block!.node as LedgerNode;
}

/** PJ-COIN-1: what the ledger post shows balances against the Bank (no prize coins are pending). */
async function balanced(): Promise<void> {
  const l = await ledger();
  const purses = Object.values(l.purses).reduce((a, b) => a + b, 0);
  expect(purses + l.table + l.bank).toBe(3 * 25);
}

const backends = flowBackends("gf_pujas_flow");

describe.each(backends)("Pujas through the service (%s)", (_name, store) => {
  let database = "";
  beforeAll(async () => {
    openingId = 0;
    skew = 0;
    const config = await store();
    h = await harness({ seed: "pujas-flow", clock, sandbox: { players: ["ana", "bruno", "carla"], posting: PLUGIN_README_POSTING },
      config: { ...config, categoryGame: { "1": "pujas" }, categoryLang: { "1": "en" }, game: { reminderSweepMs: 30 } } });
    session = topicSession(h);
    database = databaseOf(h, config);
  }, budget(60_000));
  afterAll(async () => { await h.close(); });

  // An English table (the category's language) opened with Spanish keywords: understood, and answered and kept in English.
  it("PJ-SETUP-1 PJ-SETUP-2: a [pj-mesa] opens the table; the runner writes the books into that post, under the setup", async () => {
    const r = await say("ana", "La partida del puerto.\n\n[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\nplazo: 1\n[/pj-mesa]\n\n¡Suerte!");
    openingId = r.post.id;
    expect(r.replies).toEqual([expect.stringContaining("Table open: ana, bruno, carla; ana starts.")]);
    expect(r.replies[0]).toContain("- 25 coins each, Recovery 5\n- 1 h to reveal");
    await h.settle();
    const raw = h.sandbox.forum.posts.get(openingId)!.raw;
    expect(raw).toMatch(/^La partida del puerto\.\n\n\[pj-mesa\][\s\S]*\[\/pj-mesa\]\n\n\[pj-ledger\]\nscene: 0\nwaiting tenet: ana\npurse ana: 25\n[\s\S]*\[\/pj-ledger\]\n\n¡Suerte!$/);
    expect(h.sandbox.forum.posts.get(openingId)!.editReason ?? "").toMatch(/^Pujas books: PJ-SETUP-1/);
  });

  it("PJ-TENET-1: the Tenet lap; a Tenet costs 1 coin and shows on the ledger post", async () => {
    expect(await play("ana", turn("story element: the harbour never sleeps"))).toContain("line 2 · Tenet · 1 coin");
    await play("bruno", turn("pass"));
    expect(await play("carla", turn("pass"))).toContain("Sealed bids still to come from: @ana, @bruno, @carla");
    expect(await ledger()).toMatchObject({ purses: { ana: 24, bruno: 25, carla: 25 }, bank: 1, tenets: [{ id: 1, kind: "story", text: "the harbour never sleeps" }] });
  });

  it("PJ-BID-2 PJ-BID-4: sealed bids, an early reveal refused quoting its line, reveals, and a tie broken by seating order", async () => {
    await play("ana", seal("ana", 3, "scene-1"));
    const early = await say("ana", reveal("ana", 3, "scene-1"));
    expect(early.replies[0]).toMatch(/^@ana, I can't apply your post to the game\. On line 1:\n\n> `\[pj-bid auction=scene-1\]`/);
    expect(early.replies[0]).toContain("sealed bids are still missing from bruno, carla: no one reveals before ([PJ-BID-2](");
    await play("bruno", seal("bruno", 1, "scene-1"));
    await play("carla", seal("carla", 3, "scene-1"));
    expect((await record()).revealBy).not.toBeNull();
    await play("ana", reveal("ana", 3, "scene-1"));
    await play("bruno", reveal("bruno", 1, "scene-1"));
    const last = await play("carla", reveal("carla", 3, "scene-1"));
    expect(last).toContain(`(${ruleLink("PJ-BID-4", "en")})`);
    // ana and carla tie at 3: counting from the first player's left (bruno, carla, ana), carla wins.
    expect(await ledger()).toMatchObject({ scene: 1, narrator: "carla", turn: "carla", table: 3, purses: { ana: 24, bruno: 25, carla: 22 } });
    await balanced();
  });

  it("PJ-FRAME-2 PJ-ANY-1 PJ-TURN-5 PJ-CPX-1…7: an interrupt, then a Complication whose d10s are verifiable rolls of the post", async () => {
    const framing = await say("ana", turn("interrupt"));
    expect(framing.replies[0]).toContain("no interrupting until the first Event ([PJ-FRAME-2](");
    await play("carla", turn("place: the docks", "component: Harbour (Busy, Foggy)", "event: a ship burns"));
    const cut = await play("ana", turn("interrupt", "component: Smuggler (Sly)", "end turn"));
    expect(cut).toContain("line 2 · interrupt · 1 coin");
    // The turn notice @mentions whom the game waits for, every time, and the outbox's guard lets it through (TopicFlow.waitingFor): it read "bruno's turn".
    expect(cut).toMatch(/^@bruno's turn$/m);
    const cx = await play("bruno", turn("complication c1: Harbour, Smuggler", "dice c1 bruno: 2 (a storm)", "end turn"));
    expect(cx).toContain("the Complication \"c1\" starts. Confirm which Components are involved (Harbour, Smuggler)");
    const tr = await play("carla", turn("dice c1 carla: Harbour/Busy", "resolve: c1"));
    expect(tr).toContain(`does the Trait "Busy" of Harbour apply to carla's pool in "c1"? (${ruleLink("PJ-CPX-3", "en")})`);
    await play("ana", turn("resolve: c1"));
    const rolled = await say("bruno", turn("resolve: c1"));
    expect(rolled.replies).toHaveLength(1);
    const reply = rolled.replies[0]!;
    // Each pool with dice is one verifiable roll of the post (a tie adds a roll per pool).
    const rolls = await h.service.store.rolledBlocks(rolled.post.id);
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    expect(rolls.slice(0, 2).map((r) => r.pool)).toEqual(["d10 d10", "d10"]);
    expect(await verifyProofs(h.service.url, reply.replace(/(prueba|proof): `(gf\d\.[A-Za-z0-9_-]+)`/g, "$1=$2"))).toBe(rolls.length);
    const c1 = pujasTableOf(await record()).game.complications["c1"]!;
    expect(c1.stage).toBe("narrating");
    expect(reply).toContain(`@${c1.narrators[0]}: narrate the outcome of "c1"`);
    // The winner and then each loser narrate; prize coins left unspent are lost (PJ-AMB-11).
    for (const who of c1.narrators) await play(who, turn("narrated: c1"));
    expect(pujasTableOf(await record()).game.complications["c1"]!.stage).toBe("closed");
    await balanced();
  });

  it("PJ-CHAL-1…6 PJ-FINE-1 PJ-FINE-2: a Challenge bid in public to the Bank, and a Fine charged to its loser, on the ledger post", async () => {
    const bank = (await ledger()).bank;
    expect(await play("ana", turn("challenge p1 carla: the ship burns"))).toContain("@ana, @carla: negotiate \"the ship burns\"");
    await play("ana", turn("bid p1: 2 challenger"));
    await play("bruno", turn("bid p1: 0"));
    await play("carla", turn("bid p1: 1 challenged"));
    for (const p of ["ana", "bruno", "carla"]) await play(p, turn("bid p1: 0"));
    expect(pujasTableOf(await record()).game.challenges["p1"]).toMatchObject({ stage: "closed", result: "challenger" });
    expect((await ledger()).bank).toBe(bank + 3);
    const before = (await ledger()).purses["ana"]!;
    expect(await play("bruno", turn("fine m1: ana"))).toContain("@bruno, @ana: state your case on the Fine \"m1\"");
    for (const p of ["ana", "bruno", "carla"]) await play(p, turn("vote m1: accuser"));
    expect((await ledger()).purses["ana"]).toBe(before - 3);
    await balanced();
  });

  it("PJ-END-1 PJ-END-2 PJ-TOOL-08: the Narrator ends the scene (Recovery for all), and the next auction is closed by the reveal deadline", async () => {
    const g = pujasTableOf(await record()).game;
    // Turns go round to carla, the Narrator, who ends the scene on her own turn.
    for (let i = 0; i < 3 && pujasTableOf(await record()).game.scene!.turn !== "carla"; i++) await play(pujasTableOf(await record()).game.scene!.turn, turn("end turn"));
    const purses = (await ledger()).purses;
    expect(await play("carla", turn("end scene"))).toContain(`(${ruleLink("PJ-END-2", "en")})`);
    const after = await ledger();
    for (const p of g.players) expect(after.purses[p]).toBe(purses[p]! + 5);
    expect(after.table).toBe(0);
    await balanced();
    for (const [p, bid] of [["ana", 2], ["bruno", 4], ["carla", 1]] as const) await play(p, seal(p, bid, "scene-2"));
    await play("ana", reveal("ana", 2, "scene-2"));
    await play("carla", reveal("carla", 1, "scene-2"));
    const replies = h.replies(session.topicId).length;
    // An hour (the table's "plazo: 1") passes: the sweep's tick closes the auction, bruno's bid counting 0.
    skew += HOUR + 1_000;
    await sweep();
    expect(h.replies(session.topicId)).toHaveLength(replies + 1);
    const tick = h.replies(session.topicId).at(-1)!.raw;
    expect(tick).toContain(`The time to reveal bids is over: bruno bids 0 (${ruleLink("PJ-TOOL-08", "en")}).`);
    // The sweep writes the books right after its tick.
    expect(await ledger()).toMatchObject({ scene: 2, narrator: "ana", table: 2 });
    await balanced();
  });

  it("PJ-TOOL-09 PJ-BID-2: the next auction's seals are due within the table's hour; at the deadline bruno, who never sealed, bids 0 and a late seal is refused", async () => {
    // ana, the Narrator of scene 2, frames it and ends it on her own turn: the auction for scene 3 opens.
    const opened = await play("ana", turn("place: the quay", "end scene"));
    expect(opened).toMatch(/Seal your bids for scene 3 by \d{4}-\d\d-\d\d \d\d:\d\d UTC \(\[PJ-TOOL-09\]\(\/plugins\/genrefuzzion\/rules\/en\.html\?v=[\d.]+#pj-tool-09\)\)\./);
    const r = await record();
    expect(r.auction).toMatchObject({ auction: "scene-3", stage: "committing" });
    expect(r.sealBy).toBeGreaterThan(clock.now() + HOUR - 60_000);
    // The books show when the seals are due, while the table bids.
    expect((await ledger()).deadline).toMatch(/^seal by \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await play("ana", seal("ana", 1, "scene-3"));
    await play("carla", seal("carla", 2, "scene-3"));
    const replies = h.replies(session.topicId).length;
    // An hour (the table's "plazo: 1", and so its time to seal) passes: the sweep's tick closes the sealing.
    skew += HOUR + 1_000;
    await sweep();
    expect(h.replies(session.topicId)).toHaveLength(replies + 1);
    const tick = h.replies(session.topicId).at(-1)!.raw;
    // bruno is a forum user: the mention guard lets the "@" notify him.
    expect(tick).toContain(`The time to seal bids is over: @bruno bids 0 (${ruleLink("PJ-TOOL-09", "en")}).`);
    expect(tick).toContain("Bids still to be revealed by: @ana, @carla");
    expect((await record()).auction).toMatchObject({ stage: "revealing" });
    expect((await ledger()).deadline).toMatch(/^reveal by \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    const late = await say("bruno", seal("bruno", 9, "scene-3"));
    expect(late.replies[0]).toMatch(/^@bruno, I can't apply your post to the game\. On line 1:\n\n> `\[pj-bid auction=scene-3\]`/);
    expect(late.replies[0]).toContain("the time to seal is over: bruno did not seal in time and bids 0 ([PJ-TOOL-09](");
    await play("ana", reveal("ana", 1, "scene-3"));
    expect(await play("carla", reveal("carla", 2, "scene-3"))).toContain(`wins with 2: the bid goes on the table (${ruleLink("PJ-BID-5", "en")})`);
    expect(await ledger()).toMatchObject({ scene: 3, narrator: "carla", table: 2, auction: null, deadline: null });
    await balanced();
  });

  it("`gf topic export` writes the table's session from the store, and `gf pujas replay` replays it to the same books", async () => {
    const { log, replay } = await exportAndReplay(database, session.topicId, "pujas");
    expect(log.split("\n")[0]).toMatch(/^\{"setup":\{"players":\["ana","bruno","carla"\]/);
    const out = replay as { ok: boolean; final: { purses: Record<string, number>; bank: number } };
    const books = pujasTableOf(await record()).game;
    expect(out.ok).toBe(true);
    expect(out.final).toMatchObject({ purses: books.purses, bank: books.bank });
  });
});
