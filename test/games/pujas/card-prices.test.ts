// The turn card's list prices (src/games/pujas/cards/prices.ts) against what the rules charge: every
// line of a scene played through the thread flow costs its author exactly the card's list price
// (PJ-OWN and PJ-ANY tables), so the card and the books cannot drift apart. The future's "1 coin to
// each other player" (PJ-OWN-4) is the other players' count.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { tableEntry, tableSkeleton, tableTitle, turnSkeleton } from "../../../src/games/pujas/cards/compose.js";
import { listPrice } from "../../../src/games/pujas/cards/prices.js";
import { playPujasPost, refusalText, type PujasTable } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost, type TurnNode } from "../../../src/games/pujas/markup/index.js";
import { ok } from "../../../src/lib/result.js";
import { start } from "./helpers.js";

const NONCE = "d4".repeat(32);
const turn = (...lines: string[]) => `[pj-turn]\n${lines.join("\n")}\n[/pj-turn]`;

describe("the turn card's list prices", () => {
  it("PJ-OWN-5, PJ-OWN-6, PJ-BID-6: ending the scene costs the card's price (free; a fade 1) whatever table coins are left to lose", () => {
    for (const [line, price] of [["end scene", 0], ["fade to black", 1]] as const) {
      let t: PujasTable = { table: "topic-9", game: start(), auction: null };
      const play = (author: string, raw: string) => {
        const r = playPujasPost(t, raw, parsePujasPost(raw), { author, crypto: nodeCrypto, roll: () => ok({ dice: [], proof: "p" }) });
        if (!r.ok) throw new Error(refusalText(r.error, "en"));
        t = r.value.table;
        return r.value;
      };
      for (const p of ["ana", "bruno", "carla"]) play(p, turn("pass"));
      const bid = (p: string) => (p === "carla" ? 2 : 0);
      for (const p of ["ana", "bruno", "carla"]) play(p, `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: "topic-9", auction: "scene-1", player: p, bid: bid(p), nonce: NONCE }, nodeCrypto)}\n[/pj-bid]`);
      for (const p of ["ana", "bruno", "carla"]) play(p, `[pj-bid auction=scene-1]\nbid: ${bid(p)}\nsecret: ${NONCE}\n[/pj-bid]`);
      expect(t.game.scene).toMatchObject({ narrator: "carla", table: 2 });
      const ended = play("carla", turn(line));
      const step = (parsePujasPost(turn(line))[0]!.node as TurnNode).steps[0]!;
      expect(listPrice(step.action)).toBe(price);
      expect(ended.bought).toEqual([{ line: 2, type: "end-scene", coins: price }]);
    }
  });

  it("PJ-OWN-1…22, PJ-ANY-1…3, PJ-TENET-1, PJ-CHAL-5, PJ-AMB-10: each line costs its author the card's price, no more, no less", () => {
    let t: PujasTable = { table: "topic-9", game: start({ tableFirst: false }), auction: null };
    let queue: number[][] = [];
    const checked = new Set<string>();
    const play = (author: string, raw: string, dice: number[][] = []) => {
      queue = dice;
      const blocks = parsePujasPost(raw);
      const r = playPujasPost(t, raw, blocks, { author, crypto: nodeCrypto, roll: (count) => ok({ dice: (queue.shift() ?? []).slice(0, count).map((face) => ({ size: 10, face })), proof: "p" }) });
      if (!r.ok) throw new Error(refusalText(r.error, "en"));
      const steps = blocks.flatMap((b) => (b.block === "turn" ? (b.node as TurnNode).steps : []));
      for (const b of r.value.bought) {
        const step = steps.find((s) => s.line === b.line)!;
        const price = listPrice(step.action);
        const others = t.game.players.length - 1;
        expect(`${step.action.type} line ${b.line}: ${b.coins}`).toBe(`${step.action.type} line ${b.line}: ${price === "each-other" ? others : price}`);
        checked.add(String(step.action.type));
      }
      t = r.value.table;
    };
    for (const p of ["ana", "bruno", "carla"]) play(p, p === "ana" ? turn("social contract: no spiders") : turn("pass"));
    const seal = (p: string, bid: number) => `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: "topic-9", auction: "scene-1", player: p, bid, nonce: NONCE }, nodeCrypto)}\n[/pj-bid]`;
    for (const [p, bid] of [["ana", 0], ["bruno", 0], ["carla", 2]] as const) play(p, seal(p, bid));
    for (const [p, bid] of [["ana", 0], ["bruno", 0], ["carla", 2]] as const) play(p, `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${NONCE}\n[/pj-bid]`);
    // carla narrates: the table budget is spent after the purse (tableFirst false), the card's price either way.
    play("carla", turn("place: the docks", "time: future", "component: Harbour (Busy, Foggy)", "master: Guild (Rich)", "component: Thief (Quick)",
      "link Thief: Guild", "trait Harbour: Burning", "remove trait Harbour: Busy", "restore trait Harbour: Busy", "importance Harbour: -2",
      "importance Harbour: +1", "component: Crate", "eliminate: Crate", "move: the pier", "take out: Thief", "bring: Thief", "mini-scene",
      "event: a ship burns", "end turn"));
    play("ana", turn("take over: Harbour", "dialogue: Harbour", "end turn"));
    play("bruno", turn("component: Gull (Loud)", "complication c1: Harbour, Gull", "dice c1 bruno: Gull/Loud", "dice c1 bruno: 2 (wind)", "end turn"));
    play("carla", turn("resolve: c1"));
    play("ana", turn("interrupt", "resolve: c1"));
    play("bruno", turn("resolve: c1"), [[1, 2, 3], []]);
    play("bruno", turn("challenge p1 ana: the gull", "bid p1: 1 challenger"));
    expect([...checked].sort()).toEqual(["bring", "challenge", "challenge-bid", "complicate", "create", "dialogue", "dice", "eliminate", "end-turn", "event",
      "importance", "interrupt", "link", "mini-scene", "move", "pass", "place", "resolve", "take-out", "take-over", "tenet", "time", "trait"]);
  });

  it("PJ-SETUP-1: the table's setup names its writer as the first player and the one who goes first", () => {
    expect(tableSkeleton("en", "alicia")).toContain("\nplayers: alicia, bruno, carla\nfirst: alicia\n");
    expect(tableSkeleton("es", "bruno")).toContain("\njugadores: bruno, carla, ana\nprimero: bruno\n");
    expect(tableSkeleton("es")).toContain("\njugadores: ana, bruno, carla\nprimero: ana\n");
    for (const lang of ["es", "en"] as const) expect(parsePujasPost(tableSkeleton(lang, "Ana"))[0]).toMatchObject({ block: "table", errors: [] });
  });

  it("PJ-SETUP-1: the table entry titles a new topic in the table's language where no title is typed, and nothing else", () => {
    const day = (lang: string) => new Date().toLocaleDateString(lang, { day: "numeric", month: "long" });
    expect(tableTitle("en", "ana")).toBe(`ana's Pujas table, ${day("en")}`);
    expect(tableTitle("es", "ana")).toBe(`Mesa de Pujas de ana, ${day("es")}`);
    const model = (over: { creatingTopic?: boolean; title?: string }) => {
      const m = { creatingTopic: true, title: "", ...over, set(key: "title", value: string) { m.title = value; void key; } };
      return m;
    };
    for (const [over, writer, title] of [
      [{}, "ana", tableTitle("es", "ana")],
      [{ title: "La partida del puerto" }, "ana", "La partida del puerto"],
      [{ creatingTopic: false }, "ana", ""],
      [{}, undefined, ""],
    ] as const) {
      const m = model(over);
      expect(tableEntry("es", writer, undefined, m)).toBe(tableSkeleton("es", writer));
      expect(m.title).toBe(title);
    }
  });

  it("the composer's skeletons read back with no error, each in its language", () => {
    for (const lang of ["es", "en"] as const) {
      for (const [text, block] of [[turnSkeleton(lang), "turn"], [tableSkeleton(lang), "table"]] as const) {
        const [b] = parsePujasPost(text);
        expect(b).toMatchObject({ block, lang, errors: [] });
      }
    }
  });
});
