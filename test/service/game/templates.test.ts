// The scene game's reply templates, es and en: each renders with the data the game gives it (strict
// Handlebars: a missing field fails), and user text never leaves its code span.
import { describe, expect, it } from "@jest/globals";
import { defaultTemplatesDir } from "../../../src/service/service.js";
import { loadTemplates, SCENE_TEMPLATE_NAMES } from "../../../src/service/templates.js";

const t = loadTemplates(defaultTemplatesDir());
const data = {
  "scene-update": { username: "ana", happened: ["Escena 1 abierta."], turn: "Turno de @beto.", points: ["ana +2 PV (GF-YIELD-2)"],
    rolls: [{ character: "Lía", role: "protagonista", scene: 1, post: 7, proof: "gf1.x", dice: "d8:7r d6:5r", result: 12, effect: "-", botches: 0 }] },
  "scene-error": { username: "ana", lineNo: 3, lineText: "me rindo `[gf-roll]`", message: "ahora no toca" },
  "scene-reminder": { who: "beto", hours: 3, max: 2, turn: "Turno de @beto.", moderator: "dani" },
  "scene-stands": { username: "ana", link: "http://forum/t/1/2" },
} as const;

describe("scene reply templates", () => {
  it.each(SCENE_TEMPLATE_NAMES.flatMap((name) => (["es", "en"] as const).map((lang) => [name, lang] as const)))("%s.%s renders with the game's data", (name, lang) => {
    const text = t.render(name, lang, data[name]);
    expect(text).toMatch(/^@(ana|beto)/);
    if (name === "scene-update") expect(text).toContain(lang === "es" ? "[gf-roll personaje=\"Lía\" rol=protagonista escena=1 post=7 prueba=gf1.x v=1]" : "[gf-roll character=\"Lía\" role=protagonista scene=1 post=7 proof=gf1.x v=1]");
    if (name === "scene-error") expect(text).toContain("> `` me rindo `[gf-roll]` ``");
    if (name === "scene-reminder") expect(text).toContain("@dani");
  });
});
