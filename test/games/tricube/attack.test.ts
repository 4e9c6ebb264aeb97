// Attacks on Tricube Tales as the service plays it (src/games/tricube/flow/service-flow.ts), as a
// player would make them: each test failed on the code before its fix.
import { describe, expect, it } from "@jest/globals";
import { diceRollBlock } from "../../../src/markup/dice-roll.js";
import type { Lang } from "../../../src/lib/i18n.js";
import { ok } from "../../../src/lib/result.js";
import type { FlowSheet, FlowStep, FlowStepContext } from "../../../src/lib/topic-flow.js";
import { tricubeTopicFlow } from "../../../src/games/tricube/flow/service-flow.js";
import type { TopicRecord } from "../../../src/games/tricube/flow/topic.js";

const MAGA = "[tt-ficha]\nnombre: Maga\njugador: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const SHEETS: FlowSheet[] = [{ character: "Maga", postId: 2, raw: MAGA, owner: "ana" }];

/** A context whose dice are the given faces, in order, and which counts the rolls made. */
function table(faces: number[][], lang: Lang = "es") {
  const rolls: { block: number; faces: number[] }[] = [];
  const ctx: FlowStepContext = {
    lang, now: 0, gm: "dj", settings: {},
    roll: (block, sizes) => {
      const f = faces.shift() ?? [6, 6, 6];
      rolls.push({ block, faces: f.slice(0, sizes.length) });
      const dice = sizes.map((size, i) => ({ size, face: f[i]! }));
      return ok({ dice, proof: `gf1.${block}`, card: diceRollBlock({ post: 1, block, proof: `gf1.${block}`, dice }, lang) });
    },
    sheetOf: (c) => SHEETS.find((s) => s.character.toLowerCase() === c.toLowerCase()),
    sheets: () => SHEETS,
  };
  return { ctx, rolls };
}

const post = (id: number, author: string, raw: string) => ({ id, topicId: 1, postNumber: id, version: 1, raw, author, staff: false, categoryId: 5 });

function played(step: FlowStep<TopicRecord>): Extract<FlowStep<TopicRecord>, { kind: "played" }> {
  if (step.kind !== "played") throw new Error(`not played: ${JSON.stringify(step)}`);
  return step;
}

describe("Tricube: a player cannot throw a roll away", () => {
  it("TT-EFF-3 TT-OUT-2: a block refused because the roll before it failed leaves the roll standing (no reroll by edit or repost)", () => {
    const { ctx, rolls } = table([[1, 2, 3]]);
    const open = played(tricubeTopicFlow.step(undefined, post(10, "dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]"), ctx));
    // Ana rolls, and in the same post rolls again: the second roll is legal only if the first did
    // not fail (a failure waits for the GM's cost, TT-EFF-3). Refusing the whole post would tell her
    // the first roll failed and let her post it again for fresh dice.
    const raw = "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]\n\n[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]";
    const step = tricubeTopicFlow.step(open.record, post(11, "ana", raw), ctx);
    const p = played(step);
    expect(rolls).toEqual([{ block: 0, faces: [1, 2, 3] }]);
    expect(p.record.applied).toContain(11);
    const ch = p.record.state.challenges["muro"]!;
    expect(ch.rolls.map((r) => r.faces)).toEqual([[1, 2, 3]]);
    expect(p.reply).toContain("[1] [2] [3]");
    expect(p.refused).toMatchObject({ line: 4, code: "tt.roll.cost-pending", message: "el DJ aún tiene que decidir el precio del fallo de Maga (TT-EFF-3)" });
  });

  it("TT-EFF-2: a post refused before any die is rolled is still refused whole (nothing kept, nothing rolled)", () => {
    const { ctx, rolls } = table([]);
    const open = played(tricubeTopicFlow.step(undefined, post(10, "dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 5\nesfuerzo: 3\n[/tt-desafio]"), ctx));
    const step = tricubeTopicFlow.step(open.record, post(11, "ana", "[tt-karma desafio=muro personaje=Maga]\nventaja: Piromancia\n[/tt-karma]\n\n[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"), ctx);
    expect(step.kind).toBe("refused");
    expect(rolls).toEqual([]);
  });
});

describe("Tricube: words in the service's replies stay text", () => {
  it("TT-OUT-3: a complication written as a link, a tag, a code span and a block stays inert in the reply's prose", () => {
    const { ctx } = table([[2, 2, 2]]);
    const open = played(tricubeTopicFlow.step(undefined, post(10, "dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 5\n[/tt-desafio]"), ctx));
    const rolled = played(tricubeTopicFlow.step(open.record, post(11, "ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"), ctx));
    const words = "[clic](https://evil.example) <b>x</b> `c` [tt-desafio id=z] **y**";
    const cost = played(tricubeTopicFlow.step(rolled.record, post(12, "dj", `[tt-respuesta desafio=muro personaje=Maga]\ncoste: resolución\ncomplicación: ${words}\n[/tt-respuesta]`), ctx));
    // Before: "- Maga: complicación «[clic](https://evil.example) <b>x</b> …»", a link and a tag in the service's post.
    const line = cost.reply.split("\n").find((l) => l.includes("complicación"))!;
    expect(line).toBe("- Maga: complicación «&#91;clic&#93;(https://evil.example) &lt;b&gt;x&lt;/b&gt; &#96;c&#96; &#91;tt-desafio id=z&#93; &#42;&#42;y&#42;&#42;» (TT-OUT-3)");
  });
});


describe("Tricube: one language per table", () => {
  it("TT-SETUP-1 TT-OUT-1: a Spanish table answers posts written in English in Spanish, refusals too; an English table answers Spanish posts in English", () => {
    const { ctx } = table([[5, 5, 2], [6, 6, 6]]);
    const open = played(tricubeTopicFlow.step(undefined, post(10, "dj", "[tt-challenge id=wall]\nwho: Maga\nquality: cunning\ndifficulty: 5\n[/tt-challenge]"), ctx));
    const rolled = played(tricubeTopicFlow.step(open.record, post(11, "ana", "[tt-roll challenge=wall character=Maga]\n[/tt-roll]"), ctx));
    // Before: the reply followed the post's blocks ("Maga rolls … success", "[tt-table]"), then the next Spanish post switched back.
    for (const reply of [open.reply, rolled.reply]) expect(reply).not.toMatch(/\b(?:rolls|success|failure|challenge|Waiting|turn|proof)\b/);
    expect(rolled.reply).toMatch(/éxito|fallo/);
    const refused = tricubeTopicFlow.step(rolled.record, post(12, "ana", "[tt-roll challenge=nowhere character=Maga]\n[/tt-roll]"), ctx);
    expect(refused.kind === "refused" && refused.message).not.toMatch(/\b(?:the|no such|challenge)\b/);
    const en = table([[5, 5, 2]], "en");
    const enCtx = { ...en.ctx, lang: "en" as const };
    const abierto = played(tricubeTopicFlow.step(undefined, post(10, "dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 5\n[/tt-desafio]"), enCtx));
    const tirada = played(tricubeTopicFlow.step(abierto.record, post(11, "ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"), enCtx));
    for (const reply of [abierto.reply, tirada.reply]) expect(reply).not.toMatch(/\b(?:tira|éxito|fallo|desafío|Pendiente|turno|prueba)\b/);
    expect(tirada.reply).toMatch(/success|failure/);
  });
});
