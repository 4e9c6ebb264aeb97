// A forum's cooking of card markup, for tests that draw cards in Chromium without a forum: the
// plugin's committed markdown bundle cooks the post (as Discourse does server-side) and the model of
// Discourse's sanitizer keeps what its allow list registers.
import { makeDiscourseSanitizer } from "../../../src/sandbox/discourse-sanitizer.js";
import type { Lang } from "../../../src/lib/i18n.js";
import { discourseEngine } from "../../markup/support/discourse-engine.js";
import { shippedSetup } from "../../markup/support/shipped-bundle.js";

/** The shipped bundle's cooking, for a site whose default language is `lang`. */
export interface ShippedCooking {
  /** A raw post cooked, as the bundle gives it (`cooked`) and as the sanitizer keeps it (`sanitized`). */
  cook(raw: string, lang: Lang): { cooked: string; sanitized: string };
  /** Any HTML through the sanitizer, with the allow list the bundle registers. */
  sanitize(html: string, lang: Lang): string;
}

export async function shippedCooking(): Promise<ShippedCooking> {
  const setup = await shippedSetup();
  const engine = (lang: Lang) => discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: lang });
  const sanitizer = (e: ReturnType<typeof engine>) => makeDiscourseSanitizer(e.allowListed.flatMap(([, info]) => info as string[]));
  return {
    cook: (raw, lang) => {
      const e = engine(lang);
      const cooked = e.cook(raw);
      return { cooked, sanitized: sanitizer(e)(cooked) };
    },
    sanitize: (html, lang) => sanitizer(engine(lang))(html),
  };
}

/** A cook with the shipped bundle: raw post → sanitized cooked HTML, for a site whose default language is `lang`. */
export async function shippedCook(): Promise<(raw: string, lang: Lang) => string> {
  const cooking = await shippedCooking();
  return (raw, lang) => cooking.cook(raw, lang).sanitized;
}
