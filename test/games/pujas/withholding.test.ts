// PJ-TOOL-08 PJ-BID-3: the sheet reveals every scene bid at once; a thread cannot, so whoever reveals
// last has seen the others' bids and may hold theirs back. What the tool does with it (a bid of 0:
// the scene lost, the coins kept, never a raise or a win) and what the rules and the docs say must be
// the same thing. Before, the docs said "holding back can only lose, never change a bid", while the
// last revealer could turn a winning bid into a free loss.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import { closeAuctionAtDeadline, playPujasPost, refusalText, type PujasTable } from "../../../src/games/pujas/flow/index.js";
import { parsePujasPost } from "../../../src/games/pujas/markup/index.js";
import { ok } from "../../../src/lib/result.js";
import { start } from "./helpers.js";

const NONCE = { ana: "a7".repeat(32), bruno: "b6".repeat(32), carla: "c5".repeat(32) } as const;
type P = keyof typeof NONCE;

function played(t: PujasTable, author: P, raw: string): PujasTable {
  const r = playPujasPost(t, raw, parsePujasPost(raw), { author, crypto: nodeCrypto, roll: () => ok({ dice: [], proof: "" }) });
  if (!r.ok) throw new Error(refusalText(r.error, "en"));
  return r.value.table;
}
const seal = (p: P, bid: number) => `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: "topic-5", auction: "scene-1", player: p, bid, nonce: NONCE[p] }, nodeCrypto)}\n[/pj-bid]`;
const reveal = (p: P, bid: number) => `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${NONCE[p]}\n[/pj-bid]`;

/** Every seal in (carla's 9 would win), ana and bruno revealed: carla has seen both. */
function lastToReveal(): PujasTable {
  let t: PujasTable = { table: "topic-5", game: start(), auction: null };
  for (const p of ["ana", "bruno", "carla"] as const) t = played(t, p, "[pj-turn]\npass\n[/pj-turn]");
  for (const [p, bid] of [["ana", 4], ["bruno", 2], ["carla", 9]] as const) t = played(t, p, seal(p, bid));
  return played(played(t, "ana", reveal("ana", 4)), "bruno", reveal("bruno", 2));
}

describe("the last to reveal holds back (PJ-TOOL-08)", () => {
  it("is a bid of 0 at the deadline: the scene goes to the next bid, the coins stay; it never raises a bid nor wins", () => {
    const c = closeAuctionAtDeadline(lastToReveal());
    if (!c.ok) throw new Error(c.error.code);
    expect(c.value.action).toEqual({ type: "auction", bids: { ana: 4, bruno: 2, carla: 0 }, forfeited: ["carla"] });
    expect(c.value.forfeited).toEqual(["carla"]);
    expect(c.value.table.game.scene).toMatchObject({ narrator: "ana", table: 4 });
    expect(c.value.table.game.purses["carla"]).toBe(25);
    // Revealed, the same seal would have won and cost 9.
    const revealed = played(lastToReveal(), "carla", reveal("carla", 9));
    expect(revealed.game.scene).toMatchObject({ narrator: "carla", table: 9 });
  });

  it("the rules reference in both languages and the decisions say exactly that, and no longer that holding back changes no bid", () => {
    const entry = (lang: string) => /## PJ-TOOL-08 [^\n]*\n\n([^\n]+)/.exec(readFileSync(`src/games/pujas/reference/${lang}.md`, "utf8"))![1]!;
    expect(entry("en")).toContain("whoever reveals last has seen the others' bids and may hold theirs back");
    expect(entry("en")).toContain("Holding back can never raise a bid or win the scene; it can turn a bid that would have won into one that loses.");
    expect(entry("es")).toContain("puede convertir una puja que habría ganado en una que pierde");
    for (const file of ["src/games/pujas/reference/en.md", "src/games/pujas/reference/es.md", "docs/decisions.md", "docs/games/pujas.md", "README.md"]) {
      expect([file, readFileSync(file, "utf8")]).not.toEqual([file, expect.stringMatching(/never change a bid|it can never change a bid|nunca cambiar una puja/)]);
    }
  });
});
