// The books say whose turn it is, in every phase: the service writes whom the game waits for, and for
// what, into the [pj-ledger] it keeps in the opening post ("waiting seal: bruno, carla" / "espera
// sellar: …"), and the books card draws it in the reader's words. A walk met books that named a turn
// only inside a scene: in the Tenet lap, the auction, a Challenge or a vote nothing said who was next.
// Here the books are written and read back at each step of a table's first scene, es and en, and a card
// drawn from them names the player and what for.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { pujasTopicFlow, stepPujasTopic, type PujasStep, type PujasTopic } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost, type LedgerNode } from "../../../src/games/pujas/markup/index.js";
import type { Lang } from "../../../src/lib/i18n.js";
import type { FlowStepContext } from "../../../src/lib/topic-flow.js";

const TOPIC = 11;
const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) };
const context = (lang: Lang): FlowStepContext => ({
  lang, now: 0, gm: "gf-dice", settings: undefined, sheetOf: () => undefined, sheets: () => [],
  roll: () => { throw new Error("no dice here"); },
});

function table(lang: Lang) {
  let raw = "";
  let id = 300;
  let record: PujasTopic | undefined;
  const post = (author: string, text: string) => ({ id: id++, topicId: TOPIC, postNumber: id - 300, version: 1, raw: text, author, staff: false, categoryId: 3 });
  const step = (author: string, text: string): PujasStep => {
    const s = stepPujasTopic(record, post(author, text), context(lang));
    if (s.kind !== "played") throw new Error(`expected played, got ${JSON.stringify(s)}`);
    if (!record) raw = text;
    for (const w of s.sheets) {
      const r = pujasTopicFlow.rewriteSheet!(raw, w.change, lang);
      if (!r.ok) throw new Error(r.error.code);
      raw = r.value.raw;
    }
    record = s.record;
    return s;
  };
  const books = (): { line: string | undefined; node: LedgerNode } => {
    const block = parsePujasPost(raw).find((b) => b.block === "ledger")!;
    expect(block.errors).toEqual([]);
    return { line: raw.split("\n").find((l) => /^(waiting|espera) /.test(l)), node: block.node as LedgerNode };
  };
  return { step, books };
}

const turn = (lang: Lang, line: string) => lang === "es" ? `[pj-turno]\n${line}\n[/pj-turno]` : `[pj-turn]\n${line}\n[/pj-turn]`;
const seal = (p: string, bid: number) => `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: `topic-${TOPIC}`, auction: "scene-1", player: p, bid, nonce: NONCE[p]! }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: string, bid: number) => `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${NONCE[p]}\n[/pj-bid]`;

const LINES = {
  en: { tenet: "waiting tenet: bruno", tenet2: "waiting tenet: carla", sealAll: "waiting seal: ana, bruno, carla", seal2: "waiting seal: ana, carla",
    revealAll: "waiting reveal: ana, bruno, carla", turn: "waiting turn: bruno", pass: "pass", tenetLine: "story element: the harbour never sleeps" },
  es: { tenet: "espera norma: bruno", tenet2: "espera norma: carla", sealAll: "espera sellar: ana, bruno, carla", seal2: "espera sellar: ana, carla",
    revealAll: "espera revelar: ana, bruno, carla", turn: "espera turno: bruno", pass: "pasar", tenetLine: "elemento de la historia: el puerto nunca duerme" },
} as const;

describe("the books say whom the game waits for, and for what, in every phase", () => {
  it.each(["en", "es"] as const)("at a table in %s: the Tenet lap, the seals, the reveals and the first turn", (lang) => {
    const w = LINES[lang];
    const t = table(lang);
    t.step("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: bruno\n[/pj-table]");
    // PJ-TENET-1: the Tenet lap starts with the first player.
    expect(t.books().line).toBe(w.tenet);
    expect(t.books().node.waiting).toEqual({ what: "tenet", users: ["bruno"] });
    // A pass moves no coin but the turn: the books are written again, naming the rule.
    const passed = t.step("bruno", turn(lang, w.pass));
    expect(passed.kind === "played" && passed.sheets.map((s) => s.rules)).toEqual([["PJ-TENET-1"]]);
    expect(t.books().line).toBe(w.tenet2);
    t.step("carla", turn(lang, w.tenetLine));
    t.step("ana", turn(lang, w.pass));
    // PJ-BID-1, PJ-BID-2: every player seals; each seal leaves fewer to wait for.
    expect(t.books().node.waiting).toEqual({ what: "seal", users: ["ana", "bruno", "carla"] });
    expect(t.books().line).toBe(w.sealAll);
    const sealed = t.step("bruno", seal("bruno", 2));
    expect(sealed.kind === "played" && sealed.sheets.map((s) => s.rules)).toEqual([["PJ-BID-2"]]);
    expect(t.books().line).toBe(w.seal2);
    t.step("ana", seal("ana", 1));
    t.step("carla", seal("carla", 0));
    expect(t.books().line).toBe(w.revealAll);
    for (const [p, bid] of [["ana", 1], ["bruno", 2], ["carla", 0]] as const) t.step(p, reveal(p, bid));
    // PJ-BID-5: bruno narrates; the scene's turn is his.
    expect(t.books().node.narrator).toBe("bruno");
    expect(t.books().node.waiting).toEqual({ what: "turn", users: ["bruno"] });
    expect(t.books().line).toBe(w.turn);
  });

  it("reads the line in either language, and refuses one that names no kind of wait", () => {
    const read = (line: string) => parsePujasPost(`[pj-ledger]\nscene: 0\n${line}\npurse ana: 25\npurse bruno: 25\ntable: 0\nbank: 0\n[/pj-ledger]`)[0]!;
    expect((read("espera prueba: ana").node as LedgerNode).waiting).toEqual({ what: "challenge-bid", users: ["ana"] });
    expect((read("waiting vote: ana, bruno").node as LedgerNode).waiting).toEqual({ what: "vote", users: ["ana", "bruno"] });
    expect(read("waiting lunch: ana").errors.map((e) => e.code)).toEqual(["pj.markup.bad-value"]);
  });
});
