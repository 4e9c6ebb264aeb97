// Pujas' rule IDs split and its error codes' words (test/support/rule-split.ts), the sealed bids' included;
// the tool's own choices (PJ-TOOL-nn) are asserted by the rule tests like every other rule.
import { pujasMessages } from "../../../src/games/pujas/rules/index.js";
import { sealedBidMessages } from "../../../src/games/pujas/bids/index.js";
import { pujasMarkupMessages } from "../../../src/games/pujas/markup/index.js";
import { flowMessages } from "../../../src/games/pujas/flow/index.js";
import { ruleSplitTests } from "../../support/rule-split.js";

ruleSplitTests({
  id: "pujas", name: "Pujas", codePrefix: "pj",
  catalogue: { ...pujasMessages, ...sealedBidMessages, ...pujasMarkupMessages, ...flowMessages },
});
