// Which language a drawn card speaks: every string of the plugin's client catalogue as a pattern,
// and the strings a card shows (its text nodes and the attributes a reader hears or sees: aria-label,
// title, placeholder), so a test can say that none of them belongs to the other language only.
import type { Locator } from "playwright-core";
import { pluginWords } from "../../support/plugin-words.js";

export type Lang = "es" | "en";

/** Every string of the client catalogue for a language, as a pattern ("%{name}'s pool" → /^(.+)'s pool$/). */
function templates(lang: Lang): RegExp[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") out.push(node);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(pluginWords(lang));
  return out.map((s) => new RegExp(`^${s.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/%\\?\{\w+\\?\}|%\{\w+\}/g, "(.+)")}$`, "s"));
}
export const TEMPLATES: Readonly<Record<Lang, readonly RegExp[]>> = { es: templates("es"), en: templates("en") };
/** The templates that say something about their language: not those made only of placeholders and punctuation. */
const WORDED: Readonly<Record<Lang, readonly RegExp[]>> = {
  es: TEMPLATES.es.filter((re) => /\p{L}/u.test(re.source.replace(/\(\.\+\)/g, ""))),
  en: TEMPLATES.en.filter((re) => /\p{L}/u.test(re.source.replace(/\(\.\+\)/g, ""))),
};

/** What a card shows and says: each text node and each aria-label, title and placeholder, trimmed. */
export async function cardStrings(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? "");
      else for (const name of ["aria-label", "title", "placeholder"]) {
        const value = (node as Element).getAttribute(name);
        if (value !== null) out.push(value);
      }
    }
    return out.map((s) => s.trim().replace(/:$/, "")).filter(Boolean);
  });
}

/** The strings only the other language's catalogue could have written (a player's own words never match a whole label). */
export function foreignStrings(strings: readonly string[], reader: Lang): string[] {
  const other: Lang = reader === "es" ? "en" : "es";
  return strings.filter((s) => WORDED[other].some((re) => re.test(s)) && !TEMPLATES[reader].some((re) => re.test(s)));
}
