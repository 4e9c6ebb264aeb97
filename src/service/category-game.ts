// A category plays one game: the config's categoryGame (else defaultGame), as the plugin's
// gf_category_games site setting tells the forum. A post there is read for every game's blocks with
// the one shared locator, so a block of another game is found where the renderer would cook it (not in
// code or quotes) and refused with a reply that names both games, rather than silently ignored or, worse,
// played by the wrong game's rules.
import type { Lang } from "../lib/i18n.js";
import { parseGamePost } from "../markup/parse-post.js";
import type { GameModule, MarkupGame } from "../markup/markup-game.js";
import type { ServiceConfig } from "./config.js";

/** The id of the game a category plays. */
export function gameOfCategory(config: Pick<ServiceConfig, "defaultGame" | "categoryGame">, categoryId: number | null): string {
  // No default game (a config read without the registry's games) plays nothing.
  return (categoryId !== null ? config.categoryGame[String(categoryId)] : undefined) ?? config.defaultGame ?? "";
}

/**
 * The config's categoryGame as the plugin's gf_category_games site setting holds it: "12:tricube|15:genrefuzzion"
 * (a Discourse list setting, items joined by "|"), what `gf serve --sandbox` sets as an admin would.
 */
export function categoryGamesSetting(categoryGame: Readonly<Record<string, string>>): string {
  return Object.entries(categoryGame).map(([id, game]) => `${id}:${game}`).join("|");
}

/** The config's categoryLang as the plugin's gf_category_languages site setting holds it: "12:en|15:es". */
export function categoryLanguagesSetting(categoryLang: Readonly<Record<string, string>>): string {
  return Object.entries(categoryLang).map(([id, lang]) => `${id}:${lang}`).join("|");
}

/** The setting read back: category id → game id (items that are not "id:game" are left out). */
export function categoryGamesFromSetting(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of value.split("|")) {
    const m = /^(\d{1,12}):([a-z][a-z0-9-]{0,30})$/.exec(item.trim());
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** A block of another game than the category's: its tag as written, its line and its game. */
export interface ForeignBlock { readonly tag: string; readonly line: number; readonly game: string }

/** The blocks of `raw` that belong to a game other than `playing` (games: every game of the registry). */
export function foreignBlocks(raw: string, games: readonly MarkupGame[], playing: string): ForeignBlock[] {
  return parseGamePost(raw, games).filter((b) => b.game !== playing).map((b) => ({ tag: b.tag, line: b.line, game: b.game }));
}

/** What the refusal reply's template is given: the games by name in the reply's language. */
export function wrongGameData(username: string, found: readonly ForeignBlock[], playing: string, games: readonly GameModule[], lang: Lang) {
  const name = (id: string) => games.find((g) => g.id === id)?.name[lang] ?? id;
  return {
    username,
    game: name(playing),
    blocks: found.map((b) => ({ tag: b.tag, line: b.line, game: name(b.game) })),
  };
}
