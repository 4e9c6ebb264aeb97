// Whose turn it is in a scene, and what they may do now, replayed over the cards of the thread
// through the rules' own state machine (games/genrefuzzion/rules/turn.ts: the moves each phase allows,
// the phase a roll or a move leads to, and whose turn that is). The service is the authority (it
// applies the rules engine and answers illegal moves); this only tells the reader what to do next,
// so it reads what the thread shows and never refuses anything.
// turn.js alone: the rules index brings tables and schemas the browser does not need.
import { AFTER_MOVE, afterRoll, effectDue, mayMove, mayRoll, turnOf, type Phase, type Side, type TurnMove } from "../rules/turn.js";

export type { Side } from "../rules/turn.js";

export type SceneEvent =
  | { readonly kind: "scene"; readonly postId: number; readonly author: string; readonly number?: number;
      readonly title?: string; readonly protagonist?: string; readonly antagonist?: string; readonly finale?: boolean;
      /** The forum users the scene card names as running its allies ("Dino (@caro)"). */
      readonly runners?: readonly string[] }
  | { readonly kind: "action"; readonly postId: number; readonly author: string; readonly character?: string;
      readonly actions: readonly string[] }
  | { readonly kind: "pool"; readonly postId: number; readonly author: string; readonly character?: string;
      readonly role?: Side }
  | { readonly kind: "roll"; readonly postId: number; readonly author: string; readonly pool?: number;
      readonly result: number; readonly effects?: readonly number[];
      /** How many dice the pool rolled (the roll card's dice). */
      readonly size?: number };

/** The card's names for the rules' phases (its `data-gf-state` and `turn_state.*` texts), plus the Moderator's stops. */
export type SceneState = "calls-open" | "p-roll" | "a-decide" | "p-decide" | "won" | "rating" | "done" | "suspended";
export type TurnAction = TurnMove;

export interface SceneTurn {
  readonly state: SceneState;
  readonly number?: number;
  /**
   * Who acts: one side; "others" (a rater who is neither, GF-RATE-4); "everyone" (the Grand Finale's
   * rating, GF-FIN-5: every player, principals included, each once). None once the scene is done.
   */
  readonly actor: Side | "others" | "everyone" | null;
  /** GF-FIN-1: the Grand Finale, where nobody yields (GF-FIN-2) and everyone rates (GF-FIN-5). */
  readonly finale?: true;
  /** GF-FIN-5: who has rated the Grand Finale so far (the service averages once all have). */
  readonly raters?: readonly string[];
  /**
   * GF-FIN-5: the players who rate the Grand Finale, when the card knows the group (SceneTurnOptions.group):
   * only they may rate, and once all have, the Grand Finale is over (GF-FIN-6: the Moderator's average).
   */
  readonly group?: readonly string[];
  /** GF-FIN-6: the whole group has rated the Grand Finale; the epilogue follows. */
  readonly epilogue?: true;
  readonly names: Readonly<Record<Side, string | undefined>>;
  /** Forum usernames of each side's player, once the thread shows them. */
  readonly players: Readonly<Record<Side, string | undefined>>;
  readonly actions: readonly TurnAction[];
  readonly standing?: { readonly side: Side; readonly result: number };
  /** GF-RES-6: each side's last pool size, as its roll card shows it: a retry needs one more. */
  readonly lastPool?: Readonly<Partial<Record<Side, number>>>;
  readonly winner?: Side;
  /** GF-WIN-2: the size of the effect die the winner's last roll offers. */
  readonly effectDie?: number;
  /** GF-NEXT-1: who rated the scene, and so opens the next one or calls an interval. */
  readonly rater?: string;
}

/** A scene's phases as the card names them; a phase past the scene (idle, interval, epilogue) is its end. */
const STATE_OF: Readonly<Record<Phase, SceneState>> = {
  calls: "calls-open", p_roll: "p-roll", a_decide: "a-decide", p_decide: "p-decide", won: "won", rating: "rating",
  idle: "done", interval: "done", epilogue: "done",
};

const other = (side: Side): Side => (side === "protagonist" ? "antagonist" : "protagonist");
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface SceneTurnOptions {
  /**
   * GF-FIN-5: the campaign's players, as the forum's sheets name them (one player a sheet, as the
   * service's sheet registry counts them); the scene's own players and its allies' runners join them.
   * Without it the card cannot tell when everyone has rated, and the Grand Finale stays in its rating.
   */
  readonly group?: readonly string[];
}

/** Replays the events of one scene: `events[0]` is its scene card; a later scene card ends it. */
export function sceneTurn(events: readonly SceneEvent[], options: SceneTurnOptions = {}): SceneTurn | undefined {
  const opening = events[0];
  if (opening?.kind !== "scene") return undefined;
  const names: Record<Side, string | undefined> = { protagonist: opening.protagonist, antagonist: opening.antagonist };
  /** GF-FIN-1: in the Grand Finale nobody yields (GF-FIN-2); a side with no legal pool concedes (GF-AMB-36). */
  const finale = opening.finale === true;
  // GF-SCENE-2: whoever opens the scene is its protagonist.
  const players: Record<Side, string | undefined> = { protagonist: opening.author, antagonist: undefined };
  const poolSide = new Map<number, Side>();
  let phase: Phase = "calls";
  /** GF-SUSP-1, GF-SUSP-2: the Moderator's stops, over the phase the scene stands in. */
  let stopped: "suspended" | "withdrawn" | null = null;
  let standing: { side: Side; result: number } | undefined;
  let winner: Side | undefined;
  let rater: string | undefined;
  const finaleRaters: string[] = [];
  /** GF-FIN-5: who rates the Grand Finale, once the group is known (see SceneTurnOptions.group). */
  const group: string[] | undefined = options.group ? [] : undefined;
  const join = (who: string | undefined) => { if (group && who && !group.some((g) => same(g, who))) group.push(who.trim().replace(/^@/, "")); };
  for (const who of options.group ?? []) join(who);
  join(opening.author);
  for (const who of opening.runners ?? []) join(who);
  const lastEffects: Record<Side, readonly number[]> = { protagonist: [], antagonist: [] };
  const lastPool: Partial<Record<Side, number>> = {};

  const sideOf = (author: string, character?: string, role?: Side): Side | undefined => {
    if (role) return role;
    if (same(character, names.protagonist)) return "protagonist";
    if (same(character, names.antagonist)) return "antagonist";
    if (same(author, players.protagonist)) return "protagonist";
    if (same(author, players.antagonist)) return "antagonist";
    return undefined;
  };

  for (const e of events.slice(1)) {
    if (e.kind === "scene") break;
    if (e.kind === "pool") {
      const side = sideOf(e.author, e.character, e.role);
      if (side) poolSide.set(e.postId, side);
      // A scene that names its player but not the character ("protagonista:" left out, GF-SCENE-2):
      // the side's own pool names it, so the card and its forms say "Lía", not "the protagonist".
      if (side && e.character && same(e.author, players[side])) names[side] ??= e.character;
      continue;
    }
    if (e.kind === "roll") {
      const side = e.pool !== undefined ? poolSide.get(e.pool) : undefined;
      if (!side) continue;
      lastEffects[side] = e.effects ?? [];
      if (stopped || !mayRoll(phase, side)) continue;
      if (e.size) lastPool[side] = e.size;
      // GF-RES-1..7, GF-WIN-1: the answer must match or beat the standing result, or the scene is lost.
      const next = afterRoll(side, e.result, standing?.result ?? null);
      standing = next.standing;
      phase = next.phase;
      if (next.winner) {
        winner = next.winner;
        // GF-WIN-2, GF-AMB-20: the winner picks an effect die only if their last roll left one.
        if (!effectDue(lastEffects[winner].length, false)) phase = AFTER_MOVE.effect;
      }
      continue;
    }
    if (e.kind !== "action") continue;
    for (const action of e.actions) {
      if (action === "suspend" && !stopped) { stopped = "suspended"; continue; }
      if (action === "resume" && stopped === "suspended") { stopped = null; continue; }
      if (action === "withdraw") { stopped = "withdrawn"; continue; }
      if (stopped) continue;
      const side = sideOf(e.author, e.character);
      if (action === "present" && mayMove(phase, "present", side)) {
        players.antagonist ??= e.author;
        join(e.author);
        if (e.character) names.antagonist ??= e.character;
        phase = AFTER_MOVE.present;
      } else if (action === "yield" && !finale && side && mayMove(phase, "yield", side)) {
        winner = other(side); // GF-YIELD-5: the side that yields loses; no effect die (GF-AMB-19)
        phase = AFTER_MOVE.yield;
      } else if (action === "concede" && finale && side && mayMove(phase, "yield", side)) {
        // GF-AMB-36: the conceding side loses the roll; the winner uses an effect die as after a won roll.
        winner = other(side);
        phase = effectDue(lastEffects[winner].length, false) ? "won" : AFTER_MOVE.effect;
      } else if (action === "effect" && mayMove(phase, "effect", side, winner)) {
        phase = AFTER_MOVE.effect;
      } else if (action === "rate" && finale && phase === "rating") {
        // GF-FIN-5: every player rates once; a rating from outside the group is the service's to refuse.
        if (group && !group.some((g) => same(g, e.author))) continue;
        if (!finaleRaters.some((r) => same(r, e.author))) finaleRaters.push(e.author);
        // GF-FIN-6: once the whole group has rated, the service applies the Moderator's average: the epilogue.
        if (group && group.every((g) => finaleRaters.some((r) => same(r, g)))) phase = "epilogue";
      } else if (action === "rate" && mayMove(phase, "rate", side)) {
        phase = "idle"; // GF-RATE-3: the first rating counts, and ends the scene
        rater = e.author;
      }
    }
  }
  const state: SceneState = stopped === "suspended" ? "suspended" : stopped === "withdrawn" ? "done" : STATE_OF[phase];
  const turn = turnOf({ phase, next: null, scene: { protagonist: { player: players.protagonist ?? null },
    antagonist: { player: players.antagonist ?? null, extra: false }, outcome: winner ? { winner } : null, finale } });
  const open = state !== "done" && state !== "suspended";
  const everyone = finale && state === "rating";
  const actor = everyone ? "everyone" : open && turn.actor !== "next" ? turn.actor : null;
  return {
    state, actor, names, players, actions: open ? turn.moves : [],
    ...(finale ? { finale: true as const } : {}), ...(everyone ? { raters: finaleRaters, ...(group ? { group } : {}) } : {}),
    ...(phase === "epilogue" && !stopped ? { epilogue: true as const, raters: finaleRaters, ...(group ? { group } : {}) } : {}),
    ...(opening.number !== undefined ? { number: opening.number } : {}),
    ...(standing ? { standing } : {}), ...(winner ? { winner } : {}), ...(Object.keys(lastPool).length ? { lastPool } : {}),
    ...(winner && lastEffects[winner][0] !== undefined ? { effectDie: lastEffects[winner][0] } : {}),
    ...(rater ? { rater } : {}),
  };
}

/** May this forum user take the turn's actions? Unknown players count as "maybe" for their side. */
export function mayAct(turn: SceneTurn, username: string | undefined): boolean {
  if (!username || !turn.actor) return false;
  if (turn.actor === "everyone") {
    return !(turn.raters ?? []).some((r) => same(r, username)) && (!turn.group || turn.group.some((g) => same(g, username)));
  }
  if (turn.actor === "others") return !same(username, turn.players.protagonist) && !same(username, turn.players.antagonist);
  const player = turn.players[turn.actor];
  if (player) return same(username, player);
  // GF-ANT-1/2: the antagonist's player is not known before they present; anyone but the protagonist may.
  return !same(username, turn.players.protagonist);
}
