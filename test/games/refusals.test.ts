// Refusals name their rule and their cause in words, for every game the runner plays: each mistake a
// group makes at a Tricube, Facetas or Pujas table (a wrong block, a move out of turn, a rule broken)
// is refused with a message that names the rule at fault, says why in the table's language and holds
// no message key; the runner quotes the line (its flow-error template, test/service: flow-error).
import { describe, expect, it } from "@jest/globals";
import { ok } from "../../src/lib/result.js";
import type { FlowPost, FlowStepContext, TopicFlow } from "../../src/lib/topic-flow.js";
import { tricubeTopicFlow } from "../../src/games/tricube/flow/service-flow.js";
import { facetasTopicFlow } from "../../src/games/facetas/flow/service-flow.js";
import { pujasTopicFlow } from "../../src/games/pujas/flow/index.js";
import type { Lang } from "../../src/lib/i18n.js";

const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]";
const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Velocidad: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";

function context(lang: Lang, sheets: { character: string; raw: string; owner: string }[]): FlowStepContext {
  const all = sheets.map((s, i) => ({ ...s, postId: 100 + i }));
  return {
    lang, now: 0, gm: "dj", settings: {},
    roll: (block, sizes) => ok({ dice: sizes.map((size) => ({ size, face: 4 })), proof: `gf2.${block}`, card: "" }),
    sheetOf: (c) => all.find((s) => s.character.toLowerCase() === c.toLowerCase()),
    sheets: () => all,
  };
}
let id = 10;
const post = (author: string, raw: string): FlowPost => ({ id: id++, topicId: 1, postNumber: id, version: 1, raw, author, staff: false, categoryId: 1 });

/** Plays the opening, then refuses each of `mistakes`: every refusal's message, in `lang`. */
function refusals(flow: TopicFlow<any, any>, ctx: FlowStepContext, opening: readonly [string, string][], mistakes: readonly [string, string][]): string[] {
  let record: unknown;
  for (const [author, raw] of opening) {
    const s = flow.step(record, post(author, raw), ctx);
    if (s.kind !== "played") throw new Error(`opening not played: ${JSON.stringify(s)}`);
    record = s.record;
  }
  return mistakes.map(([author, raw]) => {
    const s = flow.step(record, post(author, raw), ctx);
    if (s.kind !== "refused") throw new Error(`not refused: ${raw} → ${s.kind}`);
    return s.message;
  });
}

const RULE = /\((?:TT|FA|PJ)-[A-Z]+-\d+(?:, (?:TT|FA|PJ)-[A-Z]+-\d+)*\)/;

describe.each(["es", "en"] as const)("refusals at a table in %s", (lang) => {
  const check = (messages: string[]) => {
    for (const m of messages) {
      expect(m).toMatch(RULE);
      // The cause in words: no message key, no placeholder left.
      expect(m).not.toMatch(/\b(?:tt|fa|pj)\.[a-z-]+\.[a-z.-]+/);
      expect(m).not.toMatch(/\{\w+\}/);
      expect(m.replace(RULE, "").trim().length).toBeGreaterThan(15);
    }
  };

  it("Tricube: a player's challenge, a roll of another's character, a roll in no challenge, a Karma with none to spend", () => {
    check(refusals(tricubeTopicFlow, context(lang, [{ character: "Maga", raw: MAGA, owner: "ana" }]),
      [["dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 4\nesfuerzo: 3\n[/tt-desafio]"]],
      [["ana", "[tt-desafio id=otro]\nquién: Maga\ndificultad: 4\n[/tt-desafio]"],
        ["bruno", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"],
        ["ana", "[tt-tirada desafio=nada personaje=Maga]\n[/tt-tirada]"]]));
  });

  it("Facetas: a move out of turn, a die that is none, the Ally rolling", () => {
    check(refusals(facetasTopicFlow, context(lang, [{ character: "Mark", raw: MARK, owner: "ana" }]),
      [["bruno", "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nficha protagonista: Mark\n[/fa-conflicto]\n\n[fa-ficha funcion=adversario]\nfaceta Tormenta: 3\nph: 1\ninspiraciones: 3\n[/fa-ficha]"]],
      [["bruno", "[fa-turno]\ntirar P1: Velocidad\n[/fa-turno]"],
        ["ana", "[fa-turno]\ntirar X1: Velocidad\n[/fa-turno]"],
        ["carla", "[fa-turno]\ntirar P1: Velocidad\n[/fa-turno]"]]));
  });

  it("Pujas: a move out of turn in the Tenet lap, a scene move before any scene, a bid with no auction open", () => {
    check(refusals(pujasTopicFlow, context(lang, []),
      [["ana", "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\nmonedas: 20\n[/pj-mesa]"]],
      [["bruno", "[pj-turno]\npasar\n[/pj-turno]"],
        ["ana", "[pj-turno]\nlugar: el muelle\n[/pj-turno]"],
        ["carla", "[pj-puja subasta=scene-1]\npuja: 2\nsecreto: " + "c3".repeat(32) + "\n[/pj-puja]"]]));
  });
});
