// Every error the rules can return has a message in both languages, so the service can always post one.
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { err, gfError, ok } from "../../../src/lib/result.js";
import { rulesMessage, rulesMessages } from "../../../src/games/genrefuzzion/rules/messages.js";
import { CLICHE_TABLE, RELATIONSHIP_TABLE, tableEntry } from "../../../src/games/genrefuzzion/rules/tables.js";
import { TRICKS } from "../../../src/games/genrefuzzion/rules/tricks.js";
import { FLAWS } from "../../../src/games/genrefuzzion/rules/flaws.js";

const dir = resolve("src/games/genrefuzzion/rules");
const source = readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => readFileSync(join(dir, f), "utf8")).join("\n");

describe("messages and data", () => {
  it("every error code in the rules has a Spanish and an English message with the same placeholders", () => {
    const codes = new Set([...source.matchAll(/gfError\(\s*"([a-z-]+\.[a-z-]+)"/g)].map((m) => m[1]!));
    for (const side of ["protagonist", "antagonist"]) codes.add(`trick.only-${side}`);
    expect([...codes].filter((c) => !Object.hasOwn(rulesMessages, c))).toEqual([]);
    for (const [code, m] of Object.entries(rulesMessages)) {
      const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
      expect([code, names(m.es)]).toEqual([code, names(m.en)]);
      expect(m.es.trim() && m.en.trim()).toBeTruthy();
    }
  });

  it("names the phase in words in both languages", () => {
    const e = { code: "scene.wrong-phase", params: { action: "yield", phase: "a_decide" } };
    expect(rulesMessage(e, "en")).toBe("\"yield\" is not possible now (the antagonist decides whether to yield or oppose)");
    expect(rulesMessage(e, "es")).toBe("ahora no toca «yield» (el antagonista decide si se rinde o se opone)");
  });

  it("GF-POOL-2, GF-POOL-3: a pool over a source's limit names the source in words, not by the rules' slot name (S1…)", () => {
    const e = { code: "pool.too-many", rule: "GF-POOL-3", params: { slot: "S1", max: 3, count: 4 } };
    expect(rulesMessage(e, "en")).toBe("too many of your character's clichés in the pool: at most 3, and there are 4 (GF-POOL-3)");
    expect(rulesMessage(e, "es")).toBe("demasiados clichés de tu personaje en el pozo: como mucho 3 y hay 4 (GF-POOL-3)");
    // Every slot pool.ts can name in this refusal.
    const pool = readFileSync(join(dir, "pool.ts"), "utf8");
    const slots = new Set([...pool.matchAll(/\["(S\d+|give)", /g)].map((m) => m[1]!).concat("S1", "S5"));
    expect(slots.size).toBeGreaterThanOrEqual(8);
    for (const slot of slots) for (const lang of ["es", "en"] as const) {
      expect([slot, rulesMessage({ ...e, params: { slot, max: 1, count: 2 } }, lang)]).toEqual([slot, expect.not.stringMatching(/\bS\d+\b|\bgive\b/)]);
    }
  });

  it("GF-TT-1: the trick table has 34 entries and the flaw table 13, each named and explained in es and en", () => {
    expect([TRICKS.length, FLAWS.length]).toEqual([34, 13]);
    for (const x of [...TRICKS, ...FLAWS]) {
      for (const text of [x.name, x.activation, x.effect]) expect(text.es.length * text.en.length).toBeGreaterThan(0);
    }
    expect(new Set(TRICKS.map((x) => x.id)).size).toBe(34);
    expect(TRICKS.map((x) => x.rule)).toEqual(Array.from({ length: 34 }, (_, i) => `GF-TRICK-${String(i + 1).padStart(2, "0")}`));
    expect(FLAWS.map((x) => x.rule)).toEqual(Array.from({ length: 13 }, (_, i) => `GF-FLAW-${String(i + 1).padStart(2, "0")}`));
  });

  it("the cliché and relationship tables have 100 entries each, numbered as the source", () => {
    expect([CLICHE_TABLE.length, RELATIONSHIP_TABLE.length]).toEqual([100, 100]);
    expect(tableEntry(CLICHE_TABLE, 1, "es")).toEqual(ok("Vampiro pacifista"));
    expect(tableEntry(CLICHE_TABLE, 100, "en")).toEqual(ok("sceptical doctor"));
    expect(tableEntry(RELATIONSHIP_TABLE, 42, "es")).toEqual(ok("Compite por el amor de <extra> con <…>"));
    expect(tableEntry(RELATIONSHIP_TABLE, 51, "es")).toEqual(ok("Rivalidad amistosa con <...>"));
    expect(RELATIONSHIP_TABLE.every(([es, en]) => es.includes("<") && en.includes("<…>"))).toBe(true);
    for (const n of [0, 101, 1.5]) {
      const r = tableEntry(CLICHE_TABLE, n, "es");
      expect(r).toEqual(err(gfError("table.no-entry", undefined, { n: String(n), max: 100 })));
      if (!r.ok) expect([rulesMessage(r.error, "es"), rulesMessage(r.error, "en")]).toEqual([`no hay entrada ${n} en la tabla: van de 1 a 100`, `the table has no entry ${n}: they run from 1 to 100`]);
    }
  });
});
