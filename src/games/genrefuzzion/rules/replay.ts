// Replaying a scene log: a campaign setup, then actions, then optional expectations, one record per
// line of a JSONL file. Each action gives a new state and the ledger entries it posted, so anyone
// can check a whole scene by hand (`gf scene replay`). Pure: the caller reads the file.
import { z } from "zod";
import { gfError, ok } from "../../../lib/result.js";
import type { GfError } from "../../../lib/result.js";
import { midGameStart, replayLog, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, parseAction } from "./apply.js";
import { initialState } from "./creation.js";
import { action as actionSchema, character as characterSchema, setup as setupSchema, type Action, type Setup } from "./schemas.js";
import type { GameState, LedgerEntry } from "./state.js";
import { gfStateSchema } from "./state-schema.js";

/** A campaign's opening, or a campaign in the middle as its whole state (read by gfStateSchema). */
const setupLine = z.union([setupSchema, z.object({ state: gfStateSchema }).strict()]);

const any = z.unknown().optional();
/** An object whose named fields may each be stated (strictly: a field it does not have is refused). */
const fields = (names: readonly string[]) => z.object(Object.fromEntries(names.map((k) => [k, any])));
/** The fields of a character sheet (the rules' schema) and of the scene in play (state.ts Scene). */
const CHARACTER_FIELDS = Object.keys(characterSchema.shape);
const SCENE_FIELDS = ["number", "title", "setting", "tone", "finale", "sceneCliches", "protagonist", "antagonist", "intention", "antagonistIntention",
  "rewriteRequests", "allies", "rolls", "standing", "effects", "used", "claims", "outcome", "received", "allyIntentions", "rater", "effectDone", "noYieldPv"] as const;
/**
 * What a log may assert about the state once every action before it has been applied: the phase, the
 * balances, the whole ledger entry by entry (only the fields given are compared), a character's or the
 * scene's fields by name (only the fields given; `"scene": null` says no scene is in play), and any
 * other field of the state by name (next, players…), compared whole.
 */
const expectation = z.object({
  phase: z.string().optional(),
  balances: z.record(z.string(), z.object({ pv: z.number(), pk: z.number() })).optional(),
  ledger: z.array(z.object({ player: any, currency: any, amount: any, rule: any, reason: any, character: any, scene: any })).optional(),
  characters: z.record(z.string(), fields(CHARACTER_FIELDS)).optional(),
  scene: fields(SCENE_FIELDS).nullable().optional(),
  next: any, players: any, newcomers: any, moderator: any, scenesPlayed: any, suspended: any, interval: any, settings: any,
  /** The rule IDs the last action posted, in any order. */
  rules: z.array(z.string()).optional(),
});
export type Expectation = z.infer<typeof expectation>;
const WHOLE = ["next", "players", "newcomers", "moderator", "scenesPlayed", "suspended", "interval", "settings"] as const;

export type ReplayStep = SharedStep<GameState, Action, LedgerEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<GameState, Action, LedgerEntry>;

function compare(state: GameState, want: Expectation, last: readonly LedgerEntry[]): GfError[] {
  const out: GfError[] = [];
  // Keys in a fixed order: a state read from a stated setup holds its keys in the schema's order, the
  // reducer's in its own, and an object's key order means nothing.
  const text = (v: unknown) => JSON.stringify(v, (_, x: unknown) => (x && typeof x === "object" && !Array.isArray(x)
    ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x)) ?? "undefined";
  for (const key of WHOLE) {
    if (want[key] !== undefined && text(want[key]) !== text(state[key])) out.push(gfError("replay.expect.field", undefined, { field: key, want: text(want[key]), got: text(state[key]) }));
  }
  // The fields named of each character and of the scene; a character or scene the state lacks differs in every field named.
  const byField = (where: string, wantFields: Record<string, unknown>, got: Record<string, unknown> | null | undefined) => {
    for (const [k, v] of Object.entries(wantFields)) {
      if (v !== undefined && text(v) !== text(got?.[k])) out.push(gfError("replay.expect.field", undefined, { field: `${where}.${k}`, want: text(v), got: text(got?.[k]) }));
    }
  };
  for (const [name, w] of Object.entries(want.characters ?? {})) byField(`characters.${name}`, w, state.characters[name] as Record<string, unknown> | undefined);
  if (want.scene === null && state.scene !== null) out.push(gfError("replay.expect.field", undefined, { field: "scene", want: "null", got: text(state.scene) }));
  if (want.scene) byField("scene", want.scene, state.scene as unknown as Record<string, unknown> | null);
  if (want.rules !== undefined) {
    const got = [...new Set(last.map((e) => e.rule))].sort();
    const wanted = [...new Set(want.rules)].sort();
    if (text(got) !== text(wanted)) out.push(gfError("replay.expect.field", undefined, { field: "rules", want: text(wanted), got: text(got) }));
  }
  if (want.phase !== undefined && want.phase !== state.phase) out.push(gfError("replay.expect.phase", undefined, { want: want.phase, got: state.phase }));
  for (const [player, b] of Object.entries(want.balances ?? {})) {
    const got = state.balances[player] ?? { pv: 0, pk: 0 };
    if (got.pv !== b.pv || got.pk !== b.pk) {
      out.push(gfError("replay.expect.balance", undefined, { player, pv: b.pv, pk: b.pk, gotPv: got.pv, gotPk: got.pk }));
    }
  }
  if (want.ledger) {
    if (want.ledger.length !== state.ledger.length) out.push(gfError("replay.expect.ledger-length", undefined, { want: want.ledger.length, got: state.ledger.length }));
    want.ledger.forEach((w, i) => {
      const got = state.ledger[i];
      for (const [k, v] of Object.entries(w)) {
        if (!got || got[k as keyof LedgerEntry] !== v) {
          out.push(gfError(got ? "replay.expect.ledger-field" : "replay.expect.ledger-missing", undefined,
            { entry: i + 1, field: k, want: String(v), got: got ? String(got[k as keyof LedgerEntry]) : "" }));
        }
      }
    });
  }
  return out;
}

/**
 * Replays parsed records: `{ "setup": … }` first (the opening, or `{ "state": … }` mid-campaign), then actions (objects with a "type"), and any
 * number of `{ "expect": … }` records. `lines` gives each record's line number (default 1, 2, 3…).
 * Each step's entries are what its action added to the ledger.
 */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<GameState, Action, LedgerEntry, Expectation>({
    noSetup: "replay.no-setup",
    initialState: midGameStart((setup) => initialState(setup as Setup), gfStateSchema, "setup.state-invalid"),
    parseAction,
    apply: (state, action) => {
      const next = apply(state, action);
      return next.ok ? ok({ state: next.value, entries: next.value.ledger.slice(state.ledger.length) }) : next;
    },
    compare,
    schemas: { action: actionSchema, expect: expectation, setup: setupLine },
  }, records, lines);
}
