// docs/games/tricube.md is the Tricube grammar; its examples are these tests (test/support/doc-examples.ts).
import { markupMessage, parseTricubePost, tricubeMarkupMessages, tricubeNode } from "../../../src/games/tricube/markup/index.js";
import { grammarDocTests } from "../../support/grammar-doc-tests.js";

grammarDocTests({
  doc: "docs/games/tricube.md", fence: "tt", parse: parseTricubePost, node: tricubeNode, messages: tricubeMarkupMessages, message: markupMessage,
  blocks: ["answer", "challenge", "gm", "karma", "roll", "sheet", "table"], minErrors: 10,
});
