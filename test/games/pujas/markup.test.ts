// Pujas' markup beyond the grammar page: where errors point, what is not read (code, quotes), the
// language of a block, a turn post played through the rules with its author as the actor, the books
// written to and read back from the first post, and random text.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { ledgerMatches, markupMessage, parsePujasPost, renderLedger, turnActions, type LedgerNode, type TurnNode } from "../../../src/games/pujas/markup/index.js";
import { apply } from "../../../src/games/pujas/rules/index.js";
import { framed, play, sceneOne } from "./helpers.js";

describe("Pujas markup", () => {
  it("an error names its line and column, in the block's language", () => {
    const [b] = parsePujasPost("Text before.\n\n[pj-turno]\nlugar: la posada\n  comprar un caballo\n[/pj-turno]");
    expect(b!.lang).toBe("es");
    expect(b!.errors).toEqual([expect.objectContaining({ code: "pj.markup.unknown-line", line: 5, column: 3 })]);
    expect(markupMessage(b!.errors[0]!, "es")).toMatch(/^línea 5, columna 3: no se entiende «comprar un caballo»/);
    expect(markupMessage(b!.errors[0]!, "en")).toMatch(/^line 5, column 3: cannot read "comprar un caballo"/);
    expect(b!.node).toBeNull();
  });

  it("blocks in code fences and quotes are not read; several blocks in a post are", () => {
    const raw = "```\n[pj-turn]\nevent: x\n[/pj-turn]\n```\n> [pj-turn]\n[quote=\"ana\"]\n[pj-turn]\nevent: y\n[/pj-turn]\n[/quote]\n[pj-turn]\nevent: z\n[/pj-turn]\n[pj-bid auction=scene-2]\nseal: " + "ab".repeat(32) + "\n[/pj-bid]";
    const blocks = parsePujasPost(raw);
    expect(blocks.map((b) => b.block)).toEqual(["turn", "bid"]);
    expect((blocks[0]!.node as TurnNode).steps[0]!.action).toEqual({ type: "event", text: "z" });
  });

  it("keywords match without case or accents", () => {
    const [b] = parsePujasPost("[PJ-TURNO]\nLUGAR: la posada\nDialogo: Posada\nadueñarse: Carro\nADUENARSE: Carro\n[/pj-turno]");
    expect(b!.errors).toEqual([]);
    expect((b!.node as TurnNode).steps.map((s) => s.action["type"])).toEqual(["place", "dialogue", "take-over", "take-over"]);
  });

  it("a turn post becomes its author's actions, and the rules price them", () => {
    const [b] = parsePujasPost("[pj-turn]\ncomponent: Cook (Grumpy)\nevent: the cook shouts\nend turn\n[/pj-turn]");
    const actions = turnActions(b!.node as TurnNode, "ana");
    if (!actions.ok) throw new Error(JSON.stringify(actions.error));
    let state = framed();
    for (const a of actions.value) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value.state;
    }
    expect(state.purses.ana).toBe(20 - 3);
    expect(state.scene!.turn).toBe("bruno");
    // Another poster's same post acts as them, and the rules refuse it: it is not their turn.
    const theirs = turnActions(b!.node as TurnNode, "bruno");
    if (!theirs.ok) throw new Error("parse");
    expect(apply(framed(), theirs.value[0]!)).toMatchObject({ ok: false, error: { code: "pj.not-your-turn" } });
  });

  it("the books, the Tenets and the Component registry written as [pj-ledger] read back the same, in both languages; a hand edit shows", () => {
    const state = play(framed(), { type: "tenet", by: "ana", kind: "story", text: "dragons  are real" },
      { type: "create", by: "ana", component: "Guild", traits: ["Rich"], master: true }, { type: "create", by: "ana", component: "Thief", traits: ["Quick", "Sly"] },
      { type: "link", by: "ana", component: "Thief", master: "Guild" }, { type: "create", by: "ana", component: "Cart", traits: [], inScene: false }).state;
    expect(renderLedger(state, "en").split("\n")).toEqual(expect.arrayContaining(["tenet 1 story: dragons are real", "component Inn: ana; Old, Warm; 3",
      "component Guild: ana; Rich; 6", "component Thief: ana; Quick, Sly; 2; Guild", "component Cart: -; ; 1"]));
    expect(renderLedger(state, "es")).toContain("norma 1 historia: dragons are real");
    for (const lang of ["es", "en"] as const) {
      const [b] = parsePujasPost(renderLedger(state, lang));
      expect(b!.errors).toEqual([]);
      expect(ledgerMatches(b!.node as LedgerNode, state)).toBe(true);
      expect(ledgerMatches(b!.node as LedgerNode, sceneOne())).toBe(false);
      const [edited] = parsePujasPost(renderLedger(state, lang).replace(/(ana: )\d+/, "$199"));
      expect(ledgerMatches(edited!.node as LedgerNode, state)).toBe(false);
      const [retrait] = parsePujasPost(renderLedger(state, lang).replace("Quick, Sly", "Quick"));
      expect(ledgerMatches(retrait!.node as LedgerNode, state)).toBe(false);
    }
  });

  it("random text never throws, and every node it yields is what its schema says", () => {
    const words = fc.constantFrom("[pj-turn]", "[/pj-turn]", "[pj-bid auction=x]", "[/pj-bid]", "[pj-libro]", "[/pj-libro]", "event: x", "dice c1 ana: 2 (y)",
      "seal: " + "0".repeat(64), "bid: 3", "secret: zz", "purse ana: 3", "```", "> ", "[quote]", "[/quote]", "time: past 2", "pujar p1: 2 nueva: z", ":", "");
    fc.assert(fc.property(fc.array(fc.oneof(words, fc.string()), { maxLength: 30 }), (parts) => {
      for (const b of parsePujasPost(parts.join("\n"))) {
        for (const e of b.errors) expect(e.line).toBeGreaterThanOrEqual(1);
        if (b.node === null) expect(b.errors.length).toBeGreaterThan(0);
      }
    }), { numRuns: 300 });
  });
});
