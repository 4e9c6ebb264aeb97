// Characters from a setup or a sheet: defaults filled in (TT-SETUP-3, TT-TOK-1, TT-CHAR-4,
// TT-LVL-1) and the creation rules checked (TT-CHAR-1, TT-CHAR-2, TT-ADV-2, TT-TOK-1, TT-VEH-2,
// TT-SPELL-1, TT-SPEC-1).
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { DEFAULT_STYLE, MAX_LEVEL, MAX_QUOTA, START_QUOTA, type Character } from "./model.js";
import { characterInput } from "./schemas.js";
import type { TtSettings } from "./settings.js";
import { valueError } from "../../../lib/value-reasons.js";

/** TT-ADV-4, TT-LVL-2: level 1, plus one at advances 4, 8, 12, 16 and 20. */
export function levelFor(advances: number): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(Math.min(advances, 20) / 4));
}

/** Reads a character (zod at the edge), fills its defaults and checks it against the rules. */
export function makeCharacter(input: unknown, settings: TtSettings): Result<Character> {
  const parsed = characterInput.safeParse(input);
  if (!parsed.success) return err(valueError("tt.character.invalid", parsed.error.issues, input));
  const c = parsed.data;
  const vehicle = c.kind === "vehicle";
  const quality = vehicle ? null : c.quality ?? null;
  const karmaQuota = c.karmaQuota ?? (vehicle ? 0 : START_QUOTA);
  const resolveQuota = c.resolveQuota ?? START_QUOTA;
  const character: Character = {
    name: c.name,
    player: c.player,
    kind: c.kind,
    quality,
    concept: c.concept,
    style: vehicle ? null : c.style ?? (quality ? DEFAULT_STYLE[quality] : null),
    perks: c.perks,
    quirks: c.quirks,
    afflictions: c.afflictions,
    spells: c.spells,
    species: c.species ?? null,
    karma: c.karma ?? karmaQuota,
    karmaQuota,
    resolve: c.resolve ?? resolveQuota,
    resolveQuota,
    advances: c.advances,
    advancesPending: 0,
    level: c.level ?? (settings.levels ? levelFor(c.advances) : 1),
    outOfScene: false,
  };
  const problem = checkCharacter(character, settings);
  return problem ? err(problem) : ok(character);
}

/** The first rule the character breaks, or null. */
export function checkCharacter(c: Character, settings: TtSettings): GfError | null {
  const who = { character: c.name };
  if (c.kind === "vehicle") {
    if (!settings.vehicles) return gfError("tt.setting.off", "TT-VEH-2", { module: "vehicles" });
    // TT-VEH-2: a concept but no quality, one perk and one quirk, no Karma, 3 Resolve.
    if (c.karmaQuota !== 0 || c.karma !== 0) return gfError("tt.vehicle.karma", "TT-VEH-2", who);
  } else if (c.quality === null) {
    return gfError("tt.character.quality", "TT-CHAR-2", who);
  }
  if (c.perks.length < 1) return gfError("tt.character.needs-perk", "TT-CHAR-1", who);
  if (c.quirks.length < 1) return gfError("tt.character.needs-quirk", "TT-CHAR-1", who);
  // TT-CHAR-1: exactly one perk and one quirk at creation; TT-ADV-2: each advance adds at most one.
  if (c.advances === 0 && (c.perks.length !== 1 || c.quirks.length !== 1)) {
    return gfError("tt.character.creation-traits", "TT-CHAR-1", { ...who, perks: c.perks.length, quirks: c.quirks.length });
  }
  if (c.perks.length + c.quirks.length > 2 + c.advances) {
    return gfError("tt.character.too-many-traits", "TT-ADV-2", { ...who, count: c.perks.length + c.quirks.length, max: 2 + c.advances });
  }
  for (const [quota, have, token] of [[c.karmaQuota, c.karma, "Karma"], [c.resolveQuota, c.resolve, "Resolve"]] as const) {
    // TT-TOK-1: quotas go up to 6 through advances, at most one raise per two advances (TT-ADV-3).
    if (quota > MAX_QUOTA) return gfError("tt.character.quota", "TT-TOK-1", { ...who, token, quota, max: MAX_QUOTA });
    if (have > quota) return gfError("tt.character.over-quota", "TT-TOK-3", { ...who, token, have, quota });
  }
  const raises = Math.max(0, c.karmaQuota - START_QUOTA) + Math.max(0, c.resolveQuota - START_QUOTA);
  if (c.kind === "pc" && raises > Math.floor(c.advances / 2)) {
    return gfError("tt.character.raises", "TT-ADV-3", { ...who, raises, advances: c.advances });
  }
  if (settings.levels && (c.level < 1 || c.level > levelFor(c.advances))) {
    return gfError("tt.character.level", "TT-LVL-2", { ...who, level: c.level, max: levelFor(c.advances) });
  }
  if (c.species !== null && !settings.speciesChoice) return gfError("tt.setting.off", "TT-SPEC-1", { module: "speciesChoice" });
  if (c.spells.length > 0) {
    if (!settings.spellLists) return gfError("tt.setting.off", "TT-SPELL-1", { module: "spellLists" });
    // TT-SPELL-1: three spells at creation, each with a name and at least one limitation.
    if (c.advances === 0 && c.spells.length !== 3) return gfError("tt.character.spells", "TT-SPELL-1", { ...who, count: c.spells.length });
    const bare = c.spells.find((s) => s.limitations.length === 0);
    if (bare) return gfError("tt.character.spell-limitation", "TT-SPELL-1", { ...who, spell: bare.name });
  }
  if (c.afflictions.length >= 20) return gfError("tt.character.invalid", undefined, { path: "afflictions", detail: "too many" });
  return null;
}
