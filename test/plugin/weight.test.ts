// What every reader pays: each script the plugin ships within its gzipped budget, as a reader's
// browser receives it (bench/weight/budgets.ts: the assets/javascripts/ files minified as Discourse's
// production build minifies them, the public/ scripts as committed), and all of ours on a page with
// no card within 15 KB. A script the plugin ships without a budget fails here, so a new one gets one.
// bench/weight prints the same figures beside their baselines (node bench/run.mjs weight).
import { describe, expect, it } from "@jest/globals";
import { budgets, EVERY_PAGE_BUDGET, everyPageScript, gzipped, served, shippedScripts } from "../../bench/weight/budgets.js";
import { CLIENT_GAMES } from "../../src/games/games.js";

const BUDGETS = budgets(CLIENT_GAMES);

describe("what every reader pays", () => {
  it("has a budget for every script the plugin ships, and for no script it does not", () => {
    expect(BUDGETS.map((b) => b.file).sort()).toEqual(shippedScripts());
  });

  it.each(BUDGETS.map((b) => [b.file, b.budget, b.loaded] as const))("keeps %s within %d bytes gzipped (loaded on %s)", (file, budget) => {
    expect(gzipped(served(file))).toBeLessThanOrEqual(budget);
  });

  it(`keeps all of ours on a page with no card within ${EVERY_PAGE_BUDGET} bytes gzipped: the markdown feature, the initializer and the core, as Discourse's one script of them`, () => {
    expect(gzipped(everyPageScript())).toBeLessThanOrEqual(EVERY_PAGE_BUDGET);
  });
});
