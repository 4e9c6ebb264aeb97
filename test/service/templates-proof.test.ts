// A roll card's proof is the service's own base64url text, written into the card's attribute exactly:
// the inert-text function that guards player words turns a run of "_" before "-", "_" or the end into
// character references, which no verifier reads back (a fresh key gave such a proof about one roll in
// ten, and its card then failed the format check). GenreFuzzion's replies write it as a block attribute.
import { describe, expect, it } from "@jest/globals";
import { defaultTemplatesDir } from "../../src/service/service.js";
import { loadTemplates } from "../../src/service/templates.js";
import { rollResultReply, sceneUpdateReply } from "../../src/games/genrefuzzion/service/replies.js";

const templates = loadTemplates(defaultTemplatesDir());
/** Every underscore a base64url text can hold: before "-", before "_", before a letter, at the end. */
const PROOF = "gf2.Ab_-c__d_9e-_f_";

describe("the roll card's proof is written as the service made it", () => {
  it.each(["es", "en"] as const)("%s: roll-result and scene-update carry the proof byte for byte", (lang) => {
    const word = lang === "es" ? "prueba" : "proof";
    const roll = { post: 7, block: 0, proof: PROOF, dice: "d8:7r", result: 7, effect: "-", botches: 0 };
    const result = templates.finish(rollResultReply(lang, { username: "alicia", rolls: [roll] }), lang);
    const scene = templates.finish(sceneUpdateReply(lang, { username: "alicia", happened: [], points: [], turn: "alicia",
      rolls: [{ ...roll, character: "Ana", role: lang === "es" ? "protagonista" : "protagonist", scene: 1, block: 1000 }] }), lang);
    for (const raw of [result, scene]) expect(raw).toContain(` ${word}=${PROOF} `);
  });
});
