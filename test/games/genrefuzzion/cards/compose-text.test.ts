// What the buttons put in the composer must be what the markup parser reads back: the picker's
// pool and every scene button's block, in Spanish and English, through the one parser
// (src/markup parsePost) the renderer and the service use.
import { describe, expect, it } from "@jest/globals";
import fc from "../../../support/fast-check.js";
import { parsePost, type PoolNode } from "../../../../src/games/genrefuzzion/markup/index.js";
import { readSheet } from "../../../../src/games/genrefuzzion/sheet/index.js";
import { sheetCardWarnings } from "../../../../src/games/genrefuzzion/sheet/sheet-card-warnings.js";
import type { SheetNode } from "../../../../src/games/genrefuzzion/markup/schemas.js";
import { fillRelationshipTarget, intervalText, poolBlock, poolSkeleton, sceneSkeleton, sheetSkeleton, turnActionText, type PickedTrait } from "../../../../src/games/genrefuzzion/cards/compose-text.js";
import type { TurnAction } from "../../../../src/games/genrefuzzion/cards/scene-turn.js";
import { generatedSheet } from "../sheet/support/sheet-gen.js";
import { INTERVAL_LINES, turnInput } from "../../../plugin/support/button-inputs.js";

const LANGS = ["es", "en"] as const;

describe("poolBlock (the sheet card's picker)", () => {
  for (const lang of LANGS) {
    it(`GF-POOL-2: names character, sheet, role and scene, one line per chosen trait (${lang})`, () => {
      const raw = poolBlock({
        character: "Ana Torres", sheet: 12, role: "antagonist", scene: 3,
        traits: [
          { kind: "cliche", name: "Superfuerte", die: 8 },
          { kind: "relationship", name: "Mejor amiga de Bea", target: "Bea", die: 6 },
          { kind: "advantage", name: "Bate firmado", die: 6 },
          { kind: "cliche", name: "Niña prodigio" },
        ],
        bought: true, boosts: ["pk"],
      }, lang);
      const [block] = parsePost(raw, { lang });
      expect(block?.errors).toEqual([]);
      expect(block?.node).toMatchObject({
        block: "pool", character: "Ana Torres", role: "antagonist", scene: 3,
        entries: [
          { kind: "cliche", name: "Superfuerte", dice: [8] },
          { kind: "relationship", owner: "Bea", name: "Mejor amiga de Bea", dice: [6] },
          { kind: "advantage", name: "Bate firmado", dice: [6] },
          { kind: "cliche", name: "Niña prodigio", dice: [] },
          { kind: "bought", dice: [6] },
        ],
      });
      // GF-ROLL-5: the boost (the node may carry it as a word or as {currency}); one per roll (GF-AMB-16).
      const boosts = ((block?.node as { boosts: unknown[] }).boosts).map((b) => typeof b === "string" ? b : (b as { currency: string }).currency);
      expect(boosts).toEqual(["pk"]);
    });
  }

  it("GF-POOL-2: any traits of any generated sheet, picked as the card offers them, parse back to those traits in the sheet's language", () => {
    const kindOf = { cliches: "cliche", relationships: "relationship", advantages: "advantage" } as const;
    fc.assert(fc.property(generatedSheet, fc.array(fc.nat(50), { minLength: 1, maxLength: 6 }), fc.boolean(), ({ raw }, choices, bought) => {
      const read = readSheet(raw);
      if (!read.ok) throw new Error(JSON.stringify(read.error));
      const sheet = read.value.sheet;
      // What the sheet card lists under its cliché, relationship and advantage sections (never problems, GF-POOL-4).
      const offered: PickedTrait[] = (["cliches", "relationships", "advantages"] as const).flatMap((list) => sheet[list].map((t) => ({
        kind: kindOf[list], name: t.name, ...("target" in t && t.target ? { target: t.target } : {}), ...(t.die ? { die: t.die } : {}),
      })));
      fc.pre(offered.length > 0);
      const traits = choices.map((c) => offered[c % offered.length]!);
      const text = poolBlock({ ...(sheet.name ? { character: sheet.name } : {}), traits, bought }, sheet.lang);
      const blocks = parsePost(text, { lang: sheet.lang });
      expect(blocks.map((b) => [b.block, b.errors])).toEqual([["pool", []]]);
      const node = blocks[0]!.node as PoolNode;
      if (sheet.name) expect(node.character).toBe(sheet.name);
      expect(node.entries.map((e) => [e.kind, e.name, e.owner ?? null, e.dice])).toEqual([
        ...traits.map((t) => [t.kind, t.name, t.kind === "relationship" ? (t.target ?? null) : null, t.die ? [t.die] : []]),
        ...(bought ? [["bought", "", null, [6]]] : []),
      ]);
    }), { numRuns: 300 });
  });

  it("GF-POOL-2: a name with quotes or brackets cannot break out of the attribute", () => {
    const raw = poolBlock({ character: 'Ana "la] grande', traits: [{ kind: "cliche", name: "Fuerte", die: 8 }] }, "es");
    const [block] = parsePost(raw, { lang: "es" });
    expect(block?.errors).toEqual([]);
    expect(block?.node).toMatchObject({ character: "Ana la grande" });
  });
});

describe("turnActionText (the scene card's buttons and forms)", () => {
  const context = { scene: 4, character: "Bea", role: "antagonist" as const, effectDie: 8 };
  const actions: readonly TurnAction[] = ["present", "pool", "yield", "concede", "oppose", "retry", "effect", "rate"];

  for (const lang of LANGS) {
    it(`every scene button composes blocks that parse without errors: nothing previews as an error card (${lang})`, () => {
      for (const action of actions) {
        const blocks = parsePost(turnActionText(turnInput(action), context, lang), { lang });
        expect([action, blocks.flatMap((b) => b.errors.map((e) => e.code))]).toEqual([action, []]);
        expect(blocks.length).toBeGreaterThan(0);
      }
    });

    it(`GF-RES-1: yield is one action block (${lang})`, () => {
      const blocks = parsePost(turnActionText({ action: "yield" }, context, lang), { lang });
      expect(blocks.map((b) => [b.block, b.errors])).toEqual([["action", []]]);
      expect(blocks[0]?.node).toMatchObject({ character: "Bea", scene: 4, actions: [{ type: "yield" }] });
    });

    it(`GF-AMB-36: the Grand Finale's concession is one action block (${lang})`, () => {
      const text = turnActionText({ action: "concede" }, context, lang);
      expect(text).toContain(lang === "es" ? "pierdo la tirada" : "concede");
      const blocks = parsePost(text, { lang });
      expect(blocks.map((b) => [b.block, b.errors])).toEqual([["action", []]]);
      expect(blocks[0]?.node).toMatchObject({ character: "Bea", scene: 4, actions: [{ type: "concede" }] });
    });

    it(`GF-RES-3, GF-RES-5: oppose and retry come with the picked pool for the same side (${lang})`, () => {
      for (const action of ["oppose", "retry"] as const) {
        const blocks = parsePost(turnActionText(turnInput(action), context, lang), { lang });
        expect(blocks.map((b) => b.block)).toEqual(["action", "pool"]);
        expect(blocks[0]?.node).toMatchObject({ actions: [{ type: action }] });
        expect(blocks[1]?.node).toMatchObject({ character: "Bea", role: "antagonist", scene: 4,
          entries: [{ kind: "cliche", name: "Puños de acero", dice: [8] }, { kind: "scene", name: "Tormenta", dice: [6] }, { kind: "bought", dice: [6] }] });
      }
    });

    it(`GF-ANT-5, GF-WIN-3, GF-RATE-2: the forms' words land in the block, on one line (${lang})`, () => {
      const [present] = parsePost(turnActionText({ action: "present", intention: "Que se vaya\ndel pueblo" }, context, lang), { lang });
      expect(present?.node).toMatchObject({ actions: [{ type: "present", intention: "Que se vaya del pueblo" }] });
      for (const outcome of ["advantage", "problem", "annul"] as const) {
        const [effect] = parsePost(turnActionText({ action: "effect", outcome, target: "Linterna" }, { effectDie: 10 }, lang), { lang });
        expect(effect?.node).toMatchObject({ actions: [{ type: "effect", outcome, target: "Linterna", die: 10 }] });
      }
      // GF-WIN-2: a die the thread does not show is the one the winner picked in the form.
      const [named] = parsePost(turnActionText({ action: "effect", outcome: "problem", target: "Cojo", die: 4 }, {}, lang), { lang });
      expect(named?.node).toMatchObject({ actions: [{ type: "effect", outcome: "problem", target: "Cojo", die: 4 }] });
      const [rate] = parsePost(turnActionText({ action: "rate", protagonist: 0, antagonist: 5, reason: "great" }, {}, lang), { lang });
      expect(rate?.node).toMatchObject({ actions: [{ type: "rate", protagonist: 0, antagonist: 5, reason: "great" }] });
    });
  }
});

describe("intervalText (the interval card's forms)", () => {
  for (const lang of LANGS) {
    it(`GF-NEXT-1, GF-TRAIN-2..6, GF-OBJ-6, GF-OBJ-7, GF-RET-1: every interval form composes a block that reads back as that action (${lang})`, () => {
      for (const line of INTERVAL_LINES) {
        const who = line.type === "call" ? undefined : "Ana Torres";
        const blocks = parsePost(intervalText(who, [line], lang), { lang });
        expect([line.type, blocks.map((b) => [b.block, b.errors.map((e) => e.code)])]).toEqual([line.type, [["interval", []]]]);
        const { type, ...rest } = line;
        const expected = type === "new-trick" || type === "new-flaw" ? { type, name: (rest as { name: string }).name, detail: (rest as { detail: string }).detail } : { type, ...rest };
        expect(blocks[0]?.node).toMatchObject({ block: "interval", ...(who ? { character: who } : {}), actions: [expected] });
      }
    });

    it(`a name with a colon or a line break cannot open another line (${lang})`, () => {
      const [block] = parsePost(intervalText("Ana", [{ type: "new-relationship", target: "Bea: la mala", name: "Rival\nentrenar: Puños" }], lang), { lang });
      expect(block?.errors).toEqual([]);
      expect(block?.node).toMatchObject({ actions: [{ type: "new-relationship", target: "Bea la mala", name: "Rival entrenar: Puños" }] });
    });
  }
});

describe("composer toolbar skeletons", () => {
  for (const lang of LANGS) {
    it(`insert one block of the right kind, in the reader's language, that previews as a card, not an error (${lang})`, () => {
      for (const [kind, text] of [["pool", poolSkeleton(lang)], ["scene", sceneSkeleton(lang)], ["sheet", sheetSkeleton(lang)]] as const) {
        expect([kind, parsePost(text, { lang }).map((b) => [b.block, b.errors.map((e) => e.code)])]).toEqual([kind, [[kind, []]]]);
      }
      expect(sceneSkeleton(lang)).toContain(lang === "es" ? "intención:" : "intention:");
    });
  }
});

describe("fillRelationshipTarget (the sheet card's GF-REL-1 form)", () => {
  const sheetOf = (raw: string, lang: "es" | "en") => {
    const blocks = parsePost(raw, { lang });
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.errors).toEqual([]);
    return blocks[0]!.node as unknown as { relationships: { name: string; target?: string; die?: number }[] };
  };
  /** The skeleton with its first relationship's character cleared, as a player leaves it to pick later. */
  const emptied = (lang: "es" | "en") => sheetSkeleton(lang).replace(/^(relación|relationship) [^:]*:/m, "$1 :");
  const changedLines = (a: string, b: string) => {
    const x = a.split("\n"), y = b.split("\n");
    expect(y).toHaveLength(x.length);
    return x.flatMap((line, i) => (line === y[i] ? [] : [i]));
  };

  for (const lang of LANGS) {
    it(`GF-REL-1: fills a skeleton's relationship its player emptied and changes only that line (${lang})`, () => {
      const raw = `Prosa antes.\n\n${emptied(lang)}\n\nY después.`;
      expect(sheetOf(raw, lang).relationships.filter((r) => !r.target)).toHaveLength(1);
      const filled = fillRelationshipTarget(raw, 0, "Alicia")!;
      const word = lang === "es" ? "relación" : "relationship";
      const what = lang === "es" ? "Confía en él a ciegas" : "Trusts them blindly";
      expect(filled).toBe(raw.replace(`${word} : ${what} d6`, `${word} Alicia: ${what} d6`));
      const at = raw.split("\n").findIndex((l) => l.startsWith(`${word} :`));
      expect(changedLines(raw, filled)).toEqual([at]);
      expect(sheetOf(filled, lang).relationships[0]).toEqual(expect.objectContaining({ name: what, target: "Alicia", die: 6 }));
    });

    it(`GF-META-2, GF-REL-1, GF-REL-3, GF-REL-6: the skeleton warns of nothing as inserted, and names its writer as the player (${lang})`, () => {
      const [block] = parsePost(sheetSkeleton(lang, "ana"), { lang });
      expect(block?.errors).toEqual([]);
      expect(sheetCardWarnings(block!.node as SheetNode, lang)).toEqual([]);
      expect(block?.node).toMatchObject({ player: { value: "@ana" } });
      // Two relationships, each with someone, d8s as many as d4s.
      expect((block!.node as SheetNode).relationships.map((r) => [!!r.target, r.die])).toEqual([[true, 6], [true, 6]]);
    });
  }

  it("GF-REL-1: a name with markdown or HTML characters is the target's text, and adds no block", () => {
    const raw = emptied("es");
    for (const name of ["<img src=x onerror=alert(1)>", "**Ana** _la_ `Rápida`", "[gf-roll] Bea", "Zoe & <b>Lía</b> [/gf-sheet]"]) {
      const filled = fillRelationshipTarget(raw, 0, name)!;
      expect(changedLines(raw, filled)).toHaveLength(1);
      expect(sheetOf(filled, "es").relationships[0]?.target).toBe(name);
    }
  });

  it("GF-REL-1: every other byte stays as written (CRLF, other sheets, the nth empty one); no line, no name → undefined", () => {
    const raw = "hola\r\n[gf-ficha]\r\nnombre: Bruno\r\nRelación Ana: Hermanos d6\r\n  relacion:  Le debe la vida d6 \r\nrelación : Rivales d4\r\n[/gf-ficha]\r\n[gf-ficha]\r\nrelación : Otra d6\r\n[/gf-ficha]";
    // The parser reads the same two lines as naming no one, in the same order as the card lists them.
    const first = parsePost(raw, { lang: "es" })[0]!.node as unknown as { relationships: { name: string; target?: string }[] };
    expect(first.relationships.filter((r) => !r.target).map((r) => r.name)).toEqual(["Le debe la vida", "Rivales"]);
    expect(fillRelationshipTarget(raw, 0, "Alicia")).toBe(raw.replace("  relacion:  Le debe", "  relacion Alicia:  Le debe"));
    expect(fillRelationshipTarget(raw, 1, " Alicia ")).toBe(raw.replace("relación : Rivales", "relación Alicia: Rivales"));
    expect(fillRelationshipTarget(raw, 2, "Alicia")).toBeUndefined(); // the second sheet is not this card's
    for (const bad of ["", "  ", "Ana: la otra", "Ana\nrelación Bea"]) expect(fillRelationshipTarget(raw, 0, bad)).toBeUndefined();
    expect(fillRelationshipTarget("relación : Sin ficha d6", 0, "Alicia")).toBeUndefined();
  });
});
