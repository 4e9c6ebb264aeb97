// A Pujas topic as the shared runner plays it, post by post (src/games/pujas/flow/topic.ts): the
// table opened by a [pj-mesa] setup, the books written into the opening post and kept current by an
// edit, the Tenet lap, the sealed auction with a tie broken by seating, the sealing and reveal deadlines
// (due and tick, PJ-TOOL-09, PJ-TOOL-08), a post refused whole quoting its line, an interrupt, a Complication rolled through the
// runner's roll (one block per pool roll), a Challenge and a Fine, the questions for the humans, and
// the stored record read back (zod, then the replay of its actions).
import { describe, expect, it } from "@jest/globals";
import { diceRollBlock } from "../../../src/markup/dice-roll.js";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import {
  duePujasTopic, pujasReplayLog, pujasTableOf, pujasTopicFlow, readPujasTopic, stepPujasTopic, tickPujasTopic, withLedger,
  type PujasStep, type PujasTopic,
} from "../../../src/games/pujas/flow/index.js";
import { replay } from "../../../src/games/pujas/rules/index.js";
import type { FlowStepContext } from "../../../src/lib/topic-flow.js";
import { entryLine } from "../../../src/games/pujas/flow/reply.js";
import { ledgerMatches, parsePujasPost, type LedgerNode } from "../../../src/games/pujas/markup/index.js";
import { coinsInPlay } from "../../../src/games/pujas/rules/index.js";
import { ok } from "../../../src/lib/result.js";

const TOPIC = 7;
const NONCE = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) } as const;
type P = keyof typeof NONCE;
const HOUR = 3_600_000;

const OPENING = [
  "Una partida de Pujas en el puerto.",
  "",
  "[pj-mesa]",
  "jugadores: Ana, bruno, carla",
  "primero: ana",
  "monedas: 25",
  "recuperación: 5",
  "plazo: 24",
  "ajuste unspentPrize: kept",
  "[/pj-mesa]",
  "",
  "Buena suerte.",
].join("\n");

/** The runner's context in an English table: the same (post, block) always gives the same dice, as the runner's stored rolls do. */
function context(now: number, dice: Record<string, number[]> = {}): FlowStepContext & { asked: string[] } {
  const asked: string[] = [];
  return {
    lang: "en", now, asked, gm: "gf-dice", settings: undefined, sheetOf: () => undefined, sheets: () => [],
    roll(block: number, sizes: readonly number[]) {
      const key = String(block);
      asked.push(`${block}:${sizes.length}`);
      const faces = dice[key];
      if (!faces || faces.length !== sizes.length) throw new Error(`roll ${key} of ${sizes.length} dice not queued`);
      const rolled = faces.map((face, i) => ({ size: sizes[i]!, face }));
      return ok({ dice: rolled, proof: `proof-${key}`, card: diceRollBlock({ post: 1, block, proof: `proof-${key}`, dice: rolled }, "en") });
    },
  };
}

/** The opening post as the forum has it: the runner writes the books into it with the flow's rewriteSheet. */
const forum = new Map<number, string>();
function written(step: PujasStep): void {
  if (step.kind !== "played") return;
  for (const w of step.sheets) {
    expect(w.postId).toBeDefined();
    const r = pujasTopicFlow.rewriteSheet!(forum.get(w.postId!)!, w.change, "es");
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    forum.set(w.postId!, r.value.raw);
  }
}

let nextPost = 100;
const postBy = (author: string, raw: string, id = nextPost++) => ({ id, topicId: TOPIC, postNumber: id - 98, version: 1, raw, author, staff: false, categoryId: 3 });
const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;
const seal = (p: P, bid: number, auction = "scene-1") => `[pj-bid auction=${auction}]\nseal: ${commitmentOf({ table: `topic-${TOPIC}`, auction, player: p, bid, nonce: NONCE[p] }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: P, bid: number, auction = "scene-1") => `[pj-puja subasta=${auction}]\npuja: ${bid}\nsecreto: ${NONCE[p]}\n[/pj-puja]`;

function played(step: PujasStep): Extract<PujasStep, { kind: "played" }> {
  if (step.kind !== "played") throw new Error(`expected played, got ${JSON.stringify(step)}`);
  written(step);
  // Every coin accounted for after every post (PJ-COIN-1).
  const b = coinsInPlay(pujasTableOf(step.record).game);
  expect(b.held + b.bank).toBe(b.started);
  // What the runner stores reads back the same.
  const back = readPujasTopic(JSON.parse(JSON.stringify(step.record)));
  expect(back.ok).toBe(true);
  return step;
}

/** The books as the opening post shows them after the runner's writes. */
function ledgerOf(record: PujasTopic): LedgerNode {
  const block = parsePujasPost(forum.get(record.opening.postId)!).find((b) => b.block === "ledger");
  expect(block?.errors).toEqual([]);
  return block!.node as LedgerNode;
}

function refusal(step: PujasStep): Extract<PujasStep, { kind: "refused" }> {
  if (step.kind !== "refused") throw new Error(`expected refused, got ${step.kind}`);
  return step;
}

function opened(): PujasTopic {
  forum.set(99, OPENING);
  return played(stepPujasTopic(undefined, postBy("ana", OPENING, 99), context(0))).record;
}

function play(record: PujasTopic, author: string, raw: string, now = 0, dice: Record<string, number[]> = {}) {
  return played(stepPujasTopic(record, postBy(author, raw), context(now, dice)));
}

function toScene(): PujasTopic {
  let r = opened();
  for (const p of ["ana", "bruno", "carla"] as const) r = play(r, p, turn("pass")).record;
  for (const [p, bid] of [["ana", 3], ["bruno", 1], ["carla", 3]] as const) r = play(r, p, seal(p, bid)).record;
  for (const [p, bid] of [["ana", 3], ["bruno", 1], ["carla", 3]] as const) r = play(r, p, reveal(p, bid)).record;
  return r;
}

describe("Pujas topic flow (the runner's step, due and tick)", () => {
  it("PJ-SETUP-1, PJ-SETUP-2: a [pj-mesa] opens the table; the books go into that post under the setup, and the setup is asked to be confirmed", () => {
    forum.set(99, OPENING);
    // A Spanish table (the category's language): its books and replies are in Spanish.
    const s = played(stepPujasTopic(undefined, postBy("ana", OPENING, 99), { ...context(0), lang: "es" }));
    expect(s.record).toMatchObject({ table: "topic-7", lang: "es", revealHours: 24, actions: [], opening: { postId: 99 } });
    expect(s.record.setup).toMatchObject({ players: ["ana", "bruno", "carla"], first: "ana", settings: { startingCoins: 25, recovery: 5, unspentPrize: "kept" } });
    expect(s.sheets).toEqual([expect.objectContaining({ postId: 99, rules: ["PJ-SETUP-1"] })]);
    // The person's text stays; the books sit right after the setup.
    const raw = forum.get(99)!;
    expect(raw.startsWith("Una partida de Pujas en el puerto.\n\n[pj-mesa]")).toBe(true);
    expect(raw).toContain("[/pj-mesa]\n\n[pj-libro]\nescena: 0\nespera norma: ana\nmonedero ana: 25\nmonedero bruno: 25\nmonedero carla: 25\nmesa: 0\nbanca: 0\n[/pj-libro]\n\nBuena suerte.");
    expect(s.reply).toContain("@ana, @bruno, @carla: confirmad la mesa, cada cual con el botón «Confirmar la mesa»");
    expect(s.reply).toContain("- 25 monedas cada uno, Recuperación 5\n- 24 h para revelar");
    // PJ-AMB-11 in words, named as the table's change; its key and rule only in the closed fold.
    expect(s.reply).toContain("- cambiado en esta mesa: cada cual se queda sus monedas de premio sin gastar");
    expect(s.reply).toContain("(se cambian con una línea «ajuste» en &#91;pj-mesa&#93;)</summary>\n\n- se puede pujar 0 por una escena: `zeroBids: true` (PJ-BID-2)");
    expect(s.reply).toContain("- cada cual se queda sus monedas de premio sin gastar (cambiado): `unspentPrize: kept` (PJ-AMB-11)");
    expect(s.reply.split("<details>")[0]).not.toMatch(/unspentPrize|zeroBids|PJ-AMB-/);
    // PJ-TENET-1: the reply says what the player on turn may post in the lap.
    expect(s.reply).toContain("Ronda de Normas: le toca a @ana (una Norma por 1 moneda: `contrato social: …`, `elemento de la historia: …` o `regla especial: …`; o `pasar`, que escribe el botón «Pasar (sin Norma)» de los libros)");
    // Written twice, the books are the same: the runner writes nothing.
    const again = pujasTopicFlow.rewriteSheet!(raw, s.sheets[0]!.change, "es");
    expect(again.ok && again.value.changed).toBe(false);
  });

  it("PJ-SETUP-1: a post with moves before any table is refused at its line; a bad setup is refused at its line; a second [pj-mesa] is refused", () => {
    expect(refusal(stepPujasTopic(undefined, postBy("ana", `hi\n${turn("pass")}`), context(0)))).toMatchObject({ line: 2, code: "pj.topic.not-open", message: expect.stringContaining("this topic has no table yet") });
    expect(stepPujasTopic(undefined, postBy("ana", "hello"), context(0))).toEqual({ kind: "ignored" });
    expect(refusal(stepPujasTopic(undefined, postBy("ana", "[pj-table]\nplayers: ana, bruno\ncoins: lots\n[/pj-table]"), context(0)))).toMatchObject({ line: 3, code: "pj.markup.bad-number" });
    expect(refusal(stepPujasTopic(undefined, postBy("ana", "[pj-table]\nplayers: ana, ana\n[/pj-table]"), context(0)))).toMatchObject({ line: 1, message: "a player sits at the table twice (PJ-SETUP-2)" });
    expect(refusal(stepPujasTopic(opened(), postBy("bruno", "[pj-table]\nplayers: bruno, ana\n[/pj-table]"), context(0)))).toMatchObject({ line: 1, code: "pj.topic.already-open" });
  });

  it("PJ-SETUP-1: the forum's defaults (config gameSettings.pujas) set what a table leaves out; the table's own lines win; a bad default is refused plainly", () => {
    const ctx = { ...context(0), settings: { startingCoins: 30, recovery: 3, revealHours: 12, unspentPrize: "winners-keep" } };
    forum.set(98, "[pj-table]\nplayers: ana, bruno\nrecovery: 4\n[/pj-table]");
    const s = played(stepPujasTopic(undefined, postBy("ana", forum.get(98)!, 98), ctx));
    expect(s.record.revealHours).toBe(12);
    expect(s.record.setup.settings).toMatchObject({ startingCoins: 30, recovery: 4, unspentPrize: "winners-keep" });
    const bad = refusal(stepPujasTopic(undefined, postBy("ana", "[pj-table]\nplayers: ana, bruno\n[/pj-table]"), { ...context(0), settings: { recovery: "lots" } }));
    expect(bad).toMatchObject({ code: "pj.setup.invalid", message: expect.stringContaining("gameSettings.pujas.recovery") });
  });

  it("PJ-TENET-1, PJ-BID-2, PJ-BID-4, PJ-TOOL-08: the Tenet lap, sealed bids, the reveal deadline set at the last seal, a tie broken by seating, the ledger post kept current", () => {
    let r = opened();
    const tenet = play(r, "ana", turn("story element: dragons exist"));
    // The coins it moved, in words: it read "- 1: purse:ana → bank · …".
    expect(tenet.reply).toMatch(/^- 1 coin: ana's purse → the Bank · .* \(PJ-TENET-1\)$/m);
    expect(tenet.reply).not.toMatch(/purse:|→ bank/);
    expect(entryLine({ rule: "PJ-BID-5", what: "x", amount: 2, from: "purse:ana", to: "table:ana" }, "es")).toBe("- 2 monedas: monedero de ana → mesa de ana · x (PJ-BID-5)");
    r = tenet.record;
    expect(ledgerOf(r)).toMatchObject({ purses: { ana: 24 }, bank: 1, tenets: [{ id: 1, kind: "story", text: "dragons exist" }], auction: null });
    r = play(r, "bruno", turn("pass")).record;
    const lap = play(r, "carla", turn("pass"));
    expect(lap.reply).toContain("Sealed bids still to come from: @ana, @bruno, @carla");
    r = lap.record;
    expect(r.auction).toMatchObject({ auction: "scene-1", stage: "committing" });
    // PJ-BID-1: the books name the auction under way, for the bid composer.
    expect(ledgerOf(r).auction).toBe("scene-1");
    expect(forum.get(99)).toContain("auction: scene-1");
    // PJ-TOOL-09: while sealing, the seals are due within the table's hours (here the reveal's 24, the default).
    expect(r.sealBy).toBe(24 * HOUR);
    expect(lap.reply).toContain("Seal your bids for scene 1 by 1970-01-02 00:00 UTC (PJ-TOOL-09).");
    r = play(r, "ana", seal("ana", 3), 1_000).record;
    r = play(r, "bruno", seal("bruno", 1), 2_000).record;
    r = play(r, "carla", seal("carla", 3), 5_000).record;
    // 24 h from the last seal (the table's "plazo: 24").
    expect(duePujasTopic(r)).toBe(5_000 + 24 * HOUR);
    r = play(r, "ana", reveal("ana", 3), 6_000).record;
    expect(duePujasTopic(r)).toBe(5_000 + 24 * HOUR);
    r = play(r, "bruno", reveal("bruno", 1), 7_000).record;
    const last = play(r, "carla", reveal("carla", 3), 8_000);
    // ana and carla tie at 3; counting from the first player's left (bruno, carla, ana), carla wins.
    expect(pujasTableOf(last.record).game.scene).toMatchObject({ narrator: "carla", table: 3 });
    expect(duePujasTopic(last.record)).toBeUndefined();
    expect(last.reply).toContain("(PJ-BID-4)");
    expect(ledgerOf(last.record)).toMatchObject({ scene: 1, narrator: "carla", turn: "carla", purses: { ana: 24, bruno: 25, carla: 22 }, table: 3, bank: 1, auction: null });
    expect(last.sheets).toEqual([expect.objectContaining({ postId: 99, rules: expect.arrayContaining(["PJ-BID-5"]) })]);
  });

  it("PJ-TOOL-08: tick does nothing before the deadline; after it, a seal never revealed bids 0 and the auction goes to the books", () => {
    let r = opened();
    for (const p of ["ana", "bruno", "carla"] as const) r = play(r, p, turn("pass")).record;
    for (const [p, bid] of [["ana", 2], ["bruno", 9], ["carla", 1]] as const) r = play(r, p, seal(p, bid), 10).record;
    r = play(r, "ana", reveal("ana", 2), 20).record;
    r = play(r, "carla", reveal("carla", 1), 30).record;
    expect(tickPujasTopic(r, 10 + 24 * HOUR - 1, { lang: "es" })).toEqual({ kind: "ignored" });
    const t = played(tickPujasTopic(r, 10 + 24 * HOUR, { lang: "es" }));
    expect(t.reply).toContain("bruno bids 0 (PJ-TOOL-08)");
    expect(pujasTableOf(t.record).game.scene).toMatchObject({ narrator: "ana", table: 2 });
    expect(ledgerOf(t.record)).toMatchObject({ narrator: "ana", purses: { ana: 23, bruno: 25, carla: 25 }, table: 2 });
    expect(duePujasTopic(t.record)).toBeUndefined();
    // A reveal after the deadline finds no auction.
    expect(refusal(stepPujasTopic(t.record, postBy("bruno", reveal("bruno", 9)), context(40)))).toMatchObject({ line: 1, message: "no scene is being bid for now (PJ-BID-1)" });
  });

  it("PJ-TOOL-09 PJ-BID-2: due is the sealing deadline while sealing; tick closes the sealing, whoever has not sealed bids 0 and a late seal is refused quoting its line", () => {
    let r = opened();
    for (const p of ["ana", "bruno"] as const) r = play(r, p, turn("pass")).record;
    r = play(r, "carla", turn("pass"), 100).record;
    expect(r.sealBy).toBe(100 + 24 * HOUR);
    // The books show the deadline while the table bids, for the people and the bid composer.
    expect(ledgerOf(r)).toMatchObject({ auction: "scene-1", deadline: "seal by 1970-01-02 00:00 UTC" });
    expect(forum.get(99)).toContain("auction: scene-1\ndeadline: seal by 1970-01-02 00:00 UTC\n");
    r = play(r, "ana", seal("ana", 2), 200).record;
    r = play(r, "carla", seal("carla", 1), 300).record;
    // A seal does not move the deadline, set when the auction opened.
    expect(r.sealBy).toBe(100 + 24 * HOUR);
    // Before the deadline, the only tick is the reminder (PJ-TOOL-10), to bruno alone; the sealing stays open.
    expect(played(tickPujasTopic(r, 100 + 24 * HOUR - 1, { lang: "es" })).record.auction).toMatchObject({ stage: "committing" });
    const t = played(tickPujasTopic(r, 100 + 24 * HOUR + 5, { lang: "es" }));
    // The record's language (the table's, en, whatever the tick's context says), bruno named as a forum user for the runner's mention guard.
    expect(t.reply).toContain("The time to seal bids is over: @bruno bids 0 (PJ-TOOL-09).");
    expect(t.reply).toContain("Bids still to be revealed by: @ana, @carla");
    expect(t.record.auction).toMatchObject({ stage: "revealing", commitments: { ana: expect.any(String), carla: expect.any(String) } });
    // The reveals start now, with their own deadline (PJ-TOOL-08).
    expect(duePujasTopic(t.record)).toBe(100 + 24 * HOUR + 5 + 24 * HOUR);
    expect(ledgerOf(t.record)).toMatchObject({ auction: "scene-1", deadline: "reveal by 1970-01-03 00:00 UTC" });
    expect(t.sheets).toEqual([expect.objectContaining({ postId: 99, rules: ["PJ-TOOL-09", "PJ-TOOL-08"] })]);
    r = t.record;
    const late = refusal(stepPujasTopic(r, postBy("bruno", `Tarde:\n${seal("bruno", 9)}`), context(200 + 24 * HOUR)));
    expect(late).toMatchObject({ line: 2, code: "pj.bids.seal-late", message: expect.stringContaining("the time to seal is over: bruno did not seal in time and bids 0 (PJ-TOOL-09)") });
    // Nor can bruno reveal a bid never sealed.
    expect(refusal(stepPujasTopic(r, postBy("bruno", reveal("bruno", 9)), context(200 + 24 * HOUR)))).toMatchObject({ code: "pj.bids.seal-late" });
    r = play(r, "ana", reveal("ana", 2), 300 + 24 * HOUR).record;
    const last = play(r, "carla", reveal("carla", 1), 400 + 24 * HOUR);
    // Every seal opened: the auction closes without waiting, bruno's bid 0.
    expect(pujasTableOf(last.record).game.scene).toMatchObject({ narrator: "ana", table: 2 });
    expect(duePujasTopic(last.record)).toBeUndefined();
    expect(ledgerOf(last.record)).toMatchObject({ narrator: "ana", purses: { ana: 23, bruno: 25, carla: 25 }, auction: null, deadline: null });
  });

  it("PJ-TOOL-09 PJ-BID-4: no one sealed by the deadline: everyone bids 0 and the auction goes to the books at once (tie by seating)", () => {
    let r = opened();
    for (const p of ["ana", "bruno", "carla"] as const) r = play(r, p, turn("pass"), 50).record;
    const t = played(tickPujasTopic(r, 50 + 24 * HOUR, { lang: "es" }));
    expect(t.reply).toContain("@ana, @bruno, @carla bid 0 (PJ-TOOL-09)");
    expect(t.record.auction).toBeNull();
    expect(duePujasTopic(t.record)).toBeUndefined();
    expect(pujasTableOf(t.record).game.scene).toMatchObject({ table: 0 });
    expect(ledgerOf(t.record).auction).toBeNull();
    expect(t.sheets).toEqual([expect.objectContaining({ postId: 99, rules: ["PJ-TOOL-09", "PJ-BID-3"] })]);
  });

  it("PJ-TOOL-10: a quarter of the time to seal before the deadline, each player who has not sealed is reminded by name, once; those who sealed are not; the forum's sealReminderHours moves it, 0 turns it off", () => {
    let r = opened();
    for (const p of ["ana", "bruno"] as const) r = play(r, p, turn("pass")).record;
    r = play(r, "carla", turn("pass"), 100).record;
    r = play(r, "ana", seal("ana", 2), 200).record;
    // The table seals within 24 h: the reminder is due 6 h before the deadline, and the deadline stays.
    expect(r.sealBy).toBe(100 + 24 * HOUR);
    expect(duePujasTopic(r)).toBe(100 + 18 * HOUR);
    expect(tickPujasTopic(r, 100 + 18 * HOUR - 1, { lang: "es" })).toEqual({ kind: "ignored" });
    const t = played(tickPujasTopic(r, 100 + 18 * HOUR, { lang: "en" }));
    expect(t.reply).toBe([
      "@bruno: you have not sealed your bid for scene 1 yet; the time to seal ends 1970-01-02 00:00 UTC, and whoever has not sealed bids 0 (PJ-TOOL-10).",
      "@carla: you have not sealed your bid for scene 1 yet; the time to seal ends 1970-01-02 00:00 UTC, and whoever has not sealed bids 0 (PJ-TOOL-10).",
    ].join("\n"));
    expect(t.sheets).toEqual([]);
    expect(t.record.auction).toMatchObject({ stage: "committing" });
    // Once: next due is the deadline itself.
    expect(duePujasTopic(t.record)).toBe(100 + 24 * HOUR);
    // The forum's setting: 2 h before; 0: no reminder (due is the deadline).
    const at = (settings: unknown) => {
      let x = opened();
      for (const p of ["ana", "bruno", "carla"] as const) x = played(stepPujasTopic(x, postBy(p, turn("pass")), { ...context(0), settings })).record;
      return duePujasTopic(x);
    };
    expect(at({ sealReminderHours: 2 })).toBe(22 * HOUR);
    expect(at({ sealReminderHours: 0 })).toBe(24 * HOUR);
  });

  it("PJ-TOOL-09: the table's `plazo para sellar` and the forum's gameSettings.pujas.sealHours set the time to seal; a stored record without one seals within its reveal hours", () => {
    const raw = OPENING.replace("plazo: 24", "plazo: 24\nplazo para sellar: 6");
    forum.set(99, raw);
    const own = played(stepPujasTopic(undefined, postBy("ana", raw, 99), context(0))).record;
    expect(own).toMatchObject({ revealHours: 24, sealHours: 6 });
    expect(stepPujasTopic(undefined, postBy("ana", raw, 99), context(0))).toMatchObject({ reply: expect.stringContaining("24 h to reveal sealed bids, 6 h to seal them once the auction opens (PJ-TOOL-08, PJ-TOOL-09)") });
    forum.set(99, OPENING);
    const forumWide = played(stepPujasTopic(undefined, postBy("ana", OPENING, 99), { ...context(0), settings: { sealHours: 3 } })).record;
    expect(forumWide).toMatchObject({ revealHours: 24, sealHours: 3 });
    let r = own;
    for (const p of ["ana", "bruno", "carla"] as const) r = play(r, p, turn("pass")).record;
    expect(r.sealBy).toBe(6 * HOUR);
    const { sealHours: _s, sealBy: _b, ...old } = opened();
    const back = readPujasTopic(JSON.parse(JSON.stringify(old)));
    expect(back.ok).toBe(true);
    let o: PujasTopic = back.ok ? back.value : { ...old, sealBy: null };
    for (const p of ["ana", "bruno", "carla"] as const) o = play(o, p, turn("pass"), 7).record;
    expect(o.sealBy).toBe(7 + 24 * HOUR);
  });

  it("PJ-COIN-2: a post that cannot be paid is refused whole at the line it cannot pay, and the books stay", () => {
    const r = toScene();
    const books = forum.get(99);
    const s = refusal(stepPujasTopic(r, postBy("carla", turn("place: the docks", "component: Kraken (A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X)")), context(0)));
    expect(s).toMatchObject({ line: 3, code: "pj.coins.short", message: "carla needs 25 coins and has only 24 (PJ-COIN-2)" });
    expect(forum.get(99)).toBe(books);
  });

  it("a post with no moves is ignored, and so is the opening post's own edit (the runner never steps an applied post; the books are rewritten on the next move)", () => {
    const r = toScene();
    expect(stepPujasTopic(r, postBy("bruno", "just talking"), context(0))).toEqual({ kind: "ignored" });
    expect(stepPujasTopic(r, postBy("ana", `${forum.get(99)}\nPD`, 99), context(0))).toEqual({ kind: "ignored" });
  });

  it("PJ-COIN-1: a hand edit of the books in the opening post is put right at the next move, and a person's own words there are kept", () => {
    const r = toScene();
    forum.set(99, `${forum.get(99)!.replace("monedero bruno: 25", "monedero bruno: 99")}\n\nPD: la próxima sesión el martes.`);
    const next = play(r, "carla", turn("place: the docks"));
    expect(ledgerOf(next.record).purses["bruno"]).toBe(25);
    expect(forum.get(99)).toContain("PD: la próxima sesión el martes.");
    expect(ledgerMatches(ledgerOf(next.record), pujasTableOf(next.record).game)).toBe(true);
  });

  it("PJ-FRAME-2, PJ-ANY-1, PJ-TURN-5, PJ-CPX-3…7, PJ-CHAL-1…6, PJ-FINE-2: an interrupt, a Complication rolled through the runner, a Challenge and a Fine, each with what it asks the table", () => {
    let r = toScene();
    // Framing: no interrupt until the first Event.
    expect(refusal(stepPujasTopic(r, postBy("ana", turn("interrupt")), context(0))).message).toContain("no interrupting until the first Event");
    r = play(r, "carla", turn("place: the docks", "component: Harbour (Busy, Foggy)", "event: a ship burns")).record;
    const cut = play(r, "ana", turn("interrupt", "component: Smuggler (Sly)", "end turn"));
    expect(cut.reply).toContain("line 2 · interrupt · 1 coin");
    // PJ-TURN-5: after the interrupter's turn, the player on the interrupter's left.
    expect(pujasTableOf(cut.record).game.scene!.turn).toBe("bruno");
    r = cut.record;
    const cx = play(r, "bruno", turn("complication c1: Harbour, Smuggler", "dice c1 bruno: 2 (a storm)", "end turn"));
    expect(cx.reply).toContain("@bruno, @ana, @carla: the Complication \"c1\" starts. Confirm which Components are involved (Harbour, Smuggler) and each pool's side (bruno: with the Complication; ana: opposing; carla: opposing)");
    r = cx.record;
    const tr = play(r, "carla", turn("dice c1 carla: Harbour/Busy", "resolve: c1"));
    expect(tr.reply).toContain("does the Trait \"Busy\" of Harbour apply to carla's pool in \"c1\"? (PJ-CPX-3)");
    expect(tr.reply).toContain("ready to roll \"c1\"?");
    r = tr.record;
    r = play(r, "ana", turn("resolve: c1")).record;
    // The last agreement rolls every pool: one verifiable roll per pool, numbered in order.
    const ctx = context(0, { 0: [2, 9], 1: [7] });
    const rolled = played(stepPujasTopic(r, postBy("bruno", turn("resolve: c1")), ctx));
    // bruno's 2 bought dice, then carla's Trait die; ana's empty pool spends no roll.
    expect(ctx.asked).toEqual(["0:2", "1:1"]);
    const c1 = pujasTableOf(rolled.record).game.complications["c1"]!;
    expect(c1.winner).toBe("complication");
    expect(rolled.reply).toContain("narrate the outcome of \"c1\" with your prize coins, 2");
    r = rolled.record;
    r = play(r, "bruno", turn("narrated: c1")).record;
    r = play(r, "carla", turn("narrated: c1")).record;
    r = play(r, "ana", turn("narrated: c1")).record;
    expect(pujasTableOf(r).game.complications["c1"]!.stage).toBe("closed");
    // A Challenge: negotiation asked, then public bids to the Bank.
    const ch = play(r, "ana", turn("challenge p1 carla: the ship burns"));
    expect(ch.reply).toContain("@ana, @carla: negotiate \"the ship burns\"");
    r = ch.record;
    const bankBefore = pujasTableOf(r).game.bank;
    r = play(r, "ana", turn("bid p1: 2 challenger")).record;
    r = play(r, "bruno", turn("bid p1: 0")).record;
    r = play(r, "carla", turn("bid p1: 1 challenged")).record;
    r = play(r, "ana", turn("bid p1: 0")).record;
    r = play(r, "bruno", turn("bid p1: 0")).record;
    r = play(r, "carla", turn("bid p1: 0")).record;
    const g = pujasTableOf(r).game;
    expect(g.challenges["p1"]).toMatchObject({ stage: "closed", result: "challenger" });
    expect(g.bank - bankBefore).toBe(3);
    // A Fine: the case asked, the votes, the margin charged to the loser.
    const fine = play(r, "bruno", turn("fine m1: ana"));
    expect(fine.reply).toContain("@bruno, @ana: state your case on the Fine \"m1\"");
    r = fine.record;
    const anaBefore = pujasTableOf(r).game.purses["ana"]!;
    r = play(r, "ana", turn("vote m1: accuser")).record;
    r = play(r, "bruno", turn("vote m1: accuser")).record;
    r = play(r, "carla", turn("vote m1: accuser")).record;
    expect(pujasTableOf(r).game.fines["m1"]).toMatchObject({ open: false, loser: "ana", charged: 3 });
    expect(ledgerOf(r).purses["ana"]).toBe(anaBefore - 3);
    expect(ledgerMatches(ledgerOf(r), pujasTableOf(r).game)).toBe(true);
    // The session exported by the runner (gf topic export) replays to the same books (gf pujas replay).
    const lines = pujasReplayLog(r).trim().split("\n").map((l) => JSON.parse(l) as unknown);
    const rep = replay(lines);
    expect(rep.failure).toBeNull();
    expect(rep.steps.at(-1)!.state.purses).toEqual(pujasTableOf(r).game.purses);
  });

  it("PJ-CPX-4 PJ-CPX-5: dice stand: a line refused after the post rolled a Complication keeps the roll (no reroll by an edit or a new post)", () => {
    let r = toScene();
    r = play(r, "carla", turn("place: the docks", "component: Harbour (Busy, Foggy)", "event: a ship burns")).record;
    r = play(r, "ana", turn("interrupt", "component: Smuggler (Sly)", "end turn")).record;
    r = play(r, "bruno", turn("complication c1: Harbour, Smuggler", "dice c1 bruno: 2 (a storm)", "end turn")).record;
    r = play(r, "carla", turn("dice c1 carla: Harbour/Busy", "resolve: c1")).record;
    r = play(r, "ana", turn("resolve: c1")).record;
    // bruno's agreement rolls c1; his next line is refused (no dice are bought once it rolled). Before,
    // the whole post was refused and the dice thrown away: a line that fails only when the dice go
    // against its author (one paid with a prize) gave a free reroll.
    const ctx = context(0, { 0: [2, 9], 1: [7] });
    const s = played(stepPujasTopic(r, postBy("bruno", turn("resolve: c1", "dice c1 bruno: 1 (more)")), ctx));
    expect(ctx.asked).toEqual(["0:2", "1:1"]);
    expect(pujasTableOf(s.record).game.complications["c1"]!.winner).toBe("complication");
    expect(s.refused).toMatchObject({ line: 3, message: expect.stringMatching(/^[a-z]/) });
    expect(s.reply).toContain("narrate the outcome of \"c1\" with your prize coins, 2");
    // A post refused before any roll is still refused whole.
    expect(refusal(stepPujasTopic(s.record, postBy("bruno", turn("dice c1 bruno: 1 (more)")), context(0))).line).toBe(2);
  });

  it("players' words in a reply are inert: a Component's name or a Trait can open no block, tag or link", () => {
    let r = toScene();
    r = play(r, "carla", turn("component: Kraken <b> [gf-pool] (`Wet`)", "end turn")).record;
    const s = play(r, "ana", turn("complication c9: Kraken <b> [gf-pool]", "dice c9 carla: Kraken <b> [gf-pool]/`Wet`"));
    expect(s.reply).not.toMatch(/<b>|\[gf-pool\]|`Wet`/);
    expect(s.reply).toContain("Kraken &lt;b&gt; &#91;gf-pool&#93;");
    expect(s.reply).toContain("&#96;Wet&#96;");
  });

  it("withLedger replaces the books in place, or adds them at the end of a post with no setup", () => {
    const a = withLedger("intro\n[pj-ledger]\nbank: 1\n[/pj-ledger]\noutro", "[pj-ledger]\nbank: 2\n[/pj-ledger]");
    expect(a).toBe("intro\n[pj-ledger]\nbank: 2\n[/pj-ledger]\noutro");
    expect(withLedger("just text\n", "[pj-ledger]\nbank: 2\n[/pj-ledger]")).toBe("just text\n\n[pj-ledger]\nbank: 2\n[/pj-ledger]");
  });
  it("PJ-TOOL-12: an edit of the opening post that changes its books (a purse written by hand, the block removed) is written back as the books stand; an edit of its words alone is not", () => {
    const r = opened();
    const books = forum.get(99)!;
    const edit = (raw: string) => pujasTopicFlow.restore!(r, { ...postBy("ana", raw, 99), version: 2 });
    for (const raw of [books.replace("purse ana: 25", "purse ana: 99"), books.replace(/\[pj-ledger\][\s\S]*\[\/pj-ledger\]\n\n/, "")]) {
      expect(raw).not.toBe(books);
      const back = edit(raw)!;
      expect(back.sheets).toEqual([expect.objectContaining({ postId: 99, rules: ["PJ-TOOL-12"] })]);
      expect(back.reply).toContain("(PJ-TOOL-12)");
      // What is written back is the books as they stand: the opening post as the service wrote it.
      const rewritten = pujasTopicFlow.rewriteSheet!(raw, back.sheets[0]!.change, "es");
      expect(rewritten.ok && rewritten.value.raw).toContain("purse ana: 25\n");
    }
    expect(edit(books.replace("Buena suerte.", "Suerte a todos."))).toBeUndefined();
    // A post other than the opening one is never the books.
    expect(pujasTopicFlow.restore!(r, postBy("ana", books.replace("purse ana: 25", "purse ana: 99")))).toBeUndefined();
  });
});
