// A sheet as the rules engine's Character (src/games/genrefuzzion/rules/schemas.ts), so the service can
// build the campaign state from the wiki sheets it reads. The rules need every die and difficulty;
// a sheet missing one is reported (the card already warns about it) instead of guessed.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import type { CharacterInput } from "../rules/schemas.js";
import type { Sheet } from "./schemas.js";

export function toCharacter(sheet: Sheet): Result<CharacterInput, GfError> {
  const name = sheet.name?.trim();
  if (!name) return err(gfError("sheet.incomplete", "GF-CHAR-3", { what: "name", name: "-" }));
  for (const list of ["cliches", "relationships", "advantages", "problems"] as const) {
    const missing = sheet[list].find((t) => !t.die);
    if (missing) return err(gfError("sheet.incomplete", "GF-DIE-1", { what: "die", name: missing.name }));
  }
  const noTarget = sheet.relationships.find((r) => !r.target);
  if (noTarget) return err(gfError("sheet.incomplete", "GF-REL-1", { what: "target", name: noTarget.name }));
  const noDifficulty = sheet.objectives.find((o) => o.difficulty === undefined);
  if (noDifficulty) return err(gfError("sheet.incomplete", "GF-OBJ-1", { what: "difficulty", name: noDifficulty.text }));
  return ok({
    name,
    ...(sheet.player ? { player: sheet.player } : {}),
    kind: "character",
    cliches: sheet.cliches.map((t) => ({ name: t.name, die: t.die! })),
    relationships: sheet.relationships.map((t) => ({ name: t.name, die: t.die!, target: t.target! })),
    advantages: sheet.advantages.map((t) => ({ name: t.name, die: t.die!, ...(t.boundOpponent ? { boundOpponent: t.boundOpponent } : {}) })),
    problems: sheet.problems.map((t) => ({ name: t.name, die: t.die! })),
    // Tricks the group designed itself (GF-TT-2) have no table id; the engine cannot play them.
    tricks: sheet.tricks.flatMap((t) => (t.id ? [t.id] : [])),
    flaws: sheet.flaws.flatMap((t) => (t.id ? [t.id] : [])),
    objectives: sheet.objectives.map((o) => ({ text: o.text, difficulty: o.difficulty!, state: o.state })),
    ...(sheet.mode === "new" ? { joinedMidGame: true } : {}),
  });
}
