// docs/games/pujas.md is the Pujas grammar; its examples are these tests (test/support/doc-examples.ts).
import { markupMessage, parsePujasPost, pujasMarkupMessages, pujasNode } from "../../../src/games/pujas/markup/index.js";
import { grammarDocTests } from "../../support/grammar-doc-tests.js";

grammarDocTests({
  doc: "docs/games/pujas.md", fence: "pj", parse: parsePujasPost, node: pujasNode, messages: pujasMarkupMessages, message: markupMessage,
  blocks: ["bid", "ledger", "table", "turn"], minErrors: 10,
});
