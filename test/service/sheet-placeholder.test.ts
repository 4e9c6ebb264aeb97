// A sheet inserted from the composer and posted before its character was named keeps the template's
// word ("Name", "Nombre", "Character", "Personaje", "Your character's name"…) where the name goes. No
// character is called that: the service registers nothing, so no reply ever names it, and tells the
// author, once, in the table's language, to write the character's name; named, the sheet plays.
// Every game with a sheet, with its own composer's sheet, at an English and a Spanish table, on the
// real service and sandbox forum.
import { afterEach, describe, expect, it } from "@jest/globals";
import { sheetSkeleton as d20Sheet } from "../../src/games/d20/cards/compose.js";
import { sheetSkeleton as facetasSheet } from "../../src/games/facetas/cards/compose.js";
import { sheetSkeleton as gfSheet } from "../../src/games/genrefuzzion/cards/compose-text.js";
import { sheetSkeleton as tricubeSheet } from "../../src/games/tricube/cards/compose.js";
import { GAMES } from "../../src/games/games.js";
import type { Lang } from "../../src/lib/i18n.js";
import { wikiSheet } from "./flows/support.js";
import { harness, type Harness } from "./harness.js";

const SHEETS: Readonly<Record<string, (lang: Lang) => string>> = {
  genrefuzzion: (lang) => gfSheet(lang),
  tricube: (lang) => tricubeSheet(lang, "ana"),
  facetas: (lang) => facetasSheet(lang, "ana"),
  d20: (lang) => d20Sheet(lang, "ana"),
};
const TOLD: Readonly<Record<Lang, string>> = {
  es: "@ana: esta ficha aún lleva el nombre de la plantilla donde va el de su personaje",
  en: "@ana: this sheet still has the template's name where its character's name goes",
};

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

describe("a sheet still named as the composer's template names it", () => {
  it("every game whose composer inserts a sheet says which word stands in for the name, in both languages", () => {
    for (const [game, sheet] of Object.entries(SHEETS)) {
      const placeholders = GAMES.find((g) => g.id === game)!.sheetPlaceholders ?? [];
      for (const lang of ["es", "en"] as const) expect({ game, lang, named: placeholders.some((p) => sheet(lang).includes(`: ${p}\n`)) }).toEqual({ game, lang, named: true });
    }
  });

  for (const game of Object.keys(SHEETS)) {
    for (const lang of ["es", "en"] as const) {
      it(`${game}, ${lang}: is not registered, no reply names the template's word, its author is told once, and the named sheet plays`, async () => {
        h = await harness({ seed: `sheet-placeholder-${game}-${lang}`, sandbox: { players: ["ana", "bruno"] }, config: { categoryGame: { "1": game }, lang } });
        const raw = SHEETS[game]!(lang);
        const placeholders = GAMES.find((g) => g.id === game)!.sheetPlaceholders!;
        const placeholder = placeholders.find((p) => raw.includes(`: ${p}\n`))!;
        const postId = await wikiSheet(h, "ana", raw);
        const topicId = h.sandbox.forum.posts.get(postId)!.topicId;
        const sheets = async () => (await h!.service.store.loadSheets()).filter((s) => s.raw !== null).map((s) => s.character);
        expect(await sheets()).toEqual([]);
        const replies = () => h!.replies(topicId).map((r) => r.raw);
        expect(replies()).toHaveLength(1);
        expect(replies()[0]).toContain(TOLD[lang]);
        // No reply says the template's word, in either language.
        for (const word of placeholders) expect(replies().join("\n")).not.toContain(word);
        // An edit that keeps it is not told again; one that names the character registers it.
        await h.edit("ana", postId, raw.replace(/\n\[\//, "\n\n[/"));
        await h.settle();
        expect(replies()).toHaveLength(1);
        await h.edit("ana", postId, raw.replace(`: ${placeholder}\n`, ": Ilsa\n"));
        await h.settle();
        expect(await sheets()).toEqual(["Ilsa"]);
      }, 60_000);
    }
  }
});
