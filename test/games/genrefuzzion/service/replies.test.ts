// The scene game's replies, es and en, from its catalogue (src/games/genrefuzzion/service/replies.ts):
// each is worded with the game's data, user text never leaves its code span, and the service's finish
// links every rule ID a reply cites.
import { describe, expect, it } from "@jest/globals";
import type { Lang } from "../../../../src/lib/i18n.js";
import { defaultTemplatesDir } from "../../../../src/service/service.js";
import { loadTemplates } from "../../../../src/service/templates.js";
import { gfReplyWords, sceneErrorReply, sceneReminderReply, sceneStandsReply, sceneUndoReply, sceneUnreadableReply, sceneUpdateReply }
  from "../../../../src/games/genrefuzzion/service/replies.js";
import { RULE_IDS } from "../../../../src/games/rules-reference.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

// The registry's games' rule IDs, as startService hands them to the templates.
const t = loadTemplates(defaultTemplatesDir(), { ruleIds: RULE_IDS });
const update = { username: "ana", happened: ["Escena 1 abierta."], turn: "Turno de @beto.", points: ["ana +2 PV (GF-YIELD-2)"],
  rolls: [{ character: "Lía", role: "protagonista", scene: 1, post: 7, block: 1000, proof: "gf1.x", dice: "d8:7r d6:5r", result: 12, effect: "-", botches: 0 }] };
const error = { username: "ana", lineNo: 3, lineText: "me rindo `[gf-roll]`", message: "ahora no toca" };
const replies: Readonly<Record<string, (lang: Lang) => string>> = {
  "scene-update": (lang) => sceneUpdateReply(lang, update),
  "scene-error": (lang) => sceneErrorReply(lang, error),
  "scene-reminder": (lang) => sceneReminderReply(lang, { who: "@beto", hours: 3, max: 2, turn: "Turno de @beto.", moderator: "@dani" }),
  "scene-stands": (lang) => sceneStandsReply(lang, { username: "ana", link: "http://forum/t/1/2" }),
  "scene-unreadable": (lang) => sceneUnreadableReply(lang, { username: "ana", message: "game.x: expected object" }),
  "scene-undo": (lang) => sceneUndoReply(lang, { username: "dani", scene: 7, character: "Lía", owner: "@ana",
    kept: ["problema «Herido» fuera: «Herido» cambió en la ficha (dice d8, se esperaba d6)"] }),
};

describe("the replies' catalogue", () => {
  it("every entry says the same things in es and en: the same placeholders, the same rule IDs, no empty text", () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    const rules = (t: string) => t.match(RULE_IDS) ?? [];
    for (const [key, w] of Object.entries(gfReplyWords)) {
      expect([key, names(w.es), rules(w.es)]).toEqual([key, names(w.en), rules(w.en)]);
      expect([key, w.es.trim() !== "" && w.en.trim() !== ""]).toEqual([key, true]);
    }
  });
});

describe("scene replies", () => {
  it.each(Object.keys(replies).flatMap((name) => (["es", "en"] as const).map((lang) => [name, lang] as const)))("%s.%s is worded with the game's data", (name, lang) => {
    const text = t.finish(replies[name]!(lang), lang);
    expect(text).toMatch(/^@(ana|beto|dani)/);
    if (name === "scene-update") expect(text).toContain(lang === "es" ? "[gf-roll personaje=\"Lía\" rol=protagonista escena=1 post=7 bloque=1000 prueba=gf1.x v=1]" : "[gf-roll character=\"Lía\" role=protagonista scene=1 post=7 block=1000 proof=gf1.x v=1]");
    if (name === "scene-error") expect(text).toContain("> `` me rindo `[gf-roll]` ``");
    if (name === "scene-reminder") expect(text).toContain("@dani");
    // GF-SUSP-2: each change left on the sheet on its own line, a value that cannot start a block.
    if (name === "scene-undo") expect(text).toContain("\n- problema «Herido» fuera: «Herido» cambió en la ficha (dice d8, se esperaba d6)\n");
  });
});

describe("rule IDs in replies", () => {
  it("GF-YIELD-2: every rule ID a reply cites links to its entry in the rules reference, in the reply's language", () => {
    const es = t.finish(sceneUpdateReply("es", update), "es");
    expect(es).toContain(`ana +2 PV ([GF-YIELD-2](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-yield-2))`);
    const refused = t.finish(sceneErrorReply("en", { ...error, lineText: "GF-POOL-2 typed by a player", message: "one boost per roll (GF-AMB-16)" }), "en");
    expect(refused).toContain(`one boost per roll ([GF-AMB-16](/plugins/genrefuzzion/rules/en.html?v=${PRODUCT_VERSION}#gf-amb-16))`);
    // A quoted line stays as typed.
    expect(refused).toContain("> `GF-POOL-2 typed by a player`");
    // The roll block inside the reply still parses as the plugin expects.
    expect(es).toContain("[gf-roll personaje=\"Lía\"");
  });

  it("follows the service's rulesUrl, and links nothing when it is empty", () => {
    const elsewhere = loadTemplates(defaultTemplatesDir(), { rulesUrl: "https://wiki.example/gf/{lang}/#{rule}", ruleIds: RULE_IDS });
    expect(elsewhere.finish(sceneUpdateReply("en", update), "en")).toContain("[GF-YIELD-2](https://wiki.example/gf/en/#gf-yield-2)");
    const none = loadTemplates(defaultTemplatesDir(), { rulesUrl: "", ruleIds: RULE_IDS });
    expect(none.finish(sceneUpdateReply("en", update), "en")).toContain("ana +2 PV (GF-YIELD-2)");
  });
});
