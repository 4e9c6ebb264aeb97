import { describe, expect, it } from "@jest/globals";
import { DEFAULT_RULES_URL, onForum, ruleAnchor, ruleReferenceUrl } from "../../src/lib/rule-reference.js";
import { PRODUCT_VERSION } from "../../src/lib/version.js";

describe("rule reference links", () => {
  it("names a rule's anchor after its ID in lower case", () => {
    expect(ruleAnchor("GF-POOL-2")).toBe("gf-pool-2");
    expect(ruleAnchor("GF-ROLL-5a")).toBe("gf-roll-5a");
    expect(ruleAnchor(" GF-AMB-17 ")).toBe("gf-amb-17");
    expect(ruleAnchor('GF-X"><b>')).toBe("gf-x-b-");
  });

  it("links the plugin's own page by default, one page per language, with the release's version: nginx caches /plugins/ for a year as immutable", () => {
    expect(PRODUCT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(ruleReferenceUrl(DEFAULT_RULES_URL, "es", "GF-POOL-2")).toBe(`/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-pool-2`);
    expect(ruleReferenceUrl(DEFAULT_RULES_URL, "en", "GF-AMB-17")).toBe(`/plugins/genrefuzzion/rules/en.html?v=${PRODUCT_VERSION}#gf-amb-17`);
    // Under a subfolder install's prefix, or on the forum's full address, too.
    expect(ruleReferenceUrl("/forum/plugins/genrefuzzion/rules/", "es", "GF-POOL-2")).toBe(`/forum/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-pool-2`);
    expect(ruleReferenceUrl("https://forum.example/plugins/genrefuzzion/rules", "es", "GF-POOL-2")).toBe(`https://forum.example/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-pool-2`);
  });

  it("puts a path under the forum's own path, so a subfolder install (https://example.org/forum) links its /forum/plugins/", () => {
    expect(onForum(DEFAULT_RULES_URL, "https://example.org/forum")).toBe("/forum/plugins/genrefuzzion/rules");
    expect(onForum(DEFAULT_RULES_URL, "https://example.org/forum/")).toBe("/forum/plugins/genrefuzzion/rules");
    expect(onForum(DEFAULT_RULES_URL, "https://example.org")).toBe(DEFAULT_RULES_URL);
    expect(onForum("/forum/plugins/genrefuzzion/rules", "https://example.org/forum")).toBe("/forum/plugins/genrefuzzion/rules");
    expect(onForum("https://rules.example/gf", "https://example.org/forum")).toBe("https://rules.example/gf");
    expect(onForum("", "https://example.org/forum")).toBe("");
  });

  it("drops a base's trailing slashes and keeps an absolute base absolute", () => {
    // Another host's reference keeps its own caching: no version.
    expect(ruleReferenceUrl("https://rules.example/gf//", "en", "GF-RES-1")).toBe("https://rules.example/gf/en.html#gf-res-1");
  });

  it("fills a template base's {lang} and {rule}, adding the anchor only when {rule} is absent", () => {
    expect(ruleReferenceUrl("https://wiki.example/gf/{lang}/rules?r={rule}", "es", "GF-RET-1")).toBe("https://wiki.example/gf/es/rules?r=gf-ret-1");
    expect(ruleReferenceUrl("https://wiki.example/{lang}/reglas", "es", "GF-RET-1")).toBe("https://wiki.example/es/reglas#gf-ret-1");
  });
});
