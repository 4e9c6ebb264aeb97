// Scenes replayed through the rules update the players' sheets as the rules
// say. Each whole-scene log of test/fixtures/scenes is replayed (src/games/genrefuzzion/rules/replay.ts);
// after every action, the sheets it changed are rewritten from the states before and after it; at
// the end every wiki sheet reads as the engine's character, with the player's balance on it.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replay } from "../../../../src/games/genrefuzzion/rules/replay.js";
import type { Character } from "../../../../src/games/genrefuzzion/rules/schemas.js";
import { applySheetChanges, readSheet, sheetText, sheetUpdatesBetween, toCharacter } from "../../../../src/games/genrefuzzion/sheet/index.js";

const DIR = "test/fixtures/scenes";
const records = (file: string) => readFileSync(join(DIR, file), "utf8").split("\n")
  .filter((l) => l.trim() && !l.trim().startsWith("//")).map((l) => JSON.parse(l) as unknown);

/** The fields a sheet carries, in the engine's terms. */
const onSheet = (c: Character) => ({
  name: c.name, player: c.player, cliches: c.cliches, relationships: c.relationships,
  advantages: c.advantages.filter((a) => !a.temporary).map(({ name, die, boundOpponent }) => ({ name, die, ...(boundOpponent ? { boundOpponent } : {}) })),
  problems: c.problems.filter((p) => !p.temporary).map(({ name, die }) => ({ name, die })),
  tricks: c.tricks, flaws: c.flaws, objectives: c.objectives,
});

describe("scenes replayed into wiki sheets", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".jsonl"));

  it("has whole-scene logs to replay", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  for (const file of files) {
    it(`GF-RATE-6: GF-WIN-3: ${file}: every sheet the scene touched reads as the rules left it`, () => {
      const r = replay(records(file));
      expect(r.failure).toBeNull();
      const initial = r.initial!;
      const players = Object.values(initial.characters).filter((c) => c.kind === "character" && c.player);
      const langOf = (name: string) => (players.findIndex((c) => c.name === name) % 2 === 0 ? "es" : "en");
      const sheets = new Map(players.map((c) => [c.name, sheetText(c, { lang: langOf(c.name), balance: initial.balances[c.player!]!, newline: "\r\n" })]));
      let before = initial;
      let touched = 0;
      for (const step of r.steps) {
        for (const u of sheetUpdatesBetween(before, step.state, { langOf })) {
          const raw = sheets.get(u.character);
          if (raw === undefined) continue;
          const next = applySheetChanges(raw, u.changes);
          if (!next.ok) throw new Error(`line ${step.line}, ${u.character}: ${JSON.stringify(next.error)}`);
          sheets.set(u.character, next.value);
          touched++;
        }
        before = step.state;
      }
      expect(touched).toBeGreaterThan(0);
      const final = r.steps.at(-1)!.state;
      for (const [name, raw] of sheets) {
        const doc = readSheet(raw);
        if (!doc.ok) throw new Error(JSON.stringify(doc.error));
        expect(doc.value.errors).toEqual([]);
        const c = toCharacter(doc.value.sheet);
        if (!c.ok) throw new Error(JSON.stringify(c.error));
        expect(onSheet(c.value as Character)).toEqual(onSheet(final.characters[name]!));
        expect({ pv: doc.value.sheet.pv, pk: doc.value.sheet.pk }).toEqual(final.balances[doc.value.sheet.player!]);
      }
    });
  }
});
