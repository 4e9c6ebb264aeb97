import { describe, expect, it } from "@jest/globals";
import { linkRuleIds, ruleIdPattern } from "../../src/lib/rule-links.js";
import { GAMES } from "../../src/games/games.js";

// Another host's reference: links carry no version (the plugin's own pages do: rule-reference.test.ts).
const BASE = "https://rules.example/gf";
/** Every game's rule IDs, from the registry's prefixes. */
const IDS = ruleIdPattern(GAMES.map((g) => g.rulePrefix));

describe("rule IDs in replies link to the rules reference", () => {
  it("links each rule ID of the prose to its entry, in the reply's language", () => {
    expect(linkRuleIds("your pool has 5 dice (GF-POOL-3); see GF-ROLL-5a.", BASE, "en", IDS))
      .toBe(`your pool has 5 dice ([GF-POOL-3](${BASE}/en.html#gf-pool-3)); see [GF-ROLL-5a](${BASE}/en.html#gf-roll-5a).`);
    expect(linkRuleIds("un impulso por tirada (GF-AMB-16)", BASE, "es", IDS)).toBe(`un impulso por tirada ([GF-AMB-16](${BASE}/es.html#gf-amb-16))`);
  });

  it("leaves code spans, [gf-…] blocks and existing links as they are", () => {
    const quoted = "On line 2:\n\n> ``GF-POOL-2 `odd` line``\n\nrule GF-POOL-2";
    expect(linkRuleIds(quoted, BASE, "en", IDS)).toBe(`On line 2:\n\n> \`\`GF-POOL-2 \`odd\` line\`\`\n\nrule [GF-POOL-2](${BASE}/en.html#gf-pool-2)`);
    const block = "[gf-roll character=\"GF-RES-1\"]\ndice: d8:3\n[/gf-roll]\nGF-RES-1";
    expect(linkRuleIds(block, BASE, "en", IDS)).toBe(`[gf-roll character="GF-RES-1"]\ndice: d8:3\n[/gf-roll]\n[GF-RES-1](${BASE}/en.html#gf-res-1)`);
    const linked = `[GF-RES-1](${BASE}/en.html#gf-res-1)`;
    expect(linkRuleIds(linked, BASE, "en", IDS)).toBe(linked);
  });

  it("links the IDs of every game of the registry and nothing shaped like one of no game's", () => {
    expect(linkRuleIds("TT-OPP-2, PJ-BID-2, FA-END-1; XX-POOL-2", BASE, "en", IDS))
      .toBe(`[TT-OPP-2](${BASE}/en.html#tt-opp-2), [PJ-BID-2](${BASE}/en.html#pj-bid-2), [FA-END-1](${BASE}/en.html#fa-end-1); XX-POOL-2`);
    const table = "[tt-desafio]\nTT-OPP-2\n[/tt-desafio]";
    expect(linkRuleIds(table, BASE, "en", IDS)).toBe(table);
  });

  it("leaves the block of a game whose tags have digits as it is ([x9-mesa]): a tag is letters and digits, a hyphen and a word", () => {
    const table = "[x9-mesa]\nTT-OPP-2\n[/x9-mesa]";
    expect(linkRuleIds(table, BASE, "en", IDS)).toBe(table);
  });

  it("links nothing when the reference URL is empty", () => {
    expect(linkRuleIds("(GF-POOL-3)", "", "en", IDS)).toBe("(GF-POOL-3)");
  });
});
