// The plugin's words in one language, from their two files: plugin/config/locales/client.<lang>.yml (what
// Discourse's locale bundle gives every page: the topic list's cue, the composer toolbar's titles) and
// src/plugin-client/locales/cards.<lang>.yml (the cards' words, shipped as gf-locale-<lang>.js and loaded
// with the first card). Read by the reader the sandbox page uses (a layout test checks it against a YAML parser).
import { readFileSync } from "node:fs";
import { parseLocaleYml, type LocaleTree } from "../../src/sandbox/page/locale-yml.js";

export type WordLang = "es" | "en";

/** The cards' words file of a language. */
export const cardWordsFile = (lang: WordLang): string => `src/plugin-client/locales/cards.${lang}.yml`;

const tree = (file: string, lang: WordLang): LocaleTree => parseLocaleYml(readFileSync(file, "utf8"))[lang] as LocaleTree;

/** The cards' words of `lang`: { genrefuzzion: … }. */
export function cardWords(lang: WordLang): LocaleTree {
  return tree(cardWordsFile(lang), lang);
}

/** Every word of the plugin in `lang`, as one tree { genrefuzzion: … } (the keys the cards and the initializer ask under genrefuzzion.). */
export function pluginWords(lang: WordLang): LocaleTree {
  return merged(tree(`plugin/config/locales/client.${lang}.yml`, lang)["js"] as LocaleTree, cardWords(lang));
}

function merged(a: LocaleTree, b: LocaleTree): LocaleTree {
  const out: Record<string, string | LocaleTree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const had = out[k];
    out[k] = typeof v === "object" && typeof had === "object" ? merged(had, v) : v;
  }
  return out;
}
