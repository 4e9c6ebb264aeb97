// PJ-SETUP-1, PJ-SETUP-2: the reply that opens a Pujas table reads at a glance. A new group met one
// paragraph of about fifteen settings before "Confirm the table". Now: a lead sentence (who plays, who
// starts, press "Confirm the table"), a short list (purse, Recovery, the times, any setting the table
// changed), every setting in words with its key and rule in a fold Discourse draws closed, in the
// table's language, within Discourse's post rules (src/sandbox/post-validator.ts, cited there).
import { describe, expect, it } from "@jest/globals";
import { stepPujasTopic } from "../../../src/games/pujas/flow/index.js";
import { SETTING_WORDS } from "../../../src/games/pujas/flow/setting-words.js";
import type { Lang } from "../../../src/lib/i18n.js";
import type { FlowStepContext } from "../../../src/lib/topic-flow.js";
import { DISCOURSE_POSTING_DEFAULTS, postErrors } from "../../../src/sandbox/post-validator.js";
import { parseLocaleYml, translate } from "../../../src/sandbox/page/locale-yml.js";
import { readFileSync } from "node:fs";
import { cardWordsFile } from "../../support/plugin-words.js";

const context = (lang: Lang): FlowStepContext => ({
  lang, now: 0, gm: "gf-dice", settings: undefined, sheetOf: () => undefined, sheets: () => [],
  roll: () => { throw new Error("no dice at the opening"); },
});
const TABLE = { en: "[pj-table]\nplayers: ana, bruno, carla\nfirst: bruno\nsetting unspentPrize: kept\n[/pj-table]", es: "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: bruno\najuste unspentPrize: kept\n[/pj-mesa]" };
const WORDS = {
  en: {
    lead: "Table open: ana, bruno, carla; bruno starts. @ana, @bruno, @carla: confirm the table, each of you with the \"Confirm the table\" button on the books, in the first post. (PJ-SETUP-1, PJ-SETUP-2)",
    list: "- 25 coins each, Recovery 5\n- 48 h to reveal sealed bids, 48 h to seal them once the auction opens (PJ-TOOL-08, PJ-TOOL-09)\n- changed at this table: unspent prize coins are kept",
    fold: "<details><summary>The table&#39;s 13 settings (changed with a &quot;setting&quot; line in &#91;pj-table&#93;)</summary>",
    line: "- a full lap with no change to the pools lets the dice be rolled without everyone&#39;s word: `idleLapRolls: true` (PJ-AMB-09)",
    changed: "- unspent prize coins are kept (changed): `unspentPrize: kept` (PJ-AMB-11)",
    wrong: "If anything is wrong, open another topic with another [pj-table].",
    lap: "Tenet lap: @bruno is next",
    pass: "or `pass`, which the books' \"Pass (no Tenet)\" button writes)",
  },
  es: {
    lead: "Mesa abierta: ana, bruno, carla; empieza bruno. @ana, @bruno, @carla: confirmad la mesa, cada cual con el botón «Confirmar la mesa» de los libros, en el primer mensaje. (PJ-SETUP-1, PJ-SETUP-2)",
    list: "- 25 monedas cada uno, Recuperación 5\n- 48 h para revelar las pujas selladas, 48 h para sellarlas desde que se abre la subasta (PJ-TOOL-08, PJ-TOOL-09)\n- cambiado en esta mesa: cada cual se queda sus monedas de premio sin gastar",
    fold: "<details><summary>Los 13 ajustes de la mesa (se cambian con una línea «ajuste» en &#91;pj-mesa&#93;)</summary>",
    line: "- una vuelta entera sin cambios en las reservas permite tirar sin el acuerdo de todos: `idleLapRolls: true` (PJ-AMB-09)",
    changed: "- cada cual se queda sus monedas de premio sin gastar (cambiado): `unspentPrize: kept` (PJ-AMB-11)",
    wrong: "Si algo no os vale, abrid otro tema con otra [pj-mesa].",
    lap: "Ronda de Normas: le toca a @bruno",
    pass: "o `pasar`, que escribe el botón «Pasar (sin Norma)» de los libros)",
  },
} as const;

describe("PJ-SETUP-1 PJ-SETUP-2: the table's opening reply", () => {
  it.each(["en", "es"] as const)("a lead to confirm, a short list, the settings in a closed fold (%s)", (lang) => {
    const w = WORDS[lang];
    const step = stepPujasTopic(undefined, { id: 50, topicId: 9, postNumber: 1, version: 1, raw: TABLE[lang], author: "ana", staff: false, categoryId: 3 }, context(lang));
    if (step.kind !== "played") throw new Error(JSON.stringify(step));
    const parts = step.reply.split("\n\n");
    // The lead is the first paragraph, short enough to take in, and says what to do next.
    expect(parts[0]).toBe(w.lead);
    expect(parts[0]!.length).toBeLessThan(240);
    expect(parts[1]).toBe(w.list);
    expect(parts[2]).toBe(w.fold);
    // Every setting is a line of the fold (words, key, rule); none is in the open text.
    const fold = step.reply.slice(step.reply.indexOf("<details>"), step.reply.indexOf("</details>"));
    expect(fold.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(13);
    expect(fold).toContain(w.line);
    expect(fold).toContain(w.changed);
    const open = step.reply.replace(/<details>[\s\S]*<\/details>/, "");
    for (const words of Object.values(SETTING_WORDS)) for (const [value, said] of Object.entries(words)) {
      if (value !== "kept") expect(open).not.toContain(said[lang].split(" (")[0]);
    }
    expect(open).not.toMatch(/PJ-AMB-|zeroBids/);
    expect(parts.slice(-2)).toEqual([w.wrong, expect.stringContaining(w.lap)]);
    // PJ-TENET-1: the pass is named with the books' button that writes it (its words are the card's, cards.<lang>.yml).
    expect(parts.at(-1)).toContain(w.pass);
    const button = translate(parseLocaleYml(readFileSync(cardWordsFile(lang), "utf8")), `${lang}.genrefuzzion.pujas.pass`);
    expect(button && w.pass.includes(button)).toBe(true);
    // Discourse takes it as a post: its length, entropy and mentions (PostValidator).
    expect(postErrors({ staff: false, admin: false, trustLevel: 1 }, { raw: step.reply, firstPost: false, recentDuplicate: false }, DISCOURSE_POSTING_DEFAULTS)).toEqual([]);
  });
});
