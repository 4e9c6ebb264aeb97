// The "not a wiki" reply quotes Discourse's own menu label in the table's language, whatever the
// forum's: the admin post menu's post.controls.wiki, "Make Wiki" in English and «Transformar en formato
// wiki» in config/locales/client.es.yml (discourse/discourse@01275fa4, as templates/sheet-not-wiki.*.hbs
// cite it), the words the sandbox's post menu shows (src/sandbox/page/app.ts). A walk read the Spanish
// label on an English page; here the forum speaks one language and the table the other, both ways, on
// the real service and sandbox forum.
import { describe, expect, it, jest } from "@jest/globals";
import { readFileSync } from "node:fs";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness } from "../harness.js";
import { serviceStaff } from "../../support/service-account.js";

jest.setTimeout(120_000);

const LABEL: Readonly<Record<Lang, string>> = { en: "⋯ → 🔧 → \"Make Wiki\"", es: "⋯ → 🔧 → «Transformar en formato wiki»" };
const TABLES: readonly { game: string; table: Lang; forum: Lang; raw: string }[] = [
  { game: "tricube", table: "en", forum: "es", raw: "[tt-sheet]\nname: Ilsa\nplayer: ana\narchetype: strong dwarf\nperk: Fury\nquirk: Grumpy\n[/tt-sheet]" },
  { game: "tricube", table: "es", forum: "en", raw: "[tt-ficha]\nnombre: Ilsa\njugador: ana\narquetipo: fuerte enana\nventaja: Furia\ndefecto: Gruñona\n[/tt-ficha]" },
];

describe("the not-a-wiki reply names Discourse's menu in the table's language", () => {
  it("the sandbox's post menu shows the labels the replies quote (Discourse's post.controls.wiki, en and es)", () => {
    const app = readFileSync("src/sandbox/page/app.ts", "utf8");
    for (const lang of ["en", "es"] as const) {
      const template = readFileSync(`templates/sheet-not-wiki.${lang}.hbs`, "utf8");
      const label = /[“"«]([^”"»]+)[”"»]$/.exec(LABEL[lang])![1]!;
      expect(template).toContain(LABEL[lang]);
      expect(app).toContain(`makeWiki: "${label}"`);
    }
  });

  for (const t of TABLES) {
    it(`a ${t.table} table on a ${t.forum} forum: the reply quotes the ${t.table} label, never the other`, async () => {
      const h = await harness({ seed: `not-wiki-lang-${t.table}`, sandbox: { players: ["ana", "bruno"] },
        config: { categoryGame: { "1": t.game }, lang: t.forum, categoryLang: { "1": t.table }, sheetMakeWiki: true, sheetWikiGraceMs: 0 } });
      try {
        serviceStaff(h.sandbox, false);
        const post = await h.post("ana", t.raw);
        await h.settle();
        const replies = h.replies(post.topic_id).map((r) => r.raw.replace(/&quot;/g, "\""));
        expect(replies).toHaveLength(1);
        expect(replies[0]).toContain(LABEL[t.table]);
        expect(replies[0]).not.toContain(LABEL[t.forum]);
      } finally { await h.close(); }
    });
  }
});
