// GenreFuzzion's blocks as a reader of cooked lines needs them: each tag's block, each block's
// canonical tag and its parser. Apart from ./game.ts (which adds the markdown-it rule), so the
// game's chunk, which reads cards in the reader's browser (cards/read-card.ts), carries no rule.
import type { Lang } from "../../../lib/i18n.js";
import type { LocatedBlock } from "../../../markup/markup-game.js";
import { parseBlock } from "./parse-block.js";
import type { ParsedBlock } from "./schemas.js";
import { BLOCK_SPECS } from "./registry.js";
import { tags as genreFuzzionTags } from "./tags.js";

const SPEC_BY_NAME = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c]));

/** Tag (every alias, lower case) → block name. */
export const GF_TAGS: ReadonlyMap<string, string> = genreFuzzionTags.tags;

/** Block name → its canonical tag ("pool" → "gf-pool"), which an error card names. */
export const GF_CANONICAL_TAG: ReadonlyMap<string, string> = new Map(BLOCK_SPECS.map((c) => [c.spec.name, c.spec.tags[0]!]));

/** One located block parsed by its spec. */
export const parseGfBlock = (key: string, located: LocatedBlock, lang: Lang): ParsedBlock =>
  parseBlock(SPEC_BY_NAME.get(key as ParsedBlock["block"])!, located, lang);

