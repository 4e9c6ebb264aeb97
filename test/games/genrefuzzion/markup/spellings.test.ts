// One table of keywords (src/games/genrefuzzion/markup/spellings.ts) for the parser and every writer: the block specs
// read with exactly its entries, and every spelling a writer takes from it reads back, in its own
// language, as the field or value it was written for.
import { describe, expect, it } from "@jest/globals";
import { BLOCK_SPECS } from "../../../../src/games/genrefuzzion/markup/registry.js";
import { foldKeyword, type Spellings } from "../../../../src/markup/keywords.js";
import {
  ACTION_FIELDS, INTERVAL_FIELDS, MODES, OBJECTIVE_STATES, OUTCOMES, POOL_FIELDS, ROLES, ROLL_FIELDS, SCENE_FIELDS, SHEET_FIELDS, TAGS,
  valueWords, written,
} from "../../../../src/games/genrefuzzion/markup/spellings.js";

const LANGS = ["es", "en"] as const;
const TABLES = { pool: POOL_FIELDS, scene: SCENE_FIELDS, action: ACTION_FIELDS, interval: INTERVAL_FIELDS, roll: ROLL_FIELDS, sheet: SHEET_FIELDS } as const;

describe("keywords in one place", () => {
  it("each block spec reads exactly the table's tags and line keywords, not a copy", () => {
    for (const [name, table] of Object.entries(TABLES)) {
      const spec = BLOCK_SPECS.find((c) => c.spec.name === name)!.spec;
      expect([name, spec.tags]).toEqual([name, TAGS[name as keyof typeof TAGS]]);
      expect([name, Object.keys(spec.fields).sort()]).toEqual([name, Object.keys(table).sort()]);
      for (const [id, field] of Object.entries(spec.fields)) expect([name, id, field.spellings === (table as Record<string, unknown>)[id]]).toEqual([name, id, true]);
    }
  });

  it("every line keyword a writer uses reads back as its field, in its language or a shared word", () => {
    for (const [name, table] of Object.entries(TABLES)) {
      const compiled = BLOCK_SPECS.find((c) => c.spec.name === name)!;
      for (const [id, s] of Object.entries(table)) {
        for (const lang of LANGS) {
          const keyword = written(s, lang);
          const hit = compiled.fields.get(keyword);
          expect([name, keyword, hit?.id, hit?.lang === undefined || hit.lang === lang]).toEqual([name, keyword, id, true]);
        }
      }
    }
  });

  it("the closed sets of values map every spelling, folded, to its own id", () => {
    for (const values of [ROLES, MODES, OBJECTIVE_STATES, OUTCOMES] as readonly Readonly<Record<string, Spellings>>[]) {
      const words = valueWords(values);
      for (const [id, s] of Object.entries(values)) {
        for (const w of [...s.es, ...s.en]) expect([w, words[foldKeyword(w)]]).toEqual([w, id]);
        for (const lang of LANGS) expect(words[foldKeyword(written(s, lang))]).toBe(id);
      }
    }
  });
});
