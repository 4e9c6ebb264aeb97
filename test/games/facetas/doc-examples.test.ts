// docs/games/facetas.md is the Facetas grammar; its examples are these tests (test/support/doc-examples.ts).
import { facetasMarkup, facetasMarkupMessage, facetasMarkupMessages, facetasNode, zodCheck, type ParsedFacetasBlock } from "../../../src/games/facetas/markup/index.js";
import { parseGamePost } from "../../../src/markup/parse-post.js";
import { grammarDocTests } from "../../support/grammar-doc-tests.js";

grammarDocTests({
  doc: "docs/games/facetas.md", fence: "fa",
  parse: (raw) => parseGamePost(raw, [facetasMarkup(zodCheck)]).map((b) => b.parsed as ParsedFacetasBlock),
  node: facetasNode, messages: facetasMarkupMessages, message: facetasMarkupMessage,
  blocks: ["conflict", "loot", "sheet", "table", "turn"], minErrors: 9,
});
