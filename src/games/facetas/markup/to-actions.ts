// From markup nodes to the rules' inputs: the conflict's opening and the four sheets make the setup;
// a turn post's steps become actions by its author, each roll taking the next verifiable face; the
// loot post's choices become the loot's actions. Pure.
import type { ActionInput, Setup } from "../rules/schemas.js";
import type { FacetasNode } from "./schemas.js";

type Node<K extends FacetasNode["kind"]> = Extract<FacetasNode, { kind: K }>;

/** The rules' setup from the opening and the sheets (by role); a role's sheet may be missing only for the Ally and the World. */
export function openingSetup(conflict: Node<"conflict">, sheets: readonly Node<"sheet">[], id?: string): Setup {
  const of = (role: string) => sheets.find((s) => s.role === role);
  const p = of("protagonist");
  const a = of("adversary");
  const ally = of("ally");
  const world = of("world");
  return {
    ...(id ? { conflict: id } : {}),
    players: conflict.players,
    protagonist: { facets: p?.facets ?? [], traits: p?.traits ?? [], ph: p?.ph ?? 0, inspirations: p?.inspirations ?? [] },
    adversary: { facets: a?.facets ?? [], ...(a?.threat ? { threat: a.threat } : {}), ph: a?.ph ?? 0, inspirations: a?.inspirations ?? [] },
    ...(conflict.players.ally ? { ally: { ph: ally?.ph ?? 0, inspirations: ally?.inspirations ?? [], mainTraits: ally?.traits ?? [], ...(ally?.throughMain === undefined ? {} : { throughMain: ally.throughMain }) } } : {}),
    ...(conflict.players.world ? { world: { ph: world?.ph ?? 0, inspirations: world?.inspirations ?? [], facets: world?.facets ?? [] } } : {}),
    settings: conflict.settings as Setup["settings"],
  };
}

/** How many faces a turn post needs: one per roll, rolled by the service as verifiable rolls. */
export const rollsIn = (turn: Node<"turn">): number => turn.steps.filter((s) => s.step.type === "roll").length;

/** A turn post's actions by its author; `faces` are the verifiable rolls' faces, in order. */
export function turnActions(turn: Node<"turn">, by: string, faces: readonly number[]): ActionInput[] {
  if (faces.length !== rollsIn(turn)) throw new RangeError(`a turn with ${rollsIn(turn)} rolls got ${faces.length} faces`);
  let k = 0;
  return turn.steps.map(({ step }) => (step.type === "roll" ? { ...step, by, face: faces[k++]! } : { ...step, by }) as ActionInput);
}

/** The loot post's choices, as the actions of the role that wrote it. */
export function lootActions(loot: Node<"loot">, by: string, role: "protagonist" | "adversary" | "ally" | "world"): ActionInput[] {
  const out: ActionInput[] = [];
  if (role === "protagonist" || role === "adversary") {
    if (loot.pairs !== undefined || loot.lower !== undefined || (Object.keys(loot.reduce).length === 0 && loot.throughMain === undefined && loot.renew === undefined)) {
      out.push({ type: "pairing", by, ...(loot.pairs ? { pairs: loot.pairs } : {}), ...(loot.lower ? { lower: loot.lower } : {}) });
    }
  }
  if (role === "world" && Object.keys(loot.reduce).length) out.push({ type: "world-risk", by, facets: loot.reduce });
  if (role === "ally" && (loot.throughMain !== undefined || loot.renew !== undefined)) out.push({ type: "ally-renew", by, ...(loot.throughMain === undefined ? {} : { throughMain: loot.throughMain }), ...(loot.renew ? { trait: loot.renew } : {}) });
  return out;
}
