// Attacks on Facetas as the service plays it (src/games/facetas/flow): each test failed on the code
// before its fix.
import { describe, expect, it } from "@jest/globals";
import { diceRollBlock } from "../../../src/markup/dice-roll.js";
import { ok } from "../../../src/lib/result.js";
import type { FlowStep, FlowStepContext } from "../../../src/lib/topic-flow.js";
import { facetasTopicFlow, type TopicRecord } from "../../../src/games/facetas/flow/index.js";

const OPENING = `[fa-conflicto]
protagonista: ana
adversario: bruno
[/fa-conflicto]

[fa-ficha funcion=protagonista]
personaje: Mark
faceta Sin pegar ojo: 4
faceta Marlene: 2
rasgo: Demonio al volante
ph: 3
[/fa-ficha]

[fa-ficha funcion=adversario]
faceta Los chicos de azul: 3
ph: 1
[/fa-ficha]`;

function table(faces: number[]) {
  const rolls: { block: number; face: number }[] = [];
  const ctx: FlowStepContext = {
    lang: "es", now: 0, gm: "dj", settings: {},
    roll: (block) => {
      const face = faces.shift() ?? 6;
      rolls.push({ block, face });
      return ok({ dice: [{ size: 6, face }], proof: `gf2.${block}`, card: diceRollBlock({ post: 1, block, proof: `gf2.${block}`, dice: [{ size: 6, face }] }, "es") });
    },
    sheetOf: () => undefined,
    sheets: () => [],
  };
  return { ctx, rolls };
}

const post = (id: number, author: string, raw: string, staff = false) => ({ id, topicId: 1, postNumber: id, version: 1, raw, author, staff, categoryId: 5 });

function played(step: FlowStep<TopicRecord>): Extract<FlowStep<TopicRecord>, { kind: "played" }> {
  if (step.kind !== "played") throw new Error(`not played: ${JSON.stringify(step)}`);
  return step;
}

describe("Facetas: a player cannot throw a reroll away", () => {
  it("FA-BREAK-1 FA-TRAIT-1 FA-ROLL-1: a step refused because of the face just rolled (a 1 never breaks) leaves the reroll standing", () => {
    const { ctx, rolls } = table([1]);
    const open = played(facetasTopicFlow.step(undefined, post(10, "mod", OPENING, true), ctx));
    // Ana rerolls her die and breaks it with her Trait in the same post: legal unless the reroll
    // shows 1. Refusing the whole post would tell her it rolled a 1 and let her post the reroll again.
    const step = facetasTopicFlow.step(open.record, post(11, "ana", "[fa-turno]\ntirar P1: Sin pegar ojo\nrasgo P1: Demonio al volante\n[/fa-turno]"), ctx);
    const p = played(step);
    expect(rolls).toEqual([{ block: 0, face: 1 }]);
    expect(p.record.applied).toContain(11);
    expect(p.record.actions.map((a) => a.type)).toEqual(["roll"]);
    expect(p.refused).toMatchObject({ line: 3 });
    expect(p.reply).toContain("gf2.0");
  });

  it("FA-ROLL-1: a post refused before its first roll is refused whole, and nothing is rolled", () => {
    const { ctx, rolls } = table([]);
    const open = played(facetasTopicFlow.step(undefined, post(10, "mod", OPENING, true), ctx));
    const step = facetasTopicFlow.step(open.record, post(11, "ana", "[fa-turno]\nrasgo P1: Demonio al volante\ntirar P1: Sin pegar ojo\n[/fa-turno]"), ctx);
    expect(step.kind).toBe("refused");
    expect(rolls).toEqual([]);
  });
});

describe("Facetas: the Adversary does not write the other roles' sheets", () => {
  it("FA-ROLE-2 FA-SCENE-1: an inline sheet for a role another player holds is refused unless staff presents the conflict", () => {
    const { ctx } = table([]);
    // bruno, the Adversary, gave ana's Protagonist the facets, Traits and PH he chose (a facet at 4, 3 PH).
    const step = facetasTopicFlow.step(undefined, post(10, "bruno", OPENING), ctx);
    expect(step).toMatchObject({ kind: "refused", code: "fa.flow.sheet.inline-other", line: 6 });
    expect(step.kind === "refused" && step.message).toBe("bruno no puede escribir aquí la ficha del protagonista, que juega ana: cada uno juega con su propia ficha; nómbrala con una línea «ficha protagonista: Nombre» con el nombre de su personaje (FA-ROLE-2)");
    // His own role's conflict sheet inline, and ana's own registered sheet by name, will do.
    const own = OPENING.replace(/\[fa-ficha funcion=protagonista\][^]*?\[\/fa-ficha\]/, "").replace("adversario: bruno", "adversario: bruno\nficha protagonista: Mark");
    const mark = { character: "Mark", postId: 7, owner: "ana", raw: "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nph: 3\n[/fa-ficha]" };
    expect(facetasTopicFlow.step(undefined, post(10, "bruno", own), { ...ctx, sheetOf: (c) => (c === "Mark" ? mark : undefined) }).kind).toBe("played");
  });
});
