// A rule ID as the service's replies cite it, written out by hand: a Markdown link to its entry on the
// rules reference the plugin ships, in the table's language (src/lib/rule-reference.ts ruleReferenceUrl,
// the default gf_rules_url). Tests expect it literally, so a link to the wrong language, page or entry fails.
import { PRODUCT_VERSION } from "../../src/lib/version.js";

export const ruleLink = (id: string, lang: "es" | "en"): string =>
  `[${id}](/plugins/genrefuzzion/rules/${lang}.html?v=${PRODUCT_VERSION}#${id.toLowerCase()})`;
