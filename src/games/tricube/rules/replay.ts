// Replaying a Tricube session log: a setup, then actions, expectations and expected refusals, one
// record per line of a JSONL file (the shared walk of src/lib/replay.ts, which reads every line
// strictly against the schemas below). Each action gives a new state and the ledger entries it posted,
// so anyone can check a session by hand (`gf tricube replay`). Pure: the caller reads the file.
import { z } from "zod";
import { gfError, type GfError } from "../../../lib/result.js";
import { expectations, midGameStart, replayLog, rulesPosted, type Replay as SharedReplay, type ReplayCheck, type ReplayStep as SharedStep } from "../../../lib/replay.js";
import { apply, initialState, parseAction } from "./apply.js";
import type { Character, Challenge, LedgerEntry, TtState } from "./model.js";
import { action as actionSchema, setup as newTableSchema, type Action } from "./schemas.js";
import { ttStateSchema } from "./state-schema.js";

const any = z.unknown().optional();
/** Every field of a character, by name (TtState's Character); lists of names compare in any order. */
const CHARACTER_FIELDS = [
  "name", "player", "kind", "quality", "concept", "style", "perks", "quirks", "afflictions", "spells", "species", "karma", "karmaQuota",
  "resolve", "resolveQuota", "advances", "advancesPending", "level", "outOfScene",
] as const satisfies readonly (keyof Character)[];
/** A challenge's fields, and per roll in order: outcomes, difficulties, hits (dice meeting it), dice (how many), faces, settled. */
const CHALLENGE_FIELDS = ["open", "kind", "base", "remaining", "participants", "bypassed", "enemy", "battle", "deadly", "outcomes", "difficulties", "hits", "dice", "faces", "settled", "characters"] as const;

const expectation = z.object({
  characters: z.record(z.string(), z.object(Object.fromEntries(CHARACTER_FIELDS.map((k) => [k, any])))).optional(),
  challenges: z.record(z.string(), z.object(Object.fromEntries(CHALLENGE_FIELDS.map((k) => [k, any])))).optional(),
  /** The rule IDs the last action posted, in any order. */
  rules: z.array(z.string()).optional(),
  session: any, gm: any, settings: any, battles: any, offers: any, pendingAfflictions: any,
});
/** What a log may assert once every action before it has been applied: anything the state holds, by name. */
export type Expectation = z.infer<typeof expectation>;

/** A new table (`{gm, settings, characters}`), or any state mid-game as the store keeps it (`{state}`). */
const setupLine = z.union([newTableSchema, z.object({ state: ttStateSchema })]);

export type ReplayStep = SharedStep<TtState, Action, LedgerEntry>;
export type { ReplayCheck };
export type Replay = SharedReplay<TtState, Action, LedgerEntry>;

const names = (xs: readonly { name: string }[] | readonly string[]) => xs.map((x) => (typeof x === "string" ? x : x.name)).sort();
/** Order means nothing in a character's lists of perks, quirks, afflictions and spells. */
const unordered = (v: unknown): unknown => (Array.isArray(v) && v.every((x) => typeof x === "string") ? [...v].sort() : byName(v));
const isNamed = (x: unknown): x is { name: string } => !!x && typeof x === "object" && typeof (x as { name?: unknown }).name === "string";
/** A list of named entries stated whole (a perk with its limitations), in any order: sorted by name. */
const byName = (v: unknown): unknown => (Array.isArray(v) && v.every(isNamed) ? [...v].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) : v);

/** A character's field as the expectation states it: a list of perks, afflictions or spells by names, or whole when stated whole. */
function characterField(c: Character, key: string, wanted: unknown): unknown {
  if (key === "afflictions" || key === "perks" || key === "spells") {
    return Array.isArray(wanted) && wanted.length > 0 && wanted.every(isNamed) ? byName(c[key]) : names(c[key]);
  }
  if (key === "quirks") return [...c.quirks].sort();
  return (c as unknown as Record<string, unknown>)[key];
}

function challengeField(ch: Challenge, key: string): unknown {
  switch (key) {
    case "remaining": return ch.effort?.remaining ?? null;
    case "outcomes": return ch.rolls.map((r) => r.outcome);
    case "difficulties": return ch.rolls.map((r) => r.difficulty);
    case "hits": return ch.rolls.map((r) => r.hits);
    case "dice": return ch.rolls.map((r) => r.faces.length);
    case "faces": return ch.rolls.map((r) => r.faces);
    case "settled": return ch.rolls.map((r) => r.settled);
    case "characters": return ch.rolls.map((r) => r.character);
    case "participants": return ch.participants.map((p) => p.character).sort();
    case "bypassed": return [...ch.bypassed].sort();
    default: return (ch as unknown as Record<string, unknown>)[key];
  }
}

function compare(state: TtState, want: Expectation, last: readonly LedgerEntry[]): GfError[] {
  const { mismatches: out, differ } = expectations("tt.replay.expect");
  for (const [name, fields] of Object.entries(want.characters ?? {})) {
    const c = state.characters[name];
    if (!c) { out.push(gfError("tt.no-such-character", undefined, { character: name })); continue; }
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) differ(`${name}.${key}`, characterField(c, key, value), unordered(value));
  }
  for (const [id, fields] of Object.entries(want.challenges ?? {})) {
    const ch = state.challenges[id];
    if (!ch) { out.push(gfError("tt.no-such-challenge", undefined, { challenge: id })); continue; }
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) differ(`${id}.${key}`, challengeField(ch, key), key === "participants" || key === "bypassed" ? unordered(value) : value);
    }
  }
  if (want.rules !== undefined) differ("rules", rulesPosted(last), [...new Set(want.rules)].sort());
  for (const key of ["session", "gm", "settings", "battles", "offers", "pendingAfflictions"] as const) {
    if (want[key] !== undefined) differ(key, state[key], want[key]);
  }
  return out;
}


/** Replays parsed records: `{ "setup": … }` first, then actions, `{ "expect": … }` and `{ "refused": … }` records. */
export function replay(records: readonly unknown[], lines?: readonly number[]): Replay {
  return replayLog<TtState, Action, LedgerEntry, Expectation>({
    noSetup: "tt.replay.no-setup", initialState: midGameStart(initialState, ttStateSchema, "tt.setup.invalid"), parseAction, apply, compare,
    schemas: { action: actionSchema, expect: expectation, setup: setupLine },
  }, records, lines);
}
