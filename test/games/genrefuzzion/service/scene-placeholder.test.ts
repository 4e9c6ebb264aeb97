// A scene opened with the template's placeholder where the protagonist's name goes ("protagonist: Your
// character's name", as the "Open a GenreFuzzion scene" form pre-filled it from a sheet still named so)
// is refused at that line, quoted, as a word to replace, in the table's language (es and en), with the
// words every game uses (service/flows/placeholder-line.ts), never as a character the opener lacks
// (GF-RET-4); the scene is not opened. Named, the same post opens it. Over the sandbox forum and the real service.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { SHEET_PLACEHOLDER } from "../../../../src/games/genrefuzzion/markup/spellings.js";
import type { Lang } from "../../../../src/lib/i18n.js";
import { gameOf, say, SCENE, table, type Table } from "./support.js";

jest.setTimeout(90_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

const TOLD: Readonly<Record<Lang, (word: string) => string>> = {
  es: (word) => `«${word}» es la palabra que deja la plantilla donde va el nombre de un personaje: escribe en su lugar el nombre del personaje`,
  en: (word) => `“${word}” is the word the template leaves where a character's name goes: write the character's name in its place`,
};
const LINE: Readonly<Record<Lang, string>> = { es: "En la línea 4", en: "On line 4" };

describe("a GenreFuzzion scene naming the sheet template's placeholder as its protagonist", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: is refused at that line as a word to replace, and opens nothing; named, it opens`, async () => {
      t = await table({ categoryLang: { "1": lang } });
      const { h } = t;
      const word = SHEET_PLACEHOLDER[lang];
      const line = `${lang === "es" ? "protagonista" : "protagonist"}: ${word}`;
      const raw = SCENE.replace("[gf-scene]\n", `[gf-scene]\n${line}\n`);
      expect(raw.split("\n")[3]).toBe(line);
      const posted = await say(h, "ana", raw);
      const replies = posted.replies.map((r) => r.raw.replace(/&#39;/g, "'").replace(/&quot;/g, "\""));
      expect(replies).toHaveLength(1);
      expect(replies[0]).toContain(LINE[lang]);
      expect(replies[0]).toContain(`> \`${line}\``);
      expect(replies[0]).toContain(TOLD[lang](word));
      expect(replies[0]).not.toMatch(/GF-RET-4|does not run|no lleva/);
      expect((await gameOf(h, posted.post.topic_id)).topic?.game.scene).toBeFalsy();
      const named = await say(h, "ana", raw.replace(line, line.replace(word, "Lía")));
      expect(named.replies).toHaveLength(1);
      expect(named.replies[0]!.raw).not.toContain(word);
      expect((await gameOf(h, named.post.topic_id)).topic?.game.scene).toBeTruthy();
    });
  }
});
