// The rules reference pages the plugin ships (plugin/public/rules/, served by Discourse at
// /plugins/genrefuzzion/rules/), made from the registry: each game's reference is its own
// src/games/<id>/reference/<lang>.md; the pages are one per language holding every game (<lang>.html,
// where ruleReferenceUrl's links land) and one per game and language (<id>/<lang>.html). build.mjs
// writes them; test/plugin/rules-reference.test.ts checks the shipped ones are current.
import { LANGS, type Lang } from "../lib/i18n.js";
import { ruleIdPattern } from "../lib/rule-links.js";
import { renderRulesPage } from "../markup/rules-page.js";
import { GAMES } from "./games.js";

/** A game's reference, in one language, as a file of the repository. */
export const referenceSource = (game: string, lang: Lang): string => `src/games/${game}/reference/${lang}.md`;

/** Every game's rule IDs: the registry's prefixes. */
export const RULE_IDS: RegExp = ruleIdPattern(GAMES.map((g) => g.rulePrefix));

/** The pages, by path under plugin/public/rules/; `read` gives a repository file's text. */
export function rulesPages(read: (file: string) => string): { readonly path: string; readonly html: string }[] {
  return LANGS.flatMap((lang) => {
    const parts = GAMES.map((game) => ({ game, markdown: read(referenceSource(game.id, lang)) }));
    return [
      { path: `${lang}.html`, html: renderRulesPage(parts, lang) },
      ...parts.map((part) => ({ path: `${part.game.id}/${lang}.html`, html: renderRulesPage([part], lang) })),
    ];
  });
}
