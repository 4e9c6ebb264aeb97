// What the Moderator's Accept and Revert buttons write (client strings question.accept_reply and
// question.revert_reply, src/games/genrefuzzion/cards/question.ts) is a post Discourse accepts, at
// a forum's defaults (min_post_length 20, body entropy: src/sandbox/post-validator.ts), and one the
// service reads as that decision (GF-FORUM-4, GF-PTS-2); a reply that decides nothing still decides
// nothing. The word alone, what the buttons wrote before, is refused: the decision could never be posted.
import { describe, expect, it } from "@jest/globals";
import { cardWords } from "../../../../support/plugin-words.js";
import { DISCOURSE_POSTING_DEFAULTS, PLUGIN_README_POSTING, postErrors } from "../../../../../src/sandbox/post-validator.js";
import { decisionIn } from "../../../../../src/games/genrefuzzion/service/sheets/points-guard.js";

const question = (lang: "es" | "en") =>
  (cardWords(lang) as { genrefuzzion: { question: Record<string, string> } }).genrefuzzion.question;
const SETTINGS = { ...DISCOURSE_POSTING_DEFAULTS, ...PLUGIN_README_POSTING };
/** The Moderator: a player of trust level 1 named in gf_moderator, not staff. */
const posted = (raw: string) => postErrors({ staff: false, admin: false, trustLevel: 1 }, { raw, firstPost: false, recentDuplicate: false }, SETTINGS);

describe.each(["es", "en"] as const)("GF-FORUM-4: the Moderator's buttons in a table in %s", (lang) => {
  const words = question(lang);

  it.each([["accept_reply", "accepted"], ["revert_reply", "reverted"]] as const)("%s is a post Discourse accepts and the service reads as %s", (key, verdict) => {
    const sentence = words[key]!;
    expect(posted(sentence)).toEqual([]);
    expect(decisionIn(sentence)).toBe(verdict);
  });

  it("the word alone would be refused: the buttons' old text could not be posted", () => {
    expect(posted(lang === "es" ? "aceptar" : "accept")).toContain("Body is too short (minimum is 20 characters)");
  });
});

describe("GF-FORUM-4: what decides and what does not", () => {
  it.each([
    ["aceptar: los puntos de la ficha de Alicia", "accepted"], ["Revertir, por favor: no se los ganó", "reverted"],
    ["accept: the points on Alice's sheet", "accepted"], ["  REVERT the points changed by hand", "reverted"],
    ["Lo miro mañana, que hoy no llego", undefined], ["ok, lo miro mañana con calma", undefined], ["OK. I will look at it tomorrow", undefined], ["no acepto esto todavía, dame un día", undefined], ["", undefined],
  ] as const)("%j decides %s", (raw, verdict) => {
    expect(decisionIn(raw)).toBe(verdict);
  });
});
