import { describe, expect, it } from "@jest/globals";
import { DEFAULT_RULES_URL, ruleAnchor, ruleReferenceUrl } from "../../src/lib/rule-reference.js";

describe("rule reference links", () => {
  it("names a rule's anchor after its ID in lower case", () => {
    expect(ruleAnchor("GF-POOL-2")).toBe("gf-pool-2");
    expect(ruleAnchor("GF-ROLL-5a")).toBe("gf-roll-5a");
    expect(ruleAnchor(" GF-AMB-17 ")).toBe("gf-amb-17");
    expect(ruleAnchor('GF-X"><b>')).toBe("gf-x-b-");
  });

  it("links the plugin's own page by default, one page per language", () => {
    expect(ruleReferenceUrl(DEFAULT_RULES_URL, "es", "GF-POOL-2")).toBe("/plugins/genrefuzzion/rules/es.html#gf-pool-2");
    expect(ruleReferenceUrl(DEFAULT_RULES_URL, "en", "GF-AMB-17")).toBe("/plugins/genrefuzzion/rules/en.html#gf-amb-17");
  });

  it("drops a base's trailing slashes and keeps an absolute base absolute", () => {
    expect(ruleReferenceUrl("https://rules.example/gf//", "en", "GF-RES-1")).toBe("https://rules.example/gf/en.html#gf-res-1");
  });

  it("fills a template base's {lang} and {rule}, adding the anchor only when {rule} is absent", () => {
    expect(ruleReferenceUrl("https://wiki.example/gf/{lang}/rules?r={rule}", "es", "GF-RET-1")).toBe("https://wiki.example/gf/es/rules?r=gf-ret-1");
    expect(ruleReferenceUrl("https://wiki.example/{lang}/reglas", "es", "GF-RET-1")).toBe("https://wiki.example/es/reglas#gf-ret-1");
  });
});
