// Facetas' rule IDs split and its error codes' words (test/support/rule-split.ts), and that every
// ambiguity is a setting with a default.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_SETTINGS, facetasMessages } from "../../../src/games/facetas/rules/index.js";
import { facetasMarkupMessages } from "../../../src/games/facetas/markup/index.js";
import { facetasFlowMessages } from "../../../src/games/facetas/flow/index.js";
import { ruleSplitTests } from "../../support/rule-split.js";

ruleSplitTests({
  id: "facetas", name: "Facetas", codePrefix: "fa",
  catalogue: { ...facetasMessages, ...facetasMarkupMessages, ...facetasFlowMessages },
  // Codes made from a role or a part of the loot.
  builtCodes: [...["protagonist", "adversary", "ally", "world"].map((role) => `fa.role-cannot.${role}`),
    ...["pairing", "world-risk", "ally-renew"].map((part) => `fa.loot.${part}.not-due`)],
});

describe("Facetas settings", () => {
  it("every ambiguity FA-AMB-01…11 is a setting whose schema cites it", () => {
    const settings = readFileSync(resolve("src/games/facetas/rules/settings.ts"), "utf8");
    for (let n = 1; n <= 11; n++) expect(`FA-AMB-${String(n).padStart(2, "0")} ${settings.includes(`FA-AMB-${String(n).padStart(2, "0")}`)}`).toBe(`FA-AMB-${String(n).padStart(2, "0")} true`);
    expect(Object.keys(DEFAULT_SETTINGS)).toHaveLength(11);
  });
});
