// Sheet checks (GF-CHAR-*, GF-CLI-*, GF-REL-*, GF-TT-1, GF-OBJ-1) and the campaign's starting state. These balance rules hold when
// attributes are created; later training and effects may break them (GF-REL-8).
import { DONE, err, gfError, ok } from "../../../lib/result.js";
import type { Done, GfError, Result } from "../../../lib/result.js";
import { dieName } from "./dice.js";
import { character as characterSchema, setup as setupSchema } from "./schemas.js";
import type { Character, Setup, Trait } from "./schemas.js";
import { settingsWith } from "./settings.js";
import type { Draft, GameState, LedgerEntry } from "./state.js";
import { valueError } from "../../../lib/value-reasons.js";

const sizes = (traits: readonly { die: number }[]) => traits.map((t) => t.die).sort((a, b) => b - a).join(" ");
const count = (traits: readonly { die: number }[], die: number) => traits.filter((t) => t.die === die).length;

/**
 * The creation checklist for one character. mode "new" is a character joining mid-game (GF-NEW-1,
 * GF-AMB-35): still six clichés, but two relationships and two objectives.
 */
export function checkCharacter(c: Character, mode: "creation" | "new" = "creation"): Done {
  const who = { character: c.name };
  // GF-CLI-4: exactly d8 d8 d6 d6 d4 d4.
  if (sizes(c.cliches) !== "8 8 6 6 4 4") {
    return err(gfError("sheet.cliche-dice", "GF-CLI-4", { ...who, dice: c.cliches.map((t) => dieName(t.die)).join(" ") || "-" }));
  }
  // GF-REL-3 (at least two), GF-NEW-1 item 2 (exactly two when joining mid-game).
  const rels = c.relationships;
  if (mode === "new" ? rels.length !== 2 : rels.length < 2) {
    return err(gfError("sheet.relationship-count", mode === "new" ? "GF-NEW-1" : "GF-REL-3", { ...who, count: rels.length, need: 2 }));
  }
  // GF-REL-6: d4–d8, as many d8 as d4.
  const bad = rels.find((r) => r.die > 8);
  if (bad) return err(gfError("sheet.relationship-die", "GF-REL-6", { ...who, name: bad.name, die: dieName(bad.die) }));
  if (count(rels, 8) !== count(rels, 4)) {
    return err(gfError("sheet.relationship-balance", "GF-REL-6", { ...who, d8: count(rels, 8), d4: count(rels, 4) }));
  }
  // GF-TT-1: two tricks and one flaw. Entries outside the tables are the group's own designs
  // (GF-TT-2, GF-AMB-01): allowed on the sheet, applied by hand, since the engine has no mechanics for them.
  if (c.tricks.length > 2 || c.flaws.length > 1) {
    return err(gfError("sheet.tricks-count", "GF-TT-1", { ...who, tricks: c.tricks.length, flaws: c.flaws.length }));
  }
  // GF-OBJ-1 (three, 5–15), GF-NEW-1 item 3 (two).
  const need = mode === "new" ? 2 : 3;
  if (c.objectives.length !== need) {
    return err(gfError("sheet.objective-count", mode === "new" ? "GF-NEW-1" : "GF-OBJ-1", { ...who, count: c.objectives.length, need }));
  }
  return DONE;
}

/** GF-ANT-3: a new extra has five clichés, one d10, three d6 and one d4. */
export function checkExtraDefinition(cliches: readonly Trait[]): Done {
  return sizes(cliches) === "10 6 6 6 4" ? DONE
    : err(gfError("extra.definition", "GF-ANT-3", { dice: cliches.map((t) => dieName(t.die)).join(" ") || "-" }));
}

/** GF-SCENE-2 item 4: zero to three scene clichés, d4–d8, as many d8 as d4. */
export function checkSceneCliches(cliches: readonly Trait[]): Done {
  if (cliches.length > 3) return err(gfError("scene.cliche-count", "GF-SCENE-2", { count: cliches.length }));
  const bad = cliches.find((t) => t.die > 8);
  if (bad) return err(gfError("scene.cliche-die", "GF-SCENE-2", { name: bad.name, die: dieName(bad.die) }));
  if (count(cliches, 8) !== count(cliches, 4)) {
    return err(gfError("scene.cliche-balance", "GF-SCENE-2", { d8: count(cliches, 8), d4: count(cliches, 4) }));
  }
  return DONE;
}

/**
 * A campaign's starting state from its setup: every sheet checked (unless `inPlay`), balances at 0
 * (GF-PTS-2) or carried over from an earlier campaign (GF-EPI-2).
 */
export function initialState(input: Setup): Result<GameState, GfError> {
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success) return err(valueError("setup.invalid", parsed.error.issues, input));
  const s = parsed.data;
  const characters: Record<string, Character> = {};
  const active = new Set<string>();
  for (const c of s.characters) {
    if (Object.hasOwn(characters, c.name)) return err(gfError("setup.duplicate", undefined, { character: c.name }));
    if (c.kind === "character") {
      if (!c.player || !s.players.includes(c.player)) return err(gfError("setup.unknown-player", undefined, { character: c.name, player: c.player ?? "-" }));
      // GF-META-2: one character per player at a time.
      if (active.has(c.player)) return err(gfError("setup.second-character", "GF-META-2", { player: c.player, character: c.name }));
      active.add(c.player);
      if (!s.inPlay) {
        const bad = checkCharacter(c, c.joinedMidGame ? "new" : "creation");
        if (!bad.ok) return bad;
      }
    }
    characters[c.name] = c;
  }
  const balances: Record<string, { pv: number; pk: number }> = {};
  const ledger: LedgerEntry[] = [];
  for (const p of [s.moderator, ...s.players]) balances[p] = { pv: 0, pk: 0 };
  for (const [player, carried] of Object.entries(s.carryOver ?? {})) {
    if (!balances[player]) return err(gfError("setup.unknown-player", undefined, { character: "-", player }));
    balances[player] = { ...carried };
    // GF-EPI-2: the totals of an earlier campaign, if the group agrees.
    if (carried.pv) ledger.push({ player, currency: "pv", amount: carried.pv, rule: "GF-EPI-2", reason: "carry-over" });
    if (carried.pk) ledger.push({ player, currency: "pk", amount: carried.pk, rule: "GF-EPI-2", reason: "carry-over" });
  }
  for (const [player, balance] of Object.entries(s.resume?.balances ?? {})) {
    if (!balances[player]) return err(gfError("setup.unknown-player", undefined, { character: "-", player }));
    balances[player] = { ...balance };
  }
  const players = [...new Set([s.moderator, ...s.players])];
  const state: Draft<GameState> = {
    settings: settingsWith(s.settings as Partial<GameState["settings"]>) as Draft<GameState["settings"]>,
    moderator: s.moderator,
    players,
    newcomers: [],
    characters: characters as Draft<GameState["characters"]>,
    balances,
    ledger,
    phase: "idle",
    scene: null,
    suspended: null,
    scenesPlayed: s.resume?.scenesPlayed ?? 0,
    next: null,
    interval: null,
  };
  return ok(state as GameState);
}

/** Parses a sheet given at the edge (the join action, the replay log). */
export function parseCharacter(input: unknown): Result<Character, GfError> {
  const parsed = characterSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(valueError("setup.invalid", parsed.error.issues, input));
}
