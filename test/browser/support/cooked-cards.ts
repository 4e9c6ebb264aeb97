// A forum's cooking of card markup, for tests that draw cards in Chromium without a forum: the
// plugin's committed markdown bundle cooks the post (as Discourse does server-side) and the model of
// Discourse's sanitizer keeps what its allow list registers.
import { makeDiscourseSanitizer } from "../../../src/sandbox/discourse-sanitizer.js";
import type { Lang } from "../../../src/lib/i18n.js";
import { discourseEngine } from "../../markup/support/discourse-engine.js";
import { shippedSetup } from "../../markup/support/shipped-bundle.js";

/** A cook with the shipped bundle: raw post → sanitized cooked HTML, for a site whose default language is `lang`. */
export async function shippedCook(): Promise<(raw: string, lang: Lang) => string> {
  const setup = await shippedSetup();
  return (raw, lang) => {
    const engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: lang });
    return makeDiscourseSanitizer(engine.allowListed.flatMap(([, info]) => info as string[]))(engine.cook(raw));
  };
}
