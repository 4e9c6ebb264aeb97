// PJ-BID-1, PJ-BID-2: the auction's id ("scene-1", what every seal commits to) is never a word of a
// table's prose. A Spanish table writes it "escena-1" in its books and bids and says "la escena 1" in
// its replies; an English one writes "scene-1" and says "scene 1". Either spelling of a bid is the same
// auction, and a seal made for one opens with the other. Played on the real service and sandbox forum.
import { afterEach, describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { auctionRead, auctionWords, auctionWritten } from "../../../src/games/pujas/bids/auction-name.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness, type Harness } from "../../service/harness.js";

const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) };

const W = {
  es: { table: "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]", tag: "pj-puja", attr: "subasta", seal: "sello", bid: "puja", secret: "secreto",
    turn: (l: string) => `[pj-turno]\n${l}\n[/pj-turno]`, story: "elemento de la historia: el puerto nunca duerme", pass: "pasar",
    sealed: "Puja sellada de ana para la escena 1", revealed: "Puja revelada de carla para la escena 1", books: "subasta: escena-1",
    other: "esta puja es para la escena 2, pero se subasta la escena 1" },
  en: { table: "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\n[/pj-table]", tag: "pj-bid", attr: "auction", seal: "seal", bid: "bid", secret: "secret",
    turn: (l: string) => `[pj-turn]\n${l}\n[/pj-turn]`, story: "story element: the harbour never sleeps", pass: "pass",
    sealed: "Sealed bid of ana for scene 1", revealed: "Revealed bid of carla for scene 1", books: "auction: scene-1",
    other: "this bid is for scene 2, but the auction under way is for scene 1" },
} as const;

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

describe("the auction's id is never a word of the table's prose (PJ-BID-1, PJ-BID-2)", () => {
  it("reads either spelling as the id, writes the table's, and says it in words", () => {
    expect(auctionRead("escena-3")).toBe("scene-3");
    expect(auctionRead("scene-3")).toBe("scene-3");
    expect(auctionWritten("scene-3", "es")).toBe("escena-3");
    expect(auctionWritten("scene-3", "en")).toBe("scene-3");
    expect([auctionWords("scene-3", "es"), auctionWords("scene-3", "en")]).toEqual(["la escena 3", "scene 3"]);
  });

  for (const lang of ["es", "en"] as const satisfies readonly Lang[]) {
    it(`${lang}: the books write the auction in the table's spelling, the replies say it in words, and a seal opens under either spelling`, async () => {
      const w = W[lang];
      h = await harness({ seed: `pujas-auction-words-${lang}`, sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" }, lang } });
      let topicId = 0;
      const say = async (user: string, raw: string) => {
        const post = await h!.post(user, raw, topicId || undefined);
        if (!topicId) topicId = post.topic_id;
        await h!.settle();
        return h!.replies(topicId).filter((r) => r.replyTo === post.post_number).map((r) => r.raw).join("\n");
      };
      const sealOf = (p: string, bid: number) => commitmentOf({ table: `topic-${topicId}`, auction: "scene-1", player: p, bid, nonce: NONCE[p]! }, nodeCrypto);
      const bid = (auction: string, ...lines: string[]) => `[${w.tag} ${w.attr}=${auction}]\n${lines.join("\n")}\n[/${w.tag}]`;
      const spelled = auctionWritten("scene-1", lang);

      await say("ana", w.table);
      await say("ana", w.turn(w.story));
      await say("bruno", w.turn(w.pass));
      await say("carla", w.turn(w.pass));
      const books = h.sandbox.forum.topicPosts(topicId)[0]!.raw;
      expect(books).toContain(w.books);

      const other = await say("ana", bid(auctionWritten("scene-2", lang), `${w.seal}: ${sealOf("ana", 1)}`));
      expect(other).toContain(w.other);
      const sealed = [
        await say("ana", bid(spelled, `${w.seal}: ${sealOf("ana", 1)}`)),
        await say("bruno", bid(spelled, `${w.seal}: ${sealOf("bruno", 2)}`)),
        // Written in the other table's spelling, sealed for the same auction.
        await say("carla", bid(lang === "es" ? "scene-1" : "escena-1", `${w.seal}: ${sealOf("carla", 0)}`)),
      ];
      expect(sealed[0]).toContain(w.sealed);
      const revealed = [
        await say("ana", bid(spelled, `${w.bid}: 1`, `${w.secret}: ${NONCE["ana"]}`)),
        await say("bruno", bid(spelled, `${w.bid}: 2`, `${w.secret}: ${NONCE["bruno"]}`)),
        await say("carla", bid(spelled, `${w.bid}: 0`, `${w.secret}: ${NONCE["carla"]}`)),
      ];
      expect(revealed[2]).toContain(w.revealed);
      // No reply names the auction by its id (a refusal quotes the player's own line, as typed).
      const replies = h.replies(topicId).map((r) => r.raw).join("\n").split("\n").filter((l) => !l.startsWith("> ")).join("\n");
      expect(replies).not.toMatch(/scene-\d|escena-\d/);
      expect(replies).not.toContain("do not match");
      expect(replies).not.toContain("no corresponden");
    }, 120_000);
  }
});
