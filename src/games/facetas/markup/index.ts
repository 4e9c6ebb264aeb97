// Facetas' markup: [fa-conflict]/[fa-conflicto] (the opening), [fa-sheet]/[fa-ficha] (a role's
// sheet), [fa-turn]/[fa-turno] (a turn's actions) and [fa-loot]/[fa-botin] (the loot's choices).
// docs/games/facetas.md is the grammar, with examples that are tests.
import { facetasNode, type FacetasNode } from "./schemas.js";
import type { NodeCheck } from "./read-block.js";

export { readFacetasBlock } from "./read-block.js";
export type { NodeCheck } from "./read-block.js";
export { facetasMarkup, FACETAS_ALLOW_LIST, GAME_ID } from "./game.js";
export { facetasMarkupMessages, facetasMarkupMessage } from "./messages.js";
export { facetasNode, turnStep } from "./schemas.js";
export type { FacetasNode, MarkupError, ParsedFacetasBlock, TurnStep } from "./schemas.js";
export { lootActions, openingSetup, rollsIn, turnActions } from "./to-actions.js";
export { BLOCK_BY_TAG, TAGS } from "./vocabulary.js";

/** The service's node check: each node must be what its zod schema says. */
export const zodCheck: NodeCheck = (node: FacetasNode) => {
  const r = facetasNode.safeParse(node);
  return r.success ? null : { path: r.error.issues[0]?.path.join(".") ?? "", detail: r.error.issues[0]?.message ?? "" };
};
