// The dice of a pool posted outside a scene that names a character (GF-POOL-2: "die sizes are
// optional: the sheet supplies them"). The sizes come from the rules' planRoll over that one sheet,
// the same lookup and the same checks a scene pool goes through (src/games/genrefuzzion/play/play-post.ts), so
// a typed size that contradicts the sheet, or a trait the sheet lacks, is refused exactly as in a
// scene. planRoll only plans inside a scene, so the pool gets a bare frame: the character facing a
// trait-less stand-in, which is whoever the pool's relationship points at (GF-POOL-4: a
// relationship counts against its target, so outside a scene it names its own opponent).
// What only an opponent or a scene can give (their problems, their traits, scene clichés, allies,
// gifts, bought dice, tricks, boosts, sacrifices) is refused: a free roll faces nobody and changes
// no sheet and no points.
import type { Lang } from "../../../lib/i18n.js";
import { localise } from "../../../lib/i18n.js";
import { err, gfError, ok } from "../../../lib/result.js";
import type { GfError, Result } from "../../../lib/result.js";
import type { PoolNode } from "../markup/index.js";
import { apply, initialState, parseAction, planRoll, rulesMessage, rulesMessages } from "../rules/index.js";
import { sheetMessage, toCharacter } from "../sheet/index.js";
import type { Sheet } from "../sheet/index.js";
import { serviceMessages } from "../../../service/messages.js";

export interface FreePoolSheet {
  readonly character: string;
  readonly player: string | undefined;
  readonly sheet: Sheet;
}

/** Why a free pool is not rolled: the error and the 1-based line of the block to quote. */
export interface FreePoolRefusal {
  readonly error: GfError;
  readonly line: number;
}

const SCENE_ONLY = new Set(["problem", "scene", "ally", "against", "bought", "trick", "gift", "give"]);
/** Nobody's name: a sheet may hold any name a player types, never this one. */
const NOBODY = "\u2063gf-nobody\u2063";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function planFreePool(node: PoolNode, found: FreePoolSheet, firstLine: number): Result<{ sizes: number[]; canonical: string }, FreePoolRefusal> {
  const refuse = (error: GfError, line: number) => err({ error, line });
  const character = toCharacter(found.sheet);
  if (!character.ok) return refuse(character.error, firstLine);
  const me = character.value;
  const player = found.player?.replace(/^@/, "") || "-";

  const pool: Record<string, unknown>[] = [];
  let opponent = NOBODY;
  for (const e of node.entries) {
    // A trait's die comes from the sheet; a bare die beside them would pad the pool with any size.
    if (e.kind === "free") return refuse(gfError("service.pool.bare-dice-with-sheet", "GF-POOL-1", { character: me.name }), e.span.line);
    if (SCENE_ONLY.has(e.kind) || e.sacrifice) {
      return refuse(gfError("service.pool.needs-scene", e.kind === "problem" ? "GF-POOL-4" : "GF-POOL-2", { kind: e.sacrifice ? "sacrifice" : e.kind }), e.span.line);
    }
    if (e.kind === "relationship") {
      // GF-POOL-4: the relationship's own target is who this free roll is about.
      const target = e.owner ?? (me.relationships ?? []).find((r) => same(r.name, e.name))?.target;
      if (target) opponent = target;
    }
    pool.push({ kind: e.kind, name: e.name, ...(e.dice[0] ? { size: e.dice[0] } : {}) });
  }
  const boost = node.boosts[0];
  if (boost) return refuse(gfError("service.pool.needs-scene", "GF-ROLL-5", { kind: boost.currency }), boost.span.line);
  // GF-POOL-1: one source per die; two sizes on one trait line are never the sheet's one die.
  const doubled = node.entries.find((e) => e.dice.length > 1);
  if (doubled) return refuse(gfError("service.pool.one-die-per-trait", "GF-POOL-1", { name: doubled.name }), doubled.span.line);

  const state = initialState({ moderator: player, players: [player], inPlay: true,
    characters: [{ ...me, player }, ...(same(opponent, me.name) ? [] : [{ name: opponent, kind: "extra" as const, cliches: [] }])] });
  if (!state.ok) return refuse(state.error, firstLine);
  const open = parseAction({ type: "open", player, character: me.name, title: "-", setting: "-", tone: "-", sceneCliches: [],
    antagonist: opponent, intention: "-", allies: [] });
  const framed = open.ok ? apply(state.value, open.value) : open;
  if (!framed.ok) return refuse(framed.error, firstLine);
  // The frame skips the antagonist's presentation: nobody answers a free roll, the pool opens it.
  const plan = planRoll({ ...framed.value, phase: "p_roll" }, { player, character: me.name, pool: pool as never, tricks: [] });
  if (!plan.ok) {
    const name = plan.error.params?.["name"];
    const at = typeof name === "string" ? node.entries.find((e) => same(e.name, name))?.span.line : undefined;
    return refuse(plan.error, at ?? firstLine);
  }
  const sizes = [...plan.value.sizes].sort((a, b) => a - b);
  return ok({ sizes, canonical: sizes.map((s) => `d${s}`).join(" ") });
}

/** A refusal in the game's language, whichever part's catalogue holds its code. */
export function freePoolMessage(error: GfError, lang: Lang): string {
  if (Object.hasOwn(serviceMessages, error.code)) return localise(serviceMessages, error, lang);
  if (Object.hasOwn(rulesMessages, error.code)) return rulesMessage(error, lang);
  return sheetMessage(error, lang);
}
