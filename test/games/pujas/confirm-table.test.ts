// PJ-SETUP-1, PJ-SETUP-2: a player's confirmation of the table is answered (src/games/pujas/flow/confirm.ts).
// The books' "Confirm the table" button writes "I confirm the table (…)" / "Confirmo la mesa (…)", a
// post with no block, which the flow ignored: nothing in the thread said what happened. Each one is
// now kept in the topic's record and answered in the table's language with who plays, their order
// from the first player, who is still to confirm (each with an "@") and whom the game waits for; the
// last names the whole table. A quoted confirmation is nobody's; a reader who is no player is told.
import { describe, expect, it } from "@jest/globals";
import { confirmationLine, playOrder } from "../../../src/games/pujas/flow/confirm.js";
import { pujasTableOf, readPujasTopic, stepPujasTopic, type PujasStep, type PujasTopic } from "../../../src/games/pujas/flow/index.js";
import type { Lang } from "../../../src/lib/i18n.js";
import type { FlowStepContext } from "../../../src/lib/topic-flow.js";

const TOPIC = 9;
const context = (lang: Lang): FlowStepContext => ({
  lang, now: 0, gm: "gf-dice", settings: undefined, sheetOf: () => undefined, sheets: () => [],
  roll: () => { throw new Error("no dice in a confirmation"); },
});
let nextPost = 200;
const postBy = (author: string, raw: string) => ({ id: nextPost++, topicId: TOPIC, postNumber: nextPost - 199, version: 1, raw, author, staff: false, categoryId: 3 });

function played(step: PujasStep): Extract<PujasStep, { kind: "played" }> {
  if (step.kind !== "played") throw new Error(`expected played, got ${JSON.stringify(step)}`);
  const back = readPujasTopic(JSON.parse(JSON.stringify(step.record)));
  expect(back.ok).toBe(true);
  return step;
}

// bruno goes first: the order starts with him and goes round (PJ-SETUP-2, PJ-TENET-1).
const open = (lang: Lang): PujasTopic =>
  played(stepPujasTopic(undefined, postBy("ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: bruno\n[/pj-table]"), context(lang))).record;

const WORDS = {
  en: {
    confirm: "I confirm the table (PJ-SETUP-1, PJ-SETUP-2).",
    first: "ana confirms the table (PJ-SETUP-1, PJ-SETUP-2). Playing, in this order: bruno, carla and ana; bruno starts and the turn passes to the next (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Still to confirm: @bruno and @carla.",
    lap: "Tenet lap: @bruno is next",
    again: "ana had already confirmed the table (PJ-SETUP-1, PJ-SETUP-2). Still to confirm: @bruno and @carla.",
    last: "carla confirms the table: every player has confirmed it now (PJ-SETUP-1, PJ-SETUP-2). Playing, in this order: @bruno, @carla and @ana; @bruno starts and the turn passes to the next (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1).",
    stranger: "only the table's players confirm it: ana, bruno, carla (PJ-SETUP-1)",
  },
  es: {
    confirm: "Confirmo la mesa (PJ-SETUP-1, PJ-SETUP-2).",
    first: "ana confirma la mesa (PJ-SETUP-1, PJ-SETUP-2). Juegan, en este orden: bruno, carla y ana; empieza bruno y el turno pasa al siguiente (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Falta que la confirmen: @bruno y @carla.",
    lap: "Ronda de Normas: le toca a @bruno",
    again: "ana ya había confirmado la mesa (PJ-SETUP-1, PJ-SETUP-2). Falta que la confirmen: @bruno y @carla.",
    last: "carla confirma la mesa: ya la han confirmado todos (PJ-SETUP-1, PJ-SETUP-2). Juegan, en este orden: @bruno, @carla y @ana; empieza @bruno y el turno pasa al siguiente (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1).",
    stranger: "solo confirman la mesa sus jugadores: ana, bruno, carla (PJ-SETUP-1)",
  },
} as const;

describe("PJ-SETUP-1 PJ-SETUP-2: a confirmation of the table is answered", () => {
  it.each(["en", "es"] as const)("in the table's language (%s): who plays, in what order, who is still to confirm, and whose turn it is", (lang) => {
    const w = WORDS[lang];
    let r = open(lang);
    // The button's words, in the other language too (the reader's, at a table in another): understood.
    const other = WORDS[lang === "en" ? "es" : "en"].confirm;
    const first = played(stepPujasTopic(r, postBy("ana", w.confirm), context(lang)));
    expect(first.reply.split("\n\n")).toEqual([w.first, expect.stringContaining(w.lap)]);
    expect(first.sheets).toEqual([]);
    r = first.record;
    expect(r.confirmed).toEqual(["ana"]);
    // Confirming again says so, and changes nothing.
    const again = played(stepPujasTopic(r, postBy("ana", `¡Vamos!\n\n${w.confirm.toUpperCase()}`), context(lang)));
    expect(again.reply.split("\n\n")[0]).toBe(w.again);
    expect(again.record.confirmed).toEqual(["ana"]);
    r = played(stepPujasTopic(r, postBy("bruno", other), context(lang))).record;
    // Someone who is no player of the table is told, at the line.
    const stranger = stepPujasTopic(r, postBy("dora", `hola\n${w.confirm}`), context(lang));
    expect(stranger).toEqual({ kind: "refused", line: 2, code: "pj.topic.confirm-not-player", message: w.stranger });
    const last = played(stepPujasTopic(r, postBy("carla", w.confirm), context(lang)));
    expect(last.reply.split("\n\n")).toEqual([w.last, expect.stringContaining(w.lap)]);
    expect(last.record.confirmed).toEqual(["ana", "bruno", "carla"]);
    // The game did not move: the Tenet lap waits for bruno as before.
    expect(pujasTableOf(last.record).game).toEqual(pujasTableOf(open(lang)).game);
  });

  it("reads a confirmation only in the player's own words: never quoted, nor in code, nor mid-sentence", () => {
    expect(confirmationLine("Confirmo la mesa (PJ-SETUP-1, PJ-SETUP-2).")).toBe(1);
    expect(confirmationLine("ok\n  i CONFIRM the table")).toBe(2);
    expect(confirmationLine("No confirmo la mesa todavía")).toBeUndefined();
    expect(confirmationLine("> I confirm the table")).toBeUndefined();
    expect(confirmationLine("[quote=\"ana, post:2, topic:9\"]\nI confirm the table\n[/quote]\nnot yet")).toBeUndefined();
    expect(confirmationLine("[quote=\"ana, post:2, topic:9\"]\nyes\n[/quote]\nI confirm the table")).toBe(4);
    expect(confirmationLine("```\nI confirm the table\n```")).toBeUndefined();
    expect(confirmationLine("I said I confirm the table")).toBeUndefined();
    // A post that confirms nothing stays unanswered, as before.
    expect(stepPujasTopic(open("en"), postBy("ana", "Nice table!"), context("en"))).toEqual({ kind: "ignored" });
  });

  it("orders the players from the first and round to the left (PJ-SETUP-2, PJ-TENET-1)", () => {
    expect(playOrder({ players: ["ana", "bruno", "carla"], first: "carla" })).toEqual(["carla", "ana", "bruno"]);
    expect(playOrder({ players: ["ana", "bruno"], first: "ana" })).toEqual(["ana", "bruno"]);
  });
});
