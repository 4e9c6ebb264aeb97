// Tricube Tales' rule IDs split and its error codes' words (test/support/rule-split.ts); the tool's own
// defaults (TT-TOOL-nn) are asserted by the rule tests like every other rule.
import { tricubeMessages } from "../../../src/games/tricube/rules/index.js";
import { tricubeMarkupMessages } from "../../../src/games/tricube/markup/index.js";
import { tricubeFlowMessages } from "../../../src/games/tricube/flow/index.js";
import { tricubeSheetMessages } from "../../../src/games/tricube/sheet/index.js";
import { ruleSplitTests } from "../../support/rule-split.js";

ruleSplitTests({
  id: "tricube", name: "Tricube", codePrefix: "tt",
  catalogue: { ...tricubeMessages, ...tricubeMarkupMessages, ...tricubeFlowMessages, ...tricubeSheetMessages },
});
