import { describe, expect, it } from "@jest/globals";
import { linkRuleIds } from "../../src/lib/rule-links.js";

const BASE = "/plugins/genrefuzzion/rules";

describe("rule IDs in replies link to the rules reference", () => {
  it("links each rule ID of the prose to its entry, in the reply's language", () => {
    expect(linkRuleIds("your pool has 5 dice (GF-POOL-3); see GF-ROLL-5a.", BASE, "en"))
      .toBe(`your pool has 5 dice ([GF-POOL-3](${BASE}/en.html#gf-pool-3)); see [GF-ROLL-5a](${BASE}/en.html#gf-roll-5a).`);
    expect(linkRuleIds("un impulso por tirada (GF-AMB-16)", BASE, "es")).toBe(`un impulso por tirada ([GF-AMB-16](${BASE}/es.html#gf-amb-16))`);
  });

  it("leaves code spans, [gf-…] blocks and existing links as they are", () => {
    const quoted = "On line 2:\n\n> ``GF-POOL-2 `odd` line``\n\nrule GF-POOL-2";
    expect(linkRuleIds(quoted, BASE, "en")).toBe(`On line 2:\n\n> \`\`GF-POOL-2 \`odd\` line\`\`\n\nrule [GF-POOL-2](${BASE}/en.html#gf-pool-2)`);
    const block = "[gf-roll character=\"GF-RES-1\"]\ndice: d8:3\n[/gf-roll]\nGF-RES-1";
    expect(linkRuleIds(block, BASE, "en")).toBe(`[gf-roll character="GF-RES-1"]\ndice: d8:3\n[/gf-roll]\n[GF-RES-1](${BASE}/en.html#gf-res-1)`);
    const linked = `[GF-RES-1](${BASE}/en.html#gf-res-1)`;
    expect(linkRuleIds(linked, BASE, "en")).toBe(linked);
  });

  it("links nothing when the reference URL is empty", () => {
    expect(linkRuleIds("(GF-POOL-3)", "", "en")).toBe("(GF-POOL-3)");
  });
});
