// GenreFuzzion's blocks as a reader of cooked lines needs them: each tag's block, each block's
// canonical tag and its parser. Apart from ./game.ts (which adds the markdown-it rule), so the
// game's chunk, which reads cards in the reader's browser (cards/read-card.ts), carries no rule.
// The chunk parses every block but the sheet (./card-specs.ts); the sheet's spec is added with
// useBlockSpec: by ./game.ts wherever the whole markup is, by the chunk once the sheet checks'
// script (gf-sheet-checks.js), which carries it, is on the page.
import type { Lang } from "../../../lib/i18n.js";
import type { LocatedBlock } from "../../../markup/markup-game.js";
import type { CompiledSpec } from "./block-spec.js";
import { CARD_SPECS } from "./card-specs.js";
import { parseBlock } from "./parse-block.js";
import type { ParsedBlock } from "./schemas.js";
import { TAGS, tags as genreFuzzionTags } from "./tags.js";

const SPEC_BY_NAME = new Map<string, CompiledSpec>(CARD_SPECS.map((c) => [c.spec.name, c]));

/** Adds a block's spec to those parseGfBlock reads with (the sheet's). */
export function useBlockSpec(spec: CompiledSpec): void {
  SPEC_BY_NAME.set(spec.spec.name, spec);
}

/** Whether parseGfBlock can read a block of this name yet. */
export const canParse = (key: string): boolean => SPEC_BY_NAME.has(key);

/** Tag (every alias, lower case) → block name. */
export const GF_TAGS: ReadonlyMap<string, string> = genreFuzzionTags.tags;

/** Block name → its canonical tag ("pool" → "gf-pool"), which an error card names. */
export const GF_CANONICAL_TAG: ReadonlyMap<string, string> = new Map(Object.entries(TAGS).map(([block, tags]) => [block, tags[0]]));

/** One located block parsed by its spec (one parseGfBlock can read: see canParse). */
export const parseGfBlock = (key: string, located: LocatedBlock, lang: Lang): ParsedBlock =>
  parseBlock(SPEC_BY_NAME.get(key)!, located, lang);
