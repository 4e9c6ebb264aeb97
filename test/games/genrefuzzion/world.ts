// A small campaign for the tests: four players, four characters built by the creation rules, and
// two extras. `play` applies actions in order and fails loudly on the first error.
import { expect } from "@jest/globals";
import type { GfError, Result } from "../../../src/lib/result.js";
import { apply, parseAction } from "../../../src/games/genrefuzzion/rules/apply.js";
import { initialState } from "../../../src/games/genrefuzzion/rules/creation.js";
import { rulesMessage, rulesMessages } from "../../../src/games/genrefuzzion/rules/messages.js";
import type { CharacterInput, Setup } from "../../../src/games/genrefuzzion/rules/schemas.js";
import type { GameState } from "../../../src/games/genrefuzzion/rules/state.js";

type Die = 4 | 6 | 8 | 10 | 12;

export function pc(name: string, player: string, cliches: string[], relationships: [string, string, Die][], extra: Partial<CharacterInput> = {}): CharacterInput {
  const dice: Die[] = [8, 8, 6, 6, 4, 4];
  return {
    name, player,
    cliches: cliches.map((c, i) => ({ name: c, die: dice[i] ?? 4 })),
    relationships: relationships.map(([n, target, die]) => ({ name: n, target, die })),
    objectives: [{ text: `${name} 1`, difficulty: 5 }, { text: `${name} 2`, difficulty: 8 }, { text: `${name} 3`, difficulty: 12 }],
    ...extra,
  };
}

export const LIA = pc("Lía", "ana", ["Bruja novata", "Heredera", "Curiosa", "Deportista", "Tímida", "Miope"],
  [["Rival de Bruno", "Bruno", 8], ["Amiga de Cata", "Cata", 6], ["Teme a Dino", "Dino", 4]]);
export const BRUNO = pc("Bruno", "beto", ["Vampiro pacifista", "Niño prodigio", "Perezoso", "Mutante", "Enamoradizo", "Huérfano"],
  [["Desdeña a Lía", "Lía", 8], ["Primo de Cata", "Cata", 4]]);
export const CATA = pc("Cata", "caro", ["Superfuerte", "Porrista", "Quejosa", "Fantasma", "Olvidadiza", "Inocente"],
  [["Protege a Lía", "Lía", 6], ["Compite con Bruno", "Bruno", 6]]);
export const DINO = pc("Dino", "dani", ["Ninja", "Telépata", "Hipster", "Quejoso", "Miope", "Gótico"],
  [["Acecha a Lía", "Lía", 8], ["Admira a Bruno", "Bruno", 4]]);
export const GRIS: CharacterInput = {
  name: "Señor Gris", kind: "extra",
  cliches: [{ name: "Director severo", die: 10 }, { name: "Traje gris", die: 6 }, { name: "Voz grave", die: 6 }, { name: "Reglamento", die: 6 }, { name: "Miope", die: 4 }],
};
export const ROCO: CharacterInput = {
  name: "Roco", kind: "extra",
  cliches: [{ name: "Perro enorme", die: 10 }, { name: "Leal", die: 6 }, { name: "Ruidoso", die: 6 }, { name: "Hambriento", die: 6 }, { name: "Torpe", die: 4 }],
};

export function setup(overrides: Partial<Setup> = {}): Setup {
  return { moderator: "ana", players: ["ana", "beto", "caro", "dani", "eva"], characters: [LIA, BRUNO, CATA, DINO, GRIS, ROCO], ...overrides };
}

export function start(overrides: Partial<Setup> = {}): GameState {
  const r = initialState(setup(overrides));
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Applies actions (plain objects, parsed like the service parses posts); throws on the first error. */
export function play(state: GameState, ...actions: unknown[]): GameState {
  let s = state;
  for (const [i, input] of actions.entries()) {
    const a = parseAction(input);
    if (!a.ok) throw new Error(`action ${i} does not parse: ${JSON.stringify(a.error)}`);
    const r = apply(s, a.value);
    if (!r.ok) throw new Error(`action ${i} (${a.value.type}) failed: ${rulesMessage(r.error, "en")}`);
    s = r.value;
  }
  return s;
}

/** Applies one action that must fail with `code` (and `rule`); checks the message in es and en. */
export function refused(state: GameState, input: unknown, code: string, rule?: string): GfError {
  const a = parseAction(input);
  if (!a.ok) throw new Error(`action does not parse: ${JSON.stringify(a.error)}`);
  const r: Result<GameState, GfError> = apply(state, a.value);
  if (r.ok) throw new Error(`expected ${code}, but the action was accepted`);
  expect(r.error.code).toBe(code);
  if (rule) expect(r.error.rule).toBe(rule);
  expect(Object.hasOwn(rulesMessages, code)).toBe(true);
  for (const lang of ["es", "en"] as const) expect(rulesMessage(r.error, lang)).not.toMatch(/\{\w+\}/);
  return r.error;
}

export const bal = (s: GameState, player: string) => s.balances[player];

// ---- common action shapes ----
export const openLiaVsBruno = (extra: Record<string, unknown> = {}) => ({
  type: "open", player: "ana", character: "Lía", title: "1. Duelo en el patio", setting: "El patio del instituto",
  tone: "tenso", sceneCliches: [{ name: "Todos miran", die: 6 }], antagonist: "Bruno", intention: "Bruno me pide perdón", ...extra,
});
export const presentBruno = (extra: Record<string, unknown> = {}) => ({
  type: "present", player: "beto", character: "Bruno", intention: "Lía queda en ridículo", ...extra,
});
/** A roll action; dice as "d8:7 d6:3". */
export function rollOf(player: string, character: string, pool: unknown[], dice: string, extra: Record<string, unknown> = {}) {
  return { type: "roll", player, character, pool, dice: diceOf(dice), ...extra };
}
export function diceOf(text: string) {
  return text.trim().split(/\s+/).filter(Boolean).map((t) => {
    const m = /^d(\d+):(\d+)$/.exec(t);
    if (!m) throw new TypeError(t);
    return { size: Number(m[1]), face: Number(m[2]) };
  });
}
export const cl = (name: string, size?: 4 | 6 | 8 | 10 | 12) => ({ kind: "cliche" as const, name, ...(size ? { size } : {}) });

/** The standard campaign with some sheets patched (tricks, advantages…), already in play. */
export function startWith(patches: Record<string, Record<string, unknown>>, overrides: Partial<Setup> = {}): GameState {
  // Patches are plain test data; initialState validates them like any setup.
  const characters = [LIA, BRUNO, CATA, DINO, GRIS, ROCO].map((c) => ({ ...c, ...(patches[c.name] ?? {}) }) as CharacterInput);
  return start({ characters, inPlay: true, ...overrides });
}
export const rich = (...players: string[]) => ({ carryOver: Object.fromEntries(players.map((p) => [p, { pv: 10, pk: 10 }])) });
